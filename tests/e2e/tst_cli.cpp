#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

// arcs-cli as scripts use it: JSON on stdout and exit 0, or one line on stderr and exit 2.
class TestCli : public QObject {
    Q_OBJECT

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    static Run run(const QStringList &args) {
        QProcess process;
        process.start(QStringLiteral(ARCS_CLI), args);
        if (!process.waitForFinished(30000))
            qFatal("arcs-cli did not finish");
        return {process.exitCode(), process.readAllStandardOutput(),
                process.readAllStandardError()};
    }

private slots:
    void helpListsTheCommands() {
        const Run result = run({QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("Usage: arcs-cli COMMAND"));
        QVERIFY(result.out.contains("arcs-cli catalog"));
    }

    void catalogIsTheWholeCatalogAsJson() {
        const Run result = run({QStringLiteral("catalog")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.err.isEmpty());
        QJsonParseError error;
        const QJsonObject catalog = QJsonDocument::fromJson(result.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(catalog[QStringLiteral("map")][QStringLiteral("clusters")].toArray().size(), 6);
        QCOMPARE(catalog[QStringLiteral("setupCards")].toArray().size(), 12);
        QCOMPARE(catalog[QStringLiteral("actionCards")].toArray().size(), 28);
        QCOMPARE(catalog[QStringLiteral("courtCards")].toArray().size(), 46);
        QCOMPARE(catalog[QStringLiteral("fates")].toArray().size(), 24);
        QCOMPARE(catalog[QStringLiteral("leaders")].toArray().size(), 8);
        QCOMPARE(catalog[QStringLiteral("lore")].toArray().size(), 14);
        const QJsonObject assaultFace2 =
            catalog[QStringLiteral("dice")][QStringLiteral("battleDice")]
                .toArray()[0][QStringLiteral("faces")]
                .toArray()[1]
                .toObject();
        QCOMPARE(assaultFace2[QStringLiteral("hits")].toInt(), 2);
        QCOMPARE(assaultFace2[QStringLiteral("selfHits")].toInt(), 1);
        QCOMPARE(catalog[QStringLiteral("game")][QStringLiteral("powerToWin")].toArray(),
                 (QJsonArray{33, 30, 27}));
    }

    void badUsageExitsTwoWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no command")
            << QStringList{}
            << QByteArray("arcs-cli: no command given; run \"arcs-cli --help\" for the list\n");
        QTest::newRow("unknown command")
            << QStringList{"dance"}
            << QByteArray(
                   "arcs-cli: unknown command \"dance\"; run \"arcs-cli --help\" for the list\n");
        QTest::newRow("extra argument")
            << QStringList{"catalog", "now"}
            << QByteArray("arcs-cli: catalog takes no arguments, found \"now\"\n");
    }

    void badUsageExitsTwoWithOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run result = run(args);
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, message);
        QVERIFY(result.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
