#pragma once

#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QVariant>

#include <memory>

/// Every persistent setting of the application: keys and defaults in one table, typed accessors on top, and
/// changed(key) when a value really changes, so that views follow it without reading the settings again.
class Settings : public QObject
{
    Q_OBJECT
public:
    enum Key
    {
        WindowGeometry,
        WindowState,
        GridHeaderState,
        GridHeaderVersion,
        DetailsSplitterState,
        SparseFigures,
        FilterText,
        ComparedGpus,
        RadarMetrics,
        BarMetrics,
        ScatterMetric,
        ScatterPrice,
        ChartNormalisation,
        ChartLogScale,
        ExportDirectory,
        ExportImageFormat,
        ExportTableFormat,
        ExportSize,
        ExportScale,
        Theme,
        CalculatorJob,
        CurrentPage,
        CompareChartKind,
        FitMapMethod,
        FitMapGpus,
        FitMapOrder,
        RecentJobs,
        MaxPriceAge,
        KeyCount
    };
    Q_ENUM(Key)

    /// Uses `backing` when given (tests pass an INI file of their own), else the application's QSettings.
    explicit Settings(std::unique_ptr<QSettings> backing = nullptr, QObject *parent = nullptr);
    ~Settings() override;

    static QString keyName(Key key);
    static QVariant defaultValue(Key key);

    QVariant value(Key key) const;
    /// Stores `value`; emits changed(key) when what value(key) gives is different afterwards.
    void setValue(Key key, const QVariant &value);
    /// Back to the default; emits changed(key) when the stored value was another.
    void remove(Key key);
    /// Forgets window, splitter and column layout (the "Reset layout" action).
    void resetLayout();
    void sync();
    QSettings &backing() { return *m_settings; }

    /// Bumped whenever the grid's columns change: a stored header state of another version is ignored.
    static int gridHeaderVersion();
    QByteArray gridHeaderState() const;
    void setGridHeaderState(const QByteArray &state);

    QString string(Key key) const { return value(key).toString(); }
    QStringList stringList(Key key) const { return value(key).toStringList(); }
    QByteArray bytes(Key key) const { return value(key).toByteArray(); }
    bool flag(Key key) const { return value(key).toBool(); }
    int integer(Key key) const { return value(key).toInt(); }
    double real(Key key) const { return value(key).toDouble(); }

Q_SIGNALS:
    void changed(Settings::Key key);

private:
    std::unique_ptr<QSettings> m_settings;
};
