#pragma once

#include "app/core/fitmap.h"

#include <QAbstractTableModel>

/// The fit map as a table: one row per model (smallest first), one column per GPU, every cell a FitMap::Cell.
/// Display text is the cell's two lines; the roles give the raw figures for delegates, sorting and tests.
class FitMapModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        StatusRole = Qt::UserRole + 1, ///< int: FitMap::Status
        MethodRole,                    ///< QString: "full", "lora" or "qlora"
        GpusNeededRole,                ///< int
        NodesRole,                     ///< int
        TotalGibRole,                  ///< double: GiB per GPU
        HeadroomRole,                  ///< double: share of the GPU left free
        TokensPerSecondRole,           ///< double; 0 when it does not run
        ModelIdRole,                   ///< QString: the row's model id (or name for a config file)
        GpuIdRole,                     ///< QString: the column's GPU id
        MayFitRole,                    ///< bool: fits on one by the estimate, not by the measured range
    };

    explicit FitMapModel(QObject *parent = nullptr);

    /// Recomputes every cell, once, for a new job, model list, GPU list or mode.
    void setInput(const Job &job, const std::vector<ModelShape> &models, const std::vector<const Gpu *> &gpus,
                  FitMap::Mode mode);
    void setJob(const Job &job);
    void setModels(const std::vector<ModelShape> &models);
    void setGpus(const std::vector<const Gpu *> &gpus);
    void setMode(FitMap::Mode mode);

    const FitMap::Map &map() const { return m_map; }
    const FitMap::Cell *cellAt(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    void recompute();

    Job m_job;
    std::vector<ModelShape> m_models;
    std::vector<const Gpu *> m_gpus;
    FitMap::Mode m_mode = FitMap::Mode::Best;
    FitMap::Map m_map;
};
