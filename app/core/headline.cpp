#include "app/core/presentation.h"
#include "app/core/recommend.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Recommend {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Headline)
};

using Estimate::Result;

/// "2 x H100 SXM5 80GB", or the name alone for one card.
QString configuration(const Result &r)
{
    return r.gpusUsed == 1 ? r.gpu->name : Text::tr("%1 x %2").arg(r.gpusUsed).arg(r.gpu->name);
}

/// What the configuration costs, as the price mode counts it: the run when its cost is known, else the cards
/// (bought) or the configuration's hourly rate (rented).
QString costPhrase(const Entry &e, PriceMode mode, const QLocale &locale)
{
    const int n = e.estimate.gpusUsed;
    if (e.costUsd)
        return mode == PriceMode::Cloud
                   ? Text::tr("%1 rented for the run").arg(Presentation::dollars(*e.costUsd, locale))
                   : Text::tr("%1 to buy and run").arg(Presentation::dollars(*e.costUsd, locale));
    if (!e.unitPrice)
        return Text::tr("no price in the dataset");
    return mode == PriceMode::Cloud
               ? Text::tr("%1 to rent").arg(Pricing::format(e.unitPrice->usd * n, mode, locale))
               : Text::tr("%1 to buy").arg(Pricing::format(e.unitPrice->usd * n, mode, locale));
}

QString speedPhrase(const Result &r, const QLocale &locale)
{
    if (r.hours)
        return Text::tr("trains in %1").arg(formatHours(*r.hours, locale));
    if (r.tokensPerSecond > 0)
        return Text::tr("%1 tokens/s").arg(Presentation::tokensPerSecond(r.tokensPerSecond, locale));
    return Text::tr("speed unknown");
}

bool runs(const Entry &e)
{
    return e.estimate.runs();
}

/// What the whole configuration costs, comparable across GPUs in one price mode: per token when renting
/// (hours differ), the run or the cards when buying.
std::optional<double> comparableCost(const Entry &e, const Recommendation &rec)
{
    if (rec.constraints.price == PriceMode::Cloud)
        return usdPerMillionTokens(e, rec);
    if (e.costUsd)
        return *e.costUsd;
    if (e.unitPrice)
        return e.unitPrice->usd * e.estimate.gpusUsed;
    return std::nullopt;
}

/// The cheapest configuration that runs, among those with a known speed when there are any (a price for
/// a speed nobody can state answers nothing).
const Entry *cheapestOf(const Recommendation &rec)
{
    const Entry *found = nullptr;
    std::optional<double> least;
    for (const bool needSpeed : {true, false}) {
        for (const Entry &e : rec.results) {
            if (!runs(e) || (needSpeed && e.estimate.tokensPerSecond <= 0))
                continue;
            const std::optional<double> cost = comparableCost(e, rec);
            if (cost && (!least || *cost < *least)) {
                least = cost;
                found = &e;
            }
        }
        if (found)
            break;
    }
    return found;
}

/// What kept `near` out under the original constraints, in the user's terms.
QString whatItTakes(const Entry &near, const Recommendation &rec, const QLocale &locale)
{
    const Constraints &c = rec.constraints;
    const Result &r = near.estimate;
    QStringList needs;
    if (r.gpusUsed > std::max(1, c.maxGpus))
        needs << Text::tr("%1 GPUs (at most %2 allowed)").arg(r.gpusUsed).arg(c.maxGpus);
    if (c.budgetUsd && near.unitPrice && near.unitPrice->usd * r.gpusUsed > *c.budgetUsd)
        needs << Text::tr("a budget of %1")
                     .arg(Pricing::format(near.unitPrice->usd * r.gpusUsed, c.price, locale));
    if (c.maxCostUsd && near.costUsd && *near.costUsd > *c.maxCostUsd)
        needs << Text::tr("a cost cap of %1").arg(Presentation::dollars(*near.costUsd, locale));
    if (c.maxWatts && r.gpu->tdpW && *r.gpu->tdpW * r.gpusUsed > *c.maxWatts)
        needs << Text::tr("%1 W of board power").arg(locale.toString(*r.gpu->tdpW * r.gpusUsed, 'f', 0));
    if (!c.segments.isEmpty() && !c.segments.contains(r.gpu->segment))
        needs << Text::tr("the %1 segment").arg(r.gpu->segment);
    return needs.join(Text::tr(" and "));
}

/// The constraints with more and more of the user's limits lifted, the fewest first: the GPU count, the
/// money, both, then power, then the segments too.
std::vector<Constraints> relaxations(const Constraints &c)
{
    Constraints count = c;
    count.maxGpus = 1 << 16;
    Constraints money = c;
    money.budgetUsd.reset();
    money.maxCostUsd.reset();
    Constraints both = money;
    both.maxGpus = count.maxGpus;
    Constraints power = both;
    power.maxWatts.reset();
    Constraints all = power;
    all.segments.clear();
    std::vector<Constraints> steps{count, money, both, power, all};
    for (Constraints &step : steps)
        step.optimize = Goal::Cost;
    return steps;
}

QString nearestSentence(const Recommendation &rec, const std::vector<Gpu> &gpus, const QLocale &locale)
{
    const Entry *near = nullptr;
    Recommendation open;
    for (const Constraints &step : relaxations(rec.constraints)) {
        open = rankOnly(rec.workload, gpus, step, locale);
        // The cheapest that runs once these limits are lifted; without prices, the fewest cards.
        near = cheapestOf(open);
        for (const Entry &e : open.results) {
            if (!near && runs(e) && e.estimate.tokensPerSecond > 0)
                near = &e;
        }
        if (near)
            break;
    }
    if (!near)
        return Text::tr("Nothing runs this job on any number of the GPUs considered; the fixes beside each "
                        "GPU say what would bring it within reach.");
    const QString takes = whatItTakes(*near, rec, locale);
    return (takes.isEmpty()
                ? Text::tr("Nothing runs under these constraints. Nearest: %1 (%2, %3).")
                : Text::tr("Nothing runs under these constraints. Nearest: %1 (%2, %3), which needs %4."))
        .arg(configuration(near->estimate), costPhrase(*near, rec.constraints.price, locale),
             speedPhrase(near->estimate, locale), takes);
}

} // namespace

QStringList Headline::lines() const
{
    QStringList out;
    for (const QString &line : {best, cheapest, nearest}) {
        if (!line.isEmpty())
            out << line;
    }
    return out;
}

Headline headline(const Recommendation &rec, const std::vector<Gpu> &gpus, const QLocale &locale)
{
    Headline h;
    const auto first = std::find_if(rec.results.begin(), rec.results.end(), runs);
    if (first == rec.results.end()) {
        h.nearest = nearestSentence(rec, gpus, locale);
        return h;
    }
    const PriceMode mode = rec.constraints.price;
    h.best = Text::tr("Best: %1, %2, %3.")
                 .arg(configuration(first->estimate), speedPhrase(first->estimate, locale),
                      costPhrase(*first, mode, locale));
    const Entry *cheapest = cheapestOf(rec);
    if (cheapest == &*first)
        h.cheapest = Text::tr("It is also the cheapest that runs.");
    else if (cheapest)
        h.cheapest = Text::tr("Cheapest: %1, %2, %3.")
                         .arg(configuration(cheapest->estimate), costPhrase(*cheapest, mode, locale),
                              speedPhrase(cheapest->estimate, locale));
    else
        h.cheapest = Text::tr("No configuration that runs has a price in the dataset.");
    return h;
}

} // namespace Recommend
