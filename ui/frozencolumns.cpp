#include "ui/frozencolumns.h"

#include "ui/gridheaderview.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

FrozenColumns::FrozenColumns(QTableView *table, int keyColumn)
    : QObject(table)
    , m_table(table)
    , m_frozen(new QTableView(table))
    , m_keyColumn(keyColumn)
{
    m_frozen->setObjectName(QStringLiteral("frozenColumns"));
    if (const auto *tableHeader = qobject_cast<const GridHeaderView *>(table->horizontalHeader())) {
        // The same labels in the same font: measured once for both headers.
        auto *header = new GridHeaderView(Qt::Horizontal, m_frozen);
        header->shareSizesWith(*tableHeader);
        header->setSectionsClickable(true);
        m_frozen->setHorizontalHeader(header);
        // Before the model, which has the header measure its labels: with the table's sort arrow, as those
        // measured there.
        header->setSortIndicatorShown(tableHeader->isSortIndicatorShown());
    }
    // The row height before the model: set after, it resizes every row once (a tenth of a second for 10,000).
    m_frozen->verticalHeader()->hide();
    m_frozen->verticalHeader()->setDefaultSectionSize(table->verticalHeader()->defaultSectionSize());
    m_frozen->setModel(table->model());
    m_frozen->setSelectionModel(table->selectionModel());
    m_frozen->setItemDelegate(table->itemDelegate());
    m_frozen->setSelectionBehavior(table->selectionBehavior());
    m_frozen->setSelectionMode(table->selectionMode());
    m_frozen->setAlternatingRowColors(table->alternatingRowColors());
    m_frozen->setWordWrap(table->wordWrap());
    m_frozen->setFocusPolicy(Qt::NoFocus); // the keyboard stays with the table
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_frozen->setVerticalScrollMode(table->verticalScrollMode());
    m_frozen->setAccessibleName(tr("GPU names"));
    QHeaderView *header = m_frozen->horizontalHeader();
    QHeaderView *tableHeader = table->horizontalHeader();
    header->setDefaultAlignment(tableHeader->defaultAlignment());
    header->setHighlightSections(false);
    header->setSortIndicatorShown(tableHeader->isSortIndicatorShown());
    header->setSortIndicator(tableHeader->sortIndicatorSection(), tableHeader->sortIndicatorOrder());
    header->setSectionsClickable(true);
    header->setContextMenuPolicy(Qt::NoContextMenu);
    m_frozen->raise(); // over the table's viewport and header; it never reaches the scroll bars
    // Its header and viewport cover every pixel of it: opaque, it spares the table's viewport and header
    // painting the frozen cells underneath (Qt leaves out what an opaque sibling above covers).
    m_frozen->setAttribute(Qt::WA_OpaquePaintEvent);

    connect(m_frozen->verticalScrollBar(), &QScrollBar::valueChanged, table->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(table->verticalScrollBar(), &QScrollBar::valueChanged, m_frozen->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(tableHeader, &QHeaderView::sectionResized, this, [this](int logical, int oldSize, int size) {
        if (m_syncing)
            return;
        if (oldSize == 0 || size == 0) // shown or hidden
            syncColumns();
        else if (frozenColumns().contains(logical)) {
            m_frozen->setColumnWidth(logical, size);
            updateGeometry();
        }
    });
    connect(header, &QHeaderView::sectionResized, this, [this](int logical, int, int size) {
        if (!m_syncing && m_table->columnWidth(logical) != size)
            m_table->setColumnWidth(logical, size);
    });
    connect(tableHeader, &QHeaderView::sectionMoved, this, &FrozenColumns::syncColumns);
    connect(tableHeader, &QHeaderView::sectionCountChanged, this, &FrozenColumns::syncColumns);
    connect(tableHeader, &QHeaderView::geometriesChanged, this, &FrozenColumns::updateGeometry);
    connect(tableHeader, &QHeaderView::sortIndicatorChanged, header, &QHeaderView::setSortIndicator);
    // A click on a frozen header sorts the table as a click on the table's own header does.
    connect(header, &QHeaderView::sectionClicked, this, [this, tableHeader](int logical) {
        const bool same = tableHeader->sortIndicatorSection() == logical;
        const Qt::SortOrder order = same && tableHeader->sortIndicatorOrder() == Qt::AscendingOrder
                                        ? Qt::DescendingOrder
                                        : Qt::AscendingOrder;
        m_table->sortByColumn(logical, same ? order : Qt::AscendingOrder);
    });
    connect(table->model(), &QAbstractItemModel::modelReset, this, &FrozenColumns::syncColumns);
    connect(table->model(), &QAbstractItemModel::layoutChanged, this, &FrozenColumns::syncColumns);
    connect(table->model(), &QAbstractItemModel::columnsInserted, this, &FrozenColumns::syncColumns);
    connect(table->model(), &QAbstractItemModel::columnsRemoved, this, &FrozenColumns::syncColumns);
    table->installEventFilter(this);
    table->viewport()->installEventFilter(this);
    syncColumns();
    m_frozen->show();
}

QList<int> FrozenColumns::frozenColumns() const
{
    QList<int> columns;
    const QHeaderView *header = m_table->horizontalHeader();
    const int last = header->visualIndex(m_keyColumn);
    for (int visual = 0; visual <= last; ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns.append(logical);
    }
    return columns;
}

void FrozenColumns::syncColumns()
{
    m_syncing = true;
    const QList<int> frozen = frozenColumns();
    QHeaderView *header = m_frozen->horizontalHeader();
    for (int column = 0; column < m_table->model()->columnCount(); ++column) {
        m_frozen->setColumnHidden(column, !frozen.contains(column));
        if (frozen.contains(column))
            m_frozen->setColumnWidth(column, m_table->columnWidth(column));
    }
    for (int i = 0; i < frozen.size(); ++i)
        header->moveSection(header->visualIndex(frozen.at(i)), i);
    m_syncing = false;
    updateGeometry();
}

void FrozenColumns::updateGeometry()
{
    int width = 0;
    for (const int column : frozenColumns())
        width += m_table->columnWidth(column);
    const QHeaderView *tableHeader = m_table->horizontalHeader();
    m_frozen->horizontalHeader()->setFixedHeight(tableHeader->height());
    m_frozen->setGeometry(m_table->frameWidth() + (m_table->verticalHeader()->isVisible()
                                                       ? m_table->verticalHeader()->width()
                                                       : 0),
                          m_table->frameWidth(), std::min(width, m_table->viewport()->width()),
                          m_table->viewport()->height() + tableHeader->height());
    m_frozen->verticalScrollBar()->setValue(m_table->verticalScrollBar()->value());
}

bool FrozenColumns::eventFilter(QObject *watched, QEvent *event)
{
    // The event type first: while the table is being destroyed its children still send events, and calling
    // the table's members then is undefined (UBSan: "not an object of type QAbstractScrollArea").
    if ((event->type() == QEvent::Resize || event->type() == QEvent::Show) &&
        (watched == m_table || watched == m_table->viewport()))
        updateGeometry();
    // The current cell may be a frozen one, framed while the table has the focus.
    if ((event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut) && watched == m_table)
        m_frozen->viewport()->update();
    return QObject::eventFilter(watched, event);
}
