// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <thread>

// The heap that start-up fills (the game data, the QML types, the window: some 16 MB), asked of
// the kernel in one request on a thread of its own rather than faulted in a page at a time by
// the threads that fill it, and on 2 MB pages where the kernel gives them (transparent huge
// pages, "always" or "madvise"). Where a page fault is dear (about 12 µs in a virtual machine,
// against 1 µs a page in one request) that is a tenth of start-up; the large pages, fewer to
// make and to look up, an eighth more (measured: 146 → 127 ms of CPU to the first frame). With
// glibc on Linux; elsewhere it does nothing.
class StartupHeap {
public:
    // First thing in main(), before any other thread exists: every thread then allocates from
    // the one heap, whose top is grown by `bytes`.
    explicit StartupHeap(std::size_t bytes);
    ~StartupHeap();
    StartupHeap(const StartupHeap &) = delete;
    StartupHeap &operator=(const StartupHeap &) = delete;

    // Fills the pages on a thread of its own. Called once the window's types load: sooner, it
    // slows the application's own set-up (measured: 6 ms later to the first frame).
    void fill();
    // Once started (after the first frame): the heap gives memory back and uses mmap for large
    // blocks again, as glibc usually does.
    static void release();

private:
    std::uintptr_t m_start = 0;
    std::size_t m_length = 0;
    std::thread m_filling;
};
