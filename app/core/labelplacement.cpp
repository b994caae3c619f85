#include "app/core/labelplacement.h"

#include <QLineF>

#include <algorithm>
#include <cmath>

namespace LabelPlacement {

namespace {

qreal distanceToRect(const QRectF &rect, const QPointF &point)
{
    const qreal dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const qreal dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

QPointF nearestOnRect(const QRectF &rect, const QPointF &point)
{
    return QPointF(std::clamp(point.x(), rect.left(), rect.right()),
                   std::clamp(point.y(), rect.top(), rect.bottom()));
}

} // namespace

bool isNearestItsPoint(const QRectF &box, size_t own, const std::vector<QPointF> &centres)
{
    const qreal mine = distanceToRect(box, centres[own]);
    for (size_t j = 0; j < centres.size(); ++j) {
        if (j != own && distanceToRect(box, centres[j]) <= mine)
            return false;
    }
    return true;
}

std::vector<Spot> place(const std::vector<QPointF> &centres, const std::vector<qreal> &radii,
                        const std::vector<QSizeF> &sizes, const QRectF &bounds,
                        const std::vector<QPointF> &line)
{
    // Points along the line every few pixels: a label over one of them has the line through its text.
    std::vector<QPointF> linePoints;
    for (size_t k = 1; k < line.size(); ++k) {
        const QLineF segment(line[k - 1], line[k]);
        const int steps = std::max(1, int(segment.length() / 3));
        for (int t = 0; t <= steps; ++t)
            linePoints.push_back(segment.pointAt(qreal(t) / steps));
    }
    const size_t n = centres.size();
    std::vector<Spot> spots(n);
    std::vector<QRectF> markers;
    for (size_t i = 0; i < n; ++i)
        markers.emplace_back(centres[i] - QPointF(radii[i], radii[i]), QSizeF(radii[i] * 2, radii[i] * 2));
    // Crowded points first: they have the fewest good places, and the free ones adapt around them.
    std::vector<size_t> order(n);
    std::vector<int> neighbours(n, 0);
    for (size_t i = 0; i < n; ++i) {
        order[i] = i;
        for (size_t j = 0; j < n; ++j)
            neighbours[i] += j != i && QLineF(centres[i], centres[j]).length() < 80 ? 1 : 0;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return neighbours[a] > neighbours[b]; });

    std::vector<QRectF> taken;
    for (const size_t i : order) {
        const QSizeF size = sizes[i];
        const QPointF c = centres[i];
        QRectF best;
        qreal bestCost = -1;
        // Rings of growing distance; beyond the first a leader line joins label and point.
        for (int ring = 0; ring < 7; ++ring) {
            const qreal r = radii[i] + 2 + ring * 9;
            const qreal d = r * 0.75;
            const QPointF corners[] = {
                {c.x() + r + 2, c.y() - size.height() / 2},                // right
                {c.x() - size.width() / 2, c.y() - r - size.height()},     // above
                {c.x() - r - 2 - size.width(), c.y() - size.height() / 2}, // left
                {c.x() - size.width() / 2, c.y() + r},                     // below
                {c.x() + d, c.y() - d - size.height()},                    // upper right
                {c.x() + d, c.y() + d},                                    // lower right
                {c.x() - d - size.width(), c.y() - d - size.height()},     // upper left
                {c.x() - d - size.width(), c.y() + d},                     // lower left
            };
            for (const QPointF &corner : corners) {
                const QRectF candidate(corner, size);
                const qreal area = size.width() * size.height();
                qreal cost = ring * 40.0;
                if (!bounds.contains(candidate))
                    cost += 4 * area;
                for (const QRectF &other : taken) {
                    const QRectF shared = candidate.intersected(other);
                    cost += 3 * shared.width() * shared.height();
                }
                for (size_t j = 0; j < n; ++j) {
                    const QRectF shared = candidate.intersected(markers[j]);
                    cost += (j == i ? 3 : 2) * shared.width() * shared.height();
                }
                for (const QPointF &onLine : linePoints)
                    cost += candidate.contains(onLine) ? 40 : 0;
                if (!isNearestItsPoint(candidate, i, centres))
                    cost += 20 * area; // a label nearer another point names the wrong GPU
                if (bestCost < 0 || cost < bestCost) {
                    best = candidate;
                    bestCost = cost;
                }
            }
        }
        spots[i].box = best;
        spots[i].anchor = nearestOnRect(best, c);
        spots[i].leader = QLineF(c, spots[i].anchor).length() > radii[i] + 6;
        taken.push_back(best);
    }
    return spots;
}

} // namespace LabelPlacement
