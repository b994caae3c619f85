#include "app/core/recommend.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/breakeventab.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figureview.h"

#include <QApplication>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QTest>

namespace {

// Two made-up cards costed by hand: "fast" pays off in month 7 (see tst_costofownership), "slow" never.
struct Fixture
{
    std::vector<Gpu> gpus;
    Recommend::Recommendation rec;

    Fixture()
    {
        for (const char *id : {"fast", "slow", "unpriced"}) {
            Gpu gpu;
            gpu.id = QLatin1String(id);
            gpu.name = QStringLiteral("Card ") + QLatin1String(id);
            gpu.segment = QStringLiteral("workstation");
            gpu.tdpW = 500;
            if (gpu.id != QLatin1String("unpriced")) {
                gpu.prices.push_back({QStringLiteral("street_new"),
                                      4000,
                                      std::nullopt,
                                      QStringLiteral("2026-01"),
                                      QStringLiteral("x"),
                                      {},
                                      false});
                gpu.prices.push_back({QStringLiteral("on_demand"),
                                      gpu.id == QLatin1String("fast") ? 2.0 : 0.04,
                                      std::nullopt,
                                      QStringLiteral("2026-01"),
                                      QStringLiteral("x"),
                                      {},
                                      false});
            }
            gpus.push_back(gpu);
        }
        rec.constraints.ownership.hostUsd = 500;
        rec.constraints.ownership.usdPerKwh = 0.10;
        rec.constraints.ownership.pue = 1.0;
        for (const Gpu &gpu : gpus) {
            Recommend::Entry e;
            e.estimate.gpu = &gpu;
            e.estimate.gpusNeeded = e.estimate.gpusUsed = 1;
            e.estimate.withinLimit = true;
            e.estimate.tokensPerSecond = 1000;
            e.ownership = CostOfOwnership::compute(e.estimate, 0, rec.constraints.ownership);
            rec.results.push_back(e);
        }
    }
};

} // namespace

TEST_CASE("The break-even chart draws buy and rent per GPU with the pay-off month marked")
{
    Fixture f;
    CHECK(BreakEvenChart::chosenIds(f.rec) == QStringList{QStringLiteral("fast"), QStringLiteral("slow")});
    CHECK(BreakEvenChart::chosenIds(f.rec, {QStringLiteral("unpriced"), QStringLiteral("slow")}) ==
          QStringList{QStringLiteral("slow")});
    ChartFigure figure = BreakEvenChart::build(f.rec, BreakEvenChart::chosenIds(f.rec), FigureStyle::light());
    REQUIRE(figure.charts.size() == 1);
    const QList<QAbstractSeries *> series = figure.charts.front()->series();
    REQUIRE(series.size() == 5); // fast: buy, rent, mark; slow: buy, rent
    auto *buy = qobject_cast<QLineSeries *>(series.at(0));
    auto *rent = qobject_cast<QLineSeries *>(series.at(1));
    auto *mark = qobject_cast<QScatterSeries *>(series.at(2));
    REQUIRE(buy);
    REQUIRE(rent);
    REQUIRE(mark);
    CHECK(buy->name() == QStringLiteral("1 x Card fast"));
    CHECK(rent->name() == QStringLiteral("1 x Card fast, rented"));
    CHECK_FALSE(figure.charts.front()->legend()->markers(rent).value(0)->isVisible());
    CHECK(buy->count() == 37);
    CHECK(buy->at(0) == QPointF(0, 4500));
    CHECK(rent->at(36).y() == Approx(730 * 36));
    CHECK(rent->pen().style() == Qt::DashLine);
    CHECK(mark->at(0).x() == 7);
    CHECK(figure.notes.join(QLatin1Char(' ')).contains(QStringLiteral("pays off month 7")));
    CHECK(figure.notes.join(QLatin1Char(' ')).contains(QStringLiteral("pays off never")));

    ChartFigure none = BreakEvenChart::build(f.rec, {QStringLiteral("unpriced")}, FigureStyle::light());
    CHECK(none.charts.empty());
    CHECK(!none.message.isEmpty());
}

TEST_CASE("The break-even chart exports the same bytes every time, light and dark")
{
    Fixture f;
    const QStringList ids = BreakEvenChart::chosenIds(f.rec);
    for (const bool dark : {false, true}) {
        ChartFigure first = BreakEvenChart::build(f.rec, ids, FigureStyle::forDark(dark));
        ChartFigure second = BreakEvenChart::build(f.rec, ids, FigureStyle::forDark(dark));
        const QByteArray png = ChartRenderer::png(first, QSize(1000, 640), 1);
        CHECK(png == ChartRenderer::png(second, QSize(1000, 640), 1));
        CHECK(ChartRenderer::svg(first, QSize(1000, 640), QStringLiteral("t")) ==
              ChartRenderer::svg(second, QSize(1000, 640), QStringLiteral("t")));
        const QImage image = QImage::fromData(png);
        CHECK((image.pixelColor(3, 3).lightness() < 80) == dark);
        CHECK(ChartRenderer::pdf(first, QSize(1000, 640), QStringLiteral("t")).startsWith("%PDF"));
    }
}

TEST_CASE("The Buy or rent tab saves through the export chooser: the filter completes the name, and the next "
          "export opens in the folder the last one used")
{
    Fixture f;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("charts")));
    const QString folder = QDir(dir.filePath(QStringLiteral("charts"))).absolutePath();
    Settings settings(iniIn(dir));
    BreakEvenTab tab(&settings);
    tab.setRecommendation(f.rec, {});
    REQUIRE(tab.exportButton()->isEnabled());

    QString suggested, offered;
    tab.setFileChooser(
        [&](const QString &, const QString &suggestedPath, const QString &filters, QString *selected) {
            suggested = suggestedPath;
            offered = filters;
            *selected = filters.split(QStringLiteral(";;")).at(1); // SVG
            return folder + QStringLiteral("/costs");
        });
    QTest::mouseClick(tab.exportButton(), Qt::LeftButton);
    QFile svg(folder + QStringLiteral("/costs.svg"));
    REQUIRE(svg.open(QIODevice::ReadOnly));
    CHECK(svg.read(64).contains("<?xml"));
    CHECK(offered == QStringLiteral("PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)"));
    CHECK_FALSE(suggested.startsWith(folder)); // nothing remembered yet

    QTest::mouseClick(tab.exportButton(), Qt::LeftButton);
    CHECK(suggested == folder + QStringLiteral("/breakeven.png"));
    // A new tab (the next start) reads the folder from the settings.
    BreakEvenTab next(&settings);
    next.setRecommendation(f.rec, {});
    next.setFileChooser([&](const QString &, const QString &suggestedPath, const QString &, QString *) {
        suggested = suggestedPath;
        return QString(); // cancelled
    });
    QTest::mouseClick(next.exportButton(), Qt::LeftButton);
    CHECK(suggested == folder + QStringLiteral("/breakeven.png"));
}

namespace {

// The texts Qt Charts drew into the chart (titles and labels, elided where they did not fit).
QStringList drawnTexts(const QGraphicsItem &item)
{
    QStringList texts;
    for (const QGraphicsItem *child : item.childItems()) {
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(child);
            text && text->isVisible())
            texts << text->toPlainText();
        texts << drawnTexts(*child);
    }
    return texts;
}

} // namespace

TEST_CASE("The Buy or rent tab scrolls a short pane rather than flatten the plot or elide an axis title")
{
    Fixture f;
    BreakEvenTab tab;
    tab.setRecommendation(f.rec, {});
    for (const QSize size : {QSize(640, 160), QSize(900, 230), QSize(1200, 700)}) {
        CAPTURE(size.width(), size.height());
        tab.resize(size);
        tab.show();
        REQUIRE(QTest::qWaitForWindowExposed(&tab));
        QApplication::processEvents();
        QChart *chart = tab.view()->chart(0);
        REQUIRE(chart);
        CHECK(chart->plotArea().height() >= 120);
        const QStringList texts = drawnTexts(*chart);
        CAPTURE(texts);
        CHECK(texts.contains(QStringLiteral("Months")));
        CHECK(texts.contains(QStringLiteral("USD")));
        for (const QString &text : texts)
            CHECK_FALSE((text.endsWith(QStringLiteral("...")) || text.endsWith(QChar(0x2026))));
    }
}
