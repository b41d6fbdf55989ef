// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocalServer>
#include <QPointer>
#include <QString>

class QWindow;

// The app launched again on a library that a running app holds (a second click on the
// launcher while the window is behind another) brings that window forward instead of opening
// a second one: the running app listens on a local socket named after its library.
class RaiseOnRelaunch {
public:
    explicit RaiseOnRelaunch(QWindow &window);
    // Brings the window forward at each relaunch on `libraryPath` (the library it holds now).
    void listenFor(const QString &libraryPath);
    // Asks the app holding `libraryPath` to bring its window forward; false when it did not
    // answer within a second.
    static bool askToRaise(const QString &libraryPath);

private:
    static QString serverName(const QString &libraryPath);
    void raise();
    QPointer<QWindow> m_window;
    QLocalServer m_server;
    QString m_name;
};
