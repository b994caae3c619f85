#pragma once

// Inside ui/charts: what the builders of the chart kinds (radarchart.cpp, barchart.cpp, scatterchart.cpp) and
// ChartBuilder::build() share.

#include "ui/charts/chartbuilder.h"

#include <QCoreApplication>
#include <QHash>
#include <QScatterSeries>

namespace ChartKinds {

// Text::tr() translates in the "ChartBuilder" context; lupdate reads the context from the macro (it finds
// none for a free tr() function).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartBuilder)
};

inline constexpr int kTitlePx = 17;
inline constexpr int kLabelPx = 13;
inline constexpr int kChartMargin = 8; // around each chart, inside its rectangle
inline constexpr int kSmallPx = 12;
inline constexpr double kRadarOuter = 1.06; ///< radial range: 100% plus room for a marker
// Above this many GPUs a legend stops helping; the points carry their own labels.
inline constexpr int kMaxLegendEntries = 12;
inline constexpr int kMaxLabelledPoints = 30;
// More legend entries than this do not fit one row under a chart in a 1024-pixel window.
inline constexpr int kLegendInOneRow = 5;

using ChartBuilder::styleAxis;
using ChartBuilder::styleChart;

/// Enough decimals to tell the ticks of `axis` apart, no more.
QString labelFormatFor(const ChartData::NiceAxis &axis, const QString &prefix = QString());
QStringList idsOf(const std::vector<const Gpu *> &gpus);
/// Colours by GPU id, assigned over the whole selection so every chart of one request agrees.
QHash<QString, QColor> coloursFor(const ChartRequest &request);
/// Marker shapes by GPU id: a GPU whose colour an earlier GPU already has gets the next shape, so colour and
/// shape together tell every point apart beyond the palette's ten colours.
QHash<QString, QScatterSeries::MarkerShape> shapesFor(const ChartRequest &request);
QString joinNames(const std::vector<const Gpu *> &gpus);
void addEstimateNote(ChartFigure &figure, bool anyEstimated);

/// One radar of every requested metric (radarchart.cpp).
void buildRadar(const ChartRequest &request, ChartFigure &figure);
/// One bar chart per metric (barchart.cpp).
void buildBars(const ChartRequest &request, ChartFigure &figure);
/// Price against performance, with the Pareto front and placed point labels (scatterchart.cpp).
void buildScatter(const ChartRequest &request, ChartFigure &figure);

} // namespace ChartKinds
