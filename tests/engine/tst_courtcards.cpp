// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignGame.h"
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryRules.h"
#include "rules/Events.h"
#include "rules/Intermission.h"
#include "rules/Trays.h"
#include "state/BoardJson.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::lead;
using namespace arcs::test::campaign;

namespace {

// The table names a Fate Set's cards (the reference lists none); these names are made up.
CourtCard guild(const char *id, const char *name, ResourceType suit, std::optional<int> cost) {
    return {QString::fromLatin1(id),
            QString::fromLatin1(name),
            CourtDeck::FateSet,
            CourtCardKind::Guild,
            suit,
            cost};
}

CourtCard vox(const char *id, const char *name) {
    return {QString::fromLatin1(id),
            QString::fromLatin1(name),
            CourtDeck::FateSet,
            CourtCardKind::Vox,
            std::nullopt,
            std::nullopt};
}

const CourtCard vault = guild("F5-03", "Sealed Vault", ResourceType::Material, std::nullopt);
const CourtCard brokers = guild("F3-07", "Fate Brokers", ResourceType::Fuel, 1);
const CourtCard omen = vox("F8-10", "Dark Omen");

// A two-player Act I mid-turn, Ana leading.
GameState table() {
    GameState state = actOne(2);
    must(state, lead(Ana, Suit::Administration, 4));
    state.setup.turnsCounted = false;
    return state;
}

QString problem(const GameState &state, const Entry &entry) {
    return entryProblem(state, entry, catalog());
}

QString title(const GameState &state, const Entry &entry) {
    return entryTitle(state, entry, catalog());
}

// A Guild card given to `player` by a correction.
Correction give(int player, const QString &card) {
    Correction correction;
    correction.target = CorrectionTarget::GuildCard;
    correction.player = player;
    correction.card = card;
    correction.value = 1;
    return correction;
}

QString rowCard(const GameState &state, int place) {
    return state.board.court.row[place].card;
}

// The first place of the row (after the Council) holding a card of this kind.
int placeOf(const GameState &state, CourtCardKind kind) {
    for (int i = 1; i < state.board.court.row.size(); ++i) {
        if (state.board.court.card(rowCard(state, i), catalog())->kind == kind)
            return i;
    }
    return -1;
}

} // namespace

// The campaign Court's card rules (Blighted Reach "New Rules & Terms"): Fate Set cards,
// protected Guild cards, attached cards and frozen resources.
class TestCourtCards : public QObject {
    Q_OBJECT

private slots:
    // Regression: a lore card drawn into the campaign Court was refused. Act I step J shuffles 1
    // lore card per player into the Court deck, unseen: one drawn as a refill enters the row by
    // name, once; secured, it is the player's lore. The count carries into the next Act.
    void loreCardsSitInTheCampaignCourt() {
        GameState state = actOne(2);
        QCOMPARE(state.board.court.loreInDeck, 2);
        must(state, lead(Ana, Suit::Aggression, 3));
        const QString lore = catalog().lore.first().name;
        const QString leaving = state.board.court.row[1].card; // [0]: the Imperial Council
        must(state, RemoveFromCourt{leaving, CourtExit::Bury, lore});
        QCOMPARE(state.board.court.row[1].card, lore);
        QCOMPARE(state.board.court.loreInDeck, 1);
        QCOMPARE(entryProblem(state,
                              RemoveFromCourt{state.board.court.row[2].card, CourtExit::Bury, lore},
                              catalog()),
                 QStringLiteral("%1 is already on the table: name the lore card that was drawn.")
                     .arg(lore));
        state.board.court.row[1].agents[Ana] = 1;
        must(state, Secure{Ana, lore, state.board.court.deck.first()});
        QCOMPARE(state.board.areas[Ana].lore, QStringList{lore});
        QVERIFY(!state.board.court.discard.contains(lore));
        QCOMPARE(boardFromJson(boardToJson(state.board), 2, nullptr)->court.loreInDeck, 1);
        state.board.court.loreInDeck = 0;
        QCOMPARE(entryProblem(state,
                              RemoveFromCourt{state.board.court.row[2].card, CourtExit::Bury,
                                              catalog().lore.last().name},
                              catalog()),
                 QStringLiteral("No lore card is left in the Court deck: name the card that was "
                                "drawn."));
    }

    // Regression: a correction of the row's first place put the Imperial Council into the deck
    // (to be drawn as a refill). The Council never leaves the Court.
    void theCouncilIsNeverCorrectedAway() {
        GameState state = actOne(2);
        Correction c;
        c.target = CorrectionTarget::CourtCard;
        c.slot = 0;
        c.card = state.board.court.deck.first();
        QCOMPARE(entryProblem(state, c, catalog()),
                 QStringLiteral("The Imperial Council stays in the Court: correct another place."));
        c.slot = 1;
        must(state, c);
        QCOMPARE(rowCard(state, 0), QStringLiteral("DC01"));
        QVERIFY(!state.board.court.deck.contains(QStringLiteral("DC01")));
    }

    // A Fate card comes in as numbered in its corners, named as printed; a Guild card in a play
    // area counts for its suit's ambitions like any Guild card.
    void aFateCardComesIntoPlayAsTheTableNamesIt() {
        GameState state = table();
        const int tycoonBefore =
            ambitionStandings(state.board, std::nullopt, catalog())[Ambition::Tycoon][Ana];
        const AddFateCard gain{vault, FateCardPlace::PlayArea, Ana};
        QCOMPARE(title(state, gain), QStringLiteral("Ana gained the Fate card F5-03 Sealed Vault"));
        must(state, gain);
        QCOMPARE(state.board.areas[Ana].guildCards.last(), QStringLiteral("F5-03"));
        QCOMPARE(state.board.court.cardName(QStringLiteral("F5-03"), catalog()),
                 QStringLiteral("Sealed Vault"));
        QCOMPARE(ambitionStandings(state.board, std::nullopt, catalog())[Ambition::Tycoon][Ana],
                 tycoonBefore + 1);
        QCOMPARE(whereaboutsOf(state, QStringLiteral("F5-03"), catalog()),
                 QStringLiteral("held by Ana"));

        const qsizetype row = state.board.court.row.size();
        must(state, AddFateCard{omen, FateCardPlace::CourtRow, 0});
        QCOMPARE(state.board.court.row.size(), row + 1);
        QCOMPARE(state.board.court.row.last(),
                 (CourtCardInPlay{QStringLiteral("F8-10"), {0, 0}, {}}));
        must(state, AddFateCard{brokers, FateCardPlace::CourtDeck, 0});
        QCOMPARE(state.board.court.deck.last(), QStringLiteral("F3-07"));
        QCOMPARE(title(state, AddFateCard{guild("F3-08", "Ore Guild", ResourceType::Fuel, 2),
                                          FateCardPlace::CourtDeck, 0}),
                 QStringLiteral("The Fate card F3-08 Ore Guild came into the Court deck"));
    }

    void aFateCardThatCannotBeIsRefused() {
        GameState state = table();
        CourtCard card = vault;
        card.id = QStringLiteral("F5-3");
        QCOMPARE(problem(state, AddFateCard{card, FateCardPlace::CourtDeck, 0}),
                 QStringLiteral("\"F5-3\" is not a Fate card's number: write it as printed in its "
                                "corners, the Fate's number and the card's, such as F5-03."));
        card.id = QStringLiteral("F25-01");
        QVERIFY(problem(state, AddFateCard{card, FateCardPlace::CourtDeck, 0})
                    .startsWith(QStringLiteral("\"F25-01\" is not a Fate card's number")));
        card.id = QStringLiteral("F17-04"); // the Overlord's set has 3 cards (components §1)
        QCOMPARE(problem(state, AddFateCard{card, FateCardPlace::CourtDeck, 0}),
                 QStringLiteral("The Overlord's Fate Set (F17) has cards 01 to 03, not 04."));
        QCOMPARE(problem(state, AddFateCard{omen, FateCardPlace::PlayArea, Ana}),
                 QStringLiteral("Only Guild cards are kept in a play area: a Vox card goes into "
                                "the Court."));
        card = vault;
        card.name = QStringLiteral("  ");
        QCOMPARE(problem(state, AddFateCard{card, FateCardPlace::CourtDeck, 0}),
                 QStringLiteral("Name the card as printed (at most 40 letters)."));
        must(state, AddFateCard{vault, FateCardPlace::CourtDeck, 0});
        const GameState before = state;
        QCOMPARE(problem(state, AddFateCard{vault, FateCardPlace::PlayArea, Bo}),
                 QStringLiteral("F5-03 (Sealed Vault) is already in play, in the Court deck: move "
                                "it from where it is."));
        QCOMPARE(state, before);

        GameState base = applyEntry(GameState{}, StartGame{GameSetup::demo(), 1}, catalog());
        QCOMPARE(problem(base, AddFateCard{vault, FateCardPlace::CourtDeck, 0}),
                 QStringLiteral("Fate cards are a campaign's."));
    }

    // A protected Guild card leaves its holder's play area only by Outrage of its suit or a card
    // naming it: no raid takes it, no Summit gives it (errata p.27, FAQ).
    void aProtectedCardLeavesOnlyByOutrageOrACardNamingIt() {
        GameState state = table();
        must(state, AddFateCard{vault, FateCardPlace::PlayArea, Ana});
        const QString refusal = QStringLiteral(
            "Sealed Vault is protected: it leaves Ana's play area only when Ana Provokes Outrage "
            "of Material (destroying a city on a planet of that type), or by a card that names "
            "it.");
        state.board.at(at("2-arrow")).players[Bo].ships = {2, 0};
        state.board.raid = RaidWindow{at("2-arrow"), Bo, Ana, 6};
        QCOMPARE(problem(state, Raid{Bo, std::nullopt, QStringLiteral("F5-03")}), refusal);

        Correction toBo = give(Bo, QStringLiteral("F5-03"));
        QCOMPARE(problem(state, toBo), refusal);
        Correction discard = toBo;
        discard.player = Ana;
        discard.value = 0;
        QCOMPARE(problem(state, discard), refusal);
        toBo.namedByCard = true;
        QCOMPARE(title(state, toBo), QStringLiteral("Bo now holds Sealed Vault"));
        GameState named = state;
        must(named, toBo);
        QCOMPARE(holderOf(named.board, QStringLiteral("F5-03")), Bo);

        // Destroying a city at a Material planet provokes Material Outrage: the card goes.
        const SystemId material = at("1-hex");
        QCOMPARE(catalog().map.planet(material)->type, ResourceType::Material);
        state.board.raid.reset();
        state.board.at(material).imperialShips = {}; // no Truce Law here
        state.board.at(material).players[Ana].ships = {1, 0};
        state.board.at(material).players[Bo].cities = {1, 0};
        must(state, DestroyPiece{Ana, material, Bo, Piece::City});
        QVERIFY(!state.board.areas[Ana].guildCards.contains(QStringLiteral("F5-03")));
        QCOMPARE(state.board.court.discard.last(), QStringLiteral("F5-03"));
    }

    // Securing a card takes the card attached above it too; the place is refilled.
    void securingACardTakesItsAttachedCard() {
        GameState state = table();
        must(state, AddFateCard{brokers, FateCardPlace::CourtDeck, 0});
        const int place = placeOf(state, CourtCardKind::Guild);
        QVERIFY(place > 0);
        const QString below = rowCard(state, place);
        const AttachCard attach{QStringLiteral("F3-07"), below};
        QCOMPARE(title(state, attach), QStringLiteral("Fate Brokers attached above %1")
                                           .arg(state.board.court.cardName(below, catalog())));
        must(state, attach);
        QCOMPARE(state.board.court.row[place].attached, QStringList{QStringLiteral("F3-07")});
        QVERIFY(!state.board.court.deck.contains(QStringLiteral("F3-07")));
        QCOMPARE(problem(state, Influence{Ana, QStringLiteral("F3-07")}),
                 QStringLiteral("Fate Brokers is attached above %1: agents go on %1, and it goes "
                                "with it.")
                     .arg(state.board.court.cardName(below, catalog())));

        state.board.court.row[place].agents = {2, 1};
        const QString refill = state.board.court.deck.first();
        QCOMPARE(title(state, Secure{Ana, below, refill}),
                 QStringLiteral("Ana secured %1 with Fate Brokers attached above it; %2 drawn "
                                "in its place")
                     .arg(state.board.court.cardName(below, catalog()),
                          state.board.court.cardName(refill, catalog())));
        must(state, Secure{Ana, below, refill});
        QCOMPARE(
            state.board.areas[Ana].guildCards.mid(state.board.areas[Ana].guildCards.size() - 2),
            (QStringList{below, QStringLiteral("F3-07")}));
        QCOMPARE(state.board.areas[Ana].captives[Bo], 1);
        QCOMPARE(state.board.court.row[place], (CourtCardInPlay{refill, {0, 0}, {}}));

        // The Council secured is flipped where it lies; its attached card is secured with it.
        const CourtCard ore = guild("F3-08", "Ore Guild", ResourceType::Fuel, 2);
        must(state, AddFateCard{ore, FateCardPlace::CourtDeck, 0});
        must(state, AttachCard{ore.id, QStringLiteral("DC01")});
        state.board.court.row[0].agents = {1, 0};
        must(state, Secure{Ana, QStringLiteral("DC01"), {}});
        QVERIFY(state.board.court.councilDecided);
        QCOMPARE(state.board.areas[Ana].guildCards.last(), ore.id);
        QVERIFY(state.board.court.row[0].attached.isEmpty());
    }

    // A card leaving the Court otherwise: the attached card slides down and takes its agents;
    // nothing is drawn. An attached card leaving changes nothing below it.
    void aRemovedCardsAttachedCardSlidesDownWithItsAgents() {
        GameState state = table();
        must(state, AddFateCard{omen, FateCardPlace::CourtDeck, 0});
        const QString below = rowCard(state, 2);
        must(state, AttachCard{QStringLiteral("F8-10"), below});
        state.board.court.row[2].agents = {1, 2};

        GameState detached = state;
        QCOMPARE(problem(detached, RemoveFromCourt{QStringLiteral("F8-10"), CourtExit::Discard,
                                                   detached.board.court.deck.first()}),
                 QStringLiteral("Dark Omen is attached: nothing is drawn when it leaves."));
        QCOMPARE(title(detached, RemoveFromCourt{QStringLiteral("F8-10"), CourtExit::Discard, {}}),
                 QStringLiteral("Dark Omen discarded from the Court"));
        must(detached, RemoveFromCourt{QStringLiteral("F8-10"), CourtExit::Discard, {}});
        QCOMPARE(detached.board.court.row[2], (CourtCardInPlay{below, {1, 2}, {}}));
        QCOMPARE(detached.board.court.discard.last(), QStringLiteral("F8-10"));

        const QString belowName = state.board.court.cardName(below, catalog());
        QCOMPARE(
            problem(state, RemoveFromCourt{below, CourtExit::Bury, state.board.court.deck.first()}),
            QStringLiteral("Dark Omen slides down into the place of %1: nothing is drawn.")
                .arg(belowName));
        QCOMPARE(
            title(state, RemoveFromCourt{below, CourtExit::Bury, {}}),
            QStringLiteral("%1 buried under the Court deck; Dark Omen slid down into its place")
                .arg(belowName));
        must(state, RemoveFromCourt{below, CourtExit::Bury, {}});
        QCOMPARE(state.board.court.row[2], (CourtCardInPlay{QStringLiteral("F8-10"), {1, 2}, {}}));
        QCOMPARE(state.board.court.deck.last(), below);
    }

    // Attached only above a card with none, unless every card of the row has one (a forced
    // attach ignores the fewest requirements).
    void aForcedAttachGoesAboveAnotherOnlyWhenNoCardIsFree() {
        GameState state = table();
        const qsizetype places = state.board.court.row.size();
        for (int i = 0; i <= places; ++i)
            must(state, AddFateCard{guild(qPrintable(QStringLiteral("F1-%1").arg(i + 2, 2, 10,
                                                                                 QLatin1Char('0'))),
                                          "Guild", ResourceType::Relic, 2),
                                    FateCardPlace::CourtDeck, 0});
        must(state, AttachCard{QStringLiteral("F1-02"), rowCard(state, 0)});
        const QString second = state.board.court.cardName(rowCard(state, 1), catalog());
        QVERIFY(problem(state, AttachCard{QStringLiteral("F1-03"), rowCard(state, 0)})
                    .startsWith(QStringLiteral("%1 already has a card attached: attach above a "
                                               "card with none (%2")
                                    .arg(state.board.court.cardName(rowCard(state, 0), catalog()),
                                         second)));
        for (int i = 1; i < places; ++i)
            must(state, AttachCard{QStringLiteral("F1-%1").arg(i + 2, 2, 10, QLatin1Char('0')),
                                   rowCard(state, i)});
        const QString last = QStringLiteral("F1-%1").arg(places + 2, 2, 10, QLatin1Char('0'));
        must(state, AttachCard{last, rowCard(state, 1)}); // forced: every card has one
        QCOMPARE(state.board.court.row[1].attached, (QStringList{QStringLiteral("F1-03"), last}));

        // A card given to a player by a correction leaves its place above a Court card.
        must(state, give(Bo, last));
        QCOMPARE(state.board.court.row[1].attached, QStringList{QStringLiteral("F1-03")});
        QCOMPARE(holderOf(state.board, last), Bo);
    }

    // Crises: Vox cards left to right, an attached Vox before the card below it.
    void anAttachedVoxResolvesFirstInTheCrises() {
        GameState state = table();
        must(state, AddFateCard{omen, FateCardPlace::CourtDeck, 0});
        const QString below = rowCard(state, 1);
        must(state, AttachCard{QStringLiteral("F8-10"), below});
        QList<EventStep> courtSteps;
        for (const EventStep &step : crisesSteps(state.board, catalog())) {
            if (step.kind == EventStepKind::CourtCrisis)
                courtSteps << step;
        }
        QVERIFY(!courtSteps.isEmpty());
        qsizetype omenAt = -1, belowAt = courtSteps.size();
        for (qsizetype i = 0; i < courtSteps.size(); ++i) {
            if (courtSteps[i].card == QStringLiteral("F8-10"))
                omenAt = i;
            if (courtSteps[i].card == below)
                belowAt = i;
        }
        QVERIFY(omenAt >= 0);
        QVERIFY(omenAt < belowAt);
        for (qsizetype i = 0; i < omenAt; ++i) // only row places left of it come before
            QVERIFY(courtPlace(state.board.court, courtSteps[i].card) == 0);
    }

    // Clear Court: attached cards go back to the deck with the rest, the Council's too.
    void theIntermissionClearsAttachedCardsIntoTheDeck() {
        GameState state = table();
        must(state, AddFateCard{omen, FateCardPlace::CourtDeck, 0});
        must(state, AddFateCard{brokers, FateCardPlace::CourtDeck, 0});
        must(state, AttachCard{QStringLiteral("F8-10"), rowCard(state, 0)}); // the Council
        must(state, AttachCard{QStringLiteral("F3-07"), rowCard(state, 1)});
        const Court after = afterClearingCourt(state.board, catalog()).court;
        QCOMPARE(after.row.size(), 1);
        QVERIFY(after.row[0].attached.isEmpty());
        QVERIFY(after.deck.contains(QStringLiteral("F8-10")));
        QVERIFY(after.deck.contains(QStringLiteral("F3-07")));
        QCOMPARE(after.tableCards, (QList<CourtCard>{omen, brokers}));
    }

    // Frozen resources are counted as their holder's, but Outrage leaves them; the Intermission
    // returns them to the supply.
    void frozenResourcesCountButOutrageLeavesThem() {
        GameState state = table();
        const int relicsLeft = resourcesInSupply(state.board, ResourceType::Relic, catalog());
        const int keeper =
            ambitionStandings(state.board, std::nullopt, catalog())[Ambition::Keeper][Ana];
        Correction freeze;
        freeze.target = CorrectionTarget::Frozen;
        freeze.player = Ana;
        freeze.card = QStringLiteral("Sealed Vault");
        freeze.resource = ResourceType::Relic;
        freeze.value = 2;
        QCOMPARE(title(state, freeze),
                 QStringLiteral("Corrected Ana's frozen Relic on Sealed Vault to 2"));
        must(state, freeze);
        QCOMPARE(state.board.areas[Ana].frozen.value(QStringLiteral("Sealed Vault")),
                 (QList<ResourceType>{ResourceType::Relic, ResourceType::Relic}));
        QCOMPARE(resourcesInSupply(state.board, ResourceType::Relic, catalog()), relicsLeft - 2);
        QCOMPARE(ambitionStandings(state.board, std::nullopt, catalog())[Ambition::Keeper][Ana],
                 keeper + 2);

        Correction lowerCase = freeze;
        lowerCase.card = QStringLiteral("sealed vault");
        QCOMPARE(problem(state, lowerCase),
                 QStringLiteral("Ana already has resources frozen on \"Sealed Vault\": name it the "
                                "same way."));
        freeze.value = relicsLeft + 1;
        QCOMPARE(problem(state, freeze), QStringLiteral("There are only 5 Relic tokens."));

        const SystemId relic = at("2-hex");
        QCOMPARE(catalog().map.planet(relic)->type, ResourceType::Relic);
        state.board.at(relic).imperialShips = {};
        state.board.at(relic).players[Ana].ships = {1, 0};
        state.board.at(relic).players[Bo].cities = {1, 0};
        must(state, DestroyPiece{Ana, relic, Bo, Piece::City});
        QVERIFY(state.board.areas[Ana].outrage[std::size_t(ResourceType::Relic)]);
        QCOMPARE(state.board.areas[Ana].frozen.value(QStringLiteral("Sealed Vault")).size(), 2);

        const QJsonObject json = boardToJson(state.board);
        QCOMPARE(
            json[u"areas"_qs][0][u"frozen"_qs].toObject(),
            (QJsonObject{{QStringLiteral("Sealed Vault"), QJsonArray{u"relic"_qs, u"relic"_qs}}}));
        QCOMPARE(boardFromJson(json, 2, nullptr)->areas, state.board.areas);
        QVERIFY(afterClearingPieces(state.board).areas[Ana].frozen.isEmpty());
        const PlayerTray tray = playerTray(state.board, Ana, state.setup.seats, catalog());
        QVERIFY(tray.smallWell.contains(QStringLiteral("Frozen on Sealed Vault: Relic, Relic")));
    }

    // A card's effect changes a Guild card's raid cost: raids pay it; back at the printed cost,
    // the card is as printed again.
    void aCardsEffectChangesARaidCost() {
        GameState state = table();
        const QString card = QStringLiteral("CC03"); // Gatekeepers, 2 keys (components §6a)
        must(state, give(Ana, card));
        Correction cost;
        cost.target = CorrectionTarget::RaidCost;
        cost.card = card;
        cost.value = 4;
        QCOMPARE(title(state, cost), QStringLiteral("Corrected the raid cost of Gatekeepers to 4 "
                                                    "keys"));
        must(state, cost);
        QCOMPARE(state.board.court.card(card, catalog())->raidCost, std::optional<int>(4));
        state.board.at(at("2-arrow")).players[Bo].ships = {2, 0};
        state.board.raid = RaidWindow{at("2-arrow"), Bo, Ana, 3};
        QCOMPARE(problem(state, Raid{Bo, std::nullopt, card}),
                 QStringLiteral("That costs 4 keys; 3 left from the battle."));
        state.board.raid->keys = 4;
        GameState raided = state;
        must(raided, Raid{Bo, std::nullopt, card});
        QCOMPARE(raided.board.raid->keys, 0);
        cost.value = 2;
        must(state, cost);
        QVERIFY(state.board.court.tableCards.isEmpty());
        cost.card = QStringLiteral("CC11"); // a Vox card
        QCOMPARE(problem(state, cost),
                 QStringLiteral("Choose a Guild card: only they have a raid cost."));
    }

    // A card's effect decides who controls a system, over the ships and the Empire there, until
    // the table ends it; board and journal keep it.
    void aCardsEffectDecidesControl() {
        GameState state = table();
        const SystemId system = at("2-arrow");
        state.board.at(system).players[Ana].ships = {1, 0};
        state.board.at(system).players[Bo].ships = {3, 0};
        state.board.at(system).imperialShips = {1, 0};
        QVERIFY(empireControls(state.board, system));
        Correction control;
        control.target = CorrectionTarget::Control;
        control.system = system;
        control.player = Ana;
        control.card = QStringLiteral(" Seat of Power ");
        control.value = 1;
        QCOMPARE(title(state, control), QStringLiteral("By Seat of Power, Ana controls 2-arrow"));
        must(state, control);
        QCOMPARE(state.board.at(system).controlByCard,
                 std::optional<ControlByCard>(ControlByCard{QStringLiteral("Seat of Power"), Ana}));
        QVERIFY(!empireControls(state.board, system));
        QCOMPARE(controller(state.board, system), std::optional<int>(Ana));
        QVERIFY(controls(state.board, Ana, system));
        QVERIFY(controlledByOther(state.board, Bo, system));
        QCOMPARE(controllerForObjectives(state.board, system, Bo), std::optional<int>(Ana));
        QCOMPARE(problem(state, control),
                 QStringLiteral("Seat of Power already gives Ana control of 2-arrow."));

        const QJsonObject json = boardToJson(state.board);
        QJsonObject written;
        for (const QJsonValue &here : json[u"systems"_qs].toArray()) {
            if (here[u"system"_qs] == u"2-arrow"_qs)
                written = here[u"controlByCard"_qs].toObject();
        }
        QCOMPARE(written, (QJsonObject{{QStringLiteral("card"), QStringLiteral("Seat of Power")},
                                       {QStringLiteral("player"), Ana}}));
        QCOMPARE(boardFromJson(json, 2, nullptr), std::optional<Board>(state.board));
        QString error;
        QCOMPARE(entryFromJson(entryToJson(control), &error), std::optional<Entry>(control));

        Correction end = control;
        end.value = 0;
        QCOMPARE(title(state, end),
                 QStringLiteral("Seat of Power no longer decides who controls 2-arrow"));
        must(state, end);
        QVERIFY(empireControls(state.board, system));
        QCOMPARE(controller(state.board, system), std::nullopt);
        QCOMPARE(problem(state, end), QStringLiteral("No card decides who controls 2-arrow."));
        control.card = QStringLiteral("  ");
        QCOMPARE(problem(state, control),
                 QStringLiteral("Name the card whose effect decides control, as printed (at most "
                                "40 letters)."));
    }

    // Fate cards and attached cards in the board's JSON and in the journal, read back exactly.
    void fateCardsAndAttachedCardsReadBack() {
        GameState state = table();
        must(state, AddFateCard{vault, FateCardPlace::PlayArea, Ana});
        must(state, AddFateCard{omen, FateCardPlace::CourtDeck, 0});
        must(state, AttachCard{QStringLiteral("F8-10"), rowCard(state, 1)});
        const QJsonObject json = boardToJson(state.board);
        QCOMPARE(json[u"court"_qs][u"tableCards"_qs][0].toObject(),
                 (QJsonObject{{QStringLiteral("id"), QStringLiteral("F5-03")},
                              {QStringLiteral("name"), QStringLiteral("Sealed Vault")},
                              {QStringLiteral("kind"), QStringLiteral("guild")},
                              {QStringLiteral("suit"), QStringLiteral("material")},
                              {QStringLiteral("protected"), true}}));
        QCOMPARE(boardFromJson(json, 2, nullptr), std::optional<Board>(state.board));

        for (const Entry &entry :
             {Entry{AddFateCard{brokers, FateCardPlace::PlayArea, Bo}},
              Entry{AttachCard{QStringLiteral("F8-10"), QStringLiteral("CC02")}}}) {
            QString error;
            QCOMPARE(entryFromJson(entryToJson(entry), &error), std::optional<Entry>(entry));
        }
        QString error;
        QJsonObject broken = entryToJson(AddFateCard{brokers, FateCardPlace::CourtDeck, 0});
        QJsonObject card = broken[u"card"_qs].toObject();
        card.remove(QStringLiteral("raidCost"));
        broken[QStringLiteral("card")] = card;
        QVERIFY(!entryFromJson(broken, &error));
        QVERIFY2(error.contains(QStringLiteral("\"raidCost\" (1 or more) or \"protected\": true")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCourtCards)
#include "tst_courtcards.moc"
