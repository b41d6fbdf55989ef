// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QList>

#include <climits>
#include <cmath>
#include <optional>

namespace arcs {

// A JSON number that is a whole number within int's range, or nothing.
inline std::optional<int> wholeNumber(const QJsonValue &value) {
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toVariant().value<double>();
    if (std::floor(number) != number || number < INT_MIN || number > INT_MAX)
        return std::nullopt;
    return int(number);
}

// A JSON list of whole numbers, or nothing.
inline std::optional<QList<int>> wholeNumbers(const QJsonValue &value) {
    if (!value.isArray())
        return std::nullopt;
    QList<int> out;
    for (const QJsonValue &item : value.toArray()) {
        const auto number = wholeNumber(item);
        if (!number)
            return std::nullopt;
        out.append(*number);
    }
    return out;
}

} // namespace arcs
