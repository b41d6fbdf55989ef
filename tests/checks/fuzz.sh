#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer harnesses (tests/fuzz: the import, the journal, the phones' messages) with clang, AddressSanitizer and UBSan into
# BUILD/fuzz, then runs each for a bounded time on its seed corpus (tests/data/fuzz/NAME). New
# inputs go to a temporary corpus, so the repository's is not changed. A crash, a sanitizer
# report, a timeout or running out of memory fails; the input is kept in BUILD/fuzz/artifacts.
# Usage: tests/checks/fuzz.sh SOURCE_DIR BUILD_DIR [CMAKE]   (ARCS_FUZZ_SECONDS: default 20)
set -euo pipefail
source_dir=$1 build=$2 cmake=${3:-cmake}
seconds=${ARCS_FUZZ_SECONDS:-20}
fuzz_build=$build/fuzz
artifacts=$fuzz_build/artifacts

cxx=$(command -v clang++-14 || command -v clang++ || true)
if [ -z "$cxx" ]; then
    echo "fuzz: clang++ not found; packaging/install-deps.sh test installs clang-14"
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! "$cmake" -S "$source_dir/tests/fuzz" -B "$fuzz_build" -G Ninja \
        -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$work/build.log" 2>&1 ||
   ! "$cmake" --build "$fuzz_build" >>"$work/build.log" 2>&1; then
    cat "$work/build.log"
    echo "fuzz: the harnesses did not build"
    exit 1
fi

export ASAN_OPTIONS=detect_leaks=0 # Qt's static data would show as leaks
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen

mkdir -p "$artifacts"
status=0
for name in import journal phones; do
    corpus=$work/corpus-$name
    log=$work/$name.log
    mkdir -p "$corpus"
    # libFuzzer reads every corpus directory and writes new inputs only to the first.
    if "$fuzz_build/fuzz_$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
            -artifact_prefix="$artifacts/fuzz_$name-" -print_final_stats=1 \
            "$corpus" "$source_dir/tests/data/fuzz/$name" >"$log" 2>&1 &&
       ! grep -qE 'ERROR: (AddressSanitizer|UndefinedBehaviorSanitizer|libFuzzer)|runtime error:' "$log"; then
        runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo '?')
        echo "fuzz_$name: $runs inputs in ${seconds} s, $(ls "$corpus" | wc -l) new in the corpus, clean"
    else
        tail -n 80 "$log"
        echo "fuzz_$name: FAILED; the input is in $artifacts (rerun: $fuzz_build/fuzz_$name FILE)"
        status=1
    fi
done
exit $status
