// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"
#include "data/Catalog.h"
#include "rules/StartingPieces.h"

#include <QJsonArray>

// arcs-cli setup: the table right after setup for a setup card (and leaders).
namespace cli {

int setupCommand(const QStringList &args) {
    QString card;
    QStringList leaders;
    for (qsizetype i = 0; i < args.size(); i += 2) {
        if (i + 1 >= args.size())
            return fail(QStringLiteral("%1 needs a value").arg(args[i]));
        if (args[i] == QLatin1String("--card"))
            card = args[i + 1];
        else if (args[i] == QLatin1String("--leaders"))
            leaders = args[i + 1].split(u',', Qt::SkipEmptyParts);
        else
            return fail(
                QStringLiteral("unknown option \"%1\": use --card NAME [--leaders L1,L2,...]")
                    .arg(args[i]));
    }
    if (card.isEmpty())
        return fail(QStringLiteral("give the setup card: --card \"4 Player Mix Up 1\""));
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const QString problem = arcs::startingTableProblem(card, leaders, catalog);
    if (!problem.isEmpty())
        return fail(problem);
    const arcs::StartingTable table = arcs::startingTable(card, leaders, catalog);

    QJsonArray outOfPlay;
    for (int cluster : table.outOfPlay)
        outOfPlay.append(cluster);
    QJsonArray pieces;
    for (const arcs::PiecesInSystem &entry : table.pieces)
        pieces.append(QJsonObject{{QStringLiteral("system"), entry.system.name()},
                                  {QStringLiteral("player"), entry.player},
                                  {QStringLiteral("ships"), entry.ships},
                                  {QStringLiteral("cities"), entry.cities},
                                  {QStringLiteral("starports"), entry.starports}});
    QJsonArray resources;
    for (const auto &held : table.resources)
        resources.append(QJsonArray{arcs::nameOf(held[0]), arcs::nameOf(held[1])});
    QJsonObject out{{QStringLiteral("outOfPlay"), outOfPlay},
                    {QStringLiteral("pieces"), pieces},
                    {QStringLiteral("resources"), resources}};
    if (table.dummy) {
        QJsonObject dummy;
        for (arcs::Ambition ambition : {arcs::Ambition::Tycoon, arcs::Ambition::Warlord,
                                        arcs::Ambition::Keeper, arcs::Ambition::Empath})
            dummy.insert(arcs::nameOf(ambition), table.dummy->value(ambition, 0));
        out.insert(QStringLiteral("dummy"), dummy);
    }
    printJson(out);
    return 0;
}

} // namespace cli
