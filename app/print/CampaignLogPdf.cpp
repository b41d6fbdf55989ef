// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignLogPdf.h"

#include "data/Catalog.h"
#include "rules/CampaignEnd.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Trays.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace print {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CampaignLogPdf)
};

QString escaped(const QString &text) {
    return text.toHtmlEscaped();
}

// Colour never alone: the symbol and the colour's name go with it.
QString playerHeading(const arcs::PlayerSeat &seat) {
    static const char *const inks[] = {"#d0402a", "#1f6fd1", "#b88a00", "#6f6f6f"};
    static const char *const symbols[] = {"▲", "◆", "●", "■"};
    static const char *const names[] = {QT_TRANSLATE_NOOP("CampaignLogPdf", "red"),
                                        QT_TRANSLATE_NOOP("CampaignLogPdf", "blue"),
                                        QT_TRANSLATE_NOOP("CampaignLogPdf", "yellow"),
                                        QT_TRANSLATE_NOOP("CampaignLogPdf", "white")};
    const int colour = int(seat.colour);
    return QStringLiteral("<span style=\"color:%1\">%2</span> %3 · %4")
        .arg(QLatin1String(inks[colour]), QString::fromUtf8(symbols[colour]), escaped(seat.name),
             QCoreApplication::translate("CampaignLogPdf", names[colour]));
}

QString fateName(int number, const arcs::Catalog &catalog) {
    const arcs::Fate *fate = catalog.fate(number);
    return fate ? fate->name : QString();
}

QString logPage(const arcs::CampaignLog &log, const arcs::Catalog &catalog) {
    QString html =
        QStringLiteral("<h1>%1</h1><p>%2</p>").arg(Text::tr("Campaign Log"), escaped(log.name));
    for (const arcs::LogPlayer &player : log.players) {
        html +=
            QStringLiteral("<table class=\"sheet\" width=\"100%\" cellspacing=\"0\" "
                           "cellpadding=\"6\"><tr><th colspan=\"5\" class=\"who\">%1</th></tr>"
                           // The same columns for every player, whatever their lines hold
                           // (a long Flagship line widened one player's: a cold play-test).
                           "<tr><th width=\"7%\">%2</th><th width=\"30%\">%3</th>"
                           "<th width=\"19%\">%4</th><th width=\"14%\">%5</th>"
                           "<th width=\"30%\">%6</th></tr>")
                .arg(playerHeading(player.seat), Text::tr("Act"), Text::tr("Fate and Power in Act"),
                     Text::tr("Objective"), Text::tr("Outrage"), Text::tr("Flagship pieces"));
        for (int act = 1; act <= arcs::lastAct; ++act) {
            const auto played =
                std::find_if(player.acts.begin(), player.acts.end(),
                             [act](const arcs::LogAct &line) { return line.act == act; });
            const bool has = played != player.acts.end();
            html += QStringLiteral("<tr><td class=\"act\">%1</td><td>%2</td><td>%3</td>"
                                   "<td>%4</td><td>%5</td></tr>")
                        .arg(arcs::actWord(act),
                             has ? Text::tr("%1 · %2")
                                       .arg(escaped(fateName(played->fate, catalog)))
                                       .arg(played->power)
                                 : QString(),
                             arcs::objectiveWord(has ? played->objective : std::nullopt),
                             has ? arcs::outrageLetters(played->outrage) : QString(),
                             has && played->flagship
                                 ? escaped(arcs::flagshipLetters(*played->flagship, catalog))
                                 : QString());
        }
        html += QStringLiteral("</table><p></p>");
    }
    html += QStringLiteral("<p class=\"small\">%1</p>")
                .arg(Text::tr("Outrage: M Material, F Fuel, W Weapon, R Relic, P Psionic. Flagship "
                              "pieces: C city, S starport, Upgrade by Upgrade."));
    return html;
}

QString notesPage(const arcs::CampaignLog &log, const LogOptions &options) {
    QString html =
        QStringLiteral("<h1 class=\"page\">%1</h1>").arg(Text::tr("What the Fates ask to keep"));
    bool any = false;
    for (const arcs::LogPlayer &player : log.players) {
        html += QStringLiteral("<h3>%1</h3>").arg(playerHeading(player.seat));
        if (player.notes.isEmpty())
            html += QStringLiteral("<p class=\"small\">%1</p>").arg(Text::tr("Nothing written."));
        for (const arcs::LoggedNote &logged : player.notes) {
            any = true;
            const QString text =
                logged.note.secret && !options.withSecrets
                    ? Text::tr("A secret note, kept in the app for %1 alone.")
                          .arg(escaped(player.seat.name))
                    : escaped(logged.note.text).replace(u'\n', QStringLiteral("<br>"));
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(Text::tr("After Act %1%2:")
                                 .arg(arcs::actWord(logged.afterAct),
                                      logged.note.secret ? Text::tr(" (secret)") : QString()),
                             text);
        }
    }
    if (!any)
        html += QStringLiteral("<p class=\"small\">%1</p>")
                    .arg(Text::tr("Write these at the Intermission's last step, under Pack up."));
    return html;
}

QString traysPage(const arcs::CampaignSoFar &campaign, const arcs::Catalog &catalog) {
    // Its heading row starts each page it runs onto (a table split across pages 3 and 4 had
    // none on the second; a play-test).
    QString html = QStringLiteral("<h1 class=\"page\">%1</h1><p>%2</p>"
                                  "<table class=\"sheet\" width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"4\"><thead><tr><th align=\"left\">%3</th>"
                                  "<th align=\"left\">%4</th></tr></thead>")
                       .arg(Text::tr("Trays"), escaped(arcs::packedAt(campaign, catalog)),
                            Text::tr("Tray section"), Text::tr("What goes in it"));
    // A row a line, each with its section: a row of several lines split across two pages left
    // the lines on the second without their section (a play-test). The section is muted where
    // it repeats.
    for (const arcs::PackingStep &step : arcs::packingList(campaign, catalog)) {
        for (qsizetype line = 0; line < std::max<qsizetype>(1, step.lines.size()); ++line)
            html += QStringLiteral("<tr><td class=\"%1\">%2</td><td>%3</td></tr>")
                        .arg(line == 0 ? QStringLiteral("act") : QStringLiteral("again"),
                             escaped(step.title), escaped(step.lines.value(line)));
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QString campaignLogHtml(const arcs::CampaignSoFar &campaign, const arcs::Catalog &catalog,
                        const LogOptions &options) {
    const arcs::CampaignLog log = arcs::campaignLog(campaign, catalog);
    return QStringLiteral("<html><head><style>"
                          "body { font-family: 'DejaVu Sans'; font-size: 12pt; }"
                          "h1 { font-size: 24pt; } h1.page { page-break-before: always; }"
                          "h3 { font-size: 15pt; margin-bottom: 2px; }"
                          "table.sheet { border-collapse: collapse; }"
                          "table.sheet th, table.sheet td { border: 1px solid #555; }"
                          "th { background-color: #e8e8e8; text-align: left; }"
                          "th.who { font-size: 15pt; background-color: #ffffff; }"
                          "td.act { font-weight: bold; white-space: nowrap; }"
                          "td.again { color: #777; white-space: nowrap; }"
                          ".small { color: #444; font-size: 10pt; }"
                          "</style></head><body>") +
           logPage(log, catalog) + notesPage(log, options) +
           (campaign.acts.isEmpty() ? QString() : traysPage(campaign, catalog)) +
           QStringLiteral("</body></html>");
}

Paper paperFor(const QLocale &locale) {
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? Paper::Letter : Paper::A4;
}

QString writeCampaignLogPdf(const QString &path, const arcs::CampaignSoFar &campaign,
                            const arcs::Catalog &catalog, const LogOptions &options) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Text::tr("%1 could not be written: %2").arg(path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setTitle(Text::tr("Campaign Log: %1").arg(campaign.name));
        writer.setCreator(QStringLiteral("Arcs Companion"));
        writer.setPageSize(
            QPageSize(options.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QTextDocument document;
        // In points, not the application's font: a desktop's font in pixels made the headings
        // 2 pt in the app's PDF (its relative sizes scaled to the writer's 1200 dpi).
        document.setDefaultFont(QFont(QStringLiteral("DejaVu Sans"), 10));
        document.setHtml(campaignLogHtml(campaign, catalog, options));
        // Laid out on the writer itself, a page at a time: the tables take the page's width.
        document.documentLayout()->setPaintDevice(&writer);
        document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
        document.print(&writer);
    }
    if (!file.commit())
        return Text::tr("%1 could not be written: %2").arg(path, file.errorString());
    return {};
}

} // namespace print
