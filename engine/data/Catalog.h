// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CatalogTypes.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>

namespace arcs {

// Every number printed on the components. Loaded once from the JSON files compiled into the
// engine; immutable afterwards.
class Catalog {
public:
    // The catalog built into the engine. Throws CatalogError if the built-in data is malformed.
    static const Catalog &builtIn();
    // Loads from file name -> contents (e.g. "map.json"). Throws CatalogError naming the
    // file and the field that is wrong.
    static Catalog fromFiles(const QMap<QString, QByteArray> &files);
    static QStringList fileNames();

    MapData map;
    QList<SetupCard> setupCards;
    StartingPlacement standardPlacement;
    QList<SuitActions> suits;
    QList<ActionCard> actionCards;
    QList<int> fourPlayerOnlyNumbers;
    QList<AmbitionInfo> ambitions;
    int anyAmbitionCardNumber = 0;
    int noAmbitionCardNumber = 0;
    QList<AmbitionMarker> ambitionMarkers;
    DiceData dice;
    PlayerBoardData playerBoard;
    QList<CourtCard> courtCards;
    QList<Leader> leaders;
    QList<LoreCard> lore;
    QList<Fate> fates;
    QList<Edict> edicts;
    CampaignData campaign;
    GameRules game;

    const SetupCard *setupCard(const QString &name) const;
    QList<const SetupCard *> setupCardsFor(int players) const;
    const Leader *leader(const QString &name) const;
    const CourtCard *courtCard(const QString &id) const;
    const LoreCard *loreCard(const QString &name) const;
    const Fate *fate(int number) const;
    const ActionCard *actionCard(Suit suit, int number) const;

    QJsonObject toJson() const;
};

} // namespace arcs
