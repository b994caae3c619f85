#pragma once

#include <QLayout>
#include <QList>

/// Lays its items out left to right and starts a new line when the next one would not fit, as words wrap
/// in a paragraph: a row of legend entries that a narrow window folds instead of being held wide by it.
/// Its height follows its width (heightForWidth), so a box layout gives it the lines it needs.
class FlowLayout : public QLayout
{
public:
    /// `horizontalSpacing` between items on a line, `verticalSpacing` between lines (pixels).
    explicit FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    /// The widest item: the layout folds down to one item per line.
    QSize minimumSize() const override;
    /// Every item on one line.
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Places the items in `rect` (when `apply`) and returns the height the lines take.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
    int m_horizontalSpacing;
    int m_verticalSpacing;
};
