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
    QString hfId;          ///< the Hugging Face repository id of a preset ("Qwen/Qwen3-8B"); empty otherwise
    QStringList hfTwins;   ///< ids of checkpoints with the same config.json (instruct or base twins)

    // Mixture of experts. experts == 0: a dense model, every layer's MLP is `intermediate` wide.
    int experts = 0;              ///< routed experts per MoE layer
    int expertsPerToken = 0;      ///< routed experts each token goes through (top-k)
    int expertIntermediate = 0;   ///< MLP width of one routed expert
    int sharedExperts = 0;        ///< experts every token goes through (DeepSeek, Qwen2 MoE, Llama 4)
    int sharedIntermediate = 0;   ///< MLP width of one shared expert
    int moeLayers = 0;            ///< layers with experts; the other layers are dense (`intermediate` wide)
    double attentionPerLayer = 0; ///< attention weights of one layer when they are not q/k/v/o of the heads
                                  ///< (DeepSeek's multi-head latent attention); 0: from heads and head_dim

    bool isMoe() const { return experts > 0 && moeLayers > 0; }
    int denseLayers() const { return layers - (isMoe() ? moeLayers : 0); }

    // In double: a config.json may hold values whose products overflow an int.
    double attentionWidth() const { return double(headDim > 0 ? headDim : hidden / heads) * heads; }
    double kvWidth() const { return double(headDim > 0 ? headDim : hidden / heads) * kvHeads; }
    /// Weights of the linear layers inside the transformer blocks (what QLoRA quantises), every expert
    /// counted.
    double blockLinearParams() const;
    /// The same for the linear layers one token passes through: the top-k routed experts, the shared experts
    /// and the router; equal to blockLinearParams() for a dense model.
    double activeBlockLinearParams() const;
    /// Attention projections of all layers (q, k, v, o).
    double attentionParams() const;
    /// One gated (3 matrices) or plain (2) MLP of width `width`.
    double mlpParams(double width) const { return (gatedMlp ? 3.0 : 2.0) * hidden * width; }
    /// Input embedding plus the output head when it is not tied.
    double embeddingParams() const;
    /// Norms and biases.
    double otherParams() const;
    double totalParams() const { return blockLinearParams() + embeddingParams() + otherParams(); }
    /// Parameters one token uses: totalParams() with only the top-k routed experts.
    double activeParams() const { return activeBlockLinearParams() + embeddingParams() + otherParams(); }
};

namespace ModelPresets {
/// The built-in models, with shapes from their published config.json files.
const std::vector<ModelShape> &all();
/// A preset by its id ("qwen3-8b", exact) or its Hugging Face id ("Qwen/Qwen3-8B", any case).
const ModelShape *find(const QString &id);
QStringList ids();

/// A Hugging Face config.json (llama, mistral, qwen2/3, gemma 1-3, phi3, gpt2-style names; the experts of
/// Mixtral, Qwen2/3 MoE, DeepSeek V2/V3, gpt-oss, Llama 4 and OLMoE). Returns nullopt and sets `error` to one
/// line naming the missing or invalid key; a config whose experts it cannot understand is refused, not
/// guessed.
std::optional<ModelShape> parseConfig(const QByteArray &json, const QString &origin, QString *error);
/// Reads and parses a config.json file from disk; unreadable or oversized files are errors.
std::optional<ModelShape> readConfig(const QString &path, QString *error);

/// A shape for a bare parameter count: the preset nearest in size, its depth scaled so the count matches.
ModelShape forParameterCount(double params);
} // namespace ModelPresets
