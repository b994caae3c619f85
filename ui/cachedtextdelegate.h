#pragma once

#include "ui/textlayoutcache.h"

#include <QStyledItemDelegate>

/// Paints and measures one-line text cells as the style does, drawing each text from a cache of laid-out
/// lines: the style lays a cell's text out three times a paint (its size, its elision and the drawing), and a
/// view repaints every visible cell when it scrolls or its rows are ranked again, most with the same text.
/// Cells with a check box, an icon, wrapped text or an editor are left to the style.
class CachedTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    /// Whether paintText() draws the cell `option` describes (after initStyleOption()).
    static bool drawsText(const QStyleOptionViewItem &option);
    /// Draws the cell as QCommonStyle's CE_ItemViewItem does: its background, focus frame and text.
    void paintText(QPainter *painter, QStyleOptionViewItem &option) const;

private:
    mutable TextLayoutCache m_text;
};
