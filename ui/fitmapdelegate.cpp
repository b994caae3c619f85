#include "ui/fitmapdelegate.h"

#include "app/core/fitmapmodel.h"
#include "ui/charts/fitmapfigure.h"

#include <QPainter>

namespace {

QStringList linesOf(const QModelIndex &index)
{
    return index.data(Qt::DisplayRole).toString().split(QLatin1Char('\n'));
}

} // namespace

void FitMapDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    const QVariant status = index.data(FitMapModel::StatusRole);
    if (!status.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const FigureStyle style = FigureStyle::fromPalette(option.palette);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    FitMapFigure::paintCell(*painter, QRectF(option.rect), FitMap::Status(status.toInt()), linesOf(index),
                            style, option.font, index.data(FitMapModel::MayFitRole).toBool());
    if (option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        QPen pen(option.palette.color(QPalette::Highlight), 2);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1));
    }
    painter->restore();
}

QSize FitMapDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(FitMapModel::StatusRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    return FitMapFigure::cellSize(linesOf(index), option.font).toSize() + QSize(2, 2);
}
