#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

struct Gpu;
struct Metric;
namespace Estimate {
struct Memory;
struct Warning;
} // namespace Estimate
namespace Recommend {
struct Entry;
struct Recommendation;
} // namespace Recommend

/// How a value reads, in one place: cell text per metric, the estimate marker, CSV and Markdown quoting, the
/// details text and the chart notes; and what the app says back about a job: the memory parts, one rule per
/// unit, the estimator's warnings and the ranking's columns. The grid, the charts, the reports, the exports
/// and the command line all call these, so the same value reads the same everywhere.
namespace Presentation {

/// "≈": the mark of a value that no NVIDIA document states directly.
QString estimateMarker();
/// "989.4 ≈": the grid and the details pane put the mark after the number.
QString markedAfter(const QString &text);
/// "≈ 989.4" (narrow no-break space): chart labels and the PDF table put it before, where it cannot be cut
/// off.
QString markedBefore(const QString &text);
/// "*": the mark in Markdown and plain-text tables, which must stay ASCII-safe and greppable.
QString plainEstimateMarker();
/// "†": the mark of a price older than the user's maximum price age (its tooltip says the date and age).
QString staleMarker();
/// "$1.57/h †": the grid puts it after the price.
QString markedStale(const QString &text);
/// "(stale)": the mark in Markdown, plain-text tables and the PDF report.
QString plainStaleMarker();
/// The note under a chart that shows an estimate.
QString estimateChartNote();
/// The footnote under a Markdown table with a marked value (its "*" escaped).
QString estimateMarkdownNote();

/// True when the cell of `metric` for `gpu` holds a number that is an estimate.
bool isEstimatedValue(const Metric &metric, const Gpu &gpu);
/// The stored fields behind the cell of `metric` for `gpu` whose value is the user's own (from their
/// corrections): the metric's own key, or for a derived figure the inputs it is computed from.
QStringList userInputs(const Metric &metric, const Gpu &gpu);
/// True when the cell of `metric` for `gpu` shows, or is computed from, the user's own value.
bool isUserValue(const Metric &metric, const Gpu &gpu);
/// What the dataset said before the user's correction, as a cell reads with its unit ("1,599 USD"), or
/// "none".
QString datasetValueText(const Metric &metric, const QVariant &datasetValue);
/// The line under a chart or table that names the user's own values among these GPUs and metrics, e.g.
/// "Your own values (from your corrections): RTX 4090: Launch price, TDP; Lab H100 (your own GPU)."; empty
/// when there are none.
QString userValuesNote(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &metrics);

/// A cell's text without its unit: the number in the user's locale ("3,350", trailing zeros dropped) or the
/// metric's text; `missing` when the value is unknown. No estimate mark: callers add the one they show.
QString cellText(const Metric &metric, const Gpu &gpu, const QString &missing = QString());

/// "3,350 GB/s": a number of `metric` in the user's locale with its unit, as chart labels and tooltips show
/// it.
QString valueWithUnit(const Metric &metric, double value);

/// A word that the dataset stores and the app chose ("yes", "no", "not advertised", "high", "medium", "low")
/// in the user's language; any other text unchanged.
QString datasetWord(const QString &word);

/// Rows of cells as plain-text columns two spaces apart, with a rule of dashes under the first row (the
/// header); column i is right-aligned where `rightAligned` holds true at i (numbers), left-aligned otherwise.
QStringList alignedColumns(const QList<QStringList> &rows, const QList<bool> &rightAligned = {});

/// RFC 4180: quoted when the field holds a comma, a quote, a line feed or a carriage return.
QString csvField(const QString &text);
/// Fields joined by commas, each quoted as needed.
QString csvRow(const QStringList &fields);
/// Text for a Markdown table cell: backslashes and pipes escaped, line breaks (\r\n, \n, \r) as spaces.
QString markdownCell(QString text);
/// Inline code on one line; backticks inside get a longer fence (CommonMark). Code spans take backslashes
/// literally, so nothing else is escaped.
QString markdownCode(const QString &text);

/// The details pane's HTML for one GPU: every known figure (estimates marked), notes, confidence, prices and
/// sources as links. `installedHere` adds a line saying the GPU is in this machine. Each figure is a line
/// "label TAB value" whose value starts `figureIndent` pixels in, where the showing document must have its
/// tab stops (QTextOption::setTabStopDistance); a long value wraps under itself.
QString detailsHtml(const Gpu &gpu, bool installedHere, int figureIndent);

// What the app says back about a job.

/// The parts an estimate's memory adds up from (Estimate::Memory::total()), in the order every table, chart,
/// CSV header and JSON object shows them.
enum class MemoryPart
{
    Weights,
    Gradients,
    Optimizer,
    Activations,
    Adapters,
    Overhead
};
/// All six, in that order.
const std::vector<MemoryPart> &memoryParts();
/// "weights": the part's key in JSON ("memory_gib"), in CSV ("weights_gib") and in the charts' colour order.
QString memoryPartKey(MemoryPart part);
/// "Weights": the part's label in the user's language; the one place it is written.
QString memoryPartLabel(MemoryPart part);
/// The part's GiB in `memory` (Overhead: the CUDA context and the allocator's slack).
double memoryPartGib(const Estimate::Memory &memory, MemoryPart part);

/// `locale` with thousands separators ("678,972"), also for C, whose numbers leave them out: what a page for
/// people reads in (the reports, the break-even chart's notes); the terminal, CSV and JSON keep C's.
QLocale grouped(const QLocale &locale);

/// One rule per unit: the number without its unit, in `locale` (the command line and files keep C).
/// "31.5": GiB, one decimal.
QString gib(double value, const QLocale &locale = QLocale::c());
/// "31.5 GiB".
QString gibWithUnit(double value, const QLocale &locale = QLocale::c());
/// "8.03B", "596.0M": a parameter count, billions to two decimals, below a billion millions to one.
QString parameters(double params, const QLocale &locale = QLocale::c());
/// "8.03B parameters": a model's size in words, the number as parameters() writes it.
QString parameterCount(double params, const QLocale &locale = QLocale::c());
/// "23,194": tokens per second, whole.
QString tokensPerSecond(double value, const QLocale &locale = QLocale::c());
/// "$41" / "$0.05": US dollars with `decimals` decimals.
QString usd(double value, int decimals, const QLocale &locale = QLocale::c());
/// "$4.54", "$1,599" (in a grouping locale): dollars with cents below $100, whole above.
QString dollars(double value, const QLocale &locale = QLocale::c());
/// "3.2 h", "45 min", "2.1 days" (the unit words translated).
QString duration(double hours, const QLocale &locale = QLocale::c());

/// A warning of the estimator or the recommender in the reader's words, its numbers in `locale`.
QString warningText(const Estimate::Warning &warning, const QLocale &locale = QLocale::c());
QStringList warningTexts(const std::vector<Estimate::Warning> &warnings,
                         const QLocale &locale = QLocale::c());

/// A column of the ranking: each figure a result has, with its key (CSV header, JSON), its header label and
/// how it reads. The window's ranking model and the CSV take their columns from this registry; the order of
/// each is its own list of these.
enum class ResultColumn
{
    Rank,
    GpuId,
    Gpu,
    Fits,
    GpusNeeded,
    Gpus,
    Nodes,
    Vram,
    Total,
    Capacity,
    Weights,
    WeightsAndAdapters,
    Gradients,
    Optimizer,
    Activations,
    Adapters,
    Overhead,
    Speed,
    Time,
    UnitPrice,
    Price,
    PriceAsOf,
    PriceAgeMonths,
    PriceStale,
    Cost,
    PerMillion,
    MaxBatch,
    MaxSeq,
    Fix,
    Why
};
/// One result as a row of the ranking: its recommendation, its entry and its rank (1 for the best).
struct ResultRow
{
    const Recommend::Recommendation &recommendation;
    const Recommend::Entry &entry;
    int rank;
};
/// Every column, in ResultColumn order.
const std::vector<ResultColumn> &resultColumns();
/// "tokens_per_s": the CSV header and JSON key; empty for a column only the window shows.
QString resultColumnKey(ResultColumn column);
/// "Tokens/s": the header in the window and the report, in the user's language.
QString resultColumnLabel(ResultColumn column);
/// What the header's tooltip says (the price column's depends on the recommendation's price mode); may be
/// empty.
QString resultColumnToolTip(ResultColumn column, const Recommend::Recommendation &recommendation);
/// True for a column of words (left-aligned), false for numbers.
bool resultColumnIsText(ResultColumn column);
/// The raw value the window sorts by: a number, or text; invalid when unknown (sorts last).
QVariant resultValue(ResultColumn column, const ResultRow &row);
/// The cell as the window shows it, in `locale`, with the calibration and stale marks.
QString resultText(ResultColumn column, const ResultRow &row, const QLocale &locale);
/// The cell in CSV: a locale-independent value, quoted as needed; empty when unknown.
QString resultCsvField(ResultColumn column, const ResultRow &row);
/// "GiB/GPU (band)": the column's header in `gpuscout recommend`'s plain-text table; empty for a column it
/// leaves out.
QString resultColumnTerminalHeader(ResultColumn column);
/// The cell in that table (C locale, "-" when unknown, the calibration mark); empty for a column it leaves
/// out.
QString resultTerminalText(ResultColumn column, const ResultRow &row);
/// The column's header in the recommendation report (Markdown, PDF): the window's, or a longer one where a
/// page cannot explain a terse header ("Fits on 1").
QString resultColumnReportLabel(ResultColumn column);
/// The cell in the report, in `locale`: the window's text, or the report's own where a page needs more words
/// (a stale price said in words, a count over the limit).
QString resultReportText(ResultColumn column, const ResultRow &row, const QLocale &locale);
/// "—": what a table shows for a figure it does not have (the window, the report).
QString noneText();

/// A column of the buy-or-rent table (Recommend::Entry::ownership): its header and cell in the report
/// (Markdown, PDF) and in `gpuscout recommend`'s plain-text table. The order of each is its own list of
/// these; the rows are the results costed at least one way (ownershipCosted).
enum class OwnershipColumn
{
    Gpu,
    Cards,
    Buy,
    Rent,
    BreakEven,
    PerMillionBuy,
    PerMillionRent,
    Prices
};
/// True when the result can be costed bought, rented, or both: a row of either buy-or-rent table.
bool ownershipCosted(const Recommend::Entry &entry);
/// "Buy (net of resale)": the header in the report, in the user's language.
QString ownershipColumnLabel(OwnershipColumn column);
/// "buy": the header in the terminal's table.
QString ownershipColumnTerminalHeader(OwnershipColumn column);
/// True for a column of words (left-aligned), false for numbers.
bool ownershipColumnIsText(OwnershipColumn column);
/// The cell in the report, in `locale`, noneText() where a side is unknown.
QString ownershipReportText(OwnershipColumn column, const ResultRow &row, const QLocale &locale);
/// The cell in the terminal's table (C locale, whole dollars, "-" where a side is unknown).
QString ownershipTerminalText(OwnershipColumn column, const ResultRow &row);

} // namespace Presentation
