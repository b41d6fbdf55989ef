// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Phones at the table: served on this computer's address on the local network, joined by the
// QR code (each player's own seat, or the table view), and the phones let in, each removable.
Popup {
    id: dialog
    objectName: "phonesDialog"

    parent: T.Overlay.overlay
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 900, 56 * Theme.fontBody)
    height: Math.min(parent ? parent.height - 2 * Theme.padding : 700, implicitHeight)
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) }
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }

    readonly property var devices: Phones.devices
    readonly property var requests: Phones.requests
    readonly property var addresses: Phones.addresses // a JS array, for indexOf

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.padding * 2
            ColumnLayout { // how to join
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing
                Label {
                    text: qsTr("Phones")
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }
                TableCheckBox {
                    objectName: "servePhones"
                    text: qsTr("Let phones on this network join")
                    checked: Phones.serving
                    onToggled: checked ? Phones.serve(addressChoice.currentText, 0) : Phones.stop()
                }
                RowLayout {
                    spacing: Theme.spacing
                    Label { text: qsTr("Address"); color: Theme.textMuted }
                    TableComboBox {
                        id: addressChoice
                        objectName: "phonesAddress"
                        model: dialog.addresses
                        currentIndex: Math.max(0, dialog.addresses.indexOf(Phones.serving ? Phones.address : AppSettings.phonesAddress))
                        onActivated: if (Phones.serving) Phones.serve(currentText, 0)
                    }
                }
                QrCodePainting {
                    objectName: "phonesQrCode"
                    visible: Phones.serving
                    text: Phones.url
                    Layout.preferredWidth: 15 * Theme.fontBody
                    Layout.preferredHeight: 15 * Theme.fontBody
                }
                Label {
                    objectName: "phonesUrl"
                    visible: Phones.serving
                    text: Phones.url
                    color: Theme.accent
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }
                Label {
                    visible: Phones.serving && Phones.hostName !== "" && !Phones.thisComputerOnly
                    text: qsTr("or %1").arg(Phones.url.replace(Phones.address, Phones.hostName))
                    color: Theme.textMuted
                }
                Label {
                    objectName: "thisComputerOnly"
                    visible: Phones.thisComputerOnly
                    Layout.preferredWidth: 22 * Theme.fontBody
                    wrapMode: Text.WordWrap
                    text: qsTr("127.0.0.1 is this computer alone: no phone reaches it. Join the table's Wi-Fi and choose its address.")
                    color: Theme.danger
                }
                Label {
                    objectName: "phonesProblem"
                    visible: Phones.problem !== ""
                    Layout.preferredWidth: 22 * Theme.fontBody
                    wrapMode: Text.WordWrap
                    text: Phones.problem
                    color: Theme.danger
                }
            }
            Column { // who has joined: wrapped lines, each as tall as its words
                id: joined
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing
                Label {
                    width: joined.width
                    wrapMode: Text.WordWrap
                    text: qsTr("Open the address on a phone, or scan the code, and choose a seat or the table view: this screen asks you to allow each phone. A phone sees its own seat's secrets and no one else's.")
                    color: Theme.text
                }
                Label {
                    width: joined.width
                    wrapMode: Text.WordWrap
                    text: qsTr("Plain HTTP on this network: game secrets, not passwords, cross it. Keep the code off the TV.")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
                Label {
                    visible: dialog.devices.length === 0 && dialog.requests.length === 0
                    text: qsTr("No phone has joined yet.")
                    color: Theme.textMuted
                }
                Repeater { // asked here too: the banner above the page is under this window
                    model: dialog.requests
                    delegate: RowLayout {
                        id: asking
                        required property phoneRequest modelData
                        width: joined.width
                        spacing: Theme.spacing
                        Label {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: (asking.modelData.seatName === "" ? qsTr("Table view")
                                                                    : asking.modelData.seatName)
                                  + " · " + asking.modelData.device + " · " + qsTr("asks to join")
                            color: Theme.accent
                        }
                        Button {
                            objectName: "allowPhoneHere"
                            text: qsTr("Allow")
                            highlighted: true
                            implicitHeight: Theme.touchTarget
                            onClicked: Phones.allow(asking.modelData.id)
                        }
                        Button {
                            text: qsTr("Refuse")
                            implicitHeight: Theme.touchTarget
                            onClicked: Phones.refuse(asking.modelData.id)
                        }
                    }
                }
                Repeater {
                    model: dialog.devices
                    delegate: RowLayout {
                        id: row
                        required property phoneDevice modelData
                        width: joined.width
                        spacing: Theme.spacing
                        Label {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: (row.modelData.seatName === "" ? qsTr("Table view") : row.modelData.seatName)
                                  + " · " + row.modelData.device + " · "
                                  + (row.modelData.connected ? qsTr("connected") : qsTr("away"))
                            color: row.modelData.connected ? Theme.text : Theme.textMuted
                        }
                        Button {
                            objectName: "removePhone"
                            text: qsTr("Remove")
                            implicitHeight: Theme.touchTarget
                            onClicked: Phones.remove(row.modelData.token)
                        }
                    }
                }
            }
        }
        Button {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            implicitHeight: Theme.touchTarget
            onClicked: dialog.close()
        }
    }
}
