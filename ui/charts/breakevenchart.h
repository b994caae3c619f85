#pragma once

#include "app/core/recommend.h"
#include "ui/charts/chartbuilder.h"

#include <QLocale>
#include <QString>
#include <QStringList>

/// The break-even chart: cumulative cost over the horizon's months of buying (solid) against renting
/// (dashed) for a few ranked GPUs, with the month buying pays off marked.
namespace BreakEvenChart {

/// How many of the ranking's GPUs the chart shows when none are picked.
constexpr int kDefaultCount = 3;

/// The ids the chart shows: `picked` where they can be costed both ways, else the first kDefaultCount
/// results that can (in rank order).
QStringList chosenIds(const Recommend::Recommendation &recommendation, const QStringList &picked = {});
/// The figure for `ids` (see chosenIds); a message instead when none can be costed. `compact` (a tab in the
/// window) paints no notes so the plot keeps its height: key() and notes() go in the tab's tooltip.
ChartFigure build(const Recommend::Recommendation &recommendation, const QStringList &ids,
                  const FigureStyle &style, const QLocale &locale = QLocale::c(), bool compact = false);
/// What the line styles and dots mean; the full figure's notes carry it after the assumptions.
QString key();
/// The notes of the full figure: the assumptions and each GPU's totals and break-even.
QStringList notes(const Recommend::Recommendation &recommendation, const QStringList &ids,
                  const QLocale &locale = QLocale::c());

} // namespace BreakEvenChart
