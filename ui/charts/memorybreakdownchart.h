#pragma once

#include "recommend.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;

/// A horizontal stacked bar per GPU: the memory breakdown per GPU next to its free VRAM.
class MemoryBreakdownChart : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryBreakdownChart(QWidget *parent = nullptr);
    ~MemoryBreakdownChart() override;

    /// Shows the first `maxBars` results, best at the top.
    void setRecommendation(const Recommend::Recommendation &recommendation, int maxBars = 10);
    /// Renders the current chart without a window (for exports and tests).
    QImage render(const QSize &size, qreal devicePixelRatio = 1.0) const;
    /// The component names in stacking order, as the legend shows them.
    static QStringList componentNames();
    int barCount() const { return m_bars; }

    /// Builds a chart for a recommendation; the caller owns it.
    static QChart *buildChart(const Recommend::Recommendation &recommendation, int maxBars);

private:
    QChartView *m_view;
    std::optional<Recommend::Recommendation> m_recommendation;
    int m_maxBars = 10;
    int m_bars = 0;
};
