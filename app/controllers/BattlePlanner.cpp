// SPDX-License-Identifier: GPL-3.0-or-later
#include "BattlePlanner.h"

#include "Table.h"
#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"

#include <utility>

namespace {

// A side's counts, in the order of BattlePlanner::Force.
std::array<int *, 6> forceFields(arcs::PiecesHere &forces) {
    return {&forces.ships.fresh,    &forces.ships.damaged,   &forces.cities.fresh,
            &forces.cities.damaged, &forces.starports.fresh, &forces.starports.damaged};
}

QList<int> forceCounts(arcs::PiecesHere forces) {
    QList<int> out;
    for (int *field : forceFields(forces))
        out.append(*field);
    return out;
}

} // namespace

BattlePlanner::BattlePlanner(Table *table, QObject *parent) : TableClient(table, parent) {
    m_setup.attacker.ships.fresh = 3;
    m_setup.defender.ships.fresh = 2;
    m_pool = {2, 0, 0};
    // The damage taken depends on the fresh defending ships.
    connect(this, &BattlePlanner::setupChanged, this, [this] {
        m_odds.setInterceptingShips(interceptingShips());
        m_roll.setBattle(battle());
    });
    // Its result journaled, the board it was fought on changed: no roll holds the system now.
    connect(&m_roll, &BattleRoll::appliedToBoard, this, [this] { followTheBoard(Propose::No); });
    start();
    requestOdds();
}

// Whose turn it is attacks; between turns, the player who plays the next card.
static std::optional<int> likelyAttacker(const arcs::GameState &state) {
    const std::optional<int> turn = state.turnPlayer();
    return turn ? turn : state.toAct();
}

void BattlePlanner::connectTo(Table &table) {
    const auto newGame = [this] {
        // A new game: the previous seats may not exist any more.
        const arcs::GameState &state = this->table().state();
        m_turnSeen = likelyAttacker(state);
        m_attacker = m_turnSeen.value_or(0);
        m_defender = state.playerCount() > 0 ? (m_attacker + 1) % state.playerCount() : 1;
        m_against = arcs::BattleDefender::Player;
        m_withImperialShips = false;
        m_system.reset();
        m_typedFrom.reset();
        m_movedFrom.reset();
        proposeOpponent();
        proposeSystem();
        startBattle();
    };
    connect(&table, &Table::gameChanged, this, newGame);
    m_roll.setTable(&table);
    connect(&table, &Table::stateChanged, this, [this] {
        if (const auto turn = likelyAttacker(this->table().state()); turn != m_turnSeen) {
            m_turnSeen = turn;
            if (turn && !m_roll.underWay() && *turn != m_attacker) {
                m_attacker = *turn;
                if (m_defender == m_attacker)
                    m_defender = (m_attacker + 1) % this->table().state().playerCount();
                m_system.reset();
                m_typedFrom.reset();
                m_movedFrom.reset();
                proposeOpponent();
                proposeSystem();
                startBattle();
                return;
            }
        }
        m_roll.followCursor(this->table().cursor());
        // While the page says a battle was applied (its raid taken, say), no other is proposed.
        followTheBoard(m_roll.applied().isEmpty() ? Propose::WhereStuck : Propose::No);
    });
    newGame();
}

const arcs::DiceData &BattlePlanner::dice() const {
    return catalog().dice;
}

void BattlePlanner::setAttacker(int seat) {
    if (seat == m_attacker)
        return;
    m_attacker = seat;
    if (m_defender == m_attacker && table().state().playerCount() > 1)
        m_defender = (m_attacker + 1) % table().state().playerCount(); // nobody battles themself
    followTheSides(Proposing::Opponent);
}

void BattlePlanner::setDefender(int seat) {
    if (seat == m_defender)
        return;
    m_defender = seat;
    followTheSides(Proposing::System);
}

// Other sides: a system they cannot battle in is let go and one they can proposed, and the page
// says where the battle moved from (choosing the Free States moved it without a word; a cold
// play-test).
void BattlePlanner::followTheSides(Proposing proposing) {
    const std::optional<arcs::SystemId> before = m_system;
    letGoOfAnUnfitSystem();
    if (proposing == Proposing::Opponent)
        proposeOpponent();
    else if (proposing == Proposing::Rival)
        proposeRival();
    proposeSystem();
    m_movedFrom = before && m_system && before != m_system ? before : std::nullopt;
    startBattle();
}

// Other sides may not battle in the system chosen for the last ones: it is let go, so that
// one they can battle in is proposed. Else they are planned on with typed forces that start
// from these sides' own pieces in the system the forces came from, each time the sides change
// (the last sides' stayed, the Blight's ship as a Rival's; Ana's ships stayed for Dee, a
// Regent's Imperial ships against the Empire: cold play-tests).
void BattlePlanner::letGoOfAnUnfitSystem() {
    if (m_system && systemsToBattleIn().contains(*m_system))
        return;
    if (m_system)
        m_typedFrom = std::exchange(m_system, std::nullopt);
    // From where the sides meet, if they do: the notes then say one system (Ben's Truce Law in
    // 1-hex was said over forces typed from 3-crescent, where Ben had nothing; a cold play-test).
    const auto meet =
        arcs::whereTheyMeet(table().state(), m_attacker, m_defender, m_against, m_typedFrom);
    m_sidesMeet = meet.has_value();
    if (meet)
        m_typedFrom = meet;
    const arcs::Board &board = table().state().board;
    if (m_typedFrom && m_attacker >= 0 && m_attacker < board.playerCount() && m_defender >= 0 &&
        m_defender < board.playerCount())
        m_setup = arcs::battleSetupAt(board, m_attacker, m_defender, *m_typedFrom, m_against, false,
                                      table().state().setup.empireLaws);
}

// A new attacker, no system chosen, and the defender not one they can battle: the first
// opponent the engine names where they can (the table may choose another).
void BattlePlanner::proposeOpponent() {
    if (m_system || !systemsToBattleIn().isEmpty())
        return;
    for (int index = 0; index < arcs::SystemId::count; ++index) {
        const auto opponent = arcs::firstDefenderAt(
            table().state(), m_attacker, arcs::SystemId::fromIndex(index), table().catalog());
        if (!opponent)
            continue;
        m_against = opponent->against;
        if (opponent->against == arcs::BattleDefender::Player)
            m_defender = opponent->seat;
        // The typed forces are the new opponent's (the Blight's Tough, no intercept): they were
        // the last opponent's until chosen again (cold play-test 75).
        letGoOfAnUnfitSystem();
        return;
    }
}

// Other sides, no system chosen: the one where they can battle now is proposed (planning with
// typed forces stays a choice).
void BattlePlanner::proposeSystem() {
    if (const auto systems = systemsToBattleIn(); !m_system && systems.size() == 1)
        m_system = systems.first();
}

// The hits an intercept deals: fresh defending ships, a Defense Array (not the Blight).
int BattlePlanner::interceptingShips() const {
    return arcs::interceptHits(m_setup);
}

void BattlePlanner::setAgainst(arcs::BattleDefender against) {
    if (against == m_against)
        return;
    m_against = against;
    followTheSides(against == arcs::BattleDefender::Player ? Proposing::Rival : Proposing::System);
}

// Against a Rival the attacker can battle nowhere, the first after them in seat order whom
// they can (the last Rival chosen stayed, with nothing beside the attacker; a cold play-test).
void BattlePlanner::proposeRival() {
    if (m_system || !systemsToBattleIn().isEmpty())
        return;
    const int chosen = m_defender;
    const int count = table().state().playerCount();
    for (int step = 1; step < count; ++step) {
        m_defender = (m_attacker + step) % count;
        if (!systemsToBattleIn().isEmpty()) {
            letGoOfAnUnfitSystem(); // the typed forces are this Rival's
            return;
        }
    }
    m_defender = chosen;
}

void BattlePlanner::setSystem(const ReachSystem &system) {
    if (system.id() == m_system)
        return;
    if (m_system) { // typed forces start from the board's there, where the sides meet
        m_typedFrom = m_system;
        m_sidesMeet = true;
    }
    m_system = system.id();
    m_movedFrom.reset();
    startBattle();
}

void BattlePlanner::battleIn(const ReachSystem &system, int attacker) {
    const auto &id = system.id();
    const arcs::GameState &state = table().state();
    if (!id || attacker < 0 || attacker >= state.playerCount())
        return;
    m_attacker = attacker;
    if (const auto opponent = arcs::firstDefenderAt(state, attacker, *id, table().catalog())) {
        m_against = opponent->against;
        m_defender =
            opponent->against == arcs::BattleDefender::Player ? opponent->seat : m_defender;
    }
    m_system = id;
    m_movedFrom.reset();
    startBattle();
}

// Other forces make another battle: no roll yet, and one die per attacking ship to start with.
void BattlePlanner::startBattle() {
    if (imperialShipsToAdd() == 0)
        m_withImperialShips = false;
    loadForcesFromBoard();
    const arcs::Board &board = table().state().board;
    if (!m_system && m_defender >= 0 && m_defender < board.playerCount())
        // Typed forces: the defender's buildings anywhere, to start from (it was left unticked
        // for a defender with 4 cities; a cold play-test).
        m_setup.defenderHasBuildingsElsewhere = arcs::hasBuildingsOnTheMap(board, m_defender);
    m_roll.startAfresh();
    usePool(arcs::startingPool(m_setup, dice()));
    emit setupChanged();
}

void BattlePlanner::usePool(const arcs::DicePool &pool) {
    if (pool == m_pool)
        return;
    m_pool = pool;
    m_roll.clear();
    requestOdds();
}

int BattlePlanner::imperialShipsToAdd() const {
    const arcs::Board &board = table().state().board;
    if (!m_system || !campaign() || m_attacker >= board.playerCount() ||
        m_against == arcs::BattleDefender::Empire || !arcs::isRegent(board, m_attacker))
        return 0;
    return board.at(*m_system).imperialShips.total();
}

void BattlePlanner::setWithImperialShips(bool with) {
    if (with == m_withImperialShips || (with && imperialShipsToAdd() == 0))
        return;
    m_withImperialShips = with;
    loadForcesFromBoard();
    m_roll.clear();
    usePool(arcs::startingPool(m_setup, dice()));
    emit setupChanged();
}

QList<arcs::SystemId> BattlePlanner::systemsToBattleIn() const {
    QList<arcs::SystemId> out;
    for (int index = 0; index < arcs::SystemId::count; ++index) {
        const arcs::SystemId system = arcs::SystemId::fromIndex(index);
        if (arcs::battleProblemAt(table().state(), m_attacker, m_defender, system, m_against,
                                  table().catalog())
                .isEmpty())
            out.append(system);
    }
    return out;
}

QVariantList BattlePlanner::battleSystems() const {
    QVariantList out;
    for (const arcs::SystemId system : systemsToBattleIn())
        out.append(QVariant::fromValue(ReachSystem(system)));
    return out;
}

QString BattlePlanner::noBattleReason() const {
    return arcs::whyNoBattleWhereTheyMeet(table().state(), m_attacker, m_defender, m_against,
                                          table().catalog(), m_typedFrom);
}

// With a battle system chosen, the forces are the board's and follow every entry.
void BattlePlanner::loadForcesFromBoard() {
    const std::optional<arcs::SystemId> &system = m_system;
    const arcs::Board &board = table().state().board;
    if (!system) { // typed forces: the counts stay to start from, nothing the board alone gives
        m_setup.attackerFlagship.reset();
        m_setup.defenderFlagship.reset();
        m_setup.defenderHasFlagship = false;
        // nor pieces the defending side has none of (the Free States' ships; a cold play-test)
        if (!arcs::defendsWithShips(m_against))
            m_setup.defender.ships = {};
        if (!arcs::defendsWithBuildings(m_against)) {
            m_setup.defender.cities = {};
            m_setup.defender.starports = {};
        }
        return;
    }
    if (m_attacker < 0 || m_attacker >= board.playerCount() || m_defender < 0 ||
        m_defender >= board.playerCount())
        return;
    m_setup = arcs::battleSetupAt(board, m_attacker, m_defender, *system, m_against,
                                  m_withImperialShips && imperialShipsToAdd() > 0,
                                  table().state().setup.empireLaws);
}

QList<int> BattlePlanner::attackerForces() const {
    return forceCounts(m_setup.attacker);
}

QList<int> BattlePlanner::defenderForces() const {
    return forceCounts(m_setup.defender);
}

void BattlePlanner::setDefenderHasBuildingsElsewhere(bool elsewhere) {
    m_setup.defenderHasBuildingsElsewhere = elsewhere;
    emit setupChanged();
}

QString BattlePlanner::problem() const {
    return arcs::battleProblem(m_setup, m_pool, dice());
}

void BattlePlanner::setForce(arcs::BattleSide side, Force force, int count) {
    const bool attacking = side == arcs::BattleSide::Attacker;
    arcs::PiecesHere &forces = attacking ? m_setup.attacker : m_setup.defender;
    int *field = forceFields(forces)[std::size_t(force)];
    const bool ships = force == FreshShips || force == DamagedShips;
    const bool fielded = attacking || (ships ? defenderHasShips() : defenderHasBuildings());
    if (count < 0 || m_system || !fielded) // the board's forces are edited on the map
        return;
    *field = count;
    m_typedFrom.reset(); // the table's own counts now: kept as the sides change
    usePool(arcs::poolWithin(m_pool, m_setup));
    emit setupChanged();
}

void BattlePlanner::setDice(arcs::BattleDie die, int count) {
    const std::array<int *, 3> pool{&m_pool.assault, &m_pool.skirmish, &m_pool.raid};
    int *field = pool[std::size_t(die)];
    if (count < 0 || count > dice().maxDicePerType || count == *field)
        return;
    *field = count;
    m_roll.clear();
    emit setupChanged();
    requestOdds();
}

void BattlePlanner::requestOdds() {
    m_odds.request(m_pool, dice());
}

BattleRoll::Battle BattlePlanner::battle() const {
    return {m_attacker, m_defender, m_against, m_system, m_setup, m_pool};
}

void BattlePlanner::planAnother() {
    if (!m_system) {
        proposeOpponent();
        proposeSystem();
    }
    startBattle(); // and the battle applied let go
}

// The forces and dice as the board now has them. A system where the battle can no longer be
// fought (no defender is left) is let go, and its forces with it, unless a roll is under way.
void BattlePlanner::followTheBoard(Propose propose) {
    if (m_system && !systemsToBattleIn().contains(*m_system) && !m_roll.underWay()) {
        m_system.reset();
        m_typedFrom.reset();
        m_setup = {};
    }
    // Sides that cannot battle anywhere follow the board to ones that can (ships moved in
    // beside a Rival's): a choice of typed forces against sides that can is kept.
    if (propose == Propose::WhereStuck && !m_system && !m_roll.underWay() &&
        systemsToBattleIn().isEmpty()) {
        proposeOpponent();
        proposeSystem();
        if (m_system)
            return startBattle();
    }
    loadForcesFromBoard();
    usePool(arcs::poolWithin(m_pool, m_setup));
    emit setupChanged(); // the systems to choose from follow the board
}
