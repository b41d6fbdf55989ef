#include "AppSettings.h"

#include <QJSEngine>
#include <QQmlEngine>

namespace {
const QString darkThemeKey = QStringLiteral("appearance/darkTheme");
}

AppSettings::AppSettings(QObject *parent) : QObject(parent) {}

AppSettings *AppSettings::instance() {
    static AppSettings *settings = new AppSettings;
    return settings;
}

AppSettings *AppSettings::create(QQmlEngine *, QJSEngine *) {
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

bool AppSettings::darkTheme() const {
    return m_settings.value(darkThemeKey, true).toBool();
}

void AppSettings::setDarkTheme(bool dark) {
    if (dark == darkTheme())
        return;
    m_settings.setValue(darkThemeKey, dark);
    emit darkThemeChanged();
}
