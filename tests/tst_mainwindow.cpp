#include "comparisonselection.h"
#include "gpufilterproxymodel.h"
#include "gputablemodel.h"
#include "guisession.h"
#include "localgpu.h"
#include "mainwindow.h"
#include "settings.h"
#include "specgridpage.h"
#include "testsupport.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

/// The names in the grid, top to bottom: what the user sees.
QStringList namesShown(SpecGridPage &grid)
{
    QStringList names;
    const int column = grid.proxy()->gpuModel()->columnOf(QStringLiteral("name"));
    for (int row = 0; row < grid.proxy()->rowCount(); ++row)
        names.append(grid.proxy()->index(row, column).data().toString());
    return names;
}

} // namespace

TEST_CASE("The main window opens, filters by typing, and sorts by a header click")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    MainWindow &window = session.window();
    window.resize(1400, 860);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    SpecGridPage &grid = *window.specGrid();
    CHECK(grid.proxy()->rowCount() == bundledGpuCount());

    // Ctrl+F focuses the search field.
    grid.view()->setFocus();
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    CHECK(QApplication::focusWidget() == grid.searchField());
    QTest::keyClicks(grid.searchField(), QStringLiteral("ada 000"));
    QStringList names = namesShown(grid);
    names.sort();
    CHECK(names == QStringList{QStringLiteral("RTX 2000 Ada"), QStringLiteral("RTX 4000 Ada"),
                               QStringLiteral("RTX 5000 Ada"), QStringLiteral("RTX 6000 Ada")});

    // Sort by VRAM: a click on its header sorts ascending (numeric), a second click descending.
    const int vram = session.model().columnOf(QStringLiteral("vram_gb"));
    QHeaderView *header = grid.view()->horizontalHeader();
    const int x = header->sectionViewportPosition(vram) + header->sectionSize(vram) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    if (header->sortIndicatorOrder() != Qt::AscendingOrder)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    CHECK(header->sortIndicatorSection() == vram);
    CHECK(namesShown(grid) == QStringList{QStringLiteral("RTX 2000 Ada"), QStringLiteral("RTX 4000 Ada"),
                                          QStringLiteral("RTX 5000 Ada"), QStringLiteral("RTX 6000 Ada")});
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    CHECK(namesShown(grid).first() == QStringLiteral("RTX 6000 Ada"));

    // The minimum VRAM filter combines with the text.
    auto *minVram = grid.findChild<QSpinBox *>(QStringLiteral("minVram"));
    REQUIRE(minVram);
    minVram->setValue(20);
    CHECK(namesShown(grid) == QStringList{QStringLiteral("RTX 6000 Ada"), QStringLiteral("RTX 5000 Ada"),
                                          QStringLiteral("RTX 4000 Ada")});
    grid.clearFilters();
    CHECK(grid.proxy()->rowCount() == bundledGpuCount());
}

TEST_CASE("Ctrl+C copies the selected rows as tab-separated text")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    MainWindow &window = session.window();
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    SpecGridPage &grid = *window.specGrid();
    grid.searchField()->setText(QStringLiteral("L40S"));
    REQUIRE(grid.proxy()->rowCount() == 1);
    grid.view()->setFocus();
    grid.view()->selectRow(0);
    QApplication::clipboard()->clear();
    QTest::keyClick(grid.view(), Qt::Key_C, Qt::ControlModifier);
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].startsWith(QStringLiteral("GPU\tSegment\tArchitecture\tVRAM (GB)")));
    CHECK(lines[1].startsWith(QStringLiteral("L40S\tData centre\tAda Lovelace\t48\t")));
}

TEST_CASE("Column layout, sort and compared GPUs are restored on the next start")
{
    QTemporaryDir dir;
    const int tdp = [] {
        ComparisonSelection s;
        GpuTableModel m(&s);
        return m.columnOf(QStringLiteral("tdp_w"));
    }();
    {
        GuiSession session(bundled(), iniIn(dir));
        session.window().show();
        REQUIRE(QTest::qWaitForWindowExposed(&session.window()));
        SpecGridPage &grid = *session.window().specGrid();
        grid.view()->setColumnHidden(tdp, true);
        grid.view()->horizontalHeader()->moveSection(tdp + 1, 1);
        grid.view()->sortByColumn(session.model().columnOf(QStringLiteral("vram_gb")), Qt::AscendingOrder);
        session.selection().setIds({QStringLiteral("l4"), QStringLiteral("b200")});
        session.window().close();
    }
    GuiSession again(bundled(), iniIn(dir));
    SpecGridPage &grid = *again.window().specGrid();
    CHECK(grid.view()->isColumnHidden(tdp));
    CHECK(grid.view()->horizontalHeader()->logicalIndex(1) == tdp + 1);
    CHECK(grid.view()->horizontalHeader()->sortIndicatorSection() ==
          again.model().columnOf(QStringLiteral("vram_gb")));
    const int vramColumn = again.model().columnOf(QStringLiteral("vram_gb"));
    double smallest = 1e9;
    for (const Gpu &gpu : bundled().gpus)
        smallest = std::min(smallest, gpu.vramGb.value_or(1e9));
    CHECK(grid.proxy()->index(0, vramColumn).data().toString() ==
          QStringLiteral("%1 GB").arg(smallest)); // smallest first
    CHECK(again.selection().ids() == QStringList{QStringLiteral("l4"), QStringLiteral("b200")});
}

TEST_CASE("A stale header state from another column layout is not applied")
{
    QTemporaryDir dir;
    {
        GuiSession session(bundled(), iniIn(dir));
        session.window().specGrid()->view()->setColumnHidden(3, true);
        session.window().close();
        session.settings().setValue(Settings::GridHeaderVersion, 1);
        session.settings().sync();
    }
    GuiSession again(bundled(), iniIn(dir));
    CHECK_FALSE(again.window().specGrid()->view()->isColumnHidden(3));
}

TEST_CASE("Estimated cells are marked for the delegate and the details pane lists the sources")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    SpecGridPage &grid = *session.window().specGrid();
    grid.searchField()->setText(QStringLiteral("H200 SXM"));
    REQUIRE(grid.proxy()->rowCount() == 1);
    const int bf16 = session.model().columnOf(QStringLiteral("fp16_bf16_dense_tflops"));
    CHECK(grid.proxy()->index(0, bf16).data(GpuTableModel::EstimatedRole).toBool());
    grid.view()->setCurrentIndex(grid.proxy()->index(0, 1));
    auto *details = grid.findChild<QWidget *>(QStringLiteral("gpuDetails"));
    REQUIRE(details);
    const QString html = details->property("html").toString();
    CHECK(html.contains(QStringLiteral("H200 SXM 141GB")));
    CHECK(html.contains(QStringLiteral("www.nvidia.com/en-us/data-center/h200/")));
}

TEST_CASE("Columns are fitted to the same widths as QTableView's measurement of every cell")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    MainWindow &window = session.window();
    window.resize(1400, 860);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    SpecGridPage &grid = *window.specGrid();
    QTableView *view = grid.view();
    // A GPU in this machine gets the badge in its name cell; a sort changes which cells come first.
    LocalGpu local;
    local.name = QStringLiteral("NVIDIA GeForce RTX 4090");
    session.setLocalGpus({local});
    int marked = 0;
    for (int row = 0; row < session.model().rowCount(); ++row)
        marked += session.model().index(row, 0).data(GpuTableModel::LocalGpuRole).toBool();
    REQUIRE(marked == 1);
    view->sortByColumn(session.model().columnOf(QStringLiteral("bandwidth_gbs")), Qt::AscendingOrder);

    int compared = 0;
    for (int column = 0; column < session.model().columnCount(); ++column) {
        view->setColumnHidden(column, false);
        const int ours = grid.contentWidth(column);
        // Qt's own fit: the widest of the header and every cell's size hint.
        view->resizeColumnToContents(column);
        INFO("column " << column << ": "
                       << session.model().headerData(column, Qt::Horizontal).toString().toStdString());
        CHECK(ours == view->columnWidth(column));
        ++compared;
    }
    CHECK(compared == session.model().columnCount());
    CHECK(compared > 25);
}
