// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignFile.h"

#include "entries/JsonValues.h"
#include "rules/EntryWords.h"
#include "rules/NextAct.h"

#include <QCoreApplication>

namespace arcs {

namespace {
// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CampaignFile)
};
} // namespace

QJsonObject campaignFileToJson(const CampaignFile &file) {
    QJsonArray acts, intermissions;
    for (const GameFile &act : file.acts)
        acts.append(gameFileToJson(act));
    for (const IntermissionChoices &choices : file.intermissions)
        intermissions.append(choices.toJson());
    return {{QStringLiteral("format"), QLatin1String(CampaignFile::format)},
            {QStringLiteral("version"), CampaignFile::version},
            {QStringLiteral("name"), file.name},
            {QStringLiteral("created"), file.created.toString(Qt::ISODate)},
            {QStringLiteral("updated"), file.updated.toString(Qt::ISODate)},
            {QStringLiteral("acts"), acts},
            {QStringLiteral("intermissions"), intermissions}};
}

CampaignSoFar campaignSoFar(const CampaignFile &file, const QList<Journal> &journals) {
    CampaignSoFar campaign{file.name, {}, file.intermissions};
    for (const Journal &journal : journals)
        campaign.acts.append(journal.state());
    return campaign;
}

QString campaignProblem(const QList<Journal> &journals,
                        const QList<IntermissionChoices> &intermissions, const Catalog &catalog) {
    if (journals.isEmpty() || journals.size() > 3)
        return Text::tr("a campaign has one to three Acts, not %1").arg(journals.size());
    if (intermissions.size() != journals.size() - 1 &&
        !(intermissions.size() == journals.size() && journals.size() < 3))
        return Text::tr("a campaign of %1 Acts has %2 or %3 Intermissions, not %4")
            .arg(journals.size())
            .arg(journals.size() - 1)
            .arg(std::min(qsizetype(2), journals.size()))
            .arg(intermissions.size());
    const GameSetup first = journals[0].stateAfter(1).setup;
    for (qsizetype i = 0; i < journals.size(); ++i) {
        const GameSetup setup = journals[i].stateAfter(1).setup;
        if (setup.mode != GameMode::Campaign || !setup.act || setup.act->act != i + 1)
            return Text::tr("Act %1 of the campaign is not set up as its Act %1")
                .arg(actWord(int(i + 1)));
        if (setup.seats != first.seats)
            return Text::tr("Act %1 is played by other players than Act I")
                .arg(actWord(int(i + 1)));
    }
    for (qsizetype i = 0; i < intermissions.size(); ++i) {
        const GameState &actEnd = journals[i].state();
        const bool nextActStarted = i + 1 < journals.size();
        if (!intermissionFollows(actEnd)) {
            if (nextActStarted)
                return Text::tr("Act %1 did not end before its Intermission")
                    .arg(actWord(int(i + 1)));
            if (intermissions[i].shipGates.size() != actEnd.playerCount() ||
                intermissions[i].fates.size() != actEnd.playerCount())
                return Text::tr("the Intermission after Act %1 is for another number of players")
                    .arg(actWord(int(i + 1)));
            continue; // the Act was taken back into play; the table's choices wait for its end
        }
        const QString problem = nextActStarted
                                    ? nextActProblem(actEnd, intermissions[i], catalog)
                                    : intermissionChoicesProblem(actEnd, intermissions[i], catalog);
        if (!problem.isEmpty())
            return Text::tr("the Intermission after Act %1: %2").arg(actWord(int(i + 1)), problem);
        if (!nextActStarted)
            continue;
        const ActSetup next = *journals[i + 1].stateAfter(1).setup.act;
        QList<int> chosen;
        for (const auto &fate : intermissions[i].fates)
            chosen.append(fate.value_or(0));
        const auto startsFrom = [&](CoveredResources covered) {
            return next.carried->startsFrom(
                tableAfterIntermission(actEnd, intermissions[i], catalog, covered));
        };
        if (!next.carried ||
            !(startsFrom(CoveredResources::Settled) || startsFrom(CoveredResources::LeftCovered)) ||
            next.fates != chosen)
            return Text::tr(
                       "Act %1 does not start from the table and the Fates its Intermission left")
                .arg(actWord(int(i + 2)));
    }
    return {};
}

std::optional<std::pair<CampaignFile, QList<Journal>>>
readCampaignFile(const QJsonObject &json, const Catalog &catalog, QString *error) {
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto header = readFileHeader(json, FileKind::Campaign, CampaignFile::version, error);
    if (!header)
        return std::nullopt;
    CampaignFile file{header->name, header->created, header->updated, {}, {}};
    if (!json.value(QStringLiteral("acts")).isArray() ||
        !json.value(QStringLiteral("intermissions")).isArray())
        return fail(Text::tr("\"acts\" and \"intermissions\" must be lists"));
    QList<Journal> journals;
    const QJsonArray acts = json.value(QStringLiteral("acts")).toArray();
    for (qsizetype i = 0; i < acts.size(); ++i) {
        QString problem;
        auto read = readGameFile(acts[i].toObject(), catalog, &problem);
        if (!read)
            return fail(Text::tr("Act %1: %2").arg(actWord(int(i + 1)), problem));
        file.acts.append(read->first);
        journals.append(std::move(read->second));
    }
    const QJsonArray intermissions = json.value(QStringLiteral("intermissions")).toArray();
    const int players = journals.isEmpty() ? 0 : journals[0].state().playerCount();
    for (qsizetype i = 0; i < intermissions.size(); ++i) {
        QString problem;
        const auto choices =
            IntermissionChoices::fromJson(intermissions[i].toObject(), players, &problem);
        if (!choices)
            return fail(
                Text::tr("the Intermission after Act %1: %2").arg(actWord(int(i + 1)), problem));
        file.intermissions.append(*choices);
    }
    if (const QString problem = campaignProblem(journals, file.intermissions, catalog);
        !problem.isEmpty())
        return fail(problem);
    return std::make_pair(file, journals);
}

} // namespace arcs
