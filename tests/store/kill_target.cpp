// SPDX-License-Identifier: GPL-3.0-or-later
// The program tst_killsafe kills: it makes entries in a library as fast as it can and says on
// stdout which ones were saved. Usage: kill_target LIBRARY_PATH COUNT
//
// It continues the library's last game (or starts the demo table), then COUNT times commits a
// Power correction and prints "saved <seq> <value>" once the commit has returned.

#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "rules/EntryRules.h"
#include "state/GameSetup.h"
#include "store/Library.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

int fail(const QString &message) {
    std::fprintf(stderr, "kill_target: %s\n", qPrintable(message));
    return 1;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv); // QSqlDatabase loads its driver as a plugin
    const QStringList args = app.arguments();
    bool ok = false;
    const int count = args.size() == 3 ? args[2].toInt(&ok) : 0;
    if (!ok || count < 0)
        return fail(QStringLiteral("usage: kill_target LIBRARY_PATH COUNT"));

    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    QString error;
    std::optional<arcs::Library> library = arcs::Library::open(args[1], &error);
    if (!library)
        return fail(error);
    std::optional<qint64> game = library->lastGame();
    if (!game) {
        game = library->createGame(QStringLiteral("Killed again and again"),
                                   arcs::StartGame{arcs::GameSetup::demo(), 1}, &error);
        if (!game)
            return fail(error);
    }
    std::optional<arcs::Journal> journal = library->loadJournal(*game, catalog, &error);
    if (!journal)
        return fail(error);
    if (journal->cursor() != journal->size())
        return fail(QStringLiteral("the game has undone entries (cursor %1 of %2)")
                        .arg(journal->cursor())
                        .arg(journal->size()));

    for (int i = 0; i < count; ++i) {
        arcs::Correction correction;
        correction.target = arcs::CorrectionTarget::Power;
        correction.player = i % 4;
        correction.value = (i * 7) % 100;
        const arcs::Entry action = correction;
        if (const QString problem = arcs::entryProblem(journal->state(), action, catalog);
            !problem.isEmpty())
            return fail(QStringLiteral("entry %1 is refused: %2").arg(i).arg(problem));
        const int seq = journal->cursor();
        const arcs::GameState after = arcs::applyEntry(journal->state(), action, catalog);
        if (const QString problem = library->appendEntry(*game, seq, action, after);
            !problem.isEmpty())
            return fail(problem);
        if (const QString problem = journal->apply(action); !problem.isEmpty())
            return fail(problem);
        // Only now is the entry reported as saved: the commit above has returned.
        std::printf("saved %d %d\n", seq, correction.value);
        std::fflush(stdout);
    }
    return 0;
}
