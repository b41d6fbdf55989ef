// SPDX-License-Identifier: GPL-3.0-or-later
#include "SystemValue.h"

#include <QCoreApplication>

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Trays.h"
#include "state/GameState.h"

namespace {

QVariantList piecesIn(const arcs::GameState &state, arcs::SystemId system) {
    QVariantList out;
    const arcs::SystemState &here = state.board.at(system);
    for (int seat = 0; seat < here.players.size(); ++seat) {
        const arcs::PiecesHere &pieces = here.players[seat];
        const bool flagship = arcs::flagshipIn(state.board, seat, system);
        if (!pieces.isEmpty() || flagship)
            out.append(QVariant::fromValue(SeatPieces{
                seat, state.playerName(seat), state.setup.seats[seat].colour, pieces.ships.fresh,
                pieces.ships.damaged, pieces.cities.fresh, pieces.cities.damaged,
                pieces.starports.fresh, pieces.starports.damaged, flagship}));
    }
    return out;
}

QVariantList buildingsInSlots(const arcs::GameState &state, const arcs::SystemState &here,
                              int slotCount) {
    QVariantList out;
    const auto add = [&out](const arcs::FreshDamaged &pieces, arcs::Building building,
                            std::optional<arcs::PlayerColour> owner) {
        for (int i = 0; i < pieces.total(); ++i)
            out.append(QVariant::fromValue(SlotBuilding{building, owner, i >= pieces.fresh}));
    };
    for (int seat = 0; seat < here.players.size(); ++seat) {
        const arcs::PlayerColour colour = state.setup.seats[seat].colour;
        add(here.players[seat].cities, arcs::Building::City, colour);
        add(here.players[seat].starports, arcs::Building::Starport, colour);
    }
    add(here.freeCities, arcs::Building::City, std::nullopt);
    add(here.freeStarports, arcs::Building::Starport, std::nullopt);
    while (out.size() < slotCount)
        out.append(QVariant::fromValue(SlotBuilding{}));
    return out;
}

FreshDamagedCount counted(const arcs::FreshDamaged &pieces) {
    return {pieces.fresh, pieces.damaged};
}

} // namespace

SystemValue SystemValue::of(const arcs::GameState &state, arcs::SystemId system,
                            const arcs::Catalog &catalog) {
    if (!catalog.map.allSystems().contains(system))
        return {};
    const arcs::Planet *planet = catalog.map.planet(system);
    const arcs::SystemState &here = state.board.at(system);
    SystemValue out;
    out.system = system;
    out.word = arcs::systemWord(system);
    out.cluster = system.cluster;
    out.kind = system.kind;
    out.isGate = system.isGate();
    if (planet)
        out.planetType = planet->type;
    out.buildingSlots = planet ? planet->buildingSlots : 0;
    out.freeSlots = planet ? planet->buildingSlots - here.buildings() : 0;
    out.inPlay = !state.board.outOfPlay.contains(system.cluster);
    out.pieces = piecesIn(state, system);
    out.buildings = buildingsInSlots(state, here, out.buildingSlots);
    if (const std::optional<int> seat = arcs::controller(state.board, system)) {
        out.controlled = true;
        out.controller = state.setup.seats[*seat].colour;
        out.controllerName = state.playerName(*seat);
    }
    if (here.controlByCard)
        out.controlByCard = here.controlByCard->card;
    out.empireControls = arcs::empireControls(state.board, system);
    if (out.empireControls) {
        const auto first =
            arcs::controllerForObjectives(state.board, system, arcs::trustHolder(state));
        out.empireControl =
            first ? QCoreApplication::translate("SystemValue",
                                                "The Empire controls this system (fresh Imperial "
                                                "ships); for ambitions, objectives and events, "
                                                "%1 as First Regent.")
                        .arg(state.playerName(*first))
                  : QCoreApplication::translate("SystemValue",
                                                "The Empire controls this system (fresh Imperial "
                                                "ships); nobody is First Regent.");
    }
    QStringList tokens, tokenWords;
    QList<FateTokenLook> tokenLooks;
    for (const arcs::FateToken &token : here.fateTokens) {
        tokens << token.name;
        tokenWords << arcs::fateTokenWords(token, state.setup.seats);
        tokenLooks.append(
            {token.loyalTo ? std::optional(state.setup.seats[*token.loyalTo].colour) : std::nullopt,
             token.damaged});
    }
    out.campaign = {counted(here.imperialShips),
                    counted(here.freeCities),
                    counted(here.freeStarports),
                    counted(here.blight),
                    tokens,
                    tokenWords,
                    arcs::campaignPiecesHere(here, state.setup.seats),
                    tokenLooks};
    return out;
}
