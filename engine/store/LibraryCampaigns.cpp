// SPDX-License-Identifier: GPL-3.0-or-later
#include "Library.h"

#include "CampaignFile.h"
#include "LibraryWrites.h"
#include "rules/EntryWords.h"

#include <QJsonArray>
#include <QJsonDocument>

// The library's campaigns: their Acts in order, the Intermissions between them, and their files.
namespace arcs {

using namespace librarySql;

namespace {
QString intermissionsJson(const QList<IntermissionChoices> &intermissions) {
    QJsonArray out;
    for (const IntermissionChoices &choices : intermissions)
        out.append(choices.toJson());
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact));
}
} // namespace

std::optional<std::pair<qint64, qint64>>
Library::createCampaign(const QString &name, const Entry &start, QString *error) {
    Transaction t(m_connection);
    const QString stamp = now();
    t.exec(QStringLiteral("INSERT INTO campaigns (name, created, updated, intermissions) VALUES "
                          "(?, ?, ?, '[]')"),
           {name, stamp, stamp});
    const qint64 campaign = t.query().lastInsertId().toLongLong();
    const auto game = committedNewGame(t, insertNewGame(t, name, start, campaign), error);
    return game ? std::optional(std::make_pair(campaign, *game)) : std::nullopt;
}

std::optional<CampaignRecord> Library::campaign(qint64 id) const {
    if (m_version < 4)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query,
             QStringLiteral(
                 "SELECT name, created, updated, intermissions FROM campaigns WHERE id = ?"),
             {id}) ||
        !query.next())
        return std::nullopt;
    CampaignRecord record{id,
                          query.value(0).toString(),
                          QDateTime::fromString(query.value(1).toString(), Qt::ISODate),
                          QDateTime::fromString(query.value(2).toString(), Qt::ISODate),
                          {},
                          {}};
    const QJsonArray intermissions =
        QJsonDocument::fromJson(query.value(3).toString().toUtf8()).array();
    if (!run(query, QStringLiteral("SELECT id FROM games WHERE campaign = ? ORDER BY id"), {id}))
        return std::nullopt;
    while (query.next())
        record.acts.append(query.value(0).toLongLong());
    const auto actOne = record.acts.isEmpty() ? std::nullopt : game(record.acts[0]);
    const int players = actOne ? int(actOne->players.size()) : 0;
    for (const QJsonValue &choices : intermissions) {
        QString ignored; // written by this library, read back as written
        if (auto read = IntermissionChoices::fromJson(choices.toObject(), players, &ignored))
            record.intermissions.append(*read);
    }
    return record;
}

std::optional<CampaignRecord> Library::campaignOf(qint64 game) const {
    const auto summary = this->game(game);
    return summary && summary->campaign ? campaign(*summary->campaign) : std::nullopt;
}

QString Library::setIntermission(qint64 campaign, int afterAct,
                                 const IntermissionChoices &choices) {
    auto record = this->campaign(campaign);
    if (!record)
        return Text::tr("There is no campaign %1 in the library.").arg(campaign);
    if (afterAct < 1 || afterAct > record->acts.size() || afterAct > 2 ||
        afterAct < record->intermissions.size())
        return Text::tr("The campaign \"%1\" has no Intermission after Act %2 to keep.")
            .arg(record->name)
            .arg(afterAct);
    if (afterAct > record->intermissions.size())
        record->intermissions.append(choices);
    else
        record->intermissions[afterAct - 1] = choices;
    Transaction t(m_connection);
    t.claim(record->acts[afterAct - 1], m_revisions); // the Act it follows
    t.exec(QStringLiteral("UPDATE campaigns SET intermissions = ?, updated = ? WHERE id = ?"),
           {intermissionsJson(record->intermissions), now(), campaign});
    return t.commit();
}

std::optional<qint64> Library::addAct(qint64 campaign, const Entry &start, QString *error) {
    const auto record = this->campaign(campaign);
    const auto *startGame = std::get_if<StartGame>(&start);
    const int act = startGame && startGame->setup.act ? startGame->setup.act->act : 0;
    if (!record || act != record->acts.size() + 1 || record->intermissions.size() != act - 1) {
        if (error)
            *error = record
                         ? Text::tr("The campaign \"%1\" is not ready for Act %2: it has %3 Acts "
                                    "and %4 Intermissions.")
                               .arg(record->name)
                               .arg(act)
                               .arg(record->acts.size())
                               .arg(record->intermissions.size())
                         : Text::tr("There is no campaign %1 in the library.").arg(campaign);
        return std::nullopt;
    }
    Transaction t(m_connection);
    t.claim(record->acts.last(), m_revisions); // the Act it follows
    const qint64 id = insertNewGame(t, record->name, start, campaign);
    t.exec(QStringLiteral("UPDATE campaigns SET updated = ? WHERE id = ?"), {now(), campaign});
    return committedNewGame(t, id, error);
}

std::optional<qint64> Library::undoLatestActStart(qint64 campaign, QString *error) {
    const auto fail = [error](const QString &message) -> std::optional<qint64> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto record = this->campaign(campaign);
    if (!record || record->acts.size() < 2)
        return fail(Text::tr("Only a campaign's Act II or III starts from an Intermission."));
    const qint64 latest = record->acts.last();
    QSqlQuery count(QSqlDatabase::database(m_connection, false));
    if (!run(count, QStringLiteral("SELECT COUNT(*) FROM entries WHERE game = ?"), {latest}) ||
        !count.next() || count.value(0).toInt() != 1)
        return fail(Text::tr("Act %1 has entries after its start: undo them first.")
                        .arg(actWord(int(record->acts.size()))));
    const qint64 previous = record->acts[record->acts.size() - 2];
    Transaction t(m_connection);
    t.claim(latest, m_revisions);
    t.exec(QStringLiteral("DELETE FROM summaries WHERE game = ?"), {latest});
    t.exec(QStringLiteral("DELETE FROM entries WHERE game = ?"), {latest});
    t.exec(QStringLiteral("DELETE FROM games WHERE id = ?"), {latest});
    t.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('lastGame', ?)"),
           {previous});
    t.exec(QStringLiteral("UPDATE campaigns SET updated = ? WHERE id = ?"), {now(), campaign});
    if (const QString problem = t.commit(); !problem.isEmpty())
        return fail(problem);
    m_revisions.erase(latest);
    return previous;
}

std::optional<QJsonObject> Library::exportCampaign(qint64 campaign, QString *error) const {
    const auto record = this->campaign(campaign);
    if (!record) {
        if (error)
            *error = Text::tr("There is no campaign %1 in the library.").arg(campaign);
        return std::nullopt;
    }
    CampaignFile file{record->name, record->created, record->updated, {}, record->intermissions};
    for (qint64 act : record->acts) {
        auto game = gameFile(act, error);
        if (!game)
            return std::nullopt;
        game->name = record->name;
        file.acts.append(withSecretsWithheld(*game));
    }
    for (IntermissionChoices &choices : file.intermissions) {
        for (FateNote &note : choices.notes)
            note = note.forExport();
    }
    return campaignFileToJson(file);
}

std::optional<qint64> Library::importCampaign(const QJsonObject &json, const Catalog &catalog,
                                              QString *error) {
    const auto read = readCampaignFile(json, catalog, error);
    if (!read)
        return std::nullopt;
    const auto &[file, journals] = *read;
    const QString name = importedName(file.name);
    Transaction t(m_connection);
    t.exec(QStringLiteral("INSERT INTO campaigns (name, created, updated, intermissions) VALUES "
                          "(?, ?, ?, ?)"),
           {name, file.created.toUTC().toString(Qt::ISODate),
            file.updated.toUTC().toString(Qt::ISODate), intermissionsJson(file.intermissions)});
    const qint64 id = t.query().lastInsertId().toLongLong();
    for (qsizetype act = 0; act < file.acts.size(); ++act)
        insertGame(t, name, file.acts[act], journals[act], id);
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return id;
}

} // namespace arcs
