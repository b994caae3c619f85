#include "app/core/dataset.h"
#include "app/core/localgpu.h"
#include "tests/testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace {

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/nvidia-smi/") + QLatin1String(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QStringList idsOf(const QByteArray &output)
{
    QStringList ids;
    for (const LocalGpu &gpu : LocalGpus::parse(output))
        ids.append(LocalGpus::matchId(gpu, bundled()));
    return ids;
}

LocalGpu named(const char *name, int mib = 0)
{
    LocalGpu gpu;
    gpu.name = QString::fromUtf8(name);
    gpu.memoryMiB = mib;
    return gpu;
}

/// A stand-in for nvidia-smi: a shell script in `dir` that runs `body`.
QString fakeSmi(const QTemporaryDir &dir, const QByteArray &body)
{
    const QString path = dir.filePath(QStringLiteral("nvidia-smi"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\n" + body + '\n');
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

QList<LocalGpu> detect(const QString &program, int timeoutMs = 5000)
{
    LocalGpuDetector detector;
    detector.setProgram(program);
    detector.setTimeout(timeoutMs);
    QSignalSpy spy(&detector, &LocalGpuDetector::finished);
    detector.start();
    CHECK(spy.count() == 0); // never synchronous: start-up must not wait for the driver
    REQUIRE(spy.wait(10000));
    CHECK(!detector.isRunning());
    return spy.takeFirst().at(0).value<QList<LocalGpu>>();
}

} // namespace

TEST_CASE("nvidia-smi csv without header or units: eight H100 SXM")
{
    const QList<LocalGpu> gpus = LocalGpus::parse(fixture("h100_sxm_x8_noheader_nounits.csv"));
    REQUIRE(gpus.size() == 8);
    CHECK(gpus.first().name == QStringLiteral("NVIDIA H100 80GB HBM3"));
    CHECK(gpus.first().memoryMiB == 81559);
    CHECK(gpus.first().pciBusId == QStringLiteral("00000000:18:00.0"));
    CHECK(gpus.first().driverVersion == QStringLiteral("535.104.05"));
    CHECK(gpus.last().pciBusId == QStringLiteral("00000000:DB:00.0"));
    CHECK(LocalGpus::matchIds(gpus, bundled()) == QSet<QString>{QStringLiteral("h100_sxm")});
}

TEST_CASE("nvidia-smi csv with a header line and MiB units")
{
    const QList<LocalGpu> gpus = LocalGpus::parse(fixture("a100_sxm4_80gb_header_units.csv"));
    REQUIRE(gpus.size() == 2);
    CHECK(gpus.at(0).memoryMiB == 81920);
    CHECK(gpus.at(1).pciBusId == QStringLiteral("00000000:0F:00.0"));
    CHECK(idsOf(fixture("a100_sxm4_80gb_header_units.csv")) ==
          QStringList{QStringLiteral("a100_80_sxm"), QStringLiteral("a100_80_sxm")});
}

TEST_CASE("Recorded outputs of other machines match their dataset ids")
{
    CHECK(idsOf(fixture("a100_pcie_40gb_mig_enabled.csv")) ==
          QStringList{QStringLiteral("a100_40_pcie"), QStringLiteral("a100_40_pcie")});
    CHECK(idsOf(fixture("h200.csv")) == QStringList{QStringLiteral("h200_sxm")});
    CHECK(idsOf(fixture("workstation_mixed_crlf.csv")) ==
          QStringList{QStringLiteral("rtx_4090"), QStringLiteral("rtx_a6000")});
    CHECK(idsOf(fixture("cloud_t4_l4_l40s.csv")) ==
          QStringList{QStringLiteral("t4"), QStringLiteral("l4"), QStringLiteral("l40s")});
}

TEST_CASE("Windows line ends leave no carriage return in the driver version")
{
    const QList<LocalGpu> gpus = LocalGpus::parse(fixture("workstation_mixed_crlf.csv"));
    REQUIRE(gpus.size() == 2);
    CHECK(gpus.at(1).driverVersion == QStringLiteral("551.86"));
}

TEST_CASE("A GPU that is not in the dataset is parsed but matches nothing")
{
    const QList<LocalGpu> laptop = LocalGpus::parse(fixture("laptop_not_in_dataset.csv"));
    REQUIRE(laptop.size() == 1);
    CHECK(LocalGpus::matchId(laptop.first(), bundled()).isEmpty()); // a laptop 4090 is not the desktop card
    const QList<LocalGpu> unified = LocalGpus::parse(fixture("unified_memory_na.csv"));
    REQUIRE(unified.size() == 1);
    CHECK(unified.first().name == QStringLiteral("NVIDIA GB10"));
    CHECK(unified.first().memoryMiB == 0);
    CHECK(LocalGpus::matchIds(unified, bundled()).isEmpty());
}

TEST_CASE("nvidia-smi error text gives no GPUs")
{
    CHECK(LocalGpus::parse(fixture("error_driver.txt")).isEmpty());
    CHECK(LocalGpus::parse(fixture("error_no_devices.txt")).isEmpty());
    CHECK(LocalGpus::parse(QByteArray()).isEmpty());
    CHECK(LocalGpus::parse("Failed to initialize NVML: Driver/library version mismatch, see dmesg, retry\n")
              .isEmpty());
}

TEST_CASE("Memory size tells the variants of one name apart")
{
    CHECK(LocalGpus::matchId(named("NVIDIA A100-SXM4-40GB", 40960), bundled()) ==
          QStringLiteral("a100_40_sxm"));
    CHECK(LocalGpus::matchId(named("NVIDIA A100-SXM4-80GB", 81920), bundled()) ==
          QStringLiteral("a100_80_sxm"));
    CHECK(LocalGpus::matchId(named("NVIDIA A100 80GB PCIe", 81920), bundled()) ==
          QStringLiteral("a100_80_pcie"));
    // No memory figure: the size in the name decides; with neither, no guess is made.
    CHECK(LocalGpus::matchId(named("NVIDIA A100-PCIE-40GB"), bundled()) == QStringLiteral("a100_40_pcie"));
    CHECK(LocalGpus::matchId(named("NVIDIA A100-SXM4"), bundled()).isEmpty());
    CHECK(LocalGpus::matchId(named("NVIDIA A100-SXM4", 40536), bundled()) == QStringLiteral("a100_40_sxm"));
    // The same driver name for two memory sizes.
    CHECK(LocalGpus::matchId(named("Tesla V100-SXM2-16GB", 16160), bundled()) ==
          QStringLiteral("v100_sxm2_16"));
    CHECK(LocalGpus::matchId(named("Tesla V100-SXM2-32GB", 32768), bundled()) == QStringLiteral("v100_sxm2"));
    CHECK(LocalGpus::matchId(named("NVIDIA RTX PRO 5000 Blackwell", 48935), bundled()) ==
          QStringLiteral("rtx_pro_5000_bw"));
    CHECK(LocalGpus::matchId(named("NVIDIA RTX PRO 5000 Blackwell", 73000), bundled()) ==
          QStringLiteral("rtx_pro_5000_bw_72"));
    CHECK(LocalGpus::matchId(named("NVIDIA GeForce RTX 3080", 10240), bundled()) ==
          QStringLiteral("rtx_3080"));
    CHECK(LocalGpus::matchId(named("NVIDIA GeForce RTX 3080", 12288), bundled()).isEmpty()); // the 12 GB card
}

TEST_CASE("Driver names map to the dataset's ids")
{
    const std::pair<const char *, const char *> cases[] = {
        {"NVIDIA H100 PCIe", "h100_pcie"},
        {"NVIDIA H100 NVL", "h100_nvl"},
        {"NVIDIA H200 NVL", "h200_nvl"},
        {"Tesla V100-SXM2-32GB", "v100_sxm2"},
        {"Tesla V100-PCIE-16GB", "v100_pcie"},
        {"NVIDIA RTX 6000 Ada Generation", "rtx_6000_ada"},
        {"NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "rtx_pro_6000_bw"},
        {"NVIDIA GeForce RTX 3090 Ti", "rtx_3090_ti"},
        {"NVIDIA GeForce RTX 3090", "rtx_3090"},
        {"NVIDIA GeForce RTX 5090", "rtx_5090"},
        {"NVIDIA B200", "b200"},
        {"NVIDIA GB200", "gb200"},
        {"NVIDIA A10", "a10"},
        {"NVIDIA L40", "l40"},
        {"NVIDIA GeForce RTX 4080 SUPER", "rtx_4080_super"}, // not the RTX 4080
        {"NVIDIA GeForce RTX 3080 Ti", "rtx_3080_ti"},
        {"Tesla V100S-PCIE-32GB", "v100s_pcie"},
        {"NVIDIA RTX 4000 SFF Ada Generation", "rtx_4000_sff_ada"},
        {"NVIDIA RTX 4500 Ada Generation", "rtx_4500_ada"},
        {"Quadro RTX 8000", "quadro_rtx_8000"},
        {"NVIDIA GeForce RTX 4060", ""},
    };
    for (const auto &[name, id] : cases) {
        INFO(name);
        CHECK(LocalGpus::matchId(named(name), bundled()) == QLatin1String(id));
    }
}

TEST_CASE("A match is only reported for ids the loaded dataset has")
{
    Dataset small;
    Gpu l4;
    l4.id = QStringLiteral("l4");
    l4.name = QStringLiteral("L4");
    small.gpus.push_back(l4);
    CHECK(LocalGpus::matchId(named("NVIDIA L4", 23034), small) == QStringLiteral("l4"));
    CHECK(LocalGpus::matchId(named("NVIDIA H100 80GB HBM3", 81559), small).isEmpty());
}

TEST_CASE("The detector runs nvidia-smi with the documented query, asynchronously")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString args = dir.filePath(QStringLiteral("args"));
    const QString program = fakeSmi(dir, "echo \"$@\" > '" + args.toUtf8() +
                                             "'\ncat '" TEST_DATA_DIR "/nvidia-smi/cloud_t4_l4_l40s.csv'");
    const QList<LocalGpu> gpus = detect(program);
    REQUIRE(gpus.size() == 3);
    CHECK(gpus.at(2).name == QStringLiteral("NVIDIA L40S"));
    QFile recorded(args);
    REQUIRE(recorded.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(recorded.readAll()).trimmed() ==
          LocalGpus::queryArguments().join(QLatin1Char(' ')));
}

TEST_CASE("The detector reports nothing when nvidia-smi fails, is missing or hangs")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CHECK(detect(fakeSmi(dir, "cat '" TEST_DATA_DIR "/nvidia-smi/error_driver.txt'\nexit 9")).isEmpty());
    CHECK(detect(dir.filePath(QStringLiteral("no-such-nvidia-smi"))).isEmpty());

    QElapsedTimer timer;
    timer.start();
    CHECK(detect(fakeSmi(dir, "exec sleep 30"), 300).isEmpty());
    CHECK(timer.elapsed() < 5000);
}
