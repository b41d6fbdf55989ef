#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Reads every string for people from the sources into the translation files (docs/TRANSLATING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${QT_BIN:-/usr/lib/qt6/bin}"
"$bin/lupdate" engine app qml -no-obsolete -locations relative -target-language zh_TW \
    -ts resources/translations/arcs-companion_zh_TW.ts
# English keeps only the counted messages: their singular ("1 hit").
"$bin/lupdate" engine app qml -pluralonly -no-obsolete -locations relative -target-language en \
    -ts resources/translations/arcs-companion_en.ts
