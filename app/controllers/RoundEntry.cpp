// SPDX-License-Identifier: GPL-3.0-or-later
#include "RoundEntry.h"

#include "Table.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Scoring.h"
#include "rules/TurnBudget.h"

#include <QLocale>
#include <QRegularExpression>

namespace {

// Suit prefixes people type; "a" alone is Aggression, so "a5" reads as the interface promises.
std::optional<arcs::Suit> suitFromPrefix(const QString &prefix) {
    static const QList<std::pair<QStringList, arcs::Suit>> prefixes{
        {{"ad", "adm", "admin", "administration"}, arcs::Suit::Administration},
        {{"a", "ag", "agg", "aggression"}, arcs::Suit::Aggression},
        {{"c", "co", "con", "construction"}, arcs::Suit::Construction},
        {{"m", "mo", "mob", "mobilization"}, arcs::Suit::Mobilization}};
    for (const auto &[words, suit] : prefixes) {
        if (words.contains(prefix))
            return suit;
    }
    return std::nullopt;
}

// What a card of `suit` is typed with, shortest ("ad5", "a5", "c5", "m5").
QString typedSuit(arcs::Suit suit) {
    switch (suit) {
    case arcs::Suit::Administration:
        return QStringLiteral("ad");
    case arcs::Suit::Aggression:
        return QStringLiteral("a");
    case arcs::Suit::Construction:
        return QStringLiteral("c");
    case arcs::Suit::Mobilization:
        return QStringLiteral("m");
    }
    return {};
}

} // namespace

RoundEntry::RoundEntry(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void RoundEntry::connectTo(Table &table) {
    // A draft is for one place in the round: another entry there (a map or Court tap during
    // the turn) keeps it, and its preview says what it now ends; a card played, an undo past
    // it or another round clears it. A typed line is read again for the new place.
    const auto follow = [this] {
        const CardSlot before = cardSlot();
        m_next = arcs::withTurnEnded(state(), catalog());
        m_turnExamples = typed::examples(state(), catalog());
        m_tapOptions = typed::tapOptions(state(), catalog());
        const QString line = m_draftedLine;
        if (cardSlot() == before) {
            m_refusal.clear();
            emit changed();
        } else if (!line.isEmpty()) {
            draftTyped(line);
        } else {
            clear();
        }
    };
    connect(&table, &Table::stateChanged, this, follow);
    connect(&table, &Table::retranslated, this, &RoundEntry::suitsChanged);
    follow();
}

RoundEntry::CardSlot RoundEntry::cardSlot() const {
    return {next().chapter, next().round, int(next().plays.size()), seat()};
}

// What the next card is played into: entering it ends the turn under way (and its round).
const arcs::GameState &RoundEntry::next() const {
    return m_next;
}

bool RoundEntry::active() const {
    return next().toAct().has_value();
}
int RoundEntry::seat() const {
    return next().toAct().value_or(-1);
}
QString RoundEntry::playerName() const {
    return active() ? next().playerName(seat()) : QString();
}

arcs::PlayerColour RoundEntry::playerColour() const {
    return active() ? next().setup.seats[seat()].colour : arcs::PlayerColour{};
}

int RoundEntry::hand() const {
    return active() ? next().players[seat()].hand : 0;
}
bool RoundEntry::leading() const {
    return active() && next().plays.isEmpty();
}

arcs::PlayKind RoundEntry::playKind() const {
    if (m_cardless) // even to lead: the engine says why a Copy or an Event cannot
        return *m_cardless;
    if (!m_suit) // nothing chosen yet
        return leading() ? arcs::PlayKind::Lead : arcs::PlayKind::Surpass;
    return arcs::faceUpKind(next().plays, *m_suit);
}

QList<arcs::Ambition> RoundEntry::declarable() const {
    if (!leading() || !m_suit || m_number == 0 || !next().nextMarker(catalog()))
        return {};
    return arcs::declarableWith({*m_suit, m_number}, catalog());
}

QVariantList RoundEntry::declareOptions() const {
    QVariantList out;
    const QList<arcs::Ambition> ambitions = declarable();
    if (ambitions.size() > 1) // a 7: choosing among all five, or none
        out.append(QVariant::fromValue(
            DeclareOption{false, arcs::Ambition::Tycoon, tr("No declaration")}));
    for (arcs::Ambition ambition : ambitions)
        out.append(
            QVariant::fromValue(DeclareOption{true, ambition, arcs::ambitionTitle(ambition)}));
    return out;
}

QVariantList RoundEntry::suits() {
    QVariantList out;
    for (std::size_t suit = 0; suit < arcs::countOf<arcs::Suit>(); ++suit)
        out.append(QVariant::fromValue(SuitOption{arcs::Suit(suit), arcs::nameOf(arcs::Suit(suit)),
                                                  arcs::suitShortTitle(arcs::Suit(suit)),
                                                  arcs::suitTitle(arcs::Suit(suit))}));
    return out;
}

bool RoundEntry::canSeize() const {
    if (!active())
        return false;
    // The drafted card with a seize card; before a card is chosen, or for a card refused
    // whatever it seizes (one already played: Seize went and the row shifted; cold play-test
    // 75), any Copy with one. Whatever it declares: a refused declaration hid Seize too.
    std::optional<arcs::Play> drafted = draftPlay();
    if (drafted) {
        drafted->seize = false;
        drafted->declare.reset();
        if (!arcs::entryProblem(state(), arcs::PlayCard{*drafted}, table().catalog()).isEmpty())
            drafted.reset();
    }
    arcs::Play seizing = drafted.value_or(arcs::Play{seat(), arcs::PlayKind::Copy, {}, {}, {}});
    seizing.seize = true;
    return arcs::entryProblem(state(), arcs::PlayCard{seizing}, table().catalog()).isEmpty();
}

bool RoundEntry::canPlayEvent() const {
    return active() && !leading() && state().setup.mode == arcs::GameMode::Campaign;
}

bool RoundEntry::canPass() const {
    return arcs::entryProblem(state(), arcs::PassInitiative{}, table().catalog()).isEmpty();
}

bool RoundEntry::canMulligan() const {
    return arcs::entryProblem(state(), arcs::TakeMulligan{}, table().catalog()).isEmpty();
}

QString RoundEntry::mulliganPlayer() const {
    return canMulligan() ? next().playerName(arcs::mulliganSeat(state())) : QString();
}

QString RoundEntry::cardsInHand() const {
    QStringList held;
    for (const int seat : state().setup.turnOrder())
        if (const int hand = state().players.value(seat).hand; hand > 0)
            held << tr("%1 %2", "a player and the cards in their hand: Ana 2")
                        .arg(state().playerName(seat))
                        .arg(hand);
    return held.isEmpty() ? QString()
                          : tr("Cards still in hand: %1.").arg(QLocale().createSeparatedList(held));
}

QStringList RoundEntry::leadExamples() const {
    QStringList examples;
    for (const arcs::Suit suit : {arcs::Suit::Administration, arcs::Suit::Aggression,
                                  arcs::Suit::Construction, arcs::Suit::Mobilization}) {
        for (const int number : numbers()) {
            const arcs::Play lead{seat(), arcs::PlayKind::Lead, arcs::CardId{suit, number}, {}, {}};
            if (arcs::entryProblem(state(), arcs::PlayCard{lead}, catalog()).isEmpty()) {
                examples << tr("%1 %2", "a card typed and its suit: a2 Aggression")
                                .arg(typedSuit(suit) + QString::number(number),
                                     arcs::suitTitle(suit));
                break;
            }
        }
    }
    return examples;
}

QString RoundEntry::followChoices() const {
    const bool surpass = !followCards().first.isEmpty();
    if (canPlayEvent())
        return surpass ? tr("surpass, copy, pivot or Event") : tr("copy, pivot or Event");
    return surpass ? tr("surpass, copy or pivot") : tr("copy or pivot");
}

std::pair<QString, QString> RoundEntry::followCards() const {
    QString surpass, pivot;
    for (const arcs::Suit suit : {arcs::Suit::Administration, arcs::Suit::Aggression,
                                  arcs::Suit::Construction, arcs::Suit::Mobilization}) {
        for (const int number : numbers()) {
            const arcs::Play play{
                seat(), arcs::faceUpKind(next().plays, suit), arcs::CardId{suit, number}, {}, {}};
            QString &example = play.kind == arcs::PlayKind::Surpass ? surpass : pivot;
            if (example.isEmpty() &&
                arcs::entryProblem(state(), arcs::PlayCard{play}, catalog()).isEmpty())
                example = typedSuit(suit) + QString::number(number);
        }
    }
    return {surpass, pivot};
}

QStringList RoundEntry::followExamples() const {
    const auto [surpass, pivot] = followCards();
    QStringList examples;
    if (!surpass.isEmpty())
        examples << tr("%1 surpasses", "a card typed, e.g. a6").arg(surpass);
    if (!pivot.isEmpty())
        examples << tr("%1 pivots", "a card typed, e.g. ad2").arg(pivot);
    return examples;
}

QList<int> RoundEntry::numbers() const {
    return arcs::deckNumbers(next().playerCount(), table().catalog());
}

QList<int> RoundEntry::playedNumbers() const {
    QList<int> played;
    if (!active() || !suitChosen())
        return played;
    arcs::Play play;
    play.player = seat();
    play.kind = playKind();
    for (const int number : numbers()) {
        play.card = arcs::CardId{suit(), number};
        if (arcs::playedAlready(state(), play))
            played << number;
    }
    return played;
}

std::optional<arcs::Play> RoundEntry::draftPlay() const {
    if (!active())
        return std::nullopt;
    arcs::Play play;
    play.player = seat();
    play.seize = m_seize;
    play.declare = m_declare;
    play.keepsNumber = keepsNumber();
    play.kind = playKind();
    if (!m_cardless) {
        if (!m_suit || m_number == 0)
            return std::nullopt;
        play.card = arcs::CardId{*m_suit, m_number};
    }
    return play;
}

namespace {
bool isPass(const QString &line) {
    return line == QLatin1String("p") || line == QLatin1String("pass");
}
} // namespace

std::optional<arcs::Entry> RoundEntry::typedCommand(QString *problem) const {
    const auto entry = isPass(m_typedCommand)
                           ? std::optional<arcs::Entry>(arcs::PassInitiative{})
                           : typed::readTurnCommand(m_typedCommand, state(), problem);
    if (entry)
        *problem = arcs::entryProblem(state(), *entry, catalog());
    return problem->isEmpty() ? entry : std::nullopt;
}

QString RoundEntry::preview() const {
    if (!m_typedCommand.isEmpty()) { // a turn's action typed: what Enter records, or nothing
        QString problem;
        const auto entry = typedCommand(&problem);
        return entry ? tr("Enter records: %1").arg(arcs::entryTitle(state(), *entry, catalog()))
                     : QString();
    }
    const auto play = draftPlay();
    // A card that cannot be played has no preview: its problem is said instead, once.
    if (!play || !arcs::entryProblem(state(), arcs::PlayCard{*play}, catalog()).isEmpty())
        return {};
    const QString title = arcs::playText(state(), *play, catalog(), arcs::Tense::Next);
    // Entering the card ends the turn under way: say so when it still had actions.
    const QString unused = arcs::withActionsUnused(arcs::actionsUnused(state(), catalog()));
    if (unused.isEmpty())
        return title;
    return tr("%1 — ends %2's turn %3")
        .arg(title, state().playerName(state().turn->player), unused);
}

QString RoundEntry::problem() const {
    return !m_typedCommand.isEmpty() || draftPlay() ? draftProblem() : hint();
}

QString RoundEntry::draftProblem() const {
    if (!m_typedCommand.isEmpty()) {
        QString problem;
        typedCommand(&problem);
        return problem;
    }
    const auto play = draftPlay();
    return play ? arcs::entryProblem(state(), arcs::PlayCard{*play}, table().catalog()) : QString();
}

QString RoundEntry::hint() const {
    if (!active()) { // the chapter's last turn: its actions can still be typed
        if (!state().turn)
            return {};
        return withTurnOptions(tr("%1's turn ends the chapter: every card is played.")
                                   .arg(state().playerName(state().turn->player)));
    }
    if (leading() && hand() == 0)
        return tr("%1 has no cards left: pass the initiative (p).").arg(playerName());
    if (m_suit && !draftPlay())
        return tr("Choose the card's number.");
    if (m_seize && !m_cardless)
        return tr("Seize with which card? Type it with s: \"c3 s\" plays Construction 3 and "
                  "seizes, \"x s\" a copy that seizes.");
    const QStringList examples = leading() ? leadExamples() : followExamples();
    if (examples.isEmpty()) { // no card at all now (the event under way…): why, as the engine says
        const arcs::Play lowest{seat(),
                                leading() ? arcs::PlayKind::Lead : arcs::PlayKind::Pivot,
                                arcs::CardId{arcs::Suit::Administration, 1},
                                {},
                                {}};
        if (const QString why = arcs::entryProblem(state(), arcs::PlayCard{lowest}, catalog());
            !why.isEmpty())
            return withTurnOptions(why);
    }
    const QString between = tr(", ", "between two cards typed");
    // The keys that mean something now: "s seize" after a seizure, or with one card left, was
    // refused when typed (a cold play-test).
    QStringList keys;
    if (leading())
        keys << tr("d declare");
    if (canSeize())
        keys << tr("s seize");
    if (leading() && canPass())
        keys << tr("p pass");
    if (!leading())
        keys << tr("x copy");
    if (canPlayEvent())
        keys << tr("e Event card");
    const QString card = (leading() ? tr("Choose the card or type it: %1; %2.")
                                    : tr("Choose the next card or type it: %1; %2."))
                             .arg(examples.join(between), keys.join(between));
    // The turn under way first: what it can still do matters now, and the line's end is cut
    // where it is long (a cold play-test lost "or tap: + agent" to the next card's examples).
    const QString options = turnOptions();
    return options.isEmpty()
               ? card
               : tr("%1 %2", "the turn's options, then the next card's").arg(options, card);
}

QString RoundEntry::withTurnOptions(const QString &first) const {
    const QString options = turnOptions();
    return options.isEmpty() ? first : tr("%1 %2", "a hint, then the turn's").arg(first, options);
}

// The turn under way, in what its player can type on this board now, and tap: "type: end"
// alone was read as nothing left to do, with two actions and the Court open, and a Secure or
// a battle only a tap makes went unsaid (cold play-tests).
QString RoundEntry::turnOptions() const {
    if (m_turnExamples.isEmpty())
        return {};
    const QString name = state().playerName(state().turn->player);
    const QString typedLine = typed::examplesLine(m_turnExamples);
    QStringList taps;
    if (m_tapOptions.influence)
        taps << tr("+ agent");
    if (m_tapOptions.secure)
        taps << tr("Secure");
    if (m_tapOptions.battle)
        taps << tr("battle in %1").arg(arcs::systemWord(*m_tapOptions.battle));
    return taps.isEmpty() ? tr("For %1's turn, type: %2.").arg(name, typedLine)
                          : tr("For %1's turn, type: %2; or tap: %3.")
                                .arg(name, typedLine, taps.join(tr(", ", "between two taps")));
}

void RoundEntry::setSuit(arcs::Suit suit) {
    m_suit = suit;
    m_cardless.reset();
    m_refusal.clear();
    emit changed();
}

void RoundEntry::setNumber(int number) {
    m_number = number;
    m_cardless.reset();
    if (m_declare && !declarable().contains(*m_declare))
        m_declare.reset();
    m_refusal.clear();
    emit changed();
}

void RoundEntry::setCardless(std::optional<arcs::PlayKind> kind) {
    m_cardless = leading() ? std::nullopt : kind;
    m_refusal.clear();
    emit changed();
}

void RoundEntry::setCopy(bool copy) {
    setCardless(copy ? std::optional(arcs::PlayKind::Copy) : std::nullopt);
}

void RoundEntry::setEvent(bool event) {
    setCardless(event && canPlayEvent() ? std::optional(arcs::PlayKind::Event) : std::nullopt);
}

void RoundEntry::setDeclare(arcs::Ambition ambition) {
    m_declare = ambition;
    m_refusal.clear();
    emit changed();
}

void RoundEntry::clearDeclare() {
    m_declare.reset();
    m_keepsNumber = false;
    m_refusal.clear();
    emit changed();
}

void RoundEntry::setKeepsNumber(bool keeps) {
    m_keepsNumber = keeps;
    m_refusal.clear();
    emit changed();
}

void RoundEntry::setSeize(bool seize) {
    m_seize = seize;
    m_refusal.clear();
    emit changed();
}

QString RoundEntry::refuse(const QString &message) {
    m_refusal = message;
    emit changed();
    return message;
}

bool RoundEntry::type(const QString &text) {
    static const QRegularExpression cardPattern(QStringLiteral("^([a-z]+)([1-7])$"));
    const QStringList tokens = text.toLower().split(u' ', Qt::SkipEmptyParts);
    // The card first, so that "d" can see which ambitions it allows wherever it was typed.
    QStringList rest;
    for (const QString &token : tokens) {
        const auto match = cardPattern.match(token);
        if (!match.hasMatch()) {
            rest << token;
            continue;
        }
        const auto suit = suitFromPrefix(match.captured(1));
        if (!suit) {
            refuse(tr("\"%1\" is not a suit: type a (Aggression), ad (Administration), c "
                      "(Construction) or m (Mobilization), then the number.")
                       .arg(match.captured(1)));
            return false;
        }
        m_suit = suit;
        m_number = match.captured(2).toInt();
        m_cardless.reset();
    }
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const QString &token = rest[i];
        if (token == QLatin1String("x") || token == QLatin1String("copy")) {
            m_cardless = arcs::PlayKind::Copy;
        } else if (token == QLatin1String("e") || token == QLatin1String("ev") ||
                   token == QLatin1String("event")) {
            m_cardless = arcs::PlayKind::Event;
        } else if (token == QLatin1String("s") || token == QLatin1String("seize")) {
            m_seize = true;
        } else if (token == QLatin1String("k") || token == QLatin1String("keep")) {
            m_keepsNumber = true;
        } else if (const auto ambition = arcs::fromName<arcs::Ambition>(token)) {
            m_declare = ambition;
        } else if (token == QLatin1String("d") || token == QLatin1String("declare")) {
            const QList<arcs::Ambition> options = declarable();
            const auto named = arcs::fromName<arcs::Ambition>(rest.value(i + 1));
            if (!leading()) {
                // Drafted as said, so that the engine names why it cannot be (only the lead
                // declares) and the preview promises no plain Surpass instead.
                m_declare = named.value_or(arcs::Ambition::Tycoon);
                i += named ? 1 : 0;
            } else if (named) {
                m_declare = named;
                ++i;
            } else if (options.size() == 1) {
                m_declare = options.first();
            } else {
                refuse(options.isEmpty() ? tr("This card cannot declare an ambition.")
                                         : tr("A 7 declares any ambition: type d and its name, "
                                              "e.g. \"d tyrant\"."));
                return false;
            }
        } else {
            refuse(tr("\"%1\" is not an entry: type a card (a5, a5 d, c3 s, x, e) or a turn's "
                      "action (tax, move, build, repair, extra, end); a battle starts from the "
                      "map.")
                       .arg(token));
            return false;
        }
    }
    m_refusal.clear();
    emit changed();
    return true;
}

bool RoundEntry::submit() {
    const QString why = problem();
    if (!why.isEmpty()) {
        refuse(why);
        return false;
    }
    return applyOrRefuse(arcs::PlayCard{*draftPlay()});
}

bool RoundEntry::enter(const QString &text) {
    const QString trimmed = text.trimmed().toLower();
    if (isPass(trimmed))
        return pass();
    if (trimmed.isEmpty())
        return submit(); // what was tapped
    if (typed::isTurnCommand(trimmed)) {
        QString error;
        const auto entry = typed::readTurnCommand(trimmed, state(), &error);
        if (!entry) {
            refuse(error);
            return false;
        }
        return applyOrRefuse(*entry);
    }
    if (trimmed == m_draftedLine)
        return submit(); // as the preview says it: the line, then what was tapped
    clear();             // a typed line says the whole play, so a corrected line starts afresh
    return type(trimmed) && submit();
}

bool RoundEntry::applyOrRefuse(const arcs::Entry &entry) {
    const QString line = m_draftedLine;
    m_draftedLine.clear(); // entered: not a line to read again for the next card
    const QString refusal = table().apply(entry);
    if (!refusal.isEmpty()) {
        // Still the line: read again if the table moves on under it (the game was read again
        // after another window changed it), so its preview says what it would do then.
        m_draftedLine = line;
        refuse(refusal);
        return false;
    }
    clear(); // entered: a turn's action stays in place, and is not to be entered again
    return true;
}

bool RoundEntry::pass() {
    return applyOrRefuse(arcs::PassInitiative{});
}
bool RoundEntry::mulligan() {
    return applyOrRefuse(arcs::TakeMulligan{});
}
bool RoundEntry::endChapter() {
    return applyOrRefuse(arcs::EndChapter{});
}

void RoundEntry::draftTyped(const QString &text) {
    const QString trimmed = text.trimmed().toLower();
    clear();
    // Previewed and checked as it is typed, like a card (a pass out of turn was said only on
    // Enter; a play-test).
    if (typed::isTurnCommand(trimmed) || isPass(trimmed)) {
        m_typedCommand = trimmed;
        m_draftedLine = trimmed;
        emit changed();
        return;
    }
    if (trimmed.isEmpty())
        return;        // no card to draft
    if (type(trimmed)) // a line with a mistake is read again on Enter, which names it
        m_draftedLine = trimmed;
    m_refusal.clear(); // half a line is not a mistake yet: Enter says what is wrong
    emit changed();
}

bool RoundEntry::canKeepNumber() const {
    return active() && leading() && arcs::skipsZeroMarker(state().board, seat(), catalog());
}

void RoundEntry::clear() {
    m_suit.reset();
    m_number = 0;
    m_cardless.reset();
    m_declare.reset();
    m_seize = false;
    m_keepsNumber = false;
    m_draftedLine.clear();
    m_typedCommand.clear();
    m_refusal.clear();
    emit changed();
}
