#include "app/core/gpufilterproxymodel.h"

#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"

#include <optional>
#include <vector>

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
    m_words = filter.textWords();
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
    return m_filter.matches(gpuModel()->gpuAt(sourceRow), m_words);
}

bool GpuFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // A metric column's keys straight from the model's caches, by reference: no virtual data() call and no
    // QVariant on the hot path (a 10,000-row sort compares about 130,000 pairs).
    // The indexes are the source model's, a GpuTableModel (see setSourceModel()): taking it from them
    // skips sourceModel() in each of those comparisons.
    const auto *model = static_cast<const GpuTableModel *>(left.model());
    if (model && sortRole() == GpuTableModel::SortRole && left.column() >= GpuTableModel::FirstMetricColumn) {
        if (const std::vector<std::optional<double>> *numbers = model->numbers(left.column())) {
            const std::optional<double> &l = (*numbers)[size_t(left.row())];
            const std::optional<double> &r = (*numbers)[size_t(right.row())];
            if (l && r)
                return *l < *r;
            return missingLast(l.has_value(), r.has_value(), left.row(), right.row());
        }
        return lessThan(model->sortKey(left.row(), left.column()),
                        model->sortKey(right.row(), right.column()), left.row(), right.row());
    }
    return lessThan(left.data(sortRole()), right.data(sortRole()), left.row(), right.row());
}

bool GpuFilterProxyModel::missingLast(bool leftKnown, bool rightKnown, int leftRow, int rightRow) const
{
    // Unknown values go last whichever way the column is sorted.
    if (leftKnown == rightKnown)
        return leftRow < rightRow;
    return sortOrder() == Qt::AscendingOrder ? leftKnown : !leftKnown;
}

bool GpuFilterProxyModel::lessThan(const QVariant &l, const QVariant &r, int leftRow, int rightRow) const
{
    if (!l.isValid() || !r.isValid())
        return missingLast(l.isValid(), r.isValid(), leftRow, rightRow);
    const int lType = l.userType();
    const int rType = r.userType();
    if (lType == QMetaType::Double && rType == QMetaType::Double)
        return *static_cast<const double *>(l.constData()) < *static_cast<const double *>(r.constData());
    if (lType == QMetaType::Double || rType == QMetaType::Double || lType == QMetaType::Int)
        return l.toDouble() < r.toDouble();
    // Text sort keys are lower-case already (GpuTableModel::SortRole).
    const int byText = lType == QMetaType::QString && rType == QMetaType::QString
                           ? QString::compare(*static_cast<const QString *>(l.constData()),
                                              *static_cast<const QString *>(r.constData()), Qt::CaseSensitive)
                           : QString::compare(l.toString(), r.toString(), Qt::CaseSensitive);
    return byText != 0 ? byText < 0 : leftRow < rightRow;
}

std::optional<double> GpuFilterProxyModel::bestOf(int column) const
{
    if (const auto known = m_best.constFind(column); known != m_best.constEnd())
        return known.value();
    std::optional<double> best;
    const GpuTableModel *model = gpuModel();
    const Metric *metric = model ? model->metricAt(column) : nullptr;
    const int rows = rowCount();
    if (metric && metric->isNumeric() && metric->key != QLatin1String("release_year") && rows > 1) {
        // The accepted rows mapped once for all columns, and each value from the model's cached numbers:
        // mapping and computing every cell again was a tenth of opening 10,000 GPUs.
        if (!m_sourceRowsValid) {
            m_sourceRows.clear();
            m_sourceRows.reserve(static_cast<size_t>(rows));
            for (int row = 0; row < rows; ++row)
                m_sourceRows.push_back(mapToSource(index(row, 0)).row());
            m_sourceRowsValid = true;
        }
        const std::vector<std::optional<double>> &numbers = *model->numbers(column);
        for (const int sourceRow : m_sourceRows) {
            const std::optional<double> &value = numbers[size_t(sourceRow)];
            if (value && (!best || (metric->higherIsBetter ? *value > *best : *value < *best)))
                best = *value;
        }
    }
    m_best.insert(column, best);
    return best;
}

QVariant GpuFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role != IsBestRole)
        return QSortFilterProxyModel::data(index, role);
    if (!index.isValid())
        return false;
    const QModelIndex source = mapToSource(index);
    const std::optional<double> best = bestOf(source.column());
    if (!best)
        return false;
    const std::optional<double> &value = (*gpuModel()->numbers(source.column()))[size_t(source.row())];
    return value && *value == *best;
}
