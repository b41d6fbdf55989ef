// SPDX-License-Identifier: GPL-3.0-or-later
// The Steward's Edicts (components-campaign §4a, §4b): Imperial Quorum carries Edict 03 out in
// three parts and Edict 03 is skipped; Govern with Authority taxes Outlaws the Empire holds and
// acts more strongly. And War's Weapons for a Regent whose slots are full.
#include "CampaignGame.h"
#include "Entries.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "rules/Events.h"
#include "rules/Govern.h"

#include <QTest>

using namespace arcs;
using arcs::test::catalog;
using arcs::test::lead;
using arcs::test::powers;
using namespace arcs::test::campaign;

namespace {

constexpr int Cy = 2;

// Three players after an Event round, the rules booklet as recorded, the Edicts rolled: at the
// first step that is neither a Fate's prompt nor Guild Envoys Depart.
GameState atEdicts(const QStringList &booklet, ImperialPolicy policy) {
    GameState state = actOne(3);
    state.campaign->policy = policy;
    state.board.rulesBooklet = booklet;
    must(state, lead(Ana, Suit::Construction, 3));
    must(state, test::play(Bo, PlayKind::Event, std::nullopt));
    must(state, test::copy(Cy));
    must(state, EndTurn{});
    must(state, DecideSummit{false});
    must(state, RollEvent{eventRoll(4, 1, catalog())});
    while (state.event->steps[state.event->stepsDone].kind == EventStepKind::FateEdict)
        must(state, ResolveEventStep{});
    return state;
}

// Every player's buildings of a kind off the map, then `counts` of them placed in a system.
void setBuildings(GameState &state, Piece building, const QList<int> &counts) {
    for (SystemState &system : state.board.systems)
        for (PiecesHere &pieces : system.players)
            pieces.of(building) = {};
    for (int seat = 0; seat < counts.size(); ++seat)
        state.board.at(test::at("1-arrow")).players[seat].of(building).fresh = counts[seat];
}

Tribute favorFrom(int seat) {
    return {seat, TributeKind::Favor, ResourceType::Material, 0, Piece::Agent};
}

} // namespace

class TestGovern : public QObject {
    Q_OBJECT

private slots:
    // Quorum in the booklet: its step comes at 02 and Edict 03 is skipped. Ticking it off is
    // refused: it is resolved in its parts.
    void quorumReplacesEdict03() {
        GameState state = atEdicts({QStringLiteral("Imperial Quorum")}, ImperialPolicy::War);
        QCOMPARE(stepTitles(state),
                 (QStringList{QStringLiteral("Edict 02 · Imperial Quorum (Steward)")}));
        QCOMPARE(entryProblem(state, ResolveEventStep{}, catalog()),
                 QStringLiteral("Imperial Quorum is resolved in its three parts: the Demand, the "
                                "Imperial Action, the policy."));
        QCOMPARE(entryProblem(state, GovernImperialReach{ImperialPolicy::Peace, {}, {}}, catalog()),
                 QStringLiteral("Govern the Imperial Reach is resolved in its place among the "
                                "Edicts."));
        // An Act recorded before: Quorum a prompt, then Edict 03 as it was.
        GameState before = actOne(3);
        before.setup.governInParts = false;
        before.board.rulesBooklet = QStringList{QStringLiteral("Imperial Quorum")};
        QCOMPARE(edictSteps(before, catalog()),
                 (QList<EventStep>{{EventStepKind::FateEdict, QStringLiteral("F1-13")},
                                   {EventStepKind::GovernTheImperialReach, QStringLiteral("03")}}));
    }

    // The First Regent (Ana) collects the Demand; Bo, with the most starports, takes War's
    // Imperial Action; Cy, with the most cities, changes the policy to Peace.
    void quorumResolvesInThreeParts() {
        GameState state = atEdicts({QStringLiteral("Imperial Quorum")}, ImperialPolicy::War);
        setBuildings(state, Piece::Starport, {1, 2, 1});
        setBuildings(state, Piece::City, {0, 1, 3});
        QCOMPARE(quorumRegent(state, Piece::Starport), std::optional<int>(Bo));
        QCOMPARE(quorumRegent(state, Piece::City), std::optional<int>(Cy));
        ImperialQuorum quorum{{{favorFrom(Bo), favorFrom(Cy)}, std::nullopt},
                              true,
                              {std::nullopt, {Ana, Bo, Cy}, {}, {}},
                              ImperialPolicy::War};
        QCOMPARE(entryProblem(state, quorum, catalog()),
                 QStringLiteral("War is already the policy: keep it, or change to another."));
        quorum.changeTo = ImperialPolicy::Peace;
        QCOMPARE(entryTitle(state, quorum, catalog()),
                 QStringLiteral("Imperial Quorum: Ana collects a Favor from Bo (nothing of the "
                                "Demand), a Favor from Cy (nothing of the Demand); Bo takes the "
                                "Imperial Action: Weapons to Ana, Bo, Cy; Cy changes the policy "
                                "to Peace"));
        const qsizetype cyWeapons = state.board.areas[Cy].resources.count(ResourceType::Weapon);
        must(state, quorum);
        QCOMPARE(state.board.areas[Ana].favors, (QList<int>{0, 1, 1}));
        QCOMPARE(state.board.areas[Cy].resources.count(ResourceType::Weapon), cyWeapons + 1);
        QCOMPARE(state.campaign->policy, ImperialPolicy::Peace);
        QVERIFY(!state.event); // Edict 03 skipped: the Edicts are over
    }

    // A tie for the most starports or cities gives that part to nobody; the Action may also be
    // declined.
    void aTieInTheQuorumGivesNobody() {
        GameState state = atEdicts({QStringLiteral("Imperial Quorum")}, ImperialPolicy::Peace);
        setBuildings(state, Piece::Starport, {2, 2, 1});
        setBuildings(state, Piece::City, {0, 0, 0});
        QCOMPARE(quorumRegent(state, Piece::Starport), std::nullopt);
        QCOMPARE(quorumRegent(state, Piece::City), std::nullopt);
        const ImperialDemand demand{{favorFrom(Bo), favorFrom(Cy)}, std::nullopt};
        QCOMPARE(entryProblem(state, ImperialQuorum{demand, true, {}, std::nullopt}, catalog()),
                 QStringLiteral("No Regent has more starports than every other Regent: nobody "
                                "takes the Imperial Action."));
        QCOMPARE(
            entryProblem(state, ImperialQuorum{demand, false, {}, ImperialPolicy::War}, catalog()),
            QStringLiteral("No Regent has more cities than every other Regent: nobody "
                           "changes the policy."));
        setBuildings(state, Piece::Starport, {3, 2, 1});
        const QList<int> before = powers(state);
        const ImperialQuorum declined{demand, false, {}, std::nullopt};
        QCOMPARE(entryTitle(state, declined, catalog()),
                 QStringLiteral("Imperial Quorum: Ana collects a Favor from Bo (nothing of the "
                                "Demand), a Favor from Cy (nothing of the Demand); Ana takes no "
                                "Imperial Action"));
        must(state, declined);
        QCOMPARE(powers(state), before); // no Celebrate Regency
        QCOMPARE(state.campaign->policy, ImperialPolicy::Peace);
    }

    // Govern with Authority takes Edict 03's place; its Demand also taxes Cy, an Outlaw with a
    // city in an Empire-controlled system; War gives a Weapon and any 1 resource.
    void authorityTaxesHeldOutlawsAndArmsMore() {
        GameState state = atEdicts({QStringLiteral("Govern with Authority")}, ImperialPolicy::War);
        QCOMPARE(stepTitles(state),
                 (QStringList{QStringLiteral("Edict 03 · Govern with Authority (War)")}));
        QVERIFY(governsWithAuthority(state, catalog()));
        state.board.areas[Cy].title = ImperialTitle::Outlaw;
        setBuildings(state, Piece::City, {}); // Cy's city nowhere the Empire holds
        QCOMPARE(demandedFrom(state, catalog()), (QList<int>{Bo}));
        const SystemId held = requisitionOptions(state, Ana).first();
        QVERIFY(empireControls(state.board, held));
        state.board.at(held).players[Cy].cities.fresh = 1;
        QCOMPARE(demandedFrom(state, catalog()), (QList<int>{Bo, Cy}));
        GovernImperialReach war{std::nullopt,
                                {{favorFrom(Bo), favorFrom(Cy)}, std::nullopt},
                                {std::nullopt, {Ana, Bo}, {}, {}}};
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("With Authority each Regent armed also takes 1 resource of their "
                                "choice: say which."));
        war.action.extra = {ResourceType::Relic, ResourceType::Fuel};
        QCOMPARE(entryTitle(state, war, catalog()),
                 QStringLiteral("Ana enforces War: a Favor from Bo (nothing of the Demand), a "
                                "Favor from Cy (nothing of the Demand); a Weapon and a Relic to "
                                "Ana, a Weapon and a Fuel to Bo"));
        state.board.areas[Bo].resources.fill(std::nullopt);
        must(state, war);
        QCOMPARE(state.board.areas[Bo].resources.first(2),
                 (QList<std::optional<ResourceType>>{ResourceType::Weapon, ResourceType::Fuel}));
        QCOMPARE(state.board.areas[Ana].favors, (QList<int>{0, 1, 1}));
    }

    // With Authority Escalation places 4 Imperial ships and Peace doubles the city Power.
    void authorityActsMoreStrongly() {
        const QStringList booklet{QStringLiteral("Govern with Authority")};
        GameState escalation = atEdicts(booklet, ImperialPolicy::Escalation);
        QCOMPARE(requisitionedShips(escalation, catalog()), 4);
        GovernImperialReach enforce{std::nullopt, {}, {}};
        for (int seat : demandedFrom(escalation, catalog()))
            enforce.demand.tribute.append(tributeOptions(escalation, seat, catalog()).first());
        if (!ownDemandOptions(escalation).isEmpty())
            enforce.demand.own = ownDemandOptions(escalation).first();
        const SystemId place = requisitionOptions(escalation, Ana).first();
        enforce.action.requisition = place;
        const int fresh = escalation.board.at(place).imperialShips.fresh;
        must(escalation, enforce);
        QCOMPARE(escalation.board.at(place).imperialShips.fresh, fresh + 4);

        GameState peace = atEdicts(booklet, ImperialPolicy::Peace);
        enforce = {};
        for (int seat : demandedFrom(peace, catalog()))
            enforce.demand.tribute.append(tributeOptions(peace, seat, catalog()).first());
        if (!ownDemandOptions(peace).isEmpty())
            enforce.demand.own = ownDemandOptions(peace).first();
        // Bo with every city built: slots 4 and 5 uncovered, 2 + 3 Power, twice.
        peace.board.at(place).players[Bo].cities.fresh += 5 - citiesBuilt(peace.board, Bo);
        QCOMPARE(cityBonusPower(peace.board, Bo, catalog()), 5);
        const QList<int> before = powers(peace);
        // Each Regent's gain is said (nobody's Power moved, and the line did not say why).
        QVERIFY(entryTitle(peace, enforce, catalog())
                    .endsWith(QStringLiteral(
                        "; each Regent gains twice their city Power (Ana +0, Bo +10, Cy +0)")));
        must(peace, enforce);
        QCOMPARE(powers(peace), (QList<int>{before[Ana], before[Bo] + 10, before[Cy]}));
    }

    // Regression: War's Weapon for a Regent with full slots stayed in the supply. They may
    // discard a resource to make room, and only to make room.
    void aRegentWithFullSlotsMakesRoomForTheWeapon() {
        GameState state = atEdicts({}, ImperialPolicy::War);
        QList<std::optional<ResourceType>> &bos = state.board.areas[Bo].resources;
        for (int slot = 0; slot < bos.size(); ++slot) {
            if (resourceSlotOpen(state.board, Bo, slot, catalog()))
                bos[slot] = ResourceType::Material;
        }
        QCOMPARE(emptyOpenSlots(state.board, Bo, catalog()), 0);
        GovernImperialReach war{std::nullopt, {}, {std::nullopt, {Ana, Bo, Cy}, {}, {}}};
        for (int seat : demandedFrom(state, catalog()))
            war.demand.tribute.append(tributeOptions(state, seat, catalog()).first());
        war.action.room = {{Ana, 0}};
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Ana discards only to make room for what they gain."));
        war.action.room = {{Bo, 0}, {Bo, 1}};
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Bo discards only to make room for what they gain."));
        war.action.room = {{Bo, 0}};
        QCOMPARE(
            entryTitle(state, war, catalog())
                .endsWith(QStringLiteral("Weapons to Ana, Bo, Cy (Bo discards a Material to make "
                                         "room)")),
            true);
        const qsizetype materials = bos.count(ResourceType::Material);
        must(state, war);
        const auto &after = state.board.areas[Bo].resources;
        QCOMPARE(after[0], std::optional<ResourceType>(ResourceType::Weapon));
        QCOMPARE(after.count(ResourceType::Material), materials - 1);
    }
};

QTEST_GUILESS_MAIN(TestGovern)
#include "tst_govern.moc"
