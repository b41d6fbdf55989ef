// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntryJson.h"

#include "EntryFields.h"

namespace arcs {

namespace {

// Which fields each kind of correction has (the rest are left out of the journal).
enum Field {
    PlayerField = 1,
    SystemField = 2,
    PieceField = 4,
    OwnerField = 8,
    SlotField = 16,
    ResourceField = 32,
    CardField = 64,
    ValueField = 128
};

int fieldsOf(CorrectionTarget target) {
    switch (target) {
    case CorrectionTarget::Pieces:
        return PlayerField | SystemField | PieceField | ValueField;
    case CorrectionTarget::Resource:
        return PlayerField | SlotField | ResourceField;
    case CorrectionTarget::Captives:
        return PlayerField | OwnerField | ValueField;
    case CorrectionTarget::Trophies:
        return PlayerField | OwnerField | PieceField | ValueField;
    case CorrectionTarget::CampaignTrophies:
        return PlayerField | PieceField | ValueField;
    case CorrectionTarget::Outrage:
        return PlayerField | ResourceField | ValueField;
    case CorrectionTarget::CourtAgents:
    case CorrectionTarget::GuildCard:
    case CorrectionTarget::HeldOnCard:
    case CorrectionTarget::Lore:
        return PlayerField | CardField | ValueField;
    case CorrectionTarget::CourtCard:
        return SlotField | CardField;
    case CorrectionTarget::Power:
    case CorrectionTarget::FirstRegent:
    case CorrectionTarget::Title:
        return PlayerField | ValueField;
    case CorrectionTarget::Council:
        return ValueField;
    case CorrectionTarget::Initiative:
        return PlayerField;
    case CorrectionTarget::Trust:
        return ResourceField | ValueField;
    case CorrectionTarget::Policy:
        return CardField;
    case CorrectionTarget::Favors:
        return PlayerField | OwnerField | ValueField;
    case CorrectionTarget::FateToken:
        return SystemField | CardField | ValueField;
    case CorrectionTarget::Booklet:
    case CorrectionTarget::BookletLaw:
    case CorrectionTarget::RaidCost:
        return CardField | ValueField;
    case CorrectionTarget::Frozen:
        return PlayerField | CardField | ResourceField | ValueField;
    case CorrectionTarget::Control:
        return PlayerField | SystemField | CardField | ValueField;
    }
    return 0;
}

QJsonObject correctionToJson(const Correction &c) {
    const int fields = fieldsOf(c.target);
    QJsonObject json{{QStringLiteral("action"), QStringLiteral("correct")},
                     {QStringLiteral("target"), nameOf(c.target)}};
    if (c.target == CorrectionTarget::Pieces || c.target == CorrectionTarget::CampaignTrophies)
        json.insert(QStringLiteral("side"), nameOf(c.side));
    if (c.target == CorrectionTarget::Pieces)
        json.insert(QStringLiteral("damaged"), c.damaged);
    if (fields & PlayerField)
        json.insert(QStringLiteral("player"), c.player);
    if (fields & SystemField)
        json.insert(QStringLiteral("system"), c.system.name());
    if (fields & PieceField)
        json.insert(QStringLiteral("piece"), nameOf(c.piece));
    if (fields & OwnerField)
        json.insert(QStringLiteral("owner"), c.owner);
    if (fields & SlotField)
        json.insert(QStringLiteral("slot"), c.slot);
    if (fields & ResourceField)
        json.insert(QStringLiteral("resource"),
                    c.resource ? QJsonValue(nameOf(*c.resource)) : QJsonValue());
    if (fields & CardField)
        json.insert(QStringLiteral("card"), c.card);
    if (fields & ValueField)
        json.insert(QStringLiteral("value"), c.value);
    if (c.namedByCard)
        json.insert(QStringLiteral("namedByCard"), true);
    return json;
}

// Only the fields this kind of correction has are read, and each of them is required
// ("resource" may be null: an empty slot; "card" absent: none).
void readCorrection(JsonFieldReader &r, Correction &c) {
    r.required("target", c.target);
    if (!r.problem().isEmpty())
        return;
    const int fields = fieldsOf(c.target);
    if (c.target == CorrectionTarget::Pieces) {
        r.optional("side", c.side, Side::Player);
        r.defaulted("damaged", c.damaged, false);
    }
    if (c.target == CorrectionTarget::CampaignTrophies)
        r.required("side", c.side);
    if (fields & PieceField)
        r.required("piece", c.piece);
    // Version 1 spelled the Free cities and starports as the Empire's.
    if (c.side == Side::Empire && (c.piece == Piece::City || c.piece == Piece::Starport))
        c.side = Side::Free;
    if (fields & PlayerField)
        r.required("player", c.player);
    if (fields & SystemField)
        r.required("system", c.system);
    if (fields & OwnerField)
        r.required("owner", c.owner);
    if (fields & SlotField)
        r.required("slot", c.slot);
    if (fields & ResourceField)
        r.optional("resource", c.resource);
    if (fields & CardField)
        r.optional("card", c.card);
    if (fields & ValueField)
        r.required("value", c.value);
    if (c.target == CorrectionTarget::GuildCard)
        r.defaulted("namedByCard", c.namedByCard, false);
}

} // namespace

QJsonObject spellByHand(const Correction &correction) {
    return correctionToJson(correction);
}

bool readByHand(const QJsonObject &json, Correction &out, QString *error) {
    JsonFieldReader reader(json, QStringLiteral("a correct entry"));
    readCorrection(reader, out);
    *error = reader.problem();
    return error->isEmpty();
}

// A city keeps version 1's spelling, which earlier versions read.
QJsonObject spellByHand(const DestroyPiece &destroy) {
    QJsonObject json{{QStringLiteral("player"), destroy.player},
                     {QStringLiteral("system"), destroy.system.name()},
                     {QStringLiteral("owner"), destroy.owner}};
    if (destroy.piece == Piece::City) {
        json.insert(QStringLiteral("action"), QStringLiteral("destroyCity"));
    } else {
        json.insert(QStringLiteral("action"), QStringLiteral("destroyPiece"));
        json.insert(QStringLiteral("piece"), nameOf(destroy.piece));
    }
    return json;
}

bool readByHand(const QJsonObject &json, DestroyPiece &out, QString *error) {
    const QString kind = json.value(QStringLiteral("action")).toString();
    JsonFieldReader reader(json, QStringLiteral("a %1 entry").arg(kind));
    reader.required("player", out.player);
    reader.required("system", out.system);
    reader.required("owner", out.owner);
    if (kind == QLatin1String("destroyCity"))
        out.piece = Piece::City;
    else
        reader.required("piece", out.piece);
    *error = reader.problem();
    return error->isEmpty();
}

// The slot's building is spelled beside the slot: {"building", "damaged"} or neither.
QJsonObject spellByHand(const CorrectFlagshipSlot &correct) {
    QJsonObject json{{QStringLiteral("player"), correct.player},
                     {QStringLiteral("onFlagship"), FieldCodec<FlagshipSlot>::write(correct.slot)}};
    if (correct.building) {
        json.insert(QStringLiteral("building"), nameOf(correct.building->building));
        if (correct.building->damaged)
            json.insert(QStringLiteral("damaged"), true);
    }
    return json;
}

bool readByHand(const QJsonObject &json, CorrectFlagshipSlot &out, QString *error) {
    JsonFieldReader reader(json, QStringLiteral("a correctFlagshipSlot entry"));
    reader.required("player", out.player);
    reader.defaulted("onFlagship", out.slot, FlagshipSlot{});
    if (json.contains(QLatin1String("building"))) {
        FlagshipBuilding building;
        reader.required("building", building.building);
        reader.defaulted("damaged", building.damaged, false);
        out.building = building;
    }
    *error = reader.problem();
    return error->isEmpty();
}

} // namespace arcs
