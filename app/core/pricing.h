#pragma once

#include "app/core/gpu.h"
#include "app/core/vocabulary.h"

#include <QLocale>
#include <QString>

#include <optional>

/// What "the price" of a GPU means, defined once: the grid, the charts, the ranking, budgets and costs all
/// read it from here, and every reason that uses a price names the figure it used.
namespace Pricing {

enum class Mode
{
    Purchase, ///< buying the card: its launch price (list price at launch, US dollars)
    Cloud     ///< renting it: US dollars per GPU-hour, the middle of the dataset's low-high range
};

struct Price
{
    double usd = 0;
    QString basis; ///< how the figure was chosen: "launch price", "the middle of $1.99-3.50/h"
};

/// The price of one `gpu` in `mode`; nullopt when the dataset has none. `locale` writes the basis's numbers.
std::optional<Price> of(const Gpu &gpu, Mode mode, const QLocale &locale = QLocale::c());
/// The figure alone, for sorting and charts.
std::optional<double> usd(const Gpu &gpu, Mode mode);
/// "purchase price (launch)" or "cloud $/h (middle of the range)": the axis or column title.
QString title(Mode mode);
/// "$1,599" or "$2.75/h".
QString format(double usd, Mode mode, const QLocale &locale = QLocale::c());

} // namespace Pricing

template <>
struct WordTable<Pricing::Mode>
{
    static constexpr WordEntry<Pricing::Mode> entries[] = {{Pricing::Mode::Purchase, "purchase"},
                                                           {Pricing::Mode::Cloud, "cloud"}};
};
