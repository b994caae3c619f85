#include "tests/testsupport.h"
#include "ui/flowlayout.h"

#include <QWidget>

namespace {

/// A parent with four 100 x 20 children in a flow layout, 10 pixels apart across and 2 between lines.
struct Flow
{
    QWidget parent;
    FlowLayout *layout = new FlowLayout(&parent, 10, 2);
    std::vector<QWidget *> items;

    Flow()
    {
        layout->setContentsMargins(0, 0, 0, 0);
        for (int i = 0; i < 4; ++i) {
            auto *item = new QWidget(&parent);
            item->setFixedSize(100, 20);
            layout->addWidget(item);
            items.push_back(item);
        }
    }
    QPoint placed(int width, int item)
    {
        layout->setGeometry(QRect(0, 0, width, layout->heightForWidth(width)));
        return items[size_t(item)]->geometry().topLeft();
    }
};

} // namespace

TEST_CASE("The flow layout keeps its items on one line while they fit and folds the rest onto more lines")
{
    Flow flow;
    CHECK(flow.layout->hasHeightForWidth());
    CHECK(flow.layout->sizeHint() == QSize(430, 20));    // all on one line
    CHECK(flow.layout->minimumSize() == QSize(100, 20)); // one per line
    CHECK(flow.layout->heightForWidth(430) == 20);
    CHECK(flow.placed(430, 3) == QPoint(330, 0));
    // A pixel less and the last item starts a second line.
    CHECK(flow.layout->heightForWidth(429) == 42);
    CHECK(flow.placed(429, 2) == QPoint(220, 0));
    CHECK(flow.placed(429, 3) == QPoint(0, 22));
    // As narrow as one item: one per line.
    CHECK(flow.layout->heightForWidth(100) == 4 * 20 + 3 * 2);
    CHECK(flow.placed(100, 3) == QPoint(0, 66));
    // A hidden item takes no room.
    flow.items[1]->hide();
    CHECK(flow.layout->heightForWidth(320) == 20);
    CHECK(flow.placed(320, 3) == QPoint(220, 0));
}

TEST_CASE("The flow layout starts its lines at the right edge in a right-to-left window")
{
    Flow flow;
    flow.parent.setLayoutDirection(Qt::RightToLeft);
    CHECK(flow.placed(429, 0) == QPoint(329, 0));
    CHECK(flow.placed(429, 3) == QPoint(329, 22));
}
