#pragma once

#include <QWidget>

#include <vector>

class ComparisonSelection;
class FilterBar;
class FrozenColumns;
class GpuFilterProxyModel;
class GpuTableModel;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;
class QTextBrowser;
class Settings;
struct Gpu;
struct Metric;

/// The spec grid: the filter bar over a sortable table of all GPUs, and a details pane for the current one.
class SpecGridPage : public QWidget
{
    Q_OBJECT
public:
    SpecGridPage(GpuTableModel *model, QWidget *parent = nullptr);

    GpuFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    FrozenColumns *frozenColumns() const { return m_frozen; }
    QLineEdit *searchField() const;

    /// GPUs shown, in view order, and the visible metric columns in header order: what a table export writes.
    std::vector<const Gpu *> visibleGpus() const;
    std::vector<const Metric *> visibleColumns() const;
    /// The selected rows as tab-separated text with a header line (what Ctrl+C copies).
    QString selectedRowsAsTsv() const;

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

Q_SIGNALS:
    void currentGpuChanged(const QString &id);
    void sparseChanged(bool sparse);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilter();
    void updateDetails();
    void updateCount();
    void showHeaderMenu(const QPoint &pos);
    void rebuildArchitectureMenu();
    void toggleCompare(const QModelIndex &index);
    void applyDefaultColumns();

    GpuTableModel *m_model;
    GpuFilterProxyModel *m_proxy;
    QTableView *m_view;
    FrozenColumns *m_frozen = nullptr;
    QTextBrowser *m_details;
    QSplitter *m_splitter;
    FilterBar *m_filterBar;
    QWidget *m_onlyBanner;
    QLabel *m_onlyLabel;
    QStringList m_onlyIds;
};
