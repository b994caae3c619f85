#pragma once

#include "app/core/gpufilter.h"

#include <QHash>
#include <QSortFilterProxyModel>

#include <optional>
#include <vector>

class GpuTableModel;

/// Filters the GPU table with a GpuFilter, sorts numerically with unknown values last in both directions,
/// and knows the best value of each numeric column among the rows it shows.
class GpuFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Role
    {
        IsBestRole = Qt::UserRole + 100
    }; ///< bool: the best value of its column among visible rows

    explicit GpuFilterProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;
    GpuTableModel *gpuModel() const;

    void setFilter(const GpuFilter &filter);
    const GpuFilter &filter() const { return m_filter; }

    /// GPU ids of the visible rows, in view order.
    QStringList visibleIds() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool lessThan(const QVariant &left, const QVariant &right, int leftRow, int rightRow) const;
    /// The order of two rows when one value or both are unknown.
    bool missingLast(bool leftKnown, bool rightKnown, int leftRow, int rightRow) const;
    void invalidateBest()
    {
        m_best.clear();
        m_sourceRowsValid = false;
    }
    /// The best value of a source column among the accepted rows, worked out the first time a cell of that
    /// column asks: the first frame shows a third of the columns. None for a column without one.
    std::optional<double> bestOf(int column) const;

    GpuFilter m_filter;
    QStringList m_words; ///< m_filter's search text split into words, once per filter change
    mutable QHash<int, std::optional<double>> m_best; ///< source column -> best value among accepted rows
    mutable std::vector<int> m_sourceRows;            ///< the accepted rows' source rows, for bestOf()
    mutable bool m_sourceRowsValid = false;
};
