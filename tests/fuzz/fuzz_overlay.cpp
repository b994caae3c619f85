// libFuzzer target: the user overlay reader, merged over a small dataset, and everything that reads the
// result.
#include "app/core/dataset.h"
#include "app/core/overlay.h"
#include "app/core/tableexport.h"

#include <cstddef>
#include <cstdint>

namespace {

const Dataset &base()
{
    static const Dataset dataset = [] {
        const DatasetLoadResult result = parseDataset(R"({"schema_version": 2, "gpus": [
            {"id": "a", "name": "A", "segment": "datacenter", "architecture": "Hopper", "vram_gb": 80,
             "fp16_bf16_dense_tflops": 989, "fp16_bf16_sparse_tflops": 1979,
             "prices": [{"kind": "on_demand", "usd": 2, "as_of": "2026-01", "source": "s"}]},
            {"id": "b", "name": "B", "segment": "consumer", "architecture": "Ada", "vram_gb": 24}]})",
                                                      QStringLiteral("base"));
        if (!result.ok())
            __builtin_trap();
        return *result.dataset;
    }();
    return dataset;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Overlay::ApplyResult result = Overlay::apply(base(), bytes, QStringLiteral("fuzz"));
    if (!result.ok()) {
        // A refused overlay leaves the base data as it was.
        if (result.dataset.gpus.size() != base().gpus.size() || !result.dataset.gpus[0].userFields.isEmpty())
            __builtin_trap();
        (void)result.errorText();
        return 0;
    }
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : result.dataset.gpus) {
        gpus.push_back(&gpu);
        (void)gpu.usableGib();
        for (const GpuPrice &price : gpu.prices)
            (void)price.ageInMonths(QDate(2026, 12, 3));
    }
    (void)TableExport::fullJson(gpus);
    Overlay::Document document;
    QString error;
    if (document.load(bytes, &error))
        (void)document.toJson();
    return 0;
}
