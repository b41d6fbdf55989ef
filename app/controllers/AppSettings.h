#pragma once

#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

// The person's preferences, remembered between sessions.
class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)

public:
    static AppSettings *instance();
    static AppSettings *create(QQmlEngine *, QJSEngine *);

    bool darkTheme() const;
    void setDarkTheme(bool dark);

signals:
    void darkThemeChanged();

private:
    explicit AppSettings(QObject *parent = nullptr);
    QSettings m_settings;
};
