// Prints how long the core takes on a synthetic 10,000-GPU dataset: load and validate, sort by every numeric
// column, filter by text. One frame at 60 Hz is 16.7 ms.
#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "tests/bench/benchtiming.h"
#include "tests/synthetic.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    for (int count : {1000, 10000}) {
        const QByteArray json = syntheticDataset(count);
        std::printf("\n== %d GPUs (%.1f MiB of JSON)\n", count, double(json.size()) / (1024.0 * 1024.0));
        std::optional<Dataset> dataset;
        const double load = medianMs(5, [&] {
            DatasetLoadResult result = parseDataset(json, QStringLiteral("synthetic"));
            if (!result.ok())
                qFatal("synthetic dataset invalid: %s", qPrintable(result.errorText()));
            dataset = std::move(result.dataset);
        });
        std::printf("load + validate                 %8.2f ms\n", load);

        ComparisonSelection selection;
        GpuTableModel model(&selection);
        model.setDataset(*dataset);
        GpuFilterProxyModel proxy;
        proxy.setSourceModel(&model);

        double worstSort = 0;
        QString worstColumn;
        double totalSort = 0;
        int sorted = 0;
        for (int column = GpuTableModel::FirstMetricColumn; column < model.columnCount(); ++column) {
            const double ms = medianMs(3, [&] {
                proxy.sort(column, Qt::AscendingOrder);
                proxy.sort(-1);
            });
            totalSort += ms;
            ++sorted;
            if (ms > worstSort) {
                worstSort = ms;
                worstColumn = model.metricAt(column)->key;
            }
        }
        std::printf("sort one column (mean of %d)    %8.2f ms\n", sorted, totalSort / sorted);
        std::printf("sort one column (slowest: %s) %8.2f ms\n", qPrintable(worstColumn), worstSort);

        proxy.sort(model.columnOf(QStringLiteral("vram_gb")), Qt::DescendingOrder);
        const double filter = medianMs(5, [&] {
            GpuFilter f;
            f.text = QStringLiteral("GPU 12");
            proxy.setFilter(f);
            proxy.setFilter(GpuFilter());
        });
        std::printf("text filter, apply + clear      %8.2f ms\n", filter);
        // A new filter invalidates the best values; the first cell painted recomputes them for every column.
        bool segmentFilter = false;
        const double best = medianMs(5, [&] {
            GpuFilter f;
            segmentFilter = !segmentFilter;
            if (segmentFilter)
                f.segments = {QStringLiteral("datacenter")};
            proxy.setFilter(f);
            (void)proxy.index(0, model.columnOf(QStringLiteral("vram_gb")))
                .data(GpuFilterProxyModel::IsBestRole);
        });
        std::printf("filter + best values of all columns %6.2f ms\n", best);
    }
    return 0;
}
