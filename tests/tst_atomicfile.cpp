#include "app/core/atomicfile.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QTemporaryDir>

namespace {
QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

TEST_CASE("A successful write replaces the file whole")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QString error;
    REQUIRE(AtomicFile::write(path, QByteArray("first"), &error));
    REQUIRE(AtomicFile::write(path, QByteArray("second"), &error));
    CHECK(contents(path) == QByteArray("second"));
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("out.csv")});
}

TEST_CASE("A writer that fails half-way leaves the old file untouched and no partial file")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    REQUIRE(AtomicFile::write(path, QByteArray("old report"), &error));
    const bool ok = AtomicFile::write(
        path,
        [](QIODevice *device, QString *writeError) {
            device->write("half of a new rep");
            *writeError = QStringLiteral("the renderer gave up");
            return false;
        },
        &error);
    CHECK_FALSE(ok);
    CHECK(error == path + QStringLiteral(": the renderer gave up"));
    CHECK(contents(path) == QByteArray("old report"));
    CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden) ==
          QStringList{QStringLiteral("report.pdf")});

    const QString fresh = dir.filePath(QStringLiteral("fresh.png"));
    CHECK_FALSE(AtomicFile::write(
        fresh, [](QIODevice *, QString *) { return false; }, &error));
    CHECK_FALSE(QFile::exists(fresh));
}

TEST_CASE("Unwritable places fail with a reason that names the path")
{
    QTemporaryDir dir;
    QString error;
    CHECK_FALSE(AtomicFile::write(dir.filePath(QStringLiteral("missing/out.png")), QByteArray("x"), &error));
    CHECK(error.contains(QStringLiteral("does not exist")));
    CHECK_FALSE(AtomicFile::write(dir.path(), QByteArray("x"), &error));
    CHECK(error.contains(QStringLiteral("is a directory")));
    CHECK_FALSE(AtomicFile::write(QString(), QByteArray("x"), &error));
    // /proc refuses new files even to root, which CI runs as.
    CHECK_FALSE(AtomicFile::write(QStringLiteral("/proc/gpuscout-test.csv"), QByteArray("x"), &error));
    CHECK(error.startsWith(QStringLiteral("/proc/gpuscout-test.csv: cannot be written")));
    CHECK_FALSE(QFile::exists(QStringLiteral("/proc/gpuscout-test.csv")));
}

TEST_CASE("Devices and other special files are never replaced")
{
    // QSaveFile would write a temporary file next to /dev/full and rename it over the device.
    QString error;
    CHECK_FALSE(AtomicFile::write(QStringLiteral("/dev/full"), QByteArray("x"), &error));
    CHECK(error == QStringLiteral("/dev/full: is not a regular file"));
    CHECK_FALSE(QFileInfo(QStringLiteral("/dev/full")).isFile());
}

TEST_CASE("A file the user names is read whole, small or large, or refused with the reason")
{
    QTemporaryDir dir;
    const auto tooLarge = [](qint64 size) { return QStringLiteral("too large: %1").arg(size); };
    // Sizes about the 2 MiB from which the bytes go to memory of their own, each with bytes that tell a
    // shifted or repeated block from the right one.
    for (const qint64 size : {qint64(10), qint64(2 << 20) - 1, qint64(2 << 20), qint64(3 << 20) + 5}) {
        CAPTURE(size);
        QByteArray written(size, Qt::Uninitialized);
        for (qint64 i = 0; i < size; ++i)
            written[i] = char((i * 7919 + i / 4096) & 0xff);
        const QString path = dir.filePath(QStringLiteral("data-%1.json").arg(size));
        QString error;
        REQUIRE(AtomicFile::write(path, written, &error));

        AtomicFile::FileBytes bytes;
        REQUIRE(AtomicFile::readLimited(path, 4 << 20, tooLarge, &bytes, &error));
        CHECK(bytes.bytes() == written);
        QByteArray plain;
        REQUIRE(AtomicFile::readLimited(path, 4 << 20, tooLarge, &plain, &error));
        CHECK(plain == written);

        // A file over the limit is refused by its size, and the bytes read before are given back.
        CHECK_FALSE(AtomicFile::readLimited(path, size - 1, tooLarge, &bytes, &error));
        CHECK(error == QStringLiteral("too large: %1").arg(size));
        CHECK(bytes.bytes().isEmpty());
    }

    // A special file reports size 0: reading finds its size.
    AtomicFile::FileBytes bytes;
    QString error;
    REQUIRE(AtomicFile::readLimited(QStringLiteral("/proc/self/status"), 1 << 20, tooLarge, &bytes, &error));
    CHECK(bytes.bytes().startsWith("Name:"));
    CHECK_FALSE(AtomicFile::readLimited(QStringLiteral("/dev/zero"), 100, tooLarge, &bytes, &error));
    CHECK(error == QStringLiteral("too large: -1"));
    CHECK_FALSE(
        AtomicFile::readLimited(dir.filePath(QStringLiteral("missing.json")), 100, tooLarge, &bytes, &error));
    CHECK(error == QStringLiteral("no such file"));
    CHECK_FALSE(AtomicFile::readLimited(dir.path(), 100, tooLarge, &bytes, &error));
    CHECK(error == QStringLiteral("is a directory, expected a JSON file"));
}
