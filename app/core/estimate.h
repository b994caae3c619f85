#pragma once

#include "app/core/gpu.h"
#include "app/core/modelpresets.h"
#include "app/core/vocabulary.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

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
/// Activation (gradient) checkpointing: none, selective (per-op: the cheap-to-recompute activations such as
/// the MLP's and attention's elementwise outputs are dropped, matmul outputs kept), or full (only each
/// layer's input is kept and the whole layer is recomputed in the backward pass).
enum class Checkpointing
{
    None,
    Selective,
    Full
};
/// How the loss over the vocabulary is computed: the standard Hugging Face path (full fp32 logits); chunked
/// (torchtune's CEWithChunkedOutputLoss: all logits in bf16, upcast to fp32 one chunk of 8 at a time); fused
/// (Liger's fused linear cross-entropy, Unsloth, Cut Cross-Entropy: logits computed and consumed a few
/// tokens at a time, never all materialised); or kernel (a cross-entropy kernel over the whole fp32 logits
/// that keeps no log-softmax and writes its gradient over its input: Unsloth's fast_cross_entropy_loss as
/// fms-acceleration's fast_loss patches it into the Transformers model).
enum class Loss
{
    Standard,
    Chunked,
    Fused,
    Kernel
};
/// Where optimizer states live: on the GPU; offloaded to CPU memory with the optimizer step run there
/// (ZeRO-Offload, FSDP CPU offload); or kept in CPU memory between steps and moved to the GPU for each step
/// (prime-rl's optim_cpu_offload: "Keep Adam state on CPU and move it to GPU only for step()").
enum class Offload
{
    None,
    Optimizer,
    States
};
/// What the job trains for: supervised fine-tuning, or direct preference optimisation (chosen and rejected
/// sequences, reference log-probabilities).
enum class Objective
{
    Sft,
    Dpo
};

/// How a mixture-of-experts layer runs its experts: a Python loop over the experts, one small matmul each
/// (Transformers' eager MoE blocks), or grouped GEMM kernels that run every expert's tokens in one launch
/// (ScatterMoE, megablocks, torch._grouped_mm, Megatron's and Transformer Engine's grouped linear), or every
/// routed expert on every token, the tokens not routed to it weighted by zero (Transformers 4.51's Llama 4
/// blocks and axolotl's linearized Llama 4 experts).
enum class MoeKernel
{
    Loop,
    Grouped,
    Dense
};
/// How several GPUs split the job's state (data parallelism). Fsdp: FSDP full shard / DeepSpeed ZeRO-3, which
/// shard weights, gradients and optimizer states and gather each layer's weights when it runs. Zero2: ZeRO-2
/// / FSDP SHARD_GRAD_OP, which shard gradients and optimizer states (with the fp32 master weights) and keep
/// the compute-dtype weights whole on every GPU. Zero1: ZeRO-1 / Megatron's distributed optimizer, which
/// shard only the optimizer states and master weights. Ddp: PyTorch DDP, every GPU a full replica, plus DDP's
/// gradient buckets. Auto: what the training stack does by default (StackTraits::sharding); where that keeps
/// the weights whole (DDP, ZeRO-1/2) and the job does not fit a GPU so, FSDP, which the user must then
/// configure (resolvedSharding()).
enum class Sharding
{
    Auto,
    Fsdp,
    Zero2,
    Zero1,
    Ddp
};
/// Full fine-tuning under mixed precision: fp32 parameters with half copies made per op by torch.autocast
/// (6 bytes a parameter), fp32 master parameters sharded by FSDP/ZeRO with half copies only of the gathered
/// unit (4 bytes), or weights held in bf16 with no fp32 copy (2 bytes).
enum class MasterWeights
{
    Autocast,
    ShardedFp32,
    Bf16
};
/// What a training stack does that the job's own fields do not say (stacks.json, Stacks::Stack::traits()).
/// The defaults are the Transformers Trainer's.
struct StackTraits
{
    QString id = QStringLiteral("hf");
    QString name = QStringLiteral("Transformers Trainer + PEFT");
    bool checkpointOffload = false; ///< checkpointed layer inputs wait in CPU memory (Unsloth)
    bool frozenFp32 = false;        ///< LoRA's frozen base weights are held in fp32 (some RL trainers)
    /// The trainer holds the fp32 logits it gave the standard loss until the backward pass has run
    /// (prime-rl's SFT loop keeps its model output dict): one more vocabulary-sized fp32 tensor.
    bool logitsHeld = false;
    /// The fused loss sizes its chunks to the GPU memory left free (Unsloth) rather than to a fixed token
    /// count (Liger), so its chunk never decides the peak: only the hidden states' gradient is counted.
    bool fusedLossFitsFreeMemory = false;
    /// The stack builds torch's AdamW with neither fused=True nor foreach=False, so torch runs its
    /// multi-tensor (foreach) update, one pass over whole state tensors per elementwise op (prime-rl).
    /// False: one fused kernel (the Transformers Trainer's adamw_torch_fused).
    bool foreachOptimizer = false;
    /// The stack shards with FSDP2's fully_shard, whose parameters are DTensors, one per weight: a foreach
    /// update dispatches each op once per tensor on the host (optimizerHostSeconds). False: FSDP1's flat
    /// parameters or ZeRO's flat partitions, a few tensors however many weights the model has.
    bool dtensorParameters = false;
    /// ZeRO-3 as DeepSpeed runs it: a hook on every module fetches that module's parameters with its own
    /// all-gather, and each fetch costs the host kZero3FetchSeconds (DeepSpeed, XTuner, OpenRLHF). False:
    /// FSDP gathers a wrapped unit, a decoder layer, with one collective.
    bool moduleFetch = false;
    /// A loop over the experts runs one module per expert (an nn.ModuleList, as Transformers v4's Mixtral
    /// and DeepSeek's own modelling code), each with its own weights and gradients. False: the experts'
    /// weights are stacked per layer and the loop indexes them (Transformers v5's eager experts, GraniteMoe).
    bool expertModules = false;
    /// The stack's fused attention is Transformer Engine's DotProductAttention, which on Hopper picks cuDNN's
    /// fused attention over FlashAttention (Megatron, NeMo AutoModel). False: FlashAttention-2 or PyTorch
    /// SDPA's flash backend.
    bool cudnnAttention = false;
    /// What the stack's selective activation checkpointing runs again: its per-op policy saves the outputs
    /// of matmuls and attention and recomputes every second matmul of a layer and every other op
    /// (torchtitan). False: Korthikanti et al.'s selective recompute of the attention core only.
    bool selectiveEverySecondMatmul = false;
    /// The stack runs RMSNorm and the rotary embedding as fused kernels whatever the loss (NeMo AutoModel:
    /// Liger's kernels on the models it loads through Hugging Face, a compiled RMSNorm and Transformer
    /// Engine's fused RoPE on its own). False: the model's own elementwise PyTorch ops, unless the loss is
    /// fused or a kernel (the packages that bring those losses fuse the norm and rotary too).
    bool fusedNormRotary = false;
    MasterWeights masterWeights = MasterWeights::Autocast;
    double allocatorSlack = 0.08; ///< the caching allocator's reserved over allocated
    double mfuScale = 1.0;        ///< achieved MFU against a well-tuned FSDP/Megatron stack
    /// How the stack splits a job over several GPUs when nothing is configured (never Auto): the Trainer
    /// under torchrun runs DDP.
    Sharding sharding = Sharding::Ddp;
    /// Under FSDP with gradient accumulation, the stack skips the reduce-scatter between micro-batches
    /// (FSDP's no_sync, FSDP2's set_requires_gradient_sync(False)): every GPU holds the trainable parameters'
    /// whole, unsharded gradients until the step's last micro-batch (litgpt). False: gradients sharded
    /// throughout.
    bool unshardedAccumulation = false;
    /// The user's own runs of this stack (RunCalibration): memory() and tokensPerSecond() are scaled by
    /// these.
    double memoryFactor = 1.0;
    double speedFactor = 1.0;
    QString calibratedFrom; ///< "calibrated from your run on H100 SXM, 2026-12-05"; empty when not calibrated
    bool calibrated() const { return !calibratedFrom.isEmpty(); }
};

/// One fine-tuning job: the model and how it is trained.
struct Workload
{
    ModelShape model;
    Method method = Method::Qlora;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    /// The adapters' dropout probability: above 0 each adapted layer keeps a dropped copy of its input; 0
    /// (PEFT's default, nn.Identity) keeps none. The stack sets the default.
    double loraDropout = 0.0;
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    int seqLen = 2048;
    int microBatch = 1;
    int gradAccum = 1; ///< micro-batches per optimizer step (gradient accumulation)
    Checkpointing checkpointing = Checkpointing::None;
    bool flashAttention = true;
    /// The model runs under torch.compile: Inductor fuses each chain of elementwise ops (RMSNorm's six, the
    /// rotary embedding's five) into one kernel, as the fused-kernel packages do (fusedNormRotary()).
    bool compiled = false;
    Loss loss = Loss::Standard;
    Offload offload = Offload::None;
    Objective objective = Objective::Sft;
    double tokens = 0; ///< training budget in tokens; 0 when not given
    int gpus = 0;      ///< a fixed GPU count; 0: the fewest that hold the job
    /// MoE with LoRA on the MLP: every expert gets its own adapter (targets matched by name, as
    /// gate_proj/up_proj/down_proj do); false: only the dense and shared MLPs are adapted.
    bool adaptExperts = true;
    /// MoE on several GPUs: the experts are partitioned by expert parallelism (tokens are sent to their
    /// experts' GPUs) instead of gathered by FSDP/ZeRO-3 on every pass.
    bool expertParallel = false;
    MoeKernel moeKernel = MoeKernel::Loop; ///< the stack's default unless the user picks one
    Sharding sharding = Sharding::Auto;    ///< how several GPUs split the state (one GPU: no effect)
    StackTraits stack;                     ///< the training stack the estimate assumes
    /// QLoRA: PEFT's prepare_model_for_kbit_training (TRL, axolotl) casts what is not quantised (embeddings,
    /// head, norms) to fp32; LLaMA-Factory and GPTQ bases do not.
    bool kbitUpcast = true;
    int gpusPerNode = 8;        ///< GPUs in one node: sharding beyond that crosses the slower inter-node link
    double interNodeGbps = 400; ///< network bandwidth between nodes, Gb/s per GPU (one 400G NIC per GPU)
    /// A job that spans nodes is given every GPU of the nodes it occupies (clouds rent, and vendors sell,
    /// 8-GPU servers whole): the recommender rounds the count up (Recommend::rank). A fixed `gpus` is kept.
    bool wholeNodes = true;

    bool recomputes() const { return checkpointing != Checkpointing::None; }
    /// The frozen base is held in fp32: an fp32 job, or a mixed-precision one on a stack that loads the model
    /// so. Pure bf16 (`--precision bf16`, litgpt's bf16-true) holds everything in bf16 whatever the stack.
    bool frozenBaseFp32() const
    {
        return precision == Precision::Fp32 || (stack.frozenFp32 && precision != Precision::Bf16);
    }
};

/// Memory per GPU in GiB at the peak: the larger of the forward/backward peak (activations held) and the
/// optimizer-step peak (activations freed, the update's temporaries allocated). The fields are what is
/// allocated at that moment, so they add up to total(): at an optimizer-step peak `activations` is 0 and
/// `optimizer` includes the step's temporaries. `logits` is the part of `activations` spent on the output
/// over the vocabulary; `weights` includes DPO's frozen reference model.
struct Memory
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double logits = 0;
    double adapters = 0;
    double cudaContext = 0;
    double allocator = 0;           ///< caching-allocator slack and fragmentation
    bool optimizerStepPeak = false; ///< the peak is the optimizer step, not the forward/backward pass
    double forwardBackwardGib = 0;  ///< total() of the forward/backward peak
    double optimizerStepGib = 0;    ///< total() of the optimizer-step peak
    double overhead() const { return cudaContext + allocator; }
    double total() const { return weights + gradients + optimizer + activations + adapters + overhead(); }
};

/// One field of the job that a fix sets: the field's key in the job's field table (JobFields) and its new
/// value, both as the command line writes them ("ckpt", "full").
struct Change
{
    QString key;
    QString value;
};

/// A change to the job that makes it fit on fewer GPUs (or with more headroom), with its result.
struct Fix
{
    std::vector<Change> changes; ///< exactly the fields it sets; every other field stays as it is
    QString args;                ///< `changes` as command-line options ("--ckpt full --loss fused")
    QString label;               ///< what it does, for people
    int gpusNeeded = 0;
    double totalGib = 0;        ///< per GPU, at gpusNeeded (or on one GPU when nothing holds it)
    double tokensPerSecond = 0; ///< the whole configuration
};

/// Something the user should know about a result, kept as data: what happened and its numbers, worded in the
/// reader's language and locale only when shown (Presentation::warningText). `numbers` per kind:
/// NoCountMayFit {floor GiB, usable GiB, band low GiB}; NoCount {floor GiB, usable GiB}; MayNotFitFixed
/// {GPUs, GiB each, usable GiB, band low GiB, GPUs needed}; DoesNotFitFixed {GPUs, GiB each, usable GiB, GPUs
/// needed}; OverLimit {GPUs needed, allowed}; OverLimitWholeNodes {GPUs, node size, allowed}; ThinHeadroom
/// {headroom}; OffloadMaster, OffloadStates, OffloadCheckpoints {GiB per GPU, GPUs per node}; NoPeerToPeer,
/// PcieOnly {GPUs, speed-up over one}; NoBf16, NoThroughput {}.
struct Warning
{
    enum class Kind
    {
        NoCountMayFit,
        NoCount,
        MayNotFitFixed,
        DoesNotFitFixed,
        OverLimit,
        OverLimitWholeNodes,
        ThinHeadroom,
        OffloadMaster,
        OffloadStates,
        OffloadCheckpoints,
        NoPeerToPeer,
        PcieOnly,
        NoBf16,
        NoThroughput
    };
    Kind kind;
    std::vector<double> numbers;
    bool operator==(const Warning &other) const { return kind == other.kind && numbers == other.numbers; }
};

/// Whether the job fits the memory of the GPUs it uses, given how far measured runs of its kind land from
/// the estimate: the band's high end fits, the band straddles the usable memory, or even its low end does
/// not.
enum class Fit
{
    Fits,
    MayFit,
    DoesNotFit
};

/// Where a job stands on a GPU type, as the results' Fits column and the fit map's cells word it: on one GPU
/// or sharded over several, each certain or only within the measured range, or not within the GPUs allowed
/// (a count above the most allowed, or none at all).
enum class Standing
{
    OnOne,
    MayFitOnOne,
    Sharded,
    MayFitSharded,
    DoesNotFit,
    NeverFits
};

/// The estimate for one GPU type: how many are needed and how fast they train.
struct Result
{
    const Gpu *gpu = nullptr;
    bool fits = false;  ///< on a single GPU
    int gpusNeeded = 0; ///< the fewest GPUs whose memory holds the job, never capped; 0 when no count can
                        ///< (what stays per GPU, such as activations, is larger than one GPU)
    bool withinLimit = false; ///< gpusNeeded is at most the allowed maximum (and the fixed count, when given)
    int gpusUsed =
        1;         ///< what memory and speed below describe: the fixed count, else gpusNeeded (1 when none)
    int nodes = 1; ///< nodes of Workload::gpusPerNode GPUs for gpusUsed
    Memory memory; ///< per GPU, for gpusUsed
    double vramGib = 0;         ///< the marketed capacity
    double capacityGib = 0;     ///< what the job may use: nvidia-smi's total where known (see capacityGib())
    double floorGib = 0;        ///< what stays on each GPU however many share the job (activations, overhead)
    double headroom = 0;        ///< 1 - total / capacity, for gpusUsed
    double tokensPerSecond = 0; ///< the whole configuration; 0 when it does not run (or speed is unknown)
    /// The band of memory().total() and of tokensPerSecond over measured runs of this kind (Bands::lookup);
    /// equal to the estimate where no calibration rows exist.
    double totalLowGib = 0;
    double totalHighGib = 0;
    double tokensPerSecondLow = 0;
    double tokensPerSecondHigh = 0;
    QString memoryBandKind; ///< the calibration kind the memory band comes from ("lora/hf", "all")
    int memoryBandRows = 0;
    QString speedBandKind; ///< the calibration kind the speed band comes from ("dense/hf", "dense", "all")
    int speedBandRows = 0;
    Fit fit = Fit::DoesNotFit; ///< at gpusUsed, against the memory band
    QString certainBy;         ///< for MayFit: the options of the first fix whose band's high end fits
    std::vector<Change> certainByChanges; ///< that fix's changes, for wording it in the form's terms
    Sharding sharding = Sharding::Fsdp;   ///< what memory and speed assume on gpusUsed GPUs (Auto resolved)
    QString shardingReason;               ///< "DDP replicas, the stack's default"; empty on one GPU
    double tflopsUsed = 0;                ///< dense tensor TFLOPS at the training precision, per GPU
    double utilisation = 0;               ///< assumed MFU
    std::optional<double> hours;
    std::vector<Fix> fixes; ///< set by fixesFor(): changes that make it fit on fewer GPUs
    int maxBatch = 0;       ///< the largest micro-batch that fits on one GPU (0: not even 1)
    int maxSeq = 0;         ///< the longest sequence that fits on one GPU at this micro-batch (0: none)
    std::vector<Warning> warnings; ///< worded by Presentation::warningTexts()
    bool runs() const { return withinLimit && gpusNeeded > 0 && gpusUsed >= gpusNeeded; }
};

/// Headroom under which a fit counts as tight: onGpu() warns, and fixesFor() still suggests changes.
constexpr double kTightHeadroom = 0.10;
/// Several GPUs without NVLink are flagged when they train less than this share of one GPU times their count.
constexpr double kPoorScaling = 0.8;
/// The warning a fit under kTightHeadroom carries ("fits with only 4% headroom: ...").
Warning thinHeadroomWarning(double headroom);

/// CPU memory that offloading holds for each GPU, in GiB. Offload::Optimizer keeps the trainable parameters'
/// master weights, gradients and optimizer states there (ZeRO-Offload, FSDP CPU offload: 16 bytes a parameter
/// with AdamW under mixed precision), Offload::States the optimizer states; a stack that offloads checkpoints
/// (StackTraits::checkpointOffload, full checkpointing) the layer inputs the GPU does not keep. The optimizer
/// part is shared over `gpus` as memory() shares the optimizer states.
struct HostMemory
{
    double optimizer = 0;
    double checkpoints = 0;
    double total() const { return optimizer + checkpoints; }
};
HostMemory hostMemory(const Workload &w, int gpus = 1);

/// Memory a job may use on `gpu`, in GiB: nvidia-smi's total on a card as shipped where the dataset has it;
/// otherwise the marketed capacity less 3% (ECC and driver reservations: a T4 sold as 16 GB shows 15,360 MiB,
/// an H100 SXM sold as 80 GB shows 81,559 MiB).
double capacityGib(const Gpu &gpu);

/// Parameters the optimizer updates (all of them for full fine-tuning, the adapters for LoRA/QLoRA).
double trainableParams(const Workload &w);
double adapterParams(const Workload &w);
/// Adapter parameters one token passes through (MoE: the top-k experts' adapters only).
double activeAdapterParams(const Workload &w);

/// Memory per GPU with `gpus` GPUs; more than one splits weights, gradients and optimizer states as
/// w.sharding says, activations stay per GPU. No GPU is known here, so Auto means the stack's default
/// sharding; resolve it against a card first (resolved()) where the fallback to FSDP matters.
Memory memory(const Workload &w, int gpus = 1);

/// What w.sharding comes to on `gpu`: itself unless Auto. Auto takes the stack's default where the job fits
/// under it (on w.gpus GPUs when that is fixed, else on at most `maxGpus`) and FSDP otherwise: a replica that
/// does not fit one GPU is what makes users of DDP-by-default trainers configure FSDP or ZeRO-3.
Sharding resolvedSharding(const Workload &w, const Gpu &gpu, int maxGpus = 8);
/// `w` with its sharding resolved on `gpu` (resolvedSharding()).
Workload resolved(const Workload &w, const Gpu &gpu, int maxGpus = 8);

/// Training FLOPs per token: matmuls over the active parameters (6N full, 4N with frozen weights), attention,
/// recompute, and DPO's reference forward pass. Under DPO a token is one of the chosen or rejected sequences.
double flopsPerToken(const Workload &w);
/// What full activation checkpointing adds per token: the forward FLOPs of the decoder layers (adapters and
/// attention included), which every stack wraps; the embedding, the output head and the loss run once.
double recomputeFlopsPerToken(const Workload &w);
/// What per-op selective checkpointing that recomputes every second matmul (a stack with
/// selectiveEverySecondMatmul) runs again per token: those matmuls' forward FLOPs, timed at the same
/// kRecomputeTime as full checkpointing's recomputed forward.
double everySecondMatmulFlopsPerToken(const Workload &w);
/// What a GPU's rings (FSDP's gathers and reduce-scatters) get of the inter-node link when a job spans
/// nodes, GB/s achieved: the node's NICs together where NVLink joins its GPUs (NCCL runs a ring through
/// each NIC), else the GPU's own NIC (`interNodeGbps`).
double interNodeBandwidth(const Workload &w, const Gpu &gpu);
/// Whether the job runs RMSNorm and the rotary embedding as fused kernels: torch.compile
/// (Workload::compiled), the stack's default (StackTraits::fusedNormRotary) or a fused or kernel loss, whose
/// packages (Liger, Unsloth, fms-acceleration's fast kernels) replace them too. Each pass then moves
/// fusedNormRotarySavedBytes() fewer bytes per token and layer.
bool fusedNormRotary(const Workload &w);
/// Bytes per token and layer that fused RMSNorm and rotary kernels save in one pass: two norms over the
/// hidden width, the rotation of q and k.
double fusedNormRotarySavedBytes(const ModelShape &m);
/// Dense tensor TFLOPS of `gpu` at the training precision (FP32 accumulate), 0 when unknown.
double trainingTflops(const Gpu &gpu, Precision precision);
/// Model FLOPs utilisation assumed for this GPU class and method.
double utilisation(const Gpu &gpu, Method method);
/// Dense tensor TFLOPS `gpu` sustains at the training precision: trainingTflops(), or less where the board's
/// power limit holds continuous matrix multiplies below the clock its stated peak assumes (a published
/// measurement; the T4 only so far).
double sustainedTflops(const Gpu &gpu, Precision precision);
/// Fused attention's forward + backward ceiling as a fraction of `gpu`'s dense tensor TFLOPS, counted as the
/// kernel's paper counts (backward 2.5x forward); 0 where no published figure covers the GPU's architecture.
/// `cudnn`: cuDNN's fused attention (Transformer Engine's choice on Hopper) rather than FlashAttention-2.
double fusedAttentionCeiling(const Gpu &gpu, bool cudnn = false);
/// Seconds of attention's score and value matmuls: `flops` (the estimator's count, backward twice the forward
/// over `forwards` forward passes) at `rate` FLOP/s, or at the fused kernel's ceiling where that is slower.
double attentionSeconds(double flops, double forwards, double rate, const Gpu &gpu, Precision precision,
                        bool fused, bool cudnn = false);
/// Tokens per second of `gpus` GPUs together.
double tokensPerSecond(const Workload &w, const Gpu &gpu, int gpus);

/// The fewest GPUs of `gpu`'s type whose memory holds `w` (never capped; 0 when no count can).
int gpusNeeded(const Workload &w, const Gpu &gpu);
/// Estimates `w` on `gpu`: on w.gpus GPUs when that is fixed, else on the fewest that hold it. `maxGpus` says
/// what counts as fitting (withinLimit), not what is computed.
Result onGpu(const Workload &w, const Gpu &gpu, int maxGpus = 8);
/// Fills r.fixes, r.maxBatch and r.maxSeq: for a job that needs more than one GPU (or fits with less than
/// kTightHeadroom), each change that lowers the memory per GPU, with its memory and speed.
void fixesFor(const Workload &w, const Gpu &gpu, int maxGpus, Result *r);

/// The formula used, in plain words with the numbers of this workload, for the UI and the report.
/// Decimal numbers follow `locale` (the window passes the user's; the command line and files use C).
QString formulaText(const Workload &w, const QLocale &locale = QLocale::c());
/// "QLoRA of Llama 3.1 8B, rank 16 on all linear layers, bf16 mixed, AdamW, 2048 tokens x 1"
QString describe(const Workload &w, const QLocale &locale = QLocale::c());

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace Estimate

template <>
struct WordTable<Estimate::Method>
{
    static constexpr WordEntry<Estimate::Method> entries[] = {
        {Estimate::Method::Full, "full", QT_TRANSLATE_NOOP("Vocabulary", "Full fine-tuning"),
         QT_TRANSLATE_NOOP("Vocabulary", "Full"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "full fine-tuning")},
        {Estimate::Method::Lora, "lora", QT_TRANSLATE_NOOP("Vocabulary", "LoRA (16-bit base)"),
         QT_TRANSLATE_NOOP("Vocabulary", "LoRA"), QT_TRANSLATE_NOOP("Vocabulary", "LoRA"),
         QT_TRANSLATE_NOOP("Vocabulary", "LoRA")},
        {Estimate::Method::Qlora, "qlora", QT_TRANSLATE_NOOP("Vocabulary", "QLoRA (4-bit base)"),
         QT_TRANSLATE_NOOP("Vocabulary", "QLoRA"), QT_TRANSLATE_NOOP("Vocabulary", "QLoRA (4-bit NF4 base)"),
         QT_TRANSLATE_NOOP("Vocabulary", "QLoRA")}};
};
template <>
struct WordTable<Estimate::LoraTargets>
{
    static constexpr WordEntry<Estimate::LoraTargets> entries[] = {
        {Estimate::LoraTargets::QV, "qv", QT_TRANSLATE_NOOP("Vocabulary", "q and v only")},
        {Estimate::LoraTargets::Attention, "attn", QT_TRANSLATE_NOOP("Vocabulary", "Attention (q, k, v, o)")},
        {Estimate::LoraTargets::AllLinear, "all", QT_TRANSLATE_NOOP("Vocabulary", "All linear layers")},
        {Estimate::LoraTargets::Mlp, "mlp", QT_TRANSLATE_NOOP("Vocabulary", "MLP only (gate, up, down)")}};
};
template <>
struct WordTable<Estimate::Precision>
{
    static constexpr WordEntry<Estimate::Precision> entries[] = {
        {Estimate::Precision::Bf16Mixed, "bf16-mixed",
         QT_TRANSLATE_NOOP("Vocabulary", "bf16 mixed (fp32 master weights)")},
        {Estimate::Precision::Bf16, "bf16", QT_TRANSLATE_NOOP("Vocabulary", "Pure bf16")},
        {Estimate::Precision::Fp16Mixed, "fp16-mixed", QT_TRANSLATE_NOOP("Vocabulary", "fp16 mixed")},
        {Estimate::Precision::Fp32, "fp32", QT_TRANSLATE_NOOP("Vocabulary", "fp32")}};
};
template <>
struct WordTable<Estimate::Optimizer>
{
    static constexpr WordEntry<Estimate::Optimizer> entries[] = {
        {Estimate::Optimizer::AdamW, "adamw", QT_TRANSLATE_NOOP("Vocabulary", "AdamW")},
        {Estimate::Optimizer::AdamW8bit, "adamw8bit",
         QT_TRANSLATE_NOOP("Vocabulary", "8-bit AdamW (also paged)")},
        {Estimate::Optimizer::Sgd, "sgd", QT_TRANSLATE_NOOP("Vocabulary", "SGD with momentum")}};
};
template <>
struct WordTable<Estimate::Checkpointing>
{
    static constexpr WordEntry<Estimate::Checkpointing> entries[] = {
        {Estimate::Checkpointing::None, "none", QT_TRANSLATE_NOOP("Vocabulary", "None")},
        {Estimate::Checkpointing::Selective, "selective",
         QT_TRANSLATE_NOOP("Vocabulary", "Selective (per-op)")},
        {Estimate::Checkpointing::Full, "full",
         QT_TRANSLATE_NOOP("Vocabulary", "Full (recompute each layer)")}};
};
template <>
struct WordTable<Estimate::Loss>
{
    static constexpr WordEntry<Estimate::Loss> entries[] = {
        {Estimate::Loss::Standard, "standard", QT_TRANSLATE_NOOP("Vocabulary", "Standard cross-entropy")},
        {Estimate::Loss::Chunked, "chunked", QT_TRANSLATE_NOOP("Vocabulary", "Chunked (torchtune)")},
        {Estimate::Loss::Fused, "fused", QT_TRANSLATE_NOOP("Vocabulary", "Fused (Liger, Unsloth)")},
        {Estimate::Loss::Kernel, "kernel",
         QT_TRANSLATE_NOOP("Vocabulary", "Kernel on full logits (fms-acceleration fast_loss)")}};
};
template <>
struct WordTable<Estimate::Offload>
{
    static constexpr WordEntry<Estimate::Offload> entries[] = {
        {Estimate::Offload::None, "none", QT_TRANSLATE_NOOP("Vocabulary", "None")},
        {Estimate::Offload::Optimizer, "optimizer",
         QT_TRANSLATE_NOOP("Vocabulary", "Optimizer states to CPU")},
        {Estimate::Offload::States, "states",
         QT_TRANSLATE_NOOP("Vocabulary", "Optimizer states to CPU between steps")}};
};
template <>
struct WordTable<Estimate::Fit>
{
    // The fit map's legends: the label in the saved figure, the short label in the window. The report's
    // "Fits on 1" column shows the cell form, the command line's table the terse one.
    static constexpr WordEntry<Estimate::Fit> entries[] = {
        {Estimate::Fit::Fits, "fits", QT_TRANSLATE_NOOP("Vocabulary", "fits"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "yes"), QT_TRANSLATE_NOOP("Vocabulary", "yes")},
        {Estimate::Fit::MayFit, "may-fit",
         QT_TRANSLATE_NOOP("Vocabulary", "may fit (measured runs of the kind reach past the memory)"),
         QT_TRANSLATE_NOOP("Vocabulary", "may fit (measured runs reach past the memory)"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "may fit"), QT_TRANSLATE_NOOP("Vocabulary", "may"),
         QT_TRANSLATE_NOOP("Vocabulary",
                           "%1 only may fit (measured runs of the kind reach past the memory)")},
        {Estimate::Fit::DoesNotFit, "does-not-fit", QT_TRANSLATE_NOOP("Vocabulary", "does not fit"), nullptr,
         nullptr, nullptr, QT_TRANSLATE_NOOP("Vocabulary", "no"), QT_TRANSLATE_NOOP("Vocabulary", "no")}};
};
template <>
struct WordTable<Estimate::Standing>
{
    // The label in the results' Fits column; the counted form is a fit map cell's first line (%1: the share
    // of memory left free, or the GPUs needed; %2: the most GPUs allowed). The phrase opens the estimate's
    // reason (%1: the GPUs needed or used; %2: " in N nodes"); the title is the reason of a count over the
    // most allowed (%1: what it needs).
    static constexpr WordEntry<Estimate::Standing> entries[] = {
        {Estimate::Standing::OnOne, "on-one", QT_TRANSLATE_NOOP("Vocabulary", "on one"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "fits on one"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "1 GPU · %1% free")},
        {Estimate::Standing::MayFitOnOne, "may-fit-on-one", QT_TRANSLATE_NOOP("Vocabulary", "may fit on one"),
         nullptr, nullptr, nullptr, nullptr, nullptr, QT_TRANSLATE_NOOP("Vocabulary", "1 GPU · may fit")},
        {Estimate::Standing::Sharded, "sharded", QT_TRANSLATE_NOOP("Vocabulary", "sharded"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "needs %1 GPUs%2 with sharded states"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "%1 GPUs")},
        {Estimate::Standing::MayFitSharded, "may-fit-sharded",
         QT_TRANSLATE_NOOP("Vocabulary", "may fit sharded"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "may fit on %1 GPUs"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "%1 GPUs")},
        {Estimate::Standing::DoesNotFit, "does-not-fit", QT_TRANSLATE_NOOP("Vocabulary", "no"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "needs %1, more than allowed"),
         QT_TRANSLATE_NOOP("Vocabulary", "does not fit on %1 GPUs"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "no: %1 > %2 GPUs")},
        {Estimate::Standing::NeverFits, "never-fits", QT_TRANSLATE_NOOP("Vocabulary", "no"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "does not fit on any number of GPUs"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "no: never fits")}};
};
template <>
struct WordTable<Estimate::MoeKernel>
{
    static constexpr WordEntry<Estimate::MoeKernel> entries[] = {
        {Estimate::MoeKernel::Loop, "loop", QT_TRANSLATE_NOOP("Vocabulary", "Loop over the experts")},
        {Estimate::MoeKernel::Grouped, "grouped", QT_TRANSLATE_NOOP("Vocabulary", "Grouped GEMM")},
        {Estimate::MoeKernel::Dense, "dense",
         QT_TRANSLATE_NOOP("Vocabulary", "Every expert on every token")}};
};
template <>
struct WordTable<Estimate::Sharding>
{
    static constexpr WordEntry<Estimate::Sharding> entries[] = {
        {Estimate::Sharding::Auto, "auto", QT_TRANSLATE_NOOP("Vocabulary", "The stack's default")},
        {Estimate::Sharding::Fsdp, "fsdp", QT_TRANSLATE_NOOP("Vocabulary", "FSDP / ZeRO-3")},
        {Estimate::Sharding::Zero2, "zero2", QT_TRANSLATE_NOOP("Vocabulary", "ZeRO-2 (weights whole)")},
        {Estimate::Sharding::Zero1, "zero1", QT_TRANSLATE_NOOP("Vocabulary", "ZeRO-1 (states only)")},
        {Estimate::Sharding::Ddp, "ddp", QT_TRANSLATE_NOOP("Vocabulary", "DDP (full copies)")}};
};
template <>
struct WordTable<Estimate::MasterWeights>
{
    static constexpr WordEntry<Estimate::MasterWeights> entries[] = {
        {Estimate::MasterWeights::Autocast, "autocast",
         QT_TRANSLATE_NOOP("Vocabulary", "fp32 weights with half copies per op (autocast)")},
        {Estimate::MasterWeights::ShardedFp32, "sharded-fp32",
         QT_TRANSLATE_NOOP("Vocabulary",
                           "fp32 master weights sharded with half copies of the gathered unit only")},
        {Estimate::MasterWeights::Bf16, "bf16",
         QT_TRANSLATE_NOOP("Vocabulary", "bf16 weights, no fp32 copy")}};
};
template <>
struct WordTable<Estimate::Objective>
{
    static constexpr WordEntry<Estimate::Objective> entries[] = {
        {Estimate::Objective::Sft, "sft", QT_TRANSLATE_NOOP("Vocabulary", "Supervised fine-tuning (SFT)")},
        {Estimate::Objective::Dpo, "dpo", QT_TRANSLATE_NOOP("Vocabulary", "Preference tuning (DPO)")}};
};
