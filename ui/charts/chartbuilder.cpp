#include "ui/charts/chartbuilder.h"

#include "app/core/dataset.h"
#include "app/core/gpu.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "app/core/pricing.h"
#include "app/core/settings.h"
#include "ui/charts/chartkinds.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLocale>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ChartKinds {

QString labelFormatFor(const ChartData::NiceAxis &axis, const QString &prefix)
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

QHash<QString, QColor> coloursFor(const ChartRequest &request)
{
    const QStringList ids = idsOf(request.gpus);
    const std::vector<int> indices = ChartData::paletteIndices(ids);
    QHash<QString, QColor> colours;
    for (int i = 0; i < ids.size(); ++i)
        colours.insert(ids.at(i), request.style.series(indices[size_t(i)]));
    return colours;
}

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

} // namespace ChartKinds

using namespace ChartKinds;

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
    return Words::of(kind);
}

bool parseKind(const QString &text, ChartKind *kind)
{
    const std::optional<ChartKind> parsed = Words::parse<ChartKind>(text);
    if (parsed)
        *kind = *parsed;
    return parsed.has_value();
}

QStringList defaultMetricKeys(ChartKind kind)
{
    return ChartChoices::defaultMetricKeys(kind);
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
    figure.style = request.style;
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
