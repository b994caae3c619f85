// libFuzzer target: the calibration band table reader, and what a band does to an estimate.
#include "app/core/bands.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<Bands::Table> table = Bands::parse(bytes, &error);
    if (!table) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // Every band it accepts contains the estimate itself and is finite; what it writes reads back the same.
    for (const auto *group : {&table->memory, &table->speed}) {
        for (const auto &[key, band] : *group) {
            if (!(band.low > 0 && band.low <= 1 && band.high >= 1 && std::isfinite(band.high)) ||
                band.rows < 1)
                __builtin_trap();
        }
    }
    const std::optional<Bands::Table> again = Bands::parse(Bands::write(*table), &error);
    if (!again || again->memory.size() != table->memory.size() || again->speed.size() != table->speed.size())
        __builtin_trap();
    Estimate::Workload w;
    const Bands::Band b = Bands::lookup(*table, w, Bands::Quantity::Memory);
    if (!(b.low <= 1 && b.high >= 1))
        __builtin_trap();
    return 0;
}
