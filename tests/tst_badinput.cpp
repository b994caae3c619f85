#include "app/core/dataset.h"
#include "tests/synthetic.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>

TEST_CASE("A valid 10,000-GPU dataset loads")
{
    const QByteArray json = syntheticDataset(10000);
    const DatasetLoadResult result = parseDataset(json, QStringLiteral("synthetic"));
    INFO(result.errorText().toStdString());
    REQUIRE(result.ok());
    CHECK(result.dataset->gpus.size() == 10000);
    CHECK(result.dataset->find(QStringLiteral("synthetic_9999")));
}

TEST_CASE("A 50 MB file is refused without being read whole")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write("{\"schema_version\": 1, \"gpus\": [") > 0);
    REQUIRE(file.resize(50 * 1000 * 1000));
    file.close();
    const DatasetLoadResult result = loadDatasetFile(path);
    REQUIRE_FALSE(result.ok());
    CHECK(result.errorText() ==
          path + QStringLiteral(": file is 47.7 MiB, larger than the 32 MiB limit for a dataset"));
}

TEST_CASE("More GPUs than the limit are refused with the count")
{
    QByteArray json = "{\"schema_version\":1,\"gpus\":[";
    for (int i = 0; i <= DatasetLimits::kMaxGpus; ++i)
        json += i ? ",1" : "1";
    json += "]}";
    const DatasetLoadResult result = parseDataset(json, QStringLiteral("many"));
    REQUIRE_FALSE(result.ok());
    CHECK(result.errors.first().toString() ==
          QStringLiteral("gpus: 100001 GPUs is more than the 100000 this build accepts"));
}

TEST_CASE("Infinity, negative zero sizes and wrong types in every numeric field give path errors")
{
    const char *json = R"({"schema_version": 1, "gpus": [
        {"id": "a", "name": "A", "segment": "consumer", "architecture": "X", "vram_gb": 0},
        {"id": "b", "name": "B", "segment": "consumer", "architecture": "X", "vram_gb": 8, "tdp_w": true},
        {"id": "c", "name": "C", "segment": "consumer", "architecture": "X", "vram_gb": 8, "cuda_cores": 12.5},
        {"id": "d", "name": "D", "segment": "consumer", "architecture": "X", "vram_gb": 8, "sources": "one"},
        {"id": "E", "name": "E", "segment": "consumer", "architecture": "X", "vram_gb": 8},
        {"id": "f", "name": "", "segment": "consumer", "architecture": "X", "vram_gb": 8},
        "not an object"
    ]})";
    const DatasetLoadResult result = parseDataset(QByteArray(json), QStringLiteral("mixed"));
    REQUIRE_FALSE(result.ok());
    QStringList lines;
    for (const DatasetIssue &issue : result.errors)
        lines.append(issue.toString());
    INFO(lines.join(QLatin1Char('\n')).toStdString());
    CHECK(lines.contains(QStringLiteral("gpus[0].vram_gb: expected a positive number, got 0")));
    CHECK(lines.contains(QStringLiteral("gpus[1].tdp_w: expected a number, got true")));
    CHECK(lines.contains(QStringLiteral("gpus[2].cuda_cores: expected a whole number, got 12.5")));
    CHECK(lines.contains(QStringLiteral("gpus[3].sources: expected an array of strings, got \"one\"")));
    CHECK(lines.contains(
        QStringLiteral("gpus[4].id: expected lower-case letters, digits and '_' (at most 64), got \"E\"")));
    CHECK(lines.contains(QStringLiteral("gpus[5].name: must not be empty")));
    CHECK(lines.contains(QStringLiteral("gpus[6]: expected a GPU object, got \"not an object\"")));
}
