// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controllers/AppSettings.h"
#include "controllers/GamesLibrary.h"
#include "controllers/Table.h"
#include "data/Catalog.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

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
    Table table{arcs::Catalog::builtIn()};
    GamesLibrary library{table};
    QQmlEngine engine;
    std::unique_ptr<QObject> root; // made by the engine, gone before it
    QQuickWindow *window = nullptr;

    // False when the library or the window cannot be made. `atStart`: opened at its size, as
    // --size opens it, rather than resized after.
    bool open(QSize size, bool atStart = false) {
        Table::useInQml(&table);
        GamesLibrary::useInQml(&library);
        if (!library.openLibrary(dir.filePath(QStringLiteral("library.sqlite"))).isEmpty())
            return false;
        table.loadDemo();
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent main(&engine, QUrl(QStringLiteral("qrc:/Arcs/Ui/Main.qml")));
        QVariantMap initial;
        if (atStart)
            initial = {{QStringLiteral("width"), size.width()},
                       {QStringLiteral("height"), size.height()}};
        root.reset(main.createWithInitialProperties(initial));
        window = qobject_cast<QQuickWindow *>(root.get());
        if (!window)
            return false;
        window->resize(size);
        return QTest::qWaitForWindowExposed(window);
    }
    QObject *named(const char *name) const {
        return window->findChild<QObject *>(QLatin1String(name));
    }
};
