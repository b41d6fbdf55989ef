#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every string for people in the sources is in the Traditional Chinese file, translated: lupdate
# reads the sources into a copy of the file, and lrelease finds nothing unfinished in it.
set -euo pipefail
root="$1"
bin="${2:-/usr/lib/qt6/bin}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/resources/translations"
cp "$root/resources/translations/arcs-companion_zh_TW.ts" "$work/resources/translations/"
cd "$root"
"$bin/lupdate" engine app qml -no-obsolete -locations relative -target-language zh_TW \
    -ts "$work/resources/translations/arcs-companion_zh_TW.ts" > "$work/lupdate.log" 2>&1
report="$("$bin/lrelease" "$work/resources/translations/arcs-companion_zh_TW.ts" \
    -qm "$work/zh_TW.qm")"
echo "$report"
if ! grep -q " 0 unfinished" <<< "$report"; then
    echo "translations: strings are missing from resources/translations/arcs-companion_zh_TW.ts;" \
         "run packaging/update-translations.sh and translate them (docs/TRANSLATING.md)" >&2
    exit 1
fi
