// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachModel.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"

ReachModel::ReachModel(const arcs::Catalog &catalog, QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog) {}

int ReachModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_catalog.map.allSystems().size());
}

QVariant ReachModel::data(const QModelIndex &index, int role) const {
    const QList<arcs::SystemId> systems = m_catalog.map.allSystems();
    if (!index.isValid() || index.row() >= systems.size())
        return {};
    const arcs::SystemId system = systems[index.row()];
    const arcs::Planet *planet = m_catalog.map.planet(system);
    switch (role) {
    case NameRole:
        return system.name();
    case ClusterRole:
        return system.cluster;
    case KindRole:
        return arcs::nameOf(system.kind);
    case IsGateRole:
        return system.isGate();
    case PlanetTypeRole:
        return planet ? arcs::nameOf(planet->type) : QString();
    case BuildingSlotsRole:
        return planet ? planet->buildingSlots : 0;
    case InPlayRole:
        return !m_state.board.outOfPlay.contains(system.cluster);
    case PiecesRole:
        return pieces(system);
    case ControllerRole:
    case ControllerNameRole: {
        const std::optional<int> seat = arcs::controller(m_state.board, system);
        if (!seat)
            return QString();
        return role == ControllerRole ? arcs::nameOf(m_state.setup.seats[*seat].colour)
                                      : m_state.playerName(*seat);
    }
    case SlotsRole:
        return buildingsInSlots(system, planet ? planet->buildingSlots : 0);
    case FreeSlotsRole:
        return planet ? planet->buildingSlots - m_state.board.at(system).buildings() : 0;
    case CampaignRole: {
        const arcs::SystemState &here = m_state.board.at(system);
        const auto count = [](const arcs::FreshDamaged &pieces) {
            return QVariantMap{{QStringLiteral("fresh"), pieces.fresh},
                               {QStringLiteral("damaged"), pieces.damaged}};
        };
        return QVariantMap{{QStringLiteral("imperialShips"), count(here.imperialShips)},
                           {QStringLiteral("freeCities"), count(here.freeCities)},
                           {QStringLiteral("freeStarports"), count(here.freeStarports)},
                           {QStringLiteral("blight"), count(here.blight)},
                           {QStringLiteral("fateTokens"), here.fateTokens}};
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ReachModel::roleNames() const {
    return {{NameRole, "name"},
            {ClusterRole, "cluster"},
            {KindRole, "kind"},
            {IsGateRole, "isGate"},
            {PlanetTypeRole, "planetType"},
            {BuildingSlotsRole, "buildingSlots"},
            {InPlayRole, "inPlay"},
            {PiecesRole, "pieces"},
            {ControllerRole, "controller"},
            {ControllerNameRole, "controllerName"},
            {FreeSlotsRole, "freeSlots"},
            {SlotsRole, "slots"},
            {CampaignRole, "campaign"}};
}

QVariantList ReachModel::pieces(arcs::SystemId system) const {
    QVariantList out;
    const QList<arcs::PiecesHere> &players = m_state.board.at(system).players;
    for (int seat = 0; seat < players.size(); ++seat) {
        const arcs::PiecesHere &here = players[seat];
        if (here.isEmpty())
            continue;
        out.append(
            QVariantMap{{QStringLiteral("seat"), seat},
                        {QStringLiteral("name"), m_state.playerName(seat)},
                        {QStringLiteral("colour"), arcs::nameOf(m_state.setup.seats[seat].colour)},
                        {QStringLiteral("freshShips"), here.ships.fresh},
                        {QStringLiteral("damagedShips"), here.ships.damaged},
                        {QStringLiteral("freshCities"), here.cities.fresh},
                        {QStringLiteral("damagedCities"), here.cities.damaged},
                        {QStringLiteral("freshStarports"), here.starports.fresh},
                        {QStringLiteral("damagedStarports"), here.starports.damaged}});
    }
    return out;
}

QVariantList ReachModel::buildingsInSlots(arcs::SystemId system, int count) const {
    QVariantList out;
    const arcs::SystemState &here = m_state.board.at(system);
    const auto add = [&out](const arcs::FreshDamaged &pieces, const QString &kind,
                            const QString &colour) {
        for (int i = 0; i < pieces.total(); ++i)
            out.append(QVariantMap{{QStringLiteral("kind"), kind},
                                   {QStringLiteral("colour"), colour},
                                   {QStringLiteral("damaged"), i >= pieces.fresh}});
    };
    for (int seat = 0; seat < here.players.size(); ++seat) {
        const QString colour = arcs::nameOf(m_state.setup.seats[seat].colour);
        add(here.players[seat].cities, QStringLiteral("city"), colour);
        add(here.players[seat].starports, QStringLiteral("starport"), colour);
    }
    add(here.freeCities, QStringLiteral("city"), QStringLiteral("free"));
    add(here.freeStarports, QStringLiteral("starport"), QStringLiteral("free"));
    while (out.size() < count)
        out.append(QVariantMap{{QStringLiteral("kind"), QString()},
                               {QStringLiteral("colour"), QString()},
                               {QStringLiteral("damaged"), false}});
    return out;
}

// Only the rows whose contents changed are announced, so the map's delegates stay in place.
void ReachModel::setState(const arcs::GameState &state) {
    const arcs::GameState before = std::exchange(m_state, state);
    for (int row = 0; row < rowCount(); ++row) {
        const arcs::SystemId system = m_catalog.map.allSystems()[row];
        if (before.board.at(system) != state.board.at(system) ||
            before.board.outOfPlay != state.board.outOfPlay || before.setup != state.setup)
            emit dataChanged(index(row), index(row));
    }
}

QVariantMap ReachModel::systemInfo(const QString &name) const {
    const auto system = arcs::SystemId::parse(name);
    QVariantMap out;
    if (!system)
        return out;
    const QModelIndex row = index(int(m_catalog.map.allSystems().indexOf(*system)));
    const QHash<int, QByteArray> roles = roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(row, it.key()));
    return out;
}
