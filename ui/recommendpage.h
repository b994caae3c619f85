#pragma once

#include "app/core/inputfiles.h"
#include "app/core/job.h"
#include "ui/exportchooser.h"

#include <QWidget>

#include <functional>

class BreakEvenTab;
class GpuTableModel;
class GuiSession;
class QComboBox;
class JobForm;
class MemoryBreakdownChart;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;
class QTextBrowser;
class QTimer;
class QToolButton;
class QSplitter;
class RecommendWizard;
class RecommendationModel;
class Settings;

/// The Recommend tab, a live calculator: the job's inputs on one side, the ranked GPUs on the other, ranked
/// again as the inputs change. The wizard is the guided path to the same inputs. The job is the session's:
/// the page shows it and edits it.
class RecommendPage : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendPage(GuiSession *session, QWidget *parent = nullptr);
    ~RecommendPage() override;

    JobForm *form() const { return m_form; }
    QTableView *table() const { return m_table; }
    RecommendationModel *results() const { return m_results; }
    MemoryBreakdownChart *chart() const { return m_chart; }
    QTextBrowser *excludedView() const { return m_excluded; }
    QTextBrowser *formulaView() const { return m_formula; }
    BreakEvenTab *breakEvenTab() const { return m_breakEven; }
    QLabel *summary() const { return m_summary; }
    /// The whole summary, which the label shows in full unless the page is compact and not expanded.
    QString summaryText() const { return m_summaryText; }
    /// Compact: the page is narrower than kCompactWidth. The summary shows one line with a "More" button, and
    /// the ranking leaves out the memory parts (the Memory chart below shows them) and the fixes (the row
    /// below the ranking lists them).
    bool isCompact() const { return m_compact; }
    static constexpr int kCompactWidth = 1700;
    /// Narrow: the page is narrower than kNarrowWidth (a 1280 px window). The ranking also leaves out the
    /// columns compactHiddenColumns(true) adds, and elides long GPU names.
    bool isNarrow() const { return m_narrow; }
    static constexpr int kNarrowWidth = 1300;
    /// The ranking's columns that a compact (or narrow) page hides.
    static QList<int> compactHiddenColumns(bool narrow = false);
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *exportButton() const { return m_export; }
    /// The fixes of the selected GPU (the first-ranked when none is selected), in the window's words.
    QComboBox *fixesBox() const { return m_fixes; }
    QPushButton *applyFixButton() const { return m_applyFix; }
    QPushButton *undoFixButton() const { return m_undoFix; }
    /// The line that says the ranking is for the last valid job while an input holds an error.
    QLabel *staleNote() const { return m_staleNote; }
    /// The wizard, once opened.
    RecommendWizard *wizard() const { return m_wizard; }
    /// The session's job, which the page shows.
    const Job &job() const;
    /// Makes `job` the session's job (the page follows it as it follows any other).
    void setJob(const Job &job);
    /// Shows `model` (a preset id; any other text leaves the model as it is) with `method` ("full", "lora" or
    /// "qlora"; empty keeps the calculator's) and selects `gpuId`'s row: the fit map's double-click.
    void showModelOn(const QString &model, const QString &gpuId, const QString &method = QString());
    /// The ids of the selected rows, in rank order.
    QStringList selectedIds() const;

    /// Writes the recommendation report (.pdf, .md, .csv, .json or .svg by suffix).
    bool exportReport(const QString &path, QString *error) const;
    /// What the report's command line names besides the job (the dataset, overlay and calibration files).
    void setInputFiles(std::function<InputFiles()> files) { m_inputFiles = std::move(files); }
    /// Tests replace the file dialog with this.
    void setFileChooser(ExportChooser::FileDialog chooser) { m_chooseFile = std::move(chooser); }

public Q_SLOTS:
    void openWizard();
    /// Ranks again now (the inputs call it through a short debounce).
    void recompute();
    void exportReportInteractive();
    /// Sets the fields the chosen fix changes in the form, and ranks again.
    void applyFix();
    /// Puts back the values the last applied fix replaced (Ctrl+Z), and ranks again.
    void undoFix();

Q_SIGNALS:
    void showOnlyRequested(const QStringList &ids, const QString &reason);
    void compareRequested(const QStringList &ids);
    void statusMessage(const QString &text);
    /// A training config file (.yaml, .yml, .json) was dropped on the calculator.
    void configDropped(const QString &path);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The constructor's parts, in the order it calls them.
    QPushButton *createButton(const QString &text, const char *name, const QString &toolTip, QString *used);
    void createButtons(QString *used);
    QWidget *createForm(const QString &used);
    void createSummary();
    void createTable();
    void createDetails();
    void createFixRow();
    void layOut(QWidget *inputs);
    void connectParts();

    /// Shows the session's job in the form and ranks again.
    void showJob(const Job &job);
    void scheduleRecompute();
    void updateSelectionButtons();
    void updateChart();
    void updateFormula();
    void updateExcluded();
    void updateBreakEven();
    void updateFixes();
    void updateStale();
    /// Runs `change` (a line shown or hidden above the ranking) and gives the details below their height
    /// back.
    void keepingDetailsHeight(const std::function<void()> &change);
    void changeFields(const std::vector<Estimate::Change> &changes);
    void setCompact(bool compact, bool narrow);
    void fitNarrowColumns();
    void showSummary();

    bool m_stale = true; ///< the ranking waits for the page to be shown (keeps start-up fast)
    bool m_chartStale = true;
    bool m_formulaStale = true;
    bool m_excludedStale = true;
    bool m_breakEvenStale = true;
    bool m_editing = false; ///< the form is handing its edit to the session
    GuiSession *m_session;
    GpuTableModel *m_model;
    Settings *m_settings;
    JobForm *m_form;
    QTimer *m_debounce;
    QLabel *m_headline; ///< the best, the cheapest, or the nearest answer: what a person reads first
    QLabel *m_summary;
    QToolButton *m_more; ///< shows the whole summary on a compact page
    QString m_summaryText;
    QString m_summaryFirst; ///< the summary's first sentence: the job, and how many GPUs run it
    bool m_compact = false;
    bool m_narrow = false;
    QSplitter *m_split;
    QSplitter *m_vertical; ///< the ranking over the details
    RecommendationModel *m_results;
    QSortFilterProxyModel *m_sorted;
    QTableView *m_table;
    QTabWidget *m_details;
    MemoryBreakdownChart *m_chart;
    QTextBrowser *m_excluded;
    QTextBrowser *m_formula;
    BreakEvenTab *m_breakEven;
    QPushButton *m_wizardButton;
    QPushButton *m_compare;
    QPushButton *m_showOnly;
    QPushButton *m_export;
    QLabel *m_staleNote;
    QString m_fixesWord; ///< "F&ixes": its Alt+key stays as the GPU named after it changes
    QLabel *m_fixesLabel;
    QComboBox *m_fixes;
    QPushButton *m_applyFix;
    QPushButton *m_undoFix;
    std::vector<Estimate::Fix> m_shownFixes;           ///< what m_fixes lists, in its order
    std::vector<std::vector<Estimate::Change>> m_undo; ///< the values each applied fix replaced, latest last
    RecommendWizard *m_wizard = nullptr;
    ExportChooser::FileDialog m_chooseFile;
    std::function<InputFiles()> m_inputFiles;
};
