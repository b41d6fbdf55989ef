import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The home screen: the players in turn order beside the Reach.
Item {
    id: page

    signal newGameRequested()

    EmptyTable {
        anchors.fill: parent
        visible: !Table.hasGame
        onNewGameRequested: page.newGameRequested()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.padding
        visible: Table.hasGame

        PlayerPanel {
            Layout.preferredWidth: Math.max(260, page.width * 0.22)
            Layout.fillHeight: true
        }

        ReachView {
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        MapLegend {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: implicitWidth
        }
    }
}
