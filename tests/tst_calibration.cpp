// The estimator against published measurements (tests/fixtures/finetune_measurements.csv): every row that
// maps to a workload is estimated; the error table is printed; the share within tolerance is asserted.
#include "app/core/bands.h"
#include "app/core/dataset.h"
#include "app/core/estimate.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/runcalibration.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"
#include "tests/trainercount.h"

#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>

using namespace Estimate;

namespace {

std::vector<QStringList> readCsv(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows.push_back(row);
            row.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows.push_back(row << field);
    return rows;
}

std::optional<double> firstNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("(\\d+(?:\\.\\d+)?)"));
    const QRegularExpressionMatch m = number.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble();
}

// Model names as the rows spell them -> a preset, or a config.json among the fixtures.
std::optional<ModelShape> shapeFor(const QString &model, QString *why)
{
    // A Hugging Face id a preset answers to ("Qwen/Qwen2.5-7B-Instruct"), before any remark in brackets.
    if (const ModelShape *preset = ModelPresets::find(model.section(QStringLiteral(" ("), 0, 0).trimmed()))
        return *preset;
    QString name = model.section(QLatin1Char('/'), -1).toLower();
    static const std::vector<std::pair<const char *, const char *>> presets = {
        {"llama-2-7b", "llama-2-7b"},
        {"llama-2-70b", "llama-2-70b"},
        {"llama-3.2-3b", "llama-3.2-3b"},
        {"llama-3.2-1b", "llama-3.2-1b"},
        {"llama-3.1-8b", "llama-3.1-8b"},
        {"llama-3-8b", "llama-3.1-8b"},
        {"llama-3.1-70b", "llama-3.1-70b"},
        {"llama-3.3-70b", "llama-3.3-70b"},
        {"deepseek-r1-0528-qwen3-8b", "qwen3-8b"},
        {"mistral-7b", "mistral-7b"},
        {"qwen2.5-32b", "qwen2.5-32b"},
    };
    static const std::vector<std::pair<const char *, const char *>> configs = {
        {"bloomz-7b1", "bloomz-7b1"},
        {"qwen-1.8b", "qwen-1_8b"},
        {"qwen-7b", "qwen-7b"},
        {"qwen-14b", "qwen-14b"},
        {"qwen-72b", "qwen-72b"},
        {"yi-34b", "yi-34b"},
        {"codellama-34b", "codellama-34b"},
        {"llama-30b", "llama-30b"},
        {"mpt-7b", "mpt-7b"},
        {"mpt-1b", "mpt-1b"},
        {"mpt-13b", "mpt-13b"},
        {"mpt-30b", "mpt-30b"},
        {"phi-2", "phi-2"},
        {"gemma-7b", "gemma-7b"},
    };
    for (const auto &[pattern, id] : presets) {
        if (name.startsWith(QLatin1String(pattern)))
            return *ModelPresets::find(QLatin1String(id));
    }
    for (const auto &[pattern, file] : configs) {
        if (name.startsWith(QLatin1String(pattern))) {
            QString error;
            auto shape = ModelPresets::readConfig(
                fixturePath(QStringLiteral("model_configs/%1.json").arg(QLatin1String(file))), &error);
            REQUIRE(shape);
            return shape;
        }
    }
    *why =
        name.contains(QLatin1String("t0_")) || name.contains(QLatin1String("mt0"))
            ? QStringLiteral("model \"%1\" is an encoder-decoder (T5): not modelled").arg(model)
        : name.contains(QLatin1String("bert"))
            ? QStringLiteral("model \"%1\" is an encoder with a classification head: not modelled").arg(model)
            : QStringLiteral("model \"%1\": no shape among the presets and fixture configs").arg(model);
    return std::nullopt;
}

const char *gpuIdFor(const QString &gpu)
{
    static const std::vector<std::pair<const char *, const char *>> ids = {
        {"A100 40GB", "a100_40_sxm"}, {"A100", "a100_80_sxm"},
        {"H100", "h100_sxm"},         {"L40S", "l40s"},
        {"RTX 4090", "rtx_4090"},     {"RTX A6000", "rtx_a6000"},
        {"RTX 3090", "rtx_3090"},     {"RTX PRO 6000", "rtx_pro_6000_bw"},
    };
    for (const auto &[pattern, id] : ids) {
        if (gpu.contains(QLatin1String(pattern)))
            return id;
    }
    return nullptr;
}

struct Row
{
    QString id;
    Workload workload;
    int gpus = 1;
    bool sharded = false;
    bool variableLength = false; ///< unpacked batches padded to their longest: the stated length is a maximum
    QString skipMemory;
    QString skipThroughput;
    double measuredGib = 0;
    enum
    {
        Peak,
        LowerBound
    } memoryKind = Peak;
    enum
    {
        Total,
        Reserved,
        Allocated
    } compared = Total;
    double measuredTps = 0; ///< tokens/s of the whole configuration
    int countedSeq = 0; ///< the tokens per sample the throughput figure counts, where not the stated length
    const Gpu *gpu = nullptr;
    QString quote; ///< the source's words the figures are read from
};

Row mapRow(const std::map<QString, QString> &r, const Dataset &dataset)
{
    Row row;
    auto f = [&](const char *key) { return r.at(QLatin1String(key)); };
    row.id = f("id");
    row.quote = f("quote");
    QString skip;
    const QString method = f("method").toLower(), framework = f("framework"),
                  optimizer = f("optimizer").toLower();
    const QString ckpt = f("grad_ckpt").toLower(), precision = f("precision").toLower(), notes = f("notes");
    auto skipBoth = [&](const QString &why) {
        if (row.skipMemory.isEmpty())
            row.skipMemory = why;
        if (row.skipThroughput.isEmpty())
            row.skipThroughput = why;
    };
    if (f("kind") != QLatin1String("measured"))
        skipBoth(QStringLiteral("a rule-of-thumb estimate, not a measurement"));
    // One measurement entered twice (the same table line read again from the benchmark's config) is
    // compared once, as the row its notes name; tst_calibration fails on a repeat not marked so.
    static const QRegularExpression sameAs(QStringLiteral("^the same measurement as ([A-Z0-9-]+)"));
    if (const QRegularExpressionMatch m = sameAs.match(notes); m.hasMatch())
        skipBoth(QStringLiteral("the same measurement as %1, compared there").arg(m.captured(1)));
    QString why;
    std::optional<ModelShape> shape = shapeFor(f("model"), &why);
    if (!shape)
        skipBoth(why);
    else
        row.workload.model = *shape;
    // Unsloth's offloaded checkpointing (layer inputs wait in CPU memory) is the unsloth stack's trait; any
    // other offload is not modelled.
    const bool offloadedCheckpoints = ckpt.contains(QLatin1String("offloaded gc"));
    QString stack = method + QLatin1Char(' ') + framework.toLower() + QLatin1Char(' ') + ckpt;
    stack.remove(QLatin1String("offloaded gc"));
    if (stack.count(QLatin1String("offload")) > stack.count(QLatin1String("no offload")))
        skipBoth(QStringLiteral("CPU offload is not modelled"));
    // Unsloth before its offloaded checkpointing and Cut Cross-Entropy (2023, and LLaMA-Factory's Unsloth
    // path of early 2024): a cross-entropy kernel over half-precision logits that none of the loss options
    // is, and whether the offload was on is not stated.
    if (framework.contains(QLatin1String("Unsloth")) &&
        !framework.contains(QLatin1String("without Unsloth")) && !offloadedCheckpoints)
        skipBoth(QStringLiteral("Unsloth's pre-2024-04 kernels (its own cross-entropy on half-precision "
                                "logits; offloaded checkpointing not stated) are not modelled"));
    if (optimizer.contains(QLatin1String("paged")))
        skipBoth(QStringLiteral("paged optimizer states can live in CPU RAM"));
    if (optimizer.contains(QLatin1String("bwd")) || optimizer.contains(QLatin1String("backward")))
        skipBoth(QStringLiteral("optimizer step fused into the backward pass is not modelled"));
    if (optimizer.contains(QLatin1String("adafactor")))
        skipBoth(QStringLiteral("Adafactor is not modelled"));
    if (ckpt.contains(QLatin1Char('?')))
        skipBoth(QStringLiteral("activation checkpointing uncertain"));

    Workload &w = row.workload;
    // The row's stack: its traits (frozen dtype, master weights, allocator slack, MFU), not its defaults,
    // which the row's own columns state.
    const QString stackId =
        r.count(QStringLiteral("stack")) ? r.at(QStringLiteral("stack")) : Stacks::defaultId();
    if (const Stacks::Stack *s = Stacks::find(stackId)) {
        w.stack = s->traits;
        w.moeKernel = s->moeKernel;
        w.loraDropout = s->loraDropout; // no row of this set states its LoRA dropout
    } else {
        skipBoth(QStringLiteral("stack \"%1\" is not in the stack table").arg(stackId));
    }
    if (method.contains(QLatin1String("qlora")) || method.contains(QLatin1String("4-bit")))
        w.method = Method::Qlora;
    else if (method.contains(QLatin1String("lora")))
        w.method = Method::Lora;
    else if (method.contains(QLatin1String("full")))
        w.method = Method::Full;
    else
        skipBoth(QStringLiteral("method \"%1\" not mapped").arg(f("method")));
    if (method.contains(QLatin1String("lora/qlora")))
        skipBoth(QStringLiteral("several methods in one row"));

    if (optimizer.contains(QLatin1String("8bit")) || optimizer.contains(QLatin1String("8-bit")))
        w.optimizer = Optimizer::AdamW8bit;
    if (precision.contains(QLatin1String("pure")) || precision.contains(QLatin1String("bf16-true")) ||
        precision.contains(QLatin1String("bf16 weights")) || framework.contains(QLatin1String("torchtune")))
        w.precision = Precision::Bf16; // torchtune trains in bf16 throughout
    else if (precision.startsWith(QLatin1String("fp32")))
        w.precision = Precision::Fp32;
    else if (precision.contains(QLatin1String("fp16")) && !precision.contains(QLatin1String("bf16")))
        w.precision = Precision::Fp16Mixed;
    else
        w.precision = Precision::Bf16Mixed;

    const QString seq = f("seq_len");
    if (auto s = firstNumber(seq))
        w.seqLen = int(*s);
    else
        skipBoth(QStringLiteral("sequence length not stated"));
    row.variableLength = seq.contains(QLatin1String("unpacked")) || seq.contains(QLatin1String("padded")) ||
                         seq.contains(QLatin1String("<=")) || seq.contains(QLatin1String("up to")) ||
                         seq.contains(QLatin1String("variable"));
    if (auto b = firstNumber(f("micro_batch")); b && !f("micro_batch").contains(QLatin1String("varied")))
        w.microBatch = int(*b);
    else
        skipBoth(QStringLiteral("micro-batch not stated"));
    w.checkpointing = ckpt.startsWith(QLatin1String("on")) || offloadedCheckpoints ? Checkpointing::Full
                      : ckpt.startsWith(QLatin1String("selective"))                ? Checkpointing::Selective
                                                                                   : Checkpointing::None;
    w.stack.checkpointOffload = offloadedCheckpoints; // as the row states it, whatever the stack's default
    // torch.compile's partitioner (AOTAutograd's min-cut rematerialisation) recomputes pointwise ops in the
    // backward pass instead of saving them: what selective checkpointing does.
    const bool compiled = framework.contains(QLatin1String("torch.compile"));
    w.compiled = compiled; // and its Inductor kernels fuse the norms' and the rotary's elementwise chains
    if (compiled && w.checkpointing == Checkpointing::None)
        w.checkpointing = Checkpointing::Selective;
    // The loss: Liger's fused linear cross-entropy where the stack names it, torchtune's chunked one where
    // the row says so.
    if (framework.contains(QLatin1String("Liger"), Qt::CaseInsensitive) ||
        framework.contains(QLatin1String("CCE loss")))
        w.loss = Loss::Fused; // Liger's or Apple's Cut Cross-Entropy (Unsloth): the logits never materialise
    else if (notes.contains(QLatin1String("chunked CE"), Qt::CaseInsensitive))
        w.loss = Loss::Chunked;
    if (method.contains(QLatin1String("dpo")))
        w.objective = Objective::Dpo;
    // Expert parallelism where the stack says so (DeepEP dispatches tokens to the experts' GPUs).
    w.expertParallel =
        framework.contains(QLatin1String("DeepEP")) || method.contains(QLatin1String("expert parallel"));
    // PEFT's k-bit preparation (fp32 embeddings, head and norms) runs in TRL, axolotl and Qwen's bnb path; it
    // is skipped for GPTQ bases, and LLaMA-Factory and Answer.AI's fsdp_qlora do not call it.
    if (method.contains(QLatin1String("gptq")) || framework.contains(QLatin1String("LLaMA-Factory")) ||
        framework.contains(QLatin1String("fsdp_qlora")))
        w.kbitUpcast = false;
    w.flashAttention = !framework.contains(QLatin1String("no FA2")); // eager attention where FA2 was off

    const QString rank = f("lora_rank").toLower();
    w.loraRank = int(firstNumber(rank).value_or(8));
    if (rank.contains(QLatin1String("all")) || rank.contains(QLatin1String("mlp")) ||
        rank.contains(QLatin1String("w1")))
        w.loraTargets = LoraTargets::AllLinear;
    else if (rank.contains(QLatin1String("gate")))
        w.loraTargets = LoraTargets::Mlp;
    else if (rank.contains(QLatin1String("k")))
        w.loraTargets = LoraTargets::Attention;
    else if (rank.contains(QLatin1String("q")))
        w.loraTargets = LoraTargets::QV;
    else
        w.loraTargets = LoraTargets::AllLinear;

    // Micro-batches per optimizer step where the row's quote or notes state them ("gradient accumulation of
    // 8", "Gradient accumulation: 2", "grad_accum 4", "GA=8"); one where they do not.
    static const QRegularExpression accumulation(
        QStringLiteral("(?:gradient accumulation(?: of|:)?|grad_accum|\\bga\\s*=)\\s*(\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch ga = accumulation.match(f("quote") + QLatin1Char(' ') + notes);
        ga.hasMatch())
        w.gradAccum = std::max(1, ga.captured(1).toInt());

    row.gpus = int(firstNumber(f("gpu_count")).value_or(1));
    const QString both = method + QLatin1Char(' ') + framework.toLower();
    row.sharded = row.gpus > 1 && !method.contains(QLatin1String("ddp")) &&
                  (both.contains(QLatin1String("fsdp")) || both.contains(QLatin1String("zero-3")) ||
                   both.contains(QLatin1String("full_shard")));
    // What the run used, as the row states it: FSDP / ZeRO-3 where it names them; data parallelism that does
    // not shard the weights, ZeRO-2 where the row names it, else (several GPUs, no sharding named) DDP.
    if (row.sharded)
        w.sharding = Sharding::Fsdp;
    else if (row.gpus > 1)
        w.sharding = both.contains(QLatin1String("zero-2")) ? Sharding::Zero2 : Sharding::Ddp;

    // Memory: what was measured, and which part of our estimate that tool sees.
    const QString mem = f("peak_mem_gb"), metric = f("mem_metric");
    if (row.skipMemory.isEmpty()) {
        if (mem.isEmpty() || mem.startsWith(QLatin1Char('<'))) {
            row.skipMemory =
                mem.isEmpty() ? QStringLiteral("no memory figure") : QStringLiteral("only an upper bound");
        } else {
            static const QRegularExpression range(QStringLiteral("^(\\d+(?:\\.\\d+)?)-(\\d+(?:\\.\\d+)?)"));
            const QRegularExpressionMatch m = range.match(mem);
            double value =
                m.hasMatch() ? (m.captured(1).toDouble() + m.captured(2).toDouble()) / 2 : *firstNumber(mem);
            if (mem.contains(QLatin1String("total over")))
                value /= row.gpus;
            if (mem.contains(QLatin1String("OOM")))
                row.memoryKind = Row::LowerBound; // out of memory against the whole card
            const bool gib = metric.contains(QLatin1String("GiB"));
            row.measuredGib = gib ? value : value * 1e9 / kGiB;
            if (row.memoryKind == Row::LowerBound)
                row.compared = Row::Total;
            else if (metric.contains(QLatin1String("allocated")) || metric.contains(QLatin1String("Active")))
                row.compared = Row::Allocated;
            else if (metric.contains(QLatin1String("reserved")) ||
                     metric.contains(QLatin1String("'memory MB'")))
                row.compared = Row::Reserved;
            else
                row.compared = Row::Total;
        }
    }

    // Throughput: tokens per second only, of a known GPU, from fixed-length batches.
    const QString unit = f("throughput_unit");
    if (row.skipThroughput.isEmpty()) {
        const auto tps = firstNumber(f("throughput"));
        const char *gpuId = gpuIdFor(f("gpu"));
        row.gpu = gpuId ? dataset.find(QLatin1String(gpuId)) : nullptr;
        if (!tps)
            row.skipThroughput = QStringLiteral("no throughput figure");
        else if (!unit.startsWith(QLatin1String("tokens/s")))
            row.skipThroughput = QStringLiteral("unit \"%1\" is not tokens/s").arg(unit.left(30));
        else if (unit.contains(QLatin1String("includes eval")))
            row.skipThroughput = QStringLiteral("wall-clock including evaluation and checkpoints");
        else if (notes.contains(QLatin1String("unclear if tokens/s is total or per GPU")))
            row.skipThroughput = QStringLiteral("unclear whether per GPU or total");
        else if (row.variableLength)
            row.skipThroughput = QStringLiteral("variable-length batches: tokens per step unknown");
        else if (!row.gpu)
            row.skipThroughput = QStringLiteral("GPU \"%1\" not in the dataset").arg(f("gpu"));
        else
            row.measuredTps = unit.contains(QLatin1String("GPU")) ? *tps * row.gpus : *tps;
    }
    return row;
}

// The part of the estimate a row's figure measures: the same comparison a user's own run gets.
double comparedGib(const Memory &m, int kind)
{
    return RunCalibration::comparedGib(m, kind == Row::Allocated  ? Stacks::MemoryMetric::Allocated
                                          : kind == Row::Reserved ? Stacks::MemoryMetric::Reserved
                                                                  : Stacks::MemoryMetric::Device);
}

// A row of calibration_runs.csv / calibration_own.csv: the workload as gpuscout options, read through the
// job's field table (the stack first, as the command line does), the GPU by id.
Row mapStructuredRow(const std::map<QString, QString> &r, const Dataset &dataset)
{
    Row row;
    auto f = [&](const char *key) {
        return r.count(QLatin1String(key)) ? r.at(QLatin1String(key)) : QString();
    };
    row.id = f("id");
    row.quote = f("quote");
    auto skipBoth = [&](const QString &why) {
        if (row.skipMemory.isEmpty())
            row.skipMemory = why;
        if (row.skipThroughput.isEmpty())
            row.skipThroughput = why;
    };
    Job job = Job::defaults();
    QString error;
    if (!JobFields::set(job, QStringLiteral("stack"), f("stack"), &error))
        skipBoth(QStringLiteral("stack: ") + error);
    const QStringList words = f("args").split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString key = words.at(i).mid(2);
        const JobFields::Field *field = nullptr;
        QString value;
        for (const JobFields::Field &candidate : JobFields::all()) {
            if (candidate.flagAlias && key == QLatin1String(candidate.flagAlias)) {
                field = &candidate;
                value = QLatin1String(candidate.flagValue);
            }
        }
        if (!field) {
            field = JobFields::find(key);
            if (field && i + 1 < words.size())
                value = words.at(++i);
        }
        if (field && field->key == QLatin1String("model-config"))
            value = fixturePath(value.section(QStringLiteral("tests/fixtures/"), -1));
        if (!field || !JobFields::set(job, *field, value, &error))
            skipBoth(
                QStringLiteral("option %1: %2").arg(words.at(i), field ? error : QStringLiteral("unknown")));
    }
    row.workload = job.workload;
    row.gpus = std::max(1, f("gpu_count").toInt());
    const QString parallelism = f("parallelism");
    row.sharded =
        row.gpus > 1 && (parallelism == QLatin1String("fsdp") || parallelism == QLatin1String("ep"));
    if (parallelism == QLatin1String("ep"))
        row.workload.expertParallel = true;
    // Data parallelism that keeps the weights whole: the sharding field says what each GPU holds.
    if (row.sharded)
        row.workload.sharding = Sharding::Fsdp;
    else if (const auto sharding = Words::parse<Sharding>(parallelism);
             row.gpus > 1 && sharding && *sharding != Sharding::Auto)
        row.workload.sharding = *sharding;
    else if (row.gpus > 1)
        skipBoth(QStringLiteral("parallelism \"%1\" is not modelled").arg(parallelism));
    if (f("grade") == QLatin1String("weak"))
        skipBoth(QStringLiteral("a weak row (several inputs unknown)"));
    // A row whose run used something the estimator cannot express says what, and is kept but not compared.
    if (f("grade").startsWith(QLatin1String("unmodelled: ")))
        skipBoth(QStringLiteral("not modelled: ") + f("grade").mid(12));
    // Batches padded to their longest sample, --seq only the cap: the memory is compared as a bound.
    row.variableLength = f("grade") == QLatin1String("padded");
    const QString metric = f("mem_metric");
    if (f("mem_gib").isEmpty())
        row.skipMemory = row.skipMemory.isEmpty() ? QStringLiteral("no memory figure") : row.skipMemory;
    else if (metric != QLatin1String("allocated") && metric != QLatin1String("reserved") &&
             metric != QLatin1String("device"))
        row.skipMemory = row.skipMemory.isEmpty()
                             ? QStringLiteral("what the memory figure measures is not stated")
                             : row.skipMemory;
    else {
        row.measuredGib = f("mem_gib").toDouble();
        row.compared = metric == QLatin1String("allocated")  ? Row::Allocated
                       : metric == QLatin1String("reserved") ? Row::Reserved
                                                             : Row::Total;
    }
    row.gpu = dataset.find(f("gpu"));
    if (f("tokens_per_s").isEmpty())
        row.skipThroughput =
            row.skipThroughput.isEmpty() ? QStringLiteral("no throughput figure") : row.skipThroughput;
    else if (!row.gpu)
        row.skipThroughput = QStringLiteral("GPU \"%1\" not in the dataset").arg(f("gpu"));
    else
        row.measuredTps = f("tokens_per_s").toDouble();
    if (row.skipThroughput.isEmpty())
        row.countedSeq = trainerCountedSeq(f("quote"));
    // A Trainer figure that counts every sample at its first batch's padded length (trainerCountedSeq(),
    // beyond 1%: rounding) comes from batches padded to their own longest sample: the tokens a step really
    // computes are not known, as for the other variable-length rows; the samples per second are, and the
    // counted length is shown so a reader can see what the figure means.
    const int statedSeq = row.workload.seqLen;
    if (row.countedSeq > 0 && std::abs(row.countedSeq - statedSeq) > 0.01 * statedSeq)
        row.skipThroughput = QStringLiteral("variable-length batches: the Trainer counts every sample at its "
                                            "first batch's padded length (s%1), tokens per step unknown")
                                 .arg(row.countedSeq);
    return row;
}

std::vector<std::map<QString, QString>> readTable(const QString &name)
{
    std::vector<std::map<QString, QString>> out;
    if (!QFile::exists(fixturePath(name)))
        return out;
    const std::vector<QStringList> table = readCsv(fixturePath(name));
    REQUIRE(!table.empty());
    const QStringList header = table.front();
    for (size_t i = 1; i < table.size(); ++i) {
        const QStringList &cells = table[i];
        if (cells.size() == 1 && cells.front().isEmpty())
            continue;
        INFO(name.toStdString() << " line " << i + 1);
        REQUIRE(cells.size() == header.size());
        std::map<QString, QString> r;
        for (int c = 0; c < header.size(); ++c)
            r[header.at(c)] = cells.at(c);
        out.push_back(r);
    }
    return out;
}

// One row's estimate against its measurement.
struct Evaluated
{
    Row row;
    QString stack;
    QString set;            ///< the file the row comes from
    double memoryRatio = 0; ///< measured / estimated, 0 when not compared
    double speedRatio = 0;
};

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Every row of the three calibration files, mapped to a workload, with the file it comes from.
std::vector<Evaluated> allRows(const Dataset &dataset)
{
    std::vector<Evaluated> rows;
    const auto published = readTable(QStringLiteral("finetune_measurements.csv"));
    REQUIRE(published.size() > 50);
    for (const auto &r : published)
        rows.push_back(
            {mapRow(r, dataset),
             r.count(QStringLiteral("stack")) ? r.at(QStringLiteral("stack")) : Stacks::defaultId(),
             QStringLiteral("finetune_measurements")});
    for (const char *name : {"calibration_runs", "calibration_own"}) {
        for (const auto &r : readTable(QLatin1String(name) + QStringLiteral(".csv")))
            rows.push_back(
                {mapStructuredRow(r, dataset), r.at(QStringLiteral("stack")), QLatin1String(name)});
    }
    return rows;
}

} // namespace

TEST_CASE("Calibration: one measurement is compared once")
{
    // A figure entered twice (the same source line read again) would count its error twice in every share
    // and band; the second entry says "the same measurement as <id>" and is skipped. Two compared rows with
    // one quote, one figure, and one length, batch and GPU count are such a repeat (the source's address
    // may be written two ways). Bounds are not compared figures and do not count.
    const DatasetLoadResult loaded = loadBundledDataset();
    REQUIRE(loaded.ok());
    REQUIRE(Stacks::bundled().ok());
    std::map<QString, QString> seen;
    int compared = 0;
    for (const Evaluated &e : allRows(*loaded.dataset)) {
        const Row &row = e.row;
        const QString shape = QStringLiteral(" s%1 b%2 x%3")
                                  .arg(row.workload.seqLen)
                                  .arg(row.workload.microBatch)
                                  .arg(row.gpus);
        QStringList keys;
        if (row.skipMemory.isEmpty() && row.memoryKind == Row::Peak && !row.variableLength)
            keys << QStringLiteral("memory %1").arg(row.measuredGib) + shape;
        if (row.skipThroughput.isEmpty())
            keys << QStringLiteral("speed %1").arg(row.measuredTps) + shape;
        for (const QString &key : keys) {
            ++compared;
            const auto [it, added] = seen.emplace(key + QLatin1Char('\n') + row.quote, row.id);
            INFO(row.id.toStdString()
                 << " repeats " << it->second.toStdString() << ": " << key.toStdString());
            CHECK(added);
        }
    }
    CHECK(compared > 200);
}

namespace {} // namespace

TEST_CASE("Calibration: the estimator against every usable published measurement")
{
    const DatasetLoadResult loaded = loadBundledDataset();
    REQUIRE(loaded.ok());
    REQUIRE(Stacks::bundled().ok());
    std::vector<Evaluated> rows = allRows(*loaded.dataset);

    int memoryRows = 0, within15 = 0, within25 = 0, within35 = 0, boundRows = 0, boundsHeld = 0;
    int tpsRows = 0, tpsWithin = 0;
    double worstMemory = 0, worstTps = 1;
    QString worstMemoryId, worstTpsId;
    std::printf("\n%-7s %-12s %-44s %9s %9s %7s  %9s %9s %6s\n", "row", "stack", "workload", "meas GiB",
                "est GiB", "err", "meas t/s", "est t/s", "ratio");
    for (Evaluated &e : rows) {
        const Row &row = e.row;
        const Workload &w = row.workload;
        const QString label =
            QStringLiteral("%1 %2 s%3 b%4%5 %6GPU")
                .arg(w.model.name.section(QLatin1Char('/'), -1).left(16), Words::of(w.method))
                .arg(w.seqLen)
                .arg(w.microBatch)
                .arg(w.recomputes() ? QStringLiteral(" gc") : QString())
                .arg(row.gpus);
        QString memCols = QStringLiteral("%1 %2 %3").arg(QString(), 9).arg(QString(), 9).arg(QString(), 7);
        QString tpsCols = QStringLiteral("%1 %2 %3").arg(QString(), 9).arg(QString(), 9).arg(QString(), 6);
        QStringList skips;
        if (row.skipMemory.isEmpty()) {
            const double est = comparedGib(memory(w, row.gpus), row.compared);
            const double err = est / row.measuredGib - 1;
            QString mark;
            if (row.memoryKind == Row::LowerBound) {
                ++boundRows;
                boundsHeld += est > row.measuredGib;
                mark = QStringLiteral(" >bound");
            } else if (row.variableLength) {
                // Batches padded to their longest: the stated maximum length gives an upper bound.
                ++boundRows;
                boundsHeld += est >= row.measuredGib * 0.85;
                mark = QStringLiteral(" <=max");
            } else {
                ++memoryRows;
                e.memoryRatio = row.measuredGib / est;
                within15 += std::abs(err) <= 0.15;
                within25 += std::abs(err) <= 0.25;
                within35 += std::abs(err) <= 0.35;
                if (std::abs(err) > std::abs(worstMemory)) {
                    worstMemory = err;
                    worstMemoryId = row.id;
                }
            }
            memCols = QStringLiteral("%1 %2 %3")
                          .arg(row.measuredGib, 9, 'f', 1)
                          .arg(est, 9, 'f', 1)
                          .arg(QStringLiteral("%1%").arg(err * 100, 0, 'f', 0), 7) +
                      mark;
        } else {
            skips << QStringLiteral("memory: ") + row.skipMemory;
        }
        if (row.skipThroughput.isEmpty()) {
            // Every split (FSDP, ZeRO-2, ZeRO-1, DDP) is costed with its own traffic at the row's GPU count.
            const double est = tokensPerSecond(w, *row.gpu, row.gpus);
            const double ratio = est / row.measuredTps;
            e.speedRatio = row.measuredTps / est;
            ++tpsRows;
            tpsWithin += ratio <= 1.5 && ratio >= 1 / 1.5;
            if (std::abs(std::log(ratio)) > std::abs(std::log(worstTps))) {
                worstTps = ratio;
                worstTpsId = row.id;
            }
            tpsCols = QStringLiteral("%1 %2 %3")
                          .arg(row.measuredTps, 9, 'f', 0)
                          .arg(est, 9, 'f', 0)
                          .arg(ratio, 6, 'f', 2);
        } else {
            skips << QStringLiteral("speed: ") + row.skipThroughput;
        }
        std::printf("%-7s %-12s %-44s %s  %s\n", qPrintable(row.id), qPrintable(e.stack),
                    qPrintable(label.left(44)), qPrintable(memCols), qPrintable(tpsCols));
        if (!skips.isEmpty())
            std::printf("        skipped %s\n", qPrintable(skips.join(QStringLiteral("; "))));
    }

    // The bands: measured / estimated per kind by the rule of Bands::fromSamples(), at the coverage each
    // quantity's rows call for (Bands::calibratedCoverage, chosen once over every row); `without` leaves one
    // row out (for the leave-one-out check below).
    const auto samplesFrom = [&rows](const Evaluated *without, Bands::Quantity q) {
        std::vector<Bands::Sample> samples;
        for (const Evaluated &e : rows) {
            const double ratio = q == Bands::Quantity::Memory ? e.memoryRatio : e.speedRatio;
            if (&e != without && ratio > 0)
                samples.push_back({Bands::keysFor(e.row.workload, q), ratio});
        }
        return samples;
    };
    const double memoryCoverage = Bands::calibratedCoverage(samplesFrom(nullptr, Bands::Quantity::Memory));
    const double speedCoverage = Bands::calibratedCoverage(samplesFrom(nullptr, Bands::Quantity::Speed));
    const auto bandsFrom = [&](const Evaluated *without) {
        return Bands::Table{Bands::fromSamples(samplesFrom(without, Bands::Quantity::Memory), memoryCoverage),
                            Bands::fromSamples(samplesFrom(without, Bands::Quantity::Speed), speedCoverage)};
    };
    const Bands::Table table = bandsFrom(nullptr);
    const QByteArray written = Bands::write(table);
    if (const QByteArray path = qgetenv("GPUSCOUT_WRITE_BANDS"); !path.isEmpty()) {
        QSaveFile out(QString::fromLocal8Bit(path));
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(written);
        REQUIRE(out.commit());
    }

    // Accuracy and the bands' coverage as the app applies them (the bundled table, which must be the one
    // computed here), per source file, per stack and over everything.
    struct Tally
    {
        int memory = 0, within15 = 0, within25 = 0, memoryInside = 0, memoryInsideOut = 0;
        int speed = 0, within1_5x = 0, speedInside = 0, speedInsideOut = 0;
        std::vector<double> memoryWidths, speedWidths;
    };
    std::map<QString, Tally> perSet, perStack;
    Tally whole;
    for (const Evaluated &e : rows) {
        // Leave-one-out: the row's band from every other row, as a published run not in the set would see it.
        const Bands::Table out = e.memoryRatio > 0 || e.speedRatio > 0 ? bandsFrom(&e) : Bands::Table();
        const Bands::Band memoryOut = Bands::lookup(out, e.row.workload, Bands::Quantity::Memory);
        const Bands::Band speedOut = Bands::lookup(out, e.row.workload, Bands::Quantity::Speed);
        for (Tally *t : {&perSet[e.set], &perStack[e.stack], &whole}) {
            if (e.memoryRatio > 0) {
                t->memoryInsideOut +=
                    e.memoryRatio >= memoryOut.low - 1e-9 && e.memoryRatio <= memoryOut.high + 1e-9;
                const Bands::Band b = Bands::lookup(table, e.row.workload, Bands::Quantity::Memory);
                ++t->memory;
                t->within15 += std::abs(1 / e.memoryRatio - 1) <= 0.15;
                t->within25 += std::abs(1 / e.memoryRatio - 1) <= 0.25;
                t->memoryInside += e.memoryRatio >= b.low - 1e-9 && e.memoryRatio <= b.high + 1e-9;
                t->memoryWidths.push_back((b.high - b.low) / 2);
            }
            if (e.speedRatio > 0) {
                t->speedInsideOut +=
                    e.speedRatio >= speedOut.low - 1e-9 && e.speedRatio <= speedOut.high + 1e-9;
                const Bands::Band b = Bands::lookup(table, e.row.workload, Bands::Quantity::Speed);
                ++t->speed;
                t->within1_5x += e.speedRatio <= 1.5 && e.speedRatio >= 1 / 1.5;
                t->speedInside += e.speedRatio >= b.low - 1e-9 && e.speedRatio <= b.high + 1e-9;
                t->speedWidths.push_back((b.high - b.low) / 2);
            }
        }
    }
    const auto percent = [](int part, int of) { return of > 0 ? 100.0 * part / of : 0.0; };
    const auto printTally = [&](const QString &name, const Tally &t) {
        std::printf(
            "  %-22s memory %3d: %3.0f%% %3.0f%% %3.0f%% (%3.0f%%) +-%2.0f%%   speed %3d: %3.0f%% %3.0f%% "
            "(%3.0f%%) +-%2.0f%%\n",
            qPrintable(name), t.memory, percent(t.within15, t.memory), percent(t.within25, t.memory),
            percent(t.memoryInside, t.memory), percent(t.memoryInsideOut, t.memory),
            100 * median(t.memoryWidths), t.speed, percent(t.within1_5x, t.speed),
            percent(t.speedInside, t.speed), percent(t.speedInsideOut, t.speed), 100 * median(t.speedWidths));
    };
    std::printf(
        "\nMemory rows: within 15%%, within 25%%, inside the band (leave-one-out: the row's band from the "
        "other rows), median band half-width; speed rows: within 1.5x, inside the band (leave-one-out), "
        "median "
        "half-width\n");
    for (const auto &[set, t] : perSet)
        printTally(set + QStringLiteral(".csv"), t);
    printTally(QStringLiteral("all rows"), whole);
    // Every stack of the table, in its order, then the trainers the rows name that the table does not have
    // (their rows are skipped); and which stacks still rest on fewer than three measured runs.
    std::printf("Per stack:\n");
    QStringList thin;
    for (const QString &id : Stacks::ids()) {
        const Tally &t = perStack[id];
        printTally(id, t);
        if (t.memory + t.speed < 3)
            thin << id;
    }
    for (const auto &[stack, t] : perStack) {
        if (!Stacks::find(stack))
            std::printf("  %-22s not in the stack table: its rows are skipped\n", qPrintable(stack));
    }
    std::printf(
        "Stacks with fewer than three measured figures (their ranges fall back to a coarser kind's): %s\n",
        thin.isEmpty() ? "none" : qPrintable(thin.join(QStringLiteral(", "))));
    std::printf("\nBands (measured / estimated, prediction interval per kind, Bands::fromSamples): memory "
                "%.0f%%, speed %.0f%% (Bands::calibratedCoverage)\n",
                100 * memoryCoverage, 100 * speedCoverage);
    for (const auto &[key, b] : table.memory)
        std::printf("  memory %-32s %3d rows  %.2f-%.2f\n", qPrintable(key), b.rows, b.low, b.high);
    for (const auto &[key, b] : table.speed)
        std::printf("  speed  %-32s %3d rows  %.2f-%.2f\n", qPrintable(key), b.rows, b.low, b.high);
    std::printf(
        "\nPeak memory: %d rows; %d within 15%% (%.0f%%), %d within 25%% (%.0f%%), %d within 35%%; worst %s "
        "at %+.0f%%\n",
        memoryRows, within15, 100.0 * within15 / memoryRows, within25, 100.0 * within25 / memoryRows,
        within35, qPrintable(worstMemoryId), worstMemory * 100);
    std::printf("Bounds (OOM rows, variable-length batches): %d of %d held\n", boundsHeld, boundRows);
    std::printf("Throughput: %d rows; %d within a factor of 1.5 (%.0f%%); worst %s at %.2fx\n", tpsRows,
                tpsWithin, 100.0 * tpsWithin / tpsRows, qPrintable(worstTpsId), worstTps);
    std::printf("Inside the band: memory %d of %d (%d left out), speed %d of %d (%d left out)\n",
                whole.memoryInside, whole.memory, whole.memoryInsideOut, whole.speedInside, whole.speed,
                whole.speedInsideOut);
    std::fflush(stdout);

    REQUIRE(memoryRows >= 20);
    REQUIRE(tpsRows >= 10);
    CHECK(boundsHeld >= 0.7 * boundRows);
    // The stated tolerance, on the rows the estimator's physics was built against: peak memory within 15%
    // for at least 75% of them and within 25% for at least 90%; throughput within a factor of 1.5 for at
    // least 85%; the measured value inside its band for at least 80%.
    const Tally &curated = perSet[QStringLiteral("finetune_measurements")];
    CHECK(curated.within15 >= 0.75 * curated.memory);
    CHECK(curated.within25 >= 0.9 * curated.memory);
    CHECK(curated.within1_5x >= 0.85 * curated.speed);
    CHECK(curated.memoryInside >= 0.8 * curated.memory);
    // Over every row, the later sources and our own included. The memory band's targets are met there: the
    // measured value inside its band on >= 80% of rows, the median band no wider than +-20%; and inside the
    // band drawn from the other rows (leave-one-out, as a run not in the set sees it) on >= 80% of rows, for
    // memory and for speed.
    CHECK(whole.memoryInside >= 0.8 * whole.memory);
    CHECK(median(whole.memoryWidths) <= 0.2);
    CHECK(whole.memoryInsideOut >= 0.8 * whole.memory);
    CHECK(whole.speedInsideOut >= 0.8 * whole.speed);
    // The median speed band no wider than +-20%. Keyed by stack and dense or MoE, at the coverage that holds
    // 80% of the rows left out (Bands::calibratedCoverage), it went +-35% (keyed by method at an assumed 90%)
    // -> +-25% -> +-22.3% (the fused RMSNorm and rotary kernels of Liger and fms-acceleration) -> +-19%:
    // three NeMo AutoModel figures were in the set twice (R1/R3/R4 repeat W5/W7/W8, R3/R4 read without the
    // checkpointing their benchmark config sets), and torchtitan's three H100 rows ran on Grand Teton's
    // 96 GB HBM2e board at 500 W, which is not in the dataset (they were compared as the 80 GB SXM at 700 W;
    // their memory is still compared). The test "one measurement is compared once" keeps repeats out. Then
    // full checkpointing's recompute as the decoder layers' forward at torchtitan's measured cost, B-TA2
    // compared without checkpointing as its source says, and the coverage in one-point steps (87% for
    // speed): +-19.4%.
    INFO("median speed half-width " << median(whole.speedWidths));
    CHECK(median(whole.speedWidths) <= 0.2);
    // The rest of the tolerance is the aim and is NOT met yet (the README states the figures per set and per
    // stack); these floors are where the estimator stands with calibration_own.csv's rows, which it was not
    // tuned to, so nothing slips back.
    CHECK(whole.speedInside >= 0.8 * whole.speed);
    CHECK(whole.within15 >= 0.75 * whole.memory);
    CHECK(whole.within25 >= 0.9 * whole.memory);
    // Throughput within a factor of 1.5 meets the 85% over every row too (63 of 73 with the T4's
    // sustained rate and Transformer Engine's cuDNN attention).
    CHECK(whole.within1_5x >= 0.85 * whole.speed);
    // Every stack of the table rests on at least three measured figures but the two RL trainers for which no
    // published trainer-side run with its settings was found (data/SOURCES.md says what was searched) and
    // XTuner and fms-fsdp, whose other published runs use what the estimator cannot express (varlen
    // attention, ten experts stacked per parameter; an unstated share of checkpointed blocks, HSDP).
    CHECK(thin == QStringList({QStringLiteral("verl"), QStringLiteral("openrlhf"), QStringLiteral("xtuner"),
                               QStringLiteral("fms-fsdp")}));
    // The bundled table is the one these rows give (regenerate:
    // GPUSCOUT_WRITE_BANDS=data/calibration_bands.json).
    QFile bundledBands(QStringLiteral(":/data/calibration_bands.json"));
    REQUIRE(bundledBands.open(QIODevice::ReadOnly));
    INFO("data/calibration_bands.json is stale: rerun tst_calibration with "
         "GPUSCOUT_WRITE_BANDS=data/calibration_bands.json");
    CHECK(bundledBands.readAll() == written);
}
