#include "ui/checklistmenu.h"

#include <QKeyEvent>
#include <QMouseEvent>

bool ChecklistMenu::toggle(QAction *action)
{
    if (!action || !action->isCheckable() || !action->isEnabled() || action->menu() || action->isSeparator())
        return false;
    action->trigger(); // toggles, and emits toggled() and triggered() as a menu pick does
    return true;
}

void ChecklistMenu::mouseReleaseEvent(QMouseEvent *event)
{
    // Only a release over the action itself: the one ending the press that opened the menu falls elsewhere.
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()) &&
        toggle(actionAt(event->position().toPoint()))) {
        event->accept();
        return;
    }
    QMenu::mouseReleaseEvent(event);
}

void ChecklistMenu::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if ((key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) &&
        (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && toggle(activeAction())) {
        event->accept();
        return;
    }
    QMenu::keyPressEvent(event);
}
