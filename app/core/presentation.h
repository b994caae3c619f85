#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

struct Gpu;
struct Metric;

/// How a value reads, in one place: cell text per metric, the estimate marker, CSV and Markdown quoting, the
/// details text and the chart notes. The grid, the charts, the reports, the exports and the command line all
/// call these, so the same value reads the same everywhere.
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

} // namespace Presentation
