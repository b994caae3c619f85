#pragma once
// Start-up measurement for tests/bench/bench_startup. The benchmark puts the CLOCK_MONOTONIC time of its
// fork() in GPUSCOUT_BENCH_FORK_NS; a program that has painted its first window calls reportFirstPaint(),
// which prints the time since then on stderr, before any PNG encoding (how long that takes depends on
// how detailed the picture is, not on start-up), and the CPU time the process has used until then (all its
// threads, the dynamic loader included), which other programs on a busy machine disturb far less than the
// wall time. Without the variable it does nothing.
#include <QByteArray>
#include <QtGlobal>

#include <cstdio>
#include <ctime>

namespace StartupClock {

inline constexpr char kForkVariable[] = "GPUSCOUT_BENCH_FORK_NS";

inline qint64 monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

inline qint64 processCpuNs()
{
    timespec used{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used);
    return qint64(used.tv_sec) * 1000000000 + used.tv_nsec;
}

inline void reportFirstPaint()
{
    bool ok = false;
    const qint64 forkNs = qgetenv(kForkVariable).toLongLong(&ok);
    if (ok)
        std::fprintf(stderr, "first-paint-ms %.2f cpu-ms %.2f\n", double(monotonicNs() - forkNs) / 1e6,
                     double(processCpuNs()) / 1e6);
}

} // namespace StartupClock
