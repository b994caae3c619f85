#include "app/core/dataset.h"
#include "app/core/estimate.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/presentation.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Estimate;

namespace {

Workload job(const char *preset, Method method)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String(preset));
    w.method = method;
    return w;
}

} // namespace

TEST_CASE("Preset shapes give the published parameter counts")
{
    // Counts as stated on the models' cards. Multimodal checkpoints (Gemma 3 4B and larger, Llama 4) are
    // counted without their vision tower (0.4B for Gemma 3, 1.7B for Llama 4 Scout), hence the wider
    // tolerance.
    struct Count
    {
        const char *id;
        double total;
        double tolerance;
    };
    const std::vector<Count> published = {
        {"llama-3.1-8b", 8.03e9, 0.01},
        {"llama-2-7b", 6.74e9, 0.01},
        {"llama-2-13b", 13.02e9, 0.01},
        {"llama-2-70b", 68.98e9, 0.01},
        {"llama-3.1-70b", 70.6e9, 0.01},
        {"llama-3.2-1b", 1.24e9, 0.01},
        {"llama-3.2-3b", 3.21e9, 0.01},
        {"mistral-7b", 7.24e9, 0.01},
        {"qwen2.5-7b", 7.62e9, 0.01},
        {"qwen2.5-14b", 14.7e9, 0.01},
        {"qwen2.5-32b", 32.8e9, 0.01},
        {"qwen2.5-72b", 72.7e9, 0.01},
        {"gemma-2-9b", 9.24e9, 0.01},
        {"gemma-2-27b", 27.2e9, 0.01},
        {"phi-3-mini", 3.82e9, 0.01},
        {"tinyllama-1.1b", 1.10e9, 0.01},
        {"qwen3-0.6b", 0.6e9, 0.02},
        {"qwen3-1.7b", 1.7e9, 0.02},
        {"qwen3-4b", 4.0e9, 0.02},
        {"qwen3-8b", 8.2e9, 0.01},
        {"qwen3-14b", 14.8e9, 0.01},
        {"qwen3-32b", 32.8e9, 0.01},
        {"qwen3-30b-a3b", 30.5e9, 0.01},
        {"qwen3-235b-a22b", 235e9, 0.01},
        {"gemma-3-1b", 1.0e9, 0.02},
        {"gemma-3-4b", 4.3e9, 0.12},
        {"gemma-3-12b", 12.2e9, 0.05},
        {"gemma-3-27b", 27.4e9, 0.03},
        {"mistral-small-3-24b", 23.6e9, 0.01},
        {"mistral-nemo-12b", 12.2e9, 0.01},
        {"phi-4", 14.7e9, 0.01},
        {"gpt-oss-20b", 20.9e9, 0.01},
        {"gpt-oss-120b", 116.8e9, 0.01},
        {"mixtral-8x7b", 46.7e9, 0.01},
        {"llama-3.3-70b", 70.6e9, 0.01},
        {"llama-4-scout", 109e9, 0.03},
        {"deepseek-r1-distill-qwen-1.5b", 1.78e9, 0.01},
        {"deepseek-r1-distill-qwen-7b", 7.62e9, 0.01},
        {"deepseek-r1-distill-qwen-14b", 14.8e9, 0.01},
        {"deepseek-r1-distill-qwen-32b", 32.8e9, 0.01},
        {"deepseek-r1-distill-llama-8b", 8.03e9, 0.01},
        {"deepseek-r1-distill-llama-70b", 70.6e9, 0.01},
    };
    REQUIRE(ModelPresets::all().size() == published.size());
    for (const Count &c : published) {
        const ModelShape *shape = ModelPresets::find(QLatin1String(c.id));
        REQUIRE(shape);
        INFO(c.id << ": " << shape->totalParams());
        CHECK(std::abs(shape->totalParams() / c.total - 1) < c.tolerance);
        CHECK(shape->source ==
              QStringLiteral("https://huggingface.co/%1/blob/main/config.json").arg(shape->hfId));
        CHECK(ModelPresets::find(shape->hfId) == shape);
    }
    // Active parameters of the mixtures of experts, as their cards state them (gpt-oss counts the output head
    // but not the input embedding).
    CHECK(ModelPresets::find(QStringLiteral("mixtral-8x7b"))->activeParams() == Approx(12.9e9).epsilon(0.01));
    CHECK(ModelPresets::find(QStringLiteral("qwen3-30b-a3b"))->activeParams() == Approx(3.3e9).epsilon(0.03));
    CHECK(ModelPresets::find(QStringLiteral("qwen3-235b-a22b"))->activeParams() ==
          Approx(22e9).epsilon(0.02));
    CHECK(ModelPresets::find(QStringLiteral("llama-4-scout"))->activeParams() == Approx(17e9).epsilon(0.02));
    const ModelShape &oss = *ModelPresets::find(QStringLiteral("gpt-oss-20b"));
    CHECK(oss.activeParams() - double(oss.vocab) * oss.hidden == Approx(3.6e9).epsilon(0.02));
    const ModelShape &dense = *ModelPresets::find(QStringLiteral("qwen3-8b"));
    CHECK(dense.activeParams() == dense.totalParams());
}

TEST_CASE("Presets are found by their id or by the Hugging Face id people type")
{
    CHECK(ModelPresets::find(QStringLiteral("Qwen/Qwen3-8B"))->id == QStringLiteral("qwen3-8b"));
    CHECK(ModelPresets::find(QStringLiteral("qwen/qwen3-8b"))->id == QStringLiteral("qwen3-8b"));
    CHECK(ModelPresets::find(QStringLiteral("meta-llama/Llama-3.1-8B"))->id ==
          QStringLiteral("llama-3.1-8b"));
    CHECK(ModelPresets::find(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"))->id ==
          QStringLiteral("llama-3.1-8b"));
    CHECK(ModelPresets::find(QStringLiteral("openai/gpt-oss-20b"))->isMoe());
    CHECK(ModelPresets::find(QStringLiteral("LLAMA-3.1-8B"))->id == QStringLiteral("llama-3.1-8b"));
    CHECK(!ModelPresets::find(QStringLiteral("someone/not-a-preset")));
    CHECK(!ModelPresets::find(QStringLiteral("Qwen3_8B"))); // neither an id nor a Hugging Face id
    CHECK(!ModelPresets::find(QString()));
}

TEST_CASE("Each new preset's config.json reads to the preset's shape")
{
    const std::vector<std::pair<const char *, const char *>> pairs = {
        {"qwen3-0.6b", "qwen3-0.6b"},
        {"qwen3-1.7b", "qwen3-1.7b"},
        {"qwen3-4b", "qwen3-4b"},
        {"qwen3-8b", "qwen3-8b"},
        {"qwen3-14b", "qwen3-14b"},
        {"qwen3-32b", "qwen3-32b"},
        {"qwen3-30b-a3b", "qwen3-30b-a3b"},
        {"qwen3-235b-a22b", "qwen3-235b-a22b"},
        {"mixtral-8x7b", "mixtral-8x7b"},
        {"gpt-oss-20b", "gpt-oss-20b"},
        {"gpt-oss-120b", "gpt-oss-120b"},
        {"llama-4-scout", "llama-4-scout"},
        {"gemma-3-1b", "gemma-3-1b"},
        {"gemma-3-4b", "gemma-3-4b"},
        {"gemma-3-12b", "gemma-3-12b"},
        {"gemma-3-27b", "gemma-3-27b"},
        {"mistral-small-24b", "mistral-small-3-24b"},
        {"mistral-nemo-12b", "mistral-nemo-12b"},
        {"phi-4", "phi-4"},
        {"llama-3.3-70b", "llama-3.3-70b"},
        {"deepseek-r1-distill-qwen-1.5b", "deepseek-r1-distill-qwen-1.5b"},
    };
    for (const auto &[file, id] : pairs) {
        INFO(file);
        QString error;
        const auto shape = ModelPresets::readConfig(
            fixturePath(QStringLiteral("model_configs/%1.json").arg(QLatin1String(file))), &error);
        INFO(error.toStdString());
        REQUIRE(shape);
        const ModelShape &preset = *ModelPresets::find(QLatin1String(id));
        CHECK(shape->layers == preset.layers);
        CHECK(shape->hidden == preset.hidden);
        CHECK(shape->heads == preset.heads);
        CHECK(shape->kvHeads == preset.kvHeads);
        CHECK(shape->vocab == preset.vocab);
        CHECK(shape->tiedEmbeddings == preset.tiedEmbeddings);
        CHECK(shape->experts == preset.experts);
        CHECK(shape->expertsPerToken == preset.expertsPerToken);
        CHECK(shape->moeLayers == preset.moeLayers);
        CHECK(shape->totalParams() == Approx(preset.totalParams()));
        CHECK(shape->activeParams() == Approx(preset.activeParams()));
    }
}

TEST_CASE("Expert layouts of DeepSeek, Qwen2 MoE, OLMoE and Llama 4 configs")
{
    QString error;
    // DeepSeek-V3: 61 layers, the first 3 dense, 256 routed + 1 shared expert, multi-head latent attention.
    const auto v3 = ModelPresets::parseConfig(R"({"model_type":"deepseek_v3","hidden_size":7168,
        "intermediate_size":18432,"moe_intermediate_size":2048,"n_routed_experts":256,"n_shared_experts":1,
        "num_experts_per_tok":8,"first_k_dense_replace":3,"moe_layer_freq":1,"num_hidden_layers":61,
        "num_attention_heads":128,"num_key_value_heads":128,"kv_lora_rank":512,"q_lora_rank":1536,
        "qk_nope_head_dim":128,"qk_rope_head_dim":64,"v_head_dim":128,"vocab_size":129280,
        "tie_word_embeddings":false})",
                                              QStringLiteral("v3.json"), &error);
    REQUIRE(v3);
    CHECK(v3->moeLayers == 58);
    CHECK(v3->denseLayers() == 3);
    CHECK(v3->sharedExperts == 1);
    CHECK(v3->totalParams() == Approx(671e9).epsilon(0.01)); // without the multi-token prediction module
    CHECK(v3->activeParams() == Approx(37e9).epsilon(0.03));
    // Qwen1.5-MoE-A2.7B: 60 experts, top 4, one shared expert of 5632.
    const auto qwen2 = ModelPresets::parseConfig(R"({"model_type":"qwen2_moe","hidden_size":2048,
        "intermediate_size":5632,"moe_intermediate_size":1408,"shared_expert_intermediate_size":5632,
        "num_experts":60,"num_experts_per_tok":4,"decoder_sparse_step":1,"num_hidden_layers":24,
        "num_attention_heads":16,"num_key_value_heads":16,"vocab_size":151936,"tie_word_embeddings":false})",
                                                 QStringLiteral("q.json"), &error);
    REQUIRE(qwen2);
    CHECK(qwen2->totalParams() == Approx(14.3e9).epsilon(0.02));
    CHECK(qwen2->activeParams() == Approx(2.7e9).epsilon(0.05));
    // OLMoE-1B-7B: 64 experts, top 8, every layer.
    const auto olmoe = ModelPresets::parseConfig(R"({"model_type":"olmoe","hidden_size":2048,
        "intermediate_size":1024,"num_experts":64,"num_experts_per_tok":8,"num_hidden_layers":16,
        "num_attention_heads":16,"num_key_value_heads":16,"vocab_size":50304,"tie_word_embeddings":false})",
                                                 QStringLiteral("o.json"), &error);
    REQUIRE(olmoe);
    CHECK(olmoe->totalParams() == Approx(6.9e9).epsilon(0.02));
    CHECK(olmoe->activeParams() == Approx(1.3e9).epsilon(0.05));
    // decoder_sparse_step 2 and mlp_only_layers make some layers dense.
    const auto sparse = ModelPresets::parseConfig(R"({"model_type":"qwen3_moe","hidden_size":64,
        "intermediate_size":128,"moe_intermediate_size":32,"num_experts":8,"num_experts_per_tok":2,
        "decoder_sparse_step":2,"mlp_only_layers":[1],"num_hidden_layers":8,"num_attention_heads":4,
        "vocab_size":100})",
                                                  QStringLiteral("s.json"), &error);
    REQUIRE(sparse);
    CHECK(sparse->moeLayers == 3); // layers 3, 5, 7 (layer 1 is listed as dense)
    // Llama 4 with interleave_moe_layer_step 2 (Maverick's layout): dense layers use intermediate_size_mlp.
    const auto maverick = ModelPresets::parseConfig(R"({"text_config":{"model_type":"llama4_text",
        "hidden_size":5120,"intermediate_size":8192,"intermediate_size_mlp":16384,"num_local_experts":128,
        "num_experts_per_tok":1,"interleave_moe_layer_step":2,"num_hidden_layers":48,"num_attention_heads":40,
        "num_key_value_heads":8,"head_dim":128,"vocab_size":202048}, "tie_word_embeddings":false})",
                                                    QStringLiteral("m.json"), &error);
    REQUIRE(maverick);
    CHECK(maverick->moeLayers == 24);
    CHECK(maverick->intermediate == 16384);
    CHECK(maverick->totalParams() == Approx(400e9).epsilon(0.03)); // 400B total with the vision tower
    CHECK(maverick->activeParams() == Approx(17e9).epsilon(0.03));
}

TEST_CASE("Expert configs the reader cannot understand are refused, naming the key")
{
    QString error;
    const auto refused = [&](const char *file) {
        error.clear();
        return !ModelPresets::readConfig(
            fixturePath(QStringLiteral("model_configs/%1").arg(QLatin1String(file))), &error);
    };
    CHECK(refused("bad_negative_experts.json"));
    CHECK(error.contains(QStringLiteral("num_local_experts: expected a whole number of experts")));
    CHECK(refused("bad_topk_over_experts.json"));
    CHECK(error.contains(QStringLiteral("num_experts_per_tok: 256 experts per token, but only 128 experts")));
    CHECK(refused("bad_missing_topk.json"));
    CHECK(error.contains(QStringLiteral("num_experts_per_tok: missing or 0, but num_experts is 128")));
    CHECK(refused("bad_mlp_only_layers.json"));
    CHECK(error.contains(QStringLiteral("mlp_only_layers: expected layer indices below 48")));
    CHECK(!error.contains(QLatin1Char('\n')));
    const QByteArray base = R"("hidden_size":64,"intermediate_size":128,"num_hidden_layers":4,
        "num_attention_heads":4,"vocab_size":100)";
    const auto parse = [&](const QByteArray &extra) {
        error.clear();
        return ModelPresets::parseConfig("{" + base + "," + extra + "}", QStringLiteral("x.json"), &error);
    };
    CHECK(!parse(R"("model_type":"deepseek_v2","n_routed_experts":8,"num_experts_per_tok":2,
                    "first_k_dense_replace":9)"));
    CHECK(error == QStringLiteral("x.json: first_k_dense_replace: 9 dense layers, but only 4 layers"));
    CHECK(!parse(
        R"("model_type":"deepseek_v2","n_routed_experts":8,"num_experts_per_tok":2,"moe_layer_freq":0)"));
    CHECK(error.contains(QStringLiteral("moe_layer_freq: must be at least 1")));
    CHECK(!parse(R"("num_local_experts":"eight","num_experts_per_tok":2)"));
    CHECK(error.contains(QStringLiteral("num_local_experts")));
    CHECK(!parse(R"("num_experts":16,"num_experts_per_tok":2,"expert_layer_period":2)"));
    CHECK(error.contains(
        QStringLiteral("expert_layer_period: this placement of expert layers is not understood")));
    CHECK(!parse(R"("num_experts":16,"num_experts_per_tok":2,"decoder_sparse_step":-1)"));
    CHECK(error.contains(QStringLiteral("decoder_sparse_step")));
    CHECK(!parse(R"("model_type":"llama4_text","num_local_experts":16,"num_experts_per_tok":1)"));
    CHECK(error.contains(QStringLiteral("intermediate_size_mlp")));
    // No experts, or explicitly 0: a dense model.
    const auto dense = parse(R"("num_experts":0,"num_experts_per_tok":2)");
    REQUIRE(dense);
    CHECK(!dense->isMoe());
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
    Workload full = job("llama-3.1-8b", Method::Full);
    full.microBatch =
        8; // activations larger than the optimizer step's temporaries: the forward/backward peak
    const Workload lora = job("llama-3.1-8b", Method::Lora);
    const Workload qlora = job("llama-3.1-8b", Method::Qlora);
    const Memory f = memory(full), l = memory(lora), q = memory(qlora);
    REQUIRE(!f.optimizerStepPeak);
    CHECK(f.total() > l.total());
    CHECK(l.total() > q.total());
    CHECK(f.total() == Approx(f.forwardBackwardGib));
    CHECK(f.total() ==
          Approx(f.weights + f.gradients + f.optimizer + f.activations + f.adapters + f.overhead()));
    // 18 bytes per parameter for mixed-precision AdamW: 6 weights, 4 gradients, 8 optimizer.
    CHECK(f.weights + f.gradients + f.optimizer == Approx(18 * 8.03e9 / kGiB).epsilon(0.01));
    CHECK(l.weights == Approx(2 * 8.03e9 / kGiB).epsilon(0.01));
    // QLoRA: NF4 linear layers; PEFT's k-bit preparation keeps embeddings, head and norms in fp32 under mixed
    // precision, bf16 in pure bf16 training.
    const ModelShape &m = qlora.model;
    CHECK(q.weights ==
          Approx((m.blockLinearParams() * 0.55 + (m.embeddingParams() + m.otherParams()) * 4) / kGiB));
    Workload qloraBf16 = qlora;
    qloraBf16.precision = Precision::Bf16;
    CHECK(memory(qloraBf16).weights < 6.0);
    CHECK(memory(qloraBf16).weights > 4.5);
    CHECK(l.adapters > 0);
    CHECK(f.adapters == 0);
    // Rank 16 on q and v of Llama 3.1 8B: 16 x 32 x ((4096+4096) + (4096+1024)) = 6.8M.
    Workload qv = lora;
    qv.loraTargets = LoraTargets::QV;
    CHECK(adapterParams(qv) == Approx(16.0 * 32 * (8192 + 5120)));
    // Each adapted module keeps its input and its rank-r intermediate: all linear layers cost more.
    CHECK(memory(qv).activations < l.activations);

    Workload adam8 = full;
    adam8.optimizer = Optimizer::AdamW8bit;
    CHECK(memory(adam8).optimizer == Approx(f.optimizer / 4));

    Workload ckpt = lora;
    ckpt.checkpointing = Checkpointing::Full;
    Workload selective = lora;
    selective.checkpointing = Checkpointing::Selective;
    const double logits = l.logits;
    CHECK(memory(ckpt).activations - logits < (l.activations - logits) / 3);
    CHECK(memory(selective).activations < l.activations);
    CHECK(memory(selective).activations > memory(ckpt).activations);

    Workload eager = lora;
    eager.flashAttention = false;
    CHECK(memory(eager).activations > l.activations);
    eager.checkpointing = Checkpointing::Selective; // the attention core is recomputed
    CHECK(memory(eager).activations == Approx(memory(selective).activations));

    Workload longer = qlora;
    longer.seqLen *= 4;
    CHECK(memory(longer).logits == Approx(q.logits * 4));

    Workload fsdp = full;
    fsdp.sharding = Sharding::Fsdp;
    const Memory sharded = memory(fsdp, 4);
    CHECK(sharded.optimizer == Approx(f.optimizer / 4));
    CHECK(sharded.activations == Approx(f.activations));
}

TEST_CASE("Sharding: FSDP splits everything, ZeRO-2 and ZeRO-1 keep the weights whole, DDP nothing")
{
    Workload full = job("llama-3.1-8b", Method::Full);
    full.sharding = Sharding::Fsdp;
    full.microBatch = 8; // the forward/backward peak, so that the optimizer field holds only the states
    const double n = full.model.totalParams() / kGiB;
    const Memory one = memory(full, 1);
    REQUIRE(!one.optimizerStepPeak);
    auto on4 = [&](Sharding s) {
        Workload w = full;
        w.sharding = s;
        const Memory m = memory(w, 4);
        REQUIRE(!m.optimizerStepPeak);
        CHECK(m.activations == Approx(one.activations));
        return m;
    };
    // ZeRO-2: bf16 weights whole (2 B), fp32 master weights, gradients and AdamW states divided by 4.
    const Memory zero2 = on4(Sharding::Zero2);
    CHECK(zero2.weights == Approx(n * (2 + 4.0 / 4)));
    CHECK(zero2.gradients == Approx(n * 4 / 4));
    CHECK(zero2.optimizer == Approx(n * 8 / 4));
    // ZeRO-1: the gradients whole as well.
    const Memory zero1 = on4(Sharding::Zero1);
    CHECK(zero1.weights == Approx(zero2.weights));
    CHECK(zero1.gradients == Approx(n * 4));
    CHECK(zero1.optimizer == Approx(zero2.optimizer));
    // DDP: one GPU's memory plus the gradients' copy in the all-reduce buckets.
    const Memory ddp = on4(Sharding::Ddp);
    CHECK(ddp.weights == Approx(one.weights));
    CHECK(ddp.optimizer == Approx(one.optimizer));
    CHECK(ddp.gradients == Approx(2 * one.gradients));
    CHECK(memory(full, 4).total() < zero2.total());
    CHECK(zero2.total() < zero1.total());
    CHECK(zero1.total() < ddp.total());
    // On one GPU the choice changes nothing.
    Workload single = full;
    single.sharding = Sharding::Ddp;
    CHECK(memory(single, 1).total() == Approx(one.total()));
    // LoRA: only FSDP shards the frozen base.
    Workload lora = job("llama-3.1-8b", Method::Lora);
    lora.sharding = Sharding::Zero2;
    CHECK(memory(lora, 4).weights == Approx(memory(lora, 1).weights));
    // A job DDP cannot hold on any count is offered FSDP.
    Workload big = job("llama-3.1-70b", Method::Full);
    big.sharding = Sharding::Ddp;
    CHECK(gpusNeeded(big, fixtureGpu("fx_h100_sxm")) == 0);
    Result r = onGpu(big, fixtureGpu("fx_h100_sxm"));
    fixesFor(big, fixtureGpu("fx_h100_sxm"), 8, &r);
    CHECK(std::any_of(r.fixes.begin(), r.fixes.end(),
                      [](const Fix &f) { return f.args == QLatin1String("--sharding fsdp"); }));
}

TEST_CASE("Auto sharding: the stack's default where the job fits so, FSDP where a replica does not fit")
{
    // LoRA of an 8B model on four PCIe cards: the Transformers Trainer under torchrun runs DDP (the default
    // StackTraits), every card a replica; only the adapters' gradients are all-reduced, once a step.
    const Gpu &pro6000 = fixtureGpu("fx_rtx_pro_6000_bw");
    Workload lora = job("llama-3.1-8b", Method::Lora);
    lora.gpus = 4;
    REQUIRE(lora.sharding == Sharding::Auto);
    const Result r = onGpu(lora, pro6000, 8);
    CHECK(r.sharding == Sharding::Ddp);
    CHECK(r.shardingReason.startsWith(QStringLiteral("DDP, the default of ")));
    const double one = tokensPerSecond(lora, pro6000, 1);
    INFO("1 GPU: " << one << " tok/s, 4 GPUs: " << r.tokensPerSecond);
    CHECK(r.tokensPerSecond / one > 3.5);
    CHECK(r.tokensPerSecond / one < 4.0);
    CHECK(tokensPerSecond(lora, pro6000, 4) == Approx(r.tokensPerSecond));
    // The memory is a replica's, plus DDP's copy of the adapters' gradients.
    CHECK(r.memory.weights == Approx(memory(lora, 1).weights));
    // Asked for FSDP, it gathers the frozen base over PCIe on every pass: far slower.
    Workload fsdp = lora;
    fsdp.sharding = Sharding::Fsdp;
    const Result sharded = onGpu(fsdp, pro6000, 8);
    CHECK(sharded.sharding == Sharding::Fsdp);
    CHECK(sharded.shardingReason == QStringLiteral("FSDP, as asked"));
    CHECK(sharded.tokensPerSecond < 0.6 * r.tokensPerSecond);
    // A stack whose default is FSDP (torchtitan, NeMo AutoModel) keeps it.
    Workload titan = lora;
    titan.stack.sharding = Sharding::Fsdp;
    CHECK(onGpu(titan, pro6000, 8).sharding == Sharding::Fsdp);

    // A full fine-tune of a 70B model holds no replica on an 80 GB card: the Trainer's user must configure
    // FSDP or ZeRO-3, and the estimate assumes it.
    Workload big = job("llama-3.1-70b", Method::Full);
    const Result b = onGpu(big, fixtureGpu("fx_h100_sxm"), 64);
    CHECK(b.sharding == Sharding::Fsdp);
    CHECK(b.gpusNeeded > 8);
    CHECK(b.gpusUsed == b.gpusNeeded);
    CHECK(b.shardingReason.startsWith(QStringLiteral("FSDP: under DDP, the default of ")));
    CHECK(b.shardingReason.contains(QStringLiteral("has to be configured")));
    Workload explicitFsdp = big;
    explicitFsdp.sharding = Sharding::Fsdp;
    CHECK(b.gpusNeeded == gpusNeeded(explicitFsdp, fixtureGpu("fx_h100_sxm")));
    CHECK(gpusNeeded(big, fixtureGpu("fx_h100_sxm")) == b.gpusNeeded);
    // On a fixed count the same: DDP would need far more than the card holds.
    big.gpus = 16;
    CHECK(onGpu(big, fixtureGpu("fx_h100_sxm"), 16).sharding == Sharding::Fsdp);
    // Asked for DDP, DDP it is, and nothing holds it.
    big.sharding = Sharding::Ddp;
    const Result asked = onGpu(big, fixtureGpu("fx_h100_sxm"), 16);
    CHECK(asked.sharding == Sharding::Ddp);
    CHECK(asked.gpusNeeded == 0);

    // A ZeRO-2 default (OpenRLHF) stays ZeRO-2 where the sharded states fit, FSDP where they do not.
    Workload zero2 = job("llama-3.1-8b", Method::Full);
    zero2.stack.sharding = Sharding::Zero2;
    zero2.checkpointing = Checkpointing::Full;
    CHECK(onGpu(zero2, fixtureGpu("fx_h100_sxm"), 8).sharding == Sharding::Zero2);
    CHECK(onGpu(zero2, fixtureGpu("fx_rtx_4090"), 8).sharding == Sharding::Fsdp);

    // The job's description and formula say what auto means for the stack.
    CHECK(
        describe(lora).contains(QStringLiteral("DDP on several GPUs (the stack's default; FSDP where the job "
                                               "does not fit so)")));
    CHECK(formulaText(lora).contains(QStringLiteral("Sharding (auto): DDP")));
    CHECK(describe(titan).contains(QStringLiteral("FSDP on several GPUs (the stack's default)")));
}

TEST_CASE("The peak is the larger of the forward/backward pass and the optimizer step, not their sum")
{
    // A full fine-tune with checkpointing under torch's multi-tensor AdamW: the optimizer step (states,
    // gradients and the sqrt(v) temporary) is the peak, so batch 4 and 8 peak at the same allocation. (The
    // fused kernel holds no temporary: its step never outgrows the forward/backward pass.)
    Workload w = job("llama-3.2-1b", Method::Full);
    w.stack.foreachOptimizer = true;
    w.checkpointing = Checkpointing::Full;
    w.seqLen = 256;
    w.microBatch = 4;
    const Memory four = memory(w);
    w.microBatch = 8;
    const Memory eight = memory(w);
    CHECK(four.optimizerStepPeak);
    CHECK(eight.optimizerStepPeak);
    CHECK(four.total() == Approx(eight.total()));
    CHECK(four.activations == 0);
    CHECK(four.total() == Approx(four.optimizerStepGib));
    CHECK(four.forwardBackwardGib < four.optimizerStepGib);
    CHECK(four.total() < four.forwardBackwardGib + four.optimizerStepGib - four.weights);
    // Long sequences make the activations the peak again.
    w.seqLen = 8192;
    const Memory longer = memory(w);
    CHECK(!longer.optimizerStepPeak);
    CHECK(longer.total() > eight.total());
}

TEST_CASE("Mixture of experts: memory holds every expert, FLOPs count the active ones")
{
    Workload moe = job("qwen3-30b-a3b", Method::Lora);
    const ModelShape &m = moe.model;
    CHECK(memory(moe).weights == Approx(2 * m.totalParams() / kGiB));
    Workload full = moe;
    full.method = Method::Full;
    full.seqLen = 128;
    // About 6 x the active parameters that multiply (not the input embedding), far below 6 x the total.
    CHECK(flopsPerToken(full) / (m.activeParams() - double(m.vocab) * m.hidden) == Approx(6.0).epsilon(0.05));
    CHECK(flopsPerToken(full) < 0.2 * 6 * m.totalParams());
    // Every expert has its own adapters unless the experts are left out.
    Workload noExperts = moe;
    noExperts.adaptExperts = false;
    CHECK(adapterParams(moe) > 10 * adapterParams(noExperts));
    CHECK(activeAdapterParams(moe) < adapterParams(moe));
    CHECK(memory(noExperts).activations < memory(moe).activations);
    // A dense model with as many active parameters runs faster: expert matmuls are less efficient.
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    Workload dense = job("qwen3-4b", Method::Full);
    full.seqLen = dense.seqLen = 2048;
    const double perActive = tokensPerSecond(full, h100, 1) * m.activeParams();
    const double densePerActive = tokensPerSecond(dense, h100, 1) * dense.model.activeParams();
    CHECK(perActive < densePerActive);
    CHECK(formulaText(moe).contains(QStringLiteral("128 experts")));
    CHECK(formulaText(moe).contains(QStringLiteral("50% of the dense MFU")));
}

TEST_CASE("Chunked and fused losses, offload, DPO and nodes change memory and speed the way they should")
{
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    Workload w = job("llama-3.1-8b", Method::Lora);
    w.microBatch = 4;
    const Memory standard = memory(w);
    Workload chunked = w, fused = w;
    chunked.loss = Loss::Chunked;
    fused.loss = Loss::Fused;
    CHECK(memory(chunked).logits < standard.logits / 2);
    CHECK(memory(fused).logits < memory(chunked).logits / 4);
    CHECK(standard.activations - standard.logits == Approx(memory(fused).activations - memory(fused).logits));

    Workload full = job("llama-3.1-8b", Method::Full);
    full.checkpointing = Checkpointing::Full;
    Workload offload = full;
    offload.offload = Offload::Optimizer;
    const Memory off = memory(offload);
    CHECK(off.optimizer == 0);
    CHECK(off.weights == Approx(2 * 8.03e9 / kGiB).epsilon(0.01));
    CHECK(off.total() < memory(full).total() / 3);
    CHECK(tokensPerSecond(offload, h100, 1) < tokensPerSecond(full, h100, 1) * 0.8);

    // DPO: chosen and rejected sequences double the activations; LoRA's reference is the base without
    // adapters (no extra weights), full fine-tuning keeps a frozen reference copy; one more forward pass.
    Workload dpo = w;
    dpo.objective = Objective::Dpo;
    CHECK(memory(dpo).activations - memory(dpo).logits ==
          Approx(2 * (standard.activations - standard.logits)));
    CHECK(memory(dpo).weights == Approx(standard.weights));
    Workload fullDpo = full;
    fullDpo.objective = Objective::Dpo;
    CHECK(memory(fullDpo).weights == Approx(memory(full).weights + 2 * 8.03e9 / kGiB).epsilon(0.01));
    w.seqLen = dpo.seqLen = 128;
    CHECK(flopsPerToken(dpo) / flopsPerToken(w) == Approx(1.5).epsilon(0.05));
    CHECK(describe(dpo).contains(QStringLiteral("DPO")));

    // 16 GPUs as two nodes of 8 on a 100 Gb/s network per GPU pay for the inter-node link; a faster network
    // or one node of 16 does not.
    Workload big = job("llama-3.1-70b", Method::Full);
    big.checkpointing = Checkpointing::Full;
    big.microBatch = 1;
    big.interNodeGbps = 100;
    const double twoNodes = tokensPerSecond(big, h100, 16);
    Workload oneNode = big;
    oneNode.gpusPerNode = 16;
    Workload fastNetwork = big;
    fastNetwork.interNodeGbps = 3200;
    CHECK(twoNodes < tokensPerSecond(oneNode, h100, 16));
    CHECK(twoNodes < tokensPerSecond(fastNetwork, h100, 16));
    // With a 400 Gb/s NIC per GPU the eight NICs of an NVLink node carry its rings together (280 GB/s
    // achieved, against NVLink's 315): the gathers hide behind the compute as inside one node.
    Workload railNetwork = big;
    railNetwork.interNodeGbps = 400;
    CHECK(tokensPerSecond(railNetwork, h100, 16) == Approx(tokensPerSecond(oneNode, h100, 16)));
    big.gpus = 16;
    CHECK(onGpu(big, h100, 16).nodes == 2);
}

TEST_CASE("Speed by mechanism: GEMM shape, the host, eager attention, the expert loop, offload per step")
{
    const Gpu &h100 = fixtureGpu("fx_h100_sxm");
    // Achieved FLOP rate: FLOPs per token x tokens/s.
    auto rate = [&](const Workload &w) { return flopsPerToken(w) * tokensPerSecond(w, h100, 1); };
    // Small matrices: a 0.6B model (hidden 1024) keeps the tensor cores less busy than an 8B one.
    Workload small = job("qwen3-0.6b", Method::Full), large = job("llama-3.1-8b", Method::Full);
    small.seqLen = large.seqLen = 4096;
    CHECK(rate(small) < 0.95 * rate(large));
    // Few tokens per micro-batch: the host's dispatch time floors each layer.
    Workload shortSmall = small;
    shortSmall.seqLen = 256;
    // (Plus the optimizer step: 40 B per parameter at 80% of memory bandwidth, tst_steptime.cpp.)
    const double step = small.model.totalParams() * 40 / (*h100.memoryBandwidthGbps * 1e9 * 0.8);
    const double hostBound = 256 / (small.model.layers * 3 * 40 * 10e-6 + step);
    CHECK(tokensPerSecond(shortSmall, h100, 1) == Approx(hostBound).epsilon(0.01));
    // Eager attention streams its score matrices: slower, more so at longer sequences.
    Workload eager = large;
    eager.flashAttention = false;
    const double at4k = tokensPerSecond(eager, h100, 1) / tokensPerSecond(large, h100, 1);
    eager.seqLen = large.seqLen = 16384;
    const double at16k = tokensPerSecond(eager, h100, 1) / tokensPerSecond(large, h100, 1);
    CHECK(at4k < 1.0);
    CHECK(at16k < at4k);
    // The per-expert loop costs host time per expert, layer and pass over grouped GEMM, and per expert a
    // zero-filled fp32 gradient of its layer's stacked experts, added into the weight's (4 passes; see
    // tst_moekernel.cpp).
    Workload grouped = job("qwen3-30b-a3b", Method::Full);
    grouped.moeKernel = MoeKernel::Grouped;
    Workload loop = grouped;
    loop.moeKernel = MoeKernel::Loop;
    const double perStep = double(grouped.seqLen) / tokensPerSecond(grouped, h100, 1);
    const double loopStep = double(loop.seqLen) / tokensPerSecond(loop, h100, 1);
    const ModelShape &q = loop.model;
    const double stackedGradient = 4.0 * q.experts * q.experts * q.mlpParams(q.expertIntermediate) * 4.0;
    CHECK(loopStep - perStep ==
          Approx(q.experts * q.moeLayers * 2 * 130e-6 + stackedGradient * q.moeLayers / (3350e9 * 0.8))
              .epsilon(0.01));
    // Offloaded optimizer states cross PCIe once per optimizer step: gradient accumulation shares it.
    Workload states = large;
    states.offload = Offload::States;
    Workload accumulated = states;
    accumulated.gradAccum = 8;
    CHECK(tokensPerSecond(states, h100, 1) < tokensPerSecond(accumulated, h100, 1));
    CHECK(tokensPerSecond(accumulated, h100, 1) < tokensPerSecond(large, h100, 1));
    CHECK(memory(states).total() == Approx(memory(large).total()));

    // Data parallelism: FSDP moves 3N a micro-batch, ZeRO-1/2 and DDP 2N a step (Rajbhandari et al.); on
    // PCIe cards a comm-bound job is faster unsharded once gradients accumulate.
    const Gpu &l40s = fixtureGpu("fx_l40s");
    Workload fsdp = job("llama-3.1-8b", Method::Full);
    fsdp.sharding = Sharding::Fsdp;
    fsdp.seqLen = 1024;
    fsdp.gradAccum = 8;
    Workload zero1 = fsdp, ddp = fsdp, zero2 = fsdp;
    zero1.sharding = Sharding::Zero1;
    zero2.sharding = Sharding::Zero2;
    ddp.sharding = Sharding::Ddp;
    const double sharded = tokensPerSecond(fsdp, l40s, 8);
    CHECK(sharded < tokensPerSecond(zero2, l40s, 8));
    CHECK(tokensPerSecond(zero2, l40s, 8) < tokensPerSecond(zero1, l40s, 8));
    // ZeRO-1 and DDP move the same bytes; DDP updates every parameter on every GPU, ZeRO-1 its eighth
    // (40 B per parameter at 80% of memory bandwidth once per 8 micro-batches).
    const double perMicroBatch =
        double(ddp.seqLen) * ddp.microBatch * 8; // tokens of one micro-batch on 8 GPUs
    const double update = ddp.model.totalParams() * 40 / (*l40s.memoryBandwidthGbps * 1e9 * 0.8) / 8;
    CHECK(perMicroBatch / tokensPerSecond(ddp, l40s, 8) - perMicroBatch / tokensPerSecond(zero1, l40s, 8) ==
          Approx(update * (1 - 1.0 / 8)).epsilon(0.001));
    CHECK(tokensPerSecond(zero1, l40s, 1) == Approx(tokensPerSecond(fsdp, l40s, 1)));
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
    const Result h100 = onGpu(big, fixtureGpu("fx_h100_sxm"), 32);
    CHECK(!h100.fits);
    CHECK(h100.gpusNeeded >= 16);
    CHECK(h100.memory.total() <= 80);

    Workload small = job("llama-3.1-8b", Method::Qlora);
    small.checkpointing = Checkpointing::Full;
    small.tokens = 1e8;
    const Result rtx = onGpu(small, fixtureGpu("fx_rtx_4090"), 1);
    CHECK(rtx.fits);
    CHECK(rtx.gpusNeeded == 1);
    CHECK(rtx.headroom > 0.2);
    REQUIRE(rtx.hours);
    CHECK(*rtx.hours == Approx(1e8 / rtx.tokensPerSecond / 3600));

    // The count is computed beyond the limit: the limit says what counts as fitting, not what is computed.
    const Result over = onGpu(big, fixtureGpu("fx_rtx_4090"), 2);
    CHECK(over.gpusNeeded > 2);
    CHECK(!over.withinLimit);
    CHECK(!over.runs());
    CHECK(over.gpusUsed == over.gpusNeeded);
    CHECK(over.nodes == (over.gpusNeeded + 7) / 8);
    CHECK(over.memory.total() <= over.capacityGib);
    CHECK(Presentation::warningTexts(over.warnings)
              .join(QLatin1Char(' '))
              .contains(QStringLiteral("needs %1 GPUs, more than the 2 allowed").arg(over.gpusNeeded)));
    // A fixed count that is too small says how many would do.
    Workload fixed = big;
    fixed.gpus = 8;
    const Result eight = onGpu(fixed, fixtureGpu("fx_h100_sxm"), 8);
    CHECK(eight.gpusUsed == 8);
    CHECK(!eight.runs());
    CHECK(Presentation::warningTexts(eight.warnings)
              .join(QLatin1Char(' '))
              .contains(QStringLiteral("needs %1").arg(eight.gpusNeeded)));
}

TEST_CASE("Usable memory is nvidia-smi's total where known, else the marketed capacity less 3%")
{
    Gpu card;
    card.vramGb = 16;
    CHECK(capacityGib(card) == Approx(16 * 0.97)); // no report: the stated rule
    card.usableMemoryMib = 15360;                  // a T4's nvidia-smi total
    CHECK(capacityGib(card) == Approx(15.0));
    Gpu unknown;
    CHECK(capacityGib(unknown) == 0); // no capacity at all: nothing fits

    // The rule stays close to what nvidia-smi shows on every bundled card that has a report (ECC-on cards
    // such as the A40 show about 3.5% less than the rule, HBM cards about 2.5% more).
    const DatasetLoadResult bundledData = loadBundledDataset();
    REQUIRE(bundledData.ok());
    int reported = 0;
    for (const Gpu &g : bundledData.dataset->gpus) {
        if (!g.usableMemoryMib || !g.vramGb)
            continue;
        INFO(g.id.toStdString());
        ++reported;
        Gpu rule = g;
        rule.usableMemoryMib.reset();
        CHECK(capacityGib(rule) == Approx(*g.usableGib()).epsilon(0.05));
    }
    CHECK(reported > 0);
}

TEST_CASE("Sharding over PCIe-only or GeForce cards is flagged")
{
    Workload w = job("qwen2.5-32b", Method::Lora);
    w.checkpointing = Checkpointing::Full;
    const Result geforce = onGpu(w, fixtureGpu("fx_rtx_4090"), 8);
    REQUIRE(geforce.gpusNeeded > 1);
    CHECK(Presentation::warningTexts(geforce.warnings)
              .join(QLatin1Char(' '))
              .contains(QStringLiteral("peer-to-peer")));
    const Result l40s = onGpu(w, fixtureGpu("fx_l40s"), 8);
    REQUIRE(l40s.gpusNeeded > 1);
    CHECK(Presentation::warningTexts(l40s.warnings)
              .join(QLatin1Char(' '))
              .contains(QStringLiteral("PCIe only")));
    // The words give what the GPUs train together against one.
    Workload oneL40s = w;
    oneL40s.gpus = 1;
    const double scaling = l40s.tokensPerSecond / tokensPerSecond(oneL40s, fixtureGpu("fx_l40s"), 1);
    REQUIRE(scaling < kPoorScaling * l40s.gpusUsed);
    CHECK(Presentation::warningTexts(l40s.warnings)
              .contains(QStringLiteral("PCIe only (no NVLink): %1 GPUs train %2x as fast as one, their "
                                       "traffic crossing PCIe")
                            .arg(l40s.gpusUsed)
                            .arg(scaling, 0, 'f', 1)));
    // A LoRA job that fits each card trains under DDP: only the adapters' gradients cross PCIe, behind the
    // compute, so four cards give nearly four times one and nothing is said of the link.
    Workload small = job("llama-3.1-8b", Method::Lora);
    small.gpus = 4;
    const Result ddp = onGpu(small, fixtureGpu("fx_rtx_pro_6000_bw"), 8);
    REQUIRE(ddp.sharding == Sharding::Ddp);
    CHECK(Presentation::warningTexts(ddp.warnings).filter(QStringLiteral("PCIe")).isEmpty());
    const Result h100 = onGpu(w, fixtureGpu("fx_h100_sxm"), 8);
    // NVLink: no word about the link (a tight fit on one may still warn of its headroom).
    CHECK(Presentation::warningTexts(h100.warnings).filter(QStringLiteral("PCIe")).isEmpty());
    CHECK(Presentation::warningTexts(h100.warnings).filter(QStringLiteral("peer-to-peer")).isEmpty());
    CHECK(h100.warnings.size() == (h100.runs() && h100.headroom < kTightHeadroom ? 1 : 0));
}

TEST_CASE("Faster GPUs train faster, and the formula text names the numbers it used")
{
    const Workload w = job("llama-3.1-8b", Method::Qlora);
    CHECK(tokensPerSecond(w, fixtureGpu("fx_h100_sxm"), 1) >
          tokensPerSecond(w, fixtureGpu("fx_a100_80_sxm"), 1));
    CHECK(tokensPerSecond(w, fixtureGpu("fx_a100_80_sxm"), 1) > tokensPerSecond(w, fixtureGpu("fx_l4"), 1));
    const QString text = formulaText(w);
    CHECK(text.contains(QStringLiteral("8.03B")));
    CHECK(text.contains(QStringLiteral("NF4")));
    CHECK(text.contains(QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-8B")));
}

TEST_CASE("Option words parse both ways through the one vocabulary")
{
    for (const QString &word : Words::all<Method>())
        CHECK(Words::of(*Words::parse<Method>(word)) == word);
    CHECK(Words::all<Method>() ==
          QStringList{QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")});
    CHECK(Words::all<LoraTargets>() == QStringList{QStringLiteral("qv"), QStringLiteral("attn"),
                                                   QStringLiteral("all"), QStringLiteral("mlp")});
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

TEST_CASE("The formula text names the choices of a current job")
{
    Workload w = job("gpt-oss-20b", Method::Qlora);
    w.objective = Objective::Dpo;
    w.checkpointing = Checkpointing::Selective;
    w.loss = Loss::Fused;
    w.offload = Offload::Optimizer;
    w.gpusPerNode = 4;
    const QString text = formulaText(w);
    if (qEnvironmentVariableIsSet("GPUSCOUT_PRINT_FORMULA"))
        std::printf("%s\n", qPrintable(text));
    CHECK(text.contains(QStringLiteral("route each token to 4 of 32 experts")));
    CHECK(text.contains(QStringLiteral("experts included")));
    CHECK(text.contains(QStringLiteral("every expert has its own adapters")));
    CHECK(text.contains(QStringLiteral("adapters disabled")));
    CHECK(text.contains(QStringLiteral("Korthikanti")));
    CHECK(text.contains(QStringLiteral("fused linear cross-entropy")));
    CHECK(text.contains(QStringLiteral("over PCIe")));
    CHECK(text.contains(QStringLiteral("Past 4 GPUs per node")));
    CHECK(text.contains(QStringLiteral("not their sum")));
    CHECK(describe(w).contains(QStringLiteral("selective")));
}

TEST_CASE("A config.json that does not name itself is called by its file, its folder or its Hub cache entry")
{
    QFile file(fixturePath(QStringLiteral("model_configs/qwen3-4b.json")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    json.remove(QStringLiteral("_name_or_path"));
    const QByteArray bytes = QJsonDocument(json).toJson();
    const auto nameFor = [&](const QString &path) {
        QString error;
        const std::optional<ModelShape> shape = ModelPresets::parseConfig(bytes, path, &error);
        INFO(error.toStdString());
        REQUIRE(shape);
        return shape->name;
    };
    CHECK(nameFor(QStringLiteral("/models/qwen3-4b.json")) == QStringLiteral("qwen3-4b"));
    CHECK(nameFor(QStringLiteral("/models/mistral-7b-v0.1.config.json")) ==
          QStringLiteral("mistral-7b-v0.1"));
    CHECK(nameFor(QStringLiteral("/models/Qwen3-4B/config.json")) == QStringLiteral("Qwen3-4B"));
    CHECK(nameFor(QStringLiteral("/home/u/.cache/huggingface/hub/models--Qwen--Qwen3-4B/snapshots/"
                                 "1cfa9a7208912126459214e8b04321603b3df60c/config.json")) ==
          QStringLiteral("Qwen/Qwen3-4B"));
    json.insert(QStringLiteral("_name_or_path"), QStringLiteral("my-org/my-model"));
    QString error;
    CHECK(ModelPresets::parseConfig(QJsonDocument(json).toJson(), QStringLiteral("/x/config.json"), &error)
              ->name == QStringLiteral("my-org/my-model"));
}

namespace {

// A made-up card whose usable memory is `gib`, with bf16 throughput so that speeds are known.
Gpu cardOf(double gib)
{
    Gpu card;
    card.id = QStringLiteral("made-up");
    card.name = QStringLiteral("Made-up");
    card.vramGb = gib;
    card.usableMemoryMib = gib * 1024.0;
    card.fp16Bf16DenseTflops = 400;
    card.nvlinkGbps = 900;
    return card;
}

} // namespace

TEST_CASE("A fix holds only the fields it changes, and setting them in the job gives the figures it was "
          "estimated with")
{
    Job base = Job::defaults();
    base.workload.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    base.workload.method = Method::Full;
    base.workload.microBatch = 4;
    base.workload.gradAccum = 2;
    base.workload.seqLen = 4096;
    const Gpu card = cardOf(80);
    Result r = onGpu(base.workload, card);
    fixesFor(base.workload, card, 8, &r);
    REQUIRE(r.gpusNeeded != 1); // 0: not on any number, activations alone are too large
    REQUIRE(r.fixes.size() >= 4);
    const QVariantMap before = JobFields::toSettings(base);
    bool sawBatch = false;
    for (const Fix &fix : r.fixes) {
        INFO(fix.args.toStdString());
        REQUIRE(!fix.changes.empty());
        Job applied = base;
        QString error;
        REQUIRE(JobFields::apply(applied, fix.changes, &error));
        // Exactly the named fields differ from the job, no others.
        const QVariantMap after = JobFields::toSettings(applied);
        QStringList differing, named;
        for (auto it = after.begin(); it != after.end(); ++it) {
            if (before.value(it.key()) != it.value())
                differing << it.key();
        }
        for (const Change &c : fix.changes)
            named << JobFields::find(c.key)->jsonKey();
        named.sort();
        differing.sort();
        CHECK(differing == named);
        // The fix was estimated for the job with those fields set (any GPU count left to the estimate).
        Workload costed = applied.workload;
        costed.gpus = 0;
        costed = resolved(costed, card, 8);
        CHECK(fix.gpusNeeded == gpusNeeded(costed, card));
        CHECK(fix.totalGib == Approx(memory(costed, std::max(1, fix.gpusNeeded)).total()).epsilon(1e-12));
        // The command line reads the same changes.
        QStringList args;
        for (const Change &c : fix.changes)
            args << QStringLiteral("--%1 %2").arg(c.key, c.value);
        CHECK(fix.args == args.join(QLatin1Char(' ')));
        if (std::any_of(fix.changes.begin(), fix.changes.end(),
                        [](const Change &c) { return c.key == QLatin1String("batch"); })) {
            // A smaller micro-batch keeps the effective batch: 4 x 2 = 1 x 8.
            sawBatch = true;
            CHECK(applied.workload.microBatch * applied.workload.gradAccum == 8);
        }
    }
    CHECK(sawBatch);
    // In the window's words: the form's labels and the words its choices show.
    const std::vector<Change> two{{QStringLiteral("ckpt"), QStringLiteral("full")},
                                  {QStringLiteral("loss"), QStringLiteral("fused")}};
    CHECK(JobFields::changesText(two, QLocale::c()) ==
          QStringLiteral("Checkpointing: Full (recompute each layer); Loss: Fused (Liger, Unsloth)"));
    CHECK(JobFields::changesText({{QStringLiteral("batch"), QStringLiteral("1")},
                                  {QStringLiteral("grad-accum"), QStringLiteral("4096")}},
                                 QLocale(QLocale::English)) ==
          QStringLiteral("Micro-batch: 1; Gradient accumulation: 4,096"));
    // A change the job does not accept changes nothing.
    Job kept = base;
    QString error;
    CHECK(!JobFields::apply(kept, {two[0], {QStringLiteral("seq"), QStringLiteral("1")}}, &error));
    CHECK(kept.workload.checkpointing == base.workload.checkpointing);
    CHECK(error.contains(QStringLiteral("16")));
}

TEST_CASE("No fix is offered that leaves the result as it was")
{
    // On one GPU with ample headroom: nothing to fix.
    Workload lora = job("llama-3.1-8b", Method::Lora);
    const Gpu roomy = cardOf(memory(lora, 1).total() / 0.5);
    Result r = onGpu(lora, roomy);
    fixesFor(lora, roomy, 8, &r);
    CHECK(r.gpusNeeded == 1);
    CHECK(r.fixes.empty());

    // Two GPUs fixed, DDP: each keeps a full copy plus DDP's gradient buckets, 5% headroom there, while one
    // GPU holds the job with more. Sharding changes nothing on one GPU, which is what a fix is estimated on:
    // "FSDP: fits on one GPU" with the memory the job already needs on one is no fix.
    Workload full = job("qwen3-0.6b", Method::Full);
    full.gpus = 2;
    full.sharding = Sharding::Ddp;
    const double onOne = memory(full, 1).total();
    REQUIRE(memory(full, 2).total() > onOne * 1.1);
    const Gpu tight = cardOf(memory(full, 2).total() / 0.95);
    r = onGpu(full, tight);
    fixesFor(full, tight, 8, &r);
    REQUIRE(r.gpusNeeded == 1);
    REQUIRE(r.headroom < kTightHeadroom);
    CHECK(!r.fixes.empty()); // checkpointing and the fused loss do save memory
    for (const Fix &fix : r.fixes) {
        INFO(fix.args.toStdString());
        CHECK(fix.gpusNeeded == 1);
        CHECK(fix.totalGib < onOne * 0.95);
        CHECK(fix.args != QLatin1String("--sharding fsdp"));
    }
}

TEST_CASE("A fit with little headroom says so in its warnings and in the ranking's reason")
{
    Workload lora = job("llama-3.1-8b", Method::Lora);
    const double total = memory(lora, 1).total();
    // 4.5% headroom reads "4%" (whole percents, rounded down as the reason's headroom is).
    const Gpu thin = cardOf(total / 0.955);
    const Result r = onGpu(lora, thin);
    REQUIRE(r.runs());
    CHECK(Presentation::warningTexts(r.warnings)
              .contains(QStringLiteral(
                  "fits with only 4% headroom: allocator spikes or a longer batch may not fit")));
    const Gpu ample = cardOf(total / 0.85); // 15%
    CHECK(
        Presentation::warningTexts(onGpu(lora, ample).warnings).filter(QStringLiteral("headroom")).isEmpty());
    const Recommend::Recommendation rec = Recommend::rank(lora, {thin}, Recommend::Constraints());
    REQUIRE(rec.results.size() == 1);
    CHECK(rec.results.front().why.contains(QStringLiteral("fits with only 4% headroom")));
    CHECK(rec.results.front().why.count(QStringLiteral("headroom")) == 1); // said once, not twice
}

TEST_CASE("Offload says how much CPU memory the host needs")
{
    // Llama 3.1 8B has 8,030,261,248 parameters. Full fine-tuning, bf16 mixed, AdamW, the optimizer
    // offloaded: fp32 master weights (4 bytes), fp32 gradients (4) and two fp32 moments (8) a parameter,
    // 16 x 8,030,261,248 bytes = 119.66 GiB.
    Workload full = job("llama-3.1-8b", Method::Full);
    full.offload = Offload::Optimizer;
    CHECK(hostMemory(full).optimizer == Approx(119.66).epsilon(0.0001));
    CHECK(hostMemory(full).checkpoints == 0);
    // 8-bit AdamW: 4 + 4 + 2 bytes, 74.79 GiB.
    Workload eightBit = full;
    eightBit.optimizer = Optimizer::AdamW8bit;
    CHECK(hostMemory(eightBit).optimizer == Approx(74.79).epsilon(0.0001));
    // Only the states between steps (prime-rl): 8 bytes, 59.83 GiB.
    Workload states = full;
    states.offload = Offload::States;
    CHECK(hostMemory(states).optimizer == Approx(59.83).epsilon(0.0001));
    // Sharded over 4 GPUs (FSDP): a quarter each, the whole on their node.
    Workload sharded = full;
    sharded.sharding = Sharding::Fsdp;
    CHECK(hostMemory(sharded, 4).optimizer == Approx(29.915).epsilon(0.0001));
    // No offload: nothing in CPU memory.
    CHECK(hostMemory(job("llama-3.1-8b", Method::Full)).total() == 0);

    const Gpu card = cardOf(80);
    Workload single = full;
    single.gpus = 1;
    const Result one = onGpu(single, card);
    CHECK(Presentation::warningTexts(one.warnings)
              .contains(QStringLiteral("offload holds 119.7 GiB of master weights, gradients and "
                                       "optimizer states in CPU memory: the host needs that much "
                                       "RAM, pinned for the copies")));
    Workload four = sharded;
    four.gpus = 4;
    CHECK(Presentation::warningTexts(onGpu(four, card).warnings)
              .contains(QStringLiteral(
                  "offload holds 119.7 GiB of master weights, gradients and optimizer states in CPU "
                  "memory per node (29.9 GiB for each of 4 GPUs): each host needs that much RAM, "
                  "pinned for the copies")));

    // Checkpoint offload (Unsloth): all but two of the 32 layer inputs, 4096 wide in bf16, for 2048 tokens:
    // 30 x 4096 x 2 bytes x 2048 = 0.46875 GiB.
    Workload unsloth = job("llama-3.1-8b", Method::Qlora);
    unsloth.checkpointing = Checkpointing::Full;
    unsloth.stack.checkpointOffload = true;
    CHECK(hostMemory(unsloth).checkpoints == Approx(0.46875));
    CHECK(hostMemory(unsloth).optimizer == 0);
    CHECK(Presentation::warningTexts(onGpu(unsloth, card).warnings)
              .contains(QStringLiteral(
                  "checkpoint offload holds 0.5 GiB of layer inputs in CPU memory: the host needs that "
                  "much RAM, pinned for the copies")));
    // It is what the GPU no longer holds: the forward/backward peak falls by as much (and its allocator
    // slack).
    Workload kept = unsloth;
    kept.stack.checkpointOffload = false;
    CHECK(memory(kept, 1).forwardBackwardGib - memory(unsloth, 1).forwardBackwardGib ==
          Approx(0.46875 * (1 + unsloth.stack.allocatorSlack)));
}

TEST_CASE("LoRA dropout 0 keeps no dropped copy of an adapted layer's input")
{
    // Llama 3.1 8B: 32 layers, hidden 4096, attention 4096 wide, MLP 14336, gated; rank 16 on all linear
    // layers, 2048 tokens, bf16 activations (2 bytes), no checkpointing: every layer's activations are held.
    Workload w;
    w.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    REQUIRE(w.model.layers == 32);
    REQUIRE(w.model.hidden == 4096);
    REQUIRE(w.model.attentionWidth() == 4096);
    REQUIRE(w.model.intermediate == 14336);
    REQUIRE(w.model.gatedMlp);
    w.loraRank = 16;
    w.loraTargets = LoraTargets::AllLinear;
    w.seqLen = 2048;
    w.microBatch = 1;
    w.checkpointing = Checkpointing::None;
    const double tokens = 2048, layers = 32, bytes = 2, gib = 1024.0 * 1024 * 1024;

    // QLoRA: the 4-bit matmul saves each input anyway, so dropout's copies are all there is to remove: one
    // per adapted module, q, k, v and gate, up of the hidden size (5 x 4096), o of the attention width
    // (4096), down of the MLP width (14336): 38912 elements a token and layer, 4.75 GiB.
    w.method = Method::Qlora;
    w.loraDropout = 0.05;
    const Memory qloraDropout = memory(w);
    w.loraDropout = 0;
    const Memory qloraNone = memory(w);
    CHECK(qloraDropout.activations - qloraNone.activations ==
          Approx(layers * tokens * bytes * (5 * 4096 + 4096 + 14336) / gib));
    CHECK(qloraDropout.activations - qloraNone.activations == Approx(4.75));
    CHECK(qloraDropout.weights == qloraNone.weights);
    CHECK(qloraDropout.adapters == qloraNone.adapters);

    // 16-bit LoRA: the frozen linears save no input, so lora_A keeps each input alive once for the modules
    // that share it: what goes is the copies beyond the first of q, k, v (2 x 4096) and of gate, up (4096),
    // 3 x 4096 elements, 1.5 GiB.
    w.method = Method::Lora;
    w.loraDropout = 0.1;
    const double loraDropout = memory(w).activations;
    w.loraDropout = 0;
    CHECK(loraDropout - memory(w).activations == Approx(layers * tokens * bytes * 3 * 4096 / gib));
    CHECK(loraDropout - memory(w).activations == Approx(1.5));

    // Any probability above 0 keeps the copies; full fine-tuning has no adapters to drop.
    w.loraDropout = 0.5;
    CHECK(memory(w).activations == Approx(loraDropout));
    w.method = Method::Full;
    const double full = memory(w).activations;
    w.loraDropout = 0;
    CHECK(memory(w).activations == full);
}
