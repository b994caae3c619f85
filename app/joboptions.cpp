#include "app/joboptions.h"

#include "app/core/jobfile.h"
#include "app/core/trainingconfig.h"

#include <QFileInfo>

namespace Cli::JobOptions {

using JobFields::Field;

namespace {

QString valueName(const Field &f)
{
    switch (f.type) {
    case JobFields::Type::Choice:
        return f.choices.size() <= 4 ? f.choices.join(QLatin1Char('|')) : QStringLiteral("ID");
    case JobFields::Type::List:
        return QStringLiteral("LIST");
    case JobFields::Type::Text:
        return f.key == QLatin1String("model-config") ? QStringLiteral("FILE") : QStringLiteral("ID");
    default:
        return QStringLiteral("N");
    }
}

QString helpOf(const Field &f)
{
    QString help = QString::fromLatin1(f.help);
    if (f.type == JobFields::Type::Integer || f.type == JobFields::Type::Number ||
        f.type == JobFields::Type::Count)
        help += QLatin1Char(' ') + f.range();
    const QString fallback = JobFields::defaultText(f);
    if (!fallback.isEmpty())
        help += QStringLiteral(" Default: %1.").arg(fallback);
    return help;
}

// The job that --job or --from-config starts from; a training config's note (what was read, defaulted and
// not expressed) goes to stderr.
int readStart(const QCommandLineParser &parser, Context &context, const QString &prefix, Job *job,
              const QStringList &skip)
{
    const bool saved = parser.isSet(QStringLiteral("job"));
    const QString option = saved ? QStringLiteral("job") : QStringLiteral("from-config");
    const QString path = parser.value(option);
    QString error;
    std::optional<Job> loaded;
    if (saved) {
        loaded = JobFile::read(path, &error);
    } else {
        const QString modelConfig = parser.isSet(QStringLiteral("model-config"))
                                        ? parser.value(QStringLiteral("model-config"))
                                        : QString();
        // A command that names its models itself (the fit map) does not need the config's model.
        const auto use = skip.contains(QStringLiteral("model")) ? TrainingConfig::ModelUse::NotNeeded
                                                                : TrainingConfig::ModelUse::Needed;
        if (const auto config = TrainingConfig::read(path, modelConfig, &error, use)) {
            loaded = config->job;
            const QStringList lines = config->note().split(QLatin1Char('\n'));
            context.err << prefix << "--from-config: " << lines.first() << '\n';
            for (const QString &line : lines.mid(1))
                context.err << "  " << line << '\n';
        }
    }
    if (!loaded) {
        context.err << prefix << "--" << option << ": " << error << '\n';
        return QFileInfo(path).isReadable() ? UsageError : RuntimeFailure;
    }
    *job = *loaded;
    return Success;
}

} // namespace

void add(QCommandLineParser &parser, const QStringList &skip)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("job"),
        QStringLiteral("Start from the job saved in FILE (File > Save Job in the window, or --save-job); the "
                       "options given here override its fields."),
        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("from-config"),
        QStringLiteral(
            "Start from the job in a training config FILE (axolotl or LLaMA-Factory YAML, TRL or "
            "Transformers arguments as YAML or JSON, a torchtune recipe); what was read, what took the "
            "tool's default and what the job cannot express is printed to stderr; the options given "
            "here override it. A model named by a Hub id that is not a preset needs --model-config."),
        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("save-job"),
        QStringLiteral("Also write the job these options describe to FILE (a versioned JSON job file)."),
        QStringLiteral("FILE")));
    for (const Field &f : JobFields::all()) {
        if (skip.contains(f.option()))
            continue;
        QCommandLineOption option(f.option(), helpOf(f), valueName(f));
        parser.addOption(option);
        if (f.flagAlias)
            parser.addOption(
                QCommandLineOption(QString::fromLatin1(f.flagAlias), QString::fromLatin1(f.flagHelp)));
    }
}

int read(const QCommandLineParser &parser, Context &context, const QString &prefix, Job *job,
         const QStringList &skip)
{
    *job = Job::defaults();
    if (parser.isSet(QStringLiteral("job")) && parser.isSet(QStringLiteral("from-config"))) {
        context.err << prefix << "give only one of --job and --from-config\n";
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("job")) || parser.isSet(QStringLiteral("from-config"))) {
        if (const int code = readStart(parser, context, prefix, job, skip); code != Success)
            return code;
        // What the command names itself (the fit map's models and GPUs) is not taken from the file; the
        // method stays, for the command to use when it is not given.
        for (const Field &f : JobFields::all()) {
            const QString fallback = JobFields::defaultText(f);
            if (!skip.contains(f.option()) || f.key == QLatin1String("method") ||
                (f.group == JobFields::Group::Model && fallback.isEmpty()))
                continue;
            QString ignored;
            JobFields::set(*job, f, fallback, &ignored);
        }
    }
    const QStringList modelKeys{QStringLiteral("model"), QStringLiteral("params"),
                                QStringLiteral("model-config")};
    int modelsGiven = 0;
    for (const QString &key : modelKeys)
        modelsGiven += !skip.contains(key) && parser.isSet(key) ? 1 : 0;
    if (modelsGiven > 1) {
        context.err << prefix << "give only one of --model, --params and --model-config\n";
        return UsageError;
    }
    for (const Field &f : JobFields::all()) {
        if (skip.contains(f.option()))
            continue;
        const bool aliasSet = f.flagAlias && parser.isSet(QString::fromLatin1(f.flagAlias));
        if (aliasSet && parser.isSet(f.option()) && parser.value(f.option()) != QLatin1String(f.flagValue)) {
            context.err << prefix << "--" << f.flagAlias << " contradicts --" << f.option() << ' '
                        << parser.value(f.option()) << '\n';
            return UsageError;
        }
        if (!parser.isSet(f.option()) && !aliasSet)
            continue;
        const QString text =
            parser.isSet(f.option()) ? parser.value(f.option()) : QString::fromLatin1(f.flagValue);
        QString error;
        if (!JobFields::set(*job, f, text, &error)) {
            context.err << prefix << "--" << f.option() << ": " << error << '\n';
            // A config file that cannot be read is a runtime failure, like --data; a bad value is bad usage.
            const bool unreadable = f.key == QLatin1String("model-config") && !QFileInfo(text).isReadable();
            return unreadable ? RuntimeFailure : UsageError;
        }
    }
    if (!job->constraints.onlyGpu.isEmpty() && !context.dataset.find(job->constraints.onlyGpu)) {
        context.err << prefix << "--gpu: unknown GPU id \"" << job->constraints.onlyGpu
                    << "\" (see gpuscout list)\n";
        return UsageError;
    }
    if (job->constraints.maxCostUsd && job->workload.tokens <= 0) {
        context.err << prefix
                    << "--max-cost-usd: needs --tokens (the job's cost depends on how long it trains)\n";
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("save-job"))) {
        QString error;
        if (!JobFile::save(parser.value(QStringLiteral("save-job")), *job, &error)) {
            context.err << prefix << "--save-job: " << error << '\n';
            return RuntimeFailure;
        }
    }
    return Success;
}

} // namespace Cli::JobOptions
