#pragma once

#include "app/core/fitmap.h"
#include "ui/exportchooser.h"

#include <QWidget>

class ComparisonSelection;
class FitMapModel;
class GpuTableModel;
class GuiSession;
class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QStackedWidget;
class QTableView;
class Settings;

/// The Fit map tab: which models fit on which GPUs for the session's job. The page owns only its method
/// selector, which GPUs it shows and their order; the job and the grid's GPUs are the session's.
class FitMapPage : public QWidget
{
    Q_OBJECT
public:
    /// Which GPUs make the columns.
    enum class GpuSet
    {
        Grid,     ///< the spec grid's visible rows, in its order
        Compared, ///< the comparison selection
        All       ///< every GPU of the dataset
    };
    enum class GpuOrder
    {
        AsListed,
        Vram, ///< most memory first
        Price ///< cheapest first in the job's price mode; unknown prices last
    };

    /// The page starts with the method, GPUs and order chosen last time (in the session's settings) and
    /// remembers each change.
    explicit FitMapPage(GuiSession *session, QWidget *parent = nullptr);

    FitMapModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    /// The job the map is for: the session's, once the map follows it.
    const Job &job() const { return m_job; }
    FitMap::Mode mode() const { return m_mode; }
    GpuSet gpuSet() const { return m_gpuSet; }
    GpuOrder gpuOrder() const { return m_gpuOrder; }
    /// True while the page shows its empty state instead of the map.
    bool isEmptyStateShown() const;
    QString emptyStateText() const;

    /// Writes the map: .png, .svg, .pdf (the picture in this window's colours), .csv or .md.
    bool exportTo(const QString &path, QString *error) const;
    /// Tests replace the file dialog with this.
    void setFileChooser(ExportChooser::FileDialog chooser) { m_chooseFile = std::move(chooser); }

    /// Whether the map follows every change as it happens (the default). The main window turns this off
    /// while the tab is not current: a change then only marks the map out of date, and it is computed once,
    /// when the page is made live again or shown. The page computes its first map on its first change,
    /// when shown or when made live, not when constructed.
    void setLive(bool live);
    bool isLive() const { return m_live; }
    /// How many times the map has been computed: it is the page's costly step, and each input should cost
    /// one.
    int computations() const { return m_computations; }

public Q_SLOTS:
    /// Makes `job` the session's job, which the map follows (the job's own method is not used: the page has
    /// its selector).
    void setJob(const Job &job);
    void setMode(FitMap::Mode mode);
    void setGpuSet(FitMapPage::GpuSet set);
    void setGpuOrder(FitMapPage::GpuOrder order);
    void exportInteractive();

Q_SIGNALS:
    /// Double-click or Enter on a cell: show this model on this GPU in the calculator.
    /// A cell asked to open in the calculator: its model, GPU and method ("full", "lora" or "qlora": what the
    /// cell shows, which in "best per cell" may not be the calculator's).
    void openInCalculator(const QString &modelId, const QString &gpuId, const QString &method);
    void statusMessage(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // The constructor's parts, in the order it calls them.
    QHBoxLayout *createBar();
    QStackedWidget *createMap();
    void connectParts();
    void restoreChoices();

    /// The session's job changed: recomputes the map unless every stored field is as it was.
    void showJob(const Job &job);
    /// Recomputes now when live, else marks the map out of date.
    void refresh();
    void recompute();
    std::vector<const Gpu *> columnGpus() const;
    std::vector<ModelShape> rowModels() const;
    void fitSections();

    GuiSession *m_session;
    GpuTableModel *m_gpus;
    ComparisonSelection *m_selection;
    Settings *m_settings;
    FitMapModel *m_model;
    Job m_job;
    ExportChooser m_exports;
    ExportChooser::FileDialog m_chooseFile;
    FitMap::Mode m_mode = FitMap::Mode::Best;
    GpuSet m_gpuSet = GpuSet::Grid;
    GpuOrder m_gpuOrder = GpuOrder::AsListed;
    bool m_live = true;
    bool m_stale = true; ///< the map does not answer the current input yet
    int m_computations = 0;

    QComboBox *m_modeBox;
    QComboBox *m_setBox;
    QButtonGroup *m_orderGroup;
    QLabel *m_summary;
    QStackedWidget *m_stack;
    QTableView *m_view;
    QLabel *m_empty;
};
