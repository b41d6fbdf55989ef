// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QQmlEngine;
class QJSEngine;

// The person's preferences, remembered between sessions.
class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY soundChanged)
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY soundChanged)
    // Text and pieces, in percent of the size laid out for the window (100–200, by 25).
    Q_PROPERTY(int sizePercent READ sizePercent WRITE setSizePercent NOTIFY sizeChanged)
    Q_PROPERTY(int minSizePercent MEMBER minSize CONSTANT)
    Q_PROPERTY(int maxSizePercent MEMBER maxSize CONSTANT)
    // The language of the interface; applied at once (Translations).
    Q_PROPERTY(Language language READ language WRITE setLanguage NOTIFY languageChanged)
    // The host's address phones were last served on ("" for none yet).
    Q_PROPERTY(
        QString phonesAddress READ phonesAddress WRITE setPhonesAddress NOTIFY phonesAddressChanged)

public:
    // The system's language where the app has it, else English.
    enum Language { SystemLanguage, English, TraditionalChinese };
    Q_ENUM(Language)

    static AppSettings *instance();
    static AppSettings *create(QQmlEngine *, QJSEngine *);

    bool darkTheme() const;
    void setDarkTheme(bool dark);
    bool muted() const;
    void setMuted(bool muted);
    double volume() const; // 0..1
    void setVolume(double volume);
    int sizePercent() const;
    // Out-of-range sizes are refused (kept as they were), not clamped.
    void setSizePercent(int percent);
    // The language in use: this run's (the command line's), else the one kept. Choosing one
    // keeps it and ends this run's.
    Language language() const;
    void setLanguage(Language language);
    void useLanguageThisRun(Language language);
    QString phonesAddress() const;
    void setPhonesAddress(const QString &address);
    static constexpr int minSize = 100;
    static constexpr int maxSize = 200;

    // Notices put away once for good, like an Act's Fate setup: `key` names the notice and
    // what it was about (the last hundred are kept).
    Q_INVOKABLE bool noticeDismissed(const QString &key) const;
    Q_INVOKABLE void dismissNotice(const QString &key);

signals:
    void darkThemeChanged();
    void soundChanged();
    void sizeChanged();
    void languageChanged();
    void phonesAddressChanged();

private:
    explicit AppSettings(QObject *parent = nullptr);
    QSettings m_settings;
    std::optional<Language> m_languageThisRun;
};
