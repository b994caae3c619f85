// How the calibration reads the tokens a quoted Transformers Trainer metrics row counts: with max_steps set
// the Trainer counts every sample at its first batch's padded length (trainercount.h), so fms-acceleration's
// MoE rows, padded to their longest sample with a stated peak of 1304 tokens, count 279 (Granite, batch 8)
// and 210 (Mixtral, batch 1) tokens a sample.

#include "tests/testsupport.h"
#include "tests/trainercount.h"

#include <cmath>

namespace {

const QString kHeader = QStringLiteral(
    " [header: epoch,framework_config,gradient_accumulation_steps,mem_nvidia_mem_reserved,model_name_or_path,"
    "num_gpus,per_device_train_batch_size,torch_dtype,train_loss,train_runtime,train_samples_per_second,"
    "train_steps_per_second,train_tokens_per_second]");

} // namespace

TEST_CASE("Trainer counts: a padded row counts its samples at the first batch's length", "[calibration]")
{
    // tests/fixtures/calibration_runs.csv C-M3, C-M4, C-M5 (Granite, per-expert loop, 1, 2 and 4 GPUs):
    // train_tokens_per_second is per device, train_samples_per_second of all GPUs.
    CHECK(trainerCountedSeq(QStringLiteral("0.25,none,16,77748,ibm-granite/granite-3.0-3b-a800m-instruct,1,8,"
                                           "bfloat16,0.93802941,1830.0024,6.995,0.055,1951.473") +
                            kHeader) == 279);
    CHECK(trainerCountedSeq(QStringLiteral("0.25,none,8,56837,ibm-granite/granite-3.0-3b-a800m-instruct,2,8,"
                                           "bfloat16,0.937978864,970.492,13.189,0.103,1839.891") +
                            kHeader) == 279);
    CHECK(trainerCountedSeq(QStringLiteral("0.25,none,4,47395,ibm-granite/granite-3.0-3b-a800m-instruct,4,8,"
                                           "bfloat16,0.938433378,508.0143,25.196,0.197,1757.431") +
                            kHeader) == 279);
    // C-M1 (Mixtral on 8 GPUs, one sample a micro-batch).
    CHECK(trainerCountedSeq(
              QStringLiteral("0.25,moe-scattermoe-granite-ep8,16,56687.5,mistralai/Mixtral-8x7B-"
                             "Instruct-v0.1,8,1,bfloat16,0.8654898,810.9653,15.784,0.123,414.321") +
              kHeader) == 210);
}

TEST_CASE("Trainer counts: batches at the full length count the stated length", "[calibration]")
{
    // C-C1 (Llama 3 8B LoRA, batches of 4096 tokens): the count is the row's stated length, so the
    // calibration compares it there as before.
    const QString quote = QStringLiteral(
        "True,0.17,,foak-fast-kernels-liger,0.0002,16.0,0.1,25465.0,24905936896.0,16241584128.0,meta-llama/"
        "Meta-Llama-3-8B,1,lora,4,16.0,q_proj k_proj v_proj "
        "o_proj,bfloat16,1.0148304843902587,426.2687,0.938,"
        "0.235,3843.585 [header: bf16,epoch,fp16,framework_config,learning_rate,lora_alpha,lora_dropout,"
        "mem_nvidia_mem_reserved,mem_peak_torch_mem_alloc_in_bytes,mem_torch_mem_alloc_in_bytes,"
        "model_name_or_path,num_gpus,peft_method,per_device_train_batch_size,r,target_modules,torch_dtype,"
        "train_loss,train_runtime,train_samples_per_second,train_steps_per_second,train_tokens_per_second]");
    const int counted = trainerCountedSeq(quote);
    CHECK(std::abs(counted - 4096) <= 0.01 * 4096);
}

TEST_CASE("Trainer counts: a quote that is not a Trainer metrics row counts nothing", "[calibration]")
{
    CHECK(trainerCountedSeq(QStringLiteral("Our Single H100 implementation uses only 64.5GB VRAM @ 519 "
                                           "tokens/second.")) == 0);
    CHECK(trainerCountedSeq(QString()) == 0);
    // No samples figure, or values that do not line up with the header.
    CHECK(trainerCountedSeq(QStringLiteral("1,1951.473 [header: num_gpus,train_tokens_per_second]")) == 0);
    CHECK(trainerCountedSeq(QStringLiteral("1,6.995 [header: num_gpus,train_samples_per_second,"
                                           "train_tokens_per_second]")) == 0);
    CHECK(trainerCountedSeq(QStringLiteral("1,0,1951.473 [header: num_gpus,train_samples_per_second,"
                                           "train_tokens_per_second]")) == 0);
}
