// SPDX-License-Identifier: GPL-3.0-or-later
#include "MultimediaSoundOutput.h"

#include <QSoundEffect>

#include <algorithm>

void MultimediaSoundOutput::play(const QUrl &source, float volume) {
    QSoundEffect *&effect = m_effects[source];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(source);
    }
    effect->setVolume(volume);
    effect->play();
}

bool MultimediaSoundOutput::loading() const {
    return std::any_of(m_effects.begin(), m_effects.end(), [](const QSoundEffect *effect) {
        return effect->status() == QSoundEffect::Loading;
    });
}

void MultimediaSoundOutput::release() {
    qDeleteAll(m_effects);
    m_effects.clear();
}
