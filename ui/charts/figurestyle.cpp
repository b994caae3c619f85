#include "ui/charts/figurestyle.h"

#include "app/core/chartdata.h"

#include <QPalette>
#include <QString>

#include <algorithm>
#include <iterator>

namespace {

// Tableau 10 with its light grey and olive replaced by dark grey and gold (too faint on white): distinct hues
// and lightness steps. The dark variants are the same hues, lighter, so that they stand out on a dark
// background.
constexpr QRgb kSeriesLight[] = {0x1f77b4, 0xd62728, 0x2ca02c, 0xff7f0e, 0x9467bd,
                                 0x17becf, 0x8c564b, 0xe377c2, 0xb8860b, 0x4d4d4d};
constexpr QRgb kSeriesDark[] = {0x5fa2dd, 0xff6b6b, 0x5cd65c, 0xffa54f, 0xb99ae0,
                                0x4fd8e6, 0xc9a08f, 0xf5a3d9, 0xe0b040, 0xd0d0d0};
static_assert(std::size(kSeriesLight) == ChartData::paletteSize() &&
                  std::size(kSeriesDark) == ChartData::paletteSize(),
              "one colour per palette slot that ChartData::paletteIndices hands out");

// How far a fit map cell that runs moves from the background towards its state's colour.
qreal stateTint(bool dark)
{
    return dark ? 0.28 : 0.20;
}

FigureStyle colourSet(bool dark, QRgb background, QRgb text, QRgb mutedText, QRgb grid)
{
    FigureStyle s;
    s.dark = dark;
    s.background = QColor(background);
    s.text = QColor(text);
    s.mutedText = QColor(mutedText);
    s.grid = QColor(grid);
    return s;
}

} // namespace

FigureStyle FigureStyle::light()
{
    return colourSet(false, 0xffffff, 0x222222, 0x666666, 0xdddddd);
}

FigureStyle FigureStyle::darkStyle()
{
    return colourSet(true, 0x1e2128, 0xe6e6e6, 0xa8abb0, 0x404348);
}

FigureStyle FigureStyle::forDark(bool dark)
{
    return dark ? darkStyle() : light();
}

FigureStyle FigureStyle::forTheme(FigureTheme theme)
{
    return forDark(theme == FigureTheme::Dark);
}

bool FigureStyle::fromThemeName(const QString &name, FigureStyle *style)
{
    const std::optional<FigureTheme> theme = Words::parse<FigureTheme>(name);
    if (!theme)
        return false;
    *style = forTheme(*theme);
    return true;
}

FigureStyle FigureStyle::fromPalette(const QPalette &palette)
{
    FigureStyle s;
    s.background = palette.color(QPalette::Base);
    s.text = palette.color(QPalette::Text);
    s.dark = isDark(palette);
    s.mutedText = mix(s.text, s.background, 0.35);
    s.grid = mix(s.text, s.background, s.dark ? 0.75 : 0.82);
    return s;
}

bool FigureStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

FigureStyle FigureStyle::print()
{
    return light();
}

QPalette FigureStyle::darkPalette()
{
    const QColor window(0x2d, 0x2f, 0x33);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x29, 0x2b, 0x2f));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x36, 0x39, 0x3e));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    palette.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    palette.setColor(QPalette::Mid, QColor(0x2a, 0x2c, 0x30));
    palette.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
    palette.setColor(QPalette::Shadow, QColor(0x0d, 0x0d, 0x0f));
    palette.setColor(QPalette::Highlight, QColor(0x35, 0x84, 0xe4));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x78, 0xb0, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return palette;
}

QColor FigureStyle::series(int index) const
{
    const int n = ChartData::paletteSize();
    const int i = ((index % n) + n) % n;
    return QColor(dark ? kSeriesDark[i] : kSeriesLight[i]);
}

QColor FigureStyle::memoryPart(int index)
{
    static const QColor parts[] = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c),
                                   QColor(0xd62728), QColor(0x9467bd), QColor(0x8c564b)};
    return parts[std::clamp(index, 0, int(std::size(parts)) - 1)];
}

QColor FigureStyle::memoryPartEdge(int index)
{
    return memoryPart(index).darker(120);
}

QColor FigureStyle::memoryFree() const
{
    return dark ? QColor(0x4a, 0x4e, 0x57) : QColor(0xdd, 0xdd, 0xdd);
}

QColor FigureStyle::memoryFreeEdge() const
{
    return dark ? QColor(0x70, 0x75, 0x80) : QColor(0xaa, 0xaa, 0xaa);
}

QColor FigureStyle::whisker() const
{
    return dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x20, 0x20, 0x20);
}

QColor FigureStyle::fitsColour() const
{
    return dark ? QColor(0x2b, 0xc4, 0x9b) : QColor(0x00, 0x9e, 0x73);
}

QColor FigureStyle::severalColour() const
{
    return dark ? QColor(0xf5, 0xb7, 0x31) : QColor(0xd0, 0x8c, 0x00);
}

QColor FigureStyle::noFitColour() const
{
    return QColor(0x8a, 0x8d, 0x93);
}

QColor FigureStyle::fitsFill() const
{
    return mix(background, fitsColour(), stateTint(dark));
}

QColor FigureStyle::severalFill() const
{
    return mix(background, severalColour(), stateTint(dark));
}

QColor FigureStyle::noFitFill() const
{
    return mix(background, noFitColour(), dark ? 0.10 : 0.08);
}

QColor FigureStyle::noFitHatch() const
{
    QColor hatch = noFitColour();
    hatch.setAlphaF(dark ? 0.30f : 0.28f);
    return hatch;
}

QColor FigureStyle::rowBand() const
{
    return dark ? QColor(0x29, 0x2b, 0x2f) : QColor(0xf3, 0xf3, 0xf3);
}

QColor FigureStyle::tableRule() const
{
    return QColor(0x88, 0x88, 0x88);
}

QColor FigureStyle::detailText() const
{
    return dark ? QColor(0xbb, 0xbb, 0xbb) : QColor(0x44, 0x44, 0x44);
}

FigureStyle::Marks FigureStyle::marks() const
{
    if (dark)
        return {QColor(0xff, 0x8a, 0x80), QColor(0x4c, 0xaf, 0x50), QColor(0x10, 0x20, 0x10),
                QColor(0xff, 0xa7, 0x26)};
    return {QColor(0xb0, 0x00, 0x20), QColor(0x2e, 0x7d, 0x32), QColor(Qt::white), QColor(0xe6, 0x51, 0x00)};
}

QColor FigureStyle::mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QFont FigureStyle::font(int pixelSize, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setStyleStrategy(QFont::PreferAntialias);
    return f;
}
