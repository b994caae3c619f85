#pragma once

#include "app/core/chartdata.h"

#include <QByteArray>
#include <QDate>
#include <QString>

#include <vector>

struct Dataset;
struct Gpu;
struct Metric;

/// The one-page PDF comparison report: title and date, the GPUs' table, radar and bar charts, sources,
/// estimates.
namespace ComparisonReport {

struct Content
{
    const Dataset *dataset = nullptr;
    std::vector<const Gpu *> gpus;
    std::vector<const Metric *> radarMetrics;
    std::vector<const Metric *> barMetrics;
    ChartData::ScaleOptions scale;
    QDate date;
};

/// An A4 portrait PDF of exactly one page; whatever does not fit (long source lists) is cut with a note.
QByteArray pdf(const Content &content);
/// Writes the report atomically; on failure no file appears and `error` says why.
bool write(const Content &content, const QString &path, QString *error);

} // namespace ComparisonReport
