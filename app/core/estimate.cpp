#include "estimate.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

namespace Estimate {

namespace {

// Text::tr() translates in the "Estimate" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Estimate)
};

// Constants of the model; each is explained in formulaText() and docs in reference/finetune_estimation.md.
constexpr double kQuantBytes = 0.55; // NF4 0.5 B/param + quantisation constants (Unsloth: 2/3.6)
constexpr double kLogitBytes = 12.0; // Hugging Face upcasts logits to fp32, shifts a copy, keeps log-softmax
constexpr double kEagerAttentionBytes =
    5.0; // per head and (query, key) pair without a fused kernel (Korthikanti)
constexpr double kFrozenActivationShare = 0.75; // LoRA: autograd keeps no inputs of frozen nn.Linear layers
constexpr double kCudaContextGib = 0.75;        // CUDA context, kernels, cuBLAS workspace (300 MiB to 2 GiB)
constexpr double kAllocatorShare = 0.08;        // PyTorch caching allocator: reserved over allocated
constexpr double kDequantBytes = 4.5; // per quantised weight and pass: read NF4, write and read bf16
constexpr double kBandwidthEfficiency = 0.8;

double stateBytesPerParam(Precision p, bool weightsFp32Master)
{
    // Weights: bf16/fp16 mixed keeps fp32 weights plus the autocast half copy (Hugging Face's 18 B/param).
    switch (p) {
    case Precision::Bf16Mixed:
    case Precision::Fp16Mixed:
        return weightsFp32Master ? 6.0 : 4.0;
    case Precision::Bf16:
        return 2.0;
    case Precision::Fp32:
        return 4.0;
    }
    return 4.0;
}

double gradientBytes(Precision p)
{
    return p == Precision::Bf16 ? 2.0 : 4.0;
}

double optimizerBytes(Precision p, Optimizer o)
{
    const bool half = p == Precision::Bf16; // torch keeps AdamW/SGD states in the parameters' dtype
    switch (o) {
    case Optimizer::AdamW:
        return half ? 4.0 : 8.0;
    case Optimizer::AdamW8bit:
        return 2.0;
    case Optimizer::Sgd:
        return half ? 2.0 : 4.0; // momentum
    }
    return 8.0;
}

double activationBytes(Precision p)
{
    return p == Precision::Fp32 ? 4.0 : 2.0;
}

// Elements kept per token and layer for the backward pass, no recompute: norm inputs and outputs, q/k/v with
// their rotated copies, the attention output, and the MLP's gate, up, activation and product.
double layerActivationElements(const ModelShape &m)
{
    const double mlp = m.gatedMlp ? 4.0 * m.intermediate : 2.0 * m.intermediate;
    return 4.0 * m.hidden + 3.0 * m.attentionWidth() + 3.0 * m.kvWidth() + mlp;
}

double matmulParams(const ModelShape &m)
{
    return m.blockLinearParams() +
           double(m.vocab) * m.hidden; // the output head multiplies, the lookup does not
}

double layerParams(const ModelShape &m)
{
    return (m.blockLinearParams() + m.otherParams()) / std::max(1, m.layers);
}

} // namespace

double adapterParams(const Workload &w)
{
    if (w.method == Method::Full)
        return 0;
    const ModelShape &m = w.model;
    const double h = m.hidden, a = m.attentionWidth(), kv = m.kvWidth(), i = m.intermediate;
    const double q = h + a, k = h + kv, v = h + kv, o = a + h, up = h + i, down = i + h;
    const double gate = m.gatedMlp ? h + i : 0;
    double perLayer = 0;
    switch (w.loraTargets) {
    case LoraTargets::QV:
        perLayer = q + v;
        break;
    case LoraTargets::Attention:
        perLayer = q + k + v + o;
        break;
    case LoraTargets::AllLinear:
        perLayer = q + k + v + o + gate + up + down;
        break;
    case LoraTargets::Mlp:
        perLayer = gate + up + down;
        break;
    }
    return double(w.loraRank) * perLayer * m.layers;
}

double trainableParams(const Workload &w)
{
    return w.method == Method::Full ? w.model.totalParams() : adapterParams(w);
}

Memory memory(const Workload &w, int gpus)
{
    const ModelShape &m = w.model;
    const double n = m.totalParams();
    const double shards = std::max(1, gpus);
    Memory mem;
    double bytesWeights = 0, bytesGrads = 0, bytesOpt = 0, bytesAdapters = 0;
    if (w.method == Method::Full) {
        bytesWeights = n * stateBytesPerParam(w.precision, true);
        bytesGrads = n * gradientBytes(w.precision);
        bytesOpt = n * optimizerBytes(w.precision, w.optimizer);
    } else {
        const double base = w.precision == Precision::Fp32 ? 4.0 : 2.0;
        if (w.method == Method::Lora)
            bytesWeights = n * base;
        else
            bytesWeights =
                m.blockLinearParams() * kQuantBytes + (m.embeddingParams() + m.otherParams()) * base;
        // PEFT keeps adapters in fp32 under autocast; pure bf16 keeps them in bf16.
        const double na = adapterParams(w);
        const double adapterBytes = w.precision == Precision::Bf16 ? 2.0 : 4.0;
        bytesAdapters = na * adapterBytes;
        bytesGrads = na * adapterBytes;
        bytesOpt = na * optimizerBytes(w.precision, w.optimizer);
    }
    double gathered = 0;
    if (gpus > 1) {
        // FSDP/ZeRO-3 gathers the current layer and prefetches the next one in the compute dtype.
        const double perLayerBytes = w.method == Method::Qlora
                                         ? layerParams(m) * kQuantBytes
                                         : layerParams(m) * activationBytes(w.precision);
        gathered = 2.0 * perLayerBytes;
    }
    mem.weights = (bytesWeights / shards + gathered) / kGiB;
    mem.gradients = bytesGrads / shards / kGiB;
    mem.optimizer = bytesOpt / shards / kGiB;
    mem.adapters = bytesAdapters / shards / kGiB;

    const double tokens = double(w.seqLen) * w.microBatch;
    const double ab = activationBytes(w.precision);
    double layer = layerActivationElements(m) * ab * tokens;
    if (w.method == Method::Lora)
        layer *=
            kFrozenActivationShare; // bitsandbytes' 4-bit matmul saves its input anyway, so QLoRA does not

    if (!w.flashAttention)
        layer += kEagerAttentionBytes * m.heads * double(w.seqLen) * w.seqLen * w.microBatch;
    double acts = 0;
    if (w.checkpointing == Checkpointing::Full)
        acts = m.layers * double(m.hidden) * ab * tokens + layer; // layer inputs, plus one layer recomputed
    else
        acts = m.layers * layer;
    const double logits = tokens * m.vocab * kLogitBytes;
    mem.logits = logits / kGiB;
    mem.activations = (acts + logits) / kGiB;

    mem.cudaContext = kCudaContextGib;
    mem.allocator =
        kAllocatorShare * (mem.weights + mem.gradients + mem.optimizer + mem.adapters + mem.activations);
    return mem;
}

double flopsPerToken(const Workload &w)
{
    const ModelShape &m = w.model;
    const double nmm = matmulParams(m);
    // Forward 2N; backward 4N (input and weight gradients) or 2N when weights are frozen.
    const double forward =
        2.0 * nmm + 2.0 * double(w.seqLen) * m.attentionWidth() * m.layers; // causal attention
    const double backward =
        w.method == Method::Full ? 2.0 * forward : 2.0 * forward - 2.0 * m.blockLinearParams();
    double flops = forward + backward;
    if (w.method != Method::Full)
        flops += 6.0 * adapterParams(w);
    if (w.recomputes())
        flops += forward;
    return flops;
}

double trainingTflops(const Gpu &gpu, Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return gpu.fp32Tflops.value_or(0);
    case Precision::Bf16:
    case Precision::Bf16Mixed:
    case Precision::Fp16Mixed:
        return gpu.fp16Bf16DenseTflops.value_or(0);
    }
    return 0;
}

double utilisation(const Gpu &gpu, Method method)
{
    // Achieved MFU falls as a GPU gets more compute per byte of memory bandwidth: the same kernels keep an
    // A100 or an RTX 4090 (about 150-165 FLOP/byte) busier than an H100 (295) or an L40S (420). Fitted to the
    // published runs: full fine-tuning 50-64% on A100 and 38-50% on H100 (LLM Foundry), adapters about 40% on
    // H100 (NeMo).
    const double tflops = gpu.fp16Bf16DenseTflops.value_or(0);
    const double bandwidth = gpu.memoryBandwidthGbps.value_or(0);
    const double flopPerByte = tflops > 0 && bandwidth > 0 ? tflops * 1e3 / bandwidth : 300.0;
    const double base = method == Method::Full ? 0.6 : 0.5;
    return std::clamp(base * std::pow(150.0 / flopPerByte, 0.4), 0.25, 0.65);
}

namespace {

// Effective bandwidth between GPUs in GB/s per direction: NVLink (half the stated bidirectional figure;
// bridges join two cards only) or PCIe, halved for GeForce cards, which route peer traffic through host
// memory.
double linkBandwidth(const Gpu &gpu, int gpus)
{
    const bool bridge = gpu.interconnect.contains(QLatin1String("bridge"));
    if (gpu.hasNvlink() && (!bridge || gpus <= 2))
        return *gpu.nvlinkGbps / 2.0 * 0.7;
    static const QRegularExpression gen(QStringLiteral("Gen(\\d)(?: x(\\d+))?"));
    const QRegularExpressionMatch m = gen.match(gpu.pcie);
    const int generation = m.hasMatch() ? m.captured(1).toInt() : 4;
    const int lanes = m.hasMatch() && !m.captured(2).isEmpty() ? m.captured(2).toInt() : 16;
    double bandwidth = 2.0 * std::pow(2.0, generation - 1) * lanes / 16.0 * 0.6; // Gen4 x16: 32 GB/s raw
    if (gpu.segment == QLatin1String("consumer"))
        bandwidth *= 0.5;
    return bandwidth;
}

} // namespace

double tokensPerSecond(const Workload &w, const Gpu &gpu, int gpus)
{
    const double tflops = trainingTflops(gpu, w.precision);
    if (tflops <= 0)
        return 0;
    // One micro-batch on one GPU: the matmuls at the assumed MFU, plus QLoRA's dequantisation, which streams
    // every quantised weight through memory on each pass.
    const double tokens = double(w.seqLen) * w.microBatch;
    const double passes = w.recomputes() ? 3.0 : 2.0;
    double seconds = flopsPerToken(w) * tokens / (tflops * 1e12 * utilisation(gpu, w.method));
    if (w.method == Method::Qlora && gpu.memoryBandwidthGbps.value_or(0) > 0) {
        const double bytes = passes * w.model.blockLinearParams() * kDequantBytes;
        seconds += bytes / (*gpu.memoryBandwidthGbps * 1e9 * kBandwidthEfficiency);
    }
    if (gpus > 1) {
        // ZeRO-3/FSDP gathers the weights for each pass and reduce-scatters the gradients; prefetching
        // overlaps that traffic with compute, so the slower of the two sets the pace.
        const Memory one = memory(w, 1);
        const double weightBytes = (w.method == Method::Full ? one.weights / 3.0 : one.weights) * kGiB;
        const double gradBytes = (w.method == Method::Full ? one.gradients / 2.0 : one.gradients) * kGiB;
        const double share = double(gpus - 1) / gpus;
        const double comm = (passes * weightBytes + gradBytes) * share / (linkBandwidth(gpu, gpus) * 1e9);
        seconds = std::max(seconds, comm) * 1.05;
    }
    return tokens / seconds * gpus;
}

namespace {
constexpr int kLargestCount = 65536; // past this many GPUs nothing that matters changes
} // namespace

double capacityGib(const Gpu &gpu)
{
    if (const std::optional<double> usable = gpu.usableGib())
        return *usable;
    return gpu.vramGb.value_or(0) * 0.97;
}

int gpusNeeded(const Workload &w, const Gpu &gpu)
{
    const double capacity = capacityGib(gpu);
    if (capacity <= 0)
        return 0;
    auto holds = [&](int n) { return memory(w, n).total() <= capacity; };
    if (holds(1))
        return 1;
    // Memory per GPU falls with the count (sharded states) towards what every GPU keeps (activations, the
    // gathered layers, overhead).
    if (!holds(kLargestCount))
        return 0;
    int low = 1, high = kLargestCount; // low does not hold, high does
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        (holds(mid) ? high : low) = mid;
    }
    return high;
}

Result onGpu(const Workload &w, const Gpu &gpu, int maxGpus)
{
    Result r;
    r.gpu = &gpu;
    r.vramGib = gpu.vramGb.value_or(0);
    r.capacityGib = capacityGib(gpu);
    r.gpusNeeded = gpusNeeded(w, gpu);
    r.floorGib = memory(w, kLargestCount).total();
    r.fits = r.gpusNeeded == 1;
    const int limit = w.gpus > 0 ? w.gpus : std::max(1, maxGpus);
    r.withinLimit = r.gpusNeeded > 0 && r.gpusNeeded <= limit;
    r.gpusUsed = w.gpus > 0 ? w.gpus : std::max(1, r.gpusNeeded);
    r.nodes = (r.gpusUsed + std::max(1, w.gpusPerNode) - 1) / std::max(1, w.gpusPerNode);
    r.memory = memory(w, r.gpusUsed);
    r.headroom = r.capacityGib > 0 ? 1.0 - r.memory.total() / r.capacityGib : 0;
    r.tflopsUsed = trainingTflops(gpu, w.precision);
    r.utilisation = utilisation(gpu, w.method);
    if (r.gpusNeeded > 0 && r.gpusUsed >= r.gpusNeeded)
        r.tokensPerSecond = tokensPerSecond(w, gpu, r.gpusUsed);
    if (r.tokensPerSecond > 0 && w.tokens > 0)
        r.hours = w.tokens / r.tokensPerSecond / 3600.0;

    if (r.gpusNeeded == 0)
        r.warnings << Text::tr("does not fit on any number of GPUs: %1 GiB stays on each (activations and "
                               "overhead) of %2 GiB")
                          .arg(r.floorGib, 0, 'f', 1)
                          .arg(r.capacityGib, 0, 'f', 1);
    else if (w.gpus > 0 && w.gpus < r.gpusNeeded)
        r.warnings << Text::tr("does not fit on %1 GPUs (%2 GiB each of %3): needs %4")
                          .arg(w.gpus)
                          .arg(r.memory.total(), 0, 'f', 1)
                          .arg(r.capacityGib, 0, 'f', 1)
                          .arg(r.gpusNeeded);
    else if (!r.withinLimit)
        r.warnings << Text::tr("needs %1 GPUs, more than the %2 allowed").arg(r.gpusNeeded).arg(limit);
    if (r.gpusUsed > 1 && !gpu.hasNvlink()) {
        if (gpu.segment == QLatin1String("consumer"))
            r.warnings << Text::tr("GeForce cards have no peer-to-peer over PCIe: sharding runs through host "
                                   "memory and scales poorly");
        else
            r.warnings << Text::tr("PCIe only (no NVLink): sharded training is limited by PCIe bandwidth");
    }
    if (!gpu.bf16Supported && (w.precision == Precision::Bf16 || w.precision == Precision::Bf16Mixed))
        r.warnings << Text::tr("no bf16 on this architecture: use fp16 mixed precision");
    if (r.tflopsUsed <= 0)
        r.warnings << Text::tr("no dense tensor throughput in the dataset: speed unknown");
    return r;
}

namespace {

// The largest value in [1, ceiling] for which `holds` is true (0 when not even 1); `holds` must be monotone.
int largestHolding(int ceiling, const std::function<bool(int)> &holds)
{
    if (!holds(1))
        return 0;
    int low = 1, high = 2;
    while (high <= ceiling && holds(high)) {
        low = high;
        high *= 2;
    }
    high = std::min(high, ceiling + 1); // low holds, high does not (or is past the ceiling)
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        (holds(mid) ? low : high) = mid;
    }
    return low;
}

} // namespace

void fixesFor(const Workload &w, const Gpu &gpu, int maxGpus, Result *r)
{
    Q_UNUSED(maxGpus)
    r->fixes.clear();
    const double capacity = capacityGib(gpu);
    if (capacity <= 0)
        return;
    r->maxBatch = largestHolding(65536, [&](int batch) {
        Workload b = w;
        b.microBatch = batch;
        return memory(b, 1).total() <= capacity;
    });
    const int maxSeq = largestHolding(1 << 21, [&](int seq) {
        Workload s = w;
        s.seqLen = seq;
        return memory(s, 1).total() <= capacity;
    });
    r->maxSeq = maxSeq >= 256 ? maxSeq / 64 * 64 : maxSeq; // a round length, still holding

    const bool tight = r->gpusNeeded == 1 && r->headroom < kTightHeadroom;
    if (r->gpusNeeded == 1 && !tight)
        return;

    auto consider = [&](const QString &args, const QString &label, const Workload &changed) {
        Fix fix;
        fix.args = args;
        fix.label = label;
        fix.workload = changed;
        fix.workload.gpus = 0;
        fix.gpusNeeded = gpusNeeded(fix.workload, gpu);
        const int n = std::max(1, fix.gpusNeeded);
        fix.totalGib = memory(fix.workload, n).total();
        if (fix.gpusNeeded > 0)
            fix.tokensPerSecond = tokensPerSecond(fix.workload, gpu, n);
        const bool fewer =
            fix.gpusNeeded > 0 && (r->gpusNeeded == 0 || fix.gpusNeeded < r->gpusNeeded);
        const bool roomier = tight && fix.gpusNeeded == 1 && fix.totalGib < r->memory.total() * 0.95;
        if (fewer || roomier)
            r->fixes.push_back(fix);
    };
    if (w.checkpointing != Checkpointing::Full) {
        Workload c = w;
        c.checkpointing = Checkpointing::Full;
        consider(QStringLiteral("--ckpt full"), Text::tr("gradient checkpointing (about a third slower)"), c);
    }
    if (w.checkpointing == Checkpointing::None) {
        Workload c = w;
        c.checkpointing = Checkpointing::Selective;
        consider(QStringLiteral("--ckpt selective"), Text::tr("selective activation checkpointing"), c);
    }
    if (w.optimizer == Optimizer::AdamW && w.method == Method::Full) {
        Workload c = w;
        c.optimizer = Optimizer::AdamW8bit;
        consider(QStringLiteral("--optimizer adamw8bit"), Text::tr("8-bit AdamW states"), c);
    }
    if (w.loss == Loss::Standard) {
        Workload c = w;
        c.loss = Loss::Chunked;
        consider(QStringLiteral("--loss chunked"), Text::tr("chunked cross-entropy (no full logits)"), c);
    }
    if (w.method == Method::Full && w.offload == Offload::None) {
        Workload c = w;
        c.offload = Offload::Optimizer;
        consider(QStringLiteral("--offload optimizer"),
                 Text::tr("optimizer states in CPU memory (slower: the update crosses PCIe)"), c);
    }
    if (w.method == Method::Full) {
        Workload c = w;
        c.method = Method::Lora;
        consider(QStringLiteral("--method lora"), Text::tr("LoRA instead of full fine-tuning"), c);
    }
    if (w.method != Method::Qlora) {
        Workload c = w;
        c.method = Method::Qlora;
        consider(QStringLiteral("--method qlora"),
                 w.method == Method::Full ? Text::tr("QLoRA instead of full fine-tuning")
                                          : Text::tr("QLoRA (4-bit base) instead of LoRA"),
                 c);
    }
    if (w.microBatch > 1) {
        Workload c = w;
        c.microBatch = r->maxBatch >= 1 && r->maxBatch < w.microBatch ? r->maxBatch : 1;
        const int steps = (w.microBatch + c.microBatch - 1) / c.microBatch;
        consider(QStringLiteral("--batch %1").arg(c.microBatch),
                 Text::tr("micro-batch %1 with %2 gradient accumulation steps (the same effective batch)")
                     .arg(c.microBatch)
                     .arg(steps),
                 c);
    }
    if (w.seqLen > 512) {
        Workload c = w;
        c.seqLen = r->maxSeq >= 512 && r->maxSeq < w.seqLen ? r->maxSeq : w.seqLen / 2;
        consider(QStringLiteral("--seq %1").arg(c.seqLen), Text::tr("sequences of %1 tokens").arg(c.seqLen), c);
    }
    // Together, the changes that keep the method and the data (some help only in combination).
    Workload all = w;
    QStringList args, labels;
    auto add = [&](bool applies, const QString &arg, const QString &label, const std::function<void()> &change) {
        if (!applies)
            return;
        change();
        args << arg;
        labels << label;
    };
    add(w.checkpointing != Checkpointing::Full, QStringLiteral("--ckpt full"), Text::tr("gradient checkpointing"),
        [&] { all.checkpointing = Checkpointing::Full; });
    add(w.loss == Loss::Standard, QStringLiteral("--loss chunked"), Text::tr("chunked cross-entropy"),
        [&] { all.loss = Loss::Chunked; });
    add(w.method == Method::Full && w.optimizer == Optimizer::AdamW, QStringLiteral("--optimizer adamw8bit"),
        Text::tr("8-bit AdamW"), [&] { all.optimizer = Optimizer::AdamW8bit; });
    add(w.microBatch > 1, QStringLiteral("--batch 1"), Text::tr("micro-batch 1 with accumulation"),
        [&] { all.microBatch = 1; });
    const bool sameAsOne = std::any_of(r->fixes.begin(), r->fixes.end(), [&](const Fix &f) {
        return f.gpusNeeded == gpusNeeded(all, gpu) && std::abs(f.totalGib - memory(all, std::max(1, f.gpusNeeded)).total()) < 0.01;
    });
    if (args.size() > 1 && !sameAsOne)
        consider(args.join(QLatin1Char(' ')), Text::tr("all of: %1").arg(labels.join(QStringLiteral(", "))), all);

    // Changes that keep the method and the data come first: a shorter sequence changes what the model sees,
    // switching to LoRA or QLoRA what is trained.
    auto intrusion = [&w](const Fix &f) { return f.workload.method != w.method ? 2 : f.workload.seqLen != w.seqLen ? 1 : 0; };
    std::stable_sort(r->fixes.begin(), r->fixes.end(), [&](const Fix &a, const Fix &b) {
        if (intrusion(a) != intrusion(b))
            return intrusion(a) < intrusion(b);
        if (a.gpusNeeded != b.gpusNeeded)
            return a.gpusNeeded < b.gpusNeeded;
        return a.tokensPerSecond > b.tokensPerSecond;
    });
}

namespace {

QString methodLabel(Method m)
{
    switch (m) {
    case Method::Full:
        return Text::tr("Full fine-tuning");
    case Method::Lora:
        return QStringLiteral("LoRA");
    case Method::Qlora:
        return Text::tr("QLoRA (4-bit NF4 base)");
    }
    return {};
}

QString targetsLabel(LoraTargets t)
{
    switch (t) {
    case LoraTargets::QV:
        return Text::tr("q and v projections");
    case LoraTargets::Attention:
        return Text::tr("all attention projections");
    case LoraTargets::AllLinear:
        return Text::tr("all linear layers");
    case LoraTargets::Mlp:
        return Text::tr("the MLP projections");
    }
    return {};
}

QString precisionLabel(Precision p)
{
    switch (p) {
    case Precision::Bf16Mixed:
        return Text::tr("bf16 mixed precision (fp32 master weights)");
    case Precision::Bf16:
        return Text::tr("pure bf16");
    case Precision::Fp16Mixed:
        return Text::tr("fp16 mixed precision (fp32 master weights)");
    case Precision::Fp32:
        return QStringLiteral("fp32");
    }
    return {};
}

QString optimizerLabel(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
        return QStringLiteral("AdamW");
    case Optimizer::AdamW8bit:
        return Text::tr("8-bit AdamW");
    case Optimizer::Sgd:
        return Text::tr("SGD with momentum");
    }
    return {};
}

QString billions(double n)
{
    return n >= 1e9 ? QStringLiteral("%1B").arg(n / 1e9, 0, 'f', 2)
                    : QStringLiteral("%1M").arg(n / 1e6, 0, 'f', 1);
}

} // namespace

QString describe(const Workload &w)
{
    QString text =
        Text::tr("%1 of %2 (%3)").arg(methodLabel(w.method), w.model.name, billions(w.model.totalParams()));
    if (w.method != Method::Full)
        text += Text::tr(", rank %1 on %2").arg(w.loraRank).arg(targetsLabel(w.loraTargets));
    text += Text::tr(", %1, %2, sequences of %3 tokens, micro-batch %4")
                .arg(precisionLabel(w.precision), optimizerLabel(w.optimizer))
                .arg(w.seqLen)
                .arg(w.microBatch);
    if (w.checkpointing == Checkpointing::Full)
        text += Text::tr(", gradient checkpointing");
    if (!w.flashAttention)
        text += Text::tr(", eager attention");
    return text;
}

QString formulaText(const Workload &w)
{
    const ModelShape &m = w.model;
    QStringList lines;
    lines << Text::tr("Model: %1 = %2 parameters (%3 layers, hidden %4, MLP %5, %6 heads / %7 KV heads, "
                      "vocabulary %8); source: %9.")
                 .arg(m.name, billions(m.totalParams()))
                 .arg(m.layers)
                 .arg(m.hidden)
                 .arg(m.intermediate)
                 .arg(m.heads)
                 .arg(m.kvHeads)
                 .arg(m.vocab)
                 .arg(m.source);
    if (w.method == Method::Full) {
        lines << Text::tr("Weights + gradients + optimizer = N x (%1 + %2 + %3) bytes (%4, %5).")
                     .arg(stateBytesPerParam(w.precision, true))
                     .arg(gradientBytes(w.precision))
                     .arg(optimizerBytes(w.precision, w.optimizer))
                     .arg(precisionLabel(w.precision), optimizerLabel(w.optimizer));
    } else {
        if (w.method == Method::Qlora)
            lines << Text::tr("Base weights: linear layers in NF4 at %1 bytes/param (with quantisation "
                              "constants), embeddings and norms at 2 bytes.")
                         .arg(kQuantBytes);
        else
            lines << Text::tr("Base weights frozen at %1 bytes/param.")
                         .arg(w.precision == Precision::Fp32 ? 4 : 2);
        lines << Text::tr("Adapters: r x (in + out) per adapted linear = %1 trainable parameters; each with "
                          "weight, gradient and %2 bytes of optimizer state.")
                     .arg(billions(adapterParams(w)))
                     .arg(optimizerBytes(w.precision, w.optimizer));
    }
    lines
        << Text::tr(
               "Activations per layer and token: %1 x (4h + 3 attention width + 3 KV width + %2) bytes%3%4; "
               "%5.")
               .arg(activationBytes(w.precision))
               .arg(m.gatedMlp ? QStringLiteral("4 x MLP") : QStringLiteral("2 x MLP"))
               .arg(w.method == Method::Full ? QString()
                    : w.method == Method::Lora
                        ? Text::tr(", x %1 with frozen weights").arg(kFrozenActivationShare)
                        : QString())
               .arg(w.flashAttention ? Text::tr(" (fused attention: no s^2 term)")
                                     : Text::tr(" + 5 x heads x s^2 bytes per sequence (eager attention)"))
               .arg(w.checkpointing == Checkpointing::Full
                        ? Text::tr(
                              "with gradient checkpointing only each layer's input (h x 2 bytes) is kept, "
                              "plus one layer being recomputed")
                        : Text::tr("all layers are kept until the backward pass"));
    lines
        << Text::tr(
               "Logits: batch x sequence x vocabulary x %1 bytes (fp32 upcast, shifted copy and log-softmax "
               "as in Hugging Face Transformers; chunked losses need less).")
               .arg(kLogitBytes);
    lines << Text::tr("Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard weights, "
                      "gradients and optimizer states (ZeRO-3/FSDP); activations stay per GPU.")
                 .arg(kCudaContextGib)
                 .arg(kAllocatorShare * 100);
    lines << Text::tr("Speed: tokens/s = dense tensor TFLOPS x MFU / FLOPs per token; FLOPs per token = %1 "
                      "(%2)%3 + causal attention 6 x s x width x layers%4.")
                 .arg(QString::number(flopsPerToken(w), 'g', 3))
                 .arg(w.method == Method::Full ? QStringLiteral("6N") : Text::tr("4N: no weight gradients"))
                 .arg(w.recomputes() ? Text::tr(" + 2N recompute") : QString())
                 .arg(w.method == Method::Qlora ? Text::tr("; QLoRA adds the time to dequantise every weight "
                                                           "on each pass at 80% of memory bandwidth")
                                                : QString());
    lines << Text::tr(
        "MFU: 0.6 (full) or 0.5 (adapters) x (150 / the GPU's FLOP per byte of memory "
        "bandwidth)^0.4, between 0.25 and 0.65. Several GPUs: weights gathered on every pass and gradients "
        "reduce-scattered over NVLink or PCIe (halved for GeForce, no peer-to-peer); the slower of "
        "compute and communication sets the pace.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace Estimate
