// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline for start-up: a bare Qt Quick Controls window from the same Qt (Fusion, a
// toolbar, a few controls), which like `arcs-companion --screenshot` writes its first frame to
// a PNG and exits. tests/benchmarks/startup.sh runs the two side by side. Given a QML file, it
// shows that instead (first_frame_text.qml: the app's first frame's text alone).
#include "StartupReport.h"

#include <QApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QUrl>

#include <cstdio>
#include <utility>

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: bare_window FILE.png [WINDOW.qml]\n");
        return 2;
    }
    const QString file = QString::fromLocal8Bit(argv[1]);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlApplicationEngine engine;
    if (argc == 3)
        engine.load(QUrl::fromLocalFile(QString::fromLocal8Bit(argv[2])));
    else
        engine.loadData(R"(
        import QtQuick
        import QtQuick.Controls
        import QtQuick.Layouts
        ApplicationWindow {
            width: 1366; height: 768; visible: true
            header: ToolBar { RowLayout { Label { text: "Bare window" } Button { text: "Undo" } } }
            ColumnLayout {
                anchors.fill: parent
                Button { text: "Play" }
                ComboBox { model: ["one", "two"] }
                TextField { text: "Ana" }
                Label { text: "A bare Qt Quick Controls window" }
            }
        })");
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    reportStartupAtFirstFrame(*window);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, file] {
            static bool taken = false;
            if (std::exchange(taken, true))
                return;
            QCoreApplication::exit(window->grabWindow().save(file, "PNG") ? 0 : 1);
        },
        Qt::QueuedConnection);
    return app.exec();
}
