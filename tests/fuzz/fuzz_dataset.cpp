// libFuzzer target: the dataset loader, and everything that reads a loaded dataset (metrics, exports). The
// loader's two readers must agree: wherever the streaming reader reads a document, its result must be the one
// Qt's document reader gives.
#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "app/core/tableexport.h"
#include "tests/datasetreading.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const DatasetLoadResult result = parseDataset(bytes, QStringLiteral("fuzz"));
    if (const std::optional<DatasetLoadResult> streamed =
            DatasetReaders::parseStreaming(bytes, QStringLiteral("fuzz"))) {
        if (readingOf(*streamed) != readingOf(DatasetReaders::parseDocument(bytes, QStringLiteral("fuzz"))))
            __builtin_trap();
    }
    if (!result.ok()) {
        // Every refusal must explain itself.
        if (result.errors.isEmpty())
            __builtin_trap();
        (void)result.errorText();
        return 0;
    }
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : result.dataset->gpus)
        gpus.push_back(&gpu);
    std::vector<const Metric *> metrics;
    for (const Metric &metric : Metrics::all()) {
        metrics.push_back(&metric);
        for (const Gpu *gpu : gpus)
            (void)metric.displayText(*gpu);
    }
    (void)TableExport::render(ExportFormat::Csv, gpus, metrics);
    (void)TableExport::render(ExportFormat::Markdown, gpus, metrics);
    (void)TableExport::fullJson(gpus);
    return 0;
}
