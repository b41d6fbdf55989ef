// SPDX-License-Identifier: GPL-3.0-or-later
#include "Flagships.h"

#include "data/Catalog.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Flagships)
};

const FlagshipUpgrade *printed(int position, const Catalog &catalog) {
    const QList<FlagshipUpgrade> &upgrades = catalog.campaign.flagshipUpgrades;
    return position >= 1 && position <= upgrades.size() ? &upgrades[position - 1] : nullptr;
}

// Hits the rightmost built slot of a row; whether one was there to take it.
bool hitRightmost(std::array<std::optional<FlagshipBuilding>, 6> &row) {
    for (auto slot = row.rbegin(); slot != row.rend(); ++slot) {
        if (!*slot)
            continue;
        if ((*slot)->damaged) {
            slot->reset();
        } else {
            (*slot)->damaged = true;
        }
        return true;
    }
    return false;
}

QString letter(const FlagshipBuilding &building) {
    return building.building == Building::City ? Text::tr("C") : Text::tr("S");
}

} // namespace

bool flagshipIn(const Board &board, int seat, SystemId system) {
    const std::optional<Flagship> &flagship = board.areas.value(seat).flagship;
    return flagship && flagship->system == system;
}

bool anyFlagshipIn(const Board &board, SystemId system) {
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        if (flagshipIn(board, seat, system))
            return true;
    }
    return false;
}

bool anyShipIn(const Board &board, SystemId system) {
    return board.at(system).ships() > 0 || anyFlagshipIn(board, system);
}

int freshLoyalShips(const Board &board, int seat, SystemId system) {
    return board.at(system).players.value(seat).ships.fresh +
           (flagshipIn(board, seat, system) ? 1 : 0);
}

bool hasLoyalPieces(const Board &board, int seat, SystemId system) {
    const QList<FateToken> &tokens = board.at(system).fateTokens;
    return !board.at(system).players.value(seat).isEmpty() || flagshipIn(board, seat, system) ||
           std::any_of(tokens.begin(), tokens.end(),
                       [seat](const FateToken &token) { return token.loyalTo == seat; });
}

std::optional<ResourceType> slotPlanet(FlagshipSlot slot, const Catalog &catalog) {
    const FlagshipUpgrade *upgrade = printed(slot.position, catalog);
    if (!upgrade)
        return std::nullopt;
    return slot.armor ? upgrade->armorPlanet : upgrade->upgradePlanet;
}

QString slotName(FlagshipSlot slot, const Catalog &catalog) {
    const FlagshipUpgrade *upgrade = printed(slot.position, catalog);
    const QString name = upgrade ? upgradeName(upgrade->upgrade) : QString::number(slot.position);
    return slot.armor ? Text::tr("%1 Armor").arg(name) : name;
}

QString upgradeName(Upgrade upgrade) {
    switch (upgrade) {
    case Upgrade::SlipstreamDrive:
        return Text::tr("Slipstream Drive");
    case Upgrade::TractorBeam:
        return Text::tr("Tractor Beam");
    case Upgrade::ControlArray:
        return Text::tr("Control Array");
    case Upgrade::DefenseArray:
        return Text::tr("Defense Array");
    case Upgrade::ShipCrane:
        return Text::tr("Ship Crane");
    case Upgrade::Hull:
        return Text::tr("Hull");
    }
    return {};
}

QString upgradeAllows(Upgrade upgrade) {
    switch (upgrade) {
    case Upgrade::SlipstreamDrive:
        return Text::tr(
            "Once a turn, in the Prelude: Catapult move the Flagship alone, or other ships "
            "from it.");
    case Upgrade::TractorBeam:
        return Text::tr("Defending: the attacker collects no raid dice.");
    case Upgrade::ControlArray:
        return Text::tr("In a gate: tax any city of its cluster as if it were Loyal.");
    case Upgrade::DefenseArray:
        return Text::tr(
            "Defending: the Flagship intercepts, one hit per fresh starport on its board.");
    case Upgrade::ShipCrane:
        return Text::tr("Build up to 2 ships a turn in the Flagship's system.");
    case Upgrade::Hull:
        return Text::tr("Nothing of its own: room for more cities (resource slots) and starports "
                        "(battle dice).");
    }
    return {};
}

int shipsAtFlagshipPerTurn(const Flagship &flagship) {
    return flagship.has(Upgrade::ShipCrane) ? 2 : 1;
}

int hitFlagship(Flagship &flagship, int hits) {
    while (hits > 0 && (hitRightmost(flagship.armor) || hitRightmost(flagship.upgrades)))
        --hits;
    return hits;
}

QStringList flagshipChanges(const Flagship &before, const Flagship &after, const Catalog &catalog) {
    QStringList changes;
    for (bool armor : {true, false}) {
        for (int position = int(before.upgrades.size()); position >= 1; --position) {
            const FlagshipSlot slot{position, armor};
            const std::optional<FlagshipBuilding> &was = before.at(slot);
            const std::optional<FlagshipBuilding> &is = after.at(slot);
            if (was && !is)
                changes << Text::tr("%1 destroyed").arg(slotName(slot, catalog));
            else if (was && is && !was->damaged && is->damaged)
                changes << Text::tr("%1 damaged").arg(slotName(slot, catalog));
            else if (was && is && was->damaged && !is->damaged)
                changes << Text::tr("%1 repaired").arg(slotName(slot, catalog));
        }
    }
    return changes;
}

int buildingsLost(const std::optional<Flagship> &before, const std::optional<Flagship> &after) {
    const auto built = [](const std::optional<Flagship> &flagship) {
        return flagship ? flagship->count(Building::City) + flagship->count(Building::Starport) : 0;
    };
    return before && after ? built(before) - built(after) : 0;
}

Flagship afterIntermission(const Flagship &flagship) {
    Flagship out = flagship;
    for (auto *row : {&out.upgrades, &out.armor}) {
        for (std::optional<FlagshipBuilding> &slot : *row) {
            if (slot && slot->damaged)
                slot.reset();
        }
    }
    return out;
}

QString flagshipLetters(const Flagship &flagship, const Catalog &catalog) {
    QStringList upgrades;
    for (int position = 1; position <= int(flagship.upgrades.size()); ++position) {
        const std::optional<FlagshipBuilding> &upgrade = flagship.at({position, false});
        const std::optional<FlagshipBuilding> &armor = flagship.at({position, true});
        if (!upgrade && !armor)
            continue;
        QString line = slotName({position, false}, catalog) + QLatin1Char(' ') +
                       (upgrade ? letter(*upgrade) : QStringLiteral("–"));
        if (armor)
            line += Text::tr(" + Armor %1").arg(letter(*armor));
        upgrades.append(line);
    }
    return upgrades.join(QStringLiteral(" · "));
}

} // namespace arcs
