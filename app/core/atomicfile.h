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

/// A file's bytes in memory of their own, given back when the object goes. A file of 2 MiB or more is read
/// into memory asked for in huge pages (on Linux, as advice the kernel may ignore): faulting in the 4 KiB
/// pages of a fresh buffer one by one cost more than reading the file. On the project's 2-core virtual
/// machine a 29 MB dataset took 110 ms to read into an ordinary buffer (7,260 page faults) and 14 to 42 ms
/// into huge pages (616 faults); `bench_startup` measures the start-up it is part of.
class FileBytes
{
public:
    FileBytes() = default;
    FileBytes(const FileBytes &) = delete;
    FileBytes &operator=(const FileBytes &) = delete;
    ~FileBytes();

    /// The bytes without a copy; valid while this object lives and holds them.
    QByteArray bytes() const;

private:
    friend bool readLimited(const QString &, qint64, const std::function<QString(qint64)> &, FileBytes *,
                            QString *);
    void release();

    void *m_memory = nullptr; ///< pages of its own (mmap), or null when the bytes are in m_owned
    size_t m_capacity = 0;
    qsizetype m_size = 0;
    QByteArray m_owned;
};

/// As above, into `bytes` (what it held before is given back first).
bool readLimited(const QString &path, qint64 maxBytes, const std::function<QString(qint64 size)> &tooLarge,
                 FileBytes *bytes, QString *error);

} // namespace AtomicFile
