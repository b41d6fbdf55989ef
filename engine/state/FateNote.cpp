// SPDX-License-Identifier: GPL-3.0-or-later
#include "FateNote.h"

namespace arcs {

FateNote FateNote::forExport() const {
    if (!secret || inExports || text.isEmpty())
        return *this;
    return {QString(), true, false, true, writer};
}

QJsonObject FateNote::toJson() const {
    QJsonObject json{{QStringLiteral("text"), text}, {QStringLiteral("secret"), secret}};
    // Written only when set, so earlier files read the same.
    if (inExports)
        json.insert(QStringLiteral("inExports"), true);
    if (withheld)
        json.insert(QStringLiteral("withheld"), true);
    if (writer)
        json.insert(QStringLiteral("writer"), *writer);
    return json;
}

std::optional<FateNote> FateNote::fromJson(const QJsonObject &json) {
    const QJsonValue text = json.value(QStringLiteral("text"));
    const QJsonValue secret = json.value(QStringLiteral("secret"));
    const QJsonValue writer = json.value(QStringLiteral("writer"));
    if (!text.isString() || !secret.isBool() ||
        !(writer.isUndefined() || (writer.isDouble() && writer.toInt(-1) >= 0)))
        return std::nullopt;
    return FateNote{text.toString(), secret.toBool(),
                    json.value(QStringLiteral("inExports")).toBool(false),
                    json.value(QStringLiteral("withheld")).toBool(false),
                    writer.isUndefined() ? std::nullopt : std::optional(writer.toInt())};
}

} // namespace arcs
