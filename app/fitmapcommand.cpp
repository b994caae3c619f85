#include "app/cli.h"
#include "app/core/chartchoices.h"
#include "app/core/fitmap.h"
#include "app/core/parse.h"
#include "app/joboptions.h"
#include "ui/charts/fitmapfigure.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace Cli {

namespace {

const QString kPrefix = QStringLiteral("gpuscout fitmap: ");

int usageError(Context &context, const QString &message)
{
    context.err << kPrefix << message << '\n';
    return UsageError;
}

// fitmap names its models and GPUs itself; the other job options are recommend's.
const QStringList &skippedJobOptions()
{
    static const QStringList skip{QStringLiteral("model"),        QStringLiteral("params"),
                                  QStringLiteral("model-config"), QStringLiteral("gpus"),
                                  QStringLiteral("gpu"),          QStringLiteral("method")};
    return skip;
}

// What --format prints, the first the default.
const QList<ExportFormat> kPrinted = ExportFormats::printed();

// ".png, .svg, .pdf (the picture), .csv or .md": the files --out writes.
QString outSuffixes()
{
    const QList<ExportFormat> pictures = FigureWriter::formats();
    QStringList suffixes;
    for (const ExportFormat format : FitMapFigure::formats()) {
        suffixes << QLatin1Char('.') + ExportFormats::suffix(format);
        if (format == pictures.last())
            suffixes.last() += QStringLiteral(" (the picture)");
    }
    return Words::alternatives(suffixes);
}

// The options fitmap adds to the job options.
struct Options
{
    QCommandLineOption models{
        QStringLiteral("models"),
        QStringLiteral(
            "Comma-separated model presets or Hugging Face ids (default: every preset; see gpuscout "
            "recommend --list-models)."),
        QStringLiteral("IDS")};
    QCommandLineOption modelConfig{
        QStringLiteral("model-config"),
        QStringLiteral("Add a row for the model of this Hugging Face config.json."), QStringLiteral("FILE")};
    QCommandLineOption gpus{
        QStringLiteral("gpus"),
        QStringLiteral("Comma-separated GPU ids (default: every GPU; see gpuscout list)."),
        QStringLiteral("IDS")};
    QCommandLineOption method{
        QStringLiteral("method"),
        QStringLiteral("%1 (each cell: full if it fits, else LoRA, else QLoRA). Default: %2.")
            .arg(Words::alternatives<FitMap::Mode>(), Words::of(FitMap::Mode::Best)),
        Words::all<FitMap::Mode>().join(QLatin1Char('|')), Words::of(FitMap::Mode::Best)};
    QCommandLineOption format{QStringLiteral("format"),
                              QStringLiteral("%1, printed.").arg(ExportFormats::wordsWithDefault(kPrinted)),
                              QStringLiteral("FORMAT")};
    QCommandLineOption out{QStringLiteral("out"),
                           QStringLiteral("Write the map to FILE: %1.").arg(outSuffixes()),
                           QStringLiteral("FILE")};
    QCommandLineOption theme{
        QStringLiteral("theme"),
        QStringLiteral("Colours of the picture: %1.").arg(Words::alternativesWithDefault(FigureTheme::Light)),
        QStringLiteral("THEME"), Words::of(FigureTheme::Light)};
};

void addOptions(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(QStringLiteral(
        "Which models fit on which GPUs for one job: rows are models (smallest first), columns "
        "GPUs; each cell fits on one GPU, needs N, or does not fit within --max-gpus."));
    parser.addHelpOption();
    JobOptions::add(parser, skippedJobOptions());
    parser.addOptions({options.models, options.modelConfig, options.gpus, options.method, options.format,
                       options.out, options.theme});
}

QString quotedList(const QStringList &ids)
{
    return QLatin1Char('"') + ids.join(QStringLiteral("\", \"")) + QLatin1Char('"');
}

// The rows: the --models presets (every preset without --models or --model-config), then the
// --model-config model. Success, or the exit code after the message.
int readRows(const QCommandLineParser &parser, const Options &options, Context &context,
             std::vector<ModelShape> *shapes)
{
    if (parser.isSet(options.models)) {
        // Model ids are presets ("llama-3.1-8b") or Hugging Face ids ("meta-llama/Llama-3.1-8B"): not GPU
        // ids.
        const QStringList ids = parser.value(options.models).split(QLatin1Char(','));
        QStringList unknown;
        for (const QString &raw : ids) {
            const QString id = raw.trimmed();
            if (id.isEmpty())
                return usageError(context,
                                  QStringLiteral("--models: expected comma-separated model ids, got \"%1\"")
                                      .arg(parser.value(options.models)));
            if (const ModelShape *shape = ModelPresets::find(id))
                shapes->push_back(*shape);
            else
                unknown << id;
        }
        if (!unknown.isEmpty())
            return usageError(
                context, QStringLiteral("--models: unknown model %1 (see gpuscout recommend --list-models)")
                             .arg(quotedList(unknown)));
    } else if (!parser.isSet(options.modelConfig)) {
        *shapes = ModelPresets::all();
    }
    if (parser.isSet(options.modelConfig)) {
        QString error;
        const QString path = parser.value(options.modelConfig);
        const std::optional<ModelShape> shape = ModelPresets::readConfig(path, &error);
        if (!shape) {
            context.err << kPrefix << "--model-config: " << error << '\n';
            return QFileInfo(path).isReadable() ? UsageError : RuntimeFailure;
        }
        shapes->push_back(*shape);
    }
    return Success;
}

// The columns: the --gpus GPUs, or every GPU of the dataset. Success, or UsageError after the message.
int readColumns(const QCommandLineParser &parser, const Options &options, Context &context,
                std::vector<const Gpu *> *columns)
{
    if (!parser.isSet(options.gpus)) {
        for (const Gpu &gpu : context.dataset.gpus)
            columns->push_back(&gpu);
        return Success;
    }
    QString error;
    const std::optional<QStringList> ids = Parse::idList(parser.value(options.gpus), &error);
    if (!ids)
        return usageError(context, QStringLiteral("--gpus: %1").arg(error));
    QStringList unknown;
    for (const QString &id : *ids) {
        if (const Gpu *gpu = context.dataset.find(id))
            columns->push_back(gpu);
        else
            unknown << id;
    }
    if (!unknown.isEmpty())
        return usageError(
            context,
            QStringLiteral("--gpus: unknown GPU id %1 (see gpuscout list)").arg(quotedList(unknown)));
    return Success;
}

// --format, --theme and --out, checked before anything is computed. Success, or UsageError after the message.
int checkOutputOptions(const QCommandLineParser &parser, const Options &options, Context &context)
{
    const QString formatName =
        parser.isSet(options.format) ? parser.value(options.format) : Words::of(kPrinted.first());
    ExportFormat printed;
    if (!ExportFormats::parse(formatName, kPrinted, &printed))
        return usageError(context, QStringLiteral("--format: expected %1, got \"%2\"")
                                       .arg(Words::alternatives(ExportFormats::words(kPrinted)), formatName));
    const QString themeName = parser.value(options.theme);
    FigureStyle style;
    if (!FigureStyle::fromThemeName(themeName, &style))
        return usageError(context, QStringLiteral("--theme: expected %1, got \"%2\"")
                                       .arg(Words::alternatives<FigureTheme>(), themeName));
    ExportFormat format;
    if (parser.isSet(options.out) &&
        !ExportFormats::fromPath(parser.value(options.out), FitMapFigure::formats(), &format))
        return usageError(
            context, QStringLiteral("--out: expected a file ending in %1, got \"%2\"")
                         .arg(ExportFormats::suffixList(FitMapFigure::formats()), parser.value(options.out)));
    return Success;
}

// Writes the map to --out (if given) and prints it in --format (the table without --format, nothing when
// --out is given without --format).
int writeMap(const FitMap::Map &map, const QCommandLineParser &parser, const Options &options,
             Context &context)
{
    if (parser.isSet(options.out)) {
        FigureStyle style; // checkOutputOptions() took the name
        FigureStyle::fromThemeName(parser.value(options.theme), &style);
        QString error;
        if (!FitMapFigure::write(map, parser.value(options.out), style, &error)) {
            context.err << kPrefix << error << '\n';
            return RuntimeFailure;
        }
        if (!parser.isSet(options.format))
            return Success;
    }
    ExportFormat printed = ExportFormat::Table; // checkOutputOptions() took the word
    if (parser.isSet(options.format))
        ExportFormats::parse(parser.value(options.format), kPrinted, &printed);
    if (printed == ExportFormat::Json)
        context.out << QString::fromUtf8(FitMap::toJson(map));
    else if (printed == ExportFormat::Csv)
        context.out << FitMap::toCsv(map);
    else if (printed == ExportFormat::Markdown)
        context.out << FitMap::toMarkdown(map);
    else
        context.out << FitMap::toTable(map);
    return Success;
}

} // namespace

int fitmapCommand(Context &context)
{
    QCommandLineParser parser;
    const Options options;
    addOptions(parser, options);
    if (const std::optional<int> done = parseCommand(context, parser, QStringLiteral("fitmap")))
        return *done;

    Job job;
    if (const int code = JobOptions::read(parser, context, kPrefix, &job, skippedJobOptions());
        code != Success)
        return code;
    // A saved job or a training config brings its method unless --method is given.
    const bool jobGiven = parser.isSet(QStringLiteral("job")) || parser.isSet(QStringLiteral("from-config"));
    const std::optional<FitMap::Mode> mode =
        Words::parse<FitMap::Mode>(jobGiven && !parser.isSet(options.method) ? Words::of(job.workload.method)
                                                                             : parser.value(options.method));
    if (!mode)
        return usageError(context,
                          QStringLiteral("--method: expected %1, got \"%2\"")
                              .arg(Words::alternatives<FitMap::Mode>(), parser.value(options.method)));

    std::vector<ModelShape> shapes;
    if (const int code = readRows(parser, options, context, &shapes); code != Success)
        return code;
    std::vector<const Gpu *> columns;
    if (const int code = readColumns(parser, options, context, &columns); code != Success)
        return code;
    if (const int code = checkOutputOptions(parser, options, context); code != Success)
        return code;
    return writeMap(FitMap::compute(job, shapes, columns, *mode), parser, options, context);
}

} // namespace Cli
