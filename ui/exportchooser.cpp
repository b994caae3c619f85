#include "ui/exportchooser.h"

#include "app/core/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

ExportChooser::ExportChooser(Settings *settings, QStandardPaths::StandardLocation fallback)
    : m_settings(settings)
    , m_fallback(fallback)
{}

QString ExportChooser::folder() const
{
    const QString folder = m_settings ? m_settings->string(Settings::ExportDirectory) : QString();
    if (!folder.isEmpty() && QDir(folder).exists())
        return folder;
    // A new account may have no Documents or Pictures folder yet: the home folder, not wherever the app
    // was started from.
    const QString standard = QStandardPaths::writableLocation(m_fallback);
    return !standard.isEmpty() && QDir(standard).exists() ? standard : QDir::homePath();
}

ExportChooser::Choice ExportChooser::choose(const FileDialog &dialog, const QString &caption,
                                            const QString &baseName, const QList<FileType> &types,
                                            const QString &preferredSuffix) const
{
    if (types.isEmpty())
        return {};
    FileType preferred = types.first();
    QStringList filters;
    for (const FileType &type : types) {
        filters.append(type.filter);
        if (type.suffix == preferredSuffix)
            preferred = type;
    }
    QString selected = preferred.filter;
    const QString path =
        dialog(caption, QDir(folder()).filePath(baseName + QLatin1Char('.') + preferred.suffix),
               filters.join(QStringLiteral(";;")), &selected);
    return complete(path, types, selected);
}

ExportChooser::Choice ExportChooser::complete(const QString &path, const QList<FileType> &types,
                                              const QString &selectedFilter)
{
    if (path.isEmpty() || types.isEmpty())
        return {};
    FileType selected = types.first();
    for (const FileType &type : types) {
        if (type.filter == selectedFilter)
            selected = type;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix.isEmpty())
        return {path + QLatin1Char('.') + selected.suffix, selected.suffix};
    for (const FileType &type : types) {
        if (type.suffix == suffix)
            return {path, suffix};
    }
    return {path, selected.suffix};
}

void ExportChooser::remember(const QString &path)
{
    if (m_settings)
        m_settings->setValue(Settings::ExportDirectory, QFileInfo(path).absolutePath());
}

ExportChooser::Saved ExportChooser::save(const FileDialog &dialog, const QString &caption,
                                         const QString &baseName, const QList<FileType> &types,
                                         const QString &preferredSuffix, const Writer &write)
{
    const Choice choice = choose(dialog, caption, baseName, types, preferredSuffix);
    Saved saved;
    saved.path = choice.path;
    if (saved.cancelled())
        return saved;
    if (!write(choice, &saved.error)) {
        if (saved.error.isEmpty())
            saved.error = QCoreApplication::translate("ExportChooser", "the file could not be written");
        return saved;
    }
    remember(saved.path);
    return saved;
}

QString ExportChooser::Saved::message() const
{
    return QCoreApplication::translate("ExportChooser", "Saved %1").arg(QFileInfo(path).fileName());
}

QList<ExportChooser::FileType> ExportChooser::fileTypes(const QList<ExportFormat> &formats)
{
    QList<FileType> types;
    for (const ExportFormat format : formats)
        types.append({ExportFormats::label(format), ExportFormats::suffix(format)});
    return types;
}
