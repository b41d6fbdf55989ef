// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace {
const QString prefix = QStringLiteral("arcs-companion");
const QString folder = QStringLiteral(":/i18n");

// The language the system asks for that the app has: Traditional Chinese for zh_TW, zh_HK and
// zh-Hant; else English.
QString systemChoice(const QLocale &system) {
    for (const QString &name : system.uiLanguages()) {
        const QLocale locale(name);
        if (locale.language() == QLocale::Chinese &&
            (locale.script() == QLocale::TraditionalChineseScript ||
             locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong))
            return QStringLiteral("zh_TW");
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}
} // namespace

Translations::~Translations() {
    // A test runner's setup may outlive its application, which then holds no translators.
    if (!QCoreApplication::instance())
        return;
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_qt);
}

QString Translations::use(Language language, const QLocale &system) {
    const QString name = language == Language::TraditionalChinese ? QStringLiteral("zh_TW")
                         : language == Language::English          ? QStringLiteral("en")
                                                                  : systemChoice(system);
    // Loading replaces the file the installed translator reads; a reinstall tells the
    // application (and through it QML) that the language changed.
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_qt);
    const bool loaded = m_translator.load(prefix + u'_' + name, folder);
    // A failed load leaves it empty: English, or Qt's translations not installed.
    (void)m_qt.load(QStringLiteral("qt_") + name,
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    QCoreApplication::installTranslator(&m_qt);
    QCoreApplication::installTranslator(&m_translator);
    // Dates and lists of names ("A、B和C") in the language read, not the system's.
    QLocale::setDefault(
        name == u"zh_TW"_qs
            ? QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan)
            : QLocale::system());
    return loaded ? name : QString();
}
