#include "app/cli.h"
#include "app/core/atomicfile.h"
#include "app/core/chartchoices.h"
#include "app/core/recommend.h"
#include "app/joboptions.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figurewriter.h"
#include "ui/recommendationreport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

namespace Cli {

namespace {

// What --format prints, the first the default.
const QList<ExportFormat> kPrinted = {ExportFormat::Table, ExportFormat::Json, ExportFormat::Markdown};

bool knownGpu(const Context &context, const QString &id)
{
    return std::any_of(context.dataset.gpus.begin(), context.dataset.gpus.end(),
                       [&id](const Gpu &gpu) { return gpu.id == id; });
}

// The buy-or-rent options the field table cannot check alone: GPU ids, the chart's file and theme.
int checkOwnershipOptions(const QCommandLineParser &parser, Context &context, const Job &job,
                          const QString &prefix)
{
    QTextStream &err = context.err;
    const QString rentGpu = job.constraints.ownership.rentGpu;
    if (!rentGpu.isEmpty() && !knownGpu(context, rentGpu)) {
        err << prefix << "--rent-gpu: unknown GPU id \"" << rentGpu << "\"\n";
        return UsageError;
    }
    ExportFormat format;
    const QString path = parser.value(QStringLiteral("breakeven"));
    if (parser.isSet(QStringLiteral("breakeven")) &&
        !ExportFormats::fromPath(path, FigureWriter::formats(), &format)) {
        err << prefix << "--breakeven: expected a file ending in "
            << ExportFormats::suffixList(FigureWriter::formats()) << ", got \"" << path << "\"\n";
        return UsageError;
    }
    for (const QString &id :
         parser.value(QStringLiteral("breakeven-gpus")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!knownGpu(context, id)) {
            err << prefix << "--breakeven-gpus: unknown GPU id \"" << id << "\"\n";
            return UsageError;
        }
    }
    const QString theme = parser.value(QStringLiteral("theme"));
    FigureStyle style;
    if (!FigureStyle::fromThemeName(theme, &style)) {
        err << prefix << "--theme: expected " << Words::alternatives<FigureTheme>() << ", got \"" << theme
            << "\"\n";
        return UsageError;
    }
    return Success;
}

// --breakeven FILE: the break-even chart at the size and scale the window exports it at.
int writeBreakEven(const QCommandLineParser &parser, Context &context, const Recommend::Recommendation &rec,
                   const QString &prefix)
{
    const QString path = parser.value(QStringLiteral("breakeven"));
    ExportFormat format = ExportFormat::Png;
    ExportFormats::fromPath(path, FigureWriter::formats(), &format);
    const QStringList picked =
        parser.value(QStringLiteral("breakeven-gpus")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    FigureStyle style;
    FigureStyle::fromThemeName(parser.value(QStringLiteral("theme")), &style); // checked by the validation
    ChartFigure figure = BreakEvenChart::build(rec, BreakEvenChart::chosenIds(rec, picked), style);
    QString error;
    if (!ChartRenderer::write(figure, path, format, QSize(1000, 640), 1, QStringLiteral("Buy or rent"),
                              &error)) {
        context.err << prefix << error << '\n';
        return RuntimeFailure;
    }
    return Success;
}

// The job options and recommend's own.
void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Size a fine-tuning job and rank the GPUs for it (the JSON shape is in man gpuscout)."));
    parser.addHelpOption();
    JobOptions::add(parser);
    parser.addOption(QCommandLineOption(
        QStringLiteral("format"),
        QStringLiteral("%1 (the report's Markdown, as --out FILE.%2 writes it).")
            .arg(ExportFormats::wordsWithDefault(kPrinted), ExportFormats::suffix(ExportFormat::Markdown)),
        QStringLiteral("FORMAT")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("out"),
        QStringLiteral("Write the report to FILE (%1, by its suffix); stdout stays empty unless --format is "
                       "given.")
            .arg(RecommendationReport::suffixList()),
        QStringLiteral("FILE")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("breakeven"),
                           QStringLiteral("Also write the buy-or-rent break-even chart to FILE (%1).")
                               .arg(ExportFormats::suffixList(FigureWriter::formats())),
                           QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("breakeven-gpus"),
        QStringLiteral("The GPUs the break-even chart shows (default: the first 3 of the ranking that can be "
                       "costed both ways)."),
        QStringLiteral("ID,...")));
    parser.addOption(QCommandLineOption(QStringLiteral("theme"),
                                        QStringLiteral("The break-even chart's theme: %1.")
                                            .arg(Words::alternativesWithDefault(FigureTheme::Light)),
                                        QStringLiteral("THEME"), Words::of(FigureTheme::Light)));
    parser.addOption(QCommandLineOption(QStringLiteral("list-models"),
                                        QStringLiteral("Print the model presets and exit.")));
}

} // namespace

int recommendCommand(Context &context)
{
    QCommandLineParser parser;
    addOptions(parser);
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
                                                                  : Words::of(kPrinted.first());
    ExportFormat printed = kPrinted.first();
    if (!ExportFormats::parse(format, kPrinted, &printed)) {
        err << prefix << "--format: expected " << Words::alternatives(ExportFormats::words(kPrinted))
            << ", got \"" << format << "\"\n";
        return UsageError;
    }
    const QString out = parser.value(QStringLiteral("out"));
    ExportFormat reportFormat = ExportFormat::Table;
    if (parser.isSet(QStringLiteral("out")) &&
        !ExportFormats::fromPath(out, RecommendationReport::formats(), &reportFormat)) {
        err << prefix << "--out: expected a file ending in " << RecommendationReport::suffixList()
            << ", got \"" << out << "\"\n";
        return UsageError;
    }

    if (const int code = checkOwnershipOptions(parser, context, job, prefix); code != Success)
        return code;
    const Recommend::Recommendation rec =
        Recommend::rank(job.workload, context.dataset.gpus, job.constraints);
    if (parser.isSet(QStringLiteral("breakeven"))) {
        if (const int code = writeBreakEven(parser, context, rec, prefix); code != Success)
            return code;
        if (!parser.isSet(QStringLiteral("format")) && !parser.isSet(QStringLiteral("out")))
            return Success;
    }
    const RecommendationReport::Sources sources{context.files, &context.dataset.gpus};
    // A page for people words its headline, reasons and fixes in the numbers of its tables ("$678,972 to
    // buy"), so it is ranked again in them; the table, CSV and JSON keep C's.
    std::optional<Recommend::Recommendation> grouped;
    const auto wordedFor = [&](ExportFormat f) -> const Recommend::Recommendation & {
        const QLocale numbers = RecommendationReport::numbers(f, QLocale::c());
        if (numbers.numberOptions() == QLocale::c().numberOptions())
            return rec;
        if (!grouped)
            grouped = Recommend::rank(job.workload, context.dataset.gpus, job.constraints, numbers);
        return *grouped;
    };
    if (parser.isSet(QStringLiteral("out"))) {
        QString error;
        if (!RecommendationReport::write(job, wordedFor(reportFormat), out, &error, QLocale::c(), sources)) {
            err << prefix << error << '\n';
            return RuntimeFailure;
        }
        if (!parser.isSet(QStringLiteral("format")))
            return Success;
    }
    if (printed == ExportFormat::Table)
        context.out << Recommend::toTable(rec);
    else
        context.out << QString::fromUtf8(
            RecommendationReport::render(printed, job, wordedFor(printed), QLocale::c(), sources));
    return Success;
}

} // namespace Cli
