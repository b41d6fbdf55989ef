// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include <QEventLoop>
#include <QQmlEngine>

namespace {

QQmlEngine &withModuleImports(QQmlEngine &engine) {
    engine.addImportPath(QStringLiteral("qrc:/"));
    return engine;
}

} // namespace

MainWindowLoader::MainWindowLoader(QQmlEngine &engine)
    : m_main(&withModuleImports(engine), QUrl(QStringLiteral("qrc:/Arcs/Ui/Main.qml")),
             QQmlComponent::Asynchronous) {}

std::unique_ptr<QQuickWindow> MainWindowLoader::make(QSize size, QString *problem) {
    if (m_main.isLoading()) {
        QEventLoop loop;
        QObject::connect(&m_main, &QQmlComponent::statusChanged, &loop, &QEventLoop::quit);
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    QVariantMap initial;
    if (size.isValid())
        initial = {{QStringLiteral("width"), size.width()},
                   {QStringLiteral("height"), size.height()}};
    std::unique_ptr<QObject> made(m_main.createWithInitialProperties(initial));
    if (auto *window = qobject_cast<QQuickWindow *>(made.get())) {
        made.release();
        return std::unique_ptr<QQuickWindow>(window);
    }
    *problem = m_main.isError() ? m_main.errorString() : QStringLiteral("Main.qml is not a window");
    return nullptr;
}
