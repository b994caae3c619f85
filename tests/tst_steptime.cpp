// The optimizer step's share of a training step: memory-bound traffic over the trainable parameters on each
// GPU, once per optimizer step.
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/modelpresets.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

Workload smallFullFineTune()
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("qwen3-0.6b"));
    w.method = Method::Full;
    w.precision = Precision::Bf16Mixed;
    w.optimizer = Optimizer::AdamW;
    w.seqLen = 1024;
    w.microBatch = 1;
    return w;
}

// Seconds of one micro-batch on one of `gpus` GPUs.
double microBatchSeconds(const Workload &w, const Gpu &gpu, int gpus)
{
    return double(w.seqLen) * w.microBatch * gpus / tokensPerSecond(w, gpu, gpus);
}

} // namespace

TEST_CASE("The optimizer step streams every trainable parameter's states through memory once a step")
{
    const Gpu gpu = roundCard();
    Workload once = smallFullFineTune();
    Workload twice = once;
    twice.gradAccum = 2;
    // With one micro-batch per step the step is paid each micro-batch, with two it is shared: the difference
    // is half a step. By hand for AdamW under bf16 mixed precision: the fp32 weight (4 B) and its two fp32
    // moments (8 B) read and written (24 B), the fp32 gradient read by the update (4 B) and by clipping's
    // norm, then read and written by its scaling (12 B): 40 B per parameter, at 80% of 2000 GB/s.
    const double params = once.model.totalParams();
    const double step = params * 40 / 1.6e12;
    CHECK(params == Approx(0.6e9).epsilon(0.02)); // Qwen3 0.6B: so the step takes about 15 ms
    CHECK(microBatchSeconds(once, gpu, 1) - microBatchSeconds(twice, gpu, 1) ==
          Approx(step / 2).epsilon(1e-6));

    // Pure bf16 halves every element: 20 B per parameter.
    Workload bf16 = once, bf16Twice = twice;
    bf16.precision = bf16Twice.precision = Precision::Bf16;
    CHECK(microBatchSeconds(bf16, gpu, 1) - microBatchSeconds(bf16Twice, gpu, 1) ==
          Approx(params * 20 / 1.6e12 / 2).epsilon(1e-6));

    // 8-bit AdamW keeps 1-byte moments: 2 x (4 + 2) + 4 x 4 = 28 B.
    Workload eightBit = once, eightBitTwice = twice;
    eightBit.optimizer = eightBitTwice.optimizer = Optimizer::AdamW8bit;
    CHECK(microBatchSeconds(eightBit, gpu, 1) - microBatchSeconds(eightBitTwice, gpu, 1) ==
          Approx(params * 28 / 1.6e12 / 2).epsilon(1e-6));
}

TEST_CASE("The optimizer step is sharded with the optimizer states and counts only what is trained")
{
    const Gpu gpu = roundCard();
    const Workload base = smallFullFineTune();
    // FSDP shards the update over the GPUs. Its gathers and reduce-scatters come with every micro-batch, so
    // four and eight micro-batches per step differ by an eighth of this GPU's share of the step.
    auto stepShare = [&](Sharding sharding, int gpus) {
        Workload once = base;
        once.sharding = sharding;
        once.gradAccum = 4;
        Workload twice = once;
        twice.gradAccum = 8;
        return (microBatchSeconds(once, gpu, gpus) - microBatchSeconds(twice, gpu, gpus)) * 8;
    };
    const double whole = base.model.totalParams() * 40 / 1.6e12;
    CHECK(stepShare(Sharding::Fsdp, 4) == Approx(whole / 4).epsilon(1e-3));
    // Adapters: only the LoRA parameters are updated, a step small enough to vanish against compute.
    Workload lora = base;
    lora.method = Method::Lora;
    Workload loraTwice = lora;
    loraTwice.gradAccum = 2;
    const double adapterStep = trainableParams(lora) * 40 / 1.6e12;
    CHECK(trainableParams(lora) < 0.02 * base.model.totalParams());
    CHECK(microBatchSeconds(lora, gpu, 1) - microBatchSeconds(loraTwice, gpu, 1) ==
          Approx(adapterStep / 2).epsilon(1e-3));
    // ZeRO-Offload runs the update on the CPU: nothing of it is charged to the GPU.
    Workload offloaded = base, offloadedTwice = base;
    offloaded.offload = offloadedTwice.offload = Offload::Optimizer;
    offloadedTwice.gradAccum = 2;
    const double pcie = trainableParams(base) * 6 / (2.0 * 16 * 16 / 16 * 0.6 * 1e9); // Gen5 x16 at 60%
    CHECK(microBatchSeconds(offloaded, gpu, 1) - microBatchSeconds(offloadedTwice, gpu, 1) ==
          Approx(pcie / 2).epsilon(1e-3));
}
