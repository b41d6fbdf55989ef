// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"
#include "data/Catalog.h"
#include "rules/Odds.h"

#include <QJsonArray>

// arcs-cli odds: the exact distribution of a battle dice pool.
namespace cli {

int oddsCommand(const QStringList &args) {
    arcs::DicePool pool;
    for (qsizetype i = 0; i < args.size(); i += 2) {
        const QString &option = args[i];
        int *count = option == QLatin1String("--assault")    ? &pool.assault
                     : option == QLatin1String("--skirmish") ? &pool.skirmish
                     : option == QLatin1String("--raid")     ? &pool.raid
                                                             : nullptr;
        if (!count)
            return fail(
                QStringLiteral("unknown option \"%1\": use --assault A --skirmish S --raid R")
                    .arg(option));
        bool ok = false;
        *count = args.value(i + 1).toInt(&ok);
        if (!ok)
            return fail(QStringLiteral("%1 needs a whole number, found \"%2\"")
                            .arg(option, args.value(i + 1)));
    }
    const arcs::DiceData &dice = arcs::Catalog::builtIn().dice;
    const QString problem = arcs::dicePoolProblem(pool, dice);
    if (!problem.isEmpty())
        return fail(problem);
    const arcs::RollDistribution distribution = arcs::rollDistribution(pool, dice);
    QJsonArray outcomes;
    for (const arcs::RollOutcome &outcome : distribution.outcomes())
        outcomes.append(QJsonObject{{QStringLiteral("hits"), outcome.hits},
                                    {QStringLiteral("selfHits"), outcome.selfHits},
                                    {QStringLiteral("intercept"), outcome.intercept},
                                    {QStringLiteral("buildingHits"), outcome.buildingHits},
                                    {QStringLiteral("keys"), outcome.keys},
                                    {QStringLiteral("p"), distribution.probability(outcome)}});
    printJson({{QStringLiteral("outcomes"), outcomes}});
    return 0;
}

} // namespace cli
