#pragma once

#include "ui/cachedtextdelegate.h"

#include <QAbstractItemView>
#include <QFont>
#include <QPointer>

/// Draws spec-grid cells: estimates in italics with a marker, the best value of a column in bold on a tint,
/// the user's own values with a corner mark, and an "in this machine" badge in the name cell of the GPUs
/// installed here.
class GpuItemDelegate : public CachedTextDelegate
{
    Q_OBJECT
public:
    using CachedTextDelegate::CachedTextDelegate;

    static QString localBadgeText();
    static bool isLocalNameCell(const QModelIndex &index);
    /// A numeric cell's text as the grid shows it: without the unit, which its column header carries.
    static QString withoutUnit(const QString &text, const QModelIndex &index);
    /// For a view that never takes the focus itself (the frozen name column): frames the current cell while
    /// `view`, which shares its selection, has the focus.
    void setFocusView(const QAbstractItemView *view) { m_focusView = view; }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

public:
    /// The corner mark of a user value: a small triangle in the cell's top right corner.
    static QPolygon userMark(const QRect &cell);

private:
    static QFont badgeFont(const QFont &base);
    static void paintUserMark(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index);
    /// A clear frame around the current cell while the grid has the keyboard focus.
    static void paintCurrentFrame(QPainter *painter, const QStyleOptionViewItem &option);

    QPointer<const QAbstractItemView> m_focusView;
};
