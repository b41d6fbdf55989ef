// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library
// Where each system sits on the drawn Reach: six clusters clockwise from the top, gates on an
// inner ring, the planets of a cluster clockwise (arrow, crescent, hex) on an outer ring.

const planetSpread = { "gate": 0, "arrow": -18, "crescent": 0, "hex": 18 }

function clusterAngle(cluster) {
    return -90 + 60 * (cluster - 1)
}

function polar(size, radiusFraction, degrees) {
    const radians = degrees * Math.PI / 180
    return Qt.point(size / 2 + size * radiusFraction * Math.cos(radians),
                    size / 2 + size * radiusFraction * Math.sin(radians))
}

function systemPoint(size, cluster, kind) {
    const radius = kind === "gate" ? 0.19 : 0.37
    return polar(size, radius, clusterAngle(cluster) + planetSpread[kind])
}

function systemPointByName(size, name) {
    const parts = name.split("-")
    return systemPoint(size, Number(parts[0]), parts[1])
}

// Where a system's piece stack sits: outward from the map's centre, clear of the system.
function stackPoint(size, cluster, kind) {
    const radius = kind === "gate" ? 0.262 : 0.462
    return polar(size, radius, clusterAngle(cluster) + planetSpread[kind])
}
