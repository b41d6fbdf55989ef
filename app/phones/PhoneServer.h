// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QWebSocketServer>

class QTcpSocket;
class QWebSocket;

// The phones' one port: the page's own files over HTTP GET (from a fixed list, nothing else),
// and on /socket the WebSocket its script opens. A QTcpServer reads each request's head and
// hands an upgrade to QWebSocketServer::handleConnection (Qt HttpServer 6.4 is a GPL-3 preview
// that cannot refuse an upgrade; docs/ARCHITECTURE.md). Only addresses of the local network
// are served; a message above the size cap or beyond the rate is refused, never read.
class PhoneServer : public QObject {
    Q_OBJECT
public:
    // Messages a second a phone may send before the rest are refused: a person taps far fewer.
    static constexpr int defaultMessagesPerSecond = 20;
    // `messagesPerSecond` other than the default only for the load test, whose phones send as
    // fast as the host answers.
    explicit PhoneServer(int messagesPerSecond = defaultMessagesPerSecond,
                         QObject *parent = nullptr);
    ~PhoneServer() override;

    // Listens on `address` (any, if null) and `port` (a free one, if 0): empty, or why not.
    QString listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const { return m_tcp.isListening(); }
    quint16 port() const { return m_tcp.serverPort(); }

    // Whether `peer` may be served: loopback, private, link-local (IPv4 and IPv6).
    static bool isLocalNetwork(const QHostAddress &peer);
    // The page's file for a request path ("/", "/phone.js"), or empty for any other.
    static QString pageFile(const QByteArray &path);

    void send(QWebSocket *socket, const QByteArray &text);

signals:
    void connected(QWebSocket *socket);
    void received(QWebSocket *socket, const QByteArray &text);
    void left(QWebSocket *socket);

private:
    void accept();
    void readHead(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const QByteArray &status, const QByteArray &type,
                const QByteArray &body);
    void admit();
    void receive(QWebSocket *socket, const QString &text);

    const int m_messagesPerSecond;
    QTcpServer m_tcp;
    QWebSocketServer m_sockets;
    struct Rate {
        QElapsedTimer window;
        int count = 0;
    };
    QHash<QWebSocket *, Rate> m_rates;
};
