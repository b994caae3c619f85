// The run-log readers on each tool's format (tests/fixtures/runlogs, README there) and on bad input.
#include "app/core/runlog.h"
#include "tests/testsupport.h"

namespace {

QString runlog(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/runlogs/") + QLatin1String(name);
}

RunLog::Reading readFixture(const char *name)
{
    QString error;
    const std::optional<RunLog::Reading> reading = RunLog::read(runlog(name), &error);
    INFO(error.toStdString());
    REQUIRE(reading);
    return *reading;
}

QString errorOf(const char *name)
{
    QString error;
    CHECK_FALSE(RunLog::read(runlog(name), &error));
    return error;
}

} // namespace

TEST_CASE("An nvidia-smi trace gives the largest memory.used as device memory, with the GPU's name")
{
    const RunLog::Reading r = readFixture("nvidia-smi_h100_trace.csv");
    CHECK(r.format == RunLog::Format::NvidiaSmi);
    REQUIRE(r.peakGib);
    CHECK(*r.peakGib == Approx(40.0)); // 40960 MiB on line 6
    CHECK(r.metric == Stacks::MemoryMetric::Device);
    CHECK(r.memoryLine == 6);
    CHECK(r.gpuName == QStringLiteral("NVIDIA H100 80GB HBM3"));
    CHECK(r.gpuLine == 6);
    CHECK_FALSE(r.hasSpeed());
}

TEST_CASE("Transformers' trainer_state.json gives samples per second of the finished run, and no memory")
{
    const RunLog::Reading r = readFixture("trainer_state.json");
    CHECK(r.format == RunLog::Format::TrainerState);
    CHECK_FALSE(r.hasMemory());
    REQUIRE(r.samplesPerSecond);
    CHECK(*r.samplesPerSecond == Approx(4.48));
    CHECK(r.speedLine == 31);
    CHECK(r.gpuName.isEmpty());
}

TEST_CASE("all_results.json with memory metrics gives the peak allocated from the Trainer's deltas")
{
    const RunLog::Reading r = readFixture("all_results.json");
    REQUIRE(r.peakGib);
    // init 16177438720 + train alloc 1073741824 + train peaked 17179869184 bytes
    CHECK(*r.peakGib == Approx((16177438720.0 + 1073741824.0 + 17179869184.0) / (1024.0 * 1024 * 1024)));
    CHECK(r.metric == Stacks::MemoryMetric::Allocated);
    CHECK(r.memoryLine == 12);
    REQUIRE(r.samplesPerSecond);
    CHECK(*r.samplesPerSecond == Approx(4.48));
}

TEST_CASE("axolotl's memory lines give the largest device figure, and its printed metrics the speed")
{
    const RunLog::Reading r = readFixture("axolotl.log");
    CHECK(r.format == RunLog::Format::Axolotl);
    REQUIRE(r.peakGib);
    CHECK(*r.peakGib == Approx(31.406 + 4.870 + 0.898)); // allocated + cache + misc, line 4
    CHECK(r.metric == Stacks::MemoryMetric::Device);
    CHECK(r.memoryLine == 4);
    REQUIRE(r.samplesPerSecond);
    CHECK(*r.samplesPerSecond == Approx(4.48));
    CHECK(r.speedLine == 6);
}

TEST_CASE("torchtune's step lines give the peak reserved and the mean tokens per GPU after the first step")
{
    const RunLog::Reading r = readFixture("torchtune.log");
    CHECK(r.format == RunLog::Format::Torchtune);
    REQUIRE(r.peakGib);
    CHECK(*r.peakGib == Approx(33.52));
    CHECK(r.metric == Stacks::MemoryMetric::Reserved);
    CHECK(r.memoryLine == 8);
    REQUIRE(r.tokensPerSecond);
    CHECK(*r.tokensPerSecond == Approx((3125.4 + 3074.6) / 2)); // step 1 (warm-up) left out
    CHECK(r.tokensPerGpu);
}

TEST_CASE("torchtitan's coloured step lines give the peak reserved, tokens per GPU and the GPU's name")
{
    const RunLog::Reading r = readFixture("torchtitan.log");
    CHECK(r.format == RunLog::Format::Torchtitan);
    REQUIRE(r.peakGib);
    CHECK(*r.peakGib == Approx(43.07));
    CHECK(r.metric == Stacks::MemoryMetric::Reserved);
    CHECK(r.memoryLine == 4);
    REQUIRE(r.tokensPerSecond);
    CHECK(*r.tokensPerSecond == Approx(6150)); // "6,142" and "6,158"; step 1 left out
    CHECK(r.tokensPerGpu);
    CHECK(r.gpuName == QStringLiteral("NVIDIA H100 80GB HBM3"));
    CHECK(r.gpuLine == 2);
}

TEST_CASE("Bad logs are refused with one line naming the file and the line")
{
    CHECK(errorOf("bad_truncated_nvidia-smi.csv") ==
          runlog("bad_truncated_nvidia-smi.csv") +
              QStringLiteral(": line 4: 3 of 4 columns: the trace is cut off or not one query's"));
    CHECK(errorOf("bad_binary.log") ==
          runlog("bad_binary.log") + QStringLiteral(": line 2: binary data (a NUL byte), not a text log"));
    CHECK(errorOf("bad_empty.log") ==
          runlog("bad_empty.log") + QStringLiteral(": empty: no figures to read"));
    CHECK(errorOf("bad_no_figures.log") ==
          runlog("bad_no_figures.log") +
              QStringLiteral(": no figures found: not an nvidia-smi csv trace, Transformers metrics, or an "
                             "axolotl, torchtune or torchtitan log"));
    const QString truncated = errorOf("bad_truncated_trainer_state.json");
    CHECK(truncated ==
          runlog("bad_truncated_trainer_state.json") +
              QStringLiteral(": line 13: not JSON (unterminated string): the file is cut off or not "
                             "Transformers'"));
    QString error;
    CHECK_FALSE(RunLog::read(runlog("no_such_file.log"), &error));
    CHECK(error.startsWith(runlog("no_such_file.log") + QStringLiteral(": cannot read it (")));
}

TEST_CASE("A log that is not UTF-8, or whose trace header lacks memory.used, names the line")
{
    QString error;
    CHECK_FALSE(RunLog::parse("step 1\n\xff\xfe memory\n", QStringLiteral("x.log"), &error));
    CHECK(error == QStringLiteral("x.log: line 2: not UTF-8 text"));
    CHECK_FALSE(RunLog::parse("\ntimestamp, name, memory.total [MiB], memory.used\n", QStringLiteral("t.csv"),
                              &error));
    // memory.used without a unit is still the column; no rows follow
    CHECK(error == QStringLiteral("t.csv: no memory.used sample above 0 MiB"));
    CHECK_FALSE(RunLog::parse("memory.used\nnot a number\n", QStringLiteral("t.csv"), &error));
    CHECK(error == QStringLiteral("t.csv: line 2: memory.used: expected MiB, got \"not a number\""));
}
