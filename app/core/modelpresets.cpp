#include "modelpresets.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

double ModelShape::blockLinearParams() const
{
    const double h = hidden;
    const double attention = h * attentionWidth() * 2.0 + h * kvWidth() * 2.0; // q, o, k, v
    const double mlp = (gatedMlp ? 3.0 : 2.0) * h * intermediate;
    return double(layers) * (attention + mlp);
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

ModelShape preset(const char *id, const char *name, const char *repo, int layers, int hidden,
                  int intermediate, int heads, int kvHeads, int vocab, bool tied, int headDim = 0,
                  bool qkvBias = false)
{
    ModelShape s;
    s.id = QString::fromLatin1(id);
    s.name = QString::fromLatin1(name);
    s.source = QStringLiteral("https://huggingface.co/%1/blob/main/config.json").arg(QLatin1String(repo));
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

} // namespace

const std::vector<ModelShape> &all()
{
    // Values as published in each repository's config.json (num_hidden_layers, hidden_size,
    // intermediate_size, num_attention_heads, num_key_value_heads, vocab_size, tie_word_embeddings,
    // head_dim).
    static const std::vector<ModelShape> presets = {
        preset("tinyllama-1.1b", "TinyLlama 1.1B", "TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T", 22,
               2048, 5632, 32, 4, 32000, false),
        preset("llama-3.2-1b", "Llama 3.2 1B", "meta-llama/Llama-3.2-1B", 16, 2048, 8192, 32, 8, 128256, true,
               64),
        preset("llama-3.2-3b", "Llama 3.2 3B", "meta-llama/Llama-3.2-3B", 28, 3072, 8192, 24, 8, 128256, true,
               128),
        preset("phi-3-mini", "Phi-3 mini (3.8B)", "microsoft/Phi-3-mini-4k-instruct", 32, 3072, 8192, 32, 32,
               32064, false),
        preset("llama-2-7b", "Llama 2 7B", "meta-llama/Llama-2-7b-hf", 32, 4096, 11008, 32, 32, 32000, false),
        preset("mistral-7b", "Mistral 7B v0.1", "mistralai/Mistral-7B-v0.1", 32, 4096, 14336, 32, 8, 32000,
               false),
        preset("qwen2.5-7b", "Qwen2.5 7B", "Qwen/Qwen2.5-7B", 28, 3584, 18944, 28, 4, 152064, false, 0, true),
        preset("llama-3.1-8b", "Llama 3.1 8B", "meta-llama/Llama-3.1-8B", 32, 4096, 14336, 32, 8, 128256,
               false),
        preset("gemma-2-9b", "Gemma 2 9B", "google/gemma-2-9b", 42, 3584, 14336, 16, 8, 256000, true, 256),
        preset("llama-2-13b", "Llama 2 13B", "meta-llama/Llama-2-13b-hf", 40, 5120, 13824, 40, 40, 32000,
               false),
        preset("qwen2.5-14b", "Qwen2.5 14B", "Qwen/Qwen2.5-14B", 48, 5120, 13824, 40, 8, 152064, false, 0,
               true),
        preset("gemma-2-27b", "Gemma 2 27B", "google/gemma-2-27b", 46, 4608, 36864, 32, 16, 256000, true,
               128),
        preset("qwen2.5-32b", "Qwen2.5 32B", "Qwen/Qwen2.5-32B", 64, 5120, 27648, 40, 8, 152064, false, 0,
               true),
        preset("llama-2-70b", "Llama 2 70B", "meta-llama/Llama-2-70b-hf", 80, 8192, 28672, 64, 8, 32000,
               false),
        preset("llama-3.1-70b", "Llama 3.1 70B", "meta-llama/Llama-3.1-70B", 80, 8192, 28672, 64, 8, 128256,
               false),
        preset("qwen2.5-72b", "Qwen2.5 72B", "Qwen/Qwen2.5-72B", 80, 8192, 29568, 64, 8, 152064, false, 0,
               true),
    };
    return presets;
}

const ModelShape *find(const QString &id)
{
    for (const ModelShape &s : all()) {
        if (s.id.compare(id, Qt::CaseInsensitive) == 0)
            return &s;
    }
    return nullptr;
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

} // namespace

std::optional<ModelShape> parseConfig(const QByteArray &json, const QString &origin, QString *error)
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
    QJsonObject o = doc.object();
    // Multimodal and some newer configs keep the language model under "text_config".
    if (o.value(QLatin1String("text_config")).isObject() && !o.contains(QLatin1String("hidden_size")))
        o = o.value(QLatin1String("text_config")).toObject();

    ModelShape s;
    s.name = o.value(QLatin1String("_name_or_path")).toString();
    if (s.name.isEmpty())
        s.name = QFileInfo(origin).dir().dirName();
    if (s.name.isEmpty() || s.name == QLatin1String("."))
        s.name = QFileInfo(origin).fileName();
    s.source = origin;
    QString bad;
    struct Field
    {
        int *member;
        std::initializer_list<const char *> keys;
        bool required;
    };
    const Field fields[] = {
        {&s.layers, {"num_hidden_layers", "n_layer", "n_layers", "num_layers"}, true},
        {&s.hidden, {"hidden_size", "n_embd", "d_model"}, true},
        {&s.heads, {"num_attention_heads", "n_head", "n_heads"}, true},
        {&s.vocab, {"vocab_size", "padded_vocab_size"}, true},
        {&s.intermediate, {"intermediate_size", "n_inner", "ffn_hidden_size"}, false},
        {&s.kvHeads, {"num_key_value_heads", "n_head_kv", "num_kv_heads"}, false},
        {&s.headDim, {"head_dim"}, false},
    };
    for (const Field &field : fields) {
        *field.member = positiveInt(o, field.keys, &bad);
        if (*field.member < 0) {
            *error = Text::tr("%1: %2: expected a positive whole number").arg(origin, bad);
            return std::nullopt;
        }
        if (*field.member == 0 && field.required) {
            *error = Text::tr("%1: missing %2").arg(origin, QLatin1String(*field.keys.begin()));
            return std::nullopt;
        }
    }
    const QString type = o.value(QLatin1String("model_type")).toString();
    static const QStringList twoMatrixMlp = {
        QStringLiteral("gpt2"),        QStringLiteral("gpt_neox"),  QStringLiteral("phi"),
        QStringLiteral("mpt"),         QStringLiteral("opt"),       QStringLiteral("falcon"),
        QStringLiteral("gptj"),        QStringLiteral("bloom"),     QStringLiteral("bert"),
        QStringLiteral("gpt_bigcode"), QStringLiteral("starcoder2")};
    s.gatedMlp = !twoMatrixMlp.contains(type);
    if (s.intermediate == 0) {
        const int ratio = positiveInt(o, {"expansion_ratio"}, &bad);
        const double mlp =
            double(ratio > 0 ? ratio : 4) * s.hidden; // the GPT-2 convention when n_inner is null
        if (mlp > 1e7) {
            *error = Text::tr("%1: the MLP would be wider than 10 million").arg(origin);
            return std::nullopt;
        }
        s.intermediate = int(mlp);
    }
    if (type == QLatin1String("qwen"))
        s.intermediate /= 2; // Qwen (1.x) splits intermediate_size between its two gate/up halves
    if (s.kvHeads == 0)
        s.kvHeads = o.value(QLatin1String("multi_query")).toBool() ? 1 : s.heads;
    if (s.kvHeads > s.heads || s.heads % s.kvHeads != 0) {
        *error = Text::tr("%1: num_key_value_heads (%2) must divide num_attention_heads (%3)")
                     .arg(origin)
                     .arg(s.kvHeads)
                     .arg(s.heads);
        return std::nullopt;
    }
    if (s.headDim == 0 && s.hidden % s.heads != 0) {
        *error = Text::tr("%1: hidden_size (%2) is not a multiple of num_attention_heads (%3)")
                     .arg(origin)
                     .arg(s.hidden)
                     .arg(s.heads);
        return std::nullopt;
    }
    // Transformers defaults tie_word_embeddings to true; Llama-family configs set it explicitly.
    s.tiedEmbeddings = o.value(QLatin1String("tie_word_embeddings")).toBool(true);
    s.qkvBias = type == QLatin1String("qwen2") || o.value(QLatin1String("attention_bias")).toBool(false);
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
