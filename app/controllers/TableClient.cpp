// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableClient.h"

#include "data/Catalog.h"

namespace {
// What a controller sees before it is given a table: nothing on it.
Table &emptyTable() {
    static Table *empty = new Table(arcs::Catalog::builtIn());
    return *empty;
}
} // namespace

TableClient::TableClient(Table *table, QObject *parent) : QObject(parent), m_table(table) {}

Table &TableClient::table() const {
    return m_table ? *m_table : emptyTable();
}

void TableClient::start() {
    connectTo(table());
}

void TableClient::setTable(Table *table) {
    if (table == m_table)
        return;
    disconnect(&this->table(), nullptr, this, nullptr);
    m_table = table;
    connectTo(this->table());
    emit tableChanged();
}
