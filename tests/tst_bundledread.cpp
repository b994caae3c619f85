#include "app/core/dataset.h"
#include "app/core/tableexport.h"

#include <QFile>
#include <QResource>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

namespace {

std::vector<const Gpu *> pointers(const Dataset &dataset)
{
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : dataset.gpus)
        gpus.push_back(&gpu);
    return gpus;
}

} // namespace

TEST_CASE("The bundled dataset read in place gives what a copy of it read as a file gives")
{
    // loadBundledDataset parses the resource where it lies in the executable (stored uncompressed); a copy of
    // the same bytes on disk goes through the file reader.
    const QResource resource(bundledDatasetPath());
    REQUIRE(resource.isValid());
    CHECK(resource.compressionAlgorithm() == QResource::NoCompression);
    QFile bundled(bundledDatasetPath());
    REQUIRE(bundled.open(QIODevice::ReadOnly));
    const QByteArray bytes = bundled.readAll();
    REQUIRE(bytes.size() == resource.size());

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString copyPath = dir.filePath(QStringLiteral("gpus.json"));
    QFile copy(copyPath);
    REQUIRE(copy.open(QIODevice::WriteOnly));
    REQUIRE(copy.write(bytes) == bytes.size());
    copy.close();

    const DatasetLoadResult inPlace = loadBundledDataset();
    const DatasetLoadResult fromFile = loadDatasetFile(copyPath);
    REQUIRE(inPlace.ok());
    REQUIRE(fromFile.ok());
    CHECK(inPlace.origin == bundledDatasetPath());
    CHECK(inPlace.warnings.size() == fromFile.warnings.size());
    CHECK(inPlace.dataset->version == fromFile.dataset->version);
    CHECK(inPlace.dataset->title == fromFile.dataset->title);
    REQUIRE(inPlace.dataset->gpus.size() == fromFile.dataset->gpus.size());
    CHECK(TableExport::fullJson(pointers(*inPlace.dataset)) ==
          TableExport::fullJson(pointers(*fromFile.dataset)));
}
