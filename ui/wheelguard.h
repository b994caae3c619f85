#pragma once

class QWidget;

/// Keeps the mouse wheel from editing a form by accident: a guarded spin box or combo box takes wheel
/// steps only while it has keyboard focus. Otherwise the wheel scrolls whatever holds the form, as it
/// would over a label, and clicking or tabbing into the field is what makes the wheel edit it.
namespace WheelGuard {

/// Guards `editor`: it no longer takes focus from the wheel, and ignores wheel steps while unfocused.
void protect(QWidget *editor);

} // namespace WheelGuard
