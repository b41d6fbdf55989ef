// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQmlComponent>
#include <QQuickWindow>
#include <QSize>
#include <QString>

#include <memory>

class QQmlEngine;

// The app's window as main() makes it, and the tests that drive the whole app: Main.qml from
// the Arcs.Ui module, in two steps. Made, it starts loading the window's QML types on the
// engine's own thread (a third of start-up), so main() reads the catalog, the library and the
// fonts meanwhile; make() then waits for the types and makes the window.
class MainWindowLoader {
public:
    explicit MainWindowLoader(QQmlEngine &engine);

    // The window, opened at `size` when it is valid (its first frame is then laid out for it);
    // null, with the reason in `problem`, when it cannot be made. It must go before the engine.
    std::unique_ptr<QQuickWindow> make(QSize size, QString *problem);

private:
    QQmlComponent m_main;
};
