// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;
class SoundOutput;
class Table;

// The short sound cues. Without an audio device, or without the sound plugin, they stay silent,
// so asking for a cue never fails; `requests` counts what was asked for (tests check that, not
// what was heard).
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
    // Waits for loading sounds and frees them; called before the application quits, and by
    // tests that played sounds.
    void release();
    int requests() const { return m_requests; }

signals:
    void played();

private:
    explicit SoundBoard(QObject *parent = nullptr);
    // The plugin that plays them (SoundOutput), loaded at the first sound; null without one.
    SoundOutput *output();

    SoundOutput *m_output = nullptr;
    bool m_outputLoaded = false;
    QString m_lastCue;
    int m_requests = 0;
};
