#pragma once

#include "app/core/estimate.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <optional>
#include <vector>

/// How far measured runs sit from the estimate (data/calibration_bands.json): for each kind of job (method,
/// stack, objective, dense or mixture-of-experts), the spread of measured / estimated over the calibration
/// rows of that kind. The table is written by tst_calibration from tests/fixtures (GPUSCOUT_WRITE_BANDS) and
/// checked against it on every test run, so it always describes the estimator as built.
namespace Bands {

enum class Quantity
{
    Memory,
    Speed
};

/// measured / estimated at the low and high end, over `rows` calibration rows of `kind`.
struct Band
{
    double low = 1.0;
    double high = 1.0;
    int rows = 0;
    QString kind; ///< the key it was found under ("lora/hf/sft/dense", "lora/hf", "lora", "all")
};

struct Table
{
    std::map<QString, Band> memory;
    std::map<QString, Band> speed;
};

/// The rule a band follows (bands.cpp says why): a 90% prediction interval for measured / estimated on the
/// log scale, centred on the kind's median, with the spread of its rows (1.4826 x median absolute deviation);
/// the next coarser kind counts as this many rows of its own, in the centre and in the spread.
constexpr double kParentRows = 2;
/// Two-sided coverage the band is drawn for (the share of new runs of the kind it should hold).
constexpr double kCoverage = 0.9;

/// One calibration row: the kinds it belongs to, finest first (keysFor()), and its measured / estimated.
struct Sample
{
    std::vector<QString> keys;
    double ratio = 1;
};

/// The keys a workload is looked up under, finest first: method/stack/objective/dense|moe, method/stack,
/// method, all.
std::vector<QString> keysFor(const Estimate::Workload &w);
/// The band of the finest kind of `w` that the table has (all rows when none), from `table`.
Band lookup(const Table &table, const Estimate::Workload &w, Quantity q);
/// The same from the bundled table.
Band lookup(const Estimate::Workload &w, Quantity q);

/// The band of every kind the samples name (a kind with one row included), each drawn toward the next coarser
/// kind by the rule above; the coarsest kind ("all") stands on its own rows.
std::map<QString, Band> fromSamples(const std::vector<Sample> &samples);
/// The band of one kind with no coarser kind behind it (how "all" is drawn).
Band fromRatios(const std::vector<double> &ratios);
/// The two-sided `coverage` quantile of Student's t with `df` degrees of freedom (df >= 1, whole).
double studentT(int df, double coverage);

/// Reads a band table; on failure returns nothing and sets `error` to one line naming the entry.
std::optional<Table> parse(const QByteArray &json, QString *error);
QByteArray write(const Table &table);
/// The bundled table (":/data/calibration_bands.json"); empty (every band 1-1) if it cannot be read.
const Table &bundled();

} // namespace Bands
