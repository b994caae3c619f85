#include "app/cli.h"
#include "app/core/atomicfile.h"
#include "app/core/recommend.h"
#include "app/joboptions.h"
#include "ui/recommendationreport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>

namespace Cli {

int recommendCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Size a fine-tuning job and rank the GPUs for it (the JSON shape is in man gpuscout)."));
    parser.addHelpOption();
    JobOptions::add(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("format"),
                                        QStringLiteral("table (default), json, or markdown (the report's "
                                                       "Markdown, as --out FILE.md writes it)."),
                                        QStringLiteral("FORMAT")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("out"),
        QStringLiteral(
            "Write the report to FILE (.pdf, .md, .csv, .json or .svg, by its suffix); stdout stays "
            "empty unless --format is given."),
        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(QStringLiteral("list-models"),
                                        QStringLiteral("Print the model presets and exit.")));
    QTextStream &err = context.err;
    const QString prefix = QStringLiteral("gpuscout recommend: ");
    if (!parser.parse(context.arguments)) {
        err << prefix << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("recommend"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << prefix << "unexpected argument \"" << parser.positionalArguments().first() << "\"\n";
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("list-models"))) {
        for (const ModelShape &m : ModelPresets::all())
            context.out << QStringLiteral("%1 %2B  %3\n")
                               .arg(m.id, -16)
                               .arg(m.totalParams() / 1e9, 6, 'f', 2)
                               .arg(m.source);
        return Success;
    }
    Job job;
    if (const int code = JobOptions::read(parser, context, prefix, &job); code != Success)
        return code;
    const QString format = parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                                                  : QStringLiteral("table");
    if (format != QLatin1String("table") && format != QLatin1String("json") &&
        format != QLatin1String("markdown")) {
        err << prefix << "--format: expected table, json or markdown, got \"" << format << "\"\n";
        return UsageError;
    }
    const QString out = parser.value(QStringLiteral("out"));
    RecommendationReport::Format reportFormat;
    if (parser.isSet(QStringLiteral("out")) && !RecommendationReport::formatForPath(out, &reportFormat)) {
        err << prefix << "--out: expected a file ending in " << RecommendationReport::suffixList()
            << ", got \"" << out << "\"\n";
        return UsageError;
    }

    const Recommend::Recommendation rec =
        Recommend::rank(job.workload, context.dataset.gpus, job.constraints);
    if (parser.isSet(QStringLiteral("out"))) {
        QString error;
        if (!RecommendationReport::write(job, rec, out, &error)) {
            err << prefix << error << '\n';
            return RuntimeFailure;
        }
        if (!parser.isSet(QStringLiteral("format")))
            return Success;
    }
    if (format == QLatin1String("json"))
        context.out << QString::fromUtf8(
            QJsonDocument(Recommend::toJson(rec, JobFields::toJson(job))).toJson(QJsonDocument::Indented));
    else if (format == QLatin1String("markdown"))
        context.out << QString::fromUtf8(
            RecommendationReport::render(RecommendationReport::Format::Markdown, job, rec));
    else
        context.out << Recommend::toTable(rec);
    return Success;
}

} // namespace Cli
