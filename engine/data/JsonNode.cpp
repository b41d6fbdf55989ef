// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonNode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace arcs {

JsonNode::JsonNode(QString file, std::shared_ptr<const Step> path, QJsonValue value)
    : m_file(std::move(file)), m_path(std::move(path)), m_value(std::move(value)) {}

JsonNode JsonNode::child(const char *key, QJsonValue value) const {
    return JsonNode(m_file, std::make_shared<const Step>(Step{m_path, key, 0}), std::move(value));
}

QString JsonNode::path() const {
    QString out;
    for (const Step *step = m_path.get(); step; step = step->parent.get()) {
        if (!step->key)
            out.prepend(QStringLiteral("[%1]").arg(step->index));
        else
            out.prepend(step->parent ? u'.' + QLatin1String(step->key) : QLatin1String(step->key));
    }
    return out;
}

JsonNode JsonNode::parse(const QString &file, const QByteArray &contents) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(contents, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = int(contents.left(error.offset).count('\n')) + 1;
        throw CatalogError(QStringLiteral("%1: not valid JSON at line %2: %3")
                               .arg(file)
                               .arg(line)
                               .arg(error.errorString()));
    }
    if (!doc.isObject())
        throw CatalogError(QStringLiteral("%1: expected a JSON object at the top level").arg(file));
    return JsonNode(file, nullptr, doc.object());
}

void JsonNode::fail(const QString &problem) const {
    const QString where = m_path ? m_file + QStringLiteral(": ") + path() : m_file;
    throw CatalogError(where + QStringLiteral(": ") + problem);
}

QString JsonNode::describe() const {
    switch (m_value.type()) {
    case QJsonValue::String:
        return u'"' + m_value.toString() + u'"';
    case QJsonValue::Double:
        return QString::number(m_value.toDouble());
    case QJsonValue::Bool:
        return m_value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

JsonNode JsonNode::operator[](const char *key) const {
    if (!m_value.isObject())
        fail(QStringLiteral("expected an object, found %1").arg(describe()));
    QJsonValue value = m_value.toObject().value(QLatin1String(key));
    if (value.isUndefined()) // what an object gives for a field it does not have
        child(key, {}).fail(QStringLiteral("missing field"));
    return child(key, std::move(value));
}

std::optional<JsonNode> JsonNode::optional(const char *key) const {
    if (m_value.isObject() && m_value.toObject().contains(QLatin1String(key)))
        return (*this)[key];
    return std::nullopt;
}

void JsonNode::allowOnly(std::initializer_list<const char *> keys) const {
    if (!m_value.isObject())
        fail(QStringLiteral("expected an object, found %1").arg(describe()));
    for (const QString &present : m_value.toObject().keys()) {
        bool known = false;
        for (const char *key : keys)
            known = known || present == QLatin1String(key);
        if (!known)
            fail(QStringLiteral("unknown field \"%1\"").arg(present));
    }
}

int JsonNode::integer(int min, int max) const {
    const double number = m_value.toDouble(0.5);
    if (!m_value.isDouble() || number != static_cast<int>(number) || number < min || number > max)
        fail(QStringLiteral("expected a whole number from %1 to %2, found %3")
                 .arg(min)
                 .arg(max)
                 .arg(describe()));
    return static_cast<int>(number);
}

QString JsonNode::text() const {
    if (!m_value.isString() || m_value.toString().trimmed().isEmpty())
        fail(QStringLiteral("expected a non-empty text, found %1").arg(describe()));
    return m_value.toString();
}

bool JsonNode::boolean() const {
    if (!m_value.isBool())
        fail(QStringLiteral("expected true or false, found %1").arg(describe()));
    return m_value.toBool();
}

QList<JsonNode> JsonNode::items(int min, int max) const {
    if (!m_value.isArray())
        fail(QStringLiteral("expected a list, found %1").arg(describe()));
    const QJsonArray array = m_value.toArray();
    if (array.size() < min || array.size() > max) {
        const QString count =
            min == max ? QString::number(min) : QStringLiteral("%1 to %2").arg(min).arg(max);
        fail(QStringLiteral("expected %1 entries, found %2").arg(count).arg(array.size()));
    }
    QList<JsonNode> out;
    out.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i)
        out.append(
            JsonNode(m_file, std::make_shared<const Step>(Step{m_path, nullptr, i}), array.at(i)));
    return out;
}

QList<int> JsonNode::integers(int min, int max) const {
    QList<int> out;
    for (const JsonNode &item : items())
        out.append(item.integer(min, max));
    return out;
}

} // namespace arcs
