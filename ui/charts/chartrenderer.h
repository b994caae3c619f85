#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

class QPainter;
class QRectF;
struct ChartFigure;

/// Paints a figure without a window and writes it as PNG, SVG or PDF; the GUI, the CLI and the tests share
/// it.
namespace ChartRenderer {

enum class Format
{
    Png,
    Svg,
    Pdf
};

/// The format named by the file's suffix (.png, .svg, .pdf, any case); false for anything else.
bool formatForPath(const QString &path, Format *format);
QString formatName(Format format);

/// Paints the figure into `target` (logical pixels): charts stacked, notes under them, or the message.
void paint(ChartFigure &figure, QPainter &painter, const QRectF &target);

/// A `logical` x `scale` pixel image, filled with the figure's background, with its dots per metre set to
/// 96 dpi x scale so that documents size it at `logical` CSS pixels.
QImage image(ChartFigure &figure, const QSize &logical, qreal scale);
QByteArray png(ChartFigure &figure, const QSize &logical, qreal scale);
/// SVG 1.2 Tiny with text kept as text in an explicitly named font family.
QByteArray svg(ChartFigure &figure, const QSize &logical, const QString &title);
/// One page the size of `logical` at 96 dpi, vector text.
QByteArray pdf(ChartFigure &figure, const QSize &logical, const QString &title);

/// Renders and writes `path` atomically: on failure no file appears and `error` says why.
bool write(ChartFigure &figure, const QString &path, Format format, const QSize &logical, qreal scale,
           const QString &title, QString *error);

} // namespace ChartRenderer
