#include "app/core/recommend.h"

#include "app/core/bands.h"
#include "app/core/job.h"
#include "app/core/presentation.h"
#include "app/core/stacks.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

namespace Recommend {

using namespace Estimate;

namespace {

// Text::tr() translates in the "Recommend" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Recommend)
};

// Lower is better for every goal; unknown prices sort after known ones, a job that runs on a card with no
// tensor figures (speed unknown) after those, and jobs that do not run last.
double score(const Entry &e, Goal goal, PriceMode mode)
{
    const Result &r = e.estimate;
    const double n = r.gpusUsed;
    if (!r.runs())
        return HUGE_VAL;
    if (r.tokensPerSecond <= 0)
        return std::numeric_limits<double>::max(); // below HUGE_VAL (infinity), above every known score
    switch (goal) {
    case Goal::Speed:
        // With a token budget, the time to train: what the user waits for, however many cards it takes.
        if (r.hours)
            return *r.hours;
        // Without one, per GPU: every option can add cards up to the limit, so three H100s do not beat one
        // B200 on count alone.
        return -r.tokensPerSecond / n;
    case Goal::Cost:
        if (!e.unitPrice)
            return 1e300;
        // Cloud: dollars per token; purchase: the price of the cards.
        return mode == PriceMode::Cloud ? e.unitPrice->usd * n / r.tokensPerSecond : e.unitPrice->usd * n;
    case Goal::Value:
        if (!e.unitPrice)
            return 1e300;
        return -r.tokensPerSecond / (e.unitPrice->usd * n);
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

// The price of one GPU: rented, the middle of its cloud range; bought, the kind the buy-or-rent inputs name
// (street by default, launch where a card has no street price), as the break-even does.
std::optional<Pricing::Price> unitPrice(const Gpu &gpu, const Constraints &constraints, const QLocale &locale)
{
    if (constraints.price != PriceMode::Purchase)
        return Pricing::of(gpu, constraints.price, locale);
    const auto bought = CostOfOwnership::buyPrice(gpu, constraints.ownership.buy, locale);
    if (!bought)
        return std::nullopt;
    return Pricing::Price{bought->usd, bought->basis, bought->asOf};
}

// Whole nodes (Workload::wholeNodes): a job that spans nodes gets every GPU of the nodes it occupies. The
// extra GPUs train too (data parallel over all of them), so memory and speed are the estimator's at the
// rounded count; gpusNeeded stays what the job needs, and the rounded count is what must be within maxGpus.
Result onWholeNodes(const Workload &w, const Gpu &gpu, int maxGpus)
{
    Result r = onGpu(w, gpu, maxGpus);
    const int perNode = std::max(1, w.gpusPerNode);
    if (!w.wholeNodes || w.gpus > 0 || r.gpusNeeded <= perNode || r.gpusUsed % perNode == 0)
        return r;
    Workload whole = w;
    whole.gpus = r.nodes * perNode;
    Result rounded = onGpu(whole, gpu, maxGpus);
    rounded.withinLimit = rounded.gpusUsed <= maxGpus;
    if (!rounded.withinLimit)
        rounded.warnings.insert(rounded.warnings.begin(),
                                {Warning::Kind::OverLimitWholeNodes,
                                 {double(rounded.gpusUsed), double(perNode), double(maxGpus)}});
    return rounded;
}

// The count was rounded up to whole nodes by onWholeNodes().
bool roundedToNodes(const Workload &w, const Result &r)
{
    return w.wholeNodes && w.gpus == 0 && r.nodes > 1 && r.gpusNeeded > 0 && r.gpusUsed > r.gpusNeeded;
}

} // namespace

QString fitPhrase(const Workload &w, const Result &r, const QLocale &locale)
{
    using Estimate::Standing;
    using Words::Form;
    if (r.fit == Fit::MayFit && (r.gpusNeeded == 0 || r.gpusUsed < r.gpusNeeded)) {
        const QString held = r.gpusNeeded == 0 ? Text::tr("no GPU count holds the estimate")
                                               : Text::tr("%1 GPUs hold the estimate").arg(r.gpusNeeded);
        const QString state = r.gpusUsed == 1
                                  ? Words::label(Standing::MayFitOnOne, Form::Phrase)
                                  : Words::label(Standing::MayFitSharded, Form::Phrase).arg(r.gpusUsed);
        return Text::tr("%1: %2 GiB%3 of %4, measured runs of this kind from %5 GiB; %6")
            .arg(state, Presentation::gib(r.memory.total(), locale),
                 r.gpusUsed == 1 ? QString() : Text::tr(" each"), Presentation::gib(r.capacityGib, locale),
                 Presentation::gib(r.totalLowGib, locale), held);
    }
    if (r.gpusNeeded == 0)
        return Text::tr("%1 (%2 GiB stays on each of %3 GiB)")
            .arg(Words::label(Standing::NeverFits, Form::Phrase), Presentation::gib(r.floorGib, locale),
                 Presentation::gib(r.capacityGib, locale));
    const int headroom = int(std::floor(r.headroom * 100));
    QString nodes;
    if (r.nodes > 1)
        nodes = Text::tr(" in %1 nodes").arg(r.nodes);
    if (r.gpusUsed < r.gpusNeeded)
        return Text::tr("%1 (%2 GiB each of %3): needs %4")
            .arg(Words::label(Standing::DoesNotFit, Form::Phrase).arg(r.gpusUsed),
                 Presentation::gib(r.memory.total(), locale), Presentation::gib(r.capacityGib, locale))
            .arg(r.gpusNeeded);
    // "2 nodes of 8 (16 GPUs; the job needs 11)"
    const QString wholeNodes = roundedToNodes(w, r) ? Text::tr("%1 nodes of %2 (%3 GPUs; the job needs %4)")
                                                          .arg(r.nodes)
                                                          .arg(std::max(1, w.gpusPerNode))
                                                          .arg(r.gpusUsed)
                                                          .arg(r.gpusNeeded)
                                                    : QString();
    if (!r.withinLimit)
        return Words::label(Standing::DoesNotFit, Form::Title)
            .arg(!wholeNodes.isEmpty() ? wholeNodes : Text::tr("%1 GPUs%2").arg(r.gpusNeeded).arg(nodes));
    if (r.gpusUsed == 1 && r.fit == Fit::MayFit) {
        const QString high = Presentation::gib(r.totalHighGib, locale);
        const QString capacity = Presentation::gib(r.capacityGib, locale);
        const QString state = Words::label(Standing::MayFitOnOne, Form::Phrase);
        if (r.certainBy.isEmpty())
            return Text::tr("%1: measured runs of this kind reach %2 GiB of %3").arg(state, high, capacity);
        // In the form's words, with the options that set them for the command line.
        return Text::tr("%1: measured runs of this kind reach %2 GiB of %3; %4 (%5) makes it certain")
            .arg(state, high, capacity, JobFields::changesText(r.certainByChanges, locale), r.certainBy);
    }
    if (r.gpusUsed == 1 && r.headroom < kTightHeadroom) // the thin-headroom warning, said once
        return Presentation::warningText(thinHeadroomWarning(r.headroom), locale);
    if (r.gpusUsed == 1)
        return Text::tr("%1 with %2% headroom")
            .arg(Words::label(Standing::OnOne, Form::Phrase))
            .arg(headroom);
    if (!wholeNodes.isEmpty())
        return Text::tr("runs on %1, %2% headroom each").arg(wholeNodes).arg(headroom);
    if (r.gpusUsed > r.gpusNeeded)
        return Text::tr("runs on %1 GPUs%2 (needs %3), %4% headroom each")
            .arg(r.gpusUsed)
            .arg(nodes)
            .arg(r.gpusNeeded)
            .arg(headroom);
    return Text::tr("%1, %2% headroom each")
        .arg(Words::label(Standing::Sharded, Form::Phrase).arg(r.gpusNeeded).arg(nodes))
        .arg(headroom);
}

namespace {

QString comparison(const Entry &e, const Entry &other, Goal goal, PriceMode mode, const QLocale &locale)
{
    if (goal == Goal::Speed && e.estimate.hours && other.estimate.hours) {
        // Ranked by time to train: say the times, whatever the GPU counts.
        const double times = *other.estimate.hours / *e.estimate.hours;
        if (times < 1.05 && times > 1 / 1.05)
            return Text::tr("trains in %1, about as soon as the %2 (%3)")
                .arg(formatHours(*e.estimate.hours, locale), shortName(*other.estimate.gpu),
                     formatHours(*other.estimate.hours, locale));
        return (times >= 1 ? Text::tr("trains in %1, %2x sooner than the %3 (%4)")
                           : Text::tr("trains in %1, %2x as long as the %3 (%4)"))
            .arg(formatHours(*e.estimate.hours, locale), ratio(times >= 1 ? times : 1 / times, locale),
                 shortName(*other.estimate.gpu), formatHours(*other.estimate.hours, locale));
    }
    const bool perGpu = e.estimate.gpusUsed != other.estimate.gpusUsed;
    double speed = e.estimate.tokensPerSecond / other.estimate.tokensPerSecond;
    if (perGpu)
        speed *= double(other.estimate.gpusUsed) / e.estimate.gpusUsed;
    QString text =
        (perGpu ? Text::tr("%1x the throughput per GPU of the %2") : Text::tr("%1x the throughput of the %2"))
            .arg(ratio(speed, locale), shortName(*other.estimate.gpu));
    if (e.unitPrice && other.unitPrice) {
        const double price = perGpu ? e.unitPrice->usd / other.unitPrice->usd
                                    : (e.unitPrice->usd * e.estimate.gpusUsed) /
                                          (other.unitPrice->usd * other.estimate.gpusUsed);
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
        if (e.estimate.runs())
            ids << e.estimate.gpu->id;
    }
    return ids;
}

namespace {

// The buy-or-rent prices older than the limit say so where their basis is read (the table, the tab, the
// report).
void markStale(CostOfOwnership::Result &ownership, const QDate &today, int maxMonths)
{
    for (std::optional<CostOfOwnership::UsedPrice> *price : {&ownership.buyPrice, &ownership.rentPrice}) {
        if (!*price)
            continue;
        const Pricing::Age age = Pricing::age((*price)->asOf, today, maxMonths);
        if (age.stale)
            (*price)->basis +=
                QLatin1Char(' ') + Text::tr("(stale: %1)").arg(Pricing::monthsOld(*age.months));
    }
}

} // namespace

Recommendation rank(const Workload &workload, const std::vector<Gpu> &gpus, const Constraints &constraints,
                    const QLocale &locale)
{
    Recommendation rec = rankOnly(workload, gpus, constraints, locale);
    rec.headline = headline(rec, gpus, locale);
    return rec;
}

namespace {

// The GPU renting is priced on when the user names one (no GPU: unknown id).
Result rentedOn(const Workload &workload, const std::vector<Gpu> &gpus, const Constraints &constraints,
                int maxGpus)
{
    Result result;
    for (const Gpu &gpu : gpus)
        if (gpu.id == constraints.ownership.rentGpu)
            result = onWholeNodes(workload, gpu, maxGpus);
    return result;
}

// Whether the ranking looks at `gpu` at all: one named GPU, or the seed GPUs only, leave the others out
// without a word.
bool looksAt(const Gpu &gpu, const Constraints &constraints)
{
    if (!constraints.onlyGpu.isEmpty() && gpu.id != constraints.onlyGpu)
        return false;
    return !constraints.seedOnly || gpu.seed;
}

// The job on `gpu`: its estimate with the fixes, and the price of one card with its age.
Entry estimated(const Workload &workload, const Gpu &gpu, const Constraints &constraints, int maxGpus,
                const QDate &today, const QLocale &locale)
{
    Entry e;
    e.estimate = onWholeNodes(workload, gpu, maxGpus);
    fixesFor(workload, gpu, maxGpus, &e.estimate);
    e.unitPrice = unitPrice(gpu, constraints, locale);
    if (e.unitPrice)
        e.priceAge = Pricing::age(e.unitPrice->asOf, today, constraints.maxPriceAgeMonths);
    return e;
}

// Why `e` breaks the limit on power, or cannot be priced for a budget, or is over it; empty when it keeps
// them.
QString overLimits(const Entry &e, const Gpu &gpu, const Constraints &constraints, const QLocale &locale)
{
    const int n = e.estimate.gpusUsed;
    if (constraints.maxWatts && gpu.tdpW && *gpu.tdpW * n > *constraints.maxWatts) {
        return Text::tr("%1 x %2 W = %3 W, over the %4 W limit")
            .arg(n)
            .arg(locale.toString(*gpu.tdpW, 'f', 0), locale.toString(*gpu.tdpW * n, 'f', 0),
                 locale.toString(*constraints.maxWatts, 'f', 0));
    }
    if ((constraints.budgetUsd || constraints.maxCostUsd) && !e.unitPrice) {
        return constraints.price == PriceMode::Cloud ? Text::tr("no cloud price in the dataset")
                                                     : Text::tr("no purchase price in the dataset");
    }
    if (constraints.budgetUsd && e.unitPrice->usd * n > *constraints.budgetUsd) {
        const QString unit = Pricing::format(e.unitPrice->usd, constraints.price, locale);
        const QString total = Pricing::format(e.unitPrice->usd * n, constraints.price, locale);
        const QString budget = Pricing::format(*constraints.budgetUsd, constraints.price, locale);
        return n == 1 ? Text::tr("%1 (%2), over the %3 budget").arg(unit, e.unitPrice->basis, budget)
                      : Text::tr("%1 x %2 (%3) = %4, over the %5 budget")
                            .arg(n)
                            .arg(unit, e.unitPrice->basis, total, budget);
    }
    return {};
}

// What the whole job costs: the rented GPU-hours, or the cards bought and the power they draw at the
// electricity price and PUE the buy-or-rent comparison uses (nothing without the job's hours or a price).
std::optional<double> jobCost(const Entry &e, const Gpu &gpu, const Constraints &constraints)
{
    if (!e.estimate.hours || !e.unitPrice)
        return std::nullopt;
    const int n = e.estimate.gpusUsed;
    if (constraints.price == PriceMode::Cloud)
        return *e.estimate.hours * n * e.unitPrice->usd;
    return e.unitPrice->usd * n +
           CostOfOwnership::energyUsd(gpu, n, *e.estimate.hours, constraints.ownership);
}

// Why the job on `e` costs more than the cap allows; empty when it does not.
QString overCostCap(const Entry &e, const Constraints &constraints, const QLocale &locale)
{
    if (!constraints.maxCostUsd || !e.costUsd || *e.costUsd <= *constraints.maxCostUsd)
        return {};
    const int n = e.estimate.gpusUsed;
    return Text::tr("the job costs $%1 (%2 at %3, %4), over the $%5 cap")
        .arg(locale.toString(*e.costUsd, 'f', 0), formatHours(*e.estimate.hours, locale),
             Pricing::format(e.unitPrice->usd * n, constraints.price, locale), e.unitPrice->basis,
             locale.toString(*constraints.maxCostUsd, 'f', 0));
}

// The ranking's order: by the goal's score, then the nearest to fitting, the fastest GPU, the id.
bool rankedBefore(const Entry &a, const Entry &b, const Constraints &constraints)
{
    const double sa = score(a, constraints.optimize, constraints.price);
    const double sb = score(b, constraints.optimize, constraints.price);
    if (sa != sb)
        return sa < sb;
    // Among the GPUs the job does not run on, the nearest to fitting first (none at all last).
    const int na = a.estimate.gpusNeeded > 0 ? a.estimate.gpusNeeded : INT_MAX;
    const int nb = b.estimate.gpusNeeded > 0 ? b.estimate.gpusNeeded : INT_MAX;
    if (!a.estimate.runs() && na != nb)
        return na < nb;
    const double pa = a.estimate.tokensPerSecond / a.estimate.gpusUsed;
    const double pb = b.estimate.tokensPerSecond / b.estimate.gpusUsed;
    if (pa != pb)
        return pa > pb;
    return a.estimate.gpu->id < b.estimate.gpu->id;
}

// Why `e` ranks where it does: how it fits, against `neighbour` (the next GPU that also runs the job;
// nullptr: none), its price, the first fix, and its first warning.
QString reason(const Recommendation &rec, const Entry &e, const Entry *neighbour, const Workload &workload,
               const QLocale &locale)
{
    QString why = fitPhrase(workload, e.estimate, locale);
    if (!e.estimate.shardingReason.isEmpty()) // several GPUs: which sharding the figures assume, and why
        why += QStringLiteral(" (") + e.estimate.shardingReason + QLatin1Char(')');
    if (neighbour) {
        why += QStringLiteral("; ") +
               comparison(e, *neighbour, rec.constraints.optimize, rec.constraints.price, locale);
    } else if (e.estimate.runs() && e.estimate.tokensPerSecond <= 0) {
        why += Text::tr("; speed unknown (no tensor throughput in the dataset)");
    }
    if (e.unitPrice && (rec.constraints.optimize != Goal::Speed || rec.constraints.budgetUsd))
        why += Text::tr("; %1 a GPU (%2)")
                   .arg(Pricing::format(e.unitPrice->usd, rec.constraints.price, locale), e.unitPrice->basis);
    if (e.priceAge && (e.priceAge->stale || !e.priceAge->months))
        why += Text::tr("; price %1").arg(Pricing::ageText(*e.priceAge, rec.constraints.maxPriceAgeMonths));
    if (!e.estimate.fixes.empty() && (!e.estimate.runs() || e.estimate.gpusNeeded > 1)) {
        const Fix &fix = e.estimate.fixes.front();
        why += fix.gpusNeeded == 1
                   ? Text::tr("; with %1 it %2")
                         .arg(fix.label, Words::label(Estimate::Standing::OnOne, Words::Form::Phrase))
                   : Text::tr("; with %1 it needs %2").arg(fix.label).arg(fix.gpusNeeded);
    }
    // A job that does not run says why above; thin headroom on one GPU is in the fit phrase already.
    std::vector<Warning> warnings = e.estimate.warnings;
    if (why.startsWith(Presentation::warningText(thinHeadroomWarning(e.estimate.headroom), locale)))
        warnings.erase(
            std::remove(warnings.begin(), warnings.end(), thinHeadroomWarning(e.estimate.headroom)),
            warnings.end());
    if (e.estimate.runs() && !warnings.empty())
        why += QStringLiteral("; ") + Presentation::warningText(warnings.front(), locale);
    return why;
}

// Sets each result's reason. It compares each GPU with the next one that also runs the job (the last with
// the one above it).
void writeReasons(Recommendation &rec, const Workload &workload, const QLocale &locale)
{
    std::vector<size_t> running;
    std::vector<size_t> runningAt(rec.results.size(), SIZE_MAX); // each result's place in `running`
    for (size_t i = 0; i < rec.results.size(); ++i) {
        if (rec.results[i].estimate.runs() && rec.results[i].estimate.tokensPerSecond > 0) {
            runningAt[i] = running.size();
            running.push_back(i);
        }
    }
    for (size_t i = 0; i < rec.results.size(); ++i) {
        const Entry *neighbour = nullptr;
        const auto at = runningAt[i] == SIZE_MAX ? running.end() : running.begin() + ptrdiff_t(runningAt[i]);
        if (at != running.end() && running.size() > 1)
            neighbour = &rec.results[at + 1 != running.end() ? *(at + 1) : *(at - 1)];
        rec.results[i].why = reason(rec, rec.results[i], neighbour, workload, locale);
    }
}

} // namespace

Recommendation rankOnly(const Workload &workload, const std::vector<Gpu> &gpus,
                        const Constraints &constraints, const QLocale &locale)
{
    Recommendation rec;
    rec.workload = workload;
    rec.constraints = constraints;
    const int maxGpus = std::max(1, constraints.maxGpus);
    auto exclude = [&](const Gpu &gpu, const QString &why) { rec.excluded.push_back({gpu.id, why}); };
    const QDate today = constraints.today.isValid() ? constraints.today : QDate::currentDate();
    const Result rentedOnGpu = rentedOn(workload, gpus, constraints, maxGpus);
    rec.results.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        if (!looksAt(gpu, constraints))
            continue;
        if (!constraints.segments.isEmpty() && !constraints.segments.contains(gpu.segment)) {
            exclude(gpu, Text::tr("segment %1 is not among %2")
                             .arg(gpu.segment, constraints.segments.join(QStringLiteral(", "))));
            continue;
        }
        Entry e = estimated(workload, gpu, constraints, maxGpus, today, locale);
        QString why = overLimits(e, gpu, constraints, locale);
        if (why.isEmpty()) {
            e.costUsd = jobCost(e, gpu, constraints);
            why = overCostCap(e, constraints, locale);
        }
        if (!why.isEmpty()) {
            exclude(gpu, why);
            continue;
        }
        e.ownership = CostOfOwnership::compute(
            e.estimate, workload.tokens, constraints.ownership,
            constraints.ownership.rentGpu.isEmpty() ? nullptr : &rentedOnGpu, locale);
        markStale(e.ownership, today, constraints.maxPriceAgeMonths);
        rec.results.push_back(std::move(e));
    }
    std::stable_sort(rec.results.begin(), rec.results.end(),
                     [&](const Entry &a, const Entry &b) { return rankedBefore(a, b, constraints); });
    writeReasons(rec, workload, locale);
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

QJsonObject toJson(const Recommendation &rec, const QJsonObject &workload)
{
    // A figure that is also a column is named by the column's key.
    using Column = Presentation::ResultColumn;
    const auto key = Presentation::resultColumnKey;
    QJsonArray results;
    for (const Entry &e : rec.results) {
        const Result &r = e.estimate;
        const Memory &m = r.memory;
        QJsonObject memory;
        for (const Presentation::MemoryPart part : Presentation::memoryParts())
            memory.insert(Presentation::memoryPartKey(part),
                          rounded(Presentation::memoryPartGib(m, part), 2));
        memory.insert(QStringLiteral("total"), rounded(m.total(), 2));
        memory.insert(QStringLiteral("total_low"), rounded(r.totalLowGib, 2));
        memory.insert(QStringLiteral("total_high"), rounded(r.totalHighGib, 2));
        QJsonArray fixes;
        for (const Fix &fix : r.fixes) {
            QJsonObject changes; // the job fields the fix sets, by option name
            for (const Change &c : fix.changes)
                changes.insert(c.key, c.value);
            fixes.append(QJsonObject{
                {QStringLiteral("args"), fix.args},
                {QStringLiteral("changes"), changes},
                {QStringLiteral("what"), fix.label},
                {QStringLiteral("gpus_needed"), fix.gpusNeeded},
                {QStringLiteral("total_gib"), rounded(fix.totalGib, 2)},
                {QStringLiteral("tokens_per_s"),
                 fix.tokensPerSecond > 0 ? QJsonValue(rounded(fix.tokensPerSecond, 0)) : QJsonValue()},
            });
        }
        results.append(QJsonObject{
            {key(Column::GpuId), r.gpu->id},
            {key(Column::Gpu), r.gpu->name},
            {key(Column::Fits), r.fits},
            {QStringLiteral("fit"), Words::of(r.fit)},
            {QStringLiteral("certain_by"), r.certainBy.isEmpty() ? QJsonValue() : QJsonValue(r.certainBy)},
            {QStringLiteral("band"), QJsonObject{{QStringLiteral("kind"), r.memoryBandKind},
                                                 {QStringLiteral("rows"), r.memoryBandRows}}},
            {QStringLiteral("speed_band"), QJsonObject{{QStringLiteral("kind"), r.speedBandKind},
                                                       {QStringLiteral("rows"), r.speedBandRows}}},
            {key(Column::GpusNeeded), r.gpusNeeded},
            {QStringLiteral("within_limit"), r.withinLimit},
            {key(Column::Gpus), r.gpusUsed},
            {key(Column::Nodes), r.nodes},
            {QStringLiteral("sharding"), Words::of(r.sharding)},
            {key(Column::Vram), r.vramGib},
            {key(Column::Capacity), rounded(r.capacityGib, 2)},
            {QStringLiteral("memory_gib"), memory},
            {key(Column::Fix), fixes},
            {key(Column::MaxBatch), r.maxBatch},
            {key(Column::MaxSeq), r.maxSeq},
            {key(Column::Speed), r.tokensPerSecond > 0 ? QJsonValue(rounded(r.tokensPerSecond, 1))
                                                       : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("tokens_per_s_low"), r.tokensPerSecond > 0
                                                     ? QJsonValue(rounded(r.tokensPerSecondLow, 1))
                                                     : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("tokens_per_s_high"), r.tokensPerSecond > 0
                                                      ? QJsonValue(rounded(r.tokensPerSecondHigh, 1))
                                                      : QJsonValue(QJsonValue::Null)},
            {key(Column::Time), optionalNumber(r.hours, 3)},
            {key(Column::UnitPrice), e.unitPrice ? QJsonValue(rounded(e.unitPrice->usd, 2)) : QJsonValue()},
            {QStringLiteral("price_basis"), e.unitPrice ? QJsonValue(e.unitPrice->basis) : QJsonValue()},
            {key(Column::PriceAsOf),
             e.priceAge && !e.priceAge->asOf.isEmpty() ? QJsonValue(e.priceAge->asOf) : QJsonValue()},
            {key(Column::PriceAgeMonths),
             e.priceAge && e.priceAge->months ? QJsonValue(*e.priceAge->months) : QJsonValue()},
            {key(Column::PriceStale), e.priceAge ? QJsonValue(e.priceAge->stale) : QJsonValue()},
            {key(Column::Cost), optionalNumber(e.costUsd, 2)},
            {key(Column::Why), e.why},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(Presentation::warningTexts(r.warnings))},
            {QStringLiteral("ownership"), CostOfOwnership::toJson(e.ownership, rec.constraints.ownership)},
        });
    }
    QJsonArray excluded;
    for (const Recommendation::Exclusion &x : rec.excluded)
        excluded.append(QJsonObject{{QStringLiteral("gpu"), x.gpu}, {QStringLiteral("why"), x.why}});
    const auto sentence = [](const QString &text) {
        return text.isEmpty() ? QJsonValue() : QJsonValue(text);
    };
    const QJsonObject headline{{QStringLiteral("best"), sentence(rec.headline.best)},
                               {QStringLiteral("cheapest"), sentence(rec.headline.cheapest)},
                               {QStringLiteral("nearest"), sentence(rec.headline.nearest)}};
    return QJsonObject{{QStringLiteral("workload"), workload},
                       {QStringLiteral("headline"), headline},
                       {QStringLiteral("prices_used"), pricesSentence(rec)},
                       {QStringLiteral("max_price_age_months"), rec.constraints.maxPriceAgeMonths},
                       {QStringLiteral("results"), results},
                       {QStringLiteral("excluded"), excluded}};
}

std::optional<double> usdPerMillionTokens(const Entry &entry, const Recommendation &rec)
{
    const Result &r = entry.estimate;
    // Renting: the hourly rate of the configuration over what it trains in an hour, with or without --tokens.
    if (rec.constraints.price == PriceMode::Cloud && entry.unitPrice && r.tokensPerSecond > 0)
        return entry.unitPrice->usd * r.gpusUsed / (r.tokensPerSecond * 3600.0) * 1e6;
    // Buying: the cards and their electricity over the job's tokens.
    if (!entry.costUsd || rec.workload.tokens <= 0)
        return std::nullopt;
    return *entry.costUsd / rec.workload.tokens * 1e6;
}

QByteArray toCsv(const Recommendation &rec)
{
    using Presentation::ResultColumn;
    static const ResultColumn columns[] = {
        ResultColumn::Rank,        ResultColumn::GpuId,      ResultColumn::Gpu,
        ResultColumn::Fits,        ResultColumn::GpusNeeded, ResultColumn::Gpus,
        ResultColumn::Nodes,       ResultColumn::Vram,       ResultColumn::Capacity,
        ResultColumn::Weights,     ResultColumn::Gradients,  ResultColumn::Optimizer,
        ResultColumn::Activations, ResultColumn::Adapters,   ResultColumn::Overhead,
        ResultColumn::Total,       ResultColumn::Speed,      ResultColumn::Time,
        ResultColumn::UnitPrice,   ResultColumn::PriceAsOf,  ResultColumn::PriceAgeMonths,
        ResultColumn::PriceStale,  ResultColumn::Cost,       ResultColumn::PerMillion,
        ResultColumn::MaxBatch,    ResultColumn::MaxSeq,     ResultColumn::Fix,
        ResultColumn::Why};
    QStringList header;
    for (const ResultColumn column : columns)
        header << Presentation::resultColumnKey(column);
    QStringList lines{header.join(QLatin1Char(','))};
    int rank = 0;
    for (const Entry &e : rec.results) {
        const Presentation::ResultRow row{rec, e, ++rank};
        QStringList cells;
        for (const ResultColumn column : columns)
            cells << Presentation::resultCsvField(column, row);
        lines << cells.join(QLatin1Char(','));
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

QString pricesSentence(const Recommendation &rec)
{
    const int limit = rec.constraints.maxPriceAgeMonths;
    int priced = 0, stale = 0, undated = 0, youngest = INT_MAX, oldest = INT_MIN;
    QString first, last; // the oldest and newest readable dates
    for (const Entry &e : rec.results) {
        if (!e.priceAge)
            continue;
        ++priced;
        stale += e.priceAge->stale ? 1 : 0;
        if (!e.priceAge->months) {
            ++undated;
            continue;
        }
        const QDate date = parseAsOfDate(e.priceAge->asOf);
        if (first.isEmpty() || date < parseAsOfDate(first))
            first = e.priceAge->asOf;
        if (last.isEmpty() || date > parseAsOfDate(last))
            last = e.priceAge->asOf;
        youngest = std::min(youngest, *e.priceAge->months);
        oldest = std::max(oldest, *e.priceAge->months);
    }
    QString kind = Text::tr("cloud prices per GPU-hour (the middle of each GPU's range)");
    if (rec.constraints.price == PriceMode::Purchase) {
        switch (rec.constraints.ownership.buy) {
        case CostOfOwnership::BuyKind::Street:
            kind = Text::tr("street prices (launch prices where a card has none)");
            break;
        case CostOfOwnership::BuyKind::Launch:
            kind = Text::tr("launch prices");
            break;
        case CostOfOwnership::BuyKind::Used:
            kind = Text::tr("used prices");
            break;
        }
    }
    if (priced == 0)
        return Text::tr("Prices used: none (no ranked GPU has one of the dataset's %1).").arg(kind);
    QString text;
    if (first.isEmpty()) {
        text = Text::tr("Prices used: %1, none with a readable date").arg(kind);
    } else {
        const QString dates = first == last ? first : Text::tr("%1 to %2").arg(first, last);
        const QString ages = youngest == oldest ? Pricing::monthsOld(oldest)
                                                : Text::tr("%1-%2 months old").arg(youngest).arg(oldest);
        text = Text::tr("Prices used: %1, as of %2 (%3)").arg(kind, dates, ages);
        text += stale > 0
                    ? Text::tr("; %1 older than the %2-month limit and marked stale").arg(stale).arg(limit)
                    : Text::tr("; none older than the %1-month limit").arg(limit);
    }
    if (undated > 0 && !first.isEmpty())
        text += Text::tr("; %1 without a readable date").arg(undated);
    return text + QLatin1Char('.');
}

QString formatHours(double hours, const QLocale &locale)
{
    return Presentation::duration(hours, locale);
}

namespace {

// A table for a terminal, header first: each column as wide as its least width or its longest cell,
// whichever is more (negative: left-aligned), one space apart; a width of 0 runs to the line's end after two
// spaces (the last column). A long GPU id widens its column instead of pushing its row out of line.
QString terminalTable(const std::vector<QStringList> &rows, std::vector<int> widths)
{
    for (size_t c = 0; c < widths.size(); ++c) {
        int &width = widths[c];
        for (const QStringList &cells : rows)
            width = width < 0 ? -std::max(-width, int(cells[int(c)].size()))
                    : width   ? std::max(width, int(cells[int(c)].size()))
                              : 0;
    }
    QString text;
    for (const QStringList &cells : rows) {
        for (size_t c = 0; c < widths.size(); ++c)
            text += widths[c] ? QStringLiteral("%1 ").arg(cells[int(c)], widths[c])
                              : QStringLiteral(" ") + cells[int(c)] + QLatin1Char('\n');
    }
    return text;
}

// The results as a terminal table of `columns`, each with its least width (terminalTable()): the header row
// from `header`, then a row from `cell` for each result `keep` admits (nullptr: every result).
template <typename Column, size_t N, typename Header, typename Cell>
QString resultsTable(const Recommendation &rec, const std::pair<Column, int> (&columns)[N], Header header,
                     Cell cell, bool (*keep)(const Entry &) = nullptr)
{
    std::vector<QStringList> rows(1);
    std::vector<int> widths;
    for (const auto &[column, width] : columns) {
        rows.front() << header(column);
        widths.push_back(width);
    }
    int rank = 0;
    for (const Entry &e : rec.results) {
        const Presentation::ResultRow row{rec, e, ++rank};
        if (keep && !keep(e))
            continue;
        rows.emplace_back();
        for (const auto &[column, width] : columns)
            rows.back() << cell(column, row);
    }
    return terminalTable(rows, widths);
}

} // namespace

QString toTable(const Recommendation &rec)
{
    QString text =
        describe(rec.workload) + QLatin1Char('\n') + bandSentence(rec.workload) + QLatin1Char('\n');
    for (const QString &line : rec.headline.lines())
        text += line + QLatin1Char('\n');
    text += pricesSentence(rec) + QLatin1Char('\n');
    // The terminal's columns (their headers and cells are the result-column registry's) and their least
    // widths (terminalTable()).
    using Presentation::ResultColumn;
    static const std::pair<ResultColumn, int> columns[] = {
        {ResultColumn::Rank, 3}, {ResultColumn::GpuId, -16}, {ResultColumn::Fits, -4},
        {ResultColumn::Gpus, 4}, {ResultColumn::Total, 24},  {ResultColumn::Speed, 9},
        {ResultColumn::Time, 9}, {ResultColumn::Cost, 10},   {ResultColumn::Why, 0}};
    text += resultsTable(rec, columns, Presentation::resultColumnTerminalHeader,
                         Presentation::resultTerminalText);
    if (rec.results.empty())
        text += QStringLiteral("No GPU meets the constraints.\n");
    for (const Recommendation::Exclusion &x : rec.excluded)
        text += QStringLiteral("excluded %1: %2\n").arg(x.gpu, x.why);
    return text + ownershipTable(rec);
}

QString ownershipTable(const Recommendation &rec)
{
    const CostOfOwnership::Inputs &in = rec.constraints.ownership;
    QString text = QStringLiteral("\nBuy or rent\n") + CostOfOwnership::assumptions(in, rec.workload.tokens) +
                   QLatin1Char('\n');
    // Headers and cells are the buy-or-rent column registry's; the widths this table's (negative: left).
    using Presentation::OwnershipColumn;
    const std::pair<OwnershipColumn, int> columns[] = {
        {OwnershipColumn::Gpu, -16},          {OwnershipColumn::Cards, 5},
        {OwnershipColumn::Buy, 11},           {OwnershipColumn::Rent, 11},
        {OwnershipColumn::PerMillionBuy, 10}, {OwnershipColumn::PerMillionRent, 11},
        {OwnershipColumn::BreakEven, -12},    {OwnershipColumn::Prices, 0}};
    text += resultsTable(rec, columns, Presentation::ownershipColumnTerminalHeader,
                         Presentation::ownershipTerminalText, Presentation::ownershipCosted);
    return text;
}

namespace {

// A band's kind in words: "qlora/hf/sft/dense" is 9 measured QLoRA runs on Transformers Trainer ...
QString bandKindText(const QString &kind, int rows)
{
    if (kind == QLatin1String("all"))
        return Text::tr("%n measured runs of every kind", nullptr, rows);
    const QStringList parts = kind.split(QLatin1Char('/'));
    // Speed kinds are dense|moe/stack (Bands::keysFor), memory kinds method/stack/objective/dense|moe.
    if (parts.value(0) == QLatin1String("dense") || parts.value(0) == QLatin1String("moe")) {
        const QString models =
            parts.at(0) == QLatin1String("moe") ? Text::tr("MoE models") : Text::tr("dense models");
        QString text = Text::tr("%n measured runs of %1", nullptr, rows).arg(models);
        if (parts.size() > 1) {
            const Stacks::Stack *stack = Stacks::find(parts.at(1));
            text += QLatin1Char(' ') + Text::tr("on %1").arg(stack ? stack->name : parts.at(1));
        }
        return text;
    }
    const QString method = parts.value(0);
    const QString methodLabel = Words::labelOfWord<Estimate::Method>(method, Words::Form::Phrase);
    const QString methodName = methodLabel.isEmpty() ? method : methodLabel;
    QString text = Text::tr("%n measured %1 runs", nullptr, rows).arg(methodName);
    if (parts.size() > 1) {
        const Stacks::Stack *stack = Stacks::find(parts.at(1));
        text += QLatin1Char(' ') + Text::tr("on %1").arg(stack ? stack->name : parts.at(1));
    }
    if (parts.size() > 3) {
        const QString objective = parts.at(2) == QLatin1String("dpo") ? Text::tr("DPO") : Text::tr("SFT");
        const QString models =
            parts.at(3) == QLatin1String("moe") ? Text::tr("MoE models") : Text::tr("dense models");
        text += QStringLiteral(", %1, %2").arg(objective, models);
    }
    return text;
}

} // namespace

QString calibrationSentence(const Workload &w, const QLocale &locale)
{
    if (!w.stack.calibrated())
        return {};
    return Text::tr("Your own runs scale this stack's estimates: %1x the memory, %2x the speed (%3); the "
                    "figures they scale are marked %4.")
        .arg(locale.toString(w.stack.memoryFactor, 'f', 2), locale.toString(w.stack.speedFactor, 'f', 2),
             w.stack.calibratedFrom, calibrationMark(w));
}

QString calibrationMark(const Workload &w)
{
    return w.stack.calibrated() ? QStringLiteral("\u2021")
                                : QString(); // a double dagger (stale prices have the dagger)
}

QString bandSentence(const Workload &w, const QLocale &locale)
{
    const QString calibration = calibrationSentence(w, locale);
    const QString bands = rangeSentence(w, locale);
    return calibration.isEmpty() ? bands : bands + QLatin1Char(' ') + calibration;
}

QString rangeSentence(const Workload &w, const QLocale &locale)
{
    const Bands::Band memory = Bands::lookup(w, Bands::Quantity::Memory);
    const Bands::Band speed = Bands::lookup(w, Bands::Quantity::Speed);
    if (memory.rows == 0)
        return Text::tr("No measured runs of this kind bound the estimate.");
    QString text = Text::tr("Measured runs land at %1-%2x the memory estimate (%3)")
                       .arg(locale.toString(memory.low, 'f', 2), locale.toString(memory.high, 'f', 2),
                            bandKindText(memory.kind, memory.rows));
    if (speed.rows > 0)
        text += QLatin1Char(' ') + Text::tr("and %1-%2x its speed (%3)")
                                       .arg(locale.toString(speed.low, 'f', 2),
                                            locale.toString(speed.high, 'f', 2),
                                            bandKindText(speed.kind, speed.rows));
    return text + Text::tr(": the ranges in brackets.");
}

} // namespace Recommend
