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

/// The rule a band follows (bands.cpp says why): a prediction interval for measured / estimated on the log
/// scale, centred on the kind's median, with the spread of its rows (1.4826 x median absolute deviation);
/// the next coarser kind counts as this many rows of its own, in the centre and in the spread.
constexpr double kParentRows = 2;
/// The share of runs a band must hold, judged leave-one-out (each row against the band drawn without it).
constexpr double kTarget = 0.8;
/// The two-sided coverages a band may be drawn for, in steps of one point; calibratedCoverage() takes the
/// smallest that holds kTarget of the rows left out. None is below kTarget: a nominal coverage under what
/// the band must hold would rest on the luck of a few rows. (Steps of five points made the choice jump: one
/// row's correction that took the share held at 80% from 50 of 62 rows to 49 widened every speed band from
/// the 80% to the 85% interval, the median from +-19% to +-21%, where 81% already held.)
constexpr double kCoverages[] = {0.80, 0.81, 0.82, 0.83, 0.84, 0.85, 0.86, 0.87, 0.88, 0.89,
                                 0.90, 0.91, 0.92, 0.93, 0.94, 0.95, 0.96, 0.97, 0.98, 0.99};

/// One calibration row: the kinds it belongs to, finest first (keysFor()), and its measured / estimated.
struct Sample
{
    std::vector<QString> keys;
    double ratio = 1;
};

/// The keys a workload is looked up under, finest first. Memory: method/stack/objective/dense|moe,
/// method/stack, method, all. Speed: dense|moe/stack, dense|moe, all (the stack's kernels and whether the
/// model routes tokens through experts decide how far a speed estimate lands, not the method).
std::vector<QString> keysFor(const Estimate::Workload &w, Quantity q);
/// The band of the finest kind of `w` that the table has (all rows when none), from `table`.
Band lookup(const Table &table, const Estimate::Workload &w, Quantity q);
/// The same from the bundled table.
Band lookup(const Estimate::Workload &w, Quantity q);

/// The band of every kind the samples name (a kind with one row included), each drawn toward the next coarser
/// kind by the rule above for two-sided `coverage`; the coarsest kind ("all") stands on its own rows.
std::map<QString, Band> fromSamples(const std::vector<Sample> &samples, double coverage);
/// The band of one kind with no coarser kind behind it (how "all" is drawn).
Band fromRatios(const std::vector<double> &ratios, double coverage = 0.9);
/// The share of samples inside the band of their finest kind drawn from every other sample at `coverage`.
double leaveOneOutShare(const std::vector<Sample> &samples, double coverage);
/// The smallest of kCoverages whose leave-one-out share reaches kTarget (the largest when none does).
double calibratedCoverage(const std::vector<Sample> &samples);
/// The two-sided `coverage` quantile of Student's t with `df` degrees of freedom (df >= 1, whole).
double studentT(int df, double coverage);

/// Reads a band table; on failure returns nothing and sets `error` to one line naming the entry.
std::optional<Table> parse(const QByteArray &json, QString *error);
QByteArray write(const Table &table);
/// The bundled table (":/data/calibration_bands.json"); empty (every band 1-1) if it cannot be read.
const Table &bundled();

} // namespace Bands
