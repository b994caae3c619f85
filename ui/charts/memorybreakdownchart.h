#pragma once

#include "app/core/recommend.h"
#include "ui/charts/figurestyle.h"

#include <QImage>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <utility>

class QChart;
class QChartView;
class QValueAxis;

/// A horizontal stacked bar per GPU: the memory breakdown per GPU next to its free VRAM. Follows the
/// application's light or dark theme (ThemeManager) unless given one, and hovering a bar shows its parts in
/// GiB.
class MemoryBreakdownChart : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryBreakdownChart(QWidget *parent = nullptr);
    ~MemoryBreakdownChart() override;

    /// Shows the first `maxBars` results, best at the top; fewer while the widget is too low for their names.
    void setRecommendation(const Recommend::Recommendation &recommendation, int maxBars = 10);
    /// Renders the current chart without a window (for exports and tests), in the chart's current theme.
    QImage render(const QSize &size, qreal devicePixelRatio = 1.0) const;
    /// The component names in stacking order, as the legend shows them.
    static QStringList componentNames();
    int barCount() const { return m_bars; }

    /// True (the default): the chart turns dark or light with ThemeManager. setStyle() fixes a style and
    /// stops following; setFollowsTheme(true) follows again.
    bool followsTheme() const { return m_follow; }
    void setFollowsTheme(bool follow);
    bool isDark() const { return m_style.dark; }
    void setStyle(const FigureStyle &style);

    /// The hover text of bar `index` (0 = the top bar, the best result): each part in GiB; empty if none.
    QString barToolTip(int index) const;
    QChart *chart() const;

    /// Builds a chart for a recommendation; the caller owns it.
    /// `namesOnly`: the bars' labels without their GiB figures (a narrow chart).
    static QChart *buildChart(const Recommend::Recommendation &recommendation, int maxBars,
                              const FigureStyle &style = FigureStyle::light(), bool namesOnly = false);

    /// The bar sets, as componentNames(): the memory parts (Presentation::memoryParts()) and the free VRAM.
    static constexpr size_t kParts = 7;
    /// The bars' values per part (the last the free memory) and their labels, bottom bar first, and the
    /// longest bar; each bar ends at what the job may use on that GPU.
    struct BarData
    {
        QList<qreal> values[kParts];
        QStringList categories;
        /// Per bar, where measured runs of this kind land (the band's low and high total); equal when none.
        QList<QPointF> bands;
        double longest = 1;
    };
    static BarData barData(const Recommend::Recommendation &recommendation, int maxBars,
                           bool namesOnly = false);
    /// The legend's names as drawn, each in full: from Qt's legend, or from the rows that replace it in a
    /// narrow chart. A name Qt elided ("Gradie...") is listed as drawn.
    QStringList legendLabels() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    static void setValueRange(QValueAxis *axis, double longest);
    void applyStyle(const FigureStyle &style);
    /// How many bars keep their names readable at the widget's height (at most the requested count).
    int fittingBars() const;
    /// True when the widget is too small for the title and a legend row (the legend goes to the right).
    bool compactNow() const;
    /// True when the labels with their GiB figures would crowd the bars: the bars are named only.
    bool narrowNow() const;
    /// True when Qt's one-row legend would elide its names: it wraps into rows instead.
    bool wrapLegendNow() const;
    /// Rebuilds when the size changes how many bars or which layout fit.
    void relayout();
    void rebuild();
    /// True when the laid-out chart draws a bar's name elided ("...") or not at all.
    static bool elidedCategories(QChart *chart);
    /// Shows one bar less while the chart laid out at its size elides a bar's name.
    void dropElidedBars();
    /// A chart of the recommendation (an empty one without) in the given layout.
    QChart *makeChart(int bars, bool compact, bool narrow, bool wrapLegend) const;
    /// New values and labels in the chart shown, when it has the same number of bars; false if not.
    bool updateInPlace();

    QChartView *m_view;
    std::optional<Recommend::Recommendation> m_recommendation;
    int m_maxBars = 10;
    int m_bars = 0;
    bool m_compact = false;
    bool m_narrow = false;
    bool m_wrapLegend = false;
    /// The view's size where rebuild() last found a name elided, and the bars it could name there.
    std::pair<QSize, int> m_elidedAbove{QSize(), 0};
    bool m_follow = true;
    FigureStyle m_style = FigureStyle::light();
    QStringList m_tips; ///< per bar, top first
    int m_hovered = -1; ///< the bar under the pointer (top first), or -1
};
