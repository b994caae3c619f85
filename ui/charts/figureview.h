#pragma once

#include "ui/charts/chartbuilder.h"

#include <QRect>
#include <QWidget>

class QGraphicsScene;
class QGraphicsView;
class QXYSeries;

/// Shows a ChartFigure on screen: the charts, notes and message in one graphics view, placed by the same
/// ChartRenderer::layout() as every export, with hover tooltips that stay while the pointer rests on a point.
class FigureView : public QWidget
{
    Q_OBJECT
public:
    explicit FigureView(QWidget *parent = nullptr);
    ~FigureView() override;

    /// Takes the figure's charts; the previous ones are deleted.
    void setFigure(ChartFigure figure);

    int chartCount() const { return int(m_charts.size()); }
    QChart *chart(int index) const;
    QString message() const;
    QString notes() const;
    /// The one view all charts sit in; a chart's point P is at view->mapFromScene(chart->mapToScene(P)).
    QGraphicsView *graphicsView() const { return m_view; }
    /// Where chart `index` sits in the view's viewport.
    QRect chartGeometry(int index) const;
    /// Below this viewport height the figure keeps this height and the view scrolls up and down, so that a
    /// chart in a short pane stays readable instead of squeezing its plot flat. 0 (the default): the figure
    /// always fits the view.
    void setMinimumFigureHeight(int height);
    int minimumFigureHeight() const { return m_minimumHeight; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Overlay;
    void relayout();
    void showTip(QXYSeries *series, const QPointF &point, bool entered);

    QGraphicsView *m_view;
    QGraphicsScene *m_scene;
    Overlay *m_overlay;
    ChartFigure m_figure; ///< notes, message and colours; its charts live in the scene
    std::vector<QChart *> m_charts;
    QString m_tipText;
    QRect m_tipRect; ///< the hovered point's hover area in viewport coordinates
    int m_minimumHeight = 0;
};
