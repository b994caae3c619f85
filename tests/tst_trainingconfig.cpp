#include "app/core/stacks.h"
#include "app/core/trainingconfig.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using TrainingConfig::Origin;

namespace {

// What one job field should be after reading a config: its value and where it came from (the file's key
// and line for a value read from the file).
struct Expect
{
    const char *field;
    QString value;
    Origin origin;
    const char *key = "";
    int line = 0;
};

QString config(const char *name)
{
    return fixturePath(QStringLiteral("configs/") + QLatin1String(name));
}

// Shapes identical to the checkpoints the examples name (Meta-Llama-3-8B and Llama-3.1-8B share theirs; so do
// Qwen3-4B-Instruct-2507 and Qwen3-4B), given as --model-config would give them.
QString modelConfig(const char *name)
{
    return fixturePath(QStringLiteral("model_configs/") + QLatin1String(name));
}

TrainingConfig::Result open(const char *name, const QString &model = QString())
{
    QString error;
    const std::optional<TrainingConfig::Result> result = TrainingConfig::read(config(name), model, &error);
    INFO(error.toStdString());
    REQUIRE(result);
    return *result;
}

void check(const TrainingConfig::Result &result, const std::vector<Expect> &expected)
{
    INFO(result.note().toStdString());
    for (const Expect &e : expected) {
        INFO("field " << e.field);
        const TrainingConfig::FieldOrigin *o = result.origin(QLatin1String(e.field));
        REQUIRE(o);
        CHECK(o->value == e.value);
        CHECK(int(o->origin) == int(e.origin));
        if (e.origin == Origin::Read) {
            CHECK(o->key == QLatin1String(e.key));
            CHECK(o->line == e.line);
        }
        if (e.origin == Origin::Default) {
            CHECK(o->source.contains(QLatin1String(e.key)));
            CHECK_FALSE(o->quote.isEmpty());
        }
        // The job itself holds the value (the provenance is not a story told beside it).
        CHECK(JobFields::find(QLatin1String(e.field))->get(result.job) == e.value);
    }
}

// The not-expressed entry for `key`, or nothing.
std::optional<TrainingConfig::Unexpressed> unexpressed(const TrainingConfig::Result &result,
                                                       const QString &key)
{
    for (const TrainingConfig::Unexpressed &u : result.notExpressed)
        if (u.key == key)
            return u;
    return std::nullopt;
}

QString refusal(const char *name, const QString &model = QString())
{
    QString error;
    const std::optional<TrainingConfig::Result> result = TrainingConfig::read(config(name), model, &error);
    CHECK_FALSE(result);
    CHECK_FALSE(error.contains(QLatin1Char('\n')));
    return error;
}

} // namespace

TEST_CASE("axolotl's Llama 3 QLoRA example reads field by field")
{
    const QString model = modelConfig("llama-3.1-8b.json");
    const TrainingConfig::Result r = open("axolotl_llama3_qlora.yml", model);
    CHECK(r.kind == TrainingConfig::Kind::Axolotl);
    CHECK(r.unresolvedModel.isEmpty());
    check(r, {{"model-config", model, Origin::Read, "base_model", 2},
              {"stack", QStringLiteral("axolotl"), Origin::Kind},
              {"method", QStringLiteral("qlora"), Origin::Read, "load_in_4bit", 10},
              {"lora-rank", QStringLiteral("32"), Origin::Read, "lora_r", 26},
              {"lora-targets", QStringLiteral("all"), Origin::Read, "lora_target_linear", 29},
              {"precision", QStringLiteral("bf16-mixed"), Origin::Read, "bf16", 44},
              {"optimizer", QStringLiteral("adamw"), Origin::Read, "optimizer", 40},
              {"objective", QStringLiteral("sft"), Origin::Default,
               "src/axolotl/utils/schemas/config.py, line 262-263"},
              {"seq", QStringLiteral("4096"), Origin::Read, "sequence_len", 22},
              {"batch", QStringLiteral("2"), Origin::Read, "micro_batch_size", 38},
              {"grad-accum", QStringLiteral("4"), Origin::Read, "gradient_accumulation_steps", 37},
              {"ckpt", QStringLiteral("full"), Origin::Read, "gradient_checkpointing", 47},
              {"attention", QStringLiteral("fused"), Origin::Read, "attn_implementation", 50},
              {"loss", QStringLiteral("standard"), Origin::Stack},
              {"kbit-prep", QStringLiteral("none"), Origin::Stack},
              {"offload", QStringLiteral("none"), Origin::Default, "line 1032-1033"},
              {"tokens", QString(), Origin::GpuScout}});
    const auto packing = unexpressed(r, QStringLiteral("sample_packing"));
    REQUIRE(packing);
    CHECK(packing->line == 23);
    CHECK(packing->why.startsWith(QLatin1String("packing fills each sequence")));
    CHECK_FALSE(unexpressed(r, QStringLiteral("gradient_accumulation_steps"))); // read as --grad-accum
    CHECK(unexpressed(r, QStringLiteral("datasets")));
    CHECK(unexpressed(r, QStringLiteral("lora_alpha")));
    // Keys with no value set nothing and are not listed.
    CHECK_FALSE(unexpressed(r, QStringLiteral("wandb_project")));
    // Every job field but the two model fields not in use has an origin.
    CHECK(r.fields.size() == JobFields::all().size() - 2);
}

TEST_CASE("axolotl's Qwen3 32B QLoRA example: a preset Hub id, Cut Cross-Entropy, 4-bit AdamW, offloaded "
          "checkpoints")
{
    const TrainingConfig::Result r = open("axolotl_qwen3_32b_qlora.yaml");
    check(r, {{"model", QStringLiteral("qwen3-32b"), Origin::Read, "base_model", 2},
              {"method", QStringLiteral("qlora"), Origin::Read, "load_in_4bit", 28},
              {"lora-rank", QStringLiteral("16"), Origin::Read, "lora_r", 30},
              {"lora-targets", QStringLiteral("all"), Origin::Read, "lora_target_modules", 32},
              {"seq", QStringLiteral("2048"), Origin::Read, "sequence_len", 23},
              {"batch", QStringLiteral("1"), Origin::Read, "micro_batch_size", 50},
              {"optimizer", QStringLiteral("adamw8bit"), Origin::Read, "optimizer", 52},
              {"ckpt", QStringLiteral("full"), Origin::Read, "gradient_checkpointing", 59},
              {"loss", QStringLiteral("fused"), Origin::Read, "plugins", 6}});
    CHECK(r.job.workload.model.id == QLatin1String("qwen3-32b"));
    std::vector<QString> notes;
    for (const TrainingConfig::Unexpressed &u : r.notExpressed)
        if (u.key == QLatin1String("lora_target_modules") || u.key == QLatin1String("optimizer") ||
            u.key == QLatin1String("gradient_checkpointing"))
            notes.push_back(u.why);
    CHECK(notes ==
          std::vector<QString>{
              QStringLiteral("gate_proj not adapted: counted as lora-targets all, a slight over-estimate"),
              QStringLiteral("4-bit optimizer states are counted as 8-bit (an over-estimate)"),
              QStringLiteral("checkpointed activations offloaded to CPU or disk are counted as kept on the "
                             "GPU (an over-estimate)")});
}

TEST_CASE("axolotl's 8-bit LoRA, Liger full fine-tune and DPO examples")
{
    const QString model = modelConfig("llama-3.1-8b.json");
    const TrainingConfig::Result lora = open("axolotl_llama3_lora_8b.yml", model);
    check(lora, {{"method", QStringLiteral("lora"), Origin::Read, "adapter", 24},
                 {"optimizer", QStringLiteral("adamw8bit"), Origin::Read, "optimizer", 43}});
    const auto eight = unexpressed(lora, QStringLiteral("load_in_8bit"));
    REQUIRE(eight);
    CHECK(eight->line == 9);

    const TrainingConfig::Result full = open("axolotl_llama3_fft_liger_fsdp.yaml", model);
    check(full, {{"method", QStringLiteral("full"), Origin::Default,
                  "src/axolotl/utils/schemas/peft.py, line 41-42"},
                 {"loss", QStringLiteral("fused"), Origin::Read, "liger_fused_linear_cross_entropy", 11},
                 {"seq", QStringLiteral("4096"), Origin::Read, "sequence_len", 28},
                 {"optimizer", QStringLiteral("adamw"), Origin::Read, "optimizer", 41},
                 {"sharding", QStringLiteral("fsdp"), Origin::Read, "fsdp", 59}});
    const auto fsdp = unexpressed(full, QStringLiteral("fsdp_config"));
    REQUIRE(fsdp);
    CHECK(fsdp->line == 62);

    const TrainingConfig::Result dpo = open("axolotl_llama3_instruct_dpo_lora.yml", model);
    check(dpo, {{"objective", QStringLiteral("dpo"), Origin::Read, "rl", 17},
                {"method", QStringLiteral("lora"), Origin::Read, "adapter", 43},
                {"seq", QStringLiteral("4096"), Origin::Read, "sequence_len", 39}});
}

TEST_CASE("LLaMA-Factory's Qwen3 LoRA, QLoRA, DPO and full examples read field by field")
{
    const QString model = modelConfig("qwen3-4b.json");
    const TrainingConfig::Result lora = open("llamafactory_qwen3_lora_sft.yaml", model);
    CHECK(lora.kind == TrainingConfig::Kind::LlamaFactory);
    check(lora,
          {{"model-config", model, Origin::Read, "model_name_or_path", 3},
           {"stack", QStringLiteral("llama-factory"), Origin::Kind},
           {"objective", QStringLiteral("sft"), Origin::Read, "stage", 7},
           {"method", QStringLiteral("lora"), Origin::Read, "finetuning_type", 9},
           {"lora-rank", QStringLiteral("8"), Origin::Read, "lora_rank", 10},
           {"lora-targets", QStringLiteral("all"), Origin::Read, "lora_target", 11},
           {"seq", QStringLiteral("2048"), Origin::Read, "cutoff_len", 16},
           {"batch", QStringLiteral("1"), Origin::Read, "per_device_train_batch_size", 31},
           {"precision", QStringLiteral("bf16-mixed"), Origin::Read, "bf16", 37},
           {"ckpt", QStringLiteral("full"), Origin::Default,
            "src/llamafactory/hparams/model_args.py, line 145-146"},
           {"attention", QStringLiteral("fused"), Origin::Default, "model_args.py, line 117-118"},
           {"loss", QStringLiteral("standard"), Origin::Default, "model_args.py, line 137-138"},
           {"optimizer", QStringLiteral("adamw"), Origin::Default, "src/transformers/training_args.py"}});

    const TrainingConfig::Result qlora = open("llamafactory_qwen3_qlora_sft_otfq.yaml", model);
    check(qlora, {{"method", QStringLiteral("qlora"), Origin::Read, "quantization_bit", 4},
                  {"kbit-prep", QStringLiteral("none"), Origin::Stack}});
    CHECK(unexpressed(qlora, QStringLiteral("quantization_method")));

    const TrainingConfig::Result dpo = open("llamafactory_qwen3_lora_dpo.yaml", model);
    check(dpo, {{"objective", QStringLiteral("dpo"), Origin::Read, "stage", 7}});
    CHECK(unexpressed(dpo, QStringLiteral("pref_beta")));

    const TrainingConfig::Result full = open("llamafactory_qwen3_full_sft.yaml", model);
    check(full, {{"method", QStringLiteral("full"), Origin::Read, "finetuning_type", 9},
                 {"offload", QStringLiteral("none"), Origin::GpuScout}});
    // The example's DeepSpeed file is a path inside LLaMA-Factory's tree, not beside this config.
    const auto deepspeed = unexpressed(full, QStringLiteral("deepspeed"));
    REQUIRE(deepspeed);
    CHECK(deepspeed->line == 10);
    CHECK(deepspeed->why.startsWith(QLatin1String("the DeepSpeed file was not found beside the config")));
}

TEST_CASE("A DeepSpeed file beside the config that offloads the optimizer sets --offload optimizer")
{
    QTemporaryDir dir;
    QFile ds(dir.filePath(QStringLiteral("ds_z3_offload.json")));
    REQUIRE(ds.open(QIODevice::WriteOnly));
    ds.write(R"({"zero_optimization": {"stage": 3, "offload_optimizer": {"device": "cpu"},
                 "offload_param": {"device": "cpu"}}})");
    ds.close();
    const QByteArray yaml = "model_name_or_path: Qwen/Qwen3-8B\nstage: sft\nfinetuning_type: full\n"
                            "deepspeed: ds_z3_offload.json\nbf16: true\n";
    QString error;
    const auto r = TrainingConfig::parse(yaml, QStringLiteral("offload.yaml"), dir.path(), QString(), &error);
    INFO(error.toStdString());
    REQUIRE(r);
    check(*r, {{"offload", QStringLiteral("optimizer"), Origin::Read, "deepspeed", 4},
               {"sharding", QStringLiteral("fsdp"), Origin::Read, "deepspeed", 4}});
    const auto param = unexpressed(*r, QStringLiteral("deepspeed"));
    REQUIRE(param);
    CHECK(param->why.startsWith(QLatin1String("ZeRO parameter offload (offload_param) is not modelled")));
}

TEST_CASE("TRL configs: the zephyr QLoRA SFT and DPO recipes, LoRA Without Regret, and TRL's CLI example")
{
    const TrainingConfig::Result sft = open("trl_zephyr_sft_qlora.yaml");
    CHECK(sft.kind == TrainingConfig::Kind::Trl);
    check(sft, {{"model", QStringLiteral("mistral-7b"), Origin::Read, "model_name_or_path", 3},
                {"stack", QStringLiteral("trl"), Origin::Kind},
                {"method", QStringLiteral("qlora"), Origin::Read, "load_in_4bit", 9},
                {"lora-rank", QStringLiteral("16"), Origin::Read, "lora_r", 11},
                {"lora-targets", QStringLiteral("all"), Origin::Read, "lora_target_modules", 14},
                {"attention", QStringLiteral("fused"), Origin::Read, "attn_implementation", 6},
                {"precision", QStringLiteral("bf16-mixed"), Origin::Read, "bf16", 44},
                {"ckpt", QStringLiteral("full"), Origin::Read, "gradient_checkpointing", 48},
                {"seq", QStringLiteral("2048"), Origin::Read, "max_length", 58},
                {"batch", QStringLiteral("4"), Origin::Read, "per_device_train_batch_size", 64},
                {"optimizer", QStringLiteral("adamw"), Origin::Default, "src/transformers/training_args.py"},
                {"loss", QStringLiteral("chunked"), Origin::Stack},
                {"objective", QStringLiteral("sft"), Origin::GpuScout}});
    CHECK(unexpressed(sft, QStringLiteral("torch_dtype")));

    const TrainingConfig::Result dpo =
        open("trl_zephyr_dpo_qlora.yaml", fixturePath(QStringLiteral("configs/mistral-7b-v0.1.config.json")));
    check(dpo, {{"objective", QStringLiteral("dpo"), Origin::Read, "beta", 32},
                {"method", QStringLiteral("qlora"), Origin::Read, "load_in_4bit", 8},
                {"seq", QStringLiteral("1024"), Origin::Read, "max_length", 45},
                {"optimizer", QStringLiteral("adamw"), Origin::Read, "optim", 48}});

    const QString qwen = modelConfig("qwen2.5-3b-instruct.json");
    const TrainingConfig::Result regret = open("trl_lora_without_regret_sft.yaml", qwen);
    check(regret,
          {{"model-config", qwen, Origin::Read, "model_name_or_path", 3},
           {"method", QStringLiteral("lora"), Origin::Read, "use_peft", 11},
           {"lora-rank", QStringLiteral("256"), Origin::Read, "lora_r", 12},
           {"lora-targets", QStringLiteral("all"), Origin::Read, "lora_target_modules", 14},
           {"batch", QStringLiteral("2"), Origin::Read, "per_device_train_batch_size", 8},
           {"seq", QStringLiteral("1024"), Origin::Default, "trl/trainer/sft_config.py, line 205-206"},
           {"ckpt", QStringLiteral("full"), Origin::Default, "trl/trainer/base_config.py, line 61-62"},
           {"precision", QStringLiteral("bf16-mixed"), Origin::Default, "trl/trainer/base_config.py"}});
    const auto packing = unexpressed(regret, QStringLiteral("packing"));
    REQUIRE(packing);
    CHECK(packing->line == 7);

    // TRL's own CLI example names Qwen2.5 0.5B, which is not a preset: its config.json is asked for.
    CHECK(refusal("trl_example_config.yaml") ==
          config("trl_example_config.yaml") +
              QStringLiteral(
                  ":10: model_name_or_path: \"Qwen/Qwen2.5-0.5B\" is not a preset (see --list-models): "
                  "give its config.json with --model-config"));
    const TrainingConfig::Result example = open("trl_example_config.yaml", qwen);
    check(example,
          {{"method", QStringLiteral("full"), Origin::Default, "trl/trainer/model_config.py, line 103-104"}});
}

TEST_CASE("Transformers TrainingArguments as JSON: the single-GPU guide's three examples")
{
    const TrainingConfig::Result ckpt = open("hf_gradient_checkpointing.json");
    CHECK(ckpt.kind == TrainingConfig::Kind::Transformers);
    check(ckpt, {{"stack", QStringLiteral("hf"), Origin::Kind},
                 {"model", QStringLiteral("llama-3.1-8b"), Origin::GpuScout},
                 {"method", QStringLiteral("full"), Origin::GpuScout},
                 {"batch", QStringLiteral("1"), Origin::Read, "per_device_train_batch_size", 7},
                 {"ckpt", QStringLiteral("full"), Origin::Read, "gradient_checkpointing", 9},
                 {"precision", QStringLiteral("fp32"), Origin::Default, "src/transformers/training_args.py"},
                 {"seq", QStringLiteral("2048"), Origin::GpuScout}});
    CHECK(ckpt.origin(QStringLiteral("model"))->source ==
          QLatin1String("the file names no model: give --model or --model-config"));
    CHECK(ckpt.origin(QStringLiteral("seq"))
              ->source.startsWith(QLatin1String("TrainingArguments has no sequence")));

    check(open("hf_fp16.json"),
          {{"precision", QStringLiteral("fp16-mixed"), Origin::Read, "fp16", 8},
           {"batch", QStringLiteral("4"), Origin::Read, "per_device_train_batch_size", 7},
           {"ckpt", QStringLiteral("none"), Origin::Default, "src/transformers/training_args.py"}});

    const TrainingConfig::Result adafactor = open("hf_adafactor.json");
    check(adafactor, {{"optimizer", QStringLiteral("adamw"), Origin::Read, "optim", 8}});
    const auto optim = unexpressed(adafactor, QStringLiteral("optim"));
    REQUIRE(optim);
    CHECK(optim->why ==
          QLatin1String("\"adafactor\" is counted as AdamW (two fp32 states per trained parameter), "
                        "an upper bound for most optimizers"));
}

TEST_CASE("torchtune's Llama 3.1 8B LoRA, QLoRA and full single-device recipes read field by field")
{
    const TrainingConfig::Result lora = open("torchtune_llama3_1_8B_lora_single_device.yaml");
    CHECK(lora.kind == TrainingConfig::Kind::Torchtune);
    check(lora, {{"model", QStringLiteral("llama-3.1-8b"), Origin::Read, "model._component_", 24},
                 {"stack", QStringLiteral("torchtune"), Origin::Kind},
                 {"method", QStringLiteral("lora"), Origin::Read, "model._component_", 24},
                 {"lora-rank", QStringLiteral("8"), Origin::Read, "model.lora_rank", 28},
                 {"lora-targets", QStringLiteral("all"), Origin::Read, "model.lora_attn_modules", 25},
                 {"batch", QStringLiteral("2"), Origin::Read, "batch_size", 59},
                 {"optimizer", QStringLiteral("adamw"), Origin::Read, "optimizer._component_", 63},
                 {"loss", QStringLiteral("chunked"), Origin::Read, "loss._component_", 72},
                 {"precision", QStringLiteral("bf16"), Origin::Read, "dtype", 91},
                 {"ckpt", QStringLiteral("full"), Origin::Read, "enable_activation_checkpointing", 94},
                 {"compile", QStringLiteral("no"), Origin::Read, "compile", 79},
                 {"seq", QStringLiteral("2048"), Origin::GpuScout}});
    const auto targets = unexpressed(lora, QStringLiteral("model.lora_attn_modules"));
    REQUIRE(targets);
    CHECK(targets->why ==
          QLatin1String("k_proj not adapted: counted as lora-targets all, a slight over-estimate"));
    CHECK(unexpressed(lora, QStringLiteral("model.lora_alpha")));
    const auto packed = unexpressed(lora, QStringLiteral("dataset.packed"));
    REQUIRE(packed);
    CHECK(packed->why.startsWith(QLatin1String("packing fills each sequence")));
    CHECK(unexpressed(lora, QStringLiteral("checkpointer")));

    const TrainingConfig::Result qlora = open("torchtune_llama3_1_8B_qlora_single_device.yaml");
    check(qlora, {{"method", QStringLiteral("qlora"), Origin::Read, "model._component_", 23}});

    const TrainingConfig::Result full = open("torchtune_llama3_1_8B_full_single_device.yaml");
    check(full, {{"method", QStringLiteral("full"), Origin::Read, "model._component_", 41},
                 {"optimizer", QStringLiteral("adamw8bit"), Origin::Read, "optimizer._component_", 61},
                 {"precision", QStringLiteral("bf16"), Origin::Read, "dtype", 79}});
    const auto inBackward = unexpressed(full, QStringLiteral("optimizer_in_bwd"));
    REQUIRE(inBackward);
    CHECK(inBackward->line == 67);
}

TEST_CASE("Each bad config is refused with one line naming the file and the line or key")
{
    const auto path = [](const char *name) { return config(name); };
    CHECK(refusal("bad_4bit_full.yaml") ==
          path("bad_4bit_full.yaml") +
              QStringLiteral(":3: load_in_4bit: a quantised base needs an adapter (adapter: "
                             "lora or qlora); without one this is full fine-tuning"));
    CHECK(refusal("bad_qlora_without_4bit.yaml") ==
          path("bad_qlora_without_4bit.yaml") +
              QStringLiteral(":4: adapter: adapter qlora needs load_in_4bit: true"));
    CHECK(refusal("bad_bf16_and_fp16.yaml") ==
          path("bad_bf16_and_fp16.yaml") + QStringLiteral(":6: fp16: bf16 and fp16 are both true: pick one"));
    CHECK(refusal("bad_full_quantized.yaml") ==
          path("bad_full_quantized.yaml") +
              QStringLiteral(":5: quantization_bit: quantization_bit needs "
                             "finetuning_type lora: a quantised base cannot be fully "
                             "fine-tuned"));
    CHECK(refusal("bad_seq_out_of_range.yaml") ==
          path("bad_seq_out_of_range.yaml") +
              QStringLiteral(":3: sequence_len: expected a whole number from 16 to 1048576, got \"8\""));
    CHECK(refusal("bad_unknown_model.yaml") ==
          path("bad_unknown_model.yaml") +
              QStringLiteral(":2: model_name_or_path: \"example-org/my-private-13b\" is "
                             "not a preset (see --list-models): give its config.json "
                             "with --model-config"));
    CHECK(refusal("bad_unknown_tool.yaml") ==
          path("bad_unknown_tool.yaml") +
              QStringLiteral(
                  ": not a training config GPU Scout reads: expected axolotl (base_model), LLaMA-Factory "
                  "(stage, finetuning_type), TRL or Transformers arguments (per_device_train_batch_size) "
                  "or a torchtune recipe (model._component_)"));
    CHECK(refusal("bad_list_at_top.yaml") ==
          path("bad_list_at_top.yaml") +
              QStringLiteral(": expected a map of settings at the top, as a training config has"));
    CHECK(refusal("bad_not_yaml.yaml") ==
          path("bad_not_yaml.yaml") + QStringLiteral(":4:13: not YAML: end of sequence flow not found"));
    CHECK(refusal("bad_duplicate_key.yaml") ==
          path("bad_duplicate_key.yaml") + QStringLiteral(":6: adapter: given twice (lines 3 and 6)"));
    CHECK(refusal("no_such_config.yaml") ==
          path("no_such_config.yaml") + QStringLiteral(": cannot read it (no such file)"));
}

TEST_CASE("Every bad fixture in the folder is one this test checks")
{
    const QStringList bad = QDir(fixturePath(QStringLiteral("configs")))
                                .entryList({QStringLiteral("bad_*")}, QDir::Files, QDir::Name);
    CHECK(bad ==
          QStringList{QStringLiteral("bad_4bit_full.yaml"), QStringLiteral("bad_bf16_and_fp16.yaml"),
                      QStringLiteral("bad_duplicate_key.yaml"), QStringLiteral("bad_full_quantized.yaml"),
                      QStringLiteral("bad_list_at_top.yaml"), QStringLiteral("bad_not_yaml.yaml"),
                      QStringLiteral("bad_qlora_without_4bit.yaml"),
                      QStringLiteral("bad_seq_out_of_range.yaml"), QStringLiteral("bad_unknown_model.yaml"),
                      QStringLiteral("bad_unknown_tool.yaml")});
}

TEST_CASE("A model folder beside the config is read, and an oversized file is refused whole")
{
    QTemporaryDir dir;
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("my-model")));
    REQUIRE(QFile::copy(modelConfig("qwen3-8b.json"), dir.filePath(QStringLiteral("my-model/config.json"))));
    QString error;
    const auto r = TrainingConfig::parse("base_model: ./my-model\nsequence_len: 1024\n",
                                         QStringLiteral("local.yml"), dir.path(), QString(), &error);
    INFO(error.toStdString());
    REQUIRE(r);
    CHECK(r->origin(QStringLiteral("model-config"))->value ==
          QDir(dir.path()).filePath(QStringLiteral("./my-model/config.json")));
    CHECK(r->job.workload.model.layers == 36);

    const QByteArray huge(TrainingConfig::kMaxBytes + 1, 'a');
    CHECK_FALSE(TrainingConfig::parse(huge, QStringLiteral("huge.yml"), QString(), QString(), &error));
    CHECK(error == QStringLiteral("huge.yml: larger than 1048576 bytes: not a training config"));
}

TEST_CASE("A YAML error quoting a control character stays on one line (found by fuzz_trainingconfig)")
{
    QString error;
    CHECK_FALSE(TrainingConfig::parse(QByteArray("base_model: \"\\\x01\"\n"), QStringLiteral("escape.yaml"),
                                      QString(), QString(), &error));
    CHECK(error == QStringLiteral("escape.yaml:1:16: not YAML: unknown escape character: \\u0001"));
}

TEST_CASE("A command that names its models itself reads a config whose model is not a preset, and lists it")
{
    QString error;
    const auto r = TrainingConfig::read(config("llamafactory_qwen3_lora_sft.yaml"), QString(), &error,
                                        TrainingConfig::ModelUse::NotNeeded);
    INFO(error.toStdString());
    REQUIRE(r);
    check(*r, {{"model", QStringLiteral("llama-3.1-8b"), Origin::GpuScout},
               {"method", QStringLiteral("lora"), Origin::Read, "finetuning_type", 9}});
    // The window asks for this model's config.json.
    CHECK(r->unresolvedModel == QStringLiteral("Qwen/Qwen3-4B-Instruct-2507"));
    const auto model = unexpressed(*r, QStringLiteral("model_name_or_path"));
    REQUIRE(model);
    CHECK(model->line == 3);
    CHECK(model->why ==
          QStringLiteral("\"Qwen/Qwen3-4B-Instruct-2507\" is not a preset (see --list-models): give its "
                         "config.json with --model-config (this command names its models itself)"));
}

TEST_CASE("torch.compile is read from torchtune's compile and the Trainer's torch_compile, and axolotl's "
          "auto is said")
{
    QFile file(config("torchtune_llama3_1_8B_lora_single_device.yaml"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QByteArray yaml = file.readAll();
    REQUIRE(yaml.contains("\ncompile: False"));
    yaml.replace("\ncompile: False", "\ncompile: True");
    QString error;
    const std::optional<TrainingConfig::Result> torchtune =
        TrainingConfig::parse(yaml, QStringLiteral("tune.yaml"), QString(), QString(), &error);
    INFO(error.toStdString());
    REQUIRE(torchtune);
    check(*torchtune, {{"compile", QStringLiteral("yes"), Origin::Read, "compile", 79}});
    CHECK(torchtune->job.workload.compiled);

    const QByteArray trainer = R"({"model_name_or_path": "meta-llama/Llama-3.1-8B", "max_seq_length": 2048,
                                   "bf16": true, "torch_compile": true})";
    const std::optional<TrainingConfig::Result> hf =
        TrainingConfig::parse(trainer, QStringLiteral("args.json"), QString(), QString(), &error);
    INFO(error.toStdString());
    REQUIRE(hf);
    check(*hf, {{"compile", QStringLiteral("yes"), Origin::Read, "torch_compile", 2}});

    const QByteArray axolotl =
        "base_model: meta-llama/Llama-3.1-8B\nsequence_len: 2048\ntorch_compile: auto\n";
    const std::optional<TrainingConfig::Result> auto_ =
        TrainingConfig::parse(axolotl, QStringLiteral("ax.yml"), QString(), QString(), &error);
    INFO(error.toStdString());
    REQUIRE(auto_);
    const TrainingConfig::FieldOrigin *compileOrigin = auto_->origin(QStringLiteral("compile"));
    CHECK((compileOrigin == nullptr || compileOrigin->origin != Origin::Read));
    CHECK_FALSE(auto_->job.workload.compiled);
    const auto said = unexpressed(*auto_, QStringLiteral("torch_compile"));
    REQUIRE(said);
    CHECK(said->why.contains(QStringLiteral("--compile yes or no")));
    // Not read, the stack decides it (Stacks::Stack::applyTo), and the note says so.
    REQUIRE(compileOrigin);
    CHECK(compileOrigin->origin == Origin::Stack);
    CHECK(auto_->note().contains(QStringLiteral("set by the stack: ")));
    CHECK(auto_->note().contains(QStringLiteral("compile no")));
}

TEST_CASE("A field the file leaves to the stack is the stack's default, every field the stack sets")
{
    // TRL's LoRA Without Regret command sets neither compile nor the adapters' dropout; the trl stack does.
    const TrainingConfig::Result r =
        open("trl_lora_without_regret_sft.yaml", modelConfig("qwen2.5-3b-instruct.json"));
    const Stacks::Stack *trl = Stacks::find(QStringLiteral("trl"));
    REQUIRE(trl);
    CHECK(r.job.workload.stack.id == trl->id);
    for (const char *field : {"lora-dropout", "attention", "compile", "loss"}) {
        INFO(field);
        const TrainingConfig::FieldOrigin *o = r.origin(QLatin1String(field));
        REQUIRE(o);
        CHECK(o->origin == Origin::Stack);
    }
    CHECK(r.job.workload.compiled == trl->compiled);
    CHECK(r.job.workload.loraDropout == trl->loraDropout);
    CHECK(r.note().contains(
        QStringLiteral("set by the stack: lora-dropout %1; ").arg(QString::number(trl->loraDropout))));
}
