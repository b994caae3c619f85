#include "app/core/pricing.h"

#include <QCoreApplication>

#include <cmath>

namespace Pricing {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Pricing)
};

bool same(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

// The newest date among the quotes `matches` accepts; empty when none.
template <typename Match>
QString newestMatching(const Gpu &gpu, Match matches)
{
    const GpuPrice *best = nullptr;
    for (const GpuPrice &price : gpu.prices) {
        if (matches(price) && (!best || parseAsOfDate(price.asOf) > parseAsOfDate(best->asOf)))
            best = &price;
    }
    return best ? best->asOf : QString();
}

// The older of two dates as the dataset writes them; an undated or unreadable one wins, so that it is
// reported rather than hidden behind a readable one.
QString older(const QString &a, const QString &b)
{
    const QDate da = parseAsOfDate(a);
    const QDate db = parseAsOfDate(b);
    if (!da.isValid())
        return a;
    if (!db.isValid())
        return b;
    return da <= db ? a : b;
}

} // namespace

Age age(const QString &asOf, const QDate &today, int maxMonths)
{
    Age result;
    result.asOf = asOf;
    GpuPrice dated;
    dated.asOf = asOf;
    result.months = dated.ageInMonths(today);
    result.stale = result.months && *result.months > maxMonths;
    return result;
}

bool isStale(const GpuPrice &price, const QDate &today, int maxMonths)
{
    return age(price.asOf, today, maxMonths).stale;
}

QString fieldAsOf(const Gpu &gpu, const QString &fieldKey)
{
    if (fieldKey == QLatin1String("launch_price_usd") && gpu.launchPriceUsd) {
        const double value = *gpu.launchPriceUsd;
        return newestMatching(gpu, [value](const GpuPrice &p) {
            return p.kind == QLatin1String("launch_msrp") && same(p.usd, value);
        });
    }
    if (fieldKey == QLatin1String("cloud_usd_hr_low") && gpu.cloudUsdHrLow) {
        const double value = *gpu.cloudUsdHrLow;
        return newestMatching(gpu, [value](const GpuPrice &p) { return p.isCloud() && same(p.usd, value); });
    }
    if (fieldKey == QLatin1String("cloud_usd_hr_high") && gpu.cloudUsdHrHigh) {
        const double value = *gpu.cloudUsdHrHigh;
        return newestMatching(gpu, [value](const GpuPrice &p) {
            return p.isCloud() && same(p.usdHigh.value_or(p.usd), value);
        });
    }
    return {};
}

QString monthsOld(int months)
{
    // Two strings rather than a %n plural: the command line runs without a translator to pick the form.
    if (months <= 0)
        return Text::tr("this month");
    return months == 1 ? Text::tr("1 month old") : Text::tr("%1 months old").arg(months);
}

QString ageText(const Age &age, int maxMonths)
{
    if (age.asOf.isEmpty())
        return Text::tr("with no dated quote");
    if (!age.months)
        return Text::tr("as of \"%1\", a date that cannot be read").arg(age.asOf);
    if (age.stale)
        return Text::tr("as of %1, %2, older than the %3-month limit (stale)")
            .arg(age.asOf, monthsOld(*age.months))
            .arg(maxMonths);
    return Text::tr("as of %1, %2").arg(age.asOf, monthsOld(*age.months));
}

std::optional<double> usd(const Gpu &gpu, Mode mode)
{
    if (mode == Mode::Purchase)
        return gpu.launchPriceUsd;
    if (gpu.cloudUsdHrLow && gpu.cloudUsdHrHigh)
        return (*gpu.cloudUsdHrLow + *gpu.cloudUsdHrHigh) / 2;
    return gpu.cloudUsdHrLow ? gpu.cloudUsdHrLow : gpu.cloudUsdHrHigh;
}

QString format(double value, Mode mode, const QLocale &locale)
{
    if (mode == Mode::Purchase)
        return QStringLiteral("$") + locale.toString(value, 'f', 0);
    return Text::tr("$%1/h").arg(locale.toString(value, 'f', 2));
}

std::optional<Price> of(const Gpu &gpu, Mode mode, const QLocale &locale)
{
    const std::optional<double> value = usd(gpu, mode);
    if (!value)
        return std::nullopt;
    Price price{*value, {}, {}};
    if (mode == Mode::Purchase) {
        price.asOf = fieldAsOf(gpu, QStringLiteral("launch_price_usd"));
    } else if (!gpu.cloudUsdHrLow || !gpu.cloudUsdHrHigh) {
        price.asOf = fieldAsOf(gpu, gpu.cloudUsdHrLow ? QStringLiteral("cloud_usd_hr_low")
                                                      : QStringLiteral("cloud_usd_hr_high"));
    } else {
        price.asOf = older(fieldAsOf(gpu, QStringLiteral("cloud_usd_hr_low")),
                           fieldAsOf(gpu, QStringLiteral("cloud_usd_hr_high")));
    }
    if (mode == Mode::Purchase) {
        price.basis = Text::tr("launch price");
    } else if (gpu.cloudUsdHrLow && gpu.cloudUsdHrHigh && *gpu.cloudUsdHrLow != *gpu.cloudUsdHrHigh) {
        price.basis = Text::tr("the middle of $%1-%2/h")
                          .arg(locale.toString(*gpu.cloudUsdHrLow, 'f', 2),
                               locale.toString(*gpu.cloudUsdHrHigh, 'f', 2));
    } else {
        price.basis = Text::tr("the only cloud price in the dataset");
    }
    return price;
}

QString title(Mode mode)
{
    return Words::label(mode, Words::Form::Title);
}

} // namespace Pricing
