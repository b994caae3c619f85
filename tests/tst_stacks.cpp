// The training-stack table (data/stacks.json), what a stack does to an estimate, and the calibration bands.
#include "app/core/bands.h"
#include "app/core/dataset.h"
#include "app/core/estimate.h"
#include "app/core/job.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QRegularExpression>

using namespace Estimate;

TEST_CASE("The bundled stack table has every stack the calculator offers, each entry cited")
{
    const Stacks::LoadResult &table = Stacks::bundled();
    INFO(table.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(table.ok());
    // A citation names a file and its line in a repository, or a documentation page.
    static const QRegularExpression where(QStringLiteral("(^github\\.com/\\S+ \\S+, line \\d+|^https://)"));
    for (const char *id : {"hf", "trl", "axolotl", "unsloth", "llama-factory", "torchtune", "torchtitan",
                           "deepspeed", "megatron", "nemo-automodel", "ms-swift", "prime-rl", "verl",
                           "openrlhf", "litgpt", "llm-foundry", "xtuner", "fms-fsdp", "colossalai"}) {
        INFO(id);
        const Stacks::Stack *stack = Stacks::find(QLatin1String(id));
        REQUIRE(stack);
        CHECK(!stack->name.isEmpty());
        CHECK(stack->citations.size() == size_t(stack->keys().size()));
        for (const QString &key : stack->keys())
            CHECK(stack->citations.count(key) == 1);
        for (const auto &[key, citation] : stack->citations) {
            INFO(key.toStdString());
            CHECK(!citation.source.trimmed().isEmpty());
            CHECK(!citation.quote.trimmed().isEmpty());
            CHECK(citation.source.contains(where));
        }
        CHECK(!stack->versions.trimmed().isEmpty());
        // What the stack runs on several GPUs when nothing is configured: a concrete sharding.
        CHECK(stack->traits.sharding != Estimate::Sharding::Auto);
    }
    // The Trainer-based stacks run DDP under torchrun; the FSDP2 stacks shard; OpenRLHF runs ZeRO-2.
    for (const char *id : {"hf", "trl", "axolotl", "unsloth", "llama-factory", "ms-swift"})
        CHECK(Stacks::find(QLatin1String(id))->traits.sharding == Estimate::Sharding::Ddp);
    for (const char *id : {"torchtune", "torchtitan", "nemo-automodel", "litgpt", "prime-rl", "verl"})
        CHECK(Stacks::find(QLatin1String(id))->traits.sharding == Estimate::Sharding::Fsdp);
    CHECK(Stacks::find(QStringLiteral("openrlhf"))->traits.sharding == Estimate::Sharding::Zero2);
    CHECK(Stacks::ids().first() == Stacks::defaultId());

    // The window's tooltip for each stack: its values in words, judgements marked, and where they were read.
    const Stacks::Stack *titan = Stacks::find(QStringLiteral("torchtitan"));
    REQUIRE(titan);
    const QString tip = JobFields::choiceToolTip(QStringLiteral("stack"), QStringLiteral("torchtitan"));
    CHECK(tip.startsWith(titan->name + QStringLiteral(": checkpointing selective, checkpoint offload no, ")));
    CHECK(tip.contains(QStringLiteral("memory metric reserved")));
    CHECK(tip.contains(titan->versions));
    CHECK(tip.endsWith(QStringLiteral("gpuscout stacks torchtitan lists the source of each.")));
    CHECK(JobFields::choiceToolTip(QStringLiteral("method"), QStringLiteral("full")).isEmpty());
}

TEST_CASE("A stack table with a missing, contradictory or uncited entry is refused, naming the entry")
{
    const Stacks::LoadResult good = Stacks::parse(stackFixture("good_two"), QStringLiteral("good_two.json"));
    INFO(good.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(good.ok());
    CHECK(good.stacks.size() == 2);

    const std::pair<const char *, const char *> cases[] = {
        {"bad_missing_entry", "good: stack \"hf\", entry \"loss\": missing"},
        {"bad_contradiction",
         "stack \"hf\", entry \"checkpoint_offload\": true, but checkpointing is \"none\""},
        {"bad_unknown_value",
         "stack \"hf\", entry \"moe_kernel\": expected loop, grouped or dense, got \"scatter\""},
        {"bad_no_source", "stack \"hf\", entry \"mfu_scale\": \"source\" must be a non-empty string"},
        {"bad_duplicate_id", "stack \"hf\": the id is used twice"},
        {"bad_out_of_range",
         "stack \"hf\", entry \"allocator_slack\": expected a number from 0 to 0.5, got 0.9"},
        {"bad_auto_sharding",
         "stack \"hf\", entry \"sharding\": expected fsdp, zero2, zero1 or ddp, got \"auto\""},
        {"bad_no_default", "no stack \"hf\", the default"},
        {"bad_truncated", "not valid JSON"},
    };
    for (const auto &[name, expected] : cases) {
        INFO(name);
        const Stacks::LoadResult result = Stacks::parse(stackFixture(name), QStringLiteral("good"));
        REQUIRE_FALSE(result.ok());
        CHECK(result.stacks.empty());
        const QString all = result.errors.join(QLatin1Char('\n'));
        INFO(all.toStdString());
        CHECK(all.contains(QString::fromUtf8(expected).remove(QStringLiteral("good: "))));
        for (const QString &line : result.errors)
            CHECK(line.startsWith(QStringLiteral("good: ")));
    }
}

TEST_CASE("The stack is a job field: it sets its defaults first, and what the user gives wins")
{
    Job job = Job::defaults();
    CHECK(job.workload.stack.id == QStringLiteral("hf"));
    QString error;
    CHECK_FALSE(JobFields::set(job, QStringLiteral("stack"), QStringLiteral("no-such-trainer"), &error));
    CHECK(error.startsWith(QStringLiteral("expected hf, ")));
    CHECK(error.endsWith(QStringLiteral(", got \"no-such-trainer\"")));

    const Stacks::Stack *unsloth = Stacks::find(QStringLiteral("unsloth"));
    REQUIRE(unsloth);
    REQUIRE(JobFields::set(job, QStringLiteral("stack"), QStringLiteral("unsloth"), &error));
    CHECK(job.workload.stack.id == QStringLiteral("unsloth"));
    CHECK(job.workload.loss == unsloth->loss);
    CHECK(job.workload.checkpointing == unsloth->checkpointing);
    // A later field overrides the stack's default, as on the command line (the stack comes first in the
    // table).
    REQUIRE(JobFields::set(job, QStringLiteral("loss"), QStringLiteral("standard"), &error));
    CHECK(job.workload.loss == Loss::Standard);
    const QVariantMap saved = JobFields::toSettings(job);
    const Job restored = JobFields::fromSettings(saved);
    CHECK(restored.workload.stack.id == QStringLiteral("unsloth"));
    CHECK(restored.workload.loss == Loss::Standard);
    CHECK(JobFields::toJson(job).value(QStringLiteral("stack")).toString() == QStringLiteral("unsloth"));
    CHECK(JobFields::arguments(job).contains(QStringLiteral("--stack unsloth")));
    CHECK(describe(job.workload).endsWith(QStringLiteral(", on ") + unsloth->name));
}

TEST_CASE("What a stack holds changes the estimate where it should and nowhere else")
{
    Workload w = Job::defaults().workload;
    w.method = Method::Lora;
    w.seqLen = 1024;
    const Memory bf16 = memory(w);
    Workload fp32 = w;
    fp32.stack.frozenFp32 = true;
    // The frozen base doubles; nothing else moves.
    CHECK(memory(fp32).weights == Approx(2 * bf16.weights));
    CHECK(memory(fp32).activations == Approx(bf16.activations));
    // Pure bf16 (litgpt's bf16-true) holds the base in bf16 whatever the stack loads it in.
    Workload pure = fp32;
    pure.precision = Precision::Bf16;
    CHECK(memory(pure).weights == Approx(bf16.weights));

    Workload full = w;
    full.method = Method::Full;
    Workload sharded = full;
    sharded.stack.masterWeights = MasterWeights::ShardedFp32;
    CHECK(memory(sharded).weights == Approx(memory(full).weights * 4.0 / 6.0));

    Workload ckpt = w;
    ckpt.checkpointing = Checkpointing::Full;
    Workload offloaded = ckpt;
    offloaded.stack.checkpointOffload = true;
    CHECK(memory(offloaded).activations < memory(ckpt).activations);
    CHECK(memory(offloaded).weights == Approx(memory(ckpt).weights));

    const DatasetLoadResult loaded = loadDatasetFile(fixtureGpusPath());
    REQUIRE(loaded.ok());
    const Gpu *h100 = loaded.dataset->find(QStringLiteral("fx_h100_sxm"));
    REQUIRE(h100);
    Workload slower = w;
    slower.stack.mfuScale = 0.5;
    CHECK(tokensPerSecond(slower, *h100, 1) < tokensPerSecond(w, *h100, 1));
    Workload slack = w;
    slack.stack.allocatorSlack = 0.0;
    CHECK(memory(slack).allocator == 0.0);
    CHECK(memory(slack).total() < memory(w).total());
}

TEST_CASE("Mixture-of-experts kernels: a loop over the experts is slower than grouped GEMM")
{
    QString error;
    auto shape =
        ModelPresets::readConfig(fixturePath(QStringLiteral("model_configs/qwen3-30b-a3b.json")), &error);
    REQUIRE(shape);
    Workload w;
    w.model = *shape;
    w.method = Method::Lora;
    w.seqLen = 4096;
    const DatasetLoadResult loaded = loadDatasetFile(fixtureGpusPath());
    const Gpu *h100 = loaded.dataset->find(QStringLiteral("fx_h100_sxm"));
    REQUIRE(h100);
    w.moeKernel = MoeKernel::Grouped;
    const double grouped = tokensPerSecond(w, *h100, 1);
    w.moeKernel = MoeKernel::Loop;
    const double loop = tokensPerSecond(w, *h100, 1);
    CHECK(loop < grouped * 0.8);
    // The loop's fixed cost per expert weighs less as each expert sees more tokens.
    Workload longer = w;
    longer.microBatch = 8;
    Workload longerGrouped = longer;
    longerGrouped.moeKernel = MoeKernel::Grouped;
    CHECK(tokensPerSecond(longer, *h100, 1) / tokensPerSecond(longerGrouped, *h100, 1) > loop / grouped);
    // Expert parallelism's all-to-all adds to the step instead of hiding behind compute.
    w.moeKernel = MoeKernel::Grouped;
    Workload ep = w;
    ep.expertParallel = true;
    CHECK(tokensPerSecond(ep, *h100, 8) < tokensPerSecond(w, *h100, 8) * 1.5);
}

TEST_CASE("Bands: the finest kind with rows, intervals that hold the estimate, three fit states")
{
    // A 90% t interval (6 degrees of freedom) around the median 1.02, spread 1.4826 x MAD (tst_bandrule).
    const Bands::Band b = Bands::fromRatios({0.8, 0.9, 0.95, 1.02, 1.05, 1.1, 1.2});
    CHECK(b.rows == 7);
    CHECK(b.low == Approx(0.8084).epsilon(0.001));
    CHECK(b.high == Approx(1.2871).epsilon(0.001));
    CHECK(Bands::fromRatios({1.5, 1.6, 1.7}).low == 1.0); // widened to hold the estimate itself

    Bands::Table table;
    table.memory[QStringLiteral("lora")] = {0.8, 1.3, 9, QStringLiteral("lora")};
    table.memory[QStringLiteral("all")] = {0.9, 1.1, 40, QStringLiteral("all")};
    Workload w;
    w.method = Method::Lora;
    CHECK(Bands::lookup(table, w, Bands::Quantity::Memory).kind == QStringLiteral("lora"));
    w.method = Method::Full;
    CHECK(Bands::lookup(table, w, Bands::Quantity::Memory).kind == QStringLiteral("all"));
    CHECK(Bands::lookup(table, w, Bands::Quantity::Speed).rows == 0); // no rows: the estimate alone
    QString error;
    const auto again = Bands::parse(Bands::write(table), &error);
    REQUIRE(again);
    CHECK(again->memory.at(QStringLiteral("lora")).high == Approx(1.3));
    // Written to three decimals outwards: a band never narrows, and one below 0.001 still reads back.
    table.memory[QStringLiteral("lora")] = {0.00004, 1.00011, 2, QStringLiteral("lora")};
    const auto tiny = Bands::parse(Bands::write(table), &error);
    REQUIRE(tiny);
    CHECK(tiny->memory.at(QStringLiteral("lora")).low == Approx(0.001));
    CHECK(tiny->memory.at(QStringLiteral("lora")).high == Approx(1.001));
    CHECK_FALSE(Bands::parse("{\"schema_version\": 1, \"memory\": {\"all\": {\"low\": 1.2, \"high\": 1.5, "
                             "\"rows\": 3}}, \"speed\": {}}",
                             &error));
    CHECK(error == QStringLiteral("memory \"all\": expected 0 < low <= 1 <= high <= 100, got 1.2 and 1.5"));
    CHECK_FALSE(Bands::parse("{\"schema_version\": 1, \"memory\": {\"all\\n\": {\"low\": 0.9, \"high\": 1.1, "
                             "\"rows\": 3}}, \"speed\": {}}",
                             &error)); // a trailing line feed is not the end of the name
    // A kind that is not a kind: one line naming it, its control characters shown as escapes.
    CHECK_FALSE(
        Bands::parse("{\"schema_version\": 1, \"memory\": {\"lo\\nra\": {\"low\": 0.9, \"high\": 1.1, "
                     "\"rows\": 3}}, \"speed\": {}}",
                     &error));
    CHECK(error ==
          QStringLiteral("memory \"lo\\u000ara\": a kind is lowercase words joined by \"/\" (such as "
                         "\"lora/hf/sft/dense\")"));

    // Every GPU of the bundled dataset: the state follows the band against the usable memory, and a job
    // that may fit names the change that makes it certain where one exists.
    const DatasetLoadResult loaded = loadBundledDataset();
    REQUIRE(loaded.ok());
    int mayFit = 0, named = 0, mayFitAboveEstimate = 0;
    for (int seq : {1024, 2048, 4096, 8192, 16384}) {
        Workload job = Job::defaults().workload;
        job.seqLen = seq;
        job.gpus = 1;
        for (const Gpu &gpu : loaded.dataset->gpus) {
            Result r = onGpu(job, gpu, 1);
            fixesFor(job, gpu, 1, &r);
            INFO(gpu.id.toStdString() << " seq " << seq);
            CHECK(r.totalLowGib <= r.memory.total());
            CHECK(r.totalHighGib >= r.memory.total());
            if (r.totalHighGib <= r.capacityGib)
                CHECK(r.fit == Fit::Fits);
            else if (r.totalLowGib <= r.capacityGib)
                CHECK(r.fit == Fit::MayFit);
            else
                CHECK(r.fit == Fit::DoesNotFit);
            mayFit += r.fit == Fit::MayFit;
            named += !r.certainBy.isEmpty();
            // Whatever may hold the job has a speed, also where the estimate itself needs more GPUs.
            if (r.fit != Fit::DoesNotFit && r.tflopsUsed > 0)
                CHECK(r.tokensPerSecond > 0);
            if (r.fit == Fit::MayFit && r.gpusNeeded > 1)
                ++mayFitAboveEstimate;
            if (r.fit != Fit::MayFit)
                CHECK(r.certainBy.isEmpty());
        }
    }
    CHECK(mayFit > 0);
    CHECK(named > 0);
    CHECK(mayFitAboveEstimate > 0); // the case above is reached
}

TEST_CASE("LoRA dropout: each stack's default, cited, set first and overridden by the job")
{
    // The defaults as the stacks' sources give them (data/stacks.json quotes each line).
    const std::pair<const char *, double> defaults[] = {
        {"hf", 0.0},        {"trl", 0.05},      {"axolotl", 0.0}, {"unsloth", 0.0},  {"llama-factory", 0.0},
        {"ms-swift", 0.05}, {"torchtune", 0.0}, {"litgpt", 0.05}, {"openrlhf", 0.0}, {"prime-rl", 0.0}};
    for (const auto &[id, dropout] : defaults) {
        INFO(id);
        const Stacks::Stack *stack = Stacks::find(QLatin1String(id));
        REQUIRE(stack);
        CHECK(stack->loraDropout == dropout);
        CHECK(stack->citations.at(QStringLiteral("lora_dropout")).value.toDouble() == dropout);
    }

    Job job = Job::defaults();
    QString error;
    CHECK(job.workload.loraDropout == 0);
    REQUIRE(JobFields::set(job, QStringLiteral("stack"), QStringLiteral("trl"), &error));
    CHECK(job.workload.loraDropout == 0.05);
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("lora"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("lora-dropout"), QStringLiteral("0"), &error));
    CHECK(job.workload.loraDropout == 0);
    CHECK(JobFields::arguments(job).contains(QStringLiteral("--lora-dropout 0")));
    CHECK(JobFields::toJson(job).value(QStringLiteral("lora_dropout")).toDouble(-1) == 0);
    CHECK(describe(job.workload).contains(QStringLiteral(", LoRA dropout 0")));
    const Job restored = JobFields::fromSettings(JobFields::toSettings(job));
    CHECK(restored.workload.stack.id == QStringLiteral("trl"));
    CHECK(restored.workload.loraDropout == 0);
    // A probability, nothing else; a full fine-tune has no adapters, so its JSON names none, while its
    // command line keeps the job's dropout (the LoRA fix beside the ranking trains with it).
    for (const char *bad : {"1.5", "-0.1", "yes", "5%"}) {
        INFO(bad);
        CHECK_FALSE(JobFields::set(job, QStringLiteral("lora-dropout"), QLatin1String(bad), &error));
        CHECK(job.workload.loraDropout == 0);
    }
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
    CHECK(JobFields::arguments(job).contains(QStringLiteral("--lora-dropout 0")));
    CHECK_FALSE(JobFields::toJson(job).contains(QStringLiteral("lora_dropout")));

    // A table whose stack leaves the entry out, or gives it as text or out of range, is refused by name.
    const std::pair<const char *, const char *> cases[] = {
        {"bad_missing_dropout", "stack \"hf\", entry \"lora_dropout\": missing"},
        {"bad_dropout_text",
         "stack \"hf\", entry \"lora_dropout\": expected a number from 0 to 1, got \"0.05\""},
        {"bad_dropout_range", "stack \"hf\", entry \"lora_dropout\": expected a number from 0 to 1, got 1.5"},
    };
    for (const auto &[name, expected] : cases) {
        INFO(name);
        const Stacks::LoadResult result = Stacks::parse(stackFixture(name), QStringLiteral("t.json"));
        CHECK_FALSE(result.ok());
        CHECK(result.stacks.empty());
        const QString all = result.errors.join(QLatin1Char('\n'));
        INFO(all.toStdString());
        CHECK(all.contains(QString::fromUtf8(expected)));
    }
}

TEST_CASE("The optional entries come from one table: their keys, headings, words and defaults")
{
    // The order the table, the window and `gpuscout stacks` list them in.
    CHECK(Stacks::optionalEntryKeys() ==
          QStringList({QStringLiteral("fsdp_accumulation"), QStringLiteral("logits_held"),
                       QStringLiteral("fused_loss_fits_free_memory"), QStringLiteral("optimizer_kernel"),
                       QStringLiteral("fsdp_parameters"), QStringLiteral("zero3_fetch"),
                       QStringLiteral("expert_weights"), QStringLiteral("attention_kernel"),
                       QStringLiteral("selective_recompute"), QStringLiteral("norm_rotary_kernels"),
                       QStringLiteral("compile")}));
    // Each column of the overview has its own heading: a short name, or the key itself.
    CHECK(Stacks::entryHeading(QStringLiteral("checkpointing")) == QStringLiteral("ckpt"));
    CHECK(Stacks::entryHeading(QStringLiteral("sharding")) == QStringLiteral("sharding"));
    CHECK(Stacks::entryHeading(QStringLiteral("norm_rotary_kernels")) == QStringLiteral("norm/rotary"));
    CHECK(Stacks::entryHeading(QStringLiteral("compile")) == QStringLiteral("compiled"));
    CHECK(Stacks::entryHeading(QStringLiteral("no_such_entry")) == QStringLiteral("no_such_entry"));
    QStringList headings;
    for (const QString &key : Stacks::entryKeys() + Stacks::optionalEntryKeys())
        headings << Stacks::entryHeading(key);
    CHECK(headings.removeDuplicates() == 0);

    // The Transformers Trainer departs from nothing: an absent entry reads as its default.
    const Stacks::Stack *hf = Stacks::find(QStringLiteral("hf"));
    REQUIRE(hf);
    for (const QString &key : Stacks::optionalEntryKeys())
        CHECK(hf->citations.count(key) == 0);
    CHECK_FALSE(hf->compiled);
    CHECK_FALSE(hf->traits.unshardedAccumulation);
    CHECK_FALSE(hf->traits.logitsHeld);
    CHECK_FALSE(hf->traits.fusedLossFitsFreeMemory);
    CHECK_FALSE(hf->traits.foreachOptimizer);
    CHECK_FALSE(hf->traits.cudnnAttention);
    CHECK_FALSE(hf->traits.selectiveEverySecondMatmul);
    CHECK_FALSE(hf->traits.fusedNormRotary);

    // A wrong value is refused with the entry's own words, or as not true or false.
    const std::pair<const char *, const char *> cases[] = {
        {"fsdp_accumulation", "expected sharded or unsharded, got \"x\""},
        {"optimizer_kernel", "expected fused or foreach, got \"x\""},
        {"attention_kernel", "expected flash-attn-2 or cudnn, got \"x\""},
        {"selective_recompute", "expected attention_core or every_second_matmul, got \"x\""},
        {"norm_rotary_kernels", "expected unfused or fused, got \"x\""},
        {"logits_held", "expected true or false, got \"x\""},
        {"fused_loss_fits_free_memory", "expected true or false, got \"x\""},
        {"compile", "expected true or false, got \"x\""},
    };
    for (const auto &[key, expected] : cases) {
        INFO(key);
        const QByteArray json = bundledStacksEdited(QStringLiteral("hf"), [&](QJsonObject &entries) {
            entries.insert(QLatin1String(key),
                           QJsonObject{{QStringLiteral("value"), QStringLiteral("x")},
                                       {QStringLiteral("source"), QStringLiteral("github.com/a/b c, line 1")},
                                       {QStringLiteral("quote"), QStringLiteral("x")}});
        });
        const Stacks::LoadResult result = Stacks::parse(json, QStringLiteral("t.json"));
        CHECK_FALSE(result.ok());
        const QString all = result.errors.join(QLatin1Char('\n'));
        INFO(all.toStdString());
        CHECK(all.contains(QStringLiteral("stack \"hf\", entry \"%1\": %2")
                               .arg(QLatin1String(key), QString::fromUtf8(expected))));
    }

    // Eager attention with a fused kernel names the kernel's word.
    const QByteArray eager = bundledStacksEdited(QStringLiteral("nemo-automodel"), [](QJsonObject &entries) {
        QJsonObject a = entries.value(QStringLiteral("attention")).toObject();
        a.insert(QStringLiteral("value"), QStringLiteral("eager"));
        entries.insert(QStringLiteral("attention"), a);
    });
    const QString refused = Stacks::parse(eager, QStringLiteral("t.json")).errors.join(QLatin1Char('\n'));
    CHECK(refused.contains(QStringLiteral(
        "entry \"attention_kernel\": \"cudnn\", but attention is \"eager\": only fused attention "
        "runs a fused kernel")));
}

TEST_CASE("Every field the stack decides is set back to the stack's value by applyTo, whatever it was")
{
    for (const char *id : {"hf", "unsloth", "prime-rl", "nemo-automodel"}) {
        const Stacks::Stack *stack = Stacks::find(QLatin1String(id));
        REQUIRE(stack);
        for (const QString &key : Stacks::decidedFields()) {
            INFO(id << ": " << key.toStdString());
            const JobFields::Field *field = JobFields::find(key);
            REQUIRE(field);
            Job job;
            job.workload.checkpointing = Estimate::Checkpointing::Full; // where ckpt-offload applies
            stack->applyTo(job.workload);
            const QString stackValue = field->get(job);
            // Another value than the stack's: another word of a choice, another dropout.
            QString other = QStringLiteral("0.37");
            for (const QString &word : field->choices) {
                if (word != stackValue) {
                    other = word;
                    break;
                }
            }
            field->put(job, other);
            REQUIRE(field->get(job) != stackValue);
            stack->applyTo(job.workload);
            CHECK(field->get(job) == stackValue);
        }
    }
}
