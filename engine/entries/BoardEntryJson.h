// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"

#include <QJsonObject>

// The journal's spelling of the kinds spelled by hand (`spelledByHand`): a correction's fields
// depend on its target, a destroyed city keeps version 1's name, and a Flagship slot's
// building is spelled beside the slot (docs/FILE-FORMAT.md).
namespace arcs {

QJsonObject spellByHand(const Correction &correction);
bool readByHand(const QJsonObject &json, Correction &out, QString *error);
QJsonObject spellByHand(const DestroyPiece &destroy);
bool readByHand(const QJsonObject &json, DestroyPiece &out, QString *error);
QJsonObject spellByHand(const CorrectFlagshipSlot &correct);
bool readByHand(const QJsonObject &json, CorrectFlagshipSlot &out, QString *error);

} // namespace arcs
