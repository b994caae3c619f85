#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

/// The files a result was computed from besides the job: the dataset (--data), the user's corrections
/// (--overlay) and the calibration from their own runs (--calibration). The window and the command line fill
/// it alike, so a report's command line names what reproduces it.
struct InputFiles
{
    QString data;        ///< the dataset file; empty: the bundled one
    QString overlay;     ///< the overlay applied; empty: none
    QString calibration; ///< the calibration applied; empty: none

    /// The global options that reproduce these inputs ("--overlay FILE --calibration FILE", file names
    /// quoted for a POSIX shell where needed). Where no overlay was applied but the user has one at
    /// Overlay::defaultPath(), which the command line would apply by itself, it says --no-overlay; the same
    /// for the calibration.
    QStringList arguments() const;
    /// {"data", "overlay", "calibration"}: each file's path, null where none was applied (the bundled
    /// dataset, no overlay, no calibration), for a JSON result to say what it was computed from.
    QJsonObject toJson() const;
};

/// `text` as one word of a POSIX shell command: unchanged when it holds only safe characters, else in single
/// quotes.
QString shellQuoted(const QString &text);
