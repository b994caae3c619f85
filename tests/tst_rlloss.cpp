// What a trainer's loss keeps beyond the Transformers loss: prime-rl's held fp32 logits, Unsloth's fused loss
// that sizes its chunks to the memory left free.
#include "app/core/estimate.h"
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

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

Workload job(const char *preset, Method method, int seqLen, Loss loss)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String(preset));
    w.method = method;
    w.precision = Precision::Bf16Mixed;
    w.seqLen = seqLen;
    w.microBatch = 1;
    w.loss = loss;
    return w;
}

// The bundled stack table with `entry` added to the "hf" stack's entries.
QByteArray bundledWith(const QString &key, const QJsonObject &entry)
{
    return bundledStacksEdited(QStringLiteral("hf"),
                               [&](QJsonObject &entries) { entries.insert(key, entry); });
}

} // namespace

TEST_CASE(
    "A trainer that holds the fp32 logits through the backward pass keeps one more vocabulary-sized tensor")
{
    // Qwen3 0.6B, 8192 tokens: 8192 x 151936 = 1,244,659,712 logits. The Transformers loss keeps 12 bytes of
    // each (fp32 logits, a shifted copy, the log-softmax): 13.910 GiB; prime-rl's output dict also holds
    // the fp32 logits it passed to the loss: 16 bytes, 18.547 GiB.
    Workload hf = job("qwen3-0.6b", Method::Full, 8192, Loss::Standard);
    REQUIRE(hf.model.vocab == 151936);
    Workload held = hf;
    held.stack.logitsHeld = true;
    CHECK(memory(hf).logits == Approx(1244659712.0 * 12 / kBytesPerGiB).epsilon(1e-9));
    CHECK(memory(held).logits == Approx(1244659712.0 * 16 / kBytesPerGiB).epsilon(1e-9));
    CHECK(memory(held).logits - memory(hf).logits == Approx(4.6367).epsilon(1e-4));
    // The rest of the peak is the same.
    CHECK(memory(held).activations - memory(held).logits ==
          Approx(memory(hf).activations - memory(hf).logits));

    CHECK(formulaText(held).contains(QStringLiteral("vocabulary x 16 bytes")));
    CHECK(formulaText(hf).contains(QStringLiteral("vocabulary x 12 bytes")));

    // A fused or chunked loss gives the trainer no full logits to hold.
    for (Loss loss : {Loss::Fused, Loss::Chunked}) {
        Workload a = hf, b = held;
        a.loss = b.loss = loss;
        CHECK(memory(b).logits == Approx(memory(a).logits));
    }
}

TEST_CASE("A fused loss that sizes its chunks to the free memory keeps only the hidden states' gradient")
{
    // Llama 3.1 8B, 342,733 tokens (Unsloth's 80 GB row): the hidden states' bf16 gradient is
    // 342733 x 4096 x 2 B = 2,807,668,736 B = 2.6149 GiB. Liger's rule instead takes chunks of
    // 2^ceil(log2(342733 / ceil(128256 / 4096))) = 2^ceil(log2(10710.4)) = 16384 tokens, each with fp32
    // logits and their gradient: 16384 x 128256 x 8 B = 16,810,770,432 B more, 18.271 GiB in all.
    Workload liger = job("llama-3.1-8b", Method::Qlora, 342733, Loss::Fused);
    REQUIRE(liger.model.vocab == 128256);
    REQUIRE(liger.model.hidden == 4096);
    Workload unsloth = liger;
    unsloth.stack.fusedLossFitsFreeMemory = true;
    CHECK(memory(unsloth).logits == Approx(2807668736.0 / kBytesPerGiB).epsilon(1e-9));
    CHECK(memory(liger).logits == Approx((2807668736.0 + 16810770432.0) / kBytesPerGiB).epsilon(1e-9));

    CHECK(formulaText(unsloth).contains(QStringLiteral("only the gradient of the hidden states")));
    CHECK(formulaText(liger).contains(QStringLiteral("as in Liger-Kernel")));

    // The standard loss does not chunk: the entry changes nothing there.
    Workload standard = liger, standardUnsloth = unsloth;
    standard.loss = standardUnsloth.loss = Loss::Standard;
    CHECK(memory(standardUnsloth).logits == Approx(memory(standard).logits));
}

TEST_CASE("The stack table's optional loss entries are read where given, default to false and are checked")
{
    const Stacks::Stack *primeRl = Stacks::find(QStringLiteral("prime-rl"));
    const Stacks::Stack *unsloth = Stacks::find(QStringLiteral("unsloth"));
    const Stacks::Stack *hf = Stacks::find(QStringLiteral("hf"));
    REQUIRE(primeRl);
    REQUIRE(unsloth);
    REQUIRE(hf);
    CHECK(primeRl->traits.logitsHeld);
    CHECK_FALSE(primeRl->traits.fusedLossFitsFreeMemory);
    CHECK(unsloth->traits.fusedLossFitsFreeMemory);
    CHECK_FALSE(unsloth->traits.logitsHeld);
    CHECK_FALSE(hf->traits.logitsHeld);
    CHECK_FALSE(hf->traits.fusedLossFitsFreeMemory);
    // The optional entries follow the required ones (prime-rl's optimizer_kernel comes after logits_held).
    CHECK(primeRl->keys().indexOf(QStringLiteral("logits_held")) == Stacks::entryKeys().size());
    CHECK(hf->keys() == Stacks::entryKeys());
    CHECK(primeRl->citations.at(QStringLiteral("logits_held")).source.contains(QStringLiteral("train.py")));

    const QJsonObject cited{{QStringLiteral("source"), QStringLiteral("https://example.org/loss")},
                            {QStringLiteral("quote"), QStringLiteral("logits = logits.float()")}};
    QJsonObject good = cited;
    good.insert(QStringLiteral("value"), true);
    const Stacks::LoadResult read =
        Stacks::parse(bundledWith(QStringLiteral("logits_held"), good), QStringLiteral("t.json"));
    INFO(read.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(read.ok());
    const auto it = std::find_if(read.stacks.begin(), read.stacks.end(),
                                 [](const Stacks::Stack &s) { return s.id == QLatin1String("hf"); });
    REQUIRE(it != read.stacks.end());
    CHECK(it->traits.logitsHeld);

    QJsonObject bad = cited;
    bad.insert(QStringLiteral("value"), QStringLiteral("yes"));
    const Stacks::LoadResult refused = Stacks::parse(
        bundledWith(QStringLiteral("fused_loss_fits_free_memory"), bad), QStringLiteral("t.json"));
    REQUIRE_FALSE(refused.ok());
    CHECK(
        refused.errors.join(QLatin1Char('\n'))
            .contains(QStringLiteral(
                "stack \"hf\", entry \"fused_loss_fits_free_memory\": expected true or false, got \"yes\"")));

    QJsonObject uncited;
    uncited.insert(QStringLiteral("value"), true);
    const Stacks::LoadResult noSource =
        Stacks::parse(bundledWith(QStringLiteral("logits_held"), uncited), QStringLiteral("t.json"));
    REQUIRE_FALSE(noSource.ok());
    CHECK(noSource.errors.join(QLatin1Char('\n'))
              .contains(QStringLiteral(
                  "stack \"hf\", entry \"logits_held\": \"source\" must be a non-empty string")));
}

TEST_CASE("FSDP's backward pass starts with the output head gathered, and its gradient when it is trained")
{
    // Qwen3 4B on 8 GPUs under FSDP with sharded fp32 master weights: each GPU keeps 4 bytes of every
    // parameter / 8, plus what is gathered in bf16. The output head is 151936 x 2560 = 388,956,160
    // parameters: 777,912,320 B gathered and as much again for its unsharded gradient when trained, beside
    // one layer, where two layers (current and prefetched) were counted before; a layer is some 100M
    // parameters, so the head decides.
    Workload full = job("qwen3-4b", Method::Full, 4096, Loss::Standard);
    full.sharding = Sharding::Fsdp;
    full.stack.masterWeights = MasterWeights::ShardedFp32;
    const ModelShape &m = full.model;
    REQUIRE(double(m.vocab) * m.hidden == 388956160.0);
    const double layer = (m.blockLinearParams() + m.otherParams()) / m.layers * 2.0;
    REQUIRE(2.0 * layer < layer + 777912320.0);
    const double gathered = memory(full, 8).weights * kBytesPerGiB - m.totalParams() * 4.0 / 8.0;
    CHECK(gathered == Approx(layer + 2.0 * 777912320.0).epsilon(1e-6));

    // LoRA: the frozen head is gathered, no gradient.
    Workload lora = full;
    lora.method = Method::Lora;
    const double loraGathered = memory(lora, 8).weights * kBytesPerGiB - m.totalParams() * 2.0 / 8.0;
    CHECK(loraGathered == Approx(layer + 777912320.0).epsilon(1e-6));

    // One GPU gathers nothing.
    CHECK(memory(full, 1).weights * kBytesPerGiB == Approx(m.totalParams() * 4.0).epsilon(1e-9));
}
