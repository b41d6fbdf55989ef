// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sound/SoundOutput.h"

#include <QStringList>
#include <QUrl>

// A SoundOutput for tests: it plays nothing and keeps the sounds it was given, in order.
class RecordingSoundOutput : public SoundOutput {
public:
    void play(const QUrl &source, float) override { played.append(source.fileName()); }
    bool loading() const override { return false; }
    void release() override {}

    QStringList played; // "dice-roll.wav", …
};
