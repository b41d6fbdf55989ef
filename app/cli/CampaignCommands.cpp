// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"
#include "data/Catalog.h"
#include "entries/JsonValues.h"
#include "rules/BlightCrisis.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignEnd.h"
#include "rules/CampaignSetup.h"
#include "rules/Intermission.h"
#include "state/GameSetup.h"

#include <QJsonArray>

// arcs-cli campaign-setup, act-setup, intermission and campaign-end: the campaign's table
// rules on JSON (docs/CLI.md).
namespace cli {

namespace {

using arcs::FreshDamaged;
using arcs::SystemId;
using arcs::wholeNumber;

// Reads `key` of `json` as a whole number of at least `least`; on failure sets *error.
std::optional<int> count(const QJsonObject &json, const QString &key, const QString &where,
                         QString *error, int least = 0) {
    if (!json.contains(key))
        return 0;
    const auto value = wholeNumber(json.value(key));
    if (!value || *value < least)
        *error = QStringLiteral("%1.%2 must be a whole number of at least %3")
                     .arg(where, key)
                     .arg(least);
    return value && *value >= least ? value : std::nullopt;
}

bool onlyKeys(const QJsonObject &json, const QStringList &allowed, const QString &where,
              QString *error) {
    for (const QString &key : json.keys()) {
        if (!allowed.contains(key)) {
            *error = QStringLiteral("%1 has no field \"%2\": use %3")
                         .arg(where, key, allowed.join(QStringLiteral(", ")));
            return false;
        }
    }
    return true;
}

std::optional<FreshDamaged> freshDamaged(const QJsonValue &value, const QString &where,
                                         QString *error) {
    if (value.isUndefined())
        return FreshDamaged{};
    const QJsonObject json = value.toObject();
    if (!value.isObject() ||
        !onlyKeys(json, {QStringLiteral("fresh"), QStringLiteral("damaged")}, where, error)) {
        if (error->isEmpty())
            *error = QStringLiteral("%1 must be {\"fresh\": N, \"damaged\": N}").arg(where);
        return std::nullopt;
    }
    const auto fresh = count(json, QStringLiteral("fresh"), where, error);
    const auto damaged = fresh ? count(json, QStringLiteral("damaged"), where, error) : fresh;
    if (!damaged)
        return std::nullopt;
    return FreshDamaged{*fresh, *damaged};
}

// Each player's pieces, as the per-seat lists name them.
constexpr std::array<std::pair<arcs::Piece, const char *>, 3> playerPieces{
    {{arcs::Piece::Ship, "ships"},
     {arcs::Piece::City, "cities"},
     {arcs::Piece::Starport, "starports"}}};

QJsonObject toJson(const FreshDamaged &pieces) {
    return {{QStringLiteral("fresh"), pieces.fresh}, {QStringLiteral("damaged"), pieces.damaged}};
}

std::optional<SystemId> systemNamed(const QString &name, QString *error) {
    const auto system = SystemId::parse(name);
    if (!system)
        *error = QStringLiteral("unknown system \"%1\": systems are named like \"1-gate\" or "
                                "\"4-crescent\"")
                     .arg(name);
    return system;
}

std::optional<arcs::PlanetSymbol> symbolNamed(const QString &name, QString *error) {
    const auto symbol = arcs::fromName<arcs::PlanetSymbol>(name);
    if (!symbol)
        *error = QStringLiteral("unknown event-die symbol \"%1\": use %2")
                     .arg(name, arcs::allNames<arcs::PlanetSymbol>().join(QStringLiteral(", ")));
    return symbol;
}

// The intermission's systems: {"1-gate": {"blight": {...}, "imperial": {...}, "ships": [...],
// "cities": [...], "starports": [...], "freeCities": {...}, "freeStarports": {...}}}.
bool readSystems(const QJsonObject &json, int players, const arcs::Catalog &catalog,
                 arcs::Board *board, QString *error) {
    static const QStringList fields{QStringLiteral("blight"),       QStringLiteral("imperial"),
                                    QStringLiteral("ships"),        QStringLiteral("cities"),
                                    QStringLiteral("starports"),    QStringLiteral("freeCities"),
                                    QStringLiteral("freeStarports")};
    for (auto it = json.begin(); it != json.end(); ++it) {
        const auto system = systemNamed(it.key(), error);
        if (!system)
            return false;
        const QString where = QStringLiteral("systems.%1").arg(it.key());
        const QJsonObject here = it.value().toObject();
        if (!onlyKeys(here, fields, where, error))
            return false;
        arcs::SystemState &state = board->at(*system);
        const std::array<std::pair<const char *, FreshDamaged *>, 4> campaign{
            {{"blight", &state.blight},
             {"imperial", &state.imperialShips},
             {"freeCities", &state.freeCities},
             {"freeStarports", &state.freeStarports}}};
        for (const auto &[field, pieces] : campaign) {
            const QString key = QString::fromLatin1(field);
            const auto read = freshDamaged(here.value(key), where + u'.' + key, error);
            if (!read)
                return false;
            *pieces = *read;
        }
        for (const auto &[piece, name] : playerPieces) {
            const QString key = QString::fromLatin1(name);
            const QJsonArray bySeat = here.value(key).toArray();
            if (bySeat.size() > players) {
                *error = QStringLiteral("%1.%2 lists %3 players; there are %4")
                             .arg(where, key)
                             .arg(bySeat.size())
                             .arg(players);
                return false;
            }
            for (int seat = 0; seat < bySeat.size(); ++seat) {
                const auto read = freshDamaged(
                    bySeat[seat], QStringLiteral("%1.%2[%3]").arg(where, key).arg(seat), error);
                if (!read)
                    return false;
                state.players[seat].of(piece) = *read;
            }
        }
        const arcs::Planet *planet = catalog.map.planet(*system);
        const int room = planet ? planet->buildingSlots : 0;
        if (state.buildings() > room) {
            *error =
                planet
                    ? QStringLiteral("%1 holds %2 buildings; the planet has %3 slots")
                          .arg(where)
                          .arg(state.buildings())
                          .arg(room)
                    : QStringLiteral("%1 holds buildings; a gate has no building slots").arg(where);
            return false;
        }
    }
    return true;
}

QJsonObject systemToJson(const arcs::SystemState &state) {
    QJsonObject out{{QStringLiteral("blight"), toJson(state.blight)},
                    {QStringLiteral("imperial"), toJson(state.imperialShips)},
                    {QStringLiteral("freeCities"), toJson(state.freeCities)},
                    {QStringLiteral("freeStarports"), toJson(state.freeStarports)}};
    for (const auto &[piece, name] : playerPieces) {
        QJsonArray bySeat;
        for (const arcs::PiecesHere &pieces : state.players)
            bySeat.append(toJson(pieces.of(piece)));
        out.insert(QString::fromLatin1(name), bySeat);
    }
    return out;
}

// The command's one FILE argument, read as an object with only these fields.
std::optional<QJsonObject> readInput(const QString &command, const QStringList &args,
                                     const QStringList &fields, QString *error) {
    const auto json = readInputArgument(command, args, error);
    if (!json || !onlyKeys(*json, fields, QStringLiteral("the input"), error))
        return std::nullopt;
    return json;
}

} // namespace

int campaignSetupCommand(const QStringList &args) {
    std::optional<int> players, number;
    std::optional<arcs::PlanetSymbol> event;
    QString error;
    for (qsizetype i = 0; i < args.size(); i += 2) {
        if (i + 1 >= args.size())
            return fail(QStringLiteral("%1 needs a value").arg(args[i]));
        const QString &value = args[i + 1];
        bool whole = false;
        if (args[i] == QLatin1String("--players")) {
            players = value.toInt(&whole);
            if (!whole || *players < 2 || *players > 4)
                return fail(QStringLiteral("--players must be 2, 3 or 4, not \"%1\"").arg(value));
        } else if (args[i] == QLatin1String("--number")) {
            number = value.toInt(&whole);
            if (!whole || *number < 1 || *number > 6)
                return fail(
                    QStringLiteral("--number is the number die: 1 to 6, not \"%1\"").arg(value));
        } else if (args[i] == QLatin1String("--event")) {
            event = symbolNamed(value, &error);
            if (!event)
                return fail(error);
        } else {
            return fail(QStringLiteral("unknown option \"%1\": use --players N --number D "
                                       "--event arrow|crescent|hex")
                            .arg(args[i]));
        }
    }
    if (!players || !number || !event)
        return fail(QStringLiteral("give --players N --number D --event SYMBOL, e.g. "
                                   "--players 3 --number 4 --event crescent"));
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const arcs::ActOneReach reach = arcs::actOneReach(*players, *number, *event, catalog);
    QJsonArray systems;
    for (auto it = reach.systems.begin(); it != reach.systems.end(); ++it)
        systems.append(QJsonObject{{QStringLiteral("system"), it.key().name()},
                                   {QStringLiteral("imperialShips"), it->imperialShips.total()},
                                   {QStringLiteral("freeCities"), it->freeCities.total()},
                                   {QStringLiteral("blight"), it->blight.damaged}});
    QJsonObject out{{QStringLiteral("imperialClusters"),
                     QJsonArray{reach.imperialClusters[0], reach.imperialClusters[1]}},
                    {QStringLiteral("systems"), systems}};
    if (*players == 2) {
        const QMap<arcs::Ambition, int> totals = arcs::dummyTotals(reach.ambitionResources);
        QJsonObject resources;
        for (const arcs::Ambition ambition : {arcs::Ambition::Tycoon, arcs::Ambition::Warlord,
                                              arcs::Ambition::Keeper, arcs::Ambition::Empath})
            resources.insert(arcs::nameOf(ambition), totals.value(ambition, 0));
        out.insert(QStringLiteral("ambitionResources"), resources);
    }
    printJson(out);
    return 0;
}

int actSetupCommand(const QStringList &args) {
    QString error;
    const auto json = readInput(
        QStringLiteral("act-setup"), args,
        {QStringLiteral("act"), QStringLiteral("event"), QStringLiteral("systems")}, &error);
    if (!json)
        return fail(error);
    const auto act = wholeNumber(json->value(QStringLiteral("act")));
    if (!act || *act < 2 || *act > arcs::lastAct)
        return fail(QStringLiteral("\"act\" must be 2 or 3: Act I has its own setup "
                                   "(arcs-cli campaign-setup)"));
    const auto event = symbolNamed(json->value(QStringLiteral("event")).toString(), &error);
    if (!event)
        return fail(error);
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    arcs::Board board = arcs::emptyBoard(1, catalog);
    const QJsonObject systems = json->value(QStringLiteral("systems")).toObject();
    for (auto it = systems.begin(); it != systems.end(); ++it) {
        const auto system = systemNamed(it.key(), &error);
        const QString where = QStringLiteral("systems.%1").arg(it.key());
        const QJsonObject here = it.value().toObject();
        if (!system ||
            !onlyKeys(here, {QStringLiteral("blight"), QStringLiteral("ships")}, where, &error))
            return fail(error);
        const auto blight = count(here, QStringLiteral("blight"), where, &error);
        const auto ships = blight ? count(here, QStringLiteral("ships"), where, &error) : blight;
        if (!ships)
            return fail(error);
        board.at(*system).blight.damaged = *blight;
        board.at(*system).imperialShips.fresh = *ships; // anyone's ships: only how many counts
    }
    const std::array<bool, 3> flipped = arcs::markersFlippedAtActStart(*act, catalog);
    QJsonArray markers;
    for (std::size_t i = 0; i < flipped.size(); ++i) {
        const arcs::AmbitionMarker &marker = catalog.ambitionMarkers.at(qsizetype(i));
        const arcs::MarkerValues &side = flipped[i] ? marker.flipped : marker.front;
        markers.append(QJsonArray{side.first, side.second});
    }
    QJsonObject placed;
    const QMap<SystemId, int> blight = arcs::laterActBlight(board, *event, catalog);
    for (auto it = blight.begin(); it != blight.end(); ++it)
        placed.insert(it.key().name(), *it);
    printJson({{QStringLiteral("markers"), markers}, {QStringLiteral("blightPlaced"), placed}});
    return 0;
}

int intermissionCommand(const QStringList &args) {
    QString error;
    const auto json = readInput(QStringLiteral("intermission"), args,
                                {QStringLiteral("act"), QStringLiteral("initiative"),
                                 QStringLiteral("players"), QStringLiteral("systems")},
                                &error);
    if (!json)
        return fail(error);
    arcs::IntermissionInput input;
    const auto act = wholeNumber(json->value(QStringLiteral("act")));
    const auto initiative = wholeNumber(json->value(QStringLiteral("initiative")));
    if (!act)
        return fail(QStringLiteral("\"act\" must be the Act just played: 1 or 2"));
    if (!initiative)
        return fail(QStringLiteral("\"initiative\" must be the seat holding the initiative"));
    input.act = *act;
    input.initiative = *initiative;
    const QJsonArray players = json->value(QStringLiteral("players")).toArray();
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QJsonObject player = players[i].toObject();
        const QString where = QStringLiteral("players[%1]").arg(i);
        if (!onlyKeys(
                player,
                {QStringLiteral("power"), QStringLiteral("objective"), QStringLiteral("marker")},
                where, &error))
            return fail(error);
        const auto power = wholeNumber(player.value(QStringLiteral("power")));
        const auto objective = arcs::fromName<arcs::ObjectiveOutcome>(
            player.value(QStringLiteral("objective")).toString());
        const auto marker = count(player, QStringLiteral("marker"), where, &error);
        if (!power)
            return fail(QStringLiteral("%1.power must be a whole number").arg(where));
        if (!objective)
            return fail(
                QStringLiteral("%1.objective must be \"completed\" or \"failed\"").arg(where));
        if (!marker)
            return fail(error);
        input.players.append({*power, *objective, *marker});
    }
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const QString problem = arcs::intermissionProblem(input, catalog);
    if (!problem.isEmpty())
        return fail(problem);
    input.board = arcs::emptyBoard(int(players.size()), catalog);
    const QJsonObject systems = json->value(QStringLiteral("systems")).toObject();
    if (!readSystems(systems, int(players.size()), catalog, &input.board, &error))
        return fail(error);

    const arcs::IntermissionResult result = arcs::intermission(input, catalog);
    QJsonArray outPlayers;
    for (int seat = 0; seat < result.power.size(); ++seat) {
        QJsonObject player{{QStringLiteral("power"), result.power[seat]},
                           {QStringLiteral("fateCards"), result.draws[seat].cards},
                           {QStringLiteral("fateLetter"), arcs::nameOf(result.draws[seat].letter)}};
        if (result.placingShips.contains(seat))
            player.insert(QStringLiteral("placeShips"), true);
        outPlayers.append(player);
    }
    QJsonObject outSystems;
    for (auto it = systems.begin(); it != systems.end(); ++it)
        outSystems.insert(it.key(), systemToJson(result.board.at(*SystemId::parse(it.key()))));
    printJson({{QStringLiteral("players"), outPlayers},
               {QStringLiteral("initiative"), result.initiative},
               {QStringLiteral("systems"), outSystems}});
    return 0;
}

int campaignEndCommand(const QStringList &args) {
    QString error;
    const auto json = readInput(
        QStringLiteral("campaign-end"), args,
        {QStringLiteral("act"), QStringLiteral("chapter"), QStringLiteral("players")}, &error);
    if (!json)
        return fail(error);
    const auto act = wholeNumber(json->value(QStringLiteral("act")));
    const auto chapter = wholeNumber(json->value(QStringLiteral("chapter")));
    if (!act || !chapter)
        return fail(QStringLiteral("\"act\" and \"chapter\" must be whole numbers"));
    QList<arcs::CampaignStanding> standings;
    const QJsonArray players = json->value(QStringLiteral("players")).toArray();
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QJsonObject player = players[i].toObject();
        const QString where = QStringLiteral("players[%1]").arg(i);
        if (!onlyKeys(player,
                      {QStringLiteral("power"), QStringLiteral("fate"), QStringLiteral("marker")},
                      where, &error))
            return fail(error);
        const auto power = wholeNumber(player.value(QStringLiteral("power")));
        const auto fate =
            arcs::fromName<arcs::FateLetter>(player.value(QStringLiteral("fate")).toString());
        if (!power)
            return fail(QStringLiteral("%1.power must be a whole number").arg(where));
        if (!fate)
            return fail(QStringLiteral("%1.fate must be the Fate's letter: A, B or C").arg(where));
        arcs::CampaignStanding standing{*power, *fate, std::nullopt};
        if (player.contains(QStringLiteral("marker"))) {
            standing.marker = wholeNumber(player.value(QStringLiteral("marker")));
            if (!standing.marker)
                return fail(QStringLiteral("%1.marker must be a whole number").arg(where));
        }
        standings.append(standing);
    }
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const QString problem = arcs::campaignEndProblem(*act, *chapter, standings, catalog);
    if (!problem.isEmpty())
        return fail(problem);
    const auto end = arcs::campaignEnd(*act, *chapter, standings, catalog);
    printJson(
        {{QStringLiteral("ended"), bool(end)},
         {QStringLiteral("winner"), end ? QJsonValue(end->winner) : QJsonValue()},
         {QStringLiteral("reason"), end ? QJsonValue(arcs::nameOf(end->reason)) : QJsonValue()}});
    return 0;
}

int crisisCommand(const QStringList &args) {
    QString error;
    const auto json = readInput(QStringLiteral("crisis"), args,
                                {QStringLiteral("players"), QStringLiteral("systems")}, &error);
    if (!json)
        return fail(error);
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const auto players = wholeNumber(json->value(QStringLiteral("players")));
    if (!players || !arcs::GameSetup::playerCountProblem(*players, catalog).isEmpty())
        return fail(QStringLiteral("\"players\" must be the number of players, 2 to 4"));
    arcs::Board board = arcs::emptyBoard(*players, catalog);
    if (!readSystems(json->value(QStringLiteral("systems")).toObject(), *players, catalog, &board,
                     &error))
        return fail(error);
    const auto lost = [](const arcs::ShipsAfterCrisis &ships) {
        QJsonObject out = toJson(ships.ships);
        out.insert(QStringLiteral("destroyed"), ships.destroyed);
        return out;
    };
    QJsonObject systems;
    for (const arcs::BlightCrisis &crisis : arcs::blightCrises(board, catalog)) {
        QJsonArray ships;
        for (const arcs::ShipsAfterCrisis &player : crisis.players)
            ships.append(lost(player));
        systems.insert(crisis.system.name(),
                       QJsonObject{{QStringLiteral("hits"), crisis.hits},
                                   {QStringLiteral("imperial"), lost(crisis.imperial)},
                                   {QStringLiteral("ships"), ships}});
    }
    printJson({{QStringLiteral("systems"), systems}});
    return 0;
}

} // namespace cli
