#include "app/core/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

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

namespace {

/// Opens a file the user named for reading, or says what is wrong with it.
bool openLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 QFile &file, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists())
        *error = Text::tr("no such file");
    else if (info.isDir())
        *error = Text::tr("is a directory, expected a JSON file");
    else if (info.size() > maxBytes)
        *error = tooLarge(info.size());
    else if (!file.open(QIODevice::ReadOnly))
        *error = Text::tr("cannot be read: %1").arg(file.errorString());
    else
        return true;
    return false;
}

/// Reads the rest of an open file, at most `maxBytes` of it.
bool readRest(QFile &file, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
              QByteArray *bytes, QString *error)
{
    *bytes = file.read(maxBytes + 1);
    if (bytes->size() > maxBytes) {
        *error = tooLarge(-1);
        return false;
    }
    return true;
}

} // namespace

bool readLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 QByteArray *bytes, QString *error)
{
    QFile file(path);
    return openLimited(path, maxBytes, tooLarge, file, error) &&
           readRest(file, maxBytes, tooLarge, bytes, error);
}

FileBytes::~FileBytes()
{
    release();
}

void FileBytes::release()
{
#ifdef Q_OS_LINUX
    if (m_memory)
        munmap(m_memory, m_capacity);
#endif
    m_memory = nullptr;
    m_capacity = 0;
    m_size = 0;
    m_owned.clear();
}

QByteArray FileBytes::bytes() const
{
    if (m_memory)
        return QByteArray::fromRawData(static_cast<const char *>(m_memory), m_size);
    return m_owned;
}

bool readLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 FileBytes *bytes, QString *error)
{
    bytes->release();
    QFile file(path);
    if (!openLimited(path, maxBytes, tooLarge, file, error))
        return false;
#ifdef Q_OS_LINUX
    constexpr size_t kHugePage = size_t(2) << 20;
    const qint64 size = file.size();
    if (size >= qint64(kHugePage)) {
        // A byte more than the file holds, so that a file grown since it was opened shows.
        const size_t capacity = (size_t(size) + kHugePage) & ~(kHugePage - 1);
        void *memory = mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory != MAP_FAILED) {
            madvise(memory, capacity, MADV_HUGEPAGE); // advice: where the kernel gives none, ordinary pages
            const qint64 read = file.read(static_cast<char *>(memory), qint64(capacity));
            if (read >= 0 && read < qint64(capacity) && read <= maxBytes) {
                bytes->m_memory = memory;
                bytes->m_capacity = capacity;
                bytes->m_size = qsizetype(read);
                return true;
            }
            munmap(memory, capacity);
            if (read < 0) {
                *error = Text::tr("cannot be read: %1").arg(file.errorString());
                return false;
            }
            if (!file.seek(0)) { // it grew while it was read: read it as any other file
                *error = Text::tr("cannot be read: %1").arg(file.errorString());
                return false;
            }
        }
    }
#endif
    return readRest(file, maxBytes, tooLarge, &bytes->m_owned, error);
}

} // namespace AtomicFile
