// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PhoneDevices.h"
#include "PhoneMessages.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <optional>

class PhoneServer;
class QWebSocket;

// What the host says to each phone: the seats to ask for, the answer to a request, and after
// every change the table as that phone's viewer may see it. The view comes from the engine's
// projection for the device's seat (or the public one): what a seat may not see is never sent.
class PhoneHost : public QObject {
    Q_OBJECT
public:
    // What the host's table gives the phones: their views, and what a seat's line would do or
    // did (the host's own entry line reads it and the engine checks it).
    struct TableAccess {
        std::function<QJsonObject(std::optional<int> seat)> table; // none: the public view
        std::function<QJsonArray()> seats;                         // names and colours, public
        std::function<QString(int seat)> seatName;
        std::function<phones::LinePreview(int seat, const QString &line)> preview;
        std::function<phones::IntentAnswer(int seat, const QString &line)> enter;
        std::function<phones::IntentAnswer(int seat, int fate)> chooseFate;
        std::function<phones::IntentAnswer(int seat)> ready;
        std::function<phones::IntentAnswer(int seat, int deal)> agree;
        std::function<phones::IntentAnswer(int seat, int eventFace, int numberFace)> eventDice;
        std::function<phones::IntentAnswer(int seat, const phones::NoteIntent &note)> keepNote;
    };
    PhoneHost(PhoneServer &server, phones::PhoneDevices &devices, TableAccess access,
              QObject *parent = nullptr);

    // The table changed: every paired phone gets its new view.
    void publish();
    void allow(int request);
    void deny(int request);
    void remove(const QString &token);
    // Devices connected now, by token.
    bool isConnected(const QString &token) const;
    // Another game's table, or this one's after a relaunch: its devices; a phone connected with
    // a token it does not know is let go, the others stay.
    void restore(const QList<phones::Device> &devices);

signals:
    void requestsChanged();
    void devicesChanged();
    // What the library keeps of the devices has changed: one let in or removed, an intent
    // answered.
    void keptDevicesChanged();

private:
    struct Attached {
        QString token;              // paired: the device's
        std::optional<int> request; // waiting for the host
    };
    void hello(QWebSocket *socket);
    // The seats a phone may ask for, each saying whether a phone holds it or waits for it; sent
    // to each phone still choosing whenever that changes.
    QByteArray seatsOffered() const;
    void offerSeats();
    void receive(QWebSocket *socket, const QByteArray &text);
    void leave(QWebSocket *socket);
    void attach(QWebSocket *socket, const phones::Device &device);
    void sendView(QWebSocket *socket, const phones::Device &device);
    // The device paired on `socket`, else nothing (and the phone is told why).
    std::optional<phones::Device> pairedDevice(QWebSocket *socket, const Attached &attached);
    static QString watchesOnly();
    // Intent `id` applied by `apply` (for a seat's device), once.
    void intend(QWebSocket *socket, const phones::Device &device, qint64 id, qint64 seen,
                const std::function<phones::IntentAnswer()> &apply);
    QWebSocket *waitingFor(int request) const;
    static void closeAll(const QList<QWebSocket *> &sockets);

    PhoneServer &m_server;
    phones::PhoneDevices &m_devices;
    TableAccess m_access;
    QHash<QWebSocket *, Attached> m_sockets;
    qint64 m_revision = 1;
};
