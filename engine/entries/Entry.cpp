// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entry.h"
#include "BoardEntryJson.h"
#include "EntryFields.h"
#include "JsonValues.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Entry)
};

QString playKindName(PlayKind kind) {
    switch (kind) {
    case PlayKind::Lead:
        return QStringLiteral("lead");
    case PlayKind::Surpass:
        return QStringLiteral("surpass");
    case PlayKind::Copy:
        return QStringLiteral("copy");
    case PlayKind::Pivot:
        return QStringLiteral("pivot");
    case PlayKind::Event:
        return QStringLiteral("event");
    }
    return {};
}

} // namespace

QJsonObject cardToJson(const CardId &card) {
    return {{QStringLiteral("suit"), nameOf(card.suit)}, {QStringLiteral("number"), card.number}};
}

QJsonObject playToJson(const Play &play) {
    QJsonObject json{{QStringLiteral("player"), play.player},
                     {QStringLiteral("type"), playKindName(play.kind)}};
    if (play.card)
        json.insert(QStringLiteral("card"), cardToJson(*play.card));
    if (play.declare)
        json.insert(QStringLiteral("declare"), nameOf(*play.declare));
    if (play.keepsNumber)
        json.insert(QStringLiteral("keepsNumber"), true);
    if (play.seize)
        json.insert(QStringLiteral("seize"), true);
    return json;
}

std::optional<Play> playFromJson(const QJsonObject &json, QString *error) {
    const auto fail = [error](const QString &message) -> std::optional<Play> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    Play play;
    const auto player = wholeNumber(json.value(QStringLiteral("player")));
    if (!player)
        return fail(Text::tr("a play needs \"player\" as a whole number"));
    play.player = *player;
    const QString type = json.value(QStringLiteral("type")).toString();
    const QList<PlayKind> kinds{PlayKind::Lead, PlayKind::Surpass, PlayKind::Copy, PlayKind::Pivot,
                                PlayKind::Event};
    const auto kind = std::find_if(kinds.begin(), kinds.end(),
                                   [&](PlayKind k) { return playKindName(k) == type; });
    if (kind == kinds.end())
        return fail(Text::tr("unknown play type \"%1\": use lead, surpass, copy, pivot or event")
                        .arg(type));
    play.kind = *kind;
    if (json.contains(QStringLiteral("card")) && !json.value(QStringLiteral("card")).isNull()) {
        const QJsonObject card = json.value(QStringLiteral("card")).toObject();
        const auto suit = fromName<Suit>(card.value(QStringLiteral("suit")).toString());
        if (!suit)
            return fail(
                Text::tr("unknown suit \"%1\": use administration, aggression, construction or "
                         "mobilization")
                    .arg(card.value(QStringLiteral("suit")).toString()));
        const auto number = wholeNumber(card.value(QStringLiteral("number")));
        if (!number)
            return fail(Text::tr("a card needs \"number\" as a whole number"));
        play.card = CardId{*suit, *number};
    }
    if (json.contains(QStringLiteral("declare")) &&
        !json.value(QStringLiteral("declare")).isNull()) {
        const QString name = json.value(QStringLiteral("declare")).toString();
        const auto ambition = fromName<Ambition>(name);
        if (!ambition)
            return fail(
                Text::tr("unknown ambition \"%1\": use tycoon, tyrant, warlord, keeper or empath")
                    .arg(name));
        play.declare = ambition;
    }
    const QJsonValue seize = json.value(QStringLiteral("seize"));
    if (!seize.isUndefined() && !seize.isBool())
        return fail(Text::tr("\"seize\" must be true or false"));
    play.seize = seize.toBool(false);
    const QJsonValue keeps = json.value(QStringLiteral("keepsNumber"));
    if (!keeps.isUndefined() && !keeps.isBool())
        return fail(Text::tr("\"keepsNumber\" must be true or false"));
    play.keepsNumber = keeps.toBool(false);
    return play;
}

namespace {

template <class T> QString whatOf() {
    return T::kind.what ? QCoreApplication::translate("Entry", T::kind.what)
                        : Text::tr("a %1 entry").arg(QLatin1String(T::kind.wire.value));
}

template <class T> std::optional<Entry> readKind(const QJsonObject &json, QString *error) {
    T entry;
    QString problem;
    if constexpr (T::kind.spelledByHand) {
        readByHand(json, entry, &problem);
    } else {
        JsonFieldReader reader(json, whatOf<T>());
        T::fields(reader, entry);
        problem = reader.problem();
    }
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return Entry(std::move(entry));
}

template <class T> bool spelledAs(const QString &wire) {
    return wire == QLatin1String(T::kind.wire.value) ||
           (T::kind.alsoReads && wire == QLatin1String(T::kind.alsoReads));
}

// The kind named `wire`, read: the kinds are tried in the variant's order.
template <class... Kinds>
std::optional<Entry> readNamed(const QString &wire, const QJsonObject &json, QString *error,
                               const std::variant<Kinds...> *) {
    static_assert((DescribedKind<Kinds> && ...), "every kind of entry says what it is");
    std::optional<Entry> read;
    const bool known =
        ((spelledAs<Kinds>(wire) && (read = readKind<Kinds>(json, error), true)) || ...);
    if (!known && error)
        *error = Text::tr("unknown action \"%1\"").arg(wire);
    return read;
}

constexpr bool sameText(const char *a, const char *b) {
    while (*a && *a == *b) {
        ++a;
        ++b;
    }
    return *a == *b;
}

template <class... Kinds> constexpr bool wiresAreDistinct(const std::variant<Kinds...> *) {
    const std::array<const char *, sizeof...(Kinds)> wires{Kinds::kind.wire.value...};
    for (std::size_t i = 0; i < wires.size(); ++i) {
        for (std::size_t j = i + 1; j < wires.size(); ++j) {
            if (sameText(wires[i], wires[j]))
                return false;
        }
    }
    return true;
}
static_assert(wiresAreDistinct(static_cast<const Entry *>(nullptr)),
              "each kind of entry has a journal name of its own");

} // namespace

QJsonObject entryToJson(const Entry &entry) {
    return std::visit(
        []<class T>(const T &e) {
            QJsonObject json;
            if constexpr (T::kind.spelledByHand) {
                json = spellByHand(e);
            } else {
                JsonFieldWriter writer;
                T::fields(writer, e);
                json = writer.json();
            }
            if (!json.contains(QLatin1String("action")))
                json.insert(QStringLiteral("action"), QLatin1String(T::kind.wire.value));
            return json;
        },
        entry);
}

std::optional<Entry> entryFromJson(const QJsonObject &json, QString *error) {
    return readNamed(json.value(QStringLiteral("action")).toString(), json, error,
                     static_cast<const Entry *>(nullptr));
}

} // namespace arcs
