#include "specgridpage.h"

#include "frozencolumns.h"
#include "gpufilterproxymodel.h"
#include "gpuitemdelegate.h"
#include "gputablemodel.h"
#include "metrics.h"
#include "presentation.h"
#include "settings.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
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
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

SpecGridPage::SpecGridPage(GpuTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new GpuFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    auto *bar = new QWidget(this);
    buildFilterBar(bar);
    layout->addWidget(bar);

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
    layout->addWidget(m_onlyBanner);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("specSplitter"));
    m_view = new QTableView(m_splitter);
    m_view->setObjectName(QStringLiteral("specTable"));
    m_view->setAccessibleName(tr("GPU specifications"));
    m_view->setAccessibleDescription(tr("One row per GPU. Space ticks or unticks the current GPU for the "
                                        "comparison charts; Ctrl+C copies the selected rows."));
    m_view->installEventFilter(this);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new GpuItemDelegate(m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(m_model->columnOf(QStringLiteral("fp16_bf16_dense_tflops")), Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    // No Qt::TextWordWrap here: with it, QHeaderView::restoreState() refuses every state (Qt 6.4).
    header->setDefaultAlignment(Qt::AlignCenter);
    header->setMinimumHeight(2 * m_view->fontMetrics().height() + 10);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &SpecGridPage::showHeaderMenu);
    applyDefaultColumns();
    // The GPU's name stays in view when the grid scrolls right to prices and derived columns.
    m_frozen = new FrozenColumns(m_view, m_model->columnOf(QStringLiteral("name")));

    m_details = new QTextBrowser(m_splitter);
    m_details->setObjectName(QStringLiteral("gpuDetails"));
    m_details->setAccessibleName(tr("GPU details"));
    m_details->setOpenExternalLinks(true);
    m_details->setMinimumWidth(220);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({900, 300});
    layout->addWidget(m_splitter, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateDetails();
        const QModelIndex current = m_view->currentIndex();
        Q_EMIT currentGpuChanged(current.isValid() ? current.data(GpuTableModel::GpuIdRole).toString()
                                                   : QString());
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &SpecGridPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &SpecGridPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        rebuildArchitectureMenu();
        updateCount();
        updateDetails();
    });
    connect(m_proxy, &GpuFilterProxyModel::filterChanged, this, &SpecGridPage::updateCount);

    rebuildArchitectureMenu();
    updateCount();
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, m_model->columnOf(QStringLiteral("name"))));
}

void SpecGridPage::buildFilterBar(QWidget *bar)
{
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);

    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setPlaceholderText(tr("Search name, architecture, memory… (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search GPUs"));
    m_search->setMinimumWidth(120); // the whole bar fits a 1024-pixel window
    connect(m_search, &QLineEdit::textChanged, this, &SpecGridPage::applyFilter);
    row->addWidget(m_search, 2);

    const QStringList segments = knownSegments();
    for (int i = 0; i < 3; ++i) {
        auto *button = new QToolButton(bar);
        button->setText(segmentLabel(segments.at(i)));
        button->setCheckable(true);
        button->setProperty("segment", segments.at(i));
        button->setToolTip(
            tr("Show only %1 GPUs (several may be ticked)").arg(segmentLabel(segments.at(i)).toLower()));
        button->setAccessibleName(tr("%1 segment").arg(segmentLabel(segments.at(i))));
        button->setFocusPolicy(Qt::StrongFocus);
        connect(button, &QToolButton::toggled, this, &SpecGridPage::applyFilter);
        m_segmentButtons[i] = button;
        row->addWidget(button);
    }

    m_architectureButton = new QToolButton(bar);
    m_architectureButton->setText(tr("Architecture"));
    m_architectureButton->setPopupMode(QToolButton::InstantPopup);
    m_architectureButton->setAccessibleName(tr("Filter by architecture"));
    m_architectureButton->setFocusPolicy(Qt::StrongFocus);
    m_architectureButton->setMenu(new QMenu(m_architectureButton));
    row->addWidget(m_architectureButton);

    auto *vramLabel = new QLabel(tr("&Min VRAM:"), bar);
    m_minVram = new QSpinBox(bar);
    m_minVram->setObjectName(QStringLiteral("minVram"));
    m_minVram->setRange(0, 512);
    m_minVram->setSingleStep(8);
    m_minVram->setSuffix(tr(" GB"));
    m_minVram->setSpecialValueText(tr("any"));
    m_minVram->setAccessibleName(tr("Minimum VRAM in GB"));
    vramLabel->setBuddy(m_minVram);
    connect(m_minVram, &QSpinBox::valueChanged, this, &SpecGridPage::applyFilter);
    row->addWidget(vramLabel);
    row->addWidget(m_minVram);

    m_nvlinkOnly = new QCheckBox(tr("&NVLink only"), bar);
    m_nvlinkOnly->setObjectName(QStringLiteral("nvlinkOnly"));
    connect(m_nvlinkOnly, &QCheckBox::toggled, this, &SpecGridPage::applyFilter);
    row->addWidget(m_nvlinkOnly);

    m_sparse = new QCheckBox(tr("S&parse figures"), bar);
    m_sparse->setObjectName(QStringLiteral("sparseFigures"));
    m_sparse->setToolTip(tr("Show tensor throughput with 2:4 structured sparsity (NVIDIA's headline figures) "
                            "instead of dense figures. Training uses dense throughput."));
    connect(m_sparse, &QCheckBox::toggled, this, [this](bool sparse) {
        m_model->setSparse(sparse);
        updateDetails();
        Q_EMIT sparseChanged(sparse);
    });
    row->addWidget(m_sparse);

    auto *clear = new QToolButton(bar);
    clear->setText(tr("Clear filters"));
    clear->setFocusPolicy(Qt::StrongFocus);
    connect(clear, &QToolButton::clicked, this, &SpecGridPage::clearFilters);
    row->addWidget(clear);

    clear->setAccessibleName(tr("Clear all filters"));

    m_count = new QLabel(bar);
    m_count->setObjectName(QStringLiteral("gpuCount"));
    m_count->setAccessibleName(tr("Number of GPUs shown"));
    m_count->setMinimumWidth(1); // gives way first on a narrow window; the status bar has the total too
    row->addStretch(1);
    row->addWidget(m_count);
}

void SpecGridPage::rebuildArchitectureMenu()
{
    QMenu *menu = m_architectureButton->menu();
    menu->clear();
    QStringList architectures;
    for (const Gpu &gpu : m_model->dataset().gpus) {
        if (!architectures.contains(gpu.architecture))
            architectures.append(gpu.architecture);
    }
    std::sort(architectures.begin(), architectures.end());
    m_architectures.erase(std::remove_if(m_architectures.begin(), m_architectures.end(),
                                         [&](const QString &a) { return !architectures.contains(a); }),
                          m_architectures.end());
    for (const QString &architecture : architectures) {
        QAction *action = menu->addAction(architecture);
        action->setCheckable(true);
        action->setChecked(m_architectures.contains(architecture));
        connect(action, &QAction::toggled, this, [this, architecture](bool checked) {
            if (checked && !m_architectures.contains(architecture))
                m_architectures.append(architecture);
            else if (!checked)
                m_architectures.removeAll(architecture);
            applyFilter();
        });
    }
    applyFilter();
}

void SpecGridPage::applyFilter()
{
    GpuFilter filter;
    filter.text = m_search->text();
    for (QToolButton *button : m_segmentButtons) {
        if (button->isChecked())
            filter.segments.insert(button->property("segment").toString());
    }
    filter.architectures = QSet<QString>(m_architectures.cbegin(), m_architectures.cend());
    if (m_minVram->value() > 0)
        filter.minVramGb = m_minVram->value();
    filter.nvlinkOnly = m_nvlinkOnly->isChecked();
    filter.onlyIds = QSet<QString>(m_onlyIds.cbegin(), m_onlyIds.cend());
    m_architectureButton->setText(
        m_architectures.isEmpty() ? tr("Architecture") : tr("Architecture (%1)").arg(m_architectures.size()));
    m_proxy->setFilter(filter);
}

void SpecGridPage::clearFilters()
{
    const QSignalBlocker blockSearch(m_search);
    m_search->clear();
    for (QToolButton *button : m_segmentButtons) {
        const QSignalBlocker block(button);
        button->setChecked(false);
    }
    m_architectures.clear();
    for (QAction *action : m_architectureButton->menu()->actions()) {
        const QSignalBlocker block(action);
        action->setChecked(false);
    }
    {
        const QSignalBlocker block(m_minVram);
        m_minVram->setValue(0);
    }
    {
        const QSignalBlocker block(m_nvlinkOnly);
        m_nvlinkOnly->setChecked(false);
    }
    m_onlyIds.clear();
    m_onlyBanner->hide();
    applyFilter();
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
    m_sparse->setChecked(sparse);
}

void SpecGridPage::applyDefaultColumns()
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (column >= GpuTableModel::FirstMetricColumn)
            m_view->setColumnHidden(column, !m_model->metricAt(column)->defaultVisible);
        header->resizeSection(column, contentWidth(column)); // hidden ones too: ready when shown
    }
    header->resizeSection(m_model->columnOf(QStringLiteral("name")), 190);
}

int SpecGridPage::contentWidth(int column) const
{
    // QTableView::resizeColumnsToContents() lays out the text of every cell (up to 1,000 rows) through
    // the style, which was most of the time to open a 10,000-GPU dataset. The width comes from the
    // widest cells, so only the few that look widest are measured: the longest texts, counting bold
    // (best value), the estimate marker and the "in this machine" badge as extra characters.
    // tst_mainwindow checks the result equals resizeColumnsToContents() on the bundled data.
    constexpr int kScannedRows = 1000; // as QHeaderView's default resizeContentsPrecision
    constexpr std::size_t kMeasured = 4;
    struct Candidate
    {
        qsizetype score;
        int row;
    };
    std::vector<Candidate> widest;
    const int rows = std::min(m_proxy->rowCount(), kScannedRows);
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_proxy->index(row, column);
        qsizetype score = index.data(Qt::DisplayRole).toString().size();
        if (index.data(GpuTableModel::EstimatedRole).toBool())
            score += Presentation::markedAfter(QString()).size();
        if (index.data(GpuFilterProxyModel::IsBestRole).toBool())
            score += 1 + score / 8;
        if (GpuItemDelegate::isLocalNameCell(index))
            score += GpuItemDelegate::localBadgeText().size() + 3;
        if (widest.size() < kMeasured || score > widest.back().score) {
            if (widest.size() == kMeasured)
                widest.pop_back();
            const auto at = std::find_if(widest.begin(), widest.end(),
                                         [score](const Candidate &c) { return score > c.score; });
            widest.insert(at, {score, row});
        }
    }
    const QHeaderView *header = m_view->horizontalHeader();
    int width = header->sectionSizeHint(column);
    const int grid = m_view->showGrid() ? 1 : 0; // as QTableView::sizeHintForColumn()
    for (const Candidate &candidate : widest)
        width =
            std::max(width, m_view->sizeHintForIndex(m_proxy->index(candidate.row, column)).width() + grid);
    return std::clamp(width, header->minimumSectionSize(), header->maximumSectionSize());
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
    const int column = m_model->columnOf(QStringLiteral("name"));
    // Never narrower than the user made it.
    m_view->setColumnWidth(column, std::max(m_view->columnWidth(column), contentWidth(column)));
}

void SpecGridPage::updateCount()
{
    m_count->setText(tr("%1 of %n GPU(s)", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
}

void SpecGridPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
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
    const std::vector<const Metric *> columns = visibleColumns();
    QStringList lines;
    QStringList header;
    for (const Metric *metric : columns)
        header.append(metric->labelWithUnit());
    lines.append(header.join(QLatin1Char('\t')));
    for (int row : rows) {
        const Gpu &gpu = m_model->gpuAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
        QStringList cells;
        for (const Metric *metric : columns)
            cells.append(metric->isNumeric() ? metric->plainText(gpu) : metric->displayText(gpu));
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
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
        action->setEnabled(metric->key != QLatin1String("name"));
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

void SpecGridPage::updateDetails()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_details->setHtml(tr("<p>Select a GPU to see all its figures, notes and sources.</p>"));
        return;
    }
    const Gpu &gpu = m_model->gpuAt(m_proxy->mapToSource(current).row());
    m_details->setHtml(Presentation::detailsHtml(gpu, m_model->localGpuIds().contains(gpu.id)));
}

void SpecGridPage::restoreState(const Settings &settings)
{
    const QByteArray header = settings.gridHeaderState();
    if (!header.isEmpty() && m_view->horizontalHeader()->restoreState(header)) {
        const QHeaderView *h = m_view->horizontalHeader();
        m_view->sortByColumn(h->sortIndicatorSection(), h->sortIndicatorOrder());
    }
    const QByteArray splitter = settings.bytes(Settings::DetailsSplitterState);
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_search->setText(settings.string(Settings::FilterText));
    setSparse(settings.flag(Settings::SparseFigures));
}

void SpecGridPage::saveState(Settings &settings) const
{
    settings.setGridHeaderState(m_view->horizontalHeader()->saveState());
    settings.setValue(Settings::DetailsSplitterState, m_splitter->saveState());
    settings.setValue(Settings::FilterText, m_search->text());
    settings.setValue(Settings::SparseFigures, m_sparse->isChecked());
}

bool SpecGridPage::eventFilter(QObject *watched, QEvent *event)
{
    // Space ticks the compare box of the current row from any column, not only from the check column.
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Space || key->key() == Qt::Key_Select) &&
            key->modifiers() == Qt::NoModifier && m_view->currentIndex().isValid()) {
            toggleCompare(m_view->currentIndex());
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
