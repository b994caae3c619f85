// Prints start-up to first painted window (the `screenshot` command) and peak memory, for the bundled data,
// a synthetic 10,000-GPU dataset, 10,000 GPUs repeated from the bundled records, and a minimal Qt program
// with one table and one chart. Two times per run: fork to the first painted window (reported by the child,
// see startupclock.h), and fork to exit, which adds encoding and writing the PNG; each as wall time and as
// the child's CPU time, which other programs on a busy machine disturb far less. The programs run
// interleaved, and ratios pair the runs of one round.
#include "app/core/startupclock.h"
#include "tests/synthetic.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

struct Sample
{
    double firstPaintMs = -1;    // wall time; negative when the child did not report it
    double firstPaintCpuMs = -1; // the child's CPU time until then
    double exitMs = -1;          // wall time to exit, with the PNG written
    double exitCpuMs = -1;       // the child's CPU time to exit (user + system)
    double maxRssMiB = 0;
};

double reported(const std::string &err, const char *label)
{
    const std::string::size_type at = err.find(label);
    return at == std::string::npos ? -1 : std::strtod(err.c_str() + at + std::strlen(label), nullptr);
}

Sample runOnce(const std::vector<std::string> &command)
{
    int errPipe[2];
    if (pipe(errPipe) != 0)
        return {};
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
    const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1000.0 + double(t.tv_usec) / 1000.0; };
    Sample sample;
    sample.firstPaintMs = reported(err, "first-paint-ms ");
    sample.firstPaintCpuMs = reported(err, "cpu-ms ");
    sample.exitMs = double(endNs - startNs) / 1e6;
    sample.exitCpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
    sample.maxRssMiB = double(usage.ru_maxrss) / 1024.0;
    return sample;
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

    std::vector<double> figure(double Sample::*member) const
    {
        std::vector<double> values;
        for (const Sample &sample : samples)
            values.push_back(sample.*member);
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
    std::printf("  %-46s %9.1f %9.1f %9.1f %s\n", name, spread.min, spread.median, spread.max, unit);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // bench_startup [RUNS]: runs of each program (default 15, at least 3). GPUSCOUT_BENCH_EXE names another
    // gpuscout to time (an earlier build, to compare on the same machine state); GPUSCOUT_BENCH_KEEP=1 keeps
    // the generated datasets and says where (to profile one run on them).
    int runs = 15;
    if (argc > 1)
        runs = std::max(3, std::atoi(argv[1]));
    const char *exeOverride = std::getenv("GPUSCOUT_BENCH_EXE");
    const std::string gpuscout = exeOverride && *exeOverride ? exeOverride : GPUSCOUT_EXE;
    QTemporaryDir dir;
    if (qEnvironmentVariableIntValue("GPUSCOUT_BENCH_KEEP") == 1) {
        dir.setAutoRemove(false);
        std::printf("datasets kept in %s\n", qPrintable(dir.path()));
    }
    const std::string png = dir.filePath(QStringLiteral("out.png")).toStdString();
    const QString big = dir.filePath(QStringLiteral("gpus10k.json"));
    QFile file(big);
    if (!file.open(QIODevice::WriteOnly) || file.write(syntheticDataset(10000)) < 0)
        return 1;
    file.close();
    // Records like the bundled ones (prices, sources, notes), repeated: a file four times the synthetic one's
    // size for the same number of GPUs.
    const QString repeated = dir.filePath(QStringLiteral("gpus10k_repeated.json"));
    QFile repeatedFile(repeated);
    if (!repeatedFile.open(QIODevice::WriteOnly) || repeatedFile.write(repeatedBundledDataset(10000)) < 0)
        return 1;
    repeatedFile.close();
    // A forked child's peak RSS counts the pages it shares with this process until it execs: give the
    // memory that made the two files back first, or every program's peak would include it.
    malloc_trim(0);

    std::vector<Runs> programs = {
        {"minimal Qt app (1 table + 1 chart)", {MINIMAL_EXE, png}, {}},
        {"gpuscout screenshot, bundled dataset", {gpuscout, "screenshot", "--out", png}, {}},
        {"gpuscout screenshot, 10,000 GPUs",
         {gpuscout, "--data", big.toStdString(), "screenshot", "--out", png},
         {}},
        {"gpuscout screenshot, 10,000 like bundled",
         {gpuscout, "--data", repeated.toStdString(), "screenshot", "--out", png},
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
    const Runs &repeatedRuns = programs[3];

    std::printf("start-up, %d interleaved rounds, each program once per round (offscreen, 1400x860 window)\n",
                runs);
    std::printf("  %-46s %9s %9s %9s\n", "", "min", "median", "max");
    const std::pair<const char *, double Sample::*> figures[] = {
        {"first painted window, wall time (reported by the child, before PNG encoding):",
         &Sample::firstPaintMs},
        {"first painted window, CPU time of the child:", &Sample::firstPaintCpuMs},
        {"to exit with the PNG encoded and written, wall time:", &Sample::exitMs},
        {"to exit with the PNG encoded and written, CPU time:", &Sample::exitCpuMs},
        {"peak RSS (MiB):", &Sample::maxRssMiB},
    };
    for (const auto &[title, member] : figures) {
        std::printf("%s\n", title);
        for (const Runs &program : programs)
            printRow(program.name, spreadOf(program.figure(member)),
                     member == &Sample::maxRssMiB ? "MiB" : "ms");
    }
    const auto ratioRow = [](const char *name, const Runs &top, const Runs &bottom, double Sample::*member) {
        const std::vector<double> t = top.figure(member), b = bottom.figure(member);
        const Spread paired = spreadOf(pairedRatios(t, b));
        std::printf("  %-46s %8.2fx %8.2fx %8.2fx   ratio of medians %.2fx\n", name, paired.min,
                    paired.median, paired.max, spreadOf(t).median / spreadOf(b).median);
    };
    std::printf("ratios of two programs' runs in the same round (min, median, max over the rounds):\n");
    ratioRow("bundled / minimal, first paint, wall", bundled, minimal, &Sample::firstPaintMs);
    ratioRow("bundled / minimal, first paint, CPU", bundled, minimal, &Sample::firstPaintCpuMs);
    ratioRow("bundled / minimal, with PNG, wall", bundled, minimal, &Sample::exitMs);
    ratioRow("bundled / minimal, with PNG, CPU", bundled, minimal, &Sample::exitCpuMs);
    ratioRow("10,000 GPUs / bundled, first paint, wall", large, bundled, &Sample::firstPaintMs);
    ratioRow("10,000 GPUs / bundled, first paint, CPU", large, bundled, &Sample::firstPaintCpuMs);
    ratioRow("10,000 GPUs / bundled, with PNG, wall", large, bundled, &Sample::exitMs);
    ratioRow("10,000 GPUs / bundled, with PNG, CPU", large, bundled, &Sample::exitCpuMs);
    ratioRow("10,000 like bundled / bundled, first paint, wall", repeatedRuns, bundled,
             &Sample::firstPaintMs);
    ratioRow("10,000 like bundled / bundled, first paint, CPU", repeatedRuns, bundled,
             &Sample::firstPaintCpuMs);
    ratioRow("10,000 like bundled / bundled, with PNG, wall", repeatedRuns, bundled, &Sample::exitMs);
    ratioRow("10,000 like bundled / bundled, with PNG, CPU", repeatedRuns, bundled, &Sample::exitCpuMs);
    return 0;
}
