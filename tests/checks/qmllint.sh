#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs qmllint over every QML module (the all_qmllint target); any warning fails.
set -uo pipefail
cmake=$1 build=$2
output=$("$cmake" --build "$build" --target all_qmllint 2>&1)
status=$?
if [ $status -ne 0 ] || grep -qE '^(Warning|Error|Info)' <<<"$output"; then
    echo "$output"
    echo "qmllint: warnings found (status $status)"
    exit 1
fi
echo "qmllint: clean"
