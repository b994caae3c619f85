#include "app/core/gpu.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "ui/charts/chartkinds.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ChartKinds {

namespace {

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

} // namespace

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

} // namespace ChartKinds
