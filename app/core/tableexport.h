#pragma once

#include "app/core/exportformat.h"

#include <QByteArray>
#include <QString>

#include <vector>

struct Gpu;
struct Metric;

/// Text renderings of a set of GPUs and columns, shared by `gpuscout list` and the grid's export.
namespace TableExport {

/// The formats render() writes: Table, Csv, Markdown and Json.
QList<ExportFormat> formats();

/// Rows are GPUs, columns the given metrics (shown as given: pass sparse variants for sparse figures).
/// Csv: keys as header, raw locale-independent values, RFC 4180 quoting.
/// Markdown: labels with units, formatted values, estimates marked with * and explained below.
/// Table: aligned plain text for terminals. Json: an array of objects keyed by metric key, with the GPU id.
/// Values that are (or are computed from) the user's own corrections are named: a last "user_values" column
/// in CSV and a "user_values" array in JSON (both only when there are any), a note line under Markdown and
/// plain tables.
QString render(ExportFormat format, const std::vector<const Gpu *> &gpus,
               const std::vector<const Metric *> &columns);

/// What copying rows puts on the clipboard: a header of labels with units, then raw locale-independent values
/// (as in CSV), tab-separated, one line per GPU; tabs and line breaks inside a value become spaces.
QString tabSeparated(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns);

/// Every stored field of each GPU (dense and sparse apart), `estimated` and `sources`: `list --format json`.
QByteArray fullJson(const std::vector<const Gpu *> &gpus);

} // namespace TableExport
