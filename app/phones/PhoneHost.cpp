// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhoneHost.h"

#include "PhoneMessages.h"
#include "PhoneServer.h"

#include <QCoreApplication>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PhoneHost)
};
} // namespace

PhoneHost::PhoneHost(PhoneServer &server, phones::PhoneDevices &devices, TableAccess access,
                     QObject *parent)
    : QObject(parent), m_server(server), m_devices(devices), m_access(std::move(access)) {
    connect(&server, &PhoneServer::connected, this, &PhoneHost::hello);
    connect(&server, &PhoneServer::received, this, &PhoneHost::receive);
    connect(&server, &PhoneServer::left, this, &PhoneHost::leave);
    // A seat taken or freed: the phones still choosing see it at once.
    connect(this, &PhoneHost::requestsChanged, this, &PhoneHost::offerSeats);
    connect(this, &PhoneHost::devicesChanged, this, &PhoneHost::offerSeats);
}

void PhoneHost::hello(QWebSocket *socket) {
    m_sockets.insert(socket, {});
    m_server.send(socket, seatsOffered());
}

QByteArray PhoneHost::seatsOffered() const {
    QJsonArray seats;
    for (const QJsonValue &value : m_access.seats()) {
        QJsonObject seat = value.toObject();
        seat.insert(u"taken"_s, m_devices.isTaken(seat.value(u"seat"_s).toInt()));
        seats.append(seat);
    }
    return phones::seats(seats);
}

void PhoneHost::offerSeats() {
    const QByteArray seats = seatsOffered();
    for (auto it = m_sockets.cbegin(); it != m_sockets.cend(); ++it)
        if (it->token.isEmpty() && !it->request)
            m_server.send(it.key(), seats);
}

void PhoneHost::receive(QWebSocket *socket, const QByteArray &text) {
    const phones::Read read = phones::readMessage(text);
    if (!read.message) {
        m_server.send(socket, phones::refused(read.problem));
        return;
    }
    Attached &attached = m_sockets[socket];
    std::visit(
        [&]<typename Message>(const Message &message) {
            if constexpr (std::is_same_v<Message, phones::Ping>) {
                m_server.send(socket, phones::pong());
            } else if constexpr (std::is_same_v<Message, phones::AskToJoin>) {
                if (!attached.token.isEmpty() || attached.request) {
                    m_server.send(socket,
                                  phones::refused(Text::tr("This phone has asked already.")));
                    return;
                }
                const auto asked =
                    m_devices.ask(message.seat, message.device,
                                  message.seat ? m_access.seatName(*message.seat) : QString());
                if (!asked.id) {
                    m_server.send(socket, phones::refused(asked.problem));
                    return;
                }
                attached.request = asked.id;
                m_server.send(socket, phones::waitingForHost());
                emit requestsChanged();
            } else if constexpr (std::is_same_v<Message, phones::Preview>) {
                const auto device = pairedDevice(socket, attached);
                if (device && !device->seat)
                    m_server.send(socket, phones::refused(watchesOnly()));
                else if (device)
                    m_server.send(socket,
                                  phones::previewed(message.line,
                                                    m_access.preview(*device->seat, message.line)));
            } else if constexpr (std::is_same_v<Message, phones::TurnIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen,
                           [&] { return m_access.enter(*device->seat, message.line); });
            } else if constexpr (std::is_same_v<Message, phones::FateIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen,
                           [&] { return m_access.chooseFate(*device->seat, message.fate); });
            } else if constexpr (std::is_same_v<Message, phones::ReadyIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen,
                           [&] { return m_access.ready(*device->seat); });
            } else if constexpr (std::is_same_v<Message, phones::AgreeIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen,
                           [&] { return m_access.agree(*device->seat, message.deal); });
            } else if constexpr (std::is_same_v<Message, phones::NoteIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen,
                           [&] { return m_access.keepNote(*device->seat, message); });
            } else if constexpr (std::is_same_v<Message, phones::EventDiceIntent>) {
                if (const auto device = pairedDevice(socket, attached))
                    intend(socket, *device, message.id, message.seen, [&] {
                        return m_access.eventDice(*device->seat, message.eventFace,
                                                  message.numberFace);
                    });
            } else {
                static_assert(std::is_same_v<Message, phones::Resume>);
                const auto device = m_devices.find(message.token);
                if (!device) {
                    m_server.send(
                        socket,
                        phones::refused(Text::tr("This phone is not paired with the host any more: "
                                                 "ask for a seat again."),
                                        phones::LetGo::Yes));
                    return;
                }
                attach(socket, *device);
            }
        },
        *read.message);
}

std::optional<phones::Device> PhoneHost::pairedDevice(QWebSocket *socket,
                                                      const Attached &attached) {
    const auto device = m_devices.find(attached.token);
    if (!device)
        m_server.send(socket, phones::refused(Text::tr("This phone is not paired with the host: "
                                                       "ask for a seat first."),
                                              phones::LetGo::Yes));
    return device;
}

QString PhoneHost::watchesOnly() {
    return Text::tr("This phone watches the table: it enters nothing.");
}

// An intent is answered once: a resend (the answer lost with the Wi-Fi) is given the same answer
// and not applied again. A phone behind the table gets the table as it is first: the intent is
// checked against that, by the engine, as the host's own entry line is. A table view's intent
// is answered too, refused.
void PhoneHost::intend(QWebSocket *socket, const phones::Device &device, qint64 id, qint64 seen,
                       const std::function<phones::IntentAnswer()> &apply) {
    if (id <= device.lastIntent) {
        m_server.send(socket, phones::answeredAgain(id, id == device.lastIntent
                                                            ? std::optional(device.lastAnswer)
                                                            : std::nullopt));
        return;
    }
    if (seen != m_revision)
        sendView(socket, device);
    const phones::IntentAnswer answer =
        device.seat ? apply() : phones::IntentAnswer{false, {}, watchesOnly()};
    m_devices.answered(device.token, id, answer);
    emit keptDevicesChanged();
    m_server.send(socket, phones::answered(id, answer));
}

void PhoneHost::leave(QWebSocket *socket) {
    const Attached attached = m_sockets.take(socket);
    if (attached.request) {
        m_devices.forget(*attached.request);
        emit requestsChanged();
    }
    if (!attached.token.isEmpty())
        emit devicesChanged(); // no longer connected
}

// A device is on one socket at a time: an older one (a phone that slept) is let go.
void PhoneHost::attach(QWebSocket *socket, const phones::Device &device) {
    QList<QWebSocket *> older;
    for (auto it = m_sockets.begin(); it != m_sockets.end(); ++it)
        if (it.key() != socket && it->token == device.token) {
            it->token.clear();
            older.append(it.key());
        }
    closeAll(older);
    m_sockets[socket] = {device.token, std::nullopt};
    m_server.send(socket, phones::paired(device.token, device.seat));
    sendView(socket, device);
    emit devicesChanged();
}

void PhoneHost::sendView(QWebSocket *socket, const phones::Device &device) {
    m_server.send(socket, phones::view(m_revision, m_access.table(device.seat)));
}

QWebSocket *PhoneHost::waitingFor(int request) const {
    for (auto it = m_sockets.cbegin(); it != m_sockets.cend(); ++it)
        if (it->request == request)
            return it.key();
    return nullptr;
}

void PhoneHost::publish() {
    ++m_revision;
    // One projection per viewer, however many phones share it.
    QHash<int, QByteArray> sent;
    for (auto it = m_sockets.cbegin(); it != m_sockets.cend(); ++it) {
        if (it->token.isEmpty())
            continue;
        const auto device = m_devices.find(it->token);
        if (!device)
            continue;
        const int viewer = device->seat.value_or(-1);
        if (!sent.contains(viewer))
            sent.insert(viewer, phones::view(m_revision, m_access.table(device->seat)));
        m_server.send(it.key(), sent.value(viewer));
    }
}

void PhoneHost::allow(int request) {
    QWebSocket *socket = waitingFor(request);
    const auto device = m_devices.allow(request);
    emit requestsChanged();
    if (!device)
        return;
    if (socket)
        attach(socket, *device);
    else
        emit devicesChanged();
    emit keptDevicesChanged();
}

void PhoneHost::deny(int request) {
    if (QWebSocket *socket = waitingFor(request)) {
        m_sockets[socket].request.reset();
        m_server.send(socket, phones::refused(Text::tr("The host said no."), phones::LetGo::Yes));
    }
    m_devices.forget(request);
    emit requestsChanged();
}

void PhoneHost::remove(const QString &token) {
    if (!m_devices.remove(token))
        return;
    QList<QWebSocket *> removed;
    for (auto it = m_sockets.begin(); it != m_sockets.end(); ++it)
        if (it->token == token) {
            it->token.clear();
            m_server.send(it.key(), phones::refused(Text::tr("The host removed this phone."),
                                                    phones::LetGo::Yes));
            removed.append(it.key());
        }
    closeAll(removed);
    emit devicesChanged();
    emit keptDevicesChanged();
}

void PhoneHost::restore(const QList<phones::Device> &devices) {
    m_devices.restore(devices);
    QList<QWebSocket *> letGo;
    for (auto it = m_sockets.begin(); it != m_sockets.end(); ++it) {
        it->request.reset();
        if (!it->token.isEmpty() && !m_devices.find(it->token)) {
            it->token.clear();
            m_server.send(it.key(), phones::refused(Text::tr("The host opened another game: "
                                                             "ask for a seat at it."),
                                                    phones::LetGo::Yes));
            letGo.append(it.key());
        }
    }
    closeAll(letGo);
    publish();
    emit requestsChanged();
    emit devicesChanged();
}

// Closed once the walk over the sockets is over: a socket closing may leave at once, and
// leaving takes it out of the sockets walked.
void PhoneHost::closeAll(const QList<QWebSocket *> &sockets) {
    for (QWebSocket *socket : sockets)
        socket->close();
}

bool PhoneHost::isConnected(const QString &token) const {
    return std::ranges::any_of(m_sockets, [&](const Attached &a) { return a.token == token; });
}
