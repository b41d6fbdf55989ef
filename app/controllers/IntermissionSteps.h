// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "data/Vocabulary.h"
#include "models/ReachSystem.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// A player who places new ships at the Intermission (none on the map): the gate chosen (not
// valid: none yet) and its place in gateChoices (0: none yet).
struct ShipsToPlace {
    Q_GADGET
    QML_VALUE_TYPE(shipsToPlace)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(ReachSystem gate MEMBER gate)
    Q_PROPERTY(int gateChoice MEMBER gateChoice)

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    ReachSystem gate;
    int gateChoice = 0;
};

// The Intermission after a campaign's Act I or II, step by step (rulebook "Intermission", A-F):
// what the engine computes for each step, shown before the table moves on; the gates for a
// player left with nothing; each player's secret Fate; then the next Act started from it. The
// step reached is kept with the campaign, so packing up mid-way resumes at the same step.
class IntermissionSteps : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool begun READ begun NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int stepCount READ stepCount CONSTANT)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY changed)
    // Steps A-E: what the step does to this table, one sentence a line.
    Q_PROPERTY(QStringList lines READ lines NOTIFY changed)
    // Step D: the players left with no ships or starports, ShipsToPlace each, and the
    // choices for their gate: "a gate…" (0), then every gate.
    Q_PROPERTY(QVariantList placing READ placing NOTIFY changed)
    Q_PROPERTY(QStringList gateChoices READ gateChoices CONSTANT)
    // Step F: the next player to choose in secret (-1 once all have), and their Fates.
    Q_PROPERTY(int chooser READ chooser NOTIFY changed)
    // How many have chosen, in secret here or on their phones: "2 of 4 have chosen".
    Q_PROPERTY(QString chosenSoFar READ chosenSoFar NOTIFY changed)
    Q_PROPERTY(QString chooserName READ chooserName NOTIFY changed)
    Q_PROPERTY(QVariantList offers READ offers NOTIFY changed)
    // Step A: the Fate Set cards a Resolution card adds to the Court deck ("F2-07 Sworn
    // Guardians"), in the deck the next Act's Court is dealt from.
    Q_PROPERTY(QStringList courtAdditions READ courtAdditions NOTIFY changed)
    // Step F with the Fate cards dealt at the table, each player choosing in secret there: each
    // Fate entered as revealed, one FateOfferRow a seat.
    Q_PROPERTY(bool fatesDrawnAtTable READ fatesDrawnAtTable NOTIFY changed)
    Q_PROPERTY(QVariantList fatesAtTable READ fatesAtTable NOTIFY changed)
    // Once every Fate is chosen: who keeps theirs and who switches (with what a switch asks of
    // the table), revealed together.
    Q_PROPERTY(QStringList fateChanges READ fateChanges NOTIFY changed)
    Q_PROPERTY(int nextAct READ nextAct NOTIFY changed)
    Q_PROPERTY(QString nextActNumeral READ nextActNumeral NOTIFY changed)
    Q_PROPERTY(bool twoPlayers READ twoPlayers NOTIFY changed)
    // The next Act's Court row, left to right (card ids): the app's deal until the table enters
    // the cards it dealt; and the cards of the deck it is dealt from (NamedCard).
    Q_PROPERTY(QStringList nextCourt READ nextCourt NOTIFY changed)
    Q_PROPERTY(QVariantList nextCourtCards READ nextCourtCards NOTIFY changed)
    // The next Act's event die as the table rolled it (none yet: `eventRolled` false), and what
    // its setup then does: the damaged Blight on empty gates and on the rolled planets (or
    // across their clusters), system by system.
    Q_PROPERTY(bool eventRolled READ eventRolled NOTIFY changed)
    Q_PROPERTY(arcs::PlanetSymbol eventSymbol READ eventSymbol WRITE setEventSymbol NOTIFY changed)
    Q_PROPERTY(QString blightPreview READ blightPreview NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

public:
    explicit IntermissionSteps(Table *table = nullptr, QObject *parent = nullptr);

    bool available() const;
    bool begun() const { return available() && table().intermission().has_value(); }
    int step() const { return begun() ? table().intermission()->step : 0; }
    int stepCount() const { return arcs::IntermissionChoices::stepCount; }
    QString stepTitle() const;
    QStringList lines() const;
    QVariantList placing() const;
    QStringList gateChoices() const;
    int chooser() const;
    QString chosenSoFar() const;
    QString chooserName() const;
    QVariantList offers() const;
    QStringList fateChanges() const;
    bool fatesDrawnAtTable() const { return begun() && table().intermission()->fatesDrawnAtTable; }
    QVariantList fatesAtTable() const;
    QStringList courtAdditions() const;
    int nextAct() const { return available() ? state().campaign->act + 1 : 0; }
    QString nextActNumeral() const;
    bool twoPlayers() const { return state().playerCount() == 2; }
    QString problem() const { return m_problem; }
    QStringList nextCourt() const { return m_nextCourt; }
    bool eventRolled() const { return m_eventSymbol.has_value(); }
    arcs::PlanetSymbol eventSymbol() const {
        return m_eventSymbol.value_or(arcs::PlanetSymbol::Arrow);
    }
    void setEventSymbol(arcs::PlanetSymbol symbol);
    QString blightPreview() const;
    QVariantList nextCourtCards() const;

    // What was refused no longer stands once the table changes what it asked for (a die).
    Q_INVOKABLE void dismissProblem() { refuse({}); }
    Q_INVOKABLE void begin();
    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    // `choice` indexes gateChoices.
    Q_INVOKABLE void chooseGate(int seat, int choice);
    // The chooser's secret pick.
    Q_INVOKABLE void chooseFate(int fate);
    Q_INVOKABLE void chooseFatesAgain();
    // A Resolution card's Fate Set card into the Court deck (as CourtCardsView::addFateCard);
    // the refusal, or empty.
    Q_INVOKABLE QString addToCourtDeck(int fate, int number, const QString &name, bool vox,
                                       arcs::ResourceType suit, int raidCost);
    Q_INVOKABLE void removeCourtAddition(int index);
    // The table deals the Fate cards itself (every pick taken back), or the app draws them.
    Q_INVOKABLE void setFatesDrawnAtTable(bool atTable);
    // A Fate the table revealed, drawn at the table.
    Q_INVOKABLE void enterFate(int seat, int fate);
    Q_INVOKABLE void dealNextCourt();
    // Puts the card with this id at a place in the next Act's Court row (as the real cards lie).
    Q_INVOKABLE void setNextCourtCard(int place, const QString &card);
    // The next Act, from its setup's dice and Court row: the event die, and with two players the
    // number die twice. True once it is on the table.
    Q_INVOKABLE bool startNextAct(int firstCluster, int secondCluster);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    // Keeps the choices changed by `change`, or says why not.
    void update(const std::function<void(arcs::IntermissionChoices &)> &change);
    void refuse(const QString &problem);
    QStringList resolveFateLines() const;
    QStringList clearCourtLines() const;
    QStringList clearPiecesLines() const;
    QStringList repairAndDestroyLines() const;
    QStringList initiativeLines() const;
    QList<arcs::SystemId> gates() const;
    // Deals the next Act's Court once the steps are done, and again when its deck has changed.
    void keepCourtDealt();
    QString m_problem;
    QStringList m_nextCourt;
    std::optional<arcs::PlanetSymbol> m_eventSymbol;
};
