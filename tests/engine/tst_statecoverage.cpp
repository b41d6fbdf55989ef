// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestData.h"
#include "entries/Entry.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <utility>

using namespace arcs;
using namespace Qt::StringLiterals;

// Every field of the replayed state, as its JSON spells it, names the entry or correction by
// which the table sets it, or why the table never does (the engine derives it). A field that
// gains neither fails here, so the table is never left with a part of the board it cannot put
// right (issue 36, "Every state field can be set by the table").
namespace {

enum class SetBy { Entry, Correction, Derived };

struct Coverage {
    const char *field; // a path: "board.areas[].resources[]"; a prefix covers what is under it
    SetBy by;
    const char *how; // the entry's wire name, the correction's target, or why it is derived
};

// Fields under these hold data as keys (a card's id, a freezing piece's name).
const QStringList keyedByData{u"board.areas[].heldOnCards"_s, u"board.areas[].frozen"_s};

const Coverage coverage[] = {
    // The game's progress: the cards and the chapter's end move it.
    {"phase", SetBy::Entry, "endChapter"},
    {"chapter", SetBy::Entry, "scoreChapter"},
    {"round", SetBy::Entry, "play"},
    {"initiative", SetBy::Correction, "initiative"},
    {"playsThisRound", SetBy::Entry, "play"},
    {"powerByChapter", SetBy::Entry, "scoreChapter"},
    {"winner", SetBy::Derived, "the game's end: the last chapter scored (scoreChapter)"},
    {"markers[].box", SetBy::Entry, "recordDeclaration"},
    {"markers[].flipped", SetBy::Derived, "a marker flips as its ambition is scored, and by Act"},
    {"players[].name", SetBy::Entry, "startGame"},
    {"players[].colour", SetBy::Entry, "startGame"},
    {"players[].power", SetBy::Correction, "power"},
    {"players[].hand", SetBy::Derived, "the chapter's cards less those played (play, pass)"},
    {"players[].trophies", SetBy::Derived, "the sum of the area's Trophies"},
    {"players[].captives", SetBy::Derived, "the sum of the area's Captives"},
    {"turn.player", SetBy::Entry, "play"},
    {"turn.suit", SetBy::Entry, "play"},
    {"turn.leadSuit", SetBy::Entry, "play"},
    {"turn.pips", SetBy::Entry, "play"},
    {"turn.prelude", SetBy::Entry, "spend"},
    {"turn.extra", SetBy::Entry, "extraAction"},
    {"turn.actions", SetBy::Derived, "the actions the turn's entries took (tax, build, move…)"},
    {"turn", SetBy::Entry, "play"}, // none between turns
    // The setup, as the wizard or the Intermission recorded it.
    {"setup.act.carried", SetBy::Derived,
     "the table the Intermission left, from the Act's end and its choices"},
    {"setup", SetBy::Entry, "startGame"},
    // The Reach.
    {"board.outOfPlay", SetBy::Entry, "startGame"},
    {"board.systems[].system", SetBy::Derived, "the map's systems, in the catalog's order"},
    {"board.systems[].players[].player", SetBy::Derived, "the seat whose pieces they are"},
    {"board.systems[].players[].ships", SetBy::Correction, "pieces"},
    {"board.systems[].players[].cities", SetBy::Correction, "pieces"},
    {"board.systems[].players[].starports", SetBy::Correction, "pieces"},
    {"board.systems[].players[]", SetBy::Correction, "pieces"}, // a seat with nothing there
    {"board.systems[].blight", SetBy::Correction, "pieces"},
    {"board.systems[].imperialShips", SetBy::Correction, "pieces"},
    {"board.systems[].freeCities", SetBy::Correction, "pieces"},
    {"board.systems[].freeStarports", SetBy::Correction, "pieces"},
    {"board.systems[].fateTokens", SetBy::Entry, "placeFateToken"},
    {"board.systems[].controlByCard", SetBy::Correction, "control"},
    // The player areas.
    {"board.areas[].resources", SetBy::Correction, "resource"},
    {"board.areas[].guildCards", SetBy::Correction, "guildCard"},
    {"board.areas[].heldOnCards", SetBy::Correction, "heldOnCard"},
    {"board.areas[].frozen", SetBy::Correction, "frozen"},
    {"board.areas[].lore", SetBy::Correction, "lore"},
    {"board.areas[].outrage", SetBy::Correction, "outrage"},
    {"board.areas[].captives", SetBy::Correction, "captives"},
    {"board.areas[].trophies", SetBy::Correction, "trophies"},
    {"board.areas[].campaignTrophies", SetBy::Correction, "campaignTrophies"},
    {"board.areas[].title", SetBy::Correction, "title"},
    {"board.areas[].favors", SetBy::Correction, "favors"},
    {"board.areas[].flagship", SetBy::Entry, "correctFlagshipSlot"},
    // The Court and what lies beside it.
    {"board.court.row[].card", SetBy::Correction, "courtCard"},
    {"board.court.row[].agents", SetBy::Correction, "courtAgents"},
    {"board.court.row[].attached", SetBy::Entry, "attachCard"},
    {"board.court.deck", SetBy::Entry, "addFateCard"},
    {"board.court.discard", SetBy::Entry, "removeFromCourt"},
    {"board.court.tableCards[].raidCost", SetBy::Correction, "raidCost"},
    {"board.court.tableCards", SetBy::Entry, "addFateCard"},
    {"board.court.loreInDeck", SetBy::Entry, "secure"},
    {"board.court.councilDecided", SetBy::Correction, "council"},
    {"board.dummyResources", SetBy::Entry, "startGame"},
    {"board.imperialTrust", SetBy::Correction, "trust"},
    {"board.rulesBooklet", SetBy::Correction, "booklet"},
    {"board.bookletLaws", SetBy::Correction, "bookletLaw"},
    {"board.arrangementsDue", SetBy::Derived,
     "a returning city displaced a resource; arrangeResources answers it"},
    // The campaign's Act.
    {"campaign.act", SetBy::Entry, "startGame"},
    {"campaign.fates", SetBy::Entry, "startGame"},
    {"campaign.objectiveMarkers", SetBy::Entry, "moveObjective"},
    {"campaign.firstRegent", SetBy::Correction, "firstRegent"},
    {"campaign.policy", SetBy::Correction, "policy"},
    {"campaign.placements", SetBy::Entry, "placeStartingPieces"},
    // The end-of-round event under way.
    {"event.cause", SetBy::Derived, "an Event card led, or the Council secured (play, secure)"},
    {"event.caller", SetBy::Derived, "who led the Event card or secured the Council"},
    {"event.summitCalled", SetBy::Entry, "decideSummit"},
    {"event.summitOver", SetBy::Entry, "endSummit"},
    {"event.resolving", SetBy::Entry, "rollEvent"},
    {"event.roll", SetBy::Entry, "rollEvent"},
    {"event.steps", SetBy::Derived, "the Crises or Edicts the roll brings, in the rules' order"},
    {"event.stepsDone", SetBy::Entry, "resolveEventStep"},
};

bool covers(const QString &field, const QString &path) {
    return path == field || path.startsWith(field + u'.') || path.startsWith(field + u'[');
}

template <std::size_t... I> QStringList wireNames(std::index_sequence<I...>) {
    return {QString::fromLatin1(std::variant_alternative_t<I, Entry>::kind.wire.value)...};
}

void walk(const QJsonValue &value, const QString &path, QSet<QString> &out) {
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const bool dataKeys = keyedByData.contains(path);
        for (auto it = object.begin(); it != object.end(); ++it)
            walk(it.value(),
                 path.isEmpty() ? it.key() : path + u'.' + (dataKeys ? u"*"_s : it.key()), out);
        if (object.isEmpty() && !path.isEmpty())
            out.insert(path);
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            walk(item, path + u"[]"_s, out);
        if (value.toArray().isEmpty())
            out.insert(path + u"[]"_s);
    } else {
        out.insert(path);
    }
}

// A campaign table with every field a state can write set once: what no fixture reaches (a
// Flagship, frozen resources, an event under way…) still has its field named.
GameState everyFieldSet(GameState state) {
    Board &board = state.board;
    PlayerArea &area = board.areas[0];
    area.frozen.insert(u"Sealed Vault"_s, {ResourceType::Relic});
    area.heldOnCards.insert(board.court.row.last().card, 1);
    area.campaignTrophies.blight = 1;
    area.title = ImperialTitle::Outlaw;
    area.favors[1] = 1;
    Flagship flagship;
    flagship.system = SystemId::fromIndex(0);
    flagship.upgrades[0] = FlagshipBuilding{Building::City, true};
    area.flagship = flagship;
    SystemState &system = board.systems[1];
    system.fateTokens.append(FateToken{u"Seat"_s, 0, true, true});
    system.controlByCard = ControlByCard{u"Sprawling Rebellion"_s, 0};
    board.imperialTrust = {ResourceType::Fuel};
    board.rulesBooklet = QStringList{u"Imperial Quorum"_s};
    board.bookletLaws = {u"Guild Struggle"_s};
    CourtCard fateCard;
    fateCard.id = u"F2-07"_s;
    fateCard.name = u"Sworn Guardians"_s;
    fateCard.deck = CourtDeck::FateSet;
    fateCard.kind = CourtCardKind::Guild;
    fateCard.suit = ResourceType::Weapon;
    fateCard.raidCost = 2;
    board.court.tableCards.append(fateCard);
    board.court.row.last().attached = {fateCard.id};
    board.court.councilDecided = true;
    board.arrangementsDue = {{0, {{ResourceType::Relic, 3, 0}}}};
    state.setup.act->firstRegent = 0;
    state.setup.act->ambitionClusters = {1, 2};
    state.turn =
        Turn{0, Suit::Aggression, Suit::Aggression, 3, {ResourceType::Fuel}, 1, {ActionKind::Move}};
    state.event = EventState{EventCause::Council,
                             1,
                             true,
                             false,
                             EventIcon::Edict,
                             EventRoll{EventIcon::Edict, PlanetSymbol::Hex, 2},
                             {EventStep{EventStepKind::FateEdict, u"F1-13"_s}},
                             0};
    state.winner = 0;
    return state;
}

} // namespace

class TestStateCoverage : public QObject {
    Q_OBJECT

    QSet<QString> m_fields;

private slots:
    void initTestCase() {
        for (const auto &[name, game] : test::goldenGames())
            walk(game.state().toJson(), {}, m_fields);
        const QList<Journal> acts = test::campaignFixture().second;
        for (const Journal &act : acts)
            walk(act.state().toJson(), {}, m_fields);
        walk(everyFieldSet(acts.last().state()).toJson(), {}, m_fields);
    }

    void everyFieldNamesWhatSetsIt() {
        QStringList unnamed;
        for (const QString &field : std::as_const(m_fields)) {
            if (std::ranges::none_of(coverage, [&](const Coverage &c) {
                    return covers(QString::fromLatin1(c.field), field);
                }))
                unnamed << field;
        }
        unnamed.sort();
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(u"Name the entry or correction that sets each of these, or why the "
                            u"table never does: "_s +
                            unnamed.join(u", "_s)));
    }

    // A name that is no entry or correction, or a field no state has, is a stale line.
    void everyLineNamesARealFieldAndEntry() {
        const QStringList wires = wireNames(std::make_index_sequence<std::variant_size_v<Entry>>());
        for (const Coverage &c : coverage) {
            const QString how = QString::fromLatin1(c.how);
            QVERIFY2(std::ranges::any_of(m_fields,
                                         [&](const QString &field) {
                                             return covers(QString::fromLatin1(c.field), field);
                                         }),
                     c.field);
            if (c.by == SetBy::Entry)
                QVERIFY2(wires.contains(how), c.how);
            if (c.by == SetBy::Correction)
                QVERIFY2(fromName<CorrectionTarget>(how).has_value(), c.how);
        }
    }

    // The figure the issue asks for: how many of the state's fields the table sets.
    void coverageFigure() {
        int byTable = 0;
        for (const QString &field : std::as_const(m_fields)) {
            const auto line = std::ranges::find_if(coverage, [&](const Coverage &c) {
                return covers(QString::fromLatin1(c.field), field);
            });
            if (line != std::end(coverage) && line->by != SetBy::Derived)
                ++byTable;
        }
        qInfo("%d of %d state fields are set by an entry or a correction; the rest are derived",
              byTable, int(m_fields.size()));
        QVERIFY(byTable > 0);
    }
};

QTEST_GUILESS_MAIN(TestStateCoverage)
#include "tst_statecoverage.moc"
