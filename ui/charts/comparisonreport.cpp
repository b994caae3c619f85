#include "ui/charts/comparisonreport.h"

#include "app/core/atomicfile.h"
#include "app/core/dataset.h"
#include "app/core/gpu.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figurewriter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace ComparisonReport {

namespace {

// Text::tr() translates in the "ComparisonReport" context; lupdate reads the context from the macro (it finds
// none for a free tr() function).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonReport)
};

constexpr qreal kMargin = 40;

QString tableHtml(const std::vector<const Gpu *> &gpus)
{
    std::vector<const Metric *> columns;
    for (const Metric *metric : Metrics::listColumns()) {
        if (metric->key != QLatin1String("segment") && metric->key != QLatin1String("architecture"))
            columns.push_back(metric);
    }
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "style=\"border-collapse: collapse\"><tr>");
    for (const Metric *metric : columns)
        html += QStringLiteral("<th align=\"%1\" style=\"border-bottom: 1px solid %3\">%2</th>")
                    .arg(metric->isNumeric() ? QStringLiteral("right") : QStringLiteral("left"),
                         metric->labelWithUnit().toHtmlEscaped(), FigureStyle::print().tableRule().name());
    html += QStringLiteral("</tr>");
    for (const Gpu *gpu : gpus) {
        html += QStringLiteral("<tr>");
        for (const Metric *metric : columns) {
            QString text = Presentation::cellText(*metric, *gpu, QStringLiteral("–"));
            if (Presentation::isEstimatedValue(*metric, *gpu))
                text = Presentation::markedBefore(text);
            html +=
                QStringLiteral("<td align=\"%1\"%3>%2</td>")
                    .arg(metric->isNumeric() ? QStringLiteral("right") : QStringLiteral("left"),
                         text.toHtmlEscaped(),
                         metric->key == MetricKeys::Name ? QStringLiteral(" style=\"white-space: nowrap\"")
                                                         : QString());
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString sourcesHtml(const Content &content)
{
    QString html =
        QStringLiteral("<p><b>%1</b> %2 (%3). %4</p>")
            .arg(Text::tr("Data sources.").toHtmlEscaped(), content.dataset->title.toHtmlEscaped(),
                 content.dataset->version.toHtmlEscaped(), content.dataset->description.toHtmlEscaped());
    for (const Gpu *gpu : content.gpus) {
        html += QStringLiteral("<p><b>%1</b>: %2</p>")
                    .arg(gpu->name.toHtmlEscaped(), gpu->sources.join(QStringLiteral("; ")).toHtmlEscaped());
    }
    QString estimates;
    for (const Gpu *gpu : content.gpus) {
        if (gpu->estimated.isEmpty())
            continue;
        QStringList fields;
        for (const QString &key : gpu->estimated) {
            const Metric *metric = Metrics::find(key);
            fields.append(metric ? metric->label() : key);
        }
        estimates +=
            QStringLiteral("<p><b>%1</b>: %2%3</p>")
                .arg(gpu->name.toHtmlEscaped(), fields.join(QStringLiteral(", ")).toHtmlEscaped(),
                     gpu->estimateNote.isEmpty() ? QString()
                                                 : QStringLiteral(" — ") + gpu->estimateNote.toHtmlEscaped());
    }
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(Text::tr("Estimated values (≈).").toHtmlEscaped(),
                     estimates.isEmpty()
                         ? Text::tr("None among these GPUs: every figure shown is stated by NVIDIA.")
                         : Text::tr("Not stated by NVIDIA; derived as noted:").toHtmlEscaped());
    html += estimates;
    std::vector<const Metric *> all;
    for (const Metric &metric : Metrics::all())
        all.push_back(&metric);
    const QString userNote = Presentation::userValuesNote(content.gpus, all);
    if (!userNote.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(userNote.toHtmlEscaped());
    return html;
}

/// Lays out rich text at `width`, shrinking the font until it fits `maxHeight` or reaches the smallest size.
void fitDocument(QTextDocument &document, const QString &html, qreal width, qreal maxHeight, int largestPx,
                 int smallestPx)
{
    for (int px = largestPx; px >= smallestPx; --px) {
        document.setDefaultFont(FigureStyle::font(px));
        document.setHtml(html);
        document.setTextWidth(width);
        if (document.size().height() <= maxHeight)
            return;
    }
}

/// Chart text is sized for a 1600 x 900 figure: on half an A4 page it would crowd the plot, so the figure is
/// laid out larger and painted shrunk.
void paintShrunk(ChartFigure &figure, QPainter &painter, const QRectF &target)
{
    constexpr qreal kShrink = 1.6;
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(1 / kShrink, 1 / kShrink);
    ChartRenderer::paint(figure, painter, QRectF(QPointF(0, 0), target.size() * kShrink));
    painter.restore();
}

} // namespace

QByteArray pdf(const Content &content)
{
    const QPageLayout layout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
    return FigureWriter::pdfPages(
        layout, Text::tr("GPU comparison"), [&](QPdfWriter &writer, QPainter &painter) {
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            const QRectF page(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
            const QRectF body = page.adjusted(kMargin, kMargin, -kMargin, -kMargin);
            const FigureStyle style = FigureStyle::print();
            const QColor ink = style.text;
            qreal y = body.top();

            painter.setPen(ink);
            painter.setFont(FigureStyle::font(22, true));
            painter.drawText(QRectF(body.left(), y, body.width(), 30), Qt::AlignLeft | Qt::AlignVCenter,
                             Text::tr("GPU comparison"));
            painter.setFont(FigureStyle::font(12));
            painter.drawText(QRectF(body.left(), y, body.width(), 30), Qt::AlignRight | Qt::AlignVCenter,
                             QLocale().toString(content.date, QLocale::LongFormat));
            y += 34;
            QStringList names;
            for (const Gpu *gpu : content.gpus)
                names.append(gpu->name);
            painter.setFont(FigureStyle::font(12));
            const QRectF namesRect(body.left(), y, body.width(), 34);
            QRectF used;
            painter.drawText(namesRect, Qt::TextWordWrap, names.join(QStringLiteral(" · ")), &used);
            y += used.height() + 10;

            QTextDocument table;
            table.setDocumentMargin(0);
            fitDocument(table, tableHtml(content.gpus), body.width(), 260, 11, 8);
            painter.save();
            painter.translate(body.left(), y);
            table.drawContents(&painter, QRectF(0, 0, body.width(), 260));
            painter.restore();
            y += std::min<qreal>(table.size().height(), 260) + 14;

            // Radar and bars side by side, each through the same builder and renderer as the Compare tab.
            const qreal chartHeight = 430;
            const qreal half = (body.width() - 10) / 2;
            ChartRequest radar;
            for (const Gpu &gpu : content.dataset->gpus)
                radar.dataset.push_back(&gpu);
            radar.gpus = content.gpus;
            radar.kind = ChartKind::Radar;
            radar.metrics = content.radarMetrics;
            radar.scale = content.scale;
            ChartRequest bars = radar;
            bars.kind = ChartKind::Bar;
            bars.metrics = content.barMetrics;
            ChartFigure radarFigure = ChartBuilder::build(radar);
            ChartFigure barFigure = ChartBuilder::build(bars);
            // Half a page is too narrow for the radar's legend (Qt elides the names); the bars beside it name
            // every GPU in the same colours.
            if (!radarFigure.charts.empty() && !barFigure.charts.empty()) {
                radarFigure.charts.front()->legend()->hide();
                radarFigure.notes.prepend(Text::tr("Colours as in the bar chart."));
            }
            paintShrunk(radarFigure, painter, QRectF(body.left(), y, half, chartHeight));
            paintShrunk(barFigure, painter, QRectF(body.left() + half + 10, y, half, chartHeight));
            y += chartHeight + 12;

            const qreal footer = 16;
            const qreal room = body.bottom() - footer - y;
            QTextDocument sources;
            sources.setDocumentMargin(0);
            fitDocument(sources, sourcesHtml(content), body.width(), room, 10, 7);
            painter.save();
            painter.translate(body.left(), y);
            // What still does not fit at the smallest size is cut here, and the footer says where the rest
            // is.
            sources.drawContents(&painter, QRectF(0, 0, body.width(), room));
            painter.restore();
            painter.setFont(FigureStyle::font(9));
            painter.setPen(style.mutedText);
            QString footerText =
                Text::tr(
                    "GPU Scout %1 · dataset %2 · peak figures; tensor TFLOPS are dense unless marked sparse")
                    .arg(QCoreApplication::applicationVersion(), content.dataset->version);
            if (sources.size().height() > room)
                footerText += Text::tr(" · all sources: gpuscout list --format json");
            painter.drawText(QRectF(body.left(), body.bottom() - footer, body.width(), footer),
                             Qt::AlignLeft | Qt::AlignBottom, footerText);
            return true;
        });
}

bool write(const Content &content, const QString &path, QString *error)
{
    const QByteArray bytes = pdf(content);
    if (bytes.isEmpty()) {
        *error = Text::tr("%1: the report could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace ComparisonReport
