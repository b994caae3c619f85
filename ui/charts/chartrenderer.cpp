#include "ui/charts/chartrenderer.h"

#include "app/core/atomicfile.h"
#include "ui/charts/chartbuilder.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace ChartRenderer {

namespace {

constexpr qreal kMargin = 12;
// Narrower than this, a bar chart's longest GPU names leave its bars and printed values no room.
constexpr qreal kMinChartWidth = 420;
constexpr int kNotesPx = 12;
constexpr int kMessagePx = 17;
constexpr qreal kCssDpi = 96;

} // namespace

bool formatForPath(const QString &path, Format *format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        *format = Format::Png;
    else if (suffix == QLatin1String("svg"))
        *format = Format::Svg;
    else if (suffix == QLatin1String("pdf"))
        *format = Format::Pdf;
    else
        return false;
    return true;
}

QString formatName(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return QString();
}

Layout layout(const ChartFigure &figure, const QRectF &target)
{
    const bool message = !figure.message.isEmpty() || figure.charts.empty();
    return layout(figure.notes, message ? 0 : int(figure.charts.size()), target, figure.minChartHeight);
}

Layout layout(const QStringList &noteLines, int chartCount, const QRectF &target, qreal minChartHeight)
{
    Layout result;
    const QString notes = noteLines.join(QLatin1Char('\n'));
    const QRectF textArea = target.adjusted(kMargin, 0, -kMargin, -kMargin);
    qreal notesHeight = 0;
    if (!notes.isEmpty()) {
        const QFontMetricsF metrics(ChartBuilder::font(kNotesPx));
        notesHeight = std::ceil(
            metrics.boundingRect(QRectF(0, 0, textArea.width(), 1e6), Qt::TextWordWrap, notes).height());
        // Notes never take more than a third of the figure: the charts are the point.
        notesHeight = std::min(notesHeight, target.height() / 3);
        result.notes =
            QRectF(textArea.left(), textArea.bottom() - notesHeight, textArea.width(), notesHeight);
    }
    const QRectF chartArea(target.left(), target.top(), target.width(),
                           target.height() - (notesHeight > 0 ? notesHeight + kMargin : 0));
    if (chartCount <= 0) {
        result.message = chartArea.adjusted(kMargin * 3, kMargin, -kMargin * 3, -kMargin);
        return result;
    }
    const int mostColumns = std::clamp(int(chartArea.width() / kMinChartWidth), 1, chartCount);
    int columns = 1;
    auto rowsFor = [chartCount](int c) { return (chartCount + c - 1) / c; };
    while (columns < mostColumns && chartArea.height() / qreal(rowsFor(columns)) < minChartHeight)
        ++columns;
    const qreal width = chartArea.width() / qreal(columns);
    const qreal height = chartArea.height() / qreal(rowsFor(columns));
    for (int i = 0; i < chartCount; ++i)
        result.charts.emplace_back(chartArea.left() + width * qreal(i % columns),
                                   chartArea.top() + height * qreal(i / columns), width, height);
    return result;
}

void paintNotes(const ChartFigure &figure, QPainter &painter, const QRectF &rect)
{
    if (rect.isEmpty() || figure.notes.isEmpty())
        return;
    painter.save();
    painter.setFont(ChartBuilder::font(kNotesPx));
    painter.setPen(figure.text);
    painter.drawText(rect, Qt::TextWordWrap, figure.notes.join(QLatin1Char('\n')));
    painter.restore();
}

void paintMessage(const ChartFigure &figure, QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setFont(ChartBuilder::font(kMessagePx));
    painter.setPen(figure.text);
    painter.drawText(rect, Qt::AlignCenter | Qt::TextWordWrap,
                     figure.message.isEmpty()
                         ? QCoreApplication::translate("ChartRenderer", "Nothing to draw.")
                         : figure.message);
    painter.restore();
}

void paint(ChartFigure &figure, QPainter &painter, const QRectF &target)
{
    // SVG groups name the painter's font even around shapes: make that the chart family too, not "Sans
    // Serif", and keep it after restore().
    painter.setFont(ChartBuilder::font(kNotesPx));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, figure.background);

    const Layout parts = layout(figure, target);
    if (parts.charts.empty()) {
        paintMessage(figure, painter, parts.message);
    } else {
        for (size_t i = 0; i < figure.charts.size(); ++i) {
            QChart *chart = figure.charts[i].get();
            const QRectF &rect = parts.charts[i];
            QGraphicsScene scene;
            scene.addItem(chart);
            chart->setPos(0, 0);
            chart->resize(rect.size());
            ChartBuilder::keepCategoryNamesInside(*chart);
            scene.render(&painter, rect, QRectF(QPointF(0, 0), rect.size()));
            // The chart belongs to the figure, not to this scene.
            scene.removeItem(chart);
        }
    }
    paintNotes(figure, painter, parts.notes);
    painter.restore();
}

QImage image(ChartFigure &figure, const QSize &logical, qreal scale)
{
    QImage img(logical * scale, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    img.fill(figure.background); // a new QImage holds whatever the allocator left there
    {
        QPainter painter(&img);
        paint(figure, painter, QRectF(QPointF(0, 0), QSizeF(logical)));
    }
    // Set after painting: fonts are sized in pixels, and the PNG's pHYs says how large to print it.
    const int dotsPerMeter = qRound(kCssDpi * scale / 0.0254);
    img.setDotsPerMeterX(dotsPerMeter);
    img.setDotsPerMeterY(dotsPerMeter);
    return img;
}

QByteArray png(ChartFigure &figure, const QSize &logical, qreal scale)
{
    const QImage img = image(figure, logical, scale).convertToFormat(QImage::Format_RGB32);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(img))
        return QByteArray();
    return bytes;
}

QByteArray svg(ChartFigure &figure, const QSize &logical, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(logical);
    generator.setViewBox(QRect(QPoint(0, 0), logical));
    generator.setResolution(int(kCssDpi)); // the default 72 would make 1600 px "564 mm" wide
    generator.setTitle(title);
    generator.setDescription(QCoreApplication::translate("ChartRenderer", "Made with GPU Scout"));
    QPainter painter;
    if (!painter.begin(&generator))
        return QByteArray();
    paint(figure, painter, QRectF(QPointF(0, 0), QSizeF(logical)));
    painter.end();
    return bytes;
}

QByteArray pdf(ChartFigure &figure, const QSize &logical, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(int(kCssDpi));
    writer.setPageSize(
        QPageSize(QSizeF(logical) * (72.0 / kCssDpi), QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GPU Scout"));
    QPainter painter;
    if (!painter.begin(&writer))
        return QByteArray();
    paint(figure, painter, QRectF(QPointF(0, 0), QSizeF(logical)));
    painter.end();
    return bytes;
}

bool write(ChartFigure &figure, const QString &path, Format format, const QSize &logical, qreal scale,
           const QString &title, QString *error)
{
    QByteArray bytes;
    switch (format) {
    case Format::Png:
        bytes = png(figure, logical, scale);
        break;
    case Format::Svg:
        bytes = svg(figure, logical, title);
        break;
    case Format::Pdf:
        bytes = pdf(figure, logical, title);
        break;
    }
    if (bytes.isEmpty()) {
        *error =
            QCoreApplication::translate("ChartRenderer", "%1: the chart could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace ChartRenderer
