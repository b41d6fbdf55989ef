// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignBook.h"

#include "CampaignLogPdf.h"
#include "data/Catalog.h"
#include "rules/CampaignEnd.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Trays.h"

CampaignBook::CampaignBook(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void CampaignBook::setLibrary(GamesLibrary *library) {
    if (m_library == library)
        return;
    m_library = library;
    refresh();
}

void CampaignBook::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &CampaignBook::refresh);
    connect(&table, &Table::intermissionChanged, this, &CampaignBook::refresh);
    refresh();
}

void CampaignBook::setActive(bool active) {
    if (m_active == active)
        return;
    m_active = active;
    refresh();
}

void CampaignBook::refresh() {
    if (!m_active)
        return;
    m_problem.clear();
    m_campaign =
        m_library && tablePointer() ? m_library->campaignOnTable(&m_problem) : std::nullopt;
    m_log = m_campaign ? arcs::campaignLog(*m_campaign, catalog()) : arcs::CampaignLog{};
    emit changed();
}

arcs::PlayerColour CampaignBook::colourOf(int seat) const {
    return m_log.players[seat].seat.colour;
}

NoteLine CampaignBook::noteLine(int seat, const QString &act, const arcs::FateNote &note) const {
    return {
        seat,          m_log.players[seat].seat.name, colourOf(seat), act, note.text, note.secret,
        note.inExports};
}

QVariantList CampaignBook::log() const {
    QVariantList out;
    for (int seat = 0; seat < m_log.players.size(); ++seat) {
        const arcs::LogPlayer &player = m_log.players[seat];
        QVariantList acts;
        for (int act = 1; act <= arcs::lastAct; ++act) {
            const auto line = std::find_if(player.acts.begin(), player.acts.end(),
                                           [act](const arcs::LogAct &l) { return l.act == act; });
            const bool played = line != player.acts.end();
            const arcs::Fate *fate = played ? catalog().fate(line->fate) : nullptr;
            LogActLine shown;
            shown.act = arcs::actWord(act);
            shown.fate = fate ? fate->name : QString();
            shown.power = played ? QString::number(line->power) : QString();
            shown.objective = arcs::objectiveWord(played ? line->objective : std::nullopt);
            shown.outrage = played ? arcs::outrageLetters(line->outrage) : QString();
            shown.flagship = played && line->flagship
                                 ? arcs::flagshipLetters(*line->flagship, catalog())
                                 : QString();
            acts.append(QVariant::fromValue(shown));
        }
        out.append(QVariant::fromValue(PlayerLog{player.seat.name, colourOf(seat), acts}));
    }
    return out;
}

QVariantList CampaignBook::actEnds() const {
    QVariantList out;
    for (int seat = 0; seat < m_log.players.size(); ++seat) {
        QVariantList acts;
        for (qsizetype act = 0; act < m_campaign->acts.size(); ++act) {
            const arcs::LogAct &line = m_log.players[seat].acts[act];
            const arcs::Fate *fate = catalog().fate(line.fate);
            LogActLine shown;
            shown.act = arcs::actWord(line.act);
            shown.fate = fate ? fate->name : QString();
            shown.powerAtEnd = m_campaign->acts[act].players[seat].power;
            shown.kept = line.power;
            acts.append(QVariant::fromValue(shown));
        }
        out.append(
            QVariant::fromValue(PlayerLog{m_log.players[seat].seat.name, colourOf(seat), acts}));
    }
    return out;
}

QString CampaignBook::packedAt() const {
    return m_campaign ? arcs::packedAt(*m_campaign, catalog()) : QString();
}

namespace {
QVariantList stepsOf(const QList<arcs::PackingStep> &steps) {
    QVariantList out;
    for (const arcs::PackingStep &step : steps)
        out.append(QVariant::fromValue(GuideStep{step.title, step.lines, {}}));
    return out;
}
} // namespace

QVariantList CampaignBook::packing() const {
    return m_campaign ? stepsOf(arcs::packingList(*m_campaign, catalog())) : QVariantList();
}

QVariantList CampaignBook::unpacking() const {
    if (!m_campaign)
        return {};
    QVariantList out;
    for (const arcs::UnpackStep &step : arcs::unpackGuide(*m_campaign, catalog()))
        out.append(QVariant::fromValue(GuideStep{step.title, {}, stepsOf(step.parts)}));
    return out;
}

QStringList CampaignBook::chapterLabels() const {
    QStringList out;
    if (m_campaign) {
        for (const arcs::ChapterPower &chapter : arcs::powerByChapter(*m_campaign))
            out << tr("%1·%2").arg(arcs::actWord(chapter.act)).arg(chapter.chapter);
    }
    return out;
}

QVariantList CampaignBook::chapterPower() const {
    QVariantList out;
    if (m_campaign) {
        for (const arcs::ChapterPower &chapter : arcs::powerByChapter(*m_campaign)) {
            QVariantList row;
            for (const int power : chapter.power)
                row.append(power);
            out.append(QVariant(row));
        }
    }
    return out;
}

QVariantList CampaignBook::notes() const {
    QVariantList out;
    for (int seat = 0; seat < m_log.players.size(); ++seat) {
        for (const arcs::LoggedNote &logged : m_log.players[seat].notes) {
            if (logged.afterAct == notesAfterAct())
                continue;
            out.append(
                QVariant::fromValue(noteLine(seat, arcs::actWord(logged.afterAct), logged.note)));
        }
    }
    return out;
}

int CampaignBook::notesAfterAct() const {
    return available() && table().intermission() ? table().act() : 0;
}

QVariantList CampaignBook::notesNow() const {
    if (notesAfterAct() == 0)
        return {};
    QVariantList out;
    const QList<arcs::FateNote> &notes = table().intermission()->notes;
    for (int seat = 0; seat < notes.size(); ++seat)
        out.append(QVariant::fromValue(noteLine(seat, QString(), notes[seat])));
    return out;
}

QString CampaignBook::setNote(int seat, const QString &text, bool secret, bool inExports) {
    if (notesAfterAct() == 0)
        return tr("Notes are written at an Intermission: begin it first.");
    arcs::IntermissionChoices choices = *table().intermission();
    if (seat < 0 || seat >= choices.notes.size())
        return tr("There is no player %1 at this table.").arg(seat + 1);
    choices.notes[seat] = {text.trimmed(), secret, secret && inExports};
    return table().setIntermission(choices);
}

QString CampaignBook::saveLog(const QUrl &file, bool withSecrets) {
    if (!m_campaign)
        return tr("The game on the table is not a saved campaign.");
    if (const QString refusal = m_library->refusalToOverwrite(file); !refusal.isEmpty())
        return refusal;
    m_library->useFolderOf(file);
    return print::writeCampaignLogPdf(file.isLocalFile() ? file.toLocalFile() : file.toString(),
                                      *m_campaign, catalog(),
                                      {withSecrets, print::paperFor(QLocale::system())});
}

QString CampaignBook::suggestedFileName() const {
    const QString base = GamesLibrary::safeFileName(name());
    return tr("%1 log.pdf").arg(base.isEmpty() ? tr("Campaign") : base);
}
