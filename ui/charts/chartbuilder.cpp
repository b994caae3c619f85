#include "ui/charts/chartbuilder.h"

#include "app/core/dataset.h"
#include "app/core/gpu.h"
#include "app/core/labelplacement.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "app/core/pricing.h"
#include "app/core/settings.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPolarChart>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace {

// Text::tr() translates in the "ChartBuilder" context; lupdate reads the context from the macro (it finds
// none for a free tr() function).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartBuilder)
};

constexpr int kTitlePx = 17;
constexpr int kLabelPx = 13;
constexpr int kChartMargin = 8; // around each chart, inside its rectangle
constexpr int kSmallPx = 12;
constexpr double kRadarOuter = 1.06; ///< radial range: 100% plus room for a marker
// Above this many GPUs a legend stops helping; the points carry their own labels.
constexpr int kMaxLegendEntries = 12;
constexpr int kMaxLabelledPoints = 30;
// More legend entries than this do not fit one row under a chart in a 1024-pixel window.
constexpr int kLegendInOneRow = 5;

void styleChart(QChart *chart, const ChartFigure &figure)
{
    // The theme goes first: setTheme() resets every pen and brush set before it.
    chart->setTheme(figure.style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // Axis numbers in the user's locale, as every other number ("1.000,5" in German).
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setBackgroundBrush(figure.style.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleFont(FigureStyle::font(kTitlePx, true));
    chart->setTitleBrush(figure.style.text);
    chart->legend()->setFont(FigureStyle::font(kLabelPx));
    chart->legend()->setLabelColor(figure.style.text);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
}

void styleAxis(QAbstractAxis *axis, const ChartFigure &figure)
{
    axis->setLabelsFont(FigureStyle::font(kLabelPx));
    axis->setLabelsColor(figure.style.text);
    axis->setTitleFont(FigureStyle::font(kLabelPx));
    axis->setTitleBrush(figure.style.text);
    axis->setTruncateLabels(false);
}

/// Enough decimals to tell the ticks of `axis` apart, no more.
QString labelFormatFor(const ChartData::NiceAxis &axis, const QString &prefix = QString())
{
    const double step = axis.top / std::max(1, axis.tickCount - 1);
    int decimals = 0;
    while (decimals < 6 &&
           std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return prefix + QStringLiteral("%.") + QString::number(decimals) + QLatin1Char('f');
}

QStringList idsOf(const std::vector<const Gpu *> &gpus)
{
    QStringList ids;
    for (const Gpu *gpu : gpus)
        ids.append(gpu->id);
    return ids;
}

/// Colours by GPU id, assigned over the whole selection so every chart of one request agrees.
QHash<QString, QColor> coloursFor(const ChartRequest &request)
{
    const QStringList ids = idsOf(request.gpus);
    const std::vector<int> indices = ChartData::paletteIndices(ids);
    QHash<QString, QColor> colours;
    for (int i = 0; i < ids.size(); ++i)
        colours.insert(ids.at(i), FigureStyle::forDark(request.dark).series(indices[size_t(i)]));
    return colours;
}

/// Marker shapes by GPU id: a GPU whose colour an earlier GPU already has gets the next shape, so colour and
/// shape together tell every point apart beyond the palette's ten colours.
QHash<QString, QScatterSeries::MarkerShape> shapesFor(const ChartRequest &request)
{
    static const QScatterSeries::MarkerShape kShapes[] = {
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapeStar,     QScatterSeries::MarkerShapePentagon,
    };
    const QStringList ids = idsOf(request.gpus);
    const std::vector<int> indices = ChartData::paletteIndices(ids);
    QHash<int, int> uses;
    QHash<QString, QScatterSeries::MarkerShape> shapes;
    for (int i = 0; i < ids.size(); ++i) {
        const int used = uses[indices[size_t(i)]]++;
        shapes.insert(ids.at(i), kShapes[used % int(std::size(kShapes))]);
    }
    return shapes;
}

QString joinNames(const std::vector<const Gpu *> &gpus)
{
    QStringList names;
    for (const Gpu *gpu : gpus)
        names.append(gpu->name);
    return names.join(QStringLiteral(", "));
}

void addEstimateNote(ChartFigure &figure, bool anyEstimated)
{
    if (anyEstimated)
        figure.notes.append(Presentation::estimateChartNote());
}

/// Where metric `metric` of `n` sits: the first at 12 o'clock (360°), the others following clockwise.
double radarAngle(int metric, int n)
{
    return metric == 0 ? 360.0 : 360.0 * metric / n;
}

QString radarTitle(const ChartData::ScaleOptions &scale)
{
    const bool toSelection = scale.normalisation == ChartData::Normalisation::Selection;
    return scale.logScale ? (toSelection ? Text::tr("Share of the best selected GPU (log scale)")
                                         : Text::tr("Share of the best GPU in the dataset (log scale)"))
                          : (toSelection ? Text::tr("Share of the best selected GPU")
                                         : Text::tr("Share of the best GPU in the dataset"));
}

struct RadarAxes
{
    QCategoryAxis *angular; ///< one spoke per metric
    QCategoryAxis *radial;  ///< the rings
};

/// The spokes, one per metric, and the rings at a quarter, half, three quarters and all of the best.
RadarAxes addRadarAxes(QPolarChart &chart, const ChartRequest &request, const ChartFigure &figure)
{
    const int n = int(request.metrics.size());
    // A category label sits on its end value, so each point goes exactly on its label's angle.
    auto *angular = new QCategoryAxis;
    angular->setStartValue(0);
    for (int i = 1; i < n; ++i)
        angular->append(request.metrics[size_t(i)]->label(), radarAngle(i, n));
    angular->append(request.metrics[0]->label(), 360.0);
    angular->setRange(0, 360);
    angular->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    styleAxis(angular, figure);
    chart.addAxis(angular, QPolarChart::PolarOrientationAngular);
    // The plot reaches a little beyond the 100% ring so that the markers of the best GPUs are drawn whole,
    // not cut by the plot's edge. On a linear scale the rings are labelled; on the log scale each axis spans
    // its own number of decades, so one label per ring would be wrong.
    auto *radial = new QCategoryAxis;
    radial->setStartValue(0);
    for (const int percent : {25, 50, 75, 100})
        radial->append(QStringLiteral("%1%").arg(percent), percent / 100.0);
    radial->setRange(0, kRadarOuter);
    radial->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    styleAxis(radial, figure);
    // The axis would write the ring labels along the 12 o'clock spoke, under the first metric's markers:
    // addRingLabels() writes them half-way to the next spoke instead, where no marker sits.
    radial->setLabelsVisible(false);
    chart.addAxis(radial, QPolarChart::PolarOrientationRadial);
    return {angular, radial};
}

/// Hover text of one GPU's vertex on metric `i`: its value, whether estimated, and its share of the best.
QString radarTip(const ChartRequest &request, const ChartData::RadarTable &table,
                 const ChartData::RadarRow &row, int i)
{
    const Metric &metric = *request.metrics[size_t(i)];
    QString value = Text::tr("no value");
    if (row.raw[size_t(i)]) {
        value = Presentation::valueWithUnit(metric, *row.raw[size_t(i)]);
        if (metric.isEstimated(*row.gpu))
            value = Presentation::markedBefore(value) + Text::tr(" (estimated)");
        value +=
            Text::tr(" · %1% of best").arg(qRound(100.0 * *row.raw[size_t(i)] / *table.axes[size_t(i)].best));
    }
    return QStringLiteral("<b>%1</b><br>%2: %3")
        .arg(row.gpu->name.toHtmlEscaped(), metric.label().toHtmlEscaped(), value);
}

/// One GPU's shape: a filled area outlined by a line with a marker and a hover text on each vertex.
void addRadarShape(QPolarChart &chart, const RadarAxes &axes, const ChartRequest &request,
                   const ChartData::RadarTable &table, const ChartData::RadarRow &row, const QColor &colour,
                   ChartFigure &figure)
{
    const int n = int(request.metrics.size());
    // Points in angle order: metric 0 at 0° opens the shape and at 360° closes it without a jump.
    auto scaledOf = [&](int i) { return row.scaled[size_t(i)].value_or(0.0); };
    QList<QPointF> points{QPointF(0.0, scaledOf(0))};
    QStringList tips{radarTip(request, table, row, 0)};
    for (int i = 1; i < n; ++i) {
        points.append(QPointF(radarAngle(i, n), scaledOf(i)));
        tips.append(radarTip(request, table, row, i));
    }
    points.append(QPointF(360.0, scaledOf(0)));
    tips.append(radarTip(request, table, row, 0));

    // The area's own pen would draw a spoke from the pole at 0°: no pen on the area, a line series outlines
    // it.
    auto *upper = new QLineSeries;
    upper->append(points);
    auto *area = new QAreaSeries(upper);
    upper->setParent(area); // QAreaSeries does not own its line series
    area->setName(row.gpu->name);
    auto *outline = new QLineSeries;
    outline->append(points);
    outline->setName(row.gpu->name);
    chart.addSeries(area);
    chart.addSeries(outline);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(area), static_cast<QAbstractSeries *>(outline)}) {
        series->attachAxis(axes.angular);
        series->attachAxis(axes.radial);
    }
    QColor fill = colour;
    fill.setAlpha(56);
    area->setPen(Qt::NoPen);
    area->setBrush(fill);
    outline->setPen(QPen(colour, 2.5));
    outline->setPointsVisible(true);
    outline->setMarkerSize(5);
    outline->setColor(colour);
    for (QLegendMarker *marker : chart.legend()->markers(area))
        marker->setVisible(false);
    figure.tips.insert(outline, tips);
}

void placeRadarLegend(QChart &chart, size_t gpuCount)
{
    if (gpuCount > size_t(kMaxLegendEntries))
        chart.legend()->hide();
    else if (gpuCount > size_t(kLegendInOneRow))
        chart.legend()->setAlignment(Qt::AlignRight); // a column beside the round plot: no name is cut
}

/// The ring labels (25% to 100%), half-way between the first two spokes, kept there as the plot resizes.
void addRingLabels(QPolarChart *chart, const ChartFigure &figure, int n)
{
    QColor ringColour = figure.style.text;
    ringColour.setAlpha(170);
    auto rings = std::make_shared<std::vector<std::pair<QGraphicsSimpleTextItem *, qreal>>>();
    for (const int percent : {25, 50, 75, 100}) {
        auto *item = new QGraphicsSimpleTextItem(QStringLiteral("%1%").arg(percent), chart);
        item->setFont(FigureStyle::font(kSmallPx));
        item->setBrush(ringColour);
        item->setZValue(11);
        item->setData(ChartBuilder::LabelGpuId, QStringLiteral("ring"));
        item->setData(ChartBuilder::LabelValue, QPointF(180.0 / n, percent / 100.0));
        // A backing in the chart's background keeps the label readable where a shape crosses it.
        QColor backing = figure.style.background;
        backing.setAlpha(200);
        auto *halo = new QGraphicsRectItem(item->boundingRect().adjusted(-2, 0, 2, 0), item);
        halo->setBrush(backing);
        halo->setPen(Qt::NoPen);
        halo->setFlag(QGraphicsItem::ItemStacksBehindParent);
        rings->emplace_back(item, percent / 100.0);
    }
    QAbstractSeries *mapping = chart->series().constFirst();
    auto place = [chart, mapping, rings, n] {
        for (const auto &[item, value] : *rings) {
            const QPointF at = chart->mapToPosition(QPointF(180.0 / n, value), mapping);
            const QRectF box = item->boundingRect();
            item->setPos(at.x() - box.width() / 2, at.y() - box.height() / 2);
        }
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    place();
}

/// What 100% is on each axis, the log scale, axes where lower is better, missing values and estimates.
void addRadarNotes(const ChartRequest &request, const ChartData::RadarTable &table, ChartFigure &figure)
{
    QStringList references;
    for (const ChartData::AxisReference &axis : table.axes) {
        if (axis.best)
            references.append(Text::tr("%1 %2, %3")
                                  .arg(axis.metric->label(),
                                       Presentation::valueWithUnit(*axis.metric, *axis.best),
                                       axis.bestGpu ? axis.bestGpu->name : QString()));
        else
            references.append(Text::tr("%1 unknown").arg(axis.metric->label()));
    }
    const bool toSelection = request.scale.normalisation == ChartData::Normalisation::Selection;
    figure.notes.append((toSelection ? Text::tr("100% = the best selected GPU: %1.")
                                     : Text::tr("100% = the best GPU in the "
                                                "dataset: %1."))
                            .arg(references.join(QStringLiteral("; "))));
    if (request.scale.logScale)
        figure.notes.append(
            Text::tr("Log scale: equal steps inward are equal ratios below the best value; each "
                     "axis spans the decades its values cover."));
    for (const ChartData::AxisReference &axis : table.axes) {
        if (!axis.metric->higherIsBetter)
            figure.notes.append(
                Text::tr("%1: lower is better, so the axis shows best ÷ value.").arg(axis.metric->label()));
    }
    bool anyEstimated = false;
    QStringList missing;
    for (const ChartData::RadarRow &row : table.rows) {
        for (size_t i = 0; i < request.metrics.size(); ++i) {
            const Metric &metric = *request.metrics[i];
            if (!row.raw[i])
                missing.append(Text::tr("%1 has no %2 value").arg(row.gpu->name, metric.label()));
            else if (metric.isEstimated(*row.gpu))
                anyEstimated = true;
        }
    }
    if (!missing.isEmpty())
        figure.notes.append(Text::tr("Drawn at the centre: %1.").arg(missing.join(QStringLiteral("; "))));
    addEstimateNote(figure, anyEstimated);
}

void buildRadar(const ChartRequest &request, ChartFigure &figure)
{
    const ChartData::RadarTable table =
        ChartData::radarTable(request.gpus, request.dataset, request.metrics, request.scale);
    const QHash<QString, QColor> colours = coloursFor(request);

    auto chart = std::make_unique<QPolarChart>();
    styleChart(chart.get(), figure);
    chart->setTitle(radarTitle(request.scale));
    const RadarAxes axes = addRadarAxes(*chart, request, figure);
    for (const ChartData::RadarRow &row : table.rows)
        addRadarShape(*chart, axes, request, table, row, colours.value(row.gpu->id), figure);
    placeRadarLegend(*chart, table.rows.size());
    if (!request.scale.logScale && !chart->series().isEmpty())
        addRingLabels(chart.get(), figure, int(request.metrics.size()));
    addRadarNotes(request, table, figure);
    figure.charts.push_back(std::move(chart));
}

std::unique_ptr<QChart> buildBarChart(const ChartRequest &request, const Metric &metric,
                                      const QHash<QString, QColor> &colours, ChartFigure &figure,
                                      bool *anyEstimated)
{
    const ChartData::BarRanking ranking = ChartData::barRanking(request.gpus, metric);
    auto chart = std::make_unique<QChart>();
    styleChart(chart.get(), figure);
    chart->setTitle(metric.higherIsBetter ? Text::tr("%1 · higher is better").arg(metric.labelWithUnit())
                                          : Text::tr("%1 · lower is better").arg(metric.labelWithUnit()));
    chart->legend()->hide();
    if (!ranking.missing.empty())
        figure.notes.append(Text::tr("No value for %1: %2.").arg(metric.label(), joinNames(ranking.missing)));
    if (ranking.bars.empty())
        return chart;

    // A horizontal bar series draws its first category at the bottom: best last, so it ends up on top. One
    // bar set per GPU (zero everywhere but its own row) gives each bar its GPU's colour.
    const int n = int(ranking.bars.size());
    QStringList categories;
    for (int row = 0; row < n; ++row)
        categories.append(ranking.bars[size_t(n - 1 - row)].gpu->name);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.65);
    double maximum = 0;
    for (int row = 0; row < n; ++row) {
        const auto &bar = ranking.bars[size_t(n - 1 - row)];
        auto *set = new QBarSet(bar.gpu->name);
        for (int i = 0; i < n; ++i)
            set->append(i == row ? bar.value : 0.0);
        set->setColor(colours.value(bar.gpu->id));
        set->setBorderColor(colours.value(bar.gpu->id));
        series->append(set);
        maximum = std::max(maximum, bar.value);
    }
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    styleAxis(categoryAxis, figure);
    categoryAxis->setGridLineVisible(false);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    auto *valueAxis = new QValueAxis;
    // Head room on the right for the value printed after the longest bar.
    const ChartData::NiceAxis nice = ChartData::niceAxis(maximum, 0.25);
    valueAxis->setRange(0, nice.top);
    valueAxis->setTickCount(nice.tickCount);
    valueAxis->setLabelFormat(labelFormatFor(nice));
    styleAxis(valueAxis, figure);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);

    // Values with units at the bar ends, in the metric's own format ("3,350 GB/s"); the series' built-in
    // labels cannot say "≈" for estimates, nor sit outside a stacked bar.
    struct Label
    {
        QGraphicsSimpleTextItem *item;
        QPointF anchor;
    };
    auto labels = std::make_shared<std::vector<Label>>();
    for (int row = 0; row < n; ++row) {
        const auto &bar = ranking.bars[size_t(n - 1 - row)];
        QString text = Presentation::valueWithUnit(metric, bar.value);
        if (metric.isEstimated(*bar.gpu)) {
            text = Presentation::markedBefore(text);
            *anyEstimated = true;
        }
        auto *item = new QGraphicsSimpleTextItem(text, chart.get());
        item->setFont(FigureStyle::font(kLabelPx));
        item->setBrush(figure.style.text);
        item->setZValue(10);
        labels->push_back({item, QPointF(bar.value, row)});
    }
    QChart *raw = chart.get();
    auto place = [raw, series, labels] {
        for (const Label &label : *labels) {
            const QPointF end = raw->mapToPosition(label.anchor, series);
            const QRectF box = label.item->boundingRect();
            label.item->setPos(end.x() + 6, end.y() - box.height() / 2);
        }
    };
    QObject::connect(raw, &QChart::plotAreaChanged, raw, place);
    place();
    return chart;
}

void buildBars(const ChartRequest &request, ChartFigure &figure)
{
    const QHash<QString, QColor> colours = coloursFor(request);
    bool anyEstimated = false;
    for (const Metric *metric : request.metrics)
        figure.charts.push_back(buildBarChart(request, *metric, colours, figure, &anyEstimated));
    // A chart shorter than this hides GPU names that would overlap (measured: 82 px plus 18 px per bar): its
    // title, the value axis and margins, then one name and a little air per bar.
    figure.minChartHeight = kTitlePx * 2 + kLabelPx * 2 + 24 + qreal(request.gpus.size()) * kLabelPx * 1.4;
    addEstimateNote(figure, anyEstimated);
}

struct PointLabel
{
    QGraphicsSimpleTextItem *item;
    QGraphicsLineItem *leader; ///< drawn when the label had to move away from its point
    QPointF value;
    qreal radius;
};

/// Places each label nearest its own point; labels that had to move away get a leader line.
void placeLabels(QChart *chart, QAbstractSeries *mapping, const std::vector<PointLabel> &labels)
{
    std::vector<QPointF> centres;
    std::vector<qreal> radii;
    std::vector<QSizeF> sizes;
    for (const PointLabel &label : labels) {
        centres.push_back(chart->mapToPosition(label.value, mapping));
        radii.push_back(label.radius);
        sizes.push_back(label.item->boundingRect().size());
    }
    std::vector<QPointF> front;
    if (auto *xy = qobject_cast<QXYSeries *>(mapping)) {
        for (const QPointF &value : xy->points())
            front.push_back(chart->mapToPosition(value, mapping));
    }
    const std::vector<LabelPlacement::Spot> spots =
        LabelPlacement::place(centres, radii, sizes, chart->plotArea().adjusted(-4, -4, 4, 4), front);
    for (size_t i = 0; i < labels.size(); ++i) {
        labels[i].item->setPos(spots[i].box.topLeft());
        QGraphicsLineItem *leader = labels[i].leader;
        leader->setVisible(spots[i].leader);
        if (spots[i].leader) {
            // From the marker's edge to the label's nearest corner or side.
            const QLineF line(centres[i], spots[i].anchor);
            const qreal start = std::min(1.0, (radii[i] + 1) / std::max<qreal>(1, line.length()));
            leader->setLine(QLineF(line.pointAt(start), spots[i].anchor));
        }
    }
}

/// The ranges the scatter needs: its largest price and performance, and the VRAM that sizes its markers.
struct ScatterExtent
{
    double maxX = 0, maxY = 0, maxVram = 0, minVram = 0;
};

ScatterExtent scatterExtent(const ChartData::ScatterData &data)
{
    ScatterExtent extent;
    for (const auto &p : data.points) {
        extent.maxX = std::max(extent.maxX, p.price);
        extent.maxY = std::max(extent.maxY, p.performance);
        if (p.vramGb) {
            extent.maxVram = std::max(extent.maxVram, *p.vramGb);
            extent.minVram = extent.minVram > 0 ? std::min(extent.minVram, *p.vramGb) : *p.vramGb;
        }
    }
    return extent;
}

void noteLeftOut(const ChartData::ScatterData &data, ChartFigure &figure)
{
    if (data.leftOut.empty())
        return;
    QStringList parts;
    for (const ChartData::ScatterData::LeftOut &left : data.leftOut)
        parts.append(Text::tr("%1 (%2)").arg(left.gpu->name, left.reason));
    figure.notes.append(Text::tr("Left out: %1.").arg(parts.join(QStringLiteral(", "))));
}

QString noScatterPointsMessage(const Metric &performance, bool launch)
{
    return launch ? Text::tr("None of the selected GPUs has both a launch price and a %1 value.\n"
                             "Data-centre GPUs have no list price: try the cloud price instead.")
                        .arg(performance.label())
                  : Text::tr("None of the selected GPUs has both a cloud price and a %1 value.\n"
                             "Try the launch price instead.")
                        .arg(performance.label());
}

struct ScatterAxes
{
    QValueAxis *x; ///< price
    QValueAxis *y; ///< performance
};

ScatterAxes addScatterAxes(QChart &chart, const ScatterExtent &extent, const Metric &performance, bool launch,
                           const ChartFigure &figure)
{
    auto *xAxis = new QValueAxis;
    const ChartData::NiceAxis niceX = ChartData::niceAxis(extent.maxX, 0.12);
    xAxis->setRange(0, niceX.top);
    xAxis->setTickCount(niceX.tickCount);
    xAxis->setLabelFormat(labelFormatFor(niceX, QStringLiteral("$")));
    xAxis->setTitleText(Pricing::title(launch ? Pricing::Mode::Purchase : Pricing::Mode::Cloud));
    styleAxis(xAxis, figure);
    auto *yAxis = new QValueAxis;
    const ChartData::NiceAxis niceY = ChartData::niceAxis(extent.maxY, 0.1);
    yAxis->setRange(0, niceY.top);
    yAxis->setTickCount(niceY.tickCount);
    yAxis->setLabelFormat(labelFormatFor(niceY));
    yAxis->setTitleText(performance.labelWithUnit());
    styleAxis(yAxis, figure);
    chart.addAxis(xAxis, Qt::AlignBottom);
    chart.addAxis(yAxis, Qt::AlignLeft);
    return {xAxis, yAxis};
}

/// The dashed line through the GPUs that no other plotted GPU beats on both price and performance.
QLineSeries *addParetoFront(QChart &chart, const ScatterAxes &axes, const ChartData::ScatterData &data,
                            const ChartFigure &figure)
{
    auto *front = new QLineSeries;
    front->setName(Text::tr("Pareto front"));
    for (const int i : data.front)
        front->append(data.points[size_t(i)].price, data.points[size_t(i)].performance);
    chart.addSeries(front);
    front->attachAxis(axes.x);
    front->attachAxis(axes.y);
    QPen frontPen(figure.style.text, 1.5, Qt::DashLine);
    front->setPen(frontPen);
    return front;
}

/// The series a point joins: a new one per GPU, or the one shared by its colour, marker size and shape.
QScatterSeries *scatterSeriesFor(QChart &chart, const ScatterAxes &axes,
                                 QHash<QString, QScatterSeries *> &groups, bool seriesPerGpu, const Gpu &gpu,
                                 const QColor &colour, QScatterSeries::MarkerShape shape, qreal markerSize)
{
    QColor fill = colour;
    fill.setAlpha(190); // a point under a larger one still shows through
    const QString key = colour.name() + QLatin1Char('/') + QString::number(markerSize) + QLatin1Char('/') +
                        QString::number(int(shape));
    QScatterSeries *series = seriesPerGpu ? nullptr : groups.value(key);
    if (!series) {
        series = new QScatterSeries;
        series->setName(seriesPerGpu ? gpu.name : key);
        series->setMarkerShape(shape);
        series->setMarkerSize(markerSize);
        chart.addSeries(series);
        series->attachAxis(axes.x);
        series->attachAxis(axes.y);
        series->setColor(fill);
        series->setBorderColor(colour);
        groups.insert(key, series);
    }
    return series;
}

/// A GPU's name for its point, with a leader line that stays hidden until placement needs it.
PointLabel addPointLabel(QChart &chart, const ChartData::ScatterData::Point &p, qreal markerSize,
                         const ChartFigure &figure)
{
    auto *item = new QGraphicsSimpleTextItem(p.gpu->name, &chart);
    item->setFont(FigureStyle::font(kSmallPx));
    item->setBrush(figure.style.text);
    item->setZValue(10);
    item->setData(ChartBuilder::LabelGpuId, p.gpu->id);
    item->setData(ChartBuilder::LabelValue, QPointF(p.price, p.performance));
    auto *leader = new QGraphicsLineItem(&chart);
    QColor leaderColour = figure.style.text;
    leaderColour.setAlpha(150);
    leader->setPen(QPen(leaderColour, 1));
    leader->setZValue(9);
    leader->setVisible(false);
    item->setData(ChartBuilder::LabelLeader, QVariant::fromValue<void *>(leader));
    return {item, leader, QPointF(p.price, p.performance), markerSize / 2};
}

QString scatterTip(const ChartData::ScatterData::Point &p, const Metric &performance,
                   const Metric &priceMetric, bool estimated)
{
    QString perf = Presentation::valueWithUnit(performance, p.performance);
    if (estimated)
        perf = Presentation::markedBefore(perf);
    QString tip =
        QStringLiteral("<b>%1</b><br>%2: %3<br>%4: %5")
            .arg(p.gpu->name.toHtmlEscaped(), performance.label().toHtmlEscaped(), perf,
                 priceMetric.label().toHtmlEscaped(), Presentation::valueWithUnit(priceMetric, p.price));
    if (p.vramGb)
        tip += QStringLiteral("<br>%1: %2")
                   .arg(Text::tr("VRAM"),
                        Presentation::valueWithUnit(*Metrics::find(MetricKeys::Vram), *p.vramGb));
    return tip;
}

/// Every point as a marker with its hover text, and a label for each point that is named (all of them, or
/// those on the Pareto front). True when a plotted value is an estimate.
bool addScatterPoints(QChart &chart, const ScatterAxes &axes, const ChartRequest &request,
                      const ChartData::ScatterData &data, double maxVram, bool labelAll,
                      std::vector<PointLabel> &labels, ChartFigure &figure)
{
    const Metric &performance = *request.metrics.front();
    const Metric &priceMetric = *Metrics::find(ChartData::priceMetricKey(request.price));
    const QHash<QString, QColor> colours = coloursFor(request);
    const QHash<QString, QScatterSeries::MarkerShape> shapes = shapesFor(request);
    QSet<const Gpu *> onFront;
    for (const int i : data.front)
        onFront.insert(data.points[size_t(i)].gpu);
    // Up to a legend's worth of GPUs, one series each (a legend entry per GPU). Beyond that, one series per
    // colour and marker size (a few dozen at most): a thousand series cost a thousand axis attachments and
    // legend markers, and Qt 6.4 does not draw scatter points given a colour of their own through
    // setPointConfiguration().
    const bool seriesPerGpu = data.points.size() <= size_t(kMaxLegendEntries);
    QHash<QString, QScatterSeries *> groups;
    QHash<QScatterSeries *, QStringList> groupTips;
    bool anyEstimated = false;
    for (const auto &p : data.points) {
        // Marker area grows with VRAM; shared series round it to 4 px steps.
        const double share = p.vramGb && maxVram > 0 ? std::sqrt(*p.vramGb / maxVram) : 0.3;
        qreal markerSize = 10 + 26 * share;
        if (!seriesPerGpu)
            markerSize = 4 * std::round(markerSize / 4);
        QScatterSeries *series =
            scatterSeriesFor(chart, axes, groups, seriesPerGpu, *p.gpu, colours.value(p.gpu->id),
                             shapes.value(p.gpu->id, QScatterSeries::MarkerShapeCircle), markerSize);
        series->append(p.price, p.performance);
        if (labelAll || onFront.contains(p.gpu))
            labels.push_back(addPointLabel(chart, p, markerSize, figure));
        const bool estimated = performance.isEstimated(*p.gpu) || priceMetric.isEstimated(*p.gpu);
        anyEstimated = anyEstimated || estimated;
        groupTips[series].append(scatterTip(p, performance, priceMetric, estimated));
    }
    for (auto it = groupTips.cbegin(); it != groupTips.cend(); ++it)
        figure.tips.insert(it.key(), it.value());
    return anyEstimated;
}

/// Every point named beside it makes a legend a second, truncated copy of the labels; the dashed line is
/// explained in the notes.
void setUpScatterLegend(QChart &chart, QLineSeries *front, size_t pointCount, bool labelAll)
{
    if (pointCount > size_t(kMaxLegendEntries) || labelAll)
        chart.legend()->hide();
    chart.legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QLegendMarker *marker : chart.legend()->markers(front))
        marker->setVisible(pointCount > 1);
}

/// Places the point labels now and again whenever the plot area moves.
void keepPointLabelsPlaced(QChart *chart, QLineSeries *front, std::shared_ptr<std::vector<PointLabel>> labels)
{
    QObject::connect(chart, &QChart::plotAreaChanged, chart,
                     [chart, front, labels] { placeLabels(chart, front, *labels); });
    placeLabels(chart, front, *labels);
}

void addScatterNotes(const ScatterExtent &extent, bool labelAll, bool launch, bool anyEstimated,
                     ChartFigure &figure)
{
    if (!labelAll)
        figure.notes.append(
            Text::tr("Only the GPUs on the Pareto front are named; hover over a point for the others."));
    figure.notes.append(Text::tr("Pareto front (dashed): no other plotted GPU is both cheaper and faster."));
    if (extent.maxVram > 0 && extent.minVram == extent.maxVram)
        figure.notes.append(Text::tr("Points are the same size: every GPU here has %1 GB of VRAM.")
                                .arg(QLocale().toString(extent.maxVram, 'f', 0)));
    else if (extent.maxVram > 0)
        figure.notes.append(
            Text::tr("Point area grows with VRAM (%1 to %2 GB).")
                .arg(QLocale().toString(extent.minVram, 'f', 0), QLocale().toString(extent.maxVram, 'f', 0)));
    if (!launch)
        figure.notes.append(Text::tr("Cloud prices: the middle of each GPU's low-high range per GPU-hour "
                                     "(indicative; the Specs tab dates each price)."));
    addEstimateNote(figure, anyEstimated);
}

void buildScatter(const ChartRequest &request, ChartFigure &figure)
{
    const Metric &performance = *request.metrics.front();
    const ChartData::ScatterData data = ChartData::scatterData(request.gpus, performance, request.price);
    const bool launch = request.price == ChartData::PriceKind::Purchase;
    noteLeftOut(data, figure);
    if (data.points.empty()) {
        figure.message = noScatterPointsMessage(performance, launch);
        return;
    }

    auto chart = std::make_unique<QChart>();
    styleChart(chart.get(), figure);
    chart->setTitle(
        Text::tr("%1 vs %2")
            .arg(performance.label(), launch ? Text::tr("launch price") : Text::tr("cloud price")));
    const ScatterExtent extent = scatterExtent(data);
    const ScatterAxes axes = addScatterAxes(*chart, extent, performance, launch, figure);
    QLineSeries *front = addParetoFront(*chart, axes, data, figure);
    // Qt's point labels always sit above the point and collide when GPUs are close in price and speed: own
    // labels, placed where they overlap nothing. With many points only the Pareto front is named.
    const bool labelAll = data.points.size() <= size_t(kMaxLabelledPoints);
    auto labels = std::make_shared<std::vector<PointLabel>>();
    const bool anyEstimated =
        addScatterPoints(*chart, axes, request, data, extent.maxVram, labelAll, *labels, figure);
    setUpScatterLegend(*chart, front, data.points.size(), labelAll);
    keepPointLabelsPlaced(chart.get(), front, labels);
    addScatterNotes(extent, labelAll, launch, anyEstimated, figure);
    figure.charts.push_back(std::move(chart));
}

} // namespace

ChartFigure::ChartFigure() = default;
ChartFigure::~ChartFigure() = default;
ChartFigure::ChartFigure(ChartFigure &&) noexcept = default;
ChartFigure &ChartFigure::operator=(ChartFigure &&) noexcept = default;

ChartRequest ChartRequest::forIds(const Dataset &dataset, const QStringList &ids, QStringList *unknown)
{
    ChartRequest request;
    for (const Gpu &gpu : dataset.gpus)
        request.dataset.push_back(&gpu);
    for (const QString &id : ids) {
        if (const Gpu *gpu = dataset.find(id))
            request.gpus.push_back(gpu);
        else if (unknown)
            unknown->append(id);
    }
    return request;
}

namespace ChartBuilder {

QString kindName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Radar:
        return QStringLiteral("radar");
    case ChartKind::Bar:
        return QStringLiteral("bar");
    case ChartKind::Scatter:
        return QStringLiteral("scatter");
    }
    return QString();
}

bool parseKind(const QString &text, ChartKind *kind)
{
    for (ChartKind k : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
        if (text == kindName(k)) {
            *kind = k;
            return true;
        }
    }
    return false;
}

QStringList defaultMetricKeys(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Radar:
        return Settings::defaultValue(Settings::RadarMetrics).toStringList();
    case ChartKind::Bar:
        return Settings::defaultValue(Settings::BarMetrics).toStringList();
    case ChartKind::Scatter:
        return {Settings::defaultValue(Settings::ScatterMetric).toString()};
    }
    return {};
}

QString problem(const ChartRequest &request)
{
    for (const Metric *metric : request.metrics) {
        if (!metric->isNumeric())
            return Text::tr("\"%1\" is not a number and cannot be charted").arg(metric->key);
    }
    if (request.kind == ChartKind::Radar && request.metrics.size() < 3)
        return Text::tr("a radar chart needs at least 3 metrics, got %1").arg(request.metrics.size());
    if (request.metrics.empty())
        return Text::tr("choose at least one metric");
    if (request.kind == ChartKind::Scatter && request.metrics.size() > 1)
        return Text::tr("a scatter chart shows one performance metric, got %1").arg(request.metrics.size());
    return QString();
}

ChartFigure build(const ChartRequest &request)
{
    ChartFigure figure;
    figure.style = FigureStyle::forDark(request.dark);
    if (request.gpus.empty()) {
        figure.message = Text::tr("No GPUs to compare yet.\nTick GPUs in the Compare column of the Specs tab "
                                  "(three to six work best).");
        return figure;
    }
    const QString why = problem(request);
    if (!why.isEmpty()) {
        figure.message = Text::tr("Cannot draw this chart: %1.").arg(why);
        return figure;
    }
    switch (request.kind) {
    case ChartKind::Radar:
        buildRadar(request, figure);
        break;
    case ChartKind::Bar:
        buildBars(request, figure);
        break;
    case ChartKind::Scatter:
        buildScatter(request, figure);
        break;
    }
    if (figure.message.isEmpty()) {
        std::vector<const Metric *> shown = request.metrics;
        if (request.kind == ChartKind::Scatter)
            shown.push_back(Metrics::find(ChartData::priceMetricKey(request.price)));
        const QString userNote = Presentation::userValuesNote(request.gpus, shown);
        if (!userNote.isEmpty())
            figure.notes.append(userNote);
    }
    return figure;
}

void styleChart(QChart *chart, const ChartFigure &figure)
{
    ::styleChart(chart, figure);
}

void styleAxis(QAbstractAxis *axis, const ChartFigure &figure)
{
    ::styleAxis(axis, figure);
}

void keepCategoryNamesInside(QChart &chart)
{
    QBarCategoryAxis *names = nullptr;
    for (QAbstractAxis *axis : chart.axes(Qt::Vertical)) {
        if (axis->alignment() == Qt::AlignLeft && axis->type() == QAbstractAxis::AxisTypeBarCategory)
            names = static_cast<QBarCategoryAxis *>(axis);
    }
    if (!names || !chart.layout())
        return;
    const QFontMetricsF metrics(names->labelsFont());
    qreal widest = 0;
    for (const QString &name : names->categories())
        widest = std::max(widest, metrics.horizontalAdvance(name));
    constexpr qreal kGap = 8; // between a name and the plot: Qt Charts' tick and label padding, and some air
    QMargins margins = chart.margins();
    margins.setLeft(kChartMargin);
    chart.setMargins(margins);
    // A wider margin also narrows the share Qt Charts gives the names: measured again, a few times at most.
    for (int attempt = 0; attempt < 4; ++attempt) {
        chart.layout()->activate();
        const qreal overflow = kChartMargin - (chart.plotArea().left() - kGap - widest);
        if (overflow <= 0.5)
            return;
        margins.setLeft(margins.left() + int(std::ceil(overflow)));
        chart.setMargins(margins);
    }
    chart.layout()->activate();
}

} // namespace ChartBuilder
