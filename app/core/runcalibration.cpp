#include "app/core/runcalibration.h"

#include "app/core/atomicfile.h"
#include "app/core/dataset.h"
#include "app/core/localgpu.h"
#include "app/core/parse.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <cmath>

namespace RunCalibration {

namespace {

const QString kFormat = QStringLiteral("gpuscout-calibration");

Calibration &activeCalibration()
{
    static Calibration calibration;
    return calibration;
}

double geometricMean(const std::vector<double> &values)
{
    double logSum = 0;
    for (double v : values)
        logSum += std::log(v);
    return std::exp(logSum / double(values.size()));
}

bool plausible(double factor)
{
    return std::isfinite(factor) && factor >= kMinFactor && factor <= kMaxFactor;
}

QString times(double factor)
{
    return QString::number(factor, 'f', 2) + QLatin1Char('x');
}

QString lineOf(const QString &origin, int line)
{
    return line > 0 ? QStringLiteral("%1: line %2").arg(origin).arg(line) : origin;
}

// The measured tokens per second of the whole run, from whichever speed figure the reading has.
double measuredTokensPerSecond(const RunLog::Reading &reading, const Estimate::Workload &w, int gpus)
{
    if (reading.tokensPerSecond)
        return *reading.tokensPerSecond * (reading.tokensPerGpu ? gpus : 1);
    if (reading.samplesPerSecond)
        return *reading.samplesPerSecond * w.seqLen;
    if (reading.stepSeconds && *reading.stepSeconds > 0)
        return double(w.seqLen) * w.microBatch * gpus / *reading.stepSeconds;
    return 0;
}

bool deriveMemory(const Estimate::Result &estimate, const RunLog::Reading &reading, const QString &origin,
                  Run &run, QString *error)
{
    const QString where = lineOf(origin, reading.memoryLine);
    const double measured = *reading.peakGib;
    const double weights = estimate.memory.weights;
    if (!(measured >= weights)) {
        *error =
            QStringLiteral("%1: the measured %2 GiB (%3) is below the weights alone (%4 GiB on each of %5 "
                           "GPUs): the run was not this job, or it offloaded weights")
                .arg(where, QString::number(measured, 'f', 2), Words::of(reading.metric),
                     QString::number(weights, 'f', 2))
                .arg(estimate.gpusUsed);
        return false;
    }
    run.metric = reading.metric;
    run.measuredGib = measured;
    run.estimatedGib = comparedGib(estimate.memory, reading.metric);
    const double factor = measured / run.estimatedGib;
    if (!plausible(factor)) {
        *error = QStringLiteral("%1: the measured %2 GiB is %3 the estimate of %4 GiB: not this job")
                     .arg(where, QString::number(measured, 'f', 2), times(factor),
                          QString::number(run.estimatedGib, 'f', 2));
        return false;
    }
    run.memoryFactor = factor;
    return true;
}

bool deriveSpeed(const Estimate::Workload &w, const Estimate::Result &estimate,
                 const RunLog::Reading &reading, const QString &origin, Run &run, QString *error)
{
    const QString where = lineOf(origin, reading.speedLine);
    if (estimate.tokensPerSecond <= 0) {
        *error =
            QStringLiteral("%1: the estimate has no speed for this job on %2 (it does not run there or the "
                           "GPU's throughput is unknown)")
                .arg(where, estimate.gpu->name);
        return false;
    }
    run.measuredTokensPerSecond = measuredTokensPerSecond(reading, w, estimate.gpusUsed);
    run.estimatedTokensPerSecond = estimate.tokensPerSecond;
    const double factor = run.measuredTokensPerSecond / run.estimatedTokensPerSecond;
    if (!plausible(factor)) {
        *error = QStringLiteral("%1: the measured %2 tokens/s is %3 the estimate of %4: not this job")
                     .arg(where, QString::number(run.measuredTokensPerSecond, 'f', 0), times(factor),
                          QString::number(run.estimatedTokensPerSecond, 'f', 0));
        return false;
    }
    run.speedFactor = factor;
    return true;
}

} // namespace

QStringList Calibration::stacks() const
{
    QStringList ids;
    for (const Run &run : runs) {
        if (!ids.contains(run.stack))
            ids.append(run.stack);
    }
    ids.sort();
    return ids;
}

std::optional<Factors> Calibration::factors(const QString &stack) const
{
    std::vector<double> memory, speed;
    const Run *latest = nullptr;
    int count = 0;
    for (const Run &run : runs) {
        if (run.stack != stack)
            continue;
        ++count;
        if (run.memoryFactor)
            memory.push_back(*run.memoryFactor);
        if (run.speedFactor)
            speed.push_back(*run.speedFactor);
        if (!latest || run.date >= latest->date)
            latest = &run;
    }
    if (!latest)
        return std::nullopt;
    Factors f;
    f.memoryRuns = int(memory.size());
    f.speedRuns = int(speed.size());
    f.memory = memory.empty() ? 1.0 : geometricMean(memory);
    f.speed = speed.empty() ? 1.0 : geometricMean(speed);
    const QString date = latest->date.toString(Qt::ISODate);
    f.from = count == 1 ? QStringLiteral("calibrated from your run on %1, %2").arg(latest->gpuName, date)
                        : QStringLiteral("calibrated from your %1 runs, the latest on %2, %3")
                              .arg(count)
                              .arg(latest->gpuName, date);
    return f;
}

int Calibration::remove(const QString &stack)
{
    const auto before = runs.size();
    runs.erase(std::remove_if(runs.begin(), runs.end(), [&](const Run &r) { return r.stack == stack; }),
               runs.end());
    return int(before - runs.size());
}

double comparedGib(const Estimate::Memory &memory, Stacks::MemoryMetric metric)
{
    if (metric == Stacks::MemoryMetric::Allocated)
        return memory.total() - memory.overhead();
    if (metric == Stacks::MemoryMetric::Reserved)
        return memory.total() - memory.cudaContext;
    return memory.total();
}

QString gpuFromLog(const RunLog::Reading &reading, const Dataset &dataset)
{
    if (reading.gpuName.isEmpty())
        return {};
    LocalGpu local;
    local.name = reading.gpuName;
    return LocalGpus::matchId(local, dataset);
}

std::optional<Run> derive(const Job &job, const Gpu &gpu, const RunLog::Reading &reading,
                          const QString &origin, const QDate &date, QString *error)
{
    if (!reading.hasMemory() && !reading.hasSpeed()) {
        *error = QStringLiteral("%1: no peak memory and no speed to compare").arg(origin);
        return std::nullopt;
    }
    if (!reading.gpuName.isEmpty()) {
        // The log names its GPU: it must be the one the run is compared on (matched as nvidia-smi names it).
        Dataset only;
        only.gpus.push_back(gpu);
        if (gpuFromLog(reading, only) != gpu.id) {
            *error =
                QStringLiteral("%1: the log is of %2, not of %3: compare it on the GPU it ran on")
                    .arg(lineOf(origin, reading.gpuLine), Parse::printable(reading.gpuName, 60), gpu.name);
            return std::nullopt;
        }
    }
    Estimate::Workload w = job.workload;
    w.stack.memoryFactor = 1.0; // the run is compared with the estimate from the job alone
    w.stack.speedFactor = 1.0;
    w.stack.calibratedFrom.clear();
    const Estimate::Result estimate = Estimate::onGpu(w, gpu, std::max(1, job.constraints.maxGpus));
    Run run;
    run.stack = w.stack.id;
    run.gpu = gpu.id;
    run.gpuName = gpu.name;
    run.date = date;
    run.job = Estimate::describe(w);
    run.source =
        reading.format == RunLog::Format::Typed ? QStringLiteral("typed") : QFileInfo(origin).fileName();
    if (reading.hasMemory() && !deriveMemory(estimate, reading, origin, run, error))
        return std::nullopt;
    if (reading.hasSpeed() && !deriveSpeed(w, estimate, reading, origin, run, error))
        return std::nullopt;
    return run;
}

QString sentence(const Run &run)
{
    Factors f;
    f.memory = run.memoryFactor.value_or(1.0);
    f.speed = run.speedFactor.value_or(1.0);
    f.memoryRuns = run.memoryFactor ? 1 : 0;
    f.speedRuns = run.speedFactor ? 1 : 0;
    return sentence(f);
}

QString sentence(const Factors &factors)
{
    QStringList parts;
    if (factors.memoryRuns > 0)
        parts << QStringLiteral("uses %1 the estimated memory").arg(times(factors.memory));
    if (factors.speedRuns > 0)
        parts << QStringLiteral("runs at %1 the estimated speed").arg(times(factors.speed));
    return QStringLiteral("your stack ") + parts.join(QStringLiteral(" and "));
}

namespace {

QJsonObject runToJson(const Run &run)
{
    QJsonObject o{
        {QStringLiteral("stack"), run.stack},      {QStringLiteral("gpu"), run.gpu},
        {QStringLiteral("gpu_name"), run.gpuName}, {QStringLiteral("date"), run.date.toString(Qt::ISODate)},
        {QStringLiteral("job"), run.job},          {QStringLiteral("source"), run.source}};
    if (run.memoryFactor) {
        o.insert(QStringLiteral("metric"), Words::of(run.metric));
        o.insert(QStringLiteral("measured_gib"), run.measuredGib);
        o.insert(QStringLiteral("estimated_gib"), run.estimatedGib);
        o.insert(QStringLiteral("memory_factor"), *run.memoryFactor);
    }
    if (run.speedFactor) {
        o.insert(QStringLiteral("measured_tokens_per_s"), run.measuredTokensPerSecond);
        o.insert(QStringLiteral("estimated_tokens_per_s"), run.estimatedTokensPerSecond);
        o.insert(QStringLiteral("speed_factor"), *run.speedFactor);
    }
    return o;
}

// One run of the file, every key checked; messages name "runs[i].key".
class RunReader
{
public:
    RunReader(const QJsonObject &o, int index)
        : m_o(o)
        , m_where(QStringLiteral("runs[%1]").arg(index))
    {}

    QString error;

    QString text(const char *key)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isString() || v.toString().trimmed().isEmpty())
            fail(key, QStringLiteral("expected a non-empty string"));
        return v.toString();
    }
    double number(const char *key, double minimum, double maximum)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isDouble() || !(v.toDouble() >= minimum && v.toDouble() <= maximum))
            fail(key, QStringLiteral("expected a number from %1 to %2, got %3")
                          .arg(minimum)
                          .arg(maximum)
                          .arg(v.isDouble() ? QString::number(v.toDouble()) : QStringLiteral("no number")));
        return v.toDouble();
    }
    bool has(const char *key) const { return m_o.contains(QLatin1String(key)); }
    void fail(const char *key, const QString &why)
    {
        if (error.isEmpty())
            error = QStringLiteral("%1.%2: %3").arg(m_where, QLatin1String(key), why);
    }
    // measured / estimated must be the factor the file states (to the third decimal).
    void checkRatio(const char *key, double factor, double measured, double estimated)
    {
        if (estimated > 0 && std::abs(measured / estimated - factor) > 0.0005 * std::max(1.0, factor))
            fail(key, QStringLiteral("%1 is not measured / estimated (%2)")
                          .arg(factor)
                          .arg(measured / estimated, 0, 'f', 3));
    }

private:
    QJsonObject m_o;
    QString m_where;
};

const QStringList &runKeys()
{
    static const QStringList keys{QStringLiteral("stack"),
                                  QStringLiteral("gpu"),
                                  QStringLiteral("gpu_name"),
                                  QStringLiteral("date"),
                                  QStringLiteral("job"),
                                  QStringLiteral("source"),
                                  QStringLiteral("metric"),
                                  QStringLiteral("measured_gib"),
                                  QStringLiteral("estimated_gib"),
                                  QStringLiteral("memory_factor"),
                                  QStringLiteral("measured_tokens_per_s"),
                                  QStringLiteral("estimated_tokens_per_s"),
                                  QStringLiteral("speed_factor")};
    return keys;
}

void readMemory(RunReader &r, Run &run)
{
    const QString metric = r.text("metric");
    if (const auto m = Words::parse<Stacks::MemoryMetric>(metric))
        run.metric = *m;
    else if (r.error.isEmpty())
        r.fail("metric", QStringLiteral("expected %1, got \"%2\"")
                             .arg(Words::alternatives<Stacks::MemoryMetric>(), Parse::printable(metric)));
    run.measuredGib = r.number("measured_gib", 0.001, 1e6);
    run.estimatedGib = r.number("estimated_gib", 0.001, 1e6);
    run.memoryFactor = r.number("memory_factor", kMinFactor, kMaxFactor);
    if (r.error.isEmpty())
        r.checkRatio("memory_factor", *run.memoryFactor, run.measuredGib, run.estimatedGib);
}

void readSpeed(RunReader &r, Run &run)
{
    run.measuredTokensPerSecond = r.number("measured_tokens_per_s", 1e-3, 1e12);
    run.estimatedTokensPerSecond = r.number("estimated_tokens_per_s", 1e-3, 1e12);
    run.speedFactor = r.number("speed_factor", kMinFactor, kMaxFactor);
    if (r.error.isEmpty())
        r.checkRatio("speed_factor", *run.speedFactor, run.measuredTokensPerSecond,
                     run.estimatedTokensPerSecond);
}

std::optional<Run> readRun(const QJsonValue &value, int index, QString *error)
{
    if (!value.isObject()) {
        *error = QStringLiteral("runs[%1]: expected an object").arg(index);
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    RunReader r(o, index);
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!runKeys().contains(it.key()))
            r.fail("", QStringLiteral("unknown key \"%1\"").arg(Parse::printable(it.key())));
    }
    if (!r.error.isEmpty()) { // "runs[0].: unknown key" reads badly: drop the empty key
        *error = r.error.replace(QStringLiteral("].: "), QStringLiteral("]: "));
        return std::nullopt;
    }
    Run run;
    run.stack = r.text("stack");
    if (r.error.isEmpty() && !Stacks::find(run.stack))
        r.fail("stack", QStringLiteral("unknown stack \"%1\" (gpuscout stacks lists them)")
                            .arg(Parse::printable(run.stack)));
    run.gpu = r.text("gpu");
    run.gpuName = r.text("gpu_name");
    const QString date = r.text("date");
    run.date = QDate::fromString(date, Qt::ISODate);
    if (r.error.isEmpty() && !run.date.isValid())
        r.fail("date",
               QStringLiteral("expected a date as 2026-12-05, got \"%1\"").arg(Parse::printable(date)));
    run.job = r.text("job");
    run.source = r.text("source");
    const bool memory =
        r.has("memory_factor") || r.has("measured_gib") || r.has("estimated_gib") || r.has("metric");
    const bool speed =
        r.has("speed_factor") || r.has("measured_tokens_per_s") || r.has("estimated_tokens_per_s");
    if (memory)
        readMemory(r, run);
    if (speed)
        readSpeed(r, run);
    if (r.error.isEmpty() && !memory && !speed)
        r.fail("memory_factor", QStringLiteral("a run needs a memory_factor or a speed_factor"));
    if (!r.error.isEmpty()) {
        *error = r.error;
        return std::nullopt;
    }
    return run;
}

} // namespace

QByteArray write(const Calibration &calibration)
{
    QJsonArray runs;
    for (const Run &run : calibration.runs)
        runs.append(runToJson(run));
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("runs"), runs}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Calibration> parse(const QByteArray &bytes, QString *error)
{
    auto fail = [error](const QString &why) {
        *error = why;
        return std::nullopt;
    };
    if (bytes.size() > kMaxBytes)
        return fail(QStringLiteral("larger than %1 bytes: not a calibration file").arg(kMaxBytes));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(
            QStringLiteral("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        return fail(QStringLiteral("expected a JSON object at the top"));
    const QJsonObject root = document.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("format") && it.key() != QLatin1String("version") &&
            it.key() != QLatin1String("runs"))
            return fail(QStringLiteral("unknown key \"%1\" (expected format, version and runs)")
                            .arg(Parse::printable(it.key())));
    }
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(QStringLiteral("format: expected \"%1\"").arg(kFormat));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != kVersion)
        return fail(QStringLiteral("version: expected %1 (this build reads version %1 calibration files)")
                        .arg(kVersion));
    const QJsonValue runs = root.value(QStringLiteral("runs"));
    if (!runs.isArray())
        return fail(QStringLiteral("runs: expected a list of runs"));
    if (runs.toArray().size() > kMaxRuns)
        return fail(QStringLiteral("runs: more than %1 runs").arg(kMaxRuns));
    Calibration calibration;
    const QJsonArray list = runs.toArray();
    for (int i = 0; i < list.size(); ++i) {
        QString why;
        std::optional<Run> run = readRun(list.at(i), i, &why);
        if (!run)
            return fail(why);
        calibration.runs.push_back(*run);
    }
    return calibration;
}

std::optional<Calibration> read(const QString &path, QString *error, bool missingIsEmpty)
{
    if (missingIsEmpty && !QFileInfo::exists(path))
        return Calibration{};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read it (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<Calibration> calibration = parse(file.read(kMaxBytes + 1), &why);
    if (!calibration)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return calibration;
}

bool save(const QString &path, const Calibration &calibration, QString *error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("%1: cannot create the folder").arg(folder);
        return false;
    }
    return AtomicFile::write(path, write(calibration), error);
}

QString defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("calibration.json"));
}

void setActive(const Calibration &calibration)
{
    activeCalibration() = calibration;
}

const Calibration &active()
{
    return activeCalibration();
}

void applyTo(Estimate::StackTraits &traits)
{
    const std::optional<Factors> f = activeCalibration().factors(traits.id);
    traits.memoryFactor = f ? f->memory : 1.0;
    traits.speedFactor = f ? f->speed : 1.0;
    traits.calibratedFrom = f ? f->from : QString();
}

QJsonObject toJson(const Estimate::StackTraits &traits)
{
    if (!traits.calibrated())
        return {};
    return {{QStringLiteral("stack"), traits.id},
            {QStringLiteral("memory_factor"), std::round(traits.memoryFactor * 1000) / 1000},
            {QStringLiteral("speed_factor"), std::round(traits.speedFactor * 1000) / 1000},
            {QStringLiteral("from"), traits.calibratedFrom}};
}

} // namespace RunCalibration
