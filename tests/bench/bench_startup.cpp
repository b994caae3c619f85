// Prints start-up to first painted window (the `screenshot` command) and peak memory, for the bundled data,
// a synthetic 10,000-GPU dataset, and a minimal Qt program with one table and one chart. Two times per run:
// fork to the first painted window (reported by the child, see startupclock.h), and fork to exit, which
// adds encoding and writing the PNG.
#include "app/core/startupclock.h"
#include "tests/synthetic.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct Sample
{
    double firstPaintSeconds; // negative when the child did not report it
    double seconds;           // to exit
    long maxRssKiB;
};

Sample runOnce(const std::vector<std::string> &command)
{
    int errPipe[2];
    if (pipe(errPipe) != 0)
        return {-1, -1, 0};
    const qint64 startNs = StartupClock::monotonicNs();
    const pid_t pid = fork();
    if (pid == 0) {
        std::vector<char *> argv;
        for (const std::string &arg : command)
            argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        setenv(StartupClock::kForkVariable, std::to_string(startNs).c_str(), 1);
        dup2(errPipe[1], STDERR_FILENO);
        close(errPipe[0]);
        close(errPipe[1]);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(errPipe[1]);
    std::string err;
    char chunk[4096];
    for (ssize_t n; (n = read(errPipe[0], chunk, sizeof chunk)) > 0;)
        err.append(chunk, size_t(n));
    close(errPipe[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const qint64 endNs = StartupClock::monotonicNs();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::fprintf(stderr, "warning: %s exited with %d: %s\n", command[0].c_str(), WEXITSTATUS(status),
                     err.c_str());
    double firstPaintMs = -1;
    const std::string::size_type at = err.find("first-paint-ms ");
    if (at != std::string::npos)
        firstPaintMs = std::strtod(err.c_str() + at + 15, nullptr);
    return {firstPaintMs / 1000.0, double(endNs - startNs) / 1e9, usage.ru_maxrss};
}

/// min, median and max of one figure over the runs.
struct Spread
{
    double min = 0, median = 0, max = 0;
};

Spread spreadOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return {values.front(), values[values.size() / 2], values.back()};
}

/// Every run of one program, kept in order so that runs of two programs in the same round can be paired.
struct Runs
{
    const char *name;
    std::vector<std::string> command;
    std::vector<Sample> samples;

    std::vector<double> firstPaintMs() const
    {
        std::vector<double> values;
        for (const Sample &sample : samples)
            values.push_back(sample.firstPaintSeconds * 1000.0);
        return values;
    }
    std::vector<double> toExitMs() const
    {
        std::vector<double> values;
        for (const Sample &sample : samples)
            values.push_back(sample.seconds * 1000.0);
        return values;
    }
};

/// Ratio of two programs' runs within each round: the machine's load drifts over seconds, and runs of the
/// same round share it.
std::vector<double> pairedRatios(const std::vector<double> &top, const std::vector<double> &bottom)
{
    std::vector<double> ratios;
    for (std::size_t i = 0; i < top.size() && i < bottom.size(); ++i)
        ratios.push_back(top[i] / bottom[i]);
    return ratios;
}

void printRow(const char *name, const Spread &spread, const char *unit)
{
    std::printf("  %-38s %9.1f %9.1f %9.1f %s\n", name, spread.min, spread.median, spread.max, unit);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // bench_startup [RUNS]: runs of each program (default 15, at least 3).
    int runs = 15;
    if (argc > 1)
        runs = std::max(3, std::atoi(argv[1]));
    QTemporaryDir dir;
    const std::string png = dir.filePath(QStringLiteral("out.png")).toStdString();
    const QString big = dir.filePath(QStringLiteral("gpus10k.json"));
    QFile file(big);
    if (!file.open(QIODevice::WriteOnly) || file.write(syntheticDataset(10000)) < 0)
        return 1;
    file.close();

    std::vector<Runs> programs = {
        {"minimal Qt app (1 table + 1 chart)", {MINIMAL_EXE, png}, {}},
        {"gpuscout screenshot, bundled dataset", {GPUSCOUT_EXE, "screenshot", "--out", png}, {}},
        {"gpuscout screenshot, 10,000 GPUs",
         {GPUSCOUT_EXE, "--data", big.toStdString(), "screenshot", "--out", png},
         {}},
    };
    for (const Runs &program : programs)
        runOnce(program.command); // warm the page cache
    // Interleaved: each round runs every program once, starting with a different one each round, so a slow
    // spell of the machine falls on all of them alike.
    for (int round = 0; round < runs; ++round) {
        for (std::size_t i = 0; i < programs.size(); ++i) {
            Runs &program = programs[(std::size_t(round) + i) % programs.size()];
            program.samples.push_back(runOnce(program.command));
        }
    }
    const Runs &minimal = programs[0];
    const Runs &bundled = programs[1];
    const Runs &large = programs[2];

    std::printf("start-up, %d interleaved runs of each program (offscreen, 1400x860 window)\n", runs);
    std::printf("  %-38s %9s %9s %9s\n", "", "min", "median", "max");
    std::printf("first painted window (reported by the child, before PNG encoding):\n");
    for (const Runs &program : programs)
        printRow(program.name, spreadOf(program.firstPaintMs()), "ms");
    std::printf("to exit, with the PNG encoded and written:\n");
    for (const Runs &program : programs)
        printRow(program.name, spreadOf(program.toExitMs()), "ms");
    std::printf("peak RSS:\n");
    for (const Runs &program : programs) {
        std::vector<double> rss;
        for (const Sample &sample : program.samples)
            rss.push_back(double(sample.maxRssKiB) / 1024.0);
        printRow(program.name, spreadOf(rss), "MiB");
    }
    const auto ratioRow = [](const char *name, const std::vector<double> &top,
                             const std::vector<double> &bottom) {
        const Spread paired = spreadOf(pairedRatios(top, bottom));
        std::printf("  %-38s %8.2fx %8.2fx %8.2fx   ratio of medians %.2fx\n", name, paired.min,
                    paired.median, paired.max, spreadOf(top).median / spreadOf(bottom).median);
    };
    std::printf("ratios, per round (min, median, max):\n");
    ratioRow("bundled / minimal, first paint", bundled.firstPaintMs(), minimal.firstPaintMs());
    ratioRow("bundled / minimal, with PNG", bundled.toExitMs(), minimal.toExitMs());
    ratioRow("10,000 GPUs / bundled, first paint", large.firstPaintMs(), bundled.firstPaintMs());
    ratioRow("10,000 GPUs / bundled, with PNG", large.toExitMs(), bundled.toExitMs());
    return 0;
}
