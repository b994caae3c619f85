#include "ui/charts/fitmapfigure.h"

#include "app/core/atomicfile.h"
#include "app/core/presentation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
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

struct Layout
{
    qreal titleHeight = 0;
    qreal headerHeight = 0;
    qreal modelWidth = 0;
    QSizeF cell; ///< every cell's, whole pixels
    qreal legendHeight = 0;
    std::vector<QStringList> lines; ///< per cell, row-major
};

Layout layout(const FitMap::Map &map)
{
    Layout l;
    const QFont cellFont = FigureStyle::font(kCellPx);
    l.lines.reserve(map.cells.size());
    QSizeF cell(kMinCellWidth, 0);
    for (const FitMap::Cell &c : map.cells) {
        l.lines.push_back(FitMap::cellLines(map, c));
        const QSizeF size = cellSize(l.lines.back(), cellFont);
        cell = cell.expandedTo(size);
    }
    l.cell = QSizeF(std::ceil(cell.width()),
                    std::ceil(std::max(cell.height(), QFontMetricsF(cellFont).lineSpacing() * 2 + 2 * kPad)));
    const QFontMetricsF title(FigureStyle::font(kTitlePx, true));
    const QFontMetricsF subtitle(FigureStyle::font(kSubtitlePx));
    l.titleHeight = title.lineSpacing() + subtitle.lineSpacing() + 10;
    const QFontMetricsF header(FigureStyle::font(kHeaderPx, true));
    l.headerHeight = std::ceil(header.lineSpacing() * 3 + 2 * kPad);
    const QFontMetricsF model(FigureStyle::font(12, true));
    l.modelWidth = 120;
    for (const ModelShape &m : map.models)
        l.modelWidth = std::max(l.modelWidth, std::ceil(model.horizontalAdvance(m.name) + 2 * kPad));
    l.legendHeight = QFontMetricsF(FigureStyle::font(kSubtitlePx)).lineSpacing() * 2 + 16;
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
        {FitMap::Status::FitsOne, false, Words::label(FitMap::Status::FitsOne)},
        {FitMap::Status::FitsOne, true, Words::label(Estimate::Fit::MayFit)},
        {FitMap::Status::NeedsSeveral, false, Words::label(FitMap::Status::NeedsSeveral)},
        {FitMap::Status::DoesNotFit, false,
         Words::label(FitMap::Status::DoesNotFit).arg(map.job.constraints.maxGpus)},
    };
}

QString figuresNote()
{
    return Text::tr("GiB per GPU; tokens/s of the whole configuration. Estimates by GPU Scout, not "
                    "measurements.");
}

constexpr qreal kLegendGap = 24; // after each state of the legend

} // namespace

QColor accent(const FigureStyle &style, FitMap::Status status)
{
    switch (status) {
    case FitMap::Status::FitsOne:
        return style.fitsColour();
    case FitMap::Status::NeedsSeveral:
        return style.severalColour();
    case FitMap::Status::DoesNotFit:
        return style.noFitColour();
    }
    return style.text;
}

QColor fill(const FigureStyle &style, FitMap::Status status)
{
    switch (status) {
    case FitMap::Status::FitsOne:
        return style.fitsFill();
    case FitMap::Status::NeedsSeveral:
        return style.severalFill();
    case FitMap::Status::DoesNotFit:
        return style.noFitFill();
    }
    return style.background;
}

void paintGlyph(QPainter &painter, const QPointF &centre, qreal size, FitMap::Status status,
                const FigureStyle &style, bool mayFit)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = accent(style, status);
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
        painter.setPen(QPen(fill(style, status), 1.2));
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
               const FigureStyle &style, const QFont &font, bool mayFit)
{
    painter.save();
    painter.fillRect(rect, fill(style, status));
    if (status == FitMap::Status::DoesNotFit)
        painter.fillRect(rect, QBrush(style.noFitHatch(), Qt::BDiagPattern));
    // A bar in the state's colour on the left edge: the state stays visible when the text is elided.
    if (mayFit) {
        for (qreal y = rect.top(); y < rect.bottom(); y += 8)
            painter.fillRect(QRectF(rect.left(), y, 3, std::min<qreal>(4, rect.bottom() - y)),
                             accent(style, status));
    } else {
        painter.fillRect(QRectF(rect.left(), rect.top(), 3, rect.height()), accent(style, status));
    }
    painter.setPen(style.grid);
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    painter.drawLine(rect.topRight(), rect.bottomRight());

    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font);
    const QFontMetricsF boldMetrics(bold);
    const qreal lineHeight = metrics.lineSpacing();
    const qreal textTop = rect.top() + (rect.height() - lineHeight * qreal(lines.size())) / 2;
    paintGlyph(painter, QPointF(rect.left() + kPad + kGlyph / 2 + 1, textTop + lineHeight / 2), kGlyph,
               status, style, mayFit);
    const qreal textWidth = rect.width() - kTextLeft - kPad;
    for (int i = 0; i < lines.size(); ++i) {
        const QFontMetricsF &m = i == 0 ? boldMetrics : metrics;
        painter.setFont(i == 0 ? bold : font);
        painter.setPen(i == 0 || status != FitMap::Status::DoesNotFit ? style.text : style.mutedText);
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
    const QFontMetricsF small(FigureStyle::font(kSubtitlePx));
    qreal legend = 0;
    for (const auto &state : legendStates(map))
        legend += kGlyph + 6 + small.horizontalAdvance(state.words) + kLegendGap;
    const qreal text = std::max({small.horizontalAdvance(FitMap::subtitle(map)), legend - kLegendGap,
                                 small.horizontalAdvance(figuresNote())});
    const qreal width =
        2 * kMargin + std::max(l.modelWidth + l.cell.width() * qreal(map.gpus.size()), text + 4);
    const qreal height = 2 * kMargin + l.titleHeight + l.headerHeight +
                         l.cell.height() * qreal(map.models.size()) + l.legendHeight;
    return QSize(int(std::ceil(std::max<qreal>(width, 720))), int(std::ceil(height)));
}

namespace {

/// The GPU header: each column's name (up to two lines) and VRAM, and the rule under them.
void paintGpuHeader(QPainter &painter, const Layout &l, const QPointF &topLeft, const FitMap::Map &map,
                    const FigureStyle &style)
{
    const qreal top = topLeft.y();
    const qreal left = topLeft.x();
    const QFont headerBold = FigureStyle::font(kHeaderPx, true);
    const QFont headerFont = FigureStyle::font(kHeaderPx);
    const qreal headerLine = QFontMetricsF(headerBold).lineSpacing();
    for (size_t g = 0; g < map.gpus.size(); ++g) {
        const Gpu &gpu = *map.gpus[g];
        const QRectF cell(left + l.modelWidth + l.cell.width() * qreal(g), top, l.cell.width(),
                          l.headerHeight);
        painter.setPen(style.grid);
        painter.drawLine(cell.topRight(), cell.bottomRight());
        painter.setFont(headerBold);
        painter.setPen(style.text);
        const QRectF nameRect(cell.left() + kPad, cell.top() + kPad, cell.width() - 2 * kPad, headerLine * 2);
        painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, gpu.name);
        painter.setFont(headerFont);
        painter.setPen(style.mutedText);
        painter.drawText(QRectF(nameRect.left(), nameRect.bottom(), nameRect.width(), headerLine),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         gpu.vramGb ? Text::tr("%1 GB").arg(*gpu.vramGb) : Text::tr("VRAM unknown"));
    }
    painter.setPen(style.text);
    painter.drawLine(
        QPointF(left, top + l.headerHeight),
        QPointF(left + l.modelWidth + l.cell.width() * qreal(map.gpus.size()), top + l.headerHeight));
}

/// One row per model: its name and size, then its cells.
void paintRows(QPainter &painter, const Layout &l, const QPointF &topLeft, const FitMap::Map &map,
               const FigureStyle &style)
{
    const qreal top = topLeft.y();
    const qreal left = topLeft.x();
    const QFont modelBold = FigureStyle::font(12, true);
    const QFont modelFont = FigureStyle::font(kHeaderPx);
    const QFont cellFont = FigureStyle::font(kCellPx);
    const qreal modelLine = QFontMetricsF(modelBold).lineSpacing();
    for (size_t m = 0; m < map.models.size(); ++m) {
        const qreal y = top + l.headerHeight + l.cell.height() * qreal(m);
        const QRectF name(left, y, l.modelWidth, l.cell.height());
        const qreal textTop = y + (l.cell.height() - modelLine * 2) / 2;
        painter.setFont(modelBold);
        painter.setPen(style.text);
        painter.drawText(QRectF(left + kPad, textTop, l.modelWidth - 2 * kPad, modelLine),
                         Qt::AlignLeft | Qt::AlignVCenter, map.models[m].name);
        painter.setFont(modelFont);
        painter.setPen(style.mutedText);
        painter.drawText(QRectF(left + kPad, textTop + modelLine, l.modelWidth - 2 * kPad, modelLine),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         Presentation::parameterCount(map.models[m].totalParams())); // C, as the cells
        painter.setPen(style.grid);
        painter.drawLine(name.bottomLeft(), name.bottomRight());
        for (size_t g = 0; g < map.gpus.size(); ++g) {
            const size_t index = m * map.gpus.size() + g;
            const QRectF cell(QPointF(left + l.modelWidth + l.cell.width() * qreal(g), y), l.cell);
            const FitMap::Cell &c = map.cells[index];
            paintCell(painter, cell, c.status(), l.lines[index], style, cellFont,
                      c.status() == FitMap::Status::FitsOne && c.fit == Estimate::Fit::MayFit);
        }
    }
}

/// The legend: each state's glyph and words, then what the figures mean.
void paintLegend(QPainter &painter, const QPointF &topLeft, qreal width, const FitMap::Map &map,
                 const FigureStyle &style)
{
    const QFont subtitleFont = FigureStyle::font(kSubtitlePx);
    const qreal legendTop = topLeft.y();
    const QFontMetricsF legendMetrics(subtitleFont);
    const qreal legendLine = legendMetrics.lineSpacing();
    painter.setFont(subtitleFont);
    qreal x = topLeft.x();
    for (const auto &[status, mayFit, words] : legendStates(map)) {
        paintGlyph(painter, QPointF(x + kGlyph / 2, legendTop + legendLine / 2), kGlyph, status, style,
                   mayFit);
        painter.setPen(style.text);
        const qreal w = legendMetrics.horizontalAdvance(words);
        painter.drawText(QRectF(x + kGlyph + 6, legendTop, w + 2, legendLine),
                         Qt::AlignLeft | Qt::AlignVCenter, words);
        x += kGlyph + 6 + w + kLegendGap;
    }
    painter.setPen(style.mutedText);
    painter.drawText(QRectF(topLeft.x(), legendTop + legendLine, width, legendLine),
                     Qt::AlignLeft | Qt::AlignVCenter, figuresNote());
}

} // namespace

void paint(QPainter &painter, const QRectF &target, const FitMap::Map &map, const FigureStyle &style)
{
    // SVG groups name the painter's font even around shapes: keep the figure's family throughout.
    painter.setFont(FigureStyle::font(kCellPx));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, style.background);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);

    QFont title = FigureStyle::font(kTitlePx, true);
    painter.setFont(title);
    painter.setPen(style.text);
    const QFontMetricsF titleMetrics(title);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), titleMetrics.lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Fit map: %1").arg(FitMap::modeTitle(map.mode)));
    if (map.isEmpty()) {
        painter.setFont(FigureStyle::font(16));
        painter.setPen(style.mutedText);
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        painter.restore();
        return;
    }
    const Layout l = layout(map);
    const QFont subtitleFont = FigureStyle::font(kSubtitlePx);
    painter.setFont(subtitleFont);
    painter.setPen(style.mutedText);
    painter.drawText(QRectF(area.left(), area.top() + titleMetrics.lineSpacing() + 4, area.width(),
                            QFontMetricsF(subtitleFont).lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter, FitMap::subtitle(map));

    const QPointF topLeft(area.left(), area.top() + l.titleHeight);
    paintGpuHeader(painter, l, topLeft, map, style);
    paintRows(painter, l, topLeft, map, style);
    paintLegend(
        painter,
        QPointF(area.left(), topLeft.y() + l.headerHeight + l.cell.height() * qreal(map.models.size()) + 10),
        area.width(), map, style);
    painter.restore();
}

QList<ExportFormat> formats()
{
    return FigureWriter::formats() + QList<ExportFormat>{ExportFormat::Csv, ExportFormat::Markdown};
}

QByteArray render(const FitMap::Map &map, ExportFormat format, const FigureStyle &style, qreal scale)
{
    const FigureWriter::Page page{naturalSize(map), scale,
                                  QStringLiteral("GPU Scout fit map: %1").arg(FitMap::modeTitle(map.mode)),
                                  style.background};
    return FigureWriter::render(
        format, page, [&](QPainter &painter, const QRectF &target) { paint(painter, target, map, style); });
}

bool write(const FitMap::Map &map, const QString &path, const FigureStyle &style, QString *error)
{
    ExportFormat format;
    if (!ExportFormats::fromPath(path, formats(), &format)) {
        *error = Text::tr("%1: expected a file ending in %2").arg(path, ExportFormats::suffixList(formats()));
        return false;
    }
    const QByteArray bytes = format == ExportFormat::Csv        ? FitMap::toCsv(map).toUtf8()
                             : format == ExportFormat::Markdown ? FitMap::toMarkdown(map).toUtf8()
                                                                : render(map, format, style);
    if (bytes.isEmpty()) {
        *error = Text::tr("%1: the fit map could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace FitMapFigure
