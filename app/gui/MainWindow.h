// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQuickWindow>
#include <QSize>
#include <QString>

#include <memory>

class QQmlEngine;

// The app's window as main() makes it, and the tests that drive the whole app: Main.qml from the
// Arcs.Ui module, opened at `size` when one is given (its first frame is then laid out for it).
// Null, with the reason in `problem`, when it cannot be made. It must go before the engine.
std::unique_ptr<QQuickWindow> makeMainWindow(QQmlEngine &engine, QSize size, QString *problem);
