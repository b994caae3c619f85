// Peak-memory physics behind the dense calibration rows: the fused AdamW's step needs no temporary that the
// multi-tensor one needs, and a cross-entropy kernel over the full logits keeps less than the standard loss.
#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

Workload preset(const char *id, Method method, int seq, int batch)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String(id));
    w.method = method;
    w.precision = Precision::Bf16Mixed;
    w.optimizer = Optimizer::AdamW;
    w.seqLen = seq;
    w.microBatch = batch;
    w.stack.allocatorSlack = 0; // the parts as allocated, so the differences below are exact
    return w;
}

} // namespace

TEST_CASE(
    "Optimizer step memory: the multi-tensor AdamW holds sqrt(v) for every weight and the fused one nothing")
{
    // Full fine-tuning at a short sequence, where the optimizer step is the multi-tensor AdamW's peak.
    Workload fused = preset("qwen3-0.6b", Method::Full, 256, 1);
    Workload multiTensor = fused;
    multiTensor.stack.foreachOptimizer = true;
    const Memory f = memory(fused, 1), m = memory(multiTensor, 1);
    CHECK(m.optimizerStepPeak);
    // Mixed precision keeps each moment in fp32: the foreach path's one extra state-sized list is 4 bytes a
    // weight, and the fused kernel's step holds the weights, gradients and states alone.
    const double moment = fused.model.totalParams() * 4.0 / kGiB;
    CHECK(m.optimizerStepGib - f.optimizerStepGib == Approx(moment).epsilon(1e-9));
    CHECK(f.optimizerStepGib == Approx(f.weights + f.gradients + f.optimizer + f.cudaContext).epsilon(1e-9));
    // 8-bit AdamW updates in place whichever kernel the stack names.
    fused.optimizer = multiTensor.optimizer = Optimizer::AdamW8bit;
    CHECK(memory(multiTensor, 1).optimizerStepGib ==
          Approx(memory(fused, 1).optimizerStepGib).epsilon(1e-12));
}

TEST_CASE("Loss memory: a cross-entropy kernel on the full logits keeps 8 bytes per logit where the standard "
          "loss keeps 12")
{
    // fms-acceleration's fast_loss on Llama 3.1 8B at 4 x 4096 tokens (calibration rows C-C2, C-C5, C-C8).
    Workload standard = preset("llama-3.1-8b", Method::Qlora, 4096, 4);
    standard.checkpointing = Checkpointing::Full;
    Workload kernel = standard;
    kernel.loss = Loss::Kernel;
    const double logits = 4.0 * 4096 * double(standard.model.vocab) / kGiB;
    CHECK(memory(kernel, 1).logits == Approx(8.0 * logits).epsilon(1e-9));
    CHECK(memory(standard, 1).logits == Approx(12.0 * logits).epsilon(1e-9));
    // Only the logits differ: the layers keep what they keep whatever the loss.
    CHECK(memory(standard, 1).activations - memory(kernel, 1).activations ==
          Approx(4.0 * logits).epsilon(1e-9));
    // Between the standard loss and Liger's fused one, which keeps one chunk.
    Workload liger = standard;
    liger.loss = Loss::Fused;
    CHECK(memory(liger, 1).logits < memory(kernel, 1).logits);
    // The word the command line, the job file and the stack table read.
    REQUIRE(Words::parse<Loss>(QStringLiteral("kernel")).has_value());
    CHECK(*Words::parse<Loss>(QStringLiteral("kernel")) == Loss::Kernel);
    CHECK(Words::of(Loss::Kernel) == QLatin1String("kernel"));
}

TEST_CASE("Weights under FSDP: the Trainer's autocast copies are not made when FSDP gathers in bf16")
{
    // Full fine-tuning under mixed precision: one GPU keeps the fp32 weights and autocast's bf16 copies, FSDP
    // keeps the fp32 shard and gathers bf16 layers, as a stack whose master weights are sharded fp32 does.
    Workload autocast = preset("qwen3-0.6b", Method::Full, 1024, 1);
    autocast.stack.masterWeights = MasterWeights::Autocast;
    autocast.sharding = Sharding::Fsdp;
    Workload sharded = autocast;
    sharded.stack.masterWeights = MasterWeights::ShardedFp32;
    const double params = autocast.model.totalParams();
    CHECK(memory(autocast, 1).weights - memory(sharded, 1).weights ==
          Approx(params * 2.0 / kGiB).epsilon(1e-9));
    for (int gpus : {2, 4, 8}) {
        INFO(gpus << " GPUs");
        CHECK(memory(autocast, gpus).weights == Approx(memory(sharded, gpus).weights).epsilon(1e-12));
    }
    // Data parallelism without sharding keeps whole weights on every GPU, and autocast copies them.
    autocast.sharding = sharded.sharding = Sharding::Ddp;
    CHECK(memory(autocast, 4).weights - memory(sharded, 4).weights ==
          Approx(params * 2.0 / kGiB).epsilon(1e-9));
}
