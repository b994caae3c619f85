#include "ui/charts/breakevenchart.h"

#include "app/core/chartdata.h"
#include "app/core/presentation.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QList>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace BreakEvenChart {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BreakEvenChart)
};

const Recommend::Entry *entryFor(const Recommend::Recommendation &rec, const QString &id)
{
    for (const Recommend::Entry &e : rec.results) {
        if (e.estimate.gpu->id == id && (e.ownership.buyKnown || e.ownership.rentKnown))
            return &e;
    }
    return nullptr;
}

QLineSeries *line(const std::vector<double> &values, const QString &name, const QColor &colour, bool dashed)
{
    auto *series = new QLineSeries;
    series->setName(name);
    for (size_t m = 0; m < values.size(); ++m)
        series->append(double(m), values[m]);
    QPen pen(colour, 2.5);
    pen.setStyle(dashed ? Qt::DashLine : Qt::SolidLine);
    series->setPen(pen);
    return series;
}

QString note(const Recommend::Entry &e, int horizon, const QLocale &plain)
{
    const QLocale locale = Presentation::grouped(plain); // "$40,114", as the report's money
    const CostOfOwnership::Result &o = e.ownership;
    if (!o.buyKnown)
        return Text::tr("%1 x %2: renting $%3 over %4 months; no price to buy it.")
            .arg(locale.toString(o.rentedGpus), o.rentedName, locale.toString(o.rentUsd, 'f', 0),
                 locale.toString(horizon));
    if (!o.rentKnown)
        return Text::tr("%1 x %2: buying $%3 (net of $%4 resale) over %5 months; %6.")
            .arg(locale.toString(o.gpus * o.sets), e.estimate.gpu->name, locale.toString(o.buyUsd, 'f', 0),
                 locale.toString(o.resaleUsd, 'f', 0), locale.toString(horizon), o.missing);
    return Text::tr("%1 x %2: buying $%3 (net of $%4 resale), renting $%5 over %6 months; pays off %7.")
        .arg(locale.toString(o.gpus * o.sets), e.estimate.gpu->name, locale.toString(o.buyUsd, 'f', 0),
             locale.toString(o.resaleUsd, 'f', 0), locale.toString(o.rentUsd, 'f', 0),
             locale.toString(horizon), CostOfOwnership::breakEvenText(o, horizon, locale));
}

} // namespace

QStringList chosenIds(const Recommend::Recommendation &rec, const QStringList &picked)
{
    QStringList ids;
    for (const QString &id : picked) {
        if (entryFor(rec, id) && !ids.contains(id))
            ids << id;
    }
    if (!ids.isEmpty())
        return ids;
    for (const Recommend::Entry &e : rec.results) {
        if (e.ownership.valid && ids.size() < kDefaultCount)
            ids << e.estimate.gpu->id;
    }
    for (const Recommend::Entry &e : rec.results) { // none both ways: those with one side
        if (ids.isEmpty() && entryFor(rec, e.estimate.gpu->id))
            return {e.estimate.gpu->id};
    }
    return ids;
}

QString key()
{
    return Text::tr("Solid: buying; dashed: renting; dots: the month buying pays off.");
}

QStringList notes(const Recommend::Recommendation &rec, const QStringList &ids, const QLocale &locale)
{
    QStringList lines{CostOfOwnership::assumptions(rec.constraints.ownership, rec.workload.tokens, locale)};
    for (const QString &id : ids)
        if (const Recommend::Entry *e = entryFor(rec, id))
            lines << note(*e, rec.constraints.ownership.horizonMonths, locale);
    return lines;
}

namespace {

// What addSeries() drew: how many colours it used, the highest cost, the series the legend leaves out.
struct Drawn
{
    int colours = 0;
    double top = 0;
    std::vector<QAbstractSeries *> unnamed;
};

Drawn addSeries(QChart &chart, const Recommend::Recommendation &rec, const QStringList &ids,
                const ChartFigure &figure)
{
    Drawn drawn;
    QList<std::vector<double>> rentLines;
    const int horizon = rec.constraints.ownership.horizonMonths;
    for (const QString &id : ids) {
        const Recommend::Entry *e = entryFor(rec, id);
        if (!e)
            continue;
        const CostOfOwnership::Result &o = e->ownership;
        const QColor colour = figure.style.series(drawn.colours++);
        if (o.buyKnown) {
            const QString name = QStringLiteral("%1 x %2").arg(o.gpus * o.sets).arg(e->estimate.gpu->name);
            chart.addSeries(line(o.buySeries, name, colour, false));
            drawn.top = std::max(drawn.top, o.buySeries.back());
        }
        // Renting another GPU for the same tokens is one line, however many bought GPUs it is set against.
        if (o.rentKnown && !rentLines.contains(o.rentSeries)) {
            rentLines.push_back(o.rentSeries);
            const QString name = QStringLiteral("%1 x %2").arg(o.rentedGpus).arg(o.rentedName);
            const bool same = o.rentedName == e->estimate.gpu->name;
            QLineSeries *rent =
                line(o.rentSeries, Text::tr("%1, rented").arg(name),
                     same || !o.buyKnown ? colour : figure.style.series(drawn.colours++), true);
            chart.addSeries(rent);
            if (o.buyKnown && same)
                drawn.unnamed.push_back(rent); // the same GPU's colour already names it in the legend
            drawn.top = std::max(drawn.top, o.rentSeries.back());
        }
        if (o.breakEvenWithinHorizon(horizon)) {
            auto *mark = new QScatterSeries;
            mark->append(*o.breakEvenMonth, o.buySeries.at(size_t(*o.breakEvenMonth)));
            mark->setMarkerSize(11);
            mark->setColor(colour);
            mark->setBorderColor(figure.style.text);
            chart.addSeries(mark);
            drawn.unnamed.push_back(mark);
        }
    }
    return drawn;
}

// Months along the bottom (a tick every 1, 2, 3, 6, 12 ... months, twelve at most), dollars up the side.
void addAxes(QChart &chart, int horizon, double top, bool compact, const ChartFigure &figure)
{
    auto *x = new QValueAxis;
    x->setRange(0, horizon);
    int step = 1;
    for (const int s : {1, 2, 3, 6, 12, 24, 60})
        if (horizon / s <= 12) {
            step = s;
            break;
        }
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(step);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(Text::tr("Months"));
    ChartBuilder::styleAxis(x, figure);
    auto *y = new QValueAxis;
    const ChartData::NiceAxis nice = ChartData::niceAxis(top, 0.05);
    y->setRange(0, nice.top);
    y->setTickCount(nice.tickCount);
    y->setLabelFormat(QStringLiteral("$%.0f"));
    y->setTitleText(compact ? Text::tr("USD") : Text::tr("Cumulative cost (USD)"));
    ChartBuilder::styleAxis(y, figure);
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart.series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

} // namespace

ChartFigure build(const Recommend::Recommendation &rec, const QStringList &ids, const FigureStyle &style,
                  const QLocale &locale, bool compact)
{
    ChartFigure figure;
    figure.style = style;
    const int horizon = rec.constraints.ownership.horizonMonths;
    auto chart = std::make_unique<QChart>();
    ChartBuilder::styleChart(chart.get(), figure);
    chart->setTitle(Text::tr("Buy or rent: cumulative cost over %1 months").arg(horizon));
    const Drawn drawn = addSeries(*chart, rec, ids, figure);
    if (drawn.colours == 0) {
        figure.message = Text::tr("No GPU can be costed: the job must run on it, and the dataset must hold a "
                                  "price to buy it or one to rent it.");
        return figure;
    }
    if (!compact) {
        figure.notes = notes(rec, ids, locale);
        figure.notes.first() += QLatin1Char(' ') + key();
    }
    addAxes(*chart, horizon, drawn.top, compact, figure);
    for (QAbstractSeries *series : drawn.unnamed)
        for (QLegendMarker *m : chart->legend()->markers(series))
            m->setVisible(false);
    figure.charts.push_back(std::move(chart));
    return figure;
}

} // namespace BreakEvenChart
