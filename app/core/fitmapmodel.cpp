#include "app/core/fitmapmodel.h"

#include "app/core/presentation.h"

#include <QLocale>

#include <algorithm>

FitMapModel::FitMapModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_job(Job::defaults())
{}

void FitMapModel::setInput(const Job &job, const std::vector<ModelShape> &models,
                           const std::vector<const Gpu *> &gpus, FitMap::Mode mode)
{
    m_job = job;
    m_models = models;
    m_gpus = gpus;
    m_mode = mode;
    recompute();
}

void FitMapModel::setJob(const Job &job)
{
    m_job = job;
    recompute();
}

void FitMapModel::setModels(const std::vector<ModelShape> &models)
{
    m_models = models;
    recompute();
}

void FitMapModel::setGpus(const std::vector<const Gpu *> &gpus)
{
    m_gpus = gpus;
    recompute();
}

void FitMapModel::setMode(FitMap::Mode mode)
{
    m_mode = mode;
    recompute();
}

void FitMapModel::recompute()
{
    FitMap::Map map = FitMap::compute(m_job, m_models, m_gpus, m_mode);
    // Same rows and columns (a new job or mode): the cells change in place, so the view keeps its scroll
    // position and current cell, and lays nothing out again.
    const bool sameShape =
        map.gpus == m_map.gpus && map.models.size() == m_map.models.size() &&
        std::equal(map.models.begin(), map.models.end(), m_map.models.begin(),
                   [](const ModelShape &a, const ModelShape &b) {
                       return a.id == b.id && a.name == b.name && a.totalParams() == b.totalParams();
                   });
    if (sameShape && !map.isEmpty()) {
        m_map = std::move(map);
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_map = std::move(map);
    endResetModel();
}

const FitMap::Cell *FitMapModel::cellAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() ||
        index.column() >= columnCount())
        return nullptr;
    return &m_map.at(index.row(), index.column());
}

int FitMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_map.gpus.empty() ? 0 : int(m_map.models.size());
}

int FitMapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_map.models.empty() ? 0 : int(m_map.gpus.size());
}

QVariant FitMapModel::data(const QModelIndex &index, int role) const
{
    const FitMap::Cell *c = cellAt(index);
    if (!c)
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return FitMap::cellLines(m_map, *c, QLocale()).join(QLatin1Char('\n'));
    case Qt::ToolTipRole:
        return FitMap::breakdownText(m_map, *c, QLocale());
    case Qt::AccessibleTextRole:
        return FitMap::cellLines(m_map, *c, QLocale()).join(QStringLiteral(", "));
    case StatusRole:
        return int(c->status());
    case MethodRole:
        return Words::of(c->method);
    case GpusNeededRole:
        return c->gpusNeeded;
    case NodesRole:
        return c->nodes;
    case TotalGibRole:
        return c->totalGib;
    case HeadroomRole:
        return c->headroom;
    case TokensPerSecondRole:
        return c->tokensPerSecond;
    case ModelIdRole:
        return FitMap::modelKey(m_map.models[size_t(c->model)]);
    case GpuIdRole:
        return m_map.gpus[size_t(c->gpu)]->id;
    case MayFitRole:
        return c->status() == FitMap::Status::FitsOne && c->fit == Estimate::Fit::MayFit;
    default:
        return QVariant();
    }
}

QVariant FitMapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0)
        return QVariant();
    if (orientation == Qt::Horizontal) {
        if (section >= columnCount())
            return QVariant();
        const Gpu &gpu = *m_map.gpus[size_t(section)];
        if (role == Qt::DisplayRole)
            return gpu.vramGb ? tr("%1\n%2 GB").arg(gpu.name).arg(*gpu.vramGb) : gpu.name;
        if (role == Qt::ToolTipRole)
            return tr("%1 (%2): %3 GiB usable")
                .arg(gpu.name, gpu.id, Presentation::gib(Estimate::capacityGib(gpu), QLocale()));
        if (role == GpuIdRole)
            return gpu.id;
        return QVariant();
    }
    if (section >= rowCount())
        return QVariant();
    const ModelShape &model = m_map.models[size_t(section)];
    if (role == Qt::DisplayRole)
        return model.name + QLatin1Char('\n') + Presentation::parameterCount(model.totalParams(), QLocale());
    if (role == Qt::ToolTipRole)
        return model.source;
    if (role == ModelIdRole)
        return FitMap::modelKey(model);
    return QVariant();
}

Qt::ItemFlags FitMapModel::flags(const QModelIndex &index) const
{
    if (!cellAt(index))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}
