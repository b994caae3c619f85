#include "app/cli.h"
#include "app/core/metrics.h"
#include "app/core/parse.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/comparisonreport.h"

#include <QCommandLineParser>
#include <QDate>

namespace Cli {

namespace {

constexpr int kMaxPixelsPerSide = 16384;

} // namespace

int exportCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Save a comparison chart as PNG, SVG or PDF, as the Compare "
                       "tab draws it."));
    parser.addHelpOption();
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        QStringLiteral("radar, bar, scatter, or report (the one-page PDF comparison report)."),
        QStringLiteral("KIND"));
    const QCommandLineOption gpus(QStringLiteral("gpus"),
                                  QStringLiteral("Comma-separated GPU ids (see gpuscout list)."),
                                  QStringLiteral("IDS"));
    const QCommandLineOption metrics(
        QStringLiteral("metrics"),
        QStringLiteral(
            "Comma-separated metric keys: radar axes (3 or more), one bar chart each, or the scatter's "
            "y axis (one)."),
        QStringLiteral("KEYS"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Output file: .png, .svg or .pdf."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("Size in logical pixels, default 1600x900."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x900"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   QStringLiteral("PNG pixels per logical pixel, 0.5 to 4, default 1."),
                                   QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption theme(QStringLiteral("theme"), QStringLiteral("light (default) or dark."),
                                   QStringLiteral("THEME"), QStringLiteral("light"));
    const QCommandLineOption normalise(
        QStringLiteral("normalise"),
        QStringLiteral("Radar axes relative to the best of the compared GPUs (selection, the default, "
                       "as in the window) or of the whole dataset."),
        QStringLiteral("dataset|selection"), QStringLiteral("selection"));
    const QCommandLineOption log(QStringLiteral("log"), QStringLiteral("Radar axes on a log scale."));
    const QCommandLineOption price(QStringLiteral("price"),
                                   QStringLiteral("Scatter x axis: cloud (USD per GPU-hour, the middle of "
                                                  "the range; default) or purchase (launch price)."),
                                   QStringLiteral("cloud|purchase"), QStringLiteral("cloud"));
    parser.addOptions({chart, gpus, metrics, out, size, scale, theme, normalise, log, price});
    auto usageError = [&context](const QString &message) {
        context.err << "gpuscout export: " << message << '\n';
        return UsageError;
    };
    if (!parser.parse(context.arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("export"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    for (const QCommandLineOption *required : {&chart, &gpus, &out}) {
        if (!parser.isSet(*required) || parser.value(*required).isEmpty())
            return usageError(QStringLiteral("--%1 is required").arg(required->names().first()));
    }

    ChartKind kind;
    // "report" is the Compare tab's one-page PDF: the table, the radar (--metrics) and the default bar chart.
    const bool report = parser.value(chart) == QLatin1String("report");
    if (report)
        kind = ChartKind::Radar;
    else if (!ChartBuilder::parseKind(parser.value(chart), &kind))
        return usageError(QStringLiteral("--chart must be radar, bar, scatter or report, got \"%1\"")
                              .arg(parser.value(chart)));
    ChartRenderer::Format format;
    if (!ChartRenderer::formatForPath(parser.value(out), &format))
        return usageError(
            QStringLiteral("--out must end in .png, .svg or .pdf, got \"%1\"").arg(parser.value(out)));
    QString error;
    const std::optional<QSize> logical = Parse::size(parser.value(size), &error);
    if (!logical)
        return usageError(QStringLiteral("--size: %1").arg(error));
    const std::optional<double> factor = Parse::number(parser.value(scale), 0.5, 4, &error);
    if (!factor)
        return usageError(QStringLiteral("--scale: %1").arg(error));
    if (format == ChartRenderer::Format::Png &&
        std::max(logical->width(), logical->height()) * *factor > kMaxPixelsPerSide)
        return usageError(
            QStringLiteral("--size x --scale gives more than %1 pixels a side").arg(kMaxPixelsPerSide));
    const QString themeName = parser.value(theme);
    if (themeName != QLatin1String("light") && themeName != QLatin1String("dark"))
        return usageError(QStringLiteral("--theme must be light or dark, got \"%1\"").arg(themeName));

    const std::optional<QStringList> ids = Parse::idList(parser.value(gpus), &error);
    if (!ids)
        return usageError(QStringLiteral("--gpus: %1").arg(error));
    QStringList unknownIds;
    ChartRequest request = ChartRequest::forIds(context.dataset, *ids, &unknownIds);
    if (!unknownIds.isEmpty())
        return usageError(
            QStringLiteral("unknown GPU id \"%1\" (see gpuscout list --format csv)").arg(unknownIds.first()));
    request.kind = kind;
    request.dark = themeName == QLatin1String("dark");
    request.scale.logScale = parser.isSet(log);
    if (!ChartData::parseNormalisation(parser.value(normalise), &request.scale.normalisation))
        return usageError(QStringLiteral("--normalise must be dataset or selection, got \"%1\"")
                              .arg(parser.value(normalise)));
    if (!ChartData::parsePriceKind(parser.value(price), &request.price))
        return usageError(QStringLiteral("--price must be %1, got \"%2\"")
                              .arg(Words::alternatives<Pricing::Mode>())
                              .arg(parser.value(price)));

    const QStringList keys = parser.isSet(metrics) ? parser.value(metrics).split(QLatin1Char(','))
                                                   : ChartBuilder::defaultMetricKeys(kind);
    QStringList unknownKeys;
    request.metrics = Metrics::resolve(keys, &unknownKeys);
    if (!unknownKeys.isEmpty())
        return usageError(QStringLiteral("unknown metric key \"%1\" (known: %2)")
                              .arg(unknownKeys.first(), Metrics::keys().join(QStringLiteral(", "))));
    const QString problem = ChartBuilder::problem(request);
    if (!problem.isEmpty())
        return usageError(problem);

    if (report) {
        if (format != ChartRenderer::Format::Pdf)
            return usageError(QStringLiteral("--chart report writes a PDF: --out must end in .pdf"));
        ComparisonReport::Content content;
        content.dataset = &context.dataset;
        content.gpus = request.gpus;
        content.radarMetrics = request.metrics;
        content.barMetrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(ChartKind::Bar), nullptr);
        content.scale = request.scale;
        content.date = QDate::currentDate();
        if (!ComparisonReport::write(content, parser.value(out), &error)) {
            context.err << "gpuscout export: " << error << '\n';
            return RuntimeFailure;
        }
        return Success;
    }

    ChartFigure figure = ChartBuilder::build(request);
    const QString title = QStringLiteral("GPU Scout %1 chart").arg(ChartBuilder::kindName(kind));
    if (!ChartRenderer::write(figure, parser.value(out), format, *logical, *factor, title, &error)) {
        context.err << "gpuscout export: " << error << '\n';
        return RuntimeFailure;
    }
    // Scripts should know when a chart could not show what was asked, though a file was written.
    if (!figure.message.isEmpty())
        context.err << "gpuscout export: warning: "
                    << QString(figure.message).replace(QLatin1Char('\n'), QLatin1Char(' ')) << '\n';
    return Success;
}

} // namespace Cli
