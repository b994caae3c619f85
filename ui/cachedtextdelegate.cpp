#include "ui/cachedtextdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStaticText>
#include <QStyle>
#include <QtMath>

#include <algorithm>

bool CachedTextDelegate::drawsText(const QStyleOptionViewItem &option)
{
    return !(option.features & (QStyleOptionViewItem::HasCheckIndicator |
                                QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::WrapText)) &&
           !(option.state & QStyle::State_Editing);
}

void CachedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (drawsText(opt))
        paintText(painter, opt);
    else
        QStyledItemDelegate::paint(painter, option, index);
}

void CachedTextDelegate::paintText(QPainter *painter, QStyleOptionViewItem &opt) const
{
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    // The background and selection, and the focus frame, as CE_ItemViewItem draws them (the style's item
    // layout is only needed for the focus frame).
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    if (opt.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &opt, widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        focus.backgroundColor =
            opt.palette.color(opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled,
                              opt.state & QStyle::State_Selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
    if (text.isEmpty())
        return;
    // The text's place and colour as QCommonStyle gives them (viewItemDrawText).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect area = opt.rect.adjusted(margin, 0, -margin, 0);
    const QStaticText &line = m_text.line(text, opt.font, area.width(), opt.textElideMode);
    QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                : QPalette::Text));
    painter->setClipRect(area, Qt::IntersectClip);
    // Vertically in whole pixels as the style places its layout; horizontally the style's text layout
    // aligns its line within the area to a fraction of a pixel, and so does this.
    const QSizeF size = line.size();
    const QRect placed =
        QStyle::alignedRect(opt.direction, opt.displayAlignment, size.toSize().boundedTo(area.size()), area);
    const Qt::Alignment horizontal = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal x = area.x();
    if (horizontal & Qt::AlignRight)
        x += std::max<qreal>(0, area.width() - size.width());
    else if (horizontal & Qt::AlignHCenter)
        x += std::max<qreal>(0, (area.width() - size.width()) / 2);
    painter->drawStaticText(QPointF(x, placed.top()), line);
    painter->restore();
}

QSize CachedTextDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(Qt::SizeHintRole).isValid()) {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        // A cell paintText() draws: its one line, measured from the line it paints. The style would lay the
        // text out afresh (a sixth of the grid's first frame went to fitting its columns), and gives the same
        // size: the line's natural width rounded up plus the text margins, and the font's line height
        // (tst_mainwindow compares the two on every cell of the bundled data).
        if (!(opt.features & (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration |
                              QStyleOptionViewItem::WrapText)) &&
            !opt.text.isEmpty() && !opt.text.contains(QLatin1Char('\n')) &&
            !opt.text.contains(QChar::LineSeparator)) {
            const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
            const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &opt, opt.widget) + 1;
            const QStaticText &line = m_text.line(opt.text, opt.font, QWIDGETSIZE_MAX, Qt::ElideNone);
            const QFontMetricsF metrics(opt.font);
            return {qCeil(line.size().width()) + 2 * margin, qCeil(metrics.ascent() + metrics.descent())};
        }
    }
    return QStyledItemDelegate::sizeHint(option, index);
}
