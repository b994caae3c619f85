#pragma once
// Walks GPU Scout's own windows for clashing mnemonics (tests/mnemonics.h finds them in one window): each
// tab of the main window (the Compare tab once per chart kind, as each shows other controls), each menu,
// each page of the recommendation wizard. Every clash comes with where it was found; none gives an empty
// list.

#include "tests/mnemonics.h"
#include "ui/charts/chartbuilder.h"
#include "ui/comparepage.h"
#include "ui/mainwindow.h"
#include "ui/recommendwizard.h"

#include <QApplication>
#include <QMenuBar>
#include <QTabWidget>

namespace WindowMnemonics {

inline QStringList where(const QString &place, const QStringList &clashes)
{
    QStringList result;
    for (const QString &clash : clashes)
        result.append(place + QStringLiteral(": ") + clash);
    return result;
}

/// Clashes on every tab of `window` but those in `skip`; the current tab is changed.
inline QStringList onTabs(MainWindow &window, const QList<int> &skip = {})
{
    QStringList result;
    for (int page = 0; page < window.pages()->count(); ++page) {
        if (skip.contains(page))
            continue;
        window.pages()->setCurrentIndex(page);
        QApplication::processEvents();
        const QString tab = QStringLiteral("tab ") + window.pages()->tabText(page);
        result += where(tab, Mnemonics::clashes(&window));
        if (page == MainWindow::CompareTab) {
            ::ComparePage *compare = window.comparePage();
            for (const ChartKind kind : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
                compare->setChartKind(kind);
                QApplication::processEvents();
                result += where(tab + QStringLiteral(", chart ") + ChartBuilder::kindName(kind),
                                Mnemonics::clashes(&window));
            }
        }
    }
    return result;
}

/// Clashes within each menu of the menu bar.
inline QStringList inMenus(const MainWindow &window)
{
    QStringList result;
    for (const QMenu *menu : window.menuBar()->findChildren<QMenu *>())
        result += Mnemonics::menuClashes(menu);
    return result;
}

/// Clashes on each page of a shown wizard, which is walked forward from its first page.
inline QStringList onWizardPages(RecommendWizard &wizard)
{
    QStringList result;
    for (int page = RecommendWizard::ModelPageId; page <= RecommendWizard::ConstraintsPageId; ++page) {
        QApplication::processEvents();
        result += where(QStringLiteral("wizard page %1").arg(page), Mnemonics::clashes(&wizard));
        wizard.next();
    }
    return result;
}

} // namespace WindowMnemonics
