// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer: any bytes as a message from a phone. Nothing may crash or trip a sanitizer; a
// message is read or refused with a reason, never both; what is read keeps to its bounds (a seat
// from 0 to 7, a device name of 1 to 40 characters, a token of 32 hexadecimal digits, a line of
// at most 120 characters, not blank in an intent, an intent's id from 1 and a revision from 0,
// both whole numbers a double holds exactly); and the
// host's answer to a refusal is a JSON object that says it.

#include "PhoneMessages.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const phones::Read read = phones::readMessage(bytes);
    if (read.message.has_value() == !read.problem.isEmpty())
        std::abort(); // read and refused, or neither
    if (!read.message) {
        const QJsonObject answer = QJsonDocument::fromJson(phones::refused(read.problem)).object();
        if (answer.value(QStringLiteral("type")).toString() != QStringLiteral("refused") ||
            answer.value(QStringLiteral("reason")).toString() != read.problem)
            std::abort();
        return 0;
    }
    if (const auto *ask = std::get_if<phones::AskToJoin>(&*read.message)) {
        if ((ask->seat && (*ask->seat < 0 || *ask->seat > 7)) || ask->device.isEmpty() ||
            ask->device.size() > 40)
            std::abort();
    } else if (const auto *resume = std::get_if<phones::Resume>(&*read.message)) {
        if (!phones::isTokenShaped(resume->token))
            std::abort();
    } else if (const auto *preview = std::get_if<phones::Preview>(&*read.message)) {
        if (preview->line.size() > phones::maxLineLength)
            std::abort();
    } else if (const auto *choice = std::get_if<phones::FateIntent>(&*read.message)) {
        if (choice->fate < 1 || choice->fate > 99 || choice->id < 1 || choice->seen < 0)
            std::abort();
    } else if (const auto *ready = std::get_if<phones::ReadyIntent>(&*read.message)) {
        if (ready->id < 1 || ready->seen < 0)
            std::abort();
    } else if (const auto *note = std::get_if<phones::NoteIntent>(&*read.message)) {
        if (note->id < 1 || note->seen < 0 || note->text.size() > phones::maxNoteLength)
            std::abort();
    } else if (const auto *dice = std::get_if<phones::EventDiceIntent>(&*read.message)) {
        if (dice->id < 1 || dice->seen < 0 || dice->eventFace < 1 || dice->eventFace > 6 ||
            dice->numberFace < 1 || dice->numberFace > 6)
            std::abort();
    } else if (const auto *agree = std::get_if<phones::AgreeIntent>(&*read.message)) {
        if (agree->id < 1 || agree->seen < 0 || agree->deal < 0)
            std::abort();
    } else if (const auto *intent = std::get_if<phones::TurnIntent>(&*read.message)) {
        constexpr qint64 exact = 9007199254740991; // 2^53 - 1
        if (intent->line.size() > phones::maxLineLength || intent->line.trimmed().isEmpty() ||
            intent->id < 1 || intent->id > exact || intent->seen < 0 || intent->seen > exact)
            std::abort();
    }
    if (bytes.size() > phones::maxMessageBytes)
        std::abort(); // read although above the cap
    return 0;
}
