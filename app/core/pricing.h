#pragma once

#include "app/core/gpu.h"
#include "app/core/vocabulary.h"

#include <QDate>
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

/// Prices more than this many months old are stale unless the user sets another age: cloud rental prices
/// move within months (the dataset's own H100 and B200 quotes differ by half within one quarter), so a
/// half-year-old quote is one to check before it decides a purchase.
constexpr int kDefaultMaxAgeMonths = 6;
/// The longest age the user may set (ten years: every launch price in the dataset is younger).
constexpr int kMaxAgeLimitMonths = 120;

struct Price
{
    double usd = 0;
    QString basis; ///< how the figure was chosen: "launch price", "the middle of $1.99-3.50/h"
    QString asOf;  ///< the oldest dated quote the figure rests on, as the dataset writes it; empty when none
};

/// How old a price is against the user's limit: decided here once for the grid, the calculator, the report
/// and the JSON.
struct Age
{
    QString asOf;              ///< as the dataset writes it; empty when the price has no dated quote
    std::optional<int> months; ///< whole months to today; nullopt when the date is missing or unreadable
    bool stale = false;        ///< more than the limit's months old (a price exactly at the limit is not)
};

/// The age of a price dated `asOf` on `today` against `maxMonths`. An unreadable date is never guessed:
/// months stays empty and the price is not called stale, and callers say the date is unknown.
Age age(const QString &asOf, const QDate &today, int maxMonths);
/// True when `price` is more than `maxMonths` whole months older than `today`.
bool isStale(const GpuPrice &price, const QDate &today, int maxMonths);
/// The date of the quote behind one price cell of the grid ("launch_price_usd", "cloud_usd_hr_low",
/// "cloud_usd_hr_high"); empty when no dated quote gives that figure (a user's own value, say).
QString fieldAsOf(const Gpu &gpu, const QString &fieldKey);
/// "9 months old", "1 month old", "this month".
QString monthsOld(int months);
/// "as of 2026-03, 9 months old, older than the 6-month limit (stale)" and shorter forms: how every view
/// words an age.
QString ageText(const Age &age, int maxMonths);

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
    // The label on the Recommend tab, the short label in the Compare tab's price choice, the title on axes
    // and columns.
    static constexpr WordEntry<Pricing::Mode> entries[] = {
        {Pricing::Mode::Purchase, "purchase",
         QT_TRANSLATE_NOOP("Vocabulary", "Buy the cards (at the Buy at price)"),
         QT_TRANSLATE_NOOP("Vocabulary", "Purchase price"),
         QT_TRANSLATE_NOOP("Vocabulary", "Purchase price (launch, USD)")},
        {Pricing::Mode::Cloud, "cloud",
         QT_TRANSLATE_NOOP("Vocabulary", "Rent per GPU-hour (middle of the range)"),
         QT_TRANSLATE_NOOP("Vocabulary", "Cloud $/hour"),
         QT_TRANSLATE_NOOP("Vocabulary", "Cloud price (USD per GPU-hour, middle of the range)")}};
};
