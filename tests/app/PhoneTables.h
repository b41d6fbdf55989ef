// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../engine/TestData.h"
#include "controllers/Phones.h"
#include "controllers/Table.h"
#include "models/PhoneValues.h"
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

// Each phone's request allowed as soon as it is made, as a host at the table would.
inline void allowEveryPhone(Phones &host) {
    QObject::connect(&host, &Phones::requestsChanged, &host, [&host] {
        for (const QVariant &request : host.requests())
            host.allow(request.value<PhoneRequest>().id);
    });
}

} // namespace phonetest
