#pragma once

#include "app/core/dataset.h"
#include "app/core/pricing.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QSet>

#include <optional>
#include <vector>

class ComparisonSelection;
struct Metric;

/// The catalogue as a table: one row per GPU, a "compare" check column, then one column per grid metric.
class GpuTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        CompareColumn = 0,
        FirstMetricColumn = 1
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, ///< raw number (double) or lower-case text; invalid when unknown
        EstimatedRole,               ///< bool: the value is an estimate, not an NVIDIA figure
        MetricKeyRole,               ///< QString: the metric key of the column (also in headerData)
        GpuIdRole,                   ///< QString: the GPU id of the row
        LocalGpuRole,                ///< bool: this GPU is installed in this machine
        SeedRole,                    ///< bool: one of the seed comparison's nine GPUs
        UserValueRole,               ///< bool: the value is, or is computed from, the user's own (overlay)
        ResettableRole,              ///< bool: the cell holds a stored user value that Reset can undo
        DatasetValueRole,            ///< QString: what the dataset says for a user value, with its unit
        StalePriceRole,              ///< bool: a price cell whose quote is older than the maximum price age
    };

    explicit GpuTableModel(ComparisonSelection *selection, QObject *parent = nullptr);

    void setDataset(Dataset dataset);
    const Dataset &dataset() const { return m_dataset; }
    const Gpu &gpuAt(int row) const { return m_dataset.gpus[static_cast<size_t>(row)]; }

    /// Shows sparse instead of dense tensor figures in the throughput columns.
    void setSparse(bool sparse);
    bool isSparse() const { return m_sparse; }

    void setLocalGpuIds(const QSet<QString> &ids);
    /// The date price ages are counted to (tests pin it); today when unset.
    void setToday(const QDate &today) { m_today = today; }
    /// The date set by setToday(), or an invalid date meaning the current one.
    QDate today() const { return m_today; }
    /// Price cells whose quote is more than `months` old are marked stale.
    void setMaxPriceAge(int months);
    int maxPriceAge() const { return m_maxPriceAge; }
    QSet<QString> localGpuIds() const { return m_localIds; }

    /// The metric shown in a column (honouring the dense/sparse switch), or nullptr for the compare column.
    const Metric *metricAt(int column) const;
    int columnOf(const QString &metricKey) const;
    int rowOf(const QString &gpuId) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// True when the column's metric is a dataset field the user may correct (not derived, not the id).
    bool isEditableColumn(int column) const;
    /// The SortRole value of a metric column's cell, from a per-column cache built on first use. The
    /// reference stays valid until the dataset or the model is reset.
    const QVariant &sortKey(int row, int column) const;
    /// A numeric metric column's values by source row (nullopt when unknown), from a per-column cache built
    /// on first use; nullptr for the compare column and text columns. Valid until the dataset, the
    /// dense/sparse switch or the model is reset.
    const std::vector<std::optional<double>> *numbers(int column) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;

Q_SIGNALS:
    /// The user typed `text` for field `key` of GPU `id` (Qt::EditRole). The model never changes the dataset
    /// itself: whoever keeps the user's corrections validates and stores it, then sets the new dataset.
    void valueEdited(const QString &id, const QString &key, const QString &text);
    /// The maximum price age changed: whatever shows prices re-marks them.
    void maxPriceAgeChanged(int months);

private:
    QString toolTip(const Gpu &gpu, const Metric &metric) const;
    /// For the price columns: each dated price of that kind with its age and source.
    QStringList priceToolTipLines(const Gpu &gpu, const QString &metricKey) const;
    /// The age of the quote behind a price cell; nullopt for other columns and empty cells.
    std::optional<Pricing::Age> priceAge(const Gpu &gpu, const QString &metricKey) const;
    /// The date set by setToday(), else the current date (read at most once a minute).
    QDate effectiveToday() const;
    void selectionChanged(const QStringList &before, const QStringList &after);

    ComparisonSelection *m_selection;
    Dataset m_dataset;
    std::vector<const Metric *> m_columns;
    QStringList m_lastSelection;
    QSet<QString> m_localIds;
    bool m_sparse = false;
    QDate m_today;
    /// Today's date as last read, and when (ms of the monotonic clock): a grid paints a price cell at a time
    /// and each asked the clock for the local date (a time-zone check and conversion each, 207 of them in
    /// the first frame); a date read within the last minute serves.
    mutable QDate m_clockToday;
    mutable qint64 m_clockTodayReadAt = 0;
    int m_maxPriceAge = Pricing::kDefaultMaxAgeMonths;
    /// Sort keys per metric column, computed the first time a column is sorted: sorting asks for each key
    /// O(n log n) times, and formatting or computing them every time is what made 10,000 rows slow.
    mutable std::vector<std::vector<QVariant>> m_sortKeys;
    /// The numeric columns' values, for sorting and best values without a QVariant per cell.
    struct NumberColumn
    {
        bool built = false;
        bool numeric = false;
        std::vector<std::optional<double>> values; // by row, for a numeric metric
    };
    mutable std::vector<NumberColumn> m_numbers;
};
