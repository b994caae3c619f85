#pragma once

#include "app/core/dataset.h"
#include "app/core/localgpu.h"

#include <QSettings>

#include <memory>

class ComparisonSelection;
class GpuTableModel;
class LocalGpuDetector;
class MainWindow;
class Settings;

/// The objects behind one main window, created in dependency order and owned together:
/// used by the GUI, the `screenshot` command and the UI tests alike.
class GuiSession
{
public:
    explicit GuiSession(Dataset dataset, std::unique_ptr<QSettings> settings = nullptr);
    ~GuiSession();
    GuiSession(const GuiSession &) = delete;
    GuiSession &operator=(const GuiSession &) = delete;

    MainWindow &window() { return *m_window; }
    GpuTableModel &model() { return *m_model; }
    ComparisonSelection &selection() { return *m_selection; }
    Settings &settings() { return *m_settings; }

    /// Asks nvidia-smi in the background which GPUs this machine has and marks them in the grid, also
    /// after another dataset is opened. While the window is shown but not yet painted, it starts after
    /// the first paint. Only the GUI calls it: screenshots and tests stay machine-independent.
    void detectLocalGpus();
    /// Marks these GPUs as installed (what detection found), matched against the current dataset.
    void setLocalGpus(const QList<LocalGpu> &gpus);

private:
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<ComparisonSelection> m_selection;
    std::unique_ptr<GpuTableModel> m_model;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LocalGpuDetector> m_detector;
    QList<LocalGpu> m_localGpus;
    bool m_windowPainted = false;
};
