#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A Repeater directly in a Qt Quick Layout must be a LayoutRepeater: Qt 6.4's layouts keep a
# removed item until their next polish, the item is deleted before it, and a size given to the
# layout in between crashes (see qml/components/LayoutRepeater.qml).
set -uo pipefail
source=$1
found=$(find "$source/qml" -name '*.qml' -print0 | xargs -0 awk '
    FNR == 1 { depth = 0 }
    {
        code = $0
        sub(/\/\/.*/, "", code)
        opens = gsub(/\{/, "{", code)
        closes = gsub(/\}/, "}", code)
        if (match(code, /^[ \t]*([A-Za-z_.]+[ \t]*:[ \t]*)?[A-Z][A-Za-z0-9_.]*[ \t]*\{/)) {
            name = code
            sub(/^[ \t]*([A-Za-z_.]+[ \t]*:[ \t]*)?/, "", name)
            sub(/[ \t]*\{.*/, "", name)
            if (name == "Repeater" && depth > 0 && stack[depth] ~ /Layout$/)
                print FILENAME ":" FNR ": a Repeater in " stack[depth] ": use LayoutRepeater"
            stack[++depth] = name
            opens--
        }
        for (i = 0; i < opens; i++) stack[++depth] = "{"
        for (i = 0; i < closes && depth > 0; i++) depth--
    }')
if [ -n "$found" ]; then
    echo "$found"
    exit 1
fi
echo "layout repeaters: every Repeater in a layout is a LayoutRepeater"
