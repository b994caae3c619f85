#pragma once

#include "app/core/recommend.h"
#include "ui/charts/figurestyle.h"

#include <QImage>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <optional>

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
    static QChart *buildChart(const Recommend::Recommendation &recommendation, int maxBars,
                              const FigureStyle &style = FigureStyle::light());

    static constexpr size_t kParts = 7; ///< the bar sets: componentNames()
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
    static BarData barData(const Recommend::Recommendation &recommendation, int maxBars);

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
    /// Rebuilds when the size changes how many bars or which layout fit.
    void relayout();
    void rebuild();
    /// New values and labels in the chart shown, when it has the same number of bars; false if not.
    bool updateInPlace();

    QChartView *m_view;
    std::optional<Recommend::Recommendation> m_recommendation;
    int m_maxBars = 10;
    int m_bars = 0;
    bool m_compact = false;
    bool m_follow = true;
    FigureStyle m_style = FigureStyle::light();
    QStringList m_tips; ///< per bar, top first
    int m_hovered = -1; ///< the bar under the pointer (top first), or -1
};
