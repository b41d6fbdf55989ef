// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "state/Board.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace arcs;
using namespace arcs::test;
using namespace Qt::StringLiterals;

namespace {

// The seats of GameSetup::demo(), clockwise ("4 Player Mix Up 1", Mikah holds the initiative):
//   Mikah: city 4-arrow (Relic), starport 6-hex (Psionic), 2 ships 1-gate; Relic, Psionic
//   Ruth:  city 4-hex (Material), starport 5-hex (Psionic), 2 ships 6-gate; Material, Psionic
//   Yuki:  city 5-arrow (Weapon), starport 1-hex (Material), 2 ships 4-gate; Weapon, Material
//   Wren:  city 6-arrow (Material), starport 1-arrow (Weapon), 2 ships 5-gate; Material, Weapon
// 3 ships stand with each building. Cluster 3 is out of play: a path marker joins 2-gate and
// 4-gate. Court row: BC03 Material Cartel, BC17 Farseers, BC22 Sworn Guardians, BC27 Populist
// Demands (Vox). The seats are Entries.h's Mikah, Ruth, Yuki and Wren.

using Slot = std::optional<ResourceType>;

SystemId sys(const QString &name) {
    const std::optional<SystemId> system = SystemId::parse(name);
    if (!system)
        qFatal("No system called %s", qPrintable(name));
    return *system;
}

SystemId sys(const char *name) {
    return sys(QString::fromLatin1(name));
}

QStringList names(const QList<SystemId> &systems) {
    QStringList out;
    for (const SystemId &system : systems)
        out << system.name();
    return out;
}

// Resources as letters, in ResourceType order: Material, Fuel, Weapon, Relic, Psionic.
constexpr char16_t resourceLetters[] = u"MFWRP";

ResourceType typeOf(QChar letter) {
    for (int type = 0; type < 5; ++type) {
        if (letter == QChar(resourceLetters[type]))
            return ResourceType(type);
    }
    qFatal("No resource is written %c", letter.toLatin1());
}

// Resource slots left to right, "-" for an empty slot: "RP----".
QString letters(const QList<Slot> &resources) {
    QString out;
    for (const Slot &resource : resources)
        out += resource ? QChar(resourceLetters[int(*resource)]) : QChar(u'-');
    return out;
}

QString letters(const QList<ResourceType> &types) {
    QString out;
    for (ResourceType type : types)
        out += QChar(resourceLetters[int(type)]);
    return out;
}

QList<ResourceType> typesOf(const QString &text) {
    QList<ResourceType> out;
    for (QChar letter : text) {
        if (letter != u' ')
            out << typeOf(letter);
    }
    return out;
}

// The resources a player has Outrage for, as letters.
QString outraged(const PlayerArea &area) {
    QString out;
    for (int type = 0; type < 5; ++type) {
        if (area.outrage[std::size_t(type)])
            out += QChar(resourceLetters[type]);
    }
    return out;
}

// One system's pieces as text, so that a failed comparison shows what stands where.
QString describe(SystemId system, const SystemState &state) {
    QStringList parts{system.name()};
    const auto add = [&parts](const QString &who, const PiecesHere &pieces) {
        if (!pieces.isEmpty())
            parts << u"%1: ships %2+%3 damaged, cities %4+%5, starports %6+%7"_s.arg(who)
                         .arg(pieces.ships.fresh)
                         .arg(pieces.ships.damaged)
                         .arg(pieces.cities.fresh)
                         .arg(pieces.cities.damaged)
                         .arg(pieces.starports.fresh)
                         .arg(pieces.starports.damaged);
    };
    for (int seat = 0; seat < state.players.size(); ++seat)
        add(u"seat %1"_s.arg(seat), state.players[seat]);
    add(u"empire and free"_s, {state.imperialShips, state.freeCities, state.freeStarports});
    if (state.blight.total() > 0)
        parts << u"blight %1+%2"_s.arg(state.blight.fresh).arg(state.blight.damaged);
    if (!state.fateTokens.isEmpty())
        parts << u"fate tokens %1"_s.arg(state.fateTokens.size());
    return parts.join(u"; "_s);
}

// --- Tables other than the demo -------------------------------------------------------------

QStringList courtFor(int players) {
    return players == 2 ? QStringList{u"BC01"_s, u"BC26"_s, u"BC12"_s}
                        : QStringList{u"BC05"_s, u"BC19"_s, u"BC27"_s, u"BC31"_s};
}

// Ada, Ben, Cleo and Dev clockwise, playing the given card with a legal Court row.
GameSetup tableFor(const QString &card, int players, int initiative) {
    const QList<PlayerSeat> everyone{{u"Ada"_s, PlayerColour::Red},
                                     {u"Ben"_s, PlayerColour::Blue},
                                     {u"Cleo"_s, PlayerColour::Yellow},
                                     {u"Dev"_s, PlayerColour::White}};
    GameSetup setup;
    setup.seats = everyone.first(players);
    setup.initiative = initiative;
    setup.setupCard = card;
    setup.court = courtFor(players);
    return setup;
}

// BC01..BC31 (the base Court deck, 25 Guild and 6 Vox cards) without the cards dealt face up.
QStringList baseDeckWithout(const QStringList &row) {
    QStringList deck;
    for (int number = 1; number <= 31; ++number) {
        const QString id = u"BC%1"_s.arg(number, 2, 10, QChar(u'0'));
        if (!row.contains(id))
            deck << id;
    }
    return deck;
}

// A table with nothing on it: empty systems and player areas with six empty resource slots.
Board blankBoard(int players) {
    Board board;
    for (SystemState &system : board.systems)
        system.players = QList<PiecesHere>(players);
    PlayerArea area;
    area.resources = QList<Slot>(6);
    area.captives = QList<int>(players);
    area.favors = QList<int>(players);
    area.trophies = QList<PieceCounts>(players);
    board.areas = QList<PlayerArea>(players, area);
    return board;
}

// --- Correction entries ----------------------------------------------------------------------

Correction correction(CorrectionTarget target, int seat, int value) {
    Correction c;
    c.target = target;
    c.player = seat;
    c.value = value;
    return c;
}

// A player's fresh (or damaged) pieces of one kind in one system.
Entry pieces(int seat, const char *system, Piece piece, int value, bool damaged = false) {
    Correction c = correction(CorrectionTarget::Pieces, seat, value);
    c.system = sys(system);
    c.piece = piece;
    c.damaged = damaged;
    return c;
}

Entry ships(int seat, const char *system, int fresh) {
    return pieces(seat, system, Piece::Ship, fresh);
}

Entry damagedShips(int seat, const char *system, int damaged) {
    return pieces(seat, system, Piece::Ship, damaged, true);
}

// The Empire's ships and Free buildings, or the Blight (campaign pieces), in one system.
Entry sidePieces(Side side, const char *system, Piece piece, int value) {
    Correction c = correction(CorrectionTarget::Pieces, 0, value);
    c.side = side;
    c.system = sys(system);
    c.piece = piece;
    return c;
}

Entry resourceIn(int seat, int slot, Slot resource) {
    Correction c = correction(CorrectionTarget::Resource, seat, 0);
    c.slot = slot;
    c.resource = resource;
    return c;
}

Entry captives(int seat, int owner, int value) {
    Correction c = correction(CorrectionTarget::Captives, seat, value);
    c.owner = owner;
    return c;
}

Entry trophies(int seat, int owner, Piece piece, int value) {
    Correction c = correction(CorrectionTarget::Trophies, seat, value);
    c.owner = owner;
    c.piece = piece;
    return c;
}

Entry outrage(int seat, Slot resource, int value) {
    Correction c = correction(CorrectionTarget::Outrage, seat, value);
    c.resource = resource;
    return c;
}

Entry courtAgents(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::CourtAgents, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

// The card in one place of the Court row (0 = leftmost), taken from the deck.
Entry courtCard(int place, const char *card) {
    Correction c = correction(CorrectionTarget::CourtCard, 0, 0);
    c.slot = place;
    c.card = QString::fromLatin1(card);
    return c;
}

// value 1: the player holds the Guild card; 0: it is in the Court discard.
Entry guildCard(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::GuildCard, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

Entry heldOnCard(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::HeldOnCard, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

Entry lore(const char *name, int seat, int value) {
    Correction c = correction(CorrectionTarget::Lore, seat, value);
    c.card = QString::fromLatin1(name);
    return c;
}

Entry power(int seat, int value) {
    return correction(CorrectionTarget::Power, seat, value);
}

// --- Battles -------------------------------------------------------------------------------

// Ruth's 5 fresh ships attack Mikah in 4-arrow with raid dice 1, 1 and 3 (dice.json: 2 keys and
// an intercept, 2 keys and an intercept, 1 key and a building hit). Mikah's 3 fresh ships
// intercept: 3 of Ruth's ships are damaged; the building hit damages Mikah's city. 5 keys.
BattleResult ruthRaidsMikah() {
    return BattleResult{.attacker = Ruth,
                        .defender = Mikah,
                        .system = sys("4-arrow"),
                        .dice = RolledDice{.assault = {}, .skirmish = {}, .raid = {1, 1, 3}},
                        .attackerShips = {2, 3},
                        .defenderShips = {3, 0},
                        .defenderCities = {0, 1},
                        .defenderStarports = {0, 0}};
}

// Ruth's 5 ships battle Mikah's city in 4-arrow with raid faces 3 and 3: two building hits
// (the city is damaged, then destroyed) and two keys.
BattleResult ruthDestroysMikahsCity() {
    return BattleResult{.attacker = Ruth,
                        .defender = Mikah,
                        .system = sys("4-arrow"),
                        .dice = RolledDice{.assault = {}, .skirmish = {}, .raid = {3, 3}},
                        .attackerShips = {5, 0},
                        .defenderShips = {3, 0},
                        .defenderCities = {0, 0},
                        .defenderStarports = {0, 0}};
}

// --- Samples for the journal -----------------------------------------------------------------

struct Sample {
    const char *tag;
    const char *kind; // the journal's "action"
    Entry entry;
};

// One of every board entry kind (some twice, with and without their optional parts).
QList<Sample> boardEntrySamples() {
    return {
        {"battle", "battle", ruthRaidsMikah()},
        {"battle, every die", "battle",
         BattleResult{.attacker = Yuki,
                      .defender = Wren,
                      .system = sys("5-gate"),
                      .dice = RolledDice{.assault = {2, 6}, .skirmish = {1}, .raid = {}},
                      .attackerShips = {1, 1},
                      .defenderShips = {0, 0},
                      .defenderCities = {0, 0},
                      .defenderStarports = {0, 0}}},
        {"tax", "tax", Tax{Ruth, sys("4-arrow"), Mikah}},
        {"tax into a slot", "tax", Tax{Ruth, sys("4-arrow"), Mikah, 2}},
        {"build ship", "build", Build{Mikah, sys("6-hex"), Piece::Ship}},
        {"build city", "build", Build{Mikah, sys("4-arrow"), Piece::City}},
        {"move", "move", Move{Mikah, sys("6-hex"), sys("2-hex"), 2, 1}},
        {"repair", "repair", Repair{Mikah, sys("4-arrow"), Piece::Starport}},
        {"influence", "influence", Influence{Yuki, u"BC17"_s}},
        {"secure", "secure", Secure{Yuki, u"BC17"_s, u"BC02"_s}},
        {"secure, deck empty", "secure", Secure{Yuki, u"BC17"_s, QString()}},
        {"spend", "spend", SpendResource{Wren, 5}},
        {"discard", "discard", DiscardResource{Wren, 0}},
        {"destroy city", "destroyCity", DestroyPiece{Ruth, sys("4-arrow"), Mikah}},
        {"destroy ship", "destroyPiece", DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Ship}},
        {"ransack", "ransack", Ransack{Ruth, u"BC22"_s, u"BC01"_s}},
        {"ransack, deck empty", "ransack", Ransack{Ruth, u"BC22"_s, QString()}},
        {"raid slot", "raid", Raid{Ruth, 0, QString()}},
        {"raid into a slot", "raid", Raid{Ruth, 0, QString(), 1}},
        {"raid card", "raid", Raid{Ruth, std::nullopt, u"BC06"_s}},
        {"arrange resources", "arrangeResources",
         ArrangeResources{Mikah, {ResourceType::Fuel, std::nullopt, ResourceType::Relic}}},
        {"correct damaged starport", "correct", pieces(Ruth, "5-hex", Piece::Starport, 1, true)},
        {"correct empire", "correct", sidePieces(Side::Empire, "2-gate", Piece::Ship, 3)},
        {"correct blight", "correct", sidePieces(Side::Blight, "2-hex", Piece::Ship, 2)},
        {"correct resource", "correct", resourceIn(Mikah, 2, ResourceType::Fuel)},
        {"correct empty slot", "correct", resourceIn(Mikah, 0, std::nullopt)},
        {"correct captives", "correct", captives(Yuki, Ruth, 2)},
        {"correct trophies", "correct", trophies(Mikah, Wren, Piece::Agent, 2)},
        {"correct outrage", "correct", outrage(Ruth, ResourceType::Relic, 1)},
        {"correct court agents", "correct", courtAgents("BC22", Wren, 3)},
        {"correct court card", "correct", courtCard(3, "BC09")},
        {"correct guild card", "correct", guildCard("BC06", Ruth, 1)},
        {"correct held on card", "correct", heldOnCard("BC06", Ruth, 2)},
        {"correct lore", "correct", lore("Ancient Holdings", Yuki, 1)},
        {"correct power", "correct", power(Wren, 17)},
    };
}

// A short stretch of play on the demo table, one entry of every kind, each legal after the
// ones before it.
QList<Sample> demoSequence() {
    return {
        {"correction", "correct", ships(Ruth, "4-arrow", 5)},
        {"influence", "influence", Influence{Mikah, u"BC22"_s}},
        {"influence by Yuki", "influence", Influence{Yuki, u"BC17"_s}},
        {"tax", "tax", Tax{Mikah, sys("4-arrow"), Mikah}},
        {"build", "build", Build{Mikah, sys("6-hex"), Piece::Ship}},
        {"move", "move", Move{Mikah, sys("1-gate"), sys("2-gate"), 2, 0}},
        {"battle", "battle", ruthRaidsMikah()},
        {"raid", "raid", Raid{Ruth, 0, QString()}},
        {"destroy city", "destroyCity", DestroyPiece{Ruth, sys("4-arrow"), Mikah}},
        {"ransack", "ransack", Ransack{Ruth, u"BC22"_s, u"BC01"_s}},
        {"repair", "repair", Repair{Ruth, sys("4-arrow"), Piece::Ship}},
        {"secure", "secure", Secure{Yuki, u"BC17"_s, u"BC02"_s}},
        {"spend", "spend", SpendResource{Wren, 0}},
        {"discard", "discard", DiscardResource{Yuki, 0}},
        {"correct power", "correct", power(Wren, 3)},
    };
}

} // namespace

// The board mirror: the table after setup, what is derived from it (control, open slots,
// supply, standings, moves), every board entry with its effect and its refusals, the journal's
// spelling of the entries and undo. Expected values come from the rulebook and
// components-base.md, not from the engine's own data.
class TestBoard : public QObject {
    Q_OBJECT

    Journal m_game{catalog()}; // the demo table, set up again before each test

    const Board &board() const { return m_game.state().board; }
    const PlayerArea &area(int seat) const { return board().areas[seat]; }
    QString resourcesOf(int seat) const { return letters(area(seat).resources); }
    PieceCounts supplyOf(int seat) const { return inSupply(board(), seat, catalog()); }
    const PiecesHere &at(const char *system, int seat) const {
        return board().at(sys(system)).players[seat];
    }
    QList<int> standing(Ambition ambition) const {
        return ambitionStandings(board(), std::nullopt, catalog()).value(ambition);
    }

private slots:
    void init() {
        m_game = Journal(catalog());
        // The board's own rules, whoever acts and however often: turns and their action budget
        // are tested in tst_turns.
        GameSetup setup = GameSetup::demo();
        setup.turnsCounted = false;
        QCOMPARE(m_game.apply(StartGame{setup, 7}), QString());
    }

    // ---- Setup ---------------------------------------------------------------------------------

    void setupPlacesTheStartingTable_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("initiative");
        QTest::addColumn<QList<int>>("outOfPlay");
        // components-base.md §6, by card player (1 = the initiative holder): "A B C[,C]".
        QTest::addColumn<QString>("positions");
        QTest::addColumn<QString>("resources"); // the A and B planets' types, by card player
        QTest::addColumn<QString>("dummy");     // two players: the out-of-play planets' types
        // §8, what those resources count for: Tycoon, Tyrant, Warlord, Keeper, Empath.
        QTest::addColumn<QList<int>>("ambitionBoxes");

        QTest::newRow("2P Frontiers") << "2 Player Frontiers" << 1 << QList<int>{1, 6}
                                      << "5-hex 4-hex 3-gate,3-hex / 3-arrow 5-arrow 5-gate,4-arrow"
                                      << "PM MW"
                                      << "WFM MFP" << QList<int>{4, 0, 1, 0, 1};
        QTest::newRow("2P Mix Up 1")
            << "2 Player Mix Up 1" << 0 << QList<int>{2, 5}
            << "4-crescent 3-crescent 1-gate,6-arrow / 6-hex 3-hex 4-gate,1-crescent"
            << "FF PW"
            << "PWR WRP" << QList<int>{0, 0, 2, 2, 2};
        QTest::newRow("2P Homelands")
            << "2 Player Homelands" << 1 << QList<int>{1, 4}
            << "5-arrow 6-arrow 5-gate,5-hex / 3-hex 3-arrow 3-gate,2-arrow"
            << "WM WM"
            << "WFM RFM" << QList<int>{4, 0, 1, 1, 0};
        QTest::newRow("2P Mix Up 2")
            << "2 Player Mix Up 2" << 0 << QList<int>{1, 4}
            << "5-crescent 2-arrow 3-gate,6-crescent / 2-crescent 6-arrow 5-gate,3-hex"
            << "RP WM"
            << "WFM RFM" << QList<int>{4, 0, 1, 1, 0};
        QTest::newRow("3P Mix Up")
            << "3 Player Mix Up" << 2 << QList<int>{1, 4}
            << "3-hex 5-crescent 2-gate / 5-hex 2-arrow 3-gate / 2-hex 3-arrow 5-gate"
            << "WR PP RM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Frontiers")
            << "3 Player Frontiers" << 1 << QList<int>{2, 3}
            << "1-hex 4-hex 6-gate / 5-hex 1-crescent 5-gate / 4-crescent 6-arrow 1-gate"
            << "MM PF FM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Homelands")
            << "3 Player Homelands" << 0 << QList<int>{5, 6}
            << "2-hex 3-crescent 3-gate / 1-hex 2-arrow 2-gate / 1-arrow 4-hex 4-gate"
            << "RF MP WM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Core Conflict")
            << "3 Player Core Conflict" << 2 << QList<int>{3, 6}
            << "1-hex 2-crescent 1-gate / 2-hex 1-crescent 2-gate / 1-arrow 2-arrow 4-gate"
            << "MW RF WP"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 1")
            << "4 Player Mix Up 1" << 0 << QList<int>{3}
            << "4-arrow 6-hex 1-gate / 4-hex 5-hex 6-gate / 5-arrow 1-hex 4-gate / "
               "6-arrow 1-arrow 5-gate"
            << "RP MP WM MW"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 2")
            << "4 Player Mix Up 2" << 3 << QList<int>{4}
            << "5-hex 3-arrow 2-gate / 3-hex 5-crescent 1-gate / 2-hex 1-hex 3-gate / "
               "1-arrow 2-arrow 5-gate"
            << "PM WR RM WP"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Frontiers")
            << "4 Player Frontiers" << 1 << QList<int>{5}
            << "1-hex 3-crescent 2-gate / 2-hex 6-hex 3-gate / 4-crescent 2-arrow 6-gate / "
               "1-arrow 6-arrow 4-gate"
            << "MF RP FP WM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 3")
            << "4 Player Mix Up 3" << 2 << QList<int>{6}
            << "3-hex 5-crescent 1-gate / 1-arrow 3-arrow 2-gate / 1-hex 4-hex 3-gate / "
               "4-arrow 2-crescent 5-gate"
            << "WR WM MM RW"
            << "" << QList<int>{0, 0, 0, 0, 0};
    }

    void setupPlacesTheStartingTable() {
        QFETCH(QString, card);
        QFETCH(int, initiative);
        QFETCH(QList<int>, outOfPlay);
        QFETCH(QString, positions);
        QFETCH(QString, resources);
        QFETCH(QString, dummy);
        QFETCH(QList<int>, ambitionBoxes);

        const QStringList byPlayer = positions.split(u" / "_s);
        const int players = int(byPlayer.size());
        const GameSetup setup = tableFor(card, players, initiative);
        Journal journal(catalog());
        QCOMPARE(journal.apply(StartGame{setup, 1}), QString());
        QCOMPARE(journal.state().phase, Phase::Playing);
        const Board &table = journal.state().board;

        // The table the card prints, built here by hand. Card player k sits at seat
        // (initiative + k) % players: seats are clockwise and player 1 holds the initiative.
        Board expected = blankBoard(players);
        expected.outOfPlay = outOfPlay;
        const QStringList pairs = resources.split(u' ');
        for (int k = 0; k < players; ++k) {
            const int seat = (initiative + k) % players;
            const QStringList abc = byPlayer[k].split(u' ');
            PiecesHere &a = expected.at(sys(abc[0])).players[seat];
            a.ships.fresh += 3;
            a.cities.fresh += 1; // the leftmost city of the player board
            PiecesHere &b = expected.at(sys(abc[1])).players[seat];
            b.ships.fresh += 3;
            b.starports.fresh += 1;
            for (const QString &c : abc[2].split(u','))
                expected.at(sys(c)).players[seat].ships.fresh += 2;
            expected.areas[seat].resources[0] = typeOf(pairs[k][0]);
            expected.areas[seat].resources[1] = typeOf(pairs[k][1]);
        }
        for (const QString &id : setup.court)
            expected.court.row.append({id, QList<int>(players)});
        expected.court.deck = baseDeckWithout(setup.court);
        expected.dummyResources = typesOf(dummy);

        QCOMPARE(table.outOfPlay, outOfPlay);
        for (int index = 0; index < SystemId::count; ++index) {
            const SystemId system = SystemId::fromIndex(index);
            QCOMPARE(describe(system, table.at(system)), describe(system, expected.at(system)));
        }
        for (int cluster : outOfPlay) { // nothing at all in the covered clusters
            for (SystemKind kind :
                 {SystemKind::Gate, SystemKind::Arrow, SystemKind::Crescent, SystemKind::Hex}) {
                const SystemId covered{cluster, kind};
                QCOMPARE(describe(covered, table.at(covered)), covered.name());
            }
        }
        const int shipsPlaced = players == 2 ? 10 : 8; // C is two systems with two players
        for (int seat = 0; seat < players; ++seat) {
            QCOMPARE(letters(table.areas[seat].resources), letters(expected.areas[seat].resources));
            // The A city is built: 3 slots open, though the resources sit in slots 1 and 2.
            QCOMPARE(openResourceSlots(table, seat, catalog()), 3);
            QCOMPARE(inSupply(table, seat, catalog()), (PieceCounts{15 - shipsPlaced, 4, 4, 10}));
        }
        QCOMPARE(table.court.row, expected.court.row);
        QCOMPARE(table.court.deck, expected.court.deck);
        QCOMPARE(table.court.deck.size(), players == 2 ? 28 : 27);
        QVERIFY(table.court.discard.isEmpty());
        QCOMPARE(letters(table.dummyResources), letters(expected.dummyResources));
        const QMap<Ambition, int> totals = dummyTotals(table.dummyResources);
        QCOMPARE((QList<int>{totals.value(Ambition::Tycoon), totals.value(Ambition::Tyrant),
                             totals.value(Ambition::Warlord), totals.value(Ambition::Keeper),
                             totals.value(Ambition::Empath)}),
                 ambitionBoxes);
        // And nothing else: no captives, trophies, Outrage, Guild cards or open limits.
        QCOMPARE(table, expected);
    }

    void leadersPlaceTheirOwnPieces() {
        // 3 Player Frontiers with Ben (seat 1) holding the initiative: card player 1 is Ben,
        // the Rebel; card player 2 is Cleo, the Feastbringer; card player 3 is Ada, the Upstart.
        GameSetup setup = tableFor(u"3 Player Frontiers"_s, 3, 1);
        setup.mode = GameMode::LeadersAndLore;
        setup.leaders = {u"Upstart"_s, u"Rebel"_s, u"Feastbringer"_s}; // by seat
        Journal journal(catalog());
        QCOMPARE(journal.apply(StartGame{setup, 1}), QString());
        const Board &table = journal.state().board;
        const auto here = [&table](const char *system, int seat) {
            return table.at(sys(system)).players[seat];
        };
        // Rebel (A 1-hex, B 4-hex, C 6-gate): 4 ships and a starport, 4 ships and no city.
        QCOMPARE(here("1-hex", 1), (PiecesHere{{4, 0}, {0, 0}, {1, 0}}));
        QCOMPARE(here("4-hex", 1), (PiecesHere{{4, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(here("6-gate", 1), (PiecesHere{{2, 0}, {0, 0}, {0, 0}}));
        // Feastbringer (A 5-hex, B 1-crescent, C 5-gate): a city at B too, 3 ships at C.
        QCOMPARE(here("5-hex", 2), (PiecesHere{{3, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("1-crescent", 2), (PiecesHere{{3, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("5-gate", 2), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        // Upstart (A 4-crescent, B 6-arrow, C 1-gate): 4 ships with the city.
        QCOMPARE(here("4-crescent", 0), (PiecesHere{{4, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("6-arrow", 0), (PiecesHere{{3, 0}, {0, 0}, {1, 0}}));
        QCOMPARE(here("1-gate", 0), (PiecesHere{{2, 0}, {0, 0}, {0, 0}}));
        int occupied = 0;
        for (const SystemState &system : table.systems) {
            for (const PiecesHere &pieces : system.players)
                occupied += pieces.isEmpty() ? 0 : 1;
        }
        QCOMPARE(occupied, 9);

        // The leaders' resources, in slots 1 and 2 in the order printed.
        QCOMPARE(letters(table.areas[0].resources), u"PM----"_s);
        QCOMPARE(letters(table.areas[1].resources), u"MW----"_s);
        QCOMPARE(letters(table.areas[2].resources), u"RM----"_s);
        // The Rebel has no city out: 2 slots open; the Feastbringer has two: 4 (§4 note).
        QCOMPARE(openResourceSlots(table, 0, catalog()), 3);
        QCOMPARE(openResourceSlots(table, 1, catalog()), 2);
        QCOMPARE(openResourceSlots(table, 2, catalog()), 4);
        QCOMPARE(inSupply(table, 0, catalog()), (PieceCounts{6, 4, 4, 10}));
        QCOMPARE(inSupply(table, 1, catalog()), (PieceCounts{5, 5, 4, 10}));
        QCOMPARE(inSupply(table, 2, catalog()), (PieceCounts{6, 3, 5, 10}));
    }

    // ---- Derived facts ---------------------------------------------------------------------

    void controlNeedsMoreFreshShipsThanEachRival() {
        const SystemId gate = sys("1-gate"); // Mikah's 2 ships
        QCOMPARE(controller(board(), gate), std::optional<int>(Mikah));
        ACCEPT(ships(Ruth, "1-gate", 2));
        QCOMPARE(controller(board(), gate), std::optional<int>()); // a tie: nobody
        ACCEPT(damagedShips(Ruth, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>()); // damaged ships don't count
        ACCEPT(ships(Mikah, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>(Mikah));
        ACCEPT(ships(Mikah, "1-gate", 0));
        ACCEPT(damagedShips(Mikah, "1-gate", 5));
        QCOMPARE(controller(board(), gate), std::optional<int>(Ruth)); // 2 fresh beat 5 damaged
        // A tie at the top leaves the system uncontrolled whoever else is there.
        ACCEPT(ships(Yuki, "1-gate", 2));
        ACCEPT(ships(Wren, "1-gate", 1));
        QCOMPARE(controller(board(), gate), std::optional<int>());
        ACCEPT(ships(Yuki, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>(Yuki));

        // No ships, only damaged ships, or only buildings: nobody controls.
        QCOMPARE(controller(board(), sys("2-gate")), std::optional<int>());
        ACCEPT(damagedShips(Mikah, "2-gate", 1));
        QCOMPARE(controller(board(), sys("2-gate")), std::optional<int>());
        ACCEPT(ships(Ruth, "4-hex", 0)); // Ruth's city stays
        QCOMPARE(controller(board(), sys("4-hex")), std::optional<int>());
    }

    void openSlotsAndCityBonusFollowCitiesBuilt_data() {
        QTest::addColumn<int>("built");
        QTest::addColumn<int>("openSlots");  // components-base.md §4b: 2, 3, 4, 6, 6, 6
        QTest::addColumn<int>("bonusPower"); // city slots 4 and 5 uncover +2 and +3
        QTest::newRow("no city") << 0 << 2 << 0;
        QTest::newRow("1 city") << 1 << 3 << 0;
        QTest::newRow("2 cities") << 2 << 4 << 0;
        QTest::newRow("3 cities") << 3 << 6 << 0;
        QTest::newRow("4 cities") << 4 << 6 << 2;
        QTest::newRow("5 cities") << 5 << 6 << 5;
    }

    void openSlotsAndCityBonusFollowCitiesBuilt() {
        QFETCH(int, built);
        QFETCH(int, openSlots);
        QFETCH(int, bonusPower);
        // Up to two cities fit on Mikah's 4-arrow; the rest are Ruth's Trophies, which are off
        // Mikah's board all the same.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, std::min(built, 2)));
        ACCEPT(trophies(Ruth, Mikah, Piece::City, std::max(0, built - 2)));
        QCOMPARE(citiesBuilt(board(), Mikah), built);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), openSlots);
        for (int slot = 0; slot < 6; ++slot)
            QCOMPARE(resourceSlotOpen(board(), Mikah, slot, catalog()), slot < openSlots);
        QCOMPARE(cityBonusPower(board(), Mikah, catalog()), bonusPower);
        QCOMPARE(supplyOf(Mikah).cities, 5 - built);
    }

    void supplyIsWhatIsNotOutOnTheTable() {
        // 15 ships, 5 cities, 5 starports and 10 agents; 8 ships, a city and a starport are out.
        for (int seat : {Mikah, Ruth, Yuki, Wren})
            QCOMPARE(supplyOf(seat), (PieceCounts{7, 4, 4, 10}));
        ACCEPT(Influence{Mikah, u"BC03"_s});            // an agent in the Court
        ACCEPT(captives(Ruth, Mikah, 2));               // two held by Ruth
        ACCEPT(trophies(Yuki, Mikah, Piece::Agent, 1)); // one ransacked by Yuki
        ACCEPT(outrage(Mikah, ResourceType::Relic, 1)); // one on an Outrage icon
        ACCEPT(trophies(Ruth, Mikah, Piece::Ship, 3));  // pieces in Rivals' Trophies
        ACCEPT(trophies(Yuki, Mikah, Piece::City, 1));
        ACCEPT(trophies(Wren, Mikah, Piece::Starport, 2));
        QCOMPARE(supplyOf(Mikah), (PieceCounts{4, 3, 2, 5}));
        // Captives and Trophies a player holds are the Rivals' pieces, not theirs.
        QCOMPARE(supplyOf(Ruth), (PieceCounts{7, 4, 4, 10}));
        QCOMPARE(supplyOf(Yuki), (PieceCounts{7, 4, 4, 10}));
        QCOMPARE(supplyOf(Wren), (PieceCounts{7, 4, 4, 10}));
    }

    void outrageWithoutAgentsWaitsForOne() {
        ACCEPT(courtAgents("BC17", Mikah, 10));
        QCOMPARE(supplyOf(Mikah).agents, 0);
        REFUSE("Mikah has no agents left in supply.", Influence{Mikah, u"BC03"_s});
        // Destroying Yuki's city on 5-arrow Outrages Mikah's Weapons with a stand-in agent.
        ACCEPT(DestroyPiece{Mikah, sys("5-arrow"), Yuki});
        QCOMPARE(outraged(area(Mikah)), u"W"_s);
        QCOMPARE(supplyOf(Mikah).agents, -1);
        // The stand-in is not one of the ten agents in the box.
        REFUSE("Mikah has only 10 agents in the box.", courtAgents("BC17", Mikah, 11));
    }

    void ambitionStandingsCountIconsCaptivesAndTrophies() {
        // Mikah holds Fuel Cartel with 2 Fuel on it, Loyal Engineers (Material), Arms Union
        // (Weapon: no ambition), Loyal Keepers (Relic) and a Fuel in slot 3.
        ACCEPT(guildCard("BC06", Mikah, 1));
        ACCEPT(heldOnCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC01", Mikah, 1));
        ACCEPT(guildCard("BC11", Mikah, 1));
        ACCEPT(guildCard("BC21", Mikah, 1));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(captives(Mikah, Ruth, 2));
        ACCEPT(captives(Mikah, Yuki, 1));
        ACCEPT(trophies(Mikah, Ruth, Piece::Ship, 2));
        ACCEPT(trophies(Mikah, Yuki, Piece::City, 1));
        ACCEPT(trophies(Mikah, Wren, Piece::Agent, 1)); // a ransacked agent
        // Tycoon: Fuel + Fuel Cartel and its 2 Fuel + Loyal Engineers = 5; the others one
        // Material each. Keeper: Relic + Loyal Keepers. Empath: the Psionic resources.
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{5, 1, 1, 1}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{3, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{4, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Keeper), (QList<int>{2, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Empath), (QList<int>{1, 1, 0, 0}));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Fuel, catalog()), 2);
    }

    void moveDestinationsFollowTheMap() {
        const auto destinations = [this](int seat, const char *from) {
            return names(moveDestinations(board(), seat, sys(from), false, true, catalog()));
        };
        // No starport: neighbours only. Arrow and Hex of a cluster do not touch; 2-hex would
        // touch 3-arrow, but cluster 3 is out of play and its path marker joins 2-gate and 4-gate.
        QCOMPARE(destinations(Mikah, "4-arrow"), (QStringList{"4-gate", "4-crescent"}));
        QCOMPARE(destinations(Mikah, "2-hex"), (QStringList{"2-gate", "2-crescent"}));
        QCOMPARE(destinations(Mikah, "2-gate"),
                 (QStringList{"1-gate", "2-arrow", "2-crescent", "2-hex", "4-gate"}));
        QCOMPARE(destinations(Yuki, "4-gate"),
                 (QStringList{"2-gate", "4-arrow", "4-crescent", "4-hex", "5-gate"}));
        // Mikah's Loyal starport in 6-hex: Catapult, but Ruth controls 6-gate, so it stops there.
        QCOMPARE(destinations(Mikah, "6-hex"), (QStringList{"6-gate", "6-crescent"}));
        // Tied at 6-gate, nobody controls it: the ships go on through 6-gate, Mikah's own
        // 1-gate and the empty 2-gate and over the path marker; they stop at every planet and at
        // 4-gate (Yuki) and 5-gate (Wren). 5-hex lies beyond 6-arrow, a planet: not reached.
        ACCEPT(ships(Mikah, "6-gate", 2));
        QCOMPARE(destinations(Mikah, "6-hex"),
                 (QStringList{"1-gate", "1-arrow", "1-crescent", "1-hex", "2-gate", "2-arrow",
                              "2-crescent", "2-hex", "4-gate", "5-gate", "6-gate", "6-arrow",
                              "6-crescent"}));
        // No Catapult from a Rival's starport, even where Mikah has the most ships. Its owner
        // does Catapult from it: through the emptied 5-gate and the tied 6-gate, stopping at
        // Mikah's 1-gate and Yuki's 4-gate.
        ACCEPT(ships(Wren, "5-gate", 0));
        ACCEPT(ships(Mikah, "5-hex", 4));
        QCOMPARE(destinations(Mikah, "5-hex"), (QStringList{"5-gate", "5-crescent", "6-arrow"}));
        QCOMPARE(destinations(Ruth, "5-hex"),
                 (QStringList{"1-gate", "4-gate", "5-gate", "5-arrow", "5-crescent", "6-gate",
                              "6-arrow", "6-crescent", "6-hex"}));
    }

    void aLongPathMarkerJoinsTheGatesBeyondTwoClusters() {
        // 3 Player Homelands puts clusters 5 and 6 out of play: 4-gate and 1-gate are joined.
        const GameSetup setup = tableFor(u"3 Player Homelands"_s, 3, 0);
        QCOMPARE(setup.problem(catalog()), QString());
        const Board homelands = setUpBoard(setup, catalog());
        QCOMPARE(names(moveDestinations(homelands, 0, sys("4-gate"), false, true, catalog())),
                 (QStringList{"1-gate", "3-gate", "4-arrow", "4-crescent", "4-hex"}));
        QCOMPARE(names(moveDestinations(homelands, 0, sys("1-gate"), false, true, catalog())),
                 (QStringList{"1-arrow", "1-crescent", "1-hex", "2-gate", "4-gate"}));
    }

    // ---- Tax ---------------------------------------------------------------------------------

    void taxALoyalCity() {
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Mikah taxed their city in 4-arrow: +1 Relic"_s);
        QCOMPARE(resourcesOf(Mikah), u"RPR---"_s); // into the open slot 3
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 10);

        REFUSE("That city in 4-arrow was already taxed this turn: each city once per turn.",
               Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE("Mikah has no city in 6-hex.", Tax{Mikah, sys("6-hex"), Mikah});
        REFUSE("Ruth has no city in 4-arrow.", Tax{Mikah, sys("4-arrow"), Ruth});
        REFUSE("3-arrow is out of play: cluster 3 is covered in this game.",
               Tax{Mikah, sys("3-arrow"), Mikah});
        REFUSE("Choose a player at this table.", Tax{4, sys("4-arrow"), Mikah});
        REFUSE("Choose a player at this table.", Tax{Mikah, sys("4-arrow"), -1});
    }

    // Campaign rulebook, Control & Command: fresh Imperial ships take control from the players.
    void theEmpireControlsWithAnyFreshImperialShip() {
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>(Mikah));
        ACCEPT(sidePieces(Side::Empire, "4-arrow", Piece::Ship, 1));
        QVERIFY(empireControls(board(), sys("4-arrow")));
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>());
        Correction damaged =
            std::get<Correction>(sidePieces(Side::Empire, "4-arrow", Piece::Ship, 0));
        ACCEPT(damaged);
        damaged.damaged = true;
        damaged.value = 2;
        ACCEPT(damaged); // damaged Imperial ships do not control
        QVERIFY(!empireControls(board(), sys("4-arrow")));
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>(Mikah));
    }

    void taxARivalCityNeedsControlAndCapturesAnAgent() {
        const QString noControl = u"Ruth does not control 4-arrow: a Rival city can only be taxed "
                                  u"where you have the most fresh ships."_s;
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(ships(Ruth, "4-arrow", 3)); // as many fresh ships as Mikah: nobody controls
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(damagedShips(Ruth, "4-arrow", 2)); // damaged ships do not control
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(ships(Ruth, "4-arrow", 4));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2)); // two cities: each taxed once a turn

        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth taxed Mikah's city in 4-arrow: +1 Relic, 1 Captive"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(area(Ruth).captives, (QList<int>{1, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 9);
        // The second city: Ruth's three open slots are full, but she still captures an agent.
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth taxed Mikah's city in 4-arrow: no Relic gained (no "
                                     u"empty slot, or none left), 1 Captive"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(area(Ruth).captives, (QList<int>{2, 0, 0, 0}));
        REFUSE("That city in 4-arrow was already taxed this turn: each city once per turn.",
               Tax{Ruth, sys("4-arrow"), Mikah});

        // With none of Mikah's agents in her supply, there is nothing to capture.
        ACCEPT(courtAgents("BC03", Mikah, 8));
        QCOMPARE(supplyOf(Mikah).agents, 0);
        ACCEPT(PassInitiative{}); // a new turn
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(area(Ruth).captives, (QList<int>{2, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{0, 2, 0, 0}));
    }

    void taxGainsNothingWhenSlotsAreFullOrTheSupplyIsOut() {
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel)); // fills the third open slot
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);

        // A second city opens slot 4, but all five Relic tokens are taken.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Yuki, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Wren, 2, ResourceType::Relic));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 0);
        QVERIFY(resourceSlotOpen(board(), Mikah, 3, catalog()));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah}); // the second city: still a legal Tax
        QCOMPARE(resourcesOf(Mikah), u"RPR---"_s);
    }

    // Where a gained resource goes is the player's choice: any open slot; what it replaces moves
    // to an empty open slot, or is discarded when there is none.
    void gainedResourcesGoWhereThePlayerChooses() {
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);
        QVERIFY(!gainPlacementMatters(board(), Mikah, catalog())); // only slot 3 is empty
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2)); // opens slot 4 (raid cost 2, not 1)
        QVERIFY(gainPlacementMatters(board(), Mikah, catalog()));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah, 3});
        QCOMPARE(resourcesOf(Mikah), u"RP-R--"_s);
        QCOMPARE(m_game.undoTitle(), u"Mikah taxed their city in 4-arrow: +1 Relic in slot 4"_s);
        // Into slot 2: the Psionic there moves to the empty slot 3.
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah, 1});
        QCOMPARE(resourcesOf(Mikah), u"RRPR--"_s);
        QVERIFY(gainPlacementMatters(board(), Mikah, catalog())); // full: replace one, or not
        REFUSE("Slot 5 is not one of Ruth's open resource slots: a gained resource goes to an "
               "open slot.",
               Tax{Ruth, sys("4-hex"), Ruth, 4});
        REFUSE("Slot 0 is not one of Ruth's open resource slots: a gained resource goes to an "
               "open slot.",
               Tax{Ruth, sys("4-hex"), Ruth, -1});
    }

    void turnLimitsEndWhenTheNextCardIsPlayed() {
        ACCEPT(ships(Ruth, "4-arrow", 4)); // Ruth controls Mikah's city
        ACCEPT(lead(Mikah, Adm, 4));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        const char *taxed =
            "That city in 4-arrow was already taxed this turn: each city once per turn.";
        REFUSE(taxed, Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE(taxed, Tax{Ruth, sys("4-arrow"), Mikah}); // the limit is the city's, not Mikah's
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});

        ACCEPT(surpass(Ruth, Adm, 5)); // Ruth's turn
        QVERIFY(board().taxedThisTurn.isEmpty());
        QVERIFY(board().shipsBuiltThisTurn.isEmpty());
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
    }

    void passingTheInitiativeStartsANewTurn() {
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        ACCEPT(PassInitiative{});
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{5, 0}));
    }

    void raidAndRansackEndWithTheTurn() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(courtAgents("BC22", Mikah, 1));
        ACCEPT(ruthRaidsMikah());
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        QVERIFY(board().raid.has_value());
        QCOMPARE(board().ransacksDue.size(), 1);
        ACCEPT(lead(Mikah, Agg, 3)); // the next turn
        QVERIFY(!board().raid.has_value());
        QVERIFY(board().ransacksDue.isEmpty());
        REFUSE("Raiding spends the keys of a battle just fought by this player.",
               Raid{Ruth, 1, QString()});
        REFUSE("Ruth can ransack only a card holding agents of a player whose city they just "
               "destroyed.",
               Ransack{Ruth, u"BC22"_s, u"BC01"_s});
    }

    // ---- Build ------------------------------------------------------------------------------

    void buildShipsAtALoyalStarport() {
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Mikah built a ship in 6-hex"_s);
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{4, 0}));
        QCOMPARE(supplyOf(Mikah).ships, 6);
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        REFUSE("Ships are built at a Loyal starport: Mikah has none in 4-arrow.",
               Build{Mikah, sys("4-arrow"), Piece::Ship});
        REFUSE("Ships are built at a Loyal starport: Mikah has none in 5-hex.", // Ruth's
               Build{Mikah, sys("5-hex"), Piece::Ship});
        REFUSE("Agents are not built: influence the Court to place one.",
               Build{Mikah, sys("4-arrow"), Piece::Agent});
        REFUSE("3-hex is out of play: cluster 3 is covered in this game.",
               Build{Mikah, sys("3-hex"), Piece::City});
        REFUSE("Choose a player at this table.", Build{-1, sys("6-hex"), Piece::Ship});
    }

    void buildingsNeedAnEmptySlotBesideALoyalPiece() {
        ACCEPT(Build{Mikah, sys("4-arrow"), Piece::City}); // the second slot of 4-arrow
        QCOMPARE(m_game.undoTitle(), u"Mikah built a city in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{2, 0}));
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 4);
        QCOMPARE(supplyOf(Mikah).cities, 3);
        REFUSE("Every building slot in 4-arrow is taken.",
               Build{Mikah, sys("4-arrow"), Piece::Starport});
        REFUSE("Gates have no building slots: build on a planet.",
               Build{Mikah, sys("1-gate"), Piece::City});
        REFUSE("Mikah has no piece in 1-hex: build where you have a ship or building.",
               Build{Mikah, sys("1-hex"), Piece::City});
    }

    void buildingWhereSomeoneElseControlsIsDamaged() {
        ACCEPT(ships(Ruth, "6-hex", 4)); // Ruth controls Mikah's starport system
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{3, 1}));
        ACCEPT(ships(Mikah, "1-hex", 1)); // Yuki's 3 ships control 1-hex
        ACCEPT(Build{Mikah, sys("1-hex"), Piece::City});
        QCOMPARE(at("1-hex", Mikah).cities, (FreshDamaged{0, 1}));
        QCOMPARE(citiesBuilt(board(), Mikah), 2); // a damaged city is built all the same
        // A tie: nobody controls 1-arrow, so the starport is fresh.
        ACCEPT(ships(Mikah, "1-arrow", 3));
        ACCEPT(Build{Mikah, sys("1-arrow"), Piece::Starport});
        QCOMPARE(at("1-arrow", Mikah).starports, (FreshDamaged{1, 0}));
    }

    void buildNeedsPiecesInSupply() {
        ACCEPT(ships(Mikah, "6-hex", 10)); // with 4-arrow's 3 and 1-gate's 2: all 15
        REFUSE("Mikah has no ship left in supply.", Build{Mikah, sys("6-hex"), Piece::Ship});
        ACCEPT(trophies(Ruth, Mikah, Piece::City, 4));
        REFUSE("Mikah has no city left in supply.", Build{Mikah, sys("4-arrow"), Piece::City});
        ACCEPT(trophies(Yuki, Mikah, Piece::Starport, 4));
        REFUSE("Mikah has no starport left in supply.",
               Build{Mikah, sys("4-arrow"), Piece::Starport});
    }

    // ---- Move, Repair -------------------------------------------------------------------------

    void moveShips() {
        REFUSE("Say how many ships move: at least one.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 0, 0});
        REFUSE("Say how many ships move: at least one.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), -1, 2});
        REFUSE("Mikah has 3 fresh and 0 damaged ships in 4-arrow.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 4, 0});
        REFUSE("Mikah has 3 fresh and 0 damaged ships in 4-arrow.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 0, 1});
        REFUSE("4-hex cannot be reached from 4-arrow in one move.",
               Move{Mikah, sys("4-arrow"), sys("4-hex"), 1, 0});
        REFUSE("3-gate is out of play: cluster 3 is covered in this game.",
               Move{Mikah, sys("1-gate"), sys("3-gate"), 1, 0});
        REFUSE("Choose a player at this table.", Move{5, sys("4-arrow"), sys("4-gate"), 1, 0});

        ACCEPT(damagedShips(Mikah, "4-arrow", 1));
        ACCEPT(Move{Mikah, sys("4-arrow"), sys("4-gate"), 2, 1});
        QCOMPARE(m_game.undoTitle(), u"Mikah moved 3 ships from 4-arrow to 4-gate"_s);
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{1, 0}));
        QCOMPARE(at("4-gate", Mikah).ships, (FreshDamaged{2, 1}));
        QCOMPARE(at("4-gate", Yuki).ships, (FreshDamaged{2, 0}));
        // Over the path marker that covers cluster 3.
        ACCEPT(Move{Yuki, sys("4-gate"), sys("2-gate"), 2, 0});
        QCOMPARE(at("2-gate", Yuki).ships, (FreshDamaged{2, 0}));
        QCOMPARE(at("4-gate", Yuki).ships, (FreshDamaged{0, 0}));
    }

    void catapultFromALoyalStarport() {
        // Ruth's 2 ships control 6-gate: Mikah's Catapult from 6-hex stops there.
        REFUSE("2-hex cannot be reached from 6-hex in one move.",
               Move{Mikah, sys("6-hex"), sys("2-hex"), 3, 0});
        ACCEPT(ships(Mikah, "6-gate", 2));                          // tied: nobody controls 6-gate
        REFUSE("4-arrow cannot be reached from 6-hex in one move.", // Yuki holds 4-gate
               Move{Mikah, sys("6-hex"), sys("4-arrow"), 1, 0});
        ACCEPT(Move{Mikah, sys("6-hex"), sys("2-hex"), 3, 0});
        QCOMPARE(at("2-hex", Mikah).ships, (FreshDamaged{3, 0}));
        QCOMPARE(at("6-hex", Mikah), (PiecesHere{{0, 0}, {0, 0}, {1, 0}}));

        // Not from a Rival's starport, even one Mikah controls; Ruth's own starport, yes.
        ACCEPT(ships(Wren, "5-gate", 0));
        ACCEPT(ships(Mikah, "5-hex", 4));
        REFUSE("5-arrow cannot be reached from 5-hex in one move.",
               Move{Mikah, sys("5-hex"), sys("5-arrow"), 1, 0});
        ACCEPT(Move{Ruth, sys("5-hex"), sys("5-arrow"), 1, 0});
        QCOMPARE(at("5-arrow", Ruth).ships, (FreshDamaged{1, 0}));
    }

    void repairAPiece() {
        REFUSE("Mikah has no damaged ship in 4-arrow.", Repair{Mikah, sys("4-arrow"), Piece::Ship});
        ACCEPT(damagedShips(Mikah, "4-arrow", 1));
        ACCEPT(Repair{Mikah, sys("4-arrow"), Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Mikah repaired a ship in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{4, 0}));

        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 0));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 1, true));
        ACCEPT(Repair{Mikah, sys("4-arrow"), Piece::City});
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{1, 0}));

        REFUSE("Mikah has no damaged starport in 6-hex.",
               Repair{Mikah, sys("6-hex"), Piece::Starport});
        REFUSE("Mikah has no damaged agent in 4-arrow.",
               Repair{Mikah, sys("4-arrow"), Piece::Agent});
        REFUSE("3-hex is out of play: cluster 3 is covered in this game.",
               Repair{Mikah, sys("3-hex"), Piece::Ship});
    }

    // ---- The Court ---------------------------------------------------------------------------

    void influenceTheCourt() {
        ACCEPT(Influence{Mikah, u"BC03"_s});
        QCOMPARE(m_game.undoTitle(), u"Mikah influenced Material Cartel"_s);
        QCOMPARE(board().court.row[0].agents, (QList<int>{1, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 9);
        REFUSE("Loyal Engineers is not in the Court row.", Influence{Mikah, u"BC01"_s});
        REFUSE("Choose a player at this table.", Influence{4, u"BC03"_s});
        ACCEPT(courtAgents("BC17", Mikah, 9));
        REFUSE("Mikah has no agents left in supply.", Influence{Mikah, u"BC22"_s});
    }

    void secureNeedsStrictlyMostAgents() {
        REFUSE("Mikah has no agents on Material Cartel.", Secure{Mikah, u"BC03"_s, u"BC01"_s});
        ACCEPT(Influence{Mikah, u"BC03"_s});
        ACCEPT(Influence{Ruth, u"BC03"_s});
        REFUSE("Mikah needs more agents on Material Cartel than each Rival (Mikah 1, Ruth 1).",
               Secure{Mikah, u"BC03"_s, u"BC01"_s});
        ACCEPT(Influence{Mikah, u"BC03"_s});
        ACCEPT(Influence{Yuki, u"BC03"_s});
        // The refill is the card the table drew: it must come from the deck.
        REFUSE("Name the card drawn from the Court deck to fill the empty place.",
               Secure{Mikah, u"BC03"_s, QString()});
        REFUSE("Farseers is not in the Court deck: name the card that was drawn.",
               Secure{Mikah, u"BC03"_s, u"BC17"_s});
        REFUSE("Loyal Engineers is not in the Court row.", Secure{Mikah, u"BC01"_s, u"BC02"_s});

        ACCEPT(Secure{Mikah, u"BC03"_s, u"BC01"_s});
        // With the card drawn into its place (History left it out; a cold play-test).
        QCOMPARE(m_game.undoTitle(),
                 u"Mikah secured Material Cartel; Loyal Engineers drawn in its place"_s);
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC03"_s}); // a Guild card: to the player
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 1, 1, 0})); // Rival agents captured
        QCOMPARE(supplyOf(Mikah).agents, 10);                     // her own agents return
        QCOMPARE(supplyOf(Ruth).agents, 9);
        QCOMPARE(supplyOf(Yuki).agents, 9);
        QCOMPARE(board().court.row[0], (CourtCardInPlay{u"BC01"_s, {0, 0, 0, 0}}));
        QCOMPARE(board().court.deck, baseDeckWithout({"BC01", "BC03", "BC17", "BC22", "BC27"}));
        QVERIFY(board().court.discard.isEmpty());
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{1, 1, 1, 1}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{2, 0, 0, 0}));

        // A Vox card goes to the Court discard.
        ACCEPT(Influence{Mikah, u"BC27"_s});
        ACCEPT(Secure{Mikah, u"BC27"_s, u"BC02"_s});
        QCOMPARE(board().court.discard, QStringList{u"BC27"_s});
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC03"_s});
        QCOMPARE(board().court.row[3], (CourtCardInPlay{u"BC02"_s, {0, 0, 0, 0}}));
    }

    void secureWithTheDeckEmpty() {
        // Entries cannot empty the deck short of securing every card, so the state is made here.
        GameState state = m_game.state();
        state.board.court.deck.clear();
        state.board.court.row[0].agents[Mikah] = 1;
        QCOMPARE(entryProblem(state, Secure{Mikah, u"BC03"_s, u"BC01"_s}, catalog()),
                 u"The Court deck is empty: nothing refills the row."_s);
        const Entry secure = Secure{Mikah, u"BC03"_s, QString()};
        QCOMPARE(entryProblem(state, secure, catalog()), QString());
        const GameState after = applyEntry(state, secure, catalog());
        QCOMPARE(after.board.court.row.size(), 3);
        QCOMPARE(after.board.court.row[0].card, u"BC17"_s);
        QCOMPARE(area(Mikah).guildCards, QStringList()); // the journal's state is untouched
        QCOMPARE(after.board.areas[Mikah].guildCards, QStringList{u"BC03"_s});
    }

    // ---- Resources -------------------------------------------------------------------------

    void spendAndDiscardResources() {
        ACCEPT(SpendResource{Mikah, 0});
        QCOMPARE(m_game.undoTitle(), u"Mikah spent Relic"_s);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        REFUSE("Mikah has no resource in slot 1.", SpendResource{Mikah, 0});
        REFUSE("Mikah has no resource in slot 8.", SpendResource{Mikah, 7});
        REFUSE("Choose a player at this table.", SpendResource{4, 0});

        // Outraged resources cannot be spent for their Prelude action, but they still count.
        ACCEPT(outrage(Mikah, ResourceType::Psionic, 1));
        REFUSE("Psionic is Outraged for Mikah: it cannot be spent for its Prelude action.",
               SpendResource{Mikah, 1});
        QCOMPARE(standing(Ambition::Empath), (QList<int>{1, 1, 0, 0}));
        ACCEPT(DiscardResource{Mikah, 1}); // discarding is always possible
        QCOMPARE(m_game.undoTitle(), u"Mikah discarded Psionic"_s);
        QCOMPARE(resourcesOf(Mikah), u"------"_s);
        REFUSE("Mikah has no resource in slot 2.", DiscardResource{Mikah, 1});
        REFUSE("Choose a player at this table.", DiscardResource{-1, 0});
    }

    // ---- Destroying cities, Ransack, Raid -------------------------------------------------

    void destroyingACityProvokesOutrage() {
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(guildCard("BC21", Ruth, 1)); // Loyal Keepers: Relic
        ACCEPT(guildCard("BC06", Ruth, 1)); // Fuel Cartel: kept
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 3);
        REFUSE("Mikah has no city in 4-hex.", DestroyPiece{Ruth, sys("4-hex"), Mikah});
        REFUSE("Choose a player at this table.", DestroyPiece{Ruth, sys("4-arrow"), 4});

        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah}); // a Relic planet
        QCOMPARE(m_game.undoTitle(),
                 u"Ruth destroyed Mikah's city in 4-arrow; Ruth provokes Relic Outrage"_s);
        QCOMPARE(at("4-arrow", Mikah), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 0}));
        QCOMPARE(outraged(area(Ruth)), u"R"_s);
        QCOMPARE(resourcesOf(Ruth), u"MP----"_s); // her Relic discarded
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        QCOMPARE(board().court.discard, QStringList{u"BC21"_s});
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 4);
        QCOMPARE(supplyOf(Ruth).agents, 9); // an agent on the Outrage icon
        QCOMPARE(board().ransacksDue, (QList<RansackDue>{{Ruth, Mikah}}));
        // A city held as a Trophy is still off Mikah's board: her slots stay open.
        QCOMPARE(citiesBuilt(board(), Mikah), 1);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 3);
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{0, 1, 0, 0}));

        // Outrage of a type she already has places no second agent.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 1));
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth destroyed Mikah's city in 4-arrow"_s); // no new one
        QCOMPARE(area(Ruth).trophies[Mikah].cities, 2);
        QCOMPARE(supplyOf(Ruth).agents, 9);
        QCOMPARE(board().ransacksDue.size(), 2);
    }

    // Ships and starports destroyed by a card's effect become the destroyer's Trophies, with
    // no Outrage; the damaged piece goes first; an own piece is no Trophy.
    void aCardDestroysShipsAndStarports() {
        REFUSE("Mikah has no starport in 4-hex.",
               DestroyPiece{Ruth, sys("4-hex"), Mikah, Piece::Starport});
        REFUSE("Choose a ship, a city or a starport to destroy, not an agent.",
               DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Agent});
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Ship, 1, true)); // one of them damaged
        const PiecesHere before = at("4-arrow", Mikah);
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Ruth destroyed Mikah's ship in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).ships,
                 (FreshDamaged{before.ships.fresh, before.ships.damaged - 1}));
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{1, 0, 0, 0}));
        QCOMPARE(outraged(area(Ruth)), QString()); // only a city provokes Outrage
        QVERIFY(board().ransacksDue.isEmpty());
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Starport, 1));
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Starport});
        QCOMPARE(area(Ruth).trophies[Mikah].starports, 1);
        ACCEPT(DestroyPiece{Mikah, sys("4-arrow"), Mikah, Piece::Ship}); // her own: no Trophy
        QCOMPARE(area(Mikah).trophies[Mikah], (PieceCounts{}));
    }

    void ransackAfterDestroyingACity() {
        const char *notDue = "Ruth can ransack only a card holding agents of a player whose city "
                             "they just destroyed.";
        REFUSE(notDue, Ransack{Ruth, u"BC22"_s, u"BC01"_s});
        ACCEPT(courtAgents("BC22", Mikah, 2));
        ACCEPT(courtAgents("BC22", Yuki, 1));
        ACCEPT(courtAgents("BC22", Ruth, 1));
        ACCEPT(courtAgents("BC17", Yuki, 1));
        ACCEPT(courtAgents("BC03", Mikah, 1));
        REFUSE(notDue, Ransack{Ruth, u"BC22"_s, u"BC01"_s});

        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        REFUSE(notDue, Ransack{Ruth, u"BC17"_s, u"BC01"_s}); // none of Mikah's agents there
        REFUSE("Mikah can ransack only a card holding agents of a player whose city they just "
               "destroyed.",
               Ransack{Mikah, u"BC22"_s, u"BC01"_s});
        REFUSE("Name the card drawn from the Court deck to fill the empty place.",
               Ransack{Ruth, u"BC22"_s, QString()});

        ACCEPT(Ransack{Ruth, u"BC22"_s, u"BC01"_s});
        QCOMPARE(m_game.undoTitle(), u"Ruth ransacked Sworn Guardians"_s);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC22"_s});
        // Every Rival agent on the card becomes a Trophy, not a Captive.
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 2}));
        QCOMPARE(area(Ruth).trophies[Yuki], (PieceCounts{0, 0, 0, 1}));
        QCOMPARE(area(Ruth).captives, (QList<int>{0, 0, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 9); // her agent returned; one is on the Outrage icon
        QCOMPARE(supplyOf(Mikah).agents, 7);
        QCOMPARE(supplyOf(Yuki).agents, 8);
        QCOMPARE(board().court.row[2], (CourtCardInPlay{u"BC01"_s, {0, 0, 0, 0}}));
        QVERIFY(board().ransacksDue.isEmpty());
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{0, 4, 0, 0}));
        // One ransack per destroyed city.
        REFUSE(notDue, Ransack{Ruth, u"BC03"_s, u"BC02"_s});
    }

    void raidSpendsTheBattlesKeys() {
        // Raid costs of the printed slots, left to right (components-base.md §4a).
        QCOMPARE(raidCosts(area(Mikah), catalog()), (QList<int>{3, 1, 1, 2, 1, 3}));
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(guildCard("BC06", Mikah, 1)); // Fuel Cartel, raid cost 2
        ACCEPT(heldOnCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC01", Mikah, 1)); // Loyal Engineers, raid cost 3
        const char *noBattle = "Raiding spends the keys of a battle just fought by this player.";
        REFUSE(noBattle, Raid{Ruth, 0, QString()});

        ACCEPT(ruthRaidsMikah());
        QCOMPARE(m_game.undoTitle(),
                 u"Ruth battled Mikah in 4-arrow: 0 Trophies to Ruth, 0 to Mikah"_s);
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{2, 3}));
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{0, 1}));
        QCOMPARE(board().raid,
                 std::optional<RaidWindow>(RaidWindow{sys("4-arrow"), Ruth, Mikah, 5}));
        QVERIFY(board().ransacksDue.isEmpty()); // the city was only damaged

        REFUSE(noBattle, Raid{Mikah, 0, QString()}); // the defender does not raid
        REFUSE("Choose one resource slot or one Guild card to steal.",
               Raid{Ruth, std::nullopt, QString()});
        REFUSE("Choose one resource slot or one Guild card to steal.", Raid{Ruth, 0, u"BC06"_s});
        REFUSE("Mikah has no resource in slot 3.", Raid{Ruth, 2, QString()});
        REFUSE("Mikah does not hold Loyal Pilots.", Raid{Ruth, std::nullopt, u"BC07"_s});

        ACCEPT(Raid{Ruth, 0, QString()}); // slot 1 costs 3
        QCOMPARE(m_game.undoTitle(), u"Ruth raided Relic from Mikah"_s);
        QCOMPARE(board().raid->keys, 2);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);

        ACCEPT(Raid{Ruth, std::nullopt, u"BC06"_s}); // costs 2; the Fuel on it goes along
        QCOMPARE(m_game.undoTitle(), u"Ruth raided Fuel Cartel from Mikah"_s);
        QCOMPARE(board().raid->keys, 0);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        QCOMPARE(area(Ruth).heldOnCards, (QMap<QString, int>{{u"BC06"_s, 2}}));
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC01"_s});
        QVERIFY(area(Mikah).heldOnCards.isEmpty());
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{1, 4, 1, 1}));

        REFUSE("That costs 3 keys; 0 left from the battle.", Raid{Ruth, std::nullopt, u"BC01"_s});
        REFUSE("That costs 1 key; 0 left from the battle.", Raid{Ruth, 1, QString()});
    }

    void raidNeedsAnAttackingShipLeftInTheSystem() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(ruthRaidsMikah());
        ACCEPT(Move{Ruth, sys("4-arrow"), sys("4-gate"), 2, 3}); // every attacking ship leaves
        REFUSE("Ruth has no attacking ships left in 4-arrow: the keys cannot be spent.",
               Raid{Ruth, 0, QString()});
    }

    void twoStarportsInOneSystemBuildForTheirOwners() {
        // Mikah and Ruth each have a starport on 4-arrow (2 slots): each builds one ship there.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 0));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Starport, 1));
        ACCEPT(pieces(Ruth, "4-arrow", Piece::Starport, 1));
        ACCEPT(Build{Mikah, sys("4-arrow"), Piece::Ship});
        ACCEPT(Build{Ruth, sys("4-arrow"), Piece::Ship});
        REFUSE("The starport in 4-arrow already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Ruth, sys("4-arrow"), Piece::Ship});
    }

    void fateTokensArePlacedAndRemovedByLabel() {
        Correction token;
        token.target = CorrectionTarget::FateToken;
        token.system = sys("2-hex");
        token.card = u"Portal"_s;
        token.value = 1;
        ACCEPT(token);
        QCOMPARE(m_game.undoTitle(), u"Placed the Portal token in 2-hex"_s);
        QCOMPARE(board().at(sys("2-hex")).fateTokens, QList<FateToken>{{u"Portal"_s}});
        token.value = 0;
        ACCEPT(token);
        QVERIFY(board().at(sys("2-hex")).fateTokens.isEmpty());
        REFUSE("There is no \"Portal\" token in 2-hex.", token);
        token.system = sys("3-hex");
        token.value = 1;
        REFUSE("3-hex is out of play: it holds nothing.", token);
        token.system = sys("2-hex");
        token.card = u" "_s;
        REFUSE("A Fate token needs its label.", token);
        QString error;
        const QJsonObject json = entryToJson(Entry{Correction{token}});
        QCOMPARE(json.value(u"system"_s).toString(), u"2-hex"_s);
        QVERIFY(!json.contains(u"player"_s)); // a token belongs to no player
    }

    void correctionsNeedOnlyTheirOwnFields() {
        QString error;
        const auto read = entryFromJson(
            QJsonDocument::fromJson(R"({"action": "correct", "target": "power", "player": 1,
                                        "value": 5})")
                .object(),
            &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        ACCEPT(*read);
        QCOMPARE(m_game.state().players[Ruth].power, 5);
        QVERIFY(!entryFromJson(QJsonDocument::fromJson(
                                   R"({"action": "correct", "target": "pieces", "player": 1,
                                        "piece": "ship", "value": 2})")
                                   .object(),
                               &error));
        QCOMPARE(error, u"a correct entry needs \"system\" as a system such as \"4-arrow\""_s);
        REFUSE("Power runs from 0 to 99.", power(Ruth, 100));
    }

    void raidWithoutRoomSendsTheLootToTheSupply() {
        // Ruth's three open slots are full: she cannot hold what she steals (RB "Resources":
        // discard what you cannot hold), so Mikah loses it and it returns to the supply.
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(ruthRaidsMikah());
        const int relicsBefore = resourcesInSupply(board(), ResourceType::Relic, catalog());
        ACCEPT(Raid{Ruth, 0, QString()}); // Mikah's Relic in slot 1
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), relicsBefore + 1);
        QCOMPARE(board().raid->keys, 2);
        // Full, Ruth may keep the loot instead, in place of one of hers: that one is discarded.
        QVERIFY(gainPlacementMatters(board(), Ruth, catalog()));
        ACCEPT(Raid{Ruth, 1, QString(), 0}); // Mikah's Psionic, in place of Ruth's Material
        QCOMPARE(resourcesOf(Ruth), u"PPR---"_s);
        QCOMPARE(resourcesOf(Mikah), u"------"_s);
        QCOMPARE(m_game.undoTitle(),
                 u"Ruth raided Psionic from Mikah in slot 1, Material discarded"_s);
    }

    void returnedCitiesCoverSlotsAgain() {
        // Mikah's only city is destroyed: slot 3 stays open while the city is Ruth's Trophy.
        // When Warlord is scored the city returns and covers slot 3 again; its Fuel has no
        // open slot to move to (1 and 2 are full), so it is discarded.
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(ruthDestroysMikahsCity());
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 3);
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);
        ACCEPT(RecordDeclaration{Ambition::Warlord});
        ACCEPT(EndChapter{});
        ACCEPT(ScoreChapter{{{Ambition::Warlord, {0, 1, 0, 0}}}, {}});
        QCOMPARE(citiesBuilt(board(), Mikah), 0);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 2);
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);

        // Mikah may keep the Fuel instead of one he holds: which one goes is his choice.
        QCOMPARE(board().arrangementsDue,
                 (QList<ArrangementDue>{{Mikah, {{ResourceType::Fuel, 2, std::nullopt}}}}));
        const auto arranged = [](std::initializer_list<std::optional<ResourceType>> held) {
            QList<std::optional<ResourceType>> out(held);
            out.resize(6);
            return ArrangeResources{Mikah, out};
        };
        REFUSE("Slot 3 is covered by a city: only open slots hold resources.",
               arranged({ResourceType::Relic, ResourceType::Psionic, ResourceType::Fuel}));
        REFUSE("Mikah has no other Fuel to put in slot 2.",
               arranged({ResourceType::Fuel, ResourceType::Fuel}));
        REFUSE("Give all 6 of Mikah's resource slots, empty ones included.",
               (ArrangeResources{Mikah, {ResourceType::Fuel}}));
        REFUSE("Ruth's resources stay where they are: they are arranged again only when a "
               "returning city covers a slot that held one.",
               (ArrangeResources{Ruth, QList<std::optional<ResourceType>>(6)}));
        ACCEPT(arranged({ResourceType::Fuel, ResourceType::Psionic}));
        QCOMPARE(resourcesOf(Mikah), u"FP----"_s);
        QCOMPARE(m_game.undoTitle(),
                 u"Mikah arranged their resources: Fuel in slot 1, Psionic in slot 2"_s);
        QVERIFY(board().arrangementsDue.isEmpty()); // once
    }

    // A returning city's resource with one empty slot to go to and nothing else it could
    // replace is not asked about.
    void aResourceWithOnePlaceToGoIsNotAskedAbout() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(resourceIn(Mikah, 0, std::nullopt)); // slot 1 empty: where the Fuel can go
        ACCEPT(ruthDestroysMikahsCity());
        ACCEPT(RecordDeclaration{Ambition::Warlord});
        ACCEPT(EndChapter{});
        ACCEPT(ScoreChapter{{{Ambition::Warlord, {0, 1, 0, 0}}}, {}});
        QCOMPARE(resourcesOf(Mikah), u"FP----"_s);
        QVERIFY(board().arrangementsDue.isEmpty());
    }

    void noRaidWithoutASurvivingAttacker() {
        // Mikah's single ship attacks Ruth's city system with raid die 1 (2 keys, intercept):
        // Ruth's 3 fresh ships intercept and destroy it.
        ACCEPT(ships(Mikah, "4-hex", 1));
        ACCEPT(BattleResult{.attacker = Mikah,
                            .defender = Ruth,
                            .system = sys("4-hex"),
                            .dice = RolledDice{.assault = {}, .skirmish = {}, .raid = {1}},
                            .attackerShips = {0, 0},
                            .defenderShips = {3, 0},
                            .defenderCities = {1, 0},
                            .defenderStarports = {0, 0}});
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{1, 0, 0, 0}));
        QVERIFY(!board().raid.has_value());
        REFUSE("Raiding spends the keys of a battle just fought by this player.",
               Raid{Mikah, 0, QString()});
    }

    // ---- Corrections ---------------------------------------------------------------------

    void correctPieces() {
        ACCEPT(ships(Mikah, "6-hex", 10)); // with 4-arrow's 3 and 1-gate's 2: all 15
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's fresh ships in 6-hex to 10"_s);
        QCOMPARE(supplyOf(Mikah).ships, 0);
        REFUSE("Mikah has only 15 ships in the box.", ships(Mikah, "6-hex", 11));
        ACCEPT(damagedShips(Ruth, "4-arrow", 2));
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{0, 2}));
        ACCEPT(sidePieces(Side::Empire, "2-gate", Piece::Ship, 3));
        QCOMPARE(m_game.undoTitle(), u"Corrected the Empire's fresh ships in 2-gate to 3"_s);
        QCOMPARE(board().at(sys("2-gate")).imperialShips, (FreshDamaged{3, 0}));
        ACCEPT(sidePieces(Side::Free, "2-arrow", Piece::City, 1));
        QCOMPARE(board().at(sys("2-arrow")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(board().at(sys("2-arrow")).buildings(), 1);
        REFUSE("The Empire has ships only: Free cities and starports are side \"free\".",
               sidePieces(Side::Empire, "2-arrow", Piece::Starport, 1));
        REFUSE("Free pieces are cities and starports: Imperial ships are side \"empire\".",
               sidePieces(Side::Free, "2-arrow", Piece::Ship, 1));
        // Version 1 journals spelled Free buildings as the Empire's: they are read as Free.
        QString error;
        const auto old = entryFromJson({{u"action"_s, u"correct"_s},
                                        {u"target"_s, u"pieces"_s},
                                        {u"side"_s, u"empire"_s},
                                        {u"player"_s, 0},
                                        {u"system"_s, u"2-arrow"_s},
                                        {u"piece"_s, u"starport"_s},
                                        {u"damaged"_s, true},
                                        {u"value"_s, 1}},
                                       &error);
        QVERIFY2(old, qPrintable(error));
        QCOMPARE(std::get<Correction>(*old).side, Side::Free);
        ACCEPT(sidePieces(Side::Blight, "2-hex", Piece::Ship, 2));
        QCOMPARE(board().at(sys("2-hex")).blight, (FreshDamaged{2, 0}));

        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2));
        REFUSE("4-arrow has 2 building slots.", pieces(Mikah, "4-arrow", Piece::City, 3));
        REFUSE("4-arrow has 2 building slots.", pieces(Ruth, "4-arrow", Piece::Starport, 1));
        REFUSE("1-gate has 0 building slots.", pieces(Mikah, "1-gate", Piece::Starport, 1));
        REFUSE("Agents are not on the map: correct the Court or the Captives.",
               pieces(Mikah, "4-arrow", Piece::Agent, 1));
        REFUSE("3-gate is out of play: it holds nothing.", ships(Mikah, "3-gate", 1));
        REFUSE("A count cannot be negative.", ships(Mikah, "4-arrow", -1));
        REFUSE("Choose a player at this table.", ships(4, "4-arrow", 1));
        // Two cities on the map and three in Ruth's Trophies are all five.
        ACCEPT(trophies(Ruth, Mikah, Piece::City, 3));
        REFUSE("Mikah has only 5 cities in the box.", trophies(Ruth, Mikah, Piece::City, 4));
    }

    void correctResources() {
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's resource slot 3 to Fuel"_s);
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);
        REFUSE("Slot 4 is still covered by a city: build cities to open it.",
               resourceIn(Mikah, 3, ResourceType::Fuel));
        REFUSE("There is no resource slot 7.", resourceIn(Mikah, 6, ResourceType::Fuel));
        ACCEPT(resourceIn(Mikah, 0, std::nullopt));
        QCOMPARE(resourcesOf(Mikah), u"-PF---"_s);
        // Ruth, Yuki and Wren start with a Material each; two more are the last tokens.
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Material));
        ACCEPT(resourceIn(Yuki, 2, ResourceType::Material));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Material, catalog()), 0);
        REFUSE("There are only 5 Material tokens.", resourceIn(Wren, 2, ResourceType::Material));
    }

    void correctCaptivesAndTrophies() {
        const char *rival =
            "Captives and Trophies belong to a Rival: choose whose pieces they are.";
        ACCEPT(captives(Mikah, Ruth, 3));
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 3, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 7);
        REFUSE(rival, captives(Mikah, Mikah, 1));
        REFUSE(rival, captives(Mikah, 4, 1));
        ACCEPT(captives(Yuki, Ruth, 7)); // all ten of Ruth's agents are captive
        REFUSE("Ruth has only 10 agents in the box.", captives(Yuki, Ruth, 8));

        ACCEPT(trophies(Mikah, Yuki, Piece::Starport, 2));
        QCOMPARE(area(Mikah).trophies[Yuki], (PieceCounts{0, 0, 2, 0}));
        QCOMPARE(supplyOf(Yuki).starports, 2);
        REFUSE("Yuki has only 5 starports in the box.", trophies(Mikah, Yuki, Piece::Starport, 5));
        REFUSE(rival, trophies(Mikah, Mikah, Piece::Ship, 1));
    }

    void correctOutrage() {
        ACCEPT(outrage(Mikah, ResourceType::Weapon, 1));
        QCOMPARE(outraged(area(Mikah)), u"W"_s);
        QCOMPARE(supplyOf(Mikah).agents, 9);
        REFUSE("Choose which resource is Outraged.", outrage(Mikah, std::nullopt, 1));
        REFUSE("Outrage is on (1) or off (0).", outrage(Mikah, ResourceType::Weapon, 2));
        ACCEPT(outrage(Mikah, ResourceType::Weapon, 0));
        QCOMPARE(outraged(area(Mikah)), QString());
        QCOMPARE(supplyOf(Mikah).agents, 10);
    }

    void correctTheCourt() {
        ACCEPT(courtAgents("BC17", Ruth, 3));
        QCOMPARE(board().court.row[1].agents, (QList<int>{0, 3, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 7);
        REFUSE("That card is not in the Court row.", courtAgents("BC01", Ruth, 1));
        REFUSE("Ruth has only 10 agents in the box.", courtAgents("BC17", Ruth, 11));

        ACCEPT(courtCard(0, "BC01"));
        QCOMPARE(m_game.undoTitle(), u"Corrected Court place 1 to Loyal Engineers"_s);
        QCOMPARE(board().court.row[0].card, u"BC01"_s);
        QVERIFY(board().court.deck.contains(u"BC03"_s)); // the wrong card goes back
        QVERIFY(!board().court.deck.contains(u"BC01"_s));
        QCOMPARE(board().court.deck.size(), 27);
        REFUSE("The Court row has no place 5.", courtCard(4, "BC02"));
        REFUSE("The new Court card must come from the Court deck.", courtCard(0, "BC17"));
    }

    void correctGuildCardsAndTheResourcesOnThem() {
        ACCEPT(guildCard("BC06", Mikah, 1));
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC06"_s});
        QVERIFY(!board().court.deck.contains(u"BC06"_s));
        REFUSE("Choose a Guild card.", guildCard("BC26", Mikah, 1)); // Vox
        REFUSE("Material Cartel is in the Court row: secure it instead.",
               guildCard("BC03", Mikah, 1));
        REFUSE("Ruth does not hold Fuel Cartel.", guildCard("BC06", Ruth, 0));
        REFUSE("A card is held (1) or not (0).", guildCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC06", Ruth, 1)); // it was Ruth's all along
        QVERIFY(area(Mikah).guildCards.isEmpty());
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        ACCEPT(guildCard("BC06", Ruth, 0));
        QVERIFY(area(Ruth).guildCards.isEmpty());
        QCOMPARE(board().court.discard, QStringList{u"BC06"_s});

        ACCEPT(guildCard("BC06", Mikah, 1));
        QVERIFY(board().court.discard.isEmpty());
        ACCEPT(heldOnCard("BC06", Mikah, 3));
        QCOMPARE(area(Mikah).heldOnCards, (QMap<QString, int>{{u"BC06"_s, 3}}));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Fuel, catalog()), 2);
        REFUSE("There are only 5 Fuel tokens.", heldOnCard("BC06", Mikah, 6));
        REFUSE("Mikah does not hold that card.", heldOnCard("BC07", Mikah, 1));
        ACCEPT(heldOnCard("BC06", Mikah, 0));
        QVERIFY(area(Mikah).heldOnCards.isEmpty());
    }

    void correctLore() {
        ACCEPT(lore("Ancient Holdings", Mikah, 1)); // adds a resource slot, raid cost 4
        QCOMPARE(area(Mikah).lore, QStringList{u"Ancient Holdings"_s});
        QCOMPARE(raidCosts(area(Mikah), catalog()), (QList<int>{3, 1, 1, 2, 1, 3, 4}));
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 4);
        ACCEPT(resourceIn(Mikah, 6, ResourceType::Relic));
        QCOMPARE(resourcesOf(Mikah), u"RP----R"_s);
        REFUSE("Another player holds Ancient Holdings.", lore("Ancient Holdings", Ruth, 1));
        REFUSE("There is no lore card called \"Star Charts\".", lore("Star Charts", Mikah, 1));
        REFUSE("A card is held (1) or not (0).", lore("Tool-Priests", Mikah, 2));
        ACCEPT(lore("Tool-Priests", Ruth, 1));
        QCOMPARE(area(Ruth).resources.size(), 6);
        ACCEPT(lore("Ancient Holdings", Mikah, 0)); // the slot goes, its Relic to the supply
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 4);
    }

    void correctPower() {
        ACCEPT(power(Mikah, 12));
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's Power to 12"_s);
        QCOMPARE(m_game.state().players[Mikah].power, 12);
        REFUSE("A count cannot be negative.", power(Mikah, -1));
    }

    void boardEntriesNeedAChapterInPlay() {
        Journal notStarted(catalog());
        QCOMPARE(notStarted.apply(Tax{Mikah, sys("4-arrow"), Mikah}), u"Start a game first."_s);
        QCOMPARE(notStarted.apply(power(Mikah, 1)), u"Start a game first."_s);
        ACCEPT(EndChapter{});
        QCOMPARE(m_game.state().phase, Phase::ChapterEnd);
        REFUSE("Chapter 1 is over: score it before going on.", Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE("Chapter 1 is over: score it before going on.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        // The table may still fix counts before scoring.
        ACCEPT(power(Mikah, 4));
        ACCEPT(ships(Mikah, "4-arrow", 2));
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{2, 0}));
    }

    // ---- The journal's spelling -------------------------------------------------------------

    void everyBoardEntrySurvivesJson_data() {
        QTest::addColumn<int>("index");
        const QList<Sample> samples = boardEntrySamples();
        for (int i = 0; i < samples.size(); ++i)
            QTest::newRow(samples[i].tag) << i;
    }

    void everyBoardEntrySurvivesJson() {
        QFETCH(int, index);
        const Sample sample = boardEntrySamples()[index];
        const QJsonObject json = entryToJson(sample.entry);
        QCOMPARE(json.value(u"action"_s).toString(), QString::fromLatin1(sample.kind));
        // Through text, as a saved game stores it.
        const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
        QString error;
        const std::optional<Entry> read =
            entryFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(read.has_value(), qPrintable(error + u" in "_s + QString::fromUtf8(text)));
        QCOMPARE(*read, sample.entry);
        QCOMPARE(entryToJson(*read), json);
    }

    void malformedBoardEntriesAreExplained_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("system off the map")
            << QByteArray(R"({"action":"move","player":0,"from":"9-gate","to":"1-gate",)"
                          R"("fresh":1,"damaged":0})")
            << u"a move entry needs \"from\" as a system such as \"4-arrow\""_s;
        QTest::newRow("player by name")
            << QByteArray(R"({"action":"tax","player":"Mikah","system":"4-arrow","cityOwner":0})")
            << u"a tax entry needs \"player\" as a whole number"_s;
        QTest::newRow("unknown piece")
            << QByteArray(R"({"action":"build","player":0,"system":"6-hex","piece":"castle"})")
            << u"a build entry needs \"piece\" as ship, city, starport, agent"_s;
        QTest::newRow("half a slot") << QByteArray(R"({"action":"raid","player":1,"slot":1.5})")
                                     << u"a raid entry needs \"slot\" as a whole number"_s;
        QTest::newRow("card as a number")
            << QByteArray(R"({"action":"secure","player":2,"card":17})")
            << u"a secure entry needs \"card\" as text"_s;
        QTest::newRow("unknown correction")
            << QByteArray(R"({"action":"correct","target":"everything","side":"player",)"
                          R"("player":0,"system":"1-gate","piece":"ship","value":1})")
            << u"a correct entry needs \"target\" as pieces, resource, captives, trophies, "
               u"outrage, courtAgents, courtCard, guildCard, heldOnCard, lore, power, fateToken, "
               u"booklet, bookletLaw, frozen, raidCost, control, firstRegent, title, council, "
               u"initiative, trust, policy, favors, campaignTrophies"_s;
        QTest::newRow("battle without raid dice")
            << QByteArray(R"({"action":"battle","attacker":1,"defender":0,"system":"4-arrow",)"
                          R"("assault":[2],"skirmish":[]})")
            << u"a battle entry needs \"raid\" as a list of die faces"_s;
    }

    void malformedBoardEntriesAreExplained() {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QJsonDocument document = QJsonDocument::fromJson(json);
        QVERIFY(document.isObject());
        QString problem;
        QVERIFY(!entryFromJson(document.object(), &problem).has_value());
        QCOMPARE(problem, error);
    }

    void aSavedGameNamesItsMalformedEntry() {
        const QJsonArray entries{
            entryToJson(StartGame{GameSetup::demo(), 7}),
            QJsonDocument::fromJson(R"({"action":"move","player":0,"from":"9-gate","to":"1-gate",)"
                                    R"("fresh":1,"damaged":0})")
                .object()};
        QString error;
        QVERIFY(!Journal::fromJson(entries, 2, catalog(), &error).has_value());
        QCOMPARE(error, u"entry 2: a move entry needs \"from\" as a system such as \"4-arrow\""_s);
    }

    // ---- Undo --------------------------------------------------------------------------------

    void undoRestoresTheStateBefore_data() {
        QTest::addColumn<int>("step");
        const QList<Sample> steps = demoSequence();
        for (int i = 0; i < steps.size(); ++i)
            QTest::newRow(steps[i].tag) << i;
    }

    void undoRestoresTheStateBefore() {
        QFETCH(int, step);
        const QList<Sample> steps = demoSequence();
        for (int i = 0; i < step; ++i)
            ACCEPT(steps[i].entry);
        const GameState before = m_game.state();
        ACCEPT(steps[step].entry);
        const GameState after = m_game.state();
        QVERIFY(after != before); // the entry did something to undo
        m_game.undo();
        QCOMPARE(m_game.state(), before);
        QCOMPARE(m_game.cursor(), step + 1); // StartGame, then the steps before
        m_game.redo();
        QCOMPARE(m_game.state(), after);
    }

    void aJournalOfBoardEntriesReplays() {
        for (const Sample &step : demoSequence())
            ACCEPT(step.entry);
        const QByteArray text = QJsonDocument(m_game.toJson()).toJson();
        QString error;
        const std::optional<Journal> read = Journal::fromJson(QJsonDocument::fromJson(text).array(),
                                                              m_game.cursor(), catalog(), &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        QCOMPARE(read->state(), m_game.state());
        // The stretch of play left this behind (checked once here, entry by entry above).
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{3, 2}));
        QCOMPARE(at("4-arrow", Mikah), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(resourcesOf(Mikah), u"-PR---"_s);
        QCOMPARE(resourcesOf(Ruth), u"MP----"_s); // the raided Relic went with the Outrage
        QCOMPARE(resourcesOf(Yuki), u"-M----"_s);
        QCOMPARE(resourcesOf(Wren), u"-W----"_s);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC22"_s});
        QCOMPARE(area(Yuki).guildCards, QStringList{u"BC17"_s});
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 1})); // the city, an agent
        QCOMPARE(m_game.state().players[Wren].power, 3);
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
