// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupHeap.h"

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>

#ifndef MADV_POPULATE_WRITE // Linux 5.14
#define MADV_POPULATE_WRITE 23
#endif

namespace {
// glibc's defaults (M_MMAP_THRESHOLD, M_TRIM_THRESHOLD).
constexpr int defaultThreshold = 128 * 1024;
// A transparent huge page on x86-64 and most arm64 kernels.
constexpr std::uintptr_t hugePage = 2 * 1024 * 1024;
} // namespace

StartupHeap::StartupHeap(std::size_t bytes) {
    // One heap for every thread (the type loader's and the reader's would each have their own),
    // which keeps what it grows by and serves large blocks too while the app starts.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
    const auto pageSize = std::uintptr_t(sysconf(_SC_PAGESIZE));
    const auto before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    void *volatile block = std::malloc(bytes); // volatile: an unused block would not be made
    std::free(block);
    const auto after = reinterpret_cast<std::uintptr_t>(sbrk(0));
    m_start = (before + pageSize - 1) & ~(pageSize - 1);
    m_length = after > m_start ? after - m_start : 0;
}

void StartupHeap::fill() {
    if (m_length == 0 || m_filling.joinable())
        return;
    // Only speed-ups: without transparent huge pages the pages are 4 KB; without
    // MADV_POPULATE_WRITE (before Linux 5.14) they fault in as usual.
    m_filling = std::thread([start = m_start, length = m_length] {
        const std::uintptr_t from = (start + hugePage - 1) & ~(hugePage - 1);
        const std::uintptr_t to = (start + length) & ~(hugePage - 1);
        if (to > from) // the whole large pages within it
            madvise(reinterpret_cast<void *>(from), to - from, MADV_HUGEPAGE);
        madvise(reinterpret_cast<void *>(start), length, MADV_POPULATE_WRITE);
    });
}

void StartupHeap::release() {
    mallopt(M_MMAP_THRESHOLD, defaultThreshold);
    mallopt(M_TRIM_THRESHOLD, defaultThreshold);
}

#else

StartupHeap::StartupHeap(std::size_t) {}

void StartupHeap::fill() {}

void StartupHeap::release() {}

#endif

StartupHeap::~StartupHeap() {
    if (m_filling.joinable())
        m_filling.join();
}
