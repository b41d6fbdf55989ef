// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhoneDevices.h"

#include "PhoneMessages.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>

#include <algorithm>
#include <array>

namespace phones {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PhoneDevices)
};
} // namespace

PhoneDevices::PhoneDevices(TokenSource newToken)
    : m_newToken(newToken ? std::move(newToken) : TokenSource(&PhoneDevices::randomToken)) {}

QString PhoneDevices::randomToken() {
    std::array<quint32, 4> bits{};
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(bits.data()), sizeof bits).toHex());
}

PhoneDevices::Asked PhoneDevices::ask(std::optional<int> seat, const QString &name,
                                      const QString &seatName) {
    if (seat && isTaken(*seat)) {
        if (std::ranges::any_of(m_devices, [&](const Device &d) { return d.seat == seat; }))
            return {std::nullopt, Text::tr("%1's seat has a phone already: the host can remove "
                                           "it under Phones.")
                                      .arg(seatName)};
        return {std::nullopt, Text::tr("Another phone is waiting for %1's seat.").arg(seatName)};
    }
    const int id = m_nextId++;
    m_requests.append({id, seat, name});
    return {id, {}};
}

bool PhoneDevices::isTaken(int seat) const {
    return std::ranges::any_of(m_devices, [&](const Device &d) { return d.seat == seat; }) ||
           std::ranges::any_of(m_requests, [&](const Request &r) { return r.seat == seat; });
}

std::optional<Device> PhoneDevices::allow(int id) {
    const auto request =
        std::ranges::find_if(m_requests, [id](const Request &r) { return r.id == id; });
    if (request == m_requests.end())
        return std::nullopt;
    Device device{m_newToken(), request->seat, request->name, 0, {}};
    m_requests.erase(request);
    m_devices.append(device);
    return device;
}

void PhoneDevices::forget(int id) {
    m_requests.removeIf([id](const Request &r) { return r.id == id; });
}

bool PhoneDevices::remove(const QString &token) {
    return m_devices.removeIf([&](const Device &d) { return d.token == token; }) > 0;
}

std::optional<Device> PhoneDevices::find(const QString &token) const {
    const auto found =
        std::ranges::find_if(m_devices, [&](const Device &d) { return d.token == token; });
    return found == m_devices.end() ? std::nullopt : std::optional<Device>(*found);
}

void PhoneDevices::answered(const QString &token, qint64 id, const IntentAnswer &answer) {
    for (Device &device : m_devices)
        if (device.token == token && id > device.lastIntent) {
            device.lastIntent = id;
            device.lastAnswer = answer;
        }
}

QJsonObject PhoneDevices::toJson() const {
    QJsonArray devices;
    for (const Device &device : m_devices)
        devices.append(QJsonObject{
            {QStringLiteral("token"), device.token},
            {QStringLiteral("seat"), device.seat ? QJsonValue(*device.seat) : QJsonValue()},
            {QStringLiteral("name"), device.name},
            {QStringLiteral("lastIntent"), device.lastIntent},
            {QStringLiteral("lastAnswer"),
             QJsonObject{{QStringLiteral("applied"), device.lastAnswer.applied},
                         {QStringLiteral("title"), device.lastAnswer.title},
                         {QStringLiteral("problem"), device.lastAnswer.problem}}}});
    return devices.isEmpty() ? QJsonObject() : QJsonObject{{QStringLiteral("devices"), devices}};
}

QList<Device> PhoneDevices::fromJson(const QJsonObject &json) {
    QList<Device> devices;
    for (const QJsonValue &value : json.value(QStringLiteral("devices")).toArray()) {
        const QString token = value[QStringLiteral("token")].toString();
        const QJsonValue seat = value[QStringLiteral("seat")];
        if (!isTokenShaped(token) || (!seat.isNull() && (seat.toInt(-1) < 0 || seat.toInt() > 7)))
            continue;
        const QJsonValue answer = value[QStringLiteral("lastAnswer")];
        devices.append({token,
                        seat.isNull() ? std::nullopt : std::optional<int>(seat.toInt()),
                        value[QStringLiteral("name")].toString(),
                        std::max<qint64>(0, value[QStringLiteral("lastIntent")].toInteger()),
                        {answer[QStringLiteral("applied")].toBool(),
                         answer[QStringLiteral("title")].toString(),
                         answer[QStringLiteral("problem")].toString()}});
    }
    return devices;
}

void PhoneDevices::restore(const QList<Device> &devices) {
    m_devices = devices;
    m_requests.clear();
}

} // namespace phones
