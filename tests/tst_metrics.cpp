#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "tests/testsupport.h"

#include <QSet>

TEST_CASE("Metric keys are unique and every stored numeric field has a metric")
{
    QSet<QString> keys;
    for (const Metric &metric : Metrics::all()) {
        INFO(metric.key.toStdString());
        CHECK_FALSE(keys.contains(metric.key));
        keys.insert(metric.key);
        CHECK_FALSE(metric.label().isEmpty());
        if (metric.isNumeric())
            CHECK(metric.number);
    }
    for (const NumericField &field : numericFields())
        CHECK(keys.contains(QLatin1String(field.key)));
}

TEST_CASE("Dense and sparse metrics point at each other")
{
    const Metric *dense = Metrics::find(QStringLiteral("fp16_bf16_dense_tflops"));
    REQUIRE(dense);
    CHECK(Metrics::variant(*dense, true).key == QStringLiteral("fp16_bf16_sparse_tflops"));
    CHECK(Metrics::variant(Metrics::variant(*dense, true), false).key == dense->key);
    const Metric *vram = Metrics::find(QStringLiteral("vram_gb"));
    CHECK(&Metrics::variant(*vram, true) == vram);
    for (const Metric *column : Metrics::gridColumns())
        CHECK(column->denseKey.isEmpty());
}

TEST_CASE("Derived metrics compute from their inputs and inherit estimates")
{
    Gpu gpu;
    gpu.fp16Bf16DenseTflops = 200;
    gpu.tdpW = 400;
    gpu.memoryBandwidthGbps = 1000;
    gpu.launchPriceUsd = 2000;
    gpu.vramGb = 24;
    gpu.cloudUsdHrLow = 0.5;
    CHECK(*Metrics::find(QStringLiteral("bf16_tflops_per_watt"))->value(gpu) == Approx(0.5));
    CHECK(*Metrics::find(QStringLiteral("bytes_per_bf16_flop"))->value(gpu) == Approx(0.005));
    CHECK(*Metrics::find(QStringLiteral("usd_per_bf16_tflops"))->value(gpu) == Approx(10));
    CHECK(*Metrics::find(QStringLiteral("vram_gb_per_kusd"))->value(gpu) == Approx(12));
    CHECK(*Metrics::find(QStringLiteral("bf16_tflops_per_cloud_usd_hr"))->value(gpu) == Approx(400));

    CHECK_FALSE(Metrics::find(QStringLiteral("bf16_tflops_per_watt"))->isEstimated(gpu));
    gpu.estimated = {QStringLiteral("fp16_bf16_dense_tflops")};
    CHECK(Metrics::find(QStringLiteral("bf16_tflops_per_watt"))->isEstimated(gpu));
    CHECK_FALSE(Metrics::find(QStringLiteral("vram_gb_per_kusd"))->isEstimated(gpu));

    gpu.launchPriceUsd.reset();
    CHECK_FALSE(Metrics::find(QStringLiteral("usd_per_bf16_tflops"))->value(gpu).has_value());
    CHECK(Metrics::find(QStringLiteral("usd_per_bf16_tflops"))->displayText(gpu).isEmpty());
}

TEST_CASE("Values are formatted with units and without trailing zeros")
{
    Gpu gpu;
    gpu.vramGb = 80;
    gpu.memoryBandwidthGbps = 3350;
    gpu.fp16Bf16DenseTflops = 989.4;
    gpu.releaseYear = 2022;
    CHECK(Metrics::find(QStringLiteral("vram_gb"))->displayText(gpu) == QStringLiteral("80 GB"));
    CHECK(Metrics::find(QStringLiteral("memory_bandwidth_gbps"))->displayText(gpu) ==
          QStringLiteral("3,350 GB/s"));
    CHECK(Metrics::find(QStringLiteral("fp16_bf16_dense_tflops"))->displayText(gpu) ==
          QStringLiteral("989.4 TFLOPS"));
    CHECK(Metrics::find(QStringLiteral("release_year"))->displayText(gpu) == QStringLiteral("2022"));
    CHECK(Metrics::find(QStringLiteral("memory_bandwidth_gbps"))->plainText(gpu) == QStringLiteral("3350"));
}

TEST_CASE("Unknown metric keys are reported by resolve")
{
    QStringList unknown;
    const auto metrics = Metrics::resolve(
        {QStringLiteral("vram_gb"), QStringLiteral("warp_speed"), QStringLiteral(" tdp_w ")}, &unknown);
    REQUIRE(metrics.size() == 2);
    CHECK(metrics[1]->key == QStringLiteral("tdp_w"));
    CHECK(unknown == QStringList{QStringLiteral("warp_speed")});
}
