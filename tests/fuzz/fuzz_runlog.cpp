// libFuzzer target: the run-log readers (nvidia-smi traces, Transformers metrics, axolotl, torchtune and
// torchtitan logs).
#include "app/core/runlog.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace {

bool sane(const std::optional<double> &value)
{
    return !value || (std::isfinite(*value) && *value > 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<RunLog::Reading> reading = RunLog::parse(bytes, QStringLiteral("fuzz.log"), &error);
    // Read or refused, and a refusal explains itself on one line naming the file.
    if (!reading) {
        if (!error.startsWith(QStringLiteral("fuzz.log: ")) || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // A reading has a figure, every figure is a positive finite number, and its lines are in the file.
    if (!reading->hasMemory() && !reading->hasSpeed())
        __builtin_trap();
    if (!sane(reading->peakGib) || !sane(reading->tokensPerSecond) || !sane(reading->samplesPerSecond) ||
        !sane(reading->stepSeconds))
        __builtin_trap();
    const qsizetype lines = bytes.count('\n') + 1;
    for (int line : {reading->memoryLine, reading->speedLine, reading->gpuLine}) {
        if (line < 0 || line > lines)
            __builtin_trap();
    }
    return 0;
}
