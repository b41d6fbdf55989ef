// SPDX-License-Identifier: GPL-3.0-or-later
#include "Board.h"

#include "data/Catalog.h"

#include <QCoreApplication>

#include <numeric>

namespace arcs {

FreshDamaged &PiecesHere::of(Piece piece) {
    return piece == Piece::City ? cities : piece == Piece::Starport ? starports : ships;
}

const FreshDamaged &PiecesHere::of(Piece piece) const {
    return piece == Piece::City ? cities : piece == Piece::Starport ? starports : ships;
}

int SystemState::buildings() const {
    int count = freeCities.total() + freeStarports.total();
    for (const PiecesHere &pieces : players)
        count += pieces.buildings();
    return count;
}

int SystemState::ships() const {
    int count = imperialShips.total();
    for (const PiecesHere &pieces : players)
        count += pieces.ships.total();
    return count;
}

namespace {
template <typename Counts> auto &counterOf(Counts &counts, Piece piece) {
    switch (piece) {
    case Piece::Ship:
        return counts.ships;
    case Piece::City:
        return counts.cities;
    case Piece::Starport:
        return counts.starports;
    case Piece::Agent:
        break;
    }
    return counts.agents;
}
} // namespace

int &PieceCounts::of(Piece piece) {
    return counterOf(*this, piece);
}

int PieceCounts::of(Piece piece) const {
    return counterOf(*this, piece);
}

const CourtCard *Court::card(const QString &id, const Catalog &catalog) const {
    for (const CourtCard &card : tableCards) {
        if (card.id == id)
            return &card;
    }
    return catalog.courtCard(id);
}

QString Court::cardName(const QString &id, const Catalog &catalog) const {
    const CourtCard *found = card(id, catalog);
    if (found && found->kind == CourtCardKind::Council) // the campaign's own word (the glossary's)
        return QCoreApplication::translate("Court", "Imperial Council");
    return found ? found->name : id; // a lore card's id is its name
}

qsizetype SystemState::tokenNamed(const QString &name) const {
    for (qsizetype i = 0; i < fateTokens.size(); ++i) {
        if (fateTokens[i].name == name)
            return i;
    }
    return -1;
}

int Flagship::count(Building building, bool freshOnly) const {
    int count = 0;
    for (const auto *row : {&upgrades, &armor}) {
        for (const std::optional<FlagshipBuilding> &slot : *row)
            count += slot && slot->building == building && !(freshOnly && slot->damaged);
    }
    return count;
}

int PlayerArea::captiveCount() const {
    return std::accumulate(captives.begin(), captives.end(), 0);
}

int PlayerArea::trophyCount() const {
    return std::accumulate(trophies.begin(), trophies.end(), campaignTrophies.total(),
                           [](int sum, const PieceCounts &pieces) { return sum + pieces.total(); });
}

} // namespace arcs
