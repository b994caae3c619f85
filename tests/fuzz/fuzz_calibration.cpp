// libFuzzer target: the calibration file reader, and what it reads written back and read again.
#include "app/core/runcalibration.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<RunCalibration::Calibration> calibration = RunCalibration::parse(bytes, &error);
    // Read or refused, and a refusal explains itself on one line.
    if (!calibration) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // Every stack's combined factors are within the file's limits.
    for (const QString &stack : calibration->stacks()) {
        const std::optional<RunCalibration::Factors> f = calibration->factors(stack);
        if (!f ||
            !(f->memory >= RunCalibration::kMinFactor * 0.999 &&
              f->memory <= RunCalibration::kMaxFactor * 1.001) ||
            !(f->speed >= RunCalibration::kMinFactor * 0.999 &&
              f->speed <= RunCalibration::kMaxFactor * 1.001))
            __builtin_trap();
    }
    // What was read, written, reads back to the same bytes.
    const QByteArray written = RunCalibration::write(*calibration);
    const std::optional<RunCalibration::Calibration> again = RunCalibration::parse(written, &error);
    if (!again || RunCalibration::write(*again) != written)
        __builtin_trap();
    return 0;
}
