#include "gpuitemdelegate.h"

#include "gpufilterproxymodel.h"
#include "gputablemodel.h"

#include <QApplication>
#include <QPainter>

QString GpuItemDelegate::estimateMarker()
{
    return QStringLiteral(" ≈");
}

void GpuItemDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->text.isEmpty())
        return;
    if (index.data(GpuTableModel::EstimatedRole).toBool()) {
        option->font.setItalic(true);
        option->text += estimateMarker();
    }
    if (index.data(GpuFilterProxyModel::IsBestRole).toBool())
        option->font.setBold(true);
}

void GpuItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(GpuFilterProxyModel::IsBestRole).toBool() && !(option.state & QStyle::State_Selected)) {
        // A soft tint of the highlight colour, readable in light and dark palettes.
        QColor tint = option.palette.color(QPalette::Highlight);
        tint.setAlpha(48);
        painter->fillRect(option.rect, tint);
    }
    QStyledItemDelegate::paint(painter, option, index);
}
