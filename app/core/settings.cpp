#include "app/core/settings.h"

#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/pricing.h"

namespace {

struct Entry
{
    Settings::Key key;
    const char *name;
    QVariant defaultValue;
};

const std::vector<Entry> &table()
{
    static const std::vector<Entry> entries = {
        {Settings::WindowGeometry, "window/geometry", QByteArray()},
        {Settings::WindowState, "window/state", QByteArray()},
        {Settings::GridHeaderState, "grid/headerState", QByteArray()},
        {Settings::GridHeaderVersion, "grid/headerVersion", 0},
        {Settings::DetailsSplitterState, "grid/splitterState", QByteArray()},
        {Settings::SparseFigures, "grid/sparse", false},
        {Settings::FilterText, "grid/filterText", QString()},
        {Settings::ComparedGpus, "compare/gpus",
         QStringList{QStringLiteral("h100_sxm"), QStringLiteral("l40s"), QStringLiteral("rtx_4090"),
                     QStringLiteral("l4")}},
        {Settings::RadarMetrics, "compare/radarMetrics",
         QStringList{QString(MetricKeys::Vram), QString(MetricKeys::Bandwidth),
                     QString(MetricKeys::Bf16Dense), QString(MetricKeys::Fp8Dense),
                     QStringLiteral("tf32_dense_tflops"), QStringLiteral("bf16_tflops_per_watt")}},
        {Settings::BarMetrics, "compare/barMetrics", QStringList{QString(MetricKeys::Bf16Dense)}},
        {Settings::ScatterMetric, "compare/scatterMetric", QString(MetricKeys::Bf16Dense)},
        {Settings::ScatterPrice, "compare/scatterPrice", QStringLiteral("cloud")},
        {Settings::ChartNormalisation, "compare/normalisation", QStringLiteral("selection")},
        {Settings::ChartLogScale, "compare/logScale", false},
        {Settings::ExportDirectory, "export/directory", QString()},
        {Settings::ExportImageFormat, "export/imageFormat", QStringLiteral("png")},
        {Settings::ExportTableFormat, "export/tableFormat", QStringLiteral("csv")},
        {Settings::ExportSize, "export/size", QStringLiteral("1600x900")},
        {Settings::ExportScale, "export/scale", 1.0},
        {Settings::Theme, "appearance/theme", QStringLiteral("system")},
        {Settings::CalculatorJob, "calculator/job", QVariantMap()},
        {Settings::CurrentPage, "window/currentPage", 0},
        {Settings::CompareChartKind, "compare/chartKind", QStringLiteral("radar")},
        {Settings::FitMapMethod, "fitmap/method", QStringLiteral("best")},
        {Settings::FitMapGpus, "fitmap/gpus", QStringLiteral("grid")},
        {Settings::FitMapOrder, "fitmap/order", QStringLiteral("listed")},
        {Settings::RecentJobs, "jobs/recent", QStringList()},
        // Months after which a price is marked stale; the default's reason is at
        // Pricing::kDefaultMaxAgeMonths.
        {Settings::MaxPriceAge, "prices/maxAgeMonths", Pricing::kDefaultMaxAgeMonths},
    };
    return entries;
}

const Entry &entry(Settings::Key key)
{
    const auto &entries = table();
    Q_ASSERT(entries.size() == Settings::KeyCount && entries[key].key == key);
    return entries[static_cast<size_t>(key)];
}

} // namespace

Settings::Settings(std::unique_ptr<QSettings> backing)
    : m_settings(backing ? std::move(backing) : std::make_unique<QSettings>())
{}

QString Settings::keyName(Key key)
{
    return QLatin1String(entry(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

QVariant Settings::value(Key key) const
{
    const Entry &e = entry(key);
    const QVariant stored = m_settings->value(QLatin1String(e.name));
    if (!stored.isValid())
        return e.defaultValue;
    // INI files give strings back: convert to the default's type so callers get what they stored.
    QVariant converted = stored;
    if (e.defaultValue.isValid() && converted.metaType() != e.defaultValue.metaType() &&
        !converted.convert(e.defaultValue.metaType()))
        return e.defaultValue;
    return converted;
}

void Settings::setValue(Key key, const QVariant &value)
{
    m_settings->setValue(QLatin1String(entry(key).name), value);
}

void Settings::remove(Key key)
{
    m_settings->remove(QLatin1String(entry(key).name));
}

void Settings::resetLayout()
{
    for (Key key : {WindowGeometry, WindowState, GridHeaderState, GridHeaderVersion, DetailsSplitterState})
        remove(key);
}

void Settings::sync()
{
    m_settings->sync();
}

int Settings::gridHeaderVersion()
{
    // The column list is part of the version: adding a metric invalidates older header states.
    return 1000 + int(Metrics::gridColumns().size());
}

QByteArray Settings::gridHeaderState() const
{
    if (integer(GridHeaderVersion) != gridHeaderVersion())
        return {};
    return bytes(GridHeaderState);
}

void Settings::setGridHeaderState(const QByteArray &state)
{
    setValue(GridHeaderState, state);
    setValue(GridHeaderVersion, gridHeaderVersion());
}
