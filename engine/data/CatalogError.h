// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <stdexcept>

namespace arcs {

// A reference-data file that cannot be used; the message names the file and the field.
class CatalogError : public std::runtime_error {
public:
    explicit CatalogError(const QString &message)
        : std::runtime_error(message.toStdString()), m_message(message) {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace arcs
