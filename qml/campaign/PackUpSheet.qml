// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Between evenings: the campaign log, the Fates' notes, the trays to pack and the guide to set
// the table out again, and the log saved as a PDF to print; the rules booklet's Edicts.
Popup {
    id: sheet
    objectName: "packUpSheet"

    function show(tab: int) {
        tabs.currentIndex = tab
        result.text = ""
        open()
    }

    CampaignBook {
        id: book
        table: Table
        library: GamesLibrary
        active: sheet.visible // kept once made: idle while hidden
    }

    modal: true
    focus: true // Escape closes it
    anchors.centerIn: T.Overlay.overlay
    width: parent ? parent.width - 2 * Theme.padding : 900
    height: parent ? parent.height - 2 * Theme.padding : 640
    padding: Theme.padding
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) }
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: book.name
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
                elide: Text.ElideRight
            }
            Button {
                text: qsTr("Close")
                implicitHeight: Theme.touchTarget
                onClicked: sheet.close()
            }
        }
        Label {
            Layout.fillWidth: true
            text: book.available ? qsTr("The table as it stands: %1").arg(book.packedAt) : book.problem
            color: book.available ? Theme.textMuted : Theme.danger
            wrapMode: Text.WordWrap
        }
        TabBar {
            id: tabs
            Layout.fillWidth: true
            Repeater {
                model: [qsTr("Log sheet"), qsTr("Fate notes"), qsTr("Trays"), qsTr("Unpack"),
                        qsTr("Rules booklet")]
                TabButton {
                    required property string modelData
                    objectName: "packUpTab_" + modelData
                    text: modelData
                    implicitHeight: Theme.touchTarget
                    font.pixelSize: Theme.fontBody
                }
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            CampaignLogSheet { book: book }
            FateNotes { book: book }
            PackingList { book: book }
            UnpackGuide { book: book }
            RulesBookletView {}
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.padding
            Button {
                objectName: "saveLogButton"
                enabled: book.available
                text: qsTr("Save the log as PDF…")
                highlighted: true
                implicitHeight: Theme.touchTarget
                onClicked: pdfDialog.ask(book.suggestedFileName())
            }
            TableCheckBox {
                id: withSecrets
                text: qsTr("with secret notes")
            }
            Label {
                id: result
                property bool done: false
                objectName: "saveLogResult"
                Layout.fillWidth: true
                color: done ? Theme.text : Theme.danger
                wrapMode: Text.WordWrap
            }
        }
    }

    SaveFileDialog {
        id: pdfDialog
        title: qsTr("Save the campaign log")
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        // Escape closes the sheet again once the dialog has gone.
        onRejected: sheet.forceActiveFocus()
        onAccepted: {
            sheet.forceActiveFocus()
            const problem = book.saveLog(file, withSecrets.checked)
            result.done = problem === ""
            result.text = problem === "" ? qsTr("Saved to %1: print it and keep it in the box.").arg(GamesLibrary.displayPath(file))
                                         : problem
        }
    }
}
