#pragma once

#include "app/core/exportformat.h"
#include "app/core/inputfiles.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

struct Gpu;
struct Job;
namespace Recommend {
struct Recommendation;
}

/// The recommendation report as a document: the job and the command line that reproduces it, the assumptions
/// and formula, every ranked GPU with its memory parts, speed, time, cost, fixes and limits, the excluded
/// GPUs, and the memory breakdown as a vector figure.
namespace RecommendationReport {

/// The formats the report is written as, in the save dialog's order: Pdf (A4 pages with selectable text and
/// the figure as vectors), Markdown (the same sections as text and tables), Csv (Recommend::toCsv()), Json
/// (Recommend::toJson() with JobFields::toJson()) and Svg (the memory figure alone).
QList<ExportFormat> formats();

/// Where the figures came from besides the job: the files the command line names, and the GPUs the ranking
/// ran over (so that the user's values of the GPUs it excluded are listed too).
struct Sources
{
    InputFiles files;
    const std::vector<Gpu> *gpus = nullptr; ///< nullptr: only the ranked GPUs' values are listed
};

/// "pdf, md, csv, json, svg": for errors and help.
QString suffixList();

/// The numbers a report in `format` is written in: a page for people (PDF, Markdown, SVG) groups thousands
/// ("$678,972"), as its sentences must too (rank in it); CSV and JSON keep `locale` as it is.
QLocale numbers(ExportFormat format, const QLocale &locale);

/// The report's bytes. Everything but the PDF is byte-identical for the same input. Numbers in the PDF,
/// Markdown and SVG are written in `locale`; CSV and JSON stay locale-independent.
/// The command line names `sources.files`; a section lists every value of these GPUs that comes from the
/// user's overlay (with the dataset's value) and the GPUs the user added.
QByteArray render(ExportFormat format, const Job &job, const Recommend::Recommendation &recommendation,
                  const QLocale &locale = QLocale::c(), const Sources &sources = {});

/// Writes the report to `path` in the format its suffix names, atomically: on failure no file (or the old
/// one) is there and `error` has one line naming the path (or the unknown suffix) and the reason.
bool write(const Job &job, const Recommend::Recommendation &recommendation, const QString &path,
           QString *error, const QLocale &locale = QLocale::c(), const Sources &sources = {});

} // namespace RecommendationReport
