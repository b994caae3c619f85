#include "ui/charts/memoryreportfigure.h"

#include "app/core/presentation.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figurewriter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace MemoryReportFigure {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MemoryReportFigure)
};

constexpr qreal kLegend = 24;
constexpr qreal kRow = 17;
constexpr qreal kBar = 11;
constexpr qreal kAxis = 24;
constexpr qreal kEmpty = 40;
constexpr qreal kSvgWidth = 800;
constexpr qreal kSvgMargin = 16;
constexpr qreal kSvgTitle = 44;
const FigureStyle kStyle = FigureStyle::print();
const QColor kInk = kStyle.text;

/// The axis end: the largest capacity, or the largest total up to 1.5 times that (longer bars are cut and
/// marked), rounded up to a whole step of about six.
void scale(const Recommend::Recommendation &rec, double *axisMax, double *step)
{
    double capacity = 1;
    double total = 0;
    for (const Recommend::Entry &e : rec.results) {
        capacity = std::max(capacity, e.estimate.capacityGib);
        total = std::max(total, e.estimate.memory.total());
    }
    const double end = std::max(capacity, std::min(total, 1.5 * capacity));
    const double raw = end / 6;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    *step = 10 * magnitude;
    for (const double factor : {1.0, 2.0, 2.5, 5.0}) {
        if (factor * magnitude >= raw) {
            *step = factor * magnitude;
            break;
        }
    }
    *axisMax = std::ceil(end / *step - 1e-9) * *step;
}

} // namespace

QStringList partNames()
{
    QStringList names;
    for (const Presentation::MemoryPart part : Presentation::memoryParts())
        names << Presentation::memoryPartLabel(part);
    return names;
}

qreal height(int count)
{
    return count <= 0 ? kEmpty : kLegend + count * kRow + kAxis;
}

namespace {

/// The legend: the parts, what stays free, the capacity mark and the measured range.
void paintLegend(QPainter &painter, const QRectF &rect)
{
    const QFont smallFont = FigureStyle::font(10);
    painter.setFont(smallFont);
    const QFontMetricsF small(smallFont);
    qreal x = rect.left();
    const qreal legendY = rect.top() + 6;
    auto swatch = [&](const QColor &fill, const QColor &border, const QString &name) {
        painter.setPen(border);
        painter.setBrush(fill);
        painter.drawRect(QRectF(x, legendY, 10, 10));
        painter.setPen(kInk);
        painter.drawText(QPointF(x + 14, legendY + 9), name);
        x += 14 + small.horizontalAdvance(name) + 14;
    };
    const QStringList names = partNames();
    for (int i = 0; i < names.size(); ++i)
        swatch(FigureStyle::memoryPart(i), FigureStyle::memoryPartEdge(i), names.at(i));
    swatch(kStyle.memoryFree(), kStyle.memoryFreeEdge(), Text::tr("Free"));
    painter.setPen(QPen(kInk, 1.5));
    painter.drawLine(QPointF(x + 5, legendY - 1), QPointF(x + 5, legendY + 11));
    painter.setPen(kInk);
    const QString capacityName = Text::tr("What the job may use (GiB per GPU)");
    painter.drawText(QPointF(x + 14, legendY + 9), capacityName);
    x += 14 + small.horizontalAdvance(capacityName) + 14;
    painter.setPen(QPen(kInk, 1.2));
    painter.drawLine(QPointF(x, legendY + 5), QPointF(x + 12, legendY + 5));
    painter.drawLine(QPointF(x, legendY + 1.5), QPointF(x, legendY + 8.5));
    painter.drawLine(QPointF(x + 12, legendY + 1.5), QPointF(x + 12, legendY + 8.5));
    painter.setPen(kInk);
    painter.drawText(QPointF(x + 16, legendY + 9), Text::tr("Measured range"));
}

/// Where the bars go: the GPU names' column, the plot, the figures' column, and the axis.
struct Plot
{
    std::vector<QString> labels;
    std::vector<QString> values;
    qreal labelWidth = 0;
    qreal valueWidth = 0;
    QRectF bars; ///< the bars' area: from the axis' 0 to its end, from the first row's top to the axis
    double axisMax = 0;
    double step = 0;

    qreal xOf(double value) const { return bars.left() + std::min(value, axisMax) / axisMax * bars.width(); }
};

Plot plotFor(const QRectF &rect, const Recommend::Recommendation &rec, int first, int count,
             const QLocale &locale)
{
    Plot plot;
    const QFontMetricsF labels(FigureStyle::font(11));
    const QFontMetricsF small(FigureStyle::font(10));
    for (int i = first; i < first + count; ++i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        QString label = QStringLiteral("%1. %2").arg(i + 1).arg(r.gpu->name);
        if (r.gpusUsed > 1)
            label += QStringLiteral(" \u00d7 %1").arg(r.gpusUsed);
        plot.labels.push_back(label);
        plot.values.push_back(
            r.gpusNeeded == 0
                ? Text::tr("%1 GiB, does not fit").arg(Presentation::gib(r.memory.total(), locale))
                : QStringLiteral("%1 (%2-%3) / %4 GiB")
                      .arg(Presentation::gib(r.memory.total(), locale),
                           Presentation::gib(r.totalLowGib, locale),
                           Presentation::gib(r.totalHighGib, locale),
                           Presentation::gib(r.capacityGib, locale)));
        plot.labelWidth = std::max(plot.labelWidth, labels.horizontalAdvance(label));
        plot.valueWidth = std::max(plot.valueWidth, small.horizontalAdvance(plot.values.back()));
    }
    plot.labelWidth = std::min(plot.labelWidth + 8, rect.width() * 0.34);
    plot.valueWidth += 8;
    scale(rec, &plot.axisMax, &plot.step);
    plot.bars = QRectF(rect.left() + plot.labelWidth, rect.top() + kLegend,
                       std::max<qreal>(40, rect.width() - plot.labelWidth - plot.valueWidth), count * kRow);
    return plot;
}

/// One GPU's row: its name, the free bar to its capacity, the parts stacked on it, the measured range, the
/// capacity mark and the figures.
void paintRow(QPainter &painter, const QRectF &rect, const Plot &plot, const Estimate::Result &r, int row)
{
    const QFont labelFont = FigureStyle::font(11);
    const qreal top = plot.bars.top() + row * kRow + (kRow - kBar) / 2;
    painter.setFont(labelFont);
    painter.setPen(kInk);
    painter.drawText(
        QRectF(rect.left(), plot.bars.top() + row * kRow, plot.labelWidth - 6, kRow),
        Qt::AlignRight | Qt::AlignVCenter,
        QFontMetricsF(labelFont).elidedText(plot.labels[size_t(row)], Qt::ElideRight, plot.labelWidth - 6));

    painter.setPen(QPen(kStyle.memoryFreeEdge(), 0.8));
    painter.setBrush(kStyle.memoryFree());
    painter.drawRect(QRectF(plot.bars.left(), top, plot.xOf(r.capacityGib) - plot.bars.left(), kBar));
    double start = 0;
    int k = -1; // the part's place in the stacking order, which picks its colour
    for (const Presentation::MemoryPart part : Presentation::memoryParts()) {
        ++k;
        const double size = Presentation::memoryPartGib(r.memory, part);
        if (size <= 0)
            continue;
        const qreal left = plot.xOf(start);
        const qreal right = plot.xOf(start + size);
        start += size;
        if (right - left <= 0)
            continue;
        painter.setPen(QPen(FigureStyle::memoryPartEdge(k), 0.5));
        painter.setBrush(FigureStyle::memoryPart(k));
        painter.drawRect(QRectF(left, top, right - left, kBar));
    }
    if (r.memory.total() > plot.axisMax) {
        // Cut: a gap in the background colour near the end says the bar goes on.
        const qreal cut = plot.bars.right() - 8;
        QPainterPath gap;
        gap.moveTo(cut, top + kBar + 1);
        gap.lineTo(cut + 3, top - 1);
        gap.lineTo(cut + 6, top - 1);
        gap.lineTo(cut + 3, top + kBar + 1);
        gap.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(kStyle.background);
        painter.drawPath(gap);
    }
    if (r.totalHighGib > r.totalLowGib) {
        // The whisker: where measured runs of this kind land, from the band's low to its high end.
        const qreal mid = top + kBar / 2, low = plot.xOf(r.totalLowGib), high = plot.xOf(r.totalHighGib);
        painter.setPen(QPen(kInk, 1.2));
        painter.drawLine(QPointF(low, mid), QPointF(high, mid));
        painter.drawLine(QPointF(low, mid - 3.5), QPointF(low, mid + 3.5));
        if (r.totalHighGib <= plot.axisMax)
            painter.drawLine(QPointF(high, mid - 3.5), QPointF(high, mid + 3.5));
    }
    painter.setPen(QPen(kInk, 1.5));
    painter.drawLine(QPointF(plot.xOf(r.capacityGib), top - 2),
                     QPointF(plot.xOf(r.capacityGib), top + kBar + 2));
    painter.setFont(FigureStyle::font(10));
    painter.setPen(kInk);
    painter.drawText(QRectF(plot.bars.right() + 6, plot.bars.top() + row * kRow, plot.valueWidth, kRow),
                     Qt::AlignLeft | Qt::AlignVCenter, plot.values[size_t(row)]);
}

/// The axis under the bars: its line, the ticks' numbers and the unit.
void paintAxis(QPainter &painter, const Plot &plot, const QLocale &locale)
{
    const QFont smallFont = FigureStyle::font(10);
    const QFontMetricsF small(smallFont);
    painter.setFont(smallFont);
    painter.setPen(QPen(kStyle.mutedText, 0.8));
    painter.drawLine(QPointF(plot.bars.left(), plot.bars.bottom()),
                     QPointF(plot.bars.right(), plot.bars.bottom()));
    painter.setPen(kInk);
    for (double tick = 0; tick <= plot.axisMax + 1e-9; tick += plot.step) {
        const QString text = locale.toString(tick, 'f', plot.step < 1 ? 1 : 0);
        const qreal w = small.horizontalAdvance(text);
        painter.drawText(QPointF(plot.xOf(tick) - w / 2, plot.bars.bottom() + 13), text);
    }
    painter.drawText(QRectF(plot.bars.left(), plot.bars.bottom() + 2, plot.bars.width(), kAxis - 2),
                     Qt::AlignRight | Qt::AlignBottom, Text::tr("GiB per GPU"));
}

} // namespace

void paint(QPainter &painter, const QRectF &rect, const Recommend::Recommendation &rec, int first, int count,
           const QLocale &locale)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(kInk);
    first = std::clamp(first, 0, int(rec.results.size()));
    count = std::clamp(count, 0, int(rec.results.size()) - first);
    if (count == 0) {
        painter.setFont(FigureStyle::font(11));
        painter.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, Text::tr("No GPU meets the constraints."));
        painter.restore();
        return;
    }
    paintLegend(painter, rect);
    const Plot plot = plotFor(rect, rec, first, count, locale);
    painter.setPen(QPen(kStyle.grid, 0.8));
    for (double tick = 0; tick <= plot.axisMax + 1e-9; tick += plot.step)
        painter.drawLine(QPointF(plot.xOf(tick), plot.bars.top()),
                         QPointF(plot.xOf(tick), plot.bars.bottom()));
    for (int row = 0; row < count; ++row)
        paintRow(painter, rect, plot, rec.results[size_t(first + row)].estimate, row);
    paintAxis(painter, plot, locale);
    painter.restore();
}

QByteArray svg(const Recommend::Recommendation &rec, const QString &title, const QLocale &locale)
{
    const int count = int(rec.results.size());
    const QSize size(int(kSvgWidth), int(std::ceil(2 * kSvgMargin + kSvgTitle + height(count))));
    return FigureWriter::svg(
        FigureWriter::Page{size, 1, title, kStyle.background}, [&](QPainter &painter, const QRectF &target) {
            painter.fillRect(target, kStyle.background);
            painter.setPen(kInk);
            painter.setFont(FigureStyle::font(13, true));
            painter.drawText(QRectF(kSvgMargin, kSvgMargin, target.width() - 2 * kSvgMargin, kSvgTitle - 6),
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
            paint(painter,
                  QRectF(kSvgMargin, kSvgMargin + kSvgTitle, target.width() - 2 * kSvgMargin, height(count)),
                  rec, 0, count, locale);
        });
}

} // namespace MemoryReportFigure
