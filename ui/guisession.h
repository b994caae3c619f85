#pragma once

#include "app/core/dataset.h"
#include "app/core/job.h"
#include "app/core/localgpu.h"

#include <QObject>
#include <QSettings>

#include <memory>

class ComparisonSelection;
class GpuFilterProxyModel;
class GpuTableModel;
class LocalGpuDetector;
class MainWindow;
class Settings;

/// The objects behind one main window, created in dependency order and owned together, and the state its
/// pages share (the current job, the grid's filter): used by the GUI, the `screenshot` command and the UI
/// tests alike.
class GuiSession : public QObject
{
    Q_OBJECT
public:
    explicit GuiSession(Dataset dataset, std::unique_ptr<QSettings> settings = nullptr);
    ~GuiSession() override;

    MainWindow &window() { return *m_window; }
    GpuTableModel &model() { return *m_model; }
    ComparisonSelection &selection() { return *m_selection; }
    Settings &settings() { return *m_settings; }

    /// The current job: what the calculator shows and the fit map maps, remembered from the last session
    /// (read from the settings when first asked for: the spec grid's first frame needs no job, and reading
    /// it parses the bundled stack table).
    const Job &job() const;
    /// Makes `job` the current job and says so (jobChanged), also when it equals the current one: a
    /// calibration applied again changes nothing the job's fields hold.
    void setJob(const Job &job);
    /// What the remembered job held that no longer applies (found when it was read), one line each.
    const QStringList &jobProblems() const;
    /// Stores the job in the settings if it changed since it was last stored (when the calculator is left or
    /// the window closes, not on every keystroke).
    void saveJob();

    /// The spec grid's filter and order over the model: the GPUs the grid shows, which the fit map follows.
    GpuFilterProxyModel &grid() { return *m_grid; }
    /// The ids of the GPUs the grid shows, in its order.
    QStringList gridIds() const;

    /// Asks nvidia-smi in the background which GPUs this machine has and marks them in the grid, also
    /// after another dataset is opened. While the window is shown but not yet painted, it starts after
    /// the first paint. Only the GUI calls it: screenshots and tests stay machine-independent.
    void detectLocalGpus();
    /// Marks these GPUs as installed (what detection found), matched against the current dataset.
    void setLocalGpus(const QList<LocalGpu> &gpus);

Q_SIGNALS:
    void jobChanged(const Job &job);
    /// The grid's rows changed: another filter, order or dataset.
    void gridChanged();

private:
    void readJob() const;

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<ComparisonSelection> m_selection;
    std::unique_ptr<GpuTableModel> m_model;
    std::unique_ptr<GpuFilterProxyModel> m_grid;
    mutable bool m_jobRead = false;
    mutable Job m_job;
    mutable QStringList m_jobProblems;
    bool m_jobUnsaved = false;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LocalGpuDetector> m_detector;
    QList<LocalGpu> m_localGpus;
    bool m_windowPainted = false;
};
