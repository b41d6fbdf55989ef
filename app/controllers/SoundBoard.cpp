// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoundBoard.h"

#include "AppSettings.h"
#include "Table.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJSEngine>
#include <QSoundEffect>

namespace {
const QHash<QString, QString> cueFiles{
    {QStringLiteral("diceRoll"), QStringLiteral("dice-roll.wav")},
    {QStringLiteral("hit"), QStringLiteral("hit.wav")},
    {QStringLiteral("chapterChime"), QStringLiteral("chapter-chime.wav")},
    {QStringLiteral("tick"), QStringLiteral("tick.wav")}};
}

SoundBoard::SoundBoard(QObject *parent) : QObject(parent) {
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this,
            &SoundBoard::release);
}

void SoundBoard::chimeWhenChaptersEnd(Table &table) {
    connect(&table, &Table::chapterEnded, this, [this] { play(QStringLiteral("chapterChime")); });
}

void SoundBoard::release() {
    QDeadlineTimer deadline(2000);
    while (loading() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    qDeleteAll(m_effects);
    m_effects.clear();
}

bool SoundBoard::loading() const {
    return std::any_of(m_effects.begin(), m_effects.end(), [](const QSoundEffect *effect) {
        return effect->status() == QSoundEffect::Loading;
    });
}

SoundBoard *SoundBoard::instance() {
    static SoundBoard *board = new SoundBoard;
    return board;
}

SoundBoard *SoundBoard::create(QQmlEngine *, QJSEngine *) {
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

QSoundEffect *SoundBoard::effect(const QString &cue) {
    if (QSoundEffect *existing = m_effects.value(cue))
        return existing;
    // Loaded on first use: nothing touches the audio system before a sound is wanted.
    auto *created = new QSoundEffect(this);
    created->setSource(QUrl(QStringLiteral("qrc:/arcs/sounds/") + cueFiles.value(cue)));
    m_effects.insert(cue, created);
    return created;
}

void SoundBoard::play(const QString &cue) {
    if (!cueFiles.contains(cue))
        return;
    m_lastCue = cue;
    ++m_requests;
    emit played();
    const AppSettings &settings = *AppSettings::instance();
    if (settings.muted())
        return;
    QSoundEffect *sound = effect(cue);
    sound->setVolume(settings.volume());
    sound->play();
}
