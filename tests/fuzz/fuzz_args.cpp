// libFuzzer target: the command-line value parsers (--size, --gpus, --params and numbers).
#include "app/core/parse.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    if (const auto parsed = Parse::size(text, &error)) {
        if (parsed->width() < 16 || parsed->height() > 16384)
            __builtin_trap();
    }
    if (const auto ids = Parse::idList(text, &error)) {
        if (ids->isEmpty())
            __builtin_trap();
    }
    if (const auto params = Parse::paramCount(text, &error)) {
        if (!std::isfinite(*params) || *params < 1e3 || *params > 1e14)
            __builtin_trap();
    }
    (void)Parse::integer(text, 1, 1 << 20, &error);
    if (const auto number = Parse::number(text, 0, 1e9, &error)) {
        if (!std::isfinite(*number))
            __builtin_trap();
    }
    return 0;
}
