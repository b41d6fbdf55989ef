// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhoneServer.h"

#include "PhoneMessages.h"

#include <QCoreApplication>
#include <QFile>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PhoneServer)
};

constexpr qsizetype maxHeadBytes = 8192;
constexpr int headTimeoutMs = 5000;

} // namespace

PhoneServer::PhoneServer(int messagesPerSecond, QObject *parent)
    : QObject(parent), m_messagesPerSecond(messagesPerSecond),
      m_sockets(u"Arcs Companion"_s, QWebSocketServer::NonSecureMode) {
    connect(&m_tcp, &QTcpServer::newConnection, this, &PhoneServer::accept);
    connect(&m_sockets, &QWebSocketServer::newConnection, this, &PhoneServer::admit);
}

PhoneServer::~PhoneServer() {
    close();
}

QString PhoneServer::listen(const QHostAddress &address, quint16 port) {
    close();
    if (!m_tcp.listen(address.isNull() ? QHostAddress::Any : address, port))
        return Text::tr("Phones cannot be served on %1:%2: %3")
            .arg(address.isNull() ? u"*"_s : address.toString())
            .arg(port)
            .arg(m_tcp.errorString());
    return {};
}

void PhoneServer::close() {
    m_tcp.close();
    const auto sockets = m_rates.keys();
    for (QWebSocket *socket : sockets)
        socket->close();
}

bool PhoneServer::isLocalNetwork(const QHostAddress &peer) {
    bool isV4 = false;
    const QHostAddress address(peer.toIPv4Address(&isV4));
    const QHostAddress &checked = isV4 ? address : peer;
    if (checked.isLoopback() || checked.isLinkLocal())
        return true;
    static const QList<QPair<QHostAddress, int>> local{
        QHostAddress::parseSubnet(u"10.0.0.0/8"_s),
        QHostAddress::parseSubnet(u"172.16.0.0/12"_s),
        QHostAddress::parseSubnet(u"192.168.0.0/16"_s),
        QHostAddress::parseSubnet(u"fc00::/7"_s),
    };
    return std::ranges::any_of(local,
                               [&](const auto &subnet) { return checked.isInSubnet(subnet); });
}

QString PhoneServer::pageFile(const QByteArray &path) {
    const QByteArray file = path.split('?').first();
    if (file == "/" || file == "/index.html")
        return u":/phones/index.html"_s;
    if (file == "/phone.js")
        return u":/phones/phone.js"_s;
    if (file == "/play.js")
        return u":/phones/play.js"_s;
    if (file == "/area.js")
        return u":/phones/area.js"_s;
    if (file == "/note.js")
        return u":/phones/note.js"_s;
    if (file == "/phone.css")
        return u":/phones/phone.css"_s;
    return {};
}

void PhoneServer::accept() {
    while (QTcpSocket *socket = m_tcp.nextPendingConnection()) {
        if (!isLocalNetwork(socket->peerAddress())) {
            answer(socket, "403 Forbidden", "text/plain; charset=utf-8",
                   Text::tr("Only phones on the local network are served.").toUtf8());
            continue;
        }
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readHead(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        // A head that never ends is not waited for.
        auto *timeout = new QTimer(socket);
        timeout->setSingleShot(true);
        connect(timeout, &QTimer::timeout, socket, &QTcpSocket::abort);
        timeout->start(headTimeoutMs);
        readHead(socket);
    }
}

// Peeked, not read: an upgrade is handed to the WebSocket server with its head unread.
void PhoneServer::readHead(QTcpSocket *socket) {
    const QByteArray head = socket->peek(maxHeadBytes);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0) {
        if (head.size() >= maxHeadBytes)
            answer(socket, "431 Request Header Fields Too Large", "text/plain", {});
        return;
    }
    const QList<QByteArray> lines = head.left(end).split('\n');
    const QList<QByteArray> request = lines.first().trimmed().split(' ');
    if (request.size() != 3 || !request[2].startsWith("HTTP/1.")) {
        answer(socket, "400 Bad Request", "text/plain", {});
        return;
    }
    const bool upgrade = std::ranges::any_of(lines, [](const QByteArray &line) {
        const QByteArray header = line.trimmed().toLower();
        return header.startsWith("upgrade:") && header.contains("websocket");
    });
    if (request[0] != "GET") {
        answer(socket, "405 Method Not Allowed", "text/plain", {});
        return;
    }
    if (upgrade) {
        if (request[1].split('?').first() != "/socket") {
            answer(socket, "404 Not Found", "text/plain", {});
            return;
        }
        // The WebSocket server takes it, with none of the head's handlers or its timeout.
        socket->disconnect();
        qDeleteAll(socket->findChildren<QTimer *>(Qt::FindDirectChildrenOnly));
        socket->setParent(nullptr);
        m_sockets.handleConnection(socket);
        return;
    }
    const QString file = pageFile(request[1]);
    QFile page(file);
    if (file.isEmpty() || !page.open(QIODevice::ReadOnly)) {
        answer(socket, "404 Not Found", "text/plain", {});
        return;
    }
    const QByteArray type = file.endsWith(".js"_L1)    ? "text/javascript; charset=utf-8"
                            : file.endsWith(".css"_L1) ? "text/css; charset=utf-8"
                                                       : "text/html; charset=utf-8";
    answer(socket, "200 OK", type, page.readAll());
}

void PhoneServer::answer(QTcpSocket *socket, const QByteArray &status, const QByteArray &type,
                         const QByteArray &body) {
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    socket->readAll();
    socket->write("HTTP/1.1 " + status + "\r\nContent-Type: " + type +
                  "\r\nContent-Length: " + QByteArray::number(body.size()) +
                  "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff"
                  "\r\nConnection: close\r\n\r\n" +
                  body);
    socket->disconnectFromHost();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater, Qt::UniqueConnection);
}

void PhoneServer::admit() {
    while (QWebSocket *socket = m_sockets.nextPendingConnection()) {
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(phones::maxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(phones::maxMessageBytes);
        m_rates.insert(socket, {});
        m_rates[socket].window.start();
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { receive(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            send(socket, phones::refused(Text::tr("Messages are text (JSON).")));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            m_rates.remove(socket);
            emit left(socket);
            socket->deleteLater();
        });
        emit connected(socket);
    }
}

void PhoneServer::receive(QWebSocket *socket, const QString &text) {
    Rate &rate = m_rates[socket];
    if (rate.window.elapsed() >= 1000) {
        rate.window.restart();
        rate.count = 0;
    }
    if (++rate.count > m_messagesPerSecond) {
        if (rate.count == m_messagesPerSecond + 1)
            send(socket,
                 phones::refused(
                     Text::tr("Too many messages: at most %1 a second.").arg(m_messagesPerSecond)));
        return;
    }
    emit received(socket, text.toUtf8());
}

void PhoneServer::send(QWebSocket *socket, const QByteArray &text) {
    socket->sendTextMessage(QString::fromUtf8(text));
}
