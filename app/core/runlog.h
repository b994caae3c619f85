#pragma once

#include "app/core/stacks.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

/// What a training run measured, read from the log a tool wrote: the peak memory per GPU (and what it
/// measured) and the speed. One reader per format, each documented where it is defined in runlog.cpp.
namespace RunLog {

constexpr qsizetype kMaxBytes = 64 * 1024 * 1024; ///< a day of `nvidia-smi -l 1` is a few MiB

enum class Format
{
    NvidiaSmi,    ///< an `nvidia-smi --query-gpu=...,memory.used,... --format=csv -l 1` trace
    TrainerState, ///< Transformers' trainer_state.json, train_results.json or all_results.json
    Axolotl,      ///< axolotl's console log
    Torchtune,    ///< torchtune's metric logger lines ("Step 12 | loss:... tokens_per_second_per_gpu:...")
    Torchtitan,   ///< torchtitan's step lines ("step: 10  loss: ...  memory: 30.91GiB(32.52%)  tps: 6,142")
    Typed         ///< figures the user typed
};

/// The figures of one run. Every figure is optional; a reading has at least one.
struct Reading
{
    Format format = Format::Typed;
    std::optional<double> peakGib; ///< per GPU, at the peak
    Stacks::MemoryMetric metric = Stacks::MemoryMetric::Allocated;
    std::optional<double> tokensPerSecond;  ///< of the whole run, or per GPU when tokensPerGpu
    bool tokensPerGpu = false;              ///< tokensPerSecond is one GPU's (torchtitan, torchtune)
    std::optional<double> samplesPerSecond; ///< sequences per second of the whole run (Transformers)
    std::optional<double> stepSeconds;      ///< seconds per step of one micro-batch on each GPU
    QString gpuName;                        ///< as the tool spells it; empty when the log does not say
    int memoryLine = 0;                     ///< the line the figures come from (1-based; 0: typed)
    int speedLine = 0;
    int gpuLine = 0;

    bool hasMemory() const { return peakGib.has_value(); }
    bool hasSpeed() const { return tokensPerSecond || samplesPerSecond || stepSeconds; }
};

/// Reads `bytes`, telling the format by its content. On any problem returns nothing and sets `error` to one
/// line naming `origin` and the line ("run.log: line 7: 2 of 4 columns: the trace is cut off"): binary or
/// empty input, a cut-off row or JSON document, a log with no figures.
std::optional<Reading> parse(const QByteArray &bytes, const QString &origin, QString *error);
/// Reads the file at `path` (at most kMaxBytes); `origin` in messages is the path.
std::optional<Reading> read(const QString &path, QString *error);

} // namespace RunLog
