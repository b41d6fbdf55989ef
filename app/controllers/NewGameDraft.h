// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include "state/GameSetup.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <random>

// The new-game wizard's choices, checked by the engine as they are made.
class NewGameDraft : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY changed)
    Q_PROPERTY(int minPlayers READ minPlayers CONSTANT)
    Q_PROPERTY(int maxPlayers READ maxPlayers CONSTANT)
    Q_PROPERTY(QStringList names READ names NOTIFY changed)
    // Each a Game.PlayerColour (a QML sequence of a C++ enum reads as numbers).
    Q_PROPERTY(QList<int> colours READ colours NOTIFY changed)
    Q_PROPERTY(QList<int> availableColours READ availableColours CONSTANT)
    Q_PROPERTY(arcs::GameMode mode READ mode WRITE setMode NOTIFY changed)
    Q_PROPERTY(QString setupCard READ setupCard WRITE setSetupCard NOTIFY changed)
    Q_PROPERTY(QStringList leaders READ leaders NOTIFY changed)
    Q_PROPERTY(QStringList leaderNames READ leaderNames CONSTANT)
    // For pickers: "Leader…" then every leader; and each seat's index into that list.
    Q_PROPERTY(QStringList leaderChoices READ leaderChoices CONSTANT)
    Q_PROPERTY(QVariantList leaderIndexes READ leaderIndexes NOTIFY changed)
    Q_PROPERTY(int initiative READ initiative WRITE setInitiative NOTIFY changed)
    // The Court row as dealt, left to right (card ids), and every base Court card for pickers:
    // NamedCard each, in the deck's order.
    Q_PROPERTY(QStringList court READ court NOTIFY changed)
    Q_PROPERTY(QVariantList courtCards READ courtCards NOTIFY changed)
    // A campaign's Act I: the dice rolled (or entered from the table's), the Imperial policy
    // drawn, the Imperial clusters they give, and the two "A" Fates dealt to each seat
    // (a list of FateOffer a seat).
    Q_PROPERTY(bool campaign READ campaign NOTIFY changed)
    Q_PROPERTY(int numberDie READ numberDie WRITE setNumberDie NOTIFY changed)
    Q_PROPERTY(arcs::PlanetSymbol eventSymbol READ eventSymbol WRITE setEventSymbol NOTIFY changed)
    Q_PROPERTY(arcs::ImperialPolicy policy READ policy WRITE setPolicy NOTIFY changed)
    Q_PROPERTY(QVariantList imperialClusters READ imperialClusters NOTIFY changed)
    // Act I's Event action cards shuffled into the action deck for this many players.
    Q_PROPERTY(int eventCards READ eventCards NOTIFY changed)
    // The Edicts only this many players put in the rules booklet, by name (two: Guild Envoys
    // Depart).
    Q_PROPERTY(QStringList edictsForPlayers READ edictsForPlayers NOTIFY changed)
    Q_PROPERTY(QVariantList fateOffers READ fateOffers NOTIFY changed)
    // The first seat still to choose its Fate, or -1.
    Q_PROPERTY(int nextToChooseFate READ nextToChooseFate NOTIFY changed)
    // The table dealt the Fate cards itself, in secret: each player's Fate is entered as revealed,
    // from every "A" Fate; one FateOfferRow a seat.
    Q_PROPERTY(
        bool fatesDrawnAtTable READ fatesDrawnAtTable WRITE setFatesDrawnAtTable NOTIFY changed)
    Q_PROPERTY(QVariantList fatesAtTable READ fatesAtTable NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // What stops the table's setup, the Fates aside (the wizard's middle steps).
    Q_PROPERTY(QString tableProblem READ tableProblem NOTIFY changed)
    Q_PROPERTY(QString playersProblem READ playersProblem NOTIFY changed)

public:
    explicit NewGameDraft(Table *table = nullptr, QObject *parent = nullptr);

    int playerCount() const { return int(m_setup.seats.size()); }
    void setPlayerCount(int players);
    int minPlayers() const;
    int maxPlayers() const;
    QStringList names() const;
    QList<int> colours() const;
    QList<int> availableColours() const;
    arcs::GameMode mode() const { return m_setup.mode; }
    void setMode(arcs::GameMode mode);
    QString setupCard() const { return m_setup.setupCard; }
    void setSetupCard(const QString &name);
    QStringList leaders() const { return m_setup.leaders; }
    QStringList leaderNames() const;
    QStringList leaderChoices() const;
    QVariantList leaderIndexes() const;
    int initiative() const { return m_setup.initiative; }
    void setInitiative(int seat);
    QStringList court() const { return m_setup.court; }
    QVariantList courtCards() const;
    bool campaign() const { return m_setup.mode == arcs::GameMode::Campaign; }
    int numberDie() const { return m_setup.act ? m_setup.act->numberDie : 0; }
    void setNumberDie(int value);
    arcs::PlanetSymbol eventSymbol() const;
    void setEventSymbol(arcs::PlanetSymbol symbol);
    arcs::ImperialPolicy policy() const;
    void setPolicy(arcs::ImperialPolicy policy);
    QVariantList imperialClusters() const;
    int eventCards() const;
    QStringList edictsForPlayers() const;
    QVariantList fateOffers() const;
    int nextToChooseFate() const;
    bool fatesDrawnAtTable() const { return m_fatesDrawnAtTable; }
    void setFatesDrawnAtTable(bool atTable);
    QVariantList fatesAtTable() const;
    // Everything that stops the game from starting, or empty.
    QString problem() const;
    QString tableProblem() const;
    // What is wrong with the names and colours alone (the wizard's first step).
    QString playersProblem() const;

    // The group at the table sits down again: the players of the game on the table, with their
    // names, colours and seats (a rematch, or the next evening); nothing changes without a game.
    Q_INVOKABLE void seatTheTable();
    Q_INVOKABLE void setName(int seat, const QString &name);
    Q_INVOKABLE void setColour(int seat, arcs::PlayerColour colour);
    Q_INVOKABLE void setLeader(int seat, const QString &leader);
    // Sets a seat's leader from its index in leaderChoices (0: none).
    Q_INVOKABLE void chooseLeader(int seat, int choice);
    Q_INVOKABLE void drawSetupCard();
    Q_INVOKABLE void drawInitiative();
    Q_INVOKABLE void dealCourt();
    // Puts the card with this id at a place in the Court row (as the real cards lie).
    Q_INVOKABLE void setCourtCard(int place, const QString &card);
    Q_INVOKABLE void rollNumberDie();
    Q_INVOKABLE void rollEventDie();
    Q_INVOKABLE void drawPolicy();
    // A seat's secret pick from the Fates it was dealt (0 takes it back).
    Q_INVOKABLE void chooseFate(int seat, int fate);
    // Every pick taken back (the wizard left the step, or the table starts over).
    Q_INVOKABLE void chooseFatesAgain();
    // Starts the game on the Table; returns false (and changes nothing) if it cannot start.
    Q_INVOKABLE bool start();

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    // The campaign's table for this many players: the Court and the Fates dealt again.
    void dealCampaign();
    // Two "A" Fates dealt to each seat by the app (its picks cleared); offered: that deal, or
    // every "A" Fate to each when the table deals them.
    void dealFates();
    void offerFates();
    arcs::GameSetup m_setup;
    QList<QList<int>> m_fateOffers; // per seat
    QList<QList<int>> m_dealtInApp; // the two Fates each dealt by the app, once per deal
    QList<int> m_fatesOtherWay;     // the picks made the other way (in the app, or at the table)
    bool m_fatesDrawnAtTable = false;
    std::mt19937 m_random;
};
