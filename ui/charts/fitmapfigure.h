#pragma once

#include "app/core/fitmap.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figurewriter.h"

#include <QByteArray>
#include <QFont>
#include <QSize>
#include <QString>

class QPainter;
class QRectF;

/// Draws the fit map with QPainter: the window's cells (through the delegate) and the exported picture share
/// these glyphs and this layout, in the colours of a FigureStyle. Each state has a colour, a glyph and words,
/// so it reads without colour.
namespace FitMapFigure {

/// The state's own colour, from the style: the glyph and the edge.
QColor accent(const FigureStyle &style, FitMap::Status status);
/// The cell's background: the state's fill from the style (FigureStyle::fitsFill() and the others).
QColor fill(const FigureStyle &style, FitMap::Status status);

/// The glyph of a state, `size` pixels wide, centred on `centre`: a filled disc (fits on one), a ring
/// half filled (fits on one by the estimate, but the measured range reaches past the memory: `mayFit`), two
/// stacked squares (needs several), a crossed ring (does not fit).
void paintGlyph(QPainter &painter, const QPointF &centre, qreal size, FitMap::Status status,
                const FigureStyle &style, bool mayFit = false);
/// One cell: fill (hatched when it does not fit), glyph, and its two lines of text; a "may fit" cell has a
/// dashed edge bar.
void paintCell(QPainter &painter, const QRectF &rect, FitMap::Status status, const QStringList &lines,
               const FigureStyle &style, const QFont &font, bool mayFit = false);
/// The width and height a cell needs for `lines` in `font`.
QSizeF cellSize(const QStringList &lines, const QFont &font);

/// The whole picture's natural size in logical pixels: title, header, every row and column, legend.
QSize naturalSize(const FitMap::Map &map);
/// Title, the job in one line, the GPU header, one row per model and the legend; or, for an empty map, a
/// sentence that says so.
void paint(QPainter &painter, const QRectF &target, const FitMap::Map &map, const FigureStyle &style);

/// The formats the map is written as: Png, Svg, Pdf (the picture through FigureWriter), Csv and Markdown (the
/// table).
QList<ExportFormat> formats();
/// The picture's bytes at its natural size (PNG at `scale`).
QByteArray render(const FitMap::Map &map, ExportFormat format, const FigureStyle &style, qreal scale = 1);
/// Renders the picture or the table by the path's suffix and writes it atomically; on failure no file
/// appears and `error` says why.
bool write(const FitMap::Map &map, const QString &path, const FigureStyle &style, QString *error);

} // namespace FitMapFigure
