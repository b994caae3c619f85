#include "app/core/comparisonselection.h"
#include "app/core/fitmapmodel.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/presentation.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/fitmapfigure.h"
#include "ui/fitmappage.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"
#include "ui/specgridpage.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QSignalSpy>
#include <QTableView>
#include <QTabWidget>
#include <QTest>

namespace {

QStringList columnIds(const FitMapPage &page)
{
    QStringList ids;
    for (const Gpu *gpu : page.model()->map().gpus)
        ids << gpu->id;
    return ids;
}

} // namespace

TEST_CASE("The Fit map tab exists, follows the grid's filter and shows an empty state")
{
    QTemporaryDir dir;
    GuiSession session(fixtureGpus(), iniIn(dir));
    MainWindow &window = session.window();
    CHECK(window.showPage(QStringLiteral("fitmap")));
    CHECK(window.pages()->currentIndex() == MainWindow::FitMapTab);
    REQUIRE(window.fitMapPage());
    CHECK(window.pages()->currentWidget()->isAncestorOf(window.fitMapPage()));
    CHECK(window.fitMapPage()->isVisibleTo(&window)); // the window itself is not shown here
    FitMapPage &page = *window.fitMapPage();
    SpecGridPage &grid = *window.specGrid();

    CHECK(columnIds(page) == grid.proxy()->visibleIds());
    CHECK(page.model()->rowCount() == int(ModelPresets::all().size()));
    QTest::keyClicks(grid.searchField(), QStringLiteral("h100"));
    CHECK(columnIds(page) == grid.proxy()->visibleIds());
    CHECK(!columnIds(page).isEmpty());
    CHECK(!page.isEmptyStateShown());

    QTest::keyClicks(grid.searchField(), QStringLiteral("zzzz-nothing"));
    CHECK(grid.proxy()->rowCount() == 0);
    CHECK(page.isEmptyStateShown());
    CHECK(page.emptyStateText().contains(QStringLiteral("filter")));

    page.setGpuSet(FitMapPage::GpuSet::Compared);
    session.selection().clear();
    CHECK(page.isEmptyStateShown());
    session.selection().setIds({QStringLiteral("fx_t4"), QStringLiteral("fx_b200")});
    CHECK(!page.isEmptyStateShown());
    CHECK(columnIds(page) == (QStringList{QStringLiteral("fx_t4"), QStringLiteral("fx_b200")}));
    page.setGpuOrder(FitMapPage::GpuOrder::Vram);
    CHECK(columnIds(page) == (QStringList{QStringLiteral("fx_b200"), QStringLiteral("fx_t4")}));

    page.setGpuSet(FitMapPage::GpuSet::All);
    CHECK(page.model()->columnCount() == int(fixtureGpus().gpus.size()));
}

TEST_CASE("The Fit map page recomputes for the calculator's job and opens a cell in the calculator")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    FitMapPage page(&session);
    page.setGpuSet(FitMapPage::GpuSet::All);
    page.setMode(FitMap::Mode::Full);
    page.resize(1200, 700);
    page.show();
    REQUIRE(QTest::qWaitForWindowExposed(&page));

    Job job = Job::defaults();
    job.workload.seqLen = 512;
    page.setJob(job);
    const double shortTotal = page.model()->map().at(0, 0).totalGib;
    job.workload.seqLen = 8192;
    page.setJob(job);
    CHECK(page.model()->map().job.workload.seqLen == 8192);
    CHECK(page.model()->map().at(0, 0).totalGib > shortTotal);
    CHECK(page.model()->map().at(0, 0).method == Estimate::Method::Full);

    QSignalSpy open(&page, &FitMapPage::openInCalculator);
    const QModelIndex cell = page.model()->index(1, 2);
    page.view()->setCurrentIndex(cell);
    page.view()->setFocus();
    QTest::keyClick(page.view(), Qt::Key_Return);
    REQUIRE(open.count() == 1);
    CHECK(open.at(0).at(0).toString() == page.model()->map().models[1].id);
    CHECK(open.at(0).at(1).toString() == page.model()->map().gpus[2]->id);
    CHECK(open.at(0).at(2).toString() == Words::of(page.model()->map().at(1, 2).method));
    const QRect rect = page.view()->visualRect(cell);
    // A double-click is a press, release and double-click event; the view acts on the index it saw pressed.
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(page.view()->viewport(), Qt::LeftButton, {}, rect.center());
    CHECK(open.count() == 2);

    // A new job changes the cells in place: the current cell stays where the user left it.
    job.workload.seqLen = 1024;
    page.setJob(job);
    CHECK(page.view()->currentIndex() == cell);
    CHECK(page.model()->map().job.workload.seqLen == 1024);

    // The tooltip is the memory breakdown.
    CHECK(cell.data(Qt::ToolTipRole)
              .toString()
              .contains(Presentation::memoryPartLabel(Presentation::MemoryPart::Activations)));
}

TEST_CASE("The Fit map page exports PNG, SVG, PDF, CSV and Markdown")
{
    QTemporaryDir dir;
    GuiSession session(fixtureGpus(), iniIn(dir));
    FitMapPage page(&session);
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_rtx_4090")});
    page.setGpuSet(FitMapPage::GpuSet::Compared);
    for (const char *suffix : {"png", "svg", "pdf", "csv", "md"}) {
        INFO(suffix);
        const QString path = dir.filePath(QStringLiteral("map.%1").arg(QLatin1String(suffix)));
        QString error;
        REQUIRE(page.exportTo(path, &error));
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.size() > 100);
    }
    QFile csv(dir.filePath(QStringLiteral("map.csv")));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    CHECK(csv.readAll().count("\r\n") == qsizetype(ModelPresets::all().size() * 2 + 1));
    CHECK(QImage(dir.filePath(QStringLiteral("map.png"))).width() > 300);
    QString error;
    CHECK(!page.exportTo(dir.filePath(QStringLiteral("map.gif")), &error));
    CHECK(error.contains(QStringLiteral("map.gif")));
}

TEST_CASE("The Fit map page starts with the method, GPUs and order chosen last time")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    {
        GuiSession session(bundled(), iniIn(dir));
        FitMapPage page(&session);
        CHECK(page.mode() == FitMap::Mode::Best); // the defaults on first start
        CHECK(page.gpuSet() == FitMapPage::GpuSet::Grid);
        CHECK(page.gpuOrder() == FitMapPage::GpuOrder::AsListed);
        page.setMode(FitMap::Mode::Qlora);
        page.setGpuSet(FitMapPage::GpuSet::Compared);
        page.setGpuOrder(FitMapPage::GpuOrder::Price);
        session.settings().sync();
    }
    GuiSession session(bundled(), iniIn(dir));
    FitMapPage page(&session);
    CHECK(page.mode() == FitMap::Mode::Qlora);
    CHECK(page.gpuSet() == FitMapPage::GpuSet::Compared);
    CHECK(page.gpuOrder() == FitMapPage::GpuOrder::Price);
    page.setLive(true);
    CHECK(page.model()->map().mode == FitMap::Mode::Qlora); // and the map is computed with them
    CHECK(page.findChild<QComboBox *>(QStringLiteral("fitMapMethod"))->currentData().toInt() ==
          int(FitMap::Mode::Qlora));
}

TEST_CASE("The fit map saves through the export chooser: the filter completes the name, and the next export "
          "opens in the folder the last one used")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("maps")));
    const QString folder = QDir(dir.filePath(QStringLiteral("maps"))).absolutePath();
    GuiSession session(bundled(), iniIn(dir));
    FitMapPage page(&session);
    page.setLive(true);
    REQUIRE(page.model()->rowCount() > 0);

    QString suggested, offered;
    page.setFileChooser(
        [&](const QString &, const QString &suggestedPath, const QString &filters, QString *selected) {
            suggested = suggestedPath;
            offered = filters;
            *selected = filters.split(QStringLiteral(";;")).at(3); // CSV
            return folder + QStringLiteral("/memory");
        });
    page.exportInteractive();
    QFile csv(folder + QStringLiteral("/memory.csv"));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    CHECK(!csv.readLine().trimmed().isEmpty());
    CHECK(offered.split(QStringLiteral(";;")).size() == 5);
    CHECK_FALSE(suggested.startsWith(folder)); // nothing remembered yet

    page.exportInteractive();
    CHECK(suggested == folder + QStringLiteral("/fitmap.png"));
    // A new page (the next start) reads the folder from the settings.
    FitMapPage next(&session);
    next.setFileChooser([&](const QString &, const QString &suggestedPath, const QString &, QString *) {
        suggested = suggestedPath;
        return QString(); // cancelled
    });
    next.exportInteractive();
    CHECK(suggested == folder + QStringLiteral("/fitmap.png"));
}

TEST_CASE("The window builds the fit map's page when asked for, and computes the map only when its tab is "
          "shown")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1200, 800));
    CHECK_FALSE(window.findChild<FitMapPage *>()); // the first frame shows the grid
    CHECK(window.fitMapPage()->model()->rowCount() == 0);
    window.showPage(MainWindow::FitMapTab);
    QApplication::processEvents();
    CHECK(window.fitMapPage()->model()->rowCount() > 0);
    CHECK(window.fitMapPage()->model()->columnCount() == window.specGrid()->proxy()->rowCount());
}

TEST_CASE("Showing the Fit map tab computes its map once, whether its page is built then or was before")
{
    for (const bool builtBefore : {false, true}) {
        INFO(builtBefore);
        TestSession session;
        MainWindow &window = session.shown(QSize(1200, 800));
        if (builtBefore) {
            window.fitMapPage();
            CHECK(window.fitMapPage()->computations() == 0); // hidden: nothing to compute yet
        }
        window.showPage(MainWindow::FitMapTab);
        QApplication::processEvents();
        REQUIRE(window.fitMapPage()->model()->rowCount() > 0);
        CHECK(window.fitMapPage()->computations() == 1);
        // Back and forth with nothing changed costs nothing; a new calculator job, one computation.
        window.showPage(MainWindow::SpecsTab);
        window.showPage(MainWindow::FitMapTab);
        QApplication::processEvents();
        CHECK(window.fitMapPage()->computations() == 1);
        window.showPage(MainWindow::RecommendTab);
        Job job = window.recommendPage()->job();
        job.workload.seqLen *= 2;
        window.recommendPage()->setJob(job);
        window.showPage(MainWindow::FitMapTab);
        QApplication::processEvents();
        CHECK(window.fitMapPage()->computations() == 2);
        CHECK(window.fitMapPage()->model()->map().job.workload.seqLen == job.workload.seqLen);
    }
}

TEST_CASE("Enter on a fit map cell opens the calculator with that cell's model, GPU and method")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    QApplication::setActiveWindow(&window);
    Job job = Job::defaults();
    job.workload.method = Estimate::Method::Qlora;
    window.recommendPage()->setJob(job);
    window.showPage(MainWindow::FitMapTab);
    QApplication::processEvents();
    FitMapPage &page = *window.fitMapPage();
    REQUIRE(page.model()->map().mode == FitMap::Mode::Best);
    // A small model's cell on a large GPU: "best per cell" trains it fully, where the calculator says QLoRA.
    const QModelIndex cell = page.model()->index(0, 0);
    REQUIRE(page.model()->map().at(0, 0).method == Estimate::Method::Full);
    page.view()->setFocus();
    page.view()->setCurrentIndex(cell);
    QTest::keyClick(page.view(), Qt::Key_Return);
    CHECK(window.pages()->currentIndex() == MainWindow::RecommendTab);
    const Job shown = window.recommendPage()->job();
    CHECK(shown.workload.method == Estimate::Method::Full);
    CHECK(shown.workload.model.id == page.model()->map().models[0].id);
    CHECK(window.recommendPage()->selectedIds() == QStringList{page.model()->map().gpus[0]->id});
}

TEST_CASE("A fit map of few GPUs is as wide as its subtitle and legend, which it would otherwise cut off")
{
    Job job = Job::defaults();
    job.workload.method = Estimate::Method::Lora;
    job.workload.checkpointing = Estimate::Checkpointing::Full;
    job.workload.offload = Estimate::Offload::Optimizer;
    const Dataset &dataset = bundled();
    const std::vector<const Gpu *> gpus = {&dataset.gpus.front()};
    const FitMap::Map map =
        FitMap::compute(job, {*ModelPresets::find(QStringLiteral("llama-3.1-8b"))}, gpus, FitMap::Mode::Lora);
    const QSize size = FitMapFigure::naturalSize(map);
    const QFontMetricsF subtitle(FigureStyle::font(12)); // the subtitle's size in the figure
    CHECK(size.width() > subtitle.horizontalAdvance(FitMap::subtitle(map)));
    // The picture itself: nothing drawn in the last column of pixels but the background.
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    FitMapFigure::paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), map, FigureStyle::light());
    painter.end();
    const int lastColumn = size.width() - 3;
    for (int y = 0; y < size.height(); ++y)
        REQUIRE(image.pixel(lastColumn, y) == image.pixel(size.width() - 1, 0));
}
