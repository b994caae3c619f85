// Fused attention's published ceiling: FlashAttention-2's forward + backward rate on Hopper caps the rate of
// attention's score and value matmuls where the model FLOP utilisation would run them faster.
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/modelpresets.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {} // namespace

TEST_CASE("Attention rate: FlashAttention-2's H100 ceiling as a fraction of dense peak")
{
    CHECK(fusedAttentionCeiling(roundCard(3350, QStringLiteral("Hopper"))) == Approx(0.33859).epsilon(1e-4));
    CHECK(fusedAttentionCeiling(roundCard(3350, QStringLiteral("Ampere"))) == 0.0);
    CHECK(fusedAttentionCeiling(roundCard(3350, QStringLiteral("Blackwell"))) == 0.0);
}

TEST_CASE("Attention rate: the slower of the MFU and the fused kernel's ceiling, hand-computed")
{
    const Gpu hopper = roundCard(3350, QStringLiteral("Hopper"));
    const Precision bf16 = Precision::Bf16Mixed;
    // 3e12 FLOPs in one forward and its backward (1 + 2 forwards' worth): 1e12 per forward; the kernel does
    // 1 + 2.5 = 3.5e12 of the paper's FLOPs at 335e12 x 1000 / 989.4 FLOP/s = 3.5 x 989.4 / 335 ms = 10.337
    // ms. At an MFU rate of 5e14 FLOP/s the same FLOPs would take 6 ms: the ceiling is slower and decides.
    CHECK(attentionSeconds(3e12, 1.0, 5e14, hopper, bf16, true) == Approx(10.337e-3).epsilon(1e-4));
    // Full recompute: two forwards, 4e12 FLOPs; kernel work 4.5e12: 4.5 x 989.4 / 335 ms = 13.291 ms.
    CHECK(attentionSeconds(4e12, 2.0, 5e14, hopper, bf16, true) == Approx(13.291e-3).epsilon(1e-4));
    // An MFU rate slower than the ceiling keeps its own time: 3e12 / 2e14 = 15 ms.
    CHECK(attentionSeconds(3e12, 1.0, 2e14, hopper, bf16, true) == Approx(15e-3));
    // Eager attention (cuBLAS matmuls) and architectures without a published figure: the MFU alone, 6 ms.
    CHECK(attentionSeconds(3e12, 1.0, 5e14, hopper, bf16, false) == Approx(6e-3));
    CHECK(attentionSeconds(3e12, 1.0, 5e14, roundCard(3350, QStringLiteral("Ampere")), bf16, true) ==
          Approx(6e-3));
}

TEST_CASE("Attention rate: long sequences on Hopper run slower than on the same card without the ceiling")
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("qwen3-0.6b"));
    w.method = Method::Full;
    w.precision = Precision::Bf16Mixed;
    w.seqLen = 8192;
    w.microBatch = 1;
    w.flashAttention = true;
    const double hopper = tokensPerSecond(w, roundCard(3350, QStringLiteral("Hopper")), 1);
    const double other = tokensPerSecond(w, roundCard(3350, QStringLiteral("Ada Lovelace")), 1);
    CHECK(hopper < 0.95 * other);
    w.flashAttention = false; // eager attention: no fused kernel's ceiling, the same rate on both
    CHECK(tokensPerSecond(w, roundCard(3350, QStringLiteral("Hopper")), 1) ==
          Approx(tokensPerSecond(w, roundCard(3350, QStringLiteral("Ada Lovelace")), 1)));
}
