#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the desktop file and AppStream metainfo, builds the .deb and checks what it holds.
set -euo pipefail
source_dir=$1 build=$2
app_id=io.github.arcscompanion.ArcsCompanion

desktop-file-validate "$source_dir/packaging/$app_id.desktop"
appstreamcli validate --no-net "$source_dir/packaging/$app_id.metainfo.xml"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build" && cpack -G DEB -B "$work" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/*.deb)
contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/arcs-companion ./usr/bin/arcs-cli \
            ./usr/share/applications/$app_id.desktop \
            ./usr/share/metainfo/$app_id.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/$app_id.svg; do
    grep -qF " $path" <<<"$contents" || { echo "missing from the package: $path"; exit 1; }
done
depends=$(dpkg-deb -f "$deb" Depends)
for package in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts \
               qml6-module-qtquick-shapes qml6-module-qtquick-templates qml6-module-qtqml \
               libqt6sql6-sqlite; do
    grep -qE "(^|, )$package( |,|$)" <<<"$depends" || { echo "Depends lacks $package: $depends"; exit 1; }
done
echo "packaging: $(basename "$deb") holds the binaries, desktop file, metainfo and icon"
