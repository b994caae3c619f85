#include "app/core/stacks.h"

#include "app/core/parse.h"
#include "app/core/runcalibration.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace Stacks {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stacks)
};

constexpr int kSchemaVersion = 1;
constexpr int kMaxErrors = 50;

// One stack being read: each entry's value checked against its kind, with messages naming the entry.
class Reader
{
public:
    Reader(const QString &where, QStringList *errors)
        : m_where(where)
        , m_errors(errors)
    {}

    void fail(const QString &key, const QString &what)
    {
        if (m_errors->size() < kMaxErrors)
            m_errors->append(QStringLiteral("%1, entry \"%2\": %3").arg(m_where, key, what));
    }

    // The entry's value, with its citation stored in `stack`; an undefined QJsonValue when it is unusable.
    QJsonValue entry(const QJsonObject &entries, const QString &key, Stack &stack)
    {
        const QJsonValue e = entries.value(key);
        if (e.isUndefined()) {
            fail(key, Text::tr("missing (every stack gives %1)").arg(entryKeys().join(QStringLiteral(", "))));
            return {};
        }
        if (!e.isObject()) {
            fail(key, Text::tr("expected an object with \"value\", \"source\" and \"quote\""));
            return {};
        }
        const QJsonObject o = e.toObject();
        Citation c;
        bool usable = true;
        for (const char *field : {"source", "quote"}) {
            const QJsonValue v = o.value(QLatin1String(field));
            if (!v.isString() || v.toString().trimmed().isEmpty()) {
                fail(key,
                     Text::tr("\"%1\" must be a non-empty string: every entry says where it is documented")
                         .arg(QLatin1String(field)));
                usable = false;
            }
        }
        c.source = o.value(QLatin1String("source")).toString();
        c.quote = o.value(QLatin1String("quote")).toString();
        const QJsonValue note = o.value(QLatin1String("note")), estimate = o.value(QLatin1String("estimate"));
        if (!note.isUndefined() && !note.isString()) {
            fail(key, Text::tr("\"note\" must be a string"));
            usable = false;
        }
        if (!estimate.isUndefined() && !estimate.isBool()) {
            fail(key, Text::tr("\"estimate\" must be true or false"));
            usable = false;
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            static const QStringList known{QStringLiteral("value"), QStringLiteral("source"),
                                           QStringLiteral("quote"), QStringLiteral("note"),
                                           QStringLiteral("estimate")};
            if (!known.contains(it.key())) {
                fail(key, Text::tr("unknown field \"%1\"").arg(Parse::printable(it.key())));
                usable = false;
            }
        }
        c.note = note.toString();
        c.estimate = estimate.toBool();
        stack.citations[key] = c;
        const QJsonValue value = o.value(QLatin1String("value"));
        if (value.isUndefined()) {
            fail(key, Text::tr("\"value\" is missing"));
            return {};
        }
        stack.citations[key].value = value;
        return usable ? value : QJsonValue();
    }

    template <typename E>
    std::optional<E> word(const QJsonObject &entries, const QString &key, Stack &stack)
    {
        return word<E>(entries, key, stack, Words::all<E>());
    }

    // A word of `allowed`, read through E's word table (or the caller's mapping for other words).
    template <typename E>
    std::optional<E> word(const QJsonObject &entries, const QString &key, Stack &stack,
                          const QStringList &allowed)
    {
        if (const std::optional<QString> chosen = text(entries, key, stack, allowed))
            return Words::parse<E>(*chosen);
        return std::nullopt;
    }

    std::optional<QString> text(const QJsonObject &entries, const QString &key, Stack &stack,
                                const QStringList &allowed)
    {
        const QJsonValue v = entry(entries, key, stack);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isString() || !allowed.contains(v.toString())) {
            fail(key, Text::tr("expected %1, got %2").arg(Words::alternatives(allowed), shown(v)));
            return std::nullopt;
        }
        return v.toString();
    }

    std::optional<bool> boolean(const QJsonObject &entries, const QString &key, Stack &stack)
    {
        const QJsonValue v = entry(entries, key, stack);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isBool()) {
            fail(key, Text::tr("expected true or false, got %1").arg(shown(v)));
            return std::nullopt;
        }
        return v.toBool();
    }

    std::optional<double> number(const QJsonObject &entries, const QString &key, Stack &stack, double low,
                                 double high)
    {
        const QJsonValue v = entry(entries, key, stack);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < low || v.toDouble() > high) {
            fail(key, Text::tr("expected a number from %1 to %2, got %3").arg(low).arg(high).arg(shown(v)));
            return std::nullopt;
        }
        return v.toDouble();
    }

    static QString shown(const QJsonValue &v)
    {
        if (v.isString())
            return QLatin1Char('"') + Parse::printable(v.toString()) + QLatin1Char('"');
        if (v.isDouble())
            return QString::number(v.toDouble());
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (v.isNull())
            return QStringLiteral("null");
        return v.isArray() ? Text::tr("an array") : Text::tr("an object");
    }

private:
    QString m_where;
    QStringList *m_errors;
};

/// How messages name a stack.
QString stackWhere(const QString &id)
{
    return Text::tr("stack \"%1\"").arg(id);
}

/// A stack's id, name and versions into `s`, and its entries object; nothing (the errors said) when the id or
/// the entries object is unusable.
std::optional<QJsonObject> readIdentity(const QJsonObject &o, int index, Stack &s, QStringList *errors)
{
    auto fail = [&](const QString &what) {
        if (errors->size() < kMaxErrors)
            errors->append(what);
    };
    const QJsonValue id = o.value(QLatin1String("id"));
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,39}\\z"));
    if (!id.isString() || !idPattern.match(id.toString()).hasMatch()) {
        fail(Text::tr("stack %1: \"id\" must be lower-case letters, digits and '-' (got %2)")
                 .arg(index + 1)
                 .arg(Reader::shown(id)));
        return std::nullopt;
    }
    s.id = id.toString();
    const QString where = stackWhere(s.id);
    for (const char *field : {"name", "versions"}) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (!v.isString() || v.toString().trimmed().isEmpty())
            fail(Text::tr("%1: \"%2\" must be a non-empty string").arg(where, QLatin1String(field)));
    }
    s.name = o.value(QLatin1String("name")).toString();
    s.versions = o.value(QLatin1String("versions")).toString();
    for (auto it = o.begin(); it != o.end(); ++it) {
        static const QStringList known{QStringLiteral("id"), QStringLiteral("name"),
                                       QStringLiteral("versions"), QStringLiteral("entries")};
        if (!known.contains(it.key()))
            fail(Text::tr("%1: unknown field \"%2\"").arg(where, Parse::printable(it.key())));
    }
    const QJsonValue entriesValue = o.value(QLatin1String("entries"));
    if (!entriesValue.isObject()) {
        fail(Text::tr("%1: \"entries\" must be an object").arg(where));
        return std::nullopt;
    }
    return entriesValue.toObject();
}

// An entry every stack gives, with its column's heading in `gpuscout stacks` (nullptr: the key itself).
struct Entry
{
    const char *key;
    const char *heading;
};

const Entry kEntries[] = {
    {"checkpointing", "ckpt"},
    {"checkpoint_offload", "offload"},
    {"loss", "loss"},
    {"attention", "attention"},
    {"frozen_dtype", "frozen"},
    {"master_weights", "master"},
    {"kbit_upcast", "k-bit upcast"},
    {"moe_kernel", "MoE"},
    {"memory_metric", "memory"},
    {"allocator_slack", "slack"},
    {"mfu_scale", "MFU x"},
    {"sharding", nullptr},
    {"lora_dropout", nullptr},
};

// An entry a stack gives only where it departs from the Transformers Trainer: true or false (absent: false),
// or one of two words (absent: the first). `set` stores in the stack whether it departs (true, or the second
// word).
struct OptionalEntry
{
    const char *key;
    const char *heading;         ///< its column's heading in `gpuscout stacks`
    const char *usual = nullptr; ///< the word when absent; nullptr: a true/false entry
    const char *other = nullptr; ///< the word that departs
    void (*set)(Stack &, bool departs) = nullptr;
};

const OptionalEntry kOptionalEntries[] = {
    // Whether gradient accumulation under FSDP keeps the gradients whole (no_sync).
    {"fsdp_accumulation", "FSDP accum", "sharded", "unsharded",
     [](Stack &s, bool on) { s.traits.unshardedAccumulation = on; }},
    {"logits_held", "logits held", nullptr, nullptr, [](Stack &s, bool on) { s.traits.logitsHeld = on; }},
    {"fused_loss_fits_free_memory", "fused loss fits", nullptr, nullptr,
     [](Stack &s, bool on) { s.traits.fusedLossFitsFreeMemory = on; }},
    // Torch's AdamW as one fused kernel or as multi-tensor (foreach) ops.
    {"optimizer_kernel", "AdamW kernel", "fused", "foreach",
     [](Stack &s, bool on) { s.traits.foreachOptimizer = on; }},
    // What FSDP shards: FSDP1's flat parameters (or ZeRO's partitions), or FSDP2's DTensors, one per weight.
    {"fsdp_parameters", "FSDP params", "flat", "dtensor",
     [](Stack &s, bool on) { s.traits.dtensorParameters = on; }},
    // How ZeRO-3 gathers: a unit (a layer) with one collective, as FSDP does, or each module by its own hook.
    {"zero3_fetch", "ZeRO-3 fetch", "unit", "module", [](Stack &s, bool on) { s.traits.moduleFetch = on; }},
    // A loop over experts whose weights are stacked per layer, or over one module per expert.
    {"expert_weights", "experts", "stacked", "modules",
     [](Stack &s, bool on) { s.traits.expertModules = on; }},
    // The kernel behind fused attention, FlashAttention-2 or cuDNN's (Transformer Engine).
    {"attention_kernel", "attention kernel", "flash-attn-2", "cudnn",
     [](Stack &s, bool on) { s.traits.cudnnAttention = on; }},
    // What selective checkpointing runs again, the attention core (Korthikanti et al.) or, under a per-op
    // policy, every second matmul and the ops it does not save (torchtitan).
    {"selective_recompute", "selective", "attention_core", "every_second_matmul",
     [](Stack &s, bool on) { s.traits.selectiveEverySecondMatmul = on; }},
    // RMSNorm and the rotary embedding as the model's own PyTorch ops or as fused kernels, whatever the loss.
    {"norm_rotary_kernels", "norm/rotary", "unfused", "fused",
     [](Stack &s, bool on) { s.traits.fusedNormRotary = on; }},
    // torch.compile on by default (the job's compile field).
    {"compile", "compiled", nullptr, nullptr, [](Stack &s, bool on) { s.compiled = on; }},
};

/// The entries a stack gives only where it departs from the Transformers Trainer (kOptionalEntries) into `s`
/// (its compile default) and `s.traits`; false when an entry is wrong (the errors say which).
bool readOptionalEntries(const QJsonObject &entries, Reader &r, Stack &s)
{
    bool usable = true;
    for (const OptionalEntry &e : kOptionalEntries) {
        const QString key = QLatin1String(e.key);
        std::optional<bool> departs = false;
        if (entries.contains(key) && !e.usual) {
            departs = r.boolean(entries, key, s);
        } else if (entries.contains(key)) {
            const QString other = QLatin1String(e.other);
            const std::optional<QString> word = r.text(entries, key, s, {QLatin1String(e.usual), other});
            departs = word ? std::optional<bool>(*word == other) : std::nullopt;
        }
        if (departs)
            e.set(s, *departs);
        usable = usable && departs;
    }
    return usable;
}

std::optional<Stack> readStack(const QJsonObject &o, int index, QStringList *errors)
{
    const int before = int(errors->size());
    Stack s;
    const std::optional<QJsonObject> read = readIdentity(o, index, s, errors);
    if (!read)
        return std::nullopt;
    const QJsonObject &entries = *read;
    Reader r(stackWhere(s.id), errors);
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (!entryKeys().contains(it.key()) && !optionalEntryKeys().contains(it.key()))
            r.fail(Parse::printable(it.key()), Text::tr("unknown entry"));
    }
    using namespace Estimate;
    const auto ckpt = r.word<Checkpointing>(entries, QStringLiteral("checkpointing"), s);
    const auto offload = r.boolean(entries, QStringLiteral("checkpoint_offload"), s);
    const auto loss = r.word<Loss>(entries, QStringLiteral("loss"), s);
    const auto attention =
        r.text(entries, QStringLiteral("attention"), s, {QStringLiteral("fused"), QStringLiteral("eager")});
    const auto frozen =
        r.text(entries, QStringLiteral("frozen_dtype"), s, {QStringLiteral("bf16"), QStringLiteral("fp32")});
    const auto master = r.word<MasterWeights>(entries, QStringLiteral("master_weights"), s);
    const auto upcast = r.boolean(entries, QStringLiteral("kbit_upcast"), s);
    const auto moe = r.word<MoeKernel>(entries, QStringLiteral("moe_kernel"), s);
    const auto metric = r.word<MemoryMetric>(entries, QStringLiteral("memory_metric"), s);
    const auto slack = r.number(entries, QStringLiteral("allocator_slack"), s, 0.0, 0.5);
    const auto mfu = r.number(entries, QStringLiteral("mfu_scale"), s, 0.1, 2.0);
    const auto dropout = r.number(entries, QStringLiteral("lora_dropout"), s, 0.0, 1.0);
    // What the stack runs when nothing is configured: a concrete sharding, never "auto".
    QStringList shardings = Words::all<Sharding>();
    shardings.removeAll(Words::of(Sharding::Auto));
    const auto sharding = r.word<Sharding>(entries, QStringLiteral("sharding"), s, shardings);
    const bool optionalRead = readOptionalEntries(entries, r, s);
    // Entries that contradict each other: the estimator could only guess which one holds.
    if (offload && ckpt && *offload && *ckpt != Checkpointing::Full)
        r.fail(
            QStringLiteral("checkpoint_offload"),
            Text::tr("true, but checkpointing is \"%1\": only fully checkpointed layer inputs are offloaded")
                .arg(Words::of(*ckpt)));
    if (frozen && master && *frozen == QLatin1String("fp32") && *master == MasterWeights::Bf16)
        r.fail(QStringLiteral("frozen_dtype"),
               Text::tr("fp32, but master_weights is \"bf16\": a stack that holds weights in bf16 does not "
                        "keep its frozen base in fp32"));
    if (attention && optionalRead && *attention == QLatin1String("eager") && s.traits.cudnnAttention) {
        const QString key = QStringLiteral("attention_kernel");
        r.fail(key, Text::tr("\"%1\", but attention is \"eager\": only fused attention runs a fused kernel")
                        .arg(s.citations.at(key).value.toString()));
    }
    if (int(errors->size()) != before)
        return std::nullopt;
    s.checkpointing = *ckpt;
    s.loss = *loss;
    s.fusedAttention = *attention == QLatin1String("fused");
    s.kbitUpcast = *upcast;
    s.moeKernel = *moe;
    s.memoryMetric = *metric;
    s.loraDropout = *dropout;
    s.traits.id = s.id;
    s.traits.name = s.name;
    s.traits.checkpointOffload = *offload;
    s.traits.frozenFp32 = *frozen == QLatin1String("fp32");
    s.traits.masterWeights = *master;
    s.traits.allocatorSlack = *slack;
    s.traits.mfuScale = *mfu;
    s.traits.sharding = *sharding;
    return s;
}

} // namespace

const QStringList &entryKeys()
{
    static const QStringList keys = [] {
        QStringList out;
        for (const Entry &e : kEntries)
            out << QLatin1String(e.key);
        return out;
    }();
    return keys;
}

const QStringList &optionalEntryKeys()
{
    static const QStringList keys = [] {
        QStringList out;
        for (const OptionalEntry &e : kOptionalEntries)
            out << QLatin1String(e.key);
        return out;
    }();
    return keys;
}

QString entryHeading(const QString &key)
{
    for (const Entry &e : kEntries) {
        if (key == QLatin1String(e.key))
            return QLatin1String(e.heading ? e.heading : e.key);
    }
    for (const OptionalEntry &e : kOptionalEntries) {
        if (key == QLatin1String(e.key))
            return QLatin1String(e.heading);
    }
    return key;
}

QStringList Stack::keys() const
{
    QStringList out = entryKeys();
    for (const QString &key : optionalEntryKeys()) {
        if (citations.count(key))
            out << key;
    }
    return out;
}

void Stack::applyTo(Estimate::Workload &w) const
{
    w.checkpointing = checkpointing;
    w.loss = loss;
    w.flashAttention = fusedAttention;
    w.compiled = compiled;
    w.kbitUpcast = kbitUpcast;
    w.moeKernel = moeKernel;
    w.loraDropout = loraDropout;
    if (traits.masterWeights == Estimate::MasterWeights::Bf16 && w.precision != Estimate::Precision::Fp32)
        w.precision = Estimate::Precision::Bf16;
    w.stack = traits;
    RunCalibration::applyTo(w.stack); // the user's own runs of this stack, when there are any
}

const QStringList &decidedFields()
{
    // In applyTo()'s order; checkpoint offload is a trait (w.stack = traits). tst_stacks changes each field
    // and checks that applyTo() sets it back.
    static const QStringList keys{QStringLiteral("ckpt"),         QStringLiteral("loss"),
                                  QStringLiteral("attention"),    QStringLiteral("compile"),
                                  QStringLiteral("kbit-prep"),    QStringLiteral("moe-kernel"),
                                  QStringLiteral("lora-dropout"), QStringLiteral("ckpt-offload")};
    return keys;
}

QString summary(const Stack &stack)
{
    QStringList parts;
    for (const QString &key : stack.keys()) {
        const auto it = stack.citations.find(key);
        if (it == stack.citations.end())
            continue;
        const QJsonValue &v = it->second.value;
        const QString value = v.isBool()     ? (v.toBool() ? QStringLiteral("yes") : QStringLiteral("no"))
                              : v.isDouble() ? QString::number(v.toDouble())
                                             : v.toString();
        parts << QStringLiteral("%1 %2%3").arg(QString(key).replace(QLatin1Char('_'), QLatin1Char(' ')),
                                               value,
                                               it->second.estimate ? Text::tr(" (judgement)") : QString());
    }
    return Text::tr("%1: %2. Read at %3; gpuscout stacks %4 lists the source of each.")
        .arg(stack.name, parts.join(QStringLiteral(", ")), stack.versions, stack.id);
}

LoadResult parse(const QByteArray &json, const QString &origin)
{
    LoadResult result;
    auto fail = [&](const QString &what) { result.errors << origin + QStringLiteral(": ") + what; };
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        fail(Text::tr("not valid JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
        return result;
    }
    if (!doc.isObject()) {
        fail(Text::tr("expected an object with \"schema_version\" and \"stacks\""));
        return result;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("schema_version")).toInt(-1) != kSchemaVersion ||
        !root.value(QLatin1String("schema_version")).isDouble()) {
        fail(Text::tr("\"schema_version\" must be %1").arg(kSchemaVersion));
        return result;
    }
    const QJsonValue stacks = root.value(QLatin1String("stacks"));
    if (!stacks.isArray() || stacks.toArray().isEmpty()) {
        fail(Text::tr("\"stacks\" must be a non-empty array"));
        return result;
    }
    QStringList errors;
    const QJsonArray array = stacks.toArray();
    for (int i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            if (errors.size() < kMaxErrors)
                errors << Text::tr("stack %1: expected an object").arg(i + 1);
            continue;
        }
        std::optional<Stack> s = readStack(array.at(i).toObject(), i, &errors);
        if (!s)
            continue;
        for (const Stack &other : result.stacks) {
            if (other.id == s->id && errors.size() < kMaxErrors)
                errors << Text::tr("stack \"%1\": the id is used twice").arg(s->id);
        }
        result.stacks.push_back(std::move(*s));
    }
    if (errors.isEmpty() && !std::any_of(result.stacks.begin(), result.stacks.end(),
                                         [](const Stack &s) { return s.id == defaultId(); }))
        errors << Text::tr("no stack \"%1\", the default").arg(defaultId());
    for (const QString &e : errors)
        fail(e);
    if (!result.errors.isEmpty())
        result.stacks.clear();
    return result;
}

const LoadResult &bundled()
{
    static const LoadResult result = [] {
        QFile file(QStringLiteral(":/data/stacks.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            LoadResult missing;
            missing.errors << Text::tr("the bundled stack table (:/data/stacks.json) cannot be read");
            return missing;
        }
        return parse(file.readAll(), QStringLiteral("stacks.json"));
    }();
    return result;
}

const Stack *find(const QString &id)
{
    for (const Stack &s : bundled().stacks) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

QStringList ids()
{
    QStringList list;
    for (const Stack &s : bundled().stacks)
        list << s.id;
    return list.isEmpty() ? QStringList{defaultId()} : list;
}

QString defaultId()
{
    return QStringLiteral("hf");
}

} // namespace Stacks
