// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesBooklet.h"

#include "data/Catalog.h"
#include "rules/EntryWords.h"
#include "rules/Events.h"

RulesBooklet::RulesBooklet(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void RulesBooklet::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &RulesBooklet::changed);
    emit changed();
}

bool RulesBooklet::recorded() const {
    return state().board.rulesBooklet.has_value();
}

QVariantList RulesBooklet::edicts() const {
    if (!state().campaign)
        return {};
    const QList<const arcs::Edict *> inBooklet = arcs::edictsInBooklet(state(), catalog());
    QList<const arcs::Edict *> shown = inBooklet;
    for (const arcs::Edict *edict : arcs::fateEdictsInPlay(state(), catalog())) {
        if (!shown.contains(edict))
            shown.append(edict);
    }
    std::stable_sort(shown.begin(), shown.end(), [](const arcs::Edict *a, const arcs::Edict *b) {
        return a->order < b->order;
    });
    QVariantList out;
    for (const arcs::Edict *edict : shown) {
        QString note;
        if (!edict->policies.isEmpty() && edict->fate.isEmpty())
            note = tr("%1 on top").arg(arcs::policyWord(state().campaign->policy));
        else if (edict->twoPlayerOnly)
            note = tr("two players");
        const bool in = edict->fate.isEmpty() || (recorded() && inBooklet.contains(edict));
        out.append(
            QVariant::fromValue(BookletEdict{edict->order, edict->name, edict->fate, in, note}));
    }
    return out;
}

QStringList RulesBooklet::laws() const {
    return state().board.bookletLaws;
}

namespace {
arcs::Correction bookletRecord(arcs::CorrectionTarget target, const QString &name, bool in) {
    arcs::Correction record;
    record.target = target;
    record.card = name;
    record.value = in ? 1 : 0;
    return record;
}
} // namespace

QString RulesBooklet::setInBooklet(const QString &name, bool inBooklet) {
    return table().apply(bookletRecord(arcs::CorrectionTarget::Booklet, name, inBooklet));
}

arcs::ImperialPolicy RulesBooklet::policy() const {
    return state().campaign ? state().campaign->policy : arcs::ImperialPolicy::War;
}

// The journal spells the policy (a correction names it as its card): one that is no policy is
// refused by the engine, spelled as nothing.
QString RulesBooklet::setPolicy(arcs::ImperialPolicy policy) {
    arcs::Correction change;
    change.target = arcs::CorrectionTarget::Policy;
    change.card = arcs::isOneOf(policy) ? arcs::nameOf(policy) : QString();
    return table().apply(change);
}

QString RulesBooklet::setLaw(const QString &name, bool inBooklet) {
    return table().apply(bookletRecord(arcs::CorrectionTarget::BookletLaw, name, inBooklet));
}
