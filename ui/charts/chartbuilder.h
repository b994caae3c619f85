#pragma once

#include "app/core/chartchoices.h"
#include "app/core/chartdata.h"
#include "ui/charts/figurestyle.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
struct Dataset;
struct Gpu;
struct Metric;

/// Everything a chart is built from; the GUI, the `export` command and the tests fill the same struct.
struct ChartRequest
{
    ChartKind kind = ChartKind::Radar;
    std::vector<const Gpu *> gpus;    ///< the selection, in the order it was picked
    std::vector<const Gpu *> dataset; ///< every GPU, for normalising against the dataset
    /// Radar: the axes (3 or more). Bar: one chart per metric. Scatter: the first is the y axis.
    std::vector<const Metric *> metrics;
    ChartData::ScaleOptions scale;
    ChartData::PriceKind price = ChartData::PriceKind::Cloud;
    FigureStyle style = FigureStyle::light(); ///< the figure's colours, light or dark

    /// Looks the ids up in `dataset`; unknown ids land in `unknown`.
    static ChartRequest forIds(const Dataset &dataset, const QStringList &ids, QStringList *unknown);
};

/// One or more finished charts (stacked, or side by side where stacking would squeeze them), with footnotes,
/// or a message when there is nothing to draw. Owns its charts until a view takes them.
struct ChartFigure
{
    ChartFigure();
    ~ChartFigure();
    ChartFigure(ChartFigure &&) noexcept;
    ChartFigure &operator=(ChartFigure &&) noexcept;

    std::vector<std::unique_ptr<QChart>> charts;
    QString message; ///< shown instead of the charts when set (empty selection, nothing to plot)
    QStringList notes;
    FigureStyle style; ///< light or dark as the request asked
    /// Below this height a chart drops labels (a bar chart hides GPU names that would overlap): the layout
    /// puts charts side by side rather than stack them shorter. 0: any height will do.
    qreal minChartHeight = 0;
    /// Hover text per point of a series (radar vertices, scatter points), rich text.
    QHash<const QAbstractSeries *, QStringList> tips;
};

namespace ChartBuilder {

QString kindName(ChartKind kind);
bool parseKind(const QString &text, ChartKind *kind);
/// The metric keys a chart of this kind uses when none are chosen.
QStringList defaultMetricKeys(ChartKind kind);
/// Why the request cannot be drawn (a text metric, too few radar axes), or an empty string.
QString problem(const ChartRequest &request);

/// Builds the figure; never returns an empty frame: a request with nothing to plot gives a message.
ChartFigure build(const ChartRequest &request);

/// The one chart style, for builders outside this file: the theme, fonts and colours of a chart and of an
/// axis, from the figure's style.
void styleChart(QChart *chart, const ChartFigure &figure);
void styleAxis(QAbstractAxis *axis, const ChartFigure &figure);
/// After a chart is given its size: widens its left margin until the names of a category axis on the left
/// (a bar chart's GPUs) fit inside it. Qt Charts gives those names a share of the width and lets a longer
/// one run off the chart's left edge, where a neighbouring chart or the figure's edge cuts it.
void keepCategoryNamesInside(QChart &chart);

/// Data keys on the scatter's point labels (QGraphicsItem::data): the GPU id, its (price, performance)
/// value, and its leader line (a QGraphicsLineItem *, hidden when not needed).
enum LabelData
{
    LabelGpuId = 0,
    LabelValue = 1,
    LabelLeader = 2
};

} // namespace ChartBuilder
