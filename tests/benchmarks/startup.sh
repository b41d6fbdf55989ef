#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of arcs-companion beside a bare Qt Quick Controls window (tests/benchmarks/
# bare_window.cpp), in one run: each starts, shows its first frame, writes it and exits.
# arcs-companion reopens the last game of a library holding a played game, as at the table.
# Usage: tests/benchmarks/startup.sh [BUILD_DIR] [RUNS]    (offscreen; needs /usr/bin/time)
set -euo pipefail
build=${1:-build}; runs=${2:-10}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
app=$build/app/arcs-companion; bare=$build/tests/bare_window
"$app" --demo --library "$work/library.sqlite" --screenshot "$work/first.png" # the library
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }
measure() { # prints the medians of the runs: wall seconds, CPU seconds, peak MiB
  : >"$work/runs"
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" >/dev/null 2>&1
    read -r wall user sys kib <"$work/t"
    echo "$wall $(echo "$user + $sys" | bc) $((kib / 1024))" >>"$work/runs"
  done
  echo "$(cut -d' ' -f1 "$work/runs" | median) $(cut -d' ' -f2 "$work/runs" | median)" \
       "$(cut -d' ' -f3 "$work/runs" | median)"
}
read -r bw bc bm < <(measure "$bare" "$work/bare.png")
read -r aw ac am < <(measure "$app" --library "$work/library.sqlite" --screenshot "$work/app.png")
printf '%-16s %8s %8s %9s\n' "" "wall s" "CPU s" "peak MiB"
printf '%-16s %8s %8s %9s\n' "bare window" "$bw" "$bc" "$bm"
printf '%-16s %8s %8s %9s\n' "arcs-companion" "$aw" "$ac" "$am"
awk -v bw="$bw" -v aw="$aw" -v bc="$bc" -v ac="$ac" -v bm="$bm" -v am="$am" \
  'BEGIN {printf "%-16s %7.2fx %7.2fx %8.2fx\n", "ratio", aw/bw, ac/bc, am/bm}'
