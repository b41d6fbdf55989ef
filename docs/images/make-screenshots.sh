#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's screenshots, taken from the real app so that they show it as it is:
#   docs/images/make-screenshots.sh [build folder]
# turn.png: the demo game, Wren's turn under way; campaign.png: a campaign's Act II (the
# fixture tests/data/campaign-act-two.json). Each library is a fresh one in a temporary folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
app=$build/app/arcs-companion
"$app" --demo --library "$scratch/demo.sqlite" --size 1366x768 --language en \
    --screenshot "$here/turn.png"
"$build/app/arcs-cli" import "$here/../../tests/data/campaign-act-two.json" \
    --library "$scratch/campaign.sqlite" --open >/dev/null
"$app" --library "$scratch/campaign.sqlite" --size 1366x768 --language en \
    --screenshot "$here/campaign.png"
echo "written: $here/turn.png $here/campaign.png"
