#pragma once

#include "app/core/estimate.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <map>
#include <vector>

/// Training stacks (data/stacks.json): what each one does by default that decides a job's memory and speed,
/// every entry with the place in the stack's source or docs that says so.
namespace Stacks {

/// What the memory figure a stack logs measures.
enum class MemoryMetric
{
    Allocated, ///< torch.cuda.max_memory_allocated
    Reserved,  ///< torch.cuda.max_memory_reserved: allocated plus the caching allocator's slack
    Device     ///< nvidia-smi: everything on the card, the CUDA context included
};

/// Where an entry's value is documented.
struct Citation
{
    QJsonValue value; ///< the entry's value as the table writes it
    QString source;   ///< repository, file and line (or page), at a release or commit
    QString quote;    ///< the line itself
    QString note;
    bool estimate = false; ///< a judgement, not read off the source
};

struct Stack
{
    QString id;
    QString name;
    QString versions; ///< the releases the citations read
    Estimate::Checkpointing checkpointing = Estimate::Checkpointing::None;
    Estimate::Loss loss = Estimate::Loss::Standard;
    bool fusedAttention = true;
    bool compiled = false; ///< torch.compile on by default (the job's compile field)
    bool kbitUpcast = true;
    Estimate::MoeKernel moeKernel = Estimate::MoeKernel::Loop;
    MemoryMetric memoryMetric = MemoryMetric::Allocated;
    double loraDropout = 0.0;              ///< the LoRA dropout its LoRA config defaults to
    Estimate::StackTraits traits;          ///< what the estimator reads of the stack
    std::map<QString, Citation> citations; ///< by entry key ("loss", "frozen_dtype", ...)

    /// The entries this stack gives: every required one, then the optional ones it has.
    QStringList keys() const;

    /// Sets the job's fields that the stack decides by default (checkpointing, loss, attention,
    /// torch.compile, k-bit preparation, MoE kernel, LoRA dropout, bf16 weights) and its traits.
    void applyTo(Estimate::Workload &w) const;
};

/// The job fields (their command-line keys: "ckpt", "compile", ...) whose default Stack::applyTo() sets: what
/// a training config that leaves them out gets from its stack, not from GPU Scout.
const QStringList &decidedFields();

/// One paragraph a person reads: each entry's value in the stack's words, judgements marked, and the
/// releases the table was read at.
QString summary(const Stack &stack);

/// The entries every stack must have, in the order the table and the window list them.
const QStringList &entryKeys();
/// Entries a stack gives only where it departs from what the estimator otherwise assumes (the Transformers
/// Trainer's behaviour) -- the default when absent: "fsdp_accumulation" ("sharded"), "logits_held" (false),
/// "fused_loss_fits_free_memory" (false), "optimizer_kernel" ("fused"; "foreach": torch's multi-tensor
/// AdamW), "fsdp_parameters" ("flat": FSDP1's flat parameters or ZeRO's partitions; "dtensor": FSDP2's
/// fully_shard, one DTensor per weight), "zero3_fetch" ("unit": FSDP gathers a layer at a time; "module":
/// DeepSpeed's ZeRO-3 fetches every module's parameters by its own hook), "expert_weights" ("stacked": a loop
/// over experts indexes weights stacked per layer; "modules": one nn.Module per expert), "attention_kernel"
/// ("flash-attn-2"; "cudnn": Transformer Engine's cuDNN fused attention), "selective_recompute"
/// ("attention_core"; "every_second_matmul": torchtitan's per-op selective checkpointing),
/// "norm_rotary_kernels" ("unfused"; "fused": RMSNorm and rotary kernels whatever the loss), "compile"
/// (false; true: the model runs under torch.compile unless configured otherwise, prime-rl).
const QStringList &optionalEntryKeys();
/// The heading of an entry's column in `gpuscout stacks` ("ckpt" for "checkpointing"); the key itself for any
/// other.
QString entryHeading(const QString &key);

struct LoadResult
{
    std::vector<Stack> stacks;
    QStringList errors; ///< one line each, naming the stack and the entry
    bool ok() const { return errors.isEmpty() && !stacks.empty(); }
};

/// Reads a stack table; `origin` names it in the messages. A table with any error yields no stacks.
LoadResult parse(const QByteArray &json, const QString &origin);

/// The bundled table (":/data/stacks.json"), read once.
const LoadResult &bundled();
/// A bundled stack by id, or nullptr.
const Stack *find(const QString &id);
/// The ids of the bundled stacks, in table order.
QStringList ids();
/// The default stack's id ("hf").
QString defaultId();

} // namespace Stacks

template <>
struct WordTable<Stacks::MemoryMetric>
{
    static constexpr WordEntry<Stacks::MemoryMetric> entries[] = {
        {Stacks::MemoryMetric::Allocated, "allocated",
         QT_TRANSLATE_NOOP("Vocabulary", "allocated (max_memory_allocated)")},
        {Stacks::MemoryMetric::Reserved, "reserved",
         QT_TRANSLATE_NOOP("Vocabulary", "reserved (max_memory_reserved)")},
        {Stacks::MemoryMetric::Device, "device", QT_TRANSLATE_NOOP("Vocabulary", "device (nvidia-smi)")}};
};
