// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Table.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

// A controller of the game on a table it is given: QML gives it the app's (`table: Table`),
// tests their own. Until it has one it sees an empty table, on which every entry is refused.
class TableClient : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    // The game's words are read scoped (Game.SystemKind.Arrow): unscoped, the engine's enums
    // that share words (PlanetSymbol's and SystemKind's Arrow) clash, with a warning.
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    Q_PROPERTY(Table *table READ tablePointer WRITE setTable NOTIFY tableChanged REQUIRED)

public:
    explicit TableClient(Table *table = nullptr, QObject *parent = nullptr);

    Table *tablePointer() const { return m_table; }
    void setTable(Table *table);

signals:
    void tableChanged();

protected:
    Table &table() const;
    const arcs::GameState &state() const { return table().state(); }
    const arcs::Catalog &catalog() const { return table().catalog(); }
    // Called once the table is given (or changed): connect to its signals here.
    virtual void connectTo(Table &table) = 0;
    // Call at the end of the derived constructor, when `connectTo` can be called.
    void start();

private:
    QPointer<Table> m_table;
};
