#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

/// Writes whole files or nothing: every export goes through here (QSaveFile underneath). Opens the JSON files
/// the user names (a dataset, an overlay) with the same words for what is wrong.
namespace AtomicFile {

/// Writes `bytes` to `path`. On failure returns false, leaves any existing file untouched, creates no partial
/// file, and sets `error` to one line naming the path and the reason.
bool write(const QString &path, const QByteArray &bytes, QString *error);

/// Lets `writer` stream into the file; the file appears only if `writer` returns true and the commit
/// succeeds. `writer` may set `error` itself when it returns false.
bool write(const QString &path, const std::function<bool(QIODevice *device, QString *error)> &writer,
           QString *error);

/// Reads a file the user named, at most `maxBytes` of it. On failure returns false and sets `error` to what
/// is wrong, without the path: "no such file", "is a directory, expected a JSON file", "cannot be read: ...",
/// or for a larger file `tooLarge(size)`, where size is the file's size in bytes, or -1 when only reading
/// found it too large (a special file may report size 0).
bool readLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 QByteArray *bytes, QString *error);

} // namespace AtomicFile
