#include "ui/specgridpage.h"

#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/settings.h"
#include "app/core/tableexport.h"
#include "ui/columnwidths.h"
#include "ui/detailspane.h"
#include "ui/filterbar.h"
#include "ui/frozencolumns.h"
#include "ui/gpuitemdelegate.h"
#include "ui/gridheaderview.h"
#include "ui/guisession.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

SpecGridPage::SpecGridPage(GuiSession *session, QWidget *parent)
    : QWidget(parent)
    , m_model(&session->model())
    , m_proxy(&session->grid())
    , m_addCopyAction(new QAction(tr("&Add GPU from Copy…"), this))
{
    m_addCopyAction->setStatusTip(tr("Add a GPU of your own that starts as a copy of the current one"));
    connect(m_addCopyAction, &QAction::triggered, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            Q_EMIT addCopyRequested(current.data(GpuTableModel::GpuIdRole).toString());
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    m_filterBar = new FilterBar(this);
    connect(m_filterBar, &FilterBar::filterChanged, this, &SpecGridPage::applyFilter);
    m_filterBar->searchField()->installEventFilter(this); // Down or Enter goes on to the results
    connect(m_filterBar, &FilterBar::clearRequested, this, &SpecGridPage::clearFilters);
    connect(m_filterBar, &FilterBar::sparseToggled, this, [this](bool sparse) {
        m_model->setSparse(sparse);
        updateDetails();
        Q_EMIT sparseChanged(sparse);
    });
    layout->addWidget(m_filterBar);

    layout->addWidget(createOnlyBanner());

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("specSplitter"));
    createTable();
    createFrozenColumns();
    createDetails();
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({900, 300});
    layout->addWidget(m_splitter, 1);

    connectModel();

    rebuildArchitectureMenu();
    updateCount();
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, m_model->columnOf(MetricKeys::Name)));
}

// The banner above the grid while it shows only some GPUs (showOnly()), with the way back to all of them.
QWidget *SpecGridPage::createOnlyBanner()
{
    m_onlyBanner = new QWidget(this);
    auto *bannerLayout = new QHBoxLayout(m_onlyBanner);
    bannerLayout->setContentsMargins(8, 4, 8, 4);
    m_onlyLabel = new QLabel(m_onlyBanner);
    m_onlyLabel->setWordWrap(true);
    auto *showAll = new QPushButton(tr("Show all GPUs"), m_onlyBanner);
    connect(showAll, &QPushButton::clicked, this, [this] { showOnly({}, {}); });
    bannerLayout->addWidget(m_onlyLabel, 1);
    bannerLayout->addWidget(showAll);
    m_onlyBanner->setAutoFillBackground(true);
    m_onlyBanner->setBackgroundRole(QPalette::AlternateBase);
    m_onlyBanner->hide();
    return m_onlyBanner;
}

// The grid: one row per GPU, sorted by BF16 dense, its header menu and columns at their default layout.
void SpecGridPage::createTable()
{
    m_view = new QTableView(m_splitter);
    m_view->setObjectName(QStringLiteral("specTable"));
    m_view->setAccessibleName(tr("GPU specifications"));
    m_view->setAccessibleDescription(tr("One row per GPU. Space ticks or unticks the current GPU for the "
                                        "comparison charts; Ctrl+C copies the selected rows."));
    m_view->installEventFilter(this);
    auto *gridHeader = new GridHeaderView(Qt::Horizontal, m_view);
    gridHeader->setSectionsClickable(true); // as QTableView's own header
    m_view->setHorizontalHeader(gridHeader);
    // The row height before the model: set after, it resizes every row once.
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // Shown before the model, as setSortingEnabled() leaves it: the header measures its labels with room for
    // the arrow once, not first without it.
    gridHeader->setSortIndicatorShown(true);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new GpuItemDelegate(m_view));
    // Sorted once: enabling sorting first would sort by the header's default column, then again.
    m_view->sortByColumn(m_model->columnOf(MetricKeys::Bf16Dense), Qt::DescendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    // Corrections: double-click or F2 on a dataset field (the model says which), never any key
    // (type-to-find).
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { showCellMenu(m_view, pos); });
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    // No Qt::TextWordWrap here: with it, QHeaderView::restoreState() refuses every state (Qt 6.4).
    header->setDefaultAlignment(Qt::AlignCenter);
    header->setMinimumHeight(2 * m_view->fontMetrics().height() + 10);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &SpecGridPage::showHeaderMenu);
    applyDefaultColumns();
    connect(header, &QHeaderView::sectionResized, this, &SpecGridPage::fitShownColumn);
    m_view->viewport()->installEventFilter(this);
    connect(m_view->horizontalScrollBar(), &QScrollBar::valueChanged, this, &SpecGridPage::fitColumnsInView);
}

void SpecGridPage::createFrozenColumns()
{
    // The GPU's name stays in view when the grid scrolls right to prices and derived columns.
    m_frozen = new FrozenColumns(m_view, m_model->columnOf(MetricKeys::Name));
    QTableView *frozen = m_frozen->frozenView();
    // A delegate of its own: a shared one would send each view the other's editors to commit and close.
    auto *frozenDelegate = new GpuItemDelegate(frozen);
    frozenDelegate->setFocusView(m_view); // the current name or check box is framed there
    frozen->setItemDelegate(frozenDelegate);
    frozen->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    frozen->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(frozen, &QWidget::customContextMenuRequested, this,
            [this, frozen](const QPoint &pos) { showCellMenu(frozen, pos); });
}

// The details pane beside the grid: the current GPU's figures.
void SpecGridPage::createDetails()
{
    m_details = new DetailsPane(m_splitter);
    m_details->setObjectName(QStringLiteral("gpuDetails"));
    m_details->setAccessibleName(tr("GPU details"));
    m_details->setNoGpuText(tr("<p>Select a GPU to see all its figures, notes and sources.</p>"));
}

// The current GPU follows the grid's current row, and stays current across a model reset.
void SpecGridPage::connectModel()
{
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SpecGridPage::keepCurrentClearOfFrozen);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateDetails();
        updateActions();
        const QModelIndex current = m_view->currentIndex();
        Q_EMIT currentGpuChanged(current.isValid() ? current.data(GpuTableModel::GpuIdRole).toString()
                                                   : QString());
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &SpecGridPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &SpecGridPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        m_keptId = current.isValid() ? current.data(GpuTableModel::GpuIdRole).toString() : QString();
        m_keptColumn = current.isValid() ? m_proxy->mapToSource(current).column() : -1;
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        // A correction resets the model: the user stays on the cell they changed.
        const int row = m_keptId.isEmpty() ? -1 : m_model->rowOf(m_keptId);
        if (row >= 0) {
            const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, m_keptColumn));
            if (index.isValid()) {
                m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                     QItemSelectionModel::Rows);
                scrollToCell(index);
            }
        }
        m_keptId.clear();
        rebuildArchitectureMenu();
        updateActions();
        updateCount();
        updateDetails();
    });
    connect(m_proxy, &GpuFilterProxyModel::filterChanged, this, &SpecGridPage::updateCount);
}

void SpecGridPage::scrollToCell(const QModelIndex &index)
{
    // A frozen cell (the name) is always in view across: only its row needs scrolling to. The table itself
    // would scroll right to bring its own copy, under the frozen view, into view (and hide the next column).
    if (m_frozen->frozenColumns().contains(m_proxy->mapToSource(index).column()))
        m_frozen->frozenView()->scrollTo(index);
    else
        m_view->scrollTo(index);
}

void SpecGridPage::keepCurrentClearOfFrozen()
{
    // The table scrolls a cell it moves to just into view, which at the left edge is under the frozen name
    // column: there the user could not see the cell they are on, nor the editor F2 opens on it.
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || m_frozen->frozenColumns().contains(m_proxy->mapToSource(current).column()))
        return;
    const int covered = m_frozen->frozenView()->geometry().right() - m_view->viewport()->x();
    QScrollBar *bar = m_view->horizontalScrollBar();
    while (bar->value() > bar->minimum() && m_view->visualRect(current).left() < covered) {
        const int step = m_view->horizontalScrollMode() == QAbstractItemView::ScrollPerPixel
                             ? covered - m_view->visualRect(current).left()
                             : 1;
        bar->setValue(bar->value() - step);
    }
}

void SpecGridPage::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    const Gpu *gpu = current.isValid() ? &m_model->gpuAt(m_proxy->mapToSource(current).row()) : nullptr;
    m_addCopyAction->setEnabled(gpu && !gpu->userAdded);
}

void SpecGridPage::selectGpu(const QString &id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const int column = m_model->columnOf(MetricKeys::Name);
    QModelIndex index = m_proxy->mapFromSource(m_model->index(row, column));
    if (!index.isValid()) { // filtered out: show everything again
        clearFilters();
        index = m_proxy->mapFromSource(m_model->index(row, column));
    }
    if (!index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    scrollToCell(index);
    m_view->setFocus(Qt::OtherFocusReason);
}

void SpecGridPage::editCell(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    // A frozen column (the name) shows in the frozen view, over the table's own cell.
    const bool frozen = m_frozen->frozenColumns().contains(m_proxy->mapToSource(index).column());
    (frozen ? m_frozen->frozenView() : m_view)->edit(index);
}

QMenu *SpecGridPage::cellMenu(const QModelIndex &index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    const QModelIndex source = m_proxy->mapToSource(index);
    const Gpu &gpu = m_model->gpuAt(source.row());
    const Metric *metric = m_model->metricAt(source.column());

    QAction *edit = menu->addAction(tr("&Edit Value…"), this, [this, index] { editCell(index); });
    edit->setObjectName(QStringLiteral("editValueAction"));
    edit->setShortcut(QKeySequence(Qt::Key_F2));
    edit->setEnabled(m_model->isEditableColumn(source.column()));

    const bool resettable = index.data(GpuTableModel::ResettableRole).toBool();
    const QString id = gpu.id;
    const QString key = metric ? metric->key : QString();
    QAction *reset =
        menu->addAction(resettable ? tr("&Reset to the Dataset's Value (%1)")
                                         .arg(index.data(GpuTableModel::DatasetValueRole).toString())
                                   : tr("&Reset to the Dataset's Value"),
                        this, [this, id, key] { Q_EMIT resetValueRequested(id, key); });
    reset->setObjectName(QStringLiteral("resetValueAction"));
    reset->setEnabled(resettable);

    menu->addSeparator();
    updateActions();
    menu->addAction(m_addCopyAction);
    if (gpu.userAdded) {
        QAction *remove = menu->addAction(tr("Re&move My GPU %1").arg(gpu.name), this,
                                          [this, id] { Q_EMIT removeGpuRequested(id); });
        remove->setObjectName(QStringLiteral("removeGpuAction"));
    }
    return menu;
}

void SpecGridPage::showCellMenu(QWidget *view, const QPoint &pos)
{
    Q_UNUSED(pos)
    // The current cell: a right click makes the clicked cell current, and the menu key (Shift+F10) opens
    // the menu for it; its position then is not over a cell.
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return;
    QMenu *menu = cellMenu(index, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto *table = static_cast<QTableView *>(view);
    const QRect cell = table->visualRect(index);
    const QPoint at = table->viewport()->rect().contains(cell.center())
                          ? table->viewport()->mapToGlobal(cell.center())
                          : view->mapToGlobal(pos);
    menu->popup(at);
}

void SpecGridPage::rebuildArchitectureMenu()
{
    // Each name once: a large dataset repeats a few architectures thousands of times.
    QSet<QString> architectures;
    for (const Gpu &gpu : m_model->dataset().gpus)
        architectures.insert(gpu.architecture);
    m_filterBar->setArchitectures(QStringList(architectures.cbegin(), architectures.cend()));
}

void SpecGridPage::applyFilter()
{
    GpuFilter filter = m_filterBar->filter();
    filter.onlyIds = QSet<QString>(m_onlyIds.cbegin(), m_onlyIds.cend());
    m_proxy->setFilter(filter);
}

void SpecGridPage::clearFilters()
{
    m_onlyIds.clear();
    m_onlyBanner->hide();
    m_filterBar->clear();
}

void SpecGridPage::showOnly(const QStringList &ids, const QString &reason)
{
    m_onlyIds = ids;
    m_onlyBanner->setVisible(!ids.isEmpty());
    m_onlyLabel->setText(reason.isEmpty() ? tr("Showing %n chosen GPU(s).", nullptr, int(ids.size()))
                                          : reason);
    applyFilter();
}

void SpecGridPage::setSparse(bool sparse)
{
    m_filterBar->setSparse(sparse);
}

void SpecGridPage::applyDefaultColumns()
{
    QHeaderView *header = m_view->horizontalHeader();
    m_unsizedColumns.clear();
    const int name = m_model->columnOf(MetricKeys::Name);
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (column >= GpuTableModel::FirstMetricColumn)
            m_view->setColumnHidden(column, !m_model->metricAt(column)->defaultVisible);
        // Measuring a column's cells is what fitting costs; only the columns in view are measured before the
        // first frame (fitColumnsInView). Until then a shown column is as wide as its label, which the
        // header has measured anyway and is the width of most; a hidden one is fitted when it is shown
        // (fitShownColumn).
        if (column == name) {
            header->resizeSection(column, 190);
            continue;
        }
        m_unsizedColumns.insert(column);
        if (!header->isSectionHidden(column))
            header->resizeSection(column, header->sectionSizeHint(column));
    }
    fitColumnsInView();
}

void SpecGridPage::fitColumnsInView()
{
    if (m_unsizedColumns.isEmpty())
        return;
    QHeaderView *header = m_view->horizontalHeader();
    const int right = header->offset() + m_view->viewport()->width();
    // Left to right: fitting a column moves those after it.
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical))
            continue;
        if (header->sectionPosition(logical) >= right)
            break;
        if (m_unsizedColumns.remove(logical))
            header->resizeSection(logical, contentWidth(logical));
    }
}

void SpecGridPage::fitAllColumns()
{
    QHeaderView *header = m_view->horizontalHeader();
    for (auto it = m_unsizedColumns.begin(); it != m_unsizedColumns.end();) {
        if (header->isSectionHidden(*it)) {
            ++it;
            continue;
        }
        const int column = *it;
        it = m_unsizedColumns.erase(it);
        header->resizeSection(column, contentWidth(column));
    }
}

void SpecGridPage::fitShownColumn(int column, int oldSize, int newSize)
{
    // QHeaderView resizes a section from 0 to its kept size when it is shown again.
    if (oldSize != 0 || newSize == 0 || !m_unsizedColumns.remove(column))
        return;
    m_view->horizontalHeader()->resizeSection(column, contentWidth(column));
}

int SpecGridPage::contentWidth(int column) const
{
    return ColumnWidths::contentWidth(*m_view, column);
}

void SpecGridPage::resetLayout()
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int logical = 0; logical < header->count(); ++logical)
        header->moveSection(header->visualIndex(logical), logical);
    applyDefaultColumns();
    fitNameColumn();
    m_splitter->setSizes({900, 300});
}

void SpecGridPage::fitNameColumn()
{
    const int column = m_model->columnOf(MetricKeys::Name);
    // Never narrower than the user made it.
    m_view->setColumnWidth(column, std::max(m_view->columnWidth(column), contentWidth(column)));
}

void SpecGridPage::updateCount()
{
    m_filterBar->setCountText(tr("%1 of %n GPU(s)", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()),
                              QStringLiteral("%1/%2").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void SpecGridPage::focusSearch()
{
    m_filterBar->searchField()->setFocus(Qt::ShortcutFocusReason);
    m_filterBar->searchField()->selectAll();
}

std::vector<const Gpu *> SpecGridPage::visibleGpus() const
{
    std::vector<const Gpu *> gpus;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        gpus.push_back(&m_model->gpuAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row()));
    return gpus;
}

std::vector<const Metric *> SpecGridPage::visibleColumns() const
{
    std::vector<const Metric *> columns;
    const QHeaderView *header = m_view->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical))
            continue;
        if (const Metric *metric = m_model->metricAt(logical))
            columns.push_back(metric);
    }
    return columns;
}

QString SpecGridPage::selectedRowsAsTsv() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty())
        return {};
    std::vector<const Gpu *> gpus;
    for (int row : rows)
        gpus.push_back(&m_model->gpuAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row()));
    return TableExport::tabSeparated(gpus, visibleColumns());
}

void SpecGridPage::copySelection()
{
    const QString text = selectedRowsAsTsv();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void SpecGridPage::showHeaderMenu(const QPoint &pos)
{
    QMenu menu(this);
    QHeaderView *header = m_view->horizontalHeader();
    for (int column = GpuTableModel::FirstMetricColumn; column < m_model->columnCount(); ++column) {
        const Metric *metric = m_model->metricAt(column);
        QAction *action = menu.addAction(metric->labelWithUnit());
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(column));
        action->setEnabled(metric->key != MetricKeys::Name);
        connect(action, &QAction::toggled, this, [this, column](bool visible) {
            m_view->setColumnHidden(column, !visible);
            if (visible && m_view->columnWidth(column) < 30)
                m_view->resizeColumnToContents(column);
        });
    }
    menu.addSeparator();
    QAction *showAll = menu.addAction(tr("Show all columns"));
    connect(showAll, &QAction::triggered, this, [this] {
        for (int column = 0; column < m_model->columnCount(); ++column)
            m_view->setColumnHidden(column, false);
    });
    menu.exec(header->mapToGlobal(pos));
}

QString SpecGridPage::detailsHtml() const
{
    return m_details->html();
}

int SpecGridPage::figureIndent() const
{
    return m_details->figureIndent();
}

void SpecGridPage::updateDetails()
{
    const QModelIndex current = m_view->currentIndex();
    const Gpu *gpu = current.isValid() ? &m_model->gpuAt(m_proxy->mapToSource(current).row()) : nullptr;
    m_details->showGpu(gpu, gpu && m_model->localGpuIds().contains(gpu->id));
}

void SpecGridPage::restoreState(const Settings &settings)
{
    const QByteArray header = settings.gridHeaderState();
    if (!header.isEmpty() && m_view->horizontalHeader()->restoreState(header)) {
        const QHeaderView *h = m_view->horizontalHeader();
        // The stored state holds the widths of the columns it shows; a hidden one is fitted when shown.
        for (auto it = m_unsizedColumns.begin(); it != m_unsizedColumns.end();)
            it = h->isSectionHidden(*it) ? std::next(it) : m_unsizedColumns.erase(it);
        m_view->sortByColumn(h->sortIndicatorSection(), h->sortIndicatorOrder());
    }
    const QByteArray splitter = settings.bytes(Settings::DetailsSplitterState);
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_filterBar->searchField()->setText(settings.string(Settings::FilterText));
    setSparse(settings.flag(Settings::SparseFigures));
}

void SpecGridPage::saveState(Settings &settings) const
{
    settings.setGridHeaderState(m_view->horizontalHeader()->saveState());
    settings.setValue(Settings::DetailsSplitterState, m_splitter->saveState());
    settings.setValue(Settings::FilterText, m_filterBar->searchField()->text());
    settings.setValue(Settings::SparseFigures, m_filterBar->isSparse());
}

bool SpecGridPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        // The columns coming into view are fitted before they are painted; once the first frame is on
        // screen, the rest (the scroll bar then keeps its size).
        if (event->type() == QEvent::Resize)
            fitColumnsInView();
        else if (event->type() == QEvent::Paint && !m_fitQueued &&
                 std::any_of(m_unsizedColumns.cbegin(), m_unsizedColumns.cend(),
                             [this](int column) { return !m_view->isColumnHidden(column); })) {
            m_fitQueued = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_fitQueued = false;
                    fitAllColumns();
                },
                Qt::QueuedConnection);
        }
        return false;
    }
    // From the search field to what it found, as in a file dialog: Down or Enter moves to the grid, onto the
    // first GPU's name when no row is current.
    if (watched == m_filterBar->searchField() && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool onward =
            key->key() == Qt::Key_Down || key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (onward && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && m_proxy->rowCount() > 0) {
            if (!m_view->currentIndex().isValid())
                m_view->setCurrentIndex(m_proxy->index(0, m_model->columnOf(MetricKeys::Name)));
            else if (!m_view->selectionModel()->hasSelection()) // the filter took the selected rows away
                m_view->selectionModel()->select(m_view->currentIndex(),
                                                 QItemSelectionModel::Select | QItemSelectionModel::Rows);
            m_view->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    // Space ticks the compare box of the current row from any column, not only from the check column.
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Space || key->key() == Qt::Key_Select) &&
            key->modifiers() == Qt::NoModifier && m_view->currentIndex().isValid()) {
            toggleCompare(m_view->currentIndex());
            return true;
        }
        // Shift+F10 opens the cell's menu as the menu key does, on every platform theme.
        if (key->key() == Qt::Key_F10 && key->modifiers() == Qt::ShiftModifier) {
            showCellMenu(m_view, QPoint());
            return true;
        }
        // F2 on a frozen cell (the name) edits it where it shows, in the frozen view.
        if (key->key() == Qt::Key_F2 && key->modifiers() == Qt::NoModifier &&
            m_view->currentIndex().isValid() &&
            m_frozen->frozenColumns().contains(m_proxy->mapToSource(m_view->currentIndex()).column())) {
            editCell(m_view->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SpecGridPage::toggleCompare(const QModelIndex &index)
{
    const QModelIndex check = m_proxy->index(index.row(), GpuTableModel::CompareColumn);
    const bool checked = check.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    m_proxy->setData(check, checked ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
}

void SpecGridPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_onlyBanner->setBackgroundRole(QPalette::AlternateBase);
    QWidget::changeEvent(event);
}

QLineEdit *SpecGridPage::searchField() const
{
    return m_filterBar->searchField();
}
