#include "app/core/estimate.h"

#include "app/core/bands.h"
#include "app/core/job.h"
#include "app/core/presentation.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <utility>

namespace Estimate {

namespace {

// Text::tr() translates in the "Estimate" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Estimate)
};

// Constants of the model; each is explained in formulaText() and in README.md, "How the estimate works".
constexpr double kQuantBytes = 0.55; // NF4 0.5 B/param + quantisation constants (Unsloth: 2/3.6)
constexpr double kLogitBytes = 12.0; // Hugging Face upcasts logits to fp32, shifts a copy, keeps log-softmax
// DPO's trainers take their log-probabilities from the logits themselves and shift a view or the labels, not
// a copy: TRL trl/trainer/dpo_trainer.py line 1344 (f2cd577) `shift_logits = outputs.logits[..., :-1, :]`,
// LLaMA-Factory src/llamafactory/train/trainer_utils.py line 609 (ff6d4d1) `logits = logits[:, :-1, :]`,
// ms-swift swift/rlhf_trainers/dpo_trainer.py line 128 (3602360) `labels = torch.roll(labels, shifts=-1,
// dims=1)`. fp32 logits and their log-softmax remain.
constexpr double kDpoLogitBytes = 8.0;
// A cross-entropy kernel over the whole logits (Loss::Kernel). fms-acceleration's "fast_loss: true" swaps
// torch.nn.CrossEntropyLoss in Transformers' Llama module for Unsloth's kernel: in github.com/
// foundation-model-stack/fms-acceleration at 733992ae, plugins/fused-ops-and-kernels/src/
// fms_acceleration_foak/framework_plugin_fast_kernels.py line 76-77 maps it to a rule ("fast_loss": {
// True: "cross-ent"), and models/llama.py line 126-130 (rule "llama-cross-ent") replaces
// "torch.nn.CrossEntropyLoss" with FastCrossEntropyLoss. Transformers v4.45's LlamaForCausalLM.forward
// still computes "logits = self.lm_head(hidden_states[:, -num_logits_to_keep:, :]).float()" and
// "shift_logits = logits[..., :-1, :].contiguous()": fp32 logits and a shifted fp32 copy, 4 + 4 bytes.
// The kernel keeps only a logsumexp per row besides its input (kernels/unsloth/cross_entropy_loss.py line
// 235: "ctx.save_for_backward(logits, logsumexp, labels)") and its backward writes the gradient over that
// input (line 185: "tl.store(logits_ptr + col_offsets, dloss * y, mask = mask)"): no log-softmax, no
// second gradient. The backward of the slice then writes the gradient into a zeroed fp32 tensor of the
// whole logits beside the shifted one: 8 bytes again. The speed side counts it as the standard loss's
// traffic (the same passes over fp32 logits: the upcast, the copy, the kernel's read, its in-place
// gradient, the slice's gradient and the downcast).
constexpr double kKernelLogitBytes = 8.0;
constexpr double kEagerAttentionBytes =
    5.0; // per head and (query, key) pair without a fused kernel (Korthikanti)
constexpr double kFrozenActivationShare = 0.75; // LoRA: autograd keeps no inputs of frozen nn.Linear layers
constexpr double kCudaContextGib = 0.75;        // CUDA context, kernels, cuBLAS workspace (300 MiB to 2 GiB)
constexpr double kDequantBytes = 4.5; // per quantised weight and pass: read NF4, write and read bf16
constexpr double kBandwidthEfficiency = 0.8;
constexpr double kSelectiveRecompute = 0.03; // Korthikanti et al.: selective recompute costs 2.7-4% of FLOPs
// Time of full checkpointing's recomputed forward against its FLOPs at the rate fitted to whole steps.
// torchtitan measured one job with and without checkpointing (docs/performance.md at github.com/pytorch/
// torchtitan 395a526, "with FSDP2 on 64 A100 (80GB) GPUs", Llama 2 13B at 4096 tokens, local batch 2):
// "| 13B | 2 | no | 2162 | 61.1% |" and "| 13B | 2 | selective layer | 1914 | 54.1% |". Selective layer
// checkpoints every second decoder layer whole (torchtitan/config_manager.py line 291 at the same commit,
// --activation_checkpoint.selective_ac_option: "default="2",  # 2 = checkpoint every other layer";
// parallelize_llama.py, line 87, wraps those layers in the same checkpoint_wrapper as "full": "2 ==
// checkpoint every 2nd one"), so recomputing half the layers cost 2162 / 1914 - 1 = 13.0% of the step and all
// of them cost 25.9%. Counted at the fitted rate, the recomputed FLOPs of that job (recomputeFlopsPerToken())
// come to 32.8% of its step: 0.259 / 0.328 = 0.79. Why (judgement): a forward pass alone runs faster than the
// fitted rate, which blends the forward with the backward and its gradient bookkeeping; TRL's help text puts
// the cost lower still (trl/trainer/base_config.py line 64 at f2cd577: "Reduces memory at the cost of ~20%%
// slower training."). Korthikanti et al. 2022 report 33-39% with Megatron's tensor parallelism, whose
// communication sits in the forward pass; the estimator models no tensor parallelism.
constexpr double kRecomputeTime = 0.79;
constexpr double kExpertEfficiency =
    0.5; // grouped expert matmuls run at half the dense MFU (see formulaText())
// A loop over the experts (Transformers' eager MoE blocks) runs each expert's tokens as separate small
// matmuls (their shape is costed as every GEMM's is, below) and pays, per expert and pass, for the host:
// torch.where on the routing mask waits for the GPU, so the ~10 ops that follow (index, three linears, the
// activation, the routing weight, index_add_) are issued onto an idle GPU at PyTorch's eager dispatch cost.
// Judgement, not fitted: a ~20 us synchronisation plus ~10 ops at ~10 us each; the backward pass issues about
// twice the ops without the synchronisation, which comes to about as much.
constexpr double kLoopSecondsPerExpertPass = 130e-6;
// The loop indexes each expert's slice of weights stacked per layer (Transformers v4.45's GraniteMoe:
// "output_list.append(F.linear(input_list[i], self.weight[i]))", modeling_granitemoe.py line 292 at
// github.com/huggingface/transformers commit c7a438e9; v5's eager experts likewise index
// self.gate_up_proj[expert_idx]). The backward of that index is PyTorch's select_backward (aten/src/ATen/
// native/TensorShape.cpp, "auto grad_input = at::zeros_symint(input_sizes, grad.options());"): for every
// expert a zero-filled gradient of the layer's whole stacked weight, which autograd adds into the weight's
// gradient buffer. Per expert that is one write (the zeros) and one read-read-write (the add) of the
// stacked weight's gradient: kLoopGradientPasses passes, memory-bound, in each backward pass.
constexpr double kLoopGradientPasses = 4.0;
// Small GEMMs: a GEMM of m x k by k x n does 2mkn FLOPs and moves at least 2(mk + kn + mn) bytes (two-byte
// operands), so its arithmetic intensity is mkn / (mk + kn + mn) FLOP per byte; below the GPU's ratio of
// compute to bandwidth it is memory-bound (NVIDIA's Deep Learning Performance Guide, "Matrix Multiplication
// Background": math- vs memory-limited). Each GEMM is costed at 1 + ridge / intensity of its compute time,
// ridge being the achieved FLOP rate over the achieved bandwidth (judgement: loads and math do not fully
// overlap near the ridge), relative to the shape the utilisation was measured on: a 7B dense model (hidden
// 4096, MLP 11008) with 8192 tokens per micro-batch (LLM Foundry's, NeMo's and Transformers' 7-8B rows run
// 8192-16384).
constexpr double kReferenceHidden = 4096;
constexpr double kReferenceMlp = 11008;
constexpr double kReferenceTokens = 8192;
// Attention without a fused kernel (eager) writes the scores, their softmax and the dropout mask for every
// head and (query, key) pair (kEagerAttentionBytes, Korthikanti et al.), reads them back in the backward
// pass and writes their gradients: three passes over that memory, one more (at kRecomputeTime) for a
// recomputed forward.
constexpr double kEagerAttentionPasses = 3.0;
// The host issues every kernel: PyTorch's eager dispatch (Python, the dispatcher, autograd recording) takes
// microseconds per op whatever its size, so a layer whose kernels finish sooner than the host can issue them
// runs at the host's pace: small models, short sequences and small micro-batches on fast GPUs. Judgement: a
// decoder layer's forward is ~40 ops unfused (two RMSNorms of ~6 ops, four projections, rotary ~10, the
// attention kernel, three MLP projections and the activation, two residual adds), the backward about twice
// that, at ~10 us an op.
constexpr double kOpsPerLayerForward = 40;
constexpr double kSecondsPerOp = 10e-6;
// Each adapted linear adds PEFT's LoRA forward (dropout, lora_A, lora_B, the scaling, the add) and each 4-bit
// linear bitsandbytes' dequantisation before its matmul. Judgement from those forward() bodies: 5 and 2 ops.
constexpr double kOpsPerAdapter = 5;
constexpr double kOpsPerQuantisedLinear = 2;
// FSDP2 holds every parameter as a DTensor, and torch's multi-tensor (foreach) AdamW over DTensors is paid
// for on the host one parameter tensor at a time: "each call dispatches one aten::<op> per tensor. With ~150
// AdamW params and ~6 foreach ops per step, that's ~900 aten dispatches every step", "~138 ms of CPU time per
// step, while the actual GPU work for it only takes ~13 ms" (microsoft/dion pull request 63, 2026-04-17);
// pytorch/pytorch issue 134191 measured "uncompiled AdamW + FSDP1 ... 6 ms on CPU" against "uncompiled AdamW
// + FSDP2 ... 187 ms on CPU" for one model. 138 ms over 150 tensors: 0.92 ms a tensor and step, on every GPU
// alike, since each holds a shard of every tensor.
constexpr double kForeachSecondsPerShardedTensor = 0.138 / 150;
// The loss streams the logits through memory (bytes per token and vocabulary entry). Judgement from what each
// loss holds (see memory()): the standard loss's 12 B (fp32 logits, a shifted copy, log-softmax) written and
// read in the forward pass, their gradients written and read in the backward: 4 x 12; the chunked loss's
// bf16 logits and each chunk's fp32 copy and log-softmax, the same four passes: 4 x (2 + 8); the fused loss's
// fp32 chunk logits and their gradient, written and read once: 2 x 8.
constexpr double kStandardLossTraffic = 48;
constexpr double kChunkedLossTraffic = 40;
constexpr double kFusedLossTraffic = 16;
// The packages that give the loss a kernel also replace the layers' RMSNorm and rotary embedding with fused
// kernels: Liger (what Transformers' use_liger_kernel applies; liger_kernel/transformers/monkey_patch.py,
// apply_liger_kernel_to_llama: "rope: bool = True, cross_entropy: bool = False, fused_linear_cross_entropy:
// bool = True, rms_norm: bool = True, swiglu: bool = True") and fms-acceleration's fused-ops-and-kernels,
// whose Unsloth loss kernel comes only with the others (fms-hf-tuning tuning/config/acceleration_configs/
// fused_ops_and_kernels.py, FastKernelsConfig.__post_init__: "fast_loss, fast_rms_layernorm and
// fast_rope_embedding must be enabled together"). Unfused, each is a chain of elementwise ops that each
// read and write the whole tensor (Transformers' src/transformers/models/llama/modeling_llama.py at commit
// 00227283, LlamaRMSNorm.forward: "hidden_states = hidden_states.to(torch.float32)", "variance =
// hidden_states.pow(2).mean(-1, keepdim=True)", "hidden_states = hidden_states * torch.rsqrt(variance +
// self.variance_epsilon)", "return self.weight * hidden_states.to(input_dtype)"; apply_rotary_pos_emb:
// "q_embed = (q * cos) + (rotate_half(q) * sin)", rotate_half: "return torch.cat((-x2, x1), dim=-1)").
// Bytes per element of one forward pass, derived from those lines (bf16 in and out, fp32 inside the norm):
//   RMSNorm: to(fp32) 2 + 4, pow 4 + 4, mean 4, x rsqrt 4 + 4, to(bf16) 4 + 2, x weight 2 + 2 = 36 B;
//            fused: read the input, write the output, 2 + 2 = 4 B.
//   rotary (q and k each): q x cos 2 + 2, -x2 on half the elements 1 + 1, cat 2 + 2, x sin 2 + 2,
//            the add 4 + 2 = 20 B; fused (in place): 2 + 2 = 4 B.
// The backward pass is counted as two forwards, as the FLOPs are (flopsPerToken()). The utilisation was
// fitted on runs with the unfused ops, so their time is inside it; a fused kernel takes back the traffic it
// saves, at memory bandwidth. Some stacks fuse both whatever the loss (stack entry norm_rotary_kernels,
// StackTraits::fusedNormRotary): NeMo AutoModel patches Liger into the models it loads through Hugging Face
// and builds its own with a torch.compile'd fp32 RMSNorm (one generated kernel) and Transformer Engine's
// fused RoPE (data/stacks.json cites both). Cut Cross-Entropy, which axolotl's plugin gives a Transformers
// model, replaces the loss alone; a job read with it still counts the fused norm and rotary (the job has no
// field that tells a loss's package apart).
constexpr double kUnfusedNormBytes = 36;
constexpr double kFusedNormBytes = 4;
constexpr double kUnfusedRotaryBytes = 20;
constexpr double kFusedRotaryBytes = 4;
// Each FSDP unit (a layer) gathers its weights and reduce-scatters its gradients with NCCL collectives, whose
// latency is paid whatever their size. Judgement: ~30 us inside an NVLink node, ~100 us across nodes.
constexpr double kCollectiveLatency = 30e-6;
constexpr double kInterNodeCollectiveLatency = 100e-6;
// DeepSpeed's ZeRO-3 fetches each module's parameters from its own forward pre-hook (deepspeed/runtime/zero/
// parameter_offload.py:
// "self.forward_hooks.append(module.register_forward_pre_hook(_pre_forward_module_hook))", for every module;
// partitioned_param_coordinator.py fetch_sub_module: "3. block on parameters in immediately required sub
// module"), so a layer is gathered one Linear at a time, not as one unit: "DS wrapping very small nn.Modules
// such as nn.Linear instead of larger parts of the model such as TransformerLayer", "ZeRO3 launches too many
// all_gathers" (deepspeedai/DeepSpeed issue 5047, 2024). Each fetch costs the host about half a millisecond
// whatever its size: "all_gathers for one parameter takes about 0.5ms to finish ... The pre_launch typically
// takes 130us, the launch takes 250us about" (issue 1069, 2021). Judgement: that figure for a module's fetch
// today (DeepSpeed has since coalesced a module's parameters into one all-gather, pull request 1188, which
// issue 1069's per-parameter figure predates).
constexpr double kZero3FetchSeconds = 0.5e-3;
constexpr double kInterNodeEfficiency = 0.7; // achieved share of the NIC's line rate in all-gathers

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

// Memory traffic of one optimizer step per trainable parameter, in bytes: the update does a few FLOPs per
// byte, so it runs at memory bandwidth. A fused kernel (torch's fused AdamW, DeepSpeed's and Megatron's
// FusedAdam, bitsandbytes' 8-bit kernels) reads each trainable weight, its optimizer states and its gradient
// once and writes the weight and the states back: 2 x (weight + states) + gradient. Fused is what the
// Transformers Trainer picks with torch 2.8 or later (training_args.py: default_optim = "adamw_torch_fused"
// under is_torch_greater_or_equal_than_2_8), what DeepSpeed and Megatron run and what torchtune's recipes set
// (fused: True). torch.optim.AdamW given neither flag runs multi-tensor (foreach) ops instead (torch/optim/
// adam.py, adam(): "we default to foreach and pass False to use_fused"), which the stack table's
// optimizer_kernel entry says (prime-rl). _multi_tensor_adam with decoupled weight decay (AdamW) runs eight
// foreach kernels, each reading and writing whole tensors; with W the weight, M one moment, G the gradient:
//   _foreach_mul_(params, 1 - lr * weight_decay)            read W, write W        2W
//   _foreach_lerp_(exp_avgs, grads, 1 - beta1)             read M and G, write M  2M + G
//   _foreach_mul_(exp_avg_sqs, beta2)                       read M, write M        2M
//   _foreach_addcmul_(exp_avg_sqs, grads, grads, 1 - beta2) read M and G, write M  2M + G
//   exp_avg_sq_sqrt = _foreach_sqrt(exp_avg_sqs)            read M, write M (new)  2M
//   _foreach_div_(exp_avg_sq_sqrt, bias_correction2_sqrt)   read M, write M        2M
//   _foreach_add_(exp_avg_sq_sqrt, eps)                     read M, write M        2M
//   _foreach_addcdiv_(params, exp_avgs, exp_avg_sq_sqrt)    read W, 2 M, write W   2W + 2M
// 4W + 12M + 2G: 72 B under mixed precision (fp32 W, M, G) against the fused kernel's 2W + 4M + G = 28 B.
// bitsandbytes' 8-bit AdamW and SGD keep their own kernels: the entry changes AdamW only.
// Gradient clipping, on by default in the Transformers Trainer (max_grad_norm 1.0), Megatron (--clip-grad
// 1.0), torchtitan and prime-rl (max_norm 1.0), reads the gradients for their norm and scales them in place:
// 3 more gradient passes. The weights updated are the fp32 master copy unless training is pure bf16.
double optimizerStepTraffic(Precision p, Optimizer o, bool foreach)
{
    const double weight = p == Precision::Bf16 ? 2.0 : 4.0;
    const double gradient = gradientBytes(p);
    const double clipping = 3.0 * gradient;
    if (foreach && o == Optimizer::AdamW) {
        const double moment = optimizerBytes(p, o) / 2.0;
        return 4.0 * weight + 12.0 * moment + 2.0 * gradient + clipping;
    }
    return 2.0 * (weight + optimizerBytes(p, o)) + gradient + clipping;
}

// Temporaries of the optimizer step per trainable parameter: torch's multi-tensor AdamW computes sqrt(v) for
// the whole parameter group into a new list (one state-sized tensor: "exp_avg_sq_sqrt =
// torch._foreach_sqrt(device_exp_avg_sqs)", torch/optim/adam.py, _multi_tensor_adam). The fused kernel
// (torch._fused_adamw_, DeepSpeed's and Megatron's FusedAdam) computes each element's update in registers
// and writes only the weight and the states back; bitsandbytes and SGD update in place.
double stepTemporaryBytes(Precision p, Optimizer o, bool foreach)
{
    return foreach && o == Optimizer::AdamW ? optimizerBytes(p, o) / 2.0 : 0.0;
}

double activationBytes(Precision p)
{
    return p == Precision::Fp32 ? 4.0 : 2.0;
}

// PEFT's prepare_model_for_kbit_training casts every parameter that is not quantised (embeddings, output
// head, norms) to fp32, so QLoRA under mixed precision keeps those at 4 bytes and computes the logits in
// fp32.
bool kbitUpcast(const Workload &w)
{
    return w.kbitUpcast && w.method == Method::Qlora && w.precision != Precision::Bf16;
}

// The shape the MoE kernel executes: the dense kernel runs every routed expert on every token. Transformers
// v4.51.3's Llama4TextMoe gathers every token for every expert and weights the ones not routed to it by
// sigmoid(-inf) = 0 (src/transformers/models/llama4/modeling_llama4.py, Llama4TextMoe.forward: "we have to do
// this because we used all experts on all tokens. This is faster than the for loop, tho you are compute
// bound"), and axolotl's linearized experts keep that input (src/axolotl/monkeypatch/models/llama4/
// modeling.py line 62 at 682a9cf7: "hidden_states = hidden_states.view(self.num_experts, -1,
// self.hidden_size)"): each token passes through all experts, not its top k, and each copy is kept.
Workload executed(const Workload &w)
{
    Workload run = w;
    if (w.model.isMoe() && w.moeKernel == MoeKernel::Dense)
        run.model.expertsPerToken = w.model.experts;
    return run;
}

// Elements kept per token and layer for the backward pass (per routed copy for experts), by checkpointing:
// none keeps norm inputs and outputs, q/k/v with their rotated copies, the attention output, the MLP's gate,
// up, activation and product; selective keeps the matmul outputs only (norm outputs, rotated copies and the
// MLP's activation and product are recomputed from them). A per-op policy that recomputes every second matmul
// (torchtitan) keeps other tensors (the layer input, the saved matmuls' and attention's outputs); it is
// counted as selective here: its memory rows (torchtitan 9dec370) ran the whole fp32 logits through the loss
// (train.py line 131-133 there: "return torch.nn.functional.cross_entropy(" "pred.flatten(0, 1).float(),"),
// which the stack, chunked now, no longer holds, so they cannot tell the two apart.
double layerActivationElements(const ModelShape &m, bool moeLayer, Checkpointing c)
{
    const bool selective = c == Checkpointing::Selective;
    const double norms = selective ? 2.0 * m.hidden : 4.0 * m.hidden;
    const double attention = (selective ? 2.0 : 3.0) * (m.attentionWidth() + m.kvWidth());
    const double perWidth = m.gatedMlp ? (selective ? 2.0 : 4.0) : (selective ? 1.0 : 2.0);
    if (!moeLayer)
        return norms + attention + perWidth * m.intermediate;
    // A routed token is copied to each of its k experts (dropped under selective: an index gather) and each
    // expert's output is kept for the weighted sum; the router's fp32 logits and probabilities (4 elements of
    // 2 bytes per expert); shared experts like a dense MLP.
    const double k = m.expertsPerToken;
    return norms + attention + k * ((selective ? 1.0 : 2.0) * m.hidden + perWidth * m.expertIntermediate) +
           4.0 * m.experts + m.sharedExperts * perWidth * m.sharedIntermediate;
}

// Elements each adapted module keeps per token: the input its lora_A saves and its rank-r intermediate A x.
// For MoE layers with adapted experts, per routed copy. With dropout (p > 0: PEFT's nn.Dropout, Unsloth's and
// torchtune's alike) every adapted module saves a dropped copy of its input of its own. With p = 0 the
// dropout is nn.Identity and lora_A saves the base layer's input itself: QLoRA's 4-bit matmul saves that
// input anyway (counted in layerActivationElements), so nothing is added; a 16-bit frozen linear saves no
// input (kFrozenActivationShare), so lora_A keeps it alive, once for the modules that share it (q, k, v;
// gate, up).
double adapterActivationElements(const Workload &w, bool moeLayer)
{
    if (w.method == Method::Full)
        return 0;
    const ModelShape &m = w.model;
    const double h = m.hidden, r = w.loraRank;
    const bool dropout = w.loraDropout > 0;
    // The inputs held for `modules` adapted modules that read one input of `width` elements.
    auto inputs = [&](double modules, double width) {
        return dropout ? modules * width : (w.method == Method::Lora ? width : 0.0);
    };
    double attention = 0, mlp = 0;
    auto mlpOf = [&](double width) {
        return m.gatedMlp ? inputs(2, h) + inputs(1, width) + 3.0 * r
                          : inputs(1, h) + inputs(1, width) + 2.0 * r;
    };
    switch (w.loraTargets) {
    case LoraTargets::QV:
        attention = inputs(2, h) + 2.0 * r;
        break;
    case LoraTargets::Attention:
    case LoraTargets::AllLinear:
        attention = inputs(3, h) + 3.0 * r + inputs(1, m.attentionWidth()) + r;
        break;
    case LoraTargets::Mlp:
        break;
    }
    if (w.loraTargets == LoraTargets::AllLinear || w.loraTargets == LoraTargets::Mlp) {
        if (!moeLayer)
            mlp = mlpOf(m.intermediate);
        else
            mlp = (w.adaptExperts ? m.expertsPerToken * mlpOf(m.expertIntermediate) : 0.0) +
                  m.sharedExperts * mlpOf(m.sharedIntermediate);
    }
    return attention + mlp;
}

double matmulParams(const ModelShape &m)
{
    return m.activeBlockLinearParams() +
           double(m.vocab) * m.hidden; // the output head multiplies, the lookup does not
}

double layerParams(const ModelShape &m)
{
    return (m.blockLinearParams() + m.otherParams()) / std::max(1, m.layers);
}

// Routed expert weights of the whole model: what expert parallelism partitions instead of gathering.
double routedExpertParams(const ModelShape &m)
{
    return m.isMoe() ? double(m.moeLayers) * m.experts * m.mlpParams(m.expertIntermediate) : 0.0;
}

// Adapter parameters of one MLP of width `width` for the targets.
double mlpAdapter(const Workload &w, double width)
{
    const double h = w.model.hidden;
    return (w.model.gatedMlp ? 3.0 : 2.0) * (h + width);
}

// Adapters with MoE layers counting `expertsCounted` routed experts each.
double adapters(const Workload &w, double expertsCounted)
{
    if (w.method == Method::Full)
        return 0;
    const ModelShape &m = w.model;
    const double h = m.hidden, a = m.attentionWidth(), kv = m.kvWidth();
    const double q = h + a, k = h + kv, v = h + kv, o = a + h;
    double attention = 0;
    bool mlp = false;
    switch (w.loraTargets) {
    case LoraTargets::QV:
        attention = q + v;
        break;
    case LoraTargets::Attention:
        attention = q + k + v + o;
        break;
    case LoraTargets::AllLinear:
        attention = q + k + v + o;
        mlp = true;
        break;
    case LoraTargets::Mlp:
        mlp = true;
        break;
    }
    double total = attention * m.layers;
    if (mlp) {
        total += m.denseLayers() * mlpAdapter(w, m.intermediate);
        if (m.isMoe())
            total +=
                m.moeLayers * ((w.adaptExperts ? expertsCounted * mlpAdapter(w, m.expertIntermediate) : 0.0) +
                               m.sharedExperts * mlpAdapter(w, m.sharedIntermediate));
    }
    return w.loraRank * total;
}

// Effective bandwidth between GPUs in GB/s per direction: NVLink (half the stated bidirectional figure;
// bridges join two cards only) or PCIe, halved for GeForce cards, which route peer traffic through host
// memory.
double pcieBandwidth(const Gpu &gpu)
{
    static const QRegularExpression gen(QStringLiteral("Gen(\\d)(?: x(\\d+))?"));
    const QRegularExpressionMatch m = gen.match(gpu.pcie);
    const int generation = m.hasMatch() ? m.captured(1).toInt() : 4;
    const int lanes = m.hasMatch() && !m.captured(2).isEmpty() ? m.captured(2).toInt() : 16;
    return 2.0 * std::pow(2.0, generation - 1) * lanes / 16.0 * 0.6; // Gen4 x16: 32 GB/s raw
}

double linkBandwidth(const Gpu &gpu, int gpus)
{
    const bool bridge = gpu.interconnect.contains(QLatin1String("bridge"));
    if (gpu.hasNvlink() && (!bridge || gpus <= 2))
        return *gpu.nvlinkGbps / 2.0 * 0.7;
    double bandwidth = pcieBandwidth(gpu);
    if (gpu.segment == QLatin1String("consumer"))
        bandwidth *= 0.5;
    return bandwidth;
}

// One GPU's network card between nodes, GB/s achieved.
double nicBandwidth(const Workload &w)
{
    return w.interNodeGbps / 8.0 * kInterNodeEfficiency;
}

} // namespace

// A ring's share of the inter-node link per GPU, GB/s, when a job spans nodes. NCCL builds one ring (channel)
// per NIC and, where the GPUs of a node are joined by NVLink, lets each ring enter the node through its own
// NIC, pass every GPU over NVLink and leave through a NIC again, so a node's NICs carry its rings together:
// the NCCL maintainer in github.com/NVIDIA/nccl/issues/412 (2020-10-28/29), "NCCL is able to aggregate the
// bandwidth of multiple NICs, but that requires GPUs to be connected with NVLink with a bandwidth that
// matches or exceeds the sum of the bandwidth of all NICs" and "On NVLink systems, data can flow from the NIC
// to the nearest GPU, go through all the other GPUs through NVLink, then exit from the last GPU, back to the
// NIC", several such flows at once, one per NIC; on PCIe, "Having more than one NIC on a PCI system will
// usually not provide much performance improvement, except for alltoall operations". Each GPU's ring traffic
// then crosses the node boundary at its node's GPUs' NICs together (interNodeGbps is one GPU's NIC), NVLink
// permitting (the caller keeps the smaller). Bridged pairs and PCIe GPUs get their own NIC's rate. Checked on
// NeMo AutoModel's 64-GPU runs (W3, W4 of the calibration set): with one NIC's share their gathers set the
// pace and the estimate was 0.75-0.90 of the measured speed; with the pooled NICs, 0.96-1.02.
double interNodeBandwidth(const Workload &w, const Gpu &gpu)
{
    const bool nvlinkNode = gpu.hasNvlink() && !gpu.interconnect.contains(QLatin1String("bridge"));
    const double nics = nvlinkNode ? double(std::max(1, w.gpusPerNode)) : 1.0;
    return nics * nicBandwidth(w);
}

double adapterParams(const Workload &w)
{
    return adapters(w, w.model.experts);
}

double activeAdapterParams(const Workload &w)
{
    return adapters(w, w.model.expertsPerToken);
}

double trainableParams(const Workload &w)
{
    return w.method == Method::Full ? w.model.totalParams() : adapterParams(w);
}

// The estimate from the job alone, before the stack's calibration (defined below).
Memory physicalMemory(const Workload &w, int gpus);
double physicalTokensPerSecond(const Workload &w, const Gpu &gpu, int gpus);

namespace {

// Auto where no GPU is known: the stack's default (resolvedSharding() checks that it fits).
Sharding stackDefault(const Workload &w)
{
    if (w.sharding != Sharding::Auto)
        return w.sharding;
    return w.stack.sharding == Sharding::Auto ? Sharding::Fsdp : w.stack.sharding;
}

} // namespace

// The stack's calibration from the user's runs scales every part alike, so the parts still add up.
Memory memory(const Workload &w, int gpus)
{
    Memory mem = physicalMemory(w, gpus);
    const double f = w.stack.memoryFactor;
    if (f == 1.0)
        return mem;
    for (double *part :
         {&mem.weights, &mem.gradients, &mem.optimizer, &mem.activations, &mem.logits, &mem.adapters,
          &mem.cudaContext, &mem.allocator, &mem.forwardBackwardGib, &mem.optimizerStepGib})
        *part *= f;
    return mem;
}

double tokensPerSecond(const Workload &w, const Gpu &gpu, int gpus)
{
    Workload job = w;
    if (w.sharding == Sharding::Auto) {
        job.gpus = std::max(1, gpus);
        job.sharding = resolvedSharding(job, gpu);
    }
    return physicalTokensPerSecond(job, gpu, gpus) * w.stack.speedFactor;
}

namespace {

// The bytes of each part across the whole job, before sharding.
struct StateBytes
{
    double weights = 0, gradients = 0, optimizer = 0, adapters = 0, step = 0;
    double reference = 0;         // DPO's frozen reference model (full fine-tuning)
    double replicatedWeights = 0; // ZeRO-1/2: the weights every GPU keeps whole
    double master = 0;            // ZeRO-1/2: the fp32 master weights, sharded with the optimizer states
    double autocastCopies = 0;    // torch.autocast's half copies of the fp32 weights (within `weights`)
};

StateBytes fullFineTuningBytes(const Workload &w)
{
    const double n = w.model.totalParams();
    const bool offload = w.offload == Offload::Optimizer;
    StateBytes b;
    // Offloaded (ZeRO-Offload, FSDP CPU offload): the fp32 master weights and the optimizer states live
    // in CPU memory; the GPU keeps the half-precision weights and gradients.
    const bool half = w.precision != Precision::Fp32;
    // FSDP/ZeRO stacks keep only the sharded fp32 master weights and gather half copies per unit
    // (counted below), where torch.autocast makes a half copy of every weight it uses.
    const bool autocastCopies = w.stack.masterWeights == MasterWeights::Autocast;
    b.weights = n * (offload ? (half ? 2.0 : 4.0) : stateBytesPerParam(w.precision, autocastCopies));
    if (autocastCopies && !offload && w.precision != Precision::Bf16 && w.precision != Precision::Fp32)
        b.autocastCopies = n * activationBytes(w.precision);
    b.gradients = n * (offload ? (half ? 2.0 : 4.0) : gradientBytes(w.precision));
    b.optimizer = offload ? 0.0 : n * optimizerBytes(w.precision, w.optimizer);
    b.step = offload ? 0.0 : n * stepTemporaryBytes(w.precision, w.optimizer, w.stack.foreachOptimizer);
    if (w.objective == Objective::Dpo)
        b.reference = n * activationBytes(w.precision); // the frozen reference model
    // ZeRO-1/2 and FSDP SHARD_GRAD_OP keep the compute-dtype weights whole on every GPU; under mixed
    // precision the fp32 master copy belongs to the sharded optimizer partition.
    const bool mixed = w.precision == Precision::Bf16Mixed || w.precision == Precision::Fp16Mixed;
    b.replicatedWeights = mixed ? n * activationBytes(w.precision) : b.weights;
    b.master = mixed && !offload ? n * 4.0 : 0.0;
    return b;
}

// LoRA and QLoRA: the frozen base, and the adapters with their gradients and optimizer states.
StateBytes adapterTuningBytes(const Workload &w)
{
    const ModelShape &m = w.model;
    const double n = m.totalParams();
    const bool offload = w.offload == Offload::Optimizer;
    StateBytes b;
    // The frozen base in the compute dtype, or in fp32 where the stack loads the model so (autocast then
    // computes in bf16 from it).
    const double base = w.frozenBaseFp32() ? 4.0 : 2.0;
    if (w.method == Method::Lora)
        b.weights = n * base;
    else
        b.weights = m.blockLinearParams() * kQuantBytes +
                    (m.embeddingParams() + m.otherParams()) * (kbitUpcast(w) ? 4.0 : base);
    b.replicatedWeights = b.weights; // ZeRO-1/2 never shard frozen weights
    // PEFT keeps adapters in fp32 under autocast; pure bf16 keeps them in bf16. DPO's reference is the
    // base with the adapters disabled: no second copy.
    const double na = adapterParams(w);
    const double adapterBytes = w.precision == Precision::Bf16 ? 2.0 : 4.0;
    b.adapters = na * adapterBytes;
    b.gradients = na * adapterBytes;
    b.optimizer = offload ? 0.0 : na * optimizerBytes(w.precision, w.optimizer);
    b.step = offload ? 0.0 : na * stepTemporaryBytes(w.precision, w.optimizer, w.stack.foreachOptimizer);
    return b;
}

// FSDP/ZeRO-3 gathers the current layer and prefetches the next one in the compute dtype (with expert
// parallelism the routed experts stay where they are).
double gatheredLayerBytes(const Workload &w)
{
    const ModelShape &m = w.model;
    const double perLayer =
        layerParams(m) - (w.expertParallel ? routedExpertParams(m) / std::max(1, m.layers) : 0.0);
    const double perLayerBytes =
        w.method == Method::Qlora ? perLayer * kQuantBytes : perLayer * activationBytes(w.precision);
    // The backward pass starts at the output head, while every activation is still held: its gathered
    // weights and, when trained, its unsharded gradient (before the reduce-scatter) beside the last layer.
    const double head =
        double(m.vocab) * m.hidden * activationBytes(w.precision) * (w.method == Method::Full ? 2.0 : 1.0);
    return std::max(2.0 * perLayerBytes, perLayerBytes + head);
}

// What each GPU holds of each part, in GiB.
struct ShardedState
{
    double weights = 0, gradients = 0, optimizer = 0, adapters = 0, step = 0;
    /// The gradients at the optimizer step, where they differ from those of the forward/backward pass
    /// (accumulated unsharded, reduce-scattered on the step's last micro-batch).
    double stepGradients = 0;
};

// FSDP/ZeRO-3 shards all of the parts; ZeRO-2 the gradients, optimizer states and master weights; ZeRO-1
// the optimizer states and master weights; DDP none.
ShardedState shardedState(const Workload &w, const StateBytes &b, int gpus)
{
    const double shards = std::max(1, gpus);
    const bool several = gpus > 1;
    const Sharding sharding = several ? stackDefault(w) : Sharding::Fsdp;
    const double weightShards = sharding == Sharding::Fsdp ? shards : 1.0;
    const double gradientShards = sharding == Sharding::Fsdp || sharding == Sharding::Zero2 ? shards : 1.0;
    const double optimizerShards = sharding == Sharding::Ddp ? 1.0 : shards;
    // FSDP gathers each unit in the compute dtype, so autocast finds no fp32 weight to copy: Accelerate turns
    // the Trainer's mixed precision into FSDP's own policy (github.com/huggingface/accelerate src/accelerate/
    // utils/dataclasses.py line 2120 at 16cb6eb8, FullyShardedDataParallelPlugin.set_mixed_precision:
    // "dtype_args = {"param_dtype": dtype, "reduce_dtype": dtype}"), and the gathered half layers are
    // counted in gatheredLayerBytes(). One GPU (no FSDP) keeps the autocast copies.
    const double autocastCopies = several && sharding == Sharding::Fsdp ? b.autocastCopies : 0.0;
    double weightBytesPerGpu = (b.weights - autocastCopies + b.reference) / weightShards;
    if (sharding == Sharding::Zero2 || sharding == Sharding::Zero1)
        weightBytesPerGpu = b.replicatedWeights + b.reference + b.master / shards;
    // DDP copies every gradient into its all-reduce buckets unless gradient_as_bucket_view is set (off by
    // default in PyTorch and in Accelerate's DDP kwargs): a second full set of gradients.
    const double bucketBytes = sharding == Sharding::Ddp ? b.gradients : 0.0;
    const double gathered = several && sharding == Sharding::Fsdp ? gatheredLayerBytes(w) : 0.0;
    ShardedState s;
    s.weights = (weightBytesPerGpu + gathered) / kGiB;
    s.gradients = (b.gradients / gradientShards + bucketBytes) / kGiB;
    s.stepGradients = s.gradients;
    // A stack that skips FSDP's reduce-scatter while accumulating (no_sync) holds the whole gradients on
    // every GPU through the micro-batches of a step; the optimizer step sees them sharded.
    if (several && sharding == Sharding::Fsdp && w.gradAccum > 1 && w.stack.unshardedAccumulation)
        s.gradients = b.gradients / kGiB;
    s.optimizer = b.optimizer / optimizerShards / kGiB;
    s.adapters = b.adapters / weightShards / kGiB;
    s.step = b.step / optimizerShards / kGiB;
    return s;
}

// DPO runs the chosen and the rejected sequence of each example.
double sequencesPerMicroBatch(const Workload &w)
{
    return double(w.microBatch) * (w.objective == Objective::Dpo ? 2.0 : 1.0);
}

// The activations the layers keep for the backward pass, in bytes.
double layerActivationsBytes(const Workload &job)
{
    const Workload w = executed(job);
    const ModelShape &m = w.model;
    const double sequences = sequencesPerMicroBatch(w);
    const double tokens = double(w.seqLen) * sequences;
    const double ab = activationBytes(w.precision);
    auto layerBytes = [&](bool moeLayer, Checkpointing c) {
        double elements = layerActivationElements(m, moeLayer, c);
        if (w.method == Method::Lora)
            elements *=
                kFrozenActivationShare; // bitsandbytes' 4-bit matmul saves its input anyway: not QLoRA
        elements += adapterActivationElements(w, moeLayer);
        double bytes = elements * ab * tokens;
        if (!w.flashAttention && c != Checkpointing::Selective) // selective recomputes the attention core
            bytes += kEagerAttentionBytes * m.heads * double(w.seqLen) * w.seqLen * sequences;
        return bytes;
    };
    const int dense = m.denseLayers(), moe = m.isMoe() ? m.moeLayers : 0;
    if (w.checkpointing == Checkpointing::Full) {
        // Layer inputs, plus the largest layer being recomputed.
        // Where the stack offloads them (Unsloth), the layer inputs wait in CPU memory: two stay on the GPU,
        // the one being recomputed and the one being copied back.
        const double keptInputs = w.stack.checkpointOffload ? std::min(2, m.layers) : m.layers;
        return keptInputs * double(m.hidden) * ab * tokens +
               std::max(dense > 0 ? layerBytes(false, Checkpointing::None) : 0.0,
                        moe > 0 ? layerBytes(true, Checkpointing::None) : 0.0);
    }
    return dense * layerBytes(false, w.checkpointing) + moe * layerBytes(true, w.checkpointing);
}

// The logits and what the loss keeps of them, in bytes.
double lossLogitsBytes(const Workload &w)
{
    const ModelShape &m = w.model;
    const double tokens = double(w.seqLen) * sequencesPerMicroBatch(w);
    const double logitBytes = activationBytes(w.precision) == 4.0 || kbitUpcast(w) ? 4.0 : 2.0;
    if (w.loss == Loss::Chunked) {
        // torchtune: the output projection writes all logits in the compute dtype, split into 8 chunks; the
        // loss upcasts one chunk at a time to fp32 and keeps its log-softmax.
        return tokens * m.vocab * (logitBytes + 8.0 / 8.0);
    }
    if (w.loss == Loss::Kernel)
        return tokens * m.vocab * kKernelLogitBytes;
    if (w.loss == Loss::Fused) {
        const double hiddenGradient = tokens * m.hidden * activationBytes(w.precision);
        // Unsloth: as many chunks as keep one chunk's fp32 logits within half the memory still free (Cut
        // Cross-Entropy before it kept none), so what it holds beyond the hidden states' gradient fits
        // whatever the rest leaves.
        if (w.stack.fusedLossFitsFreeMemory)
            return hiddenGradient;
        // Fused linear cross-entropy (Liger): chunks of 2^ceil(log2(tokens / ceil(V / h))) tokens, each with
        // fp32 logits and their gradient, plus the gradient of the hidden states.
        const double perChunk = std::ceil(tokens / std::ceil(double(m.vocab) / m.hidden));
        const double chunk = std::min(tokens, std::pow(2.0, std::ceil(std::log2(std::max(1.0, perChunk)))));
        return chunk * m.vocab * 8.0 + hiddenGradient;
    }
    // A trainer that still holds the fp32 logits (prime-rl) adds them to what the loss keeps.
    return tokens * m.vocab *
           ((w.objective == Objective::Dpo ? kDpoLogitBytes : kLogitBytes) +
            (w.stack.logitsHeld ? 4.0 : 0.0));
}

} // namespace

Memory physicalMemory(const Workload &w, int gpus)
{
    const StateBytes bytes = w.method == Method::Full ? fullFineTuningBytes(w) : adapterTuningBytes(w);
    const ShardedState s = shardedState(w, bytes, gpus);
    const double logits = lossLogitsBytes(w);
    const double activations = (layerActivationsBytes(w) + logits) / kGiB;

    // The forward/backward peak holds the activations (and the gradients, which accumulate over micro-batches
    // and replace the activations during the backward pass); the optimizer step holds the gradients and the
    // update's temporaries but no activations. The peak is the larger, not the sum.
    const double persistent = s.weights + s.adapters + s.optimizer;
    const double forwardBackward = persistent + s.gradients + activations;
    const double optimizerStep = persistent + s.stepGradients + s.step;
    const auto slack = [&w](double allocated) { return allocated * w.stack.allocatorSlack; };
    Memory mem;
    mem.cudaContext = kCudaContextGib;
    mem.weights = s.weights;
    mem.adapters = s.adapters;
    mem.gradients = s.gradients;
    mem.forwardBackwardGib = forwardBackward + slack(forwardBackward) + kCudaContextGib;
    mem.optimizerStepGib = optimizerStep + slack(optimizerStep) + kCudaContextGib;
    mem.optimizerStepPeak = optimizerStep > forwardBackward;
    if (mem.optimizerStepPeak) {
        mem.gradients = s.stepGradients;
        mem.optimizer = s.optimizer + s.step;
        mem.allocator = slack(optimizerStep);
    } else {
        mem.optimizer = s.optimizer;
        mem.activations = activations;
        mem.logits = logits / kGiB;
        mem.allocator = slack(forwardBackward);
    }
    return mem;
}

// What full checkpointing runs again in the backward pass: the forward of each decoder layer (its linears,
// its adapters and its attention), not the embedding, the final norm, the output head or the loss. Every
// stack wraps the decoder layers only:
// - Transformers (src/transformers/modeling_layers.py at github.com/huggingface/transformers 00029cfa):
//   GradientCheckpointingLayer.__call__, "if self.gradient_checkpointing and self.training:" ... "return
//   self._gradient_checkpointing_func(partial(super().__call__, **kwargs), *args)"; the decoder layers
//   subclass it (models/llama/modeling_llama.py: "class LlamaDecoderLayer(GradientCheckpointingLayer):"), the
//   head is a plain nn.Linear called after the layers.
// - torchtitan (torchtitan/distributed/activation_checkpoint.py line 152-156 at github.com/pytorch/
//   torchtitan b5bcd76): "Apply activation checkpointing to every transformer block of the model.",
//   "layers = model.get_submodule("layers")", "for layer_id, transformer_block in
//   layers.named_children():"; in April 2024 (395a526, torchtitan/parallelisms/parallelize_llama.py line
//   225-227) likewise "for layer_id, transformer_block in enumerate(model.layers):" ... "transformer_block
//   = checkpoint_wrapper(".
// - LLM Foundry (llmfoundry/models/mpt/modeling_mpt.py, MPTModel): "def activation_checkpointing_fn(self,
//   module: nn.Module) -> bool:" / "return isinstance(module, MPTBlock)".
// The loss's memory traffic is counted once in computeSeconds() for the same reason.
double recomputeFlopsPerToken(const Workload &w)
{
    const ModelShape &m = w.model;
    const double adapters = w.method == Method::Full ? 0.0 : 2.0 * activeAdapterParams(w);
    return 2.0 * m.activeBlockLinearParams() + adapters +
           2.0 * double(w.seqLen) * m.attentionWidth() * m.layers; // causal attention, as in the forward
}

namespace {

// The MLP intermediate widths one token passes through, summed over the layers: the dense layers' and, in
// a mixture-of-experts layer, its routed and shared experts'.
double activeMlpWidth(const ModelShape &m)
{
    double width = m.denseLayers() * double(m.intermediate);
    if (m.isMoe())
        width += double(m.moeLayers) * (m.expertsPerToken * double(m.expertIntermediate) +
                                        m.sharedExperts * double(m.sharedIntermediate));
    return width;
}

} // namespace

bool fusedNormRotary(const Workload &w)
{
    return w.compiled || w.stack.fusedNormRotary || w.loss == Loss::Fused || w.loss == Loss::Kernel;
}

double fusedNormRotarySavedBytes(const ModelShape &m)
{
    return 2.0 * m.hidden * (kUnfusedNormBytes - kFusedNormBytes) +
           (m.attentionWidth() + m.kvWidth()) * (kUnfusedRotaryBytes - kFusedRotaryBytes);
}

// torchtitan's per-op selective checkpointing (stack entry selective_recompute "every_second_matmul") saves
// the output of every op in its save list and recomputes the rest (torchtitan/parallelisms/
// parallelize_llama.py line 198-203 and 231-241 at github.com/pytorch/torchtitan 3faaa1a0d: "_save_list = {"
// "torch.ops.aten.mm.default," "torch.ops.aten._scaled_dot_product_efficient_attention.default,"
// "torch.ops.aten._scaled_dot_product_flash_attention.default," ...; "if func == torch.ops.aten.mm.default:"
// "meta[mm_count_key] += 1" "# Saves output of all compute ops, except every second mm" "to_save = func in
// _save_list and not (" "func == torch.ops.aten.mm.default and meta[mm_count_key] % 2 == 0"). The count
// starts at zero for each layer ("meta = defaultdict(int)" in the context function each checkpointed block
// calls), and a layer runs its matmuls as q, k, v, o, then gate, up, down (torchtitan/models/llama/model.py
// at 395a526: "xq, xk, xv = self.wq(x), self.wk(x), self.wv(x)", "return self.wo(output)", "return
// self.w2(F.silu(self.w1(x)) * self.w3(x))"): k, o and the MLP's second matmul (up; a two-matrix MLP's down)
// run again, the attention core does not. Adapters add their two matmuls to the count: half of them. Experts
// are counted as a dense MLP's up projection per routed copy (judgement: the grouped expert kernels are not
// the mm the policy counts).
double everySecondMatmulFlopsPerToken(const Workload &w)
{
    const ModelShape &m = w.model;
    const double h = m.hidden;
    const double attention =
        m.attentionPerLayer > 0 ? 0.5 * m.attentionPerLayer : h * (m.kvWidth() + m.attentionWidth());
    const double adapters = w.method == Method::Full ? 0.0 : activeAdapterParams(w);
    return 2.0 * (m.layers * attention + h * activeMlpWidth(m)) + adapters;
}

double flopsPerToken(const Workload &w)
{
    const ModelShape &m = w.model;
    const double nmm = matmulParams(m);
    // Forward 2N; backward 4N (input and weight gradients) or 2N when weights are frozen.
    const double forward =
        2.0 * nmm + 2.0 * double(w.seqLen) * m.attentionWidth() * m.layers; // causal attention
    const double backward =
        w.method == Method::Full ? 2.0 * forward : 2.0 * forward - 2.0 * m.activeBlockLinearParams();
    double flops = forward + backward;
    if (w.method != Method::Full)
        flops += 6.0 * activeAdapterParams(w);
    if (w.checkpointing == Checkpointing::Full)
        flops += recomputeFlopsPerToken(w);
    else if (w.checkpointing == Checkpointing::Selective)
        flops += w.stack.selectiveEverySecondMatmul ? everySecondMatmulFlopsPerToken(w)
                                                    : kSelectiveRecompute * (forward + backward);
    if (w.objective == Objective::Dpo)
        flops += forward; // reference log-probabilities: a forward pass without gradients
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

double sustainedTflops(const Gpu &gpu, Precision precision)
{
    const double peak = trainingTflops(gpu, precision);
    // The T4's 65 FP16 tensor TFLOPS assume its 1590 MHz boost clock, which its 70 W board power limit does
    // not hold under continuous matrix multiplies. NVIDIA's developer forum, "About GPU peak performance"
    // (forums.developer.nvidia.com/t/about-gpu-peak-performance/264462): a cuBLAS FP16 GEMM of 4096 x 4096
    // by 4096 x 4096, timed over 100 iterations, "showed that T4's real FP16 flops is about 24T", and
    // NVIDIA's answer: "In the case of the T4, the performance of ~24T is arising due to power capping of
    // the GPU. [...] It is expected behavior for approximately continuous matrix multiply operations on a
    // T4." A large square GEMM is the best case, so 24 is what the board sustains, and the MFU (fitted on
    // boards that hold their clocks) applies to it as to the others' stated peak. No other board in the
    // dataset has a published figure of this kind; its FP32 rate is left as stated. The board is told by its
    // die and power limit (a TU104 at 70 W), not by its id.
    if (gpu.gpuDie == QLatin1String("TU104") && gpu.tdpW && *gpu.tdpW <= 70.0 && precision != Precision::Fp32)
        return std::min(peak, 24.0);
    return peak;
}

double fusedAttentionCeiling(const Gpu &gpu, bool cudnn)
{
    // FlashAttention-2 (the kernel of the stacks' "fused" attention: flash-attn or PyTorch SDPA's flash
    // backend) on Hopper: Dao 2023, arXiv 2307.08691, section 4.1: "Just running the same implementation on
    // H100 GPUs (using no special instructions to make use of new features such as TMA and 4th-gen Tensor
    // Cores), we obtain up to 335 TFLOPs/s (Fig. 7)" -- Fig. 7, "Attention forward + backward speed on H100
    // GPU", sequence lengths 512 to 16k, head dimension 64 or 128, with and without the causal mask. Over the
    // H100 SXM5's 989.4 dense BF16 TFLOPS that is 0.339. "Up to" is the best of the four panels: the causal
    // fwd+bwd case at long sequences is at most that, so this is an upper bound on the kernel's rate, not a
    // fit. Other architectures: the paper gives no fwd+bwd figure in its text (none for Blackwell at all), so
    // none.
    // cuDNN's fused attention, which Transformer Engine's DotProductAttention picks over FlashAttention on
    // Hopper (transformer_engine/pytorch/attention/dot_product_attention/utils.py line 1647-1653 at
    // github.com/NVIDIA/TransformerEngine d0067d0: "Disabling FlashAttention to give FusedAttention
    // preference on Hopper+ for performance reasons"): FlashAttention-3's paper measures it beside
    // FlashAttention-2 on an H100 SXM5 (Shah et al. 2024, arXiv 2407.08608, Fig. 5 and 6, head dimension
    // 128, as labelled on the bars): forward up to 617 TFLOPs/s (FlashAttention-2: 370), backward up to 518
    // (FlashAttention-2: 322). The paper gives no forward + backward figure for cuDNN, so one is derived as
    // the Dao 2023 figure is counted, the backward as 2.5 forwards: at 8k tokens, where the backward peaks,
    // 3.5 / (1 / 600 + 2.5 / 518) = 539 TFLOPs/s, 0.545 of the H100's 989.4. An upper bound as above.
    if (gpu.architecture == QLatin1String("Hopper"))
        return cudnn ? 539.0 / 989.4 : 335.0 / 989.4;
    return 0;
}

double attentionSeconds(double flops, double forwards, double rate, const Gpu &gpu, Precision precision,
                        bool fused, bool cudnn)
{
    const double atRate = rate > 0 ? flops / rate : 0;
    const double ceiling =
        fused ? fusedAttentionCeiling(gpu, cudnn) * sustainedTflops(gpu, precision) * 1e12 : 0;
    if (ceiling <= 0)
        return atRate;
    // The paper counts the backward as 2.5 forwards ("we multiply the forward pass FLOPs by 2.5 (since there
    // are 2 matmuls in the forward pass and 5 matmuls in the backward pass, due to recomputation)"); the
    // estimator counts it as 2. One forward's FLOPs: flops / (forwards + 2); the kernel's work: forwards
    // + 2.5 of them.
    const double kernelSeconds = flops / (forwards + 2.0) * (forwards + 2.5) / ceiling;
    return std::max(atRate, kernelSeconds);
}

namespace {

// Compute time of one GEMM of m x k by k x n over that of its FLOPs at the large-GEMM rate (kReference*).
double gemmStretch(double m, double k, double n, double ridge)
{
    if (m <= 0 || k <= 0 || n <= 0)
        return 1.0;
    return 1.0 + ridge * (m * k + k * n + m * n) / (m * k * n);
}

// The matmul time of one token relative to its FLOPs at the large-GEMM rate: each linear's FLOPs (its
// parameters) weighted by its GEMM's stretch, routed experts at 1 / kExpertEfficiency; `tokens` rows for the
// dense linears and the head, `expertRows` for each routed expert.
double matmulStretch(const ModelShape &m, double tokens, double expertRows, double ridge)
{
    const double h = m.hidden;
    double weighted = 0, params = 0;
    auto add = [&](double count, double rows, double in, double out, double cost) {
        weighted += count * in * out * gemmStretch(rows, in, out, ridge) * cost;
        params += count * in * out;
    };
    if (m.attentionPerLayer > 0) {
        add(m.layers, tokens, h, m.attentionPerLayer / h, 1);
    } else {
        add(2.0 * m.layers, tokens, h, m.attentionWidth(), 1); // q and o (o transposed: the same GEMM shape)
        add(2.0 * m.layers, tokens, h, m.kvWidth(), 1);        // k and v
    }
    auto mlp = [&](double count, double rows, double width, double cost) {
        add(count * (m.gatedMlp ? 3.0 : 2.0), rows, h, width, cost); // gate, up, down (transposed)
    };
    mlp(m.denseLayers(), tokens, m.intermediate, 1);
    if (m.isMoe()) {
        mlp(double(m.moeLayers) * m.sharedExperts, tokens, m.sharedIntermediate, 1);
        mlp(double(m.moeLayers) * m.expertsPerToken, expertRows, m.expertIntermediate, 1 / kExpertEfficiency);
    }
    add(1, tokens, h, m.vocab, 1);
    return params > 0 ? weighted / params : 1.0;
}

// The same for the shape the utilisation was measured on.
double referenceStretch(double ridge)
{
    ModelShape reference;
    reference.layers = 32;
    reference.hidden = int(kReferenceHidden);
    reference.intermediate = int(kReferenceMlp);
    reference.heads = 32;
    reference.kvHeads = 32;
    reference.vocab = 32000;
    return matmulStretch(reference, kReferenceTokens, 0, ridge);
}

// Ops the host issues for one layer's forward pass: the layer's own, PEFT's per adapted linear and
// bitsandbytes' per 4-bit linear.
// The attention projections of one layer an adapter method adapts (none for full fine-tuning).
double adaptedAttentionLinears(const Workload &w)
{
    if (w.method == Method::Full)
        return 0;
    switch (w.loraTargets) {
    case LoraTargets::QV:
        return 2;
    case LoraTargets::Attention:
    case LoraTargets::AllLinear:
        return 4;
    case LoraTargets::Mlp:
        return 0;
    }
    return 0;
}

// True when an adapter method adapts the MLP's matrices too.
bool adaptsMlp(const Workload &w)
{
    return w.method != Method::Full &&
           (w.loraTargets == LoraTargets::AllLinear || w.loraTargets == LoraTargets::Mlp);
}

// The linears of one layer an adapter method adapts (none for full fine-tuning); a layer's MLP counted once.
double adaptedLinearsPerLayer(const Workload &w)
{
    return adaptedAttentionLinears(w) + (adaptsMlp(w) ? (w.model.gatedMlp ? 3.0 : 2.0) : 0.0);
}

double hostOpsPerLayer(const Workload &w)
{
    const double mlpLinears = w.model.gatedMlp ? 3.0 : 2.0;
    return kOpsPerLayerForward + kOpsPerAdapter * adaptedLinearsPerLayer(w) +
           (w.method == Method::Qlora ? kOpsPerQuantisedLinear * (4 + mlpLinears) : 0.0);
}

// A loop over experts that are modules of their own (the stack's expert_weights), each with its own weights.
bool expertsAreModules(const Workload &w)
{
    return w.moeKernel == MoeKernel::Loop && w.stack.expertModules;
}

// The parameter tensors the optimizer updates: an adapter method's A and B of each adapted linear (a MoE
// layer's experts where the adapters reach them, as adapters() counts them); full fine-tuning's every weight,
// bias and norm tensor (q, k, v and o with their biases where the model has them, two norms a layer, the
// MLP's two or three matrices, a MoE layer's router and its experts; the embedding, the final norm and an
// untied output head). Routed experts are one tensor per matrix where the kernel stacks them, one per expert
// and matrix for a loop over expert modules. Judgement: a q/k norm (Qwen3) is not in the shape and not
// counted.
double trainableTensors(const Workload &w)
{
    const ModelShape &m = w.model;
    const double matrices = m.gatedMlp ? 3.0 : 2.0;
    const double expertMatrices = expertsAreModules(w) ? double(m.experts) * matrices : matrices;
    const double sharedMatrices = m.sharedExperts > 0 ? matrices : 0.0;
    if (w.method != Method::Full) {
        double linears = adaptedAttentionLinears(w) * m.layers;
        if (adaptsMlp(w))
            linears +=
                m.denseLayers() * matrices +
                (m.isMoe() ? m.moeLayers * ((w.adaptExperts ? expertMatrices : 0.0) + sharedMatrices) : 0.0);
        return 2.0 * linears;
    }
    const double attentionAndNorms = 4.0 + (m.qkvBias ? 3.0 : 0.0) + 2.0;
    const double moeLayer = 1.0 + expertMatrices + sharedMatrices;
    return m.denseLayers() * (attentionAndNorms + matrices) +
           (m.isMoe() ? m.moeLayers * (attentionAndNorms + moeLayer) : 0.0) + 2.0 +
           (m.tiedEmbeddings ? 0.0 : 1.0);
}

// The modules whose parameters DeepSpeed's ZeRO-3 fetches one by one (kZero3FetchSeconds): every weight of
// the model as full fine-tuning counts them, a Linear's bias fetched with its weight, and an adapter method's
// A and B besides (ZeRO-3 partitions the frozen base too).
double fetchedModules(const Workload &w)
{
    Workload full = w;
    full.method = Method::Full;
    const double biases = w.model.qkvBias ? 3.0 * w.model.layers : 0.0;
    return trainableTensors(full) - biases + (w.method == Method::Full ? 0.0 : trainableTensors(w));
}

// The host's time to issue one optimizer step where that is paid per parameter tensor: torch's foreach AdamW
// over FSDP2's DTensor parameters (kForeachSecondsPerShardedTensor); 0 elsewhere (a fused kernel, or foreach
// over plain tensors or the flat parameters of FSDP1 and ZeRO, issues a few launches for all of them).
double optimizerHostSeconds(const Workload &w)
{
    // A job not yet on its GPUs (Auto) shards as its stack does by default; its estimates resolve it.
    if (!w.stack.foreachOptimizer || !w.stack.dtensorParameters || w.optimizer != Optimizer::AdamW ||
        stackDefault(w) != Sharding::Fsdp || w.offload == Offload::Optimizer)
        return 0;
    return trainableTensors(w) * kForeachSecondsPerShardedTensor;
}

double loopGradientBytes(const Workload &w, double localExperts)
{
    const ModelShape &m = w.model;
    // Frozen experts have no weight gradient; experts as modules each have their own.
    if (!m.isMoe() || w.method != Method::Full || expertsAreModules(w))
        return 0;
    // Every local expert's backward writes a gradient of all local experts' weights of its layer.
    const double stackedBytes = localExperts * m.mlpParams(m.expertIntermediate) * gradientBytes(w.precision);
    return kLoopGradientPasses * localExperts * stackedBytes * m.moeLayers;
}

// What per-op selective checkpointing runs again besides its matmuls, in bytes per token and layer of one
// forward pass: every op outside its save list (see everySecondMatmulFlopsPerToken()), memory-bound: the two
// RMSNorms and the rotation of q and k (kUnfusedNormBytes, kUnfusedRotaryBytes), the MLP's activation and,
// when gated, its product with the up projection, and the two residual adds. Per element, bf16 in and out:
// the activation reads 2 and writes 2 bytes, the product reads 2 + 2 and writes 2, an add likewise 6.
double everySecondMatmulElementwiseBytes(const ModelShape &m)
{
    const double width = activeMlpWidth(m) / std::max(1, m.layers);
    return 2.0 * m.hidden * kUnfusedNormBytes + (m.attentionWidth() + m.kvWidth()) * kUnfusedRotaryBytes +
           width * (m.gatedMlp ? 4.0 + 6.0 : 4.0) + 2.0 * m.hidden * 6.0;
}

// One micro-batch on one GPU, in seconds.
double computeSeconds(const Workload &job, const Gpu &gpu, int gpus, double tflops)
{
    const Workload w = executed(job);
    const ModelShape &m = w.model;
    const double bandwidth = gpu.memoryBandwidthGbps.value_or(0) * 1e9 * kBandwidthEfficiency; // bytes/s
    // The matmuls at the assumed MFU, each GEMM stretched by its shape against
    // the reference's (expert matmuls also at kExpertEfficiency); attention's own FLOPs at the MFU or the
    // fused kernel's published ceiling where that is slower (attentionSeconds()); QLoRA's dequantisation,
    // which streams every quantised weight through memory on each pass; eager attention's score matrices.
    const double sequences = double(w.microBatch) * (w.objective == Objective::Dpo ? 2.0 : 1.0);
    const double tokens = double(w.seqLen) * sequences;
    // Passes in units of a forward's time: the recomputed forward at kRecomputeTime.
    const double recompute = w.checkpointing == Checkpointing::Full ? kRecomputeTime : 0.0;
    const double passes = 2.0 + recompute + (w.objective == Objective::Dpo ? 1.0 : 0.0); // DPO: the reference
    const double forwards = passes - 1.0; // the backward pass aside
    const double rate = tflops * 1e12 * utilisation(gpu, w.method) * w.stack.mfuScale;
    // Per-op selective checkpointing's recomputed matmuls are a forward's too: timed alike.
    const bool everySecond =
        w.checkpointing == Checkpointing::Selective && w.stack.selectiveEverySecondMatmul;
    const double flops = flopsPerToken(w) -
                         (recompute > 0 ? (1.0 - recompute) * recomputeFlopsPerToken(w) : 0.0) -
                         (everySecond ? (1.0 - kRecomputeTime) * everySecondMatmulFlopsPerToken(w) : 0.0);
    // Attention's score and value matmuls: forward 2 x s x width per layer, backward twice that.
    const double attentionFlops =
        std::min(flops, 2.0 * double(w.seqLen) * m.attentionWidth() * m.layers * (forwards + 2.0));
    double stretch = 1.0;
    double launchSeconds = 0;
    if (bandwidth > 0) {
        const double ridge = rate / bandwidth;
        // Rows each routed expert sees: the GPU's tokens x k / experts; with expert parallelism every GPU's
        // tokens reach the experts this GPU holds.
        const double expertRows = m.isMoe() ? tokens * m.expertsPerToken / std::max(1, m.experts) *
                                                  (w.expertParallel && gpus > 1 ? double(gpus) : 1.0)
                                            : 0.0;
        stretch = matmulStretch(m, tokens, expertRows, ridge) / referenceStretch(ridge);
    } else if (m.isMoe()) {
        const double routed = m.moeLayers * double(m.expertsPerToken) * m.mlpParams(m.expertIntermediate);
        stretch = 1.0 + routed / matmulParams(m) * (1.0 / kExpertEfficiency - 1.0);
    }
    double seconds = attentionSeconds(attentionFlops * tokens, forwards, rate, gpu, w.precision,
                                      w.flashAttention, w.stack.cudnnAttention) +
                     (flops - attentionFlops) * stretch * tokens / rate;
    if (m.isMoe() && w.moeKernel == MoeKernel::Loop) {
        const double localExperts =
            w.expertParallel && gpus > 1 ? std::ceil(double(m.experts) / gpus) : double(m.experts);
        launchSeconds = localExperts * m.moeLayers * passes * kLoopSecondsPerExpertPass;
        if (bandwidth > 0)
            seconds += loopGradientBytes(w, localExperts) / bandwidth;
    }
    if (bandwidth > 0 && w.method == Method::Qlora)
        seconds += passes * m.blockLinearParams() * kDequantBytes / bandwidth;
    if (bandwidth > 0 && !w.flashAttention)
        seconds += (kEagerAttentionPasses + forwards - 1.0) * sequences * m.heads * double(w.seqLen) *
                   double(w.seqLen) * kEagerAttentionBytes * m.layers / bandwidth;
    if (bandwidth > 0 && fusedNormRotary(w))
        seconds -= fusedNormRotarySavedBytes(m) * tokens * m.layers * (forwards + 2.0) / bandwidth;
    if (bandwidth > 0 && everySecond)
        seconds += everySecondMatmulElementwiseBytes(m) * tokens * m.layers / bandwidth;
    if (bandwidth > 0) {
        const double traffic = w.loss == Loss::Fused     ? kFusedLossTraffic
                               : w.loss == Loss::Chunked ? kChunkedLossTraffic
                                                         : kStandardLossTraffic;
        seconds += tokens * double(m.vocab) * traffic / bandwidth;
    }
    // The host issues kernels ahead of the GPU, so its dispatch time hides unless it is the longer of the
    // two; the expert loop's synchronisations stop that overlap and add.
    const double hostSeconds = m.layers * (forwards + 2.0) * hostOpsPerLayer(w) * kSecondsPerOp;
    seconds = std::max(seconds, hostSeconds) + launchSeconds;
    return seconds;
}

// One micro-batch on `gpus` GPUs: the data-parallel traffic and the experts' all-to-all against `compute`.
double parallelSeconds(const Workload &w, const Gpu &gpu, int gpus, double compute)
{
    const ModelShape &m = w.model;
    const double sequences = double(w.microBatch) * (w.objective == Objective::Dpo ? 2.0 : 1.0);
    const double tokens = double(w.seqLen) * sequences;
    const double passes =
        (w.checkpointing == Checkpointing::Full ? 3.0 : 2.0) + (w.objective == Objective::Dpo ? 1.0 : 0.0);
    const double steps = 1.0 / std::max(1, w.gradAccum); // optimizer steps per micro-batch
    // FSDP/ZeRO-3 gathers the weights for the forward and for the backward pass (a recomputed layer
    // reuses the backward's gather) and reduce-scatters the gradients of every micro-batch. ZeRO-2 keeps
    // the weights whole: it reduce-scatters every micro-batch's gradients and all-gathers the updated
    // weights once a step. ZeRO-1 (Megatron's distributed optimizer) reduce-scatters the accumulated
    // gradients once a step and all-gathers the updated weights; DDP all-reduces them once a step (twice
    // a reduce-scatter's bytes) and every replica updates itself (the ZeRO paper, Rajbhandari et al.: DP
    // and ZeRO-1/2 move 2N per step, ZeRO-3 3N). Bucketed and prefetched, that traffic overlaps compute,
    // so the slower of the two sets the pace. Past one node the rings cross the inter-node links, which an
    // NVLink node's GPUs share (interNodeBandwidth()). With expert parallelism the routed experts are not
    // gathered; each token's hidden state travels to its k experts and back (all-to-all) in every pass.
    const double weightBytesPerParam = w.method == Method::Qlora ? kQuantBytes : activationBytes(w.precision);
    const double gatheredParams = m.totalParams() - (w.expertParallel ? routedExpertParams(m) : 0.0);
    const double weightBytes = gatheredParams * weightBytesPerParam;
    const double gradBytes =
        w.method == Method::Full ? gatheredParams * weightBytesPerParam : trainableParams(w) * 4.0;
    const double gathers = 2.0 + (w.objective == Objective::Dpo ? 1.0 : 0.0);
    const double share = double(gpus - 1) / gpus;
    const bool spansNodes = gpus > std::max(1, w.gpusPerNode);
    const double nodeLink = linkBandwidth(gpu, gpus);
    const double link = spansNodes ? std::min(nodeLink, interNodeBandwidth(w, gpu)) : nodeLink;
    // Collectives per micro-batch (per layer for FSDP's units, per bucket otherwise) and their bytes;
    // with adapters only the adapters are reduced and gathered (the frozen base is whole on every GPU).
    double collectives = m.layers * (gathers + 1.0), bytes = gathers * weightBytes + gradBytes;
    switch (w.sharding) {
    case Sharding::Auto: // resolved by tokensPerSecond()
    case Sharding::Fsdp:
        break;
    case Sharding::Zero2:
        collectives = m.layers * (1.0 + steps);
        bytes = gradBytes + (w.method == Method::Full ? weightBytes : gradBytes) * steps;
        break;
    case Sharding::Zero1:
        collectives = m.layers * 2.0 * steps;
        bytes = (gradBytes + (w.method == Method::Full ? weightBytes : gradBytes)) * steps;
        break;
    case Sharding::Ddp:
        collectives = m.layers * steps;
        bytes = 2.0 * gradBytes * steps;
        break;
    }
    bytes *= share;
    const double latency = spansNodes ? kInterNodeCollectiveLatency : kCollectiveLatency;
    // DeepSpeed's ZeRO-3 fetches module by module, in each pass that runs the module (the recomputed forward
    // included: the forward released the parameters), at the host's cost per fetch. The host issues compute
    // ahead of the GPU, so that time hides behind compute as the collectives do, except in a loop over the
    // experts, whose synchronisations leave the GPU idle while the host fetches (see computeSeconds()).
    const bool loop = w.moeKernel == MoeKernel::Loop && m.isMoe();
    const double fetchSeconds = w.sharding == Sharding::Fsdp && w.stack.moduleFetch
                                    ? fetchedModules(w) * passes * kZero3FetchSeconds
                                    : 0.0;
    const double comm =
        link > 0 ? bytes / (link * 1e9) + collectives * latency + (loop ? 0.0 : fetchSeconds) : 0;
    // The experts' all-to-all: each token's hidden state goes to its k experts and back (dispatch and
    // combine) in every pass, a recomputed forward included: within a node over NVLink or PCIe, across
    // nodes through each GPU's own NIC (every GPU sends its own tokens, so the node's NICs are not pooled
    // for one GPU's traffic as a ring's are). Grouped-GEMM
    // stacks that dispatch asynchronously (DeepEP, Megatron Bridge's overlap_moe_expert_parallel_comm)
    // hide it behind compute as the gathers are hidden; a per-expert loop waits for its tokens before
    // each expert runs, so there it adds. Judgement: which grouped stacks overlap is not a job field yet.
    const double exchangeLink = spansNodes ? std::min(nodeLink, nicBandwidth(w)) : nodeLink;
    double dispatch = 0;
    if (w.expertParallel && m.isMoe() && exchangeLink > 0)
        dispatch = 2.0 * passes * tokens * m.expertsPerToken * m.hidden * activationBytes(w.precision) *
                   m.moeLayers * share / (exchangeLink * 1e9);
    return (w.moeKernel == MoeKernel::Grouped
                ? std::max(compute, comm + dispatch)
                : std::max(compute + (loop ? fetchSeconds : 0.0), comm) + dispatch) *
           1.05;
}

} // namespace

double physicalTokensPerSecond(const Workload &w, const Gpu &gpu, int gpus)
{
    const double tflops = sustainedTflops(gpu, w.precision);
    if (tflops <= 0)
        return 0;
    double seconds = computeSeconds(w, gpu, gpus, tflops);
    if (gpus > 1)
        seconds = parallelSeconds(w, gpu, gpus, seconds);
    // DDP keeps every optimizer state on every GPU; the others shard them.
    const double shards = w.sharding == Sharding::Ddp ? 1.0 : std::max(1, gpus);
    const double steps = 1.0 / std::max(1, w.gradAccum); // optimizer steps per micro-batch
    // Offloaded optimizer states cross PCIe once per optimizer step, shared by its micro-batches.
    if (w.offload == Offload::Optimizer) {
        // Each step sends this GPU's share of the fp32 gradients to the CPU and the updated half-precision
        // weights back.
        const double bytes = trainableParams(w) / shards * (4.0 + 2.0);
        seconds += steps * bytes / (pcieBandwidth(gpu) * 1e9);
    } else if (w.offload == Offload::States) {
        // Each step brings this GPU's share of the optimizer states to the GPU and sends them back
        // (prime-rl's optim_cpu_offload, whose documentation notes that gradient accumulation amortises it).
        const double bytes = trainableParams(w) / shards * optimizerBytes(w.precision, w.optimizer) * 2.0;
        seconds += steps * bytes / (pcieBandwidth(gpu) * 1e9);
    }
    // The optimizer step runs on the GPU (unless ZeRO-Offload moved it to the CPU) over this GPU's share of
    // the trainable parameters, once per step: it weighs most with small batches and few GPUs.
    const double bandwidth = gpu.memoryBandwidthGbps.value_or(0) * 1e9 * kBandwidthEfficiency;
    // Where the host issues the step tensor by tensor, it takes at least the host's time
    // (optimizerHostSeconds).
    if (w.offload != Offload::Optimizer && bandwidth > 0)
        seconds +=
            steps *
            std::max(trainableParams(w) / shards *
                         optimizerStepTraffic(w.precision, w.optimizer, w.stack.foreachOptimizer) / bandwidth,
                     optimizerHostSeconds(w));
    const double sequences = double(w.microBatch) * (w.objective == Objective::Dpo ? 2.0 : 1.0);
    return double(w.seqLen) * sequences / seconds * gpus;
}

HostMemory hostMemory(const Workload &w, int gpus)
{
    HostMemory host;
    const double shards = w.sharding == Sharding::Ddp ? 1.0 : std::max(1, gpus);
    const double trainable = trainableParams(w);
    if (w.offload == Offload::Optimizer) {
        // The update runs on the CPU: the master weights (fp32, or bf16 under pure bf16), the gradients it
        // receives (gradientBytes(), the fp32 gradients physicalTokensPerSecond() sends) and the states.
        const double master = w.precision == Precision::Bf16 ? 2.0 : 4.0;
        host.optimizer = trainable / shards *
                         (master + gradientBytes(w.precision) + optimizerBytes(w.precision, w.optimizer)) /
                         kGiB;
    } else if (w.offload == Offload::States) {
        host.optimizer = trainable / shards * optimizerBytes(w.precision, w.optimizer) / kGiB;
    }
    if (w.checkpointing == Checkpointing::Full && w.stack.checkpointOffload) {
        // The layer inputs physicalMemory() does not keep on the GPU (all but two).
        const ModelShape &m = w.model;
        const double sequences = double(w.microBatch) * (w.objective == Objective::Dpo ? 2.0 : 1.0);
        const double inputs = m.layers - std::min(2, m.layers);
        host.checkpoints =
            inputs * double(m.hidden) * activationBytes(w.precision) * double(w.seqLen) * sequences / kGiB;
    }
    return host;
}

namespace {
constexpr int kLargestCount = 65536; // past this many GPUs nothing that matters changes

// What an offload holds in CPU memory, per node of the GPUs the job uses: a host needs that much RAM, pinned
// for the copies.
void offloadWarnings(const Workload &w, const Result &r, std::vector<Warning> *warnings)
{
    const HostMemory host = hostMemory(w, r.gpusUsed);
    const double perNode = std::min(r.gpusUsed, std::max(1, w.gpusPerNode));
    if (host.optimizer > 0)
        warnings->push_back(
            {w.offload == Offload::Optimizer ? Warning::Kind::OffloadMaster : Warning::Kind::OffloadStates,
             {host.optimizer, perNode}});
    if (host.checkpoints > 0)
        warnings->push_back({Warning::Kind::OffloadCheckpoints, {host.checkpoints, perNode}});
}

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
    if (w.sharding == Sharding::Auto)
        return gpusNeeded(resolved(w, gpu), gpu);
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

Sharding resolvedSharding(const Workload &w, const Gpu &gpu, int maxGpus)
{
    if (w.sharding != Sharding::Auto)
        return w.sharding;
    const Sharding preferred = stackDefault(w);
    if (preferred == Sharding::Fsdp)
        return preferred;
    // The stack's default keeps the weights whole on every GPU: it holds the job where the job fits so (DDP:
    // the replica plus DDP's gradient buckets on each GPU); where it does not, the user has to shard.
    Workload c = w;
    c.sharding = preferred;
    const double capacity = capacityGib(gpu);
    if (w.gpus > 0) // on one GPU nothing is split, but the count that would hold the job shards
        return capacity > 0 && memory(c, w.gpus).total() <= capacity ? preferred : Sharding::Fsdp;
    const int needed = gpusNeeded(c, gpu);
    return needed > 0 && needed <= std::max(1, maxGpus) ? preferred : Sharding::Fsdp;
}

Workload resolved(const Workload &w, const Gpu &gpu, int maxGpus)
{
    Workload job = w;
    job.sharding = resolvedSharding(w, gpu, maxGpus);
    return job;
}

namespace {

QString shardingName(Sharding s)
{
    switch (s) {
    case Sharding::Auto:
    case Sharding::Fsdp:
        return Text::tr("FSDP");
    case Sharding::Zero2:
        return Text::tr("ZeRO-2");
    case Sharding::Zero1:
        return Text::tr("ZeRO-1");
    case Sharding::Ddp:
        return Text::tr("DDP");
    }
    return {};
}

// Why the estimate assumes its sharding on several GPUs, for the ranking's reason line.
QString shardingReason(const Workload &asked, const Result &r)
{
    if (r.gpusUsed <= 1)
        return {};
    const QString chosen = shardingName(r.sharding);
    if (asked.sharding != Sharding::Auto)
        return Text::tr("%1, as asked").arg(chosen);
    const Sharding preferred = stackDefault(asked);
    if (r.sharding == preferred)
        return Text::tr("%1, the default of %2").arg(chosen, asked.stack.name);
    Workload c = asked;
    c.sharding = preferred;
    return Text::tr("%1: under %2, the default of %3, each GPU would need %4 GiB of %5, so FSDP or ZeRO-3 "
                    "has to be configured")
        .arg(chosen, shardingName(preferred), asked.stack.name)
        .arg(memory(c, std::max(2, r.gpusUsed)).total(), 0, 'f', 1)
        .arg(r.capacityGib, 0, 'f', 1);
}

} // namespace

Result onGpu(const Workload &asked, const Gpu &gpu, int maxGpus)
{
    const Workload w = resolved(asked, gpu, maxGpus);
    Result r;
    r.sharding = w.sharding;
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
    r.shardingReason = shardingReason(asked, r);
    r.tflopsUsed = trainingTflops(gpu, w.precision);
    r.utilisation = utilisation(gpu, w.method) * w.stack.mfuScale;
    const Bands::Band memoryBand = Bands::lookup(w, Bands::Quantity::Memory);
    const Bands::Band speedBand = Bands::lookup(w, Bands::Quantity::Speed);
    r.totalLowGib = r.memory.total() * memoryBand.low;
    r.totalHighGib = r.memory.total() * memoryBand.high;
    r.memoryBandKind = memoryBand.kind;
    r.memoryBandRows = memoryBand.rows;
    r.speedBandKind = speedBand.kind;
    r.speedBandRows = speedBand.rows;
    if (r.capacityGib <= 0 || r.totalLowGib > r.capacityGib)
        r.fit = Fit::DoesNotFit;
    else if (r.totalHighGib <= r.capacityGib)
        r.fit = Fit::Fits;
    else
        r.fit = Fit::MayFit;
    // A count that holds the estimate has a speed, and so has one that only may hold it: measured runs of
    // this kind fitted there.
    const bool fewerThanNeeded = r.gpusNeeded > 0 && r.gpusUsed < r.gpusNeeded;
    if ((r.gpusNeeded > 0 && !fewerThanNeeded) || r.fit == Fit::MayFit)
        r.tokensPerSecond = tokensPerSecond(w, gpu, r.gpusUsed);
    if (r.tokensPerSecond > 0 && w.tokens > 0)
        r.hours = w.tokens / r.tokensPerSecond / 3600.0;
    r.tokensPerSecondLow = r.tokensPerSecond * speedBand.low;
    r.tokensPerSecondHigh = r.tokensPerSecond * speedBand.high;

    using Kind = Warning::Kind;
    if (r.gpusNeeded == 0 && r.fit == Fit::MayFit)
        r.warnings.push_back({Kind::NoCountMayFit, {r.floorGib, r.capacityGib, r.totalLowGib}});
    else if (r.gpusNeeded == 0)
        r.warnings.push_back({Kind::NoCount, {r.floorGib, r.capacityGib}});
    else if (w.gpus > 0 && w.gpus < r.gpusNeeded && r.fit == Fit::MayFit)
        r.warnings.push_back(
            {Kind::MayNotFitFixed,
             {double(w.gpus), r.memory.total(), r.capacityGib, r.totalLowGib, double(r.gpusNeeded)}});
    else if (w.gpus > 0 && w.gpus < r.gpusNeeded)
        r.warnings.push_back(
            {Kind::DoesNotFitFixed, {double(w.gpus), r.memory.total(), r.capacityGib, double(r.gpusNeeded)}});
    else if (!r.withinLimit)
        r.warnings.push_back({Kind::OverLimit, {double(r.gpusNeeded), double(limit)}});
    if (r.runs() && r.headroom < kTightHeadroom)
        r.warnings.push_back(thinHeadroomWarning(r.headroom));
    offloadWarnings(w, r, &r.warnings);
    // Without NVLink the traffic between the GPUs crosses PCIe: said where it costs (FSDP's gathers do, a
    // LoRA job's DDP all-reduce of its adapters hides behind compute), with what the GPUs give together.
    if (r.gpusUsed > 1 && !gpu.hasNvlink() && r.tokensPerSecond > 0) {
        Workload one = w;
        one.gpus = 1;
        const double alone = tokensPerSecond(one, gpu, 1);
        const double scaling = alone > 0 ? r.tokensPerSecond / alone : 0;
        if (scaling < kPoorScaling * r.gpusUsed) {
            r.warnings.push_back(
                {gpu.segment == QLatin1String("consumer") ? Kind::NoPeerToPeer : Kind::PcieOnly,
                 {double(r.gpusUsed), scaling}});
        }
    }
    if (!gpu.bf16Supported && (w.precision == Precision::Bf16 || w.precision == Precision::Bf16Mixed))
        r.warnings.push_back({Kind::NoBf16, {}});
    if (r.tflopsUsed <= 0)
        r.warnings.push_back({Kind::NoThroughput, {}});
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

// Sets one field through the job's field table, so that a fix's workload is what applying its changes to the
// job gives.
void setField(Workload *w, const Change &change)
{
    Job job;
    job.workload = std::move(*w);
    QString error;
    const bool ok = JobFields::set(job, change.key, change.value, &error);
    Q_ASSERT_X(ok, "Estimate::fixesFor", qPrintable(change.key + QStringLiteral(": ") + error));
    Q_UNUSED(ok)
    *w = std::move(job.workload);
}

} // namespace

Warning thinHeadroomWarning(double headroom)
{
    return {Warning::Kind::ThinHeadroom, {headroom}};
}

namespace {

// The largest micro-batch and sequence length that hold on one of the GPU's cards, into `r`.
void recordLimits(const Workload &w, double capacity, Result *r)
{
    // One copy of the job, its batch or length set for each probe: a copy per probe (some 38 a GPU) was a
    // tenth of ranking 10,000 GPUs.
    Workload probe = w;
    r->maxBatch = largestHolding(65536, [&](int batch) {
        probe.microBatch = batch;
        return memory(probe, 1).total() <= capacity;
    });
    probe.microBatch = w.microBatch;
    const int maxSeq = largestHolding(1 << 21, [&](int seq) {
        probe.seqLen = seq;
        return memory(probe, 1).total() <= capacity;
    });
    r->maxSeq = maxSeq >= 256 ? maxSeq / 64 * 64 : maxSeq; // a round length, still holding
}

// The search fixesFor() runs on one GPU: each change of the job is costed, and kept in the result's fixes
// when it does better than the job as it is.
class FixSearch
{
public:
    FixSearch(const Workload &asked, const Workload &w, const Gpu &gpu, int maxGpus, bool tight, Result *r)
        : m_asked(asked)
        , m_w(w)
        , m_gpu(gpu)
        , m_maxGpus(maxGpus)
        , m_tight(tight)
        , m_currentGib(memory(w, 1).total())
        , m_r(r)
    {
        m_before.workload = w;
        m_beforeValues = JobFields::values(m_before);
    }

    // One change at a time: checkpointing, optimizer, loss, offload, sharding, method, batch, sequence.
    void trySingleChanges()
    {
        const Workload &w = m_w;
        if (w.checkpointing != Checkpointing::Full)
            consider(checkpointing(Checkpointing::Full),
                     Text::tr("gradient checkpointing (about a quarter slower)"));
        if (w.checkpointing == Checkpointing::None)
            consider(checkpointing(Checkpointing::Selective), Text::tr("selective activation checkpointing"));
        if (w.optimizer == Optimizer::AdamW && w.method == Method::Full)
            consider(eightBitAdam(), Text::tr("8-bit AdamW states"));
        if (w.loss != Loss::Fused)
            consider(
                fusedLoss(),
                Text::tr("fused linear cross-entropy (Liger, Unsloth: the logits are never all in memory)"));
        if (w.method == Method::Full && w.offload == Offload::None)
            consider(changed([](Workload &x) { x.offload = Offload::Optimizer; }),
                     Text::tr("optimizer states in CPU memory (slower: the update crosses PCIe)"));
        if (w.sharding != Sharding::Fsdp)
            consider(changed([](Workload &x) { x.sharding = Sharding::Fsdp; }),
                     Text::tr("FSDP or ZeRO-3: shard the weights, gradients and optimizer states"));
        if (w.method == Method::Full)
            consider(changed([](Workload &x) { x.method = Method::Lora; }),
                     Text::tr("LoRA instead of full fine-tuning"));
        if (w.method != Method::Qlora)
            consider(changed([](Workload &x) { x.method = Method::Qlora; }),
                     w.method == Method::Full ? Text::tr("QLoRA instead of full fine-tuning")
                                              : Text::tr("QLoRA (4-bit base) instead of LoRA"));
        if (w.microBatch > 1) {
            // The largest that holds and divides the micro-batch, so the effective batch stays the same.
            int batch = m_r->maxBatch >= 1 && m_r->maxBatch < w.microBatch ? m_r->maxBatch : 1;
            while (w.microBatch % batch != 0)
                --batch;
            consider(smallerBatch(batch),
                     Text::tr("micro-batch %1 with %2 gradient accumulation steps (the same effective batch)")
                         .arg(batch)
                         .arg(accumulationFor(batch)));
        }
        if (w.seqLen > 512) {
            const int seq = m_r->maxSeq >= 512 && m_r->maxSeq < w.seqLen ? m_r->maxSeq : w.seqLen / 2;
            consider(changed([seq](Workload &x) { x.seqLen = seq; }),
                     Text::tr("sequences of %1 tokens").arg(seq));
        }
    }

    // Together, the changes that keep the method and the data (some help only in combination), unless one
    // fix alone gives the same.
    void tryCombination()
    {
        std::vector<Change> all;
        QStringList labels;
        const auto join = [&all, &labels](const std::vector<Change> &changes, const QString &label) {
            all.insert(all.end(), changes.begin(), changes.end());
            labels << label;
        };
        if (m_w.checkpointing != Checkpointing::Full)
            join(checkpointing(Checkpointing::Full), Text::tr("gradient checkpointing"));
        if (m_w.loss != Loss::Fused)
            join(fusedLoss(), Text::tr("fused cross-entropy"));
        if (m_w.method == Method::Full && m_w.optimizer == Optimizer::AdamW)
            join(eightBitAdam(), Text::tr("8-bit AdamW"));
        if (m_w.microBatch > 1)
            join(smallerBatch(1), Text::tr("micro-batch 1 with accumulation"));
        if (labels.size() <= 1)
            return;
        Workload together = m_asked;
        for (const Change &c : all)
            setField(&together, c);
        together = resolved(together, m_gpu, m_maxGpus);
        const bool sameAsOne = std::any_of(m_r->fixes.begin(), m_r->fixes.end(), [&](const Fix &f) {
            return f.gpusNeeded == gpusNeeded(together, m_gpu) &&
                   std::abs(f.totalGib - memory(together, std::max(1, f.gpusNeeded)).total()) < 0.01;
        });
        if (!sameAsOne)
            consider(all, Text::tr("all of: %1").arg(labels.join(QStringLiteral(", "))));
    }

    // Changes that keep the method and the data come first: a shorter sequence changes what the model sees,
    // switching to LoRA or QLoRA what is trained.
    void sortLeastIntrusiveFirst()
    {
        std::vector<Fix> &fixes = m_r->fixes;
        auto intrusion = [this](size_t i) {
            const Workload &w = m_applied[i];
            return w.method != m_w.method ? 2 : w.seqLen != m_w.seqLen ? 1 : 0;
        };
        std::vector<size_t> order(fixes.size());
        std::iota(order.begin(), order.end(), size_t(0));
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
            if (intrusion(a) != intrusion(b))
                return intrusion(a) < intrusion(b);
            if (fixes[a].gpusNeeded != fixes[b].gpusNeeded)
                return fixes[a].gpusNeeded < fixes[b].gpusNeeded;
            return fixes[a].tokensPerSecond > fixes[b].tokensPerSecond;
        });
        std::vector<Fix> sortedFixes;
        std::vector<Workload> sortedApplied;
        sortedFixes.reserve(fixes.size());
        sortedApplied.reserve(fixes.size());
        for (const size_t i : order) {
            sortedFixes.push_back(std::move(fixes[i]));
            sortedApplied.push_back(std::move(m_applied[i]));
        }
        fixes = std::move(sortedFixes);
        m_applied = std::move(sortedApplied);
    }

    // A job that may fit: the first change whose band's high end fits on the GPUs the job uses.
    void findCertainFit(double capacity)
    {
        Result *r = m_r;
        r->certainBy.clear();
        r->certainByChanges.clear();
        if (r->fit != Fit::MayFit)
            return;
        for (size_t i = 0; i < r->fixes.size(); ++i) {
            const Fix &f = r->fixes[i];
            const int n = std::max(1, r->gpusUsed);
            const Workload &costed = m_applied[i];
            const double high =
                memory(costed, n).total() * Bands::lookup(costed, Bands::Quantity::Memory).high;
            if (f.gpusNeeded > 0 && f.gpusNeeded <= n && high <= capacity) {
                r->certainBy = f.args;
                r->certainByChanges = f.changes;
                break;
            }
        }
    }

private:
    // Costs the job with `changes` applied; kept only when it does better (fewer GPUs, or a tight fit on one
    // with clearly less memory), so none is offered that leaves the result as it was.
    void consider(const std::vector<Change> &changes, const QString &label)
    {
        if (changes.empty())
            return;
        Workload applied = m_asked; // what applying the fix gives: an automatic sharding stays automatic
        for (const Change &c : changes)
            setField(&applied, c);
        applied.gpus = 0;
        Fix fix;
        fix.changes = changes;
        fix.args = JobFields::options(changes);
        fix.label = label;
        // Costed with the sharding the changed job resolves to, as it will be once applied.
        Workload costed = resolved(applied, m_gpu, m_maxGpus);
        fix.gpusNeeded = gpusNeeded(costed, m_gpu);
        const int n = std::max(1, fix.gpusNeeded);
        fix.totalGib = memory(costed, n).total();
        if (fix.gpusNeeded > 0)
            fix.tokensPerSecond = tokensPerSecond(costed, m_gpu, n);
        const bool fewer = fix.gpusNeeded > 0 && (m_r->gpusNeeded == 0 || fix.gpusNeeded < m_r->gpusNeeded);
        const bool roomier = m_tight && fix.gpusNeeded == 1 && fix.totalGib < m_currentGib * 0.95;
        if (fewer || roomier) {
            m_r->fixes.push_back(std::move(fix));
            m_applied.push_back(std::move(costed));
        }
    }

    // What an edit of the job changes, in the job table's names and spellings ("ckpt", "full").
    template <typename Edit>
    std::vector<Change> changed(const Edit &edit) const
    {
        Job after = m_before;
        edit(after.workload);
        return JobFields::workloadChanges(m_beforeValues, after);
    }

    std::vector<Change> checkpointing(Checkpointing c) const
    {
        return changed([c](Workload &x) { x.checkpointing = c; });
    }
    std::vector<Change> fusedLoss() const
    {
        return changed([](Workload &x) { x.loss = Loss::Fused; });
    }
    std::vector<Change> eightBitAdam() const
    {
        return changed([](Workload &x) { x.optimizer = Optimizer::AdamW8bit; });
    }

    // A smaller micro-batch keeps the effective batch by accumulating more micro-batches per step.
    int accumulationFor(int batch) const
    {
        return std::min(65536, m_w.gradAccum * ((m_w.microBatch + batch - 1) / batch));
    }
    std::vector<Change> smallerBatch(int batch) const
    {
        return changed([batch, accumulation = accumulationFor(batch)](Workload &x) {
            x.microBatch = batch;
            x.gradAccum = accumulation;
        });
    }

    const Workload &m_asked;
    const Workload &m_w; // the job as asked, with the sharding onGpu() costed
    const Gpu &m_gpu;
    const int m_maxGpus;
    const bool m_tight;
    const double m_currentGib; // what the job needs on one GPU now
    Result *m_r;
    std::vector<Workload> m_applied;     // each of m_r's fixes applied, as costed; in the same order
    Job m_before;                        // m_w as a job, which each change edits
    std::vector<QString> m_beforeValues; // its fields as the command line writes them, written once
};

} // namespace

void fixesFor(const Workload &asked, const Gpu &gpu, int maxGpus, Result *r)
{
    const Workload w = resolved(asked, gpu, maxGpus); // the sharding onGpu() costed
    r->fixes.clear();
    const double capacity = capacityGib(gpu);
    if (capacity <= 0)
        return;
    recordLimits(w, capacity, r);

    // Tight: little headroom, or measured runs of this kind may need more than the card has.
    const bool tight = r->gpusNeeded == 1 && (r->headroom < kTightHeadroom || r->fit == Fit::MayFit);
    if (r->gpusNeeded == 1 && !tight)
        return;

    FixSearch search(asked, w, gpu, maxGpus, tight, r);
    search.trySingleChanges();
    search.tryCombination();
    search.sortLeastIntrusiveFirst();
    search.findCertainFit(capacity);
}

namespace {

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

} // namespace

QString describe(const Workload &w, const QLocale &locale)
{
    QString text = Text::tr("%1 of %2 (%3)")
                       .arg(Words::label(w.method, Words::Form::Title), w.model.name,
                            Presentation::parameters(w.model.totalParams(), locale));
    if (w.method != Method::Full)
        text += Text::tr(", rank %1 on %2").arg(w.loraRank).arg(targetsLabel(w.loraTargets)) +
                Text::tr(", LoRA dropout %1").arg(locale.toString(w.loraDropout, 'g', 6));
    text += Text::tr(", %1, %2, sequences of %3 tokens, micro-batch %4")
                .arg(precisionLabel(w.precision), optimizerLabel(w.optimizer))
                .arg(w.seqLen)
                .arg(w.microBatch);
    if (w.checkpointing == Checkpointing::Full)
        text += Text::tr(", gradient checkpointing");
    else if (w.checkpointing == Checkpointing::Selective)
        text += Text::tr(", selective activation checkpointing");
    if (!w.flashAttention)
        text += Text::tr(", eager attention");
    if (w.compiled)
        text += Text::tr(", torch.compile");
    if (w.loss == Loss::Chunked)
        text += Text::tr(", chunked cross-entropy");
    else if (w.loss == Loss::Fused)
        text += Text::tr(", fused cross-entropy");
    else if (w.loss == Loss::Kernel)
        text += Text::tr(", cross-entropy kernel on the full logits");
    if (w.offload == Offload::Optimizer)
        text += Text::tr(", optimizer offloaded to CPU");
    else if (w.offload == Offload::States)
        text += Text::tr(", optimizer states in CPU memory between steps");
    if (w.gradAccum > 1)
        text += Text::tr(", %n micro-batches per step", nullptr, w.gradAccum);
    if (!w.wholeNodes)
        text += Text::tr(", only the GPUs it needs (not whole nodes)");
    if (w.objective == Objective::Dpo)
        text += Text::tr(", DPO (chosen and rejected sequences)");
    if (w.sharding == Sharding::Zero2)
        text += Text::tr(", ZeRO-2 on several GPUs");
    else if (w.sharding == Sharding::Zero1)
        text += Text::tr(", ZeRO-1 on several GPUs");
    else if (w.sharding == Sharding::Ddp)
        text += Text::tr(", DDP replicas on several GPUs");
    else if (w.sharding == Sharding::Fsdp)
        text += Text::tr(", FSDP on several GPUs");
    else if (stackDefault(w) == Sharding::Fsdp)
        text += Text::tr(", FSDP on several GPUs (the stack's default)");
    else
        text += Text::tr(", %1 on several GPUs (the stack's default; FSDP where the job does not fit so)")
                    .arg(shardingName(stackDefault(w)));
    text += Text::tr(", on %1").arg(w.stack.name);
    return text;
}

namespace {

// The model's shape, and for a mixture of experts how its experts are routed and run.
void formulaModel(const Workload &w, const QLocale &locale, QStringList &lines)
{
    const ModelShape &m = w.model;
    lines << Text::tr("Model: %1 = %2 parameters (%3 layers, hidden %4, MLP %5, %6 heads / %7 KV heads, "
                      "vocabulary %8); source: %9.")
                 .arg(m.name, Presentation::parameters(m.totalParams(), locale))
                 .arg(m.layers)
                 .arg(m.hidden)
                 .arg(m.intermediate)
                 .arg(m.heads)
                 .arg(m.kvHeads)
                 .arg(m.vocab)
                 .arg(m.source);
    if (m.isMoe())
        lines
            << Text::tr(
                   "Mixture of experts: %1 of %2 layers route each token to %3 of %4 experts (MLP %5)%6; "
                   "memory holds every expert (%7 parameters), FLOPs count the %8 that multiply (the top-k "
                   "experts, the "
                   "router and the output head). Grouped expert matmuls are assumed to run at %9% of the "
                   "dense MFU: each expert sees only tokens x k / experts rows.")
                   .arg(m.moeLayers)
                   .arg(m.layers)
                   .arg(m.expertsPerToken)
                   .arg(m.experts)
                   .arg(m.expertIntermediate)
                   .arg(m.sharedExperts > 0 ? Text::tr(" plus %1 shared (MLP %2)")
                                                  .arg(m.sharedExperts)
                                                  .arg(m.sharedIntermediate)
                                            : QString())
                   .arg(Presentation::parameters(m.totalParams(), locale),
                        Presentation::parameters(matmulParams(m), locale))
                   .arg(kExpertEfficiency * 100)
            << (w.moeKernel == MoeKernel::Loop
                    ? Text::tr("MoE kernel: a loop over the experts (Transformers' eager blocks): each "
                               "expert's matmul of tokens x k / experts rows is costed by its shape, and "
                               "each expert costs %1 us of synchronisation and eager dispatch per layer and "
                               "pass.%2")
                          .arg(kLoopSecondsPerExpertPass * 1e6)
                          .arg(w.stack.expertModules
                                   ? Text::tr(" The experts are modules of their own (%1), each with its "
                                              "own weights and gradients.")
                                         .arg(w.stack.name)
                                   : Text::tr(" With trainable experts, each expert's backward also writes "
                                              "a zero-filled gradient of its layer's stacked expert weights "
                                              "and adds it into theirs (%1 passes over them per expert, at "
                                              "the memory bandwidth).")
                                         .arg(kLoopGradientPasses))
                : w.moeKernel == MoeKernel::Dense
                    ? Text::tr("MoE kernel: every routed expert runs on every token (Transformers' Llama 4 "
                               "blocks weight the tokens not routed to it by zero): expert FLOPs and "
                               "activations count all %1 experts, not the top %2.")
                          .arg(m.experts)
                          .arg(m.expertsPerToken)
                    : Text::tr("MoE kernel: grouped GEMM (every expert's tokens in one launch)."))
            << (w.expertParallel
                    ? Text::tr("Expert parallelism: the routed experts are partitioned across the "
                               "GPUs instead of gathered; each token's hidden state is sent to "
                               "its experts and back in the forward and the backward pass.")
                    : Text::tr("Several GPUs gather every expert with the rest of the layer "
                               "(FSDP/ZeRO-3, as with Transformers' MoE layers)."));
}

// What the weights, gradients, optimizer states and adapters take, by method.
void formulaWeights(const Workload &w, const QLocale &locale, QStringList &lines)
{
    const ModelShape &m = w.model;
    if (w.method == Method::Full) {
        if (w.offload == Offload::Optimizer)
            lines << Text::tr(
                "Weights + gradients on the GPU = N x (2 + 2) bytes; the fp32 master weights and "
                "the optimizer states are offloaded to CPU memory.");
        else
            lines << Text::tr("Weights + gradients + optimizer = N x (%1 + %2 + %3) bytes (%4, %5).")
                         .arg(stateBytesPerParam(w.precision, true))
                         .arg(gradientBytes(w.precision))
                         .arg(optimizerBytes(w.precision, w.optimizer))
                         .arg(precisionLabel(w.precision), optimizerLabel(w.optimizer));
        if (w.objective == Objective::Dpo)
            lines << Text::tr("DPO: a frozen reference model adds N x %1 bytes.")
                         .arg(activationBytes(w.precision));
    } else {
        if (w.method == Method::Qlora)
            lines << Text::tr("Base weights: linear layers in NF4 at %1 bytes/param (with quantisation "
                              "constants)%2, embeddings and norms at %3 bytes%4.")
                         .arg(kQuantBytes)
                         .arg(m.isMoe() ? Text::tr(", experts included") : QString())
                         .arg(kbitUpcast(w) ? 4 : 2)
                         .arg(kbitUpcast(w)
                                  ? Text::tr(" (PEFT's k-bit preparation casts what is not quantised "
                                             "to fp32, and so the logits)")
                                  : QString());
        else
            lines << Text::tr("Base weights frozen at %1 bytes/param.")
                         .arg(w.precision == Precision::Fp32 ? 4 : 2);
        lines << Text::tr(
                     "Adapters: r x (in + out) per adapted linear = %1 trainable parameters%2; each with "
                     "weight, gradient and %3 bytes of optimizer state%4.")
                     .arg(Presentation::parameters(adapterParams(w), locale))
                     .arg(m.isMoe() && w.loraTargets != LoraTargets::QV &&
                                  w.loraTargets != LoraTargets::Attention
                              ? (w.adaptExperts ? Text::tr(" (every expert has its own adapters)")
                                                : Text::tr(" (experts not adapted)"))
                              : QString())
                     .arg(optimizerBytes(w.precision, w.optimizer))
                     .arg(w.offload == Offload::Optimizer ? Text::tr(", the optimizer state in CPU memory")
                                                          : QString());
        if (w.objective == Objective::Dpo)
            lines << Text::tr("DPO: the reference log-probabilities come from the base with the adapters "
                              "disabled: no second copy of the weights, one more forward pass.");
    }
}

// Activations by checkpointing and attention, DPO's pairs, and the logits by loss.
void formulaActivations(const Workload &w, QStringList &lines)
{
    const ModelShape &m = w.model;
    QString checkpointing;
    switch (w.checkpointing) {
    case Checkpointing::None:
        checkpointing = Text::tr("all layers are kept until the backward pass");
        break;
    case Checkpointing::Selective:
        checkpointing =
            Text::tr("selective checkpointing keeps the matmul outputs (2h + 2 attention + 2 KV + 2 "
                     "x MLP) and recomputes the cheap elementwise ones (norm outputs, rotary copies, "
                     "the MLP's activation and product) and, without a fused kernel, the attention "
                     "core (Korthikanti et al. 2022: 2.7-4% more FLOPs; we add 3%)");
        break;
    case Checkpointing::Full:
        checkpointing = Text::tr("with gradient checkpointing only each layer's input (h x 2 bytes) is kept, "
                                 "plus one layer being recomputed");
        break;
    }
    lines << Text::tr("Activations per layer and token: %1 x (4h + 3 attention width + 3 KV width + %2%3) "
                      "bytes%4%5%6; %7.")
                 .arg(activationBytes(w.precision))
                 .arg(m.gatedMlp ? QStringLiteral("4 x MLP") : QStringLiteral("2 x MLP"))
                 .arg(m.isMoe() ? Text::tr(", in MoE layers per routed copy plus its input and output")
                                : QString())
                 .arg(w.method == Method::Lora
                          ? Text::tr(", x %1 with frozen weights").arg(kFrozenActivationShare)
                          : QString())
                 .arg(w.method != Method::Full ? Text::tr(", plus each adapted module's input and rank-r "
                                                          "intermediate")
                                               : QString())
                 .arg(w.flashAttention ? Text::tr(" (fused attention: no s^2 term)")
                                       : Text::tr(" + 5 x heads x s^2 bytes per sequence (eager attention)"))
                 .arg(checkpointing);
    if (w.objective == Objective::Dpo)
        lines << Text::tr("DPO: every example is a chosen and a rejected sequence, so activations and logits "
                          "are those of 2 x micro-batch sequences.");
    switch (w.loss) {
    case Loss::Standard:
        if (w.objective == Objective::Dpo)
            lines << Text::tr(
                         "Logits (DPO): 2 x batch x sequence x vocabulary x %1 bytes (fp32 upcast and "
                         "log-softmax; DPO trainers shift a view or the labels, not a copy of the logits).")
                         .arg(kDpoLogitBytes);
        else if (w.stack.logitsHeld)
            lines << Text::tr("Logits: batch x sequence x vocabulary x %1 bytes (the Transformers loss's %2 "
                              "bytes, and the fp32 logits the trainer holds through the backward pass).")
                         .arg(kLogitBytes + 4.0)
                         .arg(kLogitBytes);
        else
            lines << Text::tr(
                         "Logits: batch x sequence x vocabulary x %1 bytes (fp32 upcast, shifted copy and "
                         "log-softmax as in Hugging Face Transformers).")
                         .arg(kLogitBytes);
        break;
    case Loss::Chunked:
        lines << Text::tr(
            "Logits (chunked cross-entropy): batch x sequence x vocabulary in the compute dtype, "
            "one chunk of 8 upcast to fp32 with its log-softmax.");
        break;
    case Loss::Fused:
        if (w.stack.fusedLossFitsFreeMemory)
            lines << Text::tr("Logits (fused linear cross-entropy): the stack sizes its chunks to the memory "
                              "left free, so only the gradient of the hidden states is counted.");
        else
            lines << Text::tr(
                "Logits (fused linear cross-entropy): one chunk of 2^ceil(log2(tokens / ceil(V / h))) "
                "tokens with fp32 logits and their gradient, as in Liger-Kernel.");
        break;
    case Loss::Kernel:
        lines << Text::tr("Logits (cross-entropy kernel): batch x sequence x vocabulary x %1 bytes (fp32 "
                          "logits and their shifted copy, which the kernel overwrites with its gradient; no "
                          "log-softmax is kept).")
                     .arg(kKernelLogitBytes);
        break;
    }
}

// The peak: the forward/backward pass or the optimizer step, whichever is larger.
void formulaPeak(const Workload &w, QStringList &lines)
{
    const Memory single = memory(w, 1);
    lines << Text::tr(
                 "Peak: the larger of the forward/backward peak (weights, gradients, optimizer states, "
                 "activations) and the optimizer-step peak (activations freed; torch's multi-tensor AdamW "
                 "adds one state-sized temporary), not their sum; on one GPU the forward/backward pass needs "
                 "%1 GiB and the optimizer step %2 GiB.")
                 .arg(single.forwardBackwardGib, 0, 'f', 1)
                 .arg(single.optimizerStepGib, 0, 'f', 1);
}

// The stack's traits, the overhead and how several GPUs share the job.
void formulaStack(const Workload &w, QStringList &lines)
{
    lines << Text::tr("Stack: %1 (%2)%3%4%5; its MFU is taken as %6x that of a well-tuned FSDP/Megatron "
                      "stack.")
                 .arg(w.stack.name, w.stack.id)
                 .arg(w.frozenBaseFp32() && w.method != Method::Full
                          ? Text::tr(", frozen base weights in fp32")
                          : QString())
                 .arg(w.stack.masterWeights == MasterWeights::ShardedFp32
                          ? QStringLiteral(", ") + Words::label(MasterWeights::ShardedFp32)
                          : QString())
                 .arg(w.stack.checkpointOffload ? Text::tr(", checkpointed layer inputs offloaded to CPU")
                                                : QString())
                 .arg(w.stack.mfuScale, 0, 'g', 3);
    QString overhead;
    switch (stackDefault(w)) {
    case Sharding::Auto:
    case Sharding::Fsdp:
        overhead =
            Text::tr("Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard weights, "
                     "gradients and optimizer states (ZeRO-3/FSDP); activations stay per GPU.");
        break;
    case Sharding::Zero2:
        overhead = Text::tr("Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard "
                            "gradients, optimizer states and fp32 master weights (ZeRO-2); every GPU keeps "
                            "the weights whole, and its activations.");
        break;
    case Sharding::Zero1:
        overhead = Text::tr("Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard "
                            "optimizer states and fp32 master weights (ZeRO-1); every GPU keeps the weights "
                            "and gradients whole, and its activations.");
        break;
    case Sharding::Ddp:
        overhead = Text::tr("Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs each hold a "
                            "full replica (DDP), plus a second copy of the gradients in DDP's all-reduce "
                            "buckets.");
        break;
    }
    lines << overhead.arg(kCudaContextGib).arg(w.stack.allocatorSlack * 100);
    if (w.stack.unshardedAccumulation && w.gradAccum > 1 && stackDefault(w) == Sharding::Fsdp)
        lines << Text::tr(
                     "On several GPUs with gradient accumulation, %1 skips FSDP's reduce-scatter between "
                     "micro-batches (no_sync): every GPU holds the whole gradients until a step's last "
                     "micro-batch.")
                     .arg(w.stack.name);
    if (w.sharding == Sharding::Auto)
        lines << (stackDefault(w) == Sharding::Fsdp
                      ? Text::tr("Sharding (auto): FSDP, %1's default (gpuscout stacks %2 cites it).")
                            .arg(w.stack.name, w.stack.id)
                      : Text::tr("Sharding (auto): %1, %2's default (gpuscout stacks %3 cites it), wherever "
                                 "the job fits a GPU so; where it does not, FSDP/ZeRO-3, which then has to "
                                 "be configured. Each GPU's result says which it assumes.")
                            .arg(shardingName(stackDefault(w)), w.stack.name, w.stack.id));
}

// Speed: FLOPs per token, MFU, the traffic between GPUs and what offload costs.
void formulaOptimizer(const Workload &w, const QLocale &locale, QStringList &lines);

void formulaSpeed(const Workload &w, const QLocale &locale, QStringList &lines)
{
    lines << Text::tr("Speed: tokens/s = dense tensor TFLOPS x MFU / FLOPs per token; FLOPs per token = %1 "
                      "(%2)%3 + causal attention 6 x s x width x layers%4%5.")
                 .arg(QString::number(flopsPerToken(w), 'g', 3))
                 .arg(w.method == Method::Full ? QStringLiteral("6N") : Text::tr("4N: no weight gradients"))
                 .arg(w.checkpointing == Checkpointing::Full
                          ? Text::tr(
                                " + the layers' forward again (recompute: 2N without the head, timed at %1)")
                                .arg(locale.toString(kRecomputeTime))
                      : w.checkpointing == Checkpointing::Selective
                          ? (w.stack.selectiveEverySecondMatmul
                                 ? Text::tr(" + every second matmul of each layer again (per-op selective "
                                            "recompute, timed at %1; its norms, rotary and activations at "
                                            "80% of memory bandwidth)")
                                       .arg(locale.toString(kRecomputeTime))
                                 : Text::tr(" + 3% selective recompute"))
                          : QString())
                 .arg(w.objective == Objective::Dpo ? Text::tr(" + 2N reference forward (DPO)") : QString())
                 .arg(w.method == Method::Qlora ? Text::tr("; QLoRA adds the time to dequantise every weight "
                                                           "on each pass at 80% of memory bandwidth")
                                                : QString());
    lines << Text::tr(
        "MFU: 0.6 (full) or 0.5 (adapters) x (150 / the GPU's FLOP per byte of memory "
        "bandwidth)^0.4, between 0.25 and 0.65. Several GPUs: weights gathered on every pass and gradients "
        "reduce-scattered over NVLink or PCIe (halved for GeForce, no peer-to-peer); the slower of compute "
        "and "
        "communication sets the pace.");
    if (w.stack.moduleFetch && w.sharding != Sharding::Zero2 && w.sharding != Sharding::Zero1 &&
        w.sharding != Sharding::Ddp)
        lines << Text::tr(
                     "Under ZeRO-3, %1 fetches each of the %2 modules' parameters on its own (DeepSpeed's "
                     "hook per module), in every pass that runs it: %3 ms of the host's time per fetch, "
                     "hidden behind compute like the transfers%4.")
                     .arg(w.stack.name)
                     .arg(locale.toString(fetchedModules(w), 'f', 0))
                     .arg(locale.toString(kZero3FetchSeconds * 1e3))
                     .arg(w.moeKernel == MoeKernel::Loop && w.model.isMoe()
                              ? Text::tr(", except in the loop over the experts, where it adds")
                              : QString());
    lines
        << Text::tr(
               "Shapes: each GEMM of m x k by k x n takes 1 + ridge x (mk + kn + mn) / mkn times its FLOPs' "
               "time (ridge: the achieved FLOP rate over 80% of memory bandwidth), against a 7B model at "
               "8192 tokens per micro-batch; a layer takes at least the host's time to issue its kernels "
               "(%1 ops forward, twice that backward, %2 us each); the loss streams %4 B per token and "
               "vocabulary entry through memory%3.")
               .arg(hostOpsPerLayer(w))
               .arg(kSecondsPerOp * 1e6)
               .arg(w.flashAttention ? QString()
                                     : Text::tr("; eager attention adds its score matrices' memory traffic "
                                                "(%1 B per head and query-key pair, written, read back and "
                                                "differentiated)")
                                           .arg(kEagerAttentionBytes))
               .arg(w.loss == Loss::Fused     ? kFusedLossTraffic
                    : w.loss == Loss::Chunked ? kChunkedLossTraffic
                                              : kStandardLossTraffic);
    if (fusedNormRotary(w))
        lines << Text::tr("RMSNorm and the rotary embedding run as fused kernels (%1): each pass moves %2 kB "
                          "less per token and layer through memory than the model's own elementwise ops.")
                     .arg(w.compiled                ? Text::tr("torch.compile")
                          : w.stack.fusedNormRotary ? Text::tr("%1's default").arg(w.stack.name)
                                                    : Text::tr("with the fused loss's package"))
                     .arg(locale.toString(fusedNormRotarySavedBytes(w.model) / 1024.0, 'f', 0));
    if (w.flashAttention && !w.stack.cudnnAttention)
        lines << Text::tr(
            "Fused attention on Hopper GPUs: the score and value matmuls run at the MFU or at "
            "FlashAttention-2's published ceiling, whichever is slower: up to 335 of 989.4 dense "
            "TFLOPS forward + backward on an H100 (Dao 2023, Fig. 7), the backward counted as 2.5 "
            "forwards as the paper counts it.");
    else if (w.flashAttention)
        lines << Text::tr(
            "Fused attention on Hopper GPUs: the stack's Transformer Engine attention runs cuDNN's fused "
            "kernel; the score and value matmuls run at the MFU or at its published ceiling, whichever is "
            "slower: 539 of 989.4 dense TFLOPS forward + backward on an H100, from its forward and backward "
            "rates at 8k tokens in FlashAttention-3's paper (Shah et al. 2024, Fig. 5 and 6), the backward "
            "counted as 2.5 forwards.");
    lines << Text::tr(
                 "Past %1 GPUs per node the gathers cross the inter-node link at %2 Gb/s per GPU (70% "
                 "achieved), the NICs of a node joined by NVLink together (NCCL runs a ring through each); "
                 "the forward and the backward pass each gather a layer once (a recomputed layer reuses the "
                 "backward's gather).")
                 .arg(w.gpusPerNode)
                 .arg(w.interNodeGbps);
    formulaOptimizer(w, locale, lines);
}

// The optimizer step's lines: its memory traffic, the host's floor and what an offload moves.
void formulaOptimizer(const Workload &w, const QLocale &locale, QStringList &lines)
{
    if (w.offload != Offload::Optimizer)
        lines << Text::tr(
                     "Optimizer step: %1 B per trainable parameter (weights and optimizer states read and "
                     "written, gradients read by the update and by clipping's norm, then scaled) at 80% of "
                     "memory bandwidth, once per optimizer step over each GPU's share of the parameters.")
                     .arg(optimizerStepTraffic(w.precision, w.optimizer, w.stack.foreachOptimizer));
    if (w.offload != Offload::Optimizer && w.stack.foreachOptimizer && w.optimizer == Optimizer::AdamW)
        lines << Text::tr("The stack runs torch's multi-tensor (foreach) AdamW rather than the fused kernel: "
                          "eight kernels, each reading and writing whole tensors, pass over the weights 4 "
                          "times, the moments 12 times and the gradients twice.");
    if (const double host = optimizerHostSeconds(w); host > 0)
        lines << Text::tr(
                     "Over FSDP's DTensor parameters the host issues that update one tensor at a time, "
                     "%1 ms for each of the %2 trainable tensors: the step takes at least %3 s, whatever "
                     "the GPU and however many share the work.")
                     .arg(locale.toString(kForeachSecondsPerShardedTensor * 1e3, 'f', 2),
                          locale.toString(trainableTensors(w), 'f', 0), locale.toString(host, 'f', 2));
    if (w.offload == Offload::Optimizer)
        lines << Text::tr(
            "Offload: each optimizer step moves the fp32 gradients to the CPU and the updated "
            "weights back over PCIe (6 bytes per trainable parameter, one step per %n micro-batch(es)).",
            nullptr, w.gradAccum);
    else if (w.offload == Offload::States)
        lines << Text::tr(
                     "Offload: each optimizer step brings the optimizer states to the GPU and back over "
                     "PCIe (2 x %1 bytes per trainable parameter, one step per %n micro-batch(es)); their "
                     "memory is counted as on the GPU, where the step needs them.",
                     nullptr, w.gradAccum)
                     .arg(optimizerBytes(w.precision, w.optimizer));
}

} // namespace

QString formulaText(const Workload &w, const QLocale &locale)
{
    QStringList lines;
    formulaModel(w, locale, lines);
    formulaWeights(w, locale, lines);
    formulaActivations(w, lines);
    formulaPeak(w, lines);
    formulaStack(w, lines);
    formulaSpeed(w, locale, lines);
    return lines.join(QLatin1Char('\n'));
}

} // namespace Estimate
