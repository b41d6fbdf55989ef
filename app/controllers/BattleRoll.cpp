// SPDX-License-Identifier: GPL-3.0-or-later
#include "BattleRoll.h"

#include "data/Catalog.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Roller.h"

namespace {
constexpr std::array allPieces{BattleRoll::AttackingShips, BattleRoll::DefendingShips,
                               BattleRoll::DefendingStarports, BattleRoll::DefendingCities,
                               BattleRoll::ImperialShips};
} // namespace

BattleRoll::BattleRoll(QObject *parent) : TableClient(nullptr, parent) {
    start();
}

void BattleRoll::connectTo(Table &table) {
    connect(&table, &Table::retranslated, this, &BattleRoll::wordsChanged);
    connect(&table, &Table::retranslated, this, &BattleRoll::changed);
}

QString BattleRoll::applied() const {
    return m_appliedAt ? table().journal().title(*m_appliedAt - 1) : QString();
}

void BattleRoll::setBattle(const Battle &battle) {
    m_battle = battle;
    if (m_hasRoll && !m_edited)
        resolve();
    else
        emit changed();
}

void BattleRoll::clear() {
    m_faces = {};
    m_hasRoll = false;
    m_after = {};
    m_flagshipAfter = {};
    m_tableDecided = false;
    emit changed();
}

void BattleRoll::startAfresh() {
    m_appliedAt.reset();
    clear();
}

void BattleRoll::followCursor(int cursor) {
    if (m_appliedAt && cursor < *m_appliedAt) {
        m_appliedAt.reset(); // the battle applied was undone
        emit changed();
    }
}

bool BattleRoll::canRoll() const {
    return arcs::battleProblem(m_battle.setup, m_battle.pool, catalog().dice).isEmpty();
}

QList<int> &BattleRoll::facesOf(arcs::BattleDie die) {
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

QVariantList BattleRoll::faces() const {
    return {QVariant::fromValue(m_faces.assault), QVariant::fromValue(m_faces.skirmish),
            QVariant::fromValue(m_faces.raid)};
}

bool BattleRoll::rolled() const {
    return m_hasRoll && arcs::rolledDiceProblem(m_faces).isEmpty();
}

bool BattleRoll::facesMissing() const {
    for (const QList<int> *faces : {&m_faces.assault, &m_faces.skirmish, &m_faces.raid}) {
        if (faces->contains(0))
            return true;
    }
    return false;
}

QStringList BattleRoll::steps() const {
    return rolled() ? m_resolution.steps : QStringList();
}

void BattleRoll::rollDice() {
    if (!canRoll())
        return;
    const arcs::GameState &state = table().state();
    m_faces = arcs::rollBattleDiceAtPress(m_battle.pool, state.seed, state.rolls, ++m_presses);
    m_hasRoll = true;
    m_appliedAt.reset();
    emit diceRolled();
    resolve();
}

void BattleRoll::enterDice() {
    const arcs::DicePool &pool = m_battle.pool;
    m_faces = {QList<int>(pool.assault, 0), QList<int>(pool.skirmish, 0), QList<int>(pool.raid, 0)};
    m_hasRoll = true;
    m_appliedAt.reset();
    resolve();
}

void BattleRoll::setFace(arcs::BattleDie die, int index, int face) {
    QList<int> &faces = facesOf(die);
    if (index < 0 || index >= faces.size() || face < 1 || face > 6)
        return;
    faces[index] = face;
    resolve();
}

void BattleRoll::resolve() {
    m_edited = false;
    m_tableDecided = false;
    if (rolled()) {
        m_resolution = arcs::resolveBattle(m_battle.setup, m_faces, catalog().dice);
        const arcs::PiecesHere &defender = m_resolution.defenderAfter;
        m_after = {m_resolution.attackerAfter.ships,
                   defender.ships,
                   defender.starports,
                   defender.cities,
                   {}};
        m_flagshipAfter = {m_resolution.attackerFlagshipAfter, m_resolution.defenderFlagshipAfter};
        const arcs::FreshDamaged imperial = m_battle.setup.imperialShips;
        if (imperial.total() > 0) { // the side's hits go to the Imperial ships first
            const Pieces side = imperialAttacking() ? AttackingShips : DefendingShips;
            const int hits = imperialAttacking() ? m_resolution.taken.attackerShips
                                                 : m_resolution.taken.defenderShips;
            const arcs::ShipsAfter split = arcs::imperialShipsFirst(before(side), imperial, hits);
            m_after[side] = split.loyal;
            m_after[ImperialShips] = split.imperial;
        }
    }
    emit changed();
}

arcs::FreshDamaged BattleRoll::before(Pieces pieces) const {
    const arcs::BattleSetup &setup = m_battle.setup;
    const arcs::FreshDamaged imperial = setup.imperialShips;
    switch (pieces) {
    case AttackingShips:
        return setup.attacker.ships - (imperialAttacking() ? imperial : arcs::FreshDamaged{});
    case DefendingShips:
        return setup.defender.ships - (imperialAttacking() ? arcs::FreshDamaged{} : imperial);
    case ImperialShips:
        return imperial;
    case DefendingStarports:
        return setup.defender.starports;
    case DefendingCities:
        return setup.defender.cities;
    }
    return {};
}

arcs::PiecesHere BattleRoll::attackerAfter() const {
    return {m_after[AttackingShips], {}, {}};
}

arcs::PiecesHere BattleRoll::defenderAfter() const {
    return {m_after[DefendingShips], m_after[DefendingCities], m_after[DefendingStarports]};
}

// Each side's ships after the battle with the Imperial ships fighting on it, as the dice see
// them.
arcs::PiecesHere BattleRoll::attackingForcesAfter() const {
    arcs::PiecesHere out = attackerAfter();
    if (imperialAttacking())
        out.ships = out.ships + m_after[ImperialShips];
    return out;
}

arcs::PiecesHere BattleRoll::defendingForcesAfter() const {
    arcs::PiecesHere out = defenderAfter();
    if (!imperialAttacking())
        out.ships = out.ships + m_after[ImperialShips];
    return out;
}

QList<int> BattleRoll::inBattle() const {
    QList<int> out;
    for (Pieces pieces : allPieces)
        out.append(before(pieces).total());
    return out;
}

QList<int> BattleRoll::damaged() const {
    if (!rolled())
        return {};
    QList<int> out;
    for (const arcs::FreshDamaged &after : m_after)
        out.append(after.damaged);
    return out;
}

QList<int> BattleRoll::destroyed() const {
    if (!rolled())
        return {};
    QList<int> out;
    for (Pieces pieces : allPieces)
        out.append(before(pieces).total() - m_after[pieces].total());
    return out;
}

BattleRoll::SlotAfter BattleRoll::slotAfter(const std::optional<arcs::FlagshipBuilding> &slot) {
    return !slot ? Destroyed : slot->damaged ? Damaged : Fresh;
}

const std::optional<arcs::Flagship> &BattleRoll::flagshipBefore(arcs::BattleSide side) const {
    return side == arcs::BattleSide::Attacker ? m_battle.setup.attackerFlagship
                                              : m_battle.setup.defenderFlagship;
}

QVariantList BattleRoll::flagshipSlots() const {
    QVariantList out;
    if (!rolled())
        return out;
    for (const arcs::BattleSide side : {arcs::BattleSide::Attacker, arcs::BattleSide::Defender}) {
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
                out.append(QVariant::fromValue(
                    FlagshipSlotResult{side, position, armor,
                                       tr("%1: %2").arg(arcs::slotName(slot, catalog()), building),
                                       built->damaged, slotAfter(left)}));
            }
        }
    }
    return out;
}

void BattleRoll::toggleFlagshipSlot(arcs::BattleSide side, int position, bool armor,
                                    SlotAfter box) {
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
    emit changed();
}

QStringList BattleRoll::outcome() const {
    return rolled() ? arcs::outcomeLines(m_battle.setup, attackerAfter(), defenderAfter(),
                                         m_after[ImperialShips], attackerFlagshipAfter(),
                                         defenderFlagshipAfter())
                    : QStringList{};
}

QString BattleRoll::outcomeProblem() const {
    return rolled() ? arcs::outcomeProblem(m_battle.setup, m_resolution, attackingForcesAfter(),
                                           defendingForcesAfter(), attackerFlagshipAfter(),
                                           defenderFlagshipAfter())
                    : QString{};
}

void BattleRoll::setTableDecided(bool decided) {
    m_tableDecided = decided;
    emit changed();
}

int BattleRoll::keysUsable() const {
    return rolled() ? arcs::usableKeys(attackerAfter(), m_resolution.keys,
                                       m_battle.setup.attackerFlagship.has_value())
                    : 0;
}

// A piece damaged before the battle stays damaged or is destroyed: no battle repairs it.
void BattleRoll::setAfter(Pieces pieces, int damaged, int destroyed) {
    const arcs::FreshDamaged was = before(pieces);
    if (!rolled() || destroyed < 0 || destroyed > was.total())
        return;
    const int left = was.total() - destroyed;
    damaged = std::clamp(damaged, std::max(0, was.damaged - destroyed), left);
    m_after[pieces] = {left - damaged, damaged};
    m_edited = true;
    emit changed();
}

void BattleRoll::setDamaged(Pieces pieces, int count) {
    setAfter(pieces, count, before(pieces).total() - m_after[pieces].total());
}

void BattleRoll::setDestroyed(Pieces pieces, int count) {
    setAfter(pieces, m_after[pieces].damaged, count);
}

QString BattleRoll::applyProblem() const {
    if (const QString problem = arcs::battleProblem(m_battle.setup, m_battle.pool, catalog().dice);
        !problem.isEmpty())
        return problem;
    if (!rolled())
        return tr("Roll the dice, or enter every die's face.");
    if (!m_tableDecided && !outcomeProblem().isEmpty())
        return tr("The dice cannot produce this result: change it, or confirm that the table "
                  "decided otherwise.");
    if (!m_battle.system)
        return tr("Choose the battle system to apply the result to the board.");
    return arcs::entryProblem(state(), battleResult(), catalog());
}

arcs::BattleResult BattleRoll::battleResult() const {
    return {m_battle.attacker,
            m_battle.defender,
            m_battle.system.value_or(arcs::SystemId{}),
            m_faces,
            m_after[AttackingShips],
            m_after[DefendingShips],
            m_after[DefendingCities],
            m_after[DefendingStarports],
            m_tableDecided,
            m_battle.against,
            imperialAttacking(),
            m_after[ImperialShips],
            attackerFlagshipAfter(),
            defenderFlagshipAfter()};
}

bool BattleRoll::apply() {
    if (!applyProblem().isEmpty() || !table().apply(battleResult()).isEmpty())
        return false;
    m_appliedAt = table().cursor();
    const bool hits = m_resolution.hits + m_resolution.buildingHits > 0;
    clear();
    emit appliedToBoard();
    if (hits)
        emit hitsLanded();
    return true;
}

QString BattleRoll::faceLegend() const {
    // Each icon is kept on one line with its word ("—" ended a line, "blank" began the next).
    QStringList entries = tr("✸ hit   ☠ self-hit   ⚔ intercept   ▣ building hit   ⚷ key   — blank")
                              .split(QStringLiteral("   "));
    for (QString &entry : entries)
        entry.replace(u' ', QChar(0x00A0)); // a no-break space
    return entries.join(QStringLiteral("   "));
}

QVariantList BattleRoll::faceLabels() const {
    QVariantList out(3); // by arcs::BattleDie
    for (const arcs::BattleDieFaces &die : catalog().dice.battleDice) {
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
