#pragma once

#include <QMainWindow>

class ComparePage;
class ComparisonSelection;
class FitMapPage;
class GpuTableModel;
class HelpDialog;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;
class RecommendPage;
class Settings;
class SpecGridPage;
class OverlayController;
struct Dataset;

/// The application window: spec grid, comparison charts and recommendation pages, menus and persistence.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Page
    {
        SpecsPage = 0,
        ComparePage = 1,
        RecommendPage = 2,
        FitMapPage = 3
    };

    MainWindow(GpuTableModel *model, ComparisonSelection *selection, Settings *settings,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    SpecGridPage *specGrid() const { return m_specGrid; }
    ::ComparePage *comparePage() const { return m_comparePage; }
    /// The Recommend tab's page, built the first time it is shown or asked for: the first frame does not
    /// show it.
    ::RecommendPage *recommendPage();
    ::FitMapPage *fitMapPage() const { return m_fitMapPage; }
    QTabWidget *pages() const { return m_pages; }
    /// The user's corrections (overlay file) over the shown dataset.
    OverlayController *overlay() const { return m_overlay; }
    void showPage(Page page);
    /// Page by name as on the command line: "specs", "compare", "recommend", "fitmap".
    bool showPage(const QString &name);

    /// The About box: version, dataset version and the sites its figures cite.
    QString aboutText() const;

    /// Shows a modal error listing why a dataset was refused; the current data stays.
    void reportDatasetErrors(const QString &path, const QString &errors);

public Q_SLOTS:
    void openDataset();
    void exportTable();
    void resetLayout();
    void showAbout();
    /// Opens the bundled document (relative to the source root, e.g. "resources/help/userguide.md") at a
    /// section anchor.
    void showHelp(const QString &document, const QString &anchor);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createThemeMenu(QMenu *view);
    void applyTheme(const QString &key);
    void updateStatus();
    void restoreSettings();
    void saveSettings();

    GpuTableModel *m_model;
    ComparisonSelection *m_selection;
    Settings *m_settings;
    QTabWidget *m_pages;
    SpecGridPage *m_specGrid;
    ::ComparePage *m_comparePage; // the class; ComparePage alone names the Page value here
    QWidget *m_recommendTab;      ///< holds the page once it is built
    ::RecommendPage *m_recommendPage = nullptr;
    ::FitMapPage *m_fitMapPage = nullptr;
    QLabel *m_datasetLabel;
    QAction *m_sparseAction = nullptr;
    QActionGroup *m_themeActions = nullptr;
    HelpDialog *m_help = nullptr;
    OverlayController *m_overlay = nullptr;
};
