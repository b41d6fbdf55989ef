// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "data/CatalogError.h"

#include <QTest>

#include <iterator>
#include <utility>

using namespace arcs;

// Every expected value below is transcribed from the reference documents in
// /work/shared/reference/ ("base" = components-base.md, "campaign" = components-campaign.md),
// never from the JSON, so that changing any single number in the data makes a test fail.
namespace {

const Catalog &catalog() {
    return Catalog::builtIn();
}

// The one-letter resource names used in the compact tables.
QString resourceName(QChar letter) {
    static const QMap<QChar, QString> names{
        {u'M', "material"}, {u'F', "fuel"}, {u'W', "weapon"}, {u'R', "relic"}, {u'P', "psionic"}};
    return names.value(letter, QStringLiteral("unknown letter %1").arg(letter));
}

template <typename Container> QStringList names(const Container &values) {
    QStringList out;
    for (const auto &value : values)
        out << nameOf(value);
    return out;
}

template <typename Container> QList<int> ints(const Container &values) {
    return QList<int>(values.begin(), values.end());
}

// A placement in the compact notation of the tables: ships, then C for a city or S for a
// starport ("3C", "4S", "2").
QString placementText(const Placement &placement) {
    static const QString building[] = {QString(), QStringLiteral("C"), QStringLiteral("S")};
    return QString::number(placement.ships) + building[int(placement.building)];
}

// A setup-card seat as "A B C [second C]".
QString seatText(const SetupSeat &seat) {
    QStringList systems{seat.a.name(), seat.b.name()};
    for (const SystemId &c : seat.c)
        systems << c.name();
    return systems.join(u' ');
}

QString startText(const std::optional<ByPlayerCount> &start) {
    if (!start)
        return QStringLiteral("none");
    const auto &v = start->values;
    return QStringLiteral("%1/%2/%3").arg(v[0]).arg(v[1]).arg(v[2]);
}

QString planetOrAny(const std::optional<ResourceType> &type) {
    return type ? nameOf(*type) : QStringLiteral("any");
}

// A battle-die face in the legend of base §3: H hit, S self-hit, I intercept, B building hit,
// K key; "-" is a blank face.
DieFace dieFace(const QString &symbols) {
    return {int(symbols.count(u'H')), int(symbols.count(u'S')), int(symbols.count(u'I')),
            int(symbols.count(u'B')), int(symbols.count(u'K'))};
}

// Adjacency pairs with their two ends in a fixed order, so that the data's order does not
// matter.
template <typename T, typename Name>
QStringList pairTexts(const QList<std::pair<T, T>> &pairs, Name name) {
    QStringList out;
    for (auto [first, second] : pairs) {
        if (second < first)
            std::swap(first, second);
        out << name(first) + QStringLiteral(" ~ ") + name(second);
    }
    out.sort();
    return out;
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        try {
            catalog();
        } catch (const CatalogError &error) {
            QFAIL(qPrintable(error.message()));
        }
    }

    // An added or removed row fails here even where the other tests look rows up by key.
    void everyListHasItsReferenceSize() {
        const Catalog &c = catalog();
        QCOMPARE(c.map.clusters.size(), 6);
        QCOMPARE(c.map.gateRing.size(), 6);
        QCOMPARE(c.map.withinClusterAdjacency.size(), 5);
        QCOMPARE(c.map.betweenClusterAdjacency.size(), 2);
        QCOMPARE(c.map.allSystems().size(), 24);
        QCOMPARE(c.setupCards.size(), 12);
        QCOMPARE(c.suits.size(), 4);
        QCOMPARE(c.actionCards.size(), 28);
        QCOMPARE(c.ambitions.size(), 5);
        QCOMPARE(c.ambitionMarkers.size(), 3);
        QCOMPARE(c.dice.battleDice.size(), 3);
        QCOMPARE(c.playerBoard.resourceSlots.size(), 6);
        QCOMPARE(c.playerBoard.citySlotBonusPower.size(), 5);
        // 25 Guild + 6 Vox base, 10 Guild + 5 Vox campaign, and the Imperial Council
        QCOMPARE(c.courtCards.size(), 47);
        QCOMPARE(c.leaders.size(), 8);
        QCOMPARE(c.lore.size(), 14);
        QCOMPARE(c.fates.size(), 24);
        QCOMPARE(c.edicts.size(), 22);
        QCOMPARE(c.campaign.grandAmbitionPower.size(), 4);
        QCOMPARE(c.campaign.flagshipUpgrades.size(), 6);
        QCOMPARE(c.game.colours.size(), 4);
    }

    // --- Map (base §5) ---

    void planet_data() {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("buildingSlots");
        // base §5a: per cluster, the arrow, crescent and hex planet as resource letter + slots.
        const QString table = "1: W2 F1 M2 | 2: P1 W1 R2 | 3: M1 F1 W2 | "
                              "4: R2 F2 M1 | 5: W1 R1 P2 | 6: M1 F2 P1";
        const QStringList symbols{"arrow", "crescent", "hex"}; // clockwise within a cluster
        for (const QString &row : table.split(u'|')) {
            const QString cluster = row.section(u':', 0, 0).trimmed();
            const QStringList planets = row.section(u':', 1).split(u' ', Qt::SkipEmptyParts);
            for (qsizetype s = 0; s < planets.size(); ++s) {
                const QString system = cluster + u'-' + symbols.at(s);
                QTest::newRow(qPrintable(system))
                    << system << resourceName(planets[s][0]) << planets[s].mid(1).toInt();
            }
        }
    }

    void planet() {
        QFETCH(QString, system);
        QFETCH(QString, type);
        QFETCH(int, buildingSlots);
        const std::optional<SystemId> id = SystemId::parse(system);
        QVERIFY(id);
        const Planet *planet = catalog().map.planet(*id);
        QVERIFY2(planet, "no such planet on the map");
        QCOMPARE(planet->system.name(), system);
        QCOMPARE(nameOf(planet->symbol), nameOf(id->kind));
        QCOMPARE(nameOf(planet->type), type);
        QCOMPARE(planet->buildingSlots, buildingSlots);
    }

    void planetCountsAndBuildingSlots() {
        QMap<QString, int> planetsOfType;
        int planets = 0;
        int buildingSlots = 0;
        for (const Cluster &cluster : catalog().map.clusters) {
            for (const Planet &planet : cluster.planets) {
                ++planets;
                ++planetsOfType[nameOf(planet.type)];
                buildingSlots += planet.buildingSlots;
            }
        }
        QCOMPARE(planets, 18);
        QCOMPARE(planetsOfType.value("material"), 4);
        QCOMPARE(planetsOfType.value("fuel"), 4);
        QCOMPARE(planetsOfType.value("weapon"), 4);
        QCOMPARE(planetsOfType.value("relic"), 3);
        QCOMPARE(planetsOfType.value("psionic"), 3);
        // base §5a says 27, but its own table adds up to 26 (see docs/DATA-DECISIONS.md).
        QCOMPARE(buildingSlots, 26);
    }

    void gateRingAdjacencyAndPathMarkers() {
        const MapData &map = catalog().map;
        QCOMPARE(map.gateRing, (QList<int>{1, 2, 3, 4, 5, 6}));
        // base §5b: the gate touches all three planets; crescent touches arrow and hex.
        QCOMPARE(pairTexts(map.withinClusterAdjacency, [](SystemKind k) { return nameOf(k); }),
                 (QStringList{"arrow ~ crescent", "crescent ~ hex", "gate ~ arrow",
                              "gate ~ crescent", "gate ~ hex"}));
        QCOMPARE(pairTexts(map.betweenClusterAdjacency, [](SystemId s) { return s.name(); }),
                 (QStringList{"2-hex ~ 3-arrow", "5-hex ~ 6-arrow"}));
        QCOMPARE(map.shortPathMarkers, 2);
        QCOMPARE(map.longPathMarkers, 2);
    }

    // --- Setup cards (base §6) ---

    void setupCard_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("experienced");
        QTest::addColumn<QList<int>>("outOfPlay");
        QTest::addColumn<QStringList>("seats"); // per player: A B C [second C]
        const auto row = [](const char *name, int players, bool experienced,
                            const QList<int> &outOfPlay, const QStringList &seats) {
            QTest::newRow(name) << players << experienced << outOfPlay << seats;
        };
        row("2 Player Frontiers", 2, true, {1, 6},
            {"5-hex 4-hex 3-gate 3-hex", "3-arrow 5-arrow 5-gate 4-arrow"});
        row("2 Player Mix Up 1", 2, false, {2, 5},
            {"4-crescent 3-crescent 1-gate 6-arrow", "6-hex 3-hex 4-gate 1-crescent"});
        row("2 Player Homelands", 2, false, {1, 4},
            {"5-arrow 6-arrow 5-gate 5-hex", "3-hex 3-arrow 3-gate 2-arrow"});
        row("2 Player Mix Up 2", 2, false, {1, 4},
            {"5-crescent 2-arrow 3-gate 6-crescent", "2-crescent 6-arrow 5-gate 3-hex"});
        row("3 Player Mix Up", 3, false, {1, 4},
            {"3-hex 5-crescent 2-gate", "5-hex 2-arrow 3-gate", "2-hex 3-arrow 5-gate"});
        row("3 Player Frontiers", 3, false, {2, 3},
            {"1-hex 4-hex 6-gate", "5-hex 1-crescent 5-gate", "4-crescent 6-arrow 1-gate"});
        row("3 Player Homelands", 3, false, {5, 6},
            {"2-hex 3-crescent 3-gate", "1-hex 2-arrow 2-gate", "1-arrow 4-hex 4-gate"});
        row("3 Player Core Conflict", 3, true, {3, 6},
            {"1-hex 2-crescent 1-gate", "2-hex 1-crescent 2-gate", "1-arrow 2-arrow 4-gate"});
        row("4 Player Mix Up 1", 4, false, {3},
            {"4-arrow 6-hex 1-gate", "4-hex 5-hex 6-gate", "5-arrow 1-hex 4-gate",
             "6-arrow 1-arrow 5-gate"});
        row("4 Player Mix Up 2", 4, false, {4},
            {"5-hex 3-arrow 2-gate", "3-hex 5-crescent 1-gate", "2-hex 1-hex 3-gate",
             "1-arrow 2-arrow 5-gate"});
        row("4 Player Frontiers", 4, false, {5},
            {"1-hex 3-crescent 2-gate", "2-hex 6-hex 3-gate", "4-crescent 2-arrow 6-gate",
             "1-arrow 6-arrow 4-gate"});
        row("4 Player Mix Up 3", 4, false, {6},
            {"3-hex 5-crescent 1-gate", "1-arrow 3-arrow 2-gate", "1-hex 4-hex 3-gate",
             "4-arrow 2-crescent 5-gate"});
    }

    void setupCard() {
        QFETCH(int, players);
        QFETCH(bool, experienced);
        QFETCH(QList<int>, outOfPlay);
        QFETCH(QStringList, seats);
        const SetupCard *card = catalog().setupCard(QString::fromUtf8(QTest::currentDataTag()));
        QVERIFY2(card, "no setup card with this name");
        QCOMPARE(card->players, players);
        QCOMPARE(card->experienced, experienced);
        QCOMPARE(card->outOfPlay, outOfPlay);
        QStringList actualSeats;
        for (const SetupSeat &seat : card->seats)
            actualSeats << seatText(seat);
        QCOMPARE(actualSeats, seats);
    }

    void setupCardsNameInPlaySystemsOnly() {
        for (int players = 2; players <= 4; ++players)
            QCOMPARE(catalog().setupCardsFor(players).size(), 4);
        for (const SetupCard &card : catalog().setupCards) {
            for (const SetupSeat &seat : card.seats) {
                const QString where = card.name + QStringLiteral(", seat ") + seatText(seat);
                // base §6: A and B are planets; C is a gate, plus a planet with 2 players.
                QVERIFY2(!seat.a.isGate() && !seat.b.isGate(), qPrintable(where));
                QCOMPARE(seat.c.size(), card.players == 2 ? 2 : 1);
                QVERIFY2(seat.c.first().isGate(), qPrintable(where));
                if (card.players == 2)
                    QVERIFY2(!seat.c.last().isGate(), qPrintable(where));
                QList<SystemId> systems{seat.a, seat.b};
                systems += seat.c;
                for (const SystemId &system : systems)
                    QVERIFY2(!card.outOfPlay.contains(system.cluster),
                             qPrintable(where + QStringLiteral(": out of play")));
            }
        }
    }

    void standardPlacement() {
        // base §6: A 3 ships + city, B 3 ships + starport, C 2 ships.
        const StartingPlacement &placement = catalog().standardPlacement;
        QCOMPARE(placementText(placement.a), QStringLiteral("3C"));
        QCOMPARE(placementText(placement.b), QStringLiteral("3S"));
        QCOMPARE(placementText(placement.c), QStringLiteral("2"));
    }

    // --- Action cards and ambitions (base §1, §2) ---

    void actionCardPips_data() {
        QTest::addColumn<QString>("suit");
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("pips");
        // base §2: per number, the pips of Administration, Aggression, Construction, Mobilization.
        const QString table = "1: 4 3 4 4 | 2: 4 3 4 4 | 3: 3 2 3 3 | 4: 3 2 3 3 | "
                              "5: 3 2 2 2 | 6: 2 2 2 2 | 7: 1 1 1 1";
        const QStringList suits{"administration", "aggression", "construction", "mobilization"};
        for (const QString &row : table.split(u'|')) {
            const int number = row.section(u':', 0, 0).trimmed().toInt();
            const QStringList pips = row.section(u':', 1).split(u' ', Qt::SkipEmptyParts);
            for (qsizetype s = 0; s < pips.size(); ++s)
                QTest::addRow("%s %d", qPrintable(suits.at(s)), number)
                    << suits.at(s) << number << pips[s].toInt();
        }
    }

    void actionCardPips() {
        QFETCH(QString, suit);
        QFETCH(int, number);
        QFETCH(int, pips);
        const std::optional<Suit> suitId = fromName<Suit>(suit);
        QVERIFY(suitId);
        const ActionCard *card = catalog().actionCard(*suitId, number);
        QVERIFY2(card, "no action card with this suit and number");
        QCOMPARE(card->pips, pips);
    }

    void suitActionsAndFourPlayerOnlyNumbers() {
        const QList<SuitActions> &suits = catalog().suits;
        QCOMPARE(suits.size(), 4);
        QCOMPARE(nameOf(suits[0].suit), QStringLiteral("administration"));
        QCOMPARE(names(suits[0].actions), (QStringList{"tax", "repair", "influence"}));
        QCOMPARE(nameOf(suits[1].suit), QStringLiteral("aggression"));
        QCOMPARE(names(suits[1].actions), (QStringList{"battle", "move", "secure"}));
        QCOMPARE(nameOf(suits[2].suit), QStringLiteral("construction"));
        QCOMPARE(names(suits[2].actions), (QStringList{"build", "repair"}));
        QCOMPARE(nameOf(suits[3].suit), QStringLiteral("mobilization"));
        QCOMPARE(names(suits[3].actions), (QStringList{"move", "influence"}));
        // base §2: the 1s and 7s are removed with 2-3 players.
        QCOMPARE(catalog().fourPlayerOnlyNumbers, (QList<int>{1, 7}));
    }

    void ambitions() {
        // base §1b: the card number that declares each ambition, and what it counts.
        const struct {
            const char *ambition;
            int cardNumber;
            QStringList counts;
        } expected[] = {
            {"tycoon", 2, {"material", "fuel"}}, {"tyrant", 3, {"captives"}},
            {"warlord", 4, {"trophies"}},        {"keeper", 5, {"relic"}},
            {"empath", 6, {"psionic"}},
        };
        const QList<AmbitionInfo> &ambitions = catalog().ambitions;
        QCOMPARE(ambitions.size(), qsizetype(std::size(expected)));
        for (qsizetype i = 0; i < ambitions.size(); ++i) {
            QCOMPARE(nameOf(ambitions[i].ambition), QString::fromLatin1(expected[i].ambition));
            QCOMPARE(ambitions[i].cardNumber, expected[i].cardNumber);
            QCOMPARE(ambitions[i].counts, expected[i].counts);
        }
        QCOMPARE(catalog().anyAmbitionCardNumber, 7);
        QCOMPARE(catalog().noAmbitionCardNumber, 1);
    }

    void ambitionMarkers() {
        // base §1a: first / second place on the blue side, then on the flipped side.
        const struct {
            const char *id;
            int front1st, front2nd, flipped1st, flipped2nd;
        } expected[] = {{"A", 5, 3, 9, 4}, {"B", 3, 2, 6, 3}, {"C", 2, 0, 4, 2}};
        const QList<AmbitionMarker> &markers = catalog().ambitionMarkers;
        QCOMPARE(markers.size(), qsizetype(std::size(expected)));
        for (qsizetype i = 0; i < markers.size(); ++i) {
            QCOMPARE(markers[i].id, QString::fromLatin1(expected[i].id));
            QCOMPARE(markers[i].front.first, expected[i].front1st);
            QCOMPARE(markers[i].front.second, expected[i].front2nd);
            QCOMPARE(markers[i].flipped.first, expected[i].flipped1st);
            QCOMPARE(markers[i].flipped.second, expected[i].flipped2nd);
        }
    }

    // --- Dice (base §3, campaign §3) ---

    void battleDieFace_data() {
        QTest::addColumn<QString>("die");
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("symbols");
        // base §3, faces 1-6 in the order of the aid booklet.
        const std::pair<QString, QString> dice[] = {{"assault", "HH HHS IH HS HS -"},
                                                    {"skirmish", "H H H - - -"},
                                                    {"raid", "IKK KS KB BS BS I"}};
        for (const auto &[die, faces] : dice) {
            const QStringList symbols = faces.split(u' ');
            for (qsizetype f = 0; f < symbols.size(); ++f)
                QTest::addRow("%s face %d", qPrintable(die), int(f + 1))
                    << die << int(f + 1) << symbols[f];
        }
    }

    void battleDieFace() {
        QFETCH(QString, die);
        QFETCH(int, face);
        QFETCH(QString, symbols);
        const std::optional<BattleDie> dieId = fromName<BattleDie>(die);
        QVERIFY(dieId);
        const DieFace &actual = catalog().dice.battle(*dieId).faces.at(std::size_t(face - 1));
        const DieFace expected = dieFace(symbols);
        QCOMPARE(actual.hits, expected.hits);
        QCOMPARE(actual.selfHits, expected.selfHits);
        QCOMPARE(actual.intercept, expected.intercept);
        QCOMPARE(actual.buildingHits, expected.buildingHits);
        QCOMPARE(actual.keys, expected.keys);
    }

    void battleDieTotals_data() {
        QTest::addColumn<QList<int>>("totals"); // hits, self-hits, intercepts, building hits, keys
        // base §3, "Totals over the six faces".
        QTest::newRow("assault") << QList<int>{7, 3, 1, 0, 0};
        QTest::newRow("skirmish") << QList<int>{3, 0, 0, 0, 0};
        QTest::newRow("raid") << QList<int>{0, 3, 2, 3, 4};
    }

    void battleDieTotals() {
        QFETCH(QList<int>, totals);
        const auto dieId = fromName<BattleDie>(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(dieId);
        DieFace sum;
        for (const DieFace &face : catalog().dice.battle(*dieId).faces) {
            sum.hits += face.hits;
            sum.selfHits += face.selfHits;
            sum.intercept += face.intercept;
            sum.buildingHits += face.buildingHits;
            sum.keys += face.keys;
        }
        QCOMPARE((QList<int>{sum.hits, sum.selfHits, sum.intercept, sum.buildingHits, sum.keys}),
                 totals);
    }

    void eventAndNumberDice() {
        const DiceData &dice = catalog().dice;
        QCOMPARE(dice.maxDicePerType, 6); // base §3
        QStringList eventFaces;
        for (const EventDieFace &face : dice.eventDie)
            eventFaces << nameOf(face.icon) + u' ' + nameOf(face.symbol);
        // campaign §3a: 3 Crisis + 3 Edict, each symbol once with each.
        QCOMPARE(eventFaces, (QStringList{"crisis arrow", "crisis crescent", "crisis hex",
                                          "edict arrow", "edict crescent", "edict hex"}));
        QCOMPARE(ints(dice.numberDie), (QList<int>{1, 2, 3, 4, 5, 6})); // campaign §3b
    }

    // --- Player board (base §4) ---

    void playerBoard() {
        const PlayerBoardData &board = catalog().playerBoard;
        QList<int> raidCosts;
        QList<int> openedByCitySlot;
        for (const ResourceSlotInfo &slot : board.resourceSlots) {
            raidCosts << slot.raidCost;
            openedByCitySlot << slot.openedByCitySlot;
        }
        QCOMPARE(raidCosts, (QList<int>{3, 1, 1, 2, 1, 3}));
        QCOMPARE(openedByCitySlot, (QList<int>{0, 0, 1, 2, 3, 3})); // 0: printed, always open
        QCOMPARE(board.citySlotBonusPower, (QList<int>{0, 0, 0, 2, 3}));
        // Supply per player: taken from SEED's setup step (see docs/DATA-DECISIONS.md).
        QCOMPARE(board.supply.ships, 15);
        QCOMPARE(board.supply.cities, 5);
        QCOMPARE(board.supply.starports, 5);
        QCOMPARE(board.supply.agents, 10);
    }

    // --- Court, Leaders, Lore (base §7, campaign §6a) ---

    void courtCard_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("guild"); // suit letter + raid cost; "vox": neither
        const struct {
            const char *id, *name, *guild;
        } cards[] = {
            {"BC01", "Loyal Engineers", "M3"},    {"BC02", "Mining Interest", "M2"},
            {"BC03", "Material Cartel", "M2"},    {"BC04", "Admin Union", "M2"},
            {"BC05", "Construction Union", "M2"}, {"BC06", "Fuel Cartel", "F2"},
            {"BC07", "Loyal Pilots", "F3"},       {"BC08", "Gatekeepers", "F2"},
            {"BC09", "Shipping Interest", "F2"},  {"BC10", "Spacing Union", "F2"},
            {"BC11", "Arms Union", "W2"},         {"BC12", "Prison Wardens", "W2"},
            {"BC13", "Skirmishers", "W2"},        {"BC14", "Court Enforcers", "W2"},
            {"BC15", "Loyal Marines", "W3"},      {"BC16", "Lattice Spies", "P2"},
            {"BC17", "Farseers", "P2"},           {"BC18", "Secret Order", "P2"},
            {"BC19", "Loyal Empaths", "P3"},      {"BC20", "Silver-Tongues", "P2"},
            {"BC21", "Loyal Keepers", "R3"},      {"BC22", "Sworn Guardians", "R1"},
            {"BC23", "Elder Broker", "R2"},       {"BC24", "Relic Fence", "R2"},
            {"BC25", "Galactic Bards", "R1"},     {"BC26", "Mass Uprising", "vox"},
            {"BC27", "Populist Demands", "vox"},  {"BC28", "Outrage Spreads", "vox"},
            {"BC29", "Song of Freedom", "vox"},   {"BC30", "Guild Struggle", "vox"},
            {"BC31", "Call to Action", "vox"},    {"CC01", "Mining Interest", "M2"},
            {"CC02", "Construction Union", "M2"}, {"CC03", "Gatekeepers", "F2"},
            {"CC04", "Shipping Interest", "F2"},  {"CC05", "Skirmishers", "W2"},
            {"CC06", "Arms Union", "W2"},         {"CC07", "Lattice Spies", "P2"},
            {"CC08", "Silver-Tongues", "P2"},     {"CC09", "Sworn Guardians", "R1"},
            {"CC10", "Elder Broker", "R2"},       {"CC11", "Populist Demands", "vox"},
            {"CC12", "Council Intrigue", "vox"},  {"CC13", "Diplomatic Fiasco", "vox"},
            {"CC14", "Song of Freedom", "vox"},   {"CC15", "Blight Looms", "vox"},
        };
        for (const auto &card : cards)
            QTest::newRow(card.id)
                << QString::fromUtf8(card.name) << QString::fromLatin1(card.guild);
    }

    void courtCard() {
        QFETCH(QString, name);
        QFETCH(QString, guild);
        const QString id = QString::fromLatin1(QTest::currentDataTag());
        const CourtCard *card = catalog().courtCard(id);
        QVERIFY2(card, "no Court card with this id");
        QCOMPARE(card->name, name);
        // The printed prefix names the deck: BC base, CC campaign.
        const QString deck = id.startsWith(QLatin1String("CC")) ? "campaign" : "base";
        QCOMPARE(nameOf(card->deck), deck);
        const bool isGuild = guild != QLatin1String("vox");
        QCOMPARE(nameOf(card->kind), isGuild ? QStringLiteral("guild") : QStringLiteral("vox"));
        QCOMPARE(card->suit.has_value(), isGuild);
        QCOMPARE(card->raidCost.has_value(), isGuild);
        if (isGuild) {
            QCOMPARE(nameOf(*card->suit), resourceName(guild[0]));
            QCOMPARE(*card->raidCost, guild.mid(1).toInt());
        }
        // FAQ rulings: Secret Order and Galactic Bards let a declaration skip the zero marker.
        QCOMPARE(card->skipsZeroMarker, id == QLatin1String("BC18") || id == QLatin1String("BC25"));
    }

    void imperialCouncil() {
        // campaign §5a: card 01, the leftmost Court card of every Act.
        const CourtCard *council = catalog().courtCard(QStringLiteral("DC01"));
        QVERIFY(council);
        QCOMPARE(council->name, QStringLiteral("Imperial Council"));
        QCOMPARE(council->deck, CourtDeck::Campaign);
        QCOMPARE(council->kind, CourtCardKind::Council);
        QVERIFY(!council->suit && !council->raidCost);
    }

    void leader_data() {
        QTest::addColumn<QStringList>("setup");  // A, B, C as ships + C city / S starport
        QTest::addColumn<QString>("resources");  // slot 1, slot 2
        QTest::addColumn<QStringList>("traits"); // name, ambition, effect
        const QStringList standard{"3C", "3S", "2"};
        // base §7c.
        QTest::newRow("Elder") << standard << "R M"
                               << QStringList{"Just tyrant firstScoresSecondValue"};
        QTest::newRow("Mystic") << standard << "P R" << QStringList{};
        QTest::newRow("Fuel-Drinker")
            << standard << "F F" << QStringList{"Lavish tycoon discardFuelAfterScoring"};
        QTest::newRow("Upstart") << QStringList{"4C", "3S", "2"} << "P M" << QStringList{};
        QTest::newRow("Rebel") << QStringList{"4S", "4", "2"} << "M W" << QStringList{};
        QTest::newRow("Warrior") << standard << "W M"
                                 << QStringList{"Violent empath firstScoresSecondValue"};
        QTest::newRow("Feastbringer") << QStringList{"3C", "3C", "3"} << "R M" << QStringList{};
        QTest::newRow("Demagogue") << standard << "P W" << QStringList{};
    }

    void leader() {
        QFETCH(QStringList, setup);
        QFETCH(QString, resources);
        QFETCH(QStringList, traits);
        const Leader *leader = catalog().leader(QString::fromUtf8(QTest::currentDataTag()));
        QVERIFY2(leader, "no leader with this name");
        QCOMPARE(placementText(leader->setup.a), setup.at(0));
        QCOMPARE(placementText(leader->setup.b), setup.at(1));
        QCOMPARE(placementText(leader->setup.c), setup.at(2));
        const QStringList letters = resources.split(u' ');
        QCOMPARE(letters.size(), 2);
        QCOMPARE(nameOf(leader->resources[0]), resourceName(letters[0][0]));
        QCOMPARE(nameOf(leader->resources[1]), resourceName(letters[1][0]));
        QStringList actualTraits;
        for (const LeaderTrait &trait : leader->traits)
            actualTraits << trait.name + u' ' + nameOf(trait.ambition) + u' ' +
                                nameOf(trait.effect);
        QCOMPARE(actualTraits, traits);
    }

    void lore() {
        // base §7d, in card-number order.
        const QStringList expected{"Tool-Priests",      "Galactic Rifles", "Sprinter Drives",
                                   "Mirror Plating",    "Hidden Harbors",  "Signal Breaker",
                                   "Repair Drones",     "Gate Ports",      "Cloud Cities",
                                   "Living Structures", "Gate Stations",   "Railgun Arrays",
                                   "Ancient Holdings",  "Seeker Torpedoes"};
        const QList<LoreCard> &lore = catalog().lore;
        QCOMPARE(lore.size(), expected.size());
        for (qsizetype i = 0; i < lore.size(); ++i) {
            QCOMPARE(lore[i].number, int(i + 1));
            QCOMPARE(lore[i].name, expected[i]);
            // Only Ancient Holdings adds a resource slot, raided with 4 keys.
            const bool addsSlot = lore[i].name == QLatin1String("Ancient Holdings");
            QCOMPARE(lore[i].extraResourceSlotRaidCost.has_value(), addsSlot);
            if (addsSlot)
                QCOMPARE(*lore[i].extraResourceSlotRaidCost, 4);
        }
    }

    // --- Campaign (campaign §1, §2, §4, §5, §6) ---

    void fate_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("letter");
        QTest::addColumn<int>("complexity");
        QTest::addColumn<bool>("flagship");
        // Per objective: act, card, kind (objective / grand / final), start for 2/3/4 players.
        QTest::addColumn<QString>("objectives");
        const auto row = [](int number, const char *name, const char *letter, int complexity,
                            bool flagship, const char *objectives) {
            QTest::addRow("%d %s", number, name)
                << number << QString::fromUtf8(name) << QString::fromLatin1(letter) << complexity
                << flagship << QString::fromLatin1(objectives);
        };
        // campaign §1a (number to flagship) and §1b (objective cards and starting spaces).
        row(1, "Steward", "A", 2, false,
            "1 F1-01 objective 20/17/14 | 2 F1-12 objective 22/22/22 | 3 F1-22 grand");
        row(2, "Founder", "A", 2, false,
            "1 F2-01 objective 18/16/14 | 2 F2-12 objective 12/14/16 | 3 F2-25 grand");
        row(3, "Magnate", "A", 1, false,
            "1 F3-01 objective 10/10/10 | 2 F3-12 objective 12/12/12 | 3 F3-25 grand");
        row(4, "Advocate", "A", 1, false,
            "1 F4-01 objective 18/18/18 | 2 F4-12 objective 12/12/12 | 3 F4-23 grand");
        row(5, "Caretaker", "A", 3, false,
            "1 F5-01 objective 18/18/18 | 2 F5-12 objective 7/8/9 | 3 F5-20 grand");
        row(6, "Partisan", "A", 1, false,
            "1 F6-01 objective 12/11/10 | 2 F6-15 objective 18/14/12 | 3 F6-24 grand");
        row(7, "Admiral", "A", 1, false,
            "1 F7-01 objective 13/13/13 | 2 F7-12 objective 30/30/30 | 3 F7-19 grand");
        row(8, "Believer", "A", 3, false,
            "1 F8-01 objective 10/9/8 | 2 F8-20 objective 20/18/16 | 3 F8-29 grand");
        row(9, "Pathfinder", "B", 2, true, "2 F9-01 objective 8/8/8 | 3 F9-07 grand");
        row(10, "Hegemon", "B", 2, true, "2 F10-01 objective 14/14/14 | 3 F10-11 grand");
        row(11, "Planet Breaker", "B", 3, true, "2 F11-01 objective 12/12/12 | 3 F11-12 grand");
        row(12, "Pirate", "B", 1, true, "2 F12-01 objective 24/21/18 | 3 F12-08 grand");
        row(13, "Blight Speaker", "B", 1, false, "2 F13-01 objective 18/16/14 | 3 F13-12 grand");
        row(14, "Pacifist", "B", 2, false, "2 F14-01 objective 16/14/12 | 3 F14-08 grand");
        row(15, "Peacekeeper", "B", 2, false, "2 F15-01 objective 18/16/14 | 3 F15-07 grand");
        row(16, "Warden", "B", 3, false, "2 F16-01 objective 22/22/22 | 3 F16-17 grand");
        row(17, "Overlord", "C", 1, false, "3 F17-01 final 20/20/20");
        row(18, "Survivalist", "C", 2, false, "3 F18-01 final 22/18/14");
        row(19, "Redeemer", "C", 1, false, "3 F19-01 final 16/14/12");
        row(20, "Guardian", "C", 1, false, "3 F20-01 final 20/18/16"); // the card, not HRF's 15
        row(21, "Naturalist", "C", 2, false, "3 F21-01 final 18/16/14");
        row(22, "Gate Wraith", "C", 3, false, "3 F22-01 final 24/21/18");
        row(23, "Conspirator", "C", 2, false, "3 F23-01 final 12/9/6");
        row(24, "Judge", "C", 3, false, "3 F24-01 final 6/6/6");
    }

    void fate() {
        QFETCH(int, number);
        QFETCH(QString, name);
        QFETCH(QString, letter);
        QFETCH(int, complexity);
        QFETCH(bool, flagship);
        QFETCH(QString, objectives);
        QVERIFY(number <= catalog().fates.size());
        const Fate &fate = catalog().fates.at(number - 1);
        QCOMPARE(fate.number, number);
        QCOMPARE(fate.name, name);
        QCOMPARE(nameOf(fate.letter), letter);
        QCOMPARE(fate.complexity, complexity);
        QCOMPARE(fate.flagship, flagship);
        const QStringList expected = objectives.split(QStringLiteral(" | "));
        QCOMPARE(fate.objectives.size(), expected.size());
        const QMap<QString, QString> kinds{
            {"objective", "objective"}, {"grand", "grandAmbitions"}, {"final", "finalObjective"}};
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QStringList fields = expected[i].split(u' ');
            const FateObjective &objective = fate.objectives[i];
            QCOMPARE(objective.act, fields[0].toInt());
            QCOMPARE(objective.card, fields[1]);
            QCOMPARE(nameOf(objective.kind), kinds.value(fields[2]));
            QCOMPARE(startText(objective.start), fields.value(3, QStringLiteral("none")));
        }
    }

    void edict_data() {
        QTest::addColumn<int>("row"); // position in the catalog: equal order numbers keep theirs
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QStringList>("policies");
        QTest::addColumn<QString>("fate"); // empty: the base campaign
        QTest::addColumn<bool>("twoPlayerOnly");
        int nextRow = 0;
        const auto row = [&nextRow](int order, const char *name, const char *cards,
                                    const char *policies, const char *fate,
                                    bool twoPlayerOnly = false) {
            QTest::addRow("%02d %s", order, name)
                << nextRow++ << order << QString::fromUtf8(name)
                << QString::fromLatin1(cards).split(u' ', Qt::SkipEmptyParts)
                << QString::fromLatin1(policies).split(u' ', Qt::SkipEmptyParts)
                << QString::fromUtf8(fate) << twoPlayerOnly;
        };
        // campaign §4a, in the data's row order; policies per card from §4a-b.
        row(0, "Guild Envoys Depart", "02", "", "", true);
        row(2, "Imperial Quorum", "F1-13", "", "Steward");
        row(3, "Govern the Imperial Reach", "03 04 05", "war peace escalation", "");
        row(3, "Govern with Authority", "F1-24 F1-25 F1-26", "war escalation peace", "Steward");
        row(5, "Imperial Sponsor", "F1-23", "", "Steward");
        row(10, "Golems Sate Their Appetite", "F5-21", "", "Caretaker");
        row(15, "Judge Sets Agenda", "F24-05", "", "Judge");
        row(20, "Gain Monopolies", "F3-18", "", "Magnate");
        row(25, "Call for Armistice", "F2-15", "", "Founder");
        row(25, "Mass Call for Armistice", "F2-26", "", "Founder");
        row(34, "Empire Balks at Peace", "F15-09", "", "Peacekeeper");
        row(35, "Peace Dividends", "F15-10", "", "Peacekeeper");
        row(45, "Advocate's Demand", "F4-13", "", "Advocate");
        row(55, "Use Imperial Foundries", "F7-03", "", "Admiral");
        row(60, "Rebuke of the Empaths", "F14-12", "", "Pacifist");
        row(65, "Reach Rejects Overlord", "F17-03", "", "Overlord");
        row(70, "Rebuke of the Keepers", "F19-03", "", "Redeemer");
        row(75, "Guilds Decry Terror", "F6-19", "", "Partisan");
        row(80, "Lords Gain Power", "F16-19", "", "Warden");
        row(85, "Captive Release", "F18-05", "", "Survivalist");
        row(90, "Set Doctrine", "F8-21", "", "Believer");
        row(90, "Set Lay Doctrine", "F8-27", "", "Believer");
    }

    void edict() {
        QFETCH(int, row);
        QFETCH(int, order);
        QFETCH(QString, name);
        QFETCH(QStringList, cards);
        QFETCH(QStringList, policies);
        QFETCH(QString, fate);
        QFETCH(bool, twoPlayerOnly);
        QVERIFY(row < catalog().edicts.size());
        const Edict &edict = catalog().edicts.at(row);
        QCOMPARE(edict.order, order);
        QCOMPARE(edict.name, name);
        QCOMPARE(edict.cards, cards);
        QCOMPARE(names(edict.policies), policies);
        QCOMPARE(edict.fate, fate);
        QCOMPARE(edict.twoPlayerOnly, twoPlayerOnly);
    }

    void campaign() {
        const CampaignData &campaign = catalog().campaign;
        QCOMPARE(ints(campaign.actChapters), (QList<int>{3, 3, 4})); // campaign §2
        // campaign §2: Act III chapter, Power for one / both grand ambitions.
        const int grandAmbitionPower[][3] = {{1, 2, 4}, {2, 3, 8}, {3, 4, 14}, {4, 5, 20}};
        QCOMPARE(campaign.grandAmbitionPower.size(), qsizetype(std::size(grandAmbitionPower)));
        for (qsizetype i = 0; i < campaign.grandAmbitionPower.size(); ++i) {
            QCOMPARE(campaign.grandAmbitionPower[i].chapter, grandAmbitionPower[i][0]);
            QCOMPARE(campaign.grandAmbitionPower[i].one, grandAmbitionPower[i][1]);
            QCOMPARE(campaign.grandAmbitionPower[i].both, grandAmbitionPower[i][2]);
        }
        // campaign §2: none in Act I, the lowest in Act II, the two lowest in Act III.
        QCOMPARE(ints(campaign.markersFlippedAtActStart), (QList<int>{0, 1, 2}));

        // campaign §6c, left to right: upgrade, where it is built, where its armor is built.
        const struct {
            const char *name, *upgradePlanet, *armorPlanet;
        } upgrades[] = {
            {"Slipstream Drive", "fuel", "relic"},    {"Tractor Beam", "relic", "weapon"},
            {"Control Array", "psionic", "material"}, {"Defense Array", "weapon", "psionic"},
            {"Ship Crane", "material", "fuel"},       {"Hull", "any", "any"}};
        QCOMPARE(campaign.flagshipUpgrades.size(), qsizetype(std::size(upgrades)));
        for (qsizetype i = 0; i < campaign.flagshipUpgrades.size(); ++i) {
            const FlagshipUpgrade &upgrade = campaign.flagshipUpgrades[i];
            QCOMPARE(upgrade.position, int(i + 1));
            QCOMPARE(upgrade.name, QString::fromLatin1(upgrades[i].name));
            QCOMPARE(planetOrAny(upgrade.upgradePlanet),
                     QString::fromLatin1(upgrades[i].upgradePlanet));
            QCOMPARE(planetOrAny(upgrade.armorPlanet),
                     QString::fromLatin1(upgrades[i].armorPlanet));
        }
        QVERIFY(!campaign.flagshipUpgrades.last().upgradePlanet.has_value()); // Hull: any planet

        QCOMPARE(ints(campaign.eventCards.values), (QList<int>{2, 2, 3})); // campaign §5b
        // campaign §5a-b: 24 tokens; fresh 3 hits, damaged 1; Tough: 2 hits per step.
        QCOMPARE(campaign.blight.tokens, 24);
        QCOMPARE(campaign.blight.freshHits, 3);
        QCOMPARE(campaign.blight.damagedHits, 1);
        QCOMPARE(campaign.blight.hitsToDamage, 2);
        QCOMPARE(campaign.imperialShips, 15); // campaign §5a
        QCOMPARE(campaign.freeCities, 28);
        QCOMPARE(campaign.freeStarports, 14);
    }

    void gameRules() {
        const GameRules &game = catalog().game;
        QCOMPARE(game.minPlayers, 2);
        QCOMPARE(game.maxPlayers, 4);
        QCOMPARE(names(game.colours), (QStringList{"red", "blue", "yellow", "white"}));
        QCOMPARE(game.handSize, 6);                                       // base §8
        QCOMPARE(ints(game.courtRow.values), (QList<int>{3, 4, 4}));      // base §6
        QCOMPARE(ints(game.powerToWin.values), (QList<int>{33, 30, 27})); // base §8
        QCOMPARE(game.lastChapter, 5);
        QCOMPARE(game.resourceTokensPerType, 5); // RB p.3: 25 tokens, 5 of each type
        QCOMPARE(game.eliminationShips, 3);      // RB "Elimination & Concession"
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
