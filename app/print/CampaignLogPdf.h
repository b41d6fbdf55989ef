// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CampaignLog.h"

#include <QLocale>
#include <QString>

namespace arcs {
class Catalog;
}

// The printable Campaign Log (rulebook "Packing Up"), laid out like the paper sheet: page 1 the
// log (each player's name and colour; for Acts I-III the Fate and Power, Outrage and Flagship
// pieces), page 2 what the Fates asked to be written down, then the tray list of the table as
// it stands. Needs a QGuiApplication (fonts); arcs-cli makes an offscreen one.
namespace print {

enum class Paper { A4, Letter };
// Letter where the US measurement system is used, else A4.
Paper paperFor(const QLocale &locale);

struct LogOptions {
    bool withSecrets = false; // print secret Fate notes instead of "kept in the app"
    Paper paper = Paper::A4;
};

// The log as HTML for the PDF writer; also what the tests read.
QString campaignLogHtml(const arcs::CampaignSoFar &campaign, const arcs::Catalog &catalog,
                        const LogOptions &options);
// Writes the PDF to `path`, all or nothing; the problem, or empty. The same document whatever
// the application's font (the app's and arcs-cli's differ).
QString writeCampaignLogPdf(const QString &path, const arcs::CampaignSoFar &campaign,
                            const arcs::Catalog &catalog, const LogOptions &options);

} // namespace print
