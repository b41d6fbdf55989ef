// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoundBoard.h"

#include "AppSettings.h"
#include "Table.h"
#include "sound/SoundOutput.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJSEngine>
#include <QPluginLoader>
#include <QUrl>

#include <utility>

namespace {

QString fileOf(SoundBoard::Cue cue) {
    switch (cue) {
    case SoundBoard::Cue::DiceRoll:
        return QStringLiteral("dice-roll.wav");
    case SoundBoard::Cue::Hit:
        return QStringLiteral("hit.wav");
    case SoundBoard::Cue::ChapterChime:
        return QStringLiteral("chapter-chime.wav");
    case SoundBoard::Cue::Tick:
        return QStringLiteral("tick.wav");
    }
    Q_UNREACHABLE();
}

} // namespace

SoundBoard::SoundBoard(QObject *parent) : QObject(parent) {
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this,
            &SoundBoard::release);
}

void SoundBoard::chimeWhenChaptersEnd(Table &table) {
    connect(&table, &Table::chapterEnded, this, [this] { play(Cue::ChapterChime); });
}

void SoundBoard::release() {
    if (!m_output)
        return;
    QDeadlineTimer deadline(2000);
    while (m_output->loading() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    m_output->release();
}

SoundBoard *SoundBoard::instance() {
    static SoundBoard *board = new SoundBoard;
    return board;
}

SoundBoard *SoundBoard::create(QQmlEngine *, QJSEngine *) {
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void SoundBoard::useOutput(SoundOutput *output) {
    m_output = output;
    m_outputLoaded = true;
}

SoundOutput *SoundBoard::output() {
    if (std::exchange(m_outputLoaded, true))
        return m_output;
    // Qt Multimedia and the audio libraries load here, not when the app starts.
    QPluginLoader plugin(QCoreApplication::applicationDirPath() +
                         QStringLiteral("/" ARCS_SOUND_PLUGIN_DIR "/arcs_sound"));
    m_output = qobject_cast<SoundOutput *>(plugin.instance());
    if (!m_output)
        qWarning("arcs-companion: sounds are off, the sound plugin could not be loaded: %s",
                 qPrintable(plugin.errorString()));
    return m_output;
}

void SoundBoard::play(Cue cue) {
    const AppSettings &settings = *AppSettings::instance();
    if (settings.muted())
        return;
    if (SoundOutput *sounds = output())
        sounds->play(QUrl(QStringLiteral("qrc:/arcs/sounds/") + fileOf(cue)),
                     float(settings.volume()));
}
