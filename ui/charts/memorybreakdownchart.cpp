#include "memorybreakdownchart.h"

#include "recommend.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QHorizontalStackedBarSeries>
#include <QPainter>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

MemoryBreakdownChart::MemoryBreakdownChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFocusPolicy(Qt::NoFocus); // nothing to operate: the table beside it holds the same numbers
    // The view made its own empty chart; setRecommendation() replaces and deletes it (setChart() only
    // releases).
    setAccessibleName(tr("Memory breakdown per GPU against its VRAM"));
}

MemoryBreakdownChart::~MemoryBreakdownChart() = default;

QStringList MemoryBreakdownChart::componentNames()
{
    return {tr("Weights"),  tr("Gradients"), tr("Optimizer"), tr("Activations"),
            tr("Adapters"), tr("Overhead"),  tr("Free VRAM")};
}

QChart *MemoryBreakdownChart::buildChart(const Recommend::Recommendation &rec, int maxBars)
{
    auto *chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight); // before styling: setTheme() resets series colours
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Memory per GPU (GiB) against VRAM"));
    chart->legend()->setAlignment(Qt::AlignBottom);

    const QStringList names = componentNames();
    static const QColor colors[] = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728),
                                    QColor(0x9467bd), QColor(0x8c564b), QColor(0xdddddd)};
    std::vector<QBarSet *> sets;
    for (int i = 0; i < names.size(); ++i) {
        auto *set = new QBarSet(names.at(i));
        set->setColor(colors[i]);
        set->setBorderColor(i == names.size() - 1 ? QColor(0xaaaaaa) : colors[i].darker(120));
        sets.push_back(set);
    }
    QStringList categories;
    const int count = std::min<int>(maxBars, int(rec.results.size()));
    double longest = 1;
    // Horizontal bars stack from the bottom: add the best last so it sits at the top.
    for (int i = count - 1; i >= 0; --i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        const Estimate::Memory &m = r.memory;
        const double values[] = {m.weights,
                                 m.gradients,
                                 m.optimizer,
                                 m.activations,
                                 m.adapters,
                                 m.overhead(),
                                 std::max(0.0, r.vramGib - m.total())};
        for (size_t k = 0; k < sets.size(); ++k)
            *sets[k] << values[k];
        longest = std::max({longest, m.total(), r.vramGib});
        QString label = QStringLiteral("%1 (%2 GiB)").arg(r.gpu->name).arg(r.vramGib, 0, 'f', 0);
        if (r.gpusUsed > 1)
            label = QStringLiteral("%1 x%2").arg(label).arg(r.gpusUsed);
        if (r.gpusNeeded == 0)
            label += tr(" - does not fit");
        categories << label;
    }
    auto *series = new QHorizontalStackedBarSeries;
    for (QBarSet *set : sets)
        series->append(set);
    series->setBarWidth(0.7);
    chart->addSeries(series);

    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setRange(0, longest * 1.05);
    axisX->setTitleText(tr("GiB per GPU"));
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    axisX->applyNiceNumbers();
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    return chart;
}

void MemoryBreakdownChart::setRecommendation(const Recommend::Recommendation &rec, int maxBars)
{
    QChart *old = m_view->chart();
    m_view->setChart(buildChart(rec, maxBars));
    delete old;
    m_recommendation = rec;
    m_maxBars = maxBars;
    m_bars = std::min<int>(maxBars, int(rec.results.size()));
}

QImage MemoryBreakdownChart::render(const QSize &size, qreal devicePixelRatio) const
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    if (!m_recommendation)
        return image;
    // A scene of its own, so the export does not depend on the widget's size on screen.
    QGraphicsScene scene;
    QChart *chart = buildChart(*m_recommendation, m_maxBars);
    scene.addItem(chart);
    chart->resize(QSizeF(size));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}
