// SPDX-License-Identifier: GPL-3.0-or-later
#include "TypedTurn.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Reach.h"
#include "rules/TurnBudget.h"

#include <QCoreApplication>

#include <algorithm>

namespace typed {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TypedTurn)
};

const QStringList commands{QStringLiteral("end"),    QStringLiteral("extra"),
                           QStringLiteral("tax"),    QStringLiteral("build"),
                           QStringLiteral("repair"), QStringLiteral("move")};

std::optional<arcs::SystemId> systemNamed(const QString &word, QString *error) {
    if (const auto system = arcs::SystemId::parse(word))
        return system;
    for (int index = 0; index < arcs::SystemId::count; ++index) // as the map names it: 2-通道
        if (const auto system = arcs::SystemId::fromIndex(index);
            arcs::systemWord(system).compare(word, Qt::CaseInsensitive) == 0)
            return system;
    *error = Text::tr("\"%1\" is not a system: type its cluster and kind, e.g. 5-hex or 1-gate.")
                 .arg(word);
    return std::nullopt;
}

std::optional<arcs::Piece> pieceNamed(const QString &word, QString *error) {
    const auto piece = arcs::fromName<arcs::Piece>(word);
    if (piece && *piece != arcs::Piece::Agent)
        return piece;
    *error = Text::tr("\"%1\" is not a piece to build or repair: type ship, city or starport.")
                 .arg(word);
    return std::nullopt;
}

// A player by the start of their name, e.g. "ru" for Ruth.
std::optional<int> playerNamed(const QString &word, const arcs::GameState &state, QString *error) {
    std::optional<int> found;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        if (!state.playerName(seat).startsWith(word, Qt::CaseInsensitive))
            continue;
        if (found) {
            *error = Text::tr("\"%1\" starts more than one name: type more of it.").arg(word);
            return std::nullopt;
        }
        found = seat;
    }
    if (!found)
        *error = Text::tr("Nobody at this table is called \"%1\".").arg(word);
    return found;
}

// Whose city "tax SYSTEM" means: the turn player's own if they have one there, else the only
// Rival's city there (the engine then checks control).
int cityOwner(const arcs::GameState &state, arcs::SystemId system) {
    const int player = state.turn->player;
    const QList<arcs::PiecesHere> &here = state.board.at(system).players;
    if (here.value(player).cities.total() > 0)
        return player;
    std::optional<int> rival;
    for (int seat = 0; seat < here.size(); ++seat) {
        if (seat == player || here[seat].cities.total() == 0)
            continue;
        if (rival)
            return player; // two Rivals: the name must say whose
        rival = seat;
    }
    return rival.value_or(player);
}

} // namespace

bool isTurnCommand(const QString &line) {
    return commands.contains(
        line.trimmed().section(u' ', 0, 0, QString::SectionSkipEmpty).toLower());
}

std::optional<int> actingSeat(const QString &line, const arcs::GameState &state) {
    return isTurnCommand(line) ? state.turnPlayer() : state.toAct();
}

std::optional<arcs::Entry> readTurnCommand(const QString &line, const arcs::GameState &state,
                                           QString *error) {
    QStringList words = line.trimmed().toLower().split(u' ', Qt::SkipEmptyParts);
    const QString command = words.value(0);
    const auto fail = [&](const QString &message) -> std::optional<arcs::Entry> {
        *error = message;
        return std::nullopt;
    };
    if (command == QLatin1String("end"))
        return words.size() == 1 ? std::optional<arcs::Entry>(arcs::EndTurn{})
                                 : fail(Text::tr("Type just \"end\" to end the turn."));
    if (!state.turn)
        return fail(Text::tr("No turn is under way: the next card starts one."));
    const int player = state.turn->player;
    if (command == QLatin1String("extra"))
        return arcs::ExtraAction{player, {}};
    if (command == QLatin1String("tax")) {
        if (words.size() < 2 || words.size() > 3)
            return fail(
                Text::tr("Type tax and the system, e.g. \"tax 5-hex\", and a Rival's name for "
                         "their city."));
        const auto system = systemNamed(words[1], error);
        if (!system)
            return std::nullopt;
        const auto owner =
            words.size() == 3 ? playerNamed(words[2], state, error) : cityOwner(state, *system);
        if (!owner)
            return std::nullopt;
        return arcs::Tax{player, *system, *owner};
    }
    if (command == QLatin1String("repair") && words.size() == 2)
        words.insert(1, QStringLiteral("ship")); // "repair 4-gate": a ship
    if (command == QLatin1String("build") || command == QLatin1String("repair")) {
        if (words.size() != 3)
            return fail(Text::tr("Type %1, the piece and the system, e.g. \"%1 ship 5-hex\".")
                            .arg(command));
        const auto piece = pieceNamed(words[1], error);
        const auto system = piece ? systemNamed(words[2], error) : std::nullopt;
        if (!system)
            return std::nullopt;
        if (command == QLatin1String("build"))
            return arcs::Build{player, *system, *piece};
        return arcs::Repair{player, *system, *piece};
    }
    // move N FROM TO
    bool counted = false;
    const int ships = words.value(1).toInt(&counted);
    if (words.size() != 4 || !counted || ships < 1)
        return fail(
            Text::tr("Type move, how many ships, where from and where to, e.g. \"move 3 1-gate "
                     "1-arrow\"."));
    const auto from = systemNamed(words[2], error);
    const auto to = from ? systemNamed(words[3], error) : std::nullopt;
    if (!to)
        return std::nullopt;
    const arcs::FreshDamaged here = state.board.at(*from).players.value(player).ships;
    const int fresh = std::min(ships, here.fresh);
    return arcs::Move{player, *from, *to, fresh, ships - fresh};
}

QStringList examples(const arcs::GameState &state, const arcs::Catalog &catalog) {
    if (!state.turn)
        return {};
    const int player = state.turn->player;
    const auto accepted = [&](const arcs::Entry &entry) {
        return arcs::entryProblem(state, entry, catalog).isEmpty();
    };
    QList<arcs::SystemId> systems;
    for (int index = 0; index < arcs::SystemId::count; ++index)
        systems.append(arcs::SystemId::fromIndex(index));
    // The first line `lineFor` gives for a system, if any.
    const auto first = [&](const auto &lineFor) -> QStringList {
        for (const arcs::SystemId system : systems)
            if (const QString line = lineFor(system); !line.isEmpty())
                return {line};
        return {};
    };
    const arcs::Reach reach(catalog.map, state.board.outOfPlay);
    QStringList out = first([&](arcs::SystemId from) {
        const int fresh = state.board.at(from).players.value(player).ships.fresh;
        for (const arcs::SystemId to : fresh > 0 ? reach.neighbours(from) : QList<arcs::SystemId>())
            if (accepted(arcs::Move{player, from, to, fresh, 0}))
                return QStringLiteral("move %1 %2 %3").arg(fresh).arg(from.name(), to.name());
        return QString();
    });
    // A tax that gains something: one that gained nothing wasted a cold play-test's action.
    out << first([&](arcs::SystemId system) {
        const arcs::Tax tax{player, system, cityOwner(state, system)};
        return accepted(tax) && arcs::taxGains(state.board, tax, catalog)
                   ? QStringLiteral("tax %1").arg(system.name())
                   : QString();
    });
    const QList<arcs::Piece> pieces{arcs::Piece::Ship, arcs::Piece::City, arcs::Piece::Starport};
    out << first([&](arcs::SystemId system) {
        for (const arcs::Piece piece : pieces)
            if (accepted(arcs::Build{player, system, piece}))
                return QStringLiteral("build %1 %2").arg(arcs::nameOf(piece), system.name());
        return QString();
    });
    out << first([&](arcs::SystemId system) {
        for (const arcs::Piece piece : pieces)
            if (accepted(arcs::Repair{player, system, piece}))
                return QStringLiteral("repair %1 %2").arg(arcs::nameOf(piece), system.name());
        return QString();
    });
    return out << QStringLiteral("end");
}

TapOptions tapOptions(const arcs::GameState &state, const arcs::Catalog &catalog) {
    if (!state.turn)
        return {};
    const int player = state.turn->player;
    const arcs::Court &court = state.board.court;
    const auto anyCard = [&](const auto &entriesFor) {
        return std::any_of(court.row.begin(), court.row.end(), [&](const auto &place) {
            const QList<arcs::Entry> entries = entriesFor(place.card);
            return std::any_of(entries.begin(), entries.end(), [&](const arcs::Entry &entry) {
                return arcs::entryProblem(state, entry, catalog).isEmpty();
            });
        });
    };
    TapOptions out;
    out.influence = anyCard([&](const QString &card) {
        return QList<arcs::Entry>{arcs::Influence{player, card}};
    });
    // Refilled by any card the deck could give, or by none (the Council; an empty deck).
    out.secure = anyCard([&](const QString &card) {
        return QList<arcs::Entry>{arcs::Secure{player, card, court.deck.value(0)},
                                  arcs::Secure{player, card, {}}};
    });
    if (arcs::turnActionProblem(state, {player, arcs::ActionKind::Battle}, catalog).isEmpty()) {
        for (int index = 0; index < arcs::SystemId::count && !out.battle; ++index) {
            const arcs::SystemId system = arcs::SystemId::fromIndex(index);
            if (arcs::firstDefenderAt(state, player, system, catalog))
                out.battle = system;
        }
    }
    return out;
}

QString examplesLine(const QStringList &examples) {
    const QString line = examples.join(QStringLiteral(", "));
    // The examples name systems in English, the quickest to type; where the map's words differ,
    // each kind named beside them ("2-gate" beside the map's 2-通道 puzzled a cold play-test).
    QList<arcs::SystemKind> kinds;
    for (const QString &example : examples)
        for (const QString &word : example.split(u' '))
            if (const auto system = arcs::SystemId::parse(word);
                system && !kinds.contains(system->kind))
                kinds.append(system->kind);
    std::sort(kinds.begin(), kinds.end());
    QStringList pairs;
    for (const arcs::SystemKind kind : kinds) {
        const arcs::SystemId system{1, kind};
        const QString typed = system.name().section(u'-', 1),
                      shown = arcs::systemWord(system).section(u'-', 1);
        if (typed != shown)
            pairs << Text::tr("%1 %2", "a kind of system as typed, then as the map names it")
                         .arg(typed, shown);
    }
    return pairs.isEmpty()
               ? line
               : Text::tr("%1 (%2)", "the examples, then the map's words for their systems")
                     .arg(line, pairs.join(Text::tr(", ", "between two kinds of system")));
}

} // namespace typed
