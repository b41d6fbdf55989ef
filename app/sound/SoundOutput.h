// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtPlugin>

class QUrl;

// What plays the sound cues: Qt Multimedia, in a plugin loaded when the first sound is wanted,
// so that starting the app does not load the audio libraries (SoundBoard).
class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // Plays a sound from the app's resources; the first play of each source also loads it.
    virtual void play(const QUrl &source, float volume) = 0;
    // Whether a sound is still being decoded. Qt 6.4's sample cache deadlocks if the process
    // exits meanwhile, so quitting waits for this.
    virtual bool loading() const = 0;
    // Frees every loaded sound.
    virtual void release() = 0;
};

#define SoundOutput_iid "io.github.arcscompanion.SoundOutput/1"
Q_DECLARE_INTERFACE(SoundOutput, SoundOutput_iid)
