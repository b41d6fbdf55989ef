// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignLogPdf.h"
#include "CliIo.h"
#include "data/Catalog.h"
#include "store/CampaignFile.h"

#include <QFileInfo>
#include <QJsonObject>

#include <cstdio>

// arcs-cli campaign log: the printable Campaign Log of an exported campaign (docs/CLI.md).
namespace cli {

int campaignCommand(const QStringList &args) {
    const QString usage =
        QStringLiteral("use \"arcs-cli campaign log CAMPAIGN_FILE --output FILE.pdf "
                       "[--paper a4|letter] [--with-secrets]\"");
    if (args.value(0) != QLatin1String("log"))
        return fail(QStringLiteral("campaign takes the subcommand \"log\"; %1").arg(usage));
    QString input, output;
    print::LogOptions options;
    options.paper = print::paperFor(QLocale::system()); // as the app prints it here
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--output") && i + 1 < args.size())
            output = args[++i];
        else if (args[i] == QLatin1String("--paper") && i + 1 < args.size()) {
            const QString paper = args[++i].toLower();
            if (paper != QLatin1String("a4") && paper != QLatin1String("letter"))
                return fail(QStringLiteral("--paper is a4 or letter, not \"%1\"").arg(args[i]));
            options.paper = paper == QLatin1String("a4") ? print::Paper::A4 : print::Paper::Letter;
        } else if (args[i] == QLatin1String("--with-secrets"))
            options.withSecrets = true;
        else if (input.isEmpty() && !args[i].startsWith(u'-'))
            input = args[i];
        else
            return fail(
                QStringLiteral("campaign log does not take \"%1\"; %2").arg(args[i], usage));
    }
    if (input.isEmpty() || output.isEmpty())
        return fail(
            QStringLiteral("campaign log needs a campaign file and --output; %1").arg(usage));
    if (!output.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return fail(
            QStringLiteral("the log is a PDF: name the output FILE.pdf, not \"%1\"").arg(output));
    QString error;
    const auto json = readJsonObject(input, &error);
    if (!json)
        return fail(error);
    if (json->value(QStringLiteral("format")).toString() !=
        QLatin1String(arcs::CampaignFile::format))
        return fail(QStringLiteral("%1 is not a campaign file (export one with \"arcs-cli "
                                   "export\" or Export… on the Games page)")
                        .arg(input));
    const auto campaign = arcs::readCampaignFile(*json, arcs::Catalog::builtIn(), &error);
    if (!campaign)
        return fail(QStringLiteral("%1 cannot be read: %2").arg(input, error));
    error =
        print::writeCampaignLogPdf(output, arcs::campaignSoFar(campaign->first, campaign->second),
                                   arcs::Catalog::builtIn(), options);
    if (!error.isEmpty())
        return fail(error);
    printJson({{QStringLiteral("log"), QFileInfo(output).absoluteFilePath()},
               {QStringLiteral("acts"), int(campaign->first.acts.size())}});
    return 0;
}

} // namespace cli
