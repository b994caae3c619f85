#include "app/cli.h"
#include "app/core/parse.h"
#include "app/core/runcalibration.h"
#include "app/joboptions.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace Cli {

namespace {

void addOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    JobOptions::add(parser);
    const std::vector<QCommandLineOption> options{
        {QStringLiteral("log"),
         QStringLiteral(
             "Read what the run measured from FILE: an nvidia-smi csv trace, Transformers' "
             "trainer_state.json or all_results.json, or an axolotl, torchtune or torchtitan log."),
         QStringLiteral("FILE")},
        {QStringLiteral("peak-gib"), QStringLiteral("The run's peak memory per GPU in GiB (with --metric)."),
         QStringLiteral("N")},
        {QStringLiteral("metric"),
         QStringLiteral("What --peak-gib measured: allocated (max_memory_allocated), reserved "
                        "(max_memory_reserved) or device (nvidia-smi)."),
         QStringLiteral("METRIC")},
        {QStringLiteral("tokens-per-s"), QStringLiteral("The run's tokens per second, all GPUs together."),
         QStringLiteral("N")},
        {QStringLiteral("step-seconds"),
         QStringLiteral("Seconds per step of one micro-batch on each GPU (seq x batch x GPUs tokens)."),
         QStringLiteral("N")},
        {QStringLiteral("out"),
         QStringLiteral(
             "The calibration file to update (default: calibration.json in the user's data folder)."),
         QStringLiteral("FILE")},
        {QStringLiteral("remove"), QStringLiteral("Remove the calibration of the job's stack instead.")},
    };
    for (const QCommandLineOption &option : options)
        parser.addOption(option);
}

// The typed figures as a reading; UsageError with a message when they do not make one.
int typedReading(const QCommandLineParser &parser, const QString &prefix, QTextStream &err,
                 RunLog::Reading *r)
{
    QString error;
    r->format = RunLog::Format::Typed;
    if (parser.isSet(QStringLiteral("peak-gib")) != parser.isSet(QStringLiteral("metric"))) {
        err << prefix
            << "--peak-gib and --metric go together (what the figure measured decides the comparison)\n";
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("peak-gib"))) {
        r->peakGib = Parse::number(parser.value(QStringLiteral("peak-gib")), 0.01, 1e5, &error);
        const auto metric = Words::parse<Stacks::MemoryMetric>(parser.value(QStringLiteral("metric")));
        if (!r->peakGib || !metric) {
            err << prefix
                << (r->peakGib ? QStringLiteral("--metric: expected %1, got \"%2\"")
                                     .arg(Words::alternatives<Stacks::MemoryMetric>(),
                                          parser.value(QStringLiteral("metric")))
                               : QStringLiteral("--peak-gib: ") + error)
                << '\n';
            return UsageError;
        }
        r->metric = *metric;
    }
    if (parser.isSet(QStringLiteral("tokens-per-s")) && parser.isSet(QStringLiteral("step-seconds"))) {
        err << prefix << "give only one of --tokens-per-s and --step-seconds\n";
        return UsageError;
    }
    for (const char *key : {"tokens-per-s", "step-seconds"}) {
        if (!parser.isSet(QLatin1String(key)))
            continue;
        const auto value = Parse::number(parser.value(QLatin1String(key)), 1e-6, 1e12, &error);
        if (!value) {
            err << prefix << "--" << key << ": " << error << '\n';
            return UsageError;
        }
        (qstrcmp(key, "tokens-per-s") == 0 ? r->tokensPerSecond : r->stepSeconds) = value;
    }
    if (!r->hasMemory() && !r->hasSpeed()) {
        err << prefix
            << "give --log FILE, or the run's figures (--peak-gib N --metric M, --tokens-per-s N or "
               "--step-seconds N)\n";
        return UsageError;
    }
    return Success;
}

void printRun(QTextStream &out, const RunCalibration::Run &run, const RunLog::Reading &reading)
{
    out << "gpuscout calibrate: " << run.stack << " on " << run.gpuName << ": "
        << RunCalibration::sentence(run) << '\n';
    if (run.memoryFactor)
        out << QStringLiteral("  memory: measured %1 GiB (%2%3), estimated %4 GiB\n")
                   .arg(run.measuredGib, 0, 'f', 2)
                   .arg(Words::of(run.metric),
                        reading.memoryLine > 0
                            ? QStringLiteral(", %1 line %2").arg(run.source).arg(reading.memoryLine)
                            : QString())
                   .arg(run.estimatedGib, 0, 'f', 2);
    if (run.speedFactor)
        out << QStringLiteral("  speed: measured %1 tokens/s, estimated %2 tokens/s\n")
                   .arg(run.measuredTokensPerSecond, 0, 'f', 0)
                   .arg(run.estimatedTokensPerSecond, 0, 'f', 0);
}

// Reads the run's figures, compares them with the job's estimate and adds the run to `calibration` at `path`.
int calibrateFrom(Context &context, const QCommandLineParser &parser, const Job &job, const QString &path,
                  RunCalibration::Calibration &calibration)
{
    QTextStream &err = context.err;
    const QString prefix = QStringLiteral("gpuscout calibrate: ");
    RunLog::Reading reading;
    QString origin = QStringLiteral("typed");
    QString error;
    if (parser.isSet(QStringLiteral("log"))) {
        for (const char *typed : {"peak-gib", "metric", "tokens-per-s", "step-seconds"}) {
            if (parser.isSet(QLatin1String(typed))) {
                err << prefix << "give --log or typed figures, not both (--" << typed << ")\n";
                return UsageError;
            }
        }
        origin = parser.value(QStringLiteral("log"));
        std::optional<RunLog::Reading> read = RunLog::read(origin, &error);
        if (!read) {
            err << prefix << error << '\n';
            return RuntimeFailure;
        }
        reading = *read;
    } else if (const int code = typedReading(parser, prefix, err, &reading); code != Success) {
        return code;
    }
    QString gpuId = job.constraints.onlyGpu;
    if (gpuId.isEmpty())
        gpuId = RunCalibration::gpuFromLog(reading, context.dataset);
    const Gpu *gpu = context.dataset.find(gpuId);
    if (!gpu) {
        err << prefix << "name the GPU the run used with --gpu ID"
            << (reading.gpuName.isEmpty() ? QString()
                                          : QStringLiteral(" (the log's \"%1\" is not in the dataset)")
                                                .arg(Parse::printable(reading.gpuName, 60)))
            << '\n';
        return UsageError;
    }
    const std::optional<RunCalibration::Run> run =
        RunCalibration::derive(job, *gpu, reading, origin, QDate::currentDate(), &error);
    if (!run) {
        err << prefix << error << '\n';
        return RuntimeFailure;
    }
    calibration.runs.push_back(*run);
    if (!RunCalibration::save(path, calibration, &error)) {
        err << prefix << error << '\n';
        return RuntimeFailure;
    }
    printRun(context.out, *run, reading);
    const RunCalibration::Factors combined = *calibration.factors(run->stack);
    if (combined.memoryRuns + combined.speedRuns > 2 || calibration.runs.size() > 1)
        context.out << "  " << run->stack << " now: " << RunCalibration::sentence(combined) << " ("
                    << combined.from << ")\n";
    context.out << "  written to " << path << '\n';
    return Success;
}

} // namespace

int calibrateCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compare a run you made with the estimate of the same job and keep the difference: every "
        "estimate of that training stack is then scaled by it (the window and the commands apply the "
        "file in your data folder; --calibration FILE applies another, --no-calibration none)."));
    addOptions(parser);
    QTextStream &err = context.err;
    const QString prefix = QStringLiteral("gpuscout calibrate: ");
    if (!parser.parse(context.arguments)) {
        err << prefix << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("calibrate"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << prefix << "unexpected argument \"" << parser.positionalArguments().first() << "\"\n";
        return UsageError;
    }
    Job job;
    if (const int code = JobOptions::read(parser, context, prefix, &job); code != Success)
        return code;
    const QString path = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out"))
                                                             : RunCalibration::defaultPath();
    QString error;
    std::optional<RunCalibration::Calibration> calibration = RunCalibration::read(path, &error, true);
    if (!calibration) {
        err << prefix << error << '\n';
        return RuntimeFailure;
    }
    if (parser.isSet(QStringLiteral("remove"))) {
        const int removed = calibration->remove(job.workload.stack.id);
        if (!RunCalibration::save(path, *calibration, &error)) {
            err << prefix << error << '\n';
            return RuntimeFailure;
        }
        context.out << QStringLiteral("gpuscout calibrate: removed %1 run(s) of %2 from %3\n")
                           .arg(removed)
                           .arg(job.workload.stack.id, path);
        return Success;
    }
    return calibrateFrom(context, parser, job, path, *calibration);
}

} // namespace Cli
