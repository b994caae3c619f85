#include "app/core/gpu.h"
#include "app/core/labelplacement.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "app/core/pricing.h"
#include "ui/charts/chartkinds.h"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ChartKinds {

namespace {

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

} // namespace

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

} // namespace ChartKinds
