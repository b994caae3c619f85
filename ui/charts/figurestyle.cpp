#include "ui/charts/figurestyle.h"

#include "app/core/chartdata.h"

#include <QPalette>
#include <QString>

#include <algorithm>
#include <iterator>

namespace {

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

bool FigureStyle::fromThemeName(const QString &name, FigureStyle *style)
{
    if (name == QLatin1String("light"))
        *style = light();
    else if (name == QLatin1String("dark"))
        *style = darkStyle();
    else
        return false;
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

QColor FigureStyle::series(int index) const
{
    return QColor(ChartData::paletteColour(index, dark));
}

QColor FigureStyle::memoryPart(int index)
{
    static const QColor parts[] = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c),
                                   QColor(0xd62728), QColor(0x9467bd), QColor(0x8c564b)};
    return parts[std::clamp(index, 0, int(std::size(parts)) - 1)];
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
