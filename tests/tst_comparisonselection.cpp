#include "app/core/comparisonselection.h"
#include "tests/testsupport.h"

#include <QSignalSpy>

TEST_CASE(
    "ComparisonSelection keeps the picking order, drops duplicates and empties, and signals only changes")
{
    ComparisonSelection selection;
    QSignalSpy changed(&selection, &ComparisonSelection::changed);

    selection.setIds({QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("b"), QString(),
                      QStringLiteral("c"), QStringLiteral("a")});
    CHECK(selection.ids() == QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")});
    CHECK(selection.count() == 3);
    REQUIRE(changed.count() == 1);
    CHECK(changed.takeFirst().at(0).toStringList() == selection.ids());

    // The same set again, or with repeats, is no change.
    selection.setIds({QStringLiteral("b"), QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")});
    CHECK(changed.isEmpty());

    selection.add(QStringLiteral("a"));
    selection.add(QString());
    CHECK(changed.isEmpty());
    CHECK(selection.count() == 3);

    selection.add(QStringLiteral("d"));
    CHECK(selection.ids().last() == QStringLiteral("d"));
    CHECK(selection.contains(QStringLiteral("d")));
    CHECK(changed.count() == 1);

    selection.remove(QStringLiteral("a"));
    CHECK_FALSE(selection.contains(QStringLiteral("a")));
    CHECK(selection.ids() == QStringList{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
    selection.remove(QStringLiteral("a"));
    CHECK(changed.count() == 2);

    selection.setSelected(QStringLiteral("a"), true);
    CHECK(selection.ids().last() == QStringLiteral("a"));
    selection.setSelected(QStringLiteral("a"), false);
    CHECK(changed.count() == 4);

    selection.clear();
    CHECK(selection.ids().isEmpty());
    CHECK(changed.count() == 5);
    selection.clear();
    CHECK(changed.count() == 5);
}
