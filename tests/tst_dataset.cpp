#include "app/core/dataset.h"
#include "app/core/jsonscanner.h"
#include "app/core/metrics.h"
#include "tests/datasetreading.h"
#include "tests/synthetic.h"
#include "tests/testsupport.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

namespace {

QString firstError(const QString &fixture)
{
    const DatasetLoadResult result = loadDatasetFile(fixturePath(fixture));
    REQUIRE_FALSE(result.ok());
    REQUIRE_FALSE(result.errors.isEmpty());
    return result.errors.first().toString();
}

} // namespace

TEST_CASE("The bundled dataset loads without errors or warnings")
{
    const DatasetLoadResult result = loadBundledDataset();
    INFO(result.errorText().toStdString());
    REQUIRE(result.ok());
    CHECK(result.warnings.isEmpty());
    CHECK(result.dataset->schemaVersion == DatasetLimits::kSchemaVersion);
    CHECK_FALSE(result.dataset->version.isEmpty());
    // As many GPUs as the sourced table in data/ has rows (the resource is generated from it).
    QFile table(QStringLiteral(PROJECT_DIR "/data/gpu_specs.csv"));
    REQUIRE(table.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = table.readAll().trimmed().split('\n');
    CHECK(result.dataset->gpus.size() == size_t(rows.size() - 1));
}

TEST_CASE("Every bundled GPU has sources, a VRAM figure and only known estimate keys")
{
    const DatasetLoadResult result = loadBundledDataset();
    REQUIRE(result.ok());
    for (const Gpu &gpu : result.dataset->gpus) {
        INFO(gpu.id.toStdString());
        CHECK_FALSE(gpu.sources.isEmpty());
        CHECK(gpu.vramGb.has_value());
        for (const QString &key : gpu.estimated)
            CHECK(gpu.number(key).has_value());
    }
}

TEST_CASE("The seed document's nine GPUs are present with the sourced dense BF16 figure")
{
    const DatasetLoadResult result = loadBundledDataset();
    REQUIRE(result.ok());
    // Dense FP16/BF16 tensor TFLOPS with FP32 accumulate (README.md, "Reading the figures"; each card's
    // sources and notes in data/gpu_specs.csv), not the seed's sparse figures (B200 ~9,000, H100 1,979, RTX
    // 4090 660, ...).
    const struct
    {
        const char *id;
        double bf16Dense;
        double seedQuoted;
    } expected[] = {
        {"b200", 2250, 9000}, {"h200_sxm", 989.4, 1979},    {"h100_sxm", 989.4, 1979},
        {"l40s", 362, 725},   {"rtx_6000_ada", 364.2, 726}, {"rtx_4090", 165.2, 660},
        {"l4", 121, 242},     {"rtx_4000_ada", 81.9, 190},  {"rtx_2000_ada", 48, 113},
    };
    int seeds = 0;
    for (const Gpu &gpu : result.dataset->gpus)
        seeds += gpu.seed ? 1 : 0;
    CHECK(seeds == 9);
    for (const auto &e : expected) {
        INFO(e.id);
        const Gpu *gpu = result.dataset->find(QLatin1String(e.id));
        REQUIRE(gpu);
        CHECK(gpu->seed);
        REQUIRE(gpu->fp16Bf16DenseTflops.has_value());
        CHECK(*gpu->fp16Bf16DenseTflops == Approx(e.bf16Dense));
        CHECK(*gpu->fp16Bf16DenseTflops < e.seedQuoted);
        // The notes say what the seed quoted and why it differs.
        CHECK(gpu->notes.contains(QStringLiteral("seed table")));
    }
    // Other corrections the reference lists.
    CHECK(*result.dataset->find(QStringLiteral("b200"))->vramGb == 180);
    CHECK(*result.dataset->find(QStringLiteral("l4"))->memoryBandwidthGbps == 300);
    CHECK(*result.dataset->find(QStringLiteral("rtx_2000_ada"))->memoryBandwidthGbps == 224);
}

TEST_CASE("Dense and sparse figures are kept apart and sparse is never below dense")
{
    const DatasetLoadResult result = loadBundledDataset();
    REQUIRE(result.ok());
    const Gpu *h100 = result.dataset->find(QStringLiteral("h100_sxm"));
    REQUIRE(h100);
    CHECK(*h100->fp16Bf16SparseTflops == Approx(1979));
    // The Hopper whitepaper states H100's dense figures, and NVIDIA gives the H200 the same tensor figures;
    // the RTX 4000 Ada's dense BF16 is derived from its datasheet's one sparse FP8 figure.
    CHECK_FALSE(h100->isEstimated(QStringLiteral("fp16_bf16_dense_tflops")));
    const Gpu *h200 = result.dataset->find(QStringLiteral("h200_sxm"));
    REQUIRE(h200);
    CHECK_FALSE(h200->isEstimated(QStringLiteral("fp16_bf16_dense_tflops")));
    const Gpu *rtx4000 = result.dataset->find(QStringLiteral("rtx_4000_ada"));
    REQUIRE(rtx4000);
    CHECK(rtx4000->isEstimated(QStringLiteral("fp16_bf16_dense_tflops")));
    CHECK_FALSE(rtx4000->isEstimated(QStringLiteral("fp8_sparse_tflops")));
    for (const Gpu &gpu : result.dataset->gpus) {
        for (const NumericField &field : numericFields()) {
            if (!field.sparseOf)
                continue;
            const auto sparse = gpu.number(QLatin1String(field.key));
            const auto dense = gpu.number(QLatin1String(field.sparseOf));
            if (sparse && dense)
                CHECK(*sparse >= *dense);
        }
    }
}

TEST_CASE("Each bad dataset gives its own error with the JSON path")
{
    CHECK(firstError(QStringLiteral("bad_negative_vram.json"))
              .contains(QStringLiteral("gpus[1].vram_gb: expected a positive number, got -4")));
    CHECK(firstError(QStringLiteral("bad_wrong_type.json"))
              .contains(QStringLiteral("gpus[2].vram_gb: expected a number, got \"48 GB\"")));
    CHECK(firstError(QStringLiteral("bad_duplicate_id.json"))
              .contains(QStringLiteral("gpus[2].id: duplicate id \"alpha\" (first used by gpus[0])")));
    CHECK(firstError(QStringLiteral("bad_missing_field.json"))
              .contains(QStringLiteral("gpus[1]: missing required field \"name\"")));
    CHECK(firstError(QStringLiteral("bad_sparse_below_dense.json"))
              .contains(QStringLiteral(
                  "gpus[0].fp8_sparse_tflops: sparse figure 1000 is below the dense figure 1979")));
    CHECK(firstError(QStringLiteral("bad_segment.json"))
              .contains(QStringLiteral(
                  "gpus[1].segment: expected one of datacenter, workstation, consumer, got \"gaming\"")));
    CHECK(firstError(QStringLiteral("bad_schema_version.json"))
              .contains(QStringLiteral("schema_version: version 99 is not supported")));
    CHECK(firstError(QStringLiteral("bad_empty_gpus.json"))
              .contains(QStringLiteral("gpus: the dataset has no GPUs")));
    CHECK(
        firstError(QStringLiteral("bad_array_root.json")).contains(QStringLiteral("expected a JSON object")));
    CHECK(firstError(QStringLiteral("bad_huge_number.json"))
              .contains(QStringLiteral("gpus[0].vram_gb: expected a number from 0 to 65536, got 1e+308")));
}

TEST_CASE("Malformed, truncated, binary and non-UTF-8 files report where parsing stopped")
{
    for (const char *name : {"bad_malformed.json", "bad_truncated.json", "bad_binary.json", "bad_nan.json",
                             "bad_not_utf8.json"}) {
        INFO(name);
        const QString error = firstError(QLatin1String(name));
        CHECK(error.contains(QStringLiteral("not valid JSON at line")));
    }
}

TEST_CASE("The error text names the file, and unknown fields are only warnings")
{
    const DatasetLoadResult bad = loadDatasetFile(fixturePath(QStringLiteral("bad_negative_vram.json")));
    CHECK(bad.errorText().startsWith(fixturePath(QStringLiteral("bad_negative_vram.json")) +
                                     QStringLiteral(": gpus[1].vram_gb")));

    const DatasetLoadResult warned = loadDatasetFile(fixturePath(QStringLiteral("warn_unknown_field.json")));
    REQUIRE(warned.ok());
    REQUIRE(warned.warnings.size() == 1);
    CHECK(warned.warnings.first().toString() == QStringLiteral("gpus[0].colour: unknown field, ignored"));
}

TEST_CASE("Files that are not datasets are refused with a reason")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CHECK(firstError(QStringLiteral("does_not_exist.json")) == QStringLiteral("no such file"));
    CHECK(loadDatasetFile(dir.path()).errors.first().message ==
          QStringLiteral("is a directory, expected a JSON file"));

    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    QFile(empty).open(QIODevice::WriteOnly);
    CHECK(loadDatasetFile(empty).errors.first().message.contains(QStringLiteral("not valid JSON")));

    const QString unreadable = dir.filePath(QStringLiteral("unreadable.json"));
    QFile::copy(fixturePath(QStringLiteral("good_small.json")), unreadable);
    QFile::setPermissions(unreadable, QFileDevice::Permissions());
    QFile probe(unreadable);
    if (!probe.open(
            QIODevice::ReadOnly)) // root reads anything: the check only means something for other users
        CHECK(
            loadDatasetFile(unreadable).errors.first().message.startsWith(QStringLiteral("cannot be read")));
}

TEST_CASE("A file over the size limit is refused before it is parsed")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.resize(DatasetLimits::kMaxFileBytes + 1024));
    file.close();
    const DatasetLoadResult result = loadDatasetFile(path);
    REQUIRE_FALSE(result.ok());
    CHECK(result.errors.first().message.contains(QStringLiteral("larger than the 32 MiB limit")));
}

TEST_CASE("Errors are capped so a huge bad file cannot flood memory")
{
    QByteArray json = "{\"schema_version\":1,\"gpus\":[";
    for (int i = 0; i < 500; ++i)
        json += (i ? "," : "") + QByteArray("{\"id\":\"g") + QByteArray::number(i) + "\",\"vram_gb\":-1}";
    json += "]}";
    const DatasetLoadResult result = parseDataset(json, QStringLiteral("generated"));
    CHECK(result.errors.size() == DatasetLimits::kMaxReportedErrors);
    CHECK(result.suppressedErrors > 0);
    CHECK(result.errorText().contains(QStringLiteral("more errors")));
}

TEST_CASE("Every bundled price has a kind, an as-of date and a source, usable memory has its source")
{
    const DatasetLoadResult result = loadBundledDataset();
    REQUIRE(result.ok());
    bool anyUsable = false;
    for (const Gpu &gpu : result.dataset->gpus) {
        INFO(gpu.id.toStdString());
        for (const GpuPrice &price : gpu.prices) {
            CHECK(priceKinds().contains(price.kind));
            CHECK(parseAsOfDate(price.asOf).isValid());
            CHECK_FALSE(price.source.isEmpty());
            CHECK(gpu.sources.contains(price.source));
            CHECK_FALSE(price.fromUser);
        }
        // The summary fields the estimator reads follow the dated prices.
        if (const GpuPrice *launch = gpu.latestPrice(QStringLiteral("launch_msrp")))
            CHECK(gpu.launchPriceUsd == launch->usd);
        CHECK(gpu.cloudUsdHrLow.has_value() == std::any_of(gpu.prices.begin(), gpu.prices.end(),
                                                           [](const GpuPrice &p) { return p.isCloud(); }));
        if (gpu.usableMemoryMib) {
            anyUsable = true;
            CHECK_FALSE(gpu.usableMemorySource.isEmpty());
            // nvidia-smi reports MiB: usable is close to, and never far above, the marketing GB.
            CHECK(*gpu.usableGib() <= *gpu.vramGb * 1.08);
            CHECK(*gpu.usableGib() >= *gpu.vramGb * 0.85);
        }
        if (gpu.vramPhysicalGb)
            CHECK(*gpu.vramPhysicalGb >= *gpu.vramGb);
        if (gpu.memoryType.contains(QStringLiteral("unified")) ||
            gpu.gpuDie.contains(QStringLiteral("Grace")))
            CHECK_FALSE(gpu.vramNote.isEmpty()); // says what "VRAM" means for it
        CHECK(gpu.userFields.isEmpty());
    }
    CHECK(anyUsable);
    const Gpu *h100 = result.dataset->find(QStringLiteral("h100_sxm"));
    REQUIRE(h100);
    CHECK(h100->usableMemoryMib == 81559.0);
    CHECK(*h100->usableGib() == Approx(81559.0 / 1024.0));
    Gpu unmeasured = *h100; // a card nobody has published nvidia-smi output for has no usable figure
    unmeasured.usableMemoryMib.reset();
    CHECK_FALSE(unmeasured.usableGib().has_value());
}

TEST_CASE("Prices are validated with their JSON path, and version-1 files still load")
{
    const QByteArray head = R"({"schema_version": 2, "gpus": [{"id": "x", "name": "X", "segment": "consumer",
        "architecture": "Ada", "vram_gb": 24, "sources": ["s"], "prices": )";
    const auto errors = [&](const QByteArray &prices) {
        const DatasetLoadResult result = parseDataset(head + prices + "}]}", QStringLiteral("t"));
        return result.errorText();
    };
    CHECK(errors(R"([{"kind": "on_demand", "usd": 1.2, "as_of": "2026-11", "source": "s"}])").isEmpty());
    CHECK(errors(R"("cheap")")
              .contains(QStringLiteral("t: gpus[0].prices: expected an array of price objects")));
    CHECK(errors(R"([3])").contains(QStringLiteral("gpus[0].prices[0]: expected a price object")));
    CHECK(errors(R"([{"kind": "rent", "usd": 1, "as_of": "2026-11", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0].kind: expected one of on_demand, spot")));
    CHECK(errors(R"([{"kind": "spot", "usd": 0, "as_of": "2026-11", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0].usd: expected a positive amount in USD, got 0")));
    CHECK(errors(R"([{"kind": "spot", "usd": 2, "usd_high": 1, "as_of": "2026-11", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0].usd_high: the upper end 1 is below usd 2")));
    CHECK(errors(R"([{"kind": "spot", "usd": 2, "as_of": "2026-13", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0].as_of: expected a date as YYYY-MM or YYYY-MM-DD")));
    CHECK(errors(R"([{"kind": "spot", "usd": 2, "as_of": "2026-11"}])")
              .contains(QStringLiteral("gpus[0].prices[0]: missing required field \"source\"")));
    // A price without a kind or a date is refused like one without a source, and so is an empty one.
    CHECK(errors(R"([{"usd": 2, "as_of": "2026-11", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0]: missing required field \"kind\"")));
    CHECK(errors(R"([{"kind": "spot", "usd": 2, "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0]: missing required field \"as_of\"")));
    CHECK(errors(R"([{"kind": "spot", "usd": 2, "as_of": "2026-11", "source": " "}])")
              .contains(QStringLiteral("gpus[0].prices[0].source: expected a non-empty string")));
    CHECK(errors(R"([{"kind": "", "usd": 2, "as_of": "2026-11", "source": "s"}])")
              .contains(QStringLiteral("gpus[0].prices[0].kind: expected a non-empty string")));

    const DatasetLoadResult v1 = loadDatasetFile(fixturePath(QStringLiteral("good_small.json")));
    REQUIRE(v1.ok());
    CHECK(v1.dataset->schemaVersion == 1);
    CHECK(v1.dataset->gpus.front().prices.empty());
}

TEST_CASE("Price ages count whole months to the given day")
{
    GpuPrice price;
    price.asOf = QStringLiteral("2026-03");
    CHECK(price.ageInMonths(QDate(2026, 12, 3)) == 9);
    price.asOf = QStringLiteral("2026-11-15");
    CHECK(price.ageInMonths(QDate(2026, 12, 3)) == 0);
    CHECK(price.ageInMonths(QDate(2026, 12, 15)) == 1);
    price.asOf = QStringLiteral("soon");
    CHECK_FALSE(price.ageInMonths(QDate(2026, 12, 3)).has_value());
    CHECK(parseAsOfDate(QStringLiteral("2026-02-30")).isValid() == false);
}

TEST_CASE("A price date is YYYY-MM or YYYY-MM-DD, with ASCII digits and a real month and day")
{
    CHECK(parseAsOfDate(QStringLiteral("2026-03")) == QDate(2026, 3, 1));
    CHECK(parseAsOfDate(QStringLiteral("2026-11-15")) == QDate(2026, 11, 15));
    CHECK(parseAsOfDate(QStringLiteral("2024-02-29")) == QDate(2024, 2, 29));
    for (const char *bad : {"", "2026", "2026-3", "2026-3-05", "2026-13", "2026-00", "2026-01-00",
                            "2026-01-32", "2025-02-29", " 2026-01", "2026-01 ", "2026/01", "2026-01/05",
                            "2026-01-5x", "+2026-01", "-026-01", "20a6-01", "2026-01-05T00"}) {
        INFO(bad);
        CHECK_FALSE(parseAsOfDate(QString::fromLatin1(bad)).isValid());
    }
    // Digits of other scripts are digits to QChar, not to a date field.
    CHECK_FALSE(parseAsOfDate(QStringLiteral("\uFF12\uFF10\uFF12\uFF16-01")).isValid());
}

TEST_CASE("Records with different keys each read their own values, and every unknown key is named")
{
    // The loader matches each record's keys against those of the records before it: shapes that differ,
    // keys in any written order, unknown and non-ASCII keys must still land in the right fields.
    const QByteArray json = QStringLiteral(R"({"schema_version": 2, "gpus": [
        {"id": "a", "name": "A", "vram_gb": 80, "segment": "datacenter", "architecture": "Hopper",
         "sources": ["s"], "memory_type": "HBM3"},
        {"vram_gb": 24, "name": "B", "id": "b", "colour": "red", "tdp_w": 300, "sources": ["s"],
         "architecture": "Ada Lovelace", "segment": "consumer"},
        {"id": "c", "name": "C", "größe": 1, "vram_gb": 16, "zzz": true, "architecture": "Ampere",
         "sources": ["s"], "vram_gbx": 3, "segment": "workstation"},
        {"id": "d", "name": "D", "vram_gb": 8, "sources": ["s"], "seed": true, "colour": "blue",
         "segment": "consumer", "architecture": "Turing"},
        {"segment": "datacenter", "architecture": "Blackwell", "id": "e", "name": "E", "vram_gb": 48,
         "sources": ["s"], "tdp_w": 350, "memory_type": "HBM3e"}
    ]})")
                                .toUtf8();
    const DatasetLoadResult result = parseDataset(json, QStringLiteral("shapes"));
    INFO(result.errorText().toStdString());
    REQUIRE(result.ok());
    QStringList rows;
    for (const Gpu &gpu : result.dataset->gpus)
        rows.append(QStringList{gpu.id, gpu.name, QString::number(gpu.vramGb.value_or(-1)),
                                QString::number(gpu.tdpW.value_or(-1)), gpu.segment, gpu.architecture,
                                gpu.memoryType, gpu.seed ? QStringLiteral("seed") : QStringLiteral("-")}
                        .join(QLatin1Char('|')));
    CHECK(rows == QStringList{QStringLiteral("a|A|80|-1|datacenter|Hopper|HBM3|-"),
                              QStringLiteral("b|B|24|300|consumer|Ada Lovelace||-"),
                              QStringLiteral("c|C|16|-1|workstation|Ampere||-"),
                              QStringLiteral("d|D|8|-1|consumer|Turing||seed"),
                              QStringLiteral("e|E|48|350|datacenter|Blackwell|HBM3e|-")});
    QStringList warnings;
    for (const DatasetIssue &issue : result.warnings)
        warnings.append(issue.toString());
    // Within a record, unknown keys are named in the order Qt keeps an object's keys.
    CHECK(warnings == QStringList{QStringLiteral("gpus[1].colour: unknown field, ignored"),
                                  QStringLiteral("gpus[2].größe: unknown field, ignored"),
                                  QStringLiteral("gpus[2].vram_gbx: unknown field, ignored"),
                                  QStringLiteral("gpus[2].zzz: unknown field, ignored"),
                                  QStringLiteral("gpus[3].colour: unknown field, ignored")});
}

TEST_CASE("GPU ids follow the id pattern exactly")
{
    const auto idError = [](const QString &id) {
        const QByteArray json =
            QStringLiteral(R"({"schema_version": 2, "gpus": [{"id": "%1", "name": "N", "vram_gb": 8,
                "segment": "consumer", "architecture": "Ada Lovelace", "sources": ["s"]}]})")
                .arg(id)
                .toUtf8();
        const DatasetLoadResult result = parseDataset(json, QStringLiteral("ids"));
        return result.errors.isEmpty() ? QString() : result.errors.first().toString();
    };
    CHECK(idError(QStringLiteral("a")).isEmpty());
    CHECK(idError(QStringLiteral("h100_sxm5_80gb")).isEmpty());
    CHECK(idError(QStringLiteral("0abc")).isEmpty());
    CHECK(idError(QStringLiteral("  padded  ")).isEmpty()); // read trimmed
    CHECK(idError(QString(64, QLatin1Char('x'))).isEmpty());
    for (const QString &bad : {QStringLiteral("_a"), QStringLiteral("A100"), QStringLiteral("a-b"),
                               QStringLiteral("a b"), QStringLiteral("ä"), QString(65, QLatin1Char('x'))}) {
        INFO(bad.toStdString());
        CHECK(idError(bad).startsWith(QStringLiteral("gpus[0].id: expected lower-case letters")));
    }
}

namespace {

QByteArray record(const char *extra = "")
{
    return QByteArray(
               R"({"id": "a", "name": "A", "vram_gb": 80, "segment": "datacenter", "architecture": "Hopper",
                          "sources": ["s"])") +
           extra + '}';
}

QByteArray document(const QByteArray &gpus, const char *rootExtra = "")
{
    return QByteArray(R"({"schema_version": 2, )") + rootExtra + R"("gpus": [)" + gpus + "]}";
}

} // namespace

TEST_CASE(
    "The streaming reader reads the bundled, a synthetic and the fixture datasets as Qt's document does")
{
    QFile bundled(bundledDatasetPath());
    REQUIRE(bundled.open(QIODevice::ReadOnly));
    QList<QPair<QString, QByteArray>> documents = {{QStringLiteral("bundled"), bundled.readAll()},
                                                   {QStringLiteral("synthetic"), syntheticDataset(300)}};
    const QDir fixtures(QStringLiteral(TEST_DATA_DIR));
    for (const QString &name : fixtures.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(fixtures.filePath(name));
        REQUIRE(file.open(QIODevice::ReadOnly));
        documents.append({name, file.readAll()});
    }
    QStringList leftToQt;
    for (const auto &[name, json] : documents) {
        INFO(name.toStdString());
        const std::optional<DatasetLoadResult> streamed = DatasetReaders::parseStreaming(json, name);
        const DatasetLoadResult parsed = DatasetReaders::parseDocument(json, name);
        if (!streamed) {
            leftToQt.append(name);
            CHECK(readingOf(parseDataset(json, name)) == readingOf(parsed));
            continue;
        }
        CHECK(readingOf(*streamed) == readingOf(parsed));
    }
    // Syntax errors (and a file that is not UTF-8) go to Qt, whose messages say where parsing stopped, and so
    // does a root that is not an object; everything else, errors in records included, is read by the
    // streaming reader, so the comparison above covers it.
    CHECK(leftToQt == QStringList{QStringLiteral("bad_array_root.json"), QStringLiteral("bad_binary.json"),
                                  QStringLiteral("bad_malformed.json"), QStringLiteral("bad_nan.json"),
                                  QStringLiteral("bad_not_utf8.json"), QStringLiteral("bad_truncated.json")});
}

TEST_CASE("Documents within the streaming reader's reach read as Qt's document reads them")
{
    QByteArray manyErrors;
    for (int i = 0; i < DatasetLimits::kMaxReportedErrors + 10; ++i)
        manyErrors += (i ? "," : "") + record(R"(, "vram_gb": -1, "colour": 1)");
    const QList<QByteArray> documents = {
        document(record()),
        // The root's fields after the records, and unknown ones at both levels in no particular order.
        R"({"gpus": [)" + record(R"(, "zeta": 1, "alpha": [1, {"b": null}], "mid": "x")") +
            R"(], "title": "T", "z_root": 1, "schema_version": 2, "a_root": {}})",
        // A key given twice: the last value counts, at the root and in a record.
        document(record(R"(, "vram_gb": 24, "tdp_w": 100, "tdp_w": 300, "colour": 1, "colour": 2)"),
                 R"("title": "first", "title": "second", )"),
        // Strings: escapes, non-ASCII text, an empty string where one is required, a string to trim.
        document(
            record(R"(, "notes": "tab\there \"quoted\" \\ \/ \u00e9\u4e2d\b\f\n\r", "variant": "größe — 中",
                              "memory_type": "  HBM3  ", "ecc": "")")),
        document(R"({"id": "a", "name": "", "vram_gb": 8, "segment": "consumer", "architecture": "x"})"),
        // Numbers: integral, negative zero, exponents, more digits than a double holds, out of range.
        document(record(
            R"(, "tdp_w": 1.000, "release_year": 2.024e3, "fp32_tflops": 0.1000000000000000055511151231257827,
                              "cuda_cores": 12345678901234567890, "tensor_cores": -0, "nvlink_gbps": -0.0,
                              "launch_price_usd": 1E2, "memory_bandwidth_gbps": 3.5e-3)")),
        // Wrong types everywhere.
        document(record(R"(, "vram_gb": "80", "name": 5, "seed": "yes", "bf16_supported": null,
                              "sources": "s", "estimated": [1, "x"], "prices": {"usd": 1})")),
        // Lists of strings, read straight into strings until an item is not one.
        document(record(R"(, "sources": ["s", 2, "t", ["u"]], "estimated": ["tdp_w", "tdp_w"], "tdp_w": 5)")),
        document(record(R"(, "sources": [], "estimated": [], "sources": ["last"])")),
        document(record(
            R"(, "prices": [{"kind": "spot", "usd": 2.5, "as_of": "2026-01", "source": "s", "extra": 1},
                                         {"kind": "nope", "usd": -1}, 3])")),
        // Price objects read straight from the text: a key given twice (the last counts), unknown keys out of
        // order and repeated, nulls, nested and boolean values, items that are not objects, an empty object,
        // and "prices" itself given twice.
        document(record(
            R"(, "prices": [{"usd": 1, "kind": "spot", "usd": 3, "zeta": 1, "as_of": "2026-01-05", "alpha": [1],
                                          "zeta": {"a": null}, "source": " s ", "note": "  n  ", "kind": "used"},
                                         {"kind": null, "usd": "2", "usd_high": true, "as_of": "2026-13",
                                          "source": [], "note": {}}, {}, null, "x", [1],
                                         {"kind": "spot", "usd": 3, "usd_high": 2, "as_of": "2026-02",
                                          "source": "s"}])")),
        document(record(R"(, "prices": [{"kind": "spot"}], "prices": null)")),
        document(record(R"(, "prices": null, "prices": [{"kind": "spot", "usd": 1, "as_of": "2026-01",
                                          "source": "s", "usd_high": 1}])")),
        // Records that are not objects, no records, "gpus" that is not an array or is missing.
        document(R"(1, "two", null, [3], true)"),
        document(""),
        R"({"schema_version": 2, "gpus": {"a": 1}})",
        R"({"schema_version": 2, "gpus": "none"})",
        R"({"schema_version": 2})",
        "{}",
        // The root's errors come before the records' and share the cap on reported errors.
        R"({"gpus": [)" + manyErrors + R"(], "schema_version": "two", "title": 3})",
        // Duplicate ids.
        document(record() + "," + record() + "," + record()),
    };
    for (const QByteArray &json : documents) {
        INFO(json.toStdString());
        const std::optional<DatasetLoadResult> streamed =
            DatasetReaders::parseStreaming(json, QStringLiteral("t"));
        REQUIRE(streamed.has_value());
        CHECK(readingOf(*streamed) == readingOf(DatasetReaders::parseDocument(json, QStringLiteral("t"))));
    }
}

TEST_CASE("Strings with a quote, an escape, a control or a non-ASCII byte anywhere read as Qt reads them")
{
    // The scanner skips plain text eight bytes at a time: each special byte is put at every offset of a run
    // long enough to span several such blocks, in a string value, in a list of strings and in a key.
    const QList<QByteArray> specials = {R"(\")", R"(\\)", R"(\n)", R"(\u00e9)", "\xc3\xa9", "\xe4\xb8\xad",
                                        "\t",    "\x01",  "\x7f",  "\xc3",      "\"",       "~"};
    int streamedCount = 0;
    for (const QByteArray &special : specials) {
        for (int offset = 0; offset < 20; ++offset) {
            const QByteArray text = QByteArray(offset, 'a') + special + QByteArray(19 - offset, 'b');
            const QByteArray json = document(record(", \"notes\": \"" + text + "\", \"sources\": [\"" + text +
                                                    "\"], \"k" + text + "\": 1"));
            INFO(json.toStdString());
            const std::optional<DatasetLoadResult> streamed =
                DatasetReaders::parseStreaming(json, QStringLiteral("t"));
            const QString parsed = readingOf(DatasetReaders::parseDocument(json, QStringLiteral("t")));
            if (streamed) {
                ++streamedCount;
                CHECK(readingOf(*streamed) == parsed);
            }
            CHECK(readingOf(parseDataset(json, QStringLiteral("t"))) == parsed);
        }
    }
    CHECK(streamedCount > 0);
}

TEST_CASE("What Qt reads by rules of its own is left to Qt's document reader")
{
    QByteArray deep = "0";
    for (int i = 0; i < JsonScanner::kMaxDepth + 1; ++i)
        deep = "[" + deep + "]";
    const QList<QByteArray> documents = {
        "\xEF\xBB\xBF" + document(record()), // a byte-order mark
        document(record(R"(, "notes": "raw)"
                        "\t"
                        R"(tab")")),                      // a raw control character
        document(record(R"(, "notes": "\x")")),           // an escape JSON lacks
        document(record(R"(, "notes": "\ud83d\ude00")")), // a surrogate pair
        document(record(R"(, "notes": "\ud800")")),       // a lone surrogate
        document(record(R"(, "notes": ")"
                        "\xEF\xBF\xBE"
                        R"(")")), // a noncharacter
        document(record(R"(, "notes": ")"
                        "\xC0\xAF"
                        R"(")")),             // an overlong form
        document(record(R"(, "tdp_w": 1.)")), // numbers outside JSON's grammar
        document(record(R"(, "tdp_w": 01)")),
        document(record(R"(, "tdp_w": +1)")),
        document(record(R"(, "tdp_w": 1e400)")),           // beyond a double
        document(record(R"(, "tdp_w": 1e-310)")),          // subnormal
        document(record(R"(, "tdp_w": 1e-400)")),          // underflow
        document(record(R"(, "größe": 1)")),               // a non-ASCII key
        document(record(R"(, "t\u0064p_w": 1)")),          // a key with an escape
        document(record(R"(, "deep": )" + deep)),          // deep nesting
        R"({"schema_version": 2, "gpus": [], "gpus": [])", // "gpus" twice
        R"({"schema_version": 2, "gpus": 1, "gpus": [])",
        document(record(R"(, "x": {"a" })")), // a key without a value
        document(record(R"(, "x": {"a" 1})")),
        document(record(R"(, "x": [1 2])")),
        R"({"schema_version": 2 "gpus": []})",
        document(record()) + " x",      // garbage at the end
        document(record() + ","),       // a trailing comma
        "[" + document(record()) + "]", // not an object
        document(record()).chopped(1),  // truncated
    };
    for (const QByteArray &json : documents) {
        INFO(json.toStdString());
        CHECK_FALSE(DatasetReaders::parseStreaming(json, QStringLiteral("t")).has_value());
        CHECK(readingOf(parseDataset(json, QStringLiteral("t"))) ==
              readingOf(DatasetReaders::parseDocument(json, QStringLiteral("t"))));
    }
}

TEST_CASE("The JSON scanner reads strings, numbers and nested values exactly")
{
    const QByteArray json = R"({"k": ["a\"b\\c\/\u00e9\u20ac", "größe", -0, 1.5e3, 12345678901234567890, 0.1,
                                   true, false, null, {"z": 1, "a": {"b": []}, "z": 2}]})";
    JsonScanner scanner(json);
    REQUIRE(scanner.take('{'));
    QByteArrayView key;
    REQUIRE(scanner.readKey(key));
    CHECK(key == "k");
    REQUIRE(scanner.take(':'));
    const QJsonValue value = scanner.readValue();
    REQUIRE_FALSE(scanner.failed());
    REQUIRE(scanner.take('}'));
    CHECK(scanner.atEnd());
    const QJsonArray array = value.toArray();
    REQUIRE(array.size() == 10);
    CHECK(array[0].toString() == QStringLiteral("a\"b\\c/\u00e9\u20ac"));
    CHECK(array[1].toString() == QStringLiteral("größe"));
    CHECK(array[2].toDouble() == 0.0);
    CHECK_FALSE(std::signbit(array[2].toDouble()));
    CHECK(array[3].toDouble() == 1500.0);
    CHECK(array[4].toDouble() == 12345678901234567890.0);
    CHECK(array[5].toDouble() == 0.1);
    CHECK(array[6].toBool());
    CHECK(array[7].isBool());
    CHECK(array[8].isNull());
    const QJsonObject object = array[9].toObject();
    CHECK(object.keys() == QStringList{QStringLiteral("a"), QStringLiteral("z")});
    CHECK(object.value(QStringLiteral("z")).toDouble() == 2.0);
    CHECK(object.value(QStringLiteral("a")).toObject().value(QStringLiteral("b")).isArray());
    // The whole value equals Qt's reading of it.
    CHECK(QJsonDocument::fromJson(json).object().value(QStringLiteral("k")) == value);
}

TEST_CASE("Many records sharing words and ids after a first record of another length read as Qt reads them")
{
    // The streaming reader sizes its list of records and its id table after the first record, and reads each
    // word many records share once: first records far shorter and far longer than the rest, words repeated
    // with and without escapes or non-ASCII letters, and ids all different or given again.
    const auto gpu = [](int i, int ids, const QByteArray &extra) {
        const QByteArray n = QByteArray::number(i % ids);
        const QByteArray words[] = {"Hopper",
                                    "Gr\xc3\xb6\xc3\x9f"
                                    "e",
                                    R"(A \"quoted\" die)", "Ada"};
        return R"({"id": "g)" + n + R"(", "name": "G )" + n + R"(", "vram_gb": )" +
               QByteArray::number(8 + i % 5) + R"(, "segment": "consumer", "architecture": ")" +
               words[i % 4] + R"(", "gpu_die": ")" + words[(i + 1) % 4] +
               R"(", "estimated": ["vram_gb", "tdp_w"], "sources": ["https://example.com/)" +
               QByteArray::number(i % 3) + R"(", "s\/)" + QByteArray::number(i % 2) +
               R"("], "prices": [{"kind": "spot", "usd": 1.5, "as_of": "2026-01", "source": "p", "note": "n)" +
               n + R"("}])" + extra + "}";
    };
    const QByteArray shortFirst = R"({"id": "f", "name": "F", "vram_gb": 1, "segment": "consumer",
                                      "architecture": "Ada", "sources": ["s"]})";
    for (const int ids : {400, 150}) {
        for (const QByteArray &first :
             {shortFirst, gpu(0, ids, ", \"notes\": \"" + QByteArray(4000, 'x') + '"')}) {
            QByteArray gpus = first;
            for (int i = 1; i < 400; ++i)
                gpus += ',' + gpu(i, ids, "");
            const QByteArray json = document(gpus);
            INFO(ids << " ids, first record " << first.size() << " bytes");
            const std::optional<DatasetLoadResult> streamed =
                DatasetReaders::parseStreaming(json, QStringLiteral("t"));
            REQUIRE(streamed.has_value());
            CHECK(readingOf(*streamed) ==
                  readingOf(DatasetReaders::parseDocument(json, QStringLiteral("t"))));
            if (ids == 400) {
                REQUIRE(streamed->dataset.has_value());
                CHECK(streamed->dataset->gpus.size() == 400);
            } else {
                // 150 ids among the 400 records (151 with the short first record's own)
                const int repeated = first == shortFirst ? 249 : 250;
                CHECK(streamed->errors.size() + streamed->suppressedErrors == repeated);
            }
        }
    }
}
