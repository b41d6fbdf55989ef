// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>

// What a phone may say to the host, read from one WebSocket text message, and what the host
// says back. Reading is pure (no socket, no table): the fuzzer and the tests drive it directly.
// A phone never sends a state, only what it asks for (docs/PHONES.md).
namespace phones {

// The largest message a phone may send: an intent is a few hundred bytes.
inline constexpr qsizetype maxMessageBytes = 4096;

// A device asks to be let in: to a seat's view, or (no seat) to the public one, as the TV.
struct AskToJoin {
    std::optional<int> seat;
    QString device; // what the phone calls itself, shown to the host ("Pixel 7")
    bool operator==(const AskToJoin &) const = default;
};
// A paired device comes back (after sleep, a lost Wi-Fi, the host's relaunch).
struct Resume {
    QString token;
    bool operator==(const Resume &) const = default;
};
// Still there: browsers cannot send WebSocket pings.
struct Ping {
    bool operator==(const Ping &) const = default;
};

using PhoneMessage = std::variant<AskToJoin, Resume, Ping>;

// The message in `text`, or why it is not one (for the phone, in plain words).
struct Read {
    std::optional<PhoneMessage> message;
    QString problem;
};
Read readMessage(const QByteArray &text);

// A token is 128 random bits, written as 32 lower-case hexadecimal digits.
bool isTokenShaped(const QString &token);

// What the host sends.
QByteArray refused(const QString &reason);
QByteArray waitingForHost();
QByteArray paired(const QString &token, std::optional<int> seat);
QByteArray pong();
// The table as this device may see it (the engine's projection for its viewer), at `revision`.
QByteArray view(qint64 revision, const QJsonObject &table);
// The seats a phone may ask for, by name: public, shown before pairing.
QByteArray seats(const QJsonArray &seats);

} // namespace phones
