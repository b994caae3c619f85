#pragma once

#include <QStyledItemDelegate>

/// Paints a fit map cell as the exported figure does: the state's fill, glyph and two lines of text, in the
/// view's palette (light or dark), with a frame for the current and selected cells.
class FitMapDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
