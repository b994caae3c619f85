// What a GPU sustains, not what its datasheet states: the T4's power-capped tensor rate, and the attention
// kernel a stack runs on Hopper (Transformer Engine's cuDNN fused attention against FlashAttention-2).
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/modelpresets.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QJsonObject>

using namespace Estimate;

namespace {

// TinyLlama-sized QLoRA at 4096 tokens: compute-bound on a T4 (N-US4's shape).
Workload tinyQlora()
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("tinyllama-1.1b"));
    w.method = Method::Qlora;
    w.precision = Precision::Fp16Mixed;
    w.seqLen = 4096;
    w.microBatch = 2;
    return w;
}

// The bundled table with nemo-automodel's "attention" and "attention_kernel" entries set (the kernel removed
// where `kernel` is empty).
QByteArray withAttention(const QString &attention, const QString &kernel)
{
    return bundledStacksEdited(QStringLiteral("nemo-automodel"), [&](QJsonObject &entries) {
        QJsonObject a = entries.value(QStringLiteral("attention")).toObject();
        a.insert(QStringLiteral("value"), attention);
        entries.insert(QStringLiteral("attention"), a);
        QJsonObject k = entries.value(QStringLiteral("attention_kernel")).toObject();
        REQUIRE_FALSE(k.isEmpty());
        if (kernel.isEmpty()) {
            entries.remove(QStringLiteral("attention_kernel"));
            return;
        }
        k.insert(QStringLiteral("value"), kernel);
        entries.insert(QStringLiteral("attention_kernel"), k);
    });
}

} // namespace

TEST_CASE("Sustained rate: the T4's power limit holds continuous GEMMs at 24 of its 65 FP16 TFLOPS")
{
    const Gpu &t4 = fixtureGpu(QStringLiteral("fx_t4"));
    CHECK(trainingTflops(t4, Precision::Fp16Mixed) == Approx(65));
    CHECK(sustainedTflops(t4, Precision::Fp16Mixed) == Approx(24));
    CHECK(sustainedTflops(t4, Precision::Bf16Mixed) == Approx(24));
    // No published figure for its FP32 rate: as stated.
    CHECK(sustainedTflops(t4, Precision::Fp32) == Approx(trainingTflops(t4, Precision::Fp32)));
    // Boards that hold their clocks keep their stated peak.
    for (const QString &id : {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_a10"),
                              QStringLiteral("fx_l4"), QStringLiteral("fx_a100_80_sxm")}) {
        INFO(id.toStdString());
        const Gpu &gpu = fixtureGpu(id);
        CHECK(sustainedTflops(gpu, Precision::Bf16Mixed) ==
              Approx(trainingTflops(gpu, Precision::Bf16Mixed)));
    }
}

TEST_CASE("Sustained rate: a compute-bound job on a T4 runs at 24 / 65 of the stated peak's speed")
{
    const Gpu &t4 = fixtureGpu(QStringLiteral("fx_t4"));
    Gpu unlimited = t4; // the same card had its board power to hold the boost clock
    unlimited.tdpW = 150;
    const Workload w = tinyQlora();
    const double capped = tokensPerSecond(w, t4, 1);
    const double stated = tokensPerSecond(w, unlimited, 1);
    REQUIRE(stated > 0);
    // Matmuls and attention scale with the rate; the memory-bound parts (dequantisation, the loss, the
    // optimizer step) do not, so the ratio lies between 24 / 65 and 1, and near the former.
    CHECK(capped / stated > 24.0 / 65.0);
    CHECK(capped / stated < 0.5);
}

TEST_CASE("Attention kernel: cuDNN's fused attention on Hopper, derived from FlashAttention-3's figures")
{
    const Gpu hopper = roundCard(3350, QStringLiteral("Hopper"));
    // 3.5 / (1 / 600 + 2.5 / 518) = 539 TFLOPs/s of the H100's 989.4.
    CHECK(3.5 / (1.0 / 600 + 2.5 / 518) == Approx(539).epsilon(2e-3));
    CHECK(fusedAttentionCeiling(hopper, true) == Approx(539.0 / 989.4));
    CHECK(fusedAttentionCeiling(hopper, false) == Approx(335.0 / 989.4));
    CHECK(fusedAttentionCeiling(roundCard(3350, QStringLiteral("Ampere")), true) == 0.0);
    const Precision bf16 = Precision::Bf16Mixed;
    // One forward and its backward, 3e12 FLOPs, at an MFU rate of 5e14 FLOP/s: 6 ms. FlashAttention-2's
    // ceiling decides (3.5e12 at 335e12 x 1000 / 989.4: 10.337 ms); cuDNN's, 3.5e12 at 539e12 x 1000 / 989.4
    // = 6.425 ms, still slower than the MFU here.
    CHECK(attentionSeconds(3e12, 1.0, 5e14, hopper, bf16, true, false) == Approx(10.337e-3).epsilon(1e-4));
    CHECK(attentionSeconds(3e12, 1.0, 5e14, hopper, bf16, true, true) == Approx(6.4247e-3).epsilon(1e-4));
    // At an MFU rate of 4e14 (7.5 ms) cuDNN's ceiling no longer binds.
    CHECK(attentionSeconds(3e12, 1.0, 4e14, hopper, bf16, true, true) == Approx(7.5e-3));
}

TEST_CASE(
    "Attention kernel: Megatron and NeMo AutoModel run Transformer Engine's, the others FlashAttention-2")
{
    for (const QString &id : {QStringLiteral("megatron"), QStringLiteral("nemo-automodel")}) {
        const Stacks::Stack *stack = Stacks::find(id);
        REQUIRE(stack);
        CHECK(stack->traits.cudnnAttention);
        CHECK(stack->keys().contains(QStringLiteral("attention_kernel")));
        CHECK(stack->citations.at(QStringLiteral("attention_kernel")).quote.contains(QStringLiteral("te")));
    }
    for (const QString &id :
         {QStringLiteral("hf"), QStringLiteral("torchtitan"), QStringLiteral("prime-rl")}) {
        const Stacks::Stack *stack = Stacks::find(id);
        REQUIRE(stack);
        CHECK_FALSE(stack->traits.cudnnAttention);
        CHECK_FALSE(stack->keys().contains(QStringLiteral("attention_kernel")));
    }

    // A Transformer Engine stack on an H100 at a long sequence runs faster than the same job under
    // FlashAttention-2's ceiling.
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("qwen3-0.6b"));
    w.method = Method::Full;
    w.precision = Precision::Bf16Mixed;
    w.seqLen = 8192;
    const Gpu hopper = roundCard(3350, QStringLiteral("Hopper"));
    const double flash = tokensPerSecond(w, hopper, 1);
    w.stack.cudnnAttention = true;
    CHECK(tokensPerSecond(w, hopper, 1) > 1.05 * flash);
    CHECK(formulaText(w).contains(QStringLiteral("cuDNN")));
}

TEST_CASE("Attention kernel: absent means FlashAttention-2, a wrong word or eager attention names the entry")
{
    const Stacks::LoadResult without =
        Stacks::parse(withAttention(QStringLiteral("fused"), QString()), QStringLiteral("t.json"));
    INFO(without.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(without.ok());
    for (const Stacks::Stack &stack : without.stacks) {
        if (stack.id == QLatin1String("nemo-automodel"))
            CHECK_FALSE(stack.traits.cudnnAttention);
    }

    const Stacks::LoadResult bad = Stacks::parse(
        withAttention(QStringLiteral("fused"), QStringLiteral("xformers")), QStringLiteral("t.json"));
    CHECK_FALSE(bad.ok());
    CHECK(bad.errors.join(QLatin1Char('\n'))
              .contains(QStringLiteral("stack \"nemo-automodel\", entry \"attention_kernel\": expected "
                                       "flash-attn-2 or cudnn, got \"xformers\"")));

    const Stacks::LoadResult eager = Stacks::parse(
        withAttention(QStringLiteral("eager"), QStringLiteral("cudnn")), QStringLiteral("t.json"));
    CHECK_FALSE(eager.ok());
    CHECK(eager.errors.join(QLatin1Char('\n')).contains(QStringLiteral("entry \"attention_kernel\"")));
    CHECK(eager.errors.join(QLatin1Char('\n')).contains(QStringLiteral("attention is \"eager\"")));
}
