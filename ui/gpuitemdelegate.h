#pragma once

#include <QStyledItemDelegate>

/// Draws spec-grid cells: estimates in italics with a marker, the best value of a column in bold on a tint.
class GpuItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QString estimateMarker();

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
