#pragma once

#include "app/core/exportformat.h"

#include <QList>
#include <QStandardPaths>
#include <QString>

#include <functional>

class Settings;

/// Where an export goes and as what: the folder the last export used, the file dialog's types, and the
/// suffix a chosen name lacks. Every page that saves a file (the table, the Compare tab's chart and report,
/// the fit map, the break-even chart) goes through it, so each suggests the folder the last export used.
class ExportChooser
{
public:
    /// One kind of file: the dialog's filter ("PNG image (*.png)") and its suffix ("png").
    struct FileType
    {
        QString filter;
        QString suffix;
    };
    /// What the user chose: the path (empty when cancelled) and the suffix of the type it is written as.
    struct Choice
    {
        QString path;
        QString suffix;
        bool cancelled() const { return path.isEmpty(); }
    };
    /// What save() did: nothing (cancelled), wrote `path`, or failed with `error`.
    struct Saved
    {
        QString path;  ///< empty when cancelled
        QString error; ///< why writing failed; empty when it was written
        bool cancelled() const { return path.isEmpty(); }
        bool written() const { return !path.isEmpty() && error.isEmpty(); }
        /// "Saved fitmap.png": the status line every page shows after an export, naming the file.
        QString message() const;
    };
    /// Writes the chosen file (its path, and the suffix of the type it is written as); false with `error`
    /// set when it could not.
    using Writer = std::function<bool(const Choice &choice, QString *error)>;
    /// The save dialog; tests put a function of their own in its place.
    using FileDialog = std::function<QString(const QString &caption, const QString &suggested,
                                             const QString &filters, QString *selectedFilter)>;

    /// Without `settings` nothing is remembered and folder() is always the fallback.
    ExportChooser(Settings *settings, QStandardPaths::StandardLocation fallback);

    /// The folder of the last export while it exists, else the fallback location.
    QString folder() const;
    /// Asks for a file named like `baseName` in folder(), offering `types` with `preferredSuffix` first
    /// chosen. A name without a suffix gets the chosen type's; a name whose suffix is one of the types is
    /// written as that type, whatever filter was selected.
    Choice choose(const FileDialog &dialog, const QString &caption, const QString &baseName,
                  const QList<FileType> &types, const QString &preferredSuffix) const;
    /// The save flow every page shares: choose(), stop when cancelled, write, and remember the folder of what
    /// was written.
    Saved save(const FileDialog &dialog, const QString &caption, const QString &baseName,
               const QList<FileType> &types, const QString &preferredSuffix, const Writer &write);
    /// The dialog's types for `formats`, labelled and suffixed as ExportFormats says, in that order.
    static QList<FileType> fileTypes(const QList<ExportFormat> &formats);
    /// The pure part of choose(): completes `path` from the selected filter.
    static Choice complete(const QString &path, const QList<FileType> &types, const QString &selectedFilter);
    /// Remembers the folder of a file just written.
    void remember(const QString &path);

private:
    Settings *m_settings;
    QStandardPaths::StandardLocation m_fallback;
};
