// SPDX-License-Identifier: GPL-3.0-or-later
#include "RaiseOnRelaunch.h"

#include "controllers/LibraryLock.h"

#include <QCryptographicHash>
#include <QLocalSocket>
#include <QWindow>

namespace {
constexpr int answerWithinMs = 1000;
} // namespace

QString RaiseOnRelaunch::serverName(const QString &libraryPath) {
    const QByteArray path = LibraryLock::identity(libraryPath).toUtf8();
    return QStringLiteral("arcs-companion-") +
           QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex())
               .left(16);
}

RaiseOnRelaunch::RaiseOnRelaunch(QWindow &window) : m_window(&window) {
    QObject::connect(&m_server, &QLocalServer::newConnection, &m_server, [this] { raise(); });
}

void RaiseOnRelaunch::listenFor(const QString &libraryPath) {
    const QString name = serverName(libraryPath);
    if (name == m_name && m_server.isListening())
        return;
    m_server.close();
    m_name = name;
    // This app holds the library's lock, so a socket of that name is one a killed app left.
    QLocalServer::removeServer(name);
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    m_server.listen(name); // failing, a relaunch is only told that the library is open here
}

void RaiseOnRelaunch::raise() {
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        socket->write("raised\n");
        socket->disconnectFromServer();
    }
    if (!m_window)
        return;
    if (m_window->windowStates() & Qt::WindowMinimized)
        m_window->showNormal();
    m_window->show();
    m_window->raise();
    m_window->requestActivate();
}

bool RaiseOnRelaunch::askToRaise(const QString &libraryPath) {
    QLocalSocket socket;
    socket.connectToServer(serverName(libraryPath));
    if (!socket.waitForConnected(answerWithinMs))
        return false;
    return socket.waitForReadyRead(answerWithinMs) && socket.readLine() == "raised\n";
}
