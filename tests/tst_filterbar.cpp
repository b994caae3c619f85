#include "tests/testsupport.h"
#include "ui/checklistmenu.h"
#include "ui/filterbar.h"
#include "ui/thememanager.h"

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

TEST_CASE("The filter bar describes its controls as a GpuFilter and clears them with one signal")
{
    FilterBar bar;
    QSignalSpy changed(&bar, &FilterBar::filterChanged);
    bar.setArchitectures({QStringLiteral("Hopper"), QStringLiteral("Ampere"), QStringLiteral("Hopper")});
    QToolButton *architectures = nullptr;
    for (QToolButton *button : bar.findChildren<QToolButton *>()) {
        if (button->menu())
            architectures = button;
    }
    REQUIRE(architectures);
    const QList<QAction *> actions = architectures->menu()->actions();
    REQUIRE(actions.size() == 2); // sorted, without repeats
    CHECK(actions[0]->text() == QStringLiteral("Ampere"));

    changed.clear();
    bar.searchField()->setText(QStringLiteral("80GB"));
    actions[1]->setChecked(true);
    bar.findChild<QSpinBox *>(QStringLiteral("minVram"))->setValue(48);
    bar.findChild<QCheckBox *>(QStringLiteral("nvlinkOnly"))->setChecked(true);
    CHECK(changed.count() == 4);
    GpuFilter filter = bar.filter();
    CHECK(filter.text == QStringLiteral("80GB"));
    CHECK(filter.architectures == QSet<QString>{QStringLiteral("Hopper")});
    CHECK(filter.minVramGb == 48);
    CHECK(filter.nvlinkOnly);
    CHECK(architectures->text() == QStringLiteral("Architecture (1)"));

    // A dataset without Hopper drops the ticked architecture.
    bar.setArchitectures({QStringLiteral("Ampere")});
    CHECK(bar.filter().architectures.isEmpty());

    changed.clear();
    bar.clear();
    CHECK(changed.count() == 1);
    filter = bar.filter();
    CHECK(filter.text.isEmpty());
    CHECK_FALSE(filter.minVramGb.has_value());
    CHECK_FALSE(filter.nvlinkOnly);

    QSignalSpy sparse(&bar, &FilterBar::sparseToggled);
    bar.setSparse(true);
    CHECK(bar.isSparse());
    CHECK(sparse.count() == 1);
}

TEST_CASE("The GPU count gives way whole on a narrow bar: the full text, the short one, or none")
{
    FilterBar bar;
    bar.setCountText(QStringLiteral("12 of 54 GPUs"), QStringLiteral("12/54"));
    auto *count = bar.findChild<QLabel *>(QStringLiteral("gpuCount"));
    REQUIRE(count);
    CHECK(count->toolTip() == QStringLiteral("12 of 54 GPUs"));
    bar.show();
    REQUIRE(QTest::qWaitForWindowExposed(&bar));
    // Narrowing the bar step by step: the whole text, then the short one, then nothing, never a cut one.
    QStringList seen;
    for (int width = bar.sizeHint().width() + 100; width >= bar.minimumSizeHint().width(); width -= 5) {
        bar.resize(width, bar.sizeHint().height());
        QApplication::processEvents();
        const QString text = count->text();
        INFO("width " << width << ": \"" << text.toStdString() << "\"");
        CHECK((text.isEmpty() || text == QStringLiteral("12/54") || text == QStringLiteral("12 of 54 GPUs")));
        if (text.isEmpty() || count->width() >= count->fontMetrics().horizontalAdvance(text))
            ; // shown whole
        else
            FAIL_CHECK("the label is narrower than its text");
        if (seen.isEmpty() || seen.last() != text)
            seen.append(text);
    }
    CHECK(seen == (QStringList{QStringLiteral("12 of 54 GPUs"), QStringLiteral("12/54"), QString()}));
    // A new text at the same width: shown whole once the layout has given it room, and never cut.
    bar.resize(bar.sizeHint().width() + 100, bar.sizeHint().height());
    QApplication::processEvents();
    bar.setCountText(QStringLiteral("1 of 54 GPUs"), QStringLiteral("1/54"));
    QApplication::processEvents();
    CHECK(count->text() == QStringLiteral("1 of 54 GPUs"));
    bar.resize(bar.minimumSizeHint().width() + 1, bar.sizeHint().height());
    QApplication::processEvents();
    bar.setCountText(QStringLiteral("2 of 54 GPUs"), QStringLiteral("2/54"));
    QApplication::processEvents();
    CHECK(
        (count->text().isEmpty() || count->width() >= count->fontMetrics().horizontalAdvance(count->text())));
}

TEST_CASE("In the dark theme a ticked segment button stands out from the others")
{
    // Fusion sinks a checked tool button a few grey levels in a dark palette; the theme adds a highlight
    // tint.
    ThemeManager::instance()->setTheme(ThemeManager::Theme::Dark);
    FilterBar bar;
    bar.resize(900, 40);
    QToolButton *segment = nullptr;
    for (QToolButton *button : bar.findChildren<QToolButton *>()) {
        if (button->property("segment").isValid())
            segment = button;
    }
    REQUIRE(segment);
    const auto blueness = [](const QImage &image) {
        double sum = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                sum += c.blue() - c.red();
            }
        }
        return sum / (image.width() * image.height());
    };
    segment->setChecked(false);
    const double off = blueness(segment->grab().toImage());
    segment->setChecked(true);
    const double on = blueness(segment->grab().toImage());
    ThemeManager::instance()->setTheme(ThemeManager::Theme::System);
    CHECK(on > off + 15);
}

TEST_CASE("A menu of check boxes stays open while the user ticks several, by mouse and by keyboard")
{
    ChecklistMenu menu;
    QAction *first = menu.addAction(QStringLiteral("Hopper"));
    QAction *second = menu.addAction(QStringLiteral("Ampere"));
    for (QAction *action : {first, second})
        action->setCheckable(true);
    menu.addSeparator();
    QAction *plain = menu.addAction(QStringLiteral("Clear"));
    QSignalSpy plainTriggered(plain, &QAction::triggered);
    menu.popup(QPoint(10, 10));
    REQUIRE(QTest::qWaitForWindowExposed(&menu));

    QTest::mouseClick(&menu, Qt::LeftButton, Qt::NoModifier, menu.actionGeometry(first).center());
    CHECK(first->isChecked());
    CHECK(menu.isVisible());
    menu.setActiveAction(second);
    QTest::keyClick(&menu, Qt::Key_Space);
    CHECK(second->isChecked());
    CHECK(menu.isVisible());
    QTest::keyClick(&menu, Qt::Key_Return);
    CHECK_FALSE(second->isChecked()); // Enter ticks and unticks as Space does
    CHECK(menu.isVisible());
    // Any other action is a menu pick: it runs and the menu closes.
    menu.setActiveAction(plain);
    QTest::keyClick(&menu, Qt::Key_Return);
    CHECK(plainTriggered.count() == 1);
    CHECK_FALSE(menu.isVisible());
    CHECK(first->isChecked());
}

TEST_CASE("The architecture menu keeps open while several architectures are ticked")
{
    FilterBar bar;
    bar.setArchitectures({QStringLiteral("Hopper"), QStringLiteral("Ampere")});
    QToolButton *architectures = nullptr;
    for (QToolButton *button : bar.findChildren<QToolButton *>()) {
        if (button->menu())
            architectures = button;
    }
    REQUIRE(architectures);
    CHECK(qobject_cast<ChecklistMenu *>(architectures->menu()));
}
