#pragma once

#include "app/core/costofownership.h"
#include "app/core/estimate.h"
#include "app/core/pricing.h"
#include "app/core/vocabulary.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// Ranks GPUs for a fine-tuning workload under constraints, with a one-sentence reason each.
namespace Recommend {

using PriceMode = Pricing::Mode;
/// What the ranking optimises: time to train, cost, or speed per dollar.
enum class Goal
{
    Speed,
    Cost,
    Value
};

/// What the user can buy or rent: removes GPUs from the ranking and picks the order.
struct Constraints
{
    PriceMode price = PriceMode::Cloud;
    std::optional<double>
        budgetUsd; ///< for the whole configuration: purchase USD, or USD per hour with Cloud
    std::optional<double> maxCostUsd; ///< for the whole job (needs Workload::tokens)
    QStringList segments;             ///< empty: all
    std::optional<double> maxWatts;   ///< board power of the whole configuration
    int maxGpus = 8;                  ///< what counts as fitting; the count needed is computed beyond it
    Goal optimize = Goal::Speed;
    QString onlyGpu;       ///< when set, that GPU's result alone
    bool seedOnly = false; ///< only the nine GPUs of the seed comparison
    /// Prices more than this many months old are marked stale in the answer.
    int maxPriceAgeMonths = Pricing::kDefaultMaxAgeMonths;
    QDate today; ///< the date price ages are counted to (tests pin it); invalid: the current date
    /// Buy or rent over months: the inputs of CostOfOwnership.
    CostOfOwnership::Inputs ownership;
};

/// One ranked GPU: the estimate, its price and why it sits where it does.
struct Entry
{
    Estimate::Result estimate;
    std::optional<Pricing::Price> unitPrice; ///< one card (purchase USD) or one GPU-hour (cloud USD)
    std::optional<Pricing::Age> priceAge;    ///< unitPrice's age against Constraints::maxPriceAgeMonths
    std::optional<double> costUsd; ///< the run: cloud hours x GPUs x rate, or cards plus energy when bought
    CostOfOwnership::Result ownership; ///< buying against renting over Constraints::ownership's horizon
    QString why;
};

/// The answer a person reads first, above the ranking and at the top of the report: the best configuration,
/// the cheapest one that runs, and, when nothing runs under the constraints, the nearest one and what it
/// would take (the budget, the GPU count). One sentence each, with what each costs.
struct Headline
{
    QString
        best; ///< "Best: 2 x H100 SXM5 80GB, trains in 3.2 h, $41 rented for the run." Empty if none runs.
    QString cheapest; ///< "Cheapest: RTX 4090, $1,599 to buy, trains in 9.1 h.", or that the best is cheapest
    QString
        nearest; ///< Only when nothing runs: "Nothing runs under these constraints. Nearest: ..., with ..."
    QStringList lines() const;
};

struct Recommendation
{
    Estimate::Workload workload;
    Constraints constraints;
    std::vector<Entry> results; ///< best first; GPUs the job does not fit on come last
    struct Exclusion
    {
        QString gpu; ///< id
        QString why; ///< names the figure that excluded it
    };
    std::vector<Exclusion> excluded; ///< the GPUs the constraints removed
    Headline headline;
    /// The ids of the GPUs the job fits on (on one or several), in rank order.
    QStringList fittingIds() const;
};

/// Ranks the GPUs for the job. The reasons' numbers ("2.1x", "31.5 GiB") are written in `locale`: the
/// command line keeps C for scripts, the window passes the user's.
Recommendation rank(const Estimate::Workload &workload, const std::vector<Gpu> &gpus,
                    const Constraints &constraints, const QLocale &locale = QLocale::c());

/// The opening of a result's reason: how the job stands on its GPUs ("fits on one with 23% headroom",
/// "needs 4 GPUs with sharded states, 10% headroom each"), the state's words from Estimate::Standing's table.
QString fitPhrase(const Estimate::Workload &workload, const Estimate::Result &result,
                  const QLocale &locale = QLocale::c());

/// rank() without the headline (what the headline's own search for the nearest configuration ranks with).
Recommendation rankOnly(const Estimate::Workload &workload, const std::vector<Gpu> &gpus,
                        const Constraints &constraints, const QLocale &locale = QLocale::c());

/// The headline of `recommendation` (rank() fills Recommendation::headline with it). `gpus` are the ones it
/// was ranked over: the nearest configuration is found by ranking them again without the budget, cost,
/// power, segment and GPU-count limits.
Headline headline(const Recommendation &recommendation, const std::vector<Gpu> &gpus,
                  const QLocale &locale = QLocale::c());

/// US dollars per million trained tokens: renting, the configuration's hourly rate over the tokens it trains
/// in an hour; buying, costUsd (the cards and their electricity) over Workload::tokens. nullopt where
/// unknown.
std::optional<double> usdPerMillionTokens(const Entry &entry, const Recommendation &recommendation);

/// "Prices used: cloud prices per GPU-hour (the middle of each GPU's range), as of 2026-03 to 2026-06 (6-9
/// months old); 3 older than 6 months and marked stale.": which prices the ranking used and how old they are.
QString pricesSentence(const Recommendation &recommendation);

/// {"workload": {...}, "results": [...], "excluded": [...]}: the `recommend --format json` document.
QJsonObject toJson(const Recommendation &recommendation, const QJsonObject &workload);
/// One row per result; the same columns as the table.
QByteArray toCsv(const Recommendation &recommendation);
/// A plain-text table for the terminal.
QString toTable(const Recommendation &recommendation);
/// The "Buy or rent" section of the table: one row per result that can be costed both ways.
QString ownershipTable(const Recommendation &recommendation);
/// "Assumes Unsloth. Measured runs land at 0.85-1.12x the memory estimate (7 runs of lora/unsloth) and ...":
/// names the stack and where the ranges in brackets come from.
/// With a calibrated stack, calibrationSentence() follows.
QString bandSentence(const Estimate::Workload &w, const QLocale &locale = QLocale::c());
/// The ranges part of bandSentence() alone.
QString rangeSentence(const Estimate::Workload &w, const QLocale &locale = QLocale::c());
/// "Your own runs scale this stack's estimates: 1.15x the memory, 0.80x the speed (calibrated from your run
/// on H100 SXM5 80GB, 2026-12-05)."; empty when the stack is not calibrated.
QString calibrationSentence(const Estimate::Workload &w, const QLocale &locale = QLocale::c());
/// The mark beside every memory and speed figure a calibration from the user's own runs has scaled (a double
/// dagger; a stale price has the single one), in the window, the table output and the report; empty when the
/// stack is not calibrated.
QString calibrationMark(const Estimate::Workload &w);

/// "3.2 h", "45 min", "2.1 days". The command line keeps the C locale and English; the GUI passes its locale
/// (and has the unit words translated).
QString formatHours(double hours, const QLocale &locale = QLocale::c());

} // namespace Recommend

template <>
struct WordTable<Recommend::Goal>
{
    static constexpr WordEntry<Recommend::Goal> entries[] = {
        {Recommend::Goal::Speed, "speed", QT_TRANSLATE_NOOP("Vocabulary", "Speed (time to train)")},
        {Recommend::Goal::Cost, "cost", QT_TRANSLATE_NOOP("Vocabulary", "Cost")},
        {Recommend::Goal::Value, "value", QT_TRANSLATE_NOOP("Vocabulary", "Value (throughput per dollar)")}};
};
