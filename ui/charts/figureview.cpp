#include "ui/charts/figureview.h"

#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"

#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>

namespace {

/// A QGraphicsView asks for its scene's size; a figure kept taller than a short viewport (to scroll) would
/// then ask its pane for that height and take it from the panes beside it. It asks for what it shows.
class Canvas : public QGraphicsView
{
public:
    using QGraphicsView::QGraphicsView;
    QSize sizeHint() const override
    {
        QSize hint = QGraphicsView::sizeHint();
        hint.setHeight(std::min(hint.height(), viewport()->height() + 2 * frameWidth()));
        return hint;
    }
};

} // namespace

/// Paints the notes and the message where the layout puts them, with the exporter's own painting code.
class FigureView::Overlay : public QGraphicsItem
{
public:
    explicit Overlay(const ChartFigure *figure)
        : m_figure(figure)
    {}
    void setLayout(const ChartRenderer::Layout &layout, const QRectF &bounds)
    {
        prepareGeometryChange();
        m_layout = layout;
        m_bounds = bounds;
    }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::TextAntialiasing);
        if (m_layout.charts.empty())
            ChartRenderer::paintMessage(*m_figure, *painter, m_layout.message);
        ChartRenderer::paintNotes(*m_figure, *painter, m_layout.notes);
    }

private:
    const ChartFigure *m_figure;
    ChartRenderer::Layout m_layout;
    QRectF m_bounds;
};

namespace {

constexpr int kHoverSlack = 4; ///< pixels around a marker that still count as on it

} // namespace

FigureView::FigureView(QWidget *parent)
    : QWidget(parent)
    , m_view(new Canvas(this))
    , m_scene(new QGraphicsScene(this))
    , m_overlay(new Overlay(&m_figure))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("figureCanvas"));
    m_view->setScene(m_scene);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRenderHint(QPainter::TextAntialiasing);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_view->setMouseTracking(true);
    m_view->viewport()->setMouseTracking(true); // hover events for the series
    m_view->viewport()->installEventFilter(this);
    m_view->setFocusPolicy(Qt::NoFocus); // nothing to operate by keyboard; the values are in the Specs tab
    m_scene->addItem(m_overlay);
    m_figure.style = FigureStyle::light();
    relayout();
}

FigureView::~FigureView()
{
    QToolTip::hideText();
}

void FigureView::setFigure(ChartFigure figure)
{
    for (QChart *chart : m_charts)
        delete chart; // the scene forgets a deleted item
    m_charts.clear();
    m_tipText.clear();
    m_tipRect = QRect();

    for (std::unique_ptr<QChart> &owned : figure.charts) {
        if (!figure.message.isEmpty())
            break;                       // the message replaces the charts
        QChart *chart = owned.release(); // the scene owns the chart from here
        m_scene->addItem(chart);
        m_charts.push_back(chart);
        for (QAbstractSeries *series : chart->series()) {
            auto *xy = qobject_cast<QXYSeries *>(series);
            if (!xy || !figure.tips.contains(series))
                continue;
            connect(xy, &QXYSeries::hovered, this,
                    [this, xy](const QPointF &point, bool entered) { showTip(xy, point, entered); });
        }
    }
    figure.charts.clear();
    m_figure = std::move(figure);
    m_view->setBackgroundBrush(m_figure.style.background);
    // The notes and the message are painted, not labels: screen readers get them here.
    m_view->setAccessibleName(m_figure.message.isEmpty() ? tr("Comparison chart") : m_figure.message);
    m_view->setAccessibleDescription(notes());
    relayout();
}

void FigureView::setMinimumFigureHeight(int height)
{
    m_minimumHeight = std::max(0, height);
    m_view->setVerticalScrollBarPolicy(m_minimumHeight > 0 ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    // The scroll bar's own minimum would make the view's minimum height, and a splitter around the pane would
    // grow the pane to it (taking rows from the ranking) whenever this view is shown: the view asks for none.
    m_view->setMinimumHeight(m_minimumHeight > 0 ? 1 : 0);
    relayout();
}

void FigureView::relayout()
{
    // A taller scene than the viewport shows the scroll bar, which narrows the viewport: its resize lays
    // the figure out again at the new width.
    const QSize viewport = m_view->viewport()->size();
    const QRectF area(QPointF(0, 0), QSizeF(viewport.width(), std::max(viewport.height(), m_minimumHeight)));
    m_scene->setSceneRect(area);
    const ChartRenderer::Layout parts =
        ChartRenderer::layout(m_figure.notes, chartCount(), area, m_figure.minChartHeight);
    for (size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i]->setPos(parts.charts[i].topLeft());
        m_charts[i]->resize(parts.charts[i].size());
        ChartBuilder::keepCategoryNamesInside(*m_charts[i]);
    }
    m_overlay->setLayout(parts, area);
    m_overlay->update();
}

void FigureView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

bool FigureView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::Resize) {
            relayout();
        } else if (event->type() == QEvent::ToolTip) {
            // QGraphicsView answers a resting pointer by asking the scene's items for a tooltip, and as none
            // has one, it hides ours: the point's tip stays while the pointer rests on the point.
            const auto *help = static_cast<QHelpEvent *>(event);
            if (!m_tipText.isEmpty() && m_tipRect.contains(help->pos()))
                QToolTip::showText(help->globalPos(), m_tipText, m_view->viewport(), m_tipRect);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QChart *FigureView::chart(int index) const
{
    if (index < 0 || index >= chartCount())
        return nullptr;
    return m_charts[size_t(index)];
}

QRect FigureView::chartGeometry(int index) const
{
    const QChart *c = chart(index);
    if (!c)
        return QRect();
    return m_view->mapFromScene(c->mapRectToScene(c->rect())).boundingRect();
}

QString FigureView::message() const
{
    return m_charts.empty() ? m_figure.message : QString();
}

QString FigureView::notes() const
{
    return m_figure.notes.join(QLatin1Char('\n'));
}

void FigureView::showTip(QXYSeries *xy, const QPointF &point, bool entered)
{
    QWidget *viewport = m_view->viewport();
    const QPoint cursor = viewport->mapFromGlobal(QCursor::pos());
    if (!entered) {
        // Leaving one marker's shape while still inside its hover area keeps the tip.
        if (!m_tipRect.contains(cursor)) {
            m_tipText.clear();
            m_tipRect = QRect();
            QToolTip::hideText();
        }
        return;
    }
    auto *chart = qobject_cast<QChart *>(xy->chart());
    const QStringList tips = m_figure.tips.value(xy);
    const QList<QPointF> points = xy->points();
    // The hover position lies somewhere on the line: the nearest vertex is the one meant.
    int nearest = -1;
    qreal best = 0;
    for (int i = 0; i < points.size() && i < tips.size(); ++i) {
        const QPointF d = points.at(i) - point;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (nearest < 0 || distance < best) {
            nearest = i;
            best = distance;
        }
    }
    if (nearest < 0 || !chart)
        return;
    const QPoint at = m_view->mapFromScene(chart->mapToScene(chart->mapToPosition(points.at(nearest), xy)));
    qreal radius = 6;
    if (const auto *scatter = qobject_cast<const QScatterSeries *>(xy))
        radius = scatter->markerSize() / 2;
    else if (xy->pointsVisible())
        radius = std::max<qreal>(radius, xy->markerSize());
    const int r = int(std::ceil(radius)) + kHoverSlack;
    m_tipRect = QRect(at - QPoint(r, r), QSize(2 * r + 1, 2 * r + 1)).united(QRect(cursor, QSize(1, 1)));
    m_tipText = tips.at(nearest);
    QToolTip::showText(QCursor::pos(), m_tipText, viewport, m_tipRect);
}
