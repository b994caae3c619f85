#include "app/core/job.h"

#include "app/core/dataset.h"
#include "app/core/parse.h"
#include "app/core/runcalibration.h"
#include "app/core/stacks.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <cmath>
#include <type_traits>

namespace JobFields {
constexpr const char *kDefaultModel = "llama-3.1-8b";
}

Job Job::defaults()
{
    Job job;
    job.modelSource = ModelSource::Preset;
    job.modelText = QString::fromLatin1(JobFields::kDefaultModel);
    QString ignored;
    JobFields::resolveModel(job, &ignored);
    if (const Stacks::Stack *stack = Stacks::find(Stacks::defaultId()))
        stack->applyTo(job.workload);
    return job;
}

namespace JobFields {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobField)
};

// The rules of the fields that do not matter to every job (Field::applies).
bool trainsAdapters(const Job &job)
{
    return job.workload.method != Estimate::Method::Full;
}

bool hasExperts(const Job &job)
{
    return job.workload.model.isMoe();
}

Field make(const char *key, const char *label, const char *help, Type type, Group group)
{
    Field f;
    f.key = key;
    f.label = label;
    f.help = help;
    f.type = type;
    f.group = group;
    return f;
}

// A choice of the enum member `member` of the part of the job `part` reaches (the workload, the constraints,
// the buy-or-rent inputs): `part` is a generic lambda, so one accessor serves reading and writing.
template <typename E, typename Part, typename Owner>
Field wordField(const char *key, const char *label, const char *help, Group group, Part part,
                E Owner::*member)
{
    Field f = make(key, label, help, Type::Choice, group);
    f.choices = Words::all<E>();
    f.wordLabel = [](const QString &word) { return Words::labelOfWord<E>(word); };
    f.get = [part, member](const Job &job) { return Words::of(part(job).*member); };
    f.put = [part, member](Job &job, const QVariant &v) {
        part(job).*member = *Words::parse<E>(v.toString());
    };
    return f;
}

template <typename E>
Field choice(const char *key, const char *label, const char *help, Group group, E Estimate::Workload::*member)
{
    return wordField(
        key, label, help, group, [](auto &job) -> auto & { return job.workload; }, member);
}

template <typename E>
Field constraintChoice(const char *key, const char *label, const char *help,
                       E Recommend::Constraints::*member)
{
    return wordField(
        key, label, help, Group::Constraints, [](auto &job) -> auto & { return job.constraints; }, member);
}

// A yes/no property of the workload written as one of two words (the first means true).
Field toggle(const char *key, const char *label, const char *help, Group group,
             bool Estimate::Workload::*member, const char *yes, const char *no)
{
    Field f = make(key, label, help, Type::Choice, group);
    f.choices = {QString::fromLatin1(yes), QString::fromLatin1(no)};
    f.get = [member, yes, no](const Job &job) {
        return QString::fromLatin1(job.workload.*member ? yes : no);
    };
    f.put = [member, yes](Job &job, const QVariant &v) {
        job.workload.*member = v.toString() == QLatin1String(yes);
    };
    return f;
}

Field integer(const char *key, const char *label, const char *help, Group group, double minimum,
              double maximum, int Estimate::Workload::*member)
{
    Field f = make(key, label, help, Type::Integer, group);
    f.minimum = minimum;
    f.maximum = maximum;
    f.get = [member](const Job &job) { return QString::number(job.workload.*member); };
    f.put = [member](Job &job, const QVariant &v) { job.workload.*member = int(v.toLongLong()); };
    return f;
}

Field optionalNumber(const char *key, const char *label, const char *help, double minimum, double maximum,
                     std::optional<double> Recommend::Constraints::*member)
{
    Field f = make(key, label, help, Type::Number, Group::Constraints);
    f.minimum = minimum;
    f.maximum = maximum;
    f.optional = true;
    f.get = [member](const Job &job) {
        const auto &value = job.constraints.*member;
        return value ? QString::number(*value, 'g', 12) : QString();
    };
    f.put = [member](Job &job, const QVariant &v) {
        job.constraints.*member = v.isValid() ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    return f;
}

Field modelField(const char *key, const char *label, const char *help, Type type, Job::ModelSource source)
{
    Field f = make(key, label, help, type, Group::Model);
    f.optional = true; // one of the three is given; the others stay empty
    f.get = [source](const Job &job) { return job.modelSource == source ? job.modelText : QString(); };
    f.put = [source](Job &job, const QVariant &v) {
        if (!v.isValid()) {
            if (job.modelSource == source) { // unsetting the model in use falls back to the default preset
                job.modelSource = Job::ModelSource::Preset;
                job.modelText = QString::fromLatin1(kDefaultModel);
            }
            return;
        }
        job.modelSource = source;
        job.modelText = v.toString();
    };
    return f;
}

// A number of the buy-or-rent inputs (Recommend::Constraints::ownership); optional ones may be unset.
template <typename T>
Field ownershipNumber(const char *key, const char *label, const char *help, Type type, double minimum,
                      double maximum, T CostOfOwnership::Inputs::*member)
{
    Field f = make(key, label, help, type, Group::Ownership);
    f.minimum = minimum;
    f.maximum = maximum;
    if constexpr (std::is_same_v<T, std::optional<double>>) {
        f.optional = true;
        f.get = [member](const Job &job) {
            const auto &value = job.constraints.ownership.*member;
            return value ? QString::number(*value, 'g', 12) : QString();
        };
        f.put = [member](Job &job, const QVariant &v) {
            job.constraints.ownership.*member =
                v.isValid() ? std::optional<double>(v.toDouble()) : std::nullopt;
        };
    } else {
        f.get = [member](const Job &job) {
            return QString::number(job.constraints.ownership.*member, 'g', 12);
        };
        f.put = [member](Job &job, const QVariant &v) {
            job.constraints.ownership.*member = T(v.toDouble());
        };
    }
    return f;
}

template <typename E>
Field ownershipChoice(const char *key, const char *label, const char *help,
                      E CostOfOwnership::Inputs::*member)
{
    return wordField(
        key, label, help, Group::Ownership, [](auto &job) -> auto & { return job.constraints.ownership; },
        member);
}

// The buy-or-rent inputs. Defaults live in CostOfOwnership::Inputs; where each comes from:
// - runs per month 1, horizon 36 months, utilisation 50%: judgements (one run, a three-year life of the
//   hardware, a team's runs with gaps between them); set them from your own plans and scheduler.
// - $0.15/kWh: between the US commercial averages of the EIA's Electric Power Monthly, table 5.6.A (April
//   2025: 9.74 cents in the West North Central states to 22.74 in New England).
// - PUE 1.58: the Uptime Institute's industry average for 2023 (Global Data Center Survey); 1.0 for a
//   workstation under a desk.
// - the host: CostOfOwnership::hostDefaultUsd, by segment (judgements, said so in every answer).
void addOwnershipFields(std::vector<Field> &fields)
{
    using I = CostOfOwnership::Inputs;
    fields.push_back(ownershipNumber(
        "runs-per-month", QT_TRANSLATE_NOOP("JobField", "Runs per month"),
        QT_TRANSLATE_NOOP("JobField",
                          "How often the job runs a month: the month's work is the training tokens "
                          "times this."),
        Type::Number, 0.01, 1e6, &I::runsPerMonth));
    fields.push_back(ownershipNumber("horizon-months", QT_TRANSLATE_NOOP("JobField", "Horizon (months)"),
                                     QT_TRANSLATE_NOOP("JobField", "How long the bought cards are kept and "
                                                                   "costs are summed."),
                                     Type::Integer, 1, 240, &I::horizonMonths));
    fields.push_back(ownershipNumber(
        "utilisation", QT_TRANSLATE_NOOP("JobField", "Utilisation (%)"),
        QT_TRANSLATE_NOOP("JobField", "Share of the month the bought cards can be busy; without training "
                                      "tokens, the month's work itself."),
        Type::Number, 1, 100, &I::utilisationPercent));
    fields.push_back(
        ownershipNumber("electricity-usd-kwh", QT_TRANSLATE_NOOP("JobField", "Electricity ($/kWh)"),
                        QT_TRANSLATE_NOOP("JobField", "Price of a kilowatt-hour for bought cards."),
                        Type::Number, 0, 10, &I::usdPerKwh));
    fields.push_back(ownershipNumber(
        "pue", QT_TRANSLATE_NOOP("JobField", "PUE"),
        QT_TRANSLATE_NOOP("JobField", "Power usage effectiveness: the site's power over the IT power "
                                      "(cooling, losses); 1 for a workstation under a desk."),
        Type::Number, 1, 5, &I::pue));
    fields.push_back(ownershipNumber(
        "host-usd", QT_TRANSLATE_NOOP("JobField", "Host price (USD)"),
        QT_TRANSLATE_NOOP("JobField", "One server or workstation less its GPUs, per node (empty: by segment, "
                                      "8-GPU server $50,000, 4-GPU workstation $12,000, desktop $2,500)."),
        Type::Number, 0, 1e8, &I::hostUsd));
    fields.push_back(ownershipNumber(
        "resale-pct", QT_TRANSLATE_NOOP("JobField", "Resale value (%)"),
        QT_TRANSLATE_NOOP("JobField",
                          "What the cards fetch at the horizon, in percent of the price paid "
                          "(empty: from the card's used prices, else straight-line over 5 years)."),
        Type::Number, 0, 100, &I::resalePercent));
    fields.push_back(ownershipChoice("buy-price", QT_TRANSLATE_NOOP("JobField", "Buy at"),
                                     QT_TRANSLATE_NOOP("JobField", "street: the newest street price of a new "
                                                                   "card (else launch); launch; used."),
                                     &I::buy));
    fields.push_back(ownershipChoice("rent-price", QT_TRANSLATE_NOOP("JobField", "Rent at"),
                                     QT_TRANSLATE_NOOP("JobField", "The cloud price kind: on-demand, spot, "
                                                                   "community, or the middle of the range."),
                                     &I::rent));
    Field rentGpu =
        make("rent-gpu", QT_TRANSLATE_NOOP("JobField", "Rent instead"),
             QT_TRANSLATE_NOOP("JobField", "Compare buying each GPU with renting this one (a dataset "
                                           "id, e.g. h100_sxm) for the same tokens; empty: the "
                                           "same GPU."),
             Type::Text, Group::Ownership);
    rentGpu.optional = true;
    rentGpu.surfaces = CommandLine; // the window picks GPUs by selecting rows of the ranking instead
    rentGpu.get = [](const Job &job) { return job.constraints.ownership.rentGpu; };
    rentGpu.put = [](Job &job, const QVariant &v) { job.constraints.ownership.rentGpu = v.toString(); };
    fields.push_back(rentGpu);
}

std::vector<Field> makeFields()
{
    using W = Estimate::Workload;
    using C = Recommend::Constraints;
    std::vector<Field> fields;

    Field model =
        modelField("model", QT_TRANSLATE_NOOP("JobField", "Model"),
                   QT_TRANSLATE_NOOP("JobField", "A preset id or its Hugging Face id (see --list-models)."),
                   Type::Choice, Job::ModelSource::Preset);
    for (const ModelShape &m : ModelPresets::all())
        model.choices << m.id;
    fields.push_back(model);
    Field params = modelField(
        "params", QT_TRANSLATE_NOOP("JobField", "Parameters"),
        QT_TRANSLATE_NOOP("JobField",
                          "A parameter count such as 8B or 7.24e9 (shape scaled from the nearest preset)."),
        Type::Count, Job::ModelSource::Params);
    params.minimum = 1e7;
    params.maximum = 1e13;
    fields.push_back(params);
    fields.push_back(modelField("model-config", QT_TRANSLATE_NOOP("JobField", "Config file"),
                                QT_TRANSLATE_NOOP("JobField", "A Hugging Face config.json file."), Type::Text,
                                Job::ModelSource::Config));

    // The stack comes before the fields whose defaults it sets (Stacks::Stack::applyTo: checkpointing and
    // its offload, LoRA dropout, loss, attention, torch.compile, k-bit preparation, MoE kernel), so that the
    // command line, saved settings and the window apply it first and what the user gives for those fields
    // wins.
    Field stack =
        make("stack", QT_TRANSLATE_NOOP("JobField", "Training stack"),
             QT_TRANSLATE_NOOP("JobField", "The trainer the job runs on (hf: Transformers Trainer + PEFT; "
                                           "gpuscout stacks lists them all with their sources); it sets "
                                           "the defaults of checkpointing and its offload, LoRA dropout, "
                                           "loss, attention, torch.compile, k-bit preparation and the MoE "
                                           "kernel, and the dtype of frozen and master weights, allocator "
                                           "slack and utilisation."),
             Type::Choice, Group::Method);
    stack.choices = Stacks::ids();
    stack.get = [](const Job &job) { return job.workload.stack.id; };
    stack.put = [](Job &job, const QVariant &v) {
        if (const Stacks::Stack *s = Stacks::find(v.toString()); s && s->id != job.workload.stack.id)
            s->applyTo(job.workload);
    };
    fields.push_back(stack);
    fields.push_back(choice("method", QT_TRANSLATE_NOOP("JobField", "Method"),
                            QT_TRANSLATE_NOOP("JobField", "Full fine-tuning, LoRA, or QLoRA (4-bit base)."),
                            Group::Method, &W::method));
    Field loraRank =
        integer("lora-rank", QT_TRANSLATE_NOOP("JobField", "LoRA rank"),
                QT_TRANSLATE_NOOP("JobField", "The adapters' rank r."), Group::Method, 1, 1024, &W::loraRank);
    loraRank.applies = trainsAdapters;
    fields.push_back(loraRank);
    Field loraTargets = choice(
        "lora-targets", QT_TRANSLATE_NOOP("JobField", "LoRA targets"),
        QT_TRANSLATE_NOOP("JobField", "Adapted layers: q and v, all attention, all linear, or the MLP."),
        Group::Method, &W::loraTargets);
    loraTargets.applies = trainsAdapters;
    fields.push_back(loraTargets);
    Field loraDropout = make(
        "lora-dropout", QT_TRANSLATE_NOOP("JobField", "LoRA dropout"),
        QT_TRANSLATE_NOOP("JobField", "The adapters' dropout probability: above 0 each adapted layer keeps "
                                      "a dropped copy of its input for the backward pass, 0 keeps none; "
                                      "the stack sets the default (0 for PEFT, Unsloth, axolotl; 0.05 for "
                                      "TRL's scripts, ms-swift, litgpt)."),
        Type::Number, Group::Method);
    loraDropout.minimum = 0;
    loraDropout.maximum = 1;
    loraDropout.get = [](const Job &job) { return QString::number(job.workload.loraDropout, 'g', 12); };
    loraDropout.put = [](Job &job, const QVariant &v) { job.workload.loraDropout = v.toDouble(); };
    loraDropout.applies = trainsAdapters;
    fields.push_back(loraDropout);
    fields.push_back(choice("precision", QT_TRANSLATE_NOOP("JobField", "Precision"),
                            QT_TRANSLATE_NOOP("JobField", "Training precision."), Group::Method,
                            &W::precision));
    fields.push_back(
        choice("optimizer", QT_TRANSLATE_NOOP("JobField", "Optimizer"),
               QT_TRANSLATE_NOOP("JobField", "AdamW, 8-bit AdamW (paged counts the same) or SGD."),
               Group::Method, &W::optimizer));
    Field loraExperts = toggle(
        "lora-experts", QT_TRANSLATE_NOOP("JobField", "LoRA on experts"),
        QT_TRANSLATE_NOOP("JobField", "Mixture-of-experts models: adapt every expert (all) or only the "
                                      "attention and shared layers (none)."),
        Group::Method, &W::adaptExperts, "all", "none");
    loraExperts.applies = [](const Job &job) { return trainsAdapters(job) && hasExperts(job); };
    fields.push_back(loraExperts);
    Field kbitPrep = toggle(
        "kbit-prep", QT_TRANSLATE_NOOP("JobField", "k-bit preparation"),
        QT_TRANSLATE_NOOP("JobField", "QLoRA: PEFT's k-bit preparation keeps embeddings, head and norms in "
                                      "fp32 (upcast, as TRL and axolotl do) or leaves them in 16 bits "
                                      "(none)."),
        Group::Method, &W::kbitUpcast, "upcast", "none");
    kbitPrep.applies = [](const Job &job) { return job.workload.method == Estimate::Method::Qlora; };
    fields.push_back(kbitPrep);
    fields.push_back(choice(
        "objective", QT_TRANSLATE_NOOP("JobField", "Objective"),
        QT_TRANSLATE_NOOP("JobField", "Supervised fine-tuning, or DPO (chosen and rejected sequences)."),
        Group::Method, &W::objective));

    fields.push_back(integer("seq", QT_TRANSLATE_NOOP("JobField", "Sequence length"),
                             QT_TRANSLATE_NOOP("JobField", "Tokens per sequence."), Group::Data, 16, 1048576,
                             &W::seqLen));
    fields.push_back(integer("batch", QT_TRANSLATE_NOOP("JobField", "Micro-batch"),
                             QT_TRANSLATE_NOOP("JobField", "Sequences per GPU per step."), Group::Data, 1,
                             4096, &W::microBatch));
    fields.push_back(
        integer("grad-accum", QT_TRANSLATE_NOOP("JobField", "Gradient accumulation"),
                QT_TRANSLATE_NOOP("JobField", "Micro-batches per optimizer step: what happens once "
                                              "a step (offloaded optimizer states) is shared by "
                                              "them."),
                Group::Data, 1, 65536, &W::gradAccum));
    Field ckpt = choice("ckpt", QT_TRANSLATE_NOOP("JobField", "Checkpointing"),
                        QT_TRANSLATE_NOOP("JobField", "Activation checkpointing: none, selective or full."),
                        Group::Data, &W::checkpointing);
    ckpt.flagAlias = "grad-ckpt";
    ckpt.flagValue = "full";
    ckpt.flagHelp = "Gradient checkpointing: the same as --ckpt full.";
    fields.push_back(ckpt);
    Field ckptOffload =
        make("ckpt-offload", QT_TRANSLATE_NOOP("JobField", "Checkpoint offload"),
             QT_TRANSLATE_NOOP("JobField", "Full checkpointing: keep each layer's saved input in CPU memory "
                                           "(yes: Unsloth, prime-rl, axolotl's activation_offloading) or on "
                                           "the GPU (no); the stack sets the default."),
             Type::Choice, Group::Data);
    ckptOffload.choices = {QStringLiteral("yes"), QStringLiteral("no")};
    ckptOffload.get = [](const Job &job) {
        return job.workload.stack.checkpointOffload ? QStringLiteral("yes") : QStringLiteral("no");
    };
    ckptOffload.put = [](Job &job, const QVariant &v) {
        job.workload.stack.checkpointOffload = v.toString() == QLatin1String("yes");
    };
    ckptOffload.applies = [](const Job &job) {
        return job.workload.checkpointing == Estimate::Checkpointing::Full;
    };
    fields.push_back(ckptOffload);
    Field attention =
        make("attention", QT_TRANSLATE_NOOP("JobField", "Attention"),
             QT_TRANSLATE_NOOP("JobField", "A fused kernel (FlashAttention, SDPA) or eager attention."),
             Type::Choice, Group::Data);
    attention.choices = {QStringLiteral("fused"), QStringLiteral("eager")};
    attention.get = [](const Job &job) {
        return job.workload.flashAttention ? QStringLiteral("fused") : QStringLiteral("eager");
    };
    attention.put = [](Job &job, const QVariant &v) {
        job.workload.flashAttention = v.toString() == QLatin1String("fused");
    };
    attention.flagAlias = "no-flash-attn";
    attention.flagValue = "eager";
    attention.flagHelp = "Eager attention instead of a fused kernel: the same as --attention eager.";
    fields.push_back(attention);
    fields.push_back(
        toggle("compile", QT_TRANSLATE_NOOP("JobField", "torch.compile"),
               QT_TRANSLATE_NOOP("JobField",
                                 "The model compiled with torch.compile (torchtune's compile, torchtitan's "
                                 "compile.enable, the Trainer's torch_compile): its elementwise chains, "
                                 "RMSNorm and the rotary embedding among them, run as fused kernels."),
               Group::Data, &W::compiled, "yes", "no"));
    fields.push_back(choice(
        "loss", QT_TRANSLATE_NOOP("JobField", "Loss"),
        QT_TRANSLATE_NOOP("JobField", "standard: full fp32 logits (Hugging Face); chunked: logits in bf16, "
                                      "the loss in chunks (torchtune); fused: no logits kept (Liger, "
                                      "Unsloth); kernel: fp32 logits and a shifted copy, no log-softmax "
                                      "(fms-acceleration's fast_loss)."),
        Group::Data, &W::loss));
    fields.push_back(
        choice("offload", QT_TRANSLATE_NOOP("JobField", "Offload"),
               QT_TRANSLATE_NOOP("JobField", "Keep optimizer states in CPU memory and step there (optimizer, "
                                             "ZeRO-Offload), or move them to the GPU for each step (states, "
                                             "prime-rl)."),
               Group::Data, &W::offload));
    Field tokens =
        make("tokens", QT_TRANSLATE_NOOP("JobField", "Training tokens"),
             QT_TRANSLATE_NOOP("JobField", "Tokens over all epochs, for time and cost: 100M, 2B, 5e8."),
             Type::Count, Group::Data);
    tokens.minimum = 1e3;
    tokens.maximum = 1e14;
    tokens.optional = true;
    tokens.get = [](const Job &job) {
        return job.workload.tokens > 0 ? QString::number(job.workload.tokens, 'g', 12) : QString();
    };
    tokens.put = [](Job &job, const QVariant &v) { job.workload.tokens = v.isValid() ? v.toDouble() : 0; };
    fields.push_back(tokens);

    Field gpus = integer(
        "gpus", QT_TRANSLATE_NOOP("JobField", "GPU count"),
        QT_TRANSLATE_NOOP("JobField", "A fixed number of GPUs (empty: the fewest that hold the job)."),
        Group::Cluster, 1, 65536, &W::gpus);
    gpus.optional = true;
    gpus.get = [](const Job &job) {
        return job.workload.gpus > 0 ? QString::number(job.workload.gpus) : QString();
    };
    gpus.put = [](Job &job, const QVariant &v) { job.workload.gpus = v.isValid() ? int(v.toLongLong()) : 0; };
    fields.push_back(gpus);
    Field maxGpus = make("max-gpus", QT_TRANSLATE_NOOP("JobField", "Most GPUs"),
                         QT_TRANSLATE_NOOP("JobField", "The most GPUs of one type that count as fitting."),
                         Type::Integer, Group::Cluster);
    maxGpus.minimum = 1;
    maxGpus.maximum = 65536;
    maxGpus.get = [](const Job &job) { return QString::number(job.constraints.maxGpus); };
    maxGpus.put = [](Job &job, const QVariant &v) { job.constraints.maxGpus = int(v.toLongLong()); };
    fields.push_back(maxGpus);
    fields.push_back(
        choice("sharding", QT_TRANSLATE_NOOP("JobField", "Sharding"),
               QT_TRANSLATE_NOOP("JobField",
                                 "How several GPUs split the job: auto (the stack's default, DDP for the "
                                 "Transformers Trainer, with FSDP where the job does not fit a GPU so), "
                                 "fsdp (FSDP full shard, DeepSpeed ZeRO-3: weights, gradients and "
                                 "optimizer states sharded), zero2 (gradients and optimizer states "
                                 "sharded, weights whole on every GPU), zero1 (only optimizer states; "
                                 "Megatron's distributed optimizer) or ddp (every GPU holds everything)."),
               Group::Cluster, &W::sharding));
    Field expertParallel = toggle(
        "expert-parallel", QT_TRANSLATE_NOOP("JobField", "Expert parallelism"),
        QT_TRANSLATE_NOOP("JobField", "Mixture-of-experts models: partition the experts across the GPUs "
                                      "(yes) or shard and gather them like other weights (no)."),
        Group::Cluster, &W::expertParallel, "yes", "no");
    expertParallel.applies = hasExperts;
    fields.push_back(expertParallel);
    Field moeKernel =
        choice("moe-kernel", QT_TRANSLATE_NOOP("JobField", "MoE kernel"),
               QT_TRANSLATE_NOOP("JobField", "Mixture-of-experts models: a loop over the experts "
                                             "(Transformers' eager blocks), grouped GEMM kernels "
                                             "(ScatterMoE, megablocks, torchtitan, Megatron), or every "
                                             "expert on every token (Transformers 4.51's Llama 4)."),
               Group::Cluster, &W::moeKernel);
    moeKernel.applies = hasExperts;
    fields.push_back(moeKernel);
    fields.push_back(integer("gpus-per-node", QT_TRANSLATE_NOOP("JobField", "GPUs per node"),
                             QT_TRANSLATE_NOOP("JobField", "GPUs joined by NVLink or PCIe in one server."),
                             Group::Cluster, 1, 576, &W::gpusPerNode));
    Field wholeNodes = toggle(
        "whole-nodes", QT_TRANSLATE_NOOP("JobField", "Whole nodes"),
        QT_TRANSLATE_NOOP("JobField", "A job that spans nodes runs on, and pays for, every GPU of the nodes "
                                      "it occupies (yes: 11 GPUs needed in nodes of 8 become 16) or only the "
                                      "GPUs it needs (no); one node and a fixed GPU count are kept as they "
                                      "are."),
        Group::Cluster, &W::wholeNodes, "yes", "no");
    wholeNodes.applies = [](const Job &job) { return job.workload.gpus == 0; }; // a fixed count is as given
    fields.push_back(wholeNodes);
    Field network =
        make("inter-node-gbps", QT_TRANSLATE_NOOP("JobField", "Network (Gb/s per GPU)"),
             QT_TRANSLATE_NOOP("JobField", "Bandwidth between nodes, gigabits per second per GPU."),
             Type::Number, Group::Cluster);
    network.minimum = 1;
    network.maximum = 100000;
    network.get = [](const Job &job) { return QString::number(job.workload.interNodeGbps, 'g', 12); };
    network.put = [](Job &job, const QVariant &v) { job.workload.interNodeGbps = v.toDouble(); };
    fields.push_back(network);

    fields.push_back(
        constraintChoice("price", QT_TRANSLATE_NOOP("JobField", "Price"),
                         QT_TRANSLATE_NOOP("JobField", "cloud: USD per GPU-hour, the middle of the dataset's "
                                                       "range; purchase: the launch price."),
                         &C::price));
    fields.push_back(optionalNumber(
        "budget-usd", QT_TRANSLATE_NOOP("JobField", "Budget (USD)"),
        QT_TRANSLATE_NOOP("JobField", "For the configuration: USD to buy the cards, or USD per "
                                      "hour with --price cloud."),
        0.01, 1e10, &C::budgetUsd));
    fields.push_back(optionalNumber(
        "max-cost-usd", QT_TRANSLATE_NOOP("JobField", "Most the job may cost (USD)"),
        QT_TRANSLATE_NOOP("JobField", "A cap on the whole job's cost (needs training tokens)."), 0.01, 1e12,
        &C::maxCostUsd));
    Field segment = make(
        "segment", QT_TRANSLATE_NOOP("JobField", "Segments"),
        QT_TRANSLATE_NOOP("JobField", "Comma-separated: datacenter, workstation, consumer (empty: all)."),
        Type::List, Group::Constraints);
    segment.choices = knownSegments();
    segment.optional = true;
    segment.get = [](const Job &job) { return job.constraints.segments.join(QLatin1Char(',')); };
    segment.put = [](Job &job, const QVariant &v) { job.constraints.segments = v.toStringList(); };
    fields.push_back(segment);
    fields.push_back(optionalNumber("max-watts", QT_TRANSLATE_NOOP("JobField", "Power limit (W)"),
                                    QT_TRANSLATE_NOOP("JobField", "Board power of the whole configuration."),
                                    1, 1e8, &C::maxWatts));
    fields.push_back(constraintChoice(
        "optimize", QT_TRANSLATE_NOOP("JobField", "Goal"),
        QT_TRANSLATE_NOOP("JobField", "Rank by speed, by cost, or by speed per dollar (value)."),
        &C::optimize));
    Field gpu = make("gpu", QT_TRANSLATE_NOOP("JobField", "Only GPU"),
                     QT_TRANSLATE_NOOP("JobField", "Only this GPU's result (a dataset id)."), Type::Text,
                     Group::Constraints);
    gpu.surfaces = CommandLine;
    gpu.optional = true;
    gpu.get = [](const Job &job) { return job.constraints.onlyGpu; };
    gpu.put = [](Job &job, const QVariant &v) { job.constraints.onlyGpu = v.toString(); };
    fields.push_back(gpu);
    Field priceAge =
        make("max-price-age", QT_TRANSLATE_NOOP("JobField", "Maximum price age (months)"),
             QT_TRANSLATE_NOOP("JobField", "Prices older than this many months are marked stale (default 6: "
                                           "cloud rental prices move within months)."),
             Type::Integer, Group::Constraints);
    priceAge.surfaces = CommandLine; // the window keeps it as a setting of its own (View menu)
    priceAge.minimum = 0;
    priceAge.maximum = Pricing::kMaxAgeLimitMonths;
    priceAge.get = [](const Job &job) { return QString::number(job.constraints.maxPriceAgeMonths); };
    priceAge.put = [](Job &job, const QVariant &v) {
        job.constraints.maxPriceAgeMonths = int(v.toLongLong());
    };
    fields.push_back(priceAge);
    addOwnershipFields(fields);
    return fields;
}

QString numberText(double value)
{
    return QString::number(value, 'g', 12);
}

// 1e7 -> "10M", 1e13 -> "10T": how counts are written on the command line.
QString countText(double value)
{
    const std::pair<double, const char *> units[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
    for (const auto &[scale, suffix] : units) {
        if (value >= scale)
            return QString::number(value / scale, 'g', 6) + QLatin1String(suffix);
    }
    return QString::number(value, 'g', 12);
}

} // namespace

QString Field::range() const
{
    if (type == Type::Count)
        return QCoreApplication::translate("JobField", "From %1 to %2.")
            .arg(countText(minimum), countText(maximum));
    return QCoreApplication::translate("JobField", "From %1 to %2.")
        .arg(numberText(minimum), numberText(maximum));
}

QString Field::optionText(const QString &value) const
{
    return QStringLiteral("--%1 %2").arg(
        option(), value.contains(QLatin1Char(' ')) ? QLatin1Char('"') + value + QLatin1Char('"') : value);
}

QString Field::jsonKey() const
{
    return QString::fromLatin1(key).replace(QLatin1Char('-'), QLatin1Char('_'));
}

QString Field::expectation() const
{
    switch (type) {
    case Type::Choice:
        return QCoreApplication::translate("JobField", "expected %1").arg(Words::alternatives(choices));
    case Type::List:
        return QCoreApplication::translate("JobField", "expected a comma-separated list of %1")
            .arg(choices.join(QStringLiteral(", ")));
    case Type::Integer:
        return QCoreApplication::translate("JobField", "expected a whole number from %1 to %2")
            .arg(numberText(minimum), numberText(maximum));
    case Type::Number:
        return QCoreApplication::translate("JobField", "expected a number from %1 to %2")
            .arg(numberText(minimum), numberText(maximum));
    case Type::Count:
        return QCoreApplication::translate("JobField",
                                           "expected a count from %1 to %2 such as 8B, 350M or 7.24e9")
            .arg(countText(minimum), countText(maximum));
    case Type::Text:
        return QCoreApplication::translate("JobField", "expected a value");
    }
    return {};
}

const std::vector<Field> &all()
{
    static const std::vector<Field> fields = makeFields();
    return fields;
}

namespace {

/// Whether `key` is `fieldKey` as the command line spells it ("lora-rank") or, with `json`, as JSON and the
/// settings do ("lora_rank"); without making jsonKey()'s string for every field a lookup passes.
bool spells(const QString &key, const char *fieldKey, bool json)
{
    qsizetype i = 0;
    for (; fieldKey[i] != 0; ++i) {
        const char expected = json && fieldKey[i] == '-' ? '_' : fieldKey[i];
        if (i >= key.size() || key.at(i) != QLatin1Char(expected))
            return false;
    }
    return i == key.size();
}

} // namespace

const Field *find(const QString &key)
{
    for (const Field &f : all()) {
        if (spells(key, f.key, false) || spells(key, f.key, true))
            return &f;
    }
    return nullptr;
}

QString optionName(const QString &key)
{
    const Field *field = find(key);
    Q_ASSERT_X(field, "JobFields::optionName", qPrintable(key));
    return QStringLiteral("--") + (field ? field->option() : key);
}

QString optionWithChoices(const QString &key)
{
    const Field *field = find(key);
    Q_ASSERT_X(field && !field->choices.isEmpty(), "JobFields::optionWithChoices", qPrintable(key));
    return field ? optionName(key) + QLatin1Char(' ') + Words::alternatives(field->choices) : QString();
}

QString toggleWord(const QString &key, bool on)
{
    const Field *field = find(key);
    Q_ASSERT_X(field && field->choices.size() == 2, "JobFields::toggleWord", qPrintable(key));
    return field && field->choices.size() == 2 ? field->choices.at(on ? 0 : 1) : QString();
}

bool resolveModel(Job &job, QString *error)
{
    switch (job.modelSource) {
    case Job::ModelSource::Preset: {
        const ModelShape *preset = ModelPresets::find(job.modelText);
        if (!preset) {
            *error = Text::tr("unknown model \"%1\": not a preset id or a preset's Hugging Face id (see "
                              "--list-models); give any other model's config.json with --model-config")
                         .arg(job.modelText);
            return false;
        }
        job.workload.model = *preset;
        return true;
    }
    case Job::ModelSource::Params: {
        const auto n = Parse::paramCount(job.modelText, error);
        if (!n)
            return false;
        job.workload.model = ModelPresets::forParameterCount(*n);
        return true;
    }
    case Job::ModelSource::Config: {
        const auto shape = ModelPresets::readConfig(job.modelText, error);
        if (!shape)
            return false;
        job.workload.model = *shape;
        return true;
    }
    }
    return false;
}

bool set(Job &job, const Field &field, const QString &rawText, QString *error)
{
    const QString text = rawText.trimmed();
    QVariant value;
    if (text.isEmpty()) {
        if (!field.optional) {
            *error = field.expectation() + Text::tr(", got nothing");
            return false;
        }
    } else {
        switch (field.type) {
        case Type::Choice:
            // A model is checked by resolveModel() below, which names what to do instead.
            if (field.group != Group::Model && !field.choices.contains(text)) {
                *error = field.expectation() + Text::tr(", got \"%1\"").arg(text);
                return false;
            }
            value = text;
            break;
        case Type::List: {
            QStringList items;
            for (const QString &item : text.split(QLatin1Char(','))) {
                const QString word = item.trimmed();
                if (!field.choices.contains(word) || items.contains(word)) {
                    *error = field.expectation() + Text::tr(", got \"%1\"").arg(text);
                    return false;
                }
                items << word;
            }
            value = items;
            break;
        }
        case Type::Integer: {
            QString why;
            const auto n = Parse::integer(text, qint64(field.minimum), qint64(field.maximum), &why);
            if (!n) {
                *error = field.expectation() + Text::tr(", got \"%1\"").arg(text);
                return false;
            }
            value = qint64(*n);
            break;
        }
        case Type::Number: {
            QString why;
            const auto n = Parse::number(text, field.minimum, field.maximum, &why);
            if (!n) {
                *error = field.expectation() + Text::tr(", got \"%1\"").arg(text);
                return false;
            }
            value = *n;
            break;
        }
        case Type::Count: {
            QString why;
            const auto n = Parse::paramCount(text, &why);
            if (!n || *n < field.minimum || *n > field.maximum) {
                *error = field.expectation() + Text::tr(", got \"%1\"").arg(text);
                return false;
            }
            value = field.group == Group::Model ? QVariant(text) : QVariant(*n);
            break;
        }
        case Type::Text:
            value = text;
            break;
        }
    }
    Job changed = job;
    field.put(changed, value);
    if (field.group == Group::Model && !resolveModel(changed, error))
        return false;
    job = changed;
    return true;
}

bool set(Job &job, const QString &key, const QString &text, QString *error)
{
    const Field *field = find(key);
    if (!field) {
        *error = Text::tr("unknown field \"%1\"").arg(key);
        return false;
    }
    return set(job, *field, text, error);
}

std::vector<QString> values(const Job &job)
{
    std::vector<QString> written;
    written.reserve(all().size());
    for (const Field &f : all())
        written.push_back(f.get(job));
    return written;
}

namespace {

std::vector<Estimate::Change> changesOver(const std::vector<QString> &before, const Job &after,
                                          bool workloadOnly)
{
    Q_ASSERT(before.size() == all().size());
    std::vector<Estimate::Change> changed;
    for (size_t i = 0; i < all().size() && i < before.size(); ++i) {
        const Field &f = all()[i];
        if (workloadOnly && readsConstraintsOnly(f))
            continue;
        QString value = f.get(after);
        if (value != before[i])
            changed.push_back({f.option(), std::move(value)});
    }
    return changed;
}

} // namespace

std::vector<Estimate::Change> changes(const Job &before, const Job &after)
{
    return changesOver(values(before), after, false);
}

std::vector<Estimate::Change> workloadChanges(const std::vector<QString> &before, const Job &after)
{
    return changesOver(before, after, true);
}

bool readsConstraintsOnly(const Field &field)
{
    return field.group == Group::Constraints || field.group == Group::Ownership;
}

QString options(const std::vector<Estimate::Change> &changes)
{
    QStringList args;
    for (const Estimate::Change &change : changes) {
        const Field *field = find(change.key);
        Q_ASSERT_X(field, "JobFields::options", qPrintable(change.key));
        if (field)
            args << field->optionText(change.value);
    }
    return args.join(QLatin1Char(' '));
}

QString changesText(const std::vector<Estimate::Change> &changes, const QLocale &locale)
{
    QStringList parts;
    for (const Estimate::Change &change : changes) {
        const Field *field = find(change.key);
        if (!field)
            continue;
        QString value = change.value;
        if (field->type == Type::Choice)
            value = choiceLabel(change.key, change.value);
        else if (field->type == Type::Integer)
            value = locale.toString(change.value.toLongLong());
        parts << QStringLiteral("%1: %2").arg(QCoreApplication::translate("JobField", field->label), value);
    }
    return parts.join(QStringLiteral("; "));
}

bool apply(Job &job, const std::vector<Estimate::Change> &changes, QString *error)
{
    Job changed = job;
    for (const Estimate::Change &change : changes) {
        if (!set(changed, change.key, change.value, error))
            return false;
    }
    job = changed;
    return true;
}

QString defaultText(const Field &field)
{
    static const Job defaults = Job::defaults();
    return field.get(defaults);
}

QVariantMap toSettings(const Job &job)
{
    QVariantMap map;
    for (const Field &f : all()) {
        if (f.surfaces & Window)
            map.insert(f.jsonKey(), f.get(job));
    }
    return map;
}

Job fromSettings(const QVariantMap &stored, QStringList *problems)
{
    Job job = Job::defaults();
    // The model fields first: the one that holds text picks the model.
    for (const Field &f : all()) {
        if (!(f.surfaces & Window) || !stored.contains(f.jsonKey()))
            continue;
        const QString text = stored.value(f.jsonKey()).toString();
        if (f.group == Group::Model && text.isEmpty())
            continue;
        QString error;
        if (!set(job, f, text, &error) && problems)
            problems->append(
                QStringLiteral("%1: %2").arg(QCoreApplication::translate("JobField", f.label), error));
    }
    return job;
}

QJsonObject toJson(const Job &job, const std::function<bool(const Field &)> &applies)
{
    QJsonObject o;
    for (const Field &f : all()) {
        if (f.group == Group::Model || f.key == QLatin1String("gpu") ||
            !(applies ? applies(f) : f.appliesTo(job)))
            continue;
        const QString text = f.get(job);
        QJsonValue value;
        if (text.isEmpty())
            value = QJsonValue::Null;
        else if (f.type == Type::Integer)
            value = text.toLongLong();
        else if (f.type == Type::Number || f.type == Type::Count)
            value = text.toDouble();
        else if (f.type == Type::List)
            value = QJsonArray::fromStringList(text.split(QLatin1Char(',')));
        else
            value = text;
        o.insert(f.jsonKey(), value);
    }
    const ModelShape &m = job.workload.model;
    o.insert(QStringLiteral("model"), m.name);
    o.insert(QStringLiteral("model_id"), m.id.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(m.id));
    o.insert(QStringLiteral("model_source"), m.source);
    o.insert(QStringLiteral("params"), m.totalParams());
    o.insert(QStringLiteral("trainable_params"), Estimate::trainableParams(job.workload));
    // The user's own runs of this stack scale every figure: the output says so, and by how much.
    if (const QJsonObject calibration = RunCalibration::toJson(job.workload.stack); !calibration.isEmpty())
        o.insert(QStringLiteral("calibration"), calibration);
    return o;
}

QString arguments(const Job &job)
{
    QStringList args;
    // What a command line with the job's stack starts from: a field the stack sets is left out only where it
    // has the stack's default, so that the options give this job again. A field that does not apply to the
    // job stays when it is not the default: the fixes beside the ranking change the field it depends on (the
    // LoRA fix trains at the job's rank, the checkpointing fix offloads as the job says).
    Job start = Job::defaults();
    const Field *stack = find(QStringLiteral("stack"));
    stack->put(start, stack->get(job));
    for (const Field &f : all()) {
        const QString text = f.get(job);
        if (text.isEmpty())
            continue;
        if (f.group != Group::Model && text == (&f == stack ? defaultText(f) : f.get(start)))
            continue;
        args << f.optionText(text);
    }
    return args.join(QLatin1Char(' '));
}

QString choiceToolTip(const QString &key, const QString &word)
{
    if (key != QLatin1String("stack"))
        return {};
    const Stacks::Stack *stack = Stacks::find(word);
    return stack ? Stacks::summary(*stack) : QString();
}

QString choiceLabel(const QString &key, const QString &word)
{
    if (const Field *field = find(key); field && field->wordLabel) {
        const QString label = field->wordLabel(word);
        return label.isEmpty() ? word : label;
    }
    // The words that are no enum (yes/no toggles, segments): the context stays JobForm, where the combo boxes
    // first showed them.
    static const QHash<QString, const char *> labels{
        {QStringLiteral("ckpt-offload/yes"), QT_TRANSLATE_NOOP("JobForm", "Layer inputs in CPU memory")},
        {QStringLiteral("ckpt-offload/no"), QT_TRANSLATE_NOOP("JobForm", "Kept on the GPU")},
        {QStringLiteral("attention/fused"), QT_TRANSLATE_NOOP("JobForm", "Fused (FlashAttention, SDPA)")},
        {QStringLiteral("attention/eager"), QT_TRANSLATE_NOOP("JobForm", "Eager")},
        {QStringLiteral("compile/yes"), QT_TRANSLATE_NOOP("JobForm", "Yes: fused elementwise kernels")},
        {QStringLiteral("compile/no"), QT_TRANSLATE_NOOP("JobForm", "No: eager PyTorch ops")},
        {QStringLiteral("lora-experts/all"), QT_TRANSLATE_NOOP("JobForm", "Every expert")},
        {QStringLiteral("lora-experts/none"), QT_TRANSLATE_NOOP("JobForm", "Not the experts")},
        {QStringLiteral("kbit-prep/upcast"), QT_TRANSLATE_NOOP("JobForm", "Upcast to fp32 (PEFT default)")},
        {QStringLiteral("kbit-prep/none"), QT_TRANSLATE_NOOP("JobForm", "Keep 16-bit")},
        {QStringLiteral("expert-parallel/yes"), QT_TRANSLATE_NOOP("JobForm", "Yes: experts partitioned")},
        {QStringLiteral("expert-parallel/no"),
         QT_TRANSLATE_NOOP("JobForm", "No: sharded like other weights")},
        {QStringLiteral("whole-nodes/yes"), QT_TRANSLATE_NOOP("JobForm", "Yes: round up to whole nodes")},
        {QStringLiteral("whole-nodes/no"), QT_TRANSLATE_NOOP("JobForm", "No: only the GPUs needed")},
        {QStringLiteral("segment/datacenter"), QT_TRANSLATE_NOOP("JobForm", "Data centre")},
        {QStringLiteral("segment/workstation"), QT_TRANSLATE_NOOP("JobForm", "Workstation")},
        {QStringLiteral("segment/consumer"), QT_TRANSLATE_NOOP("JobForm", "Consumer (GeForce)")},
    };
    const auto it = labels.find(key + QLatin1Char('/') + word);
    if (it == labels.end() && key == QLatin1String("stack")) // the stack's name comes from its table
        if (const Stacks::Stack *stack = Stacks::find(word))
            return stack->name;
    return it == labels.end() ? word : QCoreApplication::translate("JobForm", it.value());
}

} // namespace JobFields
