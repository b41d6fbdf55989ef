// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JsonValues.h"
#include "data/SystemId.h"
#include "data/Vocabulary.h"
#include "entries/Entry.h"
#include "state/Board.h"
#include "state/BoardJson.h"
#include "state/FateNote.h"
#include "state/GameSetup.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

#include <cstdint>
#include <limits>
#include <type_traits>

// Reads and writes the fields a kind of entry describes (its `fields(f, entry)`, EntryKind.h):
// f.required(key, member) is always written and must be there; f.optional(key, member,
// fallback) is left out when it equals the fallback and reads as the fallback when absent or
// null; f.defaulted(key, member, fallback) is always written and reads as the fallback when
// absent (files written before the field existed).
namespace arcs {

// How one value is spelled. read() returns false when the value is not what it should be
// (expected() says what that is), or sets *problem to say what is wrong inside it.
template <class T> struct FieldCodec;

class JsonFieldWriter {
public:
    template <class T> void required(const char *key, const T &value, const char * = nullptr) {
        m_json.insert(QLatin1String(key), FieldCodec<T>::write(value));
    }
    template <class T>
    void optional(const char *key, const T &value, const std::type_identity_t<T> &fallback = T{}) {
        if (!(value == fallback))
            required(key, value);
    }
    template <class T>
    void defaulted(const char *key, const T &value, const std::type_identity_t<T> &) {
        required(key, value);
    }
    QJsonObject json() const { return m_json; }

private:
    QJsonObject m_json;
};

class JsonFieldReader {
public:
    // `what` names the entry in a complaint: "a tax entry needs …".
    JsonFieldReader(QJsonObject json, QString what)
        : m_json(std::move(json)), m_what(std::move(what)) {}

    // `expected` says what the field should be where the value's own words do not.
    template <class T> void required(const char *key, T &value, const char *expected = nullptr) {
        read(key, value, expected);
    }
    template <class T>
    void optional(const char *key, T &value, const std::type_identity_t<T> &fallback = T{}) {
        const QJsonValue json = m_json.value(QLatin1String(key));
        if (json.isUndefined() || json.isNull())
            value = fallback;
        else
            read(key, value, nullptr);
    }
    template <class T>
    void defaulted(const char *key, T &value, const std::type_identity_t<T> &fallback) {
        if (m_json.value(QLatin1String(key)).isUndefined())
            value = fallback;
        else
            read(key, value, nullptr);
    }
    // The first field that was missing or wrong, said; empty when every field was read.
    QString problem() const { return m_problem; }

private:
    template <class T> void read(const char *key, T &value, const char *expected) {
        if (!m_problem.isEmpty())
            return; // the first problem is the one said
        QString nested;
        if (FieldCodec<T>::read(m_json.value(QLatin1String(key)), value, QLatin1String(key),
                                &nested))
            return;
        m_problem = !nested.isEmpty()
                        ? nested
                        : QCoreApplication::translate("Entry", "%1 needs \"%2\" as %3")
                              .arg(m_what, QLatin1String(key),
                                   expected ? QLatin1String(expected) : FieldCodec<T>::expected());
    }

    QJsonObject m_json;
    QString m_what;
    QString m_problem;
};

// A value that describes its own fields (a nested object).
template <class T>
concept FieldsDescribed = requires(JsonFieldWriter &writer, const T &value) {
    T::fields(writer, value);
};

template <> struct FieldCodec<int> {
    static QJsonValue write(int value) { return value; }
    static bool read(const QJsonValue &json, int &out, const QString &, QString *) {
        const auto number = wholeNumber(json);
        out = number.value_or(0);
        return number.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a whole number"); }
};

template <> struct FieldCodec<bool> {
    static QJsonValue write(bool value) { return value; }
    static bool read(const QJsonValue &json, bool &out, const QString &, QString *) {
        out = json.toBool();
        return json.isBool();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "true or false"); }
};

template <> struct FieldCodec<QString> {
    static QJsonValue write(const QString &value) { return value; }
    static bool read(const QJsonValue &json, QString &out, const QString &, QString *) {
        out = json.toString();
        return json.isString();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "text"); }
};

// A 64-bit number (the dice's seed) is written as text: JSON numbers stop at 53 bits.
template <> struct FieldCodec<std::uint64_t> {
    static QJsonValue write(std::uint64_t value) { return QString::number(value); }
    static bool read(const QJsonValue &json, std::uint64_t &out, const QString &, QString *) {
        bool ok = false;
        out = json.toString().toULongLong(&ok);
        return ok;
    }
    static QString expected() {
        return QCoreApplication::translate("Entry", "a whole number written as text");
    }
};

template <> struct FieldCodec<SystemId> {
    static QJsonValue write(const SystemId &value) { return value.name(); }
    static bool read(const QJsonValue &json, SystemId &out, const QString &, QString *) {
        const auto system = SystemId::parse(json.toString());
        out = system.value_or(SystemId{});
        return system.has_value();
    }
    static QString expected() {
        return QCoreApplication::translate("Entry", "a system such as \"4-arrow\"");
    }
};

template <class E>
requires std::is_enum_v<E> && requires {
    Spelling<E>::names;
}
struct FieldCodec<E> {
    static QJsonValue write(E value) { return nameOf(value); }
    static bool read(const QJsonValue &json, E &out, const QString &, QString *) {
        const auto value = fromName<E>(json.toString());
        out = value.value_or(E{});
        return value.has_value();
    }
    static QString expected() { return QStringList(allNames<E>()).join(QStringLiteral(", ")); }
};

template <class T> struct FieldCodec<std::optional<T>> {
    static QJsonValue write(const std::optional<T> &value) {
        return value ? FieldCodec<T>::write(*value) : QJsonValue(QJsonValue::Null);
    }
    static bool read(const QJsonValue &json, std::optional<T> &out, const QString &key,
                     QString *problem) {
        if (json.isUndefined() || json.isNull()) {
            out.reset();
            return true;
        }
        T value{};
        const bool ok = FieldCodec<T>::read(json, value, key, problem);
        out = value;
        return ok;
    }
    static QString expected() { return FieldCodec<T>::expected(); }
};

template <class T> struct FieldCodec<QList<T>> {
    static QJsonValue write(const QList<T> &values) {
        QJsonArray out;
        for (const T &value : values)
            out.append(FieldCodec<T>::write(value));
        return out;
    }
    static bool read(const QJsonValue &json, QList<T> &out, const QString &key, QString *problem) {
        out.clear();
        if (!json.isArray())
            return false;
        for (const QJsonValue &item : json.toArray()) {
            T value{};
            if (!FieldCodec<T>::read(item, value, key, problem))
                return false;
            out.append(value);
        }
        return true;
    }
    static QString expected() {
        return QCoreApplication::translate("Entry", "a list of %1").arg(FieldCodec<T>::expected());
    }
};

// An object whose keys name a value of an enum (the ambitions' counts).
template <class K, class V> struct FieldCodec<QMap<K, V>> {
    static QJsonValue write(const QMap<K, V> &map) {
        QJsonObject out;
        for (auto it = map.begin(); it != map.end(); ++it)
            out.insert(nameOf(it.key()), FieldCodec<V>::write(*it));
        return out;
    }
    static bool read(const QJsonValue &json, QMap<K, V> &out, const QString &key,
                     QString *problem) {
        out.clear();
        const QJsonObject object = json.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const auto named = fromName<K>(it.key());
            V value{};
            if (!named || !FieldCodec<V>::read(it.value(), value, key, problem))
                return false;
            out.insert(*named, value);
        }
        return json.isObject();
    }
    static QString expected() {
        return QCoreApplication::translate("Entry", "an object naming %1, each with %2")
            .arg(QStringList(allNames<K>()).join(QStringLiteral(", ")), FieldCodec<V>::expected());
    }
};

template <FieldsDescribed T> struct FieldCodec<T> {
    static QJsonValue write(const T &value) {
        JsonFieldWriter writer;
        T::fields(writer, value);
        return writer.json();
    }
    static bool read(const QJsonValue &json, T &out, const QString &key, QString *problem) {
        JsonFieldReader reader(json.toObject(), QStringLiteral("\"%1\"").arg(key));
        out = T{};
        T::fields(reader, out);
        *problem = reader.problem();
        return problem->isEmpty();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "an object"); }
};

// A value the state spells itself, and what it says is wrong with it.
inline QString fieldMustBe(const QString &key, const QString &problem) {
    return QCoreApplication::translate("Entry", "\"%1\" must be %2").arg(key, problem);
}

template <> struct FieldCodec<Flagship> {
    static QJsonValue write(const Flagship &flagship) { return flagshipToJson(flagship); }
    static bool read(const QJsonValue &json, Flagship &out, const QString &key, QString *problem) {
        const auto read = flagshipFromJson(json.toObject(), key, problem);
        out = read.value_or(Flagship{});
        return read.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a Flagship board"); }
};

template <> struct FieldCodec<FateToken> {
    static QJsonValue write(const FateToken &token) { return fateTokenToJson(token); }
    static bool read(const QJsonValue &json, FateToken &out, const QString &key, QString *problem) {
        // The seats are checked against the table when the entry is: any seat reads here.
        QString why;
        const auto read = fateTokenFromJson(json, std::numeric_limits<int>::max(), &why);
        out = read.value_or(FateToken{});
        if (!read)
            *problem = fieldMustBe(key, why);
        return read.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a Fate token"); }
};

template <> struct FieldCodec<CourtCard> {
    static QJsonValue write(const CourtCard &card) { return courtCardToJson(card); }
    static bool read(const QJsonValue &json, CourtCard &out, const QString &key, QString *problem) {
        QString why;
        const auto read = courtCardFromJson(json, &why);
        out = read.value_or(CourtCard{});
        if (!read)
            *problem = fieldMustBe(key, why);
        return read.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a card"); }
};

template <> struct FieldCodec<FateNote> {
    static QJsonValue write(const FateNote &note) { return note.toJson(); }
    static bool read(const QJsonValue &json, FateNote &out, const QString &, QString *) {
        const auto read = FateNote::fromJson(json.toObject());
        out = read.value_or(FateNote{});
        return read.has_value();
    }
    static QString expected() {
        return QCoreApplication::translate("Entry",
                                           "a note with \"text\" and a true or false \"secret\"");
    }
};

template <> struct FieldCodec<GameSetup> {
    static QJsonValue write(const GameSetup &setup) { return setup.toJson(); }
    static bool read(const QJsonValue &json, GameSetup &out, const QString &, QString *problem) {
        const auto read = GameSetup::fromJson(json.toObject(), problem);
        out = read.value_or(GameSetup{});
        return read.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a game's setup"); }
};

template <> struct FieldCodec<Play> {
    static QJsonValue write(const Play &play) { return playToJson(play); }
    static bool read(const QJsonValue &json, Play &out, const QString &, QString *problem) {
        const auto read = playFromJson(json.toObject(), problem);
        out = read.value_or(Play{});
        return read.has_value();
    }
    static QString expected() { return QCoreApplication::translate("Entry", "a play"); }
};

} // namespace arcs
