#include "app/core/runlog.h"

#include "app/core/localgpu.h"
#include "app/core/parse.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringList>

#include <cmath>

namespace RunLog {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// A reader's outcome: the reading, or one line saying why not (the caller prefixes the origin).
struct Outcome
{
    std::optional<Reading> reading;
    QString error;
};

Outcome failure(const QString &error)
{
    return {std::nullopt, error};
}

Outcome failure(int line, const QString &error)
{
    return {std::nullopt, QStringLiteral("line %1: %2").arg(line).arg(error)};
}

bool finitePositive(double value)
{
    return std::isfinite(value) && value > 0;
}

// The mean of a step series past its first entry (the first step includes compilation and warm-up), or
// the only entry; with the line of the last entry used.
struct Series
{
    QList<double> values;
    int lastLine = 0;

    void add(double value, int at)
    {
        values.append(value);
        lastLine = at;
    }
    std::optional<double> mean() const
    {
        if (values.isEmpty())
            return std::nullopt;
        const qsizetype from = values.size() > 1 ? 1 : 0;
        double sum = 0;
        for (qsizetype i = from; i < values.size(); ++i)
            sum += values.at(i);
        return sum / double(values.size() - from);
    }
};

// The running maximum of a memory figure and the line it came from.
struct Peak
{
    std::optional<double> gib;
    int line = 0;

    void add(double value, int at)
    {
        if (!gib || value > *gib) {
            gib = value;
            line = at;
        }
    }
};

// nvidia-smi's csv, as `nvidia-smi --help-query-gpu` documents it: `--format=csv` writes a header line naming
// each queried field ("timestamp, name, memory.used [MiB], memory.total [MiB]"), then one row per GPU per
// sample (`-l 1`: every second), fields separated by ", ", memory in MiB ("61234 MiB"; no unit with
// `nounits`). The peak is the largest memory.used of any GPU and sample: what the driver reports as used on
// the card, the CUDA context included (Device). The GPU's name comes from a `name` column.
Outcome readNvidiaSmi(const QStringList &lines)
{
    int headerIndex = 0;
    while (headerIndex < lines.size() && lines.at(headerIndex).trimmed().isEmpty())
        ++headerIndex;
    QStringList header = lines.value(headerIndex).split(QLatin1Char(','));
    int usedColumn = -1, nameColumn = -1;
    for (int i = 0; i < header.size(); ++i) {
        const QString column = header.at(i).trimmed().section(QLatin1Char(' '), 0, 0);
        if (column == QLatin1String("memory.used"))
            usedColumn = i;
        else if (column == QLatin1String("name") || column == QLatin1String("gpu_name"))
            nameColumn = i;
    }
    if (usedColumn < 0)
        return failure(headerIndex + 1, QStringLiteral("no memory.used column in the header"));
    Reading r;
    r.format = Format::NvidiaSmi;
    r.metric = Stacks::MemoryMetric::Device;
    Peak peak;
    QString peakName;
    for (int i = headerIndex + 1; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() != header.size())
            return failure(i + 1, QStringLiteral("%1 of %2 columns: the trace is cut off or not one query's")
                                      .arg(fields.size())
                                      .arg(header.size()));
        int mib = 0;
        if (!LocalGpus::parseMemoryMiB(fields.at(usedColumn).trimmed(), &mib))
            return failure(i + 1, QStringLiteral("memory.used: expected MiB, got \"%1\"")
                                      .arg(Parse::printable(fields.at(usedColumn).trimmed())));
        const double before = peak.gib.value_or(-1);
        peak.add(mib / 1024.0, i + 1);
        if (nameColumn >= 0 && peak.gib.value_or(-1) != before)
            peakName = fields.at(nameColumn).trimmed();
    }
    if (!peak.gib || *peak.gib <= 0)
        return failure(QStringLiteral("no memory.used sample above 0 MiB"));
    r.peakGib = peak.gib;
    r.memoryLine = peak.line;
    if (!peakName.isEmpty()) {
        r.gpuName = peakName;
        r.gpuLine = peak.line;
    }
    return {r, {}};
}

// The 1-based line of the first occurrence of `"key"` in `text`, 0 when absent.
int lineOfKey(const QString &text, const QString &key)
{
    const qsizetype at = text.lastIndexOf(QLatin1Char('"') + key + QLatin1Char('"'));
    return at < 0 ? 0 : int(text.left(at).count(QLatin1Char('\n'))) + 1;
}

// Transformers' Trainer (trainer.py, trainer_utils.py speed_metrics): trainer_state.json holds "log_history",
// a list whose last training entry carries the run's metrics; train_results.json and all_results.json hold
// them at the top. train_samples_per_second is sequences per second of all GPUs; train_tokens_per_second
// (with include_tokens_per_second) is tokens per second per device. Memory is there only with
// skip_memory_metrics=False (TrainerMemoryTracker): the peak allocated is init_mem_gpu_alloc_delta +
// train_mem_gpu_alloc_delta + train_mem_gpu_peaked_delta, in bytes.
Outcome readTrainerState(const QByteArray &bytes, const QString &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // A document cut off at a line end is reported on its last line, not the empty one after it.
        QString before = text.left(parseError.offset);
        while (!before.isEmpty() && before.back().isSpace())
            before.chop(1);
        const int line = int(before.count(QLatin1Char('\n'))) + 1;
        return failure(line, QStringLiteral("not JSON (%1): the file is cut off or not Transformers'")
                                 .arg(parseError.errorString()));
    }
    QJsonObject metrics = document.object();
    const QJsonArray history = metrics.value(QStringLiteral("log_history")).toArray();
    for (const QJsonValue &entry : history) {
        if (entry.toObject().contains(QStringLiteral("train_runtime")))
            metrics = entry.toObject();
    }
    Reading r;
    r.format = Format::TrainerState;
    auto number = [&metrics](const char *key) {
        const QJsonValue v = metrics.value(QLatin1String(key));
        return v.isDouble() && finitePositive(v.toDouble()) ? std::optional<double>(v.toDouble())
                                                            : std::nullopt;
    };
    if (const auto tps = number("train_tokens_per_second")) {
        r.tokensPerSecond = tps;
        r.tokensPerGpu = true;
        r.speedLine = lineOfKey(text, QStringLiteral("train_tokens_per_second"));
    } else if (const auto sps = number("train_samples_per_second")) {
        r.samplesPerSecond = sps;
        r.speedLine = lineOfKey(text, QStringLiteral("train_samples_per_second"));
    }
    const QJsonValue init = metrics.value(QStringLiteral("init_mem_gpu_alloc_delta"));
    const QJsonValue alloc = metrics.value(QStringLiteral("train_mem_gpu_alloc_delta"));
    const QJsonValue peaked = metrics.value(QStringLiteral("train_mem_gpu_peaked_delta"));
    if (init.isDouble() && alloc.isDouble() && peaked.isDouble()) {
        const double gib = (init.toDouble() + alloc.toDouble() + peaked.toDouble()) / kGiB;
        if (finitePositive(gib)) {
            r.peakGib = gib;
            r.metric = Stacks::MemoryMetric::Allocated;
            r.memoryLine = lineOfKey(text, QStringLiteral("train_mem_gpu_peaked_delta"));
        }
    }
    if (!r.hasMemory() && !r.hasSpeed())
        return failure(
            QStringLiteral("no train_samples_per_second, train_tokens_per_second or memory metrics: "
                           "not the metrics of a finished training run"));
    return {r, {}};
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double value = QString(text).remove(QLatin1Char(',')).toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

// The Trainer's metrics dict as a console log prints it ("{'train_runtime': 812.3,
// 'train_samples_per_second': 2.46, ...}"): sequences per second of all GPUs.
void readPrintedTrainerMetrics(const QStringList &lines, Reading &r)
{
    static const QRegularExpression samples(QStringLiteral("'train_samples_per_second': ([0-9.eE+-]+)"));
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = samples.match(lines.at(i));
        if (m.hasMatch() && number(m.captured(1)).value_or(0) > 0) {
            r.samplesPerSecond = number(m.captured(1));
            r.speedLine = i + 1;
        }
    }
}

// axolotl (src/axolotl/utils/bench.py, log_gpu_memory_usage): "cuda memory usage after model load: 5.123GB
// (+0.456GB cache, +1.200GB misc)": torch.cuda.memory_allocated, then reserved less allocated ("cache"),
// then nvidia-smi's used less reserved ("misc"), each in GiB, each extra only when above 0. These are the
// figures when logged, not peaks: the largest is taken, as device memory when a line has "misc", else as
// reserved when one has "cache", else as allocated. The speed is the Trainer's printed metrics.
Outcome readAxolotl(const QStringList &lines)
{
    static const QRegularExpression usage(
        QStringLiteral("memory usage [^:]*: ([0-9.]+)GB(?: \\(([^)]*)\\))?"));
    static const QRegularExpression cache(QStringLiteral("\\+([0-9.]+)GB cache"));
    static const QRegularExpression misc(QStringLiteral("\\+([0-9.]+)GB misc"));
    Peak allocated, reserved, device;
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = usage.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        const double used = number(m.captured(1)).value_or(0);
        const QRegularExpressionMatch c = cache.match(m.captured(2));
        const QRegularExpressionMatch x = misc.match(m.captured(2));
        const double withCache = used + (c.hasMatch() ? number(c.captured(1)).value_or(0) : 0);
        allocated.add(used, i + 1);
        if (c.hasMatch())
            reserved.add(withCache, i + 1);
        if (x.hasMatch())
            device.add(withCache + number(x.captured(1)).value_or(0), i + 1);
    }
    Reading r;
    r.format = Format::Axolotl;
    const Peak &peak = device.gib ? device : reserved.gib ? reserved : allocated;
    if (peak.gib && *peak.gib > 0) {
        r.peakGib = peak.gib;
        r.memoryLine = peak.line;
        r.metric = device.gib     ? Stacks::MemoryMetric::Device
                   : reserved.gib ? Stacks::MemoryMetric::Reserved
                                  : Stacks::MemoryMetric::Allocated;
    }
    readPrintedTrainerMetrics(lines, r);
    if (!r.hasMemory() && !r.hasSpeed())
        return failure(QStringLiteral("no \"memory usage\" line above 0 GB and no train_samples_per_second"));
    return {r, {}};
}

// torchtune (torchtune/training/metric_logging.py StdoutLogger and DiskLogger; recipes' train loops): one
// line per logged step, "Step 12 | loss:1.2 lr:2e-05 tokens_per_second_per_gpu:2345.6 peak_memory_active:...
// peak_memory_alloc:13.1 peak_memory_reserved:14.0", the memory figures (torchtune/training/memory.py
// get_memory_stats, with log_peak_memory_stats) in GiB: max_memory_reserved and max_memory_allocated since
// the last log. The peak is the largest reserved (allocated when no reserved is logged); the speed, per GPU,
// the mean over the steps after the first.
Outcome readTorchtune(const QStringList &lines)
{
    static const QRegularExpression step(QStringLiteral("^\\s*Step \\d+ \\| (.*)$"));
    static const QRegularExpression pair(QStringLiteral("([A-Za-z_/]+):\\s*([0-9.eE+-]+)"));
    Peak reserved, allocated;
    Series speed;
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = step.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        QRegularExpressionMatchIterator it = pair.globalMatch(m.captured(1));
        while (it.hasNext()) {
            const QRegularExpressionMatch p = it.next();
            const std::optional<double> value = number(p.captured(2));
            if (!value || *value <= 0)
                continue;
            const QString key = p.captured(1);
            if (key == QLatin1String("peak_memory_reserved"))
                reserved.add(*value, i + 1);
            else if (key == QLatin1String("peak_memory_alloc"))
                allocated.add(*value, i + 1);
            else if (key == QLatin1String("tokens_per_second_per_gpu"))
                speed.add(*value, i + 1);
        }
    }
    Reading r;
    r.format = Format::Torchtune;
    const Peak &peak = reserved.gib ? reserved : allocated;
    if (peak.gib) {
        r.peakGib = peak.gib;
        r.memoryLine = peak.line;
        r.metric = reserved.gib ? Stacks::MemoryMetric::Reserved : Stacks::MemoryMetric::Allocated;
    }
    if (const auto tps = speed.mean()) {
        r.tokensPerSecond = tps;
        r.tokensPerGpu = true;
        r.speedLine = speed.lastLine;
    }
    if (!r.hasMemory() && !r.hasSpeed())
        return failure(
            QStringLiteral("no \"Step N |\" line with peak_memory_* or tokens_per_second_per_gpu"));
    return {r, {}};
}

// torchtitan (torchtitan/components/metrics.py, MetricsProcessor.log; DeviceMemoryMonitor): one line per
// logged step, "step: 10  loss:  8.1234  grad_norm:  1.23  memory: 30.91GiB(32.52%)  tps: 6,142  tflops:
// ...", coloured with ANSI escapes; memory is max_memory_reserved since the last log, tps the tokens per
// second of one GPU. At start it logs "CUDA capacity: NVIDIA H100 80GB HBM3 with 79.11GiB memory". The peak
// is the largest memory; the speed the mean over the logged steps after the first.
Outcome readTorchtitan(const QStringList &lines)
{
    static const QRegularExpression stepLine(
        QStringLiteral("step:\\s*\\d+\\s.*memory:\\s*([0-9.]+)GiB\\([0-9.]+%\\)\\s+tps:\\s*([0-9,]+)"));
    static const QRegularExpression capacity(QStringLiteral("capacity: (.+) with [0-9.]+GiB memory"));
    Reading r;
    r.format = Format::Torchtitan;
    r.metric = Stacks::MemoryMetric::Reserved;
    Peak peak;
    Series speed;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (const QRegularExpressionMatch c = capacity.match(line); c.hasMatch() && r.gpuName.isEmpty()) {
            r.gpuName = c.captured(1).trimmed();
            r.gpuLine = i + 1;
        }
        const QRegularExpressionMatch m = stepLine.match(line);
        if (!m.hasMatch())
            continue;
        if (const auto gib = number(m.captured(1)); gib && *gib > 0)
            peak.add(*gib, i + 1);
        if (const auto tps = number(m.captured(2)); tps && *tps > 0)
            speed.add(*tps, i + 1);
    }
    r.peakGib = peak.gib;
    r.memoryLine = peak.line;
    if (const auto tps = speed.mean()) {
        r.tokensPerSecond = tps;
        r.tokensPerGpu = true;
        r.speedLine = speed.lastLine;
    }
    if (!r.hasMemory() && !r.hasSpeed())
        return failure(QStringLiteral("no \"step: N ... memory: ...GiB ... tps: ...\" line with figures"));
    return {r, {}};
}

QString withoutEscapes(const QString &text)
{
    static const QRegularExpression ansi(QStringLiteral("\\x1b\\[[0-9;]*[A-Za-z]"));
    return QString(text).remove(ansi);
}

// The format a text tells by its content: JSON, a csv header naming memory.used, or a tool's own lines.
Outcome readText(const QByteArray &bytes, const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')))
        return readTrainerState(bytes, text);
    QStringList lines = withoutEscapes(text).split(QLatin1Char('\n'));
    for (QString &line : lines) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    }
    if (trimmed.section(QLatin1Char('\n'), 0, 0).contains(QLatin1String("memory.used")))
        return readNvidiaSmi(lines);
    static const QRegularExpression titan(QStringLiteral("step:\\s*\\d+\\s.*tps:"));
    static const QRegularExpression tune(QStringLiteral("^\\s*Step \\d+ \\| "),
                                         QRegularExpression::MultilineOption);
    const QString plain = lines.join(QLatin1Char('\n'));
    if (titan.match(plain).hasMatch())
        return readTorchtitan(lines);
    if (tune.match(plain).hasMatch())
        return readTorchtune(lines);
    if (plain.contains(QLatin1String("memory usage")) ||
        plain.contains(QLatin1String("train_samples_per_second")))
        return readAxolotl(lines);
    return failure(
        QStringLiteral("no figures found: not an nvidia-smi csv trace, Transformers metrics, or an "
                       "axolotl, torchtune or torchtitan log"));
}

} // namespace

std::optional<Reading> parse(const QByteArray &bytes, const QString &origin, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(origin, why);
        return std::nullopt;
    };
    if (bytes.size() > kMaxBytes)
        return fail(QStringLiteral("larger than %1 bytes: not a run's log").arg(kMaxBytes));
    if (bytes.trimmed().isEmpty())
        return fail(QStringLiteral("empty: no figures to read"));
    if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0)
        return fail(QStringLiteral("line %1: binary data (a NUL byte), not a text log")
                        .arg(bytes.left(nul).count('\n') + 1));
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        const qsizetype bad = text.indexOf(QChar::ReplacementCharacter);
        return fail(QStringLiteral("line %1: not UTF-8 text")
                        .arg(text.left(std::max<qsizetype>(0, bad)).count(QLatin1Char('\n')) + 1));
    }
    Outcome outcome = readText(bytes, text);
    if (!outcome.reading)
        return fail(outcome.error);
    return outcome.reading;
}

std::optional<Reading> read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot read it (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.read(kMaxBytes + 1), path, error);
}

} // namespace RunLog
