#pragma once

#include "app/core/vocabulary.h"

#include <QList>
#include <QString>

/// Every kind of file the app writes: the charts, the fit map, the tables and the reports. Its words,
/// suffixes and save-dialog labels live in one table in exportformat.cpp; each writer lists the formats it
/// takes.
enum class ExportFormat
{
    Table, ///< aligned plain text for terminals (`gpuscout list`)
    Png,
    Svg,
    Pdf,
    Csv,
    Markdown,
    Json
};

template <>
struct WordTable<ExportFormat>
{
    static constexpr WordEntry<ExportFormat> entries[] = {
        {ExportFormat::Table, "table"}, {ExportFormat::Png, "png"}, {ExportFormat::Svg, "svg"},
        {ExportFormat::Pdf, "pdf"},     {ExportFormat::Csv, "csv"}, {ExportFormat::Markdown, "markdown"},
        {ExportFormat::Json, "json"}};
};

namespace ExportFormats {

/// The format a word or a suffix names ("markdown" or "md", "PNG", surrounding spaces ignored) among
/// `allowed`; false for anything else.
bool parse(const QString &text, const QList<ExportFormat> &allowed, ExportFormat *format);
/// The format named by the path's suffix (read as parse() reads a word) among `allowed`; false for anything
/// else, a path without a suffix included.
bool fromPath(const QString &path, const QList<ExportFormat> &allowed, ExportFormat *format);
/// "png", "md", "txt" for the plain table.
QString suffix(ExportFormat format);
/// The save dialog's filter in the user's language: "PNG image (*.png)".
QString label(ExportFormat format);
/// ".png, .svg or .pdf": for errors and help ("oder" in the German window).
QString suffixList(const QList<ExportFormat> &formats);
/// The formats' words ("table", "csv", ...) in their order, for --format's help and errors.
QStringList words(const QList<ExportFormat> &formats);
/// "table (default), csv, json or markdown": the formats' words, the first marked as the default.
QString wordsWithDefault(const QList<ExportFormat> &formats);
/// What list, stacks and fitmap print with --format: table (the default), csv, json, markdown.
QList<ExportFormat> printed();

} // namespace ExportFormats
