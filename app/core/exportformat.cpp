#include "app/core/exportformat.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ExportFormats {

namespace {

struct Entry
{
    ExportFormat format;
    const char *suffix;
    const char *label;
};

constexpr Entry kEntries[] = {
    {ExportFormat::Table, "txt", QT_TRANSLATE_NOOP("ExportFormat", "Plain text table (*.txt)")},
    {ExportFormat::Png, "png", QT_TRANSLATE_NOOP("ExportFormat", "PNG image (*.png)")},
    {ExportFormat::Svg, "svg", QT_TRANSLATE_NOOP("ExportFormat", "SVG vector image (*.svg)")},
    {ExportFormat::Pdf, "pdf", QT_TRANSLATE_NOOP("ExportFormat", "PDF document (*.pdf)")},
    {ExportFormat::Csv, "csv", QT_TRANSLATE_NOOP("ExportFormat", "CSV table (*.csv)")},
    {ExportFormat::Markdown, "md", QT_TRANSLATE_NOOP("ExportFormat", "Markdown (*.md)")},
    {ExportFormat::Json, "json", QT_TRANSLATE_NOOP("ExportFormat", "JSON (*.json)")},
};

const Entry &entry(ExportFormat format)
{
    for (const Entry &e : kEntries) {
        if (e.format == format)
            return e;
    }
    return kEntries[0];
}

} // namespace

bool parse(const QString &text, const QList<ExportFormat> &allowed, ExportFormat *format)
{
    const QString t = text.trimmed().toLower();
    for (const ExportFormat candidate : allowed) {
        if (t == Words::of(candidate) || t == suffix(candidate)) {
            *format = candidate;
            return true;
        }
    }
    return false;
}

bool fromPath(const QString &path, const QList<ExportFormat> &allowed, ExportFormat *format)
{
    const QString suffix = QFileInfo(path).suffix();
    return !suffix.isEmpty() && parse(suffix, allowed, format);
}

QString suffix(ExportFormat format)
{
    return QString::fromLatin1(entry(format).suffix);
}

QString label(ExportFormat format)
{
    return QCoreApplication::translate("ExportFormat", entry(format).label);
}

QString suffixList(const QList<ExportFormat> &formats)
{
    QStringList suffixes;
    for (const ExportFormat format : formats)
        suffixes << QLatin1Char('.') + suffix(format);
    if (suffixes.size() < 2)
        return suffixes.join(QString());
    // The window shows these in the user's language; the command line installs no translation.
    const QString last = suffixes.takeLast();
    return QCoreApplication::translate("ExportFormats", "%1 or %2")
        .arg(suffixes.join(QStringLiteral(", ")), last);
}

QStringList words(const QList<ExportFormat> &formats)
{
    QStringList result;
    for (const ExportFormat format : formats)
        result << Words::of(format);
    return result;
}

QString wordsWithDefault(const QList<ExportFormat> &formats)
{
    return formats.isEmpty() ? QString()
                             : Words::alternativesWithDefault(words(formats), Words::of(formats.first()));
}

QList<ExportFormat> printed()
{
    return {ExportFormat::Table, ExportFormat::Csv, ExportFormat::Json, ExportFormat::Markdown};
}

} // namespace ExportFormats
