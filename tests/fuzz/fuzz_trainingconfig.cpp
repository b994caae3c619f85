// libFuzzer target: the training-config reader (axolotl, LLaMA-Factory, TRL / Transformers, torchtune).
#include "app/core/trainingconfig.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    // No folder: a model folder or DeepSpeed file named in the input is looked up relative to the working
    // directory, and only regular files are opened (a device would block).
    QString error;
    const std::optional<TrainingConfig::Result> result =
        TrainingConfig::parse(bytes, QStringLiteral("fuzz.yaml"), QString(), QString(), &error);
    // Read or refused, and a refusal explains itself on one line.
    if (!result) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // Every job field but the unused model fields has an origin, and what it says the job holds is what it
    // holds.
    if (result->fields.size() + 2 != JobFields::all().size())
        __builtin_trap();
    for (const TrainingConfig::FieldOrigin &o : result->fields)
        if (JobFields::find(o.field)->get(result->job) != o.value)
            __builtin_trap();
    (void)result->note();
    return 0;
}
