#include "app/core/costofownership.h"

#include "app/core/pricing.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace CostOfOwnership {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CostOfOwnership)
};

// Straight-line to nothing over five years: computers are five-year property under the US tax code's
// recovery periods (IRS Publication 946, MACRS).
constexpr double kStraightLineMonths = 60;

double middle(const GpuPrice &price)
{
    return price.usdHigh ? (price.usd + *price.usdHigh) / 2 : price.usd;
}

QString quoteText(const GpuPrice &price, const QLocale &locale)
{
    const int decimals = price.isCloud() ? 2 : 0;
    if (price.usdHigh)
        return QStringLiteral("$%1-%2").arg(locale.toString(price.usd, 'f', decimals),
                                            locale.toString(*price.usdHigh, 'f', decimals));
    return QStringLiteral("$%1").arg(locale.toString(price.usd, 'f', decimals));
}

// The middle of the newest quotes of `kind` (several sources on one date count equally).
std::optional<UsedPrice> newest(const Gpu &gpu, const QString &kind, const QLocale &locale = QLocale::c())
{
    const GpuPrice *latest = gpu.latestPrice(kind);
    if (!latest)
        return std::nullopt;
    double sum = 0;
    QStringList quotes;
    for (const GpuPrice &p : gpu.prices) {
        if (p.kind == kind && p.asOf == latest->asOf) {
            sum += middle(p);
            quotes << quoteText(p, locale);
        }
    }
    UsedPrice used{sum / quotes.size(), kind, latest->asOf, {}};
    used.basis = quotes.size() == 1 && !latest->usdHigh
                     ? Text::tr("%1 %2 (%3)").arg(priceKindLabel(kind), quotes.first(), latest->asOf)
                     : Text::tr("the middle of %1 %2 (%3)")
                           .arg(priceKindLabel(kind), quotes.join(QStringLiteral(", ")), latest->asOf);
    return used;
}

// Cards retain this share of their value a year, as the dataset's newest used price against the launch
// price shows; nullopt without both.
std::optional<double> yearlyRetention(const Gpu &gpu)
{
    const GpuPrice *used = gpu.latestPrice(QStringLiteral("used"));
    const GpuPrice *launch = gpu.latestPrice(QStringLiteral("launch_msrp"));
    const double launchUsd = launch ? middle(*launch) : gpu.launchPriceUsd.value_or(0);
    QDate launched = launch ? parseAsOfDate(launch->asOf) : QDate();
    if (!launched.isValid() && gpu.releaseYear)
        launched = QDate(int(*gpu.releaseYear), 7, 1); // mid-year when only the year is known
    const QDate seen = used ? parseAsOfDate(used->asOf) : QDate();
    if (!used || launchUsd <= 0 || !launched.isValid() || !seen.isValid())
        return std::nullopt;
    const double years = launched.daysTo(seen) / 365.25;
    if (years < 0.5)
        return std::nullopt;
    return std::clamp(std::pow(newest(gpu, QStringLiteral("used"))->usd / launchUsd, 1.0 / years), 0.0, 1.0);
}

} // namespace

double hostDefaultUsd(const QString &segment)
{
    // Judgements, not quotes (no published price of a chassis less its GPUs was found): a dual-socket 8-GPU
    // server with 1-2 TB of memory and 400G NICs; a 4-GPU Xeon W / Threadripper PRO workstation with
    // 256-512 GB and 2 kW of power supplies; a desktop PC that holds one or two cards.
    if (segment == QLatin1String("datacenter"))
        return 50000;
    if (segment == QLatin1String("workstation"))
        return 12000;
    return 2500;
}

QString hostDefaultBasis(const QString &segment)
{
    if (segment == QLatin1String("datacenter"))
        return Text::tr("an 8-GPU server less its GPUs (a judgement)");
    if (segment == QLatin1String("workstation"))
        return Text::tr("a 4-GPU workstation less its GPUs (a judgement)");
    return Text::tr("a desktop PC for one or two cards (a judgement)");
}

std::optional<UsedPrice> buyPrice(const Gpu &gpu, BuyKind kind, const QLocale &locale)
{
    if (kind == BuyKind::Used)
        return newest(gpu, QStringLiteral("used"), locale);
    if (kind == BuyKind::Street)
        if (auto street = newest(gpu, QStringLiteral("street_new"), locale))
            return street;
    if (auto launch = newest(gpu, QStringLiteral("launch_msrp"), locale))
        return launch;
    if (gpu.launchPriceUsd)
        return UsedPrice{*gpu.launchPriceUsd, QStringLiteral("launch_msrp"),
                         Pricing::fieldAsOf(gpu, QStringLiteral("launch_price_usd")),
                         Text::tr("launch price")};
    return std::nullopt;
}

std::optional<UsedPrice> rentPrice(const Gpu &gpu, RentKind kind, const QLocale &locale)
{
    switch (kind) {
    case RentKind::OnDemand:
        return newest(gpu, QStringLiteral("on_demand"), locale);
    case RentKind::Spot:
        return newest(gpu, QStringLiteral("spot"), locale);
    case RentKind::Community:
        return newest(gpu, QStringLiteral("community_cloud"), locale);
    case RentKind::Range:
        break;
    }
    const auto price = Pricing::of(gpu, Pricing::Mode::Cloud, locale);
    if (!price)
        return std::nullopt;
    return UsedPrice{price->usd, QStringLiteral("range"), QString(), price->basis};
}

double resaleUsd(const Gpu &gpu, double paidUsd, int months, const Inputs &inputs, QString *basis,
                 const QLocale &locale)
{
    if (inputs.resalePercent) {
        *basis =
            Text::tr("%1% of the price paid, as given").arg(locale.toString(*inputs.resalePercent, 'g', 4));
        return paidUsd * *inputs.resalePercent / 100;
    }
    if (const auto retention = yearlyRetention(gpu)) {
        *basis = Text::tr("keeps %1% of its value a year, as its used and launch prices show")
                     .arg(locale.toString(*retention * 100, 'f', 0));
        return paidUsd * std::pow(*retention, months / 12.0);
    }
    *basis = Text::tr("straight-line to nothing over 5 years (no used price in the dataset)");
    return paidUsd * std::max(0.0, 1 - months / kStraightLineMonths);
}

namespace {

// Fills the configuration's size and its month's work; false (with `missing`) when it cannot be costed.
bool sizeWork(const Estimate::Result &estimate, double tokens, const Inputs &inputs, Result *r)
{
    if (!estimate.gpu || !estimate.runs() || estimate.tokensPerSecond <= 0) {
        r->missing = Text::tr("the job does not run on it, or its speed is unknown");
        return false;
    }
    r->gpus = estimate.gpusUsed;
    const double capacity = inputs.utilisationPercent / 100 * kHoursPerMonth;
    if (tokens > 0) {
        r->tokensPerMonth = tokens * inputs.runsPerMonth;
        r->busyHoursPerMonth = r->tokensPerMonth / estimate.tokensPerSecond / 3600;
        r->sets = std::max(1, int(std::ceil(r->busyHoursPerMonth / capacity - 1e-9)));
    } else {
        r->busyHoursPerMonth = capacity;
        r->tokensPerMonth = estimate.tokensPerSecond * 3600 * capacity;
    }
    r->hosts = estimate.nodes * r->sets;
    return true;
}

} // namespace

double energyUsd(const Gpu &gpu, int gpus, double hours, const Inputs &inputs)
{
    return hours * gpus * gpu.tdpW.value_or(0) / 1000 * inputs.pue * inputs.usdPerKwh;
}

namespace {

// The bought side: cards, hosts, power and resale over the horizon.
void costBuying(const Gpu &gpu, const Inputs &inputs, int horizon, const QLocale &locale, Result *r)
{
    r->buyPrice = buyPrice(gpu, inputs.buy, locale);
    if (!r->buyPrice)
        return;
    const int cards = r->gpus * r->sets;
    r->hostUsd = inputs.hostUsd.value_or(hostDefaultUsd(gpu.segment));
    r->upfrontUsd = cards * r->buyPrice->usd + r->hosts * r->hostUsd;
    // Only the busy hours draw power; the configuration's hours are the same whichever set runs them.
    r->energyUsdPerMonth = energyUsd(gpu, r->gpus, r->busyHoursPerMonth, inputs);
    r->resaleUsd = cards * resaleUsd(gpu, r->buyPrice->usd, horizon, inputs, &r->resaleBasis, locale);
    r->buyUsd = r->upfrontUsd + r->energyUsdPerMonth * horizon - r->resaleUsd;
    for (int m = 0; m <= horizon; ++m)
        r->buySeries.push_back(r->upfrontUsd + r->energyUsdPerMonth * m);
    r->usdPerMillionTokensBuy = r->buyUsd / (r->tokensPerMonth * horizon / 1e6);
    r->buyKnown = true;
}

// The rented side: the month's tokens on the `rented` configuration, by the hour.
void costRenting(const Estimate::Result &rented, const Inputs &inputs, int horizon, const QLocale &locale,
                 Result *r)
{
    if (!rented.gpu || !rented.runs() || rented.tokensPerSecond <= 0)
        return;
    r->rentPrice = rentPrice(*rented.gpu, inputs.rent, locale);
    if (!r->rentPrice)
        return;
    r->rentedName = rented.gpu->name;
    r->rentedGpus = rented.gpusUsed;
    const double hours = r->tokensPerMonth / rented.tokensPerSecond / 3600;
    r->rentUsdPerMonth = hours * rented.gpusUsed * r->rentPrice->usd;
    r->rentUsd = r->rentUsdPerMonth * horizon;
    for (int m = 0; m <= horizon; ++m)
        r->rentSeries.push_back(r->rentUsdPerMonth * m);
    r->usdPerMillionTokensRent = r->rentUsd / (r->tokensPerMonth * horizon / 1e6);
    r->rentKnown = true;
}

} // namespace

Result compute(const Estimate::Result &estimate, double tokens, const Inputs &inputs,
               const Estimate::Result *rentedOn, const QLocale &locale)
{
    Result r;
    if (!sizeWork(estimate, tokens, inputs, &r))
        return r;
    const int horizon = std::max(1, inputs.horizonMonths);
    costBuying(*estimate.gpu, inputs, horizon, locale, &r);
    costRenting(rentedOn ? *rentedOn : estimate, inputs, horizon, locale, &r);
    r.valid = r.buyKnown && r.rentKnown;
    if (!r.buyKnown)
        r.missing = Text::tr("no %1 price to buy it in the dataset").arg(Words::of(inputs.buy));
    else if (!r.rentKnown)
        r.missing =
            rentedOn && rentedOn->gpu != estimate.gpu
                ? Text::tr("the rented GPU cannot run the job or has no %1 price").arg(Words::of(inputs.rent))
                : Text::tr("no %1 cloud price in the dataset").arg(Words::of(inputs.rent));
    const double saved = r.rentUsdPerMonth - r.energyUsdPerMonth;
    if (r.valid && saved > 0)
        r.breakEvenMonth = std::max(1, int(std::ceil(r.upfrontUsd / saved - 1e-9)));
    return r;
}

namespace {

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QJsonValue priceJson(const std::optional<UsedPrice> &price)
{
    if (!price)
        return QJsonValue::Null;
    return QJsonObject{
        {QStringLiteral("usd"), rounded(price->usd, 2)},
        {QStringLiteral("kind"), price->kind},
        {QStringLiteral("as_of"), price->asOf.isEmpty() ? QJsonValue() : QJsonValue(price->asOf)},
        {QStringLiteral("basis"), price->basis}};
}

} // namespace

QJsonObject toJson(const Result &r, const Inputs &inputs)
{
    auto number = [](bool known, double value, int decimals) {
        return known ? QJsonValue(rounded(value, decimals)) : QJsonValue();
    };
    return QJsonObject{
        {QStringLiteral("buy_usd"), number(r.buyKnown, r.buyUsd, 2)},
        {QStringLiteral("rent_usd"), number(r.rentKnown, r.rentUsd, 2)},
        {QStringLiteral("break_even_month"),
         r.valid && r.breakEvenMonth ? QJsonValue(*r.breakEvenMonth) : QJsonValue()},
        {QStringLiteral("break_even_within_horizon"),
         r.valid && r.breakEvenWithinHorizon(inputs.horizonMonths)},
        {QStringLiteral("usd_per_million_tokens_buy"), number(r.buyKnown, r.usdPerMillionTokensBuy, 4)},
        {QStringLiteral("usd_per_million_tokens_rent"), number(r.rentKnown, r.usdPerMillionTokensRent, 4)},
        {QStringLiteral("sets"), r.sets},
        {QStringLiteral("cards"), r.gpus * r.sets},
        {QStringLiteral("hosts"), r.hosts},
        {QStringLiteral("busy_hours_per_month"), number(r.gpus > 0, r.busyHoursPerMonth, 2)},
        {QStringLiteral("upfront_usd"), number(r.buyKnown, r.upfrontUsd, 2)},
        {QStringLiteral("host_usd"), number(r.buyKnown, r.hostUsd, 2)},
        {QStringLiteral("energy_usd_per_month"), number(r.buyKnown, r.energyUsdPerMonth, 2)},
        {QStringLiteral("rent_usd_per_month"), number(r.rentKnown, r.rentUsdPerMonth, 2)},
        {QStringLiteral("resale_usd"), number(r.buyKnown, r.resaleUsd, 2)},
        {QStringLiteral("resale_basis"), r.buyKnown ? QJsonValue(r.resaleBasis) : QJsonValue()},
        {QStringLiteral("buy_price"), priceJson(r.buyPrice)},
        {QStringLiteral("rent_price"), priceJson(r.rentPrice)},
        {QStringLiteral("rented"),
         r.rentKnown ? QJsonValue(QStringLiteral("%1 x %2").arg(r.rentedGpus).arg(r.rentedName))
                     : QJsonValue()},
        {QStringLiteral("missing"), r.valid ? QJsonValue() : QJsonValue(r.missing)},
    };
}

QString breakEvenText(const Result &r, int horizon, const QLocale &locale)
{
    if (!r.valid)
        return Text::tr("unknown");
    if (!r.breakEvenMonth)
        return Text::tr("never: renting costs no more a month than the power");
    if (*r.breakEvenMonth <= horizon)
        return Text::tr("month %1").arg(locale.toString(*r.breakEvenMonth));
    return Text::tr("after the horizon (month %1)").arg(locale.toString(*r.breakEvenMonth));
}

QString assumptions(const Inputs &in, double tokens, const QLocale &locale)
{
    const QString work =
        tokens > 0
            ? Text::tr("%1 runs a month of the job's tokens, the cards busy at most %2% of the month")
                  .arg(locale.toString(in.runsPerMonth, 'g', 6),
                       locale.toString(in.utilisationPercent, 'g', 4))
            : Text::tr("the cards busy %1% of the month (no training tokens given), renting the same hours")
                  .arg(locale.toString(in.utilisationPercent, 'g', 4));
    const QString bought = in.buy == BuyKind::Street   ? Text::tr("at the newest street price (else launch)")
                           : in.buy == BuyKind::Launch ? Text::tr("at launch price")
                                                       : Text::tr("used");
    const QString rented = in.rent == RentKind::OnDemand    ? Text::tr("on demand")
                           : in.rent == RentKind::Spot      ? Text::tr("at spot prices")
                           : in.rent == RentKind::Community ? Text::tr("on community clouds")
                                                            : Text::tr("at the middle of the cloud range");
    return Text::tr(
               "Buy or rent over %1 months: %2; electricity $%3/kWh at PUE %4; cards bought %5, rented %6.")
        .arg(locale.toString(in.horizonMonths), work, locale.toString(in.usdPerKwh, 'f', 3),
             locale.toString(in.pue, 'f', 2), bought, rented);
}

} // namespace CostOfOwnership
