#include "app/core/chartdata.h"

#include "app/core/gpu.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ChartData {

namespace {

constexpr int kPaletteSize = paletteSize();
constexpr int kPreferredColours = 8;

quint32 stableHash(const QString &text)
{
    // FNV-1a: unlike qHash, the same on every run, machine and Qt version.
    quint32 hash = 2166136261u;
    for (const char byte : text.toUtf8()) {
        hash ^= quint8(byte);
        hash *= 16777619u;
    }
    return hash;
}

std::optional<double> positive(std::optional<double> value)
{
    if (value && std::isfinite(*value) && *value > 0)
        return value;
    return std::nullopt;
}

} // namespace

bool parseNormalisation(const QString &text, Normalisation *normalisation)
{
    const auto parsed = Words::parse<Normalisation>(text);
    if (parsed)
        *normalisation = *parsed;
    return parsed.has_value();
}

QString normalisationName(Normalisation normalisation)
{
    return Words::of(normalisation);
}

bool parsePriceKind(const QString &text, PriceKind *kind)
{
    const auto parsed = Words::parse<PriceKind>(text);
    if (parsed)
        *kind = *parsed;
    return parsed.has_value();
}

QString priceKindName(PriceKind kind)
{
    return Words::of(kind);
}

QString priceMetricKey(PriceKind kind)
{
    return kind == PriceKind::Purchase ? QString(MetricKeys::LaunchPrice) : QString(MetricKeys::CloudPrice);
}

std::optional<double> AxisReference::scale(std::optional<double> value) const
{
    value = positive(value);
    if (!value || !best || !metric)
        return std::nullopt;
    // The share of the best value: v / best, or best / v when lower is better.
    const double share = metric->higherIsBetter ? *value / *best : *best / *value;
    double scaled = share;
    if (logScale)
        scaled = 1.0 + std::log10(share) / decades;
    return std::clamp(scaled, kFloor, 1.0);
}

AxisReference axisReference(const Metric &metric, const std::vector<const Gpu *> &reference, bool logScale)
{
    AxisReference axis;
    axis.metric = &metric;
    axis.logScale = logScale;
    std::optional<double> largest;
    std::optional<double> smallest;
    for (const Gpu *gpu : reference) {
        const std::optional<double> v = positive(metric.value(*gpu));
        if (!v)
            continue;
        if (!largest || *v > *largest) {
            largest = *v;
            if (metric.higherIsBetter)
                axis.bestGpu = gpu;
        }
        if (!smallest || *v < *smallest) {
            smallest = *v;
            if (!metric.higherIsBetter)
                axis.bestGpu = gpu;
        }
    }
    axis.best = metric.higherIsBetter ? largest : smallest;
    axis.worst = metric.higherIsBetter ? smallest : largest;
    if (largest && smallest)
        axis.decades = std::max(1, int(std::ceil(std::log10(*largest / *smallest) - 1e-9)));
    return axis;
}

RadarTable radarTable(const std::vector<const Gpu *> &selection, const std::vector<const Gpu *> &dataset,
                      const std::vector<const Metric *> &metrics, const ScaleOptions &options)
{
    RadarTable table;
    const std::vector<const Gpu *> &reference =
        options.normalisation == Normalisation::Selection ? selection : dataset;
    for (const Metric *metric : metrics)
        table.axes.push_back(axisReference(*metric, reference, options.logScale));
    for (const Gpu *gpu : selection) {
        RadarRow row;
        row.gpu = gpu;
        for (size_t i = 0; i < metrics.size(); ++i) {
            row.raw.push_back(metrics[i]->value(*gpu));
            row.scaled.push_back(table.axes[i].scale(row.raw.back()));
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

BarRanking barRanking(const std::vector<const Gpu *> &selection, const Metric &metric)
{
    BarRanking ranking;
    for (const Gpu *gpu : selection) {
        const std::optional<double> v = metric.value(*gpu);
        if (v && std::isfinite(*v))
            ranking.bars.push_back({gpu, *v});
        else
            ranking.missing.push_back(gpu);
    }
    // Best first; ties keep the selection order so the output does not depend on the sort implementation.
    std::stable_sort(ranking.bars.begin(), ranking.bars.end(), [&metric](const auto &a, const auto &b) {
        return metric.higherIsBetter ? a.value > b.value : a.value < b.value;
    });
    return ranking;
}

std::vector<int> paretoFront(const std::vector<PricePoint> &points)
{
    std::vector<int> order(points.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&points](int a, int b) {
        if (points[a].price != points[b].price)
            return points[a].price < points[b].price;
        return points[a].performance > points[b].performance;
    });
    // Sweep by price ascending: a point is on the front when it is faster than everything cheaper, or ties
    // the best so far at the same price (exact duplicates stay).
    std::vector<int> front;
    double bestPerformance = -std::numeric_limits<double>::infinity();
    double bestPrice = 0;
    for (const int i : order) {
        const PricePoint &p = points[i];
        if (p.performance > bestPerformance) {
            front.push_back(i);
            bestPerformance = p.performance;
            bestPrice = p.price;
        } else if (p.performance == bestPerformance && p.price == bestPrice) {
            front.push_back(i);
        }
    }
    return front;
}

ScatterData scatterData(const std::vector<const Gpu *> &selection, const Metric &performance, PriceKind price)
{
    ScatterData data;
    const Metric *priceMetric = Metrics::find(priceMetricKey(price));
    Q_ASSERT(priceMetric);
    for (const Gpu *gpu : selection) {
        const std::optional<double> x = positive(priceMetric->value(*gpu));
        const std::optional<double> y = positive(performance.value(*gpu));
        if (!x) {
            data.leftOut.push_back({gpu, price == PriceKind::Purchase
                                             ? QCoreApplication::translate("ChartData", "no launch price")
                                             : QCoreApplication::translate("ChartData", "no cloud price")});
            continue;
        }
        if (!y) {
            data.leftOut.push_back(
                {gpu, QCoreApplication::translate("ChartData", "no %1 value").arg(performance.label())});
            continue;
        }
        data.points.push_back({gpu, *x, *y, positive(gpu->vramGb)});
    }
    std::vector<PricePoint> points;
    for (const ScatterData::Point &p : data.points)
        points.push_back({p.price, p.performance});
    data.front = paretoFront(points);
    return data;
}

NiceAxis niceAxis(double maximum, double headroom)
{
    if (!(maximum > 0) || !std::isfinite(maximum))
        return {1.0, 5};
    const double wanted = maximum * (1.0 + headroom);
    const double rough = wanted / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude * 10;
    for (const double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (magnitude * factor >= rough) {
            step = magnitude * factor;
            break;
        }
    }
    const int steps = int(std::ceil(wanted / step - 1e-9));
    return {step * steps, steps + 1};
}

std::vector<int> paletteIndices(const QStringList &ids)
{
    std::vector<int> indices;
    std::vector<int> uses(kPaletteSize, 0);
    for (const QString &id : ids) {
        // Preferences fall on the eight strongest hues; grey and gold only settle collisions.
        const int preferred = int(stableHash(id) % quint32(kPreferredColours));
        // Least-used colour, searching from the preferred one: distinct while the palette lasts, then reused
        // evenly.
        int chosen = preferred;
        for (int step = 0; step < kPaletteSize; ++step) {
            const int candidate = (preferred + step) % kPaletteSize;
            if (uses[candidate] < uses[chosen])
                chosen = candidate;
        }
        ++uses[chosen];
        indices.push_back(chosen);
    }
    return indices;
}

} // namespace ChartData
