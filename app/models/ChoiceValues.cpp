// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChoiceValues.h"

#include "data/Catalog.h"

#include <QCoreApplication>

FateOffer fateOffer(const arcs::Catalog &catalog, int number, bool current) {
    const QString name = catalog.fate(number)->name;
    return {number, name,
            current
                ? QCoreApplication::translate("FateOffer", "Keep the %1 (Fate %2)")
                      .arg(name)
                      .arg(number)
                : QCoreApplication::translate("FateOffer", "%1 (Fate %2)").arg(name).arg(number),
            current};
}
