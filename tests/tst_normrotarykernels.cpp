// Fused RMSNorm and rotary kernels as a stack's default, whatever its loss: NeMo AutoModel fuses both on
// every path (Liger on the models it loads through Hugging Face; a compiled fp32 RMSNorm and Transformer
// Engine's fused RoPE on its own), while its loss stays the standard one over whole fp32 logits.
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QJsonObject>

using namespace Estimate;

namespace {

// NeMo AutoModel's published LoRA benchmark on one H100 (examples/llm_benchmark/llama3_1/
// llama3_1_8b_peft_benchmark.yaml: Llama 3.1 8B, rank 16 on the projections, local batch 2, 4096 tokens).
Workload nemoLlama8bLora()
{
    return workloadWith({{QStringLiteral("stack"), QStringLiteral("nemo-automodel")},
                         {QStringLiteral("model"), QStringLiteral("llama-3.1-8b")},
                         {QStringLiteral("method"), QStringLiteral("lora")},
                         {QStringLiteral("lora-rank"), QStringLiteral("16")},
                         {QStringLiteral("seq"), QStringLiteral("4096")},
                         {QStringLiteral("batch"), QStringLiteral("2")}});
}

} // namespace

TEST_CASE("Norm and rotary kernels: NeMo AutoModel fuses both by default, cited, and the others do not")
{
    const Stacks::Stack *nemo = Stacks::find(QStringLiteral("nemo-automodel"));
    REQUIRE(nemo);
    CHECK(nemo->traits.fusedNormRotary);
    CHECK(nemo->loss == Loss::Standard); // the kernels, not the loss
    REQUIRE(nemo->keys().contains(QStringLiteral("norm_rotary_kernels")));
    const Stacks::Citation &cited = nemo->citations.at(QStringLiteral("norm_rotary_kernels"));
    CHECK(cited.quote.contains(QStringLiteral("rope_fusion: bool = HAVE_TE")));
    CHECK(cited.quote.contains(QStringLiteral("@torch.compile")));
    CHECK(cited.note.contains(QStringLiteral("_patch_liger_kernel")));
    CHECK_FALSE(cited.estimate);
    for (const QString &id : Stacks::ids()) {
        if (id != QLatin1String("nemo-automodel"))
            CHECK_FALSE(Stacks::find(id)->traits.fusedNormRotary);
    }
}

TEST_CASE("Norm and rotary kernels: the stack's fused kernels save what a fused loss's package saves")
{
    const Workload nemo = nemoLlama8bLora();
    REQUIRE(nemo.stack.fusedNormRotary);
    REQUIRE(nemo.loss == Loss::Standard);
    CHECK(fusedNormRotary(nemo));

    Workload unfused = nemo;
    unfused.stack.fusedNormRotary = false;
    CHECK_FALSE(fusedNormRotary(unfused));
    Workload kernelLoss =
        unfused; // fms-acceleration's fast kernels: the loss kernel brings the norm and rope
    kernelLoss.loss = Loss::Kernel;
    CHECK(fusedNormRotary(kernelLoss));

    const double fused = tokensPerSecond(nemo, fixtureGpu("fx_h100_sxm"), 1);
    const double plain = tokensPerSecond(unfused, fixtureGpu("fx_h100_sxm"), 1);
    // The kernel loss streams the standard loss's traffic (the same passes over fp32 logits), so the two
    // ways to the same kernels give the same speed.
    CHECK(tokensPerSecond(kernelLoss, fixtureGpu("fx_h100_sxm"), 1) == Approx(fused));
    // The time saved per token, by hand: Llama 3.1 8B's two norms over 4096 and the rotation of q (4096) and
    // k (1024), (36 - 4) and (20 - 4) bytes per element, in the forward and the backward counted as two
    // forwards, over 32 layers, at 80% of the H100's 3,350 GB/s.
    const double savedBytes = 2.0 * 4096 * 32 + (4096 + 1024) * 16;
    CHECK(fusedNormRotarySavedBytes(nemo.model) == Approx(savedBytes));
    const double savedSeconds = savedBytes * 3 * 32 / (0.8 * 3350e9);
    CHECK(1.0 / plain - 1.0 / fused == Approx(savedSeconds).epsilon(1e-6));
    // NeMo AutoModel measured 12,473 tokens/s on this job (its performance summary, row W5 of the
    // calibration set): without the kernels the estimate was 14% low.
    CHECK(fused / plain > 1.1);
}

TEST_CASE("Norm and rotary kernels: the formula says where they come from")
{
    const Workload nemo = nemoLlama8bLora();
    CHECK(formulaText(nemo).contains(QStringLiteral(
        "RMSNorm and the rotary embedding run as fused kernels (NeMo AutoModel's default): each "
        "pass moves 336 kB less per token and layer")));
    Workload hfFused = nemo;
    hfFused.stack = Stacks::find(QStringLiteral("hf"))->traits;
    hfFused.loss = Loss::Fused;
    CHECK(formulaText(hfFused).contains(QStringLiteral("fused kernels (with the fused loss's package)")));
    hfFused.loss = Loss::Standard;
    CHECK_FALSE(formulaText(hfFused).contains(QStringLiteral("fused kernels (")));
}

TEST_CASE("Norm and rotary kernels: absent means unfused, a wrong word names the entry")
{
    const Stacks::LoadResult without = Stacks::parse(
        bundledStacksEdited(QStringLiteral("nemo-automodel"),
                            [](QJsonObject &entries) {
                                REQUIRE(entries.contains(QStringLiteral("norm_rotary_kernels")));
                                entries.remove(QStringLiteral("norm_rotary_kernels"));
                            }),
        QStringLiteral("t.json"));
    INFO(without.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(without.ok());
    for (const Stacks::Stack &stack : without.stacks)
        CHECK_FALSE(stack.traits.fusedNormRotary);

    const Stacks::LoadResult bad =
        Stacks::parse(stackFixture("bad_norm_rotary_kernels"), QStringLiteral("t.json"));
    CHECK_FALSE(bad.ok());
    CHECK(bad.stacks.empty());
    CHECK(
        bad.errors.join(QLatin1Char('\n'))
            .contains(QStringLiteral("t.json: stack \"hf\", entry \"norm_rotary_kernels\": expected unfused "
                                     "or fused, got \"liger\"")));
}

TEST_CASE("Norm and rotary kernels: torch.compile fuses them on any stack, and the job says so")
{
    const Workload plain = workloadWith({{QStringLiteral("stack"), QStringLiteral("hf")},
                                         {QStringLiteral("model"), QStringLiteral("llama-3.1-8b")},
                                         {QStringLiteral("method"), QStringLiteral("lora")},
                                         {QStringLiteral("seq"), QStringLiteral("4096")},
                                         {QStringLiteral("batch"), QStringLiteral("2")}});
    REQUIRE_FALSE(plain.compiled);
    CHECK_FALSE(fusedNormRotary(plain));
    QString error;
    Job job;
    job.workload = plain;
    REQUIRE(JobFields::set(job, QStringLiteral("compile"), QStringLiteral("yes"), &error));
    const Workload compiled = job.workload;
    CHECK(compiled.compiled);
    CHECK(fusedNormRotary(compiled));
    CHECK(describe(compiled).contains(QStringLiteral(", torch.compile")));
    CHECK(formulaText(compiled).contains(QStringLiteral("fused kernels (torch.compile)")));
    // The same saving as the kernel loss's package brings.
    Workload kernelLoss = plain;
    kernelLoss.loss = Loss::Kernel;
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    CHECK(tokensPerSecond(compiled, h100, 1) == Approx(tokensPerSecond(kernelLoss, h100, 1)));
    CHECK(tokensPerSecond(compiled, h100, 1) > tokensPerSecond(plain, h100, 1));
    // Memory is the same: the estimate counts compile's fusion as speed only.
    CHECK(memory(compiled).total() == Approx(memory(plain).total()));
}

TEST_CASE(
    "Norm and rotary kernels: prime-rl compiles by default (stack entry compile), cited and overridable")
{
    const Stacks::Stack *prime = Stacks::find(QStringLiteral("prime-rl"));
    REQUIRE(prime);
    CHECK(prime->compiled);
    REQUIRE(prime->keys().contains(QStringLiteral("compile")));
    CHECK(prime->citations.at(QStringLiteral("compile"))
              .quote.contains(QStringLiteral("compile: CompileConfig | None = CompileConfig()")));
    // fms-fsdp compiles by default too (use_torch_compile: bool = True); every other stack runs eagerly.
    const QStringList compiledByDefault{QStringLiteral("prime-rl"), QStringLiteral("fms-fsdp")};
    for (const QString &id : Stacks::ids()) {
        INFO(id.toStdString());
        CHECK(Stacks::find(id)->compiled == compiledByDefault.contains(id));
    }
    const Workload onPrime = workloadWith({{QStringLiteral("stack"), QStringLiteral("prime-rl")}});
    CHECK(onPrime.compiled);
    const Workload off = workloadWith({{QStringLiteral("stack"), QStringLiteral("prime-rl")},
                                       {QStringLiteral("compile"), QStringLiteral("no")}});
    CHECK_FALSE(off.compiled);
    CHECK_FALSE(workloadWith({{QStringLiteral("stack"), QStringLiteral("torchtune")}}).compiled);

    const Stacks::LoadResult words =
        Stacks::parse(bundledStacksEdited(QStringLiteral("prime-rl"),
                                          [](QJsonObject &entries) {
                                              QJsonObject entry =
                                                  entries.value(QStringLiteral("compile")).toObject();
                                              entry.insert(QStringLiteral("value"), QStringLiteral("yes"));
                                              entries.insert(QStringLiteral("compile"), entry);
                                          }),
                      QStringLiteral("t.json"));
    CHECK_FALSE(words.ok());
    CHECK(words.errors.join(QLatin1Char('\n'))
              .contains(QStringLiteral("stack \"prime-rl\", entry \"compile\"")));
}
