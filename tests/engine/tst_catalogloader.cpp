// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "data/CatalogError.h"

#include <QFile>
#include <QTest>

using namespace arcs;

// A damaged data file is refused with a message that names the file and the field.
class TestCatalogLoader : public QObject {
    Q_OBJECT

private:
    static QMap<QString, QByteArray> builtInFiles() {
        QMap<QString, QByteArray> files;
        for (const QString &name : Catalog::fileNames()) {
            QFile file(QStringLiteral(":/arcs/data/") + name);
            if (!file.open(QIODevice::ReadOnly))
                qFatal("built-in data file %s is missing", qPrintable(name));
            files.insert(name, file.readAll());
        }
        return files;
    }

private slots:
    void builtInFilesLoad() {
        const Catalog catalog = Catalog::fromFiles(builtInFiles());
        QCOMPARE(catalog.map.clusters.size(), 6);
        QCOMPARE(catalog.setupCards.size(), 12);
    }

    void damagedFileIsNamed_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("expected");

        QTest::newRow("text for a number")
            << "map.json" << QByteArray(R"("slots": 2)") << QByteArray(R"("slots": "two")")
            << R"(map.json: clusters[0].planets.arrow.slots: expected a whole number from 1 to 2, found "two")";
        QTest::newRow("number out of range")
            << "map.json" << QByteArray(R"("slots": 2)") << QByteArray(R"("slots": 7)")
            << "map.json: clusters[0].planets.arrow.slots: expected a whole number from 1 to 2, "
               "found 7";
        QTest::newRow("missing field")
            << "dice.json" << QByteArray(R"(, "keys": 0})") << QByteArray("}")
            << "dice.json: battleDice[0].faces[0].keys: missing field";
        QTest::newRow("unknown word")
            << "court.json" << QByteArray(R"("suit": "material")")
            << QByteArray(R"("suit": "metal")")
            << R"(court.json: cards[0].suit: expected one of material, fuel, weapon, relic, psionic, found "metal")";
        QTest::newRow("unknown field") << "lore.json" << QByteArray(R"("name": "Tool-Priests")")
                                       << QByteArray(R"("name": "Tool-Priests", "cost": 2)")
                                       << R"(lore.json: lore[0]: unknown field "cost")";
        QTest::newRow("not JSON") << "game.json" << QByteArray(R"("handSize": 6,)")
                                  << QByteArray(R"("handSize": 6,,)")
                                  << "game.json: not valid JSON at line 4: unterminated object";
        QTest::newRow("system out of play")
            << "setup-cards.json" << QByteArray(R"({"a": "5-hex")")
            << QByteArray(R"({"a": "1-hex")")
            << "setup-cards.json: setupCards[0].seats[0]: 1-hex is in a cluster this card puts out "
               "of play";
        QTest::newRow("unknown system")
            << "setup-cards.json" << QByteArray(R"({"a": "5-hex")")
            << QByteArray(R"({"a": "5-moon")")
            << R"(setup-cards.json: setupCards[0].seats[0].a: expected a system such as "4-arrow" or "2-gate", found "5-moon")";
        QTest::newRow("wrong number of faces")
            << "dice.json" << QByteArray(R"("numberDie": [1, 2, 3, 4, 5, 6])")
            << QByteArray(R"("numberDie": [1, 2, 3, 4, 5])")
            << "dice.json: numberDie: expected 6 entries, found 5";
    }

    void damagedFileIsNamed() {
        QFETCH(QString, file);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QString, expected);

        QMap<QString, QByteArray> files = builtInFiles();
        QByteArray contents = files.value(file);
        const qsizetype at = contents.indexOf(before);
        QVERIFY2(at >= 0, "the test's anchor text is not in the data file");
        contents.replace(at, before.size(), after);
        files.insert(file, contents);

        try {
            Catalog::fromFiles(files);
            QFAIL("a damaged file was accepted");
        } catch (const CatalogError &error) {
            QCOMPARE(error.message(), expected);
        }
    }

    void missingFileIsNamed() {
        QMap<QString, QByteArray> files = builtInFiles();
        files.remove(QStringLiteral("fates.json"));
        try {
            Catalog::fromFiles(files);
            QFAIL("a missing file was accepted");
        } catch (const CatalogError &error) {
            QCOMPARE(error.message(), QStringLiteral("fates.json: the file is missing"));
        }
    }
};

QTEST_APPLESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
