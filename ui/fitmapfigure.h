#pragma once

#include "app/core/fitmap.h"

#include <QByteArray>
#include <QColor>
#include <QFont>
#include <QSize>
#include <QString>

class QPainter;
class QPalette;
class QRectF;

/// Draws the fit map with QPainter: the window's cells (through the delegate) and the exported picture share
/// these colours, glyphs and layout. Each state has a colour, a glyph and words, so it reads without colour.
namespace FitMapFigure {

struct Colours
{
    QColor background;
    QColor text;
    QColor mutedText;
    QColor grid;
    bool dark = false;

    /// From the window's palette (light or dark, whatever the theme made it).
    static Colours fromPalette(const QPalette &palette);
    /// Fixed light and dark colours for exports, independent of the desktop.
    static Colours light();
    static Colours darkTheme();

    /// The state's own colour: the glyph and the edge (Okabe-Ito green, orange; grey for "does not fit").
    QColor accent(FitMap::Status status) const;
    /// The cell's background: the accent blended into the background, light enough for text on top.
    QColor fill(FitMap::Status status) const;
};

/// The glyph of a state, `size` pixels wide, centred on `centre`: a filled disc (fits on one), a ring
/// half filled (fits on one by the estimate, but the measured range reaches past the memory: `mayFit`), two
/// stacked squares (needs several), a crossed ring (does not fit).
void paintGlyph(QPainter &painter, const QPointF &centre, qreal size, FitMap::Status status,
                const Colours &colours, bool mayFit = false);
/// One cell: fill (hatched when it does not fit), glyph, and its two lines of text; a "may fit" cell has a
/// dashed edge bar.
void paintCell(QPainter &painter, const QRectF &rect, FitMap::Status status, const QStringList &lines,
               const Colours &colours, const QFont &font, bool mayFit = false);
/// The width and height a cell needs for `lines` in `font`.
QSizeF cellSize(const QStringList &lines, const QFont &font);

/// The whole picture's natural size in logical pixels: title, header, every row and column, legend.
QSize naturalSize(const FitMap::Map &map);
/// Title, the job in one line, the GPU header, one row per model and the legend; or, for an empty map, a
/// sentence that says so.
void paint(QPainter &painter, const QRectF &target, const FitMap::Map &map, const Colours &colours);

enum class Format
{
    Png,
    Svg,
    Pdf,
    Csv,
    Markdown
};
/// The format named by the path's suffix (.png, .svg, .pdf, .csv, .md); false for anything else.
bool formatForPath(const QString &path, Format *format);
/// The file's bytes: the picture at its natural size (PNG at `scale`), or the table.
QByteArray render(const FitMap::Map &map, Format format, const Colours &colours, qreal scale = 1);
/// Renders and writes atomically; on failure no file appears and `error` says why.
bool write(const FitMap::Map &map, const QString &path, const Colours &colours, QString *error);

} // namespace FitMapFigure
