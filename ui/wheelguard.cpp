#include "ui/wheelguard.h"

#include <QEvent>
#include <QObject>
#include <QWidget>

namespace {

class WheelFilter : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto *widget = qobject_cast<QWidget *>(watched);
        if (!widget || widget->hasFocus())
            return false;
        // Ignored and consumed: the editor never sees it, and QApplication hands the unaccepted event
        // on to the parents, so the scroll area around the form scrolls.
        event->ignore();
        return true;
    }
};

} // namespace

void WheelGuard::protect(QWidget *editor)
{
    editor->setFocusPolicy(Qt::StrongFocus);
    editor->installEventFilter(new WheelFilter(editor)); // owned by the editor
}
