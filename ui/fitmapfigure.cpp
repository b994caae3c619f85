#include "ui/fitmapfigure.h"

#include "app/core/atomicfile.h"
#include "ui/charts/chartbuilder.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <utility>
#include <vector>

namespace FitMapFigure {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FitMapFigure)
};

constexpr qreal kMargin = 16;
constexpr qreal kPad = 6;
constexpr qreal kGlyph = 12;
constexpr qreal kTextLeft = kPad + kGlyph + 8; // text starts after the glyph
constexpr int kCellPx = 11;
constexpr int kHeaderPx = 11;
constexpr int kTitlePx = 18;
constexpr int kSubtitlePx = 12;
constexpr qreal kMinCellWidth = 104;
constexpr qreal kCssDpi = 96;

QColor blend(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

struct Layout
{
    qreal titleHeight = 0;
    qreal headerHeight = 0;
    qreal modelWidth = 0;
    qreal cellWidth = 0;
    qreal cellHeight = 0;
    qreal legendHeight = 0;
    std::vector<QStringList> lines; ///< per cell, row-major
};

Layout layout(const FitMap::Map &map)
{
    Layout l;
    const QFont cellFont = ChartBuilder::font(kCellPx);
    l.lines.reserve(map.cells.size());
    QSizeF cell(kMinCellWidth, 0);
    for (const FitMap::Cell &c : map.cells) {
        l.lines.push_back(FitMap::cellLines(map, c));
        const QSizeF size = cellSize(l.lines.back(), cellFont);
        cell = cell.expandedTo(size);
    }
    l.cellWidth = std::ceil(cell.width());
    l.cellHeight = std::ceil(std::max(cell.height(), QFontMetricsF(cellFont).lineSpacing() * 2 + 2 * kPad));
    const QFontMetricsF title(ChartBuilder::font(kTitlePx, true));
    const QFontMetricsF subtitle(ChartBuilder::font(kSubtitlePx));
    l.titleHeight = title.lineSpacing() + subtitle.lineSpacing() + 10;
    const QFontMetricsF header(ChartBuilder::font(kHeaderPx, true));
    l.headerHeight = std::ceil(header.lineSpacing() * 3 + 2 * kPad);
    const QFontMetricsF model(ChartBuilder::font(12, true));
    l.modelWidth = 120;
    for (const ModelShape &m : map.models)
        l.modelWidth = std::max(l.modelWidth, std::ceil(model.horizontalAdvance(m.name) + 2 * kPad));
    l.legendHeight = QFontMetricsF(ChartBuilder::font(kSubtitlePx)).lineSpacing() * 2 + 16;
    return l;
}

QString emptyText()
{
    return Text::tr("Nothing to map: choose at least one model and one GPU.");
}

struct LegendState
{
    FitMap::Status status;
    bool mayFit;
    QString words;
};

/// The legend's states, each with its words.
std::vector<LegendState> legendStates(const FitMap::Map &map)
{
    return {
        {FitMap::Status::FitsOne, false, Text::tr("fits on one GPU (share of memory left free)")},
        {FitMap::Status::FitsOne, true,
         Text::tr("may fit (measured runs of the kind reach past the memory)")},
        {FitMap::Status::NeedsSeveral, false, Text::tr("needs several GPUs (sharded, ZeRO-3/FSDP)")},
        {FitMap::Status::DoesNotFit, false,
         Text::tr("does not fit within %1 GPUs").arg(map.job.constraints.maxGpus)},
    };
}

QString figuresNote()
{
    return Text::tr("GiB per GPU; tokens/s of the whole configuration. Estimates by GPU Scout, not "
                    "measurements.");
}

constexpr qreal kLegendGap = 24; // after each state of the legend

} // namespace

Colours Colours::fromPalette(const QPalette &palette)
{
    Colours c;
    c.background = palette.color(QPalette::Base);
    c.text = palette.color(QPalette::Text);
    c.dark = c.background.lightnessF() < 0.5;
    c.mutedText = blend(c.text, c.background, 0.35);
    c.grid = blend(c.text, c.background, c.dark ? 0.75 : 0.82);
    return c;
}

Colours Colours::light()
{
    Colours c;
    c.background = QColor(0xff, 0xff, 0xff);
    c.text = QColor(0x1d, 0x1d, 0x1f);
    c.mutedText = QColor(0x5f, 0x63, 0x68);
    c.grid = QColor(0xd0, 0xd3, 0xd8);
    c.dark = false;
    return c;
}

Colours Colours::darkTheme()
{
    Colours c;
    c.background = QColor(0x1f, 0x21, 0x24);
    c.text = QColor(0xe6, 0xe6, 0xe6);
    c.mutedText = QColor(0xa8, 0xab, 0xb0);
    c.grid = QColor(0x40, 0x43, 0x48);
    c.dark = true;
    return c;
}

QColor Colours::accent(FitMap::Status status) const
{
    switch (status) {
    case FitMap::Status::FitsOne:
        return dark ? QColor(0x2b, 0xc4, 0x9b) : QColor(0x00, 0x9e, 0x73);
    case FitMap::Status::NeedsSeveral:
        return dark ? QColor(0xf5, 0xb7, 0x31) : QColor(0xd0, 0x8c, 0x00);
    case FitMap::Status::DoesNotFit:
        return dark ? QColor(0x8a, 0x8d, 0x93) : QColor(0x8a, 0x8d, 0x93);
    }
    return text;
}

QColor Colours::fill(FitMap::Status status) const
{
    const qreal amount = status == FitMap::Status::DoesNotFit ? (dark ? 0.10 : 0.08) : (dark ? 0.28 : 0.20);
    return blend(background, accent(status), amount);
}

void paintGlyph(QPainter &painter, const QPointF &centre, qreal size, FitMap::Status status,
                const Colours &colours, bool mayFit)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = colours.accent(status);
    const qreal r = size / 2;
    switch (status) {
    case FitMap::Status::FitsOne:
        if (mayFit) {
            const QRectF disc(centre.x() - r + 0.8, centre.y() - r + 0.8, size - 1.6, size - 1.6);
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPie(disc, 90 * 16, 180 * 16); // the left half: the estimate fits, the range may not
            painter.setPen(QPen(colour, 1.6));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(disc);
            break;
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(centre, r, r);
        break;
    case FitMap::Status::NeedsSeveral: {
        const qreal s = size * 0.62;
        painter.setPen(QPen(colours.fill(status), 1.2));
        painter.setBrush(colour);
        painter.drawRect(QRectF(centre.x() - r, centre.y() - r, s, s));
        painter.drawRect(QRectF(centre.x() + r - s, centre.y() + r - s, s, s));
        break;
    }
    case FitMap::Status::DoesNotFit: {
        painter.setPen(QPen(colour, 1.6));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, r - 0.8, r - 0.8);
        const qreal d = r * 0.45;
        painter.drawLine(QPointF(centre.x() - d, centre.y() - d), QPointF(centre.x() + d, centre.y() + d));
        painter.drawLine(QPointF(centre.x() - d, centre.y() + d), QPointF(centre.x() + d, centre.y() - d));
        break;
    }
    }
    painter.restore();
}

QSizeF cellSize(const QStringList &lines, const QFont &font)
{
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF first(bold);
    const QFontMetricsF rest(font);
    qreal width = 0;
    for (int i = 0; i < lines.size(); ++i)
        width = std::max(width, (i == 0 ? first : rest).horizontalAdvance(lines.at(i)));
    return QSizeF(kTextLeft + width + kPad + 2,
                  rest.lineSpacing() * qreal(std::max<qsizetype>(2, lines.size())) + 2 * kPad);
}

void paintCell(QPainter &painter, const QRectF &rect, FitMap::Status status, const QStringList &lines,
               const Colours &colours, const QFont &font, bool mayFit)
{
    painter.save();
    painter.fillRect(rect, colours.fill(status));
    if (status == FitMap::Status::DoesNotFit) {
        QColor hatch = colours.accent(status);
        hatch.setAlphaF(colours.dark ? 0.30f : 0.28f);
        QBrush brush(hatch, Qt::BDiagPattern);
        painter.fillRect(rect, brush);
    }
    // A bar in the state's colour on the left edge: the state stays visible when the text is elided.
    if (mayFit) {
        for (qreal y = rect.top(); y < rect.bottom(); y += 8)
            painter.fillRect(QRectF(rect.left(), y, 3, std::min<qreal>(4, rect.bottom() - y)),
                             colours.accent(status));
    } else {
        painter.fillRect(QRectF(rect.left(), rect.top(), 3, rect.height()), colours.accent(status));
    }
    painter.setPen(colours.grid);
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    painter.drawLine(rect.topRight(), rect.bottomRight());

    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font);
    const QFontMetricsF boldMetrics(bold);
    const qreal lineHeight = metrics.lineSpacing();
    const qreal textTop = rect.top() + (rect.height() - lineHeight * qreal(lines.size())) / 2;
    paintGlyph(painter, QPointF(rect.left() + kPad + kGlyph / 2 + 1, textTop + lineHeight / 2), kGlyph,
               status, colours, mayFit);
    const qreal textWidth = rect.width() - kTextLeft - kPad;
    for (int i = 0; i < lines.size(); ++i) {
        const QFontMetricsF &m = i == 0 ? boldMetrics : metrics;
        painter.setFont(i == 0 ? bold : font);
        painter.setPen(i == 0 || status != FitMap::Status::DoesNotFit ? colours.text : colours.mutedText);
        const QString &text = lines.at(i);
        const QPointF baseline(rect.left() + kTextLeft, textTop + lineHeight * i + m.ascent());
        painter.drawText(baseline, m.horizontalAdvance(text) <= textWidth
                                       ? text
                                       : m.elidedText(text, Qt::ElideRight, textWidth));
    }
    painter.restore();
}

QSize naturalSize(const FitMap::Map &map)
{
    if (map.isEmpty())
        return QSize(800, 300);
    const Layout l = layout(map);
    // As wide as the grid, or as the subtitle or the legend where they are wider: a few narrow columns
    // would cut them off.
    const QFontMetricsF small(ChartBuilder::font(kSubtitlePx));
    qreal legend = 0;
    for (const auto &state : legendStates(map))
        legend += kGlyph + 6 + small.horizontalAdvance(state.words) + kLegendGap;
    const qreal text = std::max({small.horizontalAdvance(FitMap::subtitle(map)), legend - kLegendGap,
                                 small.horizontalAdvance(figuresNote())});
    const qreal width = 2 * kMargin + std::max(l.modelWidth + l.cellWidth * qreal(map.gpus.size()), text + 4);
    const qreal height = 2 * kMargin + l.titleHeight + l.headerHeight +
                         l.cellHeight * qreal(map.models.size()) + l.legendHeight;
    return QSize(int(std::ceil(std::max<qreal>(width, 720))), int(std::ceil(height)));
}

void paint(QPainter &painter, const QRectF &target, const FitMap::Map &map, const Colours &colours)
{
    // SVG groups name the painter's font even around shapes: keep the figure's family throughout.
    painter.setFont(ChartBuilder::font(kCellPx));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, colours.background);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);

    QFont title = ChartBuilder::font(kTitlePx, true);
    painter.setFont(title);
    painter.setPen(colours.text);
    const QFontMetricsF titleMetrics(title);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), titleMetrics.lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Fit map: %1").arg(FitMap::modeTitle(map.mode)));
    if (map.isEmpty()) {
        painter.setFont(ChartBuilder::font(16));
        painter.setPen(colours.mutedText);
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        painter.restore();
        return;
    }
    const Layout l = layout(map);
    const QFont subtitleFont = ChartBuilder::font(kSubtitlePx);
    painter.setFont(subtitleFont);
    painter.setPen(colours.mutedText);
    painter.drawText(QRectF(area.left(), area.top() + titleMetrics.lineSpacing() + 4, area.width(),
                            QFontMetricsF(subtitleFont).lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter, FitMap::subtitle(map));

    const qreal top = area.top() + l.titleHeight;
    const qreal left = area.left();
    // GPU header: the name (up to two lines) and the VRAM.
    const QFont headerBold = ChartBuilder::font(kHeaderPx, true);
    const QFont headerFont = ChartBuilder::font(kHeaderPx);
    const qreal headerLine = QFontMetricsF(headerBold).lineSpacing();
    for (size_t g = 0; g < map.gpus.size(); ++g) {
        const Gpu &gpu = *map.gpus[g];
        const QRectF cell(left + l.modelWidth + l.cellWidth * qreal(g), top, l.cellWidth, l.headerHeight);
        painter.setPen(colours.grid);
        painter.drawLine(cell.topRight(), cell.bottomRight());
        painter.setFont(headerBold);
        painter.setPen(colours.text);
        const QRectF nameRect(cell.left() + kPad, cell.top() + kPad, cell.width() - 2 * kPad, headerLine * 2);
        painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, gpu.name);
        painter.setFont(headerFont);
        painter.setPen(colours.mutedText);
        painter.drawText(QRectF(nameRect.left(), nameRect.bottom(), nameRect.width(), headerLine),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         gpu.vramGb ? Text::tr("%1 GB").arg(*gpu.vramGb) : Text::tr("VRAM unknown"));
    }
    painter.setPen(colours.text);
    painter.drawLine(
        QPointF(left, top + l.headerHeight),
        QPointF(left + l.modelWidth + l.cellWidth * qreal(map.gpus.size()), top + l.headerHeight));

    const QFont modelBold = ChartBuilder::font(12, true);
    const QFont modelFont = ChartBuilder::font(kHeaderPx);
    const QFont cellFont = ChartBuilder::font(kCellPx);
    const qreal modelLine = QFontMetricsF(modelBold).lineSpacing();
    for (size_t m = 0; m < map.models.size(); ++m) {
        const qreal y = top + l.headerHeight + l.cellHeight * qreal(m);
        const QRectF name(left, y, l.modelWidth, l.cellHeight);
        const qreal textTop = y + (l.cellHeight - modelLine * 2) / 2;
        painter.setFont(modelBold);
        painter.setPen(colours.text);
        painter.drawText(QRectF(left + kPad, textTop, l.modelWidth - 2 * kPad, modelLine),
                         Qt::AlignLeft | Qt::AlignVCenter, map.models[m].name);
        painter.setFont(modelFont);
        painter.setPen(colours.mutedText);
        painter.drawText(QRectF(left + kPad, textTop + modelLine, l.modelWidth - 2 * kPad, modelLine),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         Text::tr("%1B parameters").arg(map.models[m].totalParams() / 1e9, 0, 'f', 1));
        painter.setPen(colours.grid);
        painter.drawLine(name.bottomLeft(), name.bottomRight());
        for (size_t g = 0; g < map.gpus.size(); ++g) {
            const size_t index = m * map.gpus.size() + g;
            const QRectF cell(left + l.modelWidth + l.cellWidth * qreal(g), y, l.cellWidth, l.cellHeight);
            const FitMap::Cell &c = map.cells[index];
            paintCell(painter, cell, c.status(), l.lines[index], colours, cellFont,
                      c.status() == FitMap::Status::FitsOne && c.fit == Estimate::Fit::MayFit);
        }
    }

    // Legend: each state's glyph and words, then what the figures mean.
    const qreal legendTop = top + l.headerHeight + l.cellHeight * qreal(map.models.size()) + 10;
    const QFontMetricsF legendMetrics(subtitleFont);
    const qreal legendLine = legendMetrics.lineSpacing();
    painter.setFont(subtitleFont);
    qreal x = left;
    for (const auto &[status, mayFit, words] : legendStates(map)) {
        paintGlyph(painter, QPointF(x + kGlyph / 2, legendTop + legendLine / 2), kGlyph, status, colours,
                   mayFit);
        painter.setPen(colours.text);
        const qreal w = legendMetrics.horizontalAdvance(words);
        painter.drawText(QRectF(x + kGlyph + 6, legendTop, w + 2, legendLine),
                         Qt::AlignLeft | Qt::AlignVCenter, words);
        x += kGlyph + 6 + w + kLegendGap;
    }
    painter.setPen(colours.mutedText);
    painter.drawText(QRectF(left, legendTop + legendLine, area.width(), legendLine),
                     Qt::AlignLeft | Qt::AlignVCenter, figuresNote());
    painter.restore();
}

bool formatForPath(const QString &path, Format *format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        *format = Format::Png;
    else if (suffix == QLatin1String("svg"))
        *format = Format::Svg;
    else if (suffix == QLatin1String("pdf"))
        *format = Format::Pdf;
    else if (suffix == QLatin1String("csv"))
        *format = Format::Csv;
    else if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        *format = Format::Markdown;
    else
        return false;
    return true;
}

QByteArray render(const FitMap::Map &map, Format format, const Colours &colours, qreal scale)
{
    const QSize logical = naturalSize(map);
    const QRectF target(QPointF(0, 0), QSizeF(logical));
    const QString title = QStringLiteral("GPU Scout fit map: %1").arg(FitMap::modeTitle(map.mode));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case Format::Csv:
        return FitMap::toCsv(map).toUtf8();
    case Format::Markdown:
        return FitMap::toMarkdown(map).toUtf8();
    case Format::Png: {
        QImage img(logical * scale, QImage::Format_RGB32);
        img.setDevicePixelRatio(scale);
        img.fill(colours.background);
        {
            QPainter painter(&img);
            paint(painter, target, map, colours);
        }
        const int dotsPerMeter = qRound(kCssDpi * scale / 0.0254);
        img.setDotsPerMeterX(dotsPerMeter);
        img.setDotsPerMeterY(dotsPerMeter);
        QImageWriter writer(&buffer, "png");
        if (!writer.write(img))
            return QByteArray();
        return bytes;
    }
    case Format::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(logical);
        generator.setViewBox(QRect(QPoint(0, 0), logical));
        generator.setResolution(int(kCssDpi));
        generator.setTitle(title);
        generator.setDescription(QStringLiteral("Made with GPU Scout"));
        QPainter painter;
        if (!painter.begin(&generator))
            return QByteArray();
        paint(painter, target, map, colours);
        painter.end();
        return bytes;
    }
    case Format::Pdf: {
        QPdfWriter writer(&buffer);
        writer.setResolution(int(kCssDpi));
        writer.setPageSize(QPageSize(QSizeF(logical) * (72.0 / kCssDpi), QPageSize::Point, QString(),
                                     QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("GPU Scout"));
        QPainter painter;
        if (!painter.begin(&writer))
            return QByteArray();
        paint(painter, target, map, colours);
        painter.end();
        return bytes;
    }
    }
    return QByteArray();
}

bool write(const FitMap::Map &map, const QString &path, const Colours &colours, QString *error)
{
    Format format;
    if (!formatForPath(path, &format)) {
        *error = Text::tr("%1: expected a file ending in .png, .svg, .pdf, .csv or .md").arg(path);
        return false;
    }
    const QByteArray bytes = render(map, format, colours);
    if (bytes.isEmpty()) {
        *error = Text::tr("%1: the fit map could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace FitMapFigure
