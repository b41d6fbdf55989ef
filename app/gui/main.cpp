// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupReport.h"
#include "controllers/AppSettings.h"
#include "controllers/GamesLibrary.h"
#include "controllers/Phones.h"
#include "controllers/SoundBoard.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "data/CatalogError.h"
#include "gui/EnterPressesButtons.h"
#include "gui/MainWindow.h"
#include "gui/RaiseOnRelaunch.h"
#include "i18n/Translations.h"
#include "store/Library.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFontMetricsF>
#include <QFutureWatcher>
#include <QIcon>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtConcurrent/QtConcurrentRun>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <memory>
#include <utility>

Q_IMPORT_QML_PLUGIN(Arcs_AppPlugin)
Q_IMPORT_QML_PLUGIN(Arcs_UiPlugin)

namespace {

// Writes the first frame the window shows (every page is loaded before it) to a PNG, then
// quits: a screenshot that also measures start-up, with no fixed wait.
void screenshotFirstFrame(QQuickWindow &window, const QString &file) {
    reportStartupAtFirstFrame(window);
    QObject::connect(
        &window, &QQuickWindow::frameSwapped, &window,
        [&window, file] {
            static bool taken = false;
            if (std::exchange(taken, true))
                return;
            const QImage image = window.grabWindow();
            if (image.isNull() || !image.save(file, "PNG")) {
                std::fprintf(stderr, "arcs-companion: could not write the screenshot to %s\n",
                             qPrintable(file));
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::exit(0);
        },
        Qt::QueuedConnection);
}

// The built-in game data's problem ("" when it is sound); then the font database, the first
// text's cost, and the library's SQLite driver, read here ahead of them.
QString readAhead(const QFont &font) {
    try {
        arcs::Catalog::builtIn();
    } catch (const arcs::CatalogError &error) {
        return error.message();
    }
    QFontMetricsF(font).height();
    arcs::Library::loadDriver();
    return {};
}

template <typename T> T waitServingEvents(const QFuture<T> &future) {
    QFutureWatcher<T> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(future);
    if (!future.isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return future.result();
}

QStringList argumentsOf(int argc, char *argv[]) {
    QStringList out;
    for (int i = 0; i < argc; ++i)
        out << QString::fromLocal8Bit(argv[i]);
    return out;
}

} // namespace

int main(int argc, char *argv[]) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "A companion for playing Arcs at the table."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Open the built-in demo game."));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to a PNG file and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Open the window at this size, e.g. 3840x2160."),
        QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption libraryOption(
        QStringLiteral("library"),
        QCoreApplication::translate("main",
                                    "Keep games in this library file instead of the user's."),
        QStringLiteral("PATH"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        QCoreApplication::translate("main",
                                    "Show the interface in this language for this run: en or "
                                    "zh_TW (Settings keeps the usual one)."),
        QStringLiteral("LANGUAGE"));
    const QCommandLineOption phonesOption(
        QStringLiteral("phones"),
        QCoreApplication::translate("main",
                                    "Let phones join at launch, on this port (0: a free one) "
                                    "and, if given, this address of the computer's."),
        QStringLiteral("[ADDRESS:]PORT"));
    parser.addOptions(
        {demoOption, screenshotOption, sizeOption, libraryOption, languageOption, phonesOption});
    // Help and the version are answered without a window, so they work without a display
    // (over ssh, in a terminal, in a package build). Qt's own options (-platform, …) are only
    // known once the application exists: other mistakes are reported then.
    parser.parse(argumentsOf(argc, argv));
    if (parser.isSet(helpOption) || parser.isSet(versionOption) ||
        parser.isSet(QStringLiteral("help-all"))) {
        QCoreApplication text(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("arcs-companion"));
        QCoreApplication::setApplicationVersion(QStringLiteral(ARCS_VERSION));
        parser.process(text); // prints and exits
        return 2;
    }

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ArcsCompanion"));
    QApplication::setApplicationName(QStringLiteral("arcs-companion"));
    QApplication::setApplicationDisplayName(QStringLiteral("Arcs Companion"));
    QApplication::setApplicationVersion(QStringLiteral(ARCS_VERSION));
    parser.process(app);
    QApplication::setDesktopFileName(QStringLiteral("io.github.arcscompanion.ArcsCompanion"));
    // The window's own font (Theme.fontBody as the window is first laid out) as everyone's: a
    // text laid out before the window's font reaches it then loads no other font (~1 ms each).
    // Hinted vertically only (FreeType's "slight"): on a 1× screen the strokes of 繁體中文's
    // glyphs and the Latin x-height fall on whole pixels, crisper in the small muted lines,
    // while widths stay the outline's, so layouts are the same as unhinted (looked at side by
    // side, docs/PERFORMANCE.md).
    QFont bodyFont = QGuiApplication::font();
    bodyFont.setPixelSize(16);
    bodyFont.setHintingPreference(QFont::PreferVerticalHinting);
    QGuiApplication::setFont(bodyFont);

    QSize windowSize;
    if (parser.isSet(sizeOption)) {
        const QStringList parts = parser.value(sizeOption).split(u'x');
        windowSize = parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
        if (windowSize.width() < 640 || windowSize.height() < 480) {
            std::fprintf(stderr,
                         "arcs-companion: --size needs WIDTHxHEIGHT of at least 640x480, "
                         "e.g. 1920x1080; got \"%s\"\n",
                         qPrintable(parser.value(sizeOption)));
            return 2;
        }
    }

    const QString language = parser.value(languageOption); // "" when not given
    const bool chinese = language == u"zh_TW"_qs;
    if (parser.isSet(languageOption) && !chinese && language != u"en"_qs) {
        std::fprintf(stderr, "arcs-companion: --language is en or zh_TW; got \"%s\"\n",
                     qPrintable(language));
        return 2;
    }

    // --phones [ADDRESS:]PORT: the address (IPv4) before the last colon, if any.
    const QString phonesAt = parser.value(phonesOption);
    const qsizetype colon = phonesAt.lastIndexOf(u':');
    const QString phonesAddress = colon < 0 ? QString() : phonesAt.left(colon);
    bool portIsNumber = false;
    const int phonesPort = phonesAt.mid(colon + 1).toInt(&portIsNumber);
    if (parser.isSet(phonesOption) && (!portIsNumber || phonesPort < 0 || phonesPort > 65535)) {
        std::fprintf(stderr,
                     "arcs-companion: --phones needs [ADDRESS:]PORT, a port from 0 (a free one) "
                     "to 65535, e.g. 8080 or 192.168.1.20:8080; got \"%s\"\n",
                     qPrintable(phonesAt));
        return 2;
    }

    // A plain engine: no file selectors (our files come from the module, one of each) and no
    // translator loading of its own (Translations does it) — QQmlApplicationEngine's start-up
    // work that this app does not use. The window's types load on its thread from here on.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlEngine engine;
    MainWindowLoader mainWindow(engine);

    // Meanwhile the game data, the font database and the SQLite driver are read on another
    // thread, while this one answers the type loader, which needs it at each step.
    const QString damaged =
        waitServingEvents(QtConcurrent::run(readAhead, QGuiApplication::font()));
    if (!damaged.isEmpty()) {
        std::fprintf(stderr, "arcs-companion: the built-in game data is damaged: %s\n",
                     qPrintable(damaged));
        return 1;
    }

    EnterPressesButtons enterPressesButtons;
    app.installEventFilter(&enterPressesButtons);
    Translations translations;
    const auto chosen = [] {
        return Translations::Language(int(AppSettings::instance()->language()));
    };
    if (parser.isSet(languageOption)) // shown in Settings too, where another may be chosen
        AppSettings::instance()->useLanguageThisRun(chinese ? AppSettings::TraditionalChinese
                                                            : AppSettings::English);
    translations.use(chosen());
    // The app's objects, made here and given to QML; they outlive the engine below.
    Table table(arcs::Catalog::builtIn());
    GamesLibrary library(table);
    Table::useInQml(&table);
    GamesLibrary::useInQml(&library);
    // A library that cannot be used is reported in the window, which offers the latest backup.
    const QString libraryPath =
        parser.isSet(libraryOption) ? parser.value(libraryOption) : arcs::Library::defaultPath();
    library.openLibrary(libraryPath);
    // One app keeps a library: launched again on it, the app brings the running one's window
    // forward and leaves (two windows on one journal would each write over the other).
    if (const qint64 holder = library.openElsewhere()) {
        const bool raised = RaiseOnRelaunch::askToRaise(libraryPath);
        std::fprintf(stderr,
                     "arcs-companion: the library %s is open in Arcs Companion already "
                     "(process %lld): %s\n",
                     qPrintable(QDir::toNativeSeparators(libraryPath)), holder,
                     raised ? "its window was brought forward" : "switch to that window");
        return 0;
    }
    QObject::connect(&app, &QCoreApplication::aboutToQuit, [&library] { library.closeLibrary(); });
    Phones phones(table);
    phones.keepIn(library);
    Phones::useInQml(&phones);
    if (parser.isSet(phonesOption)) {
        const QString problem = phones.serve(phonesAddress, phonesPort);
        if (problem.isEmpty())
            std::fprintf(stderr, "arcs-companion: phones join at %s\n", qPrintable(phones.url()));
        else
            std::fprintf(stderr, "arcs-companion: %s\n", qPrintable(problem));
    }
    SoundBoard::instance()->chimeWhenChaptersEnd(table);
    if (parser.isSet(demoOption))
        table.loadDemo();

    QObject::connect(&engine, &QQmlEngine::quit, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    QObject::connect(&engine, &QQmlEngine::exit, &app, &QCoreApplication::exit,
                     Qt::QueuedConnection);
    // A language chosen in Settings applies at once: every qsTr() and every engine text again.
    QObject::connect(AppSettings::instance(), &AppSettings::languageChanged, &engine, [&] {
        translations.use(chosen());
        engine.retranslate();
        table.retranslate();
    });
    // The window opens at its size, so that its first frame (the screenshot) is laid out for it.
    QString problem;
    const std::unique_ptr<QQuickWindow> window = mainWindow.make(windowSize, &problem);
    if (!window) {
        std::fprintf(stderr, "arcs-companion: the window could not be made: %s\n",
                     qPrintable(problem));
        return 1;
    }
    RaiseOnRelaunch raiseOnRelaunch(*window);
    const auto listen = [&] { raiseOnRelaunch.listenFor(library.libraryPath()); };
    QObject::connect(&library, &GamesLibrary::libraryChanged, window.get(), listen);
    if (parser.isSet(screenshotOption))
        screenshotFirstFrame(*window, parser.value(screenshotOption));
    // The icon once the window has shown (and the screenshot reported its start-up): its SVG
    // loads the icon engine plugin, 3 M instructions. A relaunch is answered from then on.
    QObject::connect(
        window.get(), &QQuickWindow::frameSwapped, window.get(),
        [listen] {
            QApplication::setWindowIcon(
                QIcon(QStringLiteral(":/arcs/icons/io.github.arcscompanion.ArcsCompanion.svg")));
            listen();
        },
        Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
    return app.exec();
}
