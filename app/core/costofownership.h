#pragma once

#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/vocabulary.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

/// Buy or rent: what running a month's fine-tuning work on a GPU configuration costs over a horizon when the
/// cards (and the host around them) are bought, against renting the same GPUs by the hour. Pure functions.
///
/// The model:
/// - The month's work is the job's tokens times the runs per month when the job gives tokens: the
///   configuration is busy `hours = tokens x runs / tokens-per-second / 3600` each month. Without tokens the
///   work is the utilisation itself: the bought configuration is busy `utilisation x 730` hours a month
///   (8,760 hours a year / 12), and renting pays for the same hours.
/// - Utilisation is the share of a month's hours the bought cards can be busy. When the month's work needs
///   more hours than that, more identical configurations are bought (sets = ceil(hours / (utilisation x
///   730))): halving the utilisation of a busy workload buys more cards, and without tokens it halves the
///   work, so either way the break-even moves out.
/// - Buying pays up front for the cards and one host (server or workstation, less its GPUs) per node, then
///   each month the cards' board power for the busy hours times the PUE times the electricity price. Idle
///   power, the host's own power, staff and space are not counted.
/// - Renting pays the busy hours x GPUs x the hourly price of the chosen kind; with Inputs::rentGpu, the
///   hours another GPU's configuration needs for the same tokens (buy four RTX PRO 6000s or rent H100s).
/// - The break-even month is the first whole month at whose end the cash spent on buying is at most the
///   rent paid: ceil(upfront / (rent per month - electricity per month)); none when renting costs no more
///   a month than the electricity. Resale is left out of it (the cards are still owned then).
/// - The cost to buy over the horizon is net of the cards' resale value at the horizon (resalePercent when
///   given; else the yearly value retention the dataset's used and launch prices of the card show; else
///   straight-line to nothing over five years, the recovery period of computers in the US tax code).
namespace CostOfOwnership {

/// How the cards are bought: at the newest street price for a new card (the launch price when there is
/// none), at launch price, or used.
enum class BuyKind
{
    Street,
    Launch,
    Used
};

/// Which hourly price renting pays: a dataset kind, or the middle of the dataset's low-high range.
enum class RentKind
{
    OnDemand,
    Spot,
    Community,
    Range
};

/// The user's inputs; the defaults and their sources are in the job's field table (job.cpp).
struct Inputs
{
    double runsPerMonth = 1;
    int horizonMonths = 36;
    double utilisationPercent = 50;
    double usdPerKwh = 0.15;
    double pue = 1.58;
    std::optional<double> hostUsd;       ///< one host less its GPUs; unset: hostDefaultUsd(segment)
    std::optional<double> resalePercent; ///< of the cards' price at the horizon; unset: the stated rule
    BuyKind buy = BuyKind::Street;
    RentKind rent = RentKind::OnDemand;
    QString rentGpu; ///< rent this GPU (a dataset id) for the same tokens; empty: each GPU itself
};

/// Hours in an average month: 8,760 a year over 12.
constexpr double kHoursPerMonth = 730;

/// A price the answer used: the figure, its dataset kind ("street_new", "on_demand", "range"), its date and
/// how it was chosen.
struct UsedPrice
{
    double usd = 0;
    QString kind;
    QString asOf;
    QString basis;
};

/// One GPU configuration's costs. Dollar figures are for the whole configuration (gpus x sets cards).
struct Result
{
    bool valid = false;     ///< both sides are known: the break-even can be found
    bool buyKnown = false;  ///< the job runs, its speed and a price to buy are known
    bool rentKnown = false; ///< the rented configuration runs the job and has a price by the hour
    QString missing;        ///< why not, when !valid
    QString rentedName;     ///< the GPU rented (this one unless Inputs::rentGpu names another)
    int rentedGpus = 0;
    int gpus = 0;  ///< per set
    int sets = 1;  ///< identical configurations bought to do the month's work
    int hosts = 0; ///< in all sets
    double busyHoursPerMonth = 0;
    double tokensPerMonth = 0;
    std::optional<UsedPrice> buyPrice;  ///< per card
    std::optional<UsedPrice> rentPrice; ///< per GPU-hour
    double hostUsd = 0;                 ///< per host
    double upfrontUsd = 0;              ///< cards and hosts
    double energyUsdPerMonth = 0;
    double rentUsdPerMonth = 0;
    double resaleUsd = 0; ///< the cards at the horizon
    QString resaleBasis;
    double buyUsd = 0;  ///< upfront + energy over the horizon - resale
    double rentUsd = 0; ///< rent over the horizon
    std::optional<int> breakEvenMonth;
    double usdPerMillionTokensBuy = 0;
    double usdPerMillionTokensRent = 0;
    /// Cumulative cash at the end of months 0..horizon; buy starts at the upfront cost.
    std::vector<double> buySeries;
    std::vector<double> rentSeries;

    bool breakEvenWithinHorizon(int horizon) const { return breakEvenMonth && *breakEvenMonth <= horizon; }
};

/// A host's default price by segment ("datacenter", "workstation", "consumer"), with why.
double hostDefaultUsd(const QString &segment);
QString hostDefaultBasis(const QString &segment);

/// The price of one card bought as `kind`, its basis worded in `locale`; nullopt when the dataset has none.
std::optional<UsedPrice> buyPrice(const Gpu &gpu, BuyKind kind, const QLocale &locale = QLocale::c());
/// The price of one GPU-hour rented as `kind`, its basis worded in `locale`; nullopt when the dataset has
/// none.
std::optional<UsedPrice> rentPrice(const Gpu &gpu, RentKind kind, const QLocale &locale = QLocale::c());
/// The electricity `gpus` of `gpu` draw busy for `hours`: their board power times the PUE times the price of
/// a kilowatt-hour (US dollars). Idle power and the host's own are not counted.
double energyUsd(const Gpu &gpu, int gpus, double hours, const Inputs &inputs);
/// What a card bought for `paidUsd` fetches after `months`, and how that was worked out (in `locale`).
double resaleUsd(const Gpu &gpu, double paidUsd, int months, const Inputs &inputs, QString *basis,
                 const QLocale &locale = QLocale::c());

/// The costs of running `tokens` (0: none given) x runs a month on the configuration `estimate` describes,
/// bought, against renting `rentedOn` (nullptr: the same configuration) for the same tokens. The prices'
/// bases and the resale's are worded in `locale` (the command line keeps C).
Result compute(const Estimate::Result &estimate, double tokens, const Inputs &inputs,
               const Estimate::Result *rentedOn = nullptr, const QLocale &locale = QLocale::c());

/// {"buy_usd", "rent_usd", "break_even_month", ...}: one result's "ownership" object; null fields where
/// unknown.
QJsonObject toJson(const Result &result, const Inputs &inputs);

/// "in month 7", "not within 36 months (month 52)", "never: renting costs less a month than the power".
QString breakEvenText(const Result &result, int horizon, const QLocale &locale = QLocale::c());
/// One sentence on the model's inputs for tables and reports.
QString assumptions(const Inputs &inputs, double tokens, const QLocale &locale = QLocale::c());

} // namespace CostOfOwnership

template <>
struct WordTable<CostOfOwnership::BuyKind>
{
    static constexpr WordEntry<CostOfOwnership::BuyKind> entries[] = {
        {CostOfOwnership::BuyKind::Street, "street", QT_TRANSLATE_NOOP("Vocabulary", "Street price, new")},
        {CostOfOwnership::BuyKind::Launch, "launch", QT_TRANSLATE_NOOP("Vocabulary", "Launch price")},
        {CostOfOwnership::BuyKind::Used, "used", QT_TRANSLATE_NOOP("Vocabulary", "Used")}};
};

template <>
struct WordTable<CostOfOwnership::RentKind>
{
    static constexpr WordEntry<CostOfOwnership::RentKind> entries[] = {
        {CostOfOwnership::RentKind::OnDemand, "on-demand", QT_TRANSLATE_NOOP("Vocabulary", "On-demand")},
        {CostOfOwnership::RentKind::Spot, "spot", QT_TRANSLATE_NOOP("Vocabulary", "Spot")},
        {CostOfOwnership::RentKind::Community, "community",
         QT_TRANSLATE_NOOP("Vocabulary", "Community cloud")},
        {CostOfOwnership::RentKind::Range, "range", QT_TRANSLATE_NOOP("Vocabulary", "Middle of the range")}};
};
