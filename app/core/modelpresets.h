#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// The shape of a decoder-only transformer: what the estimator needs to size weights, adapters and
/// activations.
struct ModelShape
{
    QString id;     ///< preset id ("llama-3.1-8b"), or empty for a config file or a raw parameter count
    QString name;   ///< what the user sees
    QString source; ///< where the shape comes from (the model's published config.json, a file, a rule)
    int layers = 0;
    int hidden = 0;
    int intermediate = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0; ///< 0: hidden / heads
    int vocab = 0;
    bool tiedEmbeddings = false;
    bool gatedMlp = true;  ///< SwiGLU/GeGLU (gate, up, down) rather than a two-matrix MLP
    bool qkvBias = false;  ///< Qwen2 style biases on q, k and v
    double paramsHint = 0; ///< a stated count (--params) the shape was scaled to; informational

    // In double: a config.json may hold values whose products overflow an int.
    double attentionWidth() const { return double(headDim > 0 ? headDim : hidden / heads) * heads; }
    double kvWidth() const { return double(headDim > 0 ? headDim : hidden / heads) * kvHeads; }
    /// Weights of the linear layers inside the transformer blocks (what QLoRA quantises).
    double blockLinearParams() const;
    /// Input embedding plus the output head when it is not tied.
    double embeddingParams() const;
    /// Norms and biases.
    double otherParams() const;
    double totalParams() const { return blockLinearParams() + embeddingParams() + otherParams(); }
};

namespace ModelPresets {
/// The built-in models, with shapes from their published config.json files.
const std::vector<ModelShape> &all();
const ModelShape *find(const QString &id);
QStringList ids();

/// A Hugging Face config.json (llama, mistral, qwen2, gemma, phi3, gpt2-style names). Returns nullopt and
/// sets `error` to one line naming the missing or invalid key.
std::optional<ModelShape> parseConfig(const QByteArray &json, const QString &origin, QString *error);
/// Reads and parses a config.json file from disk; unreadable or oversized files are errors.
std::optional<ModelShape> readConfig(const QString &path, QString *error);

/// A shape for a bare parameter count: the preset nearest in size, its depth scaled so the count matches.
ModelShape forParameterCount(double params);
} // namespace ModelPresets
