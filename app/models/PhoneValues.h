// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The phones as the host's screen lists them: typed values, not maps.

// A phone waiting for the host to let it in.
struct PhoneRequest {
    Q_GADGET
    QML_VALUE_TYPE(phoneRequest)
    Q_PROPERTY(int id MEMBER id)
    Q_PROPERTY(QString seatName MEMBER seatName) // "" for the table view
    Q_PROPERTY(QString device MEMBER device)

public:
    int id = 0;
    QString seatName;
    QString device;
    bool operator==(const PhoneRequest &) const = default;
};

// A phone let in: whose seat (or the table view), and whether it is connected now.
struct PhoneDevice {
    Q_GADGET
    QML_VALUE_TYPE(phoneDevice)
    Q_PROPERTY(QString token MEMBER token)
    Q_PROPERTY(QString seatName MEMBER seatName) // "" for the table view
    Q_PROPERTY(QString device MEMBER device)
    Q_PROPERTY(bool connected MEMBER connected)

public:
    QString token;
    QString seatName;
    QString device;
    bool connected = false;
    bool operator==(const PhoneDevice &) const = default;
};
