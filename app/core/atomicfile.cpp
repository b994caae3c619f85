#include "app/core/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {

// Text::tr() translates in the "AtomicFile" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};

} // namespace

namespace AtomicFile {

bool write(const QString &path, const QByteArray &bytes, QString *error)
{
    return write(
        path,
        [&bytes](QIODevice *device, QString *writeError) {
            if (device->write(bytes) == bytes.size())
                return true;
            *writeError = device->errorString();
            return false;
        },
        error);
}

bool write(const QString &path, const std::function<bool(QIODevice *, QString *)> &writer, QString *error)
{
    const QFileInfo info(path);
    if (path.isEmpty()) {
        *error = Text::tr("no output file given");
        return false;
    }
    if (info.isDir()) {
        *error = Text::tr("%1: is a directory").arg(path);
        return false;
    }
    if (info.exists() && !info.isFile()) {
        *error = Text::tr("%1: is not a regular file").arg(path);
        return false;
    }
    if (!info.absoluteDir().exists()) {
        *error =
            Text::tr("%1: folder %2 does not exist").arg(path, QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Text::tr("%1: cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    QString writeError;
    if (!writer(&file, &writeError)) {
        file.cancelWriting();
        *error = QStringLiteral("%1: %2").arg(path, writeError.isEmpty() ? file.errorString() : writeError);
        return false;
    }
    if (!file.commit()) {
        *error = Text::tr("%1: cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool readLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 QByteArray *bytes, QString *error)
{
    const QFileInfo info(path);
    QFile file(path);
    if (!info.exists())
        *error = Text::tr("no such file");
    else if (info.isDir())
        *error = Text::tr("is a directory, expected a JSON file");
    else if (info.size() > maxBytes)
        *error = tooLarge(info.size());
    else if (!file.open(QIODevice::ReadOnly))
        *error = Text::tr("cannot be read: %1").arg(file.errorString());
    else if (*bytes = file.read(maxBytes + 1); bytes->size() > maxBytes)
        *error = tooLarge(-1);
    else
        return true;
    return false;
}

} // namespace AtomicFile
