#pragma once

#include "gpu.h"
#include "modelpresets.h"

#include <QString>
#include <QStringList>

#include <optional>

/// Fine-tuning memory, throughput, time and cost: pure functions over a workload and a GPU.
namespace Estimate {

enum class Method
{
    Full,
    Lora,
    Qlora
};
enum class LoraTargets
{
    QV,
    Attention,
    AllLinear,
    Mlp
};
enum class Precision
{
    Bf16Mixed,
    Bf16,
    Fp16Mixed,
    Fp32
};
enum class Optimizer
{
    AdamW,
    AdamW8bit,
    Sgd
};

/// One fine-tuning job: the model and how it is trained.
struct Workload
{
    ModelShape model;
    Method method = Method::Qlora;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    int seqLen = 2048;
    int microBatch = 1;
    bool gradCheckpointing = false;
    bool flashAttention = true;
    double tokens = 0; ///< training budget in tokens; 0 when not given
};

/// Memory per GPU in GiB. `logits` is the part of `activations` spent on the output over the vocabulary.
struct Memory
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double logits = 0;
    double adapters = 0;
    double cudaContext = 0;
    double allocator = 0; ///< caching-allocator slack and fragmentation
    double overhead() const { return cudaContext + allocator; }
    double total() const { return weights + gradients + optimizer + activations + adapters + overhead(); }
};

/// The estimate for one GPU type: how many are needed and how fast they train.
struct Result
{
    const Gpu *gpu = nullptr;
    bool fits = false;  ///< on a single GPU
    int gpusNeeded = 0; ///< 0 when even the allowed maximum is not enough
    int gpusUsed = 1;   ///< what memory and speed below describe: gpusNeeded, or 1 when nothing fits
    Memory memory;      ///< per GPU, for gpusUsed
    double vramGib = 0;
    double headroom = 0;        ///< 1 - total / VRAM, for gpusUsed
    double tokensPerSecond = 0; ///< the whole configuration
    double tflopsUsed = 0;      ///< dense tensor TFLOPS at the training precision, per GPU
    double utilisation = 0;     ///< assumed MFU
    std::optional<double> hours;
    QStringList warnings;
};

/// Parameters the optimizer updates (all of them for full fine-tuning, the adapters for LoRA/QLoRA).
double trainableParams(const Workload &w);
double adapterParams(const Workload &w);

/// Memory per GPU with `gpus` GPUs; more than one means ZeRO-3/FSDP: weights, gradients and optimizer
/// states sharded across them, activations per GPU.
Memory memory(const Workload &w, int gpus = 1);

/// Training FLOPs per token: matmuls (6N full, 4N with frozen weights), attention, and recompute.
double flopsPerToken(const Workload &w);
/// Dense tensor TFLOPS of `gpu` at the training precision (FP32 accumulate), 0 when unknown.
double trainingTflops(const Gpu &gpu, Precision precision);
/// Model FLOPs utilisation assumed for this GPU class and method.
double utilisation(const Gpu &gpu, Method method);
/// Tokens per second of `gpus` GPUs together.
double tokensPerSecond(const Workload &w, const Gpu &gpu, int gpus);

/// Estimates `w` on `gpu`, using the fewest GPUs (up to maxGpus) whose memory holds it.
Result onGpu(const Workload &w, const Gpu &gpu, int maxGpus = 8);

/// The formula used, in plain words with the numbers of this workload, for the UI and the report.
QString formulaText(const Workload &w);
/// "QLoRA of Llama 3.1 8B, rank 16 on all linear layers, bf16 mixed, AdamW, 2048 tokens x 1"
QString describe(const Workload &w);

QString toString(Method m);
QString toString(LoraTargets t);
QString toString(Precision p);
QString toString(Optimizer o);
std::optional<Method> parseMethod(const QString &text);
std::optional<LoraTargets> parseLoraTargets(const QString &text);
std::optional<Precision> parsePrecision(const QString &text);
std::optional<Optimizer> parseOptimizer(const QString &text);

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace Estimate
