// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldReader.h"

#include "JsonValues.h"

#include <QCoreApplication>

namespace arcs {

FieldReader::FieldReader(const QJsonObject &json, QString what)
    : m_json(json), m_what(std::move(what)) {}

void FieldReader::fail(const char *key, const QString &expected) {
    if (m_error.isEmpty())
        m_error = QCoreApplication::translate("Entry", "%1 needs \"%2\" as %3")
                      .arg(m_what, QLatin1String(key), expected);
}

int FieldReader::number(const char *key) {
    const auto value = wholeNumber(m_json.value(QLatin1String(key)));
    if (!value)
        fail(key, QCoreApplication::translate("Entry", "a whole number"));
    return value.value_or(0);
}

std::optional<int> FieldReader::optionalNumber(const char *key) {
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    return number(key);
}

bool FieldReader::flag(const char *key) {
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (value.isUndefined())
        return false;
    if (!value.isBool())
        fail(key, QCoreApplication::translate("Entry", "true or false"));
    return value.toBool();
}

QString FieldReader::text(const char *key) {
    const QJsonValue value = m_json.value(QLatin1String(key));
    if (value.isUndefined())
        return {};
    if (!value.isString())
        fail(key, QCoreApplication::translate("Entry", "text"));
    return value.toString();
}

SystemId FieldReader::system(const char *key) {
    const auto system = SystemId::parse(m_json.value(QLatin1String(key)).toString());
    if (!system)
        fail(key, QCoreApplication::translate("Entry", "a system such as \"4-arrow\""));
    return system.value_or(SystemId{});
}

} // namespace arcs
