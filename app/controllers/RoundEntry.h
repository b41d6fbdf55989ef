// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "TypedTurn.h"

#include "entries/Entry.h"
#include "rules/Round.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// The play being entered for whoever is to act: built from taps or typed keys ("a5 d", "m2 s",
// "x" to copy, "e" for an Event card, "p" to pass), checked by the engine as it changes, then
// applied to the Table. An ambition the drafted lead may declare (or, `declares` false, none),
// with its title.
struct DeclareOption {
    Q_GADGET
    QML_VALUE_TYPE(declareOption)
    Q_PROPERTY(bool declares MEMBER declares)
    Q_PROPERTY(arcs::Ambition ambition MEMBER ambition)
    Q_PROPERTY(QString title MEMBER title)

public:
    bool declares = true;
    arcs::Ambition ambition = arcs::Ambition::Tycoon;
    QString title;
    bool operator==(const DeclareOption &) const = default;
};

// A suit the card may be of, as the entry bar's buttons show it: "Adm", Administration.
struct SuitOption {
    Q_GADGET
    QML_VALUE_TYPE(suitOption)
    Q_PROPERTY(arcs::Suit suit MEMBER suit)
    Q_PROPERTY(QString name MEMBER name) // its spelling in files and typed lines: objectNames
    Q_PROPERTY(QString shortTitle MEMBER shortTitle)
    Q_PROPERTY(QString title MEMBER title)

public:
    arcs::Suit suit = arcs::Suit::Administration;
    QString name;
    QString shortTitle;
    QString title;
    bool operator==(const SuitOption &) const = default;
};

class RoundEntry : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(QString playerName READ playerName NOTIFY changed)
    Q_PROPERTY(arcs::PlayerColour playerColour READ playerColour NOTIFY changed)
    Q_PROPERTY(int hand READ hand NOTIFY changed)
    Q_PROPERTY(bool leading READ leading NOTIFY changed)
    // What the player following may do, as the engine allows it now ("surpass, copy or pivot";
    // no surpass once nothing can): the bar's title.
    Q_PROPERTY(QString followChoices READ followChoices NOTIFY changed)
    // What the drafted card makes (Game.PlayKind.Lead, …), from its suit and the lead's.
    Q_PROPERTY(arcs::PlayKind kind READ playKind NOTIFY changed)
    // SuitOptions, in the cards' order; their words again as the language changes.
    Q_PROPERTY(QVariantList suits READ suits NOTIFY suitsChanged)
    Q_PROPERTY(bool suitChosen READ suitChosen NOTIFY changed)
    Q_PROPERTY(arcs::Suit suit READ suit NOTIFY changed) // where suitChosen
    Q_PROPERTY(int number READ number NOTIFY changed)
    Q_PROPERTY(bool declaring READ declaring NOTIFY changed)
    Q_PROPERTY(arcs::Ambition declare READ declare NOTIFY changed) // where declaring
    Q_PROPERTY(bool seize READ seize NOTIFY changed)
    // The declaration skips the zero marker (a card says so): the lead keeps its number.
    Q_PROPERTY(bool keepsNumber READ keepsNumber WRITE setKeepsNumber NOTIFY changed)
    // The leading player holds a card that lets a declaration skip the zero marker.
    Q_PROPERTY(bool canKeepNumber READ canKeepNumber NOTIFY changed)
    Q_PROPERTY(bool canSeize READ canSeize NOTIFY changed)
    // A campaign's deck holds Event cards, played after the lead.
    Q_PROPERTY(bool canPlayEvent READ canPlayEvent NOTIFY changed)
    Q_PROPERTY(bool canPass READ canPass NOTIFY changed)
    Q_PROPERTY(bool canMulligan READ canMulligan NOTIFY changed)
    Q_PROPERTY(QString mulliganPlayer READ mulliganPlayer NOTIFY changed)
    // Who still holds cards and how many, in turn order, for ending the chapter early.
    Q_PROPERTY(QString cardsInHand READ cardsInHand NOTIFY changed)
    // The card numbers in this game's deck (the 1s and 7s with four players only).
    Q_PROPERTY(QList<int> numbers READ numbers NOTIFY changed)
    // Those of the suit chosen that were already played face up this chapter: greyed, as a
    // play-test chose them one after another and was refused each time.
    Q_PROPERTY(QList<int> playedNumbers READ playedNumbers NOTIFY changed)
    Q_PROPERTY(QVariantList declareOptions READ declareOptions NOTIFY changed)
    Q_PROPERTY(QString preview READ preview NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(QString draftProblem READ draftProblem NOTIFY changed)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)

public:
    explicit RoundEntry(Table *table = nullptr, QObject *parent = nullptr);

    bool active() const;
    int seat() const;
    QString playerName() const;
    arcs::PlayerColour playerColour() const;
    int hand() const;
    bool leading() const;
    // What the player following can type, each checked by the engine: the lowest card that
    // surpasses (none after a 7) and the lowest of another suit ("a6 surpasses", "ad2 pivots").
    QStringList followExamples() const;
    // What the leader can type, each checked by the engine: the lowest card of each suit not
    // yet played this chapter ("a2 Aggression").
    QStringList leadExamples() const;
    QString followChoices() const;
    arcs::PlayKind playKind() const;
    static QVariantList suits();
    bool suitChosen() const { return m_suit.has_value(); }
    arcs::Suit suit() const { return m_suit.value_or(arcs::Suit::Administration); }
    int number() const { return m_number; }
    bool declaring() const { return m_declare.has_value(); }
    arcs::Ambition declare() const { return m_declare.value_or(arcs::Ambition::Tycoon); }
    bool seize() const { return m_seize; }
    bool keepsNumber() const { return m_keepsNumber; }
    void setKeepsNumber(bool keeps);
    bool canSeize() const;
    bool canPlayEvent() const;
    bool canPass() const;
    // Two players: the player without the initiative may redraw once, right after the deal.
    bool canMulligan() const;
    QString mulliganPlayer() const;
    QString cardsInHand() const;
    QList<int> numbers() const;
    QList<int> playedNumbers() const;
    // DeclareOptions for the drafted lead (a 7: no declaration first).
    QVariantList declareOptions() const;
    // What applying the draft would record, e.g. "Ruth surpassed with Aggression 5".
    QString preview() const;
    // Why the draft cannot be played yet, or empty: draftProblem() for a whole play drafted
    // (a card or a turn command), else hint().
    QString problem() const;
    // Why the engine would refuse the whole play drafted, tapped or typed, before it is entered;
    // empty when there is none or it can be played.
    QString draftProblem() const;
    // What the acting player can choose or type now.
    QString hint() const;
    // The engine's last refusal of a submitted play; cleared by the next change.
    QString refusal() const { return m_refusal; }

    Q_INVOKABLE void setSuit(arcs::Suit suit);
    Q_INVOKABLE void setNumber(int number);
    Q_INVOKABLE void setCopy(bool copy);
    Q_INVOKABLE void setEvent(bool event);
    Q_INVOKABLE void setDeclare(arcs::Ambition ambition);
    Q_INVOKABLE void clearDeclare();
    Q_INVOKABLE void setSeize(bool seize);
    // Reads typed entry: a suit prefix and number ("a5", "adm3", "c2", "m6"), "x" (copy), "e"
    // (an Event card),
    // "d" (declare, or "d tyrant"), "k" (the declaration keeps the lead's number), "s" (seize).
    // Returns false and sets refusal if unreadable.
    Q_INVOKABLE bool type(const QString &text);
    Q_INVOKABLE bool submit();
    // The entry line's Enter: "p" passes; a turn command (end, tax, build, repair, move, extra:
    // TypedTurn.h) is entered for the player whose turn it is; anything else is a play: the
    // draft, taps after the typing included, where the line is the one drafted.
    Q_INVOKABLE bool enter(const QString &text);
    Q_INVOKABLE bool pass();
    Q_INVOKABLE bool mulligan();
    // For tables that use the app only for scoring: ends the chapter without entering rounds.
    Q_INVOKABLE bool endChapter();
    Q_INVOKABLE void clear();
    // The draft as the line typed so far says it, for the preview and the tapped buttons;
    // nothing is refused until the line is entered.
    Q_INVOKABLE void draftTyped(const QString &text);
    bool canKeepNumber() const;

signals:
    void changed();
    void suitsChanged(); // their words, as the language changes (not at each change: a
                         // Repeater of them would make its buttons again)

private:
    // `first`, then what the turn under way's player can type and tap now.
    QString withTurnOptions(const QString &first) const;
    QString turnOptions() const; // "" when no turn is under way
    // The lowest card that surpasses and the lowest of another suit the engine accepts from
    // the player following now, typed ("a6", "ad2"); "" where none.
    std::pair<QString, QString> followCards() const;
    void connectTo(Table &table) override;
    // What the next card is played into (kept, as every property asks for it).
    const arcs::GameState &next() const;
    // Where in the game the next card goes: chapter, round, plays before it, who plays it.
    struct CardSlot {
        int chapter = 0;
        int round = 0;
        int plays = 0;
        int seat = -1;
        bool operator==(const CardSlot &) const = default;
    };
    CardSlot cardSlot() const;
    QList<arcs::Ambition> declarable() const;
    std::optional<arcs::Play> draftPlay() const;
    QString refuse(const QString &message);
    // A Copy or an Event: played without a numbered card, after the lead.
    void setCardless(std::optional<arcs::PlayKind> kind);
    bool applyOrRefuse(const arcs::Entry &entry);
    // The typed turn command as an entry the engine accepts, else nullopt and *problem why.
    std::optional<arcs::Entry> typedCommand(QString *problem) const;

    std::optional<arcs::Suit> m_suit;
    int m_number = 0;
    std::optional<arcs::PlayKind> m_cardless; // Copy or Event
    std::optional<arcs::Ambition> m_declare;
    bool m_seize = false;
    bool m_keepsNumber = false;
    QString m_draftedLine;  // the typed line the draft was made from, "" when none
    QString m_typedCommand; // a turn's action (TypedTurn.h) or a pass being typed; "" when none
    QString m_refusal;
    arcs::GameState m_next;
    QStringList m_turnExamples;     // what the turn's player can type now (typed::examples)
    typed::TapOptions m_tapOptions; // and take by tapping
};
