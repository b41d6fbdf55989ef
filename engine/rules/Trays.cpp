// SPDX-License-Identifier: GPL-3.0-or-later
#include "Trays.h"

#include "BoardFacts.h"
#include "EntryWords.h"
#include "Intermission.h"
#include "data/Catalog.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Trays)
};

// " (1 damaged)": a message for each piece, as a translation counts it with its measure word.
QString damagedWords(Piece piece, int damaged) {
    const QString words = [piece] {
        switch (piece) {
        case Piece::Ship:
            return Text::tr(" (%1 damaged)", "3 ships (1 damaged)");
        case Piece::City:
            return Text::tr(" (%1 damaged)", "3 cities (1 damaged)");
        case Piece::Starport:
            return Text::tr(" (%1 damaged)", "3 starports (1 damaged)");
        case Piece::Agent: // agents are never damaged
            break;
        }
        Q_UNREACHABLE();
    }();
    return words.arg(damaged);
}

// "3 ships (1 damaged)"
QString countWords(Piece piece, const FreshDamaged &count) {
    QString words = countedPieces(piece, count.total());
    if (count.damaged > 0)
        words += damagedWords(piece, count.damaged);
    return words;
}

QString piecesWords(const QList<std::pair<Piece, FreshDamaged>> &pieces) {
    QStringList parts;
    for (const auto &[piece, count] : pieces) {
        if (count.total() > 0)
            parts << countWords(piece, count);
    }
    return listOf(parts);
}

QString ownerLine(const QString &owner, const QString &pieces) {
    return pieces.isEmpty() ? QString() : Text::tr("%1: %2").arg(owner, pieces);
}

QString nameOf(const QList<PlayerSeat> &seats, int seat) {
    return seat < seats.size() ? seats[seat].name : Text::tr("Player %1").arg(seat + 1);
}

// How a tray section is marked: G for a gate, a planet by its ID symbol.
QString sectionMark(SystemId system) {
    // The tray says G: the word beside it says what the rest of the app calls it.
    const std::optional<PlanetSymbol> symbol = planetSymbolOf(system.kind);
    return symbol ? symbolWord(*symbol) : Text::tr("G (gate)");
}

} // namespace

QString traySectionName(SystemId system) {
    return Text::tr("Cluster %1 · %2").arg(system.cluster).arg(sectionMark(system));
}

QString fateTokenWords(const FateToken &token, const QList<PlayerSeat> &seats) {
    QStringList what;
    if (token.loyalTo)
        what << Text::tr("Loyal to %1").arg(nameOf(seats, *token.loyalTo));
    if (token.damaged)
        what << Text::tr("damaged");
    if (token.harmable)
        what << Text::tr("can be harmed");
    return what.isEmpty() ? token.name : Text::tr("%1 (%2)").arg(token.name, listOf(what));
}

QStringList campaignPiecesHere(const SystemState &here, const QList<PlayerSeat> &seats) {
    QStringList lines;
    lines << ownerLine(Text::tr("Empire"), piecesWords({{Piece::Ship, here.imperialShips}}));
    lines << ownerLine(Text::tr("Free"), piecesWords({{Piece::City, here.freeCities},
                                                      {Piece::Starport, here.freeStarports}}));
    if (here.blight.total() > 0)
        lines << (here.blight.damaged > 0 ? Text::tr("Blight: %1 (%2 damaged)")
                                                .arg(here.blight.total())
                                                .arg(here.blight.damaged)
                                          : Text::tr("Blight: %1").arg(here.blight.total()));
    if (!here.fateTokens.isEmpty()) {
        QStringList tokens;
        for (const FateToken &token : here.fateTokens)
            tokens << fateTokenWords(token, seats);
        lines << Text::tr("Fate tokens: %1").arg(listOf(tokens));
    }
    lines.removeAll(QString());
    return lines;
}

QList<TraySection> mapTrays(const Board &board, const QList<PlayerSeat> &seats) {
    QList<TraySection> sections;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        const SystemState &here = board.at(system);
        QStringList lines;
        for (int seat = 0; seat < here.players.size(); ++seat) {
            const PiecesHere &pieces = here.players[seat];
            QStringList words{piecesWords({{Piece::Ship, pieces.ships},
                                           {Piece::City, pieces.cities},
                                           {Piece::Starport, pieces.starports}})};
            // The Flagship piece is packed where it stands, so the next evening puts it back.
            const std::optional<Flagship> &flagship = board.areas.value(seat).flagship;
            if (flagship && flagship->system == system)
                words << Text::tr("the Flagship");
            words.removeAll(QString());
            lines << ownerLine(nameOf(seats, seat), listOf(words));
        }
        lines << campaignPiecesHere(here, seats);
        lines.removeAll(QString());
        if (!lines.isEmpty())
            sections.append({system, lines});
    }
    return sections;
}

PlayerTray playerTray(const Board &board, int seat, const QList<PlayerSeat> &seats,
                      const Catalog &catalog) {
    const PlayerArea &area = board.areas[seat];
    PlayerTray tray{seat, {}, {}, {}};
    for (const QString &card : area.guildCards) {
        const int held = area.heldOnCards.value(card);
        tray.largeWell << (held > 0 ? Text::tr("%1, holding %2 resources")
                                          .arg(board.court.cardName(card, catalog))
                                          .arg(held)
                                    : board.court.cardName(card, catalog));
    }
    tray.largeWell << area.lore;
    QStringList resources;
    for (const auto &resource : area.resources) {
        if (resource)
            resources << resourceWord(*resource);
    }
    if (!resources.isEmpty())
        tray.smallWell << Text::tr("Resources: %1").arg(listOf(resources));
    for (auto it = area.frozen.begin(); it != area.frozen.end(); ++it) {
        QStringList frozen;
        for (ResourceType type : *it)
            frozen << resourceWord(type);
        tray.smallWell << Text::tr("Frozen on %1: %2").arg(it.key(), listOf(frozen));
    }
    for (int owner = 0; owner < area.trophies.size(); ++owner) {
        const PieceCounts &trophies = area.trophies[owner];
        if (trophies.total() == 0)
            continue;
        QStringList kinds;
        for (Piece piece : {Piece::Ship, Piece::City, Piece::Starport, Piece::Agent}) {
            if (trophies.of(piece) > 0)
                kinds << countedPieces(piece, trophies.of(piece));
        }
        tray.smallWell << Text::tr("Trophies of %1: %2").arg(nameOf(seats, owner), listOf(kinds));
    }
    for (int owner = 0; owner < area.captives.size(); ++owner) {
        if (area.captives[owner] > 0)
            tray.smallWell << Text::tr("Captives of %1: %2")
                                  .arg(nameOf(seats, owner),
                                       countedPieces(Piece::Agent, area.captives[owner]));
    }
    // A campaign's Trophies of the Empire, the Free States and the Blight.
    const CampaignTrophies &campaign = area.campaignTrophies;
    tray.smallWell << ownerLine(Text::tr("Trophies of the Empire"),
                                piecesWords({{Piece::Ship, {campaign.imperialShips, 0}}}));
    tray.smallWell << ownerLine(Text::tr("Trophies of the Free States"),
                                piecesWords({{Piece::City, {campaign.freeCities, 0}},
                                             {Piece::Starport, {campaign.freeStarports, 0}}}));
    if (campaign.blight > 0)
        tray.smallWell << Text::tr("Blight Trophies: %1").arg(campaign.blight);
    for (int owner = 0; owner < area.favors.size(); ++owner) {
        if (area.favors[owner] > 0)
            tray.smallWell << Text::tr("Favors of %1 (on the Fate card): %2")
                                  .arg(nameOf(seats, owner),
                                       countedPieces(Piece::Agent, area.favors[owner]));
    }
    tray.smallWell.removeAll(QString());
    const PieceCounts supply = inSupply(board, seat, catalog);
    QStringList left;
    for (Piece piece : {Piece::Ship, Piece::City, Piece::Starport, Piece::Agent})
        left << countedPieces(piece, std::max(0, supply.of(piece)));
    tray.supply = listOf(left);
    return tray;
}

QStringList courtRowLines(const Board &board, const QList<PlayerSeat> &seats,
                          const Catalog &catalog) {
    QStringList lines;
    for (const CourtCardInPlay &card : board.court.row) {
        QStringList agents;
        for (int seat = 0; seat < card.agents.size(); ++seat) {
            if (card.agents[seat] > 0)
                agents << Text::tr("%1 %2").arg(nameOf(seats, seat)).arg(card.agents[seat]);
        }
        QString line = agents.isEmpty()
                           ? board.court.cardName(card.card, catalog)
                           : Text::tr("%1 (agents: %2)")
                                 .arg(board.court.cardName(card.card, catalog), listOf(agents));
        for (const QString &attached : card.attached)
            line = Text::tr("%1, with %2 attached above")
                       .arg(line, board.court.cardName(attached, catalog));
        lines << line;
    }
    return lines;
}

QString packedAt(const CampaignSoFar &campaign, const Catalog &catalog) {
    const TableNow now = tableNow(campaign, catalog);
    const GameState &latest = campaign.acts.constLast();
    if (now.intermissionStep >= IntermissionChoices::stepCount)
        return Text::tr("After the Intermission that ended Act %1: Act %2 is next.")
            .arg(actWord(now.act), actWord(now.act + 1));
    if (now.intermissionStep >= 0)
        return Text::tr("In the Intermission after Act %1: %2.")
            .arg(actWord(now.act), intermissionStepTitle(now.intermissionStep));
    if (latest.phase == Phase::GameOver)
        return Text::tr("Act %1 is over: the campaign has ended.").arg(actWord(now.act));
    if (latest.phase == Phase::Placement)
        return Text::tr("Act %1, during the placement loop.").arg(actWord(now.act));
    return Text::tr("Act %1, chapter %2, round %3.")
        .arg(actWord(now.act))
        .arg(latest.chapter)
        .arg(latest.round);
}

namespace {

// Everything but the map trays, in packing order.
QList<PackingStep> offTheMap(const CampaignSoFar &campaign, const TableNow &now,
                             const Catalog &catalog) {
    const GameState &latest = campaign.acts.constLast();
    const QList<PlayerSeat> &seats = latest.setup.seats;
    QList<PackingStep> steps;
    for (int seat = 0; seat < seats.size(); ++seat) {
        const PlayerTray tray = playerTray(now.board, seat, seats, catalog);
        const QString none = Text::tr("nothing");
        steps.append(
            {Text::tr("%1's tray").arg(seats[seat].name),
             {Text::tr("Large well: %1")
                  .arg(tray.largeWell.isEmpty() ? Text::tr("the Fate Set's cards")
                                                : tray.largeWell.join(QStringLiteral("; "))),
              Text::tr("Small well: %1")
                  .arg(tray.smallWell.isEmpty() ? none : tray.smallWell.join(QStringLiteral("; "))),
              Text::tr("In the supply: %1").arg(tray.supply)}});
    }
    QStringList track;
    const bool inAct = now.intermissionStep < 0;
    for (int seat = 0; seat < seats.size(); ++seat) {
        const auto marker =
            latest.campaign && inAct ? latest.campaign->objectiveMarkers.value(seat) : std::nullopt;
        track << (marker
                      ? Text::tr("%1: %2 Power, objective marker on %3")
                            .arg(seats[seat].name)
                            .arg(now.power.value(seat))
                            .arg(*marker)
                      : Text::tr("%1: %2 Power").arg(seats[seat].name).arg(now.power.value(seat)));
    }
    track << Text::tr("Initiative: %1").arg(seats.value(now.initiative).name);
    if (latest.campaign && latest.campaign->firstRegent && inAct) {
        const QString regent = seats.value(*latest.campaign->firstRegent).name;
        QStringList trust;
        for (ResourceType type : now.board.imperialTrust)
            trust << resourceWord(type);
        track << (trust.isEmpty() ? Text::tr("First Regent: %1").arg(regent)
                                  : Text::tr("First Regent: %1, the Imperial Trust on the tile: %2")
                                        .arg(regent, listOf(trust)));
    }
    steps.append({Text::tr("Power track"), track});
    const QStringList court = courtRowLines(now.board, seats, catalog);
    if (!court.isEmpty())
        steps.append({Text::tr("Court row, left to right"), court});
    return steps;
}

} // namespace

QList<PackingStep> packingList(const CampaignSoFar &campaign, const Catalog &catalog) {
    const TableNow now = tableNow(campaign, catalog);
    QList<PackingStep> steps;
    for (const TraySection &section : mapTrays(now.board, campaign.acts.constLast().setup.seats))
        steps.append({traySectionName(section.system), section.pieces});
    return steps + offTheMap(campaign, now, catalog);
}

QList<UnpackStep> unpackGuide(const CampaignSoFar &campaign, const Catalog &catalog) {
    const TableNow now = tableNow(campaign, catalog);
    QList<UnpackStep> steps;
    for (const TraySection &section : mapTrays(now.board, campaign.acts.constLast().setup.seats)) {
        const QString cluster = Text::tr("Cluster %1").arg(section.system.cluster);
        if (steps.isEmpty() || steps.last().title != cluster)
            steps.append({cluster, {}});
        steps.last().parts.append({sectionMark(section.system), section.pieces});
    }
    for (const PackingStep &step : offTheMap(campaign, now, catalog))
        steps.append({step.title, {{QString(), step.lines}}});
    return steps;
}

} // namespace arcs
