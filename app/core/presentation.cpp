#include "app/core/presentation.h"

#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/job.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/recommend.h"

#include <QCoreApplication>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace {
// The estimator's and the recommender's words keep the contexts they were first translated in.
struct EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Estimate)
};
struct RecommendText
{
    Q_DECLARE_TR_FUNCTIONS(Recommend)
};
struct ColumnText
{
    Q_DECLARE_TR_FUNCTIONS(ResultColumn)
};
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(RecommendationReport)
};
} // namespace

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

namespace {

struct MemoryPartEntry
{
    MemoryPart part;
    const char *key;
    const char *label;
};
constexpr MemoryPartEntry kMemoryParts[] = {
    {MemoryPart::Weights, "weights", QT_TRANSLATE_NOOP("MemoryPart", "Weights")},
    {MemoryPart::Gradients, "gradients", QT_TRANSLATE_NOOP("MemoryPart", "Gradients")},
    {MemoryPart::Optimizer, "optimizer", QT_TRANSLATE_NOOP("MemoryPart", "Optimizer")},
    {MemoryPart::Activations, "activations", QT_TRANSLATE_NOOP("MemoryPart", "Activations")},
    {MemoryPart::Adapters, "adapters", QT_TRANSLATE_NOOP("MemoryPart", "Adapters")},
    {MemoryPart::Overhead, "overhead", QT_TRANSLATE_NOOP("MemoryPart", "Overhead")},
};

const MemoryPartEntry &entryOf(MemoryPart part)
{
    return kMemoryParts[size_t(part)];
}

} // namespace

const std::vector<MemoryPart> &memoryParts()
{
    static const std::vector<MemoryPart> parts = [] {
        std::vector<MemoryPart> all;
        for (const MemoryPartEntry &entry : kMemoryParts)
            all.push_back(entry.part);
        return all;
    }();
    return parts;
}

QString memoryPartKey(MemoryPart part)
{
    return QString::fromLatin1(entryOf(part).key);
}

QString memoryPartLabel(MemoryPart part)
{
    return QCoreApplication::translate("MemoryPart", entryOf(part).label);
}

double memoryPartGib(const Estimate::Memory &m, MemoryPart part)
{
    switch (part) {
    case MemoryPart::Weights:
        return m.weights;
    case MemoryPart::Gradients:
        return m.gradients;
    case MemoryPart::Optimizer:
        return m.optimizer;
    case MemoryPart::Activations:
        return m.activations;
    case MemoryPart::Adapters:
        return m.adapters;
    case MemoryPart::Overhead:
        return m.overhead();
    }
    return 0;
}

QLocale grouped(const QLocale &locale)
{
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() & ~QLocale::OmitGroupSeparator);
    return l;
}

QString gib(double value, const QLocale &locale)
{
    return locale.toString(value, 'f', 1);
}

QString gibWithUnit(double value, const QLocale &locale)
{
    return QCoreApplication::translate("Presentation", "%1 GiB").arg(gib(value, locale));
}

QString parameters(double params, const QLocale &locale)
{
    // Two decimals tell a preset's 8.03B from the 8B of its name; below a billion, millions.
    return params >= 1e9 ? QStringLiteral("%1B").arg(locale.toString(params / 1e9, 'f', 2))
                         : QStringLiteral("%1M").arg(locale.toString(params / 1e6, 'f', 1));
}

QString parameterCount(double params, const QLocale &locale)
{
    return QCoreApplication::translate("Presentation", "%1 parameters").arg(parameters(params, locale));
}

QString tokensPerSecond(double value, const QLocale &locale)
{
    return locale.toString(value, 'f', 0);
}

QString usd(double value, int decimals, const QLocale &locale)
{
    return QStringLiteral("$") + locale.toString(value, 'f', decimals);
}

QString dollars(double value, const QLocale &locale)
{
    return usd(value, value < 100 ? 2 : 0, locale);
}

QString duration(double hours, const QLocale &locale)
{
    if (hours < 1)
        return RecommendText::tr("%1 min").arg(
            locale.toString(std::max(1.0, std::round(hours * 60)), 'f', 0));
    if (hours < 48)
        return RecommendText::tr("%1 h").arg(locale.toString(hours, 'f', hours < 10 ? 1 : 0));
    return RecommendText::tr("%1 days").arg(locale.toString(hours / 24, 'f', 1));
}

QString warningText(const Estimate::Warning &warning, const QLocale &locale)
{
    using Kind = Estimate::Warning::Kind;
    const std::vector<double> &n = warning.numbers;
    const auto at = [&n](size_t i) { return i < n.size() ? n[i] : 0.0; };
    const auto g = [&](size_t i) { return gib(at(i), locale); };
    const auto count = [&](size_t i) { return locale.toString(qlonglong(std::llround(at(i)))); };
    switch (warning.kind) {
    case Kind::NoCountMayFit:
        return EstimateText::tr("the estimate does not fit on any number of GPUs (%1 GiB stays on each of %2 "
                                "GiB), but measured runs of this kind go as low as %3 GiB")
            .arg(g(0), g(1), g(2));
    case Kind::NoCount:
        return EstimateText::tr("does not fit on any number of GPUs: %1 GiB stays on each (activations and "
                                "overhead) of %2 GiB")
            .arg(g(0), g(1));
    case Kind::MayNotFitFixed:
        return EstimateText::tr(
                   "may not fit on %1 GPUs: the estimate, %2 GiB each, is above the %3 GiB usable, "
                   "but measured runs of this kind go as low as %4 GiB; %5 GPUs hold the estimate")
            .arg(count(0), g(1), g(2), g(3), count(4));
    case Kind::DoesNotFitFixed:
        return EstimateText::tr("does not fit on %1 GPUs (%2 GiB each of %3): needs %4")
            .arg(count(0), g(1), g(2), count(3));
    case Kind::OverLimit:
        return EstimateText::tr("needs %1 GPUs, more than the %2 allowed").arg(count(0), count(1));
    case Kind::OverLimitWholeNodes:
        return RecommendText::tr("needs %1 GPUs in whole nodes of %2, more than the %3 allowed")
            .arg(count(0), count(1), count(2));
    case Kind::ThinHeadroom:
        return EstimateText::tr("fits with only %1% headroom: allocator spikes or a longer batch may not fit")
            .arg(locale.toString(std::max(0, int(std::floor(at(0) * 100)))));
    case Kind::OffloadMaster:
    case Kind::OffloadStates: {
        const QString what = warning.kind == Kind::OffloadMaster
                                 ? EstimateText::tr("master weights, gradients and optimizer states")
                                 : EstimateText::tr("optimizer states");
        if (at(1) <= 1)
            return EstimateText::tr("offload holds %1 GiB of %2 in CPU memory: the host needs that much RAM, "
                                    "pinned for the copies")
                .arg(g(0), what);
        return EstimateText::tr("offload holds %1 GiB of %2 in CPU memory per node (%3 GiB for each of "
                                "%4 GPUs): each host needs that much RAM, pinned for the copies")
            .arg(gib(at(0) * at(1), locale), what, g(0), count(1));
    }
    case Kind::OffloadCheckpoints:
        if (at(1) <= 1)
            return EstimateText::tr("checkpoint offload holds %1 GiB of layer inputs in CPU memory: "
                                    "the host needs that much RAM, pinned for the copies")
                .arg(g(0));
        return EstimateText::tr("checkpoint offload holds %1 GiB of layer inputs in CPU memory "
                                "per node (%2 GiB for each of %3 GPUs): each host needs that "
                                "much RAM, pinned for the copies")
            .arg(gib(at(0) * at(1), locale), g(0), count(1));
    case Kind::NoPeerToPeer:
        return EstimateText::tr("GeForce cards have no peer-to-peer over PCIe: %1 GPUs train %2x as fast "
                                "as one, their traffic going through host memory")
            .arg(count(0), g(1));
    case Kind::PcieOnly:
        return EstimateText::tr("PCIe only (no NVLink): %1 GPUs train %2x as fast as one, their traffic "
                                "crossing PCIe")
            .arg(count(0), g(1));
    case Kind::NoBf16:
        return EstimateText::tr("no bf16 on this architecture: use fp16 mixed precision");
    case Kind::NoThroughput:
        return EstimateText::tr("no dense tensor throughput in the dataset: speed unknown");
    }
    return {};
}

QStringList warningTexts(const std::vector<Estimate::Warning> &warnings, const QLocale &locale)
{
    QStringList texts;
    for (const Estimate::Warning &warning : warnings)
        texts << warningText(warning, locale);
    return texts;
}

namespace {

using Recommend::Entry;
using Recommend::Recommendation;
const QString kNone = QStringLiteral("—");

// May fit at the count it is shown at: the job runs there by the estimate, or only the low end of the
// measured range fits there (a count below what the estimate needs, or no count holds the estimate).
bool mayFitHere(const Estimate::Result &r)
{
    return r.fit == Estimate::Fit::MayFit && (r.runs() || r.gpusUsed < r.gpusNeeded || r.gpusNeeded == 0);
}

// The Fits column's state, in the order it sorts.
Estimate::Standing standing(const Estimate::Result &r)
{
    using Estimate::Standing;
    if (mayFitHere(r))
        return r.gpusUsed == 1 ? Standing::MayFitOnOne : Standing::MayFitSharded;
    if (r.fits)
        return Standing::OnOne;
    if (r.runs())
        return Standing::Sharded;
    return r.gpusNeeded > 0 ? Standing::DoesNotFit : Standing::NeverFits;
}

QString optionalCsv(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : QString();
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString stale(const Entry &e, const QString &text)
{
    return e.priceAge && e.priceAge->stale ? markedStale(text) : text;
}

QVariant optionalValue(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QString fixesCsv(const Estimate::Result &r)
{
    QStringList parts;
    for (const Estimate::Fix &fix : r.fixes)
        parts << QStringLiteral("%1 -> %2 GPU(s)").arg(fix.args).arg(fix.gpusNeeded);
    return csvField(parts.join(QStringLiteral("; ")));
}

/// One result column: its key, its header, and how its value, window text and CSV field are read. A null
/// reader: the column has no such form (text falls back to the value, CSV to nothing).
struct ResultColumnEntry
{
    ResultColumn column;
    const char *key;
    const char *label;
    const char *toolTip;
    bool text;
    QVariant (*value)(const ResultRow &);
    QString (*display)(const ResultRow &, const QLocale &);
    QString (*csv)(const ResultRow &);
    /// Its header and cell in `gpuscout recommend`'s plain-text table (a terminal's: short, untranslated, C
    /// locale); null for a column that table leaves out.
    const char *terminalHeader = nullptr;
    QString (*terminal)(const ResultRow &) = nullptr;
    /// Its header and cell in the recommendation report (Markdown, PDF) where they differ from the window's
    /// (a page has no tooltips to explain a terse cell); null: the window's.
    const char *reportLabel = nullptr;
    QString (*report)(const ResultRow &, const QLocale &) = nullptr;
};

const QString kTerminalNone = QStringLiteral("-");

// The band and what the GPU holds in one cell, for a page or a terminal: "24.4 (21.9-28.0) / 79.6".
QString totalWithCapacity(const ResultRow &row, const QLocale &l)
{
    const Estimate::Result &r = row.entry.estimate;
    return ColumnText::tr("%1 (%2-%3) / %4")
        .arg(gib(r.memory.total(), l) + Recommend::calibrationMark(row.recommendation.workload),
             gib(r.totalLowGib, l), gib(r.totalHighGib, l), gib(r.capacityGib, l));
}

QString gibCsv(double value)
{
    return QString::number(value, 'f', 2);
}

// A memory part's column: its GiB, one decimal in the window, two in CSV.
template <MemoryPart P>
QVariant partValue(const ResultRow &r)
{
    return memoryPartGib(r.entry.estimate.memory, P);
}
template <MemoryPart P>
QString partText(const ResultRow &r, const QLocale &locale)
{
    return gib(memoryPartGib(r.entry.estimate.memory, P), locale);
}
template <MemoryPart P>
QString partCsv(const ResultRow &r)
{
    return gibCsv(memoryPartGib(r.entry.estimate.memory, P));
}
#define PART(P) partValue<MemoryPart::P>, partText<MemoryPart::P>, partCsv<MemoryPart::P>

const ResultColumnEntry kResultColumns[] = {
    {ResultColumn::Rank, "rank", QT_TRANSLATE_NOOP("ResultColumn", "#"), nullptr, false,
     [](const ResultRow &r) { return QVariant(r.rank); },
     [](const ResultRow &r, const QLocale &l) { return l.toString(r.rank); },
     [](const ResultRow &r) { return QString::number(r.rank); }, "#",
     [](const ResultRow &r) { return QString::number(r.rank); }},
    {ResultColumn::GpuId, "gpu", QT_TRANSLATE_NOOP("ResultColumn", "GPU id"), nullptr, true,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.gpu->id); }, nullptr,
     [](const ResultRow &r) { return r.entry.estimate.gpu->id; }, "GPU",
     [](const ResultRow &r) { return r.entry.estimate.gpu->id; }},
    {ResultColumn::Gpu, "name", QT_TRANSLATE_NOOP("ResultColumn", "GPU"), nullptr, true,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.gpu->name.toLower()); },
     [](const ResultRow &r, const QLocale &) { return r.entry.estimate.gpu->name; },
     [](const ResultRow &r) { return csvField(r.entry.estimate.gpu->name); }},
    // The window sorts and names five cases (the two that do not fit sort together); the CSV says whether
    // one GPU holds it.
    {ResultColumn::Fits, "fits", QT_TRANSLATE_NOOP("ResultColumn", "Fits"), nullptr, true,
     [](const ResultRow &row) {
         return QVariant(std::min(int(standing(row.entry.estimate)), int(Estimate::Standing::DoesNotFit)));
     },
     [](const ResultRow &row, const QLocale &) { return Words::label(standing(row.entry.estimate)); },
     [](const ResultRow &r) { return yesNo(r.entry.estimate.fits); }, "fits",
     // As the window: a job that does not run within the limit does not fit.
     [](const ResultRow &row) {
         const Estimate::Result &r = row.entry.estimate;
         return Words::label(r.runs() ? r.fit : Estimate::Fit::DoesNotFit, Words::Form::Terse);
     },
     // Whether one GPU holds it.
     QT_TRANSLATE_NOOP("ResultColumn", "Fits on 1"),
     [](const ResultRow &row, const QLocale &) {
         const Estimate::Result &r = row.entry.estimate;
         using Estimate::Fit;
         return Words::label(r.fit == Fit::MayFit ? Fit::MayFit
                             : r.fits             ? Fit::Fits
                                                  : Fit::DoesNotFit,
                             Words::Form::Cell);
     }},
    {ResultColumn::GpusNeeded, "gpus_needed", QT_TRANSLATE_NOOP("ResultColumn", "GPUs needed"), nullptr,
     false,
     [](const ResultRow &r) {
         return r.entry.estimate.gpusNeeded > 0 ? QVariant(r.entry.estimate.gpusNeeded) : QVariant();
     },
     nullptr, [](const ResultRow &r) { return QString::number(r.entry.estimate.gpusNeeded); }, nullptr,
     nullptr, nullptr,
     // The count needed, said to be over the limit where it is.
     [](const ResultRow &row, const QLocale &l) {
         const Estimate::Result &r = row.entry.estimate;
         if (r.gpusNeeded <= 0)
             return kNone; // no count holds it, as the window shows it
         return r.withinLimit ? l.toString(r.gpusNeeded)
                              : ColumnText::tr("%1 (over limit)").arg(l.toString(r.gpusNeeded));
     }},
    // The window's GPUs: the count needed, and the count used where it differs (a fixed count, whole nodes)
    // and the job runs; a job beyond the GPUs allowed shows only what it needs (its reason words the nodes).
    {ResultColumn::Gpus, "gpus", QT_TRANSLATE_NOOP("ResultColumn", "GPUs"), nullptr, false,
     [](const ResultRow &r) {
         return r.entry.estimate.gpusNeeded > 0 ? QVariant(r.entry.estimate.gpusNeeded) : QVariant();
     },
     [](const ResultRow &row, const QLocale &l) {
         const Estimate::Result &r = row.entry.estimate;
         if (r.gpusNeeded <= 0)
             return kNone;
         return r.gpusUsed != r.gpusNeeded && r.runs()
                    ? ColumnText::tr("%1 (needs %2)").arg(l.toString(r.gpusUsed), l.toString(r.gpusNeeded))
                    : l.toString(r.gpusNeeded);
     },
     [](const ResultRow &r) { return QString::number(r.entry.estimate.gpusUsed); }, "GPUs",
     // A job that runs gives the GPUs it runs on (whole nodes, a fixed count), one that does not the GPUs it
     // would need.
     [](const ResultRow &row) {
         const Estimate::Result &r = row.entry.estimate;
         return r.runs()           ? QString::number(r.gpusUsed)
                : r.gpusNeeded > 0 ? QString::number(r.gpusNeeded)
                                   : kTerminalNone;
     }},
    {ResultColumn::Nodes, "nodes", QT_TRANSLATE_NOOP("ResultColumn", "Nodes"), nullptr, false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.nodes); },
     [](const ResultRow &r, const QLocale &l) { return l.toString(r.entry.estimate.nodes); },
     [](const ResultRow &r) { return QString::number(r.entry.estimate.nodes); }},
    {ResultColumn::Vram, "vram_gib", QT_TRANSLATE_NOOP("ResultColumn", "VRAM GiB"), nullptr, false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.vramGib); }, nullptr,
     [](const ResultRow &r) { return QString::number(r.entry.estimate.vramGib); }},
    // The estimate and, in brackets, where measured runs of this kind land.
    {ResultColumn::Total, "total_gib", QT_TRANSLATE_NOOP("ResultColumn", "GiB/GPU"), nullptr, false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.memory.total()); },
     [](const ResultRow &row, const QLocale &l) {
         const Estimate::Result &r = row.entry.estimate;
         const QString total =
             gib(r.memory.total(), l) + Recommend::calibrationMark(row.recommendation.workload);
         return r.totalHighGib > r.totalLowGib
                    ? ColumnText::tr("%1 (%2-%3)").arg(total, gib(r.totalLowGib, l), gib(r.totalHighGib, l))
                    : total;
     },
     [](const ResultRow &r) { return gibCsv(r.entry.estimate.memory.total()); }, "GiB/GPU (band)",
     [](const ResultRow &row) { return totalWithCapacity(row, QLocale::c()); },
     QT_TRANSLATE_NOOP("ResultColumn", "GiB per GPU / usable"), totalWithCapacity},
    {ResultColumn::Capacity, "capacity_gib", QT_TRANSLATE_NOOP("ResultColumn", "Usable GiB"),
     QT_TRANSLATE_NOOP("ResultColumn", "Memory a job may use (nvidia-smi's total where known)"), false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.capacityGib); },
     [](const ResultRow &r, const QLocale &l) { return gib(r.entry.estimate.capacityGib, l); },
     [](const ResultRow &r) { return gibCsv(r.entry.estimate.capacityGib); }},
    {ResultColumn::Weights, "weights_gib", nullptr, QT_TRANSLATE_NOOP("ResultColumn", "Per GPU, GiB"), false,
     PART(Weights)},
    // The window has no adapters column: they are counted with the weights there.
    {ResultColumn::WeightsAndAdapters, "", nullptr,
     QT_TRANSLATE_NOOP("ResultColumn", "Weights and adapters per GPU, GiB"), false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.memory.weights); },
     [](const ResultRow &r, const QLocale &l) {
         return gib(r.entry.estimate.memory.weights + r.entry.estimate.memory.adapters, l);
     },
     nullptr},
    {ResultColumn::Gradients, "gradients_gib", nullptr, QT_TRANSLATE_NOOP("ResultColumn", "Per GPU, GiB"),
     false, PART(Gradients)},
    {ResultColumn::Optimizer, "optimizer_gib", nullptr, QT_TRANSLATE_NOOP("ResultColumn", "Per GPU, GiB"),
     false, PART(Optimizer)},
    {ResultColumn::Activations, "activations_gib", nullptr,
     QT_TRANSLATE_NOOP(
         "ResultColumn",
         "Per GPU, GiB, at the peak: 0 where the optimizer step, not the forward/backward pass, is "
         "the peak (hover the cell)"),
     false, PART(Activations)},
    {ResultColumn::Adapters, "adapters_gib", nullptr, QT_TRANSLATE_NOOP("ResultColumn", "Per GPU, GiB"),
     false, PART(Adapters)},
    {ResultColumn::Overhead, "overhead_gib", nullptr, QT_TRANSLATE_NOOP("ResultColumn", "Per GPU, GiB"),
     false, PART(Overhead)},
    {ResultColumn::Speed, "tokens_per_s", QT_TRANSLATE_NOOP("ResultColumn", "Tokens/s"), nullptr, false,
     [](const ResultRow &r) {
         return r.entry.estimate.tokensPerSecond > 0 ? QVariant(r.entry.estimate.tokensPerSecond)
                                                     : QVariant();
     },
     [](const ResultRow &row, const QLocale &l) {
         const Estimate::Result &r = row.entry.estimate;
         if (r.tokensPerSecond <= 0)
             return kNone;
         const QString speed =
             tokensPerSecond(r.tokensPerSecond, l) + Recommend::calibrationMark(row.recommendation.workload);
         return r.tokensPerSecondHigh > r.tokensPerSecondLow
                    ? ColumnText::tr("%1 (%2-%3)")
                          .arg(speed, tokensPerSecond(r.tokensPerSecondLow, l),
                               tokensPerSecond(r.tokensPerSecondHigh, l))
                    : speed;
     },
     [](const ResultRow &r) {
         return r.entry.estimate.tokensPerSecond > 0
                    ? QString::number(r.entry.estimate.tokensPerSecond, 'f', 0)
                    : QString();
     },
     "tokens/s",
     [](const ResultRow &row) {
         const Estimate::Result &r = row.entry.estimate;
         return r.tokensPerSecond > 0 ? tokensPerSecond(r.tokensPerSecond) +
                                            Recommend::calibrationMark(row.recommendation.workload)
                                      : kTerminalNone;
     }},
    {ResultColumn::Time, "hours", QT_TRANSLATE_NOOP("ResultColumn", "Time"), nullptr, false,
     [](const ResultRow &r) { return optionalValue(r.entry.estimate.hours); },
     [](const ResultRow &r, const QLocale &l) {
         return r.entry.estimate.hours ? duration(*r.entry.estimate.hours, l) : kNone;
     },
     [](const ResultRow &r) { return optionalCsv(r.entry.estimate.hours, 2); }, "time",
     [](const ResultRow &r) {
         return r.entry.estimate.hours ? duration(*r.entry.estimate.hours) : kTerminalNone;
     }},
    {ResultColumn::UnitPrice, "price_usd", QT_TRANSLATE_NOOP("ResultColumn", "Price per GPU"), nullptr, false,
     [](const ResultRow &r) { return r.entry.unitPrice ? QVariant(r.entry.unitPrice->usd) : QVariant(); },
     nullptr,
     [](const ResultRow &r) {
         return r.entry.unitPrice ? QString::number(r.entry.unitPrice->usd, 'f', 2) : QString();
     }},
    // What the configuration costs: every GPU it uses, bought, or rented an hour. Its tooltip says which.
    {ResultColumn::Price, "", QT_TRANSLATE_NOOP("ResultColumn", "Price"), nullptr, false,
     [](const ResultRow &row) {
         const Entry &e = row.entry;
         return e.unitPrice && e.estimate.gpusUsed > 0 ? QVariant(e.unitPrice->usd * e.estimate.gpusUsed)
                                                       : QVariant();
     },
     [](const ResultRow &row, const QLocale &l) {
         const Entry &e = row.entry;
         if (!e.unitPrice || e.estimate.gpusUsed <= 0)
             return kNone;
         return stale(e, Pricing::format(e.unitPrice->usd * e.estimate.gpusUsed,
                                         row.recommendation.constraints.price, l));
     },
     nullptr},
    {ResultColumn::PriceAsOf, "price_as_of", QT_TRANSLATE_NOOP("ResultColumn", "Price as of"), nullptr, true,
     [](const ResultRow &r) { return r.entry.priceAge ? QVariant(r.entry.priceAge->asOf) : QVariant(); },
     nullptr,
     [](const ResultRow &r) { return r.entry.priceAge ? csvField(r.entry.priceAge->asOf) : QString(); }},
    {ResultColumn::PriceAgeMonths, "price_age_months", QT_TRANSLATE_NOOP("ResultColumn", "Price age, months"),
     nullptr, false,
     [](const ResultRow &r) {
         return r.entry.priceAge && r.entry.priceAge->months ? QVariant(*r.entry.priceAge->months)
                                                             : QVariant();
     },
     nullptr,
     [](const ResultRow &r) {
         return r.entry.priceAge && r.entry.priceAge->months ? QString::number(*r.entry.priceAge->months)
                                                             : QString();
     }},
    {ResultColumn::PriceStale, "price_stale", QT_TRANSLATE_NOOP("ResultColumn", "Price stale"), nullptr, true,
     [](const ResultRow &r) { return r.entry.priceAge ? QVariant(r.entry.priceAge->stale) : QVariant(); },
     nullptr,
     [](const ResultRow &r) { return r.entry.priceAge ? yesNo(r.entry.priceAge->stale) : QString(); }},
    {ResultColumn::Cost, "cost_usd", QT_TRANSLATE_NOOP("ResultColumn", "Cost"),
     QT_TRANSLATE_NOOP("ResultColumn",
                       "What the job costs: the rented GPU-hours, or the cards bought and their "
                       "electricity while it trains (give training tokens)"),
     false, [](const ResultRow &r) { return optionalValue(r.entry.costUsd); },
     [](const ResultRow &r, const QLocale &l) {
         return r.entry.costUsd ? stale(r.entry, usd(*r.entry.costUsd, 0, l)) : kNone;
     },
     [](const ResultRow &r) { return optionalCsv(r.entry.costUsd, 2); }, "cost",
     [](const ResultRow &r) { return r.entry.costUsd ? usd(*r.entry.costUsd, 0) : kTerminalNone; }, nullptr,
     // A page says a stale price in words.
     [](const ResultRow &r, const QLocale &l) {
         if (!r.entry.costUsd)
             return kNone;
         const QString cost = usd(*r.entry.costUsd, 0, l);
         return r.entry.priceAge && r.entry.priceAge->stale ? cost + QLatin1Char(' ') + plainStaleMarker()
                                                            : cost;
     }},
    {ResultColumn::PerMillion, "usd_per_mtok", QT_TRANSLATE_NOOP("ResultColumn", "$/M tokens"),
     QT_TRANSLATE_NOOP("ResultColumn", "US dollars per million training tokens"), false,
     [](const ResultRow &r) {
         return optionalValue(Recommend::usdPerMillionTokens(r.entry, r.recommendation));
     },
     [](const ResultRow &r, const QLocale &l) {
         const auto v = Recommend::usdPerMillionTokens(r.entry, r.recommendation);
         return v ? dollars(*v, l) : kNone;
     },
     [](const ResultRow &r) {
         return optionalCsv(Recommend::usdPerMillionTokens(r.entry, r.recommendation), 4);
     }},
    {ResultColumn::MaxBatch, "max_batch", QT_TRANSLATE_NOOP("ResultColumn", "Largest micro-batch"), nullptr,
     false, [](const ResultRow &r) { return QVariant(r.entry.estimate.maxBatch); }, nullptr,
     [](const ResultRow &r) { return QString::number(r.entry.estimate.maxBatch); }},
    {ResultColumn::MaxSeq, "max_seq", QT_TRANSLATE_NOOP("ResultColumn", "Longest sequence"), nullptr, false,
     [](const ResultRow &r) { return QVariant(r.entry.estimate.maxSeq); }, nullptr,
     [](const ResultRow &r) { return QString::number(r.entry.estimate.maxSeq); }},
    {ResultColumn::Fix, "fixes", QT_TRANSLATE_NOOP("ResultColumn", "To fit on fewer"),
     QT_TRANSLATE_NOOP("ResultColumn", "The least intrusive change that makes the job fit on fewer GPUs"),
     true,
     [](const ResultRow &r) {
         return r.entry.estimate.fixes.empty() ? QVariant() : QVariant(r.entry.estimate.fixes.front().args);
     },
     [](const ResultRow &r, const QLocale &l) {
         const std::vector<Estimate::Fix> &fixes = r.entry.estimate.fixes;
         if (fixes.empty())
             return QString();
         return ColumnText::tr("%1 → %2").arg(JobFields::changesText(fixes.front().changes, l),
                                              l.toString(fixes.front().gpusNeeded));
     },
     [](const ResultRow &r) { return fixesCsv(r.entry.estimate); }},
    {ResultColumn::Why, "why", QT_TRANSLATE_NOOP("ResultColumn", "Why"), nullptr, true,
     [](const ResultRow &r) { return QVariant(r.entry.why); },
     [](const ResultRow &r, const QLocale &) { return r.entry.why; },
     [](const ResultRow &r) { return csvField(r.entry.why); }, "why",
     [](const ResultRow &r) { return r.entry.why; }},
};
#undef PART

const ResultColumnEntry &entryOf(ResultColumn column)
{
    return kResultColumns[size_t(column)];
}

} // namespace

const std::vector<ResultColumn> &resultColumns()
{
    static const std::vector<ResultColumn> columns = [] {
        std::vector<ResultColumn> all;
        for (const ResultColumnEntry &entry : kResultColumns)
            all.push_back(entry.column);
        return all;
    }();
    return columns;
}

QString resultColumnKey(ResultColumn column)
{
    return QString::fromLatin1(entryOf(column).key);
}

QString resultColumnLabel(ResultColumn column)
{
    // The memory parts are labelled where every memory part is.
    switch (column) {
    case ResultColumn::Weights:
    case ResultColumn::WeightsAndAdapters:
        return memoryPartLabel(MemoryPart::Weights);
    case ResultColumn::Gradients:
        return memoryPartLabel(MemoryPart::Gradients);
    case ResultColumn::Optimizer:
        return memoryPartLabel(MemoryPart::Optimizer);
    case ResultColumn::Activations:
        return memoryPartLabel(MemoryPart::Activations);
    case ResultColumn::Adapters:
        return memoryPartLabel(MemoryPart::Adapters);
    case ResultColumn::Overhead:
        return memoryPartLabel(MemoryPart::Overhead);
    default:
        return QCoreApplication::translate("ResultColumn", entryOf(column).label);
    }
}

QString resultColumnToolTip(ResultColumn column, const Recommend::Recommendation &recommendation)
{
    if (column == ResultColumn::Price)
        return recommendation.constraints.price == Pricing::Mode::Purchase
                   ? QCoreApplication::translate("ResultColumn",
                                                 "What the configuration costs to buy: every GPU it uses")
                   : QCoreApplication::translate(
                         "ResultColumn", "What the configuration costs to rent, per hour: every GPU it uses");
    const char *tip = entryOf(column).toolTip;
    return tip ? QCoreApplication::translate("ResultColumn", tip) : QString();
}

bool resultColumnIsText(ResultColumn column)
{
    return entryOf(column).text;
}

QVariant resultValue(ResultColumn column, const ResultRow &row)
{
    return entryOf(column).value(row);
}

QString resultText(ResultColumn column, const ResultRow &row, const QLocale &locale)
{
    const ResultColumnEntry &entry = entryOf(column);
    if (entry.display)
        return entry.display(row, locale);
    const QVariant value = entry.value(row);
    if (!value.isValid())
        return kNone;
    return value.typeId() == QMetaType::Double ? locale.toString(value.toDouble(), 'f', 1)
           : value.typeId() == QMetaType::Int  ? locale.toString(value.toInt())
                                               : value.toString();
}

QString resultColumnTerminalHeader(ResultColumn column)
{
    const char *header = entryOf(column).terminalHeader;
    return header ? QString::fromLatin1(header) : QString();
}

QString resultTerminalText(ResultColumn column, const ResultRow &row)
{
    const ResultColumnEntry &entry = entryOf(column);
    return entry.terminal ? entry.terminal(row) : QString();
}

QString resultColumnReportLabel(ResultColumn column)
{
    const char *label = entryOf(column).reportLabel;
    return label ? QCoreApplication::translate("ResultColumn", label) : resultColumnLabel(column);
}

QString resultReportText(ResultColumn column, const ResultRow &row, const QLocale &locale)
{
    const ResultColumnEntry &entry = entryOf(column);
    return entry.report ? entry.report(row, locale) : resultText(column, row, locale);
}

QString noneText()
{
    return kNone;
}

QString resultCsvField(ResultColumn column, const ResultRow &row)
{
    const ResultColumnEntry &entry = entryOf(column);
    return entry.csv ? entry.csv(row) : QString();
}

namespace {

/// One buy-or-rent column: its header and cell in the report and in the terminal.
struct OwnershipColumnEntry
{
    OwnershipColumn column;
    const char *label; ///< the report's header, translated in the report's context
    const char *terminalHeader;
    bool text;
    QString (*report)(const CostOfOwnership::Result &, const ResultRow &, const QLocale &);
    QString (*terminal)(const CostOfOwnership::Result &, const ResultRow &);
};

// Whole dollars in the terminal ("$17189"), as its cost column.
QString terminalUsd(bool known, double value)
{
    return known ? usd(value, 0) : kTerminalNone;
}

QString terminalPerMillion(bool known, double value)
{
    return known ? QString::number(value, 'f', 3) : kTerminalNone;
}

QString reportUsd(bool known, double value, const QLocale &l)
{
    return known ? dollars(value, l) : kNone;
}

// "rent 2 x GeForce RTX 4090 at on-demand $0.60 (2026-03)", or why there is no rent; the terminal's in C
// (the command line installs no translation, so its words are these).
QString rentedText(const CostOfOwnership::Result &o, const QLocale &l)
{
    return o.rentKnown ? ReportText::tr("rent %1 x %2 at %3")
                             .arg(l.toString(o.rentedGpus), o.rentedName, o.rentPrice->basis)
                       : o.missing;
}

const OwnershipColumnEntry kOwnershipColumns[] = {
    {OwnershipColumn::Gpu, QT_TRANSLATE_NOOP("RecommendationReport", "GPU"), "GPU", true,
     [](const CostOfOwnership::Result &, const ResultRow &r, const QLocale &) {
         return r.entry.estimate.gpu->name;
     },
     [](const CostOfOwnership::Result &, const ResultRow &r) { return r.entry.estimate.gpu->id; }},
    {OwnershipColumn::Cards, QT_TRANSLATE_NOOP("RecommendationReport", "Cards"), "cards", false,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         return l.toString(o.gpus * o.sets);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) { return QString::number(o.gpus * o.sets); }},
    {OwnershipColumn::Buy, QT_TRANSLATE_NOOP("RecommendationReport", "Buy (net of resale)"), "buy", false,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         return reportUsd(o.buyKnown, o.buyUsd, l);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) { return terminalUsd(o.buyKnown, o.buyUsd); }},
    {OwnershipColumn::Rent, QT_TRANSLATE_NOOP("RecommendationReport", "Rent"), "rent", false,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         return reportUsd(o.rentKnown, o.rentUsd, l);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) { return terminalUsd(o.rentKnown, o.rentUsd); }},
    // The report says the month in words; the terminal in brackets when it falls after the horizon.
    {OwnershipColumn::BreakEven, QT_TRANSLATE_NOOP("RecommendationReport", "Break-even"), "break-even", true,
     [](const CostOfOwnership::Result &o, const ResultRow &r, const QLocale &l) {
         return o.valid ? CostOfOwnership::breakEvenText(
                              o, r.recommendation.constraints.ownership.horizonMonths, l)
                        : kNone;
     },
     [](const CostOfOwnership::Result &o, const ResultRow &r) {
         if (!o.valid)
             return kTerminalNone;
         if (!o.breakEvenMonth)
             return QStringLiteral("never");
         return o.breakEvenWithinHorizon(r.recommendation.constraints.ownership.horizonMonths)
                    ? QStringLiteral("month %1").arg(*o.breakEvenMonth)
                    : QStringLiteral("(month %1)").arg(*o.breakEvenMonth);
     }},
    {OwnershipColumn::PerMillionBuy, QT_TRANSLATE_NOOP("RecommendationReport", "$/M tokens, buy"),
     "$/Mtok buy", false,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         return reportUsd(o.buyKnown, o.usdPerMillionTokensBuy, l);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) {
         return terminalPerMillion(o.buyKnown, o.usdPerMillionTokensBuy);
     }},
    {OwnershipColumn::PerMillionRent, QT_TRANSLATE_NOOP("RecommendationReport", "$/M tokens, rent"),
     "$/Mtok rent", false,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         return reportUsd(o.rentKnown, o.usdPerMillionTokensRent, l);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) {
         return terminalPerMillion(o.rentKnown, o.usdPerMillionTokensRent);
     }},
    // The prices behind both sides: the report with the resale's basis, the terminal without.
    {OwnershipColumn::Prices, QT_TRANSLATE_NOOP("RecommendationReport", "Prices used"), "prices", true,
     [](const CostOfOwnership::Result &o, const ResultRow &, const QLocale &l) {
         const QString bought =
             o.buyKnown ? ReportText::tr("buy %1; resale: %2").arg(o.buyPrice->basis, o.resaleBasis)
                        : o.missing;
         return bought + QStringLiteral("; ") + rentedText(o, l);
     },
     [](const CostOfOwnership::Result &o, const ResultRow &) {
         return QStringLiteral("%1; %2").arg(
             o.buyKnown ? o.buyPrice->basis : QStringLiteral("no price to buy"), rentedText(o, QLocale::c()));
     }},
};

const OwnershipColumnEntry &ownershipEntryOf(OwnershipColumn column)
{
    return kOwnershipColumns[size_t(column)];
}

} // namespace

bool ownershipCosted(const Recommend::Entry &entry)
{
    return entry.ownership.buyKnown || entry.ownership.rentKnown;
}

QString ownershipColumnLabel(OwnershipColumn column)
{
    return QCoreApplication::translate("RecommendationReport", ownershipEntryOf(column).label);
}

QString ownershipColumnTerminalHeader(OwnershipColumn column)
{
    return QString::fromLatin1(ownershipEntryOf(column).terminalHeader);
}

bool ownershipColumnIsText(OwnershipColumn column)
{
    return ownershipEntryOf(column).text;
}

QString ownershipReportText(OwnershipColumn column, const ResultRow &row, const QLocale &locale)
{
    return ownershipEntryOf(column).report(row.entry.ownership, row, locale);
}

QString ownershipTerminalText(OwnershipColumn column, const ResultRow &row)
{
    return ownershipEntryOf(column).terminal(row.entry.ownership, row);
}

} // namespace Presentation
