#include "app/core/chartchoices.h"

#include "app/core/chartdata.h"
#include "app/core/exportformat.h"
#include "app/core/metrickeys.h"

#include <QCoreApplication>

namespace ChartChoices {

namespace {

struct MetricsDefault
{
    ChartKind kind;
    Settings::Key key;
    QStringList keys;
};

const std::vector<MetricsDefault> &metricsDefaults()
{
    static const std::vector<MetricsDefault> table = {
        {ChartKind::Radar,
         Settings::RadarMetrics,
         {QString(MetricKeys::Vram), QString(MetricKeys::Bandwidth), QString(MetricKeys::Bf16Dense),
          QString(MetricKeys::Fp8Dense), QStringLiteral("tf32_dense_tflops"),
          QStringLiteral("bf16_tflops_per_watt")}},
        {ChartKind::Bar, Settings::BarMetrics, {QString(MetricKeys::Bf16Dense)}},
        {ChartKind::Scatter, Settings::ScatterMetric, {QString(MetricKeys::Bf16Dense)}},
    };
    return table;
}

const MetricsDefault &metricsDefault(ChartKind kind)
{
    for (const MetricsDefault &entry : metricsDefaults()) {
        if (entry.kind == kind)
            return entry;
    }
    Q_UNREACHABLE();
}

// One choice per format, its word.
std::vector<Choice> formatChoices(const QList<ExportFormat> &formats)
{
    std::vector<Choice> choices;
    for (const ExportFormat format : formats)
        choices.push_back({Words::of(format)});
    return choices;
}

} // namespace

QStringList OptionSpec::words() const
{
    QStringList list;
    for (const Choice &choice : choices)
        list.append(choice.word);
    return list;
}

const std::vector<OptionSpec> &options()
{
    using ChartData::Normalisation;
    using ChartData::PriceKind;
    static const QString size = QStringLiteral("1600x900");
    constexpr double scale = 1;
    // The files a chart is written as (FigureWriter::formats(), which the core cannot reach).
    static const QList<ExportFormat> pictures{ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf};
    static const std::vector<OptionSpec> table = {
        {Option::Chart,
         "chart",
         "KIND",
         QStringLiteral("radar, bar, scatter, or report (the one-page PDF comparison report)."),
         true,
         Settings::CompareChartKind,
         Words::of(ChartKind::Radar),
         {Choice::of(ChartKind::Radar),
          Choice::of(ChartKind::Bar),
          Choice::of(ChartKind::Scatter),
          {QStringLiteral("report"), nullptr, true}}},
        {Option::Gpus,
         "gpus",
         "IDS",
         QStringLiteral("Comma-separated GPU ids (see gpuscout list)."),
         true,
         Settings::KeyCount,
         QVariant(),
         {}},
        {Option::Metrics,
         "metrics",
         "KEYS",
         QStringLiteral("Comma-separated metric keys: radar axes (3 or more), one bar chart each, or the "
                        "scatter's y axis (one)."),
         false,
         Settings::KeyCount,
         QVariant(),
         {}},
        {Option::Out, "out", "FILE",
         QStringLiteral("Output file: %1.").arg(ExportFormats::suffixList(pictures)), true,
         Settings::ExportImageFormat, Words::of(pictures.first()),
         // The save dialog's labels for these come from the export format table.
         formatChoices(pictures)},
        {Option::Size,
         "size",
         "WxH",
         QStringLiteral("Size in logical pixels, default %1.").arg(size),
         false,
         Settings::ExportSize,
         size,
         {{size},
          {QStringLiteral("1920x1080")},
          {QStringLiteral("1280x720")},
          {QStringLiteral("1200x800")},
          {QStringLiteral("800x600")}}},
        {Option::Scale,
         "scale",
         "N",
         QStringLiteral("PNG pixels per logical pixel, %1 to %2, default %3.")
             .arg(kScaleMin)
             .arg(kScaleMax)
             .arg(scale),
         false,
         Settings::ExportScale,
         scale,
         {{QStringLiteral("1"), QT_TRANSLATE_NOOP("ComparePage", "%1x")},
          {QStringLiteral("2"), QT_TRANSLATE_NOOP("ComparePage", "%1x")},
          {QStringLiteral("3"), QT_TRANSLATE_NOOP("ComparePage", "%1x")}}},
        // The window follows the application's theme; a file from the command line is light unless asked.
        {Option::Theme,
         "theme",
         "THEME",
         QStringLiteral("light (default) or dark."),
         false,
         Settings::KeyCount,
         Words::of(FigureTheme::Light),
         {{Words::of(FigureTheme::Light)}, {Words::of(FigureTheme::Dark)}}},
        {Option::Normalise,
         "normalise",
         "dataset|selection",
         QStringLiteral("Radar axes relative to the best of the compared GPUs (selection, the default, as in "
                        "the window) or of the whole dataset."),
         false,
         Settings::ChartNormalisation,
         Words::of(Normalisation::Selection),
         {Choice::of(Normalisation::Selection), Choice::of(Normalisation::Dataset)}},
        {Option::Log,
         "log",
         nullptr,
         QStringLiteral("Radar axes on a log scale."),
         false,
         Settings::ChartLogScale,
         false,
         {}},
        {Option::Price,
         "price",
         "cloud|purchase",
         QStringLiteral(
             "Scatter x axis: cloud (USD per GPU-hour, the middle of the range; default) or purchase "
             "(launch price)."),
         false,
         Settings::ScatterPrice,
         Words::of(PriceKind::Cloud),
         {Choice::of(PriceKind::Cloud, Words::Form::Short),
          Choice::of(PriceKind::Purchase, Words::Form::Short)}},
    };
    return table;
}

const OptionSpec &spec(Option option)
{
    const OptionSpec &found = options()[static_cast<size_t>(option)];
    Q_ASSERT(found.option == option);
    return found;
}

QCommandLineOption commandLineOption(Option option)
{
    const OptionSpec &s = spec(option);
    const QString name = QLatin1String(s.name);
    if (!s.valueName)
        return QCommandLineOption(name, s.help);
    const QString defaultValue = s.required ? QString() : s.defaultValue.toString();
    return QCommandLineOption(name, s.help, QLatin1String(s.valueName), defaultValue);
}

const OptionSpec *forKey(Settings::Key key)
{
    for (const OptionSpec &s : options()) {
        if (s.key == key)
            return &s;
    }
    return nullptr;
}

Settings::Key metricsKey(ChartKind kind)
{
    return metricsDefault(kind).key;
}

QStringList defaultMetricKeys(ChartKind kind)
{
    return metricsDefault(kind).keys;
}

QVariant defaultValue(Settings::Key key)
{
    if (const OptionSpec *s = forKey(key))
        return s->defaultValue;
    for (const MetricsDefault &entry : metricsDefaults()) {
        if (entry.key != key)
            continue;
        // One metric for the scatter: stored as a word, as the setting always was.
        if (entry.kind == ChartKind::Scatter)
            return entry.keys.first();
        return entry.keys;
    }
    return QVariant();
}

} // namespace ChartChoices
