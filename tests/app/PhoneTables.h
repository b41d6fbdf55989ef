// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../engine/TestData.h"
#include "controllers/Phones.h"
#include "controllers/Table.h"
#include "models/PhoneValues.h"
#include "rules/CampaignSetup.h"
#include "rules/Events.h"
#include "rules/NextAct.h"

// What the phones' tests share: the table at a secret Fate choice, and a host that lets every
// phone in.
namespace phonetest {

// `table` at the campaign fixture's Intermission after Act I, step F, with the Fates dealt by the
// app and none chosen yet: the Fates each seat was dealt (empty if the table refused it).
inline QList<QList<int>> atFateChoice(Table &table) {
    const auto [campaign, journals] = arcs::test::campaignFixture();
    table.setJournal(journals[0]);
    arcs::IntermissionChoices choices = campaign.intermissions[0];
    choices.step = arcs::IntermissionChoices::chooseFateStep;
    choices.fatesDrawnAtTable = false;
    for (auto &fate : choices.fates)
        fate.reset();
    if (!table.setIntermission(choices).isEmpty())
        return {};
    return arcs::fateOffers(table.state(), choices, table.catalog());
}

// `table` at a Summit in Act I of a two-player campaign (Mikah, seat 0, and Ruth, seat 1, both
// Regents): the leader's rival played an Event card, which ended the first round, and called
// the Summit. The refusal of the first entry refused, or empty.
inline QString atSummit(Table &table) {
    arcs::GameSetup setup;
    setup.seats = {{QStringLiteral("Mikah"), arcs::PlayerColour::Blue},
                   {QStringLiteral("Ruth"), arcs::PlayerColour::Red}};
    setup.mode = arcs::GameMode::Campaign;
    setup.court = arcs::GameSetup::dealCourt(2, 7, table.catalog(), setup.mode);
    setup.act = arcs::ActSetup{
        1, 1, arcs::PlanetSymbol::Crescent, arcs::ImperialPolicy::War, {1, 2}, std::nullopt};
    if (const QString why = table.startGame(setup); !why.isEmpty())
        return why;
    while (const auto placer = arcs::nextPlacer(table.state())) {
        const auto planets = arcs::placementLoopPlanets(table.state().board, table.catalog());
        if (const QString why =
                table.apply(arcs::PlaceStartingPieces{*placer, planets[0], arcs::Building::City});
            !why.isEmpty())
            return why;
    }
    const int leader = table.state().initiative;
    for (const arcs::Entry &entry :
         {arcs::Entry(arcs::PlayCard{{leader,
                                      arcs::PlayKind::Lead,
                                      arcs::CardId{arcs::Suit::Construction, 3},
                                      {},
                                      false}}),
          arcs::Entry(arcs::PlayCard{{1 - leader, arcs::PlayKind::Event, {}, {}, false}}),
          arcs::Entry(arcs::EndTurn{}), arcs::Entry(arcs::DecideSummit{true})})
        if (const QString why = table.apply(entry); !why.isEmpty())
            return why;
    return {};
}

// Each phone's request allowed as soon as it is made, as a host at the table would.
inline void allowEveryPhone(Phones &host) {
    QObject::connect(&host, &Phones::requestsChanged, &host, [&host] {
        for (const QVariant &request : host.requests())
            host.allow(request.value<PhoneRequest>().id);
    });
}

} // namespace phonetest
