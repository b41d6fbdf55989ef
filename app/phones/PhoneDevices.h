// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PhoneMessages.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

// The phones the host has let in, and those waiting to be: who may see what. A device sees a
// seat's view or (no seat) the public one; a seat has at most one device at a time. Nothing
// here touches a socket: the server asks, the host's screen answers.
namespace phones {

struct Device {
    QString token;           // 128 random bits, what the phone keeps to come back
    std::optional<int> seat; // none: the public view, as the TV's
    QString name;            // what the phone calls itself
    qint64 lastIntent = 0;   // the phone's last intent answered (its ids rise): none again
    IntentAnswer lastAnswer; // said again to a resend of that one
    bool operator==(const Device &) const = default;
};

struct Request {
    int id = 0;
    std::optional<int> seat;
    QString name;
    bool operator==(const Request &) const = default;
};

class PhoneDevices {
public:
    using TokenSource = std::function<QString()>;
    // `newToken` makes tokens (random by default; tests give their own).
    explicit PhoneDevices(TokenSource newToken = {});

    // A phone asks for `seat` (none: the public view): its request's id, or why it may not ask
    // (the seat has a device; another request for it waits).
    struct Asked {
        std::optional<int> id;
        QString problem;
    };
    Asked ask(std::optional<int> seat, const QString &name, const QString &seatName);
    // The host lets request `id` in: the device made, or nothing for a request that is gone.
    std::optional<Device> allow(int id);
    // The host says no, or the phone left before the answer.
    void forget(int id);
    // A device taken out (its token works no more): whether there was one.
    bool remove(const QString &token);
    std::optional<Device> find(const QString &token) const;
    // Whether `seat` has a device, or a request for it waits: no other phone may ask for it.
    bool isTaken(int seat) const;
    // The device's intent `id` is answered: a resend of it (or of an older one) is not read
    // again, and a resend of it is given the same answer.
    void answered(const QString &token, qint64 id, const IntentAnswer &answer);

    const QList<Device> &devices() const { return m_devices; }
    const QList<Request> &requests() const { return m_requests; }
    // As the library keeps them between evenings: {"devices": [{token, seat, name, lastIntent,
    // lastAnswer: {applied, title, problem}}]}. What does not read as a device (a token of
    // another shape, a seat out of 0–7) is left out.
    QJsonObject toJson() const;
    static QList<Device> fromJson(const QJsonObject &json);
    // The devices of another game's table (or of this one after a relaunch); requests waiting
    // are forgotten.
    void restore(const QList<Device> &devices);

    static QString randomToken();

private:
    TokenSource m_newToken;
    QList<Device> m_devices;
    QList<Request> m_requests;
    int m_nextId = 1;
};

} // namespace phones
