#pragma once

#include "ui/charts/figurewriter.h"

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;
struct ChartFigure;

/// Lays out and paints a chart figure without a window, and hands it to FigureWriter for PNG, SVG or PDF; the
/// GUI, the CLI and the tests share it.
namespace ChartRenderer {

/// Where each part of a figure goes inside `target`: the window and every export place charts, notes and the
/// message from this one function, so what is on screen is what a file holds.
struct Layout
{
    std::vector<QRectF> charts; ///< one per chart, equal sizes, left to right then top to bottom
    QRectF notes;               ///< empty when the figure has no notes
    QRectF message;             ///< where the message goes when the figure has one instead of charts
};
Layout layout(const ChartFigure &figure, const QRectF &target);
/// The same for `chartCount` charts (0: the message) and these notes, for views that hold the charts
/// themselves. Charts stack in one column; where that would make them shorter than `minChartHeight`, they
/// take as many columns as that needs, none narrower than a bar chart's names and values need.
Layout layout(const QStringList &notes, int chartCount, const QRectF &target, qreal minChartHeight = 0);
/// Draws the figure's notes into `rect` (from layout()) in the figure's text colour.
void paintNotes(const ChartFigure &figure, QPainter &painter, const QRectF &rect);
/// Draws the figure's message (or "Nothing to draw.") into `rect`.
void paintMessage(const ChartFigure &figure, QPainter &painter, const QRectF &rect);

/// Paints the figure into `target` (logical pixels): charts where layout() puts them, notes under them, or
/// the message.
void paint(ChartFigure &figure, QPainter &painter, const QRectF &target);

/// The figure through FigureWriter: image(), png(), svg() and pdf() as FigureWriter's, painted by paint().
QImage image(ChartFigure &figure, const QSize &logical, qreal scale);
QByteArray png(ChartFigure &figure, const QSize &logical, qreal scale);
QByteArray svg(ChartFigure &figure, const QSize &logical, const QString &title);
QByteArray pdf(ChartFigure &figure, const QSize &logical, const QString &title);

/// Renders and writes `path` atomically: on failure no file appears and `error` says why.
bool write(ChartFigure &figure, const QString &path, ExportFormat format, const QSize &logical, qreal scale,
           const QString &title, QString *error);

} // namespace ChartRenderer
