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

/// Kinds need at least this many rows; a kind with fewer falls back to the next coarser one.
constexpr int kMinRows = 5;

/// The keys a workload is looked up under, finest first: method/stack/objective/dense|moe, method/stack,
/// method, all.
std::vector<QString> keysFor(const Estimate::Workload &w);
/// The band of the finest kind of `w` that the table has (all rows when none), from `table`.
Band lookup(const Table &table, const Estimate::Workload &w, Quantity q);
/// The same from the bundled table.
Band lookup(const Estimate::Workload &w, Quantity q);

/// The 5th and 95th percentiles of measured / estimated, widened to include 1 (the estimate itself).
Band fromRatios(std::vector<double> ratios);

/// Reads a band table; on failure returns nothing and sets `error` to one line naming the entry.
std::optional<Table> parse(const QByteArray &json, QString *error);
QByteArray write(const Table &table);
/// The bundled table (":/data/calibration_bands.json"); empty (every band 1-1) if it cannot be read.
const Table &bundled();

} // namespace Bands
