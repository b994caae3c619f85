// Calibrating a stack from the user's own run: derived factors, applying them to every estimate of the stack,
// combining runs, refusing runs that cannot be the job, and the calibration file.
#include "app/core/dataset.h"
#include "app/core/fitmap.h"
#include "app/core/job.h"
#include "app/core/recommend.h"
#include "app/core/recommendationmodel.h"
#include "app/core/runcalibration.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>

#include <cmath>

namespace {

Job loraJob(const char *stack = "hf")
{
    Job job = Job::defaults();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("stack"), QLatin1String(stack), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("lora"), &error));
    return job;
}

RunLog::Reading fixture(const char *name)
{
    QString error;
    const auto reading =
        RunLog::read(QStringLiteral(TEST_DATA_DIR "/runlogs/") + QLatin1String(name), &error);
    INFO(error.toStdString());
    REQUIRE(reading);
    return *reading;
}

// Sets the active calibration for one test and clears it after, whatever the test does.
struct ActiveCalibration
{
    explicit ActiveCalibration(const RunCalibration::Calibration &c) { RunCalibration::setActive(c); }
    ~ActiveCalibration() { RunCalibration::setActive({}); }
};

// The job again as the window or the command line would make it now, with the active calibration applied.
Estimate::Workload refreshed(const Job &job)
{
    Estimate::Workload w = job.workload;
    RunCalibration::applyTo(w.stack);
    return w;
}

RunCalibration::Run run(const char *stack, double memory, double speed, const char *date)
{
    RunCalibration::Run r;
    r.stack = QLatin1String(stack);
    r.gpu = QStringLiteral("fx_h100_sxm");
    r.gpuName = QStringLiteral("H100 SXM");
    r.date = QDate::fromString(QLatin1String(date), Qt::ISODate);
    r.job = QStringLiteral("LoRA of Llama 3.1 8B");
    r.source = QStringLiteral("typed");
    r.memoryFactor = memory;
    r.measuredGib = 10 * memory;
    r.estimatedGib = 10;
    r.speedFactor = speed;
    r.measuredTokensPerSecond = 1000 * speed;
    r.estimatedTokensPerSecond = 1000;
    return r;
}

} // namespace

TEST_CASE("A calibration from a run moves that run's estimate to the measurement, other GPUs by the same "
          "factor, other stacks not at all")
{
    const Job job = loraJob();
    // The trace's driver name matches the bundled id (LocalGpus' table), so the run's GPU is the bundled one.
    const Gpu *bundledH100 = bundled().find(QStringLiteral("h100_sxm"));
    REQUIRE(bundledH100);
    const Gpu &h100 = *bundledH100;
    RunLog::Reading reading = fixture("nvidia-smi_h100_trace.csv"); // 40.0 GiB device
    const RunLog::Reading speed = fixture("trainer_state.json");    // 4.48 samples/s
    reading.samplesPerSecond = speed.samplesPerSecond;
    QString error;
    const auto derived =
        RunCalibration::derive(job, h100, reading, QStringLiteral("trace.csv"), QDate(2026, 12, 5), &error);
    INFO(error.toStdString());
    REQUIRE(derived);
    REQUIRE(derived->memoryFactor);
    REQUIRE(derived->speedFactor);
    CHECK(derived->metric == Stacks::MemoryMetric::Device);
    CHECK(derived->source == QStringLiteral("trace.csv"));

    const Estimate::Result before = Estimate::onGpu(job.workload, h100);
    const Estimate::Result a100Before = Estimate::onGpu(job.workload, fixtureGpu("fx_a100_80_sxm"));
    const Job other = loraJob("torchtune");
    const Estimate::Result otherBefore = Estimate::onGpu(other.workload, h100);

    RunCalibration::Calibration calibration;
    calibration.runs.push_back(*derived);
    ActiveCalibration active(calibration);
    const Estimate::Workload w = refreshed(job);
    CHECK(w.stack.calibratedFrom ==
          QStringLiteral("calibrated from your run on %1, 2026-12-05").arg(h100.name));
    const Estimate::Result after = Estimate::onGpu(w, h100);
    CHECK(RunCalibration::comparedGib(after.memory, Stacks::MemoryMetric::Device) ==
          Approx(40.0).epsilon(1e-6));
    CHECK(after.tokensPerSecond == Approx(4.48 * job.workload.seqLen).epsilon(1e-6));
    CHECK(after.totalHighGib / before.totalHighGib == Approx(*derived->memoryFactor));
    CHECK(after.tokensPerSecondLow / before.tokensPerSecondLow == Approx(*derived->speedFactor));

    const Estimate::Result a100After = Estimate::onGpu(w, fixtureGpu("fx_a100_80_sxm"));
    CHECK(a100After.memory.total() / a100Before.memory.total() == Approx(*derived->memoryFactor));
    CHECK(a100After.tokensPerSecond / a100Before.tokensPerSecond == Approx(*derived->speedFactor));

    const Estimate::Result otherAfter = Estimate::onGpu(refreshed(other), h100);
    CHECK(otherAfter.memory.total() == otherBefore.memory.total());
    CHECK(otherAfter.tokensPerSecond == otherBefore.tokensPerSecond);
    CHECK(refreshed(other).stack.calibratedFrom.isEmpty());
}

TEST_CASE("A job made while a calibration is active carries its factors, and the JSON names them")
{
    RunCalibration::Calibration calibration;
    calibration.runs.push_back(run("hf", 1.25, 0.8, "2026-12-05"));
    ActiveCalibration active(calibration);
    const Job job = loraJob();
    CHECK(job.workload.stack.memoryFactor == Approx(1.25));
    CHECK(job.workload.stack.speedFactor == Approx(0.8));
    const QJsonObject json = RunCalibration::toJson(job.workload.stack);
    CHECK(json.value(QStringLiteral("stack")).toString() == QStringLiteral("hf"));
    CHECK(json.value(QStringLiteral("memory_factor")).toDouble() == Approx(1.25));
    CHECK(json.value(QStringLiteral("speed_factor")).toDouble() == Approx(0.8));
    CHECK(json.value(QStringLiteral("from")).toString() ==
          QStringLiteral("calibrated from your run on H100 SXM, 2026-12-05"));
    CHECK(JobFields::toJson(job).value(QStringLiteral("calibration")).toObject() == json);
    CHECK(RunCalibration::toJson(loraJob("torchtune").workload.stack).isEmpty());
    // The table, reports and calculator (bandSentence) and the fit map's subtitle say so.
    CHECK(Recommend::bandSentence(job.workload)
              .endsWith(QStringLiteral(
                  " Your own runs scale this stack's estimates: 1.25x the memory, 0.80x the speed "
                  "(calibrated from your run on H100 SXM, 2026-12-05); the figures they scale are marked "
                  "\u2021.")));
    CHECK_FALSE(
        Recommend::bandSentence(loraJob("torchtune").workload).contains(QStringLiteral("Your own runs")));
    FitMap::Map map;
    map.job = job;
    CHECK(FitMap::subtitle(map).endsWith(
        QStringLiteral(" · calibrated from your run on H100 SXM, 2026-12-05")));
}

TEST_CASE("Several runs of a stack combine by the geometric mean, and the latest names the mark")
{
    RunCalibration::Calibration c;
    c.runs.push_back(run("hf", 2.0, 0.5, "2026-11-01"));
    c.runs.push_back(run("hf", 0.5, 2.0, "2026-12-05"));
    c.runs.push_back(run("unsloth", 1.1, 1.0, "2026-10-01"));
    RunCalibration::Run speedOnly = run("hf", 1.0, 0.25, "2026-11-15");
    speedOnly.memoryFactor.reset();
    c.runs.push_back(speedOnly);
    const auto f = c.factors(QStringLiteral("hf"));
    REQUIRE(f);
    CHECK(f->memory == Approx(1.0));                        // sqrt(2 * 0.5)
    CHECK(f->speed == Approx(std::cbrt(0.5 * 2.0 * 0.25))); // three speed runs
    CHECK(f->memoryRuns == 2);
    CHECK(f->speedRuns == 3);
    CHECK(f->from == QStringLiteral("calibrated from your 3 runs, the latest on H100 SXM, 2026-12-05"));
    CHECK(c.stacks() == QStringList{QStringLiteral("hf"), QStringLiteral("unsloth")});
    CHECK_FALSE(c.factors(QStringLiteral("torchtune")));
    CHECK(c.remove(QStringLiteral("hf")) == 3);
    CHECK(c.stacks() == QStringList{QStringLiteral("unsloth")});
}

TEST_CASE(
    "A run below the weights alone, of another GPU, or far from any estimate is refused with the reason")
{
    const Job job = loraJob();
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    QString error;
    RunLog::Reading typed;
    typed.peakGib = 5.0;
    typed.metric = Stacks::MemoryMetric::Allocated;
    CHECK_FALSE(
        RunCalibration::derive(job, h100, typed, QStringLiteral("typed"), QDate(2026, 12, 5), &error));
    CHECK(error.startsWith(
        QStringLiteral("typed: the measured 5.00 GiB (allocated) is below the weights alone (")));
    CHECK(error.endsWith(QStringLiteral(" GiB on each of 1 GPUs): the run was not this job, or it offloaded "
                                        "weights")));

    const RunLog::Reading a100 = fixture("nvidia-smi_a100_trace.csv");
    CHECK_FALSE(
        RunCalibration::derive(job, h100, a100, QStringLiteral("a100.csv"), QDate(2026, 12, 5), &error));
    CHECK(error == QStringLiteral("a100.csv: line 4: the log is of NVIDIA A100-SXM4-80GB, not of %1: "
                                  "compare it on the GPU it ran on")
                       .arg(h100.name));

    RunLog::Reading slow;
    slow.stepSeconds = 1000.0;
    CHECK_FALSE(RunCalibration::derive(job, h100, slow, QStringLiteral("typed"), QDate(2026, 12, 5), &error));
    CHECK(error.startsWith(QStringLiteral("typed: the measured 2 tokens/s is 0.00x the estimate of ")));

    CHECK_FALSE(
        RunCalibration::derive(job, h100, RunLog::Reading{}, QStringLiteral("typed"), QDate(), &error));
    CHECK(error == QStringLiteral("typed: no peak memory and no speed to compare"));
}

TEST_CASE("Seconds per step and tokens per GPU convert to the run's tokens per second")
{
    const Job job = loraJob();
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    const double estimated = Estimate::onGpu(job.workload, h100).tokensPerSecond;
    RunLog::Reading step;
    step.stepSeconds = 0.25; // 2048 tokens x 1 sequence on 1 GPU
    QString error;
    auto r = RunCalibration::derive(job, h100, step, QStringLiteral("typed"), QDate(2026, 12, 5), &error);
    REQUIRE(r);
    CHECK(r->measuredTokensPerSecond == Approx(2048 / 0.25));
    CHECK(*r->speedFactor == Approx(2048 / 0.25 / estimated));
    CHECK_FALSE(r->memoryFactor);
    CHECK(RunCalibration::sentence(*r) ==
          QStringLiteral("your stack runs at %1x the estimated speed").arg(*r->speedFactor, 0, 'f', 2));
}

TEST_CASE("A calibration file reads back as it was written")
{
    RunCalibration::Calibration c;
    c.runs.push_back(run("hf", 1.14, 0.8, "2026-12-05"));
    RunCalibration::Run memoryOnly = run("torchtune", 0.9, 1.0, "2026-12-01");
    memoryOnly.speedFactor.reset();
    memoryOnly.metric = Stacks::MemoryMetric::Reserved;
    c.runs.push_back(memoryOnly);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/calibration.json"));
    QString error;
    REQUIRE(RunCalibration::save(path, c, &error));
    const auto back = RunCalibration::read(path, &error);
    INFO(error.toStdString());
    REQUIRE(back);
    CHECK(RunCalibration::write(*back) == RunCalibration::write(c));
    REQUIRE(back->runs.size() == 2);
    CHECK(back->runs[1].metric == Stacks::MemoryMetric::Reserved);
    CHECK_FALSE(back->runs[1].speedFactor);
    CHECK(back->runs[0].date == QDate(2026, 12, 5));
    const auto missing = RunCalibration::read(dir.filePath(QStringLiteral("none.json")), &error, true);
    REQUIRE(missing);
    CHECK(missing->isEmpty());
}

TEST_CASE("Bad calibration files are refused with one line naming the key")
{
    const QByteArray head = R"({"format": "gpuscout-calibration", "version": 1, "runs": [)";
    const QByteArray good =
        R"({"stack": "hf", "gpu": "h100_sxm", "gpu_name": "H100 SXM", "date": "2026-12-05",
        "job": "j", "source": "typed", "speed_factor": 0.8, "measured_tokens_per_s": 800,
        "estimated_tokens_per_s": 1000)";
    const std::vector<std::pair<QByteArray, QString>> cases{
        {"", QStringLiteral("not JSON: illegal value at byte 0")},
        {"[]", QStringLiteral("expected a JSON object at the top")},
        {R"({"format": "gpuscout-job", "version": 1, "runs": []})",
         QStringLiteral("format: expected \"gpuscout-calibration\"")},
        {R"({"format": "gpuscout-calibration", "version": 2, "runs": []})",
         QStringLiteral("version: expected 1 (this build reads version 1 calibration files)")},
        {R"({"format": "gpuscout-calibration", "version": 1, "runs": [], "x": 1})",
         QStringLiteral("unknown key \"x\" (expected format, version and runs)")},
        {R"({"format": "gpuscout-calibration", "version": 1, "runs": {}})",
         QStringLiteral("runs: expected a list of runs")},
        {head + "1]}", QStringLiteral("runs[0]: expected an object")},
        {head + good + "}, " + good + R"(, "extra": 1}]})", QStringLiteral("runs[1]: unknown key \"extra\"")},
        {head + QByteArray(good).replace("\"hf\"", "\"nope\"") + "}]}",
         QStringLiteral("runs[0].stack: unknown stack \"nope\" (gpuscout stacks lists them)")},
        {head + QByteArray(good).replace("2026-12-05", "05.12.2026") + "}]}",
         QStringLiteral("runs[0].date: expected a date as 2026-12-05, got \"05.12.2026\"")},
        {head + QByteArray(good).replace("0.8,", "0,") + "}]}",
         QStringLiteral("runs[0].speed_factor: expected a number from 0.05 to 20, got 0")},
        {head + QByteArray(good).replace("0.8,", "0.9,") + "}]}",
         QStringLiteral("runs[0].speed_factor: 0.9 is not measured / estimated (0.800)")},
        {head + QByteArray(good).replace("\"speed_factor\": 0.8,", "\"metric\": \"peak\",") + "}]}",
         QStringLiteral("runs[0].metric: expected allocated, reserved or device, got \"peak\"")},
        {head +
             R"({"stack": "hf", "gpu": "h100_sxm", "gpu_name": "H100 SXM", "date": "2026-12-05", "job": "j",
            "source": "typed"}]})",
         QStringLiteral("runs[0].memory_factor: a run needs a memory_factor or a speed_factor")},
    };
    for (const auto &[bytes, message] : cases) {
        INFO(bytes.toStdString());
        QString error;
        CHECK_FALSE(RunCalibration::parse(bytes, &error));
        CHECK(error == message);
    }
    QString error;
    REQUIRE(RunCalibration::parse(head + good + "}]}", &error));
}

TEST_CASE("Every GPU's memory and speed figure a calibration scales is marked, in the window's table and the "
          "command line's")
{
    RunCalibration::Calibration calibration;
    calibration.runs.push_back(run("hf", 1.25, 0.8, "2026-12-05"));
    const Dataset &dataset = fixtureGpus();
    const Job plain = loraJob();
    const Recommend::Recommendation before = Recommend::rank(plain.workload, dataset.gpus, plain.constraints);
    CHECK(Recommend::calibrationMark(plain.workload).isEmpty());
    CHECK_FALSE(Recommend::toTable(before).contains(QStringLiteral("\u2021")));

    ActiveCalibration active(calibration);
    const Job job = loraJob();
    const Recommend::Recommendation rec = Recommend::rank(job.workload, dataset.gpus, job.constraints);
    RecommendationModel model;
    model.setRecommendation(rec, QLocale::c());
    int marked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Estimate::Result &r = rec.results[size_t(row)].estimate;
        const QString total = model.index(row, RecommendationModel::TotalColumn).data().toString();
        CHECK(total.startsWith(QString::number(r.memory.total(), 'f', 1) + QStringLiteral("\u2021")));
        CHECK(model.index(row, RecommendationModel::TotalColumn).data(Qt::ToolTipRole).toString() ==
              Recommend::calibrationSentence(job.workload));
        if (r.tokensPerSecond > 0) {
            CHECK(model.index(row, RecommendationModel::SpeedColumn)
                      .data()
                      .toString()
                      .startsWith(QString::number(r.tokensPerSecond, 'f', 0) + QStringLiteral("\u2021")));
            ++marked;
        }
    }
    CHECK(marked > 0);
    const QString table = Recommend::toTable(rec);
    for (const Recommend::Entry &e : rec.results)
        CHECK(
            table.contains(QString::number(e.estimate.memory.total(), 'f', 1) + QStringLiteral("\u2021 (")));
}
