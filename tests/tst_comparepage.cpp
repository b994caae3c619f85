#include "app/core/comparisonselection.h"
#include "app/core/gputablemodel.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/charts/figureview.h"
#include "ui/checklistmenu.h"
#include "ui/comparepage.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QImage>
#include <QLegend>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QXYSeries>

namespace {

int areaCount(FigureView *view)
{
    int count = 0;
    for (int i = 0; i < view->chartCount(); ++i) {
        for (QAbstractSeries *series : view->chart(i)->series())
            count += qobject_cast<QAreaSeries *>(series) ? 1 : 0;
    }
    return count;
}

} // namespace

/// The Compare tab as the user sees it: charts are built for the page on screen.
ComparePage *showComparePage(TestSession &session, const QSize &size = QSize())
{
    MainWindow &window = session.shown(size);
    window.showPage(MainWindow::CompareTab);
    return window.comparePage();
}

TEST_CASE("The Compare tab follows the comparison set live and says what to do when it is empty")
{
    TestSession session(fixtureGpus());
    MainWindow &window = session.window();
    REQUIRE(window.pages()->count() >= 2);
    CHECK(window.pages()->tabText(MainWindow::CompareTab) == QStringLiteral("&Compare"));
    ComparePage *page = showComparePage(session);
    REQUIRE(page);
    page->setChartKind(ChartKind::Radar);

    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    CHECK(areaCount(page->figureView()) == 2);

    // Ticking a GPU in the grid's Compare column is what the user does.
    GpuTableModel &model = session.model();
    const int row = model.dataset().indexOf(QStringLiteral("fx_rtx_4090"));
    REQUIRE(row >= 0);
    REQUIRE(model.setData(model.index(row, GpuTableModel::CompareColumn), Qt::Checked, Qt::CheckStateRole));
    CHECK(areaCount(page->figureView()) == 3);

    session.selection().clear();
    CHECK(page->figureView()->chartCount() == 0);
    CHECK(page->figureView()->message().contains(QStringLiteral("Compare column")));
}

TEST_CASE("The chart type chooser switches between radar, bars and the scatter")
{
    TestSession session(fixtureGpus());
    session.selection().setIds(
        {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s"), QStringLiteral("fx_rtx_4090")});
    ComparePage *page = showComparePage(session);
    auto *kind = page->findChild<QComboBox *>(QStringLiteral("chartKind"));
    REQUIRE(kind);
    kind->setCurrentIndex(kind->findData(int(ChartKind::Bar)));
    CHECK(page->chartKind() == ChartKind::Bar);
    CHECK(page->figureView()->chartCount() == 1);
    CHECK(page->figureView()->chart(0)->title().contains(QStringLiteral("FP16/BF16 dense")));
    kind->setCurrentIndex(kind->findData(int(ChartKind::Scatter)));
    CHECK(page->figureView()->chart(0)->series().size() == 4); // Pareto line + three GPUs
    // The choice is remembered.
    CHECK(session.settings().string(Settings::CompareChartKind) == QStringLiteral("scatter"));
}

TEST_CASE("The Compare tab writes its settings when the user changes a choice, not on every redraw")
{
    TestSession session(fixtureGpus());
    ComparePage *page = showComparePage(session);
    QSettings &backing = session.settings().backing();
    const Settings::Key keys[] = {Settings::CompareChartKind, Settings::RadarMetrics,
                                  Settings::BarMetrics,       Settings::ScatterMetric,
                                  Settings::ScatterPrice,     Settings::ChartNormalisation,
                                  Settings::ChartLogScale};
    auto stored = [&] {
        QStringList names;
        for (const Settings::Key key : keys) {
            if (backing.contains(Settings::keyName(key)))
                names.append(Settings::keyName(key));
        }
        return names;
    };
    for (const Settings::Key key : keys)
        session.settings().remove(key);
    // Redraws: a new comparison set, a theme change.
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    session.selection().setIds({QStringLiteral("fx_l4")});
    page->refresh();
    CHECK(stored().isEmpty());
    // A choice: all of them are written.
    auto *log = page->findChild<QCheckBox *>(QStringLiteral("logScale"));
    REQUIRE(log);
    log->toggle();
    CHECK(stored().size() == int(std::size(keys)));
    CHECK(session.settings().flag(Settings::ChartLogScale) == log->isChecked());
}

TEST_CASE("The Metrics menu stays open while the user ticks several metrics, and the chart follows each")
{
    TestSession session;
    ComparePage *page = showComparePage(session, QSize(1400, 860));
    page->setChartKind(ChartKind::Radar);
    auto *button = page->findChild<QToolButton *>(QStringLiteral("metricsButton"));
    REQUIRE(button);
    auto *menu = qobject_cast<ChecklistMenu *>(button->menu());
    REQUIRE(menu);
    const QString before = button->text();
    menu->popup(button->mapToGlobal(QPoint(0, button->height())));
    REQUIRE(QTest::qWaitForWindowExposed(menu));
    QList<QAction *> unticked;
    for (QAction *action : menu->actions()) {
        if (action->isCheckable() && !action->isChecked())
            unticked.append(action);
    }
    REQUIRE(unticked.size() >= 2);
    for (QAction *action : unticked.mid(0, 2)) {
        menu->setActiveAction(action);
        QTest::keyClick(menu, Qt::Key_Space);
        CHECK(action->isChecked());
        CHECK(menu->isVisible());
    }
    CHECK(button->text() != before); // "&Metrics (8)" after "&Metrics (6)"
    CHECK(
        button->text().contains(QString::number(before.section(QLatin1Char('('), 1).chopped(1).toInt() + 2)));
    QTest::keyClick(menu, Qt::Key_Escape);
    CHECK_FALSE(menu->isVisible());
}

TEST_CASE("Exporting from the Compare tab writes the file and remembers the folder, format, size and scale")
{
    QTemporaryDir dir;
    GuiSession session(fixtureGpus(), iniIn(dir));
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s")});
    ComparePage *page = session.window().comparePage();
    auto *size = page->findChild<QComboBox *>(QStringLiteral("exportSize"));
    auto *scale = page->findChild<QComboBox *>(QStringLiteral("exportScale"));
    REQUIRE(size);
    REQUIRE(scale);
    size->setCurrentText(QStringLiteral("800x600"));
    scale->setCurrentIndex(scale->findData(2.0));

    const QString target = dir.filePath(QStringLiteral("out/chart.png"));
    QDir(dir.path()).mkpath(QStringLiteral("out"));
    QString askedFor;
    page->setFileChooser([&](const QString &, const QString &suggested, const QString &, QString *) {
        askedFor = suggested;
        return target;
    });
    page->exportChartInteractive();
    QImage image(target);
    CHECK(image.size() == QSize(1600, 1200));
    CHECK(askedFor.endsWith(QStringLiteral(".png")));
    CHECK(session.settings().string(Settings::ExportDirectory) == QFileInfo(target).absolutePath());
    CHECK(session.settings().string(Settings::ExportImageFormat) == QStringLiteral("png"));
    CHECK(session.settings().string(Settings::ExportSize) == QStringLiteral("800x600"));
    CHECK(session.settings().real(Settings::ExportScale) == 2.0);

    QString error;
    const QString svg = dir.filePath(QStringLiteral("out/chart.svg"));
    REQUIRE(page->exportChart(svg, &error));
    CHECK(session.settings().string(Settings::ExportImageFormat) == QStringLiteral("svg"));
    // The next dialog opens in the remembered folder with the remembered format.
    page->exportChartInteractive();
    CHECK(askedFor == QFileInfo(target).absolutePath() + QStringLiteral("/gpu-radar.svg"));

    const QString report = dir.filePath(QStringLiteral("out/report.pdf"));
    REQUIRE(page->exportReport(report, &error));
    QFile pdf(report);
    REQUIRE(pdf.open(QIODevice::ReadOnly));
    CHECK(pdf.read(5) == "%PDF-");

    const QString missing = dir.filePath(QStringLiteral("nowhere/chart.pdf"));
    CHECK_FALSE(page->exportChart(missing, &error));
    CHECK(error.contains(QStringLiteral("does not exist")));
    CHECK_FALSE(QFile::exists(missing));
}

TEST_CASE("A hidden Compare tab waits to build its charts until it is shown, then catches up")
{
    TestSession session(fixtureGpus());
    MainWindow &window = session.shown();
    ComparePage *page = window.comparePage();
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    page->setChartKind(ChartKind::Radar);
    CHECK(page->figureView()->chartCount() == 0); // the Specs tab is on screen: no work done yet
    window.showPage(MainWindow::CompareTab);
    QApplication::processEvents();
    REQUIRE(page->figureView()->chartCount() == 1);
    CHECK(areaCount(page->figureView()) == 2);
}

TEST_CASE("Hovering a point of the radar and of the scatter shows the real value with its unit")
{
    TestSession session(fixtureGpus());
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    ComparePage *page = showComparePage(session, QSize(1400, 900));

    // Moves the mouse onto a series' point, as the user does, and returns the tooltip shown.
    const auto hover = [&](const QString &seriesName, int pointIndex) -> QString {
        FigureView *figure = page->figureView();
        REQUIRE(figure->chartCount() == 1);
        QChart *chart = figure->chart(0);
        QXYSeries *target = nullptr;
        for (QAbstractSeries *series : chart->series()) {
            auto *xy = qobject_cast<QXYSeries *>(series);
            if (xy && xy->name() == seriesName && xy->count() > pointIndex)
                target = xy;
        }
        REQUIRE(target);
        QGraphicsView *view = figure->graphicsView();
        // A new chart is laid out on the next pass of the event loop; only then do points have a place.
        REQUIRE(QTest::qWaitFor([&] { return view->isVisible() && chart->plotArea().width() > 100; }));
        const QPoint at =
            view->mapFromScene(chart->mapToScene(chart->mapToPosition(target->at(pointIndex), target)));
        QTest::mouseMove(view->viewport(), at + QPoint(12, 12)); // off the shape first
        QTest::mouseMove(view->viewport(), at);
        QApplication::processEvents();
        const QString shown = QToolTip::isVisible() ? QToolTip::text() : QString();
        // The pointer rests: Qt sends the view a tooltip request, which must not take the tip away.
        QHelpEvent rest(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &rest);
        QTest::qWait(700); // longer than QToolTip's fade-out
        CHECK(QToolTip::isVisible());
        CHECK(QToolTip::text() == shown);
        return shown;
    };

    page->setChartKind(ChartKind::Radar);
    // Point 0 of an outline is the first metric, VRAM: the H100 SXM has 80 GB.
    const QString radarTip = hover(QStringLiteral("H100 SXM5 80GB"), 0);
    CHECK(radarTip.contains(QStringLiteral("H100 SXM5 80GB")));
    CHECK(radarTip.contains(QStringLiteral("VRAM: 80 GB")));
    CHECK(radarTip.contains(QStringLiteral("% of best")));

    page->setChartKind(ChartKind::Scatter);
    const QString scatterTip = hover(QStringLiteral("L4"), 0);
    CHECK(scatterTip.contains(QStringLiteral("<b>L4</b>")));
    CHECK(scatterTip.contains(QStringLiteral("TFLOPS")));
    CHECK(scatterTip.contains(QStringLiteral("VRAM: 24 GB")));
    QToolTip::hideText();
}

TEST_CASE("Bars with three metrics share the view fairly at every window size, as the export does")
{
    TestSession session(fixtureGpus(), [](QSettings &ini) {
        ini.setValue(Settings::keyName(Settings::BarMetrics),
                     QStringList{QStringLiteral("fp16_bf16_dense_tflops"), QStringLiteral("vram_gb"),
                                 QStringLiteral("memory_bandwidth_gbps")});
    });
    session.selection().setIds(
        {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4"), QStringLiteral("fx_a100_80_sxm")});
    MainWindow &window = session.window();
    ComparePage *page = showComparePage(session);
    page->setChartKind(ChartKind::Bar);
    for (const QSize size : {QSize(1024, 640), QSize(1400, 860), QSize(1600, 1000)}) {
        INFO("window " << size.width() << "x" << size.height());
        window.resize(size);
        QApplication::processEvents();
        CHECK(window.size() == size); // the Compare tab lets the window be as small as allowed
        FigureView *figure = page->figureView();
        REQUIRE(figure->chartCount() == 3);
        const int viewHeight = figure->graphicsView()->viewport()->height();
        int top = 0;
        for (int i = 0; i < 3; ++i) {
            const QRect geometry = figure->chartGeometry(i);
            INFO("chart " << i << " at y " << geometry.y() << ", height " << geometry.height() << " of "
                          << viewHeight);
            // A fair share: a third of what the notes leave, never a strip.
            CHECK(geometry.height() >= viewHeight / 4);
            CHECK(geometry.top() >= top - 1); // stacked, not overlapping
            CHECK(std::abs(geometry.width() - figure->graphicsView()->viewport()->width()) <= 1);
            top = geometry.bottom();
        }
        CHECK(top <= viewHeight);
        // The plot areas, where the bars are, get their share too.
        for (int i = 0; i < 3; ++i)
            CHECK(figure->chart(i)->plotArea().height() >= viewHeight / 8);
    }
}

/// Every text a chart shows (titles, axis labels, legend entries), as drawn: Qt Charts writes "..." where it
/// had to cut one.
QStringList textsShown(QGraphicsItem *root)
{
    QStringList texts;
    for (QGraphicsItem *item : root->childItems()) {
        if (!item->isVisible())
            continue;
        if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item))
            texts.append(rich->toPlainText());
        else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            texts.append(simple->text());
        texts += textsShown(item);
    }
    return texts;
}

TEST_CASE("At 1024x640 no chart cuts a GPU name or its legend")
{
    TestSession session(fixtureGpus());
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l40s"),
                                QStringLiteral("fx_rtx_4090"), QStringLiteral("fx_l4"),
                                QStringLiteral("fx_a100_80_sxm"), QStringLiteral("fx_h100_pcie"),
                                QStringLiteral("fx_rtx_6000_ada"), QStringLiteral("fx_l40")});
    ComparePage *page = showComparePage(session, QSize(1024, 640));
    for (const ChartKind kind : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
        page->setChartKind(kind);
        QApplication::processEvents();
        INFO("chart " << ChartBuilder::kindName(kind).toStdString());
        FigureView *figure = page->figureView();
        REQUIRE(figure->chartCount() >= 1);
        for (int i = 0; i < figure->chartCount(); ++i) {
            const QStringList texts = textsShown(figure->chart(i));
            CHECK(texts.filter(QStringLiteral("...")) == QStringList());
            CHECK(texts.filter(QStringLiteral("GeForce RTX 4090")).size() >= 1);
        }
    }
}
