// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SoundOutput.h"

#include <QHash>
#include <QObject>
#include <QUrl>

class QSoundEffect;

// The sound output plugin: one QSoundEffect per sound, made on its first play. Without an audio
// device QSoundEffect stays silent.
class MultimediaSoundOutput : public QObject, public SoundOutput {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID SoundOutput_iid)
    Q_INTERFACES(SoundOutput)

public:
    void play(const QUrl &source, float volume) override;
    bool loading() const override;
    void release() override;

private:
    QHash<QUrl, QSoundEffect *> m_effects;
};
