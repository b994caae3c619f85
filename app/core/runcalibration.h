#pragma once

#include "app/core/job.h"
#include "app/core/runlog.h"
#include "app/core/stacks.h"

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

struct Dataset;

/// The user's own runs against the estimate: per training stack, how far its measured memory and speed land
/// from what gpuscout estimated for the same job and GPU. The factors scale that stack's estimate on every
/// GPU and job (Estimate::StackTraits::memoryFactor, speedFactor). Kept in a versioned JSON file beside the
/// overlay:
///
///     {"format": "gpuscout-calibration", "version": 1,
///      "runs": [{"stack": "hf", "gpu": "h100_sxm", "gpu_name": "H100 SXM", "date": "2026-12-05",
///                "job": "QLoRA of Llama 3.1 8B, ...", "source": "trainer_state.json",
///                "metric": "allocated", "measured_gib": 14.2, "estimated_gib": 12.5, "memory_factor": 1.136,
///                "measured_tokens_per_s": 3100, "estimated_tokens_per_s": 3875, "speed_factor": 0.8}]}
///
/// A run may carry memory, speed or both. Several runs of one stack combine by the geometric mean of their
/// factors (a factor of 2 and one of 0.5 cancel out, as ratios should).
namespace RunCalibration {

constexpr int kVersion = 1;
constexpr qsizetype kMaxBytes = 1 << 20;
constexpr int kMaxRuns = 1000;
constexpr double kMinFactor = 0.05; ///< a factor past these is a different job, not a calibration
constexpr double kMaxFactor = 20;

/// One run compared with its estimate.
struct Run
{
    QString stack;   ///< stack id
    QString gpu;     ///< dataset id of the GPU it ran on
    QString gpuName; ///< that GPU's name, for people
    QDate date;
    QString job;                        ///< Estimate::describe() of the job
    QString source;                     ///< the log's file name, or "typed"
    std::optional<double> memoryFactor; ///< measured / estimated, like for like (comparedGib)
    Stacks::MemoryMetric metric = Stacks::MemoryMetric::Allocated;
    double measuredGib = 0;
    double estimatedGib = 0;
    std::optional<double> speedFactor; ///< measured / estimated tokens per second of the whole run
    double measuredTokensPerSecond = 0;
    double estimatedTokensPerSecond = 0;
};

/// A stack's combined factors.
struct Factors
{
    double memory = 1;
    double speed = 1;
    int memoryRuns = 0;
    int speedRuns = 0;
    QString from; ///< "calibrated from your run on H100 SXM, 2026-12-05"
};

struct Calibration
{
    std::vector<Run> runs;

    bool isEmpty() const { return runs.empty(); }
    /// The stacks with runs, sorted.
    QStringList stacks() const;
    /// The geometric means of the stack's runs; nothing when it has none.
    std::optional<Factors> factors(const QString &stack) const;
    /// Removes every run of `stack`; returns how many.
    int remove(const QString &stack);
};

/// The part of the estimate that `metric` measures: allocated is the estimate less the CUDA context and
/// the allocator's slack, reserved is it less the context, device is all of it.
double comparedGib(const Estimate::Memory &memory, Stacks::MemoryMetric metric);

/// Compares what `reading` measured with the uncalibrated estimate of `job` on `gpu` (at the job's GPU count,
/// else the fewest that hold it). On a run that cannot be this job (memory below the weights alone), a
/// figure that no estimate answers, or a log that names another GPU than `gpu`, returns nothing and sets
/// `error` to one line naming `origin` and the log's line.
std::optional<Run> derive(const Job &job, const Gpu &gpu, const RunLog::Reading &reading,
                          const QString &origin, const QDate &date, QString *error);
/// The dataset GPU a log names (LocalGpus::matchId), or empty.
QString gpuFromLog(const RunLog::Reading &reading, const Dataset &dataset);

/// "your stack uses 1.14x the estimated memory and runs at 0.80x the estimated speed".
QString sentence(const Run &run);
QString sentence(const Factors &factors);

QByteArray write(const Calibration &calibration);
/// Reads a calibration strictly: on any problem returns nothing and sets `error` to one line naming the key
/// ("runs[0].memory_factor: expected a number from 0.05 to 20, got 0").
std::optional<Calibration> parse(const QByteArray &bytes, QString *error);
/// Reads `path`; errors name it. `missingIsEmpty`: a file that does not exist is an empty calibration.
std::optional<Calibration> read(const QString &path, QString *error, bool missingIsEmpty = false);
/// Writes whole or not at all, creating the folder.
bool save(const QString &path, const Calibration &calibration, QString *error);

/// calibration.json in the user's data folder, beside the overlay.
QString defaultPath();

/// The calibration every estimate made from now on uses (Stacks::Stack::applyTo sets the factors).
void setActive(const Calibration &calibration);
const Calibration &active();
/// Sets `traits`' factors and mark from the active calibration (1 and empty when its stack has none).
void applyTo(Estimate::StackTraits &traits);

/// The "calibration" object of the JSON output: stack, memory_factor, speed_factor, from; empty when the
/// stack is not calibrated.
QJsonObject toJson(const Estimate::StackTraits &traits);

} // namespace RunCalibration
