#include "app/core/recommendationmodel.h"

#include "app/core/job.h"
#include "app/core/presentation.h"

#include <QHash>

#include <algorithm>

using namespace Recommend;
using Estimate::Result;

RecommendationModel::RecommendationModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void RecommendationModel::setRecommendation(const Recommendation &recommendation, const QLocale &locale)
{
    QStringList ids;
    ids.reserve(qsizetype(recommendation.results.size()));
    for (const Entry &e : recommendation.results)
        ids.append(e.estimate.gpu->id);
    // The same GPUs ranked again (an edit in the calculator): the rows move and their numbers change, which
    // views take as a new order and new values, keeping their scroll position, column sizes and the selected
    // GPUs. Anything else is a new table.
    QHash<QString, int> newRow;
    bool sameGpus = !ids.isEmpty() && ids.size() == m_ids.size() && locale == m_locale;
    if (sameGpus) {
        newRow.reserve(ids.size());
        for (int row = 0; row < ids.size(); ++row)
            newRow.insert(ids.at(row), row);
        sameGpus =
            newRow.size() == ids.size() &&
            std::all_of(m_ids.cbegin(), m_ids.cend(), [&](const QString &id) { return newRow.contains(id); });
    }
    if (!sameGpus) {
        beginResetModel();
        m_rec = recommendation;
        m_ids = ids;
        m_locale = locale;
        endResetModel();
        return;
    }
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &index : from)
        to.append(this->index(newRow.value(m_ids.at(index.row())), index.column()));
    changePersistentIndexList(from, to);
    m_rec = recommendation;
    m_ids = ids;
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    // The rank column reads the row, which now holds the GPU of that rank: it changed with the layout.
    Q_EMIT dataChanged(index(0, RankColumn + 1), index(rowCount() - 1, ColumnCount - 1));
}

QString RecommendationModel::fixText(const Estimate::Fix &fix, const QLocale &locale)
{
    return tr("%1 — %2").arg(JobFields::changesText(fix.changes, locale), fixOutcome(fix, locale));
}

QString RecommendationModel::fixOutcome(const Estimate::Fix &fix, const QLocale &locale)
{
    // The estimator keeps only fixes that fit on some count (gpusNeeded > 0).
    const QString gib = Presentation::gib(fix.totalGib, locale);
    QString result = fix.gpusNeeded == 1
                         ? tr("fits on one GPU, %1 GiB").arg(gib)
                         : tr("needs %1 GPUs, %2 GiB each").arg(locale.toString(fix.gpusNeeded), gib);
    if (fix.tokensPerSecond > 0)
        result =
            tr("%1, %2 tokens/s").arg(result, Presentation::tokensPerSecond(fix.tokensPerSecond, locale));
    return result;
}

int RecommendationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rec.results.size());
}

int RecommendationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

using Presentation::ResultColumn;
// The registry's column behind each of the model's, in Column order.
constexpr ResultColumn kColumns[] = {ResultColumn::Rank,        ResultColumn::Gpu,
                                     ResultColumn::Fits,        ResultColumn::Gpus,
                                     ResultColumn::Nodes,       ResultColumn::Total,
                                     ResultColumn::Capacity,    ResultColumn::WeightsAndAdapters,
                                     ResultColumn::Gradients,   ResultColumn::Optimizer,
                                     ResultColumn::Activations, ResultColumn::Overhead,
                                     ResultColumn::Speed,       ResultColumn::Time,
                                     ResultColumn::Price,       ResultColumn::Cost,
                                     ResultColumn::PerMillion,  ResultColumn::Fix,
                                     ResultColumn::Why};
static_assert(std::size(kColumns) == RecommendationModel::ColumnCount);

} // namespace

Presentation::ResultColumn RecommendationModel::resultColumn(int column)
{
    return kColumns[size_t(column)];
}

QVariant RecommendationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Entry &e = m_rec.results[size_t(index.row())];
    const Presentation::ResultRow row{m_rec, e, index.row() + 1};
    switch (role) {
    case Qt::DisplayRole:
        return Presentation::resultText(resultColumn(index.column()), row, m_locale);
    case SortRole:
        return Presentation::resultValue(resultColumn(index.column()), row);
    case GpuIdRole:
        return e.estimate.gpu->id;
    case Qt::TextAlignmentRole:
        return Presentation::resultColumnIsText(resultColumn(index.column()))
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const Result &r = e.estimate;
        if (index.column() == FixColumn || index.column() == GpusColumn) {
            QStringList lines;
            for (const Estimate::Fix &fix : r.fixes)
                lines << fixText(fix, m_locale);
            if (r.maxBatch > 0)
                lines << tr("Largest micro-batch on one GPU: %1").arg(m_locale.toString(r.maxBatch));
            if (r.maxSeq > 0)
                lines << tr("Longest sequence on one GPU: %1 tokens").arg(m_locale.toString(r.maxSeq));
            return lines.join(QLatin1Char('\n'));
        }
        if (index.column() == WhyColumn)
            return e.why +
                   (r.warnings.empty()
                        ? QString()
                        : QLatin1Char('\n') +
                              Presentation::warningTexts(r.warnings, m_locale).join(QLatin1Char('\n')));
        if (index.column() == PriceColumn && e.unitPrice && r.gpusUsed > 0)
            return tr("%1 x %2 per GPU (%3)")
                       .arg(m_locale.toString(r.gpusUsed),
                            Pricing::format(e.unitPrice->usd, m_rec.constraints.price, m_locale),
                            e.unitPrice->basis) +
                   (e.priceAge ? QStringLiteral("; ") +
                                     Pricing::ageText(*e.priceAge, m_rec.constraints.maxPriceAgeMonths)
                               : QString());
        if (index.column() == CostColumn && e.unitPrice)
            return tr("%1 per GPU (%2)")
                       .arg(Pricing::format(e.unitPrice->usd, m_rec.constraints.price, m_locale),
                            e.unitPrice->basis) +
                   (e.priceAge ? QStringLiteral("; ") +
                                     Pricing::ageText(*e.priceAge, m_rec.constraints.maxPriceAgeMonths)
                               : QString());
        if (m_rec.workload.stack.calibrated() &&
            (index.column() == TotalColumn || index.column() == SpeedColumn))
            return Recommend::calibrationSentence(m_rec.workload, m_locale);
        if (r.memory.optimizerStepPeak &&
            (index.column() == ActivationsColumn || index.column() == OptimizerColumn))
            return tr("The optimizer step is this GPU's peak: activations are freed then, and the optimizer "
                      "column includes the step's temporaries. The forward/backward pass needs %1 GiB.")
                .arg(Presentation::gib(r.memory.forwardBackwardGib, m_locale));
        return {};
    }
    default:
        return {};
    }
}

QVariant RecommendationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return Presentation::resultColumnLabel(resultColumn(section));
    if (role == Qt::ToolTipRole) {
        const QString tip = Presentation::resultColumnToolTip(resultColumn(section), m_rec);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    return {};
}
