// The packages that give the loss a kernel (Liger, fms-acceleration's fused-ops-and-kernels) also fuse the
// layers' RMSNorm and rotary embedding: the elementwise traffic those kernels save comes off the time.
#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

// An A100 80GB SXM by its datasheet figures: 312 dense BF16 TFLOPS, 2039 GB/s.
Gpu a100()
{
    Gpu gpu;
    gpu.id = QStringLiteral("a100-like");
    gpu.name = QStringLiteral("A100-like");
    gpu.architecture = QStringLiteral("Ampere");
    gpu.fp16Bf16DenseTflops = 312.0;
    gpu.memoryBandwidthGbps = 2039.0;
    return gpu;
}

// Llama 3.1 8B, LoRA on the attention projections, 4 x 4096 tokens, full checkpointing (fms-acceleration's
// benchmark shape).
Workload llama(Loss loss)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String("llama-3.1-8b"));
    w.method = Method::Lora;
    w.loraTargets = LoraTargets::Attention;
    w.precision = Precision::Bf16;
    w.seqLen = 4096;
    w.microBatch = 4;
    w.checkpointing = Checkpointing::Full;
    w.loss = loss;
    return w;
}

} // namespace

TEST_CASE("A fused loss package also fuses RMSNorm and rotary, whose saved traffic speeds the step")
{
    const Gpu gpu = a100();
    const Workload standard = llama(Loss::Standard);
    REQUIRE(standard.model.hidden == 4096);
    REQUIRE(standard.model.layers == 32);
    REQUIRE(standard.model.attentionWidth() == 4096);
    REQUIRE(standard.model.kvWidth() == 1024);
    REQUIRE(standard.model.vocab == 128256);
    // Per token and layer, one forward: two norms over 4096 at 36 - 4 B, q and k (4096 + 1024) rotated at
    // 20 - 4 B: 262,144 + 81,920 = 344,064 B; a forward, full checkpointing's recomputed forward timed at
    // 0.79 of one (kRecomputeTime) and a backward counted as two: x 3.79; 32 layers: 41,728,082 B a token,
    // at 80% of 2039 GB/s = 1631.2 GB/s: 25.6 us a token.
    const double bandwidth = 2039e9 * 0.8;
    const double elementwise = 344064.0 * 3.79 * 32 / bandwidth;
    const double perTokenStandard = 1.0 / tokensPerSecond(standard, gpu, 1);

    // fms-acceleration's fast_loss (the Unsloth kernel): the loss's traffic is the standard loss's, so the
    // whole difference is the fused norms and rotary.
    const double perTokenKernel = 1.0 / tokensPerSecond(llama(Loss::Kernel), gpu, 1);
    CHECK(perTokenStandard - perTokenKernel == Approx(elementwise).epsilon(1e-6));
    CHECK(elementwise == Approx(25.6e-6).epsilon(0.01));

    // Liger: the same, and the fused loss streams 16 B instead of 48 B per token and vocabulary entry.
    const double perTokenFused = 1.0 / tokensPerSecond(llama(Loss::Fused), gpu, 1);
    CHECK(perTokenStandard - perTokenFused ==
          Approx(elementwise + 128256.0 * (48 - 16) / bandwidth).epsilon(1e-6));

    // The chunked loss (torchtune's) comes with no fused layers: only its own traffic changes.
    const double perTokenChunked = 1.0 / tokensPerSecond(llama(Loss::Chunked), gpu, 1);
    CHECK(perTokenStandard - perTokenChunked == Approx(128256.0 * (48 - 40) / bandwidth).epsilon(1e-6));

    // A few percent of the step on this card, not a rounding error.
    CHECK(perTokenStandard / perTokenKernel > 1.05);
}
