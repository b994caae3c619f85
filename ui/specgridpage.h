#pragma once

#include <QSet>
#include <QWidget>

#include <vector>

class ComparisonSelection;
class DetailsPane;
class FilterBar;
class FrozenColumns;
class GpuFilterProxyModel;
class GpuTableModel;
class GuiSession;
class QAction;
class QLabel;
class QModelIndex;
class QLineEdit;
class QMenu;
class QSplitter;
class QTableView;
class Settings;
struct Gpu;
struct Metric;

/// The spec grid: the filter bar over a sortable table of all GPUs (the session's grid filter), and a details
/// pane for the current one.
class SpecGridPage : public QWidget
{
    Q_OBJECT
public:
    explicit SpecGridPage(GuiSession *session, QWidget *parent = nullptr);

    GpuFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    FrozenColumns *frozenColumns() const { return m_frozen; }
    QLineEdit *searchField() const;
    /// "Add GPU from Copy…" for the current GPU: in the grid's context menu and for the Edit menu.
    QAction *addCopyAction() const { return m_addCopyAction; }
    /// The context menu of a grid cell (`index` of the view's model), as the grid shows it.
    QMenu *cellMenu(const QModelIndex &index, QWidget *parent);

    /// GPUs shown, in view order, and the visible metric columns in header order: what a table export writes.
    std::vector<const Gpu *> visibleGpus() const;
    std::vector<const Metric *> visibleColumns() const;
    /// The selected rows as tab-separated text with a header line (what Ctrl+C copies).
    QString selectedRowsAsTsv() const;
    /// The details pane's HTML for the current GPU (the pane itself is filled only while it is shown).
    QString detailsHtml() const;
    /// Where the details pane's values start, in pixels: after the longest figure label and a gap.
    int figureIndent() const;

    void restoreState(const Settings &settings);
    void saveState(Settings &settings) const;

public Q_SLOTS:
    void focusSearch();
    void copySelection();
    /// Shows only these GPUs (e.g. those that fit the wizard's job); an empty list shows all again.
    void showOnly(const QStringList &ids, const QString &reason);
    void clearFilters();
    void setSparse(bool sparse);
    /// Column order, visibility and widths and the details pane width as on first start.
    void resetLayout();
    /// Widens the name column when its content (e.g. an "in this machine" badge) no longer fits.
    void fitNameColumn();
    /// What QTableView::resizeColumnsToContents() would give the column, measured on its widest-looking
    /// cells.
    int contentWidth(int column) const;
    /// Makes GPU `id` the current row (clearing filters that hide it) and scrolls to it.
    void selectGpu(const QString &id);
    /// Opens the editor of a cell (`index` of the view's model) in whichever view shows it.
    void editCell(const QModelIndex &index);

Q_SIGNALS:
    void currentGpuChanged(const QString &id);
    void sparseChanged(bool sparse);
    // Intents for whoever keeps the user's corrections (the grid's edits come through
    // GpuTableModel::valueEdited).
    void resetValueRequested(const QString &id, const QString &key);
    void addCopyRequested(const QString &id);
    void removeGpuRequested(const QString &id);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The constructor's parts, in the order it calls them.
    QWidget *createOnlyBanner();
    void createTable();
    void createFrozenColumns();
    void createDetails();
    void connectModel();

    void applyFilter();
    void updateDetails();
    void updateCount();
    void showHeaderMenu(const QPoint &pos);
    void rebuildArchitectureMenu();
    void toggleCompare(const QModelIndex &index);
    void applyDefaultColumns();
    void fitShownColumn(int column, int oldSize, int newSize);
    /// Fits the shown columns not yet fitted that are in view, or all of them.
    void fitColumnsInView();
    void fitAllColumns();
    void showCellMenu(QWidget *view, const QPoint &pos);
    void updateActions();
    void keepCurrentClearOfFrozen();
    /// Scrolls `index` into view; a frozen column's cell only by its row.
    void scrollToCell(const QModelIndex &index);

    GpuTableModel *m_model;
    GpuFilterProxyModel *m_proxy;
    QTableView *m_view;
    FrozenColumns *m_frozen = nullptr;
    DetailsPane *m_details;
    QSet<int> m_unsizedColumns; // not yet fitted to their contents since the default layout
    bool m_fitQueued = false;   // fitAllColumns() is queued
    QSplitter *m_splitter;
    FilterBar *m_filterBar;
    QWidget *m_onlyBanner;
    QLabel *m_onlyLabel;
    QStringList m_onlyIds;
    QAction *m_addCopyAction;
    /// The current GPU and column across a model reset (the user's corrections reset the model).
    QString m_keptId;
    int m_keptColumn = -1;
};
