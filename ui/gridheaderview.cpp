#include "ui/gridheaderview.h"

#include <QAbstractItemModel>
#include <QEvent>

GridHeaderView::GridHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{}

void GridHeaderView::shareSizesWith(const GridHeaderView &other)
{
    m_sizes = other.m_sizes;
}

QSize GridHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    const QAbstractItemModel *source = model();
    if (!source)
        return QHeaderView::sectionSizeFromContents(logicalIndex);
    // Only a plain text label is kept: a size, font or icon from the model changes what the style measures.
    const auto role = [&](int r) { return source->headerData(logicalIndex, orientation(), r); };
    if (role(Qt::SizeHintRole).isValid() || role(Qt::FontRole).isValid() ||
        role(Qt::DecorationRole).isValid())
        return QHeaderView::sectionSizeFromContents(logicalIndex);
    const QString text = role(Qt::DisplayRole).toString();
    // QHeaderView makes room for the arrow in every section while sort indicators are shown.
    QHash<QString, QSize> &sizes = isSortIndicatorShown() ? m_sizes->withSortIndicator : m_sizes->plain;
    auto known = sizes.constFind(text);
    if (known == sizes.cend())
        known = sizes.insert(text, QHeaderView::sectionSizeFromContents(logicalIndex));
    return *known;
}

void GridHeaderView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        // A header sharing the old sizes keeps them: it has not changed font or style.
        m_sizes = std::make_shared<Sizes>();
    }
    QHeaderView::changeEvent(event);
}
