#include "recommend.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Recommend {

using namespace Estimate;

namespace {

// Text::tr() translates in the "Recommend" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Recommend)
};

std::optional<double> unitPriceOf(const Gpu &gpu, PriceMode mode)
{
    if (mode == PriceMode::Purchase)
        return gpu.launchPriceUsd;
    if (gpu.cloudUsdHrLow && gpu.cloudUsdHrHigh)
        return (*gpu.cloudUsdHrLow + *gpu.cloudUsdHrHigh) / 2;
    return gpu.cloudUsdHrLow ? gpu.cloudUsdHrLow : gpu.cloudUsdHrHigh;
}

// Lower is better for every objective; unknown prices sort after known ones.
double score(const Entry &e, Objective objective, PriceMode mode)
{
    const Result &r = e.estimate;
    const double n = r.gpusUsed;
    if (r.gpusNeeded == 0 || r.tokensPerSecond <= 0)
        return HUGE_VAL;
    switch (objective) {
    case Objective::Speed:
        // Per GPU: every option can add cards up to the limit, so three H100s do not beat one B200 on count
        // alone.
        return -r.tokensPerSecond / n;
    case Objective::Cost:
        if (!e.unitPrice)
            return 1e300;
        // Cloud: dollars per token; purchase: the price of the cards.
        return mode == PriceMode::Cloud ? *e.unitPrice * n / r.tokensPerSecond : *e.unitPrice * n;
    case Objective::Value:
        if (!e.unitPrice)
            return 1e300;
        return -r.tokensPerSecond / (*e.unitPrice * n);
    }
    return 0;
}

QString shortName(const Gpu &gpu)
{
    return gpu.name;
}

QString ratio(double x, const QLocale &locale)
{
    return locale.toString(x, 'f', x >= 10 ? 0 : 1);
}

QString fitPhrase(const Result &r, const QLocale &locale)
{
    if (r.gpusNeeded == 0)
        return (r.gpusUsed == 1
                    ? Text::tr("does not fit even on the allowed GPUs (%1 GiB each of %2)")
                    : Text::tr("does not fit even on %1 GPUs (%2 GiB each of %3)").arg(r.gpusUsed))
            .arg(locale.toString(r.memory.total(), 'f', 1), locale.toString(r.vramGib, 'f', 0));
    const int headroom = int(std::floor(r.headroom * 100));
    if (r.gpusNeeded == 1)
        return Text::tr("fits on one with %1% headroom").arg(headroom);
    return Text::tr("needs %1 GPUs with sharded states, %2% headroom each").arg(r.gpusNeeded).arg(headroom);
}

QString comparison(const Entry &e, const Entry &other, PriceMode mode, const QLocale &locale)
{
    const bool perGpu = e.estimate.gpusUsed != other.estimate.gpusUsed;
    double speed = e.estimate.tokensPerSecond / other.estimate.tokensPerSecond;
    if (perGpu)
        speed *= double(other.estimate.gpusUsed) / e.estimate.gpusUsed;
    QString text =
        (perGpu ? Text::tr("%1x the throughput per GPU of the %2") : Text::tr("%1x the throughput of the %2"))
            .arg(ratio(speed, locale), shortName(*other.estimate.gpu));
    if (e.unitPrice && other.unitPrice) {
        const double price =
            perGpu ? *e.unitPrice / *other.unitPrice
                   : (*e.unitPrice * e.estimate.gpusUsed) / (*other.unitPrice * other.estimate.gpusUsed);
        text +=
            (mode == PriceMode::Cloud ? Text::tr(" at %1x the hourly price") : Text::tr(" at %1x the price"))
                .arg(ratio(price, locale));
    }
    return text;
}

} // namespace

QStringList Recommendation::fittingIds() const
{
    QStringList ids;
    for (const Entry &e : results) {
        if (e.estimate.gpusNeeded > 0)
            ids << e.estimate.gpu->id;
    }
    return ids;
}

Recommendation rank(const Workload &workload, const std::vector<Gpu> &gpus, const Constraints &constraints,
                    const QLocale &locale)
{
    Recommendation rec;
    rec.workload = workload;
    rec.constraints = constraints;
    const int maxGpus = std::max(1, constraints.maxGpus);
    for (const Gpu &gpu : gpus) {
        if (!constraints.onlyGpu.isEmpty() && gpu.id != constraints.onlyGpu)
            continue;
        if (constraints.seedOnly && !gpu.seed)
            continue;
        if (!constraints.segments.isEmpty() && !constraints.segments.contains(gpu.segment)) {
            rec.excluded << Text::tr("%1: segment %2").arg(gpu.id, gpu.segment);
            continue;
        }
        Entry e;
        e.estimate = onGpu(workload, gpu, maxGpus);
        e.unitPrice = unitPriceOf(gpu, constraints.price);
        const int n = e.estimate.gpusUsed;
        if (constraints.maxWatts && gpu.tdpW && *gpu.tdpW * n > *constraints.maxWatts) {
            rec.excluded << Text::tr("%1: %2 W over the %3 W limit")
                                .arg(gpu.id)
                                .arg(*gpu.tdpW * n)
                                .arg(*constraints.maxWatts);
            continue;
        }
        if (constraints.budgetUsd) {
            if (!e.unitPrice) {
                rec.excluded << (constraints.price == PriceMode::Cloud
                                     ? Text::tr("%1: no cloud price in the dataset")
                                     : Text::tr("%1: no purchase price in the dataset"))
                                    .arg(gpu.id);
                continue;
            }
            if (*e.unitPrice * n > *constraints.budgetUsd) {
                rec.excluded << Text::tr("%1: $%2 over the $%3 budget")
                                    .arg(gpu.id)
                                    .arg(locale.toString(*e.unitPrice * n, 'f', 2),
                                         locale.toString(*constraints.budgetUsd, 'f', 2));
                continue;
            }
        }
        if (e.estimate.hours && e.unitPrice) {
            if (constraints.price == PriceMode::Cloud)
                e.costUsd = *e.estimate.hours * n * *e.unitPrice;
            else
                e.costUsd =
                    *e.unitPrice * n + *e.estimate.hours * n * gpu.tdpW.value_or(0) / 1000.0 * kUsdPerKwh;
        }
        rec.results.push_back(e);
    }
    std::stable_sort(rec.results.begin(), rec.results.end(), [&](const Entry &a, const Entry &b) {
        const double sa = score(a, constraints.optimize, constraints.price);
        const double sb = score(b, constraints.optimize, constraints.price);
        if (sa != sb)
            return sa < sb;
        if (a.estimate.tokensPerSecond != b.estimate.tokensPerSecond)
            return a.estimate.tokensPerSecond > b.estimate.tokensPerSecond;
        return a.estimate.gpu->id < b.estimate.gpu->id;
    });

    // The reason compares each GPU with the next one that also runs the job (the last with the one above it).
    std::vector<size_t> running;
    for (size_t i = 0; i < rec.results.size(); ++i) {
        if (rec.results[i].estimate.gpusNeeded > 0 && rec.results[i].estimate.tokensPerSecond > 0)
            running.push_back(i);
    }
    for (size_t i = 0; i < rec.results.size(); ++i) {
        Entry &e = rec.results[i];
        QString why = fitPhrase(e.estimate, locale);
        const auto at = std::find(running.begin(), running.end(), i);
        if (at != running.end() && running.size() > 1) {
            const size_t other = at + 1 != running.end() ? *(at + 1) : *(at - 1);
            why += QStringLiteral("; ") + comparison(e, rec.results[other], constraints.price, locale);
        } else if (e.estimate.gpusNeeded > 0 && e.estimate.tokensPerSecond <= 0) {
            why += Text::tr("; speed unknown (no tensor throughput in the dataset)");
        }
        if (!e.estimate.warnings.isEmpty() && e.estimate.gpusNeeded > 0)
            why += QStringLiteral("; ") + e.estimate.warnings.first();
        e.why = why;
    }
    return rec;
}

namespace {

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QJsonValue optionalNumber(const std::optional<double> &value, int decimals)
{
    return value ? QJsonValue(rounded(*value, decimals)) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject toJson(const Recommendation &rec)
{
    const Workload &w = rec.workload;
    QJsonObject workload{
        {QStringLiteral("model"), w.model.name},
        {QStringLiteral("model_id"),
         w.model.id.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(w.model.id)},
        {QStringLiteral("params"), w.model.totalParams()},
        {QStringLiteral("method"), toString(w.method)},
        {QStringLiteral("precision"), toString(w.precision)},
        {QStringLiteral("optimizer"), toString(w.optimizer)},
        {QStringLiteral("seq"), w.seqLen},
        {QStringLiteral("batch"), w.microBatch},
        {QStringLiteral("grad_ckpt"), w.gradCheckpointing},
        {QStringLiteral("flash_attn"), w.flashAttention},
        {QStringLiteral("tokens"), w.tokens > 0 ? QJsonValue(w.tokens) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("max_gpus"), rec.constraints.maxGpus},
        {QStringLiteral("price"), toString(rec.constraints.price)},
        {QStringLiteral("optimize"), toString(rec.constraints.optimize)},
        {QStringLiteral("model_source"), w.model.source},
    };
    if (w.method != Method::Full) {
        workload.insert(QStringLiteral("lora_rank"), w.loraRank);
        workload.insert(QStringLiteral("lora_targets"), toString(w.loraTargets));
        workload.insert(QStringLiteral("trainable_params"), adapterParams(w));
    }
    QJsonArray results;
    for (const Entry &e : rec.results) {
        const Result &r = e.estimate;
        const Memory &m = r.memory;
        const QJsonObject memory{
            {QStringLiteral("weights"), rounded(m.weights, 2)},
            {QStringLiteral("gradients"), rounded(m.gradients, 2)},
            {QStringLiteral("optimizer"), rounded(m.optimizer, 2)},
            {QStringLiteral("activations"), rounded(m.activations, 2)},
            {QStringLiteral("adapters"), rounded(m.adapters, 2)},
            {QStringLiteral("overhead"), rounded(m.overhead(), 2)},
            {QStringLiteral("total"), rounded(m.total(), 2)},
        };
        results.append(QJsonObject{
            {QStringLiteral("gpu"), r.gpu->id},
            {QStringLiteral("name"), r.gpu->name},
            {QStringLiteral("fits"), r.fits},
            {QStringLiteral("gpus_needed"), r.gpusNeeded},
            {QStringLiteral("vram_gib"), r.vramGib},
            {QStringLiteral("memory_gib"), memory},
            {QStringLiteral("tokens_per_s"), r.tokensPerSecond > 0 ? QJsonValue(rounded(r.tokensPerSecond, 1))
                                                                   : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("hours"), optionalNumber(r.hours, 3)},
            {QStringLiteral("cost_usd"), optionalNumber(e.costUsd, 2)},
            {QStringLiteral("why"), e.why},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings)},
        });
    }
    return QJsonObject{{QStringLiteral("workload"), workload}, {QStringLiteral("results"), results}};
}

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString number(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : QString();
}

} // namespace

QByteArray toCsv(const Recommendation &rec)
{
    QStringList lines;
    lines << QStringLiteral(
        "rank,gpu,name,fits,gpus_needed,vram_gib,weights_gib,gradients_gib,optimizer_gib,"
        "activations_gib,adapters_gib,overhead_gib,total_gib,tokens_per_s,hours,cost_usd,why");
    int rank = 0;
    for (const Entry &e : rec.results) {
        const Result &r = e.estimate;
        const Memory &m = r.memory;
        QStringList cells{QString::number(++rank),
                          r.gpu->id,
                          csvField(r.gpu->name),
                          r.fits ? QStringLiteral("yes") : QStringLiteral("no"),
                          QString::number(r.gpusNeeded),
                          QString::number(r.vramGib),
                          QString::number(m.weights, 'f', 2),
                          QString::number(m.gradients, 'f', 2),
                          QString::number(m.optimizer, 'f', 2),
                          QString::number(m.activations, 'f', 2),
                          QString::number(m.adapters, 'f', 2),
                          QString::number(m.overhead(), 'f', 2),
                          QString::number(m.total(), 'f', 2),
                          r.tokensPerSecond > 0 ? QString::number(r.tokensPerSecond, 'f', 0) : QString(),
                          number(r.hours, 2),
                          number(e.costUsd, 2),
                          csvField(e.why)};
        lines << cells.join(QLatin1Char(','));
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

QString formatHours(double hours, const QLocale &locale)
{
    if (hours < 1)
        return Text::tr("%1 min").arg(locale.toString(std::max(1.0, std::round(hours * 60)), 'f', 0));
    if (hours < 48)
        return Text::tr("%1 h").arg(locale.toString(hours, 'f', hours < 10 ? 1 : 0));
    return Text::tr("%1 days").arg(locale.toString(hours / 24, 'f', 1));
}

QString toTable(const Recommendation &rec)
{
    QString text = describe(rec.workload) + QLatin1Char('\n');
    text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
                .arg(QStringLiteral("#"), 3)
                .arg(QStringLiteral("GPU"), -16)
                .arg(QStringLiteral("fits"), -4)
                .arg(QStringLiteral("GPUs"), 4)
                .arg(QStringLiteral("GiB/GPU"), 13)
                .arg(QStringLiteral("tokens/s"), 9)
                .arg(QStringLiteral("time"), 9)
                .arg(QStringLiteral("cost"), 10)
                .arg(QStringLiteral("why"));
    int rank = 0;
    for (const Entry &e : rec.results) {
        const Result &r = e.estimate;
        text +=
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
                .arg(++rank, 3)
                .arg(r.gpu->id, -16)
                .arg(r.fits ? QStringLiteral("yes") : QStringLiteral("no"), -4)
                .arg(r.gpusNeeded > 0 ? QString::number(r.gpusNeeded) : QStringLiteral("-"), 4)
                .arg(QStringLiteral("%1 / %2").arg(r.memory.total(), 0, 'f', 1).arg(r.vramGib, 0, 'f', 0), 13)
                .arg(r.tokensPerSecond > 0 ? QString::number(r.tokensPerSecond, 'f', 0) : QStringLiteral("-"),
                     9)
                .arg(r.hours ? formatHours(*r.hours) : QStringLiteral("-"), 9)
                .arg(e.costUsd ? QStringLiteral("$%1").arg(*e.costUsd, 0, 'f', 0) : QStringLiteral("-"), 10)
                .arg(e.why);
    }
    if (rec.results.empty())
        text += QStringLiteral("No GPU meets the constraints.\n");
    if (!rec.excluded.isEmpty())
        text += QStringLiteral("Excluded: %1\n").arg(rec.excluded.join(QStringLiteral("; ")));
    return text;
}

QString toString(PriceMode mode)
{
    return mode == PriceMode::Cloud ? QStringLiteral("cloud") : QStringLiteral("purchase");
}

QString toString(Objective objective)
{
    switch (objective) {
    case Objective::Speed:
        return QStringLiteral("speed");
    case Objective::Cost:
        return QStringLiteral("cost");
    case Objective::Value:
        return QStringLiteral("value");
    }
    return {};
}

std::optional<PriceMode> parsePriceMode(const QString &text)
{
    if (text == QLatin1String("purchase"))
        return PriceMode::Purchase;
    if (text == QLatin1String("cloud"))
        return PriceMode::Cloud;
    return std::nullopt;
}

std::optional<Objective> parseObjective(const QString &text)
{
    for (Objective o : {Objective::Speed, Objective::Cost, Objective::Value}) {
        if (toString(o) == text)
            return o;
    }
    return std::nullopt;
}

} // namespace Recommend
