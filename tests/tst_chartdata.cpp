#include "app/core/chartdata.h"
#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "tests/testsupport.h"

#include <set>

namespace {

std::vector<const Gpu *> all()
{
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : fixtureGpus().gpus)
        gpus.push_back(&gpu);
    return gpus;
}

std::vector<const Gpu *> pick(const QStringList &ids)
{
    std::vector<const Gpu *> gpus;
    for (const QString &id : ids) {
        const Gpu *gpu = fixtureGpus().find(id);
        REQUIRE(gpu);
        gpus.push_back(gpu);
    }
    return gpus;
}

const Metric &metric(const char *key)
{
    const Metric *m = Metrics::find(QLatin1String(key));
    REQUIRE(m);
    return *m;
}

QStringList ids(const std::vector<const Gpu *> &gpus)
{
    QStringList list;
    for (const Gpu *gpu : gpus)
        list.append(gpu->id);
    return list;
}

} // namespace

TEST_CASE("Radar axes are scaled to the dataset's best value or to the selection's")
{
    const std::vector<const Gpu *> selection = pick({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    const std::vector<const Metric *> metrics = {&metric("vram_gb"), &metric("memory_bandwidth_gbps")};

    ChartData::RadarTable toDataset = ChartData::radarTable(selection, all(), metrics, {});
    REQUIRE(toDataset.rows.size() == 2);
    double largestVram = 0;
    for (const Gpu *gpu : all())
        largestVram = std::max(largestVram, gpu->vramGb.value_or(0));
    REQUIRE(largestVram > 80);
    CHECK(*toDataset.axes[0].best == largestVram);
    CHECK(toDataset.axes[0].bestGpu->vramGb == largestVram);
    CHECK(*toDataset.rows[0].raw[0] == 80);
    CHECK(*toDataset.rows[0].scaled[0] == Approx(80.0 / largestVram));
    CHECK(*toDataset.rows[1].scaled[0] == Approx(24.0 / largestVram));

    ChartData::ScaleOptions options;
    options.normalisation = ChartData::Normalisation::Selection;
    ChartData::RadarTable toSelection = ChartData::radarTable(selection, all(), metrics, options);
    CHECK(*toSelection.axes[0].best == 80);
    CHECK(*toSelection.rows[0].scaled[0] == 1.0);
    CHECK(*toSelection.rows[1].scaled[0] == Approx(24.0 / 80.0));
    CHECK(*toSelection.rows[1].scaled[1] == Approx(300.0 / 3350.0));
}

TEST_CASE("Scaled values keep a floor, mark missing values, and invert lower-is-better metrics")
{
    ChartData::AxisReference axis = ChartData::axisReference(metric("vram_gb"), all(), false);
    CHECK(axis.scale(1.0) == ChartData::kFloor); // 1/288 would vanish into the pole
    CHECK_FALSE(axis.scale(std::nullopt).has_value());
    CHECK_FALSE(axis.scale(0.0).has_value());

    // V100 has no FP8 at all: no value, not zero.
    const std::vector<const Gpu *> v100 = pick({QStringLiteral("fx_v100_sxm2")});
    ChartData::RadarTable table = ChartData::radarTable(v100, all(), {&metric("fp8_dense_tflops")}, {});
    CHECK_FALSE(table.rows[0].raw[0].has_value());
    CHECK_FALSE(table.rows[0].scaled[0].has_value());

    // TDP: lower is better, so the least power-hungry GPU is 100% and the others best/value.
    ChartData::AxisReference tdp = ChartData::axisReference(metric("tdp_w"), all(), false);
    const double lowest = *tdp.best;
    CHECK(lowest == *tdp.bestGpu->tdpW);
    CHECK(*tdp.scale(lowest) == 1.0);
    CHECK(*tdp.scale(lowest * 4) == Approx(0.25));
}

TEST_CASE("The log option maps each decade below the best to an equal step")
{
    ChartData::AxisReference axis = ChartData::axisReference(metric("fp16_bf16_dense_tflops"), all(), true);
    const double best = *axis.best;
    const double worst = *axis.worst;
    double fastest = 0;
    for (const Gpu *gpu : all())
        fastest = std::max(fastest, gpu->fp16Bf16DenseTflops.value_or(0));
    CHECK(best == fastest);
    REQUIRE(worst > 0);
    CHECK(axis.decades == int(std::ceil(std::log10(best / worst))));
    CHECK(*axis.scale(best) == 1.0);
    CHECK(*axis.scale(best / 10) == Approx(1.0 - 1.0 / axis.decades));
    // The linear scale would put a tenth of the best at 0.1.
    ChartData::AxisReference linear =
        ChartData::axisReference(metric("fp16_bf16_dense_tflops"), all(), false);
    CHECK(*linear.scale(best / 10) == Approx(0.1));
}

TEST_CASE("Bars are ranked best first and GPUs without a value are listed apart")
{
    const std::vector<const Gpu *> selection =
        pick({QStringLiteral("fx_l4"), QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_rtx_4090"),
              QStringLiteral("fx_l40s")});
    ChartData::BarRanking bf16 = ChartData::barRanking(selection, metric("fp16_bf16_dense_tflops"));
    QStringList order;
    for (const auto &bar : bf16.bars)
        order.append(bar.gpu->id);
    CHECK(order == QStringList{QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s"),
                               QStringLiteral("fx_rtx_4090"), QStringLiteral("fx_l4")});
    CHECK(bf16.missing.empty());

    // Launch price: lower is better, data-centre cards have none.
    ChartData::BarRanking price = ChartData::barRanking(selection, metric("launch_price_usd"));
    REQUIRE(price.bars.size() == 1);
    CHECK(price.bars[0].gpu->id == QStringLiteral("fx_rtx_4090"));
    CHECK(ids(price.missing) ==
          QStringList{QStringLiteral("fx_l4"), QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s")});
}

TEST_CASE("The Pareto front keeps the points nothing beats on both price and performance")
{
    const std::vector<ChartData::PricePoint> points = {
        {1, 10}, // cheapest: on the front
        {2, 5},  // dearer and slower than point 0
        {3, 20}, // on the front
        {4, 15}, // beaten by point 2
        {3, 20}, // a duplicate of point 2: kept
        {9, 30}, // dearest but fastest: on the front
    };
    CHECK(ChartData::paretoFront(points) == std::vector<int>{0, 2, 4, 5});
    CHECK(ChartData::paretoFront({}).empty());
    CHECK(ChartData::paretoFront({{5, 5}}) == std::vector<int>{0});
}

TEST_CASE("The scatter leaves out GPUs without a price instead of plotting them at zero")
{
    const std::vector<const Gpu *> selection =
        pick({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_rtx_4090"), QStringLiteral("fx_rtx_3090"),
              QStringLiteral("fx_rtx_4000_ada")});
    ChartData::ScatterData launch =
        ChartData::scatterData(selection, metric("fp16_bf16_dense_tflops"), ChartData::PriceKind::Purchase);
    QStringList plotted;
    for (const auto &point : launch.points) {
        plotted.append(point.gpu->id);
        CHECK(point.price > 0);
    }
    CHECK(plotted == QStringList{QStringLiteral("fx_rtx_4090"), QStringLiteral("fx_rtx_3090"),
                                 QStringLiteral("fx_rtx_4000_ada")});
    REQUIRE(launch.leftOut.size() == 1);
    CHECK(launch.leftOut[0].gpu->id == QStringLiteral("fx_h100_sxm"));
    CHECK(launch.leftOut[0].reason == QStringLiteral("no launch price"));
    // RTX 3090 (1,499 USD, 71 TFLOPS) is cheaper than the 4090 (1,599 USD, 165.2); the 4000 Ada (1,250 USD,
    // 81.9) is cheaper than both and faster than the 3090: the 3090 drops off the front.
    QStringList front;
    for (const int i : launch.front)
        front.append(launch.points[size_t(i)].gpu->id);
    CHECK(front == QStringList{QStringLiteral("fx_rtx_4000_ada"), QStringLiteral("fx_rtx_4090")});

    ChartData::ScatterData cloud =
        ChartData::scatterData(selection, metric("fp16_bf16_dense_tflops"), ChartData::PriceKind::Cloud);
    CHECK(cloud.points.size() == 3); // the 4000 Ada has no cloud price
    CHECK(cloud.leftOut[0].gpu->id == QStringLiteral("fx_rtx_4000_ada"));
    CHECK(cloud.leftOut[0].reason == QStringLiteral("no cloud price"));
}

TEST_CASE("Palette colours stay with a GPU id and differ within a selection")
{
    QStringList ten;
    for (int i = 0; i < 10; ++i)
        ten.append(fixtureGpus().gpus[size_t(i) * 3].id);
    const std::vector<int> indices = ChartData::paletteIndices(ten);
    CHECK(std::set<int>(indices.begin(), indices.end()).size() == 10);

    // Same ids, same colours, on every call; adding a GPU does not recolour the earlier ones.
    CHECK(ChartData::paletteIndices(ten) == indices);
    const std::vector<int> firstFour = ChartData::paletteIndices(ten.mid(0, 4));
    CHECK(std::vector<int>(indices.begin(), indices.begin() + 4) == firstFour);
    // A GPU alone gets its own preferred colour, whatever else is selected elsewhere.
    CHECK(ChartData::paletteIndices({QStringLiteral("fx_h100_sxm")}) ==
          std::vector<int>{
              ChartData::paletteIndices({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")})[0]});
}

TEST_CASE("Value axes get round ticks with head room above the largest value")
{
    const ChartData::NiceAxis tflops = ChartData::niceAxis(989.4, 0.25);
    CHECK(tflops.top == 1250);
    CHECK(tflops.tickCount == 6);
    const ChartData::NiceAxis small = ChartData::niceAxis(0.0034, 0.1);
    CHECK(small.top >= 0.0034 * 1.1);
    CHECK(small.top < 0.0034 * 2);
    CHECK(ChartData::niceAxis(0, 0.1).top == 1);
}
