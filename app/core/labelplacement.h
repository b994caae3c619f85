#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

/// Where the labels of a scatter's points go so that they neither overlap nor name the wrong point: plain
/// geometry in chart coordinates, without a chart.
namespace LabelPlacement {

/// Where a point's label goes: `box`, and a leader line from the point to `anchor` when the label had to
/// move away from it.
struct Spot
{
    QRectF box;
    QPointF anchor;
    bool leader = false;
};

/// Places one label per point (`centres`, marker `radii`, label `sizes`) inside `bounds`: each label nearer
/// its own point than any other, covering as few other labels, markers and stretches of `line` (a polyline,
/// such as the Pareto front) as it can.
std::vector<Spot> place(const std::vector<QPointF> &centres, const std::vector<qreal> &radii,
                        const std::vector<QSizeF> &sizes, const QRectF &bounds,
                        const std::vector<QPointF> &line = {});
/// True when no other point of `centres` is as near to `box` as point `own`.
bool isNearestItsPoint(const QRectF &box, size_t own, const std::vector<QPointF> &centres);

} // namespace LabelPlacement
