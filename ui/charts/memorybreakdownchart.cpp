#include "ui/charts/memorybreakdownchart.h"

#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "ui/charts/figurestyle.h"
#include "ui/thememanager.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPen>
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
    m_style = ThemeManager::instance()->figureStyle();
    connect(ThemeManager::instance(), &ThemeManager::themeChanged, this, [this](const FigureStyle &style) {
        if (m_follow && style.dark != m_style.dark)
            applyStyle(style);
    });
    rebuild();
}

MemoryBreakdownChart::~MemoryBreakdownChart() = default;

QStringList MemoryBreakdownChart::componentNames()
{
    QStringList names;
    for (const Presentation::MemoryPart part : Presentation::memoryParts())
        names << Presentation::memoryPartLabel(part);
    return names << tr("Free VRAM");
}

namespace {

// The band of each bar, drawn over the chart's plot area: a line from the low to the high total with end
// caps, at the bar's middle. Qt Charts has no error bars; the item maps values through the chart, so it
// follows every relayout.
class BandWhiskers : public QGraphicsItem
{
public:
    static constexpr int kType = QGraphicsItem::UserType + 71;

    BandWhiskers(QChart *chart, QAbstractSeries *series, const FigureStyle &style)
        : QGraphicsItem(chart)
        , m_chart(chart)
        , m_series(series)
        , m_color(style.whisker())
    {
        setZValue(10); // above the bars
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
        QObject::connect(chart, &QChart::plotAreaChanged, chart,
                         [this](const QRectF &) { prepareGeometryChange(); });
    }

    int type() const override { return kType; }

    void setBands(const QList<QPointF> &bands)
    {
        if (bands == m_bands)
            return;
        m_bands = bands;
        update();
    }

    QRectF boundingRect() const override { return m_chart->plotArea().adjusted(-4, -4, 4, 4); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setClipRect(m_chart->plotArea().adjusted(0, -2, 2, 2));
        QPen pen(m_color, 1.5);
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        // Category i sits at y = i in the series' coordinates; a bar is 0.7 of a row high.
        const qreal cap = std::abs(m_chart->mapToPosition(QPointF(0, 0), m_series).y() -
                                   m_chart->mapToPosition(QPointF(0, 0.18), m_series).y());
        for (int i = 0; i < m_bands.size(); ++i) {
            const QPointF band = m_bands.at(i);
            if (!(band.y() > band.x()))
                continue;
            const QPointF low = m_chart->mapToPosition(QPointF(band.x(), i), m_series);
            const QPointF high = m_chart->mapToPosition(QPointF(band.y(), i), m_series);
            painter->drawLine(low, high);
            painter->drawLine(low - QPointF(0, cap), low + QPointF(0, cap));
            painter->drawLine(high - QPointF(0, cap), high + QPointF(0, cap));
        }
        painter->restore();
    }

private:
    QChart *m_chart;
    QAbstractSeries *m_series;
    QColor m_color;
    QList<QPointF> m_bands;
};

BandWhiskers *whiskersOf(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->type() == BandWhiskers::kType)
            return static_cast<BandWhiskers *>(item);
    }
    return nullptr;
}

} // namespace

MemoryBreakdownChart::BarData MemoryBreakdownChart::barData(const Recommend::Recommendation &rec, int maxBars)
{
    BarData bars;
    const int count = std::min<int>(maxBars, int(rec.results.size()));
    const QLocale locale;
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
                                 std::max(0.0, r.capacityGib - m.total())};
        for (size_t k = 0; k < kParts; ++k)
            bars.values[k].append(values[k]);
        // The bar ends at what the job may use (nvidia-smi's total where known), as in the report's figure:
        // the marketed "80 GB" is neither GiB nor all usable.
        bars.longest = std::max({bars.longest, m.total(), r.capacityGib, r.totalHighGib});
        bars.bands.append(QPointF(r.totalLowGib, r.totalHighGib));
        QString label =
            QStringLiteral("%1 (%2 GiB)").arg(r.gpu->name, locale.toString(r.capacityGib, 'f', 1));
        if (r.gpusUsed > 1)
            label = QStringLiteral("%1 x%2").arg(label).arg(r.gpusUsed);
        if (r.gpusNeeded == 0)
            label += tr(" - does not fit");
        bars.categories << label;
    }
    return bars;
}

void MemoryBreakdownChart::setValueRange(QValueAxis *axis, double longest)
{
    // The range and ticks of a new axis given the range: applyNiceNumbers() starts from the tick count, which
    // it changes. Worked out on an axis of no chart, so the shown one relays out only when they change.
    QValueAxis nice;
    nice.setRange(0, longest * 1.05);
    nice.applyNiceNumbers();
    if (axis->tickCount() != nice.tickCount())
        axis->setTickCount(nice.tickCount());
    if (axis->min() != nice.min() || axis->max() != nice.max())
        axis->setRange(nice.min(), nice.max());
}

QChart *MemoryBreakdownChart::buildChart(const Recommend::Recommendation &rec, int maxBars,
                                         const FigureStyle &style)
{
    auto *chart = new QChart;
    // Before styling: setTheme() resets series colours.
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Memory per GPU (GiB) against VRAM"));
    chart->legend()->setAlignment(Qt::AlignBottom);

    const QStringList names = componentNames();
    const QColor free = style.memoryFree();
    const QColor freeBorder = style.memoryFreeEdge();
    std::vector<QBarSet *> sets;
    for (int i = 0; i < names.size(); ++i) {
        auto *set = new QBarSet(names.at(i));
        const bool last = i == names.size() - 1;
        set->setColor(last ? free : FigureStyle::memoryPart(i));
        set->setBorderColor(last ? freeBorder : FigureStyle::memoryPart(i).darker(120));
        sets.push_back(set);
    }
    const BarData bars = barData(rec, maxBars);
    for (size_t k = 0; k < sets.size(); ++k)
        sets[k]->append(bars.values[k]);
    auto *series = new QHorizontalStackedBarSeries;
    for (QBarSet *set : sets)
        series->append(set);
    series->setBarWidth(0.7);
    chart->addSeries(series);
    // An empty line series gives the whiskers their legend entry, in their colour.
    auto *bandKey = new QLineSeries;
    bandKey->setName(tr("Measured range"));
    bandKey->setPen(QPen(style.whisker(), 1.5));
    chart->addSeries(bandKey);

    auto *axisY = new QBarCategoryAxis;
    axisY->append(bars.categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setTitleText(tr("GiB per GPU"));
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    setValueRange(axisX, bars.longest);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    (new BandWhiskers(chart, series, style))->setBands(bars.bands);
    // One-pixel lines drawn as such (cosmetic) look the same and cost a fraction of a stroked outline: the
    // calculator repaints this chart on every edit.
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(axisX), static_cast<QAbstractAxis *>(axisY)}) {
        QPen pen = axis->gridLinePen();
        pen.setCosmetic(pen.widthF() <= 1);
        axis->setGridLinePen(pen);
        pen = axis->linePen();
        pen.setCosmetic(pen.widthF() <= 1);
        axis->setLinePen(pen);
    }
    return chart;
}

void MemoryBreakdownChart::setRecommendation(const Recommend::Recommendation &rec, int maxBars)
{
    m_recommendation = rec;
    m_maxBars = maxBars;
    const bool layoutChanged = m_compact != compactNow();
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
        if (r.totalHighGib > r.totalLowGib)
            tip += QStringLiteral("<br>%1: %2-%3 GiB")
                       .arg(tr("Range of measured runs of this kind"), locale.toString(r.totalLowGib, 'f', 1),
                            locale.toString(r.totalHighGib, 'f', 1));
        tip += QStringLiteral("<br>%1: %2 GiB")
                   .arg(tr("What the job may use"), locale.toString(r.capacityGib, 'f', 1));
        if (r.capacityGib > m.total())
            tip += QStringLiteral("<br>%1: %2 GiB")
                       .arg(names.last(), locale.toString(r.capacityGib - m.total(), 'f', 1));
        m_tips.append(tip);
    }
    // An edit in the calculator changes the numbers, not the chart: new values in the bars it has are much
    // cheaper than a new chart (theme, title, axes, layout).
    if (layoutChanged || !updateInPlace())
        rebuild();
}

bool MemoryBreakdownChart::updateInPlace()
{
    QChart *chart = m_view->chart();
    if (!m_recommendation || !chart || chart->series().size() != 2 || !whiskersOf(chart))
        return false;
    auto *series = qobject_cast<QHorizontalStackedBarSeries *>(chart->series().first());
    if (!series || series->count() != int(kParts) || chart->locale() != QLocale() ||
        series->barSets().first()->label() != componentNames().first()) // the language changed
        return false;
    QBarCategoryAxis *axisY = nullptr;
    QValueAxis *axisX = nullptr;
    for (QAbstractAxis *axis : series->attachedAxes()) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            axisY = categories;
        else if (auto *values = qobject_cast<QValueAxis *>(axis))
            axisX = values;
    }
    const QList<QBarSet *> sets = series->barSets();
    if (!axisY || !axisX || sets.size() != int(kParts) || sets.first()->count() != m_bars)
        return false;
    const BarData bars = barData(*m_recommendation, m_bars);
    for (size_t k = 0; k < kParts; ++k) {
        for (int i = 0; i < m_bars; ++i) {
            if (sets[int(k)]->at(i) != bars.values[k].at(i))
                sets[int(k)]->replace(i, bars.values[k].at(i));
        }
    }
    if (axisY->categories() != bars.categories)
        axisY->setCategories(bars.categories);
    whiskersOf(chart)->setBands(bars.bands);
    const int ticks = axisX->tickCount();
    setValueRange(axisX, bars.longest);
    // A new tick count only invalidates the layout, which waits for the event loop; a paint may come first.
    if (axisX->tickCount() != ticks && chart->layout())
        chart->layout()->activate();
    m_hovered = -1;
    return true;
}

void MemoryBreakdownChart::rebuild()
{
    m_hovered = -1;
    QChart *old = m_view->chart();
    QChart *chart = m_recommendation ? buildChart(*m_recommendation, m_bars, m_style) : new QChart;
    if (m_compact) {
        chart->setTitle(QString());
        QFont small = chart->legend()->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        chart->legend()->setFont(small);
        chart->setMargins(QMargins(4, 2, 4, 2));
    }
    if (!m_recommendation) {
        chart->setTheme(m_style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setBackgroundBrush(m_style.background);
        chart->setBackgroundRoundness(0);
        chart->setDropShadowEnabled(false);
    }
    m_view->setChart(chart);
    delete old; // setChart() only releases the previous chart
    m_view->setBackgroundBrush(m_style.background);
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
        applyStyle(ThemeManager::instance()->figureStyle());
}

void MemoryBreakdownChart::setStyle(const FigureStyle &style)
{
    m_follow = false;
    applyStyle(style);
}

void MemoryBreakdownChart::applyStyle(const FigureStyle &style)
{
    m_style = style;
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
    // A label is a text item with a 4-pixel document margin above and below, and a little air between rows.
    const qreal text = QFontMetricsF(labelFont).height();
    const qreal row = std::max(text * 1.5, text + 10);
    // What the title, the value axis and the legend leave: measured on the chart laid out at this size
    // when there is one, else estimated from the font.
    qreal plot = 0;
    // A resized chart lays itself out when the event loop comes back; until then its plot area is the one of
    // the size before (a taller tab gave room for rows that the new height cannot hold).
    if (chart && chart->layout() && m_view->size() == chart->size().toSize())
        chart->layout()->activate();
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
    image.fill(m_style.background);
    if (!m_recommendation)
        return image;
    // A scene of its own, so the export does not depend on the widget's size on screen.
    QGraphicsScene scene;
    QChart *chart = buildChart(*m_recommendation, m_maxBars, m_style);
    scene.addItem(chart);
    chart->resize(QSizeF(size));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}
