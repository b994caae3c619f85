#include "gpufilterproxymodel.h"

#include "gputablemodel.h"
#include "metrics.h"

GpuFilterProxyModel::GpuFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(GpuTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
    // Any change of rows or values can move the best value of a column.
    connect(this, &QAbstractItemModel::modelReset, this, &GpuFilterProxyModel::invalidateBest);
    connect(this, &QAbstractItemModel::rowsInserted, this, &GpuFilterProxyModel::invalidateBest);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GpuFilterProxyModel::invalidateBest);
    connect(this, &QAbstractItemModel::layoutChanged, this, &GpuFilterProxyModel::invalidateBest);
    connect(this, &QAbstractItemModel::dataChanged, this, &GpuFilterProxyModel::invalidateBest);
}

void GpuFilterProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    Q_ASSERT(!sourceModel || qobject_cast<GpuTableModel *>(sourceModel));
    QSortFilterProxyModel::setSourceModel(sourceModel);
    invalidateBest();
}

GpuTableModel *GpuFilterProxyModel::gpuModel() const
{
    return static_cast<GpuTableModel *>(sourceModel());
}

void GpuFilterProxyModel::setFilter(const GpuFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateRowsFilter();
    invalidateBest();
    Q_EMIT filterChanged();
}

QStringList GpuFilterProxyModel::visibleIds() const
{
    QStringList ids;
    for (int row = 0; row < rowCount(); ++row)
        ids.append(index(row, 0).data(GpuTableModel::GpuIdRole).toString());
    return ids;
}

bool GpuFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || !gpuModel())
        return false;
    return m_filter.matches(gpuModel()->gpuAt(sourceRow));
}

bool GpuFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Unknown values go last whichever way the column is sorted.
    if (!l.isValid() || !r.isValid()) {
        if (l.isValid() == r.isValid())
            return left.row() < right.row();
        const bool leftMissing = !l.isValid();
        return sortOrder() == Qt::AscendingOrder ? !leftMissing : leftMissing;
    }
    if (l.userType() == QMetaType::Double || r.userType() == QMetaType::Double ||
        l.userType() == QMetaType::Int)
        return l.toDouble() < r.toDouble();
    // Text sort keys are lower-case already (GpuTableModel::SortRole).
    const int byText = QString::compare(l.toString(), r.toString(), Qt::CaseSensitive);
    return byText != 0 ? byText < 0 : left.row() < right.row();
}

void GpuFilterProxyModel::computeBest() const
{
    m_best.clear();
    m_bestValid = true;
    GpuTableModel *model = gpuModel();
    if (!model)
        return;
    const int columns = model->columnCount();
    const int rows = rowCount();
    for (int column = GpuTableModel::FirstMetricColumn; column < columns; ++column) {
        const Metric *metric = model->metricAt(column);
        if (!metric || !metric->isNumeric() || metric->key == QLatin1String("release_year"))
            continue;
        std::optional<double> best;
        for (int row = 0; row < rows; ++row) {
            const int sourceRow = mapToSource(index(row, 0)).row();
            const std::optional<double> value = metric->value(model->gpuAt(sourceRow));
            if (!value)
                continue;
            if (!best || (metric->higherIsBetter ? *value > *best : *value < *best))
                best = value;
        }
        if (best && rows > 1)
            m_best.insert(column, *best);
    }
}

QVariant GpuFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role != IsBestRole)
        return QSortFilterProxyModel::data(index, role);
    if (!index.isValid())
        return false;
    if (!m_bestValid)
        computeBest();
    const QModelIndex source = mapToSource(index);
    const auto best = m_best.constFind(source.column());
    if (best == m_best.constEnd())
        return false;
    const QVariant value = source.data(GpuTableModel::SortRole);
    return value.isValid() && value.toDouble() == best.value();
}
