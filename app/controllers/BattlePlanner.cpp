// SPDX-License-Identifier: GPL-3.0-or-later
#include "BattlePlanner.h"

#include "Table.h"
#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Roller.h"

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
    connect(this, &BattlePlanner::setupChanged, this,
            [this] { m_odds.setInterceptingShips(interceptingShips()); });
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
        m_system.clear();
        proposeOpponent();
        proposeSystem();
        startBattle();
    };
    connect(&table, &Table::gameChanged, this, newGame);
    connect(&table, &Table::retranslated, this, &BattlePlanner::wordsChanged);
    connect(&table, &Table::stateChanged, this, [this] {
        if (const auto turn = likelyAttacker(this->table().state()); turn != m_turnSeen) {
            m_turnSeen = turn;
            if (turn && !m_hasRoll && *turn != m_attacker) {
                m_attacker = *turn;
                if (m_defender == m_attacker)
                    m_defender = (m_attacker + 1) % this->table().state().playerCount();
                m_system.clear();
                proposeOpponent();
                proposeSystem();
                startBattle();
                return;
            }
        }
        if (!m_applied.isEmpty() && this->table().cursor() < m_appliedAt) {
            m_applied.clear(); // the battle applied was undone
            emit rollChanged();
        }
        // While the page says a battle was applied (its raid taken, say), no other is proposed.
        followTheBoard(m_applied.isEmpty() ? Propose::WhereStuck : Propose::No);
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
    letGoOfAnUnfitSystem();
    proposeOpponent();
    proposeSystem();
    startBattle();
}

void BattlePlanner::setDefender(int seat) {
    if (seat == m_defender)
        return;
    m_defender = seat;
    letGoOfAnUnfitSystem();
    proposeSystem();
    startBattle();
}

// Other sides may not battle in the system chosen for the last ones: it is let go, so that
// one they can battle in is proposed; else they are planned on with typed forces from their
// own pieces there (the last sides' stayed, the Blight's ship as a Rival's; a cold play-test).
void BattlePlanner::letGoOfAnUnfitSystem() {
    if (m_system.isEmpty() || battleSystems().contains(m_system))
        return;
    const arcs::Board &board = table().state().board;
    if (m_attacker >= 0 && m_attacker < board.playerCount() && m_defender >= 0 &&
        m_defender < board.playerCount())
        m_setup =
            arcs::battleSetupAt(board, m_attacker, m_defender, *arcs::SystemId::parse(m_system),
                                m_against, false, table().state().setup.empireLaws);
    m_system.clear();
}

// A new attacker, no system chosen, and the defender not one they can battle: the first
// opponent the engine names where they can (the table may choose another).
void BattlePlanner::proposeOpponent() {
    if (!m_system.isEmpty() || !battleSystems().isEmpty())
        return;
    for (int index = 0; index < arcs::SystemId::count; ++index) {
        const auto opponent = arcs::firstDefenderAt(
            table().state(), m_attacker, arcs::SystemId::fromIndex(index), table().catalog());
        if (!opponent)
            continue;
        m_against = opponent->against;
        if (opponent->against == arcs::BattleDefender::Player)
            m_defender = opponent->seat;
        return;
    }
}

// Other sides, no system chosen: the one where they can battle now is proposed (planning with
// typed forces stays a choice).
void BattlePlanner::proposeSystem() {
    if (const QStringList systems = battleSystems(); m_system.isEmpty() && systems.size() == 1)
        m_system = systems.first();
}

// The hits an intercept deals: fresh defending ships, a Defense Array (not the Blight).
int BattlePlanner::interceptingShips() const {
    return arcs::interceptHits(m_setup);
}

void BattlePlanner::setAgainst(Against against) {
    if (arcs::BattleDefender(against) == m_against)
        return;
    m_against = arcs::BattleDefender(against);
    letGoOfAnUnfitSystem();
    proposeSystem();
    startBattle();
}

void BattlePlanner::setSystem(const QString &system) {
    if (system == m_system || (!system.isEmpty() && !arcs::SystemId::parse(system)))
        return;
    m_system = system;
    startBattle();
}

void BattlePlanner::battleIn(const QString &system, int attacker) {
    const auto id = arcs::SystemId::parse(system);
    const arcs::GameState &state = table().state();
    if (!id || attacker < 0 || attacker >= state.playerCount())
        return;
    m_attacker = attacker;
    if (const auto opponent = arcs::firstDefenderAt(state, attacker, *id, table().catalog())) {
        m_against = opponent->against;
        m_defender =
            opponent->against == arcs::BattleDefender::Player ? opponent->seat : m_defender;
    }
    m_system = system;
    startBattle();
}

// Other forces make another battle: no roll yet, and one die per attacking ship to start with.
void BattlePlanner::startBattle() {
    if (imperialShipsToAdd() == 0)
        m_withImperialShips = false;
    loadForcesFromBoard();
    const arcs::Board &board = table().state().board;
    if (m_system.isEmpty() && m_defender >= 0 && m_defender < board.playerCount())
        // Typed forces: the defender's buildings anywhere, to start from (it was left unticked
        // for a defender with 4 cities; a cold play-test).
        m_setup.defenderHasBuildingsElsewhere = arcs::hasBuildingsOnTheMap(board, m_defender);
    m_applied.clear(); // before clearRoll() says so
    clearRoll();
    usePool(arcs::startingPool(m_setup, dice()));
    emit setupChanged();
}

void BattlePlanner::usePool(const arcs::DicePool &pool) {
    if (pool == m_pool)
        return;
    m_pool = pool;
    clearRoll();
    requestOdds();
}

int BattlePlanner::imperialShipsToAdd() const {
    const auto system = arcs::SystemId::parse(m_system);
    const arcs::Board &board = table().state().board;
    if (!system || !campaign() || m_attacker >= board.playerCount() ||
        m_against == arcs::BattleDefender::Empire || !arcs::isRegent(board, m_attacker))
        return 0;
    return board.at(*system).imperialShips.total();
}

void BattlePlanner::setWithImperialShips(bool with) {
    if (with == m_withImperialShips || (with && imperialShipsToAdd() == 0))
        return;
    m_withImperialShips = with;
    loadForcesFromBoard();
    clearRoll();
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

QStringList BattlePlanner::battleSystems() const {
    QStringList out;
    for (const arcs::SystemId system : systemsToBattleIn())
        out.append(system.name());
    return out;
}

QStringList BattlePlanner::battleSystemWords() const {
    QStringList out;
    for (const arcs::SystemId system : systemsToBattleIn())
        out.append(arcs::systemWord(system));
    return out;
}

QString BattlePlanner::noBattleReason() const {
    return arcs::whyNoBattleWhereTheyMeet(table().state(), m_attacker, m_defender, m_against,
                                          table().catalog());
}

// With a battle system chosen, the forces are the board's and follow every entry.
void BattlePlanner::loadForcesFromBoard() {
    const auto system = arcs::SystemId::parse(m_system);
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
    m_odds.setInterceptingShips(interceptingShips());
    if (m_hasRoll && !m_edited)
        resolve();
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

void BattlePlanner::setForce(Side side, Force force, int count) {
    arcs::PiecesHere &forces = side == Attacker ? m_setup.attacker : m_setup.defender;
    int *field = forceFields(forces)[std::size_t(force)];
    const bool ships = force == FreshShips || force == DamagedShips;
    const bool fielded = side == Attacker || (ships ? defenderHasShips() : defenderHasBuildings());
    if (count < 0 || !m_system.isEmpty() || !fielded) // the board's forces are edited on the map
        return;
    *field = count;
    usePool(arcs::poolWithin(m_pool, m_setup));
    emit setupChanged();
    m_odds.setInterceptingShips(interceptingShips());
    if (m_hasRoll && !m_edited)
        resolve();
}

QList<int> &BattlePlanner::facesOf(arcs::BattleDie die) {
    switch (die) {
    case arcs::BattleDie::Assault:
        return m_faces.assault;
    case arcs::BattleDie::Skirmish:
        return m_faces.skirmish;
    case arcs::BattleDie::Raid:
        return m_faces.raid;
    }
    Q_UNREACHABLE();
}

void BattlePlanner::setDice(arcs::BattleDie die, int count) {
    const std::array<int *, 3> pool{&m_pool.assault, &m_pool.skirmish, &m_pool.raid};
    int *field = pool[std::size_t(die)];
    if (count < 0 || count > dice().maxDicePerType || count == *field)
        return;
    *field = count;
    clearRoll();
    emit setupChanged();
    requestOdds();
}

void BattlePlanner::requestOdds() {
    m_odds.request(m_pool, dice());
}

QVariantList BattlePlanner::faces() const {
    return {QVariant::fromValue(m_faces.assault), QVariant::fromValue(m_faces.skirmish),
            QVariant::fromValue(m_faces.raid)};
}

bool BattlePlanner::rolled() const {
    return m_hasRoll && arcs::rolledDiceProblem(m_faces).isEmpty();
}

bool BattlePlanner::facesMissing() const {
    for (const QList<int> *faces : {&m_faces.assault, &m_faces.skirmish, &m_faces.raid}) {
        if (faces->contains(0))
            return true;
    }
    return false;
}

QStringList BattlePlanner::steps() const {
    return rolled() ? m_resolution.steps : QStringList();
}

void BattlePlanner::roll() {
    if (!problem().isEmpty())
        return;
    const arcs::GameState &state = table().state();
    // From the game's dice, with every press and every pool drawing afresh: looking at a roll
    // and then changing the pool or pressing again gives new dice.
    const std::uint64_t seed =
        state.seed ^ (std::uint64_t(++m_presses) * 0x9e3779b97f4a7c15ULL) ^
        std::uint64_t(m_pool.assault << 8 | m_pool.skirmish << 4 | m_pool.raid);
    m_faces = arcs::rollBattleDice(m_pool, seed, state.rolls);
    m_hasRoll = true;
    m_applied.clear();
    emit diceRolled();
    resolve();
}

void BattlePlanner::enterRoll() {
    m_faces = {QList<int>(m_pool.assault, 0), QList<int>(m_pool.skirmish, 0),
               QList<int>(m_pool.raid, 0)};
    m_hasRoll = true;
    m_applied.clear();
    resolve();
}

void BattlePlanner::setFace(arcs::BattleDie die, int index, int face) {
    QList<int> &faces = facesOf(die);
    if (index < 0 || index >= faces.size() || face < 1 || face > 6)
        return;
    faces[index] = face;
    resolve();
}

void BattlePlanner::resolve() {
    m_edited = false;
    m_tableDecided = false;
    if (rolled()) {
        m_resolution = arcs::resolveBattle(m_setup, m_faces, dice());
        const arcs::PiecesHere &defender = m_resolution.defenderAfter;
        m_after = {m_resolution.attackerAfter.ships,
                   defender.ships,
                   defender.starports,
                   defender.cities,
                   {}};
        m_flagshipAfter = {m_resolution.attackerFlagshipAfter, m_resolution.defenderFlagshipAfter};
        if (imperialShipsInBattle() > 0) { // the side's hits go to the Imperial ships first
            const Pieces side = imperialAttacking() ? AttackingShips : DefendingShips;
            const int hits = imperialAttacking() ? m_resolution.taken.attackerShips
                                                 : m_resolution.taken.defenderShips;
            const arcs::ShipsAfter split =
                arcs::imperialShipsFirst(before(side), m_setup.imperialShips, hits);
            m_after[side] = split.loyal;
            m_after[ImperialShips] = split.imperial;
        }
    }
    emit rollChanged();
}

arcs::FreshDamaged BattlePlanner::before(Pieces pieces) const {
    const arcs::FreshDamaged imperial = m_setup.imperialShips;
    switch (pieces) {
    case AttackingShips:
        return m_setup.attacker.ships - (imperialAttacking() ? imperial : arcs::FreshDamaged{});
    case DefendingShips:
        return m_setup.defender.ships - (imperialAttacking() ? arcs::FreshDamaged{} : imperial);
    case ImperialShips:
        return imperial;
    case DefendingStarports:
        return m_setup.defender.starports;
    case DefendingCities:
        return m_setup.defender.cities;
    }
    return {};
}

arcs::PiecesHere BattlePlanner::attackerAfter() const {
    return {m_after[AttackingShips], {}, {}};
}

arcs::PiecesHere BattlePlanner::defenderAfter() const {
    return {m_after[DefendingShips], m_after[DefendingCities], m_after[DefendingStarports]};
}

// Each side's ships after the battle with the Imperial ships fighting on it, as the dice see
// them.
arcs::PiecesHere BattlePlanner::attackingForcesAfter() const {
    arcs::PiecesHere out = attackerAfter();
    if (imperialAttacking())
        out.ships = out.ships + m_after[ImperialShips];
    return out;
}

arcs::PiecesHere BattlePlanner::defendingForcesAfter() const {
    arcs::PiecesHere out = defenderAfter();
    if (!imperialAttacking())
        out.ships = out.ships + m_after[ImperialShips];
    return out;
}

namespace {
constexpr std::array allPieces{BattlePlanner::AttackingShips, BattlePlanner::DefendingShips,
                               BattlePlanner::DefendingStarports, BattlePlanner::DefendingCities,
                               BattlePlanner::ImperialShips};
} // namespace

QList<int> BattlePlanner::inBattle() const {
    QList<int> out;
    for (Pieces pieces : allPieces)
        out.append(before(pieces).total());
    return out;
}

QList<int> BattlePlanner::damaged() const {
    if (!rolled())
        return {};
    QList<int> out;
    for (const arcs::FreshDamaged &after : m_after)
        out.append(after.damaged);
    return out;
}

QList<int> BattlePlanner::destroyed() const {
    if (!rolled())
        return {};
    QList<int> out;
    for (Pieces pieces : allPieces)
        out.append(before(pieces).total() - m_after[pieces].total());
    return out;
}

BattlePlanner::SlotAfter
BattlePlanner::slotAfter(const std::optional<arcs::FlagshipBuilding> &slot) {
    return !slot ? Destroyed : slot->damaged ? Damaged : Fresh;
}

const std::optional<arcs::Flagship> &BattlePlanner::flagshipBefore(Side side) const {
    return side == Attacker ? m_setup.attackerFlagship : m_setup.defenderFlagship;
}

QVariantList BattlePlanner::flagshipSlots() const {
    QVariantList out;
    if (!rolled())
        return out;
    for (Side side : {Attacker, Defender}) {
        const std::optional<arcs::Flagship> &before = flagshipBefore(side);
        const std::optional<arcs::Flagship> &after = m_flagshipAfter[std::size_t(side)];
        if (!before || !after)
            continue;
        for (int position = 1; position <= int(before->upgrades.size()); ++position) {
            for (bool armor : {true, false}) {
                const arcs::FlagshipSlot slot{position, armor};
                const std::optional<arcs::FlagshipBuilding> &built = before->at(slot);
                if (!built)
                    continue;
                const std::optional<arcs::FlagshipBuilding> &left = after->at(slot);
                const QString building =
                    built->building == arcs::Building::City ? tr("city") : tr("starport");
                out.append(QVariant::fromValue(FlagshipSlotResult{
                    side, position, armor,
                    tr("%1: %2").arg(arcs::slotName(slot, table().catalog()), building),
                    built->damaged, slotAfter(left)}));
            }
        }
    }
    return out;
}

void BattlePlanner::toggleFlagshipSlot(Side side, int position, bool armor, SlotAfter box) {
    std::optional<arcs::Flagship> &flagship = m_flagshipAfter[std::size_t(side)];
    const std::optional<arcs::Flagship> &before = flagshipBefore(side);
    if (!rolled() || !flagship || !before || position < 1 ||
        position > int(before->upgrades.size()) || box == Fresh)
        return;
    const arcs::FlagshipSlot slot{position, armor};
    const std::optional<arcs::FlagshipBuilding> &built = before->at(slot);
    if (!built)
        return;
    const std::optional<arcs::FlagshipBuilding> &now = flagship->at(slot);
    const SlotAfter ticked = slotAfter(now);
    const SlotAfter wasBefore = slotAfter(built);
    const SlotAfter after = ticked == box ? wasBefore : box;
    if (after == ticked)
        return;
    flagship->at(slot) =
        after == Destroyed
            ? std::nullopt
            : std::optional(arcs::FlagshipBuilding{built->building, after == Damaged});
    m_edited = true;
    emit rollChanged();
}

QStringList BattlePlanner::outcome() const {
    return rolled() ? arcs::outcomeLines(m_setup, attackerAfter(), defenderAfter(),
                                         m_after[ImperialShips], m_flagshipAfter[Attacker],
                                         m_flagshipAfter[Defender])
                    : QStringList{};
}

QString BattlePlanner::outcomeProblem() const {
    return rolled() ? arcs::outcomeProblem(m_setup, m_resolution, attackingForcesAfter(),
                                           defendingForcesAfter(), m_flagshipAfter[Attacker],
                                           m_flagshipAfter[Defender])
                    : QString{};
}

void BattlePlanner::setTableDecided(bool decided) {
    m_tableDecided = decided;
    emit rollChanged();
}

int BattlePlanner::keysUsable() const {
    return rolled() ? arcs::usableKeys(attackerAfter(), m_resolution.keys,
                                       m_setup.attackerFlagship.has_value())
                    : 0;
}

// A piece damaged before the battle stays damaged or is destroyed: no battle repairs it.
void BattlePlanner::setAfter(Pieces pieces, int damaged, int destroyed) {
    const arcs::FreshDamaged was = before(pieces);
    if (!rolled() || destroyed < 0 || destroyed > was.total())
        return;
    const int left = was.total() - destroyed;
    damaged = std::clamp(damaged, std::max(0, was.damaged - destroyed), left);
    m_after[pieces] = {left - damaged, damaged};
    m_edited = true;
    emit rollChanged();
}

void BattlePlanner::setDamaged(Pieces pieces, int count) {
    setAfter(pieces, count, before(pieces).total() - m_after[pieces].total());
}

void BattlePlanner::setDestroyed(Pieces pieces, int count) {
    setAfter(pieces, m_after[pieces].damaged, count);
}

QString BattlePlanner::applyProblem() const {
    if (!problem().isEmpty())
        return problem();
    if (!rolled())
        return tr("Roll the dice, or enter every die's face.");
    if (!m_tableDecided && !outcomeProblem().isEmpty())
        return tr("The dice cannot produce this result: change it, or confirm that the table "
                  "decided otherwise.");
    if (m_system.isEmpty())
        return tr("Choose the battle system to apply the result to the board.");
    return arcs::entryProblem(table().state(), battleResult(), table().catalog());
}

arcs::BattleResult BattlePlanner::battleResult() const {
    return {m_attacker,
            m_defender,
            arcs::SystemId::parse(m_system).value_or(arcs::SystemId{}),
            m_faces,
            m_after[AttackingShips],
            m_after[DefendingShips],
            m_after[DefendingCities],
            m_after[DefendingStarports],
            m_tableDecided,
            m_against,
            imperialAttacking(),
            m_after[ImperialShips],
            m_flagshipAfter[Attacker],
            m_flagshipAfter[Defender]};
}

bool BattlePlanner::apply() {
    if (!applyProblem().isEmpty() || !table().apply(battleResult()).isEmpty())
        return false;
    m_applied = table().undoTitle();
    m_appliedAt = table().cursor();
    clearRoll();
    followTheBoard(Propose::No); // again, now that no roll holds the battle's system
    if (m_resolution.hits + m_resolution.buildingHits > 0)
        emit hitsLanded();
    return true;
}

void BattlePlanner::planAnother() {
    if (m_system.isEmpty()) {
        proposeOpponent();
        proposeSystem();
    }
    startBattle(); // and the battle applied let go
}

// The forces and dice as the board now has them. A system where the battle can no longer be
// fought (no defender is left) is let go, and its forces with it, unless a roll is under way.
void BattlePlanner::followTheBoard(Propose propose) {
    if (!m_system.isEmpty() && !battleSystems().contains(m_system) && !m_hasRoll) {
        m_system.clear();
        m_setup = {};
    }
    // Sides that cannot battle anywhere follow the board to ones that can (ships moved in
    // beside a Rival's): a choice of typed forces against sides that can is kept.
    if (propose == Propose::WhereStuck && m_system.isEmpty() && !m_hasRoll &&
        battleSystems().isEmpty()) {
        proposeOpponent();
        proposeSystem();
        if (!m_system.isEmpty())
            return startBattle();
    }
    loadForcesFromBoard();
    usePool(arcs::poolWithin(m_pool, m_setup));
    emit setupChanged(); // the systems to choose from follow the board
}

void BattlePlanner::clearRoll() {
    m_faces = {};
    m_hasRoll = false;
    m_after = {};
    m_flagshipAfter = {};
    m_tableDecided = false;
    emit rollChanged();
}

QString BattlePlanner::faceLegend() const {
    // Each icon is kept on one line with its word ("—" ended a line, "blank" began the next).
    QStringList entries = tr("✸ hit   ☠ self-hit   ⚔ intercept   ▣ building hit   ⚷ key   — blank")
                              .split(QStringLiteral("   "));
    for (QString &entry : entries)
        entry.replace(u' ', QChar(0x00A0)); // a no-break space
    return entries.join(QStringLiteral("   "));
}

QVariantList BattlePlanner::faceLabels() const {
    QVariantList out(3); // by Die
    for (const arcs::BattleDieFaces &die : dice().battleDice) {
        QStringList labels;
        for (const arcs::DieFace &face : die.faces) {
            // The marks printed on the die, as icons: see faceLegend.
            QString marks;
            marks += QString(face.intercept, QChar(0x2694));    // ⚔ intercept
            marks += QString(face.hits, QChar(0x2738));         // ✸ hit
            marks += QString(face.buildingHits, QChar(0x25A3)); // ▣ building hit
            marks += QString(face.keys, QChar(0x26B7));         // ⚷ key
            marks += QString(face.selfHits, QChar(0x2620));     // ☠ self-hit
            labels.append(marks.isEmpty() ? QStringLiteral("—") : marks);
        }
        out[qsizetype(die.die)] = labels;
    }
    return out;
}

static_assert(int(BattlePlanner::Blight) == int(arcs::BattleDefender::Blight) &&
                  int(BattlePlanner::Rival) == int(arcs::BattleDefender::Player),
              "BattlePlanner::Against mirrors arcs::BattleDefender");
