#pragma once

#include "app/core/presentation.h"
#include "app/core/recommend.h"

#include <QAbstractTableModel>
#include <QLocale>

/// The ranked GPUs of a recommendation as a table: one row per GPU, the memory parts, speed, time and cost as
/// columns, each a column of the results registry (Presentation::resultColumns()), which says its header,
/// text and sort value. Display text in the given locale; SortRole gives raw numbers so every column sorts by
/// value.
class RecommendationModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        RankColumn,
        GpuColumn,
        FitsColumn,
        GpusColumn,
        NodesColumn,
        TotalColumn,
        CapacityColumn,
        WeightsColumn,
        GradientsColumn,
        OptimizerColumn,
        ActivationsColumn,
        OverheadColumn,
        SpeedColumn,
        TimeColumn,
        PriceColumn, ///< what the configuration costs: every GPU it uses, bought, or rented an hour
        CostColumn,
        PerMillionColumn,
        FixColumn,
        WhyColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, ///< double or text; invalid when unknown (sorts last)
        GpuIdRole,                   ///< QString
    };

    explicit RecommendationModel(QObject *parent = nullptr);

    /// A fix in the window's words: "Checkpointing: Full (recompute each layer); Loss: Fused (Liger, Unsloth)
    /// — fits on one GPU, 41.2 GiB, 3,100 tokens/s": its changes, then fixOutcome().
    static QString fixText(const Estimate::Fix &fix, const QLocale &locale);
    /// What a fix gives: "fits on one GPU, 41.2 GiB, 3,100 tokens/s", "needs 2 GPUs, 41.2 GiB each". The one
    /// writer of that text: the window (fixText()) and the report (after the fix's options) both show it.
    static QString fixOutcome(const Estimate::Fix &fix, const QLocale &locale);

    void setRecommendation(const Recommend::Recommendation &recommendation,
                           const QLocale &locale = QLocale());
    const Recommend::Recommendation &recommendation() const { return m_rec; }
    const Recommend::Entry &entryAt(int row) const { return m_rec.results[size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The registry's column (Presentation::ResultColumn) that `column` shows.
    static Presentation::ResultColumn resultColumn(int column);

private:
    Recommend::Recommendation m_rec;
    QStringList m_ids; ///< the rows' GPU ids (m_rec's GPU pointers may outlive a replaced dataset)
    QLocale m_locale;
};
