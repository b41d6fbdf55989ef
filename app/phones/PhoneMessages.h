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

// What a line typed on the phone would do, as the host's entry line says it: nothing entered.
// An empty line asks only what the seat can type or tap now.
struct Preview {
    QString line;
    bool operator==(const Preview &) const = default;
};
// An intent: the seat's own play, in the words of the host's entry line ("a5 d", "p", "move 3
// 1-gate 1-arrow", "end": docs/TURNS.md). `id` is the phone's own, rising with each intent: a
// resend (after a reconnect) is answered and never applied twice. `seen` is the revision of the
// view the phone had; the intent is checked against the table as it is now.
struct TurnIntent {
    qint64 id = 0;
    qint64 seen = 0;
    QString line;
    bool operator==(const TurnIntent &) const = default;
};

// An intent: the seat's Fate for the next Act, chosen in secret at the Intermission's step F
// from those it was dealt. `id` and `seen` as a TurnIntent's.
struct FateIntent {
    qint64 id = 0;
    qint64 seen = 0;
    int fate = 0;
    bool operator==(const FateIntent &) const = default;
};

// An intent: the seat is ready for the table's next step (of the Intermission, or of the
// round's event); the host shows who is. `id` and `seen` as a TurnIntent's.
struct ReadyIntent {
    qint64 id = 0;
    qint64 seen = 0;
    bool operator==(const ReadyIntent &) const = default;
};

// An intent: the seat agrees to the deal listed at the Summit, as its view showed it (`deal`:
// the deal's version then). `id` and `seen` as a TurnIntent's.
struct AgreeIntent {
    qint64 id = 0;
    qint64 seen = 0;
    int deal = 0;
    bool operator==(const AgreeIntent &) const = default;
};

// An intent: the faces the real event and number dice show (each 1 to 6, the event die's in
// the order the host's view lists them), entered by the seat that rolls them. `id` and `seen`
// as a TurnIntent's.
struct EventDiceIntent {
    qint64 id = 0;
    qint64 seen = 0;
    int eventFace = 0;
    int numberFace = 0;
    bool operator==(const EventDiceIntent &) const = default;
};

// The longest Fate note a phone may write: a location or a few words ("4 hex").
inline constexpr qsizetype maxNoteLength = 500;

// An intent: a Fate note this seat writes, replacing what was kept (the Pirate's Haven, the
// Believer's Ideals…): its own, or `player`'s where this seat writes theirs (the Pathfinder's
// Portal, by the player to the right). A secret one is shown only to its writer, and exported
// files carry it only `inExports`. An empty text wipes it. `id` and `seen` as a TurnIntent's.
struct NoteIntent {
    qint64 id = 0;
    qint64 seen = 0;
    std::optional<int> player; // none: the seat's own
    QString text;
    bool secret = false;
    bool inExports = false;
    bool operator==(const NoteIntent &) const = default;
};

using PhoneMessage = std::variant<AskToJoin, Resume, Ping, Preview, TurnIntent, FateIntent,
                                  ReadyIntent, AgreeIntent, EventDiceIntent, NoteIntent>;

// The longest line a phone may type: the longest command is a few dozen characters.
inline constexpr qsizetype maxLineLength = 120;

// The message in `text`, or why it is not one (for the phone, in plain words).
struct Read {
    std::optional<PhoneMessage> message;
    QString problem;
};
Read readMessage(const QByteArray &text);

// A token is 128 random bits, written as 32 lower-case hexadecimal digits.
bool isTokenShaped(const QString &token);

// What the host sends. A refusal that lets go of the phone (a token the host does not know or
// no longer keeps, a request said no to) tells the page to forget its token and offer the
// seats; any other (a bad message, a flood) leaves it paired.
enum class LetGo : bool { No, Yes };
QByteArray refused(const QString &reason, LetGo letGo = LetGo::No);
QByteArray waitingForHost();
QByteArray paired(const QString &token, std::optional<int> seat);
QByteArray pong();
// The table as this device may see it (the engine's projection for its viewer), at `revision`.
QByteArray view(qint64 revision, const QJsonObject &table);
// The seats a phone may ask for, by name: public, shown before pairing.
QByteArray seats(const QJsonArray &seats);
// What `line` would do for this phone's seat now: the preview, or why it cannot be entered,
// and what the seat can type or tap now (`hint`).
struct LinePreview {
    QString preview;
    QString problem;
    QString hint;
    QList<int> numbers; // the card numbers in this game's deck (1s and 7s with four players)
};
QByteArray previewed(const QString &line, const LinePreview &preview);
// The answer to intent `id`: applied (with what was recorded), or refused (with the engine's
// reason).
struct IntentAnswer {
    bool applied = false;
    QString title;
    QString problem;
    bool operator==(const IntentAnswer &) const = default;
};
QByteArray answered(qint64 id, const IntentAnswer &answer);
// The answer to a resend: the same answer again for the last intent answered (the first lost
// with the Wi-Fi), or none for an older one; either way not applied a second time.
QByteArray answeredAgain(qint64 id, const std::optional<IntentAnswer> &answer);

} // namespace phones
