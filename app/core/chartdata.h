#pragma once

#include "app/core/pricing.h"
#include "app/core/vocabulary.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

struct Gpu;
struct Metric;

/// The numbers behind the charts, computed without Qt Charts so that they can be tested alone.
namespace ChartData {

/// What a radar axis is scaled against: the largest value among all GPUs of the dataset (stable as the
/// selection changes) or among the selected GPUs (more contrast).
enum class Normalisation
{
    Dataset,
    Selection
};
/// The price on the scatter's x axis: the same figure as everywhere else (Pricing): the purchase price (USD)
/// or the cloud price (USD per GPU-hour, the middle of the range).
using PriceKind = Pricing::Mode;

bool parseNormalisation(const QString &text, Normalisation *normalisation);
QString normalisationName(Normalisation normalisation);
bool parsePriceKind(const QString &text, PriceKind *kind);
QString priceKindName(PriceKind kind);
/// The metric key of the price shown on the x axis.
QString priceMetricKey(PriceKind kind);

/// Smallest scaled value, so that a polygon never collapses onto the pole.
constexpr double kFloor = 0.05;

struct ScaleOptions
{
    Normalisation normalisation = Normalisation::Dataset;
    bool logScale = false;
};

/// The reference of one axis: the best value of the reference set, and the worst (for log and
/// lower-is-better).
struct AxisReference
{
    const Metric *metric = nullptr;
    std::optional<double> best;   ///< largest value (or smallest positive one for lower-is-better metrics)
    std::optional<double> worst;  ///< the other end of the reference set
    const Gpu *bestGpu = nullptr; ///< the first GPU with the best value
    bool logScale = false;
    int decades = 1; ///< decades spanned by the log scale, at least 1

    /// Maps a raw value to (0, 1]: 1 for the best value; kFloor at least. nullopt when the value or reference
    /// is unknown or not positive.
    std::optional<double> scale(std::optional<double> value) const;
};

/// Builds the reference for `metric` over `reference` (the dataset, or the selection).
AxisReference axisReference(const Metric &metric, const std::vector<const Gpu *> &reference, bool logScale);

/// One GPU on the radar: raw values and their scaled counterparts, one per metric.
struct RadarRow
{
    const Gpu *gpu = nullptr;
    std::vector<std::optional<double>> raw;
    std::vector<std::optional<double>> scaled;
};

struct RadarTable
{
    std::vector<AxisReference> axes;
    std::vector<RadarRow> rows;
};

RadarTable radarTable(const std::vector<const Gpu *> &selection, const std::vector<const Gpu *> &dataset,
                      const std::vector<const Metric *> &metrics, const ScaleOptions &options);

/// One bar: a GPU and its value. `bars` is sorted best first; `missing` lists the GPUs without a value.
struct BarRanking
{
    struct Bar
    {
        const Gpu *gpu;
        double value;
    };
    std::vector<Bar> bars;
    std::vector<const Gpu *> missing;
};

BarRanking barRanking(const std::vector<const Gpu *> &selection, const Metric &metric);

struct PricePoint
{
    double price;       ///< lower is better
    double performance; ///< higher is better
};

/// Indices of the points no other point beats (cheaper or equal and at least as fast, one of them strictly),
/// ordered by price ascending. Duplicated points are all kept.
std::vector<int> paretoFront(const std::vector<PricePoint> &points);

/// The scatter's content: plotted points with their VRAM, the Pareto front, and the GPUs left out with why.
struct ScatterData
{
    struct Point
    {
        const Gpu *gpu;
        double price;
        double performance;
        std::optional<double> vramGb;
    };
    struct LeftOut
    {
        const Gpu *gpu;
        QString reason; ///< "no launch price", "no FP8 dense value"
    };
    std::vector<Point> points;
    std::vector<int> front; ///< indices into points, by price ascending
    std::vector<LeftOut> leftOut;
};

ScatterData scatterData(const std::vector<const Gpu *> &selection, const Metric &performance,
                        PriceKind price);

/// A value axis from 0 with room above `maximum` (a share `headroom` of it) and round ticks: 0, 250, 500...
struct NiceAxis
{
    double top;
    int tickCount;
};
NiceAxis niceAxis(double maximum, double headroom);

/// How many colours the GPU palette has (FigureStyle::series holds them, light and dark).
constexpr int paletteSize()
{
    return 10;
}

/// Palette indices for the selected ids, in the same order: each id keeps its own preferred colour (from a
/// stable hash of the id) unless an earlier id already took it, in which case it gets the next free one. So a
/// GPU keeps its colour in every chart and across runs, and up to paletteSize() GPUs never share one.
std::vector<int> paletteIndices(const QStringList &ids);

} // namespace ChartData

template <>
struct WordTable<ChartData::Normalisation>
{
    static constexpr WordEntry<ChartData::Normalisation> entries[] = {
        {ChartData::Normalisation::Dataset, "dataset", QT_TRANSLATE_NOOP("Vocabulary", "best in dataset")},
        {ChartData::Normalisation::Selection, "selection",
         QT_TRANSLATE_NOOP("Vocabulary", "best selected GPU")}};
};
