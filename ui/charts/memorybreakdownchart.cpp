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
#include <QGraphicsTextItem>
#include <QHelpEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
        const qreal tallest = std::abs(m_chart->mapToPosition(QPointF(0, 0), m_series).y() -
                                       m_chart->mapToPosition(QPointF(0, 0.18), m_series).y());
        for (int i = 0; i < m_bands.size(); ++i) {
            const QPointF band = m_bands.at(i);
            if (!(band.y() > band.x()))
                continue;
            const QPointF low = m_chart->mapToPosition(QPointF(band.x(), i), m_series);
            const QPointF high = m_chart->mapToPosition(QPointF(band.y(), i), m_series);
            // Caps much taller than the range is long read as an "H" in a narrow plot: no taller than
            // 0.8 of its length, nor under 2.5 pixels.
            const qreal cap = std::min(tallest, std::max(2.5, 0.4 * std::abs(high.x() - low.x())));
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

// The legend of a chart too narrow for Qt's one row, which would elide the names to "Gradie...": the same
// markers (colours and names from the chart's own legend, which is hidden) in as many rows as the width
// needs, in the chart's bottom margin.
class WrappedLegend : public QGraphicsItem
{
public:
    static constexpr int kType = QGraphicsItem::UserType + 72;

    explicit WrappedLegend(QChart *chart)
        : QGraphicsItem(chart)
        , m_chart(chart)
        , m_margins(chart->margins())
    {
        setAcceptedMouseButtons(Qt::NoButton);
        for (QLegendMarker *marker : chart->legend()->markers())
            m_entries.append({marker->label(), marker->brush(), marker->pen()});
        chart->legend()->setVisible(false);
        QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [this] { placeRows(); });
        placeRows();
    }

    int type() const override { return kType; }
    QStringList labels() const
    {
        QStringList names;
        for (const Entry &entry : m_entries)
            names << entry.label;
        return names;
    }
    /// Per entry, where its name is drawn in the chart's coordinates; the rows never cut a name.
    QList<QRectF> textRects() const
    {
        const QFontMetricsF metrics(m_chart->legend()->font());
        const qreal swatch = swatchSize(metrics), gap = gapSize(metrics);
        QList<QRectF> rects;
        qreal x = left(), y = top();
        for (const Entry &entry : m_entries) {
            const qreal width = swatch + gap + metrics.horizontalAdvance(entry.label);
            if (x > left() && x + width > right()) {
                x = left();
                y += metrics.height();
            }
            rects.append(
                QRectF(x + swatch + gap, y, metrics.horizontalAdvance(entry.label), metrics.height()));
            x += width + 2 * gap;
        }
        return rects;
    }

    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), m_chart->size()); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QFont font = m_chart->legend()->font();
        const QFontMetricsF metrics(font);
        const qreal swatch = swatchSize(metrics), gap = gapSize(metrics);
        const QList<QRectF> rects = textRects();
        painter->save();
        painter->setFont(font);
        for (int i = 0; i < m_entries.size(); ++i) {
            const QRectF text = rects.at(i);
            const QRectF box(text.left() - gap - swatch, text.center().y() - swatch / 2, swatch, swatch);
            painter->setPen(m_entries.at(i).pen);
            painter->setBrush(m_entries.at(i).brush);
            painter->drawRect(box);
            painter->setPen(m_chart->legend()->labelColor());
            painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, m_entries.at(i).label);
        }
        painter->restore();
    }

private:
    struct Entry
    {
        QString label;
        QBrush brush;
        QPen pen;
    };

    // A marker's colour square and the space beside it, from the legend font's line height.
    static qreal swatchSize(const QFontMetricsF &metrics) { return metrics.height() * 0.6; }
    static qreal gapSize(const QFontMetricsF &metrics) { return metrics.height() * 0.35; }
    qreal left() const { return m_margins.left(); }
    qreal right() const { return m_chart->size().width() - m_margins.right(); }
    qreal top() const
    {
        return m_chart->size().height() - m_margins.bottom() -
               rows() * QFontMetricsF(m_chart->legend()->font()).height();
    }
    int rows() const { return m_rows; }

    // The bottom margin makes room for the rows the width needs; the plot and axes take the rest.
    void placeRows()
    {
        if (m_chart->size().width() <= 0)
            return;
        prepareGeometryChange();
        m_rows = 1;
        const QList<QRectF> rects = textRects();
        for (int i = 1; i < rects.size(); ++i)
            m_rows += rects.at(i).top() > rects.at(i - 1).top();
        const int height = int(std::ceil(m_rows * QFontMetricsF(m_chart->legend()->font()).height()));
        QMargins margins = m_margins;
        margins.setBottom(m_margins.bottom() + height + 4);
        if (m_chart->margins() != margins)
            m_chart->setMargins(margins);
        update();
    }

    QChart *m_chart;
    QMargins m_margins; ///< the chart's own, around the legend's rows
    QList<Entry> m_entries;
    int m_rows = 1;
};

// The text of every visible text item at or under `roots` (Qt Charts draws axis labels and legend names as
// QGraphicsTextItems, elided ones ending in "...").
QStringList visibleTexts(QList<QGraphicsItem *> items)
{
    QStringList drawn;
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeFirst();
        items << item->childItems();
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            drawn << text->toPlainText();
    }
    return drawn;
}

WrappedLegend *wrappedLegendOf(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->type() == WrappedLegend::kType)
            return static_cast<WrappedLegend *>(item);
    }
    return nullptr;
}

} // namespace

MemoryBreakdownChart::BarData MemoryBreakdownChart::barData(const Recommend::Recommendation &rec, int maxBars,
                                                            bool namesOnly)
{
    BarData bars;
    const int count = std::min<int>(maxBars, int(rec.results.size()));
    const QLocale locale;
    // Horizontal bars stack from the bottom: add the best last so it sits at the top.
    for (int i = count - 1; i >= 0; --i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        const Estimate::Memory &m = r.memory;
        size_t k = 0;
        Q_ASSERT(Presentation::memoryParts().size() + 1 == kParts);
        for (const Presentation::MemoryPart part : Presentation::memoryParts())
            bars.values[k++].append(Presentation::memoryPartGib(m, part));
        bars.values[k].append(std::max(0.0, r.capacityGib - m.total())); // the free VRAM, last
        // The bar ends at what the job may use (nvidia-smi's total where known), as in the report's figure:
        // the marketed "80 GB" is neither GiB nor all usable.
        bars.longest = std::max({bars.longest, m.total(), r.capacityGib, r.totalHighGib});
        bars.bands.append(QPointF(r.totalLowGib, r.totalHighGib));
        QString label = namesOnly ? r.gpu->name
                                  : QStringLiteral("%1 (%2)").arg(
                                        r.gpu->name, Presentation::gibWithUnit(r.capacityGib, locale));
        if (r.gpusUsed > 1)
            label = QStringLiteral("%1 x%2").arg(label).arg(r.gpusUsed);
        if (r.gpusNeeded == 0 && !namesOnly)
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
                                         const FigureStyle &style, bool namesOnly)
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
        set->setBorderColor(last ? freeBorder : FigureStyle::memoryPartEdge(i));
        sets.push_back(set);
    }
    const BarData bars = barData(rec, maxBars, namesOnly);
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
    const bool compactChanged = m_compact != compactNow();
    m_compact = compactNow();
    m_bars = std::min(fittingBars(), int(rec.results.size()));
    // Which labels and legend fit depends on the bars shown.
    const bool layoutChanged = compactChanged || m_narrow != narrowNow() || m_wrapLegend != wrapLegendNow();
    m_narrow = narrowNow();
    m_wrapLegend = wrapLegendNow();
    m_tips.clear();
    const QLocale locale;
    const auto line = [&locale](const QString &name, double gib) {
        return QStringLiteral("<br>%1: %2").arg(name, Presentation::gibWithUnit(gib, locale));
    };
    const QString freeName = componentNames().last();
    for (int i = 0; i < m_bars; ++i) {
        const Estimate::Result &r = rec.results[size_t(i)].estimate;
        const Estimate::Memory &m = r.memory;
        QString tip = QStringLiteral("<b>%1</b>").arg(r.gpu->name.toHtmlEscaped());
        for (const Presentation::MemoryPart part : Presentation::memoryParts())
            tip += line(Presentation::memoryPartLabel(part), Presentation::memoryPartGib(m, part));
        tip += QStringLiteral("<br><b>%1: %2</b>")
                   .arg(tr("Total per GPU"), Presentation::gibWithUnit(m.total(), locale));
        if (r.totalHighGib > r.totalLowGib)
            tip +=
                QStringLiteral("<br>%1: %2-%3")
                    .arg(tr("Range of measured runs of this kind"), Presentation::gib(r.totalLowGib, locale),
                         Presentation::gibWithUnit(r.totalHighGib, locale));
        tip += line(tr("What the job may use"), r.capacityGib);
        if (r.capacityGib > m.total())
            tip += line(freeName, r.capacityGib - m.total());
        m_tips.append(tip);
    }
    // An edit in the calculator changes the numbers, not the chart: new values in the bars it has are much
    // cheaper than a new chart (theme, title, axes, layout).
    if (layoutChanged || !updateInPlace())
        rebuild();
    dropElidedBars();
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
    const BarData bars = barData(*m_recommendation, m_bars, m_narrow);
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
    QChart *chart = makeChart(m_bars, m_compact, m_narrow, m_wrapLegend);
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

void MemoryBreakdownChart::dropElidedBars()
{
    // Qt Charts elides a name whose share of the axis (a bar's row, counted one more than the bars) is lower
    // than the text; fittingBars() estimates that from the font. Laid out at the size shown, one bar less
    // until every name is drawn in full.
    for (QChart *chart = m_view->chart(); m_bars > 1 && m_recommendation && isVisible() && chart &&
                                          m_view->size() == chart->size().toSize() && chart->layout();
         chart = m_view->chart()) {
        chart->layout()->activate();
        if (!elidedCategories(chart))
            return;
        --m_bars;
        m_tips = m_tips.mid(0, m_bars);
        m_elidedAbove = {m_view->size(), m_bars};
        rebuild();
    }
}

bool MemoryBreakdownChart::elidedCategories(QChart *chart)
{
    QStringList categories;
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
            categories = names->categories();
    }
    const QStringList drawn = visibleTexts(chart->childItems());
    for (const QString &name : categories) {
        if (!drawn.contains(name))
            return true;
    }
    return false;
}

QChart *MemoryBreakdownChart::makeChart(int bars, bool compact, bool narrow, bool wrapLegend) const
{
    QChart *chart = m_recommendation ? buildChart(*m_recommendation, bars, m_style, narrow) : new QChart;
    if (compact) {
        chart->setTitle(QString());
        QFont small = chart->legend()->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        chart->legend()->setFont(small);
        chart->setMargins(QMargins(4, 2, 4, 2));
    }
    if (wrapLegend && m_recommendation) {
        // The legend's rows take the height of the axis title: the unit goes to the numbers.
        for (QAbstractAxis *axis : chart->axes(Qt::Horizontal)) {
            if (auto *values = qobject_cast<QValueAxis *>(axis)) {
                values->setTitleText(QString());
                values->setLabelFormat(tr("%.0f GiB"));
            }
        }
        new WrappedLegend(chart);
    }
    return chart;
}

QChart *MemoryBreakdownChart::chart() const
{
    return m_view->chart();
}

QStringList MemoryBreakdownChart::legendLabels() const
{
    QStringList drawn;
    QChart *chart = m_view->chart();
    if (!chart)
        return drawn;
    if (const WrappedLegend *rows = wrappedLegendOf(chart)) {
        const QStringList labels = rows->labels();
        const QList<QRectF> rects = rows->textRects();
        for (int i = 0; i < labels.size(); ++i)
            drawn << (rects.at(i).right() <= chart->size().width() ? labels.at(i) : QStringLiteral("..."));
        return drawn;
    }
    return chart->legend()->isVisible() ? visibleTexts(chart->legend()->childItems()) : drawn;
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

bool MemoryBreakdownChart::narrowNow() const
{
    // A label with the GiB figure that takes more than two sevenths of the width leaves the bars too
    // short to read their parts and range: the name alone then (the tooltip has the figure).
    if (!m_recommendation || height() <= 0 || !isVisible())
        return false;
    const QList<QAbstractAxis *> axes =
        m_view->chart() ? m_view->chart()->axes(Qt::Vertical) : QList<QAbstractAxis *>();
    const QFontMetricsF metrics(axes.isEmpty() ? font() : axes.first()->labelsFont());
    qreal longest = 0;
    for (const QString &label : barData(*m_recommendation, m_bars).categories)
        longest = std::max(longest, metrics.horizontalAdvance(label));
    return longest > width() * 2.0 / 7.0;
}

bool MemoryBreakdownChart::wrapLegendNow() const
{
    // Qt's legend is one row that elides every name when it is wider than the chart ("Gradie..."). A marker
    // takes about two lines' width besides its name.
    if (!m_recommendation || height() <= 0 || !isVisible())
        return false;
    QFont legendFont = m_view->chart() ? m_view->chart()->legend()->font() : font();
    if (m_view->chart() && !m_compact && compactNow())
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    const QFontMetricsF metrics(legendFont);
    qreal row = 2 * metrics.height();
    const QStringList names = componentNames() << tr("Measured range");
    for (const QString &name : names)
        row += metrics.horizontalAdvance(name) + 2 * metrics.height();
    return row > width() - 8;
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
        chart->plotArea().height() > 0 && m_compact == compactNow() && m_wrapLegend == wrapLegendNow()) {
        plot = chart->plotArea().height();
    } else if (m_recommendation && m_wrapLegend != wrapLegendNow()) {
        // The chart shown has the other legend: lay out one that has this size's.
        QGraphicsScene scene;
        QChart *probe = makeChart(1, compactNow(), false, wrapLegendNow());
        scene.addItem(probe);
        probe->resize(QSizeF(m_view->size()));
        if (probe->layout())
            probe->layout()->activate();
        plot = probe->plotArea().height();
    } else
        plot = m_view->height() - (compactNow() ? 6 : 11) * QFontMetricsF(font()).height();
    int bars = std::clamp(int(plot / row), 1, std::max(1, m_maxBars));
    // More than rebuild() found readable at this size would be elided again (and cost two charts per edit).
    if (m_elidedAbove.first == m_view->size() && m_elidedAbove.first.isValid())
        bars = std::min(bars, m_elidedAbove.second);
    return bars;
}

void MemoryBreakdownChart::relayout()
{
    if (!m_recommendation)
        return;
    const bool compact = compactNow();
    const bool barsChanged = std::min(fittingBars(), int(m_recommendation->results.size())) != m_bars;
    if (!barsChanged && compact == m_compact && narrowNow() == m_narrow && wrapLegendNow() == m_wrapLegend) {
        dropElidedBars(); // a lower chart of as many bars
        return;
    }
    if (barsChanged) {
        setRecommendation(Recommend::Recommendation(*m_recommendation), m_maxBars);
        return;
    }
    m_compact = compact;
    m_narrow = narrowNow();
    m_wrapLegend = wrapLegendNow();
    rebuild();
    dropElidedBars();
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
