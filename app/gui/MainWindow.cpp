// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include <QQmlComponent>
#include <QQmlEngine>

std::unique_ptr<QQuickWindow> makeMainWindow(QQmlEngine &engine, QSize size, QString *problem) {
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent main(&engine, QUrl(QStringLiteral("qrc:/Arcs/Ui/Main.qml")));
    QVariantMap initial;
    if (size.isValid())
        initial = {{QStringLiteral("width"), size.width()},
                   {QStringLiteral("height"), size.height()}};
    std::unique_ptr<QObject> made(main.createWithInitialProperties(initial));
    if (auto *window = qobject_cast<QQuickWindow *>(made.get())) {
        made.release();
        return std::unique_ptr<QQuickWindow>(window);
    }
    *problem = main.isError() ? main.errorString() : QStringLiteral("Main.qml is not a window");
    return nullptr;
}
