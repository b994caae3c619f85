#include "app/cli.h"
#include "app/core/fitmap.h"
#include "app/core/parse.h"
#include "app/joboptions.h"
#include "ui/fitmapfigure.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace Cli {

int fitmapCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Which models fit on which GPUs for one job: rows are models (smallest first), columns "
        "GPUs; each cell fits on one GPU, needs N, or does not fit within --max-gpus."));
    parser.addHelpOption();
    // fitmap names its models and GPUs itself; the other job options are recommend's.
    const QStringList skip{QStringLiteral("model"), QStringLiteral("params"), QStringLiteral("model-config"),
                           QStringLiteral("gpus"),  QStringLiteral("gpu"),    QStringLiteral("method")};
    JobOptions::add(parser, skip);
    const QCommandLineOption models(
        QStringLiteral("models"),
        QStringLiteral(
            "Comma-separated model presets or Hugging Face ids (default: every preset; see gpuscout "
            "recommend --list-models)."),
        QStringLiteral("IDS"));
    const QCommandLineOption modelConfig(
        QStringLiteral("model-config"),
        QStringLiteral("Add a row for the model of this Hugging Face config.json."), QStringLiteral("FILE"));
    const QCommandLineOption gpus(
        QStringLiteral("gpus"),
        QStringLiteral("Comma-separated GPU ids (default: every GPU; see gpuscout list)."),
        QStringLiteral("IDS"));
    const QCommandLineOption method(
        QStringLiteral("method"),
        QStringLiteral(
            "full, lora, qlora, or best (each cell: full if it fits, else LoRA, else QLoRA). Default: "
            "best."),
        QStringLiteral("full|lora|qlora|best"), QStringLiteral("best"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("table (default), csv, json or markdown, printed."),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption out(
        QStringLiteral("out"),
        QStringLiteral("Write the map to FILE: .png, .svg, .pdf (the picture), .csv or .md."),
        QStringLiteral("FILE"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QStringLiteral("Colours of the picture: light (default) or dark."),
                                   QStringLiteral("THEME"), QStringLiteral("light"));
    parser.addOptions({models, modelConfig, gpus, method, format, out, theme});

    const QString prefix = QStringLiteral("gpuscout fitmap: ");
    auto usageError = [&](const QString &message) {
        context.err << prefix << message << '\n';
        return UsageError;
    };
    if (!parser.parse(context.arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("fitmap"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));

    Job job;
    if (const int code = JobOptions::read(parser, context, prefix, &job, skip); code != Success)
        return code;
    // A saved job or a training config brings its method unless --method is given.
    const bool jobGiven = parser.isSet(QStringLiteral("job")) || parser.isSet(QStringLiteral("from-config"));
    const std::optional<FitMap::Mode> mode = Words::parse<FitMap::Mode>(
        jobGiven && !parser.isSet(method) ? Words::of(job.workload.method) : parser.value(method));
    if (!mode)
        return usageError(QStringLiteral("--method: expected %1, got \"%2\"")
                              .arg(Words::alternatives<FitMap::Mode>(), parser.value(method)));
    QString error;

    std::vector<ModelShape> shapes;
    if (parser.isSet(models)) {
        // Model ids are presets ("llama-3.1-8b") or Hugging Face ids ("meta-llama/Llama-3.1-8B"): not GPU
        // ids.
        const QStringList ids = parser.value(models).split(QLatin1Char(','));
        QStringList unknown;
        for (const QString &raw : ids) {
            const QString id = raw.trimmed();
            if (id.isEmpty())
                return usageError(QStringLiteral("--models: expected comma-separated model ids, got \"%1\"")
                                      .arg(parser.value(models)));
            if (const ModelShape *shape = ModelPresets::find(id))
                shapes.push_back(*shape);
            else
                unknown << id;
        }
        if (!unknown.isEmpty())
            return usageError(
                QStringLiteral("--models: unknown model %1 (see gpuscout recommend --list-models)")
                    .arg(QLatin1Char('"') + unknown.join(QStringLiteral("\", \"")) + QLatin1Char('"')));
    } else if (!parser.isSet(modelConfig)) {
        shapes = ModelPresets::all();
    }
    if (parser.isSet(modelConfig)) {
        const QString path = parser.value(modelConfig);
        const std::optional<ModelShape> shape = ModelPresets::readConfig(path, &error);
        if (!shape) {
            context.err << prefix << "--model-config: " << error << '\n';
            return QFileInfo(path).isReadable() ? UsageError : RuntimeFailure;
        }
        shapes.push_back(*shape);
    }

    std::vector<const Gpu *> columns;
    if (parser.isSet(gpus)) {
        const std::optional<QStringList> ids = Parse::idList(parser.value(gpus), &error);
        if (!ids)
            return usageError(QStringLiteral("--gpus: %1").arg(error));
        QStringList unknown;
        for (const QString &id : *ids) {
            if (const Gpu *gpu = context.dataset.find(id))
                columns.push_back(gpu);
            else
                unknown << id;
        }
        if (!unknown.isEmpty())
            return usageError(
                QStringLiteral("--gpus: unknown GPU id %1 (see gpuscout list)")
                    .arg(QLatin1Char('"') + unknown.join(QStringLiteral("\", \"")) + QLatin1Char('"')));
    } else {
        for (const Gpu &gpu : context.dataset.gpus)
            columns.push_back(&gpu);
    }

    const QString formatName = parser.isSet(format) ? parser.value(format) : QStringLiteral("table");
    const QStringList formats{QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"),
                              QStringLiteral("markdown")};
    if (!formats.contains(formatName))
        return usageError(
            QStringLiteral("--format: expected table, csv, json or markdown, got \"%1\"").arg(formatName));
    const QString themeName = parser.value(theme);
    if (themeName != QLatin1String("light") && themeName != QLatin1String("dark"))
        return usageError(QStringLiteral("--theme: expected light or dark, got \"%1\"").arg(themeName));
    FitMapFigure::Format fileFormat;
    if (parser.isSet(out) && !FitMapFigure::formatForPath(parser.value(out), &fileFormat))
        return usageError(
            QStringLiteral("--out: expected a file ending in .png, .svg, .pdf, .csv or .md, got \"%1\"")
                .arg(parser.value(out)));

    const FitMap::Map map = FitMap::compute(job, shapes, columns, *mode);
    if (parser.isSet(out)) {
        const FitMapFigure::Colours colours = themeName == QLatin1String("dark")
                                                  ? FitMapFigure::Colours::darkTheme()
                                                  : FitMapFigure::Colours::light();
        if (!FitMapFigure::write(map, parser.value(out), colours, &error)) {
            context.err << prefix << error << '\n';
            return RuntimeFailure;
        }
        if (!parser.isSet(format))
            return Success;
    }
    if (formatName == QLatin1String("json"))
        context.out << QString::fromUtf8(FitMap::toJson(map));
    else if (formatName == QLatin1String("csv"))
        context.out << FitMap::toCsv(map);
    else if (formatName == QLatin1String("markdown"))
        context.out << FitMap::toMarkdown(map);
    else
        context.out << FitMap::toTable(map);
    return Success;
}

} // namespace Cli
