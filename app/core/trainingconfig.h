#pragma once

#include "app/core/job.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

/// A user's training config read into a job: an axolotl YAML, a LLaMA-Factory YAML, Transformers or TRL
/// training arguments (YAML or JSON) or a torchtune recipe. The kind of file picks the training stack; every
/// job field says where its value came from, and every key the file sets that a job cannot hold is listed.
/// Values go into the job through JobFields::set, so ranges and messages are the field table's.
namespace TrainingConfig {

enum class Kind
{
    Axolotl,
    LlamaFactory,
    Transformers, ///< plain TrainingArguments (stack hf)
    Trl,          ///< TRL's SFTConfig / DPOConfig with its ModelConfig (stack trl)
    Torchtune
};

/// Where a job field's value came from.
enum class Origin
{
    Read,    ///< the file sets it: `key` on `line`
    Kind,    ///< the training stack, from the kind of file
    Default, ///< the tool's documented default: `source` and `quote`
    Stack,   ///< what the training stack does by default (data/stacks.json)
    GpuScout ///< nothing a training config says (budget, GPU count) or the tool has no default: GPU Scout's
};

struct FieldOrigin
{
    QString field; ///< the job field's key ("seq")
    QString value; ///< the job's value, as the command line writes it
    Origin origin = Origin::GpuScout;
    QString key;    ///< the file's key ("sequence_len") for Read
    int line = 0;   ///< 1-based line of `key`
    QString source; ///< Default: repository, file and line at a release; GpuScout: why, when the tool says
    QString quote;  ///< Default: the line quoted
};

/// A key of the file that the job cannot hold, with the reason.
struct Unexpressed
{
    QString key;
    int line = 0;
    QString why;
};

struct Result
{
    Kind kind = Kind::Transformers;
    Job job;
    std::vector<FieldOrigin> fields;       ///< one per job field, in the field table's order
    std::vector<Unexpressed> notExpressed; ///< in the file's order
    /// With ModelUse::NotNeeded: the model the file names that is not a preset (a Hub id, a torchtune
    /// builder), which the job does not hold; empty otherwise.
    QString unresolvedModel;

    const FieldOrigin *origin(const QString &field) const;
    /// A few lines a person reads: what was read, defaulted, set by the stack, and not expressed.
    QString note() const;
};

constexpr qsizetype kMaxBytes = 1 << 20; ///< a training config is a few kilobytes
/// The reason of a not-expressed key that a job has no place for at all (datasets, logging, learning rate).
inline const QString kNoPlace = QStringLiteral("no place in a GPU Scout job");

/// Whether the caller sizes the model the file names. The fit map names its models itself: for it a Hub id
/// that is not a preset is listed as not expressed instead of refused.
enum class ModelUse
{
    Needed,
    NotNeeded
};

/// "axolotl", "LLaMA-Factory", "Transformers", "TRL", "torchtune": the kind's label from its word table.
QString kindName(Kind kind);

/// Reads a config from `bytes`. `origin` starts every message ("qlora.yml:17: adapter: ..."); `folder`
/// resolves relative paths (a local model folder, a DeepSpeed JSON); `modelConfig`, when not empty, is the
/// config.json of a model the file names by a Hub id that is not a preset (see ModelUse). On any problem
/// returns nothing and sets `error` to one line naming the line or key.
std::optional<Result> parse(const QByteArray &bytes, const QString &origin, const QString &folder,
                            const QString &modelConfig, QString *error, ModelUse use = ModelUse::Needed);
/// Reads the file at `path`; unreadable or oversized files are errors naming the path.
std::optional<Result> read(const QString &path, const QString &modelConfig, QString *error,
                           ModelUse use = ModelUse::Needed);

} // namespace TrainingConfig

/// A kind of training config is written as the id of the training stack it picks.
template <>
struct WordTable<TrainingConfig::Kind>
{
    static constexpr WordEntry<TrainingConfig::Kind> entries[] = {
        {TrainingConfig::Kind::Axolotl, "axolotl", QT_TRANSLATE_NOOP("Vocabulary", "axolotl")},
        {TrainingConfig::Kind::LlamaFactory, "llama-factory",
         QT_TRANSLATE_NOOP("Vocabulary", "LLaMA-Factory")},
        {TrainingConfig::Kind::Transformers, "hf", QT_TRANSLATE_NOOP("Vocabulary", "Transformers")},
        {TrainingConfig::Kind::Trl, "trl", QT_TRANSLATE_NOOP("Vocabulary", "TRL")},
        {TrainingConfig::Kind::Torchtune, "torchtune", QT_TRANSLATE_NOOP("Vocabulary", "torchtune")}};
};
