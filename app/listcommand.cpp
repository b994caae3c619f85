#include "app/cli.h"
#include "app/core/metrics.h"
#include "app/core/tableexport.h"

#include <QCommandLineParser>

namespace Cli {

int listCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Print the GPUs of the dataset."));
    parser.addHelpOption();
    const QList<ExportFormat> formats = ExportFormats::printed(); // TableExport renders each
    const QString defaultFormat = Words::of(formats.first());
    const QCommandLineOption format(QStringLiteral("format"),
                                    ExportFormats::wordsWithDefault(formats) + QLatin1Char('.'),
                                    QStringLiteral("FORMAT"), defaultFormat);
    const QCommandLineOption sparse(
        QStringLiteral("sparse"), QStringLiteral("Show sparse (2:4) tensor figures instead of dense ones."));
    const QCommandLineOption columns(QStringLiteral("columns"),
                                     QStringLiteral("Comma-separated metric keys to show (not for json)."),
                                     QStringLiteral("KEYS"));
    parser.addOptions({format, sparse, columns});
    if (!parser.parse(context.arguments)) {
        context.err << "gpuscout list: " << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("list"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty()) {
        context.err << "gpuscout list: unexpected argument \"" << parser.positionalArguments().first()
                    << "\"\n";
        return UsageError;
    }
    ExportFormat chosen;
    if (!ExportFormats::parse(parser.value(format), formats, &chosen)) {
        context.err << "gpuscout list: --format must be "
                    << Words::alternatives(ExportFormats::words(formats)) << ", got \""
                    << parser.value(format) << "\"\n";
        return UsageError;
    }

    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : context.dataset.gpus)
        gpus.push_back(&gpu);

    if (chosen == ExportFormat::Json && !parser.isSet(columns)) {
        context.out << QString::fromUtf8(TableExport::fullJson(gpus));
        return Success;
    }
    std::vector<const Metric *> shown = Metrics::listColumns();
    if (parser.isSet(columns)) {
        QStringList unknown;
        shown = Metrics::resolve(parser.value(columns).split(QLatin1Char(',')), &unknown);
        if (!unknown.isEmpty() || shown.empty()) {
            context.err << "gpuscout list: unknown metric key \""
                        << (unknown.isEmpty() ? QString() : unknown.first())
                        << "\" (known: " << Metrics::keys().join(QStringLiteral(", ")) << ")\n";
            return UsageError;
        }
    }
    for (const Metric *&metric : shown)
        metric = &Metrics::variant(*metric, parser.isSet(sparse));
    context.out << TableExport::render(chosen, gpus, shown);
    return Success;
}

} // namespace Cli
