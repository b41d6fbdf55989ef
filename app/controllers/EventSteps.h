// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include "entries/EventEntryKinds.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The end-of-round event of a campaign, as the Event screen walks the table through it
// (rules/Events.h): the Summit and its moves, the Council's outcome, the dice, then each step of
// the Crises or the Edicts. Every choice is an entry the engine checks, so each is undoable.
class EventSteps : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(Stage stage READ stage NOTIFY changed)
    Q_PROPERTY(QString cause READ cause NOTIFY changed)
    Q_PROPERTY(int caller READ caller NOTIFY changed)
    Q_PROPERTY(QString callerName READ callerName NOTIFY changed)
    Q_PROPERTY(QString callerColour READ callerColour NOTIFY changed)
    Q_PROPERTY(bool callerIsRegent READ callerIsRegent NOTIFY changed)
    // Each player's standing in the Empire: [{seat, name, colour, regent, firstRegent, favors,
    // agents}] — favors: "2 of Bo's" per Rival who gave them, agents: in supply.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    // The players' names by seat, for choosing who negotiates (kept while the event goes on, so
    // a choice is not reset by every entry).
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)
    // The Crises are resolving (not the Edicts): the Empire's standing matters less then.
    Q_PROPERTY(bool crises READ crises NOTIFY changed)
    Q_PROPERTY(QString trustText READ trustText NOTIFY changed)
    Q_PROPERTY(bool councilDecided READ councilDecided NOTIFY changed)
    // The Council's Outlaw securer: each resource type in the Trust [{type, name, count}] and
    // how many they can take.
    Q_PROPERTY(QVariantList trust READ trust NOTIFY changed)
    Q_PROPERTY(int emptySlots READ emptySlots NOTIFY changed)
    Q_PROPERTY(QString rollText READ rollText NOTIFY changed)
    // The stage under way in a sentence, for those watching (the table view).
    Q_PROPERTY(QString stageText READ stageText NOTIFY changed)
    // [{title, detail, done, current}] in the order they resolve.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(QString stepAction READ stepAction NOTIFY changed)
    // Govern the Imperial Reach is the step under way and the First Regent governs: the policy,
    // the others it can change to [{policy, name}], each Rival Regent's tribute choices [{seat,
    // name, options}], the First Regent's own Demand resources, where Escalation's ships may
    // go, and War's Weapons (each Regent [{seat, name}]; `weapons` fewer when short).
    Q_PROPERTY(bool governing READ governing NOTIFY changed)
    Q_PROPERTY(QString firstRegentName READ firstRegentName NOTIFY changed)
    Q_PROPERTY(QString policyName READ policyName NOTIFY changed)
    Q_PROPERTY(QVariantList otherPolicies READ otherPolicies NOTIFY changed)
    Q_PROPERTY(QVariantList tributes READ tributes NOTIFY changed)
    Q_PROPERTY(QStringList ownOptions READ ownOptions NOTIFY changed)
    Q_PROPERTY(QStringList requisitionOptions READ requisitionOptions NOTIFY changed)
    Q_PROPERTY(bool war READ war NOTIFY changed)
    Q_PROPERTY(QVariantList regents READ regents NOTIFY changed)
    Q_PROPERTY(int weapons READ weapons NOTIFY changed)
    // The Summit moves agreed so far, to enter together as one deal.
    Q_PROPERTY(QStringList deal READ deal NOTIFY changed)
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)

public:
    explicit EventSteps(Table *table = nullptr, QObject *parent = nullptr);

    // arcs::EventStage's and arcs::SummitMoveKind's values, for QML.
    enum Stage { CallSummit, Summit, ResolveCouncil, Roll, Step };
    Q_ENUM(Stage)
    enum MoveKind {
        ReturnFavors,
        PetitionCouncil,
        LeaveEmpire,
        ReviveEmpire,
        PromiseFavor,
        InviteToEmpire
    };
    Q_ENUM(MoveKind)

    bool active() const { return state().event.has_value(); }
    Stage stage() const;
    QString cause() const;
    int caller() const { return active() ? state().event->caller : -1; }
    QString callerName() const;
    QString callerColour() const;
    bool callerIsRegent() const;
    QVariantList players() const;
    QStringList names() const;
    bool crises() const;
    QString trustText() const;
    bool councilDecided() const { return state().board.court.councilDecided; }
    QVariantList trust() const;
    int emptySlots() const;
    QString rollText() const;
    QString stageText() const;
    QVariantList steps() const;
    QString stepAction() const;
    QStringList deal() const;
    QString refusal() const { return m_refusal; }
    bool governing() const;
    QString firstRegentName() const;
    QString policyName() const;
    QVariantList otherPolicies() const;
    QVariantList tributes() const;
    QStringList ownOptions() const;
    QStringList requisitionOptions() const;
    bool war() const;
    QVariantList regents() const;
    int weapons() const;

    Q_INVOKABLE void decideSummit(bool call);
    Q_INVOKABLE void endSummit();
    // Adds a move to the deal if the engine accepts it after the moves already in it.
    Q_INVOKABLE void addMove(MoveKind kind, int player, int rival, int count);
    Q_INVOKABLE void clearDeal();
    Q_INVOKABLE void agreeDeal();
    // stolen: resource type values (arcs::ResourceType), one per resource.
    Q_INVOKABLE void resolveCouncil(bool crises, const QList<int> &stolen);
    Q_INVOKABLE void rollInApp();
    Q_INVOKABLE void enterRoll(int eventFace, int numberFace);
    Q_INVOKABLE void resolveStep();
    // Enforces the policy: `tribute` indexes each Rival Regent's options (in `tributes` order),
    // `own` ownOptions, `requisition` requisitionOptions (-1: none), `armed` the seats armed
    // when War's Weapons run short (otherwise every Regent is).
    Q_INVOKABLE void enforce(const QList<int> &tribute, int own, int requisition,
                             const QList<int> &armed);
    // policy: an arcs::ImperialPolicy value.
    Q_INVOKABLE void changePolicy(int policy);
    // The event die's six faces as the table reads them ("Crisis · arrow", …).
    Q_INVOKABLE QString eventFaceText(int face) const;

signals:
    void changed();
    void namesChanged();
    void rolled();
    // Someone negotiated (a move added or a deal agreed): the Summit's countdown stops.
    void negotiated();

private:
    void connectTo(Table &table) override;
    bool apply(const arcs::Entry &entry);
    QList<arcs::SummitMove> m_deal;
    QString m_refusal;
};
