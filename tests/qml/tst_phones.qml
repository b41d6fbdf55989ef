// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

// Phones at the table, as the host sees them: served with a QR code of the address, a phone
// asking for a seat is allowed (or refused) from the banner, listed, and removed.
TestCase {
    id: testCase
    name: "Phones"
    when: windowShown
    width: 1280
    height: 720
    visible: true

    Component {
        id: dialogComponent
        PhonesDialog {}
    }
    Component {
        id: bannerComponent
        PhoneRequestBanner { width: 1280 }
    }

    // An item made by a Repeater, found among the dialog's items (findChild follows object
    // parents, which a delegate's is not).
    function within(popup, name) {
        const search = item => item.objectName === name ? item
                             : Array.from(item.children).map(search).find(found => found) ?? null
        return search(popup.contentItem)
    }

    function init() {
        Table.loadDemo()
    }
    function cleanup() {
        for (const device of Phones.devices)
            Phones.remove(device.token)
        Phones.stop()
    }

    function test_servedWithItsAddressAndCode() {
        const dialog = createTemporaryObject(dialogComponent, testCase)
        dialog.open()
        tryVerify(() => dialog.opened)
        verify(!findChild(dialog, "phonesQrCode").visible)
        mouseClick(findChild(dialog, "servePhones"))
        verify(Phones.serving)
        compare(Phones.url, "http://" + Phones.address + ":" + Phones.url.split(":")[2])
        const code = findChild(dialog, "phonesQrCode")
        verify(code.visible)
        compare(code.text, Phones.url)
        verify(code.modules >= 21, "a QR code of version 1 or more: " + code.modules)
        compare(findChild(dialog, "phonesUrl").text, Phones.url)
        mouseClick(findChild(dialog, "servePhones"))
        verify(!Phones.serving)
    }

    function test_aPhoneIsAllowedListedAndRemoved() {
        compare(Phones.serve("127.0.0.1", 0), "")
        const banner = createTemporaryObject(bannerComponent, testCase)
        TableFixture.phoneAsks(Number(Phones.url.split(":")[2].replace("/", "")), 1)
        tryCompare(Phones.requests, "length", 1)
        compare(findChild(banner, "phoneRequestText").text, "A phone (Test phone) wants Ruth's seat.")
        mouseClick(findChild(banner, "allowPhone"))
        compare(Phones.requests.length, 0)
        compare(Phones.devices.length, 1)
        compare(Phones.devices[0].seatName, "Ruth")
        tryVerify(() => Phones.devices[0].connected)

        const dialog = createTemporaryObject(dialogComponent, testCase)
        dialog.open()
        tryVerify(() => dialog.opened)
        const remove = within(dialog, "removePhone")
        verify(remove)
        mouseClick(remove)
        compare(Phones.devices.length, 0)
    }

    // A phone asking while the Phones window is open is allowed there: the banner above the
    // page is under the window (cold play-test 70: the window said "No phone has joined yet").
    function test_aPhoneIsAllowedFromThePhonesWindow() {
        compare(Phones.serve("127.0.0.1", 0), "")
        const dialog = createTemporaryObject(dialogComponent, testCase)
        dialog.open()
        tryVerify(() => dialog.opened)
        TableFixture.phoneAsks(Number(Phones.url.split(":")[2].replace("/", "")), 2)
        tryCompare(Phones.requests, "length", 1)
        let allow = null
        tryVerify(() => (allow = within(dialog, "allowPhoneHere")) !== null)
        mouseClick(allow)
        compare(Phones.devices.length, 1)
        compare(Phones.devices[0].seatName, "Yuki")
        verify(dialog.opened)
    }

    function test_aPhoneRefusedLeavesNoRequest() {
        compare(Phones.serve("127.0.0.1", 0), "")
        const banner = createTemporaryObject(bannerComponent, testCase)
        TableFixture.phoneAsks(Number(Phones.url.split(":")[2].replace("/", "")), -1)
        tryCompare(Phones.requests, "length", 1)
        compare(findChild(banner, "phoneRequestText").text, "A phone (Test phone) wants to watch the table.")
        mouseClick(findChild(banner, "refusePhone"))
        compare(Phones.requests.length, 0)
        compare(Phones.devices.length, 0)
    }

    function test_anAddressOffTheNetworkIsRefused() {
        compare(Phones.serve("8.8.8.8", 0).indexOf("8.8.8.8 is not an address of the local network"), 0)
        verify(!Phones.serving)
        compare(Phones.serve("127.0.0.1", 70000), "A port is a number from 1 to 65535, or 0 for a free one; got 70000.")
        verify(!Phones.serving)
    }
}
