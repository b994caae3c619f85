#include "app/cli.h"
#include "app/core/chartchoices.h"
#include "app/core/metrics.h"
#include "app/core/parse.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/comparisonreport.h"
#include "ui/charts/figurewriter.h"

#include <QCommandLineParser>
#include <QDate>

namespace Cli {

namespace {

constexpr int kMaxPixelsPerSide = 16384;

int usageError(Context &context, const QString &message)
{
    context.err << "gpuscout export: " << message << '\n';
    return UsageError;
}

// The options come from the chart-choices table, in its order: the window's Compare tab offers the same.
struct Options
{
    using Option = ChartChoices::Option;
    QCommandLineOption chart = ChartChoices::commandLineOption(Option::Chart);
    QCommandLineOption gpus = ChartChoices::commandLineOption(Option::Gpus);
    QCommandLineOption metrics = ChartChoices::commandLineOption(Option::Metrics);
    QCommandLineOption out = ChartChoices::commandLineOption(Option::Out);
    QCommandLineOption size = ChartChoices::commandLineOption(Option::Size);
    QCommandLineOption scale = ChartChoices::commandLineOption(Option::Scale);
    QCommandLineOption theme = ChartChoices::commandLineOption(Option::Theme);
    QCommandLineOption normalise = ChartChoices::commandLineOption(Option::Normalise);
    QCommandLineOption log = ChartChoices::commandLineOption(Option::Log);
    QCommandLineOption price = ChartChoices::commandLineOption(Option::Price);
};

void addOptions(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(
        QStringLiteral("Save a comparison chart as PNG, SVG or PDF, as the Compare "
                       "tab draws it."));
    parser.addHelpOption();
    parser.addOptions({options.chart, options.gpus, options.metrics, options.out, options.size, options.scale,
                       options.theme, options.normalise, options.log, options.price});
}

// "--chart must be radar, bar, scatter or report, got \"pie\"": the option's choices from the table.
int notAChoice(Context &context, ChartChoices::Option option, const QString &value,
               const QString &prefix = {})
{
    const ChartChoices::OptionSpec &spec = ChartChoices::spec(option);
    QStringList words = spec.words();
    for (QString &word : words)
        word.prepend(prefix);
    return usageError(context, QStringLiteral("--%1 must %2 %3, got \"%4\"")
                                   .arg(QLatin1String(spec.name),
                                        prefix.isEmpty() ? QStringLiteral("be") : QStringLiteral("end in"),
                                        Words::alternatives(words), value));
}

// What is drawn and into which file: the chart kind, the file format and the picture's size.
struct Picture
{
    bool report = false; ///< the Compare tab's one-page PDF rather than one chart
    ChartKind kind = ChartKind::Radar;
    ExportFormat format = ExportFormat::Png;
    QSize logical;
    double factor = 1;
    FigureStyle style = FigureStyle::light();
};

// --chart, --out, --size, --scale and --theme. Success, or UsageError after the message.
int readPicture(const QCommandLineParser &parser, const Options &options, Context &context, Picture *picture)
{
    // "report" is the Compare tab's one-page PDF: the table, the radar (--metrics) and the default bar chart.
    picture->report = parser.value(options.chart) == QLatin1String("report");
    if (picture->report)
        picture->kind = ChartKind::Radar;
    else if (!ChartBuilder::parseKind(parser.value(options.chart), &picture->kind))
        return notAChoice(context, ChartChoices::Option::Chart, parser.value(options.chart));
    if (!ExportFormats::fromPath(parser.value(options.out), FigureWriter::formats(), &picture->format))
        return notAChoice(context, ChartChoices::Option::Out, parser.value(options.out), QStringLiteral("."));
    QString error;
    const std::optional<QSize> logical = Parse::size(parser.value(options.size), &error);
    if (!logical)
        return usageError(context, QStringLiteral("--size: %1").arg(error));
    const std::optional<double> factor =
        Parse::number(parser.value(options.scale), ChartChoices::kScaleMin, ChartChoices::kScaleMax, &error);
    if (!factor)
        return usageError(context, QStringLiteral("--scale: %1").arg(error));
    if (picture->format == ExportFormat::Png &&
        std::max(logical->width(), logical->height()) * *factor > kMaxPixelsPerSide)
        return usageError(
            context,
            QStringLiteral("--size x --scale gives more than %1 pixels a side").arg(kMaxPixelsPerSide));
    picture->logical = *logical;
    picture->factor = *factor;
    const QString themeName = parser.value(options.theme);
    if (!FigureStyle::fromThemeName(themeName, &picture->style))
        return notAChoice(context, ChartChoices::Option::Theme, themeName);
    return Success;
}

// What the chart shows: --gpus, --normalise, --log, --price and --metrics. Success, or UsageError after the
// message.
int readRequest(const QCommandLineParser &parser, const Options &options, Context &context,
                const Picture &picture, ChartRequest *request)
{
    QString error;
    const std::optional<QStringList> ids = Parse::idList(parser.value(options.gpus), &error);
    if (!ids)
        return usageError(context, QStringLiteral("--gpus: %1").arg(error));
    QStringList unknownIds;
    *request = ChartRequest::forIds(context.dataset, *ids, &unknownIds);
    if (!unknownIds.isEmpty())
        return usageError(
            context,
            QStringLiteral("unknown GPU id \"%1\" (see gpuscout list --format csv)").arg(unknownIds.first()));
    request->kind = picture.kind;
    request->style = picture.style;
    request->scale.logScale = parser.isSet(options.log);
    if (!ChartData::parseNormalisation(parser.value(options.normalise), &request->scale.normalisation))
        return usageError(context, QStringLiteral("--normalise must be %1, got \"%2\"")
                                       .arg(Words::alternatives<ChartData::Normalisation>())
                                       .arg(parser.value(options.normalise)));
    if (!ChartData::parsePriceKind(parser.value(options.price), &request->price))
        return usageError(context, QStringLiteral("--price must be %1, got \"%2\"")
                                       .arg(Words::alternatives<Pricing::Mode>())
                                       .arg(parser.value(options.price)));

    const QStringList keys = parser.isSet(options.metrics)
                                 ? parser.value(options.metrics).split(QLatin1Char(','))
                                 : ChartBuilder::defaultMetricKeys(picture.kind);
    QStringList unknownKeys;
    request->metrics = Metrics::resolve(keys, &unknownKeys);
    if (!unknownKeys.isEmpty())
        return usageError(context, QStringLiteral("unknown metric key \"%1\" (known: %2)")
                                       .arg(unknownKeys.first(), Metrics::keys().join(QStringLiteral(", "))));
    const QString problem = ChartBuilder::problem(*request);
    if (!problem.isEmpty())
        return usageError(context, problem);
    return Success;
}

// The one-page PDF comparison report: the table, the radar of the request's metrics and the default bar
// chart.
int writeReport(const ChartRequest &request, const QString &path, Context &context)
{
    ComparisonReport::Content content;
    content.dataset = &context.dataset;
    content.gpus = request.gpus;
    content.radarMetrics = request.metrics;
    content.barMetrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(ChartKind::Bar), nullptr);
    content.scale = request.scale;
    content.date = QDate::currentDate();
    QString error;
    if (!ComparisonReport::write(content, path, &error)) {
        context.err << "gpuscout export: " << error << '\n';
        return RuntimeFailure;
    }
    return Success;
}

int writeChart(const ChartRequest &request, const Picture &picture, const QString &path, Context &context)
{
    ChartFigure figure = ChartBuilder::build(request);
    const QString title = QStringLiteral("GPU Scout %1 chart").arg(ChartBuilder::kindName(picture.kind));
    QString error;
    if (!ChartRenderer::write(figure, path, picture.format, picture.logical, picture.factor, title, &error)) {
        context.err << "gpuscout export: " << error << '\n';
        return RuntimeFailure;
    }
    // Scripts should know when a chart could not show what was asked, though a file was written.
    if (!figure.message.isEmpty())
        context.err << "gpuscout export: warning: "
                    << QString(figure.message).replace(QLatin1Char('\n'), QLatin1Char(' ')) << '\n';
    return Success;
}

} // namespace

int exportCommand(Context &context)
{
    QCommandLineParser parser;
    const Options options;
    addOptions(parser, options);
    if (const std::optional<int> done = parseCommand(context, parser, QStringLiteral("export")))
        return *done;
    for (const QCommandLineOption *required : {&options.chart, &options.gpus, &options.out}) {
        if (!parser.isSet(*required) || parser.value(*required).isEmpty())
            return usageError(context, QStringLiteral("--%1 is required").arg(required->names().first()));
    }

    Picture picture;
    if (const int code = readPicture(parser, options, context, &picture); code != Success)
        return code;
    ChartRequest request;
    if (const int code = readRequest(parser, options, context, picture, &request); code != Success)
        return code;
    const QString path = parser.value(options.out);
    if (!picture.report)
        return writeChart(request, picture, path, context);
    if (picture.format != ExportFormat::Pdf)
        return usageError(context, QStringLiteral("--chart report writes a PDF: --out must end in .pdf"));
    return writeReport(request, path, context);
}

} // namespace Cli
