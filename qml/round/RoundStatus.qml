// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Chapter, round and initiative at a glance, and the cards played so far this round.
RowLayout {
    id: status

    signal campaignLogRequested()

    spacing: Theme.padding

    RoundTitle { objectName: "roundTitle" }
    InitiativeFlag { objectName: "initiativeFlag" }
    // The lead, pinned: the card every other play follows stays in view.
    PlayChip {
        objectName: "leadPlay"
        visible: Table.roundPlays.length > 0
        text: visible ? Table.roundPlays[0] : ""
        font.bold: true
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: Math.min(implicitWidth, 16 * Theme.fontSmall)
    }
    // The other plays on one line, however many: the newest in view, the earlier ones scrolled
    // away (a wrapping row grew the header and pushed the panels below over the turn bar).
    ListView {
        id: plays
        objectName: "roundPlays"
        Layout.fillWidth: true
        Layout.minimumWidth: 0
        Layout.preferredHeight: Theme.fontSmall * 1.5 + 8
        orientation: ListView.Horizontal
        spacing: Theme.spacing
        clip: true
        interactive: contentWidth > width
        model: Math.max(0, Table.roundPlays.length - 1) // the plays after the lead
        onCountChanged: positionViewAtEnd()
        onWidthChanged: positionViewAtEnd()
        delegate: PlayChip {
            required property int index
            text: Table.roundPlays[index + 1] ?? ""
        }
    }
    Loader { // a campaign's only: a base game loads none of it
        active: Table.act > 0
        visible: active
        source: "../campaign/CampaignLogButton.qml"
        onLoaded: (item as Button).clicked.connect(status.campaignLogRequested)
    }

    component PlayChip: Label {
        padding: 4
        leftPadding: 8
        rightPadding: 8
        elide: Text.ElideRight
        color: Theme.text
        font.pixelSize: Theme.fontSmall
        background: Rectangle { color: Theme.surfaceRaised; radius: Theme.radius }
    }
}
