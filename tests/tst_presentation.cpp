#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "app/core/overlay.h"
#include "app/core/presentation.h"
#include "tests/testsupport.h"

#include <QLocale>

namespace {

Dataset smallDataset()
{
    DatasetLoadResult result = loadDatasetFile(fixturePath(QStringLiteral("good_small.json")));
    REQUIRE(result.ok());
    return std::move(*result.dataset);
}

const Gpu &gpuById(const Dataset &dataset, const QString &id)
{
    for (const Gpu &gpu : dataset.gpus) {
        if (gpu.id == id)
            return gpu;
    }
    FAIL("no GPU " << id.toStdString());
    return dataset.gpus.front();
}

const Metric &metric(const QString &key)
{
    const Metric *m = Metrics::find(key);
    REQUIRE(m);
    return *m;
}

} // namespace

TEST_CASE("CSV fields are quoted for commas, quotes, line feeds and carriage returns (RFC 4180)")
{
    using Presentation::csvField;
    CHECK(csvField(QStringLiteral("plain")) == QStringLiteral("plain"));
    CHECK(csvField(QString()) == QString());
    CHECK(csvField(QStringLiteral("a,b")) == QStringLiteral("\"a,b\""));
    CHECK(csvField(QStringLiteral("say \"hi\"")) == QStringLiteral("\"say \"\"hi\"\"\""));
    CHECK(csvField(QStringLiteral("two\nlines")) == QStringLiteral("\"two\nlines\""));
    CHECK(csvField(QStringLiteral("carriage\rreturn")) == QStringLiteral("\"carriage\rreturn\""));
    CHECK(csvField(QStringLiteral("windows\r\n")) == QStringLiteral("\"windows\r\n\""));
    CHECK(Presentation::csvRow({QStringLiteral("a"), QStringLiteral("b,c"), QString()}) ==
          QStringLiteral("a,\"b,c\","));
}

TEST_CASE("Markdown cells escape pipes and backslashes and keep every kind of line break on one line")
{
    using Presentation::markdownCell;
    CHECK(markdownCell(QStringLiteral("a|b")) == QStringLiteral("a\\|b"));
    CHECK(markdownCell(QStringLiteral("C:\\path")) == QStringLiteral("C:\\\\path"));
    CHECK(markdownCell(QStringLiteral("one\r\ntwo\nthree\rfour")) == QStringLiteral("one two three four"));
    CHECK(Presentation::markdownCode(QStringLiteral("--seq 2048")) == QStringLiteral("`--seq 2048`"));
    CHECK(Presentation::markdownCode(QStringLiteral("a`b")) == QStringLiteral("``a`b``"));
    CHECK(Presentation::markdownCode(QStringLiteral("`x")) == QStringLiteral("`` `x ``"));
    CHECK(Presentation::markdownCode(QStringLiteral("a\r\nb\\c")) == QStringLiteral("`a b\\c`"));
}

TEST_CASE("The estimate marker reads the same wherever it is placed")
{
    const QString mark = Presentation::estimateMarker();
    CHECK(mark == QStringLiteral("≈"));
    CHECK(Presentation::markedAfter(QStringLiteral("989.4")) == QStringLiteral("989.4 ≈"));
    CHECK(Presentation::markedBefore(QStringLiteral("989.4")) == QStringLiteral("≈\u202f989.4"));
    CHECK(Presentation::estimateChartNote().startsWith(mark));
    CHECK(Presentation::estimateMarkdownNote().startsWith(QStringLiteral("\\") +
                                                          Presentation::plainEstimateMarker()));
}

TEST_CASE("Cell text: locale numbers without units, text as stored, a chosen mark for missing values")
{
    const Dataset dataset = smallDataset();
    const Gpu &alpha = gpuById(dataset, QStringLiteral("alpha"));
    const Gpu &gamma = gpuById(dataset, QStringLiteral("gamma"));
    const Metric &bandwidth = metric(QStringLiteral("memory_bandwidth_gbps"));
    const Metric &bf16 = metric(QStringLiteral("fp16_bf16_dense_tflops"));

    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    CHECK(Presentation::cellText(bandwidth, alpha) == QStringLiteral("3,350"));
    CHECK(Presentation::cellText(bf16, alpha) == QStringLiteral("989.4"));
    CHECK(Presentation::valueWithUnit(bandwidth, 3350) == QStringLiteral("3,350 GB/s"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    CHECK(Presentation::valueWithUnit(bf16, 11.5) == QStringLiteral("11,5 TFLOPS"));
    CHECK(Presentation::cellText(bandwidth, alpha) == QStringLiteral("3.350"));
    CHECK(Presentation::cellText(bf16, alpha) == QStringLiteral("989,4"));
    QLocale::setDefault(saved);

    CHECK(Presentation::cellText(bf16, gamma).isEmpty());
    CHECK(Presentation::cellText(bf16, gamma, QStringLiteral("—")) == QStringLiteral("—"));
    CHECK(Presentation::cellText(metric(QStringLiteral("name")), alpha) == alpha.name);

    CHECK(Presentation::isEstimatedValue(bf16, alpha));
    CHECK_FALSE(Presentation::isEstimatedValue(bandwidth, alpha));
    CHECK_FALSE(Presentation::isEstimatedValue(bf16, gamma)); // unknown: nothing to mark
}

TEST_CASE("Dataset words the app chose are translatable, other text passes through")
{
    CHECK(Presentation::datasetWord(QStringLiteral("yes")) == QStringLiteral("yes"));
    CHECK(Presentation::datasetWord(QStringLiteral("high")) == QStringLiteral("high"));
    CHECK(Presentation::datasetWord(QStringLiteral("HBM3")) == QStringLiteral("HBM3"));
    CHECK(Presentation::datasetWord(QString()).isEmpty());
}

TEST_CASE("Details text lists known figures, marks estimates and links the sources")
{
    const Dataset dataset = smallDataset();
    const Gpu &alpha = gpuById(dataset, QStringLiteral("alpha"));
    const QString html = Presentation::detailsHtml(alpha, false, 120);
    CHECK(html.contains(QStringLiteral("<h3>%1</h3>").arg(alpha.name.toHtmlEscaped())));
    CHECK(html.contains(QStringLiteral("<i>") + Presentation::markedAfter(QStringLiteral("989.4 TFLOPS"))));
    CHECK(html.contains(QStringLiteral("dense = sparse/2")));
    CHECK(html.contains(QStringLiteral("<a href=\"https://example.org/alpha\">")));
    CHECK_FALSE(html.contains(QStringLiteral("Installed in this machine")));
    CHECK(Presentation::detailsHtml(alpha, true, 120).contains(QStringLiteral("Installed in this machine")));

    const Gpu &beta = gpuById(dataset, QStringLiteral("beta"));
    CHECK_FALSE(Presentation::detailsHtml(beta, false, 120).contains(Presentation::estimateMarker()));
}

TEST_CASE("The user's own values are named: the field itself, or the inputs of a derived figure")
{
    const Dataset base = smallDataset();
    const QByteArray overlay = R"({"schema_version": 1, "gpus": [
        {"id": "beta", "launch_price_usd": 1799},
        {"id": "mine", "based_on": "alpha", "name": "My Alpha"}]})";
    const Overlay::ApplyResult applied = Overlay::apply(base, overlay, QStringLiteral("overlay.json"));
    INFO(applied.errorText().toStdString());
    REQUIRE(applied.ok());
    const Gpu &beta = gpuById(applied.dataset, QStringLiteral("beta"));
    const Gpu &alpha = gpuById(applied.dataset, QStringLiteral("alpha"));
    const Gpu &mine = gpuById(applied.dataset, QStringLiteral("mine"));

    CHECK(Presentation::userInputs(metric(QStringLiteral("launch_price_usd")), beta) ==
          QStringList{QStringLiteral("launch_price_usd")});
    CHECK(Presentation::isUserValue(metric(QStringLiteral("usd_per_bf16_tflops")), beta)); // price / TFLOPS
    CHECK_FALSE(Presentation::isUserValue(metric(QStringLiteral("fp16_bf16_dense_tflops")), beta));
    CHECK_FALSE(Presentation::isUserValue(metric(QStringLiteral("launch_price_usd")), alpha));
    CHECK(Presentation::datasetValueText(metric(QStringLiteral("launch_price_usd")),
                                         beta.datasetValues.value(QStringLiteral("launch_price_usd"))) ==
          Presentation::valueWithUnit(metric(QStringLiteral("launch_price_usd")), 1599));
    CHECK(Presentation::datasetValueText(metric(QStringLiteral("tdp_w")), QVariant()) ==
          QStringLiteral("none"));

    const std::vector<const Metric *> priceAndSpeed{&metric(QStringLiteral("launch_price_usd")),
                                                    &metric(QStringLiteral("fp16_bf16_dense_tflops"))};
    const QString note = Presentation::userValuesNote({&alpha, &beta, &mine}, priceAndSpeed);
    CHECK(note.contains(QStringLiteral("Beta 24GB: Launch price")));
    CHECK(note.contains(QStringLiteral("My Alpha (your own GPU)")));
    CHECK_FALSE(note.contains(QStringLiteral("Alpha 80GB")));
    // A derived figure names the stored value it is computed from.
    CHECK(Presentation::userValuesNote({&beta}, {&metric(QStringLiteral("usd_per_bf16_tflops"))})
              .contains(QStringLiteral("Beta 24GB: Launch price")));
    // Nothing of the user's among what is shown: no note.
    CHECK(Presentation::userValuesNote({&alpha, &beta}, {&metric(QStringLiteral("fp16_bf16_dense_tflops"))})
              .isEmpty());
}

TEST_CASE("Details text says which values are the user's own")
{
    const Overlay::ApplyResult applied = Overlay::apply(
        smallDataset(), R"({"schema_version": 1, "gpus": [{"id": "beta", "launch_price_usd": 1799}]})", {});
    REQUIRE(applied.ok());
    const QString html =
        Presentation::detailsHtml(gpuById(applied.dataset, QStringLiteral("beta")), false, 120);
    CHECK(html.contains(Presentation::cellText(metric(QStringLiteral("launch_price_usd")),
                                               gpuById(applied.dataset, QStringLiteral("beta"))) +
                        QStringLiteral(" USD <b>(yours)</b>")));
    CHECK_FALSE(Presentation::detailsHtml(gpuById(smallDataset(), QStringLiteral("beta")), false, 120)
                    .contains(QStringLiteral("(yours)")));
}
