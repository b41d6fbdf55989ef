#include "Table.h"

#include "data/Catalog.h"
#include "rules/Reach.h"

#include <QJSEngine>
#include <QLocale>
#include <QQmlEngine>

Table::Table(QObject *parent)
    : QObject(parent), m_catalog(arcs::Catalog::builtIn()), m_reach(m_catalog) {}

Table *Table::instance() {
    static Table *table = new Table;
    return table;
}

Table *Table::create(QQmlEngine *, QJSEngine *) {
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

QString Table::setupCardName() const {
    return m_setup ? m_setup->setupCard : QString();
}

QString Table::modeName() const {
    if (!m_setup)
        return {};
    return m_setup->mode == arcs::GameMode::LeadersAndLore ? tr("Leaders & Lore") : tr("Base game");
}

int Table::playerCount() const {
    return m_setup ? int(m_setup->seats.size()) : 0;
}

QList<int> Table::outOfPlayClusters() const {
    return m_setup ? m_catalog.setupCard(m_setup->setupCard)->outOfPlay : QList<int>();
}

QVariantList Table::clusterInPlay() const {
    QVariantList out;
    const QList<int> outOfPlay = outOfPlayClusters();
    for (const arcs::Cluster &cluster : m_catalog.map.clusters)
        out.append(!outOfPlay.contains(cluster.number));
    return out;
}

QString Table::outOfPlayDescription() const {
    const QList<int> clusters = outOfPlayClusters();
    QStringList numbers;
    for (int cluster : clusters)
        numbers << QString::number(cluster);
    const QString list = QLocale().createSeparatedList(numbers);
    return clusters.size() == 1 ? tr("Out of play: cluster %1").arg(list)
                                : tr("Out of play: clusters %1").arg(list);
}

QVariantList Table::lanes() const {
    QVariantList out;
    if (!m_setup)
        return out;
    const arcs::Reach reach(m_catalog.map, outOfPlayClusters());
    const auto pathMarkers = reach.pathMarkers();
    for (const arcs::SystemId &system : reach.systemsInPlay()) {
        for (const arcs::SystemId &neighbour : reach.neighbours(system)) {
            if (neighbour < system)
                continue;
            const bool pathMarker = pathMarkers.contains({system.cluster, neighbour.cluster}) ||
                                    pathMarkers.contains({neighbour.cluster, system.cluster});
            out.append(QVariantMap{{QStringLiteral("from"), system.name()},
                                   {QStringLiteral("to"), neighbour.name()},
                                   {QStringLiteral("pathMarker"),
                                    pathMarker && system.isGate() && neighbour.isGate()}});
        }
    }
    return out;
}

QString Table::startGame(const arcs::GameSetup &setup) {
    const QString problem = setup.problem(m_catalog);
    if (!problem.isEmpty())
        return problem;
    m_setup = setup;
    m_reach.setOutOfPlay(outOfPlayClusters());
    m_players.setSetup(setup);
    emit gameChanged();
    return {};
}

void Table::loadDemo() {
    startGame(arcs::GameSetup::demo());
}
