#include "app/core/settings.h"

#include "app/core/chartchoices.h"
#include "app/core/exportformat.h"
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
        {Settings::RadarMetrics, "compare/radarMetrics", ChartChoices::defaultValue(Settings::RadarMetrics)},
        {Settings::BarMetrics, "compare/barMetrics", ChartChoices::defaultValue(Settings::BarMetrics)},
        {Settings::ScatterMetric, "compare/scatterMetric",
         ChartChoices::defaultValue(Settings::ScatterMetric)},
        {Settings::ScatterPrice, "compare/scatterPrice", ChartChoices::defaultValue(Settings::ScatterPrice)},
        {Settings::ChartNormalisation, "compare/normalisation",
         ChartChoices::defaultValue(Settings::ChartNormalisation)},
        {Settings::ChartLogScale, "compare/logScale", ChartChoices::defaultValue(Settings::ChartLogScale)},
        {Settings::ExportDirectory, "export/directory", QString()},
        {Settings::ExportImageFormat, "export/imageFormat",
         ChartChoices::defaultValue(Settings::ExportImageFormat)},
        {Settings::ExportTableFormat, "export/tableFormat", ExportFormats::suffix(ExportFormat::Csv)},
        {Settings::ExportSize, "export/size", ChartChoices::defaultValue(Settings::ExportSize)},
        {Settings::ExportScale, "export/scale", ChartChoices::defaultValue(Settings::ExportScale)},
        {Settings::Theme, "appearance/theme", QStringLiteral("system")},
        {Settings::CalculatorJob, "calculator/job", QVariantMap()},
        {Settings::CurrentPage, "window/currentPage", 0},
        {Settings::CompareChartKind, "compare/chartKind",
         ChartChoices::defaultValue(Settings::CompareChartKind)},
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

Settings::Settings(std::unique_ptr<QSettings> backing, QObject *parent)
    : QObject(parent)
    , m_settings(backing ? std::move(backing) : std::make_unique<QSettings>())
{}

Settings::~Settings() = default;

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
    const QVariant before = this->value(key);
    m_settings->setValue(QLatin1String(entry(key).name), value);
    if (this->value(key) != before)
        Q_EMIT changed(key);
}

void Settings::remove(Key key)
{
    const QVariant before = value(key);
    m_settings->remove(QLatin1String(entry(key).name));
    if (value(key) != before)
        Q_EMIT changed(key);
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
