#pragma once
// Finds keyboard mnemonics (Alt+letter) that two controls of one window share: a clashing key only moves
// focus between them instead of acting. Usable on any window or dialog.

#include "ui/jobform.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QString>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace Mnemonics {

/// The mnemonic letter of a text ("E&xport" gives 'x', "Fish && Chips" none), lower case; empty when none.
inline QString letterOf(const QString &text)
{
    return JobForm::mnemonicOf(text);
}

/// Every mnemonic that the user can press in `window` right now, as "letter" -> the texts that use it:
/// labels with a buddy, buttons and check boxes, group boxes, tab titles, menu bar titles. Hidden and
/// disabled controls do not count (their keys do nothing); a control's text comes as it reads, with its
/// class name, e.g. "QPushButton '&Export…'".
inline QMap<QString, QStringList> inUse(QWidget *window)
{
    QMap<QString, QStringList> keys;
    auto add = [&keys](const QString &text, const QString &what) {
        const QString letter = letterOf(text);
        if (!letter.isEmpty())
            keys[letter].append(QStringLiteral("%1 '%2'").arg(what, text));
    };
    auto shown = [window](const QWidget *widget) {
        return widget->isVisibleTo(window) && widget->isEnabled();
    };
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *widget : widgets) {
        if (!shown(widget))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (label->buddy() && shown(label->buddy()))
                add(label->text(), QStringLiteral("QLabel"));
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            add(button->text(), QString::fromLatin1(button->metaObject()->className()));
        } else if (auto *group = qobject_cast<QGroupBox *>(widget)) {
            add(group->title(), QStringLiteral("QGroupBox"));
        } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i) && tabs->isTabEnabled(i))
                    add(tabs->tabText(i), QStringLiteral("tab"));
            }
        } else if (auto *bar = qobject_cast<QMenuBar *>(widget)) {
            for (QAction *action : bar->actions()) {
                if (action->isVisible())
                    add(action->text(), QStringLiteral("menu"));
            }
        }
    }
    return keys;
}

/// Shown labels whose text marks a letter ("&Peak memory:") but that have no buddy: the '&' is drawn as it is
/// and the key does nothing (QFormLayout::addRow gives no buddy when the field is a layout).
inline QStringList withoutBuddy(QWidget *window)
{
    QStringList found;
    for (QLabel *label : window->findChildren<QLabel *>()) {
        if (label->isVisibleTo(window) && label->textFormat() != Qt::RichText && !label->buddy() &&
            !letterOf(label->text()).isEmpty())
            found.append(label->text());
    }
    return found;
}

/// The letters that more than one control of `window` uses, each as "h: QLabel 'C&hart:', menu '&Help'";
/// empty when every mnemonic is unique.
inline QStringList clashes(QWidget *window)
{
    QStringList result;
    const QMap<QString, QStringList> keys = inUse(window);
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        if (it.value().size() > 1)
            result.append(QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", "))));
    }
    return result;
}

/// The letters that more than one item of `menu` uses (a clash there picks the first item only).
inline QStringList menuClashes(const QMenu *menu)
{
    QMap<QString, QStringList> keys;
    for (QAction *action : menu->actions()) {
        const QString letter = letterOf(action->text());
        if (!action->isSeparator() && action->isVisible() && !letter.isEmpty())
            keys[letter].append(action->text());
    }
    QStringList result;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        if (it.value().size() > 1)
            result.append(QStringLiteral("%1 in %2: %3")
                              .arg(it.key(), menu->title(), it.value().join(QStringLiteral(", "))));
    }
    return result;
}

} // namespace Mnemonics
