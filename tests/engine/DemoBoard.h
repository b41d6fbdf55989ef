// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The demo table for the board's tests (tst_board and a file per family of board entries, as
// engine/rules splits them): its seats, builders of the entries, views of the state as text.

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

namespace arcs::test {

using namespace Qt::StringLiterals;

// The seats of GameSetup::demo(), clockwise ("4 Player Mix Up 1", Mikah holds the initiative):
//   Mikah: city 4-arrow (Relic), starport 6-hex (Psionic), 2 ships 1-gate; Relic, Psionic
//   Ruth:  city 4-hex (Material), starport 5-hex (Psionic), 2 ships 6-gate; Material, Psionic
//   Yuki:  city 5-arrow (Weapon), starport 1-hex (Material), 2 ships 4-gate; Weapon, Material
//   Wren:  city 6-arrow (Material), starport 1-arrow (Weapon), 2 ships 5-gate; Material, Weapon
// 3 ships stand with each building. Cluster 3 is out of play: a path marker joins 2-gate and
// 4-gate. Court row: BC03 Material Cartel, BC17 Farseers, BC22 Sworn Guardians, BC27 Populist
// Demands (Vox). The seats are Entries.h's Mikah, Ruth, Yuki and Wren.

using Slot = std::optional<ResourceType>;

inline SystemId sys(const QString &name) {
    const std::optional<SystemId> system = SystemId::parse(name);
    if (!system)
        qFatal("No system called %s", qPrintable(name));
    return *system;
}

inline SystemId sys(const char *name) {
    return sys(QString::fromLatin1(name));
}

inline QStringList names(const QList<SystemId> &systems) {
    QStringList out;
    for (const SystemId &system : systems)
        out << system.name();
    return out;
}

// Resources as letters, in ResourceType order: Material, Fuel, Weapon, Relic, Psionic.
constexpr char16_t resourceLetters[] = u"MFWRP";

inline ResourceType typeOf(QChar letter) {
    for (int type = 0; type < 5; ++type) {
        if (letter == QChar(resourceLetters[type]))
            return ResourceType(type);
    }
    qFatal("No resource is written %c", letter.toLatin1());
}

// Resource slots left to right, "-" for an empty slot: "RP----".
inline QString letters(const QList<Slot> &resources) {
    QString out;
    for (const Slot &resource : resources)
        out += resource ? QChar(resourceLetters[int(*resource)]) : QChar(u'-');
    return out;
}

inline QString letters(const QList<ResourceType> &types) {
    QString out;
    for (ResourceType type : types)
        out += QChar(resourceLetters[int(type)]);
    return out;
}

inline QList<ResourceType> typesOf(const QString &text) {
    QList<ResourceType> out;
    for (QChar letter : text) {
        if (letter != u' ')
            out << typeOf(letter);
    }
    return out;
}

// The resources a player has Outrage for, as letters.
inline QString outraged(const PlayerArea &area) {
    QString out;
    for (int type = 0; type < 5; ++type) {
        if (area.outrage[std::size_t(type)])
            out += QChar(resourceLetters[type]);
    }
    return out;
}

// One system's pieces as text, so that a failed comparison shows what stands where.
inline QString describe(SystemId system, const SystemState &state) {
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

inline QStringList courtFor(int players) {
    return players == 2 ? QStringList{u"BC01"_s, u"BC26"_s, u"BC12"_s}
                        : QStringList{u"BC05"_s, u"BC19"_s, u"BC27"_s, u"BC31"_s};
}

// Ada, Ben, Cleo and Dev clockwise, playing the given card with a legal Court row.
inline GameSetup tableFor(const QString &card, int players, int initiative) {
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
inline QStringList baseDeckWithout(const QStringList &row) {
    QStringList deck;
    for (int number = 1; number <= 31; ++number) {
        const QString id = u"BC%1"_s.arg(number, 2, 10, QChar(u'0'));
        if (!row.contains(id))
            deck << id;
    }
    return deck;
}

// A table with nothing on it: empty systems and player areas with six empty resource slots.
inline Board blankBoard(int players) {
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

inline Correction correction(CorrectionTarget target, int seat, int value) {
    Correction c;
    c.target = target;
    c.player = seat;
    c.value = value;
    return c;
}

// A player's fresh (or damaged) pieces of one kind in one system.
inline Entry pieces(int seat, const char *system, Piece piece, int value, bool damaged = false) {
    Correction c = correction(CorrectionTarget::Pieces, seat, value);
    c.system = sys(system);
    c.piece = piece;
    c.damaged = damaged;
    return c;
}

inline Entry ships(int seat, const char *system, int fresh) {
    return pieces(seat, system, Piece::Ship, fresh);
}

inline Entry damagedShips(int seat, const char *system, int damaged) {
    return pieces(seat, system, Piece::Ship, damaged, true);
}

// The Empire's ships and Free buildings, or the Blight (campaign pieces), in one system.
inline Entry sidePieces(Side side, const char *system, Piece piece, int value) {
    Correction c = correction(CorrectionTarget::Pieces, 0, value);
    c.side = side;
    c.system = sys(system);
    c.piece = piece;
    return c;
}

inline Entry resourceIn(int seat, int slot, Slot resource) {
    Correction c = correction(CorrectionTarget::Resource, seat, 0);
    c.slot = slot;
    c.resource = resource;
    return c;
}

inline Entry captives(int seat, int owner, int value) {
    Correction c = correction(CorrectionTarget::Captives, seat, value);
    c.owner = owner;
    return c;
}

inline Entry trophies(int seat, int owner, Piece piece, int value) {
    Correction c = correction(CorrectionTarget::Trophies, seat, value);
    c.owner = owner;
    c.piece = piece;
    return c;
}

inline Entry outrage(int seat, Slot resource, int value) {
    Correction c = correction(CorrectionTarget::Outrage, seat, value);
    c.resource = resource;
    return c;
}

inline Entry courtAgents(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::CourtAgents, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

// The card in one place of the Court row (0 = leftmost), taken from the deck.
inline Entry courtCard(int place, const char *card) {
    Correction c = correction(CorrectionTarget::CourtCard, 0, 0);
    c.slot = place;
    c.card = QString::fromLatin1(card);
    return c;
}

// value 1: the player holds the Guild card; 0: it is in the Court discard.
inline Entry guildCard(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::GuildCard, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

inline Entry heldOnCard(const char *card, int seat, int value) {
    Correction c = correction(CorrectionTarget::HeldOnCard, seat, value);
    c.card = QString::fromLatin1(card);
    return c;
}

inline Entry lore(const char *name, int seat, int value) {
    Correction c = correction(CorrectionTarget::Lore, seat, value);
    c.card = QString::fromLatin1(name);
    return c;
}

inline Entry power(int seat, int value) {
    return correction(CorrectionTarget::Power, seat, value);
}

// --- Battles -------------------------------------------------------------------------------

// Ruth's 5 fresh ships attack Mikah in 4-arrow with raid dice 1, 1 and 3 (dice.json: 2 keys and
// an intercept, 2 keys and an intercept, 1 key and a building hit). Mikah's 3 fresh ships
// intercept: 3 of Ruth's ships are damaged; the building hit damages Mikah's city. 5 keys.
inline BattleResult ruthRaidsMikah() {
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
inline BattleResult ruthDestroysMikahsCity() {
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
inline QList<Sample> boardEntrySamples() {
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
inline QList<Sample> demoSequence() {
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

// A test class on the demo table in a journal (m_game), set up again before each test by
// startDemo(): the board's own rules, whoever acts and however often (turns and their action
// budget are tested in tst_turns).
class DemoBoardTest : public QObject {
protected:
    Journal m_game{catalog()};

    void startDemo() {
        m_game = Journal(catalog());
        GameSetup setup = GameSetup::demo();
        setup.turnsCounted = false;
        QCOMPARE(m_game.apply(StartGame{setup, 7}), QString());
    }

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
};

} // namespace arcs::test
