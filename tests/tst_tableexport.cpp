#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "app/core/overlay.h"
#include "app/core/presentation.h"
#include "app/core/tableexport.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

struct Small
{
    Dataset dataset;
    std::vector<const Gpu *> gpus;
    Small()
    {
        DatasetLoadResult result = loadDatasetFile(fixturePath(QStringLiteral("good_small.json")));
        REQUIRE(result.ok());
        dataset = std::move(*result.dataset);
        for (const Gpu &gpu : dataset.gpus)
            gpus.push_back(&gpu);
    }
};

std::vector<const Metric *> columns(const QStringList &keys)
{
    QStringList unknown;
    auto list = Metrics::resolve(keys, &unknown);
    REQUIRE(unknown.isEmpty());
    return list;
}

} // namespace

TEST_CASE("CSV has keys as header, raw values, empty unknowns and RFC 4180 quoting")
{
    Small s;
    const QString csv =
        TableExport::render(ExportFormat::Csv, s.gpus,
                            columns({QStringLiteral("name"), QStringLiteral("memory_bandwidth_gbps"),
                                     QStringLiteral("launch_price_usd")}));
    const QStringList lines = csv.split(QStringLiteral("\r\n"));
    REQUIRE(lines.size() == 5);
    CHECK(lines[0] == QStringLiteral("id,name,memory_bandwidth_gbps,launch_price_usd"));
    CHECK(lines[1] == QStringLiteral("alpha,Alpha 80GB,3350,"));
    CHECK(lines[2] == QStringLiteral("beta,Beta 24GB,1008,1599"));
    CHECK(lines[4].isEmpty());
    CHECK(Presentation::csvField(QStringLiteral("a,\"b\"")) == QStringLiteral("\"a,\"\"b\"\"\""));
}

TEST_CASE("Markdown marks estimates and explains the marker")
{
    Small s;
    const QString md =
        TableExport::render(ExportFormat::Markdown, s.gpus,
                            columns({QStringLiteral("name"), QStringLiteral("fp16_bf16_dense_tflops")}));
    const QStringList lines = md.split(QLatin1Char('\n'));
    CHECK(lines[0] == QStringLiteral("| GPU | FP16/BF16 dense (TFLOPS) |"));
    CHECK(lines[1] == QStringLiteral("| --- | ---: |"));
    CHECK(lines[2] == QStringLiteral("| Alpha 80GB | 989.4* |"));
    CHECK(lines[3] == QStringLiteral("| Beta 24GB | 165.2 |"));
    CHECK(lines[4] == QStringLiteral("| Gamma 48GB | — |"));
    CHECK(md.contains(QStringLiteral("estimate: derived or third-party")));
}

TEST_CASE("The plain table aligns columns")
{
    Small s;
    const QString table =
        TableExport::render(ExportFormat::Table, s.gpus, columns({QStringLiteral("vram_gb")}));
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 5);
    CHECK(lines[0] == QStringLiteral("id     VRAM [GB]"));
    CHECK(lines[2] == QStringLiteral("alpha         80"));
}

TEST_CASE("Full JSON keeps every stored field, dense and sparse apart, with estimates and sources")
{
    Small s;
    const QJsonArray array = QJsonDocument::fromJson(TableExport::fullJson(s.gpus)).array();
    REQUIRE(array.size() == 3);
    const QJsonObject alpha = array.at(0).toObject();
    CHECK(alpha.value(QStringLiteral("id")).toString() == QStringLiteral("alpha"));
    CHECK(alpha.value(QStringLiteral("fp16_bf16_dense_tflops")).toDouble() == Approx(989.4));
    CHECK(alpha.value(QStringLiteral("fp16_bf16_sparse_tflops")).toDouble() == Approx(1979));
    CHECK(alpha.value(QStringLiteral("launch_price_usd")).isNull());
    CHECK(alpha.value(QStringLiteral("estimated")).toArray().first().toString() ==
          QStringLiteral("fp16_bf16_dense_tflops"));
    CHECK(alpha.value(QStringLiteral("sources")).toArray().size() == 1);

    const QJsonArray visible =
        QJsonDocument::fromJson(
            TableExport::render(ExportFormat::Json, s.gpus, columns({QStringLiteral("vram_gb")})).toUtf8())
            .array();
    CHECK(visible.at(1).toObject().value(QStringLiteral("vram_gb")).toDouble() == 24);
}

TEST_CASE("Format names parse, anything else is refused")
{
    ExportFormat format;
    CHECK(ExportFormats::parse(QStringLiteral("markdown"), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Markdown);
    CHECK(ExportFormats::parse(QStringLiteral("CSV"), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Csv);
    CHECK_FALSE(ExportFormats::parse(QStringLiteral("xlsx"), TableExport::formats(), &format));
}

TEST_CASE("Copied rows are tab-separated: labels with units, raw values, no tab or line break inside a cell")
{
    Small s;
    Gpu odd = *s.gpus.front();
    odd.name = QStringLiteral("Tab\there\nand\rthere");
    const QString text = TableExport::tabSeparated(
        {&odd, s.gpus[1]}, columns({QStringLiteral("name"), QStringLiteral("memory_bandwidth_gbps")}));
    const QStringList lines = text.split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == QStringLiteral("GPU\tBandwidth (GB/s)"));
    CHECK(lines[1] == QStringLiteral("Tab here and there\t3350"));
    CHECK(lines[2] == QStringLiteral("Beta 24GB\t1008"));
    CHECK(lines[3].isEmpty());
}

TEST_CASE("Exports name the user's own values: a CSV column, a JSON list, a note under Markdown and tables")
{
    const Small small;
    const std::vector<const Metric *> cols = columns(
        {QStringLiteral("name"), QStringLiteral("launch_price_usd"), QStringLiteral("vram_gb_per_kusd")});
    // Without corrections the CSV keeps its columns.
    CHECK_FALSE(
        TableExport::render(ExportFormat::Csv, small.gpus, cols).contains(QStringLiteral("user_values")));

    const Overlay::ApplyResult applied = Overlay::apply(
        small.dataset, R"({"schema_version": 1, "gpus": [{"id": "beta", "launch_price_usd": 1799}]})", {});
    REQUIRE(applied.ok());
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : applied.dataset.gpus)
        gpus.push_back(&gpu);

    const QStringList csv = TableExport::render(ExportFormat::Csv, gpus, cols).split(QStringLiteral("\r\n"));
    CHECK(csv.first() == QStringLiteral("id,name,launch_price_usd,vram_gb_per_kusd,user_values"));
    CHECK(csv.contains(QStringLiteral("beta,Beta 24GB,1799,13.3407,launch_price_usd vram_gb_per_kusd")));
    CHECK(csv.filter(QStringLiteral("gamma,")).first().endsWith(QLatin1Char(',')));

    const QString markdown = TableExport::render(ExportFormat::Markdown, gpus, cols);
    CHECK(markdown.contains(
        QStringLiteral("Your own values (from your corrections): Beta 24GB: Launch price.")));
    CHECK(TableExport::render(ExportFormat::Table, gpus, cols)
              .contains(QStringLiteral("Beta 24GB: Launch price")));

    const QJsonArray json =
        QJsonDocument::fromJson(TableExport::render(ExportFormat::Json, gpus, cols).toUtf8()).array();
    bool sawBeta = false;
    for (const QJsonValue &value : json) {
        const QJsonObject object = value.toObject();
        const bool beta = object.value(QStringLiteral("id")).toString() == QLatin1String("beta");
        sawBeta = sawBeta || beta;
        CHECK(object.contains(QStringLiteral("user_values")) == beta);
    }
    CHECK(sawBeta);
}
