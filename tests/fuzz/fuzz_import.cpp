// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer: any bytes as a game file to import (docs/FILE-FORMAT.md), checked the way
// Library::importGame checks a file. Nothing may crash or trip a sanitizer, and a file that is
// refused says why.

#include "data/Catalog.h"
#include "store/GameFile.h"

#include <QByteArray>
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
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (!document.isObject())
        return 0;
    QString error;
    const auto read = arcs::readGameFile(document.object(), arcs::Catalog::builtIn(), &error);
    if (!read) {
        if (error.isEmpty())
            std::abort(); // a refused file must say what is wrong with it
        return 0;
    }
    // An accepted file, written out again (as export would) from its replayed journal, reads
    // back to the same table.
    arcs::GameFile again = read->first;
    again.entries = read->second.toJson();
    const auto reread =
        arcs::readGameFile(arcs::gameFileToJson(again), arcs::Catalog::builtIn(), &error);
    if (!reread || reread->second.state() != read->second.state() ||
        reread->second.cursor() != read->second.cursor())
        std::abort();
    return 0;
}
