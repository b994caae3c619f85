#include "app/core/gpu.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "ui/charts/chartkinds.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPolarChart>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ChartKinds {

namespace {

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

} // namespace

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

} // namespace ChartKinds
