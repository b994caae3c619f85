#include "app/core/trainingconfig.h"

#include "app/core/modelpresets.h"
#include "app/core/parse.h"
#include "app/core/stacks.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <map>
#include <set>
#include <yaml-cpp/yaml.h>

namespace TrainingConfig {

namespace {

// A tool's documented default for a job field, where the tool writes it. `field` may carry "@dpo" for a
// default that only a DPO config has.
struct ToolDefault
{
    Kind kind;
    const char *field;
    const char *value;
    const char *source;
    const char *quote;
};

#define AXOLOTL "github.com/axolotl-ai-cloud/axolotl "
#define AXOLOTL_AT " (v0.18.0+9, 067b021)"
#define LLAMAFACTORY "github.com/hiyouga/LLaMA-Factory "
#define LLAMAFACTORY_AT " (v0.9.5+54, ff6d4d1)"
#define TRL "github.com/huggingface/trl "
#define TRL_AT " (v1.9.0+26, f2cd577)"
#define TORCHTUNE "github.com/pytorch/torchtune "
#define TORCHTUNE_AT " (main @ bd2a0fc7c3)"
// TrainingArguments' docstring, which LLaMA-Factory's and TRL's arguments inherit.
#define HF_ARGS                                                                                              \
    "github.com/huggingface/transformers src/transformers/training_args.py, TrainingArguments docstring "    \
    "(commit 00349ae87e)"

const ToolDefault kDefaults[] = {
    {Kind::Axolotl, "method", "full", AXOLOTL "src/axolotl/utils/schemas/peft.py, line 41-42" AXOLOTL_AT,
     "adapter: str | None = Field(\n        default=None,"},
    {Kind::Axolotl, "seq", "512", AXOLOTL "src/axolotl/utils/schemas/config.py, line 665-666" AXOLOTL_AT,
     "sequence_len: int = Field(\n        default=512,"},
    {Kind::Axolotl, "batch", "1", AXOLOTL "src/axolotl/utils/schemas/training.py, line 77-78" AXOLOTL_AT,
     "micro_batch_size: int | None = Field(\n        default=1,"},
    {Kind::Axolotl, "ckpt", "none", AXOLOTL "src/axolotl/utils/schemas/config.py, line 600-601" AXOLOTL_AT,
     "gradient_checkpointing: Literal[\"offload\", \"offload_disk\"] | bool | None = Field(\n        "
     "default=False,"},
    {Kind::Axolotl, "precision", "bf16-mixed",
     AXOLOTL "src/axolotl/utils/schemas/config.py, line 559-560" AXOLOTL_AT,
     "bf16: Literal[\"auto\"] | bool | None = Field(\n        default=\"auto\","},
    {Kind::Axolotl, "optimizer", "adamw",
     AXOLOTL "src/axolotl/utils/schemas/training.py, line 122-123" AXOLOTL_AT,
     "optimizer: (str | CustomSupportedOptimizers) | None = Field(\n        default=\"adamw_torch_fused\","},
    {Kind::Axolotl, "objective", "sft",
     AXOLOTL "src/axolotl/utils/schemas/config.py, line 262-263" AXOLOTL_AT,
     "rl: RLType | None = Field(\n        default=None,"},
    {Kind::Axolotl, "offload", "none",
     AXOLOTL "src/axolotl/utils/schemas/config.py, line 1032-1033" AXOLOTL_AT,
     "deepspeed: str | dict[str, Any] | None = Field(\n        default=None,"},

    {Kind::LlamaFactory, "method", "lora",
     LLAMAFACTORY "src/llamafactory/hparams/finetuning_args.py, line 464-465" LLAMAFACTORY_AT,
     "finetuning_type: Literal[\"lora\", \"oft\", \"freeze\", \"full\"] = field(\n        default=\"lora\","},
    {Kind::LlamaFactory, "lora-rank", "8",
     LLAMAFACTORY "src/llamafactory/hparams/finetuning_args.py, line 77-78" LLAMAFACTORY_AT,
     "lora_rank: int = field(\n        default=8,"},
    {Kind::LlamaFactory, "lora-targets", "all",
     LLAMAFACTORY "src/llamafactory/hparams/finetuning_args.py, line 81-82" LLAMAFACTORY_AT,
     "lora_target: str = field(\n        default=\"all\","},
    {Kind::LlamaFactory, "objective", "sft",
     LLAMAFACTORY "src/llamafactory/hparams/finetuning_args.py, line 460-461" LLAMAFACTORY_AT,
     "stage: Literal[\"pt\", \"sft\", \"rm\", \"ppo\", \"dpo\", \"kto\"] = field(\n        default=\"sft\","},
    {Kind::LlamaFactory, "seq", "2048",
     LLAMAFACTORY "src/llamafactory/hparams/data_args.py, line 46-47" LLAMAFACTORY_AT,
     "cutoff_len: int = field(\n        default=2048,"},
    {Kind::LlamaFactory, "ckpt", "full",
     LLAMAFACTORY "src/llamafactory/hparams/model_args.py, line 145-146" LLAMAFACTORY_AT,
     "disable_gradient_checkpointing: bool = field(\n        default=False,"},
    {Kind::LlamaFactory, "attention", "fused",
     LLAMAFACTORY "src/llamafactory/hparams/model_args.py, line 117-118" LLAMAFACTORY_AT,
     "flash_attn: AttentionFunction = field(\n        default=AttentionFunction.AUTO,"},
    {Kind::LlamaFactory, "loss", "standard",
     LLAMAFACTORY "src/llamafactory/hparams/model_args.py, line 137-138" LLAMAFACTORY_AT,
     "enable_liger_kernel: bool = field(\n        default=False,"},
    {Kind::Trl, "method", "full", TRL "trl/trainer/model_config.py, line 103-104" TRL_AT,
     "use_peft: bool = field(\n        default=False,"},
    {Kind::Trl, "lora-rank", "16", TRL "trl/trainer/model_config.py, line 107-108" TRL_AT,
     "lora_r: int = field(\n        default=16,"},
    {Kind::Trl, "lora-targets", "qv",
     TRL "trl/trainer/model_config.py, line 119-120" TRL_AT
         "; None lets PEFT pick the architecture's targets, q_proj and v_proj for Llama, Mistral and Qwen",
     "lora_target_modules: list[str] | None = field(\n        default=None,"},
    {Kind::Trl, "seq", "1024", TRL "trl/trainer/sft_config.py, line 205-206" TRL_AT,
     "max_length: int | None = field(\n        default=1024,"},
    {Kind::Trl, "seq@dpo", "1024", TRL "trl/trainer/dpo_config.py, line 188-189" TRL_AT,
     "max_length: int | None = field(\n        default=1024,"},
    {Kind::Trl, "ckpt", "full", TRL "trl/trainer/base_config.py, line 61-62" TRL_AT,
     "gradient_checkpointing: bool = field(\n        default=True,"},
    {Kind::Trl, "precision", "bf16-mixed", TRL "trl/trainer/base_config.py, line 67-72" TRL_AT,
     "bf16: bool | None = field(\n        default=None, ... If not set, it defaults to `True` if `fp16` is "
     "not set."},

    {Kind::Torchtune, "ckpt", "none",
     TORCHTUNE "recipes/lora_finetune_single_device.py, line 180-181" TORCHTUNE_AT,
     "self._enable_activation_checkpointing = cfg.get(\n            \"enable_activation_checkpointing\", "
     "False"},
    {Kind::Torchtune, "precision", "fp32", TORCHTUNE "torchtune/training/precision.py, line 87" TORCHTUNE_AT,
     "dtype (Optional[str]): The precision dtype. Default: ``None``, in which we default to torch.float32"},
    {Kind::Torchtune, "lora-rank", "8",
     TORCHTUNE "torchtune/models/llama3_1/_model_builders.py, line 87 (lora_llama3_1_8b)" TORCHTUNE_AT,
     "lora_rank: int = 8,"},
};

// TrainingArguments' own defaults: the Transformers Trainer's, and LLaMA-Factory's and TRL's where their
// arguments (which inherit TrainingArguments) do not set their own above.
const ToolDefault kTrainingArguments[] = {
    {Kind::Transformers, "batch", "8", HF_ARGS,
     "per_device_train_batch_size (`int`, *optional*, defaults to 8):"},
    {Kind::Transformers, "grad-accum", "1", HF_ARGS,
     "gradient_accumulation_steps (`int`, *optional*, defaults to 1):"},
    {Kind::Transformers, "ckpt", "none", HF_ARGS,
     "gradient_checkpointing (`bool`, *optional*, defaults to `False`):"},
    {Kind::Transformers, "precision", "fp32", HF_ARGS, "bf16 (`bool`, *optional*, defaults to `False`):"},
    {Kind::Transformers, "optimizer", "adamw", HF_ARGS,
     "optim (`str` or [`training_args.OptimizerNames`], *optional*, defaults to `\"adamw_torch\"` (for "
     "torch>=2.8 `\"adamw_torch_fused\"`)):"},
};

#undef AXOLOTL
#undef AXOLOTL_AT
#undef LLAMAFACTORY
#undef LLAMAFACTORY_AT
#undef TRL
#undef TRL_AT
#undef TORCHTUNE
#undef TORCHTUNE_AT
#undef HF_ARGS

const ToolDefault *toolDefault(Kind kind, const QString &field, bool dpo)
{
    const ToolDefault *found = nullptr;
    for (const ToolDefault &d : kDefaults) {
        if (d.kind != kind)
            continue;
        if (dpo && field + QLatin1String("@dpo") == QLatin1String(d.field))
            return &d;
        if (field == QLatin1String(d.field))
            found = &d;
    }
    if (found || (kind != Kind::Transformers && kind != Kind::LlamaFactory && kind != Kind::Trl))
        return found;
    for (const ToolDefault &d : kTrainingArguments) {
        if (field == QLatin1String(d.field))
            return &d;
    }
    return nullptr;
}

// The job fields whose default is the training stack's (Stacks::Stack::applyTo).
bool stackDecides(const QString &field)
{
    return Stacks::decidedFields().contains(field);
}

// Why a key the job cannot hold is left out, for the keys people ask about; the others have no place in a
// GPU Scout job (kNoPlace).
QString reasonFor(const QString &key)
{
    static const QString epochs = QStringLiteral("how long the job trains: give %1 for time and cost")
                                      .arg(JobFields::optionName(QStringLiteral("tokens")));
    static const std::map<QString, QString> reasons{
        {QStringLiteral("sample_packing"),
         "packing fills each sequence up to the sequence length; GPU Scout sizes every sequence at full "
         "length "
         "already, so memory is the same and only the real tokens per step change"},
        {QStringLiteral("packed"),
         "packing fills each sequence up to the sequence length; GPU Scout sizes every "
         "sequence at full length already, so memory is the same"},
        {QStringLiteral("packing"),
         "packing fills each sequence up to the sequence length; GPU Scout sizes every "
         "sequence at full length already, so memory is the same"},
        {QStringLiteral("fsdp"), "FSDP's own settings are not modelled"},
        {QStringLiteral("fsdp_config"),
         "the job is sharded with FSDP on several GPUs; FSDP's own settings (parameter offload "
         "included) are not modelled"},
        {QStringLiteral("num_epochs"), epochs},
        {QStringLiteral("num_train_epochs"), epochs},
        {QStringLiteral("epochs"), epochs},
        {QStringLiteral("max_steps"), epochs},
    };
    const auto it = reasons.find(key);
    return it == reasons.end() ? kNoPlace : it->second;
}

QString text(const YAML::Node &node)
{
    return node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

// A map's entry by name (the last one when a key repeats, as PyYAML does), with the key's line.
YAML::Node child(const YAML::Node &map, const QString &name, int *line = nullptr)
{
    // Node::operator= writes through to the node it refers to (yaml-cpp's reference semantics): reset()
    // rebinds.
    YAML::Node found;
    if (!map.IsMap())
        return found;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (it->first.IsScalar() && text(it->first) == name) {
            found.reset(it->second);
            if (line)
                *line = it->first.Mark().line + 1;
        }
    }
    return found;
}

struct Value
{
    QString key; ///< the dotted path ("model.lora_rank")
    int line = 0;
    QString text; ///< the scalar, or empty for a sequence or map
    YAML::Node node;

    Value() = default;
    Value(const Value &) = default;
    Value &operator=(const Value &other)
    {
        key = other.key;
        line = other.line;
        text = other.text;
        node.reset(other.node);
        return *this;
    }
};

enum class Flag
{
    Absent,
    Yes,
    No
};

struct Assignment
{
    QString text;
    FieldOrigin origin;
};

// What one file says, read key by key: the values for job fields, the keys the job cannot hold, the first
// error. Every later call is a no-op once an error is set, so a reader can run on and be checked at the end.
class Reader
{
public:
    Reader(const YAML::Node &root, const QString &origin, const QString &folder, const QString &modelConfig,
           ModelUse use)
        : m_root(root)
        , m_origin(origin)
        , m_folder(folder)
        , m_modelConfig(modelConfig)
        , m_use(use)
    {}

    /// A model that is not a preset: refused when the caller sizes it, listed when it does not.
    void unknownModel(const Value &v, const QString &message)
    {
        if (m_use == ModelUse::Needed) {
            fail(v, message);
        } else {
            unexpressed(v, message + QStringLiteral(" (this command names its models itself)"));
            m_unresolved = v.text;
        }
    }

    const QString &folder() const { return m_folder; }
    const QString &modelConfig() const { return m_modelConfig; }
    bool failed() const { return !m_error.isEmpty(); }
    const QString &unresolvedModel() const { return m_unresolved; }
    const QString &error() const { return m_error; }
    const std::map<QString, Assignment> &assigned() const { return m_assigned; }
    const std::map<QString, std::pair<QString, QString>> &reasons() const { return m_reasons; }
    bool dpo() const
    {
        return m_assigned.count(QStringLiteral("objective")) &&
               m_assigned.at(QStringLiteral("objective")).text == QLatin1String("dpo");
    }

    /// The value at a dotted path, or nothing when it is absent or null; marks the path read.
    std::optional<Value> node(const QString &path)
    {
        Value v = lookup(path);
        m_used.insert(path);
        if (!v.node.IsDefined() || v.node.IsNull())
            return std::nullopt;
        return v;
    }

    /// The value at a dotted path without marking it read (its keys stay listed as not expressed).
    std::optional<Value> peek(const QString &path) const
    {
        Value v = lookup(path);
        if (!v.node.IsDefined() || v.node.IsNull())
            return std::nullopt;
        return v;
    }

    /// A single value (not a list or map) at `path`.
    std::optional<Value> scalar(const QString &path)
    {
        std::optional<Value> v = node(path);
        if (v && !v->node.IsScalar()) {
            fail(*v,
                 QStringLiteral("expected a single value, got a %1").arg(v->node.IsMap() ? "map" : "list"));
            return std::nullopt;
        }
        return v;
    }

    /// A true/false value in YAML 1.1 words, as PyYAML reads them; `where` gets the key and line.
    Flag flag(const QString &path, Value *where = nullptr)
    {
        const std::optional<Value> v = scalar(path);
        if (!v)
            return Flag::Absent;
        if (where)
            *where = *v;
        static const QStringList yes{QStringLiteral("true"), QStringLiteral("yes"), QStringLiteral("on")};
        static const QStringList no{QStringLiteral("false"), QStringLiteral("no"), QStringLiteral("off")};
        const QString word = v->text.toLower();
        if (yes.contains(word))
            return Flag::Yes;
        if (no.contains(word))
            return Flag::No;
        fail(*v, QStringLiteral("expected true or false, got \"%1\"").arg(Parse::printable(v->text)));
        return Flag::Absent;
    }

    /// The job field `field` takes `text`, read from `from`.
    void assign(const QString &field, const QString &value, const Value &from)
    {
        FieldOrigin o;
        o.field = field;
        o.origin = Origin::Read;
        o.key = from.key;
        o.line = from.line;
        m_assigned[field] = Assignment{value, o};
    }

    /// Why the job field `field` is not read and has no tool default: it keeps GPU Scout's default, or takes
    /// `value` when one is given.
    void because(const QString &field, const QString &why, const QString &value = QString())
    {
        m_reasons[field] = {why, value};
    }

    void unexpressed(const Value &v, const QString &why)
    {
        m_notExpressed.push_back(Unexpressed{v.key, v.line, why});
    }

    void fail(const Value &v, const QString &message)
    {
        if (failed())
            return;
        m_error = v.line > 0 ? QStringLiteral("%1:%2: %3: %4").arg(m_origin).arg(v.line).arg(v.key, message)
                             : QStringLiteral("%1: %2: %3").arg(m_origin, v.key, message);
    }

    /// The keys the reader did not take, in the file's order, one level into maps it took part of.
    std::vector<Unexpressed> notExpressed() const;

private:
    Value lookup(const QString &path) const
    {
        Value v;
        v.key = path;
        YAML::Node node(m_root);
        for (const QString &part : path.split(QLatin1Char('.')))
            node.reset(child(node, part, &v.line));
        v.node.reset(node);
        v.text = text(node);
        return v;
    }
    void unread(const YAML::Node &map, const QString &prefix, std::vector<Unexpressed> *out) const;

    YAML::Node m_root;
    QString m_origin;
    QString m_folder;
    QString m_modelConfig;
    ModelUse m_use = ModelUse::Needed;
    QString m_unresolved;
    QString m_error;
    std::set<QString> m_used;
    std::map<QString, Assignment> m_assigned;
    std::map<QString, std::pair<QString, QString>> m_reasons; ///< field -> why, value
    std::vector<Unexpressed> m_notExpressed;
};

void Reader::unread(const YAML::Node &map, const QString &prefix, std::vector<Unexpressed> *out) const
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QString key =
            prefix + (it->first.IsScalar() ? text(it->first) : QStringLiteral("(a complex key)"));
        if (it->second.IsNull() || m_used.count(key))
            continue;
        bool partlyRead = false;
        for (const QString &used : m_used)
            partlyRead = partlyRead || used.startsWith(key + QLatin1Char('.'));
        if (partlyRead && it->second.IsMap() && prefix.isEmpty()) {
            unread(it->second, key + QLatin1Char('.'), out);
            continue;
        }
        const QString name = key.section(QLatin1Char('.'), -1);
        out->push_back(Unexpressed{key, it->first.Mark().line + 1, reasonFor(name)});
    }
}

std::vector<Unexpressed> Reader::notExpressed() const
{
    std::vector<Unexpressed> all;
    unread(m_root, QString(), &all);
    all.insert(all.end(), m_notExpressed.begin(), m_notExpressed.end());
    std::stable_sort(all.begin(), all.end(),
                     [](const Unexpressed &a, const Unexpressed &b) { return a.line < b.line; });
    return all;
}

// The model a file names: a preset (by its id or Hugging Face id), a local model folder that holds a
// config.json, or the config.json the caller gave. A Hub id that is none of these is an error, never a guess.
void readModel(Reader &r, const Value &v)
{
    if (!r.modelConfig().isEmpty()) {
        r.assign(QStringLiteral("model-config"), r.modelConfig(), v);
        return;
    }
    if (const ModelShape *preset = ModelPresets::find(v.text)) {
        r.assign(QStringLiteral("model"), preset->id, v);
        return;
    }
    const QString folder =
        QFileInfo(v.text).isRelative() && !r.folder().isEmpty() ? QDir(r.folder()).filePath(v.text) : v.text;
    const QString config = QDir(folder).filePath(QStringLiteral("config.json"));
    if (!v.text.isEmpty() && QFileInfo(config).isFile()) {
        r.assign(QStringLiteral("model-config"), config, v);
        return;
    }
    r.unknownModel(v,
                   QStringLiteral("\"%1\" is not a preset (see --list-models): give its config.json with %2")
                       .arg(Parse::printable(v.text), JobFields::optionName(QStringLiteral("model-config"))));
}

// bf16 / fp16 as the Trainer reads them: axolotl's "auto" (and "full") is bf16 where the GPU has it;
// LLaMA-Factory's pure_bf16 trains without fp32 master weights.
void readPrecision(Reader &r, bool pureKey)
{
    Value bfAt, fpAt, pureAt;
    Flag bf = Flag::Absent;
    if (const std::optional<Value> v = r.scalar(QStringLiteral("bf16"));
        v && (v->text == QLatin1String("auto") || v->text == QLatin1String("full"))) {
        bfAt = *v;
        bf = Flag::Yes;
    } else {
        bf = r.flag(QStringLiteral("bf16"), &bfAt);
    }
    const Flag fp = r.flag(QStringLiteral("fp16"), &fpAt);
    const Flag pure = pureKey ? r.flag(QStringLiteral("pure_bf16"), &pureAt) : Flag::Absent;
    if (bf == Flag::Yes && fp == Flag::Yes)
        r.fail(fpAt, QStringLiteral("bf16 and fp16 are both true: pick one"));
    else if (pure == Flag::Yes && fp == Flag::Yes)
        r.fail(fpAt, QStringLiteral("pure_bf16 and fp16 are both true: pick one"));
    else if (pure == Flag::Yes)
        r.assign(QStringLiteral("precision"), QStringLiteral("bf16"), pureAt);
    else if (bf == Flag::Yes)
        r.assign(QStringLiteral("precision"), QStringLiteral("bf16-mixed"), bfAt);
    else if (fp == Flag::Yes)
        r.assign(QStringLiteral("precision"), QStringLiteral("fp16-mixed"), fpAt);
    else if (bf == Flag::No)
        r.assign(QStringLiteral("precision"), QStringLiteral("fp32"), bfAt);
}

// An optimizer as Transformers, axolotl or torchtune name it ("paged_adamw_8bit",
// "bitsandbytes.optim.PagedAdamW8bit", "torch.optim.SGD").
void readOptimizer(Reader &r, const QString &key)
{
    const std::optional<Value> v = r.scalar(key);
    if (!v)
        return;
    const QString name = v->text.section(QLatin1Char('.'), -1).toLower();
    const bool adam = name.startsWith(QLatin1String("adam")) ||
                      name.startsWith(QLatin1String("paged_adam")) ||
                      name.startsWith(QLatin1String("pagedadam"));
    const QString field = QStringLiteral("optimizer");
    if (name.contains(QLatin1String("sgd"))) {
        r.assign(field, QStringLiteral("sgd"), *v);
    } else if (adam && name.contains(QLatin1String("8bit"))) {
        r.assign(field, QStringLiteral("adamw8bit"), *v);
    } else if (adam && name.contains(QLatin1String("4bit"))) {
        r.assign(field, QStringLiteral("adamw8bit"), *v);
        r.unexpressed(*v, QStringLiteral("4-bit optimizer states are counted as 8-bit (an over-estimate)"));
    } else if (adam) {
        r.assign(field, QStringLiteral("adamw"), *v);
    } else {
        r.assign(field, QStringLiteral("adamw"), *v);
        r.unexpressed(*v,
                      QStringLiteral("\"%1\" is counted as AdamW (two fp32 states per trained parameter), an "
                                     "upper bound for most optimizers")
                          .arg(Parse::printable(v->text)));
    }
}

QStringList names(const Value &v)
{
    QStringList out;
    if (v.node.IsSequence()) {
        for (const YAML::Node &item : v.node)
            out << text(item).trimmed();
    } else {
        for (const QString &part : v.text.split(QLatin1Char(',')))
            out << part.trimmed();
    }
    out.removeAll(QString());
    return out;
}

// LoRA target modules as PEFT matches them by name (q_proj ... down_proj; torchtune's output_proj) to the
// job's target sets; a set between two of them counts as the larger one and says so.
void assignTargets(Reader &r, const QStringList &modules, const Value &from)
{
    static const QStringList attention{QStringLiteral("q_proj"), QStringLiteral("k_proj"),
                                       QStringLiteral("v_proj"), QStringLiteral("o_proj")};
    static const QStringList mlp{QStringLiteral("gate_proj"), QStringLiteral("up_proj"),
                                 QStringLiteral("down_proj")};
    static const QStringList qv{QStringLiteral("q_proj"), QStringLiteral("v_proj")};
    QStringList present, other;
    for (QString name : modules) {
        if (name == QLatin1String("all-linear") || name == QLatin1String("all")) {
            r.assign(QStringLiteral("lora-targets"), QStringLiteral("all"), from);
            return;
        }
        if (name == QLatin1String("output_proj") || name == QLatin1String("out_proj"))
            name = QStringLiteral("o_proj");
        (attention.contains(name) || mlp.contains(name) ? present : other) << name;
    }
    const bool anyAttention = std::any_of(attention.begin(), attention.end(),
                                          [&](const QString &m) { return present.contains(m); });
    const bool anyMlp =
        std::any_of(mlp.begin(), mlp.end(), [&](const QString &m) { return present.contains(m); });
    const bool onlyQv =
        std::all_of(present.begin(), present.end(), [&](const QString &m) { return qv.contains(m); });
    if (present.isEmpty()) {
        r.fail(from,
               QStringLiteral("no LoRA target GPU Scout counts (q_proj, k_proj, v_proj, o_proj, gate_proj, "
                              "up_proj, down_proj or all-linear)"));
        return;
    }
    const QString targets = anyMlp ? (anyAttention ? QStringLiteral("all") : QStringLiteral("mlp"))
                                   : (onlyQv ? QStringLiteral("qv") : QStringLiteral("attn"));
    const QStringList group = targets == QLatin1String("all")   ? attention + mlp
                              : targets == QLatin1String("mlp") ? mlp
                              : targets == QLatin1String("qv")  ? qv
                                                                : attention;
    QStringList missing;
    for (const QString &m : group)
        if (!present.contains(m))
            missing << m;
    r.assign(QStringLiteral("lora-targets"), targets, from);
    if (!missing.isEmpty())
        r.unexpressed(from,
                      QStringLiteral("%1 not adapted: counted as lora-targets %2, a slight over-estimate")
                          .arg(missing.join(QStringLiteral(", ")), targets));
    if (!other.isEmpty())
        r.unexpressed(from, QStringLiteral("adapters on %1 are not counted")
                                .arg(Parse::printable(other.join(QStringLiteral(", ")))));
}

YAML::Node loadDeepspeed(Reader &r, const Value &v)
{
    if (v.node.IsMap())
        return v.node;
    const QString path =
        QFileInfo(v.text).isRelative() && !r.folder().isEmpty() ? QDir(r.folder()).filePath(v.text) : v.text;
    QFile file(path);
    // Only a regular file is opened: a device or a pipe named in a config would block.
    if (v.text.isEmpty() || !QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        using Estimate::Sharding;
        const QString stages = Words::alternatives(
            {Words::of(Sharding::Zero1), Words::of(Sharding::Zero2), Words::of(Sharding::Fsdp)});
        r.unexpressed(v,
                      QStringLiteral("the DeepSpeed file was not found beside the config, so its offload "
                                     "settings and ZeRO stage were not read (give %1 %2 for its stage, and "
                                     "%3 if it offloads the optimizer)")
                          .arg(JobFields::optionName(QStringLiteral("sharding")), stages,
                               JobFields::find(QStringLiteral("offload"))
                                   ->optionText(Words::of(Estimate::Offload::Optimizer))));
        return {};
    }
    try {
        return YAML::Load(file.read(kMaxBytes).toStdString());
    } catch (const YAML::Exception &) {
        r.unexpressed(
            v, QStringLiteral("the DeepSpeed file is not JSON GPU Scout can read; its offload settings "
                              "were not read"));
        return {};
    }
}

// A DeepSpeed config, inline or as a file beside the training config: ZeRO's optimizer offload is the job's
// --offload optimizer; its ZeRO stage (DeepSpeed's default 0: plain data parallelism) the job's --sharding.
void readDeepspeed(Reader &r, const QString &key)
{
    const std::optional<Value> v = r.node(key);
    if (!v)
        return;
    const YAML::Node config = loadDeepspeed(r, *v);
    if (!config.IsMap())
        return;
    const YAML::Node zero = child(config, QStringLiteral("zero_optimization"));
    const auto offloaded = [&](const char *part) {
        const QString device = text(child(child(zero, QLatin1String(part)), QStringLiteral("device")));
        return device == QLatin1String("cpu") || device == QLatin1String("nvme");
    };
    r.assign(QStringLiteral("offload"),
             offloaded("offload_optimizer") ? QStringLiteral("optimizer") : QStringLiteral("none"), *v);
    static const std::map<QString, const char *> byStage{{QStringLiteral("0"), "ddp"},
                                                         {QStringLiteral("1"), "zero1"},
                                                         {QStringLiteral("2"), "zero2"},
                                                         {QStringLiteral("3"), "fsdp"}};
    const QString stage = text(child(zero, QStringLiteral("stage")));
    if (const auto it = byStage.find(stage.isEmpty() ? QStringLiteral("0") : stage); it != byStage.end())
        r.assign(QStringLiteral("sharding"), QString::fromLatin1(it->second), *v);
    if (offloaded("offload_param"))
        r.unexpressed(*v,
                      QStringLiteral("ZeRO parameter offload (offload_param) is not modelled: the estimate "
                                     "keeps the weights on the GPU"));
}

void assignCheckpointing(Reader &r, const QString &key, bool invert = false)
{
    Value at;
    const Flag f = r.flag(key, &at);
    if (f != Flag::Absent)
        r.assign(QStringLiteral("ckpt"),
                 (f == Flag::Yes) != invert ? QStringLiteral("full") : QStringLiteral("none"), at);
}

Value keyOnly(const QString &key)
{
    Value v;
    v.key = key;
    return v;
}

// FSDP named in the config (the Trainer's and axolotl's `fsdp` options, or axolotl's fsdp_config alone): the
// job's --sharding. SHARD_GRAD_OP keeps the weights whole (ZeRO-2), NO_SHARD shards nothing (DDP).
void readFsdp(Reader &r)
{
    std::optional<Value> at = r.node(QStringLiteral("fsdp"));
    QString words;
    if (at && at->node.IsSequence()) {
        for (const YAML::Node &item : at->node)
            words += text(item) + QLatin1Char(' ');
    } else if (at) {
        words = at->text;
    }
    words = words.toLower().trimmed();
    if (at && (words.isEmpty() || words == QLatin1String("false")))
        return;
    if (!at && !(at = r.peek(QStringLiteral("fsdp_config"))))
        return;
    r.assign(QStringLiteral("sharding"),
             words.contains(QLatin1String("shard_grad_op")) ? QStringLiteral("zero2")
             : words.contains(QLatin1String("no_shard"))    ? QStringLiteral("ddp")
                                                            : QStringLiteral("fsdp"),
             *at);
}

// axolotl: adapter with load_in_4bit / load_in_8bit decides the method.
void readAxolotlMethod(Reader &r)
{
    Value fourAt, eightAt;
    const std::optional<Value> adapter = r.scalar(QStringLiteral("adapter"));
    const bool four = r.flag(QStringLiteral("load_in_4bit"), &fourAt) == Flag::Yes;
    const bool eight = r.flag(QStringLiteral("load_in_8bit"), &eightAt) == Flag::Yes;
    if (four && eight)
        return r.fail(eightAt, QStringLiteral("load_in_4bit and load_in_8bit are both true: pick one"));
    if (!adapter) {
        if (four || eight)
            r.fail(four ? fourAt : eightAt,
                   QStringLiteral("a quantised base needs an adapter (adapter: lora or qlora); without one "
                                  "this is full fine-tuning"));
        return;
    }
    if (adapter->text == QLatin1String("qlora") && !four)
        return r.fail(*adapter, QStringLiteral("adapter qlora needs load_in_4bit: true"));
    if (adapter->text != QLatin1String("qlora") && adapter->text != QLatin1String("lora"))
        return r.fail(
            *adapter,
            QStringLiteral("expected lora or qlora, got \"%1\"").arg(Parse::printable(adapter->text)));
    r.assign(QStringLiteral("method"), four ? QStringLiteral("qlora") : QStringLiteral("lora"),
             four ? fourAt : *adapter);
    if (eight)
        r.unexpressed(eightAt,
                      QStringLiteral("an 8-bit base is counted as LoRA on a 16-bit base (an over-estimate "
                                     "of the weights)"));
    const std::optional<Value> rank = r.scalar(QStringLiteral("lora_r"));
    if (!rank)
        return r.fail(
            *adapter,
            QStringLiteral("adapter %1 needs lora_r (axolotl has no default rank)").arg(adapter->text));
    r.assign(QStringLiteral("lora-rank"), rank->text, *rank);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("lora_dropout")))
        r.assign(QStringLiteral("lora-dropout"), v->text, *v);
    Value linearAt;
    if (r.flag(QStringLiteral("lora_target_linear"), &linearAt) == Flag::Yes)
        r.assign(QStringLiteral("lora-targets"), QStringLiteral("all"), linearAt);
    else if (const std::optional<Value> modules = r.node(QStringLiteral("lora_target_modules")))
        assignTargets(r, names(*modules), *modules);
    else
        r.because(
            QStringLiteral("lora-targets"),
            QStringLiteral("axolotl passes an empty target list to PEFT when neither lora_target_modules "
                           "nor lora_target_linear is set; give %1")
                .arg(JobFields::optionName(QStringLiteral("lora-targets"))));
}

// axolotl's plugins: Liger's fused linear cross-entropy and Cut Cross-Entropy keep no logits.
void readAxolotlPlugins(Reader &r)
{
    const std::optional<Value> plugins = r.node(QStringLiteral("plugins"));
    if (!plugins)
        return;
    for (const QString &plugin : names(*plugins)) {
        Value fusedAt;
        if (plugin.contains(QLatin1String("cut_cross_entropy"))) {
            r.assign(QStringLiteral("loss"), QStringLiteral("fused"), *plugins);
        } else if (plugin.contains(QLatin1String("liger"))) {
            if (r.flag(QStringLiteral("liger_fused_linear_cross_entropy"), &fusedAt) == Flag::Yes)
                r.assign(QStringLiteral("loss"), QStringLiteral("fused"), fusedAt);
        } else {
            r.unexpressed(*plugins,
                          QStringLiteral("plugin %1 is not modelled").arg(Parse::printable(plugin)));
        }
    }
}

void readAxolotlAttention(Reader &r)
{
    if (const std::optional<Value> v = r.scalar(QStringLiteral("attn_implementation")))
        return r.assign(QStringLiteral("attention"),
                        v->text == QLatin1String("eager") ? QStringLiteral("eager") : QStringLiteral("fused"),
                        *v);
    for (const char *key : {"flash_attention", "sdp_attention", "xformers_attention", "flex_attention"}) {
        Value at;
        if (r.flag(QLatin1String(key), &at) == Flag::Yes)
            return r.assign(QStringLiteral("attention"), QStringLiteral("fused"), at);
    }
    Value eagerAt;
    if (r.flag(QStringLiteral("eager_attention"), &eagerAt) == Flag::Yes)
        r.assign(QStringLiteral("attention"), QStringLiteral("eager"), eagerAt);
}

// torch.compile on the model: torchtune's `compile`, the Trainer's and axolotl's `torch_compile` (axolotl
// also takes "auto", which compiles only where the installed torch allows: not read, said).
void readCompile(Reader &r, const QString &key)
{
    const QString field = QStringLiteral("compile");
    if (const std::optional<Value> v = r.scalar(key); v && v->text.toLower() == QLatin1String("auto"))
        return r.unexpressed(*v, QStringLiteral("torch_compile: auto compiles only where the installed torch "
                                                "allows it: give %1")
                                     .arg(JobFields::optionWithChoices(field)));
    Value at;
    if (const Flag f = r.flag(key, &at); f != Flag::Absent)
        r.assign(field, JobFields::toggleWord(field, f == Flag::Yes), at);
}

/// Every tool names it the same: the micro-batches one optimizer step accumulates.
void readGradAccum(Reader &r)
{
    if (const std::optional<Value> v = r.scalar(QStringLiteral("gradient_accumulation_steps")))
        r.assign(QStringLiteral("grad-accum"), v->text, *v);
}

void readAxolotl(Reader &r)
{
    if (const std::optional<Value> v = r.scalar(QStringLiteral("base_model")))
        readModel(r, *v);
    readAxolotlMethod(r);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("sequence_len")))
        r.assign(QStringLiteral("seq"), v->text, *v);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("micro_batch_size")))
        r.assign(QStringLiteral("batch"), v->text, *v);
    readGradAccum(r);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("gradient_checkpointing"))) {
        if (v->text.startsWith(QLatin1String("offload"))) {
            r.assign(QStringLiteral("ckpt"), QStringLiteral("full"), *v);
            r.unexpressed(
                *v, QStringLiteral("checkpointed activations offloaded to CPU or disk are counted as kept "
                                   "on the GPU (an over-estimate)"));
        } else {
            assignCheckpointing(r, QStringLiteral("gradient_checkpointing"));
        }
    }
    readAxolotlAttention(r);
    readCompile(r, QStringLiteral("torch_compile"));
    readPrecision(r, false);
    readOptimizer(r, QStringLiteral("optimizer"));
    if (const std::optional<Value> v = r.scalar(QStringLiteral("rl"))) {
        if (v->text != QLatin1String("dpo"))
            return r.fail(
                *v, QStringLiteral("GPU Scout sizes SFT and DPO, got \"%1\"").arg(Parse::printable(v->text)));
        r.assign(QStringLiteral("objective"), QStringLiteral("dpo"), *v);
    }
    readAxolotlPlugins(r);
    readFsdp(r);
    readDeepspeed(r, QStringLiteral("deepspeed"));
}

// LLaMA-Factory: finetuning_type with quantization_bit decides the method.
void readLlamaFactoryMethod(Reader &r)
{
    const std::optional<Value> type = r.scalar(QStringLiteral("finetuning_type"));
    const std::optional<Value> bits = r.scalar(QStringLiteral("quantization_bit"));
    if (type && type->text != QLatin1String("lora") && type->text != QLatin1String("full"))
        return r.fail(
            *type,
            QStringLiteral("GPU Scout sizes lora and full, got \"%1\"").arg(Parse::printable(type->text)));
    const bool full = type && type->text == QLatin1String("full");
    if (bits && full)
        return r.fail(
            *bits, QStringLiteral("quantization_bit needs finetuning_type lora: a quantised base cannot be "
                                  "fully fine-tuned"));
    if (bits) {
        if (bits->text == QLatin1String("8")) {
            r.assign(QStringLiteral("method"), QStringLiteral("lora"), *bits);
            r.unexpressed(*bits, QStringLiteral("an 8-bit base is counted as LoRA on a 16-bit base (an "
                                                "over-estimate of the weights)"));
        } else if (bits->text == QLatin1String("4")) {
            r.assign(QStringLiteral("method"), QStringLiteral("qlora"), *bits);
        } else if (bits->text == QLatin1String("2") || bits->text == QLatin1String("3")) {
            r.assign(QStringLiteral("method"), QStringLiteral("qlora"), *bits);
            r.unexpressed(
                *bits,
                QStringLiteral("a %1-bit base is counted as 4-bit (an over-estimate)").arg(bits->text));
        } else {
            return r.fail(
                *bits, QStringLiteral("expected 2, 3, 4 or 8, got \"%1\"").arg(Parse::printable(bits->text)));
        }
    } else if (type) {
        r.assign(QStringLiteral("method"), type->text, *type);
    }
    if (const std::optional<Value> v = r.scalar(QStringLiteral("lora_rank")))
        r.assign(QStringLiteral("lora-rank"), v->text, *v);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("lora_dropout")))
        r.assign(QStringLiteral("lora-dropout"), v->text, *v);
    if (const std::optional<Value> v = r.node(QStringLiteral("lora_target")))
        assignTargets(r, names(*v), *v);
}

void readLlamaFactory(Reader &r)
{
    if (const std::optional<Value> v = r.scalar(QStringLiteral("model_name_or_path")))
        readModel(r, *v);
    else
        return r.fail(keyOnly(QStringLiteral("model_name_or_path")),
                      QStringLiteral("missing: the config names no model"));
    if (const std::optional<Value> v = r.scalar(QStringLiteral("stage"))) {
        if (v->text == QLatin1String("dpo"))
            r.assign(QStringLiteral("objective"), QStringLiteral("dpo"), *v);
        else if (v->text == QLatin1String("sft") || v->text == QLatin1String("pt"))
            r.assign(QStringLiteral("objective"), QStringLiteral("sft"), *v);
        else
            return r.fail(
                *v,
                QStringLiteral("GPU Scout sizes sft, pt and dpo, got \"%1\"").arg(Parse::printable(v->text)));
    }
    readLlamaFactoryMethod(r);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("cutoff_len")))
        r.assign(QStringLiteral("seq"), v->text, *v);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("per_device_train_batch_size")))
        r.assign(QStringLiteral("batch"), v->text, *v);
    readGradAccum(r);
    assignCheckpointing(r, QStringLiteral("disable_gradient_checkpointing"), true);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("flash_attn")))
        r.assign(QStringLiteral("attention"),
                 v->text == QLatin1String("disabled") ? QStringLiteral("eager") : QStringLiteral("fused"),
                 *v);
    Value ligerAt;
    if (const Flag liger = r.flag(QStringLiteral("enable_liger_kernel"), &ligerAt); liger != Flag::Absent)
        r.assign(QStringLiteral("loss"),
                 liger == Flag::Yes ? QStringLiteral("fused") : QStringLiteral("standard"), ligerAt);
    readCompile(r, QStringLiteral("torch_compile"));
    readPrecision(r, true);
    readOptimizer(r, QStringLiteral("optim"));
    readDeepspeed(r, QStringLiteral("deepspeed"));
}

// Transformers / TRL: an adapter comes from TRL's use_peft (lora_r, lora_target_modules) or a PEFT LoraConfig
// block (r, target_modules); 4-bit from load_in_4bit at the top or in a quantization block.
void readHfMethod(Reader &r)
{
    QString peftBlock;
    for (const char *name : {"peft_config", "lora_config", "peft"})
        if (peftBlock.isEmpty() && r.node(QLatin1String(name)))
            peftBlock = QLatin1String(name);
    QString quantBlock;
    for (const char *name : {"quantization_config", "quantization"})
        if (quantBlock.isEmpty() && r.node(QLatin1String(name)))
            quantBlock = QLatin1String(name);
    const QString q = quantBlock.isEmpty() ? QString() : quantBlock + QLatin1Char('.');
    Value peftAt, fourAt, eightAt;
    const Flag usePeft = r.flag(QStringLiteral("use_peft"), &peftAt);
    const bool four = r.flag(q + QStringLiteral("load_in_4bit"), &fourAt) == Flag::Yes;
    const bool eight = r.flag(q + QStringLiteral("load_in_8bit"), &eightAt) == Flag::Yes;
    const bool adapter = usePeft == Flag::Yes || !peftBlock.isEmpty();
    if (four && eight)
        return r.fail(eightAt, QStringLiteral("load_in_4bit and load_in_8bit are both true: pick one"));
    if ((four || eight) && !adapter)
        return r.fail(
            four ? fourAt : eightAt,
            QStringLiteral("a quantised base needs a LoRA adapter (use_peft: true or a peft_config): "
                           "without one this is full fine-tuning"));
    if (usePeft == Flag::No)
        r.assign(QStringLiteral("method"), QStringLiteral("full"), peftAt);
    if (!adapter)
        return;
    const Value methodAt = four ? fourAt : usePeft == Flag::Yes ? peftAt : *r.node(peftBlock);
    r.assign(QStringLiteral("method"), four ? QStringLiteral("qlora") : QStringLiteral("lora"), methodAt);
    if (eight)
        r.unexpressed(eightAt,
                      QStringLiteral("an 8-bit base is counted as LoRA on a 16-bit base (an over-estimate "
                                     "of the weights)"));
    const QString p = peftBlock.isEmpty() ? QString() : peftBlock + QLatin1Char('.');
    if (const std::optional<Value> v =
            r.scalar(p.isEmpty() ? QStringLiteral("lora_r") : p + QStringLiteral("r")))
        r.assign(QStringLiteral("lora-rank"), v->text, *v);
    if (const std::optional<Value> v = r.scalar(p + QStringLiteral("lora_dropout")))
        r.assign(QStringLiteral("lora-dropout"), v->text, *v);
    const QString modules =
        p.isEmpty() ? QStringLiteral("lora_target_modules") : p + QStringLiteral("target_modules");
    if (const std::optional<Value> v = r.node(modules))
        assignTargets(r, names(*v), *v);
}

// TRL's DPOConfig keys mark a DPO config (its beta, the prompt length, the reference model's options).
void readTrlObjective(Reader &r)
{
    for (const char *key :
         {"beta", "max_prompt_length", "precompute_ref_log_probs", "ref_model_init_kwargs"}) {
        if (const std::optional<Value> v = r.node(QLatin1String(key))) {
            r.assign(QStringLiteral("objective"), QStringLiteral("dpo"), *v);
            return;
        }
    }
    r.because(QStringLiteral("objective"),
              QStringLiteral("no DPO key (beta, max_prompt_length): an SFT config"));
}

void readHf(Reader &r, Kind kind)
{
    if (const std::optional<Value> v = r.scalar(QStringLiteral("model_name_or_path")))
        readModel(r, *v);
    else
        r.because(QStringLiteral("model"), QStringLiteral("the file names no model: give %1 or %2")
                                               .arg(JobFields::optionName(QStringLiteral("model")),
                                                    JobFields::optionName(QStringLiteral("model-config"))));
    if (kind == Kind::Trl)
        readTrlObjective(r);
    readHfMethod(r);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("per_device_train_batch_size")))
        r.assign(QStringLiteral("batch"), v->text, *v);
    readGradAccum(r);
    for (const char *key : {"max_seq_length", "max_length"})
        if (const std::optional<Value> v = r.scalar(QLatin1String(key)))
            r.assign(QStringLiteral("seq"), v->text, *v);
    if (kind == Kind::Transformers && !r.assigned().count(QStringLiteral("seq")))
        r.because(QStringLiteral("seq"),
                  QStringLiteral("TrainingArguments has no sequence length (the script's tokenizer decides "
                                 "it): give %1")
                      .arg(JobFields::optionName(QStringLiteral("seq"))));
    assignCheckpointing(r, QStringLiteral("gradient_checkpointing"));
    if (const std::optional<Value> v = r.scalar(QStringLiteral("attn_implementation")))
        r.assign(QStringLiteral("attention"),
                 v->text == QLatin1String("eager") ? QStringLiteral("eager") : QStringLiteral("fused"), *v);
    Value ligerAt;
    if (r.flag(QStringLiteral("use_liger_kernel"), &ligerAt) == Flag::Yes)
        r.assign(QStringLiteral("loss"), QStringLiteral("fused"), ligerAt);
    readCompile(r, QStringLiteral("torch_compile"));
    readPrecision(r, false);
    readOptimizer(r, QStringLiteral("optim"));
    readFsdp(r);
    readDeepspeed(r, QStringLiteral("deepspeed"));
    if (kind == Kind::Transformers && !r.assigned().count(QStringLiteral("method")))
        r.because(QStringLiteral("method"),
                  QStringLiteral("no PEFT config in the file: the whole model is trained"),
                  QStringLiteral("full"));
}

// torchtune's model builders (torchtune/models/*/_model_builders.py) and the presets with their shapes;
// "_base" and "_instruct" builders share a shape.
QString torchtunePreset(const QString &builder)
{
    static const std::map<QString, const char *> presets{
        {QStringLiteral("llama2_7b"), "llama-2-7b"},
        {QStringLiteral("llama2_13b"), "llama-2-13b"},
        {QStringLiteral("llama2_70b"), "llama-2-70b"},
        {QStringLiteral("llama3_1_8b"), "llama-3.1-8b"},
        {QStringLiteral("llama3_1_70b"), "llama-3.1-70b"},
        {QStringLiteral("llama3_2_1b"), "llama-3.2-1b"},
        {QStringLiteral("llama3_2_3b"), "llama-3.2-3b"},
        {QStringLiteral("llama3_3_70b"), "llama-3.3-70b"},
        {QStringLiteral("mistral_7b"), "mistral-7b"},
        {QStringLiteral("phi3_mini"), "phi-3-mini"},
        {QStringLiteral("phi4_14b"), "phi-4"},
        {QStringLiteral("gemma2_9b"), "gemma-2-9b"},
        {QStringLiteral("gemma2_27b"), "gemma-2-27b"},
        {QStringLiteral("qwen2_5_7b"), "qwen2.5-7b"},
        {QStringLiteral("qwen2_5_14b"), "qwen2.5-14b"},
        {QStringLiteral("qwen2_5_32b"), "qwen2.5-32b"},
        {QStringLiteral("qwen2_5_72b"), "qwen2.5-72b"},
        {QStringLiteral("qwen3_0_6b"), "qwen3-0.6b"},
        {QStringLiteral("qwen3_1_7b"), "qwen3-1.7b"},
        {QStringLiteral("qwen3_4b"), "qwen3-4b"},
        {QStringLiteral("qwen3_8b"), "qwen3-8b"},
        {QStringLiteral("qwen3_14b"), "qwen3-14b"},
        {QStringLiteral("qwen3_32b"), "qwen3-32b"},
    };
    QString name = builder;
    for (const char *suffix : {"_base", "_instruct"})
        if (name.endsWith(QLatin1String(suffix)))
            name.chop(int(qstrlen(suffix)));
    const auto it = presets.find(name);
    return it == presets.end() ? QString() : QString::fromLatin1(it->second);
}

// torchtune: the model builder names the model and the method (lora_..., qlora_...).
void readTorchtuneModel(Reader &r, const Value &component)
{
    QString builder = component.text.section(QLatin1Char('.'), -1);
    QString method = QStringLiteral("full");
    for (const char *prefix : {"qlora_", "lora_"}) {
        if (method == QLatin1String("full") && builder.startsWith(QLatin1String(prefix))) {
            method = QString::fromLatin1(prefix).chopped(1);
            builder = builder.mid(int(qstrlen(prefix)));
        }
    }
    r.assign(QStringLiteral("method"), method, component);
    const QString preset = torchtunePreset(builder);
    if (!r.modelConfig().isEmpty())
        r.assign(QStringLiteral("model-config"), r.modelConfig(), component);
    else if (!preset.isEmpty())
        r.assign(QStringLiteral("model"), preset, component);
    else
        r.unknownModel(
            component,
            QStringLiteral("the model builder \"%1\" is not a preset: give the model's config.json "
                           "with %2")
                .arg(Parse::printable(builder), JobFields::optionName(QStringLiteral("model-config"))));
    if (method == QLatin1String("full"))
        return;
    if (const std::optional<Value> v = r.scalar(QStringLiteral("model.lora_rank")))
        r.assign(QStringLiteral("lora-rank"), v->text, *v);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("model.lora_dropout")))
        r.assign(QStringLiteral("lora-dropout"), v->text, *v);
    QStringList modules;
    std::optional<Value> attention = r.node(QStringLiteral("model.lora_attn_modules"));
    if (attention)
        modules = names(*attention);
    Value mlpAt, outputAt;
    if (r.flag(QStringLiteral("model.apply_lora_to_mlp"), &mlpAt) == Flag::Yes)
        modules << QStringLiteral("gate_proj") << QStringLiteral("up_proj") << QStringLiteral("down_proj");
    if (r.flag(QStringLiteral("model.apply_lora_to_output"), &outputAt) == Flag::Yes)
        r.unexpressed(outputAt, QStringLiteral("the output projection's adapter is not counted"));
    if (attention || !modules.isEmpty())
        assignTargets(r, modules, attention ? *attention : mlpAt);
}

void readTorchtune(Reader &r)
{
    readTorchtuneModel(r, *r.scalar(QStringLiteral("model._component_")));
    readGradAccum(r);
    if (const std::optional<Value> v = r.scalar(QStringLiteral("batch_size")))
        r.assign(QStringLiteral("batch"), v->text, *v);
    else
        r.because(QStringLiteral("batch"),
                  QStringLiteral("the recipe reads batch_size, which has no default"));
    for (const char *key : {"tokenizer.max_seq_len", "dataset.max_seq_len"})
        if (const std::optional<Value> v = r.scalar(QLatin1String(key)))
            r.assign(QStringLiteral("seq"), v->text, *v);
    if (!r.assigned().count(QStringLiteral("seq")))
        r.because(QStringLiteral("seq"),
                  QStringLiteral("max_seq_len is not set: torchtune keeps every sample whole, so give %1")
                      .arg(JobFields::optionName(QStringLiteral("seq"))));
    assignCheckpointing(r, QStringLiteral("enable_activation_checkpointing"));
    readCompile(r, QStringLiteral("compile"));
    Value at;
    if (r.flag(QStringLiteral("enable_activation_offloading"), &at) == Flag::Yes)
        r.unexpressed(at, QStringLiteral("activations offloaded to CPU are counted as kept on the GPU"));
    if (r.flag(QStringLiteral("optimizer_in_bwd"), &at) == Flag::Yes)
        r.unexpressed(at,
                      QStringLiteral("the optimizer step inside the backward pass frees each gradient early; "
                                     "the estimate holds all gradients (an over-estimate)"));
    if (r.flag(QStringLiteral("fsdp_cpu_offload"), &at) == Flag::Yes)
        r.unexpressed(at, QStringLiteral("FSDP CPU offload of parameters and gradients is not modelled"));
    readOptimizer(r, QStringLiteral("optimizer._component_"));
    if (const std::optional<Value> v = r.scalar(QStringLiteral("loss._component_"))) {
        const QString loss = v->text.section(QLatin1Char('.'), -1);
        if (loss.contains(QLatin1String("DPO")))
            r.assign(QStringLiteral("objective"), QStringLiteral("dpo"), *v);
        else
            r.assign(QStringLiteral("loss"),
                     loss == QLatin1String("CrossEntropyLoss") ? QStringLiteral("standard")
                                                               : QStringLiteral("chunked"),
                     *v);
    }
    if (const std::optional<Value> v = r.scalar(QStringLiteral("dtype"))) {
        if (v->text != QLatin1String("bf16") && v->text != QLatin1String("fp32"))
            return r.fail(*v,
                          QStringLiteral("expected bf16 or fp32, got \"%1\"").arg(Parse::printable(v->text)));
        r.assign(QStringLiteral("precision"), v->text, *v);
    }
}

bool hasKey(const YAML::Node &root, const char *key)
{
    if (!root.IsMap())
        return false;
    for (auto it = root.begin(); it != root.end(); ++it)
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return true;
    return false;
}

// Which tool a file is for, by the keys only that tool has.
std::optional<Kind> detect(const YAML::Node &root)
{
    if (child(child(root, QStringLiteral("model")), QStringLiteral("_component_")).IsScalar())
        return Kind::Torchtune;
    if (hasKey(root, "base_model"))
        return Kind::Axolotl;
    for (const char *key : {"stage", "finetuning_type", "cutoff_len", "template", "quantization_bit"})
        if (hasKey(root, key))
            return Kind::LlamaFactory;
    // TRL's SFTConfig / DPOConfig and its CLI's ModelConfig and ScriptArguments.
    for (const char *key : {"use_peft", "max_length", "max_seq_length", "packing", "dataset_text_field",
                            "beta", "max_prompt_length", "completion_only_loss", "assistant_only_loss",
                            "lora_r", "lora_target_modules", "dataset_name"})
        if (hasKey(root, key))
            return Kind::Trl;
    for (const char *key : {"per_device_train_batch_size", "output_dir", "gradient_checkpointing", "optim",
                            "num_train_epochs", "learning_rate"})
        if (hasKey(root, key))
            return Kind::Transformers;
    return std::nullopt;
}

// Where each job field comes from, in the field table's order (the stack before what it decides), and the
// job they make. Fields the file does not set take the tool's default, the stack's, or GPU Scout's.
std::optional<Result> build(const Reader &r, Kind kind, const QString &origin, QString *error)
{
    Result result;
    result.kind = kind;
    result.job = Job::defaults();
    const bool modelGiven =
        r.assigned().count(QStringLiteral("model")) || r.assigned().count(QStringLiteral("model-config"));
    for (const JobFields::Field &f : JobFields::all()) {
        const QString key = f.option();
        if (f.group == JobFields::Group::Model &&
            (modelGiven ? !r.assigned().count(key) : key != QLatin1String("model")))
            continue;
        FieldOrigin o;
        o.field = key;
        QString value;
        const auto read = r.assigned().find(key);
        const auto reason = r.reasons().find(key);
        if (key == QLatin1String("stack")) {
            o.origin = Origin::Kind;
            value = Words::of(kind);
        } else if (read != r.assigned().end()) {
            o = read->second.origin;
            value = read->second.text;
        } else if (const ToolDefault *d = toolDefault(kind, key, r.dpo())) {
            o.origin = Origin::Default;
            o.source = QString::fromLatin1(d->source);
            o.quote = QString::fromLatin1(d->quote);
            value = QString::fromLatin1(d->value);
        } else if (reason != r.reasons().end()) {
            o.origin = Origin::GpuScout;
            o.source = reason->second.first;
            value = reason->second.second;
        } else {
            o.origin = stackDecides(key) ? Origin::Stack : Origin::GpuScout;
        }
        QString why;
        if (!value.isNull() && !JobFields::set(result.job, f, value, &why)) {
            // The message quotes the value: its control characters are shown as escapes.
            why = Parse::printable(why, int(why.size()));
            *error = o.line > 0
                         ? QStringLiteral("%1:%2: %3: %4").arg(origin).arg(o.line).arg(o.key, why)
                         : QStringLiteral("%1: %2: %3").arg(origin, o.key.isEmpty() ? key : o.key, why);
            return std::nullopt;
        }
        result.fields.push_back(o);
    }
    for (FieldOrigin &o : result.fields)
        o.value = JobFields::find(o.field)->get(result.job);
    result.notExpressed = r.notExpressed();
    result.unresolvedModel = r.unresolvedModel();
    return result;
}

} // namespace

QString kindName(Kind kind)
{
    return Words::label(kind);
}

const FieldOrigin *Result::origin(const QString &field) const
{
    for (const FieldOrigin &o : fields)
        if (o.field == field)
            return &o;
    return nullptr;
}

QString Result::note() const
{
    QStringList read, defaulted, stack, gpuscout, unexpressed, unused;
    for (const FieldOrigin &o : fields) {
        if (const JobFields::Field *f = JobFields::find(o.field); f && !f->appliesTo(job))
            continue;
        const QString item = QStringLiteral("%1 %2").arg(o.field, o.value);
        switch (o.origin) {
        case Origin::Read:
            read << QStringLiteral("%1 (%2, line %3)").arg(item, o.key).arg(o.line);
            break;
        case Origin::Kind:
            read << QStringLiteral("%1 (the kind of file)").arg(item);
            break;
        case Origin::Default:
            defaulted << QStringLiteral("%1 (%2)").arg(item, o.source);
            break;
        case Origin::Stack:
            stack << item;
            break;
        case Origin::GpuScout:
            if (!o.source.isEmpty())
                gpuscout << QStringLiteral("%1 (%2)").arg(item, o.source);
            break;
        }
    }
    for (const Unexpressed &u : notExpressed) {
        if (u.why == kNoPlace)
            unused << QStringLiteral("%1 (%2)").arg(u.key).arg(u.line);
        else
            unexpressed << QStringLiteral("%1 (line %2): %3").arg(u.key).arg(u.line).arg(u.why);
    }
    QStringList lines{QStringLiteral("%1 config, stack %2").arg(kindName(kind), job.workload.stack.id)};
    const auto add = [&lines](const char *title, const QStringList &items) {
        if (!items.isEmpty())
            lines << QLatin1String(title) + items.join(QStringLiteral("; "));
    };
    add("read: ", read);
    add("tool default: ", defaulted);
    add("set by the stack: ", stack);
    add("GPU Scout default: ", gpuscout);
    add("not expressed: ", unexpressed);
    if (!unused.isEmpty())
        lines << QStringLiteral("not expressed (no place in a GPU Scout job): ") +
                     unused.join(QStringLiteral(", "));
    return lines.join(QLatin1Char('\n'));
}

namespace {

// A key given twice at the top: PyYAML would keep the last silently, which hides a contradiction.
bool duplicateKey(const YAML::Node &root, const QString &origin, QString *error)
{
    std::map<std::string, int> lines;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar())
            continue;
        const int line = it->first.Mark().line + 1;
        const auto [seen, added] = lines.emplace(it->first.Scalar(), line);
        if (!added) {
            *error = QStringLiteral("%1:%2: %3: given twice (lines %4 and %2)")
                         .arg(origin)
                         .arg(line)
                         .arg(Parse::printable(text(it->first)))
                         .arg(seen->second);
            return true;
        }
    }
    return false;
}

} // namespace

std::optional<Result> parse(const QByteArray &bytes, const QString &origin, const QString &folder,
                            const QString &modelConfig, QString *error, ModelUse use)
{
    if (bytes.size() > kMaxBytes) {
        *error = QStringLiteral("%1: larger than %2 bytes: not a training config").arg(origin).arg(kMaxBytes);
        return std::nullopt;
    }
    try {
        const YAML::Node root = YAML::Load(bytes.toStdString());
        if (!root.IsMap()) {
            *error = QStringLiteral("%1: expected a map of settings at the top, as a training config has")
                         .arg(origin);
            return std::nullopt;
        }
        if (duplicateKey(root, origin, error))
            return std::nullopt;
        const std::optional<Kind> kind = detect(root);
        if (!kind) {
            *error =
                QStringLiteral("%1: not a training config GPU Scout reads: expected axolotl (base_model), "
                               "LLaMA-Factory (stage, finetuning_type), TRL or Transformers arguments "
                               "(per_device_train_batch_size) or a torchtune recipe (model._component_)")
                    .arg(origin);
            return std::nullopt;
        }
        Reader reader(root, origin, folder, modelConfig, use);
        switch (*kind) {
        case Kind::Axolotl:
            readAxolotl(reader);
            break;
        case Kind::LlamaFactory:
            readLlamaFactory(reader);
            break;
        case Kind::Transformers:
        case Kind::Trl:
            readHf(reader, *kind);
            break;
        case Kind::Torchtune:
            readTorchtune(reader);
            break;
        }
        if (reader.failed()) {
            *error = reader.error();
            return std::nullopt;
        }
        return build(reader, *kind, origin, error);
    } catch (const YAML::Exception &e) {
        // yaml-cpp's marks count from 0; a mark of -1 means it has none.
        // The message may quote a character of the input (a bad escape): control characters are shown as
        // escapes.
        const QString what = Parse::printable(QString::fromStdString(e.msg), int(e.msg.size()));
        *error = e.mark.is_null() ? QStringLiteral("%1: not YAML: %2").arg(origin, what)
                                  : QStringLiteral("%1:%2:%3: not YAML: %4")
                                        .arg(origin)
                                        .arg(e.mark.line + 1)
                                        .arg(e.mark.column + 1)
                                        .arg(what);
        return std::nullopt;
    }
}

std::optional<Result> read(const QString &path, const QString &modelConfig, QString *error, ModelUse use)
{
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read it (%2)")
                     .arg(path, info.isDir()     ? QStringLiteral("a folder")
                                : !info.exists() ? QStringLiteral("no such file")
                                                 : file.errorString());
        return std::nullopt;
    }
    return parse(file.read(kMaxBytes + 1), path, QFileInfo(path).absolutePath(), modelConfig, error, use);
}

} // namespace TrainingConfig
