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
    // One line, however many cards: the newest in view, the earlier ones scrolled away (a
    // wrapping row grew the header and pushed the panels below over the turn bar).
    ListView {
        id: plays
        objectName: "roundPlays"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.fontSmall * 1.5 + 8
        orientation: ListView.Horizontal
        spacing: Theme.spacing
        clip: true
        interactive: contentWidth > width
        model: Table.roundPlays
        onCountChanged: positionViewAtEnd()
        onWidthChanged: positionViewAtEnd()
        delegate: Label {
            required property string modelData
            text: modelData
            padding: 4
            leftPadding: 8
            rightPadding: 8
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            background: Rectangle { color: Theme.surfaceRaised; radius: Theme.radius }
        }
    }
    Loader { // a campaign's only: a base game loads none of it
        active: Table.act > 0
        visible: active
        source: "../campaign/CampaignLogButton.qml"
        onLoaded: (item as Button).clicked.connect(status.campaignLogRequested)
    }
}
