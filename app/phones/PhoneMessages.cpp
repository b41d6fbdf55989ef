// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhoneMessages.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace phones {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PhoneMessages)
};

constexpr qsizetype maxDeviceName = 40;

QByteArray compact(const QJsonObject &object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

Read problem(const QString &why) {
    return {std::nullopt, why};
}

} // namespace

bool isTokenShaped(const QString &token) {
    static const QRegularExpression shape(u"^[0-9a-f]{32}$"_s);
    return shape.match(token).hasMatch();
}

Read readMessage(const QByteArray &text) {
    if (text.size() > maxMessageBytes)
        return problem(Text::tr("The message is %1 bytes; at most %2 are read.")
                           .arg(text.size())
                           .arg(maxMessageBytes));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return problem(Text::tr("The message is not a JSON object."));
    const QJsonObject json = document.object();
    const QString type = json.value("type"_L1).toString();
    if (type == "ping"_L1)
        return {Ping{}, {}};
    if (type == "resume"_L1) {
        const QString token = json.value("token"_L1).toString();
        if (!isTokenShaped(token))
            return problem(
                Text::tr("A resume needs the token the host gave: 32 hexadecimal digits."));
        return {Resume{token}, {}};
    }
    if (type == "join"_L1) {
        const QJsonValue seat = json.value("seat"_L1);
        AskToJoin ask;
        if (seat.isDouble()) {
            // -1 for 1.5 or for 8e106, which is no int at all (fuzz_phones).
            const int asked = seat.toInt(-1);
            if (asked < 0 || asked > 7)
                return problem(Text::tr("A seat is a number from 0 to 7."));
            ask.seat = asked;
        } else if (!seat.isNull() && !seat.isUndefined()) {
            return problem(Text::tr("A seat is a number from 0 to 7, or null for the table view."));
        }
        ask.device = json.value("device"_L1).toString().simplified().left(maxDeviceName);
        if (ask.device.isEmpty())
            ask.device = Text::tr("A phone");
        return {ask, {}};
    }
    // Whole numbers a double holds exactly; 1.5, -1 or 1e300 are not ids (toInteger gives -1
    // for what is no whole qint64).
    const auto whole = [&json](QLatin1StringView key) -> std::optional<qint64> {
        const QJsonValue value = json.value(key);
        const qint64 number = value.isDouble() ? value.toInteger(-1) : -1;
        if (number < 0 || number > 9007199254740991)
            return std::nullopt;
        return number;
    };
    const auto id = whole("id"_L1), seen = whole("seen"_L1);
    const QString noId = Text::tr("An intent needs its id (a whole number from 1) and the "
                                  "revision of the view seen.");
    if (type == "ready"_L1) {
        if (!id || *id == 0 || !seen)
            return problem(noId);
        return {ReadyIntent{*id, *seen}, {}};
    }
    if (type == "agree"_L1) {
        if (!id || *id == 0 || !seen)
            return problem(noId);
        const auto deal = whole("deal"_L1);
        if (!deal || *deal > std::numeric_limits<int>::max())
            return problem(Text::tr("An agreement names the deal's version, as the view gave it."));
        return {AgreeIntent{*id, *seen, int(*deal)}, {}};
    }
    if (type == "note"_L1) {
        if (!id || *id == 0 || !seen)
            return problem(noId);
        const QJsonValue text = json.value("text"_L1), secret = json.value("secret"_L1),
                         inExports = json.value("inExports"_L1);
        const auto player = whole("player"_L1);
        if (json.contains("player"_L1) && (!player || *player > 7))
            return problem(Text::tr("A seat is a number from 0 to 7."));
        const auto flag = [](const QJsonValue &value) {
            return value.isBool() || value.isUndefined();
        };
        if (!text.isString() || text.toString().size() > maxNoteLength || !flag(secret) ||
            !flag(inExports))
            return problem(Text::tr("A Fate note is text of at most %1 characters, with secret "
                                    "and inExports true or false.")
                               .arg(maxNoteLength));
        return {NoteIntent{*id, *seen, player ? std::optional(int(*player)) : std::nullopt,
                           text.toString(), secret.toBool(), inExports.toBool()},
                {}};
    }
    if (type == "eventDice"_L1) {
        if (!id || *id == 0 || !seen)
            return problem(noId);
        const auto eventFace = whole("event"_L1), numberFace = whole("number"_L1);
        if (!eventFace || !numberFace || *eventFace < 1 || *eventFace > 6 || *numberFace < 1 ||
            *numberFace > 6)
            return problem(
                Text::tr("The event die and the number die each show a face from 1 to 6."));
        return {EventDiceIntent{*id, *seen, int(*eventFace), int(*numberFace)}, {}};
    }
    if (type == "fate"_L1) {
        if (!id || *id == 0 || !seen)
            return problem(noId);
        const auto fate = whole("fate"_L1);
        if (!fate || *fate < 1 || *fate > 99)
            return problem(Text::tr("A Fate is its number, from 1 to 99."));
        return {FateIntent{*id, *seen, int(*fate)}, {}};
    }
    if (type == "preview"_L1 || type == "turn"_L1) {
        const QJsonValue line = json.value("line"_L1);
        // An empty preview asks what the seat can do now; an intent says what it does.
        if (!line.isString() || line.toString().size() > maxLineLength ||
            (type == "turn"_L1 && line.toString().trimmed().isEmpty()))
            return problem(Text::tr("A line is the text of a play, at most %1 characters.")
                               .arg(maxLineLength));
        if (type == "preview"_L1)
            return {Preview{line.toString()}, {}};
        if (!id || *id == 0 || !seen)
            return problem(noId);
        return {TurnIntent{*id, *seen, line.toString()}, {}};
    }
    return problem(Text::tr("Unknown message type \"%1\": join, resume, ping, preview, turn, "
                            "fate, ready, agree, eventDice and note are known.")
                       .arg(type.left(20)));
}

QByteArray refused(const QString &reason, LetGo letGo) {
    return compact(
        {{"type"_L1, "refused"_L1}, {"reason"_L1, reason}, {"letGo"_L1, letGo == LetGo::Yes}});
}

QByteArray waitingForHost() {
    return compact({{"type"_L1, "waiting"_L1}});
}

QByteArray paired(const QString &token, std::optional<int> seat) {
    return compact({{"type"_L1, "paired"_L1},
                    {"token"_L1, token},
                    {"seat"_L1, seat ? QJsonValue(*seat) : QJsonValue()}});
}

QByteArray pong() {
    return compact({{"type"_L1, "pong"_L1}});
}

QByteArray view(qint64 revision, const QJsonObject &table) {
    return compact({{"type"_L1, "view"_L1}, {"revision"_L1, revision}, {"table"_L1, table}});
}

QByteArray seats(const QJsonArray &seats) {
    return compact({{"type"_L1, "seats"_L1}, {"seats"_L1, seats}});
}

QByteArray previewed(const QString &line, const LinePreview &preview) {
    QJsonArray numbers;
    for (const int number : preview.numbers)
        numbers.append(number);
    return compact({{"type"_L1, "preview"_L1},
                    {"line"_L1, line},
                    {"preview"_L1, preview.preview},
                    {"problem"_L1, preview.problem},
                    {"hint"_L1, preview.hint},
                    {"numbers"_L1, numbers}});
}

QByteArray answered(qint64 id, const IntentAnswer &answer) {
    return compact({{"type"_L1, "answer"_L1},
                    {"id"_L1, id},
                    {"applied"_L1, answer.applied},
                    {"title"_L1, answer.title},
                    {"problem"_L1, answer.problem}});
}

QByteArray answeredAgain(qint64 id, const std::optional<IntentAnswer> &answer) {
    QJsonObject message{{"type"_L1, "answer"_L1}, {"id"_L1, id}, {"again"_L1, true}};
    if (answer) {
        message.insert("applied"_L1, answer->applied);
        message.insert("title"_L1, answer->title);
        message.insert("problem"_L1, answer->problem);
    }
    return compact(message);
}

} // namespace phones
