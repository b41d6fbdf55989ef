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

QString CampaignBook::colourOf(int seat) const {
    return arcs::nameOf(m_log.players[seat].seat.colour);
}

QVariantMap CampaignBook::playerMap(int seat, QVariantMap more) const {
    more.insert(QStringLiteral("name"), m_log.players[seat].seat.name);
    more.insert(QStringLiteral("colour"), colourOf(seat));
    return more;
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
            acts.append(
                QVariantMap{{"act", arcs::actWord(act)},
                            {"fate", fate ? fate->name : QString()},
                            {"power", played ? QString::number(line->power) : QString()},
                            {"outrage", played ? arcs::outrageLetters(line->outrage) : QString()},
                            {"flagship", played && line->flagship
                                             ? arcs::flagshipLetters(*line->flagship, catalog())
                                             : QString()}});
        }
        out.append(playerMap(seat, {{"acts", acts}}));
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
            acts.append(QVariantMap{{"act", arcs::actWord(line.act)},
                                    {"fate", fate ? fate->name : QString()},
                                    {"power", m_campaign->acts[act].players[seat].power},
                                    {"kept", line.power}});
        }
        out.append(playerMap(seat, {{"acts", acts}}));
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
        out.append(QVariantMap{{"title", step.title}, {"lines", step.lines}});
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
        out.append(QVariantMap{{"title", step.title}, {"parts", stepsOf(step.parts)}});
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
            out.append(playerMap(seat, {{"seat", seat},
                                        {"act", arcs::actWord(logged.afterAct)},
                                        {"text", logged.note.text},
                                        {"secret", logged.note.secret}}));
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
        out.append(playerMap(seat, {{"seat", seat},
                                    {"text", notes[seat].text},
                                    {"secret", notes[seat].secret},
                                    {"inExports", notes[seat].inExports}}));
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
    m_library->useFolderOf(file);
    return print::writeCampaignLogPdf(file.isLocalFile() ? file.toLocalFile() : file.toString(),
                                      *m_campaign, catalog(),
                                      {withSecrets, print::paperFor(QLocale::system())});
}

QString CampaignBook::suggestedFileName() const {
    const QString base = GamesLibrary::safeFileName(name());
    return tr("%1 log.pdf").arg(base.isEmpty() ? tr("Campaign") : base);
}
