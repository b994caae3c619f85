#include "ui/charts/chartrenderer.h"

#include "ui/charts/chartbuilder.h"
#include "ui/charts/figurestyle.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ChartRenderer {

namespace {

constexpr qreal kMargin = 12;
// Narrower than this, a bar chart's longest GPU names leave its bars and printed values no room.
constexpr qreal kMinChartWidth = 420;
constexpr int kNotesPx = 12;
constexpr int kMessagePx = 17;

} // namespace

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
        const QFontMetricsF metrics(FigureStyle::font(kNotesPx));
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
    painter.setFont(FigureStyle::font(kNotesPx));
    painter.setPen(figure.style.text);
    painter.drawText(rect, Qt::TextWordWrap, figure.notes.join(QLatin1Char('\n')));
    painter.restore();
}

void paintMessage(const ChartFigure &figure, QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setFont(FigureStyle::font(kMessagePx));
    painter.setPen(figure.style.text);
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
    painter.setFont(FigureStyle::font(kNotesPx));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, figure.style.background);

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

namespace {

FigureWriter::Page pageOf(const ChartFigure &figure, const QSize &logical, qreal scale, const QString &title)
{
    return FigureWriter::Page{logical, scale, title, figure.style.background};
}

FigureWriter::Paint painterOf(ChartFigure &figure)
{
    return [&figure](QPainter &painter, const QRectF &target) { paint(figure, painter, target); };
}

} // namespace

QImage image(ChartFigure &figure, const QSize &logical, qreal scale)
{
    return FigureWriter::image(pageOf(figure, logical, scale, QString()), painterOf(figure));
}

QByteArray png(ChartFigure &figure, const QSize &logical, qreal scale)
{
    return FigureWriter::png(pageOf(figure, logical, scale, QString()), painterOf(figure));
}

QByteArray svg(ChartFigure &figure, const QSize &logical, const QString &title)
{
    return FigureWriter::svg(pageOf(figure, logical, 1, title), painterOf(figure));
}

QByteArray pdf(ChartFigure &figure, const QSize &logical, const QString &title)
{
    return FigureWriter::pdf(pageOf(figure, logical, 1, title), painterOf(figure));
}

bool write(ChartFigure &figure, const QString &path, ExportFormat format, const QSize &logical, qreal scale,
           const QString &title, QString *error)
{
    return FigureWriter::write(path, format, pageOf(figure, logical, scale, title), painterOf(figure), error);
}

} // namespace ChartRenderer
