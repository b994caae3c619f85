#include "app/core/presentation.h"

#include "app/core/gpu.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"

#include <QCoreApplication>
#include <QUrl>

namespace Presentation {

QString estimateMarker()
{
    return QStringLiteral("≈");
}

QString markedAfter(const QString &text)
{
    return text + QLatin1Char(' ') + estimateMarker();
}

QString markedBefore(const QString &text)
{
    return estimateMarker() + QChar(0x202f) + text;
}

QString staleMarker()
{
    return QStringLiteral("†");
}

QString markedStale(const QString &text)
{
    return text + QLatin1Char(' ') + staleMarker();
}

QString plainStaleMarker()
{
    return QCoreApplication::translate("Presentation", "(stale)");
}

QString plainEstimateMarker()
{
    return QStringLiteral("*");
}

QString estimateChartNote()
{
    return QCoreApplication::translate(
        "Text", "≈ marks an estimated value (not stated by NVIDIA); see the Specs tab for sources.");
}

QString estimateMarkdownNote()
{
    return QCoreApplication::translate("TableExport",
                                       "\\* estimate: derived or third-party, not stated by NVIDIA.");
}

bool isEstimatedValue(const Metric &metric, const Gpu &gpu)
{
    return metric.isNumeric() && metric.isEstimated(gpu) && metric.value(gpu).has_value();
}

QStringList userInputs(const Metric &metric, const Gpu &gpu)
{
    if (gpu.userFields.isEmpty())
        return {};
    if (metric.kind != Metric::Kind::Derived)
        return gpu.isUserValue(metric.key) ? QStringList{metric.key} : QStringList();
    QStringList keys;
    for (const QString &input : metric.inputs) {
        if (gpu.isUserValue(input))
            keys.append(input);
    }
    return keys;
}

bool isUserValue(const Metric &metric, const Gpu &gpu)
{
    return !userInputs(metric, gpu).isEmpty();
}

QString datasetValueText(const Metric &metric, const QVariant &datasetValue)
{
    if (!datasetValue.isValid() || datasetValue.toString().isEmpty())
        return QCoreApplication::translate("Presentation", "none");
    if (metric.isNumeric()) {
        bool ok = false;
        const double value = datasetValue.toDouble(&ok);
        if (ok)
            return valueWithUnit(metric, value);
    }
    return datasetWord(datasetValue.toString());
}

QString userValuesNote(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &metrics)
{
    QStringList parts;
    for (const Gpu *gpu : gpus) {
        if (gpu->userAdded) {
            parts.append(QCoreApplication::translate("Presentation", "%1 (your own GPU)").arg(gpu->name));
            continue;
        }
        QStringList fields;
        for (const Metric *metric : metrics) {
            for (const QString &key : userInputs(*metric, *gpu)) {
                const Metric *input = Metrics::find(key);
                const QString label = input ? input->label() : key;
                if (!fields.contains(label))
                    fields.append(label);
            }
        }
        if (!fields.isEmpty())
            parts.append(gpu->name + QStringLiteral(": ") + fields.join(QStringLiteral(", ")));
    }
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("Presentation", "Your own values (from your corrections): %1.")
        .arg(parts.join(QStringLiteral("; ")));
}

QString cellText(const Metric &metric, const Gpu &gpu, const QString &missing)
{
    if (!metric.isNumeric()) {
        const QString text = metric.displayText(gpu);
        return text.isEmpty() ? missing : text;
    }
    const std::optional<double> v = metric.value(gpu);
    return v ? metric.formatNumber(*v) : missing;
}

QString valueWithUnit(const Metric &metric, double value)
{
    const QString unit = metric.unit();
    return unit.isEmpty() ? metric.formatNumber(value) : metric.formatNumber(value) + QLatin1Char(' ') + unit;
}

QString datasetWord(const QString &word)
{
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("Presentation", "yes"),
        QT_TRANSLATE_NOOP("Presentation", "no"),
        QT_TRANSLATE_NOOP("Presentation", "not advertised"),
        QT_TRANSLATE_NOOP("Presentation", "high"),
        QT_TRANSLATE_NOOP("Presentation", "medium"),
        QT_TRANSLATE_NOOP("Presentation", "low"),
    };
    for (const char *known : words) {
        if (word == QLatin1String(known))
            return QCoreApplication::translate("Presentation", known);
    }
    return word;
}

QStringList alignedColumns(const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QList<int> widths;
    for (const QStringList &row : rows) {
        for (int i = 0; i < row.size(); ++i) {
            if (i == widths.size())
                widths.append(0);
            widths[i] = qMax(widths[i], int(row.at(i).size()));
        }
    }
    QStringList lines;
    for (int r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (int i = 0; i < rows[r].size(); ++i)
            cells.append(rightAligned.value(i) ? rows[r].at(i).rightJustified(widths[i])
                                               : rows[r].at(i).leftJustified(widths[i]));
        lines.append(cells.join(QStringLiteral("  ")).trimmed());
        if (r == 0) {
            QStringList rule;
            for (int w : widths)
                rule.append(QString(w, QLatin1Char('-')));
            lines.append(rule.join(QStringLiteral("  ")));
        }
    }
    return lines;
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvRow(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &field : fields)
        quoted.append(csvField(field));
    return quoted.join(QLatin1Char(','));
}

QString markdownCell(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text;
}

QString markdownCode(const QString &text)
{
    QString fence = QStringLiteral("`");
    while (text.contains(fence))
        fence += QLatin1Char('`');
    QString flat = text;
    flat.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
    flat.replace(QLatin1Char('\r'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const bool padded = flat.startsWith(QLatin1Char('`')) || flat.endsWith(QLatin1Char('`'));
    return fence + (padded ? QLatin1Char(' ') + flat + QLatin1Char(' ') : flat) + fence;
}

// The details messages keep the context they were translated under when the page built them.
QString detailsHtml(const Gpu &gpu, bool installedHere, int figureIndent)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(gpu.name.toHtmlEscaped());
    QStringList subtitle{segmentLabel(gpu.segment), gpu.architecture};
    if (!gpu.variant.isEmpty())
        subtitle.append(gpu.variant);
    html += QStringLiteral("<p>%1</p>").arg(subtitle.join(QStringLiteral(" · ")).toHtmlEscaped());
    if (gpu.userAdded)
        html += QCoreApplication::translate("SpecGridPage",
                                            "<p><b>Your own GPU</b> (from your corrections).</p>");
    if (installedHere)
        html += QCoreApplication::translate("SpecGridPage", "<p><b>Installed in this machine.</b></p>");
    // One paragraph a figure, "label TAB value", hanging from the value column: a long value wraps under
    // itself. (A two-column table looks the same but lays out each cell twice; the pane cost twice as much.)
    const QString figure = QStringLiteral("<p style='margin-top:0; margin-bottom:4px; margin-left:%1px; "
                                          "text-indent:-%1px; white-space:pre-wrap'>%2\t%3</p>")
                               .arg(figureIndent);
    bool anyEstimate = false;
    for (const Metric &metric : Metrics::all()) {
        if (metric.key == MetricKeys::Name)
            continue;
        const QString text =
            metric.isNumeric() ? metric.displayText(gpu) : datasetWord(metric.displayText(gpu));
        if (text.isEmpty())
            continue;
        const bool estimated = isEstimatedValue(metric, gpu);
        anyEstimate = anyEstimate || estimated;
        QString cell = estimated ? QStringLiteral("<i>%1</i>").arg(markedAfter(text).toHtmlEscaped())
                                 : text.toHtmlEscaped();
        if (!gpu.userAdded && isUserValue(metric, gpu))
            cell += QCoreApplication::translate("SpecGridPage", " <b>(yours)</b>");
        html += figure.arg(metric.label().toHtmlEscaped(), cell);
    }
    if (anyEstimate)
        html += QCoreApplication::translate("SpecGridPage", "<p><i>≈ estimate:</i> %1</p>")
                    .arg((gpu.estimateNote.isEmpty()
                              ? QCoreApplication::translate("SpecGridPage", "not stated directly by NVIDIA")
                              : gpu.estimateNote)
                             .toHtmlEscaped());
    if (!gpu.confidence.isEmpty())
        html += QCoreApplication::translate("SpecGridPage", "<p><b>Confidence:</b> %1</p>")
                    .arg(datasetWord(gpu.confidence).toHtmlEscaped());
    if (!gpu.notes.isEmpty())
        html += QCoreApplication::translate("SpecGridPage", "<p><b>Notes:</b> %1</p>")
                    .arg(gpu.notes.toHtmlEscaped());
    if (!gpu.launchPriceNote.isEmpty())
        html += QCoreApplication::translate("SpecGridPage", "<p><b>Price:</b> %1</p>")
                    .arg(gpu.launchPriceNote.toHtmlEscaped());
    if (!gpu.cloudPriceNote.isEmpty())
        html += QCoreApplication::translate("SpecGridPage", "<p><b>Cloud price:</b> %1</p>")
                    .arg(gpu.cloudPriceNote.toHtmlEscaped());
    html += QCoreApplication::translate("SpecGridPage", "<p><b>Sources</b></p><ol>");
    for (const QString &source : gpu.sources) {
        const QUrl url(source);
        const bool web = url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http");
        html += web ? QStringLiteral("<li><a href=\"%1\">%2</a></li>")
                          .arg(url.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                               (url.host() + url.path()).toHtmlEscaped())
                    : QStringLiteral("<li>%1</li>").arg(source.toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    return html;
}

} // namespace Presentation
