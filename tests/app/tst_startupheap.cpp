// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/StartupHeap.h"

#include <QTest>

#include <sys/mman.h>
#include <sys/resource.h>

#include <cstdlib>
#include <cstring>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

namespace {

long minorFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

bool kernelPopulates() {
    const std::size_t length = 4096;
    void *page = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    const bool populated = madvise(page, length, MADV_POPULATE_WRITE) == 0;
    munmap(page, length);
    return populated;
}

} // namespace

class TestStartupHeap : public QObject {
    Q_OBJECT

private slots:
    // What start-up allocates lands on pages the kernel has already given: no page faults for
    // the 6 MB written (about 1,500 without StartupHeap).
    void startUpWritesToPagesAlreadyThere() {
        if (!kernelPopulates())
            QSKIP("this kernel cannot populate pages in one request (Linux 5.14)");
        {
            StartupHeap heap(8 * 1024 * 1024);
            heap.fill(); // filled when it goes
        }
        const std::size_t size = 6 * 1024 * 1024;
        const long before = minorFaults();
        auto *volatile block = static_cast<char *>(std::malloc(size));
        std::memset(block, 1, size);
        const long faults = minorFaults() - before;
        std::free(block);
        StartupHeap::release();
        QVERIFY2(faults < 64, qPrintable(QStringLiteral("%1 page faults").arg(faults)));
    }
};

QTEST_GUILESS_MAIN(TestStartupHeap)
#include "tst_startupheap.moc"
