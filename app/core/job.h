#pragma once

#include "app/core/recommend.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <vector>

/// One fine-tuning job: the model and how it is trained (the workload) and what the user can buy or rent (the
/// constraints). The command line, the wizard, the calculator, the fit map, the JSON output and the saved
/// settings all read and write it through the one field table in JobFields.
struct Job
{
    enum class ModelSource
    {
        Preset, ///< modelText is a preset id or a preset's Hugging Face id
        Params, ///< modelText is a parameter count ("8B")
        Config  ///< modelText is the path of a config.json
    };
    ModelSource modelSource = ModelSource::Preset;
    QString modelText;
    Estimate::Workload workload; ///< workload.model is resolved from modelSource and modelText
    Recommend::Constraints constraints;

    /// The defaults, the same in the window and on the command line, with the model resolved.
    static Job defaults();
};

namespace JobFields {

enum class Type
{
    Choice,  ///< one word of `choices`
    Integer, ///< a whole number from minimum to maximum
    Number,  ///< a decimal number from minimum to maximum
    Count,   ///< a count with a suffix ("8B", "350M", "2e9") from minimum to maximum
    List,    ///< comma-separated words of `choices`
    Text,    ///< free text (a file name, a GPU id) that the caller checks
};

/// Where a field is offered: the command line always; the window's inputs for most.
enum Surface : unsigned
{
    CommandLine = 1,
    Window = 2,
    Everywhere = CommandLine | Window,
};

/// The calculator's and wizard's sections.
enum class Group
{
    Model,
    Method,
    Data,
    Cluster,
    Constraints,
    Ownership ///< buy or rent over months
};

struct Field
{
    const char *key =
        nullptr; ///< the command-line option without "--"; the JSON and settings key has '_' for '-'
    const char *label = nullptr; ///< the window's label, translated in the "JobField" context
    const char *help = nullptr;  ///< one sentence for --help and tooltips (English; the window translates it)
    Type type = Type::Text;
    Group group = Group::Model;
    unsigned surfaces = Everywhere;
    double minimum = 0;
    double maximum = 0;
    QStringList choices;             ///< the words of Choice and List
    bool optional = false;           ///< may be empty (unset)
    const char *flagAlias = nullptr; ///< a flag that means this field's `flagValue` ("grad-ckpt")
    const char *flagValue = nullptr;
    const char *flagHelp = nullptr;
    std::function<QString(const Job &)> get; ///< the value as the command line writes it; empty when unset
    /// Stores a value already checked by set(): QString for Choice/Text, qint64, double, QStringList, or an
    /// invalid QVariant to unset an optional field.
    std::function<void(Job &, const QVariant &)> put;
    /// Whether the field matters to a job's estimate (empty: always): the LoRA rank not to full fine-tuning,
    /// the MoE kernel not to a dense model. The one rule for it: the form disables the field's input where it
    /// does not apply, the JSON (toJson()) and a training config's note leave the field out. (arguments()
    /// keeps it when it is not the default: a fix may make it apply.)
    std::function<bool(const Job &)> applies;
    /// The label of one of `choices` from its enum's word table (Words::label); empty for the fields whose
    /// words are no enum.
    std::function<QString(const QString &word)> wordLabel;

    QString jsonKey() const;
    QString option() const { return QString::fromLatin1(key); }
    bool appliesTo(const Job &job) const { return !applies || applies(job); }
    /// The option with `value` as a command line gives it: "--ckpt full", "--model-config \"my model.json\"".
    QString optionText(const QString &value) const;
    /// "expected a whole number from 16 to 1048576" and the like, for help and errors.
    QString expectation() const;
    /// "From 16 to 1048576." for numeric fields (counts written as 10M, 10T).
    QString range() const;
};

const std::vector<Field> &all();
const Field *find(const QString &key);
/// "--seq": the option of field `key` as a message names it ("give --seq"); `key` must be a field's.
QString optionName(const QString &key);
/// "--compile yes or no": the option of choice field `key` with every word it takes.
QString optionWithChoices(const QString &key);
/// The word of a yes/no choice field (compile: "yes" or "no") for `on`: its first word means true.
QString toggleWord(const QString &key, bool on);

/// Checks `text` against `field` and stores it in `job`; an empty text unsets an optional field. On failure
/// leaves `job` as it was and sets `error` to one line ("expected a whole number from 16 to 1048576, got
/// \"x\""). Model fields also resolve the model (reading a config.json).
bool set(Job &job, const Field &field, const QString &text, QString *error);
bool set(Job &job, const QString &key, const QString &text, QString *error);
/// The field's value in Job::defaults(), as text.
QString defaultText(const Field &field);

/// Resolves job.workload.model from job.modelSource and job.modelText.
bool resolveModel(Job &job, QString *error);

/// Every field's text, by key: what the window saves.
QVariantMap toSettings(const Job &job);
/// A job from saved settings; a stored value that is no longer valid keeps the default and is reported.
Job fromSettings(const QVariantMap &stored, QStringList *problems = nullptr);
/// The "workload" object of the JSON output: every field that applies to the job (or, given `applies`, every
/// field it accepts) with its typed value, plus the model's figures.
QJsonObject toJson(const Job &job, const std::function<bool(const Field &)> &applies = {});
/// The options that differ from the defaults of the job's stack, as a command line would give them
/// ("--method lora --seq 4096"): they give the same job again.
QString arguments(const Job &job);
/// The fields whose value differs between `before` and `after`, in the table's order, each with its value in
/// `after` as the command line writes it: what a fix changes, and nothing else.
std::vector<Estimate::Change> changes(const Job &before, const Job &after);
/// Every field's value in `job` as the command line writes it, in the table's order.
std::vector<QString> values(const Job &job);
/// As changes(), against `before` given by its values() (a search that tries many edits of one job writes
/// the job's values once), over the fields an edit of the workload can change: the fields of the
/// constraints and buy-or-rent groups read the job's constraints alone (tst_job checks), and are left out.
std::vector<Estimate::Change> workloadChanges(const std::vector<QString> &before, const Job &after);
/// The fields of the constraints and buy-or-rent groups, which read and write the job's constraints alone.
bool readsConstraintsOnly(const Field &field);
/// Changes as command-line options, in their order: "--ckpt full --loss fused".
QString options(const std::vector<Estimate::Change> &changes);
/// A fix's changes in the window's words, each field's label and its value as the form shows it:
/// "Checkpointing: Full (recompute each layer); Loss: Fused (Liger, Unsloth)".
QString changesText(const std::vector<Estimate::Change> &changes, const QLocale &locale);
/// Sets every change in `job`, or none: on failure leaves `job` as it was and names the field in `error`.
bool apply(Job &job, const std::vector<Estimate::Change> &changes, QString *error);
/// What a person reads for a choice word of field `key` ("bf16 mixed (fp32 master weights)" for precision
/// bf16-mixed), translated; the word itself when it has no label.
QString choiceLabel(const QString &key, const QString &word);
/// The tooltip of a choice: for a training stack, the defaults it sets and what it holds, with the releases
/// its table entries were read at; empty for other choices.
QString choiceToolTip(const QString &key, const QString &word);

} // namespace JobFields
