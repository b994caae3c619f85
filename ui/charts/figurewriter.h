#pragma once

#include "app/core/exportformat.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPageLayout;
class QPainter;
class QPdfWriter;

/// Writes any figure (a chart, the fit map, a report figure) as PNG, SVG or PDF from one paint function: the
/// format by the file's suffix, the sizes and resolutions, and the atomic save live here alone.
namespace FigureWriter {

/// The formats a figure is written as: Png, Svg and Pdf (read a path's with ExportFormats::fromPath).
QList<ExportFormat> formats();

/// Paints the figure into `target` (logical pixels).
using Paint = std::function<void(QPainter &painter, const QRectF &target)>;

/// What a file of the figure is: its size in logical pixels, the PNG's pixels per logical pixel, the title
/// that SVG and PDF carry, and the background a PNG starts from.
struct Page
{
    QSize logical;
    qreal scale = 1;
    QString title;
    QColor background;
};

/// A `logical` x `scale` pixel image, filled with the background, with its dots per metre set to 96 dpi x
/// scale so that documents size it at `logical` CSS pixels.
QImage image(const Page &page, const Paint &paint);
QByteArray png(const Page &page, const Paint &paint);
/// SVG 1.2 Tiny, text kept as text in the figure's named font family.
QByteArray svg(const Page &page, const Paint &paint);
/// One page the size of `logical` at 96 dpi, vector text.
QByteArray pdf(const Page &page, const Paint &paint);
QByteArray render(ExportFormat format, const Page &page, const Paint &paint);

/// A PDF of pages laid out as `layout` at 96 dpi (the reports' A4 pages, a figure's one page): `paint` draws
/// with a painter begun on `writer` and starts each further page itself. Empty when painting cannot start
/// or `paint` returns false.
QByteArray pdfPages(const QPageLayout &layout, const QString &title,
                    const std::function<bool(QPdfWriter &writer, QPainter &painter)> &paint);

/// Renders and writes `path` atomically: on failure no file appears and `error` says why.
bool write(const QString &path, ExportFormat format, const Page &page, const Paint &paint, QString *error);

} // namespace FigureWriter
