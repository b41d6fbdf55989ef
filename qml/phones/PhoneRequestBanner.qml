// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Said above every page while a phone waits to be let in: the host allows or refuses it.
Rectangle {
    id: banner
    objectName: "phoneRequestBanner"

    readonly property var requests: Phones.requests
    readonly property int firstId: requests.length > 0 ? requests[0].id : 0

    function says(request: phoneRequest): string {
        const who = request.seatName === ""
                  ? qsTr("A phone (%1) wants to watch the table.").arg(request.device)
                  : qsTr("A phone (%1) wants %2's seat.").arg(request.device).arg(request.seatName)
        return requests.length > 1 ? who + " " + qsTr("%n more waiting.", "", requests.length - 1) : who
    }

    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    color: Theme.surfaceRaised
    border.color: Theme.accent

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.padding
        Label {
            objectName: "phoneRequestText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            text: banner.requests.length === 0 ? "" : banner.says(banner.requests[0])
        }
        Button {
            objectName: "allowPhone"
            text: qsTr("Allow")
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: Phones.allow(banner.firstId)
        }
        Button {
            objectName: "refusePhone"
            text: qsTr("Refuse")
            implicitHeight: Theme.touchTarget
            onClicked: Phones.refuse(banner.firstId)
        }
    }
}
