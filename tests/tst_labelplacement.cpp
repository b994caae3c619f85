#include "app/core/labelplacement.h"
#include "tests/testsupport.h"

#include <QLineF>

// Label placement is plain geometry in the core: these run without a chart or a QApplication.

TEST_CASE("Label placement keeps labels of two nearly coincident points on their own sides")
{
    // Two points 14 px apart and a third far away: the old "first free side" rule put the first label beside
    // the second point.
    const std::vector<QPointF> centres = {{200, 200}, {214, 200}, {600, 300}};
    const std::vector<qreal> radii = {8, 8, 8};
    const std::vector<QSizeF> sizes = {{60, 14}, {60, 14}, {60, 14}};
    const std::vector<LabelPlacement::Spot> spots =
        LabelPlacement::place(centres, radii, sizes, QRectF(0, 0, 800, 450));
    REQUIRE(spots.size() == 3);
    for (size_t i = 0; i < spots.size(); ++i) {
        INFO("label " << i);
        CHECK(LabelPlacement::isNearestItsPoint(spots[i].box, i, centres));
        CHECK_FALSE(spots[i].box.intersects(spots[(i + 1) % 3].box));
    }
}

TEST_CASE("Label placement keeps labels off a line it is told about")
{
    // A point on a horizontal line: the label goes above or below, not along the line.
    const std::vector<QPointF> centres = {{300, 200}};
    const std::vector<LabelPlacement::Spot> spots = LabelPlacement::place(
        centres, {8}, {{80, 14}}, QRectF(0, 0, 800, 450), {QPointF(0, 200), QPointF(800, 200)});
    REQUIRE(spots.size() == 1);
    CHECK_FALSE(spots[0].box.contains(QPointF(spots[0].box.center().x(), 200)));
    CHECK(LabelPlacement::isNearestItsPoint(spots[0].box, 0, centres));
}

TEST_CASE("Label placement names the point a box is nearest to, not another one")
{
    const std::vector<QPointF> centres = {{100, 100}, {200, 100}};
    // Right of the first point but touching the second: it would name the wrong GPU.
    CHECK_FALSE(LabelPlacement::isNearestItsPoint(QRectF(150, 95, 50, 10), 0, centres));
    CHECK(LabelPlacement::isNearestItsPoint(QRectF(150, 95, 50, 10), 1, centres));
    CHECK(LabelPlacement::isNearestItsPoint(QRectF(40, 95, 50, 10), 0, centres));
}

TEST_CASE(
    "Label placement keeps a row of points' labels inside the bounds and apart, with leaders only when moved")
{
    // Eight points along a diagonal, closer than a label is wide: labels beside each point would overlap.
    std::vector<QPointF> centres;
    for (int i = 0; i < 8; ++i)
        centres.emplace_back(30 + 24 * i, 30 + 16 * i);
    const std::vector<qreal> radii(centres.size(), 5);
    const std::vector<QSizeF> sizes(centres.size(), QSizeF(50, 12));
    const QRectF bounds(0, 0, 300, 220);
    const std::vector<LabelPlacement::Spot> spots = LabelPlacement::place(centres, radii, sizes, bounds);
    REQUIRE(spots.size() == centres.size());
    for (size_t i = 0; i < spots.size(); ++i) {
        INFO("label " << i << " at " << spots[i].box.x() << "," << spots[i].box.y());
        CHECK(bounds.contains(spots[i].box));
        CHECK(LabelPlacement::isNearestItsPoint(spots[i].box, i, centres));
        for (size_t j = i + 1; j < spots.size(); ++j)
            CHECK_FALSE(spots[i].box.intersects(spots[j].box));
        // The anchor is on the box, and a leader is drawn only for a label away from its marker.
        CHECK(spots[i].box.adjusted(-0.01, -0.01, 0.01, 0.01).contains(spots[i].anchor));
        CHECK(spots[i].leader == (QLineF(centres[i], spots[i].anchor).length() > radii[i] + 6));
    }
}

TEST_CASE("Label placement moves labels of a tight column apart instead of stacking them on one side")
{
    // Points 10 px apart, labels 12 px tall: all on the right (each nearest its own point) would overlap.
    std::vector<QPointF> centres;
    for (int i = 0; i < 6; ++i)
        centres.emplace_back(150, 50 + 10 * i);
    const std::vector<LabelPlacement::Spot> spots =
        LabelPlacement::place(centres, std::vector<qreal>(centres.size(), 4),
                              std::vector<QSizeF>(centres.size(), QSizeF(60, 12)), QRectF(0, 0, 300, 200));
    REQUIRE(spots.size() == centres.size());
    for (size_t i = 0; i < spots.size(); ++i) {
        INFO("label " << i << " at " << spots[i].box.x() << "," << spots[i].box.y());
        CHECK(LabelPlacement::isNearestItsPoint(spots[i].box, i, centres));
        for (size_t j = i + 1; j < spots.size(); ++j)
            CHECK_FALSE(spots[i].box.intersects(spots[j].box));
    }
}
