// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "data/Vocabulary.h"

#include "entries/Entry.h"

#include <QObject>
#include <QSet>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The chapter-end screen's counts, entered or corrected by the table, with the engine's scoring
// of them shown live before anyone confirms.
// One declared ambition's counts as the table will score them, by seat.
struct AmbitionCount {
    Q_GADGET
    QML_VALUE_TYPE(ambitionCount)
    Q_PROPERTY(QString ambition MEMBER ambition)
    Q_PROPERTY(bool tracked MEMBER tracked) // from what the app tracked, not typed by the table
    Q_PROPERTY(QList<int> bySeat MEMBER bySeat)

public:
    QString ambition;
    bool tracked = false;
    QList<int> bySeat;
    bool operator==(const AmbitionCount &) const = default;
};

// An ambition declared this chapter, with the markers in its box ("5/3 + 3/2").
struct DeclaredAmbition {
    Q_GADGET
    QML_VALUE_TYPE(declaredAmbition)
    Q_PROPERTY(QString id MEMBER id) // an arcs::Ambition name
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString markers MEMBER markers)

public:
    QString id;
    QString title;
    QString markers;
};

// A player as the counts' columns name them, in turn order.
struct ScoringPlayer {
    Q_GADGET
    QML_VALUE_TYPE(scoringPlayer)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(bool grandAmbitions MEMBER grandAmbitions) // a campaign's Grand Ambitions

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    bool grandAmbitions = false;
};

// A two-player game's dummy player: its count in a declared ambition.
struct DummyCount {
    Q_GADGET
    QML_VALUE_TYPE(dummyCount)
    Q_PROPERTY(QString id MEMBER id) // an arcs::Ambition name
    Q_PROPERTY(int count MEMBER count)

public:
    QString id;
    int count = 0;
};

class ChapterScoring : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList ambitions READ ambitions NOTIFY tableChanged)
    Q_PROPERTY(QVariantList players READ players NOTIFY tableChanged)
    Q_PROPERTY(QVariantList dummy READ dummy NOTIFY tableChanged)
    Q_PROPERTY(QStringList explanations READ explanations NOTIFY changed)
    Q_PROPERTY(QVariantList gains READ gains NOTIFY changed)
    Q_PROPERTY(QStringList cleanUp READ cleanUp NOTIFY changed)
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // The city bonuses a player board can show (0, 2, 5).
    Q_PROPERTY(QList<int> cityBonusOptions READ cityBonusOptions CONSTANT)
    // An AmbitionCount for each ambition (in the catalog's order), and each seat's city bonus.
    Q_PROPERTY(QVariantList counts READ counts NOTIFY changed)
    Q_PROPERTY(QList<int> cityBonuses READ cityBonuses NOTIFY changed)
    // A campaign's Act III: each player's grand ambitions fulfilled this chapter (0-2).
    Q_PROPERTY(bool grandAmbitions READ grandAmbitions NOTIFY tableChanged)
    Q_PROPERTY(QList<int> grand READ grand NOTIFY changed)

public:
    explicit ChapterScoring(Table *table = nullptr, QObject *parent = nullptr);

    // Declared ambitions: DeclaredAmbition each.
    QVariantList ambitions() const;
    // ScoringPlayer each, clockwise from the first player.
    QVariantList players() const;
    // Two players: DummyCount for the dummy's totals on each declared ambition.
    QVariantList dummy() const;
    QStringList explanations() const;
    QVariantList gains() const;
    QStringList cleanUp() const;
    // What happens next: the next chapter, or the end of the game and its winner.
    QString outcome() const;
    QString problem() const;
    // The marker a recorded declaration would take ("5/3"), or empty when none is left.
    QVariantList counts() const;
    QList<int> cityBonuses() const { return m_entry.cityBonus; }
    bool grandAmbitions() const;
    QList<int> grand() const { return m_entry.grand; }
    Q_INVOKABLE void setGrand(int seat, int fulfilled);

    Q_INVOKABLE void setCount(const QString &ambition, int seat, int count);
    QList<int> cityBonusOptions() const;
    Q_INVOKABLE void setCityBonus(int seat, int bonus);
    Q_INVOKABLE bool submit();

signals:
    // The declared ambitions, the players or the markers changed: the grid is rebuilt.
    void tableChanged();
    // A count or the scoring changed: the grid's cells stay, their values refresh.
    void changed();

private:
    void connectTo(Table &table) override;
    void follow();
    void followDraft();
    void keepDraft();
    void restoreDraft();
    arcs::ScoreChapter m_entry;
    int m_chapter = -1;
    std::uint64_t m_seed = 0;     // which game: each game has its own seed
    QSet<arcs::Ambition> m_typed; // ambitions whose counts the table typed
    bool m_bonusTyped = false;
    bool m_keepingDraft = false; // the draft being kept is this one's own
    QVariantList m_structure;
};
