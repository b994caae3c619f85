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

template <typename T>
T medianOf(std::vector<T> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

Sample median(const std::vector<std::string> &command, int runs) // of each figure on its own
{
    runOnce(command); // warm the page cache
    std::vector<double> firstPaint, toExit;
    std::vector<long> rss;
    for (int i = 0; i < runs; ++i) {
        const Sample sample = runOnce(command);
        firstPaint.push_back(sample.firstPaintSeconds);
        toExit.push_back(sample.seconds);
        rss.push_back(sample.maxRssKiB);
    }
    return {medianOf(firstPaint), medianOf(toExit), medianOf(rss)};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const std::string png = dir.filePath(QStringLiteral("out.png")).toStdString();
    const QString big = dir.filePath(QStringLiteral("gpus10k.json"));
    QFile file(big);
    if (!file.open(QIODevice::WriteOnly) || file.write(syntheticDataset(10000)) < 0)
        return 1;
    file.close();

    const int runs = 7;
    const Sample minimal = median({MINIMAL_EXE, png}, runs);
    const Sample bundled = median({GPUSCOUT_EXE, "screenshot", "--out", png}, runs);
    const Sample large =
        median({GPUSCOUT_EXE, "--data", big.toStdString(), "screenshot", "--out", png}, runs);
    std::printf("start-up, median of %d runs (offscreen, 1400x860 window)\n", runs);
    std::printf("%-40s %12s %12s %12s\n", "program", "first paint", "with PNG", "peak RSS MiB");
    const auto row = [](const char *name, const Sample &sample) {
        std::printf("%-40s %11.3fs %11.3fs %12.1f\n", name, sample.firstPaintSeconds, sample.seconds,
                    sample.maxRssKiB / 1024.0);
    };
    row("minimal Qt app (1 table + 1 chart)", minimal);
    row("gpuscout screenshot, bundled dataset", bundled);
    row("gpuscout screenshot, 10,000 GPUs", large);
    std::printf("ratio gpuscout (bundled) / minimal: %.2fx to first paint, %.2fx with the PNG\n",
                bundled.firstPaintSeconds / minimal.firstPaintSeconds, bundled.seconds / minimal.seconds);
    return 0;
}
