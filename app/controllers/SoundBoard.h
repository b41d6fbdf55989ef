// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;
class SoundOutput;
class Table;

// The short sound cues. Without an audio device, or without the sound plugin, they stay silent,
// so asking for a cue never fails.
class SoundBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Whether cues can be heard: the sound plugin loads (asked, it loads it: Settings asks).
    Q_PROPERTY(bool available READ available CONSTANT)

public:
    enum class Cue { DiceRoll, Hit, ChapterChime, Tick };
    Q_ENUM(Cue)

    static SoundBoard *instance();
    static SoundBoard *create(QQmlEngine *, QJSEngine *);
    // The chime when an entry at this table ends a chapter.
    void chimeWhenChaptersEnd(Table &table);

    bool available() { return output() != nullptr; }
    // Muted: nothing is played.
    Q_INVOKABLE void play(SoundBoard::Cue cue);
    // Waits for loading sounds and frees them; called before the application quits, and by
    // tests that played sounds.
    void release();
    // Plays through `output` instead of the sound plugin (tests: one that records what it is
    // given); not owned.
    void useOutput(SoundOutput *output);

private:
    explicit SoundBoard(QObject *parent = nullptr);
    // The plugin that plays them (SoundOutput), loaded at the first sound; null without one.
    SoundOutput *output();

    SoundOutput *m_output = nullptr;
    bool m_outputLoaded = false;
};
