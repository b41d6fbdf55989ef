// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CatalogError.h"
#include "Vocabulary.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <initializer_list>
#include <memory>
#include <optional>

namespace arcs {

// A value inside a JSON file that knows where it is, so that every complaint names the file
// and the field ("map.json: clusters[2].planets.hex.slots: expected ..."). The field's path is
// spelled out only for a complaint: the built-in data, read at every start, has none.
class JsonNode {
public:
    static JsonNode parse(const QString &file, const QByteArray &contents);

    JsonNode operator[](const char *key) const; // required field
    std::optional<JsonNode> optional(const char *key) const;
    void allowOnly(std::initializer_list<const char *> keys) const;

    bool isNull() const { return m_value.isNull(); }
    int integer(int min, int max) const;
    QString text() const;
    bool boolean() const;
    QList<JsonNode> items(int min = 0, int max = 1 << 20) const;
    QList<int> integers(int min, int max) const;

    template <typename E> E oneOf() const {
        const auto parsed = fromName<E>(text());
        if (!parsed)
            fail(QStringLiteral("expected one of %1, found \"%2\"")
                     .arg(allNames<E>().join(QStringLiteral(", ")), text()));
        return *parsed;
    }

    [[noreturn]] void fail(const QString &problem) const;

private:
    // One step of the way from the file's top to a value: a field's name or a list's index.
    struct Step {
        std::shared_ptr<const Step> parent;
        const char *key; // nullptr: the step is `index`
        qsizetype index;
    };

    JsonNode(QString file, std::shared_ptr<const Step> path, QJsonValue value);
    JsonNode child(const char *key, QJsonValue value) const;
    QString path() const;
    QString describe() const;

    QString m_file;
    std::shared_ptr<const Step> m_path; // nullptr at the top
    QJsonValue m_value;
};

} // namespace arcs
