// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "models/ReachSystem.h"

#include "entries/Entry.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

// What the acting player can do with one card of the Court row.
struct CourtChoice {
    Q_GADGET
    QML_VALUE_TYPE(courtChoice)
    Q_PROPERTY(QString cardId MEMBER cardId)
    Q_PROPERTY(QString secureProblem MEMBER secureProblem) // why they cannot secure it, or ""
    Q_PROPERTY(bool canRansack MEMBER canRansack)
    Q_PROPERTY(bool refills MEMBER refills) // taking it refills the row (not the Council)

public:
    QString cardId;
    QString secureProblem;
    bool canRansack = false;
    bool refills = true;
    bool operator==(const CourtChoice &) const = default;
};

// A player whose resources a returning city displaced, who may arrange them otherwise.
struct ArrangementPrompt {
    Q_GADGET
    QML_VALUE_TYPE(arrangementPrompt)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString text MEMBER text)              // what happened, in the engine's words
    Q_PROPERTY(QList<int> discarded MEMBER discarded) // no slot held them: arcs::ResourceType each

public:
    int seat = 0;
    QString name;
    QString text;
    QList<int> discarded;
    bool operator==(const ArrangementPrompt &) const = default;
};

// Drafts the board's entries for the player whose turn it is (or whoever the table picks): the
// standard actions, spending resources, destroyed cities, raids, and plain corrections; the
// engine (rules/BoardEntries) checks and applies them. Each method returns the engine's
// refusal, or empty once the entry is journaled.
class BoardDraft : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    // The acting seat: follows whose turn it is until the table picks someone else.
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY changed)
    Q_PROPERTY(QString seatName READ seatName NOTIFY changed)
    Q_PROPERTY(arcs::PlayerColour seatColour READ seatColour NOTIFY changed)
    // Keys left to raid with after the acting player's battle (0: no raid open).
    Q_PROPERTY(int raidKeys READ raidKeys NOTIFY changed)
    Q_PROPERTY(int raidDefender READ raidDefender NOTIFY changed)
    // The resource the Free States yield to the open raid (the planet's type), or "" when the
    // last battle was not against them.
    // A raid on the Free States: the resource their planet gives (raidsFreeStates says whether).
    Q_PROPERTY(bool raidsFreeStates READ raidsFreeStates NOTIFY changed)
    Q_PROPERTY(arcs::ResourceType freeStatesLoot READ freeStatesLoot NOTIFY changed)
    // Whether the acting player has a choice of where a gained resource goes (raid costs differ,
    // or a resource held could make way for it); tax and raid then take the slot chosen.
    Q_PROPERTY(bool gainChoiceMatters READ gainChoiceMatters NOTIFY changed)
    // An ArrangementPrompt for each player a returning city displaced resources of, where the
    // choice matters; until the next card.
    Q_PROPERTY(QVariantList arrangementsDue READ arrangementsDue NOTIFY changed)
    // Whether the acting player may ransack the Court after destroying a city.
    Q_PROPERTY(bool ransackDue READ ransackDue NOTIFY changed)
    // The Court deck (the unseen lore cards shuffled in too) by name, and the discard, as
    // NamedCard each, and names.
    Q_PROPERTY(QVariantList courtDeck READ courtDeck NOTIFY changed)
    Q_PROPERTY(QStringList courtDiscard READ courtDiscard NOTIFY changed)
    Q_PROPERTY(QString lastRefusal READ lastRefusal NOTIFY changed)
    // Why the acting player cannot take each of the game's actions now (not their turn, nothing
    // left pays it), indexed by TurnEntry.ActionKind; empty where they can.
    Q_PROPERTY(QStringList actionProblems READ actionProblems NOTIFY changed)
    // A CourtChoice for each card of the Court row, left to right.
    Q_PROPERTY(QVariantList courtChoices READ courtChoices NOTIFY changed)
    // The acting player's actions left this turn ("1 left: move or influence"), or why they
    // have none; empty where actions are not counted.
    Q_PROPERTY(QString turnLine READ turnLine NOTIFY changed)

public:
    explicit BoardDraft(Table *table = nullptr, QObject *parent = nullptr);

    int seat() const;
    void setSeat(int seat);
    // The acting seat goes back to whoever's turn it is: a system's sheet opens with them (the
    // seat picked to place Dee's Flagship stayed picked at the next system; a cold play-test).
    Q_INVOKABLE void followTurn();
    QString seatName() const;
    arcs::PlayerColour seatColour() const;
    int raidKeys() const;
    int raidDefender() const;
    bool raidsFreeStates() const;
    arcs::ResourceType freeStatesLoot() const;
    bool ransackDue() const;
    bool gainChoiceMatters() const;
    QVariantList arrangementsDue() const;
    QVariantList courtDeck() const;
    QStringList courtDiscard() const;
    QString lastRefusal() const { return m_refusal; }
    QStringList actionProblems() const;
    QVariantList courtChoices() const;
    QString turnLine() const;

    // `into`: the open slot the resource gained goes to; -1, the leftmost empty one.
    Q_INVOKABLE QString tax(const ReachSystem &system, int cityOwner, int into = -1,
                            arcs::Side side = arcs::Side::Player);
    // piece: a ship, a city or a starport.
    Q_INVOKABLE QString build(const ReachSystem &system, arcs::Piece piece,
                              arcs::Side side = arcs::Side::Player);
    // Loyal ships, the Flagship among them or not, with the Imperial ships a Regent moves along
    // with them.
    Q_INVOKABLE QString move(const ReachSystem &from, const ReachSystem &to, int fresh, int damaged,
                             int imperialFresh = 0, int imperialDamaged = 0, bool flagship = false);
    // The acting player's Fate gives them a Flagship, placed in `system`.
    Q_INVOKABLE QString gainFlagship(const ReachSystem &system);
    // A city or starport built in a slot of the acting player's Flagship board (position 1-6,
    // the Upgrade or its Armor), the Flagship being in `system`; or that slot repaired.
    Q_INVOKABLE QString buildOnFlagship(const ReachSystem &system, arcs::Building building,
                                        int position, bool armor);
    Q_INVOKABLE QString repairFlagship(const ReachSystem &system, int position, bool armor);
    // What the player's Fate asks them to keep during the Act, replacing what they kept.
    Q_INVOKABLE QString keepFateNote(int player, const QString &text, bool secret, bool inExports);
    // A Fate's token placed as the table has it: Loyal to `loyalTo` (-1: nobody's).
    Q_INVOKABLE QString placeFateToken(const ReachSystem &system, const QString &name, int loyalTo,
                                       bool damaged, bool harmable);
    Q_INVOKABLE QString repair(const ReachSystem &system, arcs::Piece piece,
                               arcs::Side side = arcs::Side::Player);
    Q_INVOKABLE QString influence(const QString &card);
    Q_INVOKABLE QString secure(const QString &card, const QString &refill);
    // A player's own resource, from their area (whoever is acting).
    Q_INVOKABLE QString spend(int player, int slot);
    Q_INVOKABLE QString discard(int player, int slot);
    // A card's effect destroys a piece (a ship, a city or a starport) of `owner` there.
    Q_INVOKABLE QString destroyPiece(const ReachSystem &system, int owner, arcs::Piece piece);
    Q_INVOKABLE QString ransack(const QString &card, const QString &refill);
    // A card leaves the Court row (a Crisis or a card's effect); `refill` drawn in its place.
    Q_INVOKABLE QString removeFromCourt(const QString &card, arcs::CourtExit to,
                                        const QString &refill);
    // A resource slot (card empty) or a Guild card (slot -1) of the last battle's defender.
    Q_INVOKABLE QString raid(int slot, const QString &card, int into = -1);
    Q_INVOKABLE QString raidFreeStates(int into = -1);
    // The seat's resource slots as they arrange them: a Game.ResourceType or null for each slot.
    Q_INVOKABLE QString arrangeResources(int seat, const QVariantList &resources);
    // Sets one count, spelled as in the journal: {target, side, player, system, piece, damaged,
    // owner, slot, resource, card, value} as the target needs them (docs/BOARD.md), the system
    // a reachSystem, the resource a Game.ResourceType; player defaults to the acting seat, piece
    // to "ship", value to 0.
    Q_INVOKABLE QString correct(const QVariantMap &fields);

    // Whether the acting player can battle a Rival in this system.
    bool canBattleIn(const ReachSystem &system) const;
    // Where the acting player's ships meet another side's pieces here but can battle none,
    // why (the engine's words); else empty.
    QString whyNoBattleIn(const ReachSystem &system) const;
    // Where the acting player's ships in `from` may move (Catapult included), with Imperial
    // ships among them or not.
    // A ReachSystem each.
    Q_INVOKABLE QVariantList destinations(const ReachSystem &from,
                                          bool withImperialShips = false) const;
    // Why the acting player cannot tax, build or repair this now (the turn, then the board), or
    // empty; piece: a ship, a city or a starport.
    QString taxProblem(const ReachSystem &system, int cityOwner,
                       arcs::Side side = arcs::Side::Player) const;
    QString buildProblem(const ReachSystem &system, arcs::Piece piece,
                         arcs::Side side = arcs::Side::Player) const;
    QString repairProblem(const ReachSystem &system, arcs::Piece piece,
                          arcs::Side side = arcs::Side::Player) const;
    // Why this player cannot spend the resource in this slot now, or empty.
    Q_INVOKABLE QString spendProblem(int player, int slot) const;
    // Why securing (or ransacking) this card is not possible now, or empty.
    QString secureProblem(const QString &card) const;
    QString ransackProblem(const QString &card) const;

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    // What changed says: the lists read from the state are read again when next asked for.
    void announce();
    QString enter(const arcs::Entry &entry);
    QString refuse(const QString &problem);
    // The system with this name, or the piece if it goes on the map, or nothing (and the
    // refusal says why).
    std::optional<arcs::SystemId> systemOf(const ReachSystem &system); // refused when none
    static QString noSystem();
    std::optional<arcs::Piece> mapPiece(arcs::Piece piece);
    // The card assumed drawn to refill the row when checking whether `card` can be taken.
    QString refillFor(const QString &card) const;

    std::optional<int> m_chosenSeat; // until the turn changes
    std::optional<int> m_turnSeen;
    QString m_refusal;
    // Asked for by each Court card and the map's actions: read once a change.
    mutable std::optional<QStringList> m_actionProblems;
    mutable std::optional<QVariantList> m_courtChoices;
};
