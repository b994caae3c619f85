#include "app/core/pricing.h"

#include <QCoreApplication>

namespace Pricing {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Pricing)
};

} // namespace

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
    Price price{*value, {}};
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
    return mode == Mode::Purchase ? Text::tr("Purchase price (launch, USD)")
                                  : Text::tr("Cloud price (USD per GPU-hour, middle of the range)");
}

} // namespace Pricing
