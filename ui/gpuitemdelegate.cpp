#include "ui/gpuitemdelegate.h"

#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "ui/charts/figurestyle.h"

#include <QPainter>
#include <QPolygon>
#include <QStyle>

#include <algorithm>

QString GpuItemDelegate::localBadgeText()
{
    return tr("in this machine");
}

bool GpuItemDelegate::isLocalNameCell(const QModelIndex &index)
{
    return index.data(GpuTableModel::LocalGpuRole).toBool() &&
           index.data(GpuTableModel::MetricKeyRole).toString() == MetricKeys::Name;
}

QString GpuItemDelegate::withoutUnit(const QString &text, const QModelIndex &index)
{
    // The column header names the unit once ("VRAM / GB"); a cell repeating it is noise. Copies and screen
    // readers keep the model's full text.
    const Metric *metric = Metrics::find(index.data(GpuTableModel::MetricKeyRole).toString());
    if (!metric || !metric->isNumeric() || metric->unit().isEmpty())
        return text;
    const QString suffix = QLatin1Char(' ') + metric->unit();
    return text.endsWith(suffix) ? text.chopped(suffix.size()) : text;
}

QFont GpuItemDelegate::badgeFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    font.setItalic(false);
    font.setPointSizeF(base.pointSizeF() * 0.8);
    return font;
}

void GpuItemDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->text.isEmpty())
        return;
    option->text = withoutUnit(option->text, index);
    if (index.data(GpuTableModel::EstimatedRole).toBool()) {
        option->font.setItalic(true);
        option->text = Presentation::markedAfter(option->text);
    }
    if (index.data(GpuTableModel::StalePriceRole).toBool())
        option->text = Presentation::markedStale(option->text);
    if (index.data(GpuFilterProxyModel::IsBestRole).toBool())
        option->font.setBold(true);
}

void GpuItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    // The current cell of the view that has the focus for this one: painted as that view would paint it.
    if (!(option.state & QStyle::State_HasFocus) && m_focusView && m_focusView->hasFocus() &&
        index == m_focusView->currentIndex()) {
        QStyleOptionViewItem focused = option;
        focused.state |= QStyle::State_HasFocus;
        paint(painter, focused, index);
        return;
    }
    if (index.data(GpuFilterProxyModel::IsBestRole).toBool() && !(option.state & QStyle::State_Selected)) {
        // A soft tint of the highlight colour, readable in light and dark palettes.
        QColor tint = option.palette.color(QPalette::Highlight);
        tint.setAlpha(48);
        painter->fillRect(option.rect, tint);
    }
    if (!isLocalNameCell(index)) {
        CachedTextDelegate::paint(painter, option, index);
        paintUserMark(painter, option, index);
        paintCurrentFrame(painter, option);
        return;
    }
    // The name cell of a GPU in this machine: the name, then a pill-shaped badge at the right edge.
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int pad = metrics.height() / 3;
    const QString badge = localBadgeText();
    const QSize pill(metrics.horizontalAdvance(badge) + 2 * pad, metrics.height() + 2);
    QStyleOptionViewItem textOption = option;
    const bool fits =
        QStyledItemDelegate::sizeHint(option, index).width() + pill.width() + pad <= option.rect.width();
    if (fits)
        textOption.rect.setRight(option.rect.right() - pill.width() - pad);
    QStyledItemDelegate::paint(painter, textOption, index);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const FigureStyle::Marks marks = FigureStyle::fromPalette(option.palette).marks();
    const QColor fill = marks.localBadge;
    if (fits) {
        const QRect rect(QPoint(option.rect.right() - pad - pill.width() + 1,
                                option.rect.center().y() - pill.height() / 2),
                         pill);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(rect, pill.height() / 2.0, pill.height() / 2.0);
        painter->setPen(marks.localBadgeText);
        painter->setFont(font);
        painter->drawText(rect, Qt::AlignCenter, badge);
    } else {
        const int d = metrics.height() / 2;
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(QRect(option.rect.right() - d - pad, option.rect.center().y() - d / 2, d, d));
    }
    painter->restore();
    paintUserMark(painter, option, index);
    paintCurrentFrame(painter, option);
}

void GpuItemDelegate::paintCurrentFrame(QPainter *painter, const QStyleOptionViewItem &option)
{
    // The grid selects whole rows, and the style's focus rectangle is faint or absent: a keyboard user
    // needs to see which cell F2 edits and the arrows move from.
    if (!(option.state & QStyle::State_HasFocus))
        return;
    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    QPen pen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight), 2);
    pen.setJoinStyle(Qt::MiterJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1));
    painter->restore();
}

QPolygon GpuItemDelegate::userMark(const QRect &cell)
{
    const int size = std::max(6, cell.height() * 2 / 5);
    return QPolygon({cell.topRight() + QPoint(1, 0), cell.topRight() + QPoint(1 - size, 0),
                     cell.topRight() + QPoint(1, size)});
}

void GpuItemDelegate::paintUserMark(QPainter *painter, const QStyleOptionViewItem &option,
                                    const QModelIndex &index)
{
    if (!index.data(GpuTableModel::UserValueRole).toBool())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(FigureStyle::fromPalette(option.palette).marks().userMark);
    painter->drawPolygon(userMark(option.rect));
    painter->restore();
}

QSize GpuItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!isLocalNameCell(index))
        return CachedTextDelegate::sizeHint(option, index);
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QFontMetrics metrics(badgeFont(option.font));
    const int pad = metrics.height() / 3; // as in paint(): the pill and the gap before it
    size.rwidth() += metrics.horizontalAdvance(localBadgeText()) + 3 * pad;
    return size;
}
