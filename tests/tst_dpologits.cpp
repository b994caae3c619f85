#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "tests/testsupport.h"

using namespace Estimate;

namespace {

// Llama 3.1 8B (vocabulary 128256), LoRA, 2 x 1024 tokens, the standard loss.
Workload loraJob(Objective objective)
{
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    w.method = Method::Lora;
    w.seqLen = 1024;
    w.microBatch = 2;
    w.objective = objective;
    return w;
}

} // namespace

TEST_CASE("DPO logits hold the fp32 logits and their log-softmax, no shifted copy")
{
    const Memory sft = memory(loraJob(Objective::Sft));
    const Memory dpo = memory(loraJob(Objective::Dpo));
    REQUIRE(!sft.optimizerStepPeak);
    REQUIRE(!dpo.optimizerStepPeak);
    // SFT: 2 x 1024 tokens x 128256 x 12 B (fp32 logits, the shifted copy, log-softmax) = 3152019456 B.
    CHECK(sft.logits == Approx(2.935546875));
    // DPO: a chosen and a rejected sequence per example, 4 x 1024 tokens x 128256 x 8 B (fp32 logits and
    // log-softmax) = 4202692608 B.
    CHECK(dpo.logits == Approx(3.9140625));
    // The layers' activations still double.
    CHECK(dpo.activations - dpo.logits == Approx(2 * (sft.activations - sft.logits)));
    const QString text = formulaText(loraJob(Objective::Dpo));
    CHECK(text.contains(QStringLiteral("Logits (DPO): 2 x batch x sequence x vocabulary x 8 bytes")));
    CHECK(!formulaText(loraJob(Objective::Sft)).contains(QStringLiteral("Logits (DPO)")));
}
