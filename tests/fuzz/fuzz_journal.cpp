// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer: any bytes as a journal. The first byte is the cursor as a digit ('0' is 0; other
// bytes give cursors out of range, which are clamped); the rest is the JSON array of entries.
// Nothing may crash or trip a sanitizer; every entry that reads must read back the same after
// it is written, and a journal that replays must replay the same from what it writes.

#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
    arcs::Catalog::builtIn(); // loaded once, before the first input
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1)
        return 0;
    const int cursor = int(data[0]) - '0';
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (!document.isArray())
        return 0;
    const QJsonArray entries = document.array();
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();

    for (const QJsonValue &value : entries) {
        if (!value.isObject())
            continue;
        QString error;
        const auto action = arcs::entryFromJson(value.toObject(), &error);
        if (!action) {
            if (error.isEmpty())
                std::abort(); // a refused entry must say what is wrong with it
            continue;
        }
        QString again;
        const auto reread = arcs::entryFromJson(arcs::entryToJson(*action), &again);
        if (!reread || !(*reread == *action))
            std::abort(); // what the journal writes must read back as the same entry
    }

    QString error;
    const auto journal = arcs::Journal::fromJson(entries, cursor, catalog, &error);
    if (!journal) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (journal->cursor() < 0 || journal->cursor() > journal->size())
        std::abort();
    (void)journal->state().toJson();
    QString again;
    const auto replayed =
        arcs::Journal::fromJson(journal->toJson(), journal->cursor(), catalog, &again);
    if (!replayed || replayed->size() != journal->size() ||
        replayed->cursor() != journal->cursor() || !(replayed->state() == journal->state()))
        std::abort(); // a saved journal must replay as it was
    return 0;
}
