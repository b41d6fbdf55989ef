// SPDX-License-Identifier: GPL-3.0-or-later
#include "Correction.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Correction)
};

// Far past any game's end and any pile on the table; keeps every sum bounded.
constexpr int maxPower = 99;
constexpr int maxCount = 99;

FreshDamaged &piecesOf(Board &board, const Correction &c) {
    SystemState &system = board.at(c.system);
    switch (c.side) {
    case Side::Player:
        return system.players[c.player].of(c.piece);
    case Side::Empire:
        return system.imperialShips;
    case Side::Free:
        return c.piece == Piece::City ? system.freeCities : system.freeStarports;
    case Side::Blight:
        break;
    }
    return system.blight;
}

// The count of one kind of campaign piece among a player's Trophies (side and piece checked).
int &campaignTrophy(CampaignTrophies &trophies, const Correction &c) {
    switch (c.side) {
    case Side::Empire:
        return trophies.imperialShips;
    case Side::Free:
        return c.piece == Piece::City ? trophies.freeCities : trophies.freeStarports;
    case Side::Player:
    case Side::Blight:
        break;
    }
    return trophies.blight;
}

QString campaignPieceWord(Side side, Piece piece) {
    if (side == Side::Empire)
        return Text::tr("Imperial ships");
    if (side == Side::Free)
        return piece == Piece::City ? Text::tr("Free cities") : Text::tr("Free starports");
    return Text::tr("Blight");
}

// The First Regent tile goes to a Regent, one holder at most (a card's effect, a deal).
QString firstRegentProblem(const GameState &state, const Correction &c) {
    if (!state.campaign)
        return Text::tr("Only a campaign has a First Regent.");
    if (c.value > 1)
        return Text::tr("A player takes the First Regent tile (1) or gives it up (0).");
    const QString who = state.playerName(c.player);
    const bool holds = state.campaign->firstRegent == c.player;
    if (c.value == 0)
        return holds ? QString() : Text::tr("%1 does not hold the First Regent tile.").arg(who);
    if (holds)
        return Text::tr("%1 holds the First Regent tile already.").arg(who);
    if (!isRegent(state.board, c.player))
        return Text::tr("%1 is an Outlaw: only a Regent holds the First Regent tile. Make them a "
                        "Regent first.")
            .arg(who);
    return {};
}

// Regent or Outlaw; the First Regent stays a Regent while they hold the tile.
QString titleProblem(const GameState &state, const Correction &c) {
    if (!state.campaign)
        return Text::tr("Only a campaign has Regents and Outlaws.");
    if (c.value > 1)
        return Text::tr("A player is a Regent (1) or an Outlaw (0).");
    const QString who = state.playerName(c.player);
    if ((c.value == 1) == isRegent(state.board, c.player))
        return c.value ? Text::tr("%1 is a Regent already.").arg(who)
                       : Text::tr("%1 is an Outlaw already.").arg(who);
    if (c.value == 0 && state.campaign->firstRegent == c.player)
        return Text::tr("%1 holds the First Regent tile: give the tile to another Regent (or to "
                        "nobody) first.")
            .arg(who);
    return {};
}

// What is wrong with the correction itself, before the box's limits are checked.
QString shapeProblem(const GameState &state, const Correction &c, const Catalog &catalog) {
    const Board &board = state.board;
    const bool seatOk = c.player >= 0 && c.player < state.playerCount();
    const bool hasPlayer =
        c.target != CorrectionTarget::CourtCard && c.target != CorrectionTarget::FateToken &&
        c.target != CorrectionTarget::Booklet && c.target != CorrectionTarget::BookletLaw &&
        c.target != CorrectionTarget::RaidCost && c.target != CorrectionTarget::Council &&
        c.target != CorrectionTarget::Trust && c.target != CorrectionTarget::Policy &&
        (c.target != CorrectionTarget::Pieces || c.side == Side::Player);
    if (hasPlayer && !seatOk)
        return Text::tr("Choose a player at this table.");
    if (c.value < 0)
        return Text::tr("A count cannot be negative.");
    if (c.target != CorrectionTarget::Power && c.value > maxCount)
        return Text::tr("No count on the table goes past %1.").arg(maxCount);
    switch (c.target) {
    case CorrectionTarget::Pieces:
        if (board.outOfPlay.contains(c.system.cluster))
            return Text::tr("%1 is out of play: it holds nothing.").arg(systemWord(c.system));
        if (c.piece == Piece::Agent)
            return Text::tr("Agents are not on the map: correct the Court or the Captives.");
        if (c.side == Side::Empire && c.piece != Piece::Ship)
            return Text::tr(
                "The Empire has ships only: Free cities and starports are side \"free\".");
        if (c.side == Side::Free && c.piece == Piece::Ship)
            return Text::tr(
                "Free pieces are cities and starports: Imperial ships are side \"empire\".");
        return {};
    case CorrectionTarget::Resource: {
        if (c.slot < 0 || c.slot >= board.areas[c.player].resources.size())
            return Text::tr("There is no resource slot %1.").arg(c.slot + 1);
        if (c.resource && !resourceSlotOpen(board, c.player, c.slot, catalog))
            return Text::tr("Slot %1 is still covered by a city: build cities to open it.")
                .arg(c.slot + 1);
        return {};
    }
    case CorrectionTarget::Captives:
    case CorrectionTarget::Trophies:
        if (c.owner < 0 || c.owner >= state.playerCount() || c.owner == c.player)
            return Text::tr(
                "Captives and Trophies belong to a Rival: choose whose pieces they are.");
        return {};
    case CorrectionTarget::Outrage:
        if (!c.resource)
            return Text::tr("Choose which resource is Outraged.");
        return c.value > 1 ? Text::tr("Outrage is on (1) or off (0).") : QString();
    case CorrectionTarget::CourtAgents:
        return courtPlace(board.court, c.card) < 0 ? Text::tr("That card is not in the Court row.")
                                                   : QString();
    case CorrectionTarget::CourtCard:
        if (c.slot < 0 || c.slot >= board.court.row.size())
            return Text::tr("The Court row has no place %1.").arg(c.slot + 1);
        if (const CourtCard *there = board.court.card(board.court.row[c.slot].card, catalog);
            there && there->kind == CourtCardKind::Council)
            return Text::tr("The Imperial Council stays in the Court: correct another place.");
        return board.court.deck.contains(c.card)
                   ? QString()
                   : Text::tr("The new Court card must come from the Court deck.");
    case CorrectionTarget::GuildCard: {
        const CourtCard *card = board.court.card(c.card, catalog);
        if (!card || card->kind != CourtCardKind::Guild)
            return Text::tr("Choose a Guild card.");
        if (c.value > 1)
            return Text::tr("A card is held (1) or not (0).");
        if (c.value == 1 && courtPlace(board.court, c.card) >= 0)
            return Text::tr("%1 is in the Court row: secure it instead.").arg(card->name);
        const int holder = holderOf(board, c.card);
        if (c.value == 0 && holder != c.player)
            return Text::tr("%1 does not hold %2.").arg(state.playerName(c.player), card->name);
        const bool leavesHolder = holder >= 0 && (c.value == 0 || holder != c.player);
        if (leavesHolder && !c.namedByCard)
            return protectedProblem(state, holder, c.card, catalog);
        return {};
    }
    case CorrectionTarget::HeldOnCard:
        return board.areas[c.player].guildCards.contains(c.card)
                   ? QString()
                   : Text::tr("%1 does not hold that card.").arg(state.playerName(c.player));
    case CorrectionTarget::Lore: {
        if (!catalog.loreCard(c.card))
            return Text::tr("There is no lore card called \"%1\".").arg(c.card);
        if (c.value > 1)
            return Text::tr("A card is held (1) or not (0).");
        const bool held = board.areas[c.player].lore.contains(c.card);
        if (c.value == 1 && !held) {
            for (const PlayerArea &area : board.areas) {
                if (area.lore.contains(c.card))
                    return Text::tr("Another player holds %1.").arg(c.card);
            }
        }
        return {};
    }
    case CorrectionTarget::Power:
        return c.value > maxPower ? Text::tr("Power runs from 0 to %1.").arg(maxPower) : QString();
    case CorrectionTarget::FirstRegent:
        return firstRegentProblem(state, c);
    case CorrectionTarget::Title:
        return titleProblem(state, c);
    case CorrectionTarget::Council:
        if (!state.campaign)
            return Text::tr("Only a campaign has the Imperial Council.");
        if (c.value > 1)
            return Text::tr("The Imperial Council is Decided (1) or In Session (0).");
        if ((c.value == 1) == board.court.councilDecided)
            return c.value ? Text::tr("The Imperial Council is Decided already.")
                           : Text::tr("The Imperial Council is In Session already.");
        return {};
    case CorrectionTarget::Trust:
        if (!state.campaign)
            return Text::tr("Only a campaign has the Imperial Trust.");
        if (!c.resource)
            return Text::tr("Name the resource the Imperial Trust holds.");
        return {};
    case CorrectionTarget::Policy:
        if (!state.campaign)
            return Text::tr("Only a campaign has an Imperial policy.");
        if (!fromName<ImperialPolicy>(c.card))
            return Text::tr("The Imperial policy is war, peace or escalation.");
        if (fromName<ImperialPolicy>(c.card) == state.campaign->policy)
            return Text::tr("%1 is the policy already.").arg(policyWord(state.campaign->policy));
        return {};
    case CorrectionTarget::CampaignTrophies:
        if (!state.campaign)
            return Text::tr("Only a campaign has Imperial, Free and Blight Trophies.");
        if (c.side == Side::Player)
            return Text::tr("A Rival's pieces are Trophies by whose they are: correct them "
                            "beside that Rival.");
        if (c.side == Side::Empire && c.piece != Piece::Ship)
            return Text::tr("The Empire has ships only: Free cities and starports are side "
                            "\"free\".");
        if (c.side == Side::Free && c.piece != Piece::City && c.piece != Piece::Starport)
            return Text::tr("Free pieces are cities and starports.");
        return {};
    case CorrectionTarget::Favors:
        if (!state.campaign)
            return Text::tr("Favors are a campaign's.");
        if (c.owner < 0 || c.owner >= state.playerCount() || c.owner == c.player)
            return Text::tr("A Favor is a Rival's agent: choose another player at this table.");
        return {};
    case CorrectionTarget::Initiative:
        if (state.initiative == c.player)
            return Text::tr("%1 holds the initiative already.").arg(state.playerName(c.player));
        // Turns go on clockwise from the round's leader: the marker's move counts from the next
        // round, so it is entered between rounds.
        if (!state.plays.isEmpty())
            return Text::tr("The round under way keeps its order: enter the initiative once its "
                            "last turn has ended, before the next card is led.");
        return {};
    case CorrectionTarget::FateToken:
        if (board.outOfPlay.contains(c.system.cluster))
            return Text::tr("%1 is out of play: it holds nothing.").arg(systemWord(c.system));
        if (c.card.trimmed().isEmpty())
            return Text::tr("A Fate token needs its label.");
        if (c.value > 1)
            return Text::tr("A token is there (1) or not (0).");
        if (c.value == 0 && board.at(c.system).tokenNamed(c.card) < 0)
            return Text::tr("There is no \"%1\" token in %2.").arg(c.card, systemWord(c.system));
        return {};
    case CorrectionTarget::Booklet: {
        if (!state.campaign)
            return Text::tr("Only a campaign has a rules booklet.");
        const bool fateEdict =
            std::any_of(catalog.edicts.begin(), catalog.edicts.end(),
                        [&c](const Edict &e) { return !e.fate.isEmpty() && e.name == c.card; });
        if (!fateEdict)
            return Text::tr("\"%1\" is not a Fate's Edict.").arg(c.card);
        if (c.value > 1)
            return Text::tr("An Edict is in the rules booklet (1) or not (0).");
        return {};
    }
    case CorrectionTarget::RaidCost: {
        const CourtCard *card = board.court.card(c.card, catalog);
        if (!card || card->kind != CourtCardKind::Guild)
            return Text::tr("Choose a Guild card: only they have a raid cost.");
        if (c.value < 1 || c.value > highestRaidCost)
            return Text::tr("A raid cost is 1 to %1 keys.").arg(highestRaidCost);
        return {};
    }
    case CorrectionTarget::Frozen:
        if (!state.campaign)
            return Text::tr("Frozen resources are a campaign's.");
        if (!c.resource)
            return Text::tr("Choose which resource is frozen.");
        if (c.card.trimmed().isEmpty() || c.card.size() > longestCardName)
            return Text::tr(
                       "Name the card or piece that freezes them, as printed (at most %1 letters).")
                .arg(longestCardName);
        for (const QString &on : board.areas[c.player].frozen.keys()) {
            if (on != c.card.trimmed() && on.compare(c.card.trimmed(), Qt::CaseInsensitive) == 0)
                return Text::tr("%1 already has resources frozen on \"%2\": name it the same way.")
                    .arg(state.playerName(c.player), on);
        }
        return {};
    case CorrectionTarget::Control: {
        if (board.outOfPlay.contains(c.system.cluster))
            return Text::tr("%1 is out of play: nobody controls it.").arg(systemWord(c.system));
        if (c.value > 1)
            return Text::tr("A card decides who controls the system (1) or no longer does (0).");
        const std::optional<ControlByCard> &now = board.at(c.system).controlByCard;
        if (c.value == 0)
            return now ? QString()
                       : Text::tr("No card decides who controls %1.").arg(systemWord(c.system));
        const QString card = c.card.trimmed();
        if (card.isEmpty() || card.size() > longestCardName)
            return Text::tr("Name the card whose effect decides control, as printed (at most %1 "
                            "letters).")
                .arg(longestCardName);
        if (now && now->card == card && now->seat == c.player)
            return Text::tr("%1 already gives %2 control of %3.")
                .arg(card, state.playerName(c.player), systemWord(c.system));
        return {};
    }
    case CorrectionTarget::BookletLaw: {
        if (!state.campaign)
            return Text::tr("Only a campaign has a rules booklet.");
        const QString name = c.card.trimmed();
        if (name.isEmpty())
            return Text::tr("Name the Law or Summit card as it is printed.");
        if (c.value > 1)
            return Text::tr("A card is in the rules booklet (1) or not (0).");
        if (c.value == 1 && board.bookletLaws.contains(name))
            return Text::tr("%1 is already in the rules booklet.").arg(name);
        if (c.value == 0 && !board.bookletLaws.contains(name))
            return Text::tr("%1 is not in the rules booklet.").arg(name);
        return {};
    }
    }
    return {};
}

} // namespace

QString correctionProblem(const GameState &state, const Correction &correction,
                          const Catalog &catalog) {
    if (QString problem = shapeProblem(state, correction, catalog); !problem.isEmpty())
        return problem;
    GameState after = state;
    applyCorrection(after, correction, catalog);
    return limitProblem(after.board, after, catalog);
}

void applyCorrection(GameState &state, const Correction &c, const Catalog &catalog) {
    Board &board = state.board;
    switch (c.target) {
    case CorrectionTarget::Pieces: {
        FreshDamaged &pieces = piecesOf(board, c);
        (c.damaged ? pieces.damaged : pieces.fresh) = c.value;
        return;
    }
    case CorrectionTarget::Resource:
        board.areas[c.player].resources[c.slot] = c.resource;
        return;
    case CorrectionTarget::Captives:
        board.areas[c.player].captives[c.owner] = c.value;
        return;
    case CorrectionTarget::Trophies:
        board.areas[c.player].trophies[c.owner].of(c.piece) = c.value;
        return;
    case CorrectionTarget::Outrage:
        board.areas[c.player].outrage[std::size_t(*c.resource)] = c.value == 1;
        return;
    case CorrectionTarget::CourtAgents:
        board.court.row[courtPlace(board.court, c.card)].agents[c.player] = c.value;
        return;
    case CorrectionTarget::CourtCard:
        board.court.deck.removeAll(c.card);
        board.court.deck.append(board.court.row[c.slot].card);
        board.court.row[c.slot].card = c.card;
        return;
    case CorrectionTarget::GuildCard: {
        takeCardOut(board, c.card); // also from above a Court card
        if (c.value == 1)
            board.areas[c.player].guildCards.append(c.card);
        else
            board.court.discard.append(c.card);
        return;
    }
    case CorrectionTarget::HeldOnCard:
        if (c.value == 0)
            board.areas[c.player].heldOnCards.remove(c.card);
        else
            board.areas[c.player].heldOnCards.insert(c.card, c.value);
        return;
    case CorrectionTarget::Lore: {
        PlayerArea &area = board.areas[c.player];
        const bool held = area.lore.contains(c.card);
        const bool addsSlot = catalog.loreCard(c.card)->extraResourceSlotRaidCost.has_value();
        if (c.value == 1 && !held) {
            area.lore.append(c.card);
            if (addsSlot)
                area.resources.append(std::nullopt);
        } else if (c.value == 0 && held) {
            area.lore.removeAll(c.card);
            if (addsSlot)
                area.resources.removeLast(); // its resource returns to the supply
        }
        return;
    }
    case CorrectionTarget::Power:
        state.players[c.player].power = c.value;
        return;
    case CorrectionTarget::FirstRegent:
        state.campaign->firstRegent = c.value ? std::optional(c.player) : std::nullopt;
        return;
    case CorrectionTarget::Title:
        board.areas[c.player].title = c.value ? ImperialTitle::Regent : ImperialTitle::Outlaw;
        return;
    case CorrectionTarget::Council: // flipped In Session, it no longer resolves this round
        board.court.councilDecided = c.value == 1;
        return;
    case CorrectionTarget::Initiative:
        state.initiative = c.player;
        return;
    case CorrectionTarget::Trust: {
        QList<ResourceType> &trust = board.imperialTrust;
        trust.removeAll(*c.resource);
        for (int i = 0; i < c.value; ++i)
            trust.append(*c.resource);
        return;
    }
    case CorrectionTarget::Policy:
        state.campaign->policy = *fromName<ImperialPolicy>(c.card);
        return;
    case CorrectionTarget::Favors:
        board.areas[c.player].favors[c.owner] = c.value;
        return;
    case CorrectionTarget::CampaignTrophies:
        campaignTrophy(board.areas[c.player].campaignTrophies, c) = c.value;
        return;
    case CorrectionTarget::RaidCost: {
        // Kept as the table has the card; back to the printed card once the cost is printed.
        CourtCard card = *board.court.card(c.card, catalog);
        card.raidCost = c.value;
        QList<CourtCard> &table = board.court.tableCards;
        table.removeIf([&](const CourtCard &known) { return known.id == c.card; });
        const CourtCard *printed = catalog.courtCard(c.card);
        if (!printed || *printed != card)
            table.append(card);
        return;
    }
    case CorrectionTarget::Frozen: {
        QMap<QString, QList<ResourceType>> &frozen = board.areas[c.player].frozen;
        const QString piece = c.card.trimmed();
        QList<ResourceType> types = frozen.value(piece);
        types.removeAll(*c.resource);
        types += QList<ResourceType>(c.value, *c.resource);
        std::sort(types.begin(), types.end());
        if (types.isEmpty())
            frozen.remove(piece);
        else
            frozen.insert(piece, types);
        return;
    }
    case CorrectionTarget::Control:
        if (c.value == 1)
            board.at(c.system).controlByCard = ControlByCard{c.card.trimmed(), c.player};
        else
            board.at(c.system).controlByCard.reset();
        return;
    case CorrectionTarget::FateToken:
        if (c.value == 1) // as journals before tokens had owners placed them
            board.at(c.system).fateTokens.append(FateToken{c.card.trimmed()});
        else
            board.at(c.system).fateTokens.removeAt(board.at(c.system).tokenNamed(c.card));
        return;
    case CorrectionTarget::Booklet: {
        QStringList &booklet =
            board.rulesBooklet.emplace(board.rulesBooklet.value_or(QStringList()));
        booklet.removeAll(c.card);
        if (c.value == 1)
            booklet.append(c.card);
        return;
    }
    case CorrectionTarget::BookletLaw:
        if (c.value == 1)
            board.bookletLaws.append(c.card.trimmed());
        else
            board.bookletLaws.removeAll(c.card.trimmed());
        return;
    }
}

QString correctionTitle(const GameState &before, const Correction &c, const Catalog &catalog) {
    const QString who = before.playerName(c.player);
    switch (c.target) {
    case CorrectionTarget::Pieces: {
        const QString state = c.damaged ? Text::tr("damaged") : Text::tr("fresh");
        if (c.side == Side::Free) // "the Free cities", not a possessive
            return Text::tr("Corrected the %1 Free %2 in %3 to %4")
                .arg(state, pieceWord(c.piece, 2), systemWord(c.system))
                .arg(c.value);
        if (c.side == Side::Blight) // its pieces are Blight, not ships
            return Text::tr("Corrected the %1 Blight in %2 to %3")
                .arg(state, systemWord(c.system))
                .arg(c.value);
        const QString side = c.side == Side::Player ? who : Text::tr("the Empire");
        return Text::tr("Corrected %1's %2 %3 in %4 to %5")
            .arg(side, state, pieceWord(c.piece, 2), systemWord(c.system))
            .arg(c.value);
    }
    case CorrectionTarget::Resource:
        return Text::tr("Corrected %1's resource slot %2 to %3")
            .arg(who)
            .arg(c.slot + 1)
            .arg(c.resource ? resourceWord(*c.resource) : Text::tr("empty"));
    case CorrectionTarget::Captives:
        return Text::tr("Corrected %1's Captives of %2 to %3")
            .arg(who, before.playerName(c.owner))
            .arg(c.value);
    case CorrectionTarget::Trophies:
        return Text::tr("Corrected %1's Trophies (%2) of %3 to %4")
            .arg(who, pieceWord(c.piece, 2), before.playerName(c.owner))
            .arg(c.value);
    case CorrectionTarget::Outrage:
        return Text::tr("Corrected %1's %2 Outrage to %3")
            .arg(who, resourceWord(*c.resource), c.value ? Text::tr("on") : Text::tr("off"));
    case CorrectionTarget::CourtAgents:
        return Text::tr("Corrected %1's agents on %2 to %3")
            .arg(who, before.board.court.cardName(c.card, catalog))
            .arg(c.value);
    case CorrectionTarget::CourtCard:
        return Text::tr("Corrected Court place %1 to %2")
            .arg(c.slot + 1)
            .arg(before.board.court.cardName(c.card, catalog));
    case CorrectionTarget::GuildCard:
        return c.value ? Text::tr("%1 now holds %2")
                             .arg(who, before.board.court.cardName(c.card, catalog))
                       : Text::tr("%1 discarded %2")
                             .arg(who, before.board.court.cardName(c.card, catalog));
    case CorrectionTarget::HeldOnCard:
        return Text::tr("Corrected resources on %1 to %2")
            .arg(before.board.court.cardName(c.card, catalog))
            .arg(c.value);
    case CorrectionTarget::Lore:
        return c.value ? Text::tr("%1 now holds %2").arg(who, c.card)
                       : Text::tr("%1 no longer holds %2").arg(who, c.card);
    case CorrectionTarget::Power:
        return Text::tr("Corrected %1's Power to %2").arg(who).arg(c.value);
    case CorrectionTarget::FirstRegent:
        return c.value
                   ? Text::tr("Table: %1 takes the First Regent tile").arg(who)
                   : Text::tr("Table: %1 gives up the First Regent tile; nobody holds it").arg(who);
    case CorrectionTarget::Title:
        return c.value ? Text::tr("Table: %1 is a Regent").arg(who)
                       : Text::tr("Table: %1 is an Outlaw").arg(who);
    case CorrectionTarget::Council:
        return c.value ? Text::tr("Table: the Imperial Council is Decided")
                       : Text::tr("Table: the Imperial Council is In Session again");
    case CorrectionTarget::Initiative:
        return Text::tr("Table: %1 takes the initiative").arg(who);
    case CorrectionTarget::Trust:
        return Text::tr("Table: the Imperial Trust holds %1 %2")
            .arg(c.value)
            .arg(resourceWord(*c.resource));
    case CorrectionTarget::Policy:
        return Text::tr("Table: the Imperial policy is %1")
            .arg(policyWord(*fromName<ImperialPolicy>(c.card)));
    case CorrectionTarget::Favors:
        return Text::tr("Table: %1 holds %2 of %3's Favors")
            .arg(who)
            .arg(c.value)
            .arg(before.playerName(c.owner));
    case CorrectionTarget::CampaignTrophies:
        return Text::tr("Table: %1's Trophies hold %2 %3")
            .arg(who)
            .arg(c.value)
            .arg(campaignPieceWord(c.side, c.piece));
    case CorrectionTarget::RaidCost: {
        const QString card = before.board.court.cardName(c.card, catalog);
        return c.value == 1
                   ? Text::tr("Corrected the raid cost of %1 to 1 key").arg(card)
                   : Text::tr("Corrected the raid cost of %1 to %2 keys").arg(card).arg(c.value);
    }
    case CorrectionTarget::Frozen:
        return Text::tr("Corrected %1's frozen %2 on %3 to %4")
            .arg(who, resourceWord(*c.resource), c.card.trimmed())
            .arg(c.value);
    case CorrectionTarget::Control:
        return c.value
                   ? Text::tr("By %1, %2 controls %3")
                         .arg(c.card.trimmed(), who, systemWord(c.system))
                   : Text::tr("%1 no longer decides who controls %2")
                         .arg(
                             before.board.at(c.system).controlByCard.value_or(ControlByCard{}).card,
                             systemWord(c.system));
    case CorrectionTarget::FateToken:
        return c.value ? Text::tr("Placed the %1 token in %2")
                             .arg(c.card.trimmed(), systemWord(c.system))
                       : Text::tr("Removed the %1 token from %2").arg(c.card, systemWord(c.system));
    case CorrectionTarget::Booklet:
        return c.value ? Text::tr("Added the Edict %1 to the rules booklet").arg(c.card)
                       : Text::tr("Took the Edict %1 out of the rules booklet").arg(c.card);
    case CorrectionTarget::BookletLaw:
        return c.value ? Text::tr("Added %1 to the rules booklet").arg(c.card.trimmed())
                       : Text::tr("Took %1 out of the rules booklet").arg(c.card.trimmed());
    }
    return {};
}

} // namespace arcs
