// SPDX-License-Identifier: GPL-3.0-or-later
#include "AmbitionMarkers.h"

#include "data/Catalog.h"
#include "rules/EntryWords.h"

AmbitionMarkers::AmbitionMarkers(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void AmbitionMarkers::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, [this] {
        m_refusal.clear(); // said about a table that has changed since
        emit changed();
    });
    emit changed();
}

QString AmbitionMarkers::nextMarker() const {
    const auto marker = state().nextMarker(catalog());
    return marker ? arcs::markerWord(state().markerValue(*marker, catalog())) : QString();
}

QVariantList AmbitionMarkers::inBox(const QString &ambition) const {
    QVariantList out;
    const auto id = arcs::fromName<arcs::Ambition>(ambition);
    for (int marker = 0; id && marker < int(state().markers.size()); ++marker) {
        if (state().markers[std::size_t(marker)].box == *id)
            out.append(QVariant::fromValue(
                MarkerInBox{marker, arcs::markerWord(state().markerValue(marker, catalog()))}));
    }
    return out;
}

bool AmbitionMarkers::declare(const QString &ambition) {
    const auto id = arcs::fromName<arcs::Ambition>(ambition);
    return id && apply(arcs::RecordDeclaration{*id});
}

bool AmbitionMarkers::returnMarker(int marker) {
    return apply(arcs::ReturnMarker{marker});
}

bool AmbitionMarkers::apply(const arcs::Entry &entry) {
    m_refusal = table().apply(entry);
    emit changed();
    return m_refusal.isEmpty();
}
