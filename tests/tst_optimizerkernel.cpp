// Which AdamW implementation a stack runs: the stack table's optional "optimizer_kernel" entry and the
// optimizer step's memory traffic under torch's fused kernel and its multi-tensor (foreach) ops.
#include "app/core/estimate.h"
#include "app/core/gpu.h"
#include "app/core/modelpresets.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Estimate;

namespace {

// roundCard(): 80% of 2000 GB/s is 1.6e12 B/s for the optimizer step.
Workload smallFullFineTune(bool foreach)
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("qwen3-0.6b"));
    w.method = Method::Full;
    w.precision = Precision::Bf16Mixed;
    w.optimizer = Optimizer::AdamW;
    w.seqLen = 1024;
    w.microBatch = 1;
    w.stack.foreachOptimizer = foreach;
    // Plain tensors, whole on the one GPU: the host issues a foreach step in a few launches, so the step is
    // its memory traffic alone (FSDP's DTensors are the next test's).
    w.sharding = Sharding::Ddp;
    return w;
}

// Seconds that one optimizer step adds to a micro-batch on `gpus` GPUs: with one micro-batch per step it is
// paid each micro-batch, with two it is shared, so the difference is half a step.
double halfStepSeconds(const Workload &once, const Gpu &gpu, int gpus = 1)
{
    Workload twice = once;
    twice.gradAccum = 2;
    auto seconds = [&](const Workload &w) {
        return double(w.seqLen) * w.microBatch * gpus / tokensPerSecond(w, gpu, gpus);
    };
    return seconds(once) - seconds(twice);
}

// The bundled table with prime-rl's "optimizer_kernel" entry given `value` (removed where it is empty).
QByteArray withKernel(const QString &value)
{
    return bundledStacksEdited(QStringLiteral("prime-rl"), [&](QJsonObject &entries) {
        QJsonObject entry = entries.value(QStringLiteral("optimizer_kernel")).toObject();
        REQUIRE_FALSE(entry.isEmpty());
        if (value.isEmpty()) {
            entries.remove(QStringLiteral("optimizer_kernel"));
            return;
        }
        entry.insert(QStringLiteral("value"), value);
        entries.insert(QStringLiteral("optimizer_kernel"), entry);
    });
}

} // namespace

TEST_CASE("torch's foreach AdamW moves each moment twelve times and the weight four")
{
    const Gpu gpu = roundCard();
    const double params = smallFullFineTune(false).model.totalParams();
    CHECK(params == Approx(0.6e9).epsilon(0.02));

    // Fused, under bf16 mixed precision: 2 x (4 B weight + 8 B moments) + 4 B gradient + 3 x 4 B clipping.
    CHECK(halfStepSeconds(smallFullFineTune(false), gpu) == Approx(params * 40 / 1.6e12 / 2).epsilon(1e-6));
    // Foreach, by hand from _multi_tensor_adam's eight kernels: weight decay (W read, written), lerp of the
    // first moment (M, G read, M written), mul and addcmul of the second (M read and written, then M and G
    // read, M written), sqrt into a new list, div and add on it (3 x 2M), addcdiv into the weight (W, 2M
    // read, W written): 4 x 4 + 12 x 4 + 2 x 4 = 72 B, and clipping's 12 B: 84 B per parameter.
    CHECK(halfStepSeconds(smallFullFineTune(true), gpu) == Approx(params * 84 / 1.6e12 / 2).epsilon(1e-6));

    // Pure bf16 halves every tensor: 4 x 2 + 12 x 2 + 2 x 2 + 3 x 2 = 42 B.
    Workload bf16 = smallFullFineTune(true);
    bf16.precision = Precision::Bf16;
    CHECK(halfStepSeconds(bf16, gpu) == Approx(params * 42 / 1.6e12 / 2).epsilon(1e-6));

    // bitsandbytes' 8-bit AdamW is its own kernel whatever torch would pick: still 2 x (4 + 2) + 4 x 4 = 28
    // B.
    Workload eightBit = smallFullFineTune(true);
    eightBit.optimizer = Optimizer::AdamW8bit;
    CHECK(halfStepSeconds(eightBit, gpu) == Approx(params * 28 / 1.6e12 / 2).epsilon(1e-6));

    // The formula says which one it charged.
    CHECK(formulaText(smallFullFineTune(true)).contains(QStringLiteral("84 B per trainable parameter")));
    CHECK(formulaText(smallFullFineTune(true)).contains(QStringLiteral("foreach")));
    CHECK_FALSE(formulaText(smallFullFineTune(false)).contains(QStringLiteral("foreach")));
}

TEST_CASE("Over FSDP's DTensor parameters the foreach step takes the host 0.92 ms a tensor, on any GPU count")
{
    const Gpu gpu = roundCard();
    const double perTensor = 0.138 / 150; // microsoft/dion pull request 63: ~138 ms for ~150 AdamW params
    Workload sharded = smallFullFineTune(true);
    sharded.sharding = Sharding::Fsdp;
    sharded.stack.dtensorParameters = true; // FSDP2's fully_shard
    // Qwen3 0.6B: 28 layers of q, k, v, o, two norms and three MLP matrices, the tied embedding and the final
    // norm: 254 tensors, 0.234 s, against 31 ms of memory traffic (84 B a parameter at 1.6e12 B/s).
    const double host = 254 * perTensor;
    CHECK(halfStepSeconds(sharded, gpu) == Approx(host / 2).epsilon(1e-6));
    // Each of 8 GPUs holds a shard of every tensor: its traffic shrinks eightfold, the host's work does not.
    CHECK(halfStepSeconds(sharded, gpu, 8) == Approx(host / 2).epsilon(1e-6));
    // LoRA on every linear: an A and a B for each of 7 linears in 28 layers, 392 tensors.
    Workload lora = sharded;
    lora.method = Method::Lora;
    lora.loraTargets = LoraTargets::AllLinear;
    CHECK(halfStepSeconds(lora, gpu) == Approx(392 * perTensor / 2).epsilon(1e-6));
    // The fused kernel, and the same foreach step over plain tensors, pay only their memory traffic.
    Workload fused = sharded;
    fused.stack.foreachOptimizer = false;
    const double params = sharded.model.totalParams();
    CHECK(halfStepSeconds(fused, gpu) == Approx(params * 40 / 1.6e12 / 2).epsilon(1e-6));
    CHECK(halfStepSeconds(smallFullFineTune(true), gpu) == Approx(params * 84 / 1.6e12 / 2).epsilon(1e-6));
    // FSDP1's flat parameters (or ZeRO's partitions) are a few tensors whatever the model: no host floor.
    Workload flat = sharded;
    flat.stack.dtensorParameters = false;
    CHECK(halfStepSeconds(flat, gpu) == Approx(params * 84 / 1.6e12 / 2).epsilon(1e-6));
    CHECK(halfStepSeconds(flat, gpu, 8) == Approx(params * 84 / 1.6e12 / 2 / 8).epsilon(1e-6));
    // A loop over expert modules gives the optimizer one tensor per expert and matrix.
    Workload moe = sharded;
    moe.model = *ModelPresets::find(QStringLiteral("qwen3-30b-a3b"));
    moe.moeKernel = MoeKernel::Grouped;
    const double grouped = halfStepSeconds(moe, gpu, 8);
    moe.moeKernel = MoeKernel::Loop;
    // A loop that indexes weights stacked per layer (the table's default) updates the same tensors as
    // grouped GEMM does.
    CHECK(halfStepSeconds(moe, gpu, 8) == Approx(grouped).epsilon(1e-9));
    moe.stack.expertModules = true;
    CHECK(halfStepSeconds(moe, gpu, 8) - grouped ==
          Approx(moe.model.moeLayers * (moe.model.experts - 1) * 3 * perTensor / 2).epsilon(1e-3));
    // LoRA on the experts too: an A and a B for each expert's matrices where they are modules.
    Workload moeLora = moe;
    moeLora.method = Method::Lora;
    moeLora.loraTargets = LoraTargets::AllLinear;
    moeLora.adaptExperts = true;
    moeLora.moeKernel = MoeKernel::Grouped;
    const double stackedAdapters = halfStepSeconds(moeLora, gpu, 8);
    moeLora.moeKernel = MoeKernel::Loop;
    CHECK(halfStepSeconds(moeLora, gpu, 8) - stackedAdapters ==
          Approx(moe.model.moeLayers * (moe.model.experts - 1) * 3 * 2 * perTensor / 2).epsilon(1e-3));
    // The formula says so, in the reader's numbers.
    CHECK(formulaText(sharded).contains(QStringLiteral("0.92 ms for each of the 254 trainable tensors")));
    CHECK(
        formulaText(sharded, QLocale(QLocale::German, QLocale::Germany)).contains(QStringLiteral("0,92 ms")));
    CHECK_FALSE(formulaText(fused).contains(QStringLiteral("trainable tensors")));
}

TEST_CASE("prime-rl's release runs torch's foreach AdamW, the other stacks the fused kernel")
{
    const Stacks::Stack *primeRl = Stacks::find(QStringLiteral("prime-rl"));
    const Stacks::Stack *hf = Stacks::find(QStringLiteral("hf"));
    REQUIRE(primeRl);
    REQUIRE(hf);
    CHECK(primeRl->traits.foreachOptimizer);
    CHECK_FALSE(hf->traits.foreachOptimizer);
    CHECK(primeRl->keys().contains(QStringLiteral("optimizer_kernel")));
    CHECK_FALSE(hf->keys().contains(QStringLiteral("optimizer_kernel")));
    const Stacks::Citation &cited = primeRl->citations.at(QStringLiteral("optimizer_kernel"));
    CHECK(cited.source.contains(QStringLiteral("optim.py")));
    CHECK(cited.quote.contains(QStringLiteral("return AdamW(")));
    CHECK_FALSE(cited.quote.contains(QStringLiteral("fused")));

    Workload w;
    primeRl->applyTo(w);
    CHECK(w.stack.foreachOptimizer);
}

TEST_CASE("The optional optimizer_kernel entry: absent means fused, a wrong word names the entry")
{
    const Stacks::LoadResult without = Stacks::parse(withKernel(QString()), QStringLiteral("t.json"));
    INFO(without.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(without.ok());
    const auto primeIn = [](const Stacks::LoadResult &table) -> const Stacks::Stack & {
        const auto it = std::find_if(table.stacks.begin(), table.stacks.end(), [](const Stacks::Stack &s) {
            return s.id == QLatin1String("prime-rl");
        });
        REQUIRE(it != table.stacks.end());
        return *it;
    };
    CHECK_FALSE(primeIn(without).traits.foreachOptimizer);
    CHECK_FALSE(primeIn(without).keys().contains(QStringLiteral("optimizer_kernel")));

    const Stacks::LoadResult fused =
        Stacks::parse(withKernel(QStringLiteral("fused")), QStringLiteral("t.json"));
    REQUIRE(fused.ok());
    CHECK_FALSE(primeIn(fused).traits.foreachOptimizer);

    const Stacks::LoadResult bad =
        Stacks::parse(withKernel(QStringLiteral("apex")), QStringLiteral("t.json"));
    CHECK_FALSE(bad.ok());
    CHECK(bad.stacks.empty());
    CHECK(bad.errors.join(QLatin1Char('\n'))
              .contains(
                  QStringLiteral("t.json: stack \"prime-rl\", entry \"optimizer_kernel\": expected fused or "
                                 "foreach, got \"apex\"")));
}
