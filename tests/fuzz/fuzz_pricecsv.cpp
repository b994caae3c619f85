// libFuzzer target: the price CSV importer, and applying what it accepts as an overlay.
#include "app/core/dataset.h"
#include "app/core/overlay.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Overlay::PriceCsvResult result = Overlay::parsePriceCsv(bytes, {QStringLiteral("a")});
    for (const Overlay::PriceRow &row : result.rows) {
        // Accepted rows are well formed.
        if (row.id != QLatin1String("a") || !(row.price.usd > 0) || row.price.source.isEmpty() ||
            !parseAsOfDate(row.price.asOf).isValid())
            __builtin_trap();
    }
    if (result.ok() && !result.rows.empty()) {
        Overlay::Document document;
        Overlay::importPrices(document, result.rows);
        Dataset base;
        Gpu gpu;
        gpu.id = QStringLiteral("a");
        gpu.name = QStringLiteral("A");
        gpu.segment = QStringLiteral("consumer");
        gpu.architecture = QStringLiteral("X");
        gpu.vramGb = 8;
        base.gpus.push_back(gpu);
        const Overlay::ApplyResult applied = Overlay::apply(base, document.toJson(), QStringLiteral("fuzz"));
        if (!applied.ok())
            __builtin_trap(); // what the importer accepts, the overlay accepts
    }
    return 0;
}
