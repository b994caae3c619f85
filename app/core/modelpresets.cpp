#include "app/core/modelpresets.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace {

// Text::tr() translates in the "ModelPresets" context, which lupdate reads from the macro. Without an
// installed translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ModelPresets)
};

} // namespace

double ModelShape::attentionParams() const
{
    if (attentionPerLayer > 0)
        return double(layers) * attentionPerLayer;
    const double h = hidden;
    return double(layers) * (h * attentionWidth() * 2.0 + h * kvWidth() * 2.0); // q, o, k, v
}

double ModelShape::blockLinearParams() const
{
    double mlp = denseLayers() * mlpParams(intermediate);
    if (isMoe())
        mlp += double(moeLayers) * (experts * mlpParams(expertIntermediate) +
                                    sharedExperts * mlpParams(sharedIntermediate) + double(hidden) * experts);
    return attentionParams() + mlp;
}

double ModelShape::activeBlockLinearParams() const
{
    double mlp = denseLayers() * mlpParams(intermediate);
    if (isMoe())
        mlp += double(moeLayers) * (expertsPerToken * mlpParams(expertIntermediate) +
                                    sharedExperts * mlpParams(sharedIntermediate) + double(hidden) * experts);
    return attentionParams() + mlp;
}

double ModelShape::embeddingParams() const
{
    return double(vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0);
}

double ModelShape::otherParams() const
{
    const double bias = qkvBias ? attentionWidth() + 2 * kvWidth() : 0.0;
    return double(layers) * (2.0 * hidden + bias) + hidden;
}

namespace ModelPresets {

namespace {

// `repos`: the Hugging Face id whose config.json gives the shape, then '|'-separated ids of checkpoints with
// the same config (the instruct or base twin) that find() also accepts.
ModelShape preset(const char *id, const char *name, const char *repos, int layers, int hidden,
                  int intermediate, int heads, int kvHeads, int vocab, bool tied, int headDim = 0,
                  bool qkvBias = false)
{
    ModelShape s;
    s.id = QString::fromLatin1(id);
    s.name = QString::fromLatin1(name);
    const QStringList ids = QString::fromLatin1(repos).split(QLatin1Char('|'));
    s.hfId = ids.front();
    s.hfTwins = ids.mid(1);
    s.source = QStringLiteral("https://huggingface.co/%1/blob/main/config.json").arg(s.hfId);
    s.layers = layers;
    s.hidden = hidden;
    s.intermediate = intermediate;
    s.heads = heads;
    s.kvHeads = kvHeads;
    s.vocab = vocab;
    s.tiedEmbeddings = tied;
    s.headDim = headDim;
    s.qkvBias = qkvBias;
    return s;
}

// Experts on every layer (Mixtral, Qwen3 MoE, gpt-oss, Llama 4 Scout): num_local_experts / num_experts,
// num_experts_per_tok, the expert MLP width, and shared experts.
ModelShape moe(ModelShape s, int experts, int perToken, int expertIntermediate, int shared = 0,
               int sharedIntermediate = 0)
{
    s.experts = experts;
    s.expertsPerToken = perToken;
    s.expertIntermediate = expertIntermediate;
    s.sharedExperts = shared;
    s.sharedIntermediate = sharedIntermediate;
    s.moeLayers = s.layers;
    return s;
}

} // namespace

const std::vector<ModelShape> &all()
{
    // Values as published in each repository's config.json (num_hidden_layers, hidden_size,
    // intermediate_size, num_attention_heads, num_key_value_heads, vocab_size, tie_word_embeddings,
    // head_dim; for experts num_local_experts / num_experts, num_experts_per_tok, moe_intermediate_size).
    // Multimodal checkpoints (Gemma 3 4B and larger, Llama 4) count their language model only.
    static const std::vector<ModelShape> presets = {
        preset("tinyllama-1.1b", "TinyLlama 1.1B", "TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T", 22,
               2048, 5632, 32, 4, 32000, false),
        preset("qwen3-0.6b", "Qwen3 0.6B", "Qwen/Qwen3-0.6B|Qwen/Qwen3-0.6B-Base", 28, 1024, 3072, 16, 8,
               151936, true, 128),
        preset("gemma-3-1b", "Gemma 3 1B", "google/gemma-3-1b-pt|google/gemma-3-1b-it", 26, 1152, 6912, 4, 1,
               262144, true, 256),
        preset("llama-3.2-1b", "Llama 3.2 1B", "meta-llama/Llama-3.2-1B|meta-llama/Llama-3.2-1B-Instruct", 16,
               2048, 8192, 32, 8, 128256, true, 64),
        preset("deepseek-r1-distill-qwen-1.5b", "DeepSeek-R1-Distill-Qwen 1.5B",
               "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B", 28, 1536, 8960, 12, 2, 151936, false, 0, true),
        preset("qwen3-1.7b", "Qwen3 1.7B", "Qwen/Qwen3-1.7B|Qwen/Qwen3-1.7B-Base", 28, 2048, 6144, 16, 8,
               151936, true, 128),
        preset("llama-3.2-3b", "Llama 3.2 3B", "meta-llama/Llama-3.2-3B|meta-llama/Llama-3.2-3B-Instruct", 28,
               3072, 8192, 24, 8, 128256, true, 128),
        preset("phi-3-mini", "Phi-3 mini (3.8B)", "microsoft/Phi-3-mini-4k-instruct", 32, 3072, 8192, 32, 32,
               32064, false),
        preset("gemma-3-4b", "Gemma 3 4B", "google/gemma-3-4b-pt|google/gemma-3-4b-it", 34, 2560, 10240, 8, 4,
               262208, true, 256),
        preset("qwen3-4b", "Qwen3 4B", "Qwen/Qwen3-4B|Qwen/Qwen3-4B-Base", 36, 2560, 9728, 32, 8, 151936,
               true, 128),
        preset("llama-2-7b", "Llama 2 7B", "meta-llama/Llama-2-7b-hf|meta-llama/Llama-2-7b-chat-hf", 32, 4096,
               11008, 32, 32, 32000, false),
        preset("mistral-7b", "Mistral 7B v0.1", "mistralai/Mistral-7B-v0.1", 32, 4096, 14336, 32, 8, 32000,
               false),
        preset("qwen2.5-7b", "Qwen2.5 7B", "Qwen/Qwen2.5-7B|Qwen/Qwen2.5-7B-Instruct", 28, 3584, 18944, 28, 4,
               152064, false, 0, true),
        preset("deepseek-r1-distill-qwen-7b", "DeepSeek-R1-Distill-Qwen 7B",
               "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", 28, 3584, 18944, 28, 4, 152064, false, 0, true),
        preset("llama-3.1-8b", "Llama 3.1 8B", "meta-llama/Llama-3.1-8B|meta-llama/Llama-3.1-8B-Instruct", 32,
               4096, 14336, 32, 8, 128256, false),
        preset("deepseek-r1-distill-llama-8b", "DeepSeek-R1-Distill-Llama 8B",
               "deepseek-ai/DeepSeek-R1-Distill-Llama-8B", 32, 4096, 14336, 32, 8, 128256, false),
        preset("qwen3-8b", "Qwen3 8B", "Qwen/Qwen3-8B|Qwen/Qwen3-8B-Base", 36, 4096, 12288, 32, 8, 151936,
               false, 128),
        preset("gemma-2-9b", "Gemma 2 9B", "google/gemma-2-9b|google/gemma-2-9b-it", 42, 3584, 14336, 16, 8,
               256000, true, 256),
        preset("gemma-3-12b", "Gemma 3 12B", "google/gemma-3-12b-pt|google/gemma-3-12b-it", 48, 3840, 15360,
               16, 8, 262208, true, 256),
        preset("mistral-nemo-12b", "Mistral Nemo 12B",
               "mistralai/Mistral-Nemo-Base-2407|mistralai/Mistral-Nemo-Instruct-2407", 40, 5120, 14336, 32,
               8, 131072, false, 128),
        preset("llama-2-13b", "Llama 2 13B", "meta-llama/Llama-2-13b-hf|meta-llama/Llama-2-13b-chat-hf", 40,
               5120, 13824, 40, 40, 32000, false),
        preset("phi-4", "Phi-4 (14B)", "microsoft/phi-4", 40, 5120, 17920, 40, 10, 100352, false),
        preset("qwen2.5-14b", "Qwen2.5 14B", "Qwen/Qwen2.5-14B|Qwen/Qwen2.5-14B-Instruct", 48, 5120, 13824,
               40, 8, 152064, false, 0, true),
        preset("deepseek-r1-distill-qwen-14b", "DeepSeek-R1-Distill-Qwen 14B",
               "deepseek-ai/DeepSeek-R1-Distill-Qwen-14B", 48, 5120, 13824, 40, 8, 152064, false, 0, true),
        preset("qwen3-14b", "Qwen3 14B", "Qwen/Qwen3-14B|Qwen/Qwen3-14B-Base", 40, 5120, 17408, 40, 8, 151936,
               false, 128),
        moe(preset("gpt-oss-20b", "gpt-oss 20B (21B, 3.6B active)", "openai/gpt-oss-20b", 24, 2880, 2880, 64,
                   8, 201088, false, 64, true),
            32, 4, 2880),
        preset("mistral-small-3-24b", "Mistral Small 3 (24B)",
               "mistralai/Mistral-Small-24B-Base-2501|mistralai/Mistral-Small-24B-Instruct-2501", 40, 5120,
               32768, 32, 8, 131072, false, 128),
        preset("gemma-2-27b", "Gemma 2 27B", "google/gemma-2-27b|google/gemma-2-27b-it", 46, 4608, 36864, 32,
               16, 256000, true, 128),
        preset("gemma-3-27b", "Gemma 3 27B", "google/gemma-3-27b-pt|google/gemma-3-27b-it", 62, 5376, 21504,
               32, 16, 262208, true, 128),
        moe(preset("qwen3-30b-a3b", "Qwen3 30B-A3B (3.3B active)",
                   "Qwen/Qwen3-30B-A3B|Qwen/Qwen3-30B-A3B-Base", 48, 2048, 6144, 32, 4, 151936, false, 128),
            128, 8, 768),
        preset("qwen2.5-32b", "Qwen2.5 32B", "Qwen/Qwen2.5-32B|Qwen/Qwen2.5-32B-Instruct", 64, 5120, 27648,
               40, 8, 152064, false, 0, true),
        preset("deepseek-r1-distill-qwen-32b", "DeepSeek-R1-Distill-Qwen 32B",
               "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B", 64, 5120, 27648, 40, 8, 152064, false, 0, true),
        preset("qwen3-32b", "Qwen3 32B", "Qwen/Qwen3-32B", 64, 5120, 25600, 64, 8, 151936, false, 128),
        moe(preset("mixtral-8x7b", "Mixtral 8x7B (47B, 13B active)",
                   "mistralai/Mixtral-8x7B-v0.1|mistralai/Mixtral-8x7B-Instruct-v0.1", 32, 4096, 14336, 32, 8,
                   32000, false),
            8, 2, 14336),
        preset("llama-2-70b", "Llama 2 70B", "meta-llama/Llama-2-70b-hf|meta-llama/Llama-2-70b-chat-hf", 80,
               8192, 28672, 64, 8, 32000, false),
        preset("llama-3.1-70b", "Llama 3.1 70B", "meta-llama/Llama-3.1-70B|meta-llama/Llama-3.1-70B-Instruct",
               80, 8192, 28672, 64, 8, 128256, false),
        preset("llama-3.3-70b", "Llama 3.3 70B", "meta-llama/Llama-3.3-70B-Instruct", 80, 8192, 28672, 64, 8,
               128256, false),
        preset("deepseek-r1-distill-llama-70b", "DeepSeek-R1-Distill-Llama 70B",
               "deepseek-ai/DeepSeek-R1-Distill-Llama-70B", 80, 8192, 28672, 64, 8, 128256, false),
        preset("qwen2.5-72b", "Qwen2.5 72B", "Qwen/Qwen2.5-72B|Qwen/Qwen2.5-72B-Instruct", 80, 8192, 29568,
               64, 8, 152064, false, 0, true),
        moe(preset("llama-4-scout", "Llama 4 Scout (108B text, 17B active)",
                   "meta-llama/Llama-4-Scout-17B-16E|meta-llama/Llama-4-Scout-17B-16E-Instruct", 48, 5120,
                   16384, 40, 8, 202048, false, 128),
            16, 1, 8192, 1, 8192),
        moe(preset("gpt-oss-120b", "gpt-oss 120B (117B, 5.1B active)", "openai/gpt-oss-120b", 36, 2880, 2880,
                   64, 8, 201088, false, 64, true),
            128, 4, 2880),
        moe(preset("qwen3-235b-a22b", "Qwen3 235B-A22B (22B active)", "Qwen/Qwen3-235B-A22B", 94, 4096, 12288,
                   64, 4, 151936, false, 128),
            128, 8, 1536),
    };
    return presets;
}

namespace {

// Every Hugging Face id a preset answers to, lower-cased: its own and its twins' (see preset()).
const QHash<QString, const ModelShape *> &byHfId()
{
    static const QHash<QString, const ModelShape *> table = [] {
        QHash<QString, const ModelShape *> t;
        for (const ModelShape &s : all()) {
            t.insert(s.hfId.toLower(), &s);
            for (const QString &twin : s.hfTwins)
                t.insert(twin.toLower(), &s);
        }
        return t;
    }();
    return table;
}

} // namespace

const ModelShape *find(const QString &id)
{
    for (const ModelShape &s : all()) {
        if (s.id.compare(id, Qt::CaseInsensitive) == 0)
            return &s;
    }
    return byHfId().value(id.trimmed().toLower(), nullptr);
}

QStringList ids()
{
    QStringList list;
    for (const ModelShape &s : all())
        list << s.id;
    return list;
}

namespace {

// The first of `keys` present in `object`, as a positive integer; 0 when none is present.
int positiveInt(const QJsonObject &object, std::initializer_list<const char *> keys, QString *badKey)
{
    for (const char *key : keys) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull())
            continue;
        const double d = value.toDouble(-1);
        if (!value.isDouble() || d < 1 || d > 1e7 || d != std::floor(d)) {
            *badKey = QString::fromLatin1(key);
            return -1;
        }
        return int(d);
    }
    return 0;
}

// `key` as a whole number >= 0 (absent: `fallback`); -1 with `badKey` set when it is anything else.
int countOf(const QJsonObject &object, const char *key, int fallback, QString *badKey)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return fallback;
    const double d = value.toDouble(-1);
    if (!value.isDouble() || d < 0 || d > 1e7 || d != std::floor(d)) {
        *badKey = QString::fromLatin1(key);
        return -1;
    }
    return int(d);
}

// One line naming a key of the config and what is wrong with it.
QString invalidKey(const QString &key, const QString &why)
{
    return QStringLiteral("%1: %2").arg(key, why);
}

// The routed experts per MoE layer into `experts`, and the key that gave them into `expertKey` (0 and
// nullptr: a dense config). Returns an empty string, or one line naming the key it could not understand.
QString readExpertCount(const QJsonObject &o, int *experts, const char **expertKey)
{
    QString bad;
    for (const char *key : {"num_local_experts", "num_experts", "n_routed_experts"}) {
        const int n = countOf(o, key, -2, &bad);
        if (n == -1)
            return invalidKey(bad, Text::tr("expected a whole number of experts, 0 or more"));
        if (n >= 0) {
            *expertKey = key;
            *experts = n;
            break;
        }
    }
    // A config that places experts in a way this reader does not know is refused rather than guessed.
    for (const char *key :
         {"expert_layer_period", "expert_layer_offset", "moe_layer_start_index", "moe_every_n_layers"}) {
        if (*experts > 0 && o.contains(QLatin1String(key)))
            return invalidKey(QString::fromLatin1(key),
                              Text::tr("this placement of expert layers is not understood"));
    }
    return {};
}

// The experts each token is routed to into `perToken`, checked against the `experts` that `expertKey` gave.
QString readExpertsPerToken(const QJsonObject &o, int experts, const char *expertKey, int *perToken)
{
    QString bad;
    const char *perTokenKey =
        o.contains(QLatin1String("num_experts_per_tok")) ? "num_experts_per_tok" : "experts_per_token";
    *perToken = countOf(o, perTokenKey, 0, &bad);
    if (*perToken < 0)
        return invalidKey(bad, Text::tr("expected a positive whole number"));
    if (*perToken == 0)
        return invalidKey(QStringLiteral("num_experts_per_tok"),
                          Text::tr("missing or 0, but %1 is %2").arg(QLatin1String(expertKey)).arg(experts));
    if (*perToken > experts)
        return invalidKey(QString::fromLatin1(perTokenKey),
                          Text::tr("%1 experts per token, but only %2 experts (%3)")
                              .arg(*perToken)
                              .arg(experts)
                              .arg(QLatin1String(expertKey)));
    return {};
}

// The widths of an expert's MLP, of the dense layers' MLP and of the shared experts into `s`.
QString readExpertWidths(const QJsonObject &o, bool deepseek, bool llama4, ModelShape *s)
{
    QString bad;
    // The expert MLP: moe_intermediate_size where the config has one (Qwen MoE, DeepSeek), else
    // intermediate_size (Mixtral, gpt-oss, OLMoE, Llama 4, whose dense layers use intermediate_size_mlp).
    const int moeWidth = countOf(o, "moe_intermediate_size", 0, &bad);
    if (moeWidth < 0)
        return invalidKey(bad, Text::tr("expected a positive whole number"));
    s->expertIntermediate = moeWidth > 0 ? moeWidth : s->intermediate;
    if (s->expertIntermediate <= 0)
        return invalidKey(QStringLiteral("moe_intermediate_size"),
                          Text::tr("missing: the width of an expert"));
    if (llama4) {
        const int dense = countOf(o, "intermediate_size_mlp", 0, &bad);
        if (dense < 0)
            return invalidKey(bad, Text::tr("expected a positive whole number"));
        if (dense == 0)
            return invalidKey(QStringLiteral("intermediate_size_mlp"),
                              Text::tr("missing: the width of Llama 4's dense layers"));
        s->intermediate = dense;
        s->sharedExperts = 1; // every Llama 4 MoE layer has one shared expert as wide as a routed one
        s->sharedIntermediate = s->expertIntermediate;
    } else if (deepseek) {
        const int shared = countOf(o, "n_shared_experts", 0, &bad);
        if (shared < 0)
            return invalidKey(bad, Text::tr("expected a whole number, 0 or more"));
        s->sharedExperts = shared;
        s->sharedIntermediate = s->expertIntermediate;
    } else {
        const int sharedWidth = countOf(o, "shared_expert_intermediate_size", 0, &bad);
        if (sharedWidth < 0)
            return invalidKey(bad, Text::tr("expected a whole number, 0 or more"));
        s->sharedExperts = sharedWidth > 0 ? 1 : 0;
        s->sharedIntermediate = sharedWidth;
    }
    return {};
}

// The layer indices listed under `key`, each below `layers`, marked `value` in `moe`.
QString markListedLayers(const QJsonArray &list, const QString &key, int layers, bool value,
                         std::vector<bool> *moe)
{
    for (const QJsonValue v : list) {
        const double i = v.toDouble(-1);
        if (!v.isDouble() || i < 0 || i >= layers || i != std::floor(i))
            return invalidKey(key, Text::tr("expected layer indices below %1").arg(layers));
        (*moe)[size_t(i)] = value;
    }
    return {};
}

// Which of the `layers` layers have experts, into `moe` (every one when the config says nothing).
QString readMoeLayers(const QJsonObject &o, bool deepseek, bool llama4, int layers, std::vector<bool> *moe)
{
    QString bad;
    if (o.value(QLatin1String("moe_layers")).isArray()) {
        std::fill(moe->begin(), moe->end(), false);
        return markListedLayers(o.value(QLatin1String("moe_layers")).toArray(), QStringLiteral("moe_layers"),
                                layers, true, moe);
    }
    if (deepseek) {
        const int firstDense = countOf(o, "first_k_dense_replace", 0, &bad);
        const int frequency = countOf(o, "moe_layer_freq", 1, &bad);
        if (firstDense < 0 || frequency < 0)
            return invalidKey(bad, Text::tr("expected a whole number"));
        if (frequency == 0)
            return invalidKey(QStringLiteral("moe_layer_freq"), Text::tr("must be at least 1"));
        if (firstDense > layers)
            return invalidKey(QStringLiteral("first_k_dense_replace"),
                              Text::tr("%1 dense layers, but only %2 layers").arg(firstDense).arg(layers));
        for (int i = 0; i < layers; ++i)
            (*moe)[size_t(i)] = i >= firstDense && i % frequency == 0;
        return {};
    }
    const char *stepKey = llama4 ? "interleave_moe_layer_step" : "decoder_sparse_step";
    const int step = countOf(o, stepKey, 1, &bad);
    if (step < 0)
        return invalidKey(bad, Text::tr("expected a whole number"));
    if (step == 0)
        return invalidKey(QString::fromLatin1(stepKey), Text::tr("must be at least 1"));
    for (int i = 0; i < layers; ++i)
        (*moe)[size_t(i)] = (i + 1) % step == 0;
    if (llama4)
        return {};
    const QJsonValue only = o.value(QLatin1String("mlp_only_layers"));
    if (only.isUndefined() || only.isNull())
        return {};
    if (!only.isArray())
        return invalidKey(QStringLiteral("mlp_only_layers"), Text::tr("expected a list of layer indices"));
    return markListedLayers(only.toArray(), QStringLiteral("mlp_only_layers"), layers, false, moe);
}

// Reads the experts of a mixture-of-experts config into `s` (dense configs leave it unchanged). Returns an
// empty string, or one line naming the key it could not understand.
QString readExperts(const QJsonObject &o, const QString &type, ModelShape *s)
{
    const char *expertKey = nullptr;
    int experts = 0;
    if (const QString error = readExpertCount(o, &experts, &expertKey); !error.isEmpty())
        return error;
    if (experts == 0)
        return {};
    int perToken = 0;
    if (const QString error = readExpertsPerToken(o, experts, expertKey, &perToken); !error.isEmpty())
        return error;
    s->experts = experts;
    s->expertsPerToken = perToken;

    const bool deepseek =
        type.startsWith(QLatin1String("deepseek")) || o.contains(QLatin1String("n_routed_experts"));
    const bool llama4 = type.startsWith(QLatin1String("llama4"));
    if (const QString error = readExpertWidths(o, deepseek, llama4, s); !error.isEmpty())
        return error;
    std::vector<bool> moe(size_t(s->layers), true);
    if (const QString error = readMoeLayers(o, deepseek, llama4, s->layers, &moe); !error.isEmpty())
        return error;
    s->moeLayers = int(std::count(moe.begin(), moe.end(), true));
    if (s->moeLayers < s->layers && s->intermediate <= 0)
        return invalidKey(QStringLiteral("intermediate_size"),
                          Text::tr("missing: the width of the dense layers"));
    return {};
}

// DeepSeek's multi-head latent attention: weights of one layer from its low-rank projections, or 0 when the
// config has none. -1 with `bad` set when a key holds nonsense.
double latentAttentionParams(const QJsonObject &o, const ModelShape &s, QString *bad)
{
    const int kvRank = countOf(o, "kv_lora_rank", 0, bad);
    if (kvRank == 0)
        return 0;
    const int qRank = countOf(o, "q_lora_rank", 0, bad);
    const int nope = countOf(o, "qk_nope_head_dim", 0, bad);
    const int rope = countOf(o, "qk_rope_head_dim", 0, bad);
    const int v = countOf(o, "v_head_dim", 0, bad);
    if (kvRank < 0 || qRank < 0 || nope < 0 || rope < 0 || v < 0)
        return -1;
    if (nope + rope == 0 || v == 0) {
        *bad = nope + rope == 0 ? QStringLiteral("qk_nope_head_dim") : QStringLiteral("v_head_dim");
        return -1;
    }
    const double h = s.hidden, heads = s.heads, qk = nope + rope;
    const double q = qRank > 0 ? h * qRank + double(qRank) * heads * qk : h * heads * qk;
    const double kv = h * (kvRank + rope) + double(kvRank) * heads * (nope + v);
    return q + kv + heads * v * h;
}

/// What to call a model read from the config.json at `path` that does not name itself: a Hub cache's
/// "models--Qwen--Qwen3-4B/snapshots/<commit>/config.json" is Qwen/Qwen3-4B, another "config.json" takes its
/// folder's name, and a file saved under the model's own name ("qwen3-4b.json", "mistral-7b.config.json")
/// keeps that name.
QString nameFromPath(const QString &path)
{
    const QFileInfo info(path);
    const QString file = info.fileName();
    if (file.compare(QLatin1String("config.json"), Qt::CaseInsensitive) != 0) {
        QString name = file;
        for (const char *suffix : {".json", ".config"}) {
            if (name.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
                name.chop(int(qstrlen(suffix)));
        }
        return name.isEmpty() ? file : name;
    }
    const QStringList parts = QDir::cleanPath(info.absoluteFilePath()).split(QLatin1Char('/'));
    // .../models--ORG--NAME/snapshots/COMMIT/config.json
    if (parts.size() >= 4 && parts.at(parts.size() - 3) == QLatin1String("snapshots") &&
        parts.at(parts.size() - 4).startsWith(QLatin1String("models--")))
        return parts.at(parts.size() - 4).mid(8).replace(QLatin1String("--"), QLatin1String("/"));
    const QString folder = info.dir().dirName();
    return folder.isEmpty() || folder == QLatin1String(".") ? file : folder;
}

} // namespace

namespace {

// The config's top-level JSON object; nullopt with `error` set when the text is not one.
std::optional<QJsonObject> topObject(const QByteArray &json, const QString &origin, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = Text::tr("%1: not valid JSON (%2 at byte %3)")
                     .arg(origin, parseError.errorString())
                     .arg(parseError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = Text::tr("%1: expected a JSON object at the top level").arg(origin);
        return std::nullopt;
    }
    return doc.object();
}

// The language model's part of the config, with the defaults Transformers fills in where the file leaves
// them out.
QJsonObject languageModelConfig(const QJsonObject &top)
{
    QJsonObject o = top;
    // Multimodal and some newer configs keep the language model under "text_config".
    if (o.value(QLatin1String("text_config")).isObject() && !o.contains(QLatin1String("hidden_size")))
        o = o.value(QLatin1String("text_config")).toObject();
    const QString type = o.value(QLatin1String("model_type")).toString();
    // Gemma 3's multimodal config.json leaves out what Transformers' Gemma3TextConfig defaults (vocab_size
    // 262208, 8 heads, 4 KV heads, head_dim 256): take those defaults, as Transformers does.
    if (type == QLatin1String("gemma3_text")) {
        const std::pair<const char *, int> defaults[] = {{"vocab_size", 262208},
                                                         {"num_attention_heads", 8},
                                                         {"num_key_value_heads", 4},
                                                         {"head_dim", 256}};
        for (const auto &[key, value] : defaults) {
            if (!o.contains(QLatin1String(key)))
                o.insert(QLatin1String(key), value);
        }
    }
    return o;
}

// The layer count and widths under any of their names into `s`; false with `error` set when one is
// missing or not a positive whole number.
bool readDimensions(const QJsonObject &o, const QString &origin, ModelShape *s, QString *error)
{
    QString bad;
    struct Field
    {
        int *member;
        std::initializer_list<const char *> keys;
        bool required;
    };
    const Field fields[] = {
        {&s->layers, {"num_hidden_layers", "n_layer", "n_layers", "num_layers"}, true},
        {&s->hidden, {"hidden_size", "n_embd", "d_model"}, true},
        {&s->heads, {"num_attention_heads", "n_head", "n_heads"}, true},
        {&s->vocab, {"vocab_size", "padded_vocab_size"}, true},
        {&s->intermediate, {"intermediate_size", "n_inner", "ffn_hidden_size"}, false},
        {&s->kvHeads, {"num_key_value_heads", "n_head_kv", "num_kv_heads"}, false},
        {&s->headDim, {"head_dim"}, false},
    };
    for (const Field &field : fields) {
        *field.member = positiveInt(o, field.keys, &bad);
        if (*field.member < 0) {
            *error = Text::tr("%1: %2: expected a positive whole number").arg(origin, bad);
            return false;
        }
        if (*field.member == 0 && field.required) {
            *error = Text::tr("%1: missing %2").arg(origin, QLatin1String(*field.keys.begin()));
            return false;
        }
    }
    return true;
}

// The MLP's shape (gated or not, its width where the config leaves it out) into `s`; false with `error` set
// when the width would be absurd.
bool readMlp(const QJsonObject &o, const QString &type, const QString &origin, ModelShape *s, QString *error)
{
    QString bad;
    static const QStringList twoMatrixMlp = {
        QStringLiteral("gpt2"),        QStringLiteral("gpt_neox"),  QStringLiteral("phi"),
        QStringLiteral("mpt"),         QStringLiteral("opt"),       QStringLiteral("falcon"),
        QStringLiteral("gptj"),        QStringLiteral("bloom"),     QStringLiteral("bert"),
        QStringLiteral("gpt_bigcode"), QStringLiteral("starcoder2")};
    s->gatedMlp = !twoMatrixMlp.contains(type);
    if (s->intermediate == 0) {
        const int ratio = positiveInt(o, {"expansion_ratio"}, &bad);
        const double mlp =
            double(ratio > 0 ? ratio : 4) * s->hidden; // the GPT-2 convention when n_inner is null
        if (mlp > 1e7) {
            *error = Text::tr("%1: the MLP would be wider than 10 million").arg(origin);
            return false;
        }
        s->intermediate = int(mlp);
    }
    if (type == QLatin1String("qwen"))
        s->intermediate /= 2; // Qwen (1.x) splits intermediate_size between its two gate/up halves
    return true;
}

// The key-value heads (all heads where the config names none) into `s`; false with `error` set when the
// heads do not divide the way attention needs.
bool readAttentionHeads(const QJsonObject &o, const QString &origin, ModelShape *s, QString *error)
{
    if (s->kvHeads == 0)
        s->kvHeads = o.value(QLatin1String("multi_query")).toBool() ? 1 : s->heads;
    if (s->kvHeads > s->heads || s->heads % s->kvHeads != 0) {
        *error = Text::tr("%1: num_key_value_heads (%2) must divide num_attention_heads (%3)")
                     .arg(origin)
                     .arg(s->kvHeads)
                     .arg(s->heads);
        return false;
    }
    if (s->headDim == 0 && s->hidden % s->heads != 0) {
        *error = Text::tr("%1: hidden_size (%2) is not a multiple of num_attention_heads (%3)")
                     .arg(origin)
                     .arg(s->hidden)
                     .arg(s->heads);
        return false;
    }
    return true;
}

} // namespace

std::optional<ModelShape> parseConfig(const QByteArray &json, const QString &origin, QString *error)
{
    const std::optional<QJsonObject> top = topObject(json, origin, error);
    if (!top)
        return std::nullopt;
    const QJsonObject o = languageModelConfig(*top);
    const QString type = o.value(QLatin1String("model_type")).toString();

    ModelShape s;
    s.name = o.value(QLatin1String("_name_or_path")).toString();
    if (s.name.isEmpty())
        s.name = nameFromPath(origin);
    s.source = origin;
    if (!readDimensions(o, origin, &s, error))
        return std::nullopt;
    const bool intermediateGiven = s.intermediate > 0;
    if (!readMlp(o, type, origin, &s, error) || !readAttentionHeads(o, origin, &s, error))
        return std::nullopt;
    // Transformers defaults tie_word_embeddings to true; Llama-family configs set it explicitly (multimodal
    // configs at the top level).
    s.tiedEmbeddings = o.value(QLatin1String("tie_word_embeddings"))
                           .toBool(top->value(QLatin1String("tie_word_embeddings")).toBool(true));
    s.qkvBias = type == QLatin1String("qwen2") || o.value(QLatin1String("attention_bias")).toBool(false);
    const QString expertError = readExperts(o, type, &s);
    if (!expertError.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(origin, expertError);
        return std::nullopt;
    }
    if (s.isMoe() && !intermediateGiven && !o.contains(QLatin1String("moe_intermediate_size"))) {
        *error = Text::tr("%1: missing intermediate_size: the width of an expert").arg(origin);
        return std::nullopt;
    }
    QString bad;
    const double latent = latentAttentionParams(o, s, &bad);
    if (latent < 0) {
        *error = Text::tr("%1: %2: expected a positive whole number").arg(origin, bad);
        return std::nullopt;
    }
    s.attentionPerLayer = latent;
    if (s.totalParams() > 1e14) {
        *error = Text::tr("%1: the shape gives more than 100T parameters").arg(origin);
        return std::nullopt;
    }
    return s;
}

std::optional<ModelShape> readConfig(const QString &path, QString *error)
{
    QFile file(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = Text::tr("%1: no such file").arg(path);
        return std::nullopt;
    }
    if (!info.isFile() || info.size() > 4 * 1024 * 1024) {
        *error = Text::tr("%1: not a config.json file (a regular file under 4 MiB)").arg(path);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parseConfig(file.readAll(), path, error);
}

ModelShape forParameterCount(double params)
{
    const ModelShape *nearest = &all().front();
    for (const ModelShape &s : all()) {
        if (s.isMoe())
            continue; // a bare count says nothing about experts
        if (std::abs(std::log(s.totalParams() / params)) <
            std::abs(std::log(nearest->totalParams() / params)))
            nearest = &s;
    }
    ModelShape s = *nearest;
    const double perLayer = (s.blockLinearParams() + s.otherParams()) / s.layers;
    const double fixed = s.embeddingParams();
    // Small counts keep one layer and narrow the width instead of going below one layer.
    const double layers = (params - fixed) / perLayer;
    if (layers >= 1) {
        s.layers = std::max(1, int(std::lround(layers)));
    } else {
        const double scale = std::sqrt(params / s.totalParams());
        s.hidden = std::max(64, int(s.hidden * scale) / 64 * 64);
        s.intermediate = std::max(64, int(s.intermediate * scale) / 64 * 64);
        s.heads = std::max(1, s.hidden / 64);
        s.kvHeads = s.heads;
        s.headDim = 64;
        s.vocab = std::max(1000, int(s.vocab * scale));
        s.layers = std::max(1, int(std::lround((params - s.embeddingParams()) /
                                               ((s.blockLinearParams() + s.otherParams()) / s.layers))));
    }
    s.id.clear();
    s.paramsHint = params;
    s.name = Text::tr("%1B parameters").arg(params / 1e9, 0, 'g', 3);
    s.source = Text::tr("shape of %1 with the depth scaled to the parameter count").arg(nearest->id);
    return s;
}

} // namespace ModelPresets
