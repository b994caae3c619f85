#include "figureview.h"

#include <QChartView>
#include <QCursor>
#include <QLabel>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>

FigureView::FigureView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_chartsLayout = new QVBoxLayout;
    m_chartsLayout->setSpacing(0);
    layout->addLayout(m_chartsLayout, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("chartMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setAutoFillBackground(true);
    m_message->setFont(ChartBuilder::font(17));
    layout->addWidget(m_message, 1);
    m_notes = new QLabel(this);
    m_notes->setObjectName(QStringLiteral("chartNotes"));
    m_notes->setWordWrap(true);
    m_notes->setAutoFillBackground(true);
    m_notes->setContentsMargins(12, 4, 12, 8);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_notes);
}

void FigureView::setFigure(ChartFigure figure)
{
    for (QWidget *view : m_views)
        delete view;
    m_views.clear();
    m_tips = figure.tips;

    QPalette palette = this->palette();
    palette.setColor(QPalette::Window, figure.background);
    palette.setColor(QPalette::WindowText, figure.text);
    m_message->setPalette(palette);
    m_notes->setPalette(palette);

    const bool showMessage = !figure.message.isEmpty() || figure.charts.empty();
    m_message->setText(figure.message);
    m_message->setVisible(showMessage);
    if (!showMessage) {
        for (std::unique_ptr<QChart> &owned : figure.charts) {
            QChart *chart = owned.release();
            auto *view = new QChartView(chart, this); // the view owns the chart from here
            view->setRenderHint(QPainter::Antialiasing);
            view->setFrameShape(QFrame::NoFrame);
            view->setBackgroundBrush(figure.background);
            m_chartsLayout->addWidget(view);
            m_views.push_back(view);
            for (QAbstractSeries *series : chart->series()) {
                auto *xy = qobject_cast<QXYSeries *>(series);
                if (!xy || !m_tips.contains(series))
                    continue;
                connect(xy, &QXYSeries::hovered, this,
                        [this, xy](const QPointF &point, bool entered) { showTip(xy, point, entered); });
            }
        }
    }
    m_notes->setText(figure.notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!figure.notes.isEmpty());
}

QChart *FigureView::chart(int index) const
{
    if (index < 0 || index >= chartCount())
        return nullptr;
    return static_cast<QChartView *>(m_views[size_t(index)])->chart();
}

QString FigureView::message() const
{
    return m_message->isVisible() || m_views.empty() ? m_message->text() : QString();
}

QString FigureView::notes() const
{
    return m_notes->text();
}

void FigureView::showTip(const QAbstractSeries *series, const QPointF &point, bool entered)
{
    if (!entered) {
        QToolTip::hideText();
        return;
    }
    const auto *xy = static_cast<const QXYSeries *>(series);
    const QStringList tips = m_tips.value(series);
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
    if (nearest >= 0)
        QToolTip::showText(QCursor::pos(), tips.at(nearest), this);
}
