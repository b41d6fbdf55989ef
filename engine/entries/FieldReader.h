// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace arcs {

// Reads the fields of one journal entry; the first field that is missing or wrong is
// remembered as the entry's problem and later reads return defaults.
class FieldReader {
public:
    FieldReader(const QJsonObject &json, QString what);

    int number(const char *key);
    std::optional<int> optionalNumber(const char *key);
    bool flag(const char *key);
    QString text(const char *key);
    SystemId system(const char *key);
    template <typename E> E name(const char *key) {
        const QString spelled = m_json.value(QLatin1String(key)).toString();
        const auto value = fromName<E>(spelled);
        if (!value) {
            fail(key, QStringList(allNames<E>()).join(QStringLiteral(", ")));
            return E{};
        }
        return *value;
    }
    template <typename E> std::optional<E> optionalName(const char *key) {
        if (m_json.value(QLatin1String(key)).isNull() || !m_json.contains(QLatin1String(key)))
            return std::nullopt;
        return name<E>(key);
    }

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

private:
    void fail(const char *key, const QString &expected);

    QJsonObject m_json;
    QString m_what;
    QString m_error;
};

} // namespace arcs
