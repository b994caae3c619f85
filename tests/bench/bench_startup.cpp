// Prints start-up to first painted window (the `screenshot` command) and peak memory, for the bundled data,
// a synthetic 10,000-GPU dataset, and a minimal Qt program with one table and one chart.
#include "synthetic.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct Sample
{
    double seconds;
    long maxRssKiB;
};

Sample runOnce(const std::vector<std::string> &command)
{
    timespec start{};
    clock_gettime(CLOCK_MONOTONIC, &start);
    const pid_t pid = fork();
    if (pid == 0) {
        std::vector<char *> argv;
        for (const std::string &arg : command)
            argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    timespec end{};
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::fprintf(stderr, "warning: %s exited with %d\n", command[0].c_str(), WEXITSTATUS(status));
    return {double(end.tv_sec - start.tv_sec) + double(end.tv_nsec - start.tv_nsec) / 1e9, usage.ru_maxrss};
}

Sample median(const std::vector<std::string> &command, int runs)
{
    runOnce(command); // warm the page cache
    std::vector<Sample> samples;
    for (int i = 0; i < runs; ++i)
        samples.push_back(runOnce(command));
    std::sort(samples.begin(), samples.end(),
              [](const Sample &a, const Sample &b) { return a.seconds < b.seconds; });
    return samples[samples.size() / 2];
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
    std::printf("start-up to first painted window, median of %d runs (offscreen)\n", runs);
    std::printf("%-40s %8s %12s\n", "program", "seconds", "peak RSS MiB");
    std::printf("%-40s %8.3f %12.1f\n", "minimal Qt app (1 table + 1 chart)", minimal.seconds,
                minimal.maxRssKiB / 1024.0);
    std::printf("%-40s %8.3f %12.1f\n", "gpuscout screenshot, bundled 33 GPUs", bundled.seconds,
                bundled.maxRssKiB / 1024.0);
    std::printf("%-40s %8.3f %12.1f\n", "gpuscout screenshot, 10,000 GPUs", large.seconds,
                large.maxRssKiB / 1024.0);
    std::printf("ratio gpuscout (bundled) / minimal: %.2fx\n", bundled.seconds / minimal.seconds);
    return 0;
}
