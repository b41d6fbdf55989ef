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
    Q_PROPERTY(arcs::PlayerColour callerColour READ callerColour NOTIFY changed)
    Q_PROPERTY(bool callerIsRegent READ callerIsRegent NOTIFY changed)
    // Each player's standing in the Empire: EventPlayer each (favors: "2 of Bo's" per Rival
    // who gave them; agents: in supply).
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    // The players' names by seat, for choosing who negotiates (kept while the event goes on, so
    // a choice is not reset by every entry).
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)
    // The Crises are resolving (not the Edicts): the Empire's standing matters less then.
    Q_PROPERTY(bool crises READ crises NOTIFY changed)
    Q_PROPERTY(QString trustText READ trustText NOTIFY changed)
    Q_PROPERTY(bool councilDecided READ councilDecided NOTIFY changed)
    // The Council's Outlaw securer: each resource type in the Trust (ResourceChoice) and
    // how many they can take.
    Q_PROPERTY(QVariantList trust READ trust NOTIFY changed)
    Q_PROPERTY(int emptySlots READ emptySlots NOTIFY changed)
    Q_PROPERTY(QString rollText READ rollText NOTIFY changed)
    // The stage under way in a sentence, for those watching (the table view).
    Q_PROPERTY(QString stageText READ stageText NOTIFY changed)
    Q_PROPERTY(QStringList eventFaces READ eventFaces NOTIFY changed)
    // EventStepLine each, in the order they resolve.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(QString stepAction READ stepAction NOTIFY changed)
    // Edict 03 (Govern the Imperial Reach, or with Authority) is the step under way and the First
    // Regent governs, or the Steward's Imperial Quorum is: the policy, the others it can change
    // to (PolicyChoice), the Demand's tribute choices from each player it is collected from
    // (SeatChoices' options), the First Regent's own Demand resources, who takes the Imperial
    // Action and where Escalation's ships may go, War's Weapons (each Regent as SeatChoices;
    // `weapons` fewer when short), with Authority the extra resource (ResourceChoice), and the room
    // a Regent with full slots may make (SeatChoices' heldSlots), one per gain.
    Q_PROPERTY(bool governing READ governing NOTIFY changed)
    Q_PROPERTY(bool quorum READ quorum NOTIFY changed)
    Q_PROPERTY(bool authority READ authority NOTIFY changed)
    Q_PROPERTY(QString firstRegentName READ firstRegentName NOTIFY changed)
    Q_PROPERTY(QString actorName READ actorName NOTIFY changed)
    Q_PROPERTY(QString changerName READ changerName NOTIFY changed)
    Q_PROPERTY(QString policyName READ policyName NOTIFY changed)
    Q_PROPERTY(QVariantList otherPolicies READ otherPolicies NOTIFY changed)
    // Quorum: what the Regent with the most cities may do (PolicyChoice, -1: kept).
    Q_PROPERTY(QVariantList quorumPolicies READ quorumPolicies NOTIFY changed)
    Q_PROPERTY(QVariantList tributes READ tributes NOTIFY changed)
    Q_PROPERTY(QStringList ownOptions READ ownOptions NOTIFY changed)
    Q_PROPERTY(QStringList requisitionOptions READ requisitionOptions NOTIFY changed)
    Q_PROPERTY(int requisitionCount READ requisitionCount NOTIFY changed)
    Q_PROPERTY(bool war READ war NOTIFY changed)
    Q_PROPERTY(QVariantList regents READ regents NOTIFY changed)
    Q_PROPERTY(int weapons READ weapons NOTIFY changed)
    Q_PROPERTY(QVariantList extraChoices READ extraChoices NOTIFY changed)
    Q_PROPERTY(QVariantList roomOptions READ roomOptions NOTIFY changed)
    // The Summit moves agreed so far, to enter together as one deal.
    // The table's one deal (SummitTalks): the Event screen and the table view show the same.
    Q_PROPERTY(QStringList deal READ deal NOTIFY changed)
    // Who of the players the deal names has agreed to it on their phone, and who not yet
    // ("Agreed on their phones: Ben · waiting for Cy"); "" until one has.
    Q_PROPERTY(QString agreement READ agreement NOTIFY changed)
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)
    // What the last entry made here did ("Ana promises Ben a Favor", "Blight Crises resolved: …"),
    // until the table next changes: a deal's lines go as it is entered, and a step's detail as
    // it is resolved, and nothing else said what they did (a cold play-test).
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)

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
    arcs::PlayerColour callerColour() const;
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
    QString agreement() const;
    QString refusal() const { return m_refusal; }
    QString outcome() const { return m_outcome; }
    bool governing() const;
    bool quorum() const;
    bool authority() const;
    QString firstRegentName() const;
    QString actorName() const;
    QString changerName() const;
    QString policyName() const;
    QVariantList otherPolicies() const;
    QVariantList quorumPolicies() const;
    QVariantList tributes() const;
    QStringList ownOptions() const;
    QStringList requisitionOptions() const;
    int requisitionCount() const;
    bool war() const;
    QVariantList regents() const;
    int weapons() const;
    QVariantList extraChoices() const;
    QVariantList roomOptions() const;

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
    // Enforces the policy: `tribute` indexes each player's options (in `tributes` order), `own`
    // ownOptions, `requisition` requisitionOptions (-1: none), `armed` the seats armed when
    // War's Weapons run short (otherwise every Regent is), `extra` (Authority) a resource type
    // per Regent in `regents` order, `room` the slot each roomOptions entry empties (-1: none).
    Q_INVOKABLE void enforce(const QList<int> &tribute, int own, int requisition,
                             const QList<int> &armed, const QList<int> &extra,
                             const QList<int> &room);
    // policy: an arcs::ImperialPolicy value.
    Q_INVOKABLE void changePolicy(int policy);
    // Imperial Quorum's three parts: the Demand and the Imperial Action as enforce's, whether the
    // Action is taken, and the policy the Regent with the most cities changes to (-1: kept).
    Q_INVOKABLE void resolveQuorum(const QList<int> &tribute, int own, bool actionTaken,
                                   int requisition, const QList<int> &armed,
                                   const QList<int> &extra, const QList<int> &room, int changeTo);
    // The event die's six faces as the table reads them ("Crisis · arrow", …), in the language
    // chosen now (a property: read once by a binding, its words stayed English after a switch).
    QStringList eventFaces() const { return eventFaceWords(catalog()); }
    // The same for any catalog's die (the phones show them too).
    static QStringList eventFaceWords(const arcs::Catalog &catalog);

signals:
    void changed();
    void namesChanged();
    void rolled();
    // Someone negotiated (a move added or a deal agreed): the Summit's countdown stops.
    void negotiated();

private:
    void connectTo(Table &table) override;
    bool apply(const arcs::Entry &entry);
    // The seat taking the Imperial Action under way: the First Regent, or Quorum's.
    std::optional<int> actor() const;
    arcs::ImperialDemand draftDemand(const QList<int> &tribute, int own) const;
    arcs::ImperialAction draftAction(const arcs::ImperialDemand &demand, int requisition,
                                     const QList<int> &armed, const QList<int> &extra,
                                     const QList<int> &room) const;
    QString m_refusal;
    QString m_outcome;
};
