#pragma once

#include <QMenu>

/// A menu of check boxes that stays open while the user ticks several: a click, Space or Enter on a checkable
/// action toggles it and leaves the menu open; any other action (and Escape, or a click outside) closes it as
/// a menu does. Used where one pick is rarely all the user wants (chart metrics, architectures).
class ChecklistMenu : public QMenu
{
    Q_OBJECT
public:
    using QMenu::QMenu;

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Toggles the checkable action `action`; false when it is not one, for QMenu to handle.
    bool toggle(QAction *action);
};
