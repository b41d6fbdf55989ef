#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Arcs Companion needs, and only those that are missing.
# Usage: packaging/install-deps.sh [build|test]   (test = build + headless test tools)
set -euo pipefail

build_packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-multimedia-dev
  qt6-websockets-dev libqrencode-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6sql6-sqlite libqt6svg6
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
  qml6-module-qtquick-templates qml6-module-qtquick-layouts qml6-module-qtquick-dialogs
  qml6-module-qt-labs-folderlistmodel qml6-module-qt-labs-settings qml6-module-qt-labs-platform
  qml6-module-qtquick-shapes
  qml6-module-qtmultimedia qml6-module-qtcore qml6-module-qtqml qml6-module-qtqml-models
  qml6-module-qtqml-workerscript fonts-dejavu-core fonts-noto-cjk qt6-translations-l10n
)
test_packages=(
  qml6-module-qttest xvfb xauth desktop-file-utils appstream dpkg-dev file lintian clang-format
  libbenchmark-dev clang-14 libclang-rt-14-dev poppler-utils chromium
)

wanted=("${build_packages[@]}")
[ "${1:-build}" = test ] && wanted+=("${test_packages[@]}")

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
