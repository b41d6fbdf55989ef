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
    signal mapKeyRequested(Item opener)

    spacing: Theme.spacing

    RoundTitle { id: title; objectName: "roundTitle" }
    InitiativeFlag { // the Act's: its Intermission decides the next Act's at step E
        objectName: "initiativeFlag"
        compact: true
        visible: !Table.intermissionFollows
    }
    // The lead, pinned: the card every other play follows stays in view.
    PlayChip {
        objectName: "leadPlay"
        // Not read from `visible`: hidden with the page (the Settings page in front), the text
        // went empty and the chip stayed an empty pill after a text-size change (a play-test).
        visible: Table.roundPlays.length > 0
        text: Table.roundPlaysShort[0] ?? ""
        whole: Table.roundPlays[0] ?? ""
        font.bold: true
        // Whole before any other play is shortened (cut only past 24 characters' room).
        Layout.minimumWidth: Math.min(Layout.preferredWidth, 24 * Theme.fontSmall)
    }
    // The other plays on the same line, each whole while there is room, then each cut at its
    // end (who played comes first): none scrolls out of sight. (A scrolling row cut the earlier
    // plays at the left edge; a wrapping one grew the header over the turn bar.)
    RowLayout {
        id: plays
        objectName: "roundPlays"
        Layout.fillWidth: true
        Layout.minimumWidth: 0
        spacing: Theme.spacing / 2 // chips apart by their own pill
        LayoutRepeater {
            model: Math.max(0, Table.roundPlays.length - 1) // the plays after the lead
            PlayChip {
                required property int index
                objectName: "roundPlay_" + (index + 1)
                text: Table.roundPlaysShort[index + 1] ?? ""
                whole: Table.roundPlays[index + 1] ?? ""
                Layout.fillWidth: true
                Layout.maximumWidth: Layout.preferredWidth
                // The name and the card's start, or the whole play if shorter; no more than
                // each play's share of the row: four plays and a seizure at 1280×720 went
                // under Map key…. (The row is gone first as a page is taken down.)
                Layout.minimumWidth: plays ? Math.min(Layout.preferredWidth, 6 * Theme.fontSmall,
                                                      plays.width / (Table.roundPlays.length - 1) - plays.spacing)
                                           : 0
            }
        }
        Item { Layout.fillWidth: true } // the chips keep to the left
    }
    Button { // here, not on the map: there it covered the counts in its corner
        id: mapKeyButton
        objectName: "mapKeyButton"
        visible: Table.phase === Table.Playing || Table.phase === Table.Placement
        text: qsTr("Map key…")
        implicitHeight: title.implicitHeight // no taller than the title: the map keeps its room
        onClicked: status.mapKeyRequested(mapKeyButton)
    }
    Loader { // a campaign's only: a base game loads none of it
        active: Table.act > 0
        visible: active
        source: "../campaign/CampaignLogButton.qml"
        onLoaded: (item as Button).clicked.connect(status.campaignLogRequested)
    }

    component PlayChip: Label {
        property string whole: text // the play in full, shown when the pointer rests on it
        // Whole pixels: a layout rounds a width of 254.4 down, and the text was cut for 0.4 px.
        Layout.preferredWidth: Math.ceil(implicitWidth)
        HoverHandler { id: hover }
        ToolTip.text: whole
        ToolTip.visible: hover.hovered && (truncated || whole !== text)
        padding: 4
        elide: Text.ElideRight
        color: Theme.text
        font.pixelSize: Theme.fontSmall
        background: Rectangle { color: Theme.surfaceRaised; radius: Theme.radius }
    }
}
