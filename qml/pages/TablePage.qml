import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The home screen: chapter and round, players and Power, the Reach, the ambitions, and the
// entry bar — or the chapter-end steps and the game's end when those come.
Item {
    id: page

    signal newGameRequested()

    EmptyTable {
        anchors.fill: parent
        visible: !Table.hasGame
        onNewGameRequested: page.newGameRequested()
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding
        visible: Table.hasGame
        columns: 3
        rowSpacing: Theme.spacing
        columnSpacing: Theme.padding

        RoundStatus {
            Layout.columnSpan: 3
            Layout.fillWidth: true
        }

        PlayerPanel {
            Layout.preferredWidth: Math.max(260, page.width * 0.2)
            Layout.fillHeight: true
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ReachView {
                anchors.fill: parent
                visible: Table.phase === "playing"
            }
            ChapterEndView {
                anchors.fill: parent
                visible: Table.phase === "chapterEnd"
            }
            GameOverView {
                anchors.fill: parent
                visible: Table.phase === "gameOver"
            }
        }

        ColumnLayout {
            Layout.preferredWidth: Math.max(240, page.width * 0.18)
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: Theme.spacing
            AmbitionPanel {
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
            MapLegend {
                Layout.fillWidth: true
            }
        }

        RoundEntryBar {
            Layout.columnSpan: 3
            Layout.fillWidth: true
            visible: Table.phase === "playing"
        }
    }
}
