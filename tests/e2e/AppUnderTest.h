// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controllers/AppSettings.h"
#include "controllers/GamesLibrary.h"
#include "controllers/Phones.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "gui/MainWindow.h"
#include "i18n/Translations.h"

#include <QDebug>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// The app as main() makes it, on the demo game in a library of its own, and its window.
struct AppUnderTest {
    // Once per test run: settings of the tests' own, no sound, the app's style.
    static void setUpTestRun() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArcsCompanionTests"));
        QSettings().clear();
        AppSettings::instance()->setMuted(true);
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    }

    QTemporaryDir dir;
    Translations translations;
    Table table{arcs::Catalog::builtIn()};
    GamesLibrary library{table};
    Phones phones{table};
    QQmlEngine engine;
    std::unique_ptr<QQuickWindow> window; // gone before the engine

    // False when the library or the window cannot be made. `atStart`: opened at its size, as
    // --size opens it, rather than resized after.
    bool open(QSize size, bool atStart = false) {
        Table::useInQml(&table);
        GamesLibrary::useInQml(&library);
        Phones::useInQml(&phones);
        if (!library.openLibrary(dir.filePath(QStringLiteral("library.sqlite"))).isEmpty())
            return false;
        phones.keepIn(library);
        table.loadDemo();
        // A language chosen in Settings applies at once, as main() makes it.
        QObject::connect(AppSettings::instance(), &AppSettings::languageChanged, &engine, [this] {
            translations.use(Translations::Language(int(AppSettings::instance()->language())));
            engine.retranslate();
            table.retranslate();
        });
        QString problem;
        window = MainWindowLoader(engine).make(atStart ? size : QSize(), &problem);
        if (!window) {
            qWarning() << problem;
            return false;
        }
        window->resize(size);
        return QTest::qWaitForWindowExposed(window.get());
    }
    QObject *named(const char *name) const {
        return window->findChild<QObject *>(QLatin1String(name));
    }
};
