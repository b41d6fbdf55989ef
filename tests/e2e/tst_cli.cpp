// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include <unistd.h>

namespace {
// An outcome's probability as printed by arcs-cli odds.
double probability(const QJsonValue &outcome) {
    return outcome[QStringLiteral("p")].toVariant().value<double>();
}
} // namespace

// arcs-cli as scripts use it: JSON on stdout and exit 0, or one line on stderr and exit 2.
class TestCli : public QObject {
    Q_OBJECT

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    static Run run(const QStringList &args, const QByteArray &input = {},
                   const QString &program = QStringLiteral(ARCS_CLI)) {
        QProcess process;
        process.start(program, args);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(30000))
            qFatal("arcs-cli did not finish");
        return {process.exitCode(), process.readAllStandardOutput(),
                process.readAllStandardError()};
    }

    static QByteArray hashOf(const QString &path) {
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
    }

private slots:
    void campaignImportsAndExportsWhole() {
        // tests/data/campaign-act-two.json: a four-player campaign played in the app through Act
        // I and its Intermission into Act II (exported from the Games page).
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("library.sqlite"));
        const QString fixture = QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json");
        Run result = run({QStringLiteral("import"), fixture, QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject imported = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(imported.value(QStringLiteral("act")).toInt(), 2); // listed at its latest Act
        result = run({QStringLiteral("games"), QStringLiteral("--library"), library});
        QCOMPARE(QJsonDocument::fromJson(result.out)
                     .object()
                     .value(QStringLiteral("games"))
                     .toArray()
                     .size(),
                 1);

        result = run({QStringLiteral("export"), QStringLiteral("--library"), library,
                      QStringLiteral("--game"),
                      QString::number(imported.value(QStringLiteral("id")).toInt())});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject exported = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(exported.value(QStringLiteral("format")).toString(),
                 QStringLiteral("arcs-companion-campaign"));
        QCOMPARE(exported.value(QStringLiteral("acts")).toArray().size(), 2);
        QFile original(fixture);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(exported.value(QStringLiteral("intermissions")),
                 QJsonDocument::fromJson(original.readAll())
                     .object()
                     .value(QStringLiteral("intermissions")));

        // A campaign whose Act II does not follow its Intermission adds nothing.
        QJsonObject tampered = exported;
        QJsonArray acts = tampered.value(QStringLiteral("acts")).toArray();
        acts.removeFirst();
        tampered.insert(QStringLiteral("acts"), acts);
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(tampered).toJson());
        out.close();
        const QByteArray before = hashOf(library);
        result = run({QStringLiteral("import"), bad, QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err.trimmed(),
                 QStringLiteral("arcs-cli: %1 cannot be imported: Act I of the campaign is not "
                                "set up as its Act I")
                     .arg(bad)
                     .toUtf8());
        QCOMPARE(hashOf(library), before);

        // --open: the imported game is the one played last, which the app opens at its next
        // start (and export writes without --game); without it nothing was played yet.
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--library"), library}).exitCode, 2);
        result = run({QStringLiteral("import"), fixture, QStringLiteral("--library"), library,
                      QStringLiteral("--open")});
        QCOMPARE(result.exitCode, 0);
        result = run({QStringLiteral("export"), QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(result.out).object().value(QStringLiteral("intermissions")),
            exported.value(QStringLiteral("intermissions")));
    }

    void campaignLogIsAPdfOfTheWholeCampaign() {
        QTemporaryDir dir;
        const QString fixture = QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json");
        const QString pdf = dir.filePath(QStringLiteral("log.pdf"));
        Run result = run({QStringLiteral("campaign"), QStringLiteral("log"), fixture,
                          QStringLiteral("--output"), pdf});
        QCOMPARE(result.err, QByteArray());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object().value(QStringLiteral("acts")).toInt(),
                 2);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");

        // The pages as printed (pdftotext, from the test dependencies): the log sheet, the
        // notes, then the trays.
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QList<QByteArray> pages = text.readAllStandardOutput().split('\f');
        QCOMPARE(pages.size(), 4 + 1); // a form feed ends every page
        QVERIFY(pages[0].contains("Campaign Log"));
        QVERIFY(pages[0].contains("Ana · red"));
        QVERIFY(pages[0].simplified().contains("I Advocate · -18"));
        QVERIFY(pages[0].simplified().contains("II Warden · -10"));
        QVERIFY(pages[1].contains("What the Fates ask to keep"));
        QVERIFY(pages[2].contains("Act II, chapter 1, round 1."));
        QVERIFY(pages[2].simplified().contains("Cluster 3 · arrow Ana: 3 ships, 1 city"));
        QVERIFY(pages[3].simplified().contains("Initiative: Ben"));

        // On Letter paper when asked (the layout itself is tst_campaignlogpdf's).
        result = run({QStringLiteral("campaign"), QStringLiteral("log"), fixture,
                      QStringLiteral("--output"), pdf, QStringLiteral("--paper"),
                      QStringLiteral("letter")});
        QCOMPARE(result.exitCode, 0);
        QProcess boxes;
        boxes.start(QStringLiteral("pdftotext"),
                    {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        QVERIFY(boxes.waitForFinished(30000));
        QVERIFY(boxes.readAllStandardOutput().contains(
            "<page width=\"612.000000\" height=\"792.000000\">"));

        // Refused with one line, and nothing written.
        const QString other = dir.filePath(QStringLiteral("other.pdf"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("campaign"), QStringLiteral("print")},
              QStringList{QStringLiteral("campaign"), QStringLiteral("log"), fixture},
              QStringList{QStringLiteral("campaign"), QStringLiteral("log"), fixture,
                          QStringLiteral("--output"), dir.filePath(QStringLiteral("log.txt"))},
              QStringList{QStringLiteral("campaign"), QStringLiteral("log"), fixture,
                          QStringLiteral("--output"), other, QStringLiteral("--paper"),
                          QStringLiteral("a5")},
              QStringList{QStringLiteral("campaign"), QStringLiteral("log"),
                          QStringLiteral(ARCS_TEST_DATA "/golden/demo.json"),
                          QStringLiteral("--output"), other}}) {
            result = run(args);
            QCOMPARE(result.exitCode, 2);
            QCOMPARE(result.err.count('\n'), 1);
        }
        QVERIFY(!QFile::exists(other));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("log.txt"))));
    }

    void libraryExportImportReplay() {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("library.sqlite"));
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        const QString fixture = QStringLiteral(ARCS_TEST_DATA "/library-v1.sqlite");
        QVERIFY(QFile::copy(fixture, library));
        QFile::setPermissions(library, QFile::ReadOwner | QFile::WriteOwner);

        Run result = run({QStringLiteral("games"), QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 0);
        const QJsonArray games =
            QJsonDocument::fromJson(result.out).object().value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 2); // read as version 1 wrote it
        QCOMPARE(games[0][QStringLiteral("entries")].toInt(), 13);

        const QString file = dir.filePath(QStringLiteral("game.json"));
        result = run({QStringLiteral("export"), QStringLiteral("--library"), library,
                      QStringLiteral("--output"), file});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(QFile::exists(file));

        result = run({QStringLiteral("import"), file, QStringLiteral("--library"), other});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object().value(QStringLiteral("entries")),
                 QJsonValue(13));

        result = run({QStringLiteral("replay"), file});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject state = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(state[QStringLiteral("phase")].toString(), QStringLiteral("playing"));
        QCOMPARE(state[QStringLiteral("round")].toInt(), 2);
        QVERIFY(state[QStringLiteral("board")][QStringLiteral("systems")].toArray().size() > 10);
    }

    void badImportChangesNeitherFileNorLibrary_data() {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"arcs-companion-game\", \"vers")
                                   << QByteArray("is not valid JSON");
        QTest::newRow("newer") << QByteArray(R"({"format": "arcs-companion-game", "version": 7})")
                               << QByteArray("written by a newer Arcs Companion");
        QTest::newRow("wrong format") << QByteArray(R"({"format": "chess"})")
                                      << QByteArray("it is not an Arcs Companion game");
    }

    void badImportChangesNeitherFileNorLibrary() {
        QFETCH(QByteArray, contents);
        QFETCH(QByteArray, message);
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("library.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(ARCS_TEST_DATA "/library-v1.sqlite"), library));
        QFile::setPermissions(library, QFile::ReadOwner | QFile::WriteOwner);
        const QString file = dir.filePath(QStringLiteral("bad.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(contents);
        out.close();
        const QByteArray fileBefore = hashOf(file);
        const QByteArray libraryBefore = hashOf(library);
        const Run result =
            run({QStringLiteral("import"), file, QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(message), result.err.constData());
        QCOMPARE(result.err.count('\n'), 1);
        QCOMPARE(hashOf(file), fileBefore);
        QCOMPARE(hashOf(library), libraryBefore);
        // The file is checked before any library is opened: none is made for a refused file.
        const QString missing = dir.filePath(QStringLiteral("new/library.sqlite"));
        QCOMPARE(
            run({QStringLiteral("import"), file, QStringLiteral("--library"), missing}).exitCode,
            2);
        QVERIFY(!QFile::exists(missing));
    }

    // A library in a read-only folder (as nobody, since root ignores permissions): its games
    // can be listed and exported, an import is refused and nothing is written.
    void readOnlyFolderReadsButRefusesImport() {
        const bool root = ::geteuid() == 0;
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (root && setpriv.isEmpty())
            QSKIP("needs setpriv to drop root's rights");
        QTemporaryDir dir;
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                              QFile::ReadOther | QFile::ExeOther);
        const QString folder = dir.filePath(QStringLiteral("shelf"));
        QVERIFY(QDir().mkpath(folder));
        const QString library = folder + QStringLiteral("/library.sqlite");
        QVERIFY(QFile::copy(QStringLiteral(ARCS_TEST_DATA "/library-v1.sqlite"), library));
        const QString game = dir.filePath(QStringLiteral("game.json"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--library"), library,
                      QStringLiteral("--output"), game})
                     .exitCode,
                 0);
        const auto readOnly = QFile::ReadOwner | QFile::ReadOther | QFile::ReadGroup;
        QFile::setPermissions(library, readOnly);
        QFile::setPermissions(game, readOnly);
        QFile::setPermissions(folder,
                              readOnly | QFile::ExeOwner | QFile::ExeOther | QFile::ExeGroup);
        const QByteArray before = hashOf(library);
        const QStringList files = QDir(folder).entryList(QDir::Files);
        const auto asReader = [&](const QStringList &args) {
            return root ? run(QStringList{QStringLiteral("--reuid=65534"),
                                          QStringLiteral("--regid=65534"),
                                          QStringLiteral("--clear-groups"),
                                          QStringLiteral(ARCS_CLI)} +
                                  args,
                              {}, setpriv)
                        : run(args);
        };
        Run result = asReader({QStringLiteral("games"), QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(result.out).object()[QStringLiteral("games")].toArray().size(),
            2);
        result = asReader({QStringLiteral("import"), game, QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("read-only") || result.err.contains("readonly"),
                 result.err.constData());
        QCOMPARE(result.err.count('\n'), 1);
        QCOMPARE(hashOf(library), before);
        QCOMPARE(QDir(folder).entryList(QDir::Files), files); // nothing made beside it
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void unusableLibraryIsNamed() {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("notes.sqlite"));
        QFile out(library);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("shopping list");
        out.close();
        const Run result = run({QStringLiteral("games"), QStringLiteral("--library"), library});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, QStringLiteral("arcs-cli: The library %1 is not an Arcs Companion "
                                            "library (it is not an SQLite database).\n")
                                 .arg(library)
                                 .toUtf8());
    }

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
        QCOMPARE(catalog[QStringLiteral("courtCards")].toArray().size(), 47);
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

    void scoreMatchesTheContract() {
        const Run result = run({QStringLiteral("score"), QStringLiteral("-")}, R"({"players": 3,
            "declared": {"tycoon": [[5,3],[2,0]], "keeper": [[3,2]]},
            "counts": {"tycoon": [4,2,0], "keeper": [0,1,1]}, "cityBonus": [2,0,0]})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({"gains": [9,5,2],
            "ambitions": {"tycoon": {"first": [0], "second": [1], "gains": [9,3,0]},
                          "keeper": {"first": [1,2], "second": [], "gains": [0,2,2]}}})")
                                         .object();
        QCOMPARE(QJsonDocument::fromJson(result.out).object(), expected);
    }

    void scoreWithTheTwoPlayerDummy() {
        const Run result = run({QStringLiteral("score"), QStringLiteral("-")}, R"({"players": 2,
            "declared": {"warlord": [[5,3]], "keeper": [[3,2]]},
            "counts": {"warlord": [1,0], "keeper": [2,2]},
            "dummy": {"tycoon": 4, "warlord": 2, "keeper": 0, "empath": 1}})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({"gains": [5,2],
            "ambitions": {"warlord": {"first": [2], "second": [0], "gains": [3,0]},
                          "keeper": {"first": [0,1], "second": [], "gains": [2,2]}}})")
                                         .object();
        QCOMPARE(QJsonDocument::fromJson(result.out).object(), expected);
    }

    void scoreFromAFile() {
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(
            R"({"players": 4, "declared": {"empath": [[9,4]]}, "counts": {"empath": [0,0,0,1]}})");
        file.close();
        const Run result = run({QStringLiteral("score"), file.fileName()});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object()[QStringLiteral("gains")].toArray(),
                 (QJsonArray{0, 0, 0, 9}));
    }

    void scoreWithGrandAmbitions() {
        const Run result = run({QStringLiteral("score"), QStringLiteral("-")}, R"({"players": 3,
            "act": 3, "chapter": 2, "grand": [2, 0, 1],
            "declared": {"tycoon": [[5,3]]}, "counts": {"tycoon": [0,0,4]}})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(out[QStringLiteral("grand")].toArray(), (QJsonArray{8, 0, 3}));
        QCOMPARE(out[QStringLiteral("gains")].toArray(), (QJsonArray{8, 0, 8}));
    }

    void campaignSetupMatchesTheContract() {
        const Run result =
            run({QStringLiteral("campaign-setup"), QStringLiteral("--players"), QStringLiteral("2"),
                 QStringLiteral("--number"), QStringLiteral("6"), QStringLiteral("--event"),
                 QStringLiteral("arrow")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(out[QStringLiteral("imperialClusters")].toArray(), (QJsonArray{6, 1}));
        const QJsonArray systems = out[QStringLiteral("systems")].toArray();
        QCOMPARE(systems.size(), 24);
        const auto system = [](const char *name, int imperial, int free, int blight) {
            return QJsonObject{{QStringLiteral("system"), QLatin1String(name)},
                               {QStringLiteral("imperialShips"), imperial},
                               {QStringLiteral("freeCities"), free},
                               {QStringLiteral("blight"), blight}};
        };
        QCOMPARE(systems[0].toObject(), system("1-gate", 1, 0, 0));
        QCOMPARE(systems[4].toObject(), system("2-gate", 0, 0, 1));
        QCOMPARE(systems[5].toObject(), system("2-arrow", 0, 1, 1));
        QCOMPARE(systems[6].toObject(), system("2-crescent", 0, 0, 1));
        QCOMPARE(systems[23].toObject(), system("6-hex", 1, 0, 0));
        QCOMPARE(out[QStringLiteral("ambitionResources")].toObject(),
                 (QJsonObject{{"tycoon", 4}, {"warlord", 1}, {"keeper", 0}, {"empath", 1}}));

        const Run three = run({QStringLiteral("campaign-setup"), QStringLiteral("--players"),
                               QStringLiteral("3"), QStringLiteral("--number"), QStringLiteral("2"),
                               QStringLiteral("--event"), QStringLiteral("hex")});
        QCOMPARE(three.exitCode, 0);
        const QJsonObject threeOut = QJsonDocument::fromJson(three.out).object();
        QCOMPARE(threeOut[QStringLiteral("imperialClusters")].toArray(), (QJsonArray{2, 3}));
        QVERIFY(!threeOut.contains(QStringLiteral("ambitionResources")));
    }

    void actSetupMatchesTheContract() {
        const Run result = run({QStringLiteral("act-setup"), QStringLiteral("-")},
                               R"({"act": 3, "event": "hex", "systems": {"1-gate": {"blight": 1},
                                  "2-gate": {"ships": 3}, "5-hex": {"blight": 1, "ships": 2}}})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({
            "markers": [[5,3],[6,3],[4,2]],
            "blightPlaced": {"3-gate": 1, "4-gate": 1, "5-gate": 1, "6-gate": 1, "1-hex": 1,
                             "2-hex": 1, "3-hex": 1, "4-hex": 1, "5-arrow": 1, "5-crescent": 1,
                             "6-hex": 1}})")
                                         .object();
        QCOMPARE(QJsonDocument::fromJson(result.out).object(), expected);
        const Run actTwo = run({QStringLiteral("act-setup"), QStringLiteral("-")},
                               R"({"act": 2, "event": "arrow"})");
        QCOMPARE(QJsonDocument::fromJson(actTwo.out).object()[QStringLiteral("markers")].toArray(),
                 (QJsonArray{QJsonArray{5, 3}, QJsonArray{3, 2}, QJsonArray{4, 2}}));
    }

    void intermissionMatchesTheContract() {
        const Run result = run({QStringLiteral("intermission"), QStringLiteral("-")}, R"({
            "act": 1, "initiative": 1,
            "players": [{"power": 23, "objective": "failed", "marker": 5},
                        {"power": 14, "objective": "completed"}],
            "systems": {
                "1-gate": {"blight": {"fresh": 0, "damaged": 2}, "imperial": {"fresh": 1, "damaged": 1},
                           "ships": [{"fresh": 1, "damaged": 1}, {"fresh": 0, "damaged": 1}]},
                "1-arrow": {"freeCities": {"fresh": 1, "damaged": 1}},
                "3-hex": {"blight": {"fresh": 1, "damaged": 0},
                          "cities": [{"fresh": 0, "damaged": 0}, {"fresh": 1, "damaged": 0}]}}})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({
            "players": [{"power": 9, "fateCards": 2, "fateLetter": "B"},
                        {"power": 7, "fateCards": 1, "fateLetter": "B", "placeShips": true}],
            "initiative": 0,
            "systems": {
                "1-gate": {"blight": {"fresh": 2, "damaged": 0}, "imperial": {"fresh": 1, "damaged": 0},
                           "freeCities": {"fresh": 0, "damaged": 0},
                           "freeStarports": {"fresh": 0, "damaged": 0},
                           "ships": [{"fresh": 1, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                           "cities": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                           "starports": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}]},
                "1-arrow": {"blight": {"fresh": 0, "damaged": 0}, "imperial": {"fresh": 0, "damaged": 0},
                            "freeCities": {"fresh": 1, "damaged": 0},
                            "freeStarports": {"fresh": 0, "damaged": 0},
                            "ships": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                            "cities": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                            "starports": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}]},
                "3-hex": {"blight": {"fresh": 1, "damaged": 0}, "imperial": {"fresh": 0, "damaged": 0},
                          "freeCities": {"fresh": 0, "damaged": 0},
                          "freeStarports": {"fresh": 0, "damaged": 0},
                          "ships": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                          "cities": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}],
                          "starports": [{"fresh": 0, "damaged": 0}, {"fresh": 0, "damaged": 0}]}}})")
                                         .object();
        QCOMPARE(QJsonDocument::fromJson(result.out).object(), expected);
    }

    void crisisMatchesTheContract() {
        Run result = run({QStringLiteral("crisis"), QStringLiteral("-")}, R"({"players": 3,
            "systems": {"3-hex": {"blight": {"fresh": 1, "damaged": 1},
                                  "imperial": {"fresh": 2, "damaged": 0},
                                  "ships": [{"fresh": 3, "damaged": 1}]},
                        "5-arrow": {"blight": {"fresh": 1, "damaged": 0},
                                    "ships": [{"fresh": 2, "damaged": 0}, {"fresh": 1, "damaged": 1}]},
                        "4-arrow": {"ships": [{"fresh": 2, "damaged": 0}]}}})");
        QCOMPARE(result.exitCode, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({"systems": {
            "3-hex": {"hits": 4, "imperial": {"fresh": 0, "damaged": 0, "destroyed": 2},
                      "ships": [{"fresh": 3, "damaged": 1, "destroyed": 0},
                                {"fresh": 0, "damaged": 0, "destroyed": 0},
                                {"fresh": 0, "damaged": 0, "destroyed": 0}]},
            "5-arrow": {"hits": 3, "imperial": {"fresh": 0, "damaged": 0, "destroyed": 0},
                        "ships": [{"fresh": 0, "damaged": 1, "destroyed": 1},
                                  {"fresh": 0, "damaged": 0, "destroyed": 2},
                                  {"fresh": 0, "damaged": 0, "destroyed": 0}]}}})")
                                         .object();
        QCOMPARE(QJsonDocument::fromJson(result.out).object(), expected);

        for (const char *input :
             {R"({"players": 3, "systems": {"9-hex": {}}})", R"({"players": 5, "systems": {}})",
              R"({"players": 2, "systems": {"1-gate": {"ships": [{}, {}, {}]}}})",
              R"({"players": 2, "systems": {}, "round": 1})"}) {
            result = run({QStringLiteral("crisis"), QStringLiteral("-")}, input);
            QCOMPARE(result.exitCode, 2);
            QCOMPARE(result.err.count('\n'), 1);
        }
        QVERIFY(run({QStringLiteral("crisis"), QStringLiteral("-")},
                    R"({"players": 3, "systems": {"9-hex": {}}})")
                    .err.contains("unknown system \"9-hex\""));
    }

    void campaignEndMatchesTheContract() {
        Run result = run({QStringLiteral("campaign-end"), QStringLiteral("-")},
                         R"({"act": 3, "chapter": 2, "players": [{"power": 40, "fate": "A"},
                            {"power": 41, "fate": "C", "marker": 0}]})");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(result.out).object(),
            QJsonDocument::fromJson(R"({"ended": true, "winner": 1, "reason": "finalObjective"})")
                .object());
        result = run({QStringLiteral("campaign-end"), QStringLiteral("-")},
                     R"({"act": 3, "chapter": 2, "players": [{"power": 40, "fate": "A"},
                        {"power": 41, "fate": "C", "marker": 2}]})");
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(R"({"ended": false, "winner": null, "reason": null})")
                     .object());
        result = run({QStringLiteral("campaign-end"), QStringLiteral("-")},
                     R"({"act": 3, "chapter": 4, "players": [{"power": 30, "fate": "B"},
                        {"power": 30, "fate": "A"}, {"power": 29, "fate": "C", "marker": 1}]})");
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(R"({"ended": true, "winner": 1, "reason": "mostPower"})")
                     .object());
    }

    void roundMatchesTheContract() {
        const Run result =
            run({QStringLiteral("round"), QStringLiteral("-")}, R"({"players": 4, "initiative": 0,
            "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}, "declare": "tyrant"},
                      {"player": 1, "type": "surpass", "card": {"suit": "aggression", "number": 5}},
                      {"player": 2, "type": "copy"},
                      {"player": 3, "type": "pivot", "card": {"suit": "construction", "number": 2}, "seize": true}]})");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(
                     R"({"initiative": 3, "seized": 3, "pips": [2, 2, 1, 1], "event": false})")
                     .object());
    }

    void roundWithoutSeizeIsNull() {
        const Run result =
            run({QStringLiteral("round"), QStringLiteral("-")}, R"({"players": 3, "initiative": 2,
            "plays": [{"player": 2, "type": "lead", "card": {"suit": "mobilization", "number": 4}},
                      {"player": 0, "type": "pivot", "card": {"suit": "administration", "number": 6}}]})");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(
                     R"({"initiative": 2, "seized": null, "pips": [3, 1], "event": false})")
                     .object());
    }

    // Each play may carry its turn: actions paid by its pips, Prelude resources and extras.
    void roundPaysEachTurnsActions() {
        const Run result =
            run({QStringLiteral("round"), QStringLiteral("-")}, R"({"players": 4, "initiative": 0,
            "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}, "declare": "tyrant", "actions": ["move", "battle"]},
                      {"player": 1, "type": "surpass", "card": {"suit": "aggression", "number": 5}, "actions": ["move", "move", "tax"], "prelude": ["fuel"], "extra": 1},
                      {"player": 2, "type": "copy", "actions": ["secure"]},
                      {"player": 3, "type": "pivot", "card": {"suit": "construction", "number": 2}, "seize": true, "actions": ["battle", "build"], "prelude": ["material", "weapon"]}]})");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(
                     R"({"initiative": 3, "seized": 3, "pips": [2, 2, 1, 1], "event": false})")
                     .object());
    }

    // A campaign round's Event cards: the lead's pips, none after another Event, and "event".
    void roundWithEventCardsMatchesTheContract() {
        const char *plays = R"("plays": [
            {"player": 1, "type": "lead", "card": {"suit": "mobilization", "number": 4}},
            {"player": 2, "type": "event", "actions": ["move", "move", "influence", "move"], "prelude": ["psionic"]},
            {"player": 0, "type": "event", "seize": true}])";
        Run result = run({QStringLiteral("round"), QStringLiteral("-")},
                         QStringLiteral(R"({"players": 3, "initiative": 1, "campaign": true, %1})")
                             .arg(QLatin1String(plays))
                             .toUtf8());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(result.out).object(),
                 QJsonDocument::fromJson(
                     R"({"initiative": 0, "seized": 0, "pips": [3, 3, 0], "event": true})")
                     .object());
        result = run({QStringLiteral("round"), QStringLiteral("-")},
                     QStringLiteral(R"({"players": 3, "initiative": 1, %1})")
                         .arg(QLatin1String(plays))
                         .toUtf8());
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err.trimmed(),
                 QByteArray("arcs-cli: Event cards are in a campaign's action deck only."));
        result = run({QStringLiteral("round"), QStringLiteral("-")},
                     R"({"players": 2, "initiative": 0, "campaign": true,
                        "plays": [{"player": 0, "type": "event"}]})");
        QCOMPARE(result.exitCode, 2);
        result = run({QStringLiteral("round"), QStringLiteral("-")},
                     R"({"players": 3, "initiative": 0, "campaign": true, "plays": [
                        {"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}},
                        {"player": 1, "type": "event"},
                        {"player": 2, "type": "event", "actions": ["battle"]}]})");
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(
            result.err.startsWith("arcs-cli: play 3 (player 2): battle (action 1) cannot be paid"),
            result.err.constData());
    }

    void oddsListEveryOutcome() {
        const Run result =
            run({QStringLiteral("odds"), QStringLiteral("--assault"), QStringLiteral("1")});
        QCOMPARE(result.exitCode, 0);
        const QJsonArray outcomes =
            QJsonDocument::fromJson(result.out).object()[QStringLiteral("outcomes")].toArray();
        QCOMPARE(outcomes.size(), 5); // faces 4 and 5 show the same
        double sum = 0;
        for (const QJsonValue &outcome : outcomes) {
            QVERIFY(probability(outcome) > 0);
            sum += probability(outcome);
        }
        QVERIFY(std::abs(sum - 1) < 1e-12);
        const QJsonObject double_ = outcomes[2].toObject(); // hits 1, self-hit 1: two faces of six
        QCOMPARE(double_[QStringLiteral("hits")].toInt(), 1);
        QCOMPARE(double_[QStringLiteral("selfHits")].toInt(), 1);
        QCOMPARE(double_[QStringLiteral("intercept")].toBool(), false);
        QCOMPARE(probability(double_), 2.0 / 6);
    }

    void oddsOfTheLargestPool() {
        const Run result = run({"odds", "--assault", "6", "--skirmish", "6", "--raid", "6"});
        QCOMPARE(result.exitCode, 0);
        double sum = 0;
        for (const QJsonValue &outcome :
             QJsonDocument::fromJson(result.out).object()[QStringLiteral("outcomes")].toArray())
            sum += probability(outcome);
        QVERIFY(std::abs(sum - 1) < 1e-9);
    }

    void setupMatchesTheContract() {
        const Run result = run({"setup", "--card", "4 Player Mix Up 1"});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject table = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(table[QStringLiteral("outOfPlay")].toArray(), (QJsonArray{3}));
        QCOMPARE(table[QStringLiteral("pieces")].toArray()[0].toObject(),
                 (QJsonObject{{"system", "4-arrow"},
                              {"player", 0},
                              {"ships", 3},
                              {"cities", 1},
                              {"starports", 0}}));
        QCOMPARE(table[QStringLiteral("pieces")].toArray().size(), 12);
        QCOMPARE(table[QStringLiteral("resources")].toArray()[0].toArray(),
                 (QJsonArray{"relic", "psionic"}));
        QVERIFY(!table.contains(QStringLiteral("dummy")));
        const Run two = run({"setup", "--card", "2 Player Frontiers"});
        QCOMPARE(QJsonDocument::fromJson(two.out).object()[QStringLiteral("dummy")].toObject(),
                 (QJsonObject{{"tycoon", 4}, {"warlord", 1}, {"keeper", 0}, {"empath", 1}}));
    }

    void setupRefusesUnknownNames() {
        Run result = run({"setup", "--card", "4 Player Mix Up 9"});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err,
                 QByteArray("arcs-cli: There is no setup card called \"4 Player Mix Up 9\".\n"));
        result = run({"setup", "--card", "2 Player Frontiers", "--leaders", "Elder,Baron"});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, QByteArray("arcs-cli: There is no leader called \"Baron\".\n"));
    }

    void oddsRefusesBadPools_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("seven") << QStringList{"odds", "--raid", "7"}
                               << QByteArray(
                                      "arcs-cli: At most 6 raid dice can be rolled, not 7.\n");
        QTest::newRow("negative")
            << QStringList{"odds", "--skirmish", "-1"}
            << QByteArray("arcs-cli: The number of skirmish dice cannot be negative (-1).\n");
        QTest::newRow("not a number")
            << QStringList{"odds", "--assault", "two"}
            << QByteArray("arcs-cli: --assault needs a whole number, found \"two\"\n");
        QTest::newRow("unknown option")
            << QStringList{"odds", "--laser", "1"}
            << QByteArray(
                   "arcs-cli: unknown option \"--laser\": use --assault A --skirmish S --raid R\n");
    }

    void oddsRefusesBadPools() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run result = run(args);
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, message);
    }

    void illegalInputExitsTwo_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("message");
        const QByteArray lead =
            R"({"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}})";
        QTest::newRow("surpass of another suit")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [)" + lead +
                   R"(, {"player": 1, "type": "surpass", "card": {"suit": "mobilization", "number": 5}}]})")
            << QByteArray("arcs-cli: Mobilization 5 cannot Surpass the Aggression lead: Surpass "
                          "with the lead suit, or Pivot.\n");
        QTest::newRow("a 7 with three players")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 7}}]})")
            << QByteArray("arcs-cli: Aggression 7 is not in the deck with 3 players: the 1s and 7s "
                          "are for 4 players only.\n");
        QTest::newRow("second seize")
            << "round"
            << QByteArray(
                   R"({"players": 4, "initiative": 0, "plays": [)" + lead +
                   R"(, {"player": 1, "type": "copy", "seize": true}, {"player": 2, "type": "copy", "seize": true}]})")
            << QByteArray("arcs-cli: The initiative was already seized this round.\n");
        QTest::newRow("the same card twice")
            << "round"
            << QByteArray(
                   R"({"players": 4, "initiative": 0, "plays": [)" + lead +
                   R"(, {"player": 1, "type": "surpass", "card": {"suit": "aggression", "number": 5}}, {"player": 2, "type": "surpass", "card": {"suit": "aggression", "number": 5}}]})")
            << QByteArray(
                   "arcs-cli: Aggression 5 was already played this round: check the card.\n");
        // The lead's own card typed again: that it is on the table already, not that it does
        // not Surpass (a cold play-test typed the lead's "m4" for the next player).
        QTest::newRow("the lead's card again")
            << "round"
            << QByteArray(
                   R"({"players": 4, "initiative": 0, "plays": [)" + lead +
                   R"(, {"player": 1, "type": "surpass", "card": {"suit": "aggression", "number": 3}}]})")
            << QByteArray(
                   "arcs-cli: Aggression 3 was already played this round: check the card.\n");
        QTest::newRow("seize card with a Surpass 7")
            << "round"
            << QByteArray(
                   R"({"players": 4, "initiative": 0, "plays": [)" + lead +
                   R"(, {"player": 1, "type": "surpass", "card": {"suit": "aggression", "number": 7}, "seize": true}]})")
            << QByteArray("arcs-cli: A Surpass with a 7 seizes the initiative by itself: no extra "
                          "card is needed.\n");
        QTest::newRow("declaration the card does not allow")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}, "declare": "keeper"}]})")
            << QByteArray("arcs-cli: Aggression 3 cannot declare Keeper.\n");
        const QByteArray copy =
            R"(, {"player": 1, "type": "copy", "actions": ["secure", "move"]}]})";
        QTest::newRow("more actions than the turn pays")
            << "round" << QByteArray(R"({"players": 3, "initiative": 0, "plays": [)" + lead + copy)
            << QByteArray("arcs-cli: play 2 (player 1): move (action 2) cannot be paid: this turn "
                          "has 1 pip (battle, move or secure)\n");
        QTest::newRow("an action the pips cannot take")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [{"player": 0, "type": "lead", "card": {"suit": "construction", "number": 3}, "actions": ["build", "battle"], "prelude": ["material"]}]})")
            << QByteArray(
                   "arcs-cli: play 1 (player 0): battle (action 2) cannot be paid: this turn "
                   "has 3 pips (build or repair), Material (build or repair)\n");
        QTest::newRow("an unknown action")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}, "actions": ["fly"]}]})")
            << QByteArray("arcs-cli: play 1: \"actions\" must be a list of tax, repair, influence, "
                          "battle, move, secure, build\n");
        QTest::newRow("negative extra actions")
            << "round"
            << QByteArray(
                   R"({"players": 3, "initiative": 0, "plays": [{"player": 0, "type": "lead", "card": {"suit": "aggression", "number": 3}, "extra": -1}]})")
            << QByteArray("arcs-cli: play 1: \"extra\" must be a whole number of actions, 0 or "
                          "more\n");
        QTest::newRow("dummy with three players")
            << "score" << QByteArray(R"({"players": 3, "dummy": {"tycoon": 1}})")
            << QByteArray("arcs-cli: Only a two-player game has a dummy player; this one has 3 "
                          "players.\n");
        QTest::newRow("city bonus not on the board")
            << "score" << QByteArray(R"({"players": 2, "cityBonus": [3, 0]})")
            << QByteArray(
                   "arcs-cli: A city bonus of 3 is not on the player board: it is 0, 2 or 5.\n");
        QTest::newRow("a marker value no marker shows")
            << "score" << QByteArray(R"({"players": 3, "declared": {"tycoon": [[4, 3]]}})")
            << QByteArray("arcs-cli: No ambition marker shows 4/3: the markers show 5/3, 3/2, "
                          "2/0, 9/4, 6/3, 4/2.\n");
        QTest::newRow("four markers")
            << "score"
            << QByteArray(
                   R"({"players": 3, "declared": {"tycoon": [[5, 3], [3, 2]], "keeper": [[2, 0], [6, 3]]}})")
            << QByteArray("arcs-cli: 6/3 is declared twice, or with its other side 3/2: each of "
                          "the 3 markers is in one ambition box at most.\n");
        QTest::newRow("a dummy count on Tyrant")
            << "score" << QByteArray(R"({"players": 2, "dummy": {"tyrant": 2}})")
            << QByteArray("arcs-cli: The dummy holds no Captives: its Tyrant count is always 0, "
                          "not 2.\n");
        QTest::newRow("not JSON")
            << "score" << QByteArray("{players: 2")
            << QByteArray(
                   "arcs-cli: the input is not valid JSON: unterminated object at offset 2\n");
        QTest::newRow("grand ambitions in act 2")
            << "score" << QByteArray(R"({"players": 2, "act": 2, "chapter": 1, "grand": [1, 0]})")
            << QByteArray("arcs-cli: Grand ambitions are scored in Act III only, not in Act 2.\n");
        QTest::newRow("grand ambitions in chapter 5")
            << "score" << QByteArray(R"({"players": 2, "act": 3, "chapter": 5, "grand": [1, 0]})")
            << QByteArray("arcs-cli: Act III has chapters 1 to 4, not 5.\n");
        QTest::newRow("three grand ambitions")
            << "score" << QByteArray(R"({"players": 2, "act": 3, "chapter": 1, "grand": [3, 0]})")
            << QByteArray(
                   "arcs-cli: A Fate has two grand ambitions: 3 fulfilled is not 0, 1 or 2.\n");
        QTest::newRow("act setup for act 1")
            << "act-setup" << QByteArray(R"({"act": 1, "event": "hex"})")
            << QByteArray("arcs-cli: \"act\" must be 2 or 3: Act I has its own setup "
                          "(arcs-cli campaign-setup)\n");
        QTest::newRow("act setup with an unknown symbol")
            << "act-setup" << QByteArray(R"({"act": 2, "event": "star"})")
            << QByteArray(
                   "arcs-cli: unknown event-die symbol \"star\": use arrow, crescent, hex\n");
        QTest::newRow("a failed objective at 0")
            << "intermission" << QByteArray(R"({"act": 1, "initiative": 0, "players": [{"power": 3,
                   "objective": "failed", "marker": 0}, {"power": 2, "objective": "completed"}]})")
            << QByteArray("arcs-cli: Player 1 failed their objective with the marker on 0: a "
                          "failed objective's marker is above 0.\n");
        QTest::newRow("an intermission after act 3")
            << "intermission" << QByteArray(R"({"act": 3, "initiative": 0, "players": [{"power": 3,
                   "objective": "completed"}, {"power": 2, "objective": "completed"}]})")
            << QByteArray("arcs-cli: An Intermission follows Act I or Act II, not Act 3.\n");
        QTest::newRow("a city on a gate")
            << "intermission" << QByteArray(R"({"act": 1, "initiative": 0, "players": [{"power": 3,
                   "objective": "completed"}, {"power": 2, "objective": "completed"}],
                   "systems": {"2-gate": {"freeCities": {"fresh": 1}}}})")
            << QByteArray("arcs-cli: systems.2-gate holds buildings; a gate has no building "
                          "slots\n");
        QTest::newRow("an unknown system")
            << "intermission" << QByteArray(R"({"act": 1, "initiative": 0, "players": [{"power": 3,
                   "objective": "completed"}, {"power": 2, "objective": "completed"}],
                   "systems": {"7-gate": {}}})")
            << QByteArray("arcs-cli: unknown system \"7-gate\": systems are named like "
                          "\"1-gate\" or \"4-crescent\"\n");
        QTest::newRow("a C Fate without its marker")
            << "campaign-end"
            << QByteArray(R"({"act": 3, "chapter": 1, "players": [{"power": 3, "fate": "C"},
                   {"power": 2, "fate": "A"}]})")
            << QByteArray("arcs-cli: Player 1 has a C Fate: give their final objective's "
                          "marker.\n");
        QTest::newRow("unknown ambition")
            << "score" << QByteArray(R"({"players": 2, "counts": {"glory": [1, 0]}})")
            << QByteArray("arcs-cli: unknown ambition \"glory\": use tycoon, tyrant, warlord, "
                          "keeper, empath\n");
    }

    void illegalInputExitsTwo() {
        QFETCH(QString, command);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, message);
        const Run result = run({command, QStringLiteral("-")}, input);
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err, message);
        QVERIFY(result.out.isEmpty());
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
        QTest::newRow("a number die of 7")
            << QStringList{"campaign-setup", "--players", "3", "--number", "7", "--event", "hex"}
            << QByteArray("arcs-cli: --number is the number die: 1 to 6, not \"7\"\n");
        QTest::newRow("campaign setup without the event die")
            << QStringList{"campaign-setup", "--players", "3", "--number", "2"}
            << QByteArray("arcs-cli: give --players N --number D --event SYMBOL, e.g. --players "
                          "3 --number 4 --event crescent\n");
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
