// libFuzzer target: the config.json reader (dense and mixture-of-experts shapes), and the estimator on what
// it accepts.
#include "app/core/estimate.h"
#include "app/core/modelpresets.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<ModelShape> shape =
        ModelPresets::parseConfig(bytes, QStringLiteral("fuzz.json"), &error);
    if (!shape) {
        // Every refusal must explain itself on one line.
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // What is accepted must be a shape the estimator can use: finite, positive counts, experts consistent.
    const double total = shape->totalParams(), active = shape->activeParams();
    if (!std::isfinite(total) || total <= 0 || !std::isfinite(active) || active <= 0 ||
        active > total * 1.000001)
        __builtin_trap();
    if (shape->isMoe() && (shape->expertsPerToken < 1 || shape->expertsPerToken > shape->experts ||
                           shape->moeLayers > shape->layers || shape->expertIntermediate < 1))
        __builtin_trap();
    Estimate::Workload w;
    w.model = *shape;
    w.seqLen = 512;
    for (Estimate::Method method :
         {Estimate::Method::Full, Estimate::Method::Lora, Estimate::Method::Qlora}) {
        w.method = method;
        const double gib = Estimate::memory(w, 1).total();
        const double flops = Estimate::flopsPerToken(w);
        if (!std::isfinite(gib) || gib <= 0 || !std::isfinite(flops) || flops <= 0)
            __builtin_trap();
    }
    (void)Estimate::formulaText(w);
    return 0;
}
