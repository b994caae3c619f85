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
    const QString gib = locale.toString(fix.totalGib, 'f', 1);
    QString result = fix.gpusNeeded == 1
                         ? tr("fits on one GPU, %1 GiB").arg(gib)
                         : tr("needs %1 GPUs, %2 GiB each").arg(locale.toString(fix.gpusNeeded), gib);
    if (fix.tokensPerSecond > 0)
        result = tr("%1, %2 tokens/s").arg(result, locale.toString(fix.tokensPerSecond, 'f', 0));
    return tr("%1 — %2").arg(JobFields::changesText(fix.changes, locale), result);
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
// May fit at the count it is shown at: the job runs there by the estimate, or only the low end of the
// measured range fits there (a count below what the estimate needs, or no count holds the estimate).
bool mayFitHere(const Estimate::Result &r)
{
    return r.fit == Estimate::Fit::MayFit && (r.runs() || r.gpusUsed < r.gpusNeeded || r.gpusNeeded == 0);
}
} // namespace

QVariant RecommendationModel::sortValue(const Entry &e, int row, int column) const
{
    const Result &r = e.estimate;
    const Estimate::Memory &m = r.memory;
    switch (column) {
    case RankColumn:
        return row + 1;
    case GpuColumn:
        return r.gpu->name.toLower();
    case FitsColumn:
        if (mayFitHere(r))
            return r.gpusUsed == 1 ? 1 : 3;
        return r.fits ? 0 : r.runs() ? 2 : 4;
    case GpusColumn:
        return r.gpusNeeded > 0 ? QVariant(r.gpusNeeded) : QVariant();
    case NodesColumn:
        return r.nodes;
    case TotalColumn:
        return m.total();
    case CapacityColumn:
        return r.capacityGib;
    case WeightsColumn:
        return m.weights;
    case GradientsColumn:
        return m.gradients;
    case OptimizerColumn:
        return m.optimizer;
    case ActivationsColumn:
        return m.activations;
    case OverheadColumn:
        return m.overhead();
    case SpeedColumn:
        return r.tokensPerSecond > 0 ? QVariant(r.tokensPerSecond) : QVariant();
    case TimeColumn:
        return r.hours ? QVariant(*r.hours) : QVariant();
    case PriceColumn:
        return e.unitPrice && r.gpusUsed > 0 ? QVariant(e.unitPrice->usd * r.gpusUsed) : QVariant();
    case CostColumn:
        return e.costUsd ? QVariant(*e.costUsd) : QVariant();
    case PerMillionColumn: {
        const auto v = Recommend::usdPerMillionTokens(e, m_rec);
        return v ? QVariant(*v) : QVariant();
    }
    case FixColumn:
        return r.fixes.empty() ? QVariant() : QVariant(r.fixes.front().args);
    case WhyColumn:
        return e.why;
    }
    return {};
}

QString RecommendationModel::text(const Entry &e, int row, int column) const
{
    const Result &r = e.estimate;
    const Estimate::Memory &m = r.memory;
    const QString none = QStringLiteral("—");
    const QString mark = Recommend::calibrationMark(m_rec.workload);
    auto gib = [this](double v) { return m_locale.toString(v, 'f', 1); };
    switch (column) {
    case RankColumn:
        return m_locale.toString(row + 1);
    case GpuColumn:
        return r.gpu->name;
    case FitsColumn:
        if (mayFitHere(r))
            return r.gpusUsed == 1 ? tr("may fit on one") : tr("may fit sharded");
        return r.fits ? tr("on one") : r.runs() ? tr("sharded") : tr("no");
    case GpusColumn:
        if (r.gpusNeeded <= 0)
            return none;
        return r.gpusUsed != r.gpusNeeded
                   ? tr("%1 (needs %2)").arg(m_locale.toString(r.gpusUsed), m_locale.toString(r.gpusNeeded))
                   : m_locale.toString(r.gpusNeeded);
    case NodesColumn:
        return m_locale.toString(r.nodes);
    case TotalColumn: // the estimate and, in brackets, where measured runs of this kind land
        return r.totalHighGib > r.totalLowGib
                   ? tr("%1 (%2-%3)").arg(gib(m.total()) + mark, gib(r.totalLowGib), gib(r.totalHighGib))
                   : gib(m.total()) + mark;
    case CapacityColumn:
        return gib(r.capacityGib);
    case WeightsColumn:
        return gib(m.weights + m.adapters);
    case GradientsColumn:
        return gib(m.gradients);
    case OptimizerColumn:
        return gib(m.optimizer);
    case ActivationsColumn:
        return gib(m.activations);
    case OverheadColumn:
        return gib(m.overhead());
    case SpeedColumn:
        if (r.tokensPerSecond <= 0)
            return none;
        return r.tokensPerSecondHigh > r.tokensPerSecondLow
                   ? tr("%1 (%2-%3)")
                         .arg(m_locale.toString(r.tokensPerSecond, 'f', 0) + mark,
                              m_locale.toString(r.tokensPerSecondLow, 'f', 0),
                              m_locale.toString(r.tokensPerSecondHigh, 'f', 0))
                   : m_locale.toString(r.tokensPerSecond, 'f', 0) + mark;
    case TimeColumn:
        return r.hours ? formatHours(*r.hours, m_locale) : none;
    case PriceColumn: {
        if (!e.unitPrice || r.gpusUsed <= 0)
            return none;
        const QString price =
            Pricing::format(e.unitPrice->usd * r.gpusUsed, m_rec.constraints.price, m_locale);
        return e.priceAge && e.priceAge->stale ? Presentation::markedStale(price) : price;
    }
    case CostColumn:
        if (!e.costUsd)
            return none;
        return e.priceAge && e.priceAge->stale
                   ? Presentation::markedStale(QStringLiteral("$") + m_locale.toString(*e.costUsd, 'f', 0))
                   : QStringLiteral("$") + m_locale.toString(*e.costUsd, 'f', 0);
    case PerMillionColumn: {
        const auto v = Recommend::usdPerMillionTokens(e, m_rec);
        return v ? QStringLiteral("$") + m_locale.toString(*v, 'f', 2) : none;
    }
    case FixColumn:
        if (r.fixes.empty())
            return QString();
        return tr("%1 → %2").arg(JobFields::changesText(r.fixes.front().changes, m_locale),
                                 m_locale.toString(r.fixes.front().gpusNeeded));
    case WhyColumn:
        return e.why;
    }
    return {};
}

QVariant RecommendationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Entry &e = m_rec.results[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(e, index.row(), index.column());
    case SortRole:
        return sortValue(e, index.row(), index.column());
    case GpuIdRole:
        return e.estimate.gpu->id;
    case Qt::TextAlignmentRole:
        return index.column() == GpuColumn || index.column() == WhyColumn || index.column() == FitsColumn ||
                       index.column() == FixColumn
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
            return e.why + (r.warnings.isEmpty() ? QString()
                                                 : QLatin1Char('\n') + r.warnings.join(QLatin1Char('\n')));
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
                .arg(m_locale.toString(r.memory.forwardBackwardGib, 'f', 1));
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
    if (role == Qt::DisplayRole) {
        switch (section) {
        case RankColumn:
            return tr("#");
        case GpuColumn:
            return tr("GPU");
        case FitsColumn:
            return tr("Fits");
        case GpusColumn:
            return tr("GPUs");
        case NodesColumn:
            return tr("Nodes");
        case TotalColumn:
            return tr("GiB/GPU");
        case CapacityColumn:
            return tr("Usable GiB");
        case WeightsColumn:
            return tr("Weights");
        case GradientsColumn:
            return tr("Gradients");
        case OptimizerColumn:
            return tr("Optimizer");
        case ActivationsColumn:
            return tr("Activations");
        case OverheadColumn:
            return tr("Overhead");
        case SpeedColumn:
            return tr("Tokens/s");
        case TimeColumn:
            return tr("Time");
        case PriceColumn:
            return tr("Price");
        case CostColumn:
            return tr("Cost");
        case PerMillionColumn:
            return tr("$/M tokens");
        case FixColumn:
            return tr("To fit on fewer");
        case WhyColumn:
            return tr("Why");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case WeightsColumn:
            return tr("Weights and adapters per GPU, GiB");
        case GradientsColumn:
        case OptimizerColumn:
        case OverheadColumn:
            return tr("Per GPU, GiB");
        case ActivationsColumn:
            return tr(
                "Per GPU, GiB, at the peak: 0 where the optimizer step, not the forward/backward pass, is "
                "the peak (hover the cell)");
        case CapacityColumn:
            return tr("Memory a job may use (nvidia-smi's total where known)");
        case PriceColumn:
            return m_rec.constraints.price == Pricing::Mode::Purchase
                       ? tr("What the configuration costs to buy: every GPU it uses")
                       : tr("What the configuration costs to rent, per hour: every GPU it uses");
        case CostColumn:
            return tr("What the job costs: the rented GPU-hours, or the cards bought and their electricity "
                      "while it trains (give training tokens)");
        case PerMillionColumn:
            return tr("US dollars per million training tokens");
        case FixColumn:
            return tr("The least intrusive change that makes the job fit on fewer GPUs");
        }
    }
    return {};
}
