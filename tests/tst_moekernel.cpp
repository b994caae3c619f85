#include "app/core/dataset.h"
#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

// A small mixture of experts with round numbers: 4 MoE layers of 8 experts, top-2, expert MLP 1024 wide.
ModelShape smallMoe()
{
    ModelShape m;
    m.layers = 4;
    m.hidden = 2048;
    m.intermediate = 1024;
    m.heads = 16;
    m.kvHeads = 16;
    m.vocab = 32000;
    m.experts = 8;
    m.expertsPerToken = 2;
    m.expertIntermediate = 1024;
    m.moeLayers = 4;
    return m;
}

// The fixture dataset's H100 SXM (3350 GB/s).
const Gpu *fixtureH100()
{
    const Gpu *gpu = fixtureGpus().find(QStringLiteral("fx_h100_sxm"));
    REQUIRE(gpu);
    return gpu;
}

// Seconds one micro-batch takes.
double stepSeconds(const Workload &w, const Gpu &gpu)
{
    return double(w.seqLen) * w.microBatch / tokensPerSecond(w, gpu, 1);
}

} // namespace

TEST_CASE("Per-expert loop: each expert's backward writes its layer's whole stacked expert gradient")
{
    const Gpu *h100 = fixtureH100();
    REQUIRE(h100->memoryBandwidthGbps.value_or(0) == 3350);

    Workload grouped;
    grouped.model = smallMoe();
    grouped.method = Method::Full;
    grouped.precision = Precision::Bf16; // bf16 gradients: 2 bytes
    grouped.checkpointing = Checkpointing::None;
    grouped.seqLen = 4096;
    grouped.microBatch = 8;
    grouped.moeKernel = MoeKernel::Grouped;
    Workload loop = grouped;
    loop.moeKernel = MoeKernel::Loop;

    // By hand. Host: 8 experts x 4 layers x 2 passes x 130 us = 8.32 ms. Gradients: one expert's gate, up
    // and down are 3 x 2048 x 1024 = 6,291,456 parameters, so a layer's 8 experts stack 50,331,648 of them
    // (100,663,296 bytes in bf16); each of the 8 experts' backward writes that as zeros and adds it into
    // the weight's gradient (read, read, write): 4 x 8 x 100,663,296 B = 3,221,225,472 B a layer, x 4
    // layers = 12,884,901,888 B, at 80% of 3350 GB/s (2680 GB/s) = 4.8078 ms.
    const double host = 8 * 4 * 2 * 130e-6;
    const double gradients = 12884901888.0 / 2680e9;
    CHECK(gradients == Approx(4.8078e-3).epsilon(1e-4));
    CHECK(stepSeconds(loop, *h100) - stepSeconds(grouped, *h100) == Approx(host + gradients).epsilon(0.01));

    // The cost grows with the square of the experts: twice the experts (half as wide, the same parameters)
    // doubles it.
    Workload wide = loop, wideGrouped = grouped;
    wide.model.experts = wideGrouped.model.experts = 16;
    wide.model.expertIntermediate = wideGrouped.model.expertIntermediate = 512;
    CHECK(stepSeconds(wide, *h100) - stepSeconds(wideGrouped, *h100) ==
          Approx(2 * host + 2 * gradients).epsilon(0.01));

    // Frozen experts (LoRA) have no weight gradient: the loop costs only the host's time.
    Workload lora = loop, loraGrouped = grouped;
    lora.method = loraGrouped.method = Method::Lora;
    CHECK(stepSeconds(lora, *h100) - stepSeconds(loraGrouped, *h100) == Approx(host).epsilon(0.01));

    // Experts that are modules of their own (an nn.ModuleList, XTuner's DeepSeek-V2) each have their own
    // gradient: no stacked weight is indexed, so the loop costs only the host's time, trained or not.
    Workload modules = loop;
    modules.stack.expertModules = true;
    CHECK(stepSeconds(modules, *h100) - stepSeconds(grouped, *h100) == Approx(host).epsilon(0.01));
}

TEST_CASE("DeepSpeed's ZeRO-3 fetches every module on its own, half a millisecond of the host's each")
{
    const Gpu *h100 = fixtureH100();
    Workload fsdp;
    fsdp.model = smallMoe();
    fsdp.model.experts = fsdp.model.moeLayers = fsdp.model.expertsPerToken = 0; // dense, 4 layers
    fsdp.method = Method::Full;
    fsdp.precision = Precision::Bf16;
    fsdp.checkpointing = Checkpointing::Full;
    fsdp.sharding = Sharding::Fsdp;
    fsdp.seqLen = 512;
    fsdp.microBatch = 1;
    Workload deepspeed = fsdp;
    deepspeed.stack.moduleFetch = true;
    // Seconds of one micro-batch on each of 4 GPUs.
    const auto seconds = [&](const Workload &w) { return 512.0 * 4 / tokensPerSecond(w, *h100, 4); };
    // By hand: 4 layers of q, k, v, o, two norms and two MLP matrices (a plain two-matrix MLP here: 8
    // modules), the embedding, the final norm and the untied head: 35 modules, each fetched in the forward,
    // the recomputed forward and the backward: 105 fetches x 0.5 ms = 52.5 ms, the host's. A model this small
    // waits on the host: the step takes several times FSDP's.
    fsdp.model.gatedMlp = deepspeed.model.gatedMlp = false;
    CHECK(seconds(deepspeed) > 105 * 0.5e-3);
    CHECK(seconds(fsdp) < 0.3 * seconds(deepspeed));
    // Without checkpointing each module is fetched twice, not three times: 35 fetches fewer (x 1.05, the
    // step's margin), the same bytes gathered.
    Workload once = deepspeed;
    once.checkpointing = Checkpointing::None;
    CHECK(seconds(deepspeed) - seconds(once) == Approx(35 * 0.5e-3 * 1.05).epsilon(0.01));
    // ZeRO-2 keeps the weights whole: nothing is fetched.
    deepspeed.sharding = Sharding::Zero2;
    Workload zero2 = fsdp;
    zero2.sharding = Sharding::Zero2;
    CHECK(seconds(deepspeed) == Approx(seconds(zero2)).epsilon(1e-9));
}

TEST_CASE("Dense MoE kernel: every routed expert runs on every token")
{
    const Gpu *h100 = fixtureH100();

    Workload dense;
    dense.model = smallMoe();
    dense.method = Method::Qlora;
    dense.checkpointing = Checkpointing::Full;
    dense.seqLen = 4096;
    dense.moeKernel = MoeKernel::Dense;
    // By hand: the dense kernel is the grouped kernel on the same model with top-k = all 8 experts (every
    // token reaches every expert: 8 routed copies per token, each expert seeing all 4096 rows).
    Workload everyExpert = dense;
    everyExpert.moeKernel = MoeKernel::Grouped;
    everyExpert.model.expertsPerToken = 8;
    CHECK(tokensPerSecond(dense, *h100, 1) == Approx(tokensPerSecond(everyExpert, *h100, 1)));
    CHECK(memory(dense).activations == Approx(memory(everyExpert).activations));

    // Against the top-2 it routes: 4 x the routed experts' FLOPs, slower, and more activations kept.
    Workload grouped = dense;
    grouped.moeKernel = MoeKernel::Grouped;
    CHECK(tokensPerSecond(dense, *h100, 1) < tokensPerSecond(grouped, *h100, 1));
    CHECK(memory(dense).activations > memory(grouped).activations);
    // A dense model has no experts to run: the kernel changes nothing.
    Workload plain = dense;
    plain.model.experts = plain.model.expertsPerToken = plain.model.moeLayers = 0;
    Workload plainGrouped = plain;
    plainGrouped.moeKernel = MoeKernel::Grouped;
    CHECK(tokensPerSecond(plain, *h100, 1) == Approx(tokensPerSecond(plainGrouped, *h100, 1)));
}
