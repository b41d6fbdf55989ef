#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# No file in engine/ over 700 lines: a file is one concept, and one that grows past this holds
# two (BoardEntries.cpp was pieces, the Court, battle and resources at 1,412 lines).
set -uo pipefail
source=$1
limit=700
found=$(find "$source/engine" \( -name '*.cpp' -o -name '*.h' \) -print0 |
    xargs -0 wc -l | awk -v limit="$limit" '$2 != "total" && $1 > limit { print $2 ": " $1 " lines" }')
if [ -n "$found" ]; then
    echo "$found"
    echo "engine-file-size: over $limit lines; split the file by what it holds"
    exit 1
fi
echo "engine-file-size: every engine file within $limit lines"
