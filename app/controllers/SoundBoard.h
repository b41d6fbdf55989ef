// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class QSoundEffect;
class QQmlEngine;
class QJSEngine;
class Table;

// The short sound cues. Without an audio device QSoundEffect stays silent, so asking for a cue
// never fails; `requests` counts what was asked for (tests check that, not what was heard).
class SoundBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString lastCue READ lastCue NOTIFY played)
    Q_PROPERTY(int requests READ requests NOTIFY played)

public:
    static SoundBoard *instance();
    static SoundBoard *create(QQmlEngine *, QJSEngine *);
    // The chime when an entry at this table ends a chapter.
    void chimeWhenChaptersEnd(Table &table);

    // Cues: "diceRoll", "hit", "chapterChime", "tick". Muted: nothing is played.
    Q_INVOKABLE void play(const QString &cue);
    QString lastCue() const { return m_lastCue; }
    // Whether a sound is still being decoded. Qt 6.4's sample cache deadlocks if the process
    // exits meanwhile, so quitting waits for this (see the constructor).
    bool loading() const;
    // Waits for loading sounds and frees them; called before the application quits, and by
    // tests that played sounds.
    void release();
    int requests() const { return m_requests; }

signals:
    void played();

private:
    explicit SoundBoard(QObject *parent = nullptr);
    QSoundEffect *effect(const QString &cue);

    QHash<QString, QSoundEffect *> m_effects;
    QString m_lastCue;
    int m_requests = 0;
};
