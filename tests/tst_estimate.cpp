#include "dataset.h"
#include "estimate.h"
#include "modelpresets.h"
#include "testsupport.h"

using namespace Estimate;

namespace {

Workload job(const char *preset, Method method)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String(preset));
    w.method = method;
    return w;
}

const Gpu &gpu(const char *id)
{
    static const Dataset dataset = *loadBundledDataset().dataset;
    const Gpu *g = dataset.find(QLatin1String(id));
    REQUIRE(g);
    return *g;
}

} // namespace

TEST_CASE("Preset shapes give the published parameter counts")
{
    // Counts as stated on the models' cards.
    const std::vector<std::pair<const char *, double>> published = {
        {"llama-3.1-8b", 8.03e9},   {"llama-2-7b", 6.74e9},    {"llama-2-13b", 13.02e9},
        {"llama-2-70b", 68.98e9},   {"llama-3.1-70b", 70.6e9}, {"llama-3.2-1b", 1.24e9},
        {"llama-3.2-3b", 3.21e9},   {"mistral-7b", 7.24e9},    {"qwen2.5-7b", 7.62e9},
        {"qwen2.5-14b", 14.7e9},    {"qwen2.5-32b", 32.8e9},   {"qwen2.5-72b", 72.7e9},
        {"gemma-2-9b", 9.24e9},     {"gemma-2-27b", 27.2e9},   {"phi-3-mini", 3.82e9},
        {"tinyllama-1.1b", 1.10e9},
    };
    REQUIRE(ModelPresets::all().size() == published.size());
    for (const auto &[id, count] : published) {
        const ModelShape *shape = ModelPresets::find(QLatin1String(id));
        REQUIRE(shape);
        INFO(id << ": " << shape->totalParams());
        CHECK(std::abs(shape->totalParams() / count - 1) < 0.01);
        CHECK(shape->source.startsWith(QStringLiteral("https://huggingface.co/")));
    }
}

TEST_CASE("A Hugging Face config.json reads to the same shape as the preset")
{
    QString error;
    const auto shape =
        ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/llama-3.1-8b.json")), &error);
    REQUIRE(shape);
    const ModelShape &preset = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    CHECK(shape->layers == preset.layers);
    CHECK(shape->kvHeads == preset.kvHeads);
    CHECK(shape->vocab == preset.vocab);
    CHECK(!shape->tiedEmbeddings);
    CHECK(shape->totalParams() == Approx(preset.totalParams()));
    CHECK(shape->name == QStringLiteral("meta-llama/Llama-3.1-8B"));

    const auto mpt =
        ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/mpt-7b.json")), &error);
    REQUIRE(mpt);
    CHECK(!mpt->gatedMlp);
    CHECK(mpt->intermediate == 4 * 4096);
    CHECK(mpt->totalParams() == Approx(6.65e9).epsilon(0.01)); // 6,658,859,008 in LLM Foundry's table
}

TEST_CASE("Broken config.json files are refused with the key or the reason")
{
    QString error;
    CHECK(!ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/bad_missing_layers.json")),
                                    &error));
    CHECK(error.contains(QStringLiteral("missing num_hidden_layers")));
    CHECK(!ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/bad_negative_layers.json")),
                                    &error));
    CHECK(error.contains(QStringLiteral("num_hidden_layers: expected a positive whole number")));
    CHECK(!ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/bad_truncated.json")), &error));
    CHECK(error.contains(QStringLiteral("not valid JSON")));
    CHECK(!ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/no_such.json")), &error));
    CHECK(error.contains(QStringLiteral("no such file")));
    CHECK(!ModelPresets::parseConfig("[1,2]", QStringLiteral("x.json"), &error));
    CHECK(error == QStringLiteral("x.json: expected a JSON object at the top level"));
    CHECK(!ModelPresets::parseConfig(R"({"num_hidden_layers":2,"hidden_size":64,"num_attention_heads":8,
                                         "num_key_value_heads":3,"vocab_size":100})",
                                     QStringLiteral("x.json"), &error));
    CHECK(error.contains(QStringLiteral("must divide")));
    CHECK(!ModelPresets::parseConfig(R"({"num_hidden_layers":2,"hidden_size":9000000,"num_attention_heads":9,
                                         "expansion_ratio":1000,"vocab_size":100})",
                                     QStringLiteral("x.json"), &error));
    CHECK(error.contains(QStringLiteral("wider than 10 million")));
}

TEST_CASE("A bare parameter count gets a shape of that size")
{
    for (double n : {0.125e9, 1e9, 8e9, 13e9, 70e9, 405e9}) {
        const ModelShape s = ModelPresets::forParameterCount(n);
        INFO(n);
        CHECK(std::abs(s.totalParams() / n - 1) < 0.1);
        CHECK(s.layers >= 1);
    }
}

TEST_CASE("Memory follows the method, optimizer, checkpointing, attention kernel and sharding")
{
    const Workload full = job("llama-3.1-8b", Method::Full);
    const Workload lora = job("llama-3.1-8b", Method::Lora);
    const Workload qlora = job("llama-3.1-8b", Method::Qlora);
    const Memory f = memory(full), l = memory(lora), q = memory(qlora);
    CHECK(f.total() > l.total());
    CHECK(l.total() > q.total());
    // 18 bytes per parameter for mixed-precision AdamW: 6 weights, 4 gradients, 8 optimizer.
    CHECK(f.weights + f.gradients + f.optimizer == Approx(18 * 8.03e9 / kGiB).epsilon(0.01));
    CHECK(l.weights == Approx(2 * 8.03e9 / kGiB).epsilon(0.01));
    CHECK(q.weights < 6.0);
    CHECK(q.weights > 4.5);
    CHECK(l.adapters > 0);
    CHECK(f.adapters == 0);
    // Rank 16 on q and v of Llama 3.1 8B: 16 x 32 x ((4096+4096) + (4096+1024)) = 6.8M.
    Workload qv = lora;
    qv.loraTargets = LoraTargets::QV;
    CHECK(adapterParams(qv) == Approx(16.0 * 32 * (8192 + 5120)));

    Workload adam8 = full;
    adam8.optimizer = Optimizer::AdamW8bit;
    CHECK(memory(adam8).optimizer == Approx(f.optimizer / 4));

    Workload ckpt = full;
    ckpt.checkpointing = Checkpointing::Full;
    CHECK(memory(ckpt).activations < f.activations / 3);

    Workload eager = full;
    eager.flashAttention = false;
    CHECK(memory(eager).activations > f.activations);

    Workload longer = qlora;
    longer.seqLen *= 4;
    CHECK(memory(longer).logits == Approx(q.logits * 4));

    const Memory sharded = memory(full, 4);
    CHECK(sharded.optimizer == Approx(f.optimizer / 4));
    CHECK(sharded.activations == Approx(f.activations));
}

TEST_CASE("FLOPs per token: 6N for full fine-tuning, about 4N with frozen weights, plus recompute")
{
    Workload full = job("llama-2-7b", Method::Full);
    full.seqLen = 128; // attention negligible
    const double n = 6.74e9;
    CHECK(flopsPerToken(full) / n == Approx(6.0).epsilon(0.03));
    Workload lora = full;
    lora.method = Method::Lora;
    CHECK(flopsPerToken(lora) / n == Approx(4.0).epsilon(0.05));
    lora.checkpointing = Checkpointing::Full;
    CHECK(flopsPerToken(lora) / n == Approx(6.0).epsilon(0.05));
}

TEST_CASE("A 70B full fine-tune needs several 80 GB GPUs, and QLoRA of an 8B model fits a 24 GB card")
{
    Workload big = job("llama-3.1-70b", Method::Full);
    big.checkpointing = Checkpointing::Full;
    const Result h100 = onGpu(big, gpu("h100_sxm"), 32);
    CHECK(!h100.fits);
    CHECK(h100.gpusNeeded >= 16);
    CHECK(h100.memory.total() <= 80);

    Workload small = job("llama-3.1-8b", Method::Qlora);
    small.checkpointing = Checkpointing::Full;
    small.tokens = 1e8;
    const Result rtx = onGpu(small, gpu("rtx_4090"), 1);
    CHECK(rtx.fits);
    CHECK(rtx.gpusNeeded == 1);
    CHECK(rtx.headroom > 0.2);
    REQUIRE(rtx.hours);
    CHECK(*rtx.hours == Approx(1e8 / rtx.tokensPerSecond / 3600));

    // The count is computed beyond the limit: the limit says what counts as fitting, not what is computed.
    const Result over = onGpu(big, gpu("rtx_4090"), 2);
    CHECK(over.gpusNeeded > 2);
    CHECK(!over.withinLimit);
    CHECK(!over.runs());
    CHECK(over.gpusUsed == over.gpusNeeded);
    CHECK(over.nodes == (over.gpusNeeded + 7) / 8);
    CHECK(over.memory.total() <= over.capacityGib);
    CHECK(over.warnings.join(QLatin1Char(' '))
              .contains(QStringLiteral("needs %1 GPUs, more than the 2 allowed").arg(over.gpusNeeded)));
}

TEST_CASE("Sharding over PCIe-only or GeForce cards is flagged")
{
    Workload w = job("qwen2.5-32b", Method::Lora);
    w.checkpointing = Checkpointing::Full;
    const Result geforce = onGpu(w, gpu("rtx_4090"), 8);
    REQUIRE(geforce.gpusNeeded > 1);
    CHECK(geforce.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("peer-to-peer")));
    const Result l40s = onGpu(w, gpu("l40s"), 8);
    REQUIRE(l40s.gpusNeeded > 1);
    CHECK(l40s.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("PCIe only")));
    const Result h100 = onGpu(w, gpu("h100_sxm"), 8);
    CHECK(h100.warnings.isEmpty());
}

TEST_CASE("Faster GPUs train faster, and the formula text names the numbers it used")
{
    const Workload w = job("llama-3.1-8b", Method::Qlora);
    CHECK(tokensPerSecond(w, gpu("h100_sxm"), 1) > tokensPerSecond(w, gpu("a100_80_sxm"), 1));
    CHECK(tokensPerSecond(w, gpu("a100_80_sxm"), 1) > tokensPerSecond(w, gpu("l4"), 1));
    const QString text = formulaText(w);
    CHECK(text.contains(QStringLiteral("8.03B")));
    CHECK(text.contains(QStringLiteral("NF4")));
    CHECK(text.contains(QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-8B")));
}

TEST_CASE("Option words parse both ways through the one vocabulary")
{
    for (const QString &word : Words::all<Method>())
        CHECK(Words::of(*Words::parse<Method>(word)) == word);
    CHECK(Words::all<Method>() == QStringList{QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")});
    CHECK(Words::all<LoraTargets>() ==
          QStringList{QStringLiteral("qv"), QStringLiteral("attn"), QStringLiteral("all"), QStringLiteral("mlp")});
    for (const QString &word : Words::all<Precision>())
        CHECK(Words::of(*Words::parse<Precision>(word)) == word);
    for (const QString &word : Words::all<Optimizer>())
        CHECK(Words::of(*Words::parse<Optimizer>(word)) == word);
    for (const QString &word : Words::all<Checkpointing>())
        CHECK(Words::of(*Words::parse<Checkpointing>(word)) == word);
    CHECK(!Words::parse<Method>(QStringLiteral("Full")));
    CHECK(!Words::parse<Checkpointing>(QStringLiteral("")));
    CHECK(Words::alternatives<Method>() == QStringLiteral("full, lora or qlora"));
}
