// The inter-node link a job's rings get: NCCL runs one ring through each NIC of a node whose GPUs NVLink
// joins, so those NICs carry the gathers together; a PCIe or bridged GPU's rings get its own NIC.
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

// NeMo AutoModel's 64-GPU pre-training benchmark shape (examples/llm_benchmark/llama3_3/
// custom_llama3_1_70b_pretrain_benchmark_8nodes.yaml): Llama 3.1 70B, full, 8192 tokens, micro-batch 1,
// four micro-batches a step, checkpointed, FSDP over eight nodes of eight, on NeMo AutoModel.
Workload llama70bFull()
{
    return workloadWith({{QStringLiteral("stack"), QStringLiteral("nemo-automodel")},
                         {QStringLiteral("model"), QStringLiteral("llama-3.1-70b")},
                         {QStringLiteral("method"), QStringLiteral("full")},
                         {QStringLiteral("precision"), QStringLiteral("bf16")},
                         {QStringLiteral("seq"), QStringLiteral("8192")},
                         {QStringLiteral("batch"), QStringLiteral("1")},
                         {QStringLiteral("grad-accum"), QStringLiteral("4")},
                         {QStringLiteral("ckpt"), QStringLiteral("full")},
                         {QStringLiteral("sharding"), QStringLiteral("fsdp")}});
}

} // namespace

TEST_CASE("Inter-node link: an NVLink node's NICs carry its rings together, a PCIe node's GPU has its own")
{
    Workload w = llama70bFull();
    w.interNodeGbps = 400;
    w.gpusPerNode = 8;
    // 8 NICs x 400 Gb/s = 400 GB/s, 70% achieved.
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_h100_sxm")) == Approx(280));
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_b200")) == Approx(280));
    // A bridged pair (H100 PCIe, A100 40GB PCIe) or a PCIe-only card: one NIC's 50 GB/s, 70% achieved.
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_h100_pcie")) == Approx(35));
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_a100_40_pcie")) == Approx(35));
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_l40s")) == Approx(35));
    // Four GPUs (and NICs) a node pool half as much.
    w.gpusPerNode = 4;
    CHECK(interNodeBandwidth(w, fixtureGpu("fx_h100_sxm")) == Approx(140));
}

TEST_CASE("Inter-node link: 64 H100s on 400 Gb/s per GPU keep up with the compute, 25 Gb/s does not")
{
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    Workload w = llama70bFull();
    w.interNodeGbps = 400;
    const double rail = tokensPerSecond(w, h100, 64);
    // Per micro-batch each GPU gathers the 70B bf16 weights twice and reduce-scatters their gradients:
    // 3 x 141 GB x 63/64 = 417 GB, 1.5 s at 280 GB/s, against about 10 s of compute for 8192 tokens.
    Workload fast = w;
    fast.interNodeGbps = 3200;
    CHECK(rail == Approx(tokensPerSecond(fast, h100, 64)));
    // NeMo AutoModel measured 866.77 tokens/s per GPU on this job (its performance summary, W4 in the
    // calibration set); the estimate is within 10% of it.
    CHECK(rail / 64 == Approx(866.77).epsilon(0.1));
    // At 25 Gb/s per GPU the pooled NICs give 17.5 GB/s: 24 s of gathers a micro-batch set the pace.
    Workload slow = w;
    slow.interNodeGbps = 25;
    CHECK(tokensPerSecond(slow, h100, 64) < 0.8 * rail);
}
