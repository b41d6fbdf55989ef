#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The game's words reach QML as the engine's enums (`Game.Piece.City`, app/models/GameWords.h)
# or a view's own enum, never as strings to compare: a word spelled wrong in QML compares false
# and fails silently; the Theme is keyed by the enums too.
set -uo pipefail
source=$1
found=$(cd "$source" && grep -rnE '(===|!==|==|!=)[[:space:]]*"[A-Za-z]+"|"[A-Za-z]+"[[:space:]]*(===|!==|==|!=)|case[[:space:]]+"[A-Za-z]+"' \
    qml --include='*.qml')
if [ -n "$found" ]; then
    echo "$found"
    echo "game-words: a word compared as a string in QML; compare the engine's enum (Game.…)"
    exit 1
fi
echo "game-words: no game word compared as a string in QML"
