#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The engine's words name a system as people read it, in their language (systemWord: "4-六角"),
# never by its journal spelling (SystemId::name(): "4-hex"), which 繁體中文 left in English in
# History (a cold play-test: "…2 艘帝國飛船放到 3-gate").
set -uo pipefail
source=$1
found=$(cd "$source" && grep -rnE '(\.|->)name\(\)' engine/rules --include='*.cpp')
if [ -n "$found" ]; then
    echo "$found"
    echo "system-words: a system spelled by SystemId::name() in the engine's words; use systemWord()"
    exit 1
fi
echo "system-words: every system in the engine's words is a systemWord"
