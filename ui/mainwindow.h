#pragma once

#include "app/core/inputfiles.h"
#include "app/core/vocabulary.h"

#include <QMainWindow>

class CalibrateDialog;
class ComparePage;
class ComparisonSelection;
class FitMapPage;
class GpuTableModel;
class GuiSession;
class HelpDialog;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;
class RecommendPage;
class Settings;
class SpecGridPage;
class TrainingConfigDialog;
class OverlayController;
struct Dataset;

/// The application window: spec grid, comparison charts and recommendation pages, menus and persistence.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// The tabs, in their order (pages() index).
    enum Tab
    {
        SpecsTab = 0,
        CompareTab = 1,
        RecommendTab = 2,
        FitMapTab = 3
    };

    /// The window over `session`'s model, selection, settings and shared state.
    explicit MainWindow(GuiSession *session, QWidget *parent = nullptr);
    ~MainWindow() override;

    SpecGridPage *specGrid() const { return m_specGrid; }
    /// The Compare, Recommend and Fit map tabs' pages, each built the first time its tab is shown or it is
    /// asked for: the first frame shows only one tab. The tab itself (pages()) holds the page.
    ComparePage *comparePage();
    RecommendPage *recommendPage();
    FitMapPage *fitMapPage();
    QTabWidget *pages() const { return m_pages; }
    /// The user's corrections (overlay file) over the shown dataset.
    OverlayController *overlay() const { return m_overlay; }
    void showPage(Tab tab);
    /// Page by its word on the command line (WordTable<MainWindow::Tab>); false for any other.
    bool showPage(const QString &name);

    /// The About box: version, dataset version and the sites its figures cite.
    QString aboutText() const;

    /// The file the user's calibration from their own runs lives in (RunCalibration::defaultPath() unless
    /// set).
    void setCalibrationPath(const QString &path) { m_calibrationPath = path; }
    QString calibrationPath() const;
    /// The --data file the window shows (empty: the bundled dataset), for a report's command line.
    void setDataPath(const QString &path) { m_dataPath = path; }
    /// The dataset, overlay and calibration files the figures shown come from.
    InputFiles inputFiles() const;
    /// Tools > Calibrate from a Run: the dialog for the calculator's job; a calibration applied or removed
    /// re-estimates the job.
    CalibrateDialog *calibrateDialog();
    /// Makes the current job again with the active calibration (after it changed).
    void recalibrate();

    /// Shows a modal error listing why a dataset was refused; the current data stays.
    void reportDatasetErrors(const QString &path, const QString &errors);

public Q_SLOTS:
    void openDataset();
    /// Reads a saved job into the calculator (File > Open Job; a dialog when `path` is empty). A file that is
    /// not a job is refused with its reason and the calculator keeps its job.
    void openJob(const QString &path = QString());
    /// Reads the job out of a training config (axolotl, LLaMA-Factory, TRL, Transformers, torchtune) into the
    /// calculator and shows where each field came from; asks for the file when `path` is empty.
    void openTrainingConfig(const QString &path = QString());
    /// The dialog the last opened training config showed, or nullptr.
    TrainingConfigDialog *trainingConfigDialog() const { return m_configDialog; }
    /// Writes the calculator's job to a file the user picks, whole or not at all.
    void saveJob();
    void exportTable();
    void resetLayout();
    /// Marks prices older than `months` as stale everywhere and remembers it (View > Maximum Price Age).
    void setMaxPriceAge(int months);
    /// Asks for the maximum price age in a dialog.
    void askMaxPriceAge();
    void showAbout();
    /// Opens the bundled document (relative to the source root, e.g. "resources/help/userguide.md") at a
    /// section anchor.
    void showHelp(const QString &document, const QString &anchor);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createTabs();
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void showStatus(const QString &text);
    void createThemeMenu(QMenu *view);
    /// Checks the Theme menu's entry of the stored theme.
    void checkThemeAction();
    void updateStatus();
    void restoreSettings();
    void saveSettings();
    /// Puts a page built late into its tab's holder, shown at once when that tab is current.
    void adopt(QWidget *holder, QWidget *page);
    /// Puts `path` first in File > Recent Jobs (eight at most).
    void rememberJob(const QString &path);
    void fillRecentJobs();

    GuiSession *m_session;
    GpuTableModel *m_model;
    ComparisonSelection *m_selection;
    Settings *m_settings;
    QTabWidget *m_pages;
    SpecGridPage *m_specGrid;
    // Each tab but the grid's holds its page once it is built.
    QWidget *m_compareTab;
    QWidget *m_recommendTab;
    QWidget *m_fitMapTab;
    ComparePage *m_comparePage = nullptr;
    RecommendPage *m_recommendPage = nullptr;
    FitMapPage *m_fitMapPage = nullptr;
    QLabel *m_datasetLabel;
    QAction *m_sparseAction = nullptr;
    QMenu *m_recentJobs = nullptr;
    TrainingConfigDialog *m_configDialog = nullptr;
    QActionGroup *m_themeActions = nullptr;
    HelpDialog *m_help = nullptr;
    OverlayController *m_overlay = nullptr;
    QString m_calibrationPath;
    QString m_dataPath;
};

/// The tabs' words on the command line (`gpuscout screenshot --view`).
template <>
struct WordTable<MainWindow::Tab>
{
    static constexpr WordEntry<MainWindow::Tab> entries[] = {{MainWindow::SpecsTab, "specs"},
                                                             {MainWindow::CompareTab, "compare"},
                                                             {MainWindow::RecommendTab, "recommend"},
                                                             {MainWindow::FitMapTab, "fitmap"}};
};
