// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "store/GameFile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace arcs;

// Real games as files (tests/data/golden/NAME.json) and the state each replays to, checked in
// beside them (NAME.state.json, as `arcs-cli replay` prints it): a change of behaviour shows
// here, whatever the refactor. When a change is meant, regenerate the states with
//   for f in tests/data/golden/*[^e].json; do build/app/arcs-cli replay $f > ${f%.json}.state.json;
//   done
// and say why in the commit.
class TestGolden : public QObject {
    Q_OBJECT

    static QJsonObject read(const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        return QJsonDocument::fromJson(file.readAll()).object();
    }

private slots:
    void gamesReplayToTheirGoldenState_data() {
        QTest::addColumn<QString>("game");
        const QDir dir(QStringLiteral(ARCS_TEST_DATA "/golden"));
        const QStringList games = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
        int count = 0;
        for (const QString &name : games) {
            if (name.endsWith(QLatin1String(".state.json")))
                continue;
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
            ++count;
        }
        QVERIFY(count >= 5);
    }

    void gamesReplayToTheirGoldenState() {
        QFETCH(QString, game);
        QString error;
        const auto read = readGameFile(TestGolden::read(game), Catalog::builtIn(), &error);
        QVERIFY2(read, qPrintable(error));
        const QJsonObject expected =
            TestGolden::read(game.chopped(int(qstrlen(".json"))) + QStringLiteral(".state.json"));
        QVERIFY(!expected.isEmpty());
        const QJsonObject actual = read->second.state().toJson();
        for (auto it = expected.begin(); it != expected.end(); ++it)
            QVERIFY2(actual.value(it.key()) == it.value(),
                     qPrintable(
                         QStringLiteral("\"%1\" differs: %2")
                             .arg(it.key(),
                                  QString::fromUtf8(
                                      QJsonDocument(actual.value(it.key()).toObject()).toJson()))));
        QCOMPARE(actual.keys(), expected.keys());
    }

    // Each entry is read back as it was: the kinds' descriptions spell the journal as the
    // versions before them read it. The campaign fixture, written by a recent version, is
    // written back to the letter (older golden games are not: they lack what is now spelled out,
    // such as a battle's "tableDecided").
    void everyStoredEntryIsWrittenBackTheSame() {
        const QDir dir(QStringLiteral(ARCS_TEST_DATA));
        QList<std::pair<QJsonArray, bool>> journals; // entries, and whether to the letter
        for (const QString &name : QDir(dir.filePath(QStringLiteral("golden")))
                                       .entryList({QStringLiteral("*.json")}, QDir::Files)) {
            if (!name.endsWith(QLatin1String(".state.json")))
                journals.append({read(dir.filePath(QStringLiteral("golden/") + name))
                                     .value(QStringLiteral("entries"))
                                     .toArray(),
                                 false});
        }
        for (const QJsonValue &act : read(dir.filePath(QStringLiteral("campaign-act-two.json")))
                                         .value(QStringLiteral("acts"))
                                         .toArray())
            journals.append({act.toObject().value(QStringLiteral("entries")).toArray(), true});
        QSet<QString> kinds;
        for (const auto &[entries, toTheLetter] : journals) {
            for (const QJsonValue &stored : entries) {
                QString error;
                const auto entry = entryFromJson(stored.toObject(), &error);
                QVERIFY2(entry, qPrintable(error));
                const QJsonObject written = entryToJson(*entry);
                QCOMPARE(entryFromJson(written, &error), entry);
                // (A setup is GameSetup's to spell; it writes what older files left implicit.)
                if (toTheLetter && !std::holds_alternative<StartGame>(*entry))
                    QCOMPARE(written, stored.toObject());
                kinds << stored.toObject().value(QStringLiteral("action")).toString();
            }
        }
        QVERIFY2(kinds.size() >= 15, qPrintable(QStringList(kinds.values()).join(u' ')));
    }
};

QTEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"
