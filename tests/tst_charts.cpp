#include "app/core/dataset.h"
#include "app/core/labelplacement.h"
#include "app/core/metrics.h"
#include "app/core/modelpresets.h"
#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "tests/synthetic.h"
#include "tests/testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/comparisonreport.h"
#include "ui/charts/memorybreakdownchart.h"
#include "ui/thememanager.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHash>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPolarChart>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <algorithm>
#include <functional>

namespace {

const QStringList kFour = {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s"),
                           QStringLiteral("fx_rtx_4090"), QStringLiteral("fx_l4")};

ChartRequest requestFor(ChartKind kind, const QStringList &ids, const QStringList &metricKeys = {})
{
    QStringList unknown;
    ChartRequest request = ChartRequest::forIds(fixtureGpus(), ids, &unknown);
    REQUIRE(unknown.isEmpty());
    request.kind = kind;
    request.metrics =
        Metrics::resolve(metricKeys.isEmpty() ? ChartBuilder::defaultMetricKeys(kind) : metricKeys, &unknown);
    REQUIRE(unknown.isEmpty());
    return request;
}

template <typename T>
QList<T *> seriesOf(QChart *chart)
{
    QList<T *> list;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *typed = qobject_cast<T *>(series))
            list.append(typed);
    }
    return list;
}

QLineSeries *outlineOf(QChart *chart, const QString &name)
{
    for (QLineSeries *line : seriesOf<QLineSeries>(chart)) {
        if (line->name() == name)
            return line;
    }
    return nullptr;
}

QColor colourIn(ChartKind kind, const QStringList &ids, const QString &name)
{
    ChartFigure figure = ChartBuilder::build(requestFor(kind, ids));
    REQUIRE(figure.charts.size() == 1);
    QChart *chart = figure.charts[0].get();
    if (kind == ChartKind::Radar)
        return outlineOf(chart, name)->pen().color();
    if (kind == ChartKind::Bar) {
        for (QBarSet *set : seriesOf<QHorizontalStackedBarSeries>(chart).value(0)->barSets()) {
            if (set->label() == name)
                return set->color();
        }
    }
    for (QScatterSeries *series : seriesOf<QScatterSeries>(chart)) {
        if (series->name() == name)
            return series->borderColor();
    }
    return QColor();
}

int pixelsNear(const QImage &image, const QColor &colour, int tolerance = 6)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (std::abs(qRed(line[x]) - colour.red()) <= tolerance &&
                std::abs(qGreen(line[x]) - colour.green()) <= tolerance &&
                std::abs(qBlue(line[x]) - colour.blue()) <= tolerance)
                ++count;
        }
    }
    return count;
}

int pdfPages(const QByteArray &pdf)
{
    return int(
        QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![s\\w])"))));
}

} // namespace

TEST_CASE("The radar has a closed, filled shape per GPU on a 0-360 degree, 0-1 frame")
{
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Radar, kFour));
    CHECK(figure.message.isEmpty());
    REQUIRE(figure.charts.size() == 1);
    auto *chart = qobject_cast<QPolarChart *>(figure.charts[0].get());
    REQUIRE(chart);
    CHECK(seriesOf<QAreaSeries>(chart).size() == 4);
    CHECK(seriesOf<QLineSeries>(chart).size() == 4);

    const auto angular = chart->axes(QPolarChart::PolarOrientationAngular);
    const auto radial = chart->axes(QPolarChart::PolarOrientationRadial);
    REQUIRE(angular.size() == 1);
    REQUIRE(radial.size() == 1);
    auto *categories = qobject_cast<QCategoryAxis *>(angular[0]);
    REQUIRE(categories);
    CHECK(categories->min() == 0);
    CHECK(categories->max() == 360);
    CHECK(categories->count() == 6);
    // The first metric closes the circle at 360 degrees (12 o'clock).
    CHECK(categories->categoriesLabels().last() == QStringLiteral("VRAM"));
    auto *values = qobject_cast<QValueAxis *>(radial[0]);
    REQUIRE(values);
    CHECK(values->min() == 0);
    // 1 is the best GPU; the plot reaches a little further so that its markers are not cut in half.
    CHECK(values->max() > 1.0);
    CHECK(values->max() < 1.1);
    // Labelled rings on the linear scale; none on the log scale, where each axis has its own decades.
    auto *rings = qobject_cast<QCategoryAxis *>(radial[0]);
    REQUIRE(rings);
    CHECK(rings->categoriesLabels() == QStringList{QStringLiteral("25%"), QStringLiteral("50%"),
                                                   QStringLiteral("75%"), QStringLiteral("100%")});
    CHECK(rings->endValue(QStringLiteral("50%")) == 0.5);
    // The ring labels sit half-way between the first two spokes, where no marker can cover them (the axis
    // would write them on the 12 o'clock spoke, under the first metric's markers).
    QStringList ringTexts;
    for (QGraphicsItem *item : chart->childItems()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || text->data(ChartBuilder::LabelGpuId).toString() != QStringLiteral("ring"))
            continue;
        ringTexts.append(text->text());
        const qreal angle = text->data(ChartBuilder::LabelValue).toPointF().x();
        CHECK(angle > 10);
        CHECK(angle < 360.0 / 6 - 10);
    }
    CHECK(ringTexts == QStringList{QStringLiteral("25%"), QStringLiteral("50%"), QStringLiteral("75%"),
                                   QStringLiteral("100%")});
    ChartRequest logRequest = requestFor(ChartKind::Radar, kFour);
    logRequest.scale.logScale = true;
    const ChartFigure logFigure = ChartBuilder::build(logRequest);
    REQUIRE(logFigure.charts.size() == 1);
    auto *logChart = qobject_cast<QPolarChart *>(logFigure.charts[0].get());
    REQUIRE(logChart);
    const auto logRadial = logChart->axes(QPolarChart::PolarOrientationRadial);
    REQUIRE(logRadial.size() == 1);
    CHECK_FALSE(logRadial[0]->labelsVisible());

    QLineSeries *h100 = outlineOf(chart, QStringLiteral("H100 SXM5 80GB"));
    REQUIRE(h100);
    const QList<QPointF> points = h100->points();
    REQUIRE(points.size() == 7);
    CHECK(points.first().x() == 0);
    CHECK(points.last().x() == 360);
    CHECK(points.first().y() == points.last().y());
    double largestVram = 0;
    double largestBandwidth = 0;
    for (const Gpu &gpu : fixtureGpus().gpus) {
        largestVram = std::max(largestVram, gpu.vramGb.value_or(0));
        largestBandwidth = std::max(largestBandwidth, gpu.memoryBandwidthGbps.value_or(0));
    }
    CHECK(points.last().y() == Approx(80.0 / largestVram)); // VRAM against the dataset's largest
    CHECK(points[1].x() == Approx(60));                     // bandwidth, one sixth of the way round
    CHECK(points[1].y() == Approx(3350.0 / largestBandwidth));
    // The hover text carries the real value and unit.
    CHECK(figure.tips.value(h100).last().contains(QStringLiteral("80 GB")));
    CHECK(figure.notes.join(QLatin1Char(' ')).contains(QStringLiteral("best GPU in the dataset")));
}

TEST_CASE("Normalising to the selection makes the best selected GPU reach the rim")
{
    ChartRequest request = requestFor(ChartKind::Radar, kFour);
    request.scale.normalisation = ChartData::Normalisation::Selection;
    ChartFigure figure = ChartBuilder::build(request);
    QLineSeries *h100 = outlineOf(figure.charts[0].get(), QStringLiteral("H100 SXM5 80GB"));
    REQUIRE(h100);
    CHECK(h100->points().last().y() == 1.0);
    QLineSeries *l4 = outlineOf(figure.charts[0].get(), QStringLiteral("L4"));
    CHECK(l4->points().last().y() == Approx(24.0 / 80.0));
}

TEST_CASE("A GPU has the same colour in the radar, the bars and the scatter, and keeps it as GPUs are added")
{
    const QString name = QStringLiteral("GeForce RTX 4090");
    const QColor radar = colourIn(ChartKind::Radar, kFour, name);
    CHECK(radar.isValid());
    CHECK(colourIn(ChartKind::Bar, kFour, name) == radar);
    CHECK(colourIn(ChartKind::Scatter, kFour, name) == radar);
    CHECK(colourIn(ChartKind::Radar, kFour + QStringList{QStringLiteral("fx_b200")}, name) == radar);

    QSet<QRgb> colours;
    for (const QString &gpu :
         {QStringLiteral("H100 SXM5 80GB"), QStringLiteral("L40S"), name, QStringLiteral("L4")})
        colours.insert(colourIn(ChartKind::Radar, kFour, gpu).rgb());
    CHECK(colours.size() == 4);
}

TEST_CASE("Bars run best on top, the value axis leaves room for the printed values")
{
    ChartFigure figure = ChartBuilder::build(requestFor(
        ChartKind::Bar, kFour, {QStringLiteral("fp16_bf16_dense_tflops"), QStringLiteral("vram_gb")}));
    REQUIRE(figure.charts.size() == 2);
    QChart *chart = figure.charts[0].get();
    auto *categories = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    REQUIRE(categories);
    // A horizontal bar series draws its first category at the bottom.
    CHECK(categories->categories() == QStringList{QStringLiteral("L4"), QStringLiteral("GeForce RTX 4090"),
                                                  QStringLiteral("L40S"), QStringLiteral("H100 SXM5 80GB")});
    CHECK_FALSE(categories->truncateLabels());
    auto *values = qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).value(0));
    REQUIRE(values);
    CHECK(values->min() == 0);
    CHECK(values->max() >= 989.4 * 1.2);
    CHECK(chart->title().contains(QStringLiteral("TFLOPS")));

    QStringList printed;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            printed.append(text->text());
    }
    CHECK(printed.contains(QStringLiteral("362 TFLOPS")));
    CHECK(printed.contains(QStringLiteral("165.2 TFLOPS")));
    CHECK(figure.charts[1]->title().startsWith(QStringLiteral("VRAM (GB)")));
}

namespace {

/// The GPU names a bar chart's category axis shows once laid out at `size`: Qt Charts hides a label that
/// would overlap the one before it.
/// The text items of the GPU names a bar chart draws, after drawing it at `size` (with `prepare` run on the
/// chart once it has that size).
QList<QGraphicsTextItem *> drawnCategoryLabels(QChart *chart, const QSizeF &size,
                                               const std::function<void(QChart &)> &prepare = {})
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->resize(size);
    if (prepare)
        prepare(*chart);
    QImage image(size.toSize(), QImage::Format_ARGB32);
    QPainter painter(&image);
    scene.render(&painter);
    painter.end();
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    const QStringList names = axis ? axis->categories() : QStringList();
    QList<QGraphicsTextItem *> drawn;
    QList<QGraphicsItem *> items = chart->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeFirst();
        items.append(item->childItems());
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && names.contains(text->toPlainText()))
            drawn.append(text);
    }
    scene.removeItem(chart);
    return drawn;
}

QStringList shownCategoryLabels(QChart *chart, const QSizeF &size)
{
    QStringList shown;
    for (const QGraphicsTextItem *text : drawnCategoryLabels(chart, size))
        shown.append(text->toPlainText());
    return shown;
}

/// The left edge of the leftmost GPU name a bar chart draws at `size`, in chart coordinates; with `keep`,
/// after ChartBuilder::keepCategoryNamesInside().
qreal leftmostCategoryLabel(QChart *chart, const QSizeF &size, bool keep)
{
    qreal left = size.width();
    const std::function<void(QChart &)> keepInside = [](QChart &c) {
        ChartBuilder::keepCategoryNamesInside(c);
    };
    for (const QGraphicsTextItem *text :
         drawnCategoryLabels(chart, size, keep ? keepInside : std::function<void(QChart &)>()))
        left = std::min(left, chart->mapRectFromScene(text->mapRectToScene(text->boundingRect())).left());
    return left;
}

} // namespace

TEST_CASE("A bar chart's longest GPU names stay inside it when it is narrow")
{
    // Two bar charts side by side in a 1024-pixel window: Qt Charts gives the names part of the width and
    // lets "RTX PRO 6000 Blackwell Server" run off the chart's left edge, into the figure's edge.
    const QStringList gpus = {QStringLiteral("fx_rtx_pro_6000_bw_server"),
                              QStringLiteral("fx_rtx_pro_6000_bw_maxq"), QStringLiteral("fx_b300")};
    ChartFigure figure =
        ChartBuilder::build(requestFor(ChartKind::Bar, gpus, {QStringLiteral("fp16_bf16_dense_tflops")}));
    REQUIRE(figure.charts.size() == 1);
    QChart *chart = figure.charts[0].get();
    const QSizeF narrow(430, 260);
    CHECK(leftmostCategoryLabel(chart, narrow, false) < 0);
    CHECK(leftmostCategoryLabel(chart, narrow, true) >= 0);
    // Wide enough, the margin stays as it was.
    CHECK(leftmostCategoryLabel(chart, QSizeF(1200, 260), true) >= 0);
    CHECK(chart->margins().left() == 8);
}

TEST_CASE("Bar charts stand side by side where stacking would hide GPU names")
{
    const QStringList six = {QStringLiteral("fx_rtx_pro_6000_bw_server"),
                             QStringLiteral("fx_rtx_pro_6000_bw_maxq"),
                             QStringLiteral("fx_rtx_4070_ti_super"),
                             QStringLiteral("fx_rtx_5060_ti_16"),
                             QStringLiteral("fx_gh200_144"),
                             QStringLiteral("fx_b300")};
    const QStringList metrics = {QStringLiteral("vram_gb"), QStringLiteral("memory_bandwidth_gbps"),
                                 QStringLiteral("fp16_bf16_dense_tflops")};
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Bar, six, metrics));
    REQUIRE(figure.charts.size() == 3);
    CHECK(figure.minChartHeight > 0);
    // The Compare tab's figure in a 1024x640 window, and a 1024x640 export.
    for (const QSizeF area : {QSizeF(1006, 495), QSizeF(1024, 640)}) {
        INFO(area.width() << "x" << area.height());
        const ChartRenderer::Layout parts = ChartRenderer::layout(figure, QRectF(QPointF(0, 0), area));
        REQUIRE(parts.charts.size() == 3);
        for (size_t i = 0; i < parts.charts.size(); ++i) {
            INFO("chart " << i);
            CHECK(parts.charts[i].height() >= figure.minChartHeight);
            CHECK(shownCategoryLabels(figure.charts[i].get(), parts.charts[i].size()).size() == 6);
            for (size_t j = 0; j < i; ++j)
                CHECK_FALSE(parts.charts[i].intersects(parts.charts[j]));
        }
    }
    // Tall enough, they stay in one column, the width of the figure.
    const ChartRenderer::Layout tall = ChartRenderer::layout(figure, QRectF(0, 0, 1600, 1000));
    for (const QRectF &rect : tall.charts)
        CHECK(rect.width() == 1600);
    // The minimum is where names start to go: a chart just under it shows fewer.
    CHECK(shownCategoryLabels(figure.charts[0].get(), QSizeF(800, figure.minChartHeight * 0.6)).size() < 6);
}

TEST_CASE("The scatter plots priced GPUs with a Pareto line and lists the others as left out")
{
    ChartRequest request =
        requestFor(ChartKind::Scatter, {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_rtx_4090"),
                                        QStringLiteral("fx_rtx_3090"), QStringLiteral("fx_rtx_4000_ada")});
    request.price = ChartData::PriceKind::Purchase;
    ChartFigure figure = ChartBuilder::build(request);
    REQUIRE(figure.charts.size() == 1);
    QChart *chart = figure.charts[0].get();
    const QList<QScatterSeries *> points = seriesOf<QScatterSeries>(chart);
    REQUIRE(points.size() == 3);
    for (QScatterSeries *series : points) {
        CHECK(series->name() != QStringLiteral("H100 SXM5 80GB"));
        CHECK(series->at(0).x() > 0);
    }
    // Bigger memory, bigger point.
    auto sizeOf = [&](const QString &name) {
        for (QScatterSeries *series : points) {
            if (series->name() == name)
                return series->markerSize();
        }
        return 0.0;
    };
    CHECK(sizeOf(QStringLiteral("GeForce RTX 4090")) > sizeOf(QStringLiteral("RTX 4000 Ada")));
    QLineSeries *front = nullptr;
    for (QLineSeries *line : seriesOf<QLineSeries>(chart)) {
        if (!qobject_cast<QScatterSeries *>(line))
            front = line;
    }
    REQUIRE(front);
    CHECK(front->count() == 2);
    CHECK(figure.notes.join(QLatin1Char(' '))
              .contains(QStringLiteral("Left out: H100 SXM5 80GB (no launch price)")));

    // Each plotted GPU is named next to its point, and no two names overlap.
    chart->resize(900, 600);
    QList<QRectF> labels;
    QStringList names;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item)) {
            names.append(text->text());
            labels.append(text->mapRectToParent(text->boundingRect()));
        }
    }
    names.sort();
    CHECK(names == QStringList{QStringLiteral("GeForce RTX 3090"), QStringLiteral("GeForce RTX 4090"),
                               QStringLiteral("RTX 4000 Ada")});
    for (int i = 0; i < labels.size(); ++i) {
        for (int j = i + 1; j < labels.size(); ++j)
            CHECK_FALSE(labels[i].intersects(labels[j]));
    }

    // Nothing with a price: a message, not an empty frame.
    ChartRequest none =
        requestFor(ChartKind::Scatter, {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_b100")});
    none.price = ChartData::PriceKind::Purchase;
    ChartFigure empty = ChartBuilder::build(none);
    CHECK(empty.charts.empty());
    CHECK(empty.message.contains(QStringLiteral("launch price")));
}

TEST_CASE("The scatter's note on point size says so when every plotted GPU has the same VRAM")
{
    ChartRequest same = requestFor(
        ChartKind::Scatter, {QStringLiteral("fx_rtx_4070_ti_super"), QStringLiteral("fx_rtx_5060_ti_16")});
    same.price = ChartData::PriceKind::Purchase;
    const QString sameNotes = ChartBuilder::build(same).notes.join(QLatin1Char('\n'));
    CHECK_FALSE(sameNotes.contains(QStringLiteral("16 to 16")));
    CHECK(sameNotes.contains(QStringLiteral("same size: every GPU here has 16 GB")));

    const QString mixed =
        ChartBuilder::build(requestFor(ChartKind::Scatter, kFour)).notes.join(QLatin1Char('\n'));
    CHECK(mixed.contains(QStringLiteral("Point area grows with VRAM (24 to 80 GB).")));
}

TEST_CASE("An empty selection or an impossible request gives a message instead of an empty frame")
{
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Radar, {}));
    CHECK(figure.charts.empty());
    CHECK(figure.message.contains(QStringLiteral("Compare column")));
    const QImage image = ChartRenderer::image(figure, QSize(400, 300), 1);
    CHECK(pixelsNear(image, figure.style.text, 40) > 50); // the message is drawn

    ChartFigure twoAxes = ChartBuilder::build(
        requestFor(ChartKind::Radar, kFour, {QStringLiteral("vram_gb"), QStringLiteral("tdp_w")}));
    CHECK(twoAxes.charts.empty());
    CHECK(twoAxes.message.contains(QStringLiteral("at least 3")));
    CHECK(ChartBuilder::problem(requestFor(ChartKind::Bar, kFour, {QStringLiteral("name")}))
              .contains(QStringLiteral("not a number")));
}

TEST_CASE("PNG export has the requested size times the scale, 96 dpi times the scale, and the GPU colours")
{
    for (ChartKind kind : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
        INFO(ChartBuilder::kindName(kind).toStdString());
        ChartRequest request = requestFor(kind, kFour);
        ChartFigure figure = ChartBuilder::build(request);
        const QByteArray png = ChartRenderer::png(figure, QSize(800, 450), 2);
        QImage image;
        REQUIRE(image.loadFromData(png, "PNG"));
        CHECK(image.size() == QSize(1600, 900));
        CHECK(image.dotsPerMeterX() == qRound(192 / 0.0254));
        image = image.convertToFormat(QImage::Format_RGB32);
        const std::vector<int> palette = ChartData::paletteIndices(kFour);
        for (int index : palette) {
            const QColor colour = FigureStyle::light().series(index);
            INFO(colour.name().toStdString());
            CHECK(pixelsNear(image, colour) > 40);
        }
        CHECK(image.pixelColor(2, 2) == QColor(Qt::white));
    }
}

TEST_CASE("Dark PNG export has a dark background and the dark palette")
{
    ChartRequest request = requestFor(ChartKind::Bar, kFour);
    request.style = FigureStyle::darkStyle();
    ChartFigure figure = ChartBuilder::build(request);
    const QImage image =
        ChartRenderer::image(figure, QSize(640, 400), 1).convertToFormat(QImage::Format_RGB32);
    CHECK(image.pixelColor(2, 2).lightness() < 60);
    CHECK(pixelsNear(image, FigureStyle::darkStyle().series(ChartData::paletteIndices(kFour)[0])) > 40);
}

TEST_CASE("SVG export is well-formed XML with the GPU names as text in an explicit font family")
{
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Radar, kFour));
    const QByteArray svg = ChartRenderer::svg(figure, QSize(1000, 600), QStringLiteral("test"));
    QXmlStreamReader xml(svg);
    QStringList texts;
    QStringList families;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString family = xml.attributes().value(QStringLiteral("font-family")).toString();
            if (!family.isEmpty())
                families.append(family);
            if (xml.name() == QLatin1String("text"))
                texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed());
        }
    }
    INFO(xml.errorString().toStdString());
    CHECK_FALSE(xml.hasError());
    for (const QString &name :
         {QStringLiteral("H100 SXM5 80GB"), QStringLiteral("L40S"), QStringLiteral("GeForce RTX 4090"),
          QStringLiteral("L4"), QStringLiteral("VRAM")})
        CHECK(texts.contains(name));
    families.removeDuplicates();
    CHECK(families == QStringList{QStringLiteral("DejaVu Sans")});
    CHECK(svg.contains("viewBox=\"0 0 1000 600\""));
}

TEST_CASE("PDF export is a one-page PDF")
{
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Scatter, kFour));
    const QByteArray pdf = ChartRenderer::pdf(figure, QSize(1600, 900), QStringLiteral("test"));
    CHECK(pdf.startsWith("%PDF-"));
    CHECK(pdfPages(pdf) == 1);
    CHECK(pdf.contains("/Count 1"));
}

TEST_CASE("The same request renders to the same PNG and SVG bytes")
{
    for (ChartKind kind : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
        INFO(ChartBuilder::kindName(kind).toStdString());
        ChartFigure first = ChartBuilder::build(requestFor(kind, kFour));
        ChartFigure second = ChartBuilder::build(requestFor(kind, kFour));
        const QByteArray png = ChartRenderer::png(first, QSize(900, 500), 1.5);
        CHECK(png == ChartRenderer::png(second, QSize(900, 500), 1.5));
        // Rendering a figure twice does not change it either.
        CHECK(png == ChartRenderer::png(first, QSize(900, 500), 1.5));
        CHECK(ChartRenderer::svg(first, QSize(900, 500), QStringLiteral("t")) ==
              ChartRenderer::svg(second, QSize(900, 500), QStringLiteral("t")));
    }
}

TEST_CASE("Writing to a missing folder fails with a reason and leaves no file")
{
    QTemporaryDir dir;
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Bar, kFour));
    const QString path = dir.filePath(QStringLiteral("missing/chart.png"));
    QString error;
    CHECK_FALSE(ChartRenderer::write(figure, path, ExportFormat::Png, QSize(400, 300), 1, QString(), &error));
    CHECK(error.contains(QStringLiteral("does not exist")));
    CHECK_FALSE(QFile::exists(path));

    const QString good = dir.filePath(QStringLiteral("chart.svg"));
    CHECK(ChartRenderer::write(figure, good, ExportFormat::Svg, QSize(400, 300), 1, QString(), &error));
    CHECK(QFile(good).size() > 1000);
}

TEST_CASE("The comparison report is one A4 page, even for ten GPUs")
{
    ComparisonReport::Content content;
    content.dataset = &bundled();
    content.radarMetrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(ChartKind::Radar), nullptr);
    content.barMetrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(ChartKind::Bar), nullptr);
    content.date = QDate(2026, 12, 2);
    for (int count : {4, 10}) {
        content.gpus.clear();
        for (int i = 0; i < count; ++i)
            content.gpus.push_back(&bundled().gpus[size_t(i) * 3]);
        const QByteArray pdf = ComparisonReport::pdf(content);
        CHECK(pdf.startsWith("%PDF-"));
        CHECK(pdfPages(pdf) == 1);
        CHECK(pdf.contains("/MediaBox [0 0 595"));
    }
}

TEST_CASE("A scatter of many GPUs groups points by colour and size but keeps every point and its hover text")
{
    QStringList all;
    for (const Gpu &gpu : fixtureGpus().gpus)
        all.append(gpu.id);
    ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Scatter, all));
    REQUIRE(figure.charts.size() == 1);
    QChart *chart = figure.charts[0].get();
    int points = 0;
    QStringList tips;
    const QList<QScatterSeries *> groups = seriesOf<QScatterSeries>(chart);
    for (QScatterSeries *series : groups) {
        points += series->count();
        CHECK(figure.tips.value(series).size() == series->count());
        tips += figure.tips.value(series);
    }
    int priced = 0;
    for (const Gpu &gpu : fixtureGpus().gpus)
        priced += gpu.cloudUsdHrLow && gpu.fp16Bf16DenseTflops ? 1 : 0;
    CHECK(points == priced);
    // Beyond the palette's ten colours the marker shape tells GPUs apart: no two share colour and shape.
    QHash<QString, int> looks;
    for (QScatterSeries *series : groups)
        looks[series->color().name() + QString::number(int(series->markerShape()))] += series->count();
    for (auto it = looks.cbegin(); it != looks.cend(); ++it) {
        INFO("colour and shape " << it.key().toStdString());
        CHECK(it.value() == 1);
    }
    CHECK_FALSE(chart->legend()->isVisible());
    CHECK(tips.join(QLatin1Char(' ')).contains(QStringLiteral("<b>H200 SXM 141GB</b>")));
    // The many-GPU image still shows points, not just labels.
    const QImage image =
        ChartRenderer::image(figure, QSize(800, 450), 1).convertToFormat(QImage::Format_RGB32);
    const QColor b200 = FigureStyle::light().series(
        ChartData::paletteIndices(all)[size_t(all.indexOf(QStringLiteral("fx_b200")))]);
    CHECK(pixelsNear(image, b200) > 50); // a marker's worth of its colour, not a label's
}

TEST_CASE("Every scatter label is nearer its own point than any other, with a leader line when moved away")
{
    // Crowded on purpose: a dozen GPUs, several close in price and speed (L4, RTX 4090, A10, L40S, ...).
    const QStringList ids = {
        QStringLiteral("fx_l4"),       QStringLiteral("fx_rtx_4090"),    QStringLiteral("fx_a10"),
        QStringLiteral("fx_l40s"),     QStringLiteral("fx_l40"),         QStringLiteral("fx_a40"),
        QStringLiteral("fx_t4"),       QStringLiteral("fx_a100_80_sxm"), QStringLiteral("fx_a100_40_pcie"),
        QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_h100_pcie"),   QStringLiteral("fx_rtx_6000_ada")};
    for (const QSize size : {QSize(800, 450), QSize(1024, 560), QSize(1600, 900)}) {
        INFO("size " << size.width() << "x" << size.height());
        ChartFigure figure = ChartBuilder::build(requestFor(ChartKind::Scatter, ids));
        REQUIRE(figure.charts.size() == 1);
        ChartRenderer::image(figure, size, 1); // lays the chart out at this size
        QChart *chart = figure.charts[0].get();
        QAbstractSeries *mapping = chart->series().constFirst();
        std::vector<QPointF> centres;
        std::vector<QGraphicsSimpleTextItem *> labels;
        for (QGraphicsItem *item : chart->childItems()) {
            auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
            if (!text || text->data(ChartBuilder::LabelGpuId).toString().isEmpty())
                continue;
            labels.push_back(text);
            centres.push_back(chart->mapToPosition(text->data(ChartBuilder::LabelValue).toPointF(), mapping));
        }
        REQUIRE(labels.size() >= 8);
        for (size_t i = 0; i < labels.size(); ++i) {
            const QRectF box = labels[i]->mapRectToParent(labels[i]->boundingRect());
            INFO(labels[i]->text().toStdString() << " at " << box.x() << "," << box.y());
            CHECK(LabelPlacement::isNearestItsPoint(box, i, centres));
            // A label away from its point is joined to it by a visible leader line.
            auto *leader =
                static_cast<QGraphicsLineItem *>(labels[i]->data(ChartBuilder::LabelLeader).value<void *>());
            REQUIRE(leader);
            const qreal gap = QLineF(centres[i], QPointF(std::clamp(centres[i].x(), box.left(), box.right()),
                                                         std::clamp(centres[i].y(), box.top(), box.bottom())))
                                  .length();
            if (gap > 30)
                CHECK(leader->isVisible());
        }
    }
}

namespace {

/// LoRA of Llama 3.1 8B ranked over the bundled GPUs: what the Recommend tab shows at first.
Recommend::Recommendation loraOfLlama8b()
{
    Estimate::Workload workload;
    workload.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    workload.method = Estimate::Method::Lora;
    return Recommend::rank(workload, bundled().gpus, Recommend::Constraints{});
}

} // namespace

TEST_CASE("The memory chart follows the theme and names each part in GiB on hover")
{
    const Recommend::Recommendation recommendation = loraOfLlama8b();
    REQUIRE(recommendation.results.size() >= 2);

    ThemeManager *themes = ThemeManager::instance();
    themes->setTheme(ThemeManager::Theme::Light);
    MemoryBreakdownChart chart;
    chart.setRecommendation(recommendation, 5);
    CHECK(chart.followsTheme());
    CHECK_FALSE(chart.isDark());
    CHECK(chart.chart()->backgroundBrush().color().lightness() > 200);
    CHECK(chart.render(QSize(400, 300)).pixelColor(2, 2).lightness() > 200);

    themes->setTheme(ThemeManager::Theme::Dark);
    CHECK(chart.isDark());
    CHECK(chart.chart()->backgroundBrush().color().lightness() < 60);
    CHECK(chart.render(QSize(400, 300)).pixelColor(2, 2).lightness() < 60);
    CHECK(chart.barCount() == 5); // rebuilt with the same bars

    // A fixed theme stops following.
    chart.setStyle(FigureStyle::light());
    CHECK_FALSE(chart.followsTheme());
    themes->setTheme(ThemeManager::Theme::Light);
    themes->setTheme(ThemeManager::Theme::Dark);
    CHECK_FALSE(chart.isDark());
    themes->setTheme(ThemeManager::Theme::System);

    // The top bar is the best result; its tip lists every part with GiB.
    const QString tip = chart.barToolTip(0);
    CHECK(tip.contains(recommendation.results.front().estimate.gpu->name));
    for (const QString &part : MemoryBreakdownChart::componentNames().mid(0, 6))
        CHECK(tip.contains(part + QStringLiteral(": ")));
    CHECK(tip.count(QStringLiteral(" GiB")) >= 7);
    CHECK(chart.barToolTip(5).isEmpty());
}

TEST_CASE("The memory chart's bars end at what the job may use, as in the report's figure")
{
    // The marketed "186 GB" of a GB200 is neither GiB nor all usable: each bar (the parts plus the free
    // memory) ends at the capacity the estimate counts against, and its label says that number.
    const Recommend::Recommendation recommendation = loraOfLlama8b();
    const int count = int(std::min<size_t>(8, recommendation.results.size()));
    REQUIRE(count >= 2);
    const MemoryBreakdownChart::BarData bars = MemoryBreakdownChart::barData(recommendation, count);
    REQUIRE(bars.categories.size() == count);
    int differs = 0;
    for (int bar = 0; bar < count; ++bar) {
        // Bars stack from the bottom: the last category is the best result.
        const Estimate::Result &r = recommendation.results[size_t(count - 1 - bar)].estimate;
        INFO(r.gpu->name.toStdString());
        double length = 0;
        for (const QList<qreal> &part : bars.values)
            length += part.at(bar);
        CHECK(length == Approx(std::max(r.capacityGib, r.memory.total())).epsilon(1e-9));
        CHECK(bars.categories.at(bar).contains(QLocale().toString(r.capacityGib, 'f', 1) +
                                               QStringLiteral(" GiB")));
        differs += std::abs(r.capacityGib - r.vramGib) > 0.5;
    }
    CHECK(differs > 0); // the check above would not see the marketed figure otherwise
    MemoryBreakdownChart chart;
    chart.setRecommendation(recommendation, 3);
    const Estimate::Result &best = recommendation.results.front().estimate;
    CHECK(
        chart.barToolTip(0).contains(QLocale().toString(best.capacityGib, 'f', 1) + QStringLiteral(" GiB")));
}

TEST_CASE("The memory chart takes its parts, their order, labels and GiB from Presentation")
{
    const Recommend::Recommendation recommendation = loraOfLlama8b();
    const std::vector<Presentation::MemoryPart> &parts = Presentation::memoryParts();
    REQUIRE(parts.size() + 1 == MemoryBreakdownChart::kParts);
    const QStringList names = MemoryBreakdownChart::componentNames();
    REQUIRE(names.size() == int(MemoryBreakdownChart::kParts));
    for (size_t k = 0; k < parts.size(); ++k)
        CHECK(names.at(int(k)) == Presentation::memoryPartLabel(parts[k]));

    const int count = int(std::min<size_t>(3, recommendation.results.size()));
    REQUIRE(count >= 2);
    const MemoryBreakdownChart::BarData bars = MemoryBreakdownChart::barData(recommendation, count);
    for (int bar = 0; bar < count; ++bar) {
        const Estimate::Result &r = recommendation.results[size_t(count - 1 - bar)].estimate;
        for (size_t k = 0; k < parts.size(); ++k)
            CHECK(bars.values[k].at(bar) == Presentation::memoryPartGib(r.memory, parts[k]));
        CHECK(bars.values[parts.size()].at(bar) == std::max(0.0, r.capacityGib - r.memory.total()));
        CHECK(bars.categories.at(bar).contains(Presentation::gibWithUnit(r.capacityGib, QLocale())));
    }

    // The tip lists the parts in that order, each in GiB by the one rule.
    MemoryBreakdownChart chart;
    chart.setRecommendation(recommendation, count);
    const Estimate::Result &best = recommendation.results.front().estimate;
    const QString tip = chart.barToolTip(0);
    qsizetype at = 0;
    for (const Presentation::MemoryPart part : parts) {
        const QString line =
            QStringLiteral("<br>%1: %2")
                .arg(Presentation::memoryPartLabel(part),
                     Presentation::gibWithUnit(Presentation::memoryPartGib(best.memory, part), QLocale()));
        INFO(line.toStdString());
        const qsizetype found = tip.indexOf(line, at);
        CHECK(found >= at);
        at = std::max(at, found);
    }
    CHECK(tip.contains(QStringLiteral("<b>%1: %2</b>")
                           .arg(MemoryBreakdownChart::tr("Total per GPU"),
                                Presentation::gibWithUnit(best.memory.total(), QLocale()))));
}

TEST_CASE("The radar's legend names up to twelve GPUs and hides past twelve, where it would only be cut off")
{
    const DatasetLoadResult loaded = parseDataset(syntheticDataset(20), QStringLiteral("synthetic"));
    REQUIRE(loaded.ok());
    const Dataset &dataset = *loaded.dataset;
    QStringList ids;
    for (const Gpu &gpu : dataset.gpus)
        ids.append(gpu.id);
    for (const int count : {5, 12, 13, 20}) {
        CAPTURE(count);
        QStringList unknown;
        ChartRequest request = ChartRequest::forIds(dataset, ids.mid(0, count), &unknown);
        REQUIRE(unknown.isEmpty());
        request.kind = ChartKind::Radar;
        request.metrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(ChartKind::Radar), &unknown);
        const ChartFigure figure = ChartBuilder::build(request);
        REQUIRE(figure.charts.size() == 1);
        CHECK(figure.charts[0]->legend()->isVisible() == (count <= 12));
    }
}

TEST_CASE("Axis numbers follow the user's locale like every other number in the chart")
{
    auto axisTexts = [] {
        ChartFigure figure =
            ChartBuilder::build(requestFor(ChartKind::Bar, kFour, {QStringLiteral("memory_bandwidth_gbps")}));
        const QByteArray svg = ChartRenderer::svg(figure, QSize(1000, 600), QStringLiteral("test"));
        QXmlStreamReader xml(svg);
        QStringList texts;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("text"))
                texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed());
        }
        return texts;
    };
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QStringList german = axisTexts();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QStringList english = axisTexts();
    QLocale::setDefault(saved);
    INFO(german.join(QLatin1Char('|')).toStdString());
    INFO(english.join(QLatin1Char('|')).toStdString());
    // The H100's 3,350 GB/s is the longest bar; the axis runs past it in thousands.
    CHECK(german.contains(QStringLiteral("3.350 GB/s")));
    CHECK(german.contains(QStringLiteral("2.000")));
    CHECK_FALSE(german.contains(QStringLiteral("2000")));
    CHECK(english.contains(QStringLiteral("2,000")));
}

TEST_CASE("A narrow memory chart puts its legend in rows and names every entry in full")
{
    // Qt's legend is one row: at this width it would draw "Gradie...", "Optimi...".
    MemoryBreakdownChart chart;
    chart.resize(360, 240);
    chart.show();
    chart.setRecommendation(loraOfLlama8b(), 5);
    QCoreApplication::processEvents();
    REQUIRE(chart.chart());
    const QList<QLegendMarker *> markers = chart.chart()->legend()->markers();
    REQUIRE(markers.size() == int(MemoryBreakdownChart::kParts) + 1);
    const QStringList legend = chart.legendLabels();
    for (QLegendMarker *marker : markers) {
        INFO(marker->label().toStdString());
        CHECK(legend.contains(marker->label()));
    }
    CHECK(!chart.chart()->legend()->isVisible()); // drawn in rows instead
    for (QGraphicsItem *item : chart.chart()->scene()->items()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
            INFO(text->toPlainText().toStdString());
            CHECK(!text->toPlainText().endsWith(QStringLiteral("...")));
        }
    }
}
