// litgpt's gradient accumulation under FSDP (Fabric's no_backward_sync): the stack table's optional
// "fsdp_accumulation" entry and what it does to the gradients each GPU holds.
#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Estimate;

namespace {

// Llama 2 7B, full fine-tuning in pure bf16 with AdamW on four GPUs under FSDP: the litgpt recipe's shape.
Workload fullOnFour(const Stacks::Stack &stack, int gradAccum)
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("llama-2-7b"));
    w.method = Method::Full;
    w.precision = Precision::Bf16;
    w.optimizer = Optimizer::AdamW;
    w.seqLen = 512;
    w.microBatch = 1;
    w.gradAccum = gradAccum;
    stack.applyTo(w);
    w.sharding = Sharding::Fsdp;
    w.stack.memoryFactor = 1.0; // the table's stack, not a user's calibration of it
    return w;
}

// The bundled table with litgpt's "fsdp_accumulation" entry replaced (or removed where `value` is empty).
QByteArray tableWithAccumulation(const QString &value)
{
    return bundledStacksEdited(QStringLiteral("litgpt"), [&](QJsonObject &entries) {
        QJsonObject entry = entries.value(QStringLiteral("fsdp_accumulation")).toObject();
        REQUIRE_FALSE(entry.isEmpty());
        if (value.isEmpty()) {
            entries.remove(QStringLiteral("fsdp_accumulation"));
            return;
        }
        entry.insert(QStringLiteral("value"), value);
        entries.insert(QStringLiteral("fsdp_accumulation"), entry);
    });
}

} // namespace

TEST_CASE("litgpt accumulates whole gradients under FSDP, and the optimizer step sees them sharded")
{
    const Stacks::Stack *litgpt = Stacks::find(QStringLiteral("litgpt"));
    const Stacks::Stack *hf = Stacks::find(QStringLiteral("hf"));
    REQUIRE(litgpt);
    REQUIRE(hf);
    CHECK(litgpt->traits.unshardedAccumulation);
    CHECK_FALSE(hf->traits.unshardedAccumulation);
    CHECK(litgpt->keys().contains(QStringLiteral("fsdp_accumulation")));
    CHECK_FALSE(hf->keys().contains(QStringLiteral("fsdp_accumulation")));
    CHECK(litgpt->citations.at(QStringLiteral("fsdp_accumulation"))
              .quote.contains(QStringLiteral("fabric.no_backward_sync(model, enabled=is_accumulating)")));

    // By hand: 6,738,415,616 parameters x 2 bytes of bf16 gradient = 13,476,831,232 bytes = 12.551 GiB whole,
    // 3.138 GiB as a quarter shard.
    const double whole = 6738415616.0 * 2 / (1024.0 * 1024.0 * 1024.0);
    REQUIRE(ModelPresets::find(QStringLiteral("llama-2-7b"))->totalParams() == Approx(6738415616.0));
    CHECK(whole == Approx(12.551).margin(0.001));

    // Four micro-batches a step: the forward/backward pass holds the whole gradients on every GPU.
    const Memory accumulating = memory(fullOnFour(*litgpt, 4), 4);
    CHECK_FALSE(accumulating.optimizerStepPeak);
    CHECK(accumulating.gradients == Approx(12.551).margin(0.001));
    // One micro-batch a step: no no_sync, the gradients are reduce-scattered into quarter shards.
    const Memory single = memory(fullOnFour(*litgpt, 1), 4);
    CHECK(single.gradients == Approx(3.138).margin(0.001));
    // The difference is the three other quarters, with the stack's allocator slack on top.
    CHECK(accumulating.forwardBackwardGib - single.forwardBackwardGib ==
          Approx((12.551 - 3.138) * (1 + litgpt->traits.allocatorSlack)).margin(0.002));
    // The optimizer step runs after the sync: its peak is the same with and without accumulation.
    CHECK(accumulating.optimizerStepGib == Approx(single.optimizerStepGib));

    // A stack that reduce-scatters every micro-batch (the Transformers Trainer's traits under FSDP).
    Workload hfJob = fullOnFour(*hf, 4);
    hfJob.precision = Precision::Bf16;
    CHECK(memory(hfJob, 4).gradients == Approx(3.138).margin(0.001));
    // On one GPU there is nothing to shard and nothing changes.
    CHECK(memory(fullOnFour(*litgpt, 4), 1).gradients == Approx(whole).margin(0.001));
    // LoRA (FSDP2 in litgpt): only the adapters' gradients stay whole, a few MB.
    Workload lora = fullOnFour(*litgpt, 4);
    lora.method = Method::Lora;
    lora.loraRank = 8;
    lora.loraTargets = LoraTargets::QV;
    CHECK(memory(lora, 4).gradients < 0.01);
}

TEST_CASE("The optional fsdp_accumulation entry: absent means sharded, a wrong word names the entry")
{
    const Stacks::LoadResult without =
        Stacks::parse(tableWithAccumulation(QString()), QStringLiteral("t.json"));
    INFO(without.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(without.ok());
    for (const Stacks::Stack &stack : without.stacks) {
        CHECK_FALSE(stack.traits.unshardedAccumulation);
        CHECK_FALSE(stack.keys().contains(QStringLiteral("fsdp_accumulation")));
    }

    const Stacks::LoadResult sharded =
        Stacks::parse(tableWithAccumulation(QStringLiteral("sharded")), QStringLiteral("t.json"));
    REQUIRE(sharded.ok());
    for (const Stacks::Stack &stack : sharded.stacks)
        CHECK_FALSE(stack.traits.unshardedAccumulation);

    const Stacks::LoadResult bad =
        Stacks::parse(tableWithAccumulation(QStringLiteral("sometimes")), QStringLiteral("t.json"));
    CHECK_FALSE(bad.ok());
    CHECK(bad.stacks.empty());
    CHECK(bad.errors.join(QLatin1Char('\n'))
              .contains(
                  QStringLiteral("t.json: stack \"litgpt\", entry \"fsdp_accumulation\": expected sharded "
                                 "or unsharded, got \"sometimes\"")));
}
