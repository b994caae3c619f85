#include "ui/recommendationreport.h"

#include "app/core/atomicfile.h"
#include "app/core/job.h"
#include "app/core/metrics.h"
#include "app/core/overlay.h"
#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "app/core/recommendationmodel.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figurewriter.h"
#include "ui/charts/memoryreportfigure.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>
#include <tuple>

namespace RecommendationReport {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RecommendationReport)
};

constexpr qreal kMargin = 48;
constexpr qreal kFooter = 28;
constexpr int kFigureRowsPerPage = 50; ///< at most; fewer when a page is not tall enough for them
constexpr qreal kCaption = 30;
constexpr int kFigureObject = QTextFormat::UserObject + 1;
constexpr int kBreakEvenObject = QTextFormat::UserObject + 2;
constexpr int kFirstProperty = QTextFormat::UserProperty + 1;
constexpr int kCountProperty = QTextFormat::UserProperty + 2;

/// A table as the Markdown and the PDF both show it.
struct Table
{
    QStringList header;
    QList<bool> right; ///< per column: numbers align right
    QList<QStringList> rows;
    QList<int> widths; ///< per column in percent of the page (PDF only); empty: as the text needs
};

/// The global options that reproduce the inputs come first, then the job's.
QString commandLine(const Job &job, const Sources &sources)
{
    QStringList words{QStringLiteral("gpuscout")};
    words << sources.files.arguments() << QStringLiteral("recommend");
    const QString args = JobFields::arguments(job);
    if (!args.isEmpty())
        words << args;
    return words.join(QLatin1Char(' '));
}

/// A dataset field's value as the report reads it: a number in `locale` with its unit, a text as it is.
QString fieldValueText(const QString &key, const QVariant &value, const QLocale &locale)
{
    if (!value.isValid() || value.toString().isEmpty())
        return Text::tr("none");
    const Metric *metric = Metrics::find(key);
    if (metric && metric->isNumeric() && value.typeId() == QMetaType::Double) {
        const QString number = locale.toString(value.toDouble(), 'f', QLocale::FloatingPointShortest);
        return metric->unit().isEmpty() ? number : number + QLatin1Char(' ') + metric->unit();
    }
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? Text::tr("yes") : Text::tr("no");
    return value.toString();
}

QString fieldLabel(const QString &key)
{
    if (key == QLatin1String("prices"))
        return Text::tr("Prices");
    const Metric *metric = Metrics::find(key);
    return metric ? metric->label() : key;
}

/// The user's prices of `gpu` ("on_demand $1.49 (2026-11, SOURCE)"), and the dataset's prices of the same
/// kinds, which they replaced.
std::pair<QString, QString> priceTexts(const Gpu &gpu, const QLocale &locale)
{
    QStringList yours, kinds;
    for (const GpuPrice &price : gpu.prices) {
        if (!price.fromUser)
            continue;
        kinds << price.kind;
        yours << QStringLiteral("%1 $%2 (%3, %4)")
                     .arg(price.kind, locale.toString(price.usd, 'f', QLocale::FloatingPointShortest),
                          price.asOf, price.source);
    }
    QStringList replaced;
    for (const QString &entry :
         gpu.datasetValues.value(QStringLiteral("prices")).toString().split(QStringLiteral("; "))) {
        if (kinds.contains(entry.section(QLatin1Char(' '), 0, 0)))
            replaced << entry;
    }
    return {yours.join(QStringLiteral("; ")),
            replaced.isEmpty() ? Text::tr("none") : replaced.join(QStringLiteral("; "))};
}

/// The GPUs the report names, in its order: the ranked ones, then the excluded ones (found in
/// `sources.gpus`).
std::vector<const Gpu *> reportedGpus(const Recommend::Recommendation &rec, const Sources &sources)
{
    std::vector<const Gpu *> gpus;
    for (const Recommend::Entry &e : rec.results)
        gpus.push_back(e.estimate.gpu);
    if (sources.gpus) {
        for (const Recommend::Recommendation::Exclusion &x : rec.excluded) {
            const auto found = std::find_if(sources.gpus->begin(), sources.gpus->end(),
                                            [&x](const Gpu &g) { return g.id == x.gpu; });
            if (found != sources.gpus->end())
                gpus.push_back(&*found);
        }
    }
    return gpus;
}

/// Every value of these GPUs that comes from the user's overlay, with the dataset's value it replaced; the
/// GPUs the user added have all their given values listed.
Table userValuesTable(const Recommend::Recommendation &rec, const Sources &sources, const QLocale &locale)
{
    Table t;
    t.header = {Text::tr("GPU"), Text::tr("Figure"), Text::tr("Your value"), Text::tr("The dataset's value")};
    t.right = {false, false, false, false};
    t.widths = {20, 16, 32, 32};
    for (const Gpu *gpu : reportedGpus(rec, sources)) {
        const QString name = gpu->userAdded ? Text::tr("%1 (added by you)").arg(gpu->name) : gpu->name;
        for (const QString &key : gpu->userFields) {
            QString yours, dataset;
            if (key == QLatin1String("prices")) {
                std::tie(yours, dataset) = priceTexts(*gpu, locale);
            } else {
                yours = fieldValueText(key, Overlay::fieldValue(*gpu, key), locale);
                dataset = fieldValueText(key, gpu->datasetValues.value(key), locale);
            }
            if (gpu->userAdded)
                dataset = Text::tr("not in the dataset");
            // A long note (the dataset's notes run to paragraphs) is cut: the row says which field it was.
            for (QString *text : {&yours, &dataset}) {
                if (text->size() > 100)
                    *text = text->left(99) + QStringLiteral("\u2026");
            }
            t.rows << QStringList{name, fieldLabel(key), yours, dataset};
        }
    }
    return t;
}

/// The sentence above the user's values; empty when no overlay was applied.
QString userValuesIntro(const Table &values, const Sources &sources)
{
    if (sources.files.overlay.isEmpty())
        return {};
    return values.rows.isEmpty()
               ? Text::tr("Your corrections (%1) change none of these GPUs.").arg(sources.files.overlay)
               : Text::tr("These values come from your corrections (%1), not from the dataset; the "
                          "ranking used them.")
                     .arg(sources.files.overlay);
}

/// Every constraint field with its value, the unset ones as "none".
QString constraintsText(const Job &job)
{
    QStringList parts;
    for (const JobFields::Field &f : JobFields::all()) {
        if (f.group != JobFields::Group::Constraints || !(f.surfaces & JobFields::CommandLine))
            continue;
        const QString value = f.get(job);
        parts << QStringLiteral("%1: %2").arg(QCoreApplication::translate("JobField", f.label),
                                              value.isEmpty() ? Text::tr("none") : value);
    }
    return parts.join(QStringLiteral("; "));
}

QStringList assumptions(const Recommend::Recommendation &rec, const QLocale &locale)
{
    QStringList lines = Estimate::formulaText(rec.workload).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines << Text::tr("Memory is per GPU. On more than one GPU, weights, gradients and optimizer states are "
                      "sharded across them (ZeRO-3/FSDP); activations stay on each GPU.");
    lines << Text::tr("Usable memory is nvidia-smi's total where the dataset has it, otherwise the marketed "
                      "capacity less 3%.");
    lines << (rec.constraints.price == Pricing::Mode::Cloud
                  ? Text::tr("Cost: hours \u00d7 GPUs \u00d7 the cloud price per GPU-hour (the middle of the "
                             "dataset's low-high range).")
                  : Text::tr("Cost: the cards at their launch price plus electricity at %1 per kWh (PUE %2) "
                             "for the run.")
                        .arg(Presentation::usd(rec.constraints.ownership.usdPerKwh, 3, locale),
                             locale.toString(rec.constraints.ownership.pue, 'f', 2)));
    lines << Text::tr("$ per million tokens: the cost divided by the job's tokens.");
    if (rec.workload.tokens <= 0)
        lines << Text::tr("No token budget was given (--tokens), so time and cost are not estimated.");
    lines << Text::tr("Every figure here is an estimate from the model above, not a measurement.");
    return lines;
}

Table rankingTable(const Recommend::Recommendation &rec, const QLocale &locale, bool withReason)
{
    // The report's columns; their headers and cells are the result-column registry's.
    using Presentation::ResultColumn;
    std::vector<ResultColumn> columns{ResultColumn::Rank,       ResultColumn::Gpu,   ResultColumn::Fits,
                                      ResultColumn::GpusNeeded, ResultColumn::Nodes, ResultColumn::Total,
                                      ResultColumn::Speed,      ResultColumn::Time,  ResultColumn::Cost,
                                      ResultColumn::PerMillion};
    if (withReason)
        columns.push_back(ResultColumn::Why);
    Table t;
    for (const ResultColumn column : columns) {
        t.header << Presentation::resultColumnReportLabel(column);
        t.right << !Presentation::resultColumnIsText(column);
    }
    int rank = 0;
    for (const Recommend::Entry &e : rec.results) {
        const Presentation::ResultRow row{rec, e, ++rank};
        QStringList cells;
        for (const ResultColumn column : columns)
            cells << Presentation::resultReportText(column, row, locale);
        t.rows << cells;
    }
    return t;
}

// The memory columns of the window's ranking, each part on its own (the window counts the adapters with the
// weights), from the result-column registry.
Table memoryTable(const Recommend::Recommendation &rec, const QLocale &locale)
{
    using Presentation::ResultColumn;
    const ResultColumn columns[] = {
        ResultColumn::Rank,      ResultColumn::Gpu,       ResultColumn::Gpus,        ResultColumn::Weights,
        ResultColumn::Gradients, ResultColumn::Optimizer, ResultColumn::Activations, ResultColumn::Adapters,
        ResultColumn::Overhead,  ResultColumn::Total,     ResultColumn::Capacity};
    Table t;
    for (const ResultColumn column : columns) {
        t.header << Presentation::resultColumnLabel(column);
        t.right << !Presentation::resultColumnIsText(column);
    }
    int rank = 0;
    for (const Recommend::Entry &e : rec.results) {
        const Presentation::ResultRow row{rec, e, ++rank};
        QStringList cells;
        for (const ResultColumn column : columns)
            cells << Presentation::resultText(column, row, locale);
        t.rows << cells;
    }
    return t;
}

// Buying against renting for each GPU that can be costed one way or both; no rows when none can. Headers
// and cells are the buy-or-rent column registry's.
Table ownershipTable(const Recommend::Recommendation &rec, const QLocale &locale)
{
    using Presentation::OwnershipColumn;
    const std::pair<OwnershipColumn, int> columns[] = {
        {OwnershipColumn::Gpu, 15},           {OwnershipColumn::Cards, 6},
        {OwnershipColumn::Buy, 10},           {OwnershipColumn::Rent, 9},
        {OwnershipColumn::BreakEven, 11},     {OwnershipColumn::PerMillionBuy, 8},
        {OwnershipColumn::PerMillionRent, 8}, {OwnershipColumn::Prices, 33}}; // percent of the page (PDF)
    Table t;
    for (const auto &[column, width] : columns) {
        t.header << Presentation::ownershipColumnLabel(column);
        t.right << !Presentation::ownershipColumnIsText(column);
        t.widths << width;
    }
    int rank = 0;
    for (const Recommend::Entry &e : rec.results) {
        const Presentation::ResultRow row{rec, e, ++rank};
        if (!Presentation::ownershipCosted(e))
            continue;
        QStringList cells;
        for (const auto &[column, width] : columns)
            cells << Presentation::ownershipReportText(column, row, locale);
        t.rows << cells;
    }
    return t;
}

QString limitsText(const Estimate::Result &r, const QLocale &locale, int microBatch)
{
    const QString batch =
        r.maxBatch > 0 ? Text::tr("largest micro-batch on one GPU: %1").arg(locale.toString(r.maxBatch))
                       : Text::tr("not even micro-batch 1 fits on one GPU");
    const QString seq = r.maxSeq > 0 ? Text::tr("longest sequence on one GPU at micro-batch %1: %2 tokens")
                                           .arg(locale.toString(microBatch), locale.toString(r.maxSeq))
                                     : Text::tr("no sequence length fits on one GPU at micro-batch %1")
                                           .arg(locale.toString(microBatch));
    return batch + QStringLiteral("; ") + seq;
}

QString priceText(const Recommend::Entry &e, Pricing::Mode mode, const QLocale &locale)
{
    if (!e.unitPrice)
        return mode == Pricing::Mode::Cloud ? Text::tr("no cloud price in the dataset")
                                            : Text::tr("no purchase price in the dataset");
    QString text =
        QStringLiteral("%1 (%2)").arg(Pricing::format(e.unitPrice->usd, mode, locale), e.unitPrice->basis);
    if (e.priceAge && e.priceAge->stale)
        text += QLatin1Char(' ') + Presentation::plainStaleMarker();
    return text;
}

QString title()
{
    return Text::tr("GPU recommendation");
}

// Markdown --------------------------------------------------------------------------------------------------

QString markdownTable(const Table &t)
{
    QStringList lines;
    QStringList header;
    QStringList rule;
    for (int c = 0; c < t.header.size(); ++c) {
        header << Presentation::markdownCell(t.header.at(c));
        rule << (t.right.at(c) ? QStringLiteral("--:") : QStringLiteral(":--"));
    }
    lines << QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    lines << QStringLiteral("|") + rule.join(QStringLiteral("|")) + QStringLiteral("|");
    for (const QStringList &row : t.rows) {
        QStringList cells;
        for (const QString &cell : row)
            cells << Presentation::markdownCell(cell);
        lines << QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray markdown(const Job &job, const Recommend::Recommendation &rec, const QLocale &locale,
                    const Sources &sources)
{
    QString md = QStringLiteral("# %1\n\n").arg(title());
    if (!rec.headline.lines().isEmpty())
        md += QStringLiteral("**%1**\n\n")
                  .arg(Presentation::markdownCell(rec.headline.lines().join(QLatin1Char(' '))));
    md += QStringLiteral("**%1** %2\n\n")
              .arg(Text::tr("Job:"), Presentation::markdownCell(Estimate::describe(rec.workload)));
    md += QStringLiteral("**%1** %2\n\n")
              .arg(Text::tr("Ranges:"),
                   Presentation::markdownCell(Recommend::bandSentence(rec.workload, locale)));
    md += QStringLiteral("**%1** %2\n\n")
              .arg(Text::tr("Prices:"), Presentation::markdownCell(Recommend::pricesSentence(rec)));
    md += QStringLiteral("**%1** %2\n\n")
              .arg(Text::tr("Command line:"), Presentation::markdownCode(commandLine(job, sources)));
    md += QStringLiteral("**%1** %2\n\n")
              .arg(Text::tr("Constraints:"), Presentation::markdownCell(constraintsText(job)));

    const Table values = userValuesTable(rec, sources, locale);
    if (const QString intro = userValuesIntro(values, sources); !intro.isEmpty() || !values.rows.isEmpty()) {
        md += QStringLiteral("## %1\n\n").arg(Text::tr("Your own values"));
        if (!intro.isEmpty())
            md += Presentation::markdownCell(intro) + QStringLiteral("\n\n");
        if (!values.rows.isEmpty())
            md += markdownTable(values) + QLatin1Char('\n');
    }

    md += QStringLiteral("## %1\n\n").arg(Text::tr("Assumptions and formula"));
    for (const QString &line : assumptions(rec, locale))
        md += QStringLiteral("- ") + Presentation::markdownCell(line) + QLatin1Char('\n');

    md += QStringLiteral("\n## %1\n\n").arg(Text::tr("Ranking"));
    if (rec.results.empty())
        md += Text::tr("No GPU meets the constraints.") + QLatin1Char('\n');
    else
        md += markdownTable(rankingTable(rec, locale, true));

    if (!rec.results.empty()) {
        md += QStringLiteral("\n## %1\n\n").arg(Text::tr("Memory per GPU (GiB)"));
        md += markdownTable(memoryTable(rec, locale));

        const Table ownership = ownershipTable(rec, locale);
        md += QStringLiteral("\n## %1\n\n%2\n\n")
                  .arg(Text::tr("Buy or rent"), Presentation::markdownCell(CostOfOwnership::assumptions(
                                                    rec.constraints.ownership, rec.workload.tokens, locale)));
        md += ownership.rows.isEmpty()
                  ? Text::tr("No GPU can be costed: the job runs on none with a price to buy or rent it.") +
                        QLatin1Char('\n')
                  : markdownTable(ownership);

        md += QStringLiteral("\n## %1\n").arg(Text::tr("Fixes and limits per GPU"));
        int rank = 0;
        for (const Recommend::Entry &e : rec.results) {
            const Estimate::Result &r = e.estimate;
            md += QStringLiteral("\n### %1. %2\n\n").arg(++rank).arg(Presentation::markdownCell(r.gpu->name));
            md += QStringLiteral("- %1 %2\n").arg(Text::tr("Why:"), Presentation::markdownCell(e.why));
            md += QStringLiteral("- %1 %2\n")
                      .arg(Text::tr("Price:"),
                           Presentation::markdownCell(priceText(e, rec.constraints.price, locale)));
            md += QStringLiteral("- %1 %2\n")
                      .arg(Text::tr("Limits:"),
                           Presentation::markdownCell(limitsText(r, locale, rec.workload.microBatch)));
            if (r.fixes.empty()) {
                md += QStringLiteral("- %1 %2\n").arg(Text::tr("Fixes:"), Text::tr("none needed"));
            } else {
                md += QStringLiteral("- %1\n").arg(Text::tr("Fixes:"));
                for (const Estimate::Fix &fix : r.fixes)
                    md += QStringLiteral("  - %1 \u2192 %2 (%3)\n")
                              .arg(Presentation::markdownCode(fix.args),
                                   Presentation::markdownCell(RecommendationModel::fixOutcome(fix, locale)),
                                   Presentation::markdownCell(fix.label));
            }
            for (const QString &warning : Presentation::warningTexts(r.warnings, locale))
                md += QStringLiteral("- %1 %2\n")
                          .arg(Text::tr("Warning:"), Presentation::markdownCell(warning));
        }
    }

    md += QStringLiteral("\n## %1\n\n").arg(Text::tr("Excluded GPUs"));
    if (rec.excluded.empty()) {
        md += Text::tr("None: the constraints removed no GPU.") + QLatin1Char('\n');
    } else {
        Table t;
        t.header = {Text::tr("GPU"), Text::tr("Why")};
        t.right = {false, false};
        for (const Recommend::Recommendation::Exclusion &x : rec.excluded)
            t.rows << QStringList{x.gpu, x.why};
        md += markdownTable(t);
    }
    md += QStringLiteral("\n%1\n").arg(
        Text::tr("Made with GPU Scout %1.").arg(QCoreApplication::applicationVersion()));
    return md.toUtf8();
}

// PDF -------------------------------------------------------------------------------------------------------

QString htmlTable(const Table &t, const QList<int> &noWrap)
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "style=\"border-collapse: collapse\"><thead><tr>");
    for (int c = 0; c < t.header.size(); ++c)
        html +=
            QStringLiteral("<th align=\"%1\"%3 style=\"border-bottom: 1px solid %5%4\">%2</th>")
                .arg(t.right.at(c) ? QStringLiteral("right") : QStringLiteral("left"),
                     t.header.at(c).toHtmlEscaped(),
                     c < t.widths.size() ? QStringLiteral(" width=\"%1%\"").arg(t.widths.at(c)) : QString(),
                     // A heading is never broken inside a word ("Node/s"): one word stays whole, and a
                     // short heading ("Fits on 1") stays on one line; longer ones wrap at spaces.
                     !t.header.at(c).contains(QLatin1Char(' ')) || t.header.at(c).size() <= 10
                         ? QStringLiteral("; white-space: nowrap")
                         : QString(),
                     FigureStyle::print().tableRule().name());
    html += QStringLiteral("</tr></thead>");
    for (int i = 0; i < t.rows.size(); ++i) {
        html += i % 2 ? QStringLiteral("<tr bgcolor=\"%1\">").arg(FigureStyle::print().rowBand().name())
                      : QStringLiteral("<tr>");
        const QStringList &row = t.rows.at(i);
        for (int c = 0; c < row.size(); ++c)
            html += QStringLiteral("<td align=\"%1\"%3>%2</td>")
                        .arg(t.right.at(c) ? QStringLiteral("right") : QStringLiteral("left"),
                             row.at(c).toHtmlEscaped(),
                             // A number is never broken across lines ("218." over "2").
                             noWrap.contains(c) || t.right.at(c)
                                 ? QStringLiteral(" style=\"white-space: nowrap\"")
                                 : QString());
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString figureMarker(int chunk)
{
    return QStringLiteral("@@gpuscout-figure-%1@@").arg(chunk);
}

QString htmlHeading(const QString &text)
{
    return QStringLiteral("<h2 style=\"font-size: 15px; margin-top: 14px; margin-bottom: 6px\">%1</h2>")
        .arg(text.toHtmlEscaped());
}

// The title, the headline, and what was asked: the job, ranges, prices, command line and constraints.
QString htmlSummary(const Job &job, const Recommend::Recommendation &rec, const QLocale &locale,
                    const Sources &sources)
{
    QString html = QStringLiteral("<h1 style=\"font-size: 22px; margin-bottom: 8px\">%1</h1>")
                       .arg(title().toHtmlEscaped());
    if (!rec.headline.lines().isEmpty())
        html += QStringLiteral("<p style=\"font-size: 13px\"><b>%1</b></p>")
                    .arg(rec.headline.lines().join(QLatin1Char(' ')).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(Text::tr("Job:").toHtmlEscaped(), Estimate::describe(rec.workload).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(Text::tr("Ranges:").toHtmlEscaped(),
                     Recommend::bandSentence(rec.workload, locale).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(Text::tr("Prices:").toHtmlEscaped(), Recommend::pricesSentence(rec).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> <span style=\"font-family: 'DejaVu Sans Mono'\">%2</span></p>")
                .arg(Text::tr("Command line:").toHtmlEscaped(), commandLine(job, sources).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(Text::tr("Constraints:").toHtmlEscaped(), constraintsText(job).toHtmlEscaped());
    return html;
}

// The user's own figures the ranking used; empty when there are none.
QString htmlUserValues(const Recommend::Recommendation &rec, const QLocale &locale, const Sources &sources)
{
    QString html;
    const Table values = userValuesTable(rec, sources, locale);
    if (const QString intro = userValuesIntro(values, sources); !intro.isEmpty() || !values.rows.isEmpty()) {
        html += htmlHeading(Text::tr("Your own values"));
        if (!intro.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(intro.toHtmlEscaped());
        if (!values.rows.isEmpty())
            html += htmlTable(values, {});
    }
    return html;
}

// The ranking, the memory figure's markers and table, and buy or rent on a page of its own.
QString htmlRanking(const Recommend::Recommendation &rec, const QLocale &locale, int figureChunks)
{
    QString html = htmlHeading(Text::tr("Ranking"));
    if (rec.results.empty())
        return html +
               QStringLiteral("<p>%1</p>").arg(Text::tr("No GPU meets the constraints.").toHtmlEscaped());
    html += htmlTable(rankingTable(rec, locale, false), {1, 3, 5, 6, 7, 8});
    // The figure draws its own heading, so a heading never stays behind at the foot of a page.
    for (int chunk = 0; chunk < figureChunks; ++chunk)
        html += QStringLiteral("<p>%1</p>").arg(figureMarker(chunk));
    html += htmlHeading(Text::tr("Memory per GPU (GiB)"));
    html += htmlTable(memoryTable(rec, locale), {1});
    const Table ownership = ownershipTable(rec, locale);
    // A page of its own, the chart first (its notes say what was assumed): the heading never ends a page.
    html += QStringLiteral("<div style=\"page-break-before: always\"></div>") +
            htmlHeading(Text::tr("Buy or rent"));
    if (ownership.rows.isEmpty())
        html +=
            QStringLiteral("<p>%1</p><p>%2</p>")
                .arg(CostOfOwnership::assumptions(rec.constraints.ownership, rec.workload.tokens, locale)
                         .toHtmlEscaped(),
                     Text::tr("No GPU can be costed: the job runs on none with a price to buy or rent it.")
                         .toHtmlEscaped());
    else
        html += QStringLiteral("<p>@@gpuscout-breakeven@@</p>") + htmlTable(ownership, {0, 4});
    return html;
}

QString htmlAssumptions(const Recommend::Recommendation &rec, const QLocale &locale)
{
    QString html = htmlHeading(Text::tr("Assumptions and formula"));
    html += QStringLiteral("<ul style=\"margin-left: 0px; -qt-list-indent: 1\">");
    for (const QString &line : assumptions(rec, locale))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    return html;
}

// One ranked GPU: its place and why, then its price, limits, fixes and warnings.
QString htmlGpuDetails(const Recommend::Entry &e, int rank, const Recommend::Recommendation &rec,
                       const QLocale &locale)
{
    const Estimate::Result &r = e.estimate;
    QString html =
        QStringLiteral("<p style=\"margin-top: 8px; margin-bottom: 2px\"><b>%1. %2</b> \u2013 %3</p>")
            .arg(rank)
            .arg(r.gpu->name.toHtmlEscaped(), e.why.toHtmlEscaped());
    QString details = QStringLiteral("%1 %2<br>%3 %4")
                          .arg(Text::tr("Price:").toHtmlEscaped(),
                               priceText(e, rec.constraints.price, locale).toHtmlEscaped(),
                               Text::tr("Limits:").toHtmlEscaped(),
                               limitsText(r, locale, rec.workload.microBatch).toHtmlEscaped());
    for (const Estimate::Fix &fix : r.fixes)
        details +=
            QStringLiteral("<br>%1 <span style=\"font-family: 'DejaVu Sans Mono'\">%2</span> "
                           "\u2192 %3 (%4)")
                .arg(Text::tr("Fix:").toHtmlEscaped(), fix.args.toHtmlEscaped(),
                     RecommendationModel::fixOutcome(fix, locale).toHtmlEscaped(), fix.label.toHtmlEscaped());
    for (const QString &warning : Presentation::warningTexts(r.warnings, locale))
        details +=
            QStringLiteral("<br>%1 %2").arg(Text::tr("Warning:").toHtmlEscaped(), warning.toHtmlEscaped());
    html += QStringLiteral("<p style=\"margin-top: 0px; margin-left: 14px; color: %1\">%2</p>")
                .arg(FigureStyle::print().detailText().name(), details);
    return html;
}

QString htmlExcluded(const Recommend::Recommendation &rec)
{
    QString html = htmlHeading(Text::tr("Excluded GPUs"));
    if (rec.excluded.empty())
        return html + QStringLiteral("<p>%1</p>")
                          .arg(Text::tr("None: the constraints removed no GPU.").toHtmlEscaped());
    Table t;
    t.header = {Text::tr("GPU"), Text::tr("Why")};
    t.right = {false, false};
    t.widths = {18, 82};
    for (const Recommend::Recommendation::Exclusion &x : rec.excluded)
        t.rows << QStringList{x.gpu, x.why};
    return html + htmlTable(t, {0});
}

QString reportHtml(const Job &job, const Recommend::Recommendation &rec, const QLocale &locale,
                   int figureChunks, const Sources &sources)
{
    QString html = htmlSummary(job, rec, locale, sources);
    html += htmlUserValues(rec, locale, sources);
    html += htmlRanking(rec, locale, figureChunks);
    html += htmlAssumptions(rec, locale);
    if (!rec.results.empty()) {
        html += htmlHeading(Text::tr("Each GPU: why, price, limits and fixes"));
        int rank = 0;
        for (const Recommend::Entry &e : rec.results)
            html += htmlGpuDetails(e, ++rank, rec, locale);
    }
    html += htmlExcluded(rec);
    return html;
}

/// Draws a slice of the memory figure where the layout put its object character: vectors on the PDF painter.
class FigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    FigureObject(const Recommend::Recommendation &rec, const QLocale &locale, qreal width)
        : m_rec(rec)
        , m_locale(locale)
        , m_width(width)
    {}
    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        return QSizeF(m_width, kCaption + MemoryReportFigure::height(format.intProperty(kCountProperty)));
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const int first = format.intProperty(kFirstProperty);
        painter->save();
        painter->setFont(FigureStyle::font(15, true));
        painter->setPen(FigureStyle::print().text);
        painter->drawText(QRectF(rect.left(), rect.top(), rect.width(), kCaption),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          first == 0 ? Text::tr("Memory per GPU against what the job may use")
                                     : Text::tr("Memory per GPU (continued)"));
        painter->restore();
        MemoryReportFigure::paint(*painter, rect.adjusted(0, kCaption, 0, 0), m_rec, first,
                                  format.intProperty(kCountProperty), m_locale);
    }

private:
    const Recommend::Recommendation &m_rec;
    QLocale m_locale;
    qreal m_width;
};

/// Draws the break-even chart (light) where the layout put its object character.
class BreakEvenObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    /// `maxHeight`: what a page leaves below the section's heading, so the chart stays on the heading's page.
    BreakEvenObject(const Recommend::Recommendation &rec, const QLocale &locale, qreal width, qreal maxHeight)
        : m_rec(rec)
        , m_locale(locale)
        , m_width(width)
        , m_maxHeight(maxHeight)
    {}
    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &) override
    {
        return QSizeF(m_width, std::min(m_width * 0.62, m_maxHeight));
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &) override
    {
        ChartFigure figure =
            BreakEvenChart::build(m_rec, BreakEvenChart::chosenIds(m_rec), FigureStyle::print(), m_locale);
        ChartRenderer::paint(figure, *painter, rect);
    }

private:
    const Recommend::Recommendation &m_rec;
    QLocale m_locale;
    qreal m_width;
    qreal m_maxHeight;
};

QByteArray pdf(const Job &job, const Recommend::Recommendation &rec, const QLocale &locale,
               const Sources &sources)
{
    const QPageLayout layout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0));
    const QString documentTitle = title() + QStringLiteral(": ") + Estimate::describe(rec.workload);
    return FigureWriter::pdfPages(layout, documentTitle, [&](QPdfWriter &writer, QPainter &painter) {
        const QSizeF page(writer.width(), writer.height());
        const qreal bodyWidth = page.width() - 2 * kMargin;

        QTextDocument document;
        document.setDefaultFont(FigureStyle::font(11));
        document.setPageSize(page);
        FigureObject figure(rec, locale, bodyWidth);
        document.documentLayout()->registerHandler(kFigureObject, &figure);
        const qreal bodyHeight = page.height() - 2 * kMargin - kFooter;
        BreakEvenObject breakEven(rec, locale, bodyWidth, bodyHeight - 3 * kCaption);
        document.documentLayout()->registerHandler(kBreakEvenObject, &breakEven);

        const int rows = int(rec.results.size());
        // Landscape pages hold the ranking's every column; a slice of the figure is as many bars as fit below
        // its caption on one page.
        int perPage = kFigureRowsPerPage;
        while (perPage > 1 && kCaption + MemoryReportFigure::height(perPage) > bodyHeight)
            --perPage;
        const int chunks = (rows + perPage - 1) / perPage;
        document.setHtml(reportHtml(job, rec, locale, chunks, sources));
        // Qt's rich text has no vector images: each figure slice is an object character whose handler paints
        // it.
        for (int chunk = 0; chunk < chunks; ++chunk) {
            QTextCursor cursor = document.find(figureMarker(chunk));
            if (cursor.isNull())
                continue;
            QTextCharFormat format;
            format.setObjectType(kFigureObject);
            format.setProperty(kFirstProperty, chunk * perPage);
            format.setProperty(kCountProperty, std::min(perPage, rows - chunk * perPage));
            cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
        }
        if (QTextCursor cursor = document.find(QStringLiteral("@@gpuscout-breakeven@@")); !cursor.isNull()) {
            QTextCharFormat format;
            format.setObjectType(kBreakEvenObject);
            cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
        }
        // The page margins are the root frame's (as QTextDocument::print() does); set after setHtml(), which
        // resets it.
        QTextFrameFormat frame = document.rootFrame()->frameFormat();
        frame.setLeftMargin(kMargin);
        frame.setRightMargin(kMargin);
        frame.setTopMargin(kMargin);
        frame.setBottomMargin(kMargin + kFooter);
        document.rootFrame()->setFrameFormat(frame);

        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        const int pages = document.pageCount();
        const FigureStyle style = FigureStyle::print();
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -i * page.height());
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = QRectF(0, i * page.height(), page.width(), page.height());
            context.palette.setColor(QPalette::Text, style.text);
            document.documentLayout()->draw(&painter, context);
            painter.restore();
            painter.setFont(FigureStyle::font(9));
            painter.setPen(style.mutedText);
            const QRectF footer(kMargin, page.height() - kMargin - kFooter + 12, bodyWidth, kFooter - 12);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom,
                             Text::tr("GPU Scout %1 \u00b7 estimates, not measurements")
                                 .arg(QCoreApplication::applicationVersion()));
            painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom,
                             Text::tr("Page %1 of %2").arg(i + 1).arg(pages));
        }
        return true;
    });
}

} // namespace

QList<ExportFormat> formats()
{
    return {ExportFormat::Pdf, ExportFormat::Markdown, ExportFormat::Csv, ExportFormat::Json,
            ExportFormat::Svg};
}

QString suffixList()
{
    return ExportFormats::suffixList(formats());
}

QLocale numbers(ExportFormat format, const QLocale &locale)
{
    const bool forPeople =
        format == ExportFormat::Pdf || format == ExportFormat::Markdown || format == ExportFormat::Svg;
    return forPeople ? Presentation::grouped(locale) : locale;
}

QByteArray render(ExportFormat format, const Job &job, const Recommend::Recommendation &rec,
                  const QLocale &locale, const Sources &sources)
{
    const QLocale grouped = numbers(format, locale);
    switch (format) {
    case ExportFormat::Pdf:
        return pdf(job, rec, grouped, sources);
    case ExportFormat::Markdown:
        return markdown(job, rec, grouped, sources);
    case ExportFormat::Csv:
        return Recommend::toCsv(rec);
    case ExportFormat::Json: {
        QJsonObject json = Recommend::toJson(rec, JobFields::toJson(job));
        json.insert(QStringLiteral("inputs"), sources.files.toJson()); // what reproduces it, with the job
        return QJsonDocument(json).toJson(QJsonDocument::Indented);
    }
    case ExportFormat::Svg:
        return MemoryReportFigure::svg(
            rec, Text::tr("Memory per GPU: %1").arg(Estimate::describe(rec.workload)), grouped);
    default:
        break;
    }
    return QByteArray();
}

bool write(const Job &job, const Recommend::Recommendation &rec, const QString &path, QString *error,
           const QLocale &locale, const Sources &sources)
{
    ExportFormat format;
    if (!ExportFormats::fromPath(path, formats(), &format)) {
        const QString suffix = QFileInfo(path).suffix();
        *error = suffix.isEmpty()
                     ? Text::tr("%1: no suffix; the report is written as %2").arg(path, suffixList())
                     : Text::tr("%1: unknown suffix \".%2\"; the report is written as %3")
                           .arg(path, suffix, suffixList());
        return false;
    }
    const QByteArray bytes = render(format, job, rec, locale, sources);
    if (bytes.isEmpty()) {
        *error = Text::tr("%1: the report could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace RecommendationReport

#include "recommendationreport.moc"
