// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QQuickWindow>

#include <sys/resource.h>
#include <time.h>

// For tests/benchmarks/startup.sh: with ARCS_STARTUP_REPORT naming a file, the moment of the
// first frame (the clock's nanoseconds), the CPU seconds and the peak memory (KiB) spent to
// reach it are written there — start-up measured to the frame, as players wait for it, and not
// the screenshot's encoding or the exit after it. Shared with the bare window it is compared to.
inline void reportStartup() {
    const QByteArray path = qgetenv("ARCS_STARTUP_REPORT");
    if (path.isEmpty())
        return;
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double cpu = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    QFile file(QString::fromLocal8Bit(path));
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QByteArray::number(qint64(now.tv_sec) * 1000000000 + now.tv_nsec) + ' ' +
                   QByteArray::number(cpu, 'f', 4) + ' ' + QByteArray::number(usage.ru_maxrss) +
                   '\n');
}

// Reports start-up as the window's first frame is swapped, on the thread that swaps it: what
// waits for the frame (the screenshot, items nobody can see or use before it) is not start-up.
inline void reportStartupAtFirstFrame(QQuickWindow &window) {
    QObject::connect(&window, &QQuickWindow::frameSwapped, &window, &reportStartup,
                     Qt::ConnectionType(Qt::DirectConnection | Qt::SingleShotConnection));
}
