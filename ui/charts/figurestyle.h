#pragma once

#include "app/core/chartchoices.h"

#include <QColor>
#include <QFont>

class QPalette;
class QString;

/// The one style of every chart, map and report figure: its colours, the series palette, the font, and
/// whether it is dark; also the marks that views paint over the widget palette and the Dark theme's
/// palette. Nothing else in the app spells a colour: it takes one from here or from the widget palette.
struct FigureStyle
{
    bool dark = false;
    QColor background;
    QColor text;      ///< titles, labels, axes, values
    QColor mutedText; ///< secondary lines, footers
    QColor grid;      ///< grid lines and cell rules

    /// The fixed light and dark styles of exports, independent of the desktop.
    static FigureStyle light();
    static FigureStyle darkStyle();
    static FigureStyle forDark(bool dark);
    static FigureStyle forTheme(FigureTheme theme);
    /// The style a theme name gives (a FigureTheme word, as --theme takes it); false for any other name.
    static bool fromThemeName(const QString &name, FigureStyle *style);
    /// The window's style: its palette's base and text colours, dark by isDark().
    static FigureStyle fromPalette(const QPalette &palette);
    /// The one rule for "is it dark?": the window is darker than its text.
    static bool isDark(const QPalette &palette);
    /// The style of a printed report: always light, whatever the window shows.
    static FigureStyle print();
    /// The widget palette of the Dark theme: Qt 6.4 has no colour-scheme API, so Dark is Fusion with this.
    static QPalette darkPalette();

    /// Colour `index` of the series palette (ChartData's, the same hues lighter in dark).
    QColor series(int index) const;
    /// A memory part's colour, in stacking order (weights, gradients, optimizer, activations, adapters,
    /// overhead).
    static QColor memoryPart(int index);
    /// The edge drawn around a memory part's bar or swatch: its colour a shade darker.
    static QColor memoryPartEdge(int index);
    /// What stays free of the memory, and its edge.
    QColor memoryFree() const;
    QColor memoryFreeEdge() const;
    /// A measured range's whisker.
    QColor whisker() const;
    /// The fit map's state colours (Okabe-Ito green and orange; grey for "does not fit").
    QColor fitsColour() const;
    QColor severalColour() const;
    QColor noFitColour() const;
    /// A fit map cell's background per state: its colour tinted into the background, light enough for text
    /// on top (a "does not fit" cell fainter, under its hatch).
    QColor fitsFill() const;
    QColor severalFill() const;
    QColor noFitFill() const;
    /// The hatch over a "does not fit" cell: its colour, mostly transparent.
    QColor noFitHatch() const;

    /// A report table's alternate-row band and heading rule, and the grey of a ranked GPU's details.
    QColor rowBand() const;
    QColor tableRule() const;
    QColor detailText() const;

    /// Marks that views paint over the widget palette (take the style with fromPalette()).
    struct Marks
    {
        QColor errorText;      ///< an input's error, a stale result's note
        QColor localBadge;     ///< the "in this machine" badge: green reads as "present"
        QColor localBadgeText; ///< the badge's text, in contrast with it
        QColor userMark;       ///< the user's own value's corner mark: orange, apart from highlight and badge
    };
    Marks marks() const;

    /// `a` moved towards `b` by `t` (0: a, 1: b).
    static QColor mix(const QColor &a, const QColor &b, qreal t);
    /// The fixed font of every figure text: a family named explicitly and no hinting, so PNG and SVG output
    /// is the same on every run and browsers pick the same face.
    static QFont font(int pixelSize, bool bold = false);
};
