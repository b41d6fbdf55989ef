// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "rules/EntryRules.h"
#include "state/GameSetup.h"
#include "store/Library.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <map>
#include <random>

namespace {

constexpr int trials = 120;
constexpr int entriesPerRun = 2000;     // more than a run makes before it is killed
constexpr int entriesPerLibrary = 1000; // then a new library, so that replays stay quick
// A rollback journal a kill left, and an older library's write-ahead log.
const QStringList libraryFiles{QString(), QStringLiteral("-journal"), QStringLiteral("-wal"),
                               QStringLiteral("-shm")};

// The library as a killed process left it: the database with its journal or log.
bool copyLibrary(const QString &from, const QString &to) {
    for (const QString &suffix : libraryFiles) {
        QFile::remove(to + suffix);
        if (QFile::exists(from + suffix) && !QFile::copy(from + suffix, to + suffix))
            return false;
    }
    return true;
}

void removeLibrary(const QString &path) {
    for (const QString &suffix : libraryFiles)
        QFile::remove(path + suffix);
}

QString entryText(const arcs::Entry &action) {
    return QString::fromUtf8(
        QJsonDocument(arcs::entryToJson(action)).toJson(QJsonDocument::Compact));
}

// What is wrong with the library at `path`, given every entry reported saved (seq -> value)
// and the last of them; empty when the game replays, every saved entry is there, and at most
// one more (the one being made when the process was killed). Gives the game's entries.
QString problemWith(const QString &path, const std::map<int, int> &saved, int lastSaved,
                    int *entries) {
    QString error;
    const std::optional<arcs::Library> library = arcs::Library::open(path, &error);
    if (!library)
        return QStringLiteral("the library does not open: %1").arg(error);
    const std::optional<qint64> game = library->lastGame();
    if (!game)
        return QStringLiteral("the library has no last game");
    const std::optional<arcs::Journal> journal =
        library->loadJournal(*game, arcs::Catalog::builtIn(), &error);
    if (!journal)
        return QStringLiteral("the game does not replay: %1").arg(error);
    if (journal->cursor() != journal->size())
        return QStringLiteral("the cursor is %1 but the game has %2 entries")
            .arg(journal->cursor())
            .arg(journal->size());
    for (const auto &[seq, value] : saved) {
        if (seq >= journal->size())
            return QStringLiteral("entry %1 was reported saved but the game has only %2 entries")
                .arg(seq)
                .arg(journal->size());
        const auto *correction = std::get_if<arcs::Correction>(&journal->entry(seq));
        if (!correction || correction->target != arcs::CorrectionTarget::Power ||
            correction->value != value)
            return QStringLiteral("entry %1 was saved as a Power correction to %2 but is %3")
                .arg(seq)
                .arg(value)
                .arg(entryText(journal->entry(seq)));
    }
    if (journal->size() > lastSaved + 2)
        return QStringLiteral("the game has %1 entries but the last reported saved is entry %2: "
                              "more than the one being made was kept")
            .arg(journal->size())
            .arg(lastSaved);
    for (int seq = lastSaved + 1; seq < journal->size(); ++seq) {
        if (!std::holds_alternative<arcs::Correction>(journal->entry(seq)))
            return QStringLiteral("the unreported entry %1 is %2")
                .arg(seq)
                .arg(entryText(journal->entry(seq)));
    }
    *entries = journal->size();
    return {};
}

} // namespace

// kill_target makes entries in a library and is killed (SIGKILL) at random moments; after each
// kill the library must hold every entry it had reported saved, and at most one more.
class TestKillSafe : public QObject {
    Q_OBJECT

private slots:
    // Killed while it creates or opens its library (from the moment it starts): the library is
    // either not there yet or whole, so the next start always works.
    void killedWhileCreatingLeavesAUsableLibrary() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        int killedEarly = 0;
        for (int trial = 0; trial < 40; ++trial) {
            const QString path = dir.filePath(QStringLiteral("new-%1.sqlite").arg(trial));
            std::mt19937 random{quint32(1000 + trial)};
            QProcess process;
            process.start(QStringLiteral(KILL_TARGET), {path, QString::number(entriesPerRun)});
            QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
            QThread::msleep(std::uniform_int_distribution<int>(0, 25)(random));
            process.kill();
            process.waitForFinished(30000);
            killedEarly += process.readAllStandardOutput().isEmpty() ? 1 : 0;

            QProcess again;
            again.start(QStringLiteral(KILL_TARGET), {path, QStringLiteral("3")});
            QVERIFY2(again.waitForFinished(30000) && again.exitStatus() == QProcess::NormalExit &&
                         again.exitCode() == 0,
                     qPrintable(QStringLiteral("trial %1: after the kill the library could not "
                                               "be used: %2")
                                    .arg(trial)
                                    .arg(QString::fromUtf8(again.readAllStandardError()))));
            QVERIFY(again.readAllStandardOutput().contains("saved"));
        }
        qInfo("40 trials killed from the start (%d before anything was saved); every library "
              "opened afterwards",
              killedEarly);
    }

    void killedAtRandomMomentsLosesNoSavedEntry() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QElapsedTimer timer;
        timer.start();
        int library = 1;
        int killed = 0;
        int reportedTotal = 0;
        int entriesInFullLibraries = 0;
        int entries = 0;
        std::map<int, int> saved; // every entry reported saved in this library: seq -> value
        int lastSaved = 0;        // the start of the game is entry 0

        for (int trial = 0; trial < trials; ++trial) {
            const QString path = dir.filePath(QStringLiteral("library-%1.sqlite").arg(library));
            std::mt19937 random{quint32(trial)};
            const int delay = std::uniform_int_distribution<int>(5, 60)(random);
            const QString where = QStringLiteral("trial %1 (library %2, killed %3 ms after the "
                                                 "first save)")
                                      .arg(trial)
                                      .arg(library)
                                      .arg(delay);

            // Each run continues the game the previous (killed) run left.
            QProcess process;
            process.start(QStringLiteral(KILL_TARGET), {path, QString::number(entriesPerRun)});
            QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
            if (process.waitForReadyRead(30000))
                QThread::msleep(delay);
            process.kill(); // SIGKILL
            QVERIFY2(process.waitForFinished(30000), qPrintable(where));
            const QByteArray out = process.readAllStandardOutput();
            const bool wasKilled = process.exitStatus() == QProcess::CrashExit;
            QVERIFY2(wasKilled || process.exitCode() == 0,
                     qPrintable(where + QStringLiteral(": kill_target failed: ") +
                                QString::fromUtf8(process.readAllStandardError())));
            killed += wasKilled;

            // Every complete line; a line cut short by the kill was not reported.
            const QList<QByteArray> lines = out.split('\n');
            int reported = 0;
            for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
                const QList<QByteArray> words = lines[i].split(' ');
                bool seqOk = false;
                bool valueOk = false;
                const int seq = words.value(1).toInt(&seqOk);
                const int value = words.value(2).toInt(&valueOk);
                QVERIFY2(words.size() == 3 && words[0] == "saved" && seqOk && valueOk,
                         qPrintable(where + QStringLiteral(": unexpected output \"%1\"")
                                                .arg(QString::fromUtf8(lines[i]))));
                QVERIFY2(seq > lastSaved, qPrintable(where + QStringLiteral(": entry %1 reported "
                                                                            "after entry %2")
                                                                 .arg(seq)
                                                                 .arg(lastSaved)));
                saved[seq] = value;
                lastSaved = seq;
                ++reported;
            }
            QVERIFY2(reported > 0, qPrintable(where + QStringLiteral(": nothing was saved")));
            reportedTotal += reported;

            // Checked on a copy, so that the next run opens the library as the kill left it.
            const QString copy = dir.filePath(QStringLiteral("check.sqlite"));
            QVERIFY2(copyLibrary(path, copy), qPrintable(where));
            const QString problem = problemWith(copy, saved, lastSaved, &entries);
            removeLibrary(copy);
            QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));

            if (entries >= entriesPerLibrary) {
                // The original too, now that no run will continue it.
                QString last = problemWith(path, saved, lastSaved, &entries);
                QVERIFY2(last.isEmpty(), qPrintable(where + QStringLiteral(": ") + last));
                entriesInFullLibraries += entries;
                entries = 0;
                saved.clear();
                lastSaved = 0;
                ++library;
            }
        }
        if (entries > 0) {
            const QString path = dir.filePath(QStringLiteral("library-%1.sqlite").arg(library));
            const QString last = problemWith(path, saved, lastSaved, &entries);
            QVERIFY2(last.isEmpty(), qPrintable(QStringLiteral("at the end: ") + last));
        }

        qInfo("%d trials (%d killed mid-run) in %lld ms: %d entries reported saved, %d entries "
              "in %d libraries",
              trials, killed, qint64(timer.elapsed()), reportedTotal,
              entriesInFullLibraries + entries, entries > 0 ? library : library - 1);
        QVERIFY2(killed >= 100, "too few runs were killed before they finished: raise "
                                "entriesPerRun");
    }

    // Regression (play-test 60): a file dialog in the app read the library's type, opening and
    // closing the file, which dropped the process's SQLite locks; arcs-cli closing the library
    // then deleted the write-ahead log that the app went on committing into, and the app's
    // entries from then on were lost at the next kill. The file as it stands holds them all.
    void aFileDialogReadingTheLibraryLosesNothing() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        const arcs::Catalog &catalog = arcs::Catalog::builtIn();
        QString error;
        std::optional<arcs::Library> library = arcs::Library::open(path, &error);
        QVERIFY2(library, qPrintable(error));
        const std::optional<qint64> game = library->createGame(
            QStringLiteral("On the table"), arcs::StartGame{arcs::GameSetup::demo(), 1}, &error);
        QVERIFY2(game, qPrintable(error));
        // kill_target plays the game made last, not this one.
        QVERIFY(library->createGame(QStringLiteral("Elsewhere"),
                                    arcs::StartGame{arcs::GameSetup::demo(), 2}, &error));
        std::optional<arcs::Journal> journal = library->loadJournal(*game, catalog, &error);
        QVERIFY2(journal, qPrintable(error));
        const auto enter = [&](int value) {
            arcs::Correction correction;
            correction.target = arcs::CorrectionTarget::Power;
            correction.value = value;
            const arcs::Entry entry = correction;
            const QString problem =
                library->appendEntry(*game, journal->cursor(), entry,
                                     arcs::applyEntry(journal->state(), entry, catalog));
            return problem.isEmpty() ? journal->apply(entry) : problem;
        };
        QCOMPARE(enter(3), QString());
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.read(16), QByteArray("SQLite format 3\0", 16));
        } // closed, as the dialog closes it
        QProcess other;
        other.start(QStringLiteral(KILL_TARGET), {path, QStringLiteral("1")});
        QVERIFY(other.waitForFinished(30000) && other.exitCode() == 0);
        QCOMPARE(enter(5), QString());

        const QString copy = dir.filePath(QStringLiteral("as-killed.sqlite"));
        QVERIFY(copyLibrary(path, copy));
        const std::optional<arcs::Library> left = arcs::Library::open(copy, &error);
        QVERIFY2(left, qPrintable(error));
        const std::optional<arcs::Journal> kept = left->loadJournal(*game, catalog, &error);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(kept->size(), 3);
        QCOMPARE(kept->state().players[0].power, 5);
    }
};

QTEST_GUILESS_MAIN(TestKillSafe)
#include "tst_killsafe.moc"
