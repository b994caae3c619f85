#include "ui/charts/memoryreportfigure.h"

#include "app/core/presentation.h"
#include "ui/charts/chartbuilder.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

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
// The same colours as the window's memory chart, and a light grey for what stays free.
const QColor kParts[] = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c),
                         QColor(0xd62728), QColor(0x9467bd), QColor(0x8c564b)};
const QColor kFree(0xeeeeee);
const QColor kInk(0x222222);
const QColor kGrid(0xdddddd);

std::vector<double> parts(const Estimate::Memory &m)
{
    return {m.weights, m.gradients, m.optimizer, m.activations, m.adapters, m.overhead()};
}

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

void paint(QPainter &painter, const QRectF &rect, const Recommend::Recommendation &rec, int first, int count,
           const QLocale &locale)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(kInk);
    const QFont labelFont = ChartBuilder::font(11);
    const QFont smallFont = ChartBuilder::font(10);
    first = std::clamp(first, 0, int(rec.results.size()));
    count = std::clamp(count, 0, int(rec.results.size()) - first);
    if (count == 0) {
        painter.setFont(labelFont);
        painter.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, Text::tr("No GPU meets the constraints."));
        painter.restore();
        return;
    }

    // The legend: the parts, what stays free, and the capacity mark.
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
        swatch(kParts[i], kParts[i].darker(120), names.at(i));
    swatch(kFree, QColor(0x999999), Text::tr("Free"));
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

    // Columns: the GPU, the bars, the figures.
    const QFontMetricsF labels(labelFont);
    qreal labelWidth = 0;
    qreal valueWidth = 0;
    std::vector<QString> rowLabels;
    std::vector<QString> values;
    for (int i = first; i < first + count; ++i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        QString label = QStringLiteral("%1. %2").arg(i + 1).arg(r.gpu->name);
        if (r.gpusUsed > 1)
            label += QStringLiteral(" \u00d7 %1").arg(r.gpusUsed);
        rowLabels.push_back(label);
        values.push_back(
            r.gpusNeeded == 0
                ? Text::tr("%1 GiB, does not fit").arg(Presentation::gib(r.memory.total(), locale))
                : QStringLiteral("%1 (%2-%3) / %4 GiB")
                      .arg(Presentation::gib(r.memory.total(), locale),
                           Presentation::gib(r.totalLowGib, locale),
                           Presentation::gib(r.totalHighGib, locale),
                           Presentation::gib(r.capacityGib, locale)));
        labelWidth = std::max(labelWidth, labels.horizontalAdvance(label));
        valueWidth = std::max(valueWidth, small.horizontalAdvance(values.back()));
    }
    labelWidth = std::min(labelWidth + 8, rect.width() * 0.34);
    valueWidth += 8;
    const qreal plotLeft = rect.left() + labelWidth;
    const qreal plotWidth = std::max<qreal>(40, rect.width() - labelWidth - valueWidth);
    double axisMax = 0;
    double step = 0;
    scale(rec, &axisMax, &step);
    auto xOf = [&](double value) { return plotLeft + std::min(value, axisMax) / axisMax * plotWidth; };
    const qreal rowsTop = rect.top() + kLegend;
    const qreal rowsBottom = rowsTop + count * kRow;

    painter.setPen(QPen(kGrid, 0.8));
    for (double tick = 0; tick <= axisMax + 1e-9; tick += step)
        painter.drawLine(QPointF(xOf(tick), rowsTop), QPointF(xOf(tick), rowsBottom));

    for (int row = 0; row < count; ++row) {
        const Estimate::Result &r = rec.results[size_t(first + row)].estimate;
        const qreal top = rowsTop + row * kRow + (kRow - kBar) / 2;
        painter.setFont(labelFont);
        painter.setPen(kInk);
        painter.drawText(QRectF(rect.left(), rowsTop + row * kRow, labelWidth - 6, kRow),
                         Qt::AlignRight | Qt::AlignVCenter,
                         labels.elidedText(rowLabels[size_t(row)], Qt::ElideRight, labelWidth - 6));

        painter.setPen(QPen(QColor(0x999999), 0.8));
        painter.setBrush(kFree);
        painter.drawRect(QRectF(plotLeft, top, xOf(r.capacityGib) - plotLeft, kBar));
        double start = 0;
        const std::vector<double> sizes = parts(r.memory);
        for (size_t k = 0; k < sizes.size(); ++k) {
            if (sizes[k] <= 0)
                continue;
            const qreal left = xOf(start);
            const qreal right = xOf(start + sizes[k]);
            start += sizes[k];
            if (right - left <= 0)
                continue;
            painter.setPen(QPen(kParts[k].darker(120), 0.5));
            painter.setBrush(kParts[k]);
            painter.drawRect(QRectF(left, top, right - left, kBar));
        }
        if (r.memory.total() > axisMax) {
            // Cut: a white gap near the end says the bar goes on.
            const qreal cut = plotLeft + plotWidth - 8;
            QPainterPath gap;
            gap.moveTo(cut, top + kBar + 1);
            gap.lineTo(cut + 3, top - 1);
            gap.lineTo(cut + 6, top - 1);
            gap.lineTo(cut + 3, top + kBar + 1);
            gap.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(Qt::white);
            painter.drawPath(gap);
        }
        if (r.totalHighGib > r.totalLowGib) {
            // The whisker: where measured runs of this kind land, from the band's low to its high end.
            const qreal mid = top + kBar / 2, low = xOf(r.totalLowGib), high = xOf(r.totalHighGib);
            painter.setPen(QPen(kInk, 1.2));
            painter.drawLine(QPointF(low, mid), QPointF(high, mid));
            painter.drawLine(QPointF(low, mid - 3.5), QPointF(low, mid + 3.5));
            if (r.totalHighGib <= axisMax)
                painter.drawLine(QPointF(high, mid - 3.5), QPointF(high, mid + 3.5));
        }
        painter.setPen(QPen(kInk, 1.5));
        painter.drawLine(QPointF(xOf(r.capacityGib), top - 2), QPointF(xOf(r.capacityGib), top + kBar + 2));
        painter.setFont(smallFont);
        painter.setPen(kInk);
        painter.drawText(QRectF(plotLeft + plotWidth + 6, rowsTop + row * kRow, valueWidth, kRow),
                         Qt::AlignLeft | Qt::AlignVCenter, values[size_t(row)]);
    }

    painter.setFont(smallFont);
    painter.setPen(QPen(QColor(0x888888), 0.8));
    painter.drawLine(QPointF(plotLeft, rowsBottom), QPointF(plotLeft + plotWidth, rowsBottom));
    painter.setPen(kInk);
    for (double tick = 0; tick <= axisMax + 1e-9; tick += step) {
        const QString text = locale.toString(tick, 'f', step < 1 ? 1 : 0);
        const qreal w = small.horizontalAdvance(text);
        painter.drawText(QPointF(xOf(tick) - w / 2, rowsBottom + 13), text);
    }
    painter.drawText(QRectF(plotLeft, rowsBottom + 2, plotWidth, kAxis - 2), Qt::AlignRight | Qt::AlignBottom,
                     Text::tr("GiB per GPU"));
    painter.restore();
}

QByteArray svg(const Recommend::Recommendation &rec, const QString &title, const QLocale &locale)
{
    const int count = int(rec.results.size());
    const QSize size(int(kSvgWidth), int(std::ceil(2 * kSvgMargin + kSvgTitle + height(count))));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96); // the default 72 would make 800 px "282 mm" wide
    generator.setTitle(title);
    generator.setDescription(QCoreApplication::translate("ChartRenderer", "Made with GPU Scout"));
    QPainter painter;
    if (!painter.begin(&generator))
        return QByteArray();
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
    painter.setPen(kInk);
    painter.setFont(ChartBuilder::font(13, true));
    painter.drawText(QRectF(kSvgMargin, kSvgMargin, size.width() - 2 * kSvgMargin, kSvgTitle - 6),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
    paint(painter, QRectF(kSvgMargin, kSvgMargin + kSvgTitle, size.width() - 2 * kSvgMargin, height(count)),
          rec, 0, count, locale);
    painter.end();
    return bytes;
}

} // namespace MemoryReportFigure
