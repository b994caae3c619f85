// libFuzzer target: the training-stack table reader, and the estimator with each stack it accepts.
#include "app/core/job.h"
#include "app/core/stacks.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Stacks::LoadResult result = Stacks::parse(bytes, QStringLiteral("fuzz.json"));
    // A table is read whole or not at all, and every refusal explains itself on one line.
    if (result.errors.isEmpty() == result.stacks.empty())
        __builtin_trap();
    for (const QString &error : result.errors) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
    }
    for (const Stacks::Stack &stack : result.stacks) {
        // Every entry is there with its citation; numbers stay in their ranges.
        if (int(stack.citations.size()) != stack.keys().size())
            __builtin_trap();
        for (const QString &key : Stacks::entryKeys()) {
            if (!stack.citations.count(key))
                __builtin_trap();
        }
        for (const auto &[key, citation] : stack.citations) {
            if (citation.source.trimmed().isEmpty() || citation.quote.trimmed().isEmpty())
                __builtin_trap();
        }
        const Estimate::StackTraits &t = stack.traits;
        if (!(t.allocatorSlack >= 0 && t.allocatorSlack <= 0.5) || !(t.mfuScale >= 0.1 && t.mfuScale <= 2))
            __builtin_trap();
        if (!(stack.loraDropout >= 0 && stack.loraDropout <= 1))
            __builtin_trap();
        if (t.checkpointOffload && stack.checkpointing != Estimate::Checkpointing::Full)
            __builtin_trap();
        // Torch's foreach AdamW only where the table says so, with its citation.
        if (t.foreachOptimizer && !stack.citations.count(QStringLiteral("optimizer_kernel")))
            __builtin_trap();
        Estimate::Workload w = Job::defaults().workload; // a real model: a bare Workload has none
        w.seqLen = 512;
        stack.applyTo(w);
        const double gib = Estimate::memory(w, 1).total();
        if (!std::isfinite(gib) || gib <= 0)
            __builtin_trap();
    }
    return 0;
}
