// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GamesLibrary.h"
#include "TableClient.h"
#include "data/Vocabulary.h"
#include "rules/CampaignLog.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

// One Act of a player's line on the log sheet: its Fate, the Power kept, Outrage and Flagship
// in letters ("" where the Act was not played); at an Act's end, its Power then and kept after.
struct LogActLine {
    Q_GADGET
    QML_VALUE_TYPE(logActLine)
    Q_PROPERTY(QString act MEMBER act) // "I"
    Q_PROPERTY(QString fate MEMBER fate)
    Q_PROPERTY(QString power MEMBER power)
    Q_PROPERTY(QString objective MEMBER objective) // "completed", "failed", or ""
    Q_PROPERTY(QString outrage MEMBER outrage)
    Q_PROPERTY(QString flagship MEMBER flagship)
    Q_PROPERTY(int powerAtEnd MEMBER powerAtEnd)
    Q_PROPERTY(int kept MEMBER kept)

public:
    QString act;
    QString fate;
    QString power;
    QString objective;
    QString outrage;
    QString flagship;
    int powerAtEnd = 0;
    int kept = 0;
};

// A player's lines, Act by Act (LogActLine each).
struct PlayerLog {
    Q_GADGET
    QML_VALUE_TYPE(playerLog)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(QVariantList acts MEMBER acts)

public:
    QString name;
    arcs::PlayerColour colour{};
    QVariantList acts;
};

// A step of packing up or setting out: its title, its lines, and an unpacking step's parts
// (GuideStep each, a cluster at a time).
struct GuideStep {
    Q_GADGET
    QML_VALUE_TYPE(guideStep)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QStringList lines MEMBER lines)
    Q_PROPERTY(QVariantList parts MEMBER parts)

public:
    QString title;
    QStringList lines;
    QVariantList parts;
};

// A note a Fate asked a player to keep: whose, after which Act, and how it is kept.
struct NoteLine {
    Q_GADGET
    QML_VALUE_TYPE(noteLine)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(QString act MEMBER act) // "I"; empty for the Intermission on the table
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(bool secret MEMBER secret)
    Q_PROPERTY(bool inExports MEMBER inExports)

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    QString act;
    QString text;
    bool secret = false;
    bool inExports = false;
};

// The campaign on the table as a whole, for packing up and for its end: the log sheet (Fate,
// Power and Outrage Act by Act), what the Fates asked to be written down, the trays to pack and
// unpack, Power chapter by chapter across the Acts, and the log saved as a PDF.
class CampaignBook : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GamesLibrary *library READ library WRITE setLibrary NOTIFY changed REQUIRED)
    // Whether it follows the table: reading the earlier Acts replays them, so a sheet kept for
    // later turns it off while hidden.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY changed)
    Q_PROPERTY(bool available READ available NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // PlayerLog each: Acts I-III (LogActLine), "" where not played.
    Q_PROPERTY(QVariantList log READ log NOTIFY changed)
    Q_PROPERTY(QString packedAt READ packedAt NOTIFY changed)
    // What to pack and unpack, in order: GuideStep each.
    Q_PROPERTY(QVariantList packing READ packing NOTIFY changed)
    // Setting it out again a cluster at a time: GuideStep each, with its parts.
    Q_PROPERTY(QVariantList unpacking READ unpacking NOTIFY changed)
    // Act by Act for each player (PlayerLog): Power at the Act's end (powerAtEnd), and what the
    // Intermission after it left (kept; the same when none followed).
    Q_PROPERTY(QVariantList actEnds READ actEnds NOTIFY changed)
    // Power after each scored chapter across the Acts: labels ("I·1") and rows per seat.
    Q_PROPERTY(QStringList chapterLabels READ chapterLabels NOTIFY changed)
    Q_PROPERTY(QVariantList chapterPower READ chapterPower NOTIFY changed)
    // The notes of every Intermission so far but the one on the table (whose notes are being
    // written, notesNow): NoteLine each.
    Q_PROPERTY(QVariantList notes READ notes NOTIFY changed)
    // The Intermission on the table, whose notes can be written now: its Act, or 0; and each
    // seat's note there: NoteLine each.
    Q_PROPERTY(int notesAfterAct READ notesAfterAct NOTIFY changed)
    Q_PROPERTY(QVariantList notesNow READ notesNow NOTIFY changed)

public:
    explicit CampaignBook(Table *table = nullptr, QObject *parent = nullptr);

    GamesLibrary *library() const { return m_library; }
    void setLibrary(GamesLibrary *library);
    bool active() const { return m_active; }
    void setActive(bool active);
    bool available() const { return m_campaign.has_value(); }
    QString name() const { return m_campaign ? m_campaign->name : QString(); }
    QString problem() const { return m_problem; }
    QVariantList log() const;
    QString packedAt() const;
    QVariantList packing() const;
    QVariantList unpacking() const;
    QVariantList actEnds() const;
    QStringList chapterLabels() const;
    QVariantList chapterPower() const;
    QVariantList notes() const;
    int notesAfterAct() const;
    QVariantList notesNow() const;

    // The note for the log sheet's back that `seat` writes at the Intermission on the table;
    // the refusal (nothing changes), or empty.
    // `inExports`: a secret note's player allows exported files to carry it.
    Q_INVOKABLE QString setNote(int seat, const QString &text, bool secret, bool inExports = false);
    // Writes the log as a PDF (secret notes only when asked); the problem, or empty.
    Q_INVOKABLE QString saveLog(const QUrl &file, bool withSecrets);
    Q_INVOKABLE QString suggestedFileName() const;

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    void refresh();
    arcs::PlayerColour colourOf(int seat) const;
    // A player's note as the views show it.
    NoteLine noteLine(int seat, const QString &act, const arcs::FateNote &note) const;

    QPointer<GamesLibrary> m_library;
    bool m_active = true;
    std::optional<arcs::CampaignSoFar> m_campaign;
    arcs::CampaignLog m_log; // of m_campaign, made once for every property that reads it
    QString m_problem;
};
