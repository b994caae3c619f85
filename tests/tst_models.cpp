#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/gpufilter.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "tests/testsupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <algorithm>

namespace {

/// The GPU ids of the proxy's rows, in order: what a user reads down the grid.
QStringList idsInView(const GpuFilterProxyModel &proxy)
{
    return proxy.visibleIds();
}

/// The sort values of one column, in view order ("-" for unknown).
QStringList columnInView(const GpuFilterProxyModel &proxy, int column)
{
    QStringList values;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QVariant v = proxy.index(row, column).data(GpuTableModel::SortRole);
        values.append(v.isValid() ? v.toString() : QStringLiteral("-"));
    }
    return values;
}

struct Fixture
{
    ComparisonSelection selection;
    GpuTableModel model{&selection};
    GpuFilterProxyModel proxy;
    QAbstractItemModelTester *sourceTester = nullptr;
    QAbstractItemModelTester *proxyTester = nullptr;

    explicit Fixture(Dataset dataset)
    {
        sourceTester = new QAbstractItemModelTester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal, &model);
        model.setDataset(std::move(dataset));
        proxy.setSourceModel(&model);
        proxyTester = new QAbstractItemModelTester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal, &proxy);
    }
};

} // namespace

TEST_CASE("GpuFilter matches text words, segments, architectures, VRAM and NVLink")
{
    Gpu h100;
    h100.id = QStringLiteral("fx_h100_sxm");
    h100.name = QStringLiteral("H100 SXM5 80GB");
    h100.segment = QStringLiteral("datacenter");
    h100.architecture = QStringLiteral("Hopper");
    h100.memoryType = QStringLiteral("HBM3");
    h100.vramGb = 80;
    h100.nvlinkGbps = 900;
    Gpu rtx = h100;
    rtx.id = QStringLiteral("fx_rtx_4090");
    rtx.name = QStringLiteral("GeForce RTX 4090");
    rtx.segment = QStringLiteral("consumer");
    rtx.architecture = QStringLiteral("Ada Lovelace");
    rtx.memoryType = QStringLiteral("GDDR6X");
    rtx.vramGb = 24;
    rtx.nvlinkGbps.reset();

    GpuFilter filter;
    CHECK(filter.isEmpty());
    CHECK(filter.matches(h100));
    filter.text = QStringLiteral("hopper 80");
    CHECK(filter.matches(h100));
    CHECK_FALSE(filter.matches(rtx));
    filter.text = QStringLiteral("gddr6x");
    CHECK(filter.matches(rtx));
    filter = {};
    filter.segments = {QStringLiteral("consumer"), QStringLiteral("workstation")};
    CHECK(filter.matches(rtx));
    CHECK_FALSE(filter.matches(h100));
    filter = {};
    filter.minVramGb = 48;
    CHECK(filter.matches(h100));
    CHECK_FALSE(filter.matches(rtx));
    filter = {};
    filter.nvlinkOnly = true;
    CHECK(filter.matches(h100));
    CHECK_FALSE(filter.matches(rtx));
    filter = {};
    filter.architectures = {QStringLiteral("Ada Lovelace")};
    CHECK(filter.matches(rtx));
    CHECK_FALSE(filter.matches(h100));
    filter = {};
    filter.onlyIds = {QStringLiteral("fx_rtx_4090")};
    CHECK(filter.matches(rtx));
    CHECK_FALSE(filter.matches(h100));
}

TEST_CASE("The table model shows formatted text and sorts by raw numbers")
{
    Fixture f(fixtureGpus());
    REQUIRE(f.model.rowCount() == int(fixtureGpus().gpus.size()));
    const int vram = f.model.columnOf(QStringLiteral("vram_gb"));
    const int row = f.model.rowOf(QStringLiteral("fx_h100_sxm"));
    REQUIRE(vram > 0);
    REQUIRE(row >= 0);
    const QModelIndex cell = f.model.index(row, vram);
    CHECK(cell.data().toString() == QStringLiteral("80 GB"));
    CHECK(cell.data(GpuTableModel::SortRole).toDouble() == 80);
    CHECK(f.model.headerData(vram, Qt::Horizontal, GpuTableModel::MetricKeyRole).toString() ==
          QStringLiteral("vram_gb"));
    CHECK(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Source:")));

    const int bf16 = f.model.columnOf(QStringLiteral("fp16_bf16_dense_tflops"));
    const QModelIndex estimate = f.model.index(f.model.rowOf(QStringLiteral("fx_rtx_4000_ada")), bf16);
    CHECK(estimate.data(GpuTableModel::EstimatedRole).toBool());
    CHECK(estimate.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Estimate")));
    CHECK_FALSE(estimate.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No BF16")));

    // The V100 has no BF16: its FP16/BF16 cells and the figures derived from them say so.
    const int v100 = f.model.rowOf(QStringLiteral("fx_v100_sxm2"));
    REQUIRE(v100 >= 0);
    for (const char *key : {"fp16_bf16_dense_tflops", "bf16_tflops_per_watt"}) {
        INFO(key);
        const QModelIndex fp16 = f.model.index(v100, f.model.columnOf(QLatin1String(key)));
        CHECK(fp16.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No BF16 on this GPU")));
    }
    CHECK_FALSE(
        f.model.index(v100, vram).data(Qt::ToolTipRole).toString().contains(QStringLiteral("No BF16")));
}

TEST_CASE("Sorting is numeric, with unknown values last in both directions")
{
    Fixture f(fixtureGpus());
    const int price = f.model.columnOf(QStringLiteral("launch_price_usd"));
    f.proxy.sort(price, Qt::AscendingOrder);
    QStringList ascending = columnInView(f.proxy, price);
    INFO(ascending.join(QLatin1Char(' ')).toStdString());
    // Numeric, not text order ("1199" < "625" as text), unknown values last in both directions.
    const auto numbers = [](const QStringList &cells) {
        std::vector<double> values;
        for (const QString &cell : cells) {
            if (cell != QLatin1String("-"))
                values.push_back(QString(cell).remove(QLatin1Char(',')).toDouble());
        }
        return values;
    };
    const std::vector<double> up = numbers(ascending);
    REQUIRE(up.size() >= 2);
    CHECK(std::is_sorted(up.begin(), up.end()));
    CHECK(ascending.last() == QStringLiteral("-"));
    const int known = int(up.size());
    for (int i = known; i < ascending.size(); ++i)
        CHECK(ascending.at(i) == QStringLiteral("-"));

    f.proxy.sort(price, Qt::DescendingOrder);
    const QStringList descending = columnInView(f.proxy, price);
    const std::vector<double> down = numbers(descending);
    CHECK(std::is_sorted(down.rbegin(), down.rend()));
    CHECK(descending.first() == ascending.at(known - 1));
    CHECK(descending.at(known - 1) == ascending.first());
    CHECK(descending.last() == QStringLiteral("-"));

    const int bf16 = f.model.columnOf(QStringLiteral("fp16_bf16_dense_tflops"));
    f.proxy.sort(bf16, Qt::DescendingOrder);
    const QStringList fastest = idsInView(f.proxy).mid(0, 2);
    CHECK(fastest.contains(QStringLiteral("fx_gb200"))); // 2,450 TFLOPS, tied with GB300
    CHECK(fastest.contains(QStringLiteral("fx_gb300")));
    const std::vector<double> bf16Down = numbers(columnInView(f.proxy, bf16));
    CHECK(std::is_sorted(bf16Down.rbegin(), bf16Down.rend()));
}

TEST_CASE("The best value of each column is found among the visible rows only")
{
    Fixture f(fixtureGpus());
    const int vram = f.model.columnOf(QStringLiteral("vram_gb"));
    const int tdp = f.model.columnOf(QStringLiteral("tdp_w"));
    auto bestIds = [&](int column) {
        QStringList ids;
        for (int row = 0; row < f.proxy.rowCount(); ++row) {
            if (f.proxy.index(row, column).data(GpuFilterProxyModel::IsBestRole).toBool())
                ids.append(f.proxy.index(row, 0).data(GpuTableModel::GpuIdRole).toString());
        }
        ids.sort();
        return ids;
    };
    // The expected ids come from the data: the largest VRAM overall, then among consumer cards the largest
    // VRAM and the lowest TDP (lower is better).
    const auto extreme = [&](std::optional<double> Gpu::*member, bool largest, const QString &segment) {
        std::optional<double> best;
        for (const Gpu &gpu : f.model.dataset().gpus) {
            const std::optional<double> v = gpu.*member;
            if (v && (segment.isEmpty() || gpu.segment == segment) &&
                (!best || (largest ? *v > *best : *v < *best)))
                best = v;
        }
        QStringList ids;
        for (const Gpu &gpu : f.model.dataset().gpus) {
            if ((segment.isEmpty() || gpu.segment == segment) && gpu.*member == best)
                ids.append(gpu.id);
        }
        ids.sort();
        return ids;
    };
    CHECK(bestIds(vram) == extreme(&Gpu::vramGb, true, QString()));
    GpuFilter consumer;
    consumer.segments = {QStringLiteral("consumer")};
    f.proxy.setFilter(consumer);
    CHECK(bestIds(vram) == extreme(&Gpu::vramGb, true, QStringLiteral("consumer")));
    CHECK(bestIds(vram) == QStringList{QStringLiteral("fx_rtx_5090")});
    CHECK(bestIds(tdp) == extreme(&Gpu::tdpW, false, QStringLiteral("consumer")));
}

TEST_CASE("The comparison set follows the check boxes, and the boxes follow the set")
{
    Fixture f(fixtureGpus());
    QSignalSpy changed(&f.selection, &ComparisonSelection::changed);
    QSignalSpy dataChanged(&f.model, &QAbstractItemModel::dataChanged);
    const int row = f.model.rowOf(QStringLiteral("fx_l40s"));
    const QModelIndex box = f.model.index(row, GpuTableModel::CompareColumn);
    CHECK(box.flags() & Qt::ItemIsUserCheckable);
    CHECK(box.data(Qt::CheckStateRole).toInt() == Qt::Unchecked);
    REQUIRE(f.model.setData(box, Qt::Checked, Qt::CheckStateRole));
    CHECK(f.selection.ids() == QStringList{QStringLiteral("fx_l40s")});
    CHECK(box.data(Qt::CheckStateRole).toInt() == Qt::Checked);
    CHECK(changed.count() == 1);
    CHECK(dataChanged.count() == 1);

    f.selection.add(QStringLiteral("fx_rtx_4090"));
    CHECK(f.model.index(f.model.rowOf(QStringLiteral("fx_rtx_4090")), 0).data(Qt::CheckStateRole).toInt() ==
          Qt::Checked);
    REQUIRE(f.model.setData(box, Qt::Unchecked, Qt::CheckStateRole));
    CHECK(f.selection.ids() == QStringList{QStringLiteral("fx_rtx_4090")});
    CHECK_FALSE(f.model.setData(f.model.index(row, 1), Qt::Checked, Qt::CheckStateRole));

    // A new dataset without a compared GPU drops it from the set.
    DatasetLoadResult small = loadDatasetFile(fixturePath(QStringLiteral("good_small.json")));
    REQUIRE(small.ok());
    f.selection.add(QStringLiteral("alpha"));
    f.model.setDataset(std::move(*small.dataset));
    CHECK(f.selection.ids() == QStringList{QStringLiteral("alpha")});
}

TEST_CASE("The sparse switch swaps the tensor columns for their sparse figures")
{
    Fixture f(fixtureGpus());
    QSignalSpy header(&f.model, &QAbstractItemModel::headerDataChanged);
    const int bf16 = f.model.columnOf(QStringLiteral("fp16_bf16_dense_tflops"));
    const int row = f.model.rowOf(QStringLiteral("fx_h100_sxm"));
    CHECK(f.model.index(row, bf16).data().toString() == QStringLiteral("989.4 TFLOPS"));
    f.model.setSparse(true);
    CHECK(header.count() == 1);
    CHECK(f.model.index(row, bf16).data().toString() == QStringLiteral("1,979 TFLOPS"));
    CHECK(f.model.headerData(bf16, Qt::Horizontal, GpuTableModel::MetricKeyRole).toString() ==
          QStringLiteral("fp16_bf16_sparse_tflops"));
    CHECK_FALSE(
        f.model.index(row, bf16).data(GpuTableModel::EstimatedRole).toBool()); // the datasheet's own figure
    CHECK(f.model.columnOf(QStringLiteral("fp16_bf16_sparse_tflops")) == bf16);
}
