#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

/// Writes whole files or nothing: every export goes through here (QSaveFile underneath).
namespace AtomicFile {

/// Writes `bytes` to `path`. On failure returns false, leaves any existing file untouched, creates no partial
/// file, and sets `error` to one line naming the path and the reason.
bool write(const QString &path, const QByteArray &bytes, QString *error);

/// Lets `writer` stream into the file; the file appears only if `writer` returns true and the commit
/// succeeds. `writer` may set `error` itself when it returns false.
bool write(const QString &path, const std::function<bool(QIODevice *device, QString *error)> &writer,
           QString *error);

} // namespace AtomicFile
