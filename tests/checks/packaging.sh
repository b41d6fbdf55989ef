#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the desktop file and AppStream metainfo, builds the .deb, checks what it holds, and
# has lintian find no error or warning in it.
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
for path in ./usr/games/arcs-companion ./usr/games/arcs-cli \
            ./usr/share/man/man6/arcs-companion.6.gz ./usr/share/man/man6/arcs-cli.6.gz \
            ./usr/share/doc/arcs-companion/copyright ./usr/share/doc/arcs-companion/changelog.gz \
            ./usr/share/applications/$app_id.desktop \
            ./usr/share/metainfo/$app_id.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/$app_id.svg; do
    grep -qF " $path" <<<"$contents" || { echo "missing from the package: $path"; exit 1; }
done
grep -qE " \./usr/lib/[^/]+/arcs-companion/libarcs_sound\.so$" <<<"$contents" ||
    { echo "missing from the package: the sound plugin"; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
for package in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts \
               qml6-module-qtquick-shapes qml6-module-qtquick-templates qml6-module-qtqml \
               libqt6sql6-sqlite; do
    grep -qE "(^|, )$package( |,|$)" <<<"$depends" || { echo "Depends lacks $package: $depends"; exit 1; }
done
# Root is what CI runs as; lintian says so on stderr, which is not a finding.
findings=$(lintian --tag-display-limit 0 "$deb" 2>/dev/null | grep -E '^[EW]: ' || true)
[ -z "$findings" ] || { echo "lintian: $findings"; exit 1; }
echo "packaging: $(basename "$deb") holds the binaries, sound plugin, man pages, copyright, changelog, desktop" \
     "file, metainfo and icon; lintian finds no error or warning"
