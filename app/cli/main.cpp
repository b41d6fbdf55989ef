// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"
#include "Translations.h"
#include "data/Catalog.h"
#include "data/CatalogError.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QStringList>

#include <cstdio>
#include <functional>
#include <memory>

// arcs-cli: the engine without a window, for scripts and tests.
// Exit codes: 0 success, 2 invalid input or usage (one line on stderr).
namespace {

struct Command {
    const char *name;
    const char *usage;
    const char *summary;
    std::function<int(const QStringList &)> run;
};

using cli::fail;
using cli::printJson;

int catalogCommand(const QStringList &args) {
    if (!args.isEmpty())
        return fail(
            QStringLiteral("catalog takes no arguments, found \"%1\"").arg(args.join(u' ')));
    printJson(arcs::Catalog::builtIn().toJson());
    return 0;
}

const QList<Command> &commands() {
    static const QList<Command> list{
        {"catalog", "arcs-cli catalog", "Print every number of the game's components as JSON.",
         catalogCommand},
        {"score", "arcs-cli score FILE|-", "Score a chapter's declared ambitions.",
         cli::scoreCommand},
        {"round", "arcs-cli round FILE|-", "Resolve one round's plays: initiative and pips.",
         cli::roundCommand},
        {"odds", "arcs-cli odds --assault A --skirmish S --raid R",
         "Exact odds of every result of a battle dice pool.", cli::oddsCommand},
        {"setup", "arcs-cli setup --card NAME [--leaders L1,L2,...]",
         "The pieces, resources and dummy right after setup.", cli::setupCommand},
        {"games", "arcs-cli games [--library PATH]", "List the games in the library.",
         cli::gamesCommand},
        {"export", "arcs-cli export [--game ID] [--output FILE] [--library PATH]",
         "Write a game (the last one played) as a game file.", cli::exportCommand},
        {"import", "arcs-cli import FILE [--library PATH] [--open]",
         "Check a game file and add it to the library (--open: the app opens it at its next "
         "start).",
         cli::importCommand},
        {"replay", "arcs-cli replay FILE|-", "Replay a game file; print its final state.",
         cli::replayCommand},
        {"campaign-setup", "arcs-cli campaign-setup --players N --number D --event SYMBOL",
         "A campaign's Act I table: Empire, Free cities, Blight.", cli::campaignSetupCommand},
        {"act-setup", "arcs-cli act-setup FILE|-",
         "Act II or III setup: ambition markers and the Blight placed.", cli::actSetupCommand},
        {"intermission", "arcs-cli intermission FILE|-",
         "An Intermission: Power, initiative, Fate draws, the board.", cli::intermissionCommand},
        {"campaign-end", "arcs-cli campaign-end FILE|-",
         "Whether the campaign ends after this chapter, and who wins.", cli::campaignEndCommand},
        {"crisis", "arcs-cli crisis FILE|-",
         "Blight Crises: the hits in each system with Blight, and the ships left.",
         cli::crisisCommand},
        {"campaign", "arcs-cli campaign log FILE --output LOG.pdf",
         "The printable Campaign Log of an exported campaign.", cli::campaignCommand},
    };
    return list;
}

void printHelp() {
    std::puts("Usage: arcs-cli COMMAND [ARGUMENTS]\n\n"
              "The Arcs Companion rules engine on the command line. Prints JSON on stdout;\n"
              "invalid input prints one line on stderr and exits with status 2.\n\n"
              "Commands:");
    for (const Command &command : commands())
        std::printf("  %-50s %s\n", command.usage, command.summary);
    std::puts("\nOptions:\n  -h, --help                   Show this help.\n"
              "  -v, --version                Show the version.\n"
              "  --library PATH               (games, export, import) Use this library file\n"
              "                               instead of the user's.\n"
              "  --with-secrets               (campaign log) Print secret Fate notes too.\n"
              "  --paper a4|letter            (campaign log) The paper size; by default the\n"
              "                               locale's (Letter in the US, else A4).");
}

} // namespace

int main(int argc, char *argv[]) {
    // Printing needs fonts, so "campaign" gets a windowless GUI application; every other command
    // runs without one and needs no display.
    const bool printing = argc > 1 && qstrcmp(argv[1], "campaign") == 0;
    if (printing) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt's notes about the windowless platform are not the command's output: errors stay
        // one line.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "%s\n", qPrintable(text));
        });
    }
    std::unique_ptr<QCoreApplication> app = printing
                                                ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arcs-cli"));
    // The CLI speaks English; its file holds the singular of counted messages ("1 hit").
    Translations translations;
    translations.use(Translations::Language::English);
    QCoreApplication::setApplicationVersion(QStringLiteral(ARCS_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return fail(QStringLiteral("no command given; run \"arcs-cli --help\" for the list"));
    const QString name = args.takeFirst();
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printHelp();
        return 0;
    }
    if (name == QLatin1String("--version") || name == QLatin1String("-v")) {
        std::printf("arcs-cli %s\n", ARCS_VERSION);
        return 0;
    }
    for (const Command &command : commands()) {
        if (name == QLatin1String(command.name)) {
            try {
                return command.run(args);
            } catch (const arcs::CatalogError &error) {
                std::fprintf(stderr, "arcs-cli: the built-in game data is damaged: %s\n",
                             qPrintable(error.message()));
                return 1;
            }
        }
    }
    return fail(
        QStringLiteral("unknown command \"%1\"; run \"arcs-cli --help\" for the list").arg(name));
}
