// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppSettings.h"

#include "Translations.h"

#include <QJSEngine>

#include <QQmlEngine>
#include <algorithm>

namespace {
const QString darkThemeKey = QStringLiteral("appearance/darkTheme");
const QString mutedKey = QStringLiteral("sound/muted");
const QString volumeKey = QStringLiteral("sound/volume");
const QString sizeKey = QStringLiteral("appearance/sizePercent");
const QString languageKey = QStringLiteral("appearance/language");
const QString dismissedKey = QStringLiteral("notices/dismissed");
const QString phonesAddressKey = QStringLiteral("phones/address");
constexpr qsizetype dismissedKept = 100;
// As kept in the settings file, in AppSettings::Language's order.
const QStringList languageNames{QStringLiteral("system"), QStringLiteral("en"),
                                QStringLiteral("zh_TW")};
constexpr double defaultVolume = 0.7;
} // namespace

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

bool AppSettings::muted() const {
    return m_settings.value(mutedKey, false).toBool();
}

void AppSettings::setMuted(bool muted) {
    if (muted == this->muted())
        return;
    m_settings.setValue(mutedKey, muted);
    emit soundChanged();
}

double AppSettings::volume() const {
    return m_settings.value(volumeKey, defaultVolume).value<double>();
}

int AppSettings::sizePercent() const {
    const int percent = m_settings.value(sizeKey, minSize).toInt();
    return percent >= minSize && percent <= maxSize ? percent : minSize;
}

void AppSettings::setSizePercent(int percent) {
    if (percent < minSize || percent > maxSize || percent == sizePercent())
        return;
    m_settings.setValue(sizeKey, percent);
    emit sizeChanged();
}

void AppSettings::setVolume(double volume) {
    volume = std::clamp(volume, 0.0, 1.0);
    if (qFuzzyCompare(volume, this->volume()))
        return;
    m_settings.setValue(volumeKey, volume);
    emit soundChanged();
}

static_assert(int(AppSettings::TraditionalChinese) ==
                  int(Translations::Language::TraditionalChinese) &&
              int(AppSettings::English) == int(Translations::Language::English));

AppSettings::Language AppSettings::language() const {
    if (m_languageThisRun)
        return *m_languageThisRun;
    const qsizetype index = languageNames.indexOf(m_settings.value(languageKey).toString());
    return index < 0 ? SystemLanguage : Language(index);
}

void AppSettings::setLanguage(Language language) {
    if (language == this->language() || language < SystemLanguage || language > TraditionalChinese)
        return;
    m_languageThisRun.reset();
    m_settings.setValue(languageKey, languageNames[language]);
    emit languageChanged();
}

void AppSettings::useLanguageThisRun(Language language) {
    if (language == this->language())
        return;
    m_languageThisRun = language;
    emit languageChanged();
}

QString AppSettings::phonesAddress() const {
    return m_settings.value(phonesAddressKey).toString();
}

void AppSettings::setPhonesAddress(const QString &address) {
    if (address == phonesAddress())
        return;
    m_settings.setValue(phonesAddressKey, address);
    emit phonesAddressChanged();
}

bool AppSettings::noticeDismissed(const QString &key) const {
    return m_settings.value(dismissedKey).toStringList().contains(key);
}

void AppSettings::dismissNotice(const QString &key) {
    QStringList dismissed = m_settings.value(dismissedKey).toStringList();
    if (dismissed.contains(key))
        return;
    dismissed.append(key);
    m_settings.setValue(dismissedKey,
                        dismissed.mid(std::max<qsizetype>(0, dismissed.size() - dismissedKept)));
}
