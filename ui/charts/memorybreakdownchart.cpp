#include "ui/charts/memorybreakdownchart.h"

#include "app/core/recommend.h"
#include "ui/thememanager.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
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
    m_view->viewport()->installEventFilter(this);
    m_dark = ThemeManager::instance()->isDark();
    connect(ThemeManager::instance(), &ThemeManager::themeChanged, this, [this](bool dark) {
        if (m_follow && dark != m_dark)
            applyDark(dark);
    });
    rebuild();
}

MemoryBreakdownChart::~MemoryBreakdownChart() = default;

QStringList MemoryBreakdownChart::componentNames()
{
    return {tr("Weights"),  tr("Gradients"), tr("Optimizer"), tr("Activations"),
            tr("Adapters"), tr("Overhead"),  tr("Free VRAM")};
}

namespace {

QColor backgroundFor(bool dark)
{
    return dark ? QColor(0x1e, 0x21, 0x28) : QColor(Qt::white);
}

} // namespace

QChart *MemoryBreakdownChart::buildChart(const Recommend::Recommendation &rec, int maxBars, bool dark)
{
    auto *chart = new QChart;
    // Before styling: setTheme() resets series colours.
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->setBackgroundBrush(backgroundFor(dark));
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Memory per GPU (GiB) against VRAM"));
    chart->legend()->setAlignment(Qt::AlignBottom);

    const QStringList names = componentNames();
    static const QColor colors[] = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728),
                                    QColor(0x9467bd), QColor(0x8c564b), QColor(0xdddddd)};
    const QColor free = dark ? QColor(0x4a, 0x4e, 0x57) : colors[6];
    const QColor freeBorder = dark ? QColor(0x70, 0x75, 0x80) : QColor(0xaaaaaa);
    std::vector<QBarSet *> sets;
    for (int i = 0; i < names.size(); ++i) {
        auto *set = new QBarSet(names.at(i));
        const bool last = i == names.size() - 1;
        set->setColor(last ? free : colors[i]);
        set->setBorderColor(last ? freeBorder : colors[i].darker(120));
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
        QString label = QStringLiteral("%1 (%2 GiB)").arg(r.gpu->name, QLocale().toString(r.vramGib, 'f', 0));
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
    m_recommendation = rec;
    m_maxBars = maxBars;
    m_compact = compactNow();
    m_bars = std::min(fittingBars(), int(rec.results.size()));
    m_tips.clear();
    const QLocale locale;
    const QStringList names = componentNames();
    for (int i = 0; i < m_bars; ++i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        const Estimate::Memory &m = r.memory;
        const double values[] = {m.weights,     m.gradients, m.optimizer,
                                 m.activations, m.adapters,  m.overhead()};
        QString tip = QStringLiteral("<b>%1</b>").arg(r.gpu->name.toHtmlEscaped());
        for (int k = 0; k < 6; ++k)
            tip += QStringLiteral("<br>%1: %2 GiB").arg(names.at(k), locale.toString(values[k], 'f', 1));
        tip += QStringLiteral("<br><b>%1: %2 GiB</b>")
                   .arg(tr("Total per GPU"), locale.toString(m.total(), 'f', 1));
        tip += QStringLiteral("<br>%1: %2 GiB").arg(tr("VRAM"), locale.toString(r.vramGib, 'f', 0));
        if (r.vramGib > m.total())
            tip += QStringLiteral("<br>%1: %2 GiB")
                       .arg(names.last(), locale.toString(r.vramGib - m.total(), 'f', 1));
        m_tips.append(tip);
    }
    rebuild();
}

void MemoryBreakdownChart::rebuild()
{
    m_hovered = -1;
    QChart *old = m_view->chart();
    QChart *chart = m_recommendation ? buildChart(*m_recommendation, m_bars, m_dark) : new QChart;
    if (m_compact) {
        chart->setTitle(QString());
        QFont small = chart->legend()->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        chart->legend()->setFont(small);
        chart->setMargins(QMargins(4, 2, 4, 2));
    }
    if (!m_recommendation) {
        chart->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setBackgroundBrush(backgroundFor(m_dark));
        chart->setBackgroundRoundness(0);
        chart->setDropShadowEnabled(false);
    }
    m_view->setChart(chart);
    delete old; // setChart() only releases the previous chart
    m_view->setBackgroundBrush(backgroundFor(m_dark));
    for (QAbstractSeries *series : chart->series()) {
        auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(series);
        if (!bars)
            continue;
        connect(bars, &QHorizontalStackedBarSeries::hovered, this, [this](bool on, int index, QBarSet *) {
            // Categories run bottom-up: the top bar, the best result, is the last category.
            const int bar = m_bars - 1 - index;
            m_hovered = on ? bar : -1;
            if (on && bar >= 0 && bar < m_tips.size())
                QToolTip::showText(QCursor::pos(), m_tips.at(bar), m_view->viewport());
            else
                QToolTip::hideText();
        });
    }
}

QChart *MemoryBreakdownChart::chart() const
{
    return m_view->chart();
}

QString MemoryBreakdownChart::barToolTip(int index) const
{
    return index >= 0 && index < m_tips.size() ? m_tips.at(index) : QString();
}

void MemoryBreakdownChart::setFollowsTheme(bool follow)
{
    m_follow = follow;
    if (follow)
        applyDark(ThemeManager::instance()->isDark());
}

void MemoryBreakdownChart::setDark(bool dark)
{
    m_follow = false;
    applyDark(dark);
}

void MemoryBreakdownChart::applyDark(bool dark)
{
    m_dark = dark;
    rebuild();
}

bool MemoryBreakdownChart::compactNow() const
{
    // A small tab (the calculator at 1024x640) has no room for a title and a legend row of seven entries:
    // the tab's name says what the chart is, and the legend stacks on the right.
    if (height() <= 0 || !isVisible())
        return false;
    const int line = QFontMetrics(font()).height();
    return height() < 22 * line || width() < 48 * line;
}

int MemoryBreakdownChart::fittingBars() const
{
    // Qt Charts elides a category label to "..." when its row is lower than the text: show only the bars
    // whose names can be read at this height.
    if (height() <= 0 || !isVisible())
        return m_maxBars;
    QChart *chart = m_view->chart();
    const QList<QAbstractAxis *> axes = chart ? chart->axes(Qt::Vertical) : QList<QAbstractAxis *>();
    const QFont labelFont = axes.isEmpty() ? font() : axes.first()->labelsFont();
    const qreal row = QFontMetricsF(labelFont).height() * 1.5;
    // What the title, the value axis and the legend leave: measured on the chart laid out at this size
    // when there is one, else estimated from the font.
    qreal plot = 0;
    if (chart && !axes.isEmpty() && m_view->size() == chart->size().toSize() &&
        chart->plotArea().height() > 0 && m_compact == compactNow())
        plot = chart->plotArea().height();
    else
        plot = m_view->height() - (compactNow() ? 6 : 11) * QFontMetricsF(font()).height();
    return std::clamp(int(plot / row), 1, std::max(1, m_maxBars));
}

void MemoryBreakdownChart::relayout()
{
    if (!m_recommendation)
        return;
    const bool compact = compactNow();
    const bool barsChanged = std::min(fittingBars(), int(m_recommendation->results.size())) != m_bars;
    if (!barsChanged && compact == m_compact)
        return;
    m_compact = compact;
    if (barsChanged)
        setRecommendation(Recommend::Recommendation(*m_recommendation), m_maxBars);
    else
        rebuild();
}

void MemoryBreakdownChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void MemoryBreakdownChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    relayout();
}

bool MemoryBreakdownChart::eventFilter(QObject *watched, QEvent *event)
{
    // A resting pointer makes the view ask its scene for a tooltip, and the scene, having none, would hide
    // the bar's: answer it with the bar's own.
    if (watched == m_view->viewport() && event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (m_hovered >= 0 && m_hovered < m_tips.size())
            QToolTip::showText(help->globalPos(), m_tips.at(m_hovered), m_view->viewport());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QImage MemoryBreakdownChart::render(const QSize &size, qreal devicePixelRatio) const
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(backgroundFor(m_dark));
    if (!m_recommendation)
        return image;
    // A scene of its own, so the export does not depend on the widget's size on screen.
    QGraphicsScene scene;
    QChart *chart = buildChart(*m_recommendation, m_maxBars, m_dark);
    scene.addItem(chart);
    chart->resize(QSizeF(size));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}
