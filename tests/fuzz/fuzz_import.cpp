// libFuzzer: any bytes as a game file to import (docs/FILE-FORMAT.md), checked the way
// Library::importGame checks a file. Nothing may crash or trip a sanitizer, and a file that is
// refused says why.

#include "data/Catalog.h"
#include "store/GameFile.h"

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
    // An accepted file can be written out again, and its journal serialized.
    const QJsonObject written = arcs::gameFileToJson(read->first);
    const QJsonArray entries = read->second.toJson();
    if (written.isEmpty() || entries.size() != read->second.size())
        std::abort();
    return 0;
}
