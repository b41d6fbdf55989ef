// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "journal/Journal.h"
#include "store/GameFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
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
};

QTEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"
