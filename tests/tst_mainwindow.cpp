#include "app/core/comparisonselection.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/jobfile.h"
#include "app/core/localgpu.h"
#include "app/core/metrics.h"
#include "app/core/settings.h"
#include "app/core/trainingconfig.h"
#include "tests/mnemonics.h"
#include "tests/testsupport.h"
#include "tests/windowmnemonics.h"
#include "ui/charts/chartbuilder.h"
#include "ui/comparepage.h"
#include "ui/fitmappage.h"
#include "ui/gpuitemdelegate.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"
#include "ui/recommendwizard.h"
#include "ui/specgridpage.h"
#include "ui/trainingconfigdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>
#include <functional>

namespace {

// The text of the message box `action` opens (closed again at once); empty when it opens none.
QString messageShownBy(const std::function<void()> &action)
{
    QString shown;
    QTimer::singleShot(0, [&shown] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            if (auto *message = qobject_cast<QMessageBox *>(box))
                shown = message->text();
            box->close();
        }
    });
    action();
    return shown;
}

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
    TestSession session(fixtureGpus());
    MainWindow &window = session.shown(QSize(1400, 860));
    SpecGridPage &grid = *window.specGrid();
    CHECK(grid.proxy()->rowCount() == int(fixtureGpus().gpus.size()));

    // Ctrl+F focuses the search field.
    grid.view()->setFocus();
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    CHECK(QApplication::focusWidget() == grid.searchField());
    QTest::keyClicks(grid.searchField(), QStringLiteral("000_ada")); // ids rtx_N000_ada, not the SFF
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
    CHECK(grid.proxy()->rowCount() == int(fixtureGpus().gpus.size()));
}

TEST_CASE("Ctrl+C copies the selected rows as tab-separated text")
{
    TestSession session(fixtureGpus());
    MainWindow &window = session.shown();
    SpecGridPage &grid = *window.specGrid();
    grid.searchField()->setText(QStringLiteral("L40S"));
    REQUIRE(grid.proxy()->rowCount() == 1);
    grid.view()->setFocus();
    grid.view()->selectRow(0);
    QApplication::clipboard()->clear();
    QTest::keyClick(grid.view(), Qt::Key_C, Qt::ControlModifier);
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].startsWith(QStringLiteral("GPU\tSegment\tVRAM (GB)\tBandwidth (GB/s)")));
    CHECK(lines[1].startsWith(QStringLiteral("L40S\tData centre\t48\t864\t")));
}

TEST_CASE("Column layout, sort and compared GPUs are restored on the next start")
{
    QTemporaryDir dir;
    const int bandwidth = [] { // a column shown by default
        ComparisonSelection s;
        GpuTableModel m(&s);
        return m.columnOf(QStringLiteral("memory_bandwidth_gbps"));
    }();
    {
        GuiSession session(fixtureGpus(), iniIn(dir));
        session.window().show();
        REQUIRE(QTest::qWaitForWindowExposed(&session.window()));
        SpecGridPage &grid = *session.window().specGrid();
        grid.view()->setColumnHidden(bandwidth, true);
        grid.view()->horizontalHeader()->moveSection(bandwidth + 1, 1);
        grid.view()->sortByColumn(session.model().columnOf(QStringLiteral("vram_gb")), Qt::AscendingOrder);
        session.selection().setIds({QStringLiteral("fx_l4"), QStringLiteral("fx_b200")});
        session.window().close();
    }
    GuiSession again(fixtureGpus(), iniIn(dir));
    SpecGridPage &grid = *again.window().specGrid();
    CHECK(grid.view()->isColumnHidden(bandwidth));
    CHECK(grid.view()->horizontalHeader()->logicalIndex(1) == bandwidth + 1);
    CHECK(grid.view()->horizontalHeader()->sortIndicatorSection() ==
          again.model().columnOf(QStringLiteral("vram_gb")));
    const int vramColumn = again.model().columnOf(QStringLiteral("vram_gb"));
    double smallest = 1e9;
    for (const Gpu &gpu : fixtureGpus().gpus)
        smallest = std::min(smallest, gpu.vramGb.value_or(1e9));
    CHECK(grid.proxy()->index(0, vramColumn).data().toString() ==
          QStringLiteral("%1 GB").arg(smallest)); // smallest first
    CHECK(again.selection().ids() == QStringList{QStringLiteral("fx_l4"), QStringLiteral("fx_b200")});
}

TEST_CASE("A stale header state from another column layout is not applied")
{
    QTemporaryDir dir;
    {
        GuiSession session(bundled(), iniIn(dir));
        const int vram = session.model().columnOf(QStringLiteral("vram_gb"));
        REQUIRE(!session.window().specGrid()->view()->isColumnHidden(vram));
        session.window().specGrid()->view()->setColumnHidden(vram, true);
        session.window().close();
        session.settings().setValue(Settings::GridHeaderVersion, 1);
        session.settings().sync();
    }
    GuiSession again(bundled(), iniIn(dir));
    CHECK_FALSE(
        again.window().specGrid()->view()->isColumnHidden(again.model().columnOf(QStringLiteral("vram_gb"))));
}

TEST_CASE("Estimated cells are marked for the delegate and the details pane lists the sources")
{
    TestSession session(fixtureGpus());
    SpecGridPage &grid = *session.window().specGrid();
    grid.searchField()->setText(QStringLiteral("fx_rtx_4000_ada"));
    REQUIRE(grid.proxy()->rowCount() == 1);
    const int bf16 = session.model().columnOf(QStringLiteral("fp16_bf16_dense_tflops"));
    CHECK(grid.proxy()->index(0, bf16).data(GpuTableModel::EstimatedRole).toBool());
    grid.view()->setCurrentIndex(grid.proxy()->index(0, 1));
    const QString html = grid.detailsHtml();
    CHECK(html.contains(QStringLiteral("RTX 4000 Ada")));
    CHECK(html.contains(QStringLiteral("www.nvidia.com/en-us/design-visualization/rtx-4000/")));
    // The pane itself shows that text once it is on screen.
    auto *details = grid.findChild<QWidget *>(QStringLiteral("gpuDetails"));
    REQUIRE(details);
    session.shown(QSize(1400, 860));
    const QString shown = details->property("plainText").toString();
    CHECK(shown.contains(QStringLiteral("RTX 4000 Ada")));
    // And follows the current GPU while shown.
    grid.searchField()->clear();
    const QModelIndex lastRow = grid.proxy()->index(grid.proxy()->rowCount() - 1, 1);
    grid.view()->setCurrentIndex(lastRow);
    const QString last = session.model().gpuAt(grid.proxy()->mapToSource(lastRow).row()).name;
    CHECK(details->property("plainText").toString().contains(last));
}

TEST_CASE("The details pane lines every figure's value up in one column, a long value wrapping under itself")
{
    // The smallest window the app is made for, and a large one: the pane is as narrow as it gets, then wide.
    for (const QSize size : {QSize(1024, 640), QSize(1600, 1000)}) {
        INFO(size.width());
        TestSession session(fixtureGpus());
        session.shown(size);
        SpecGridPage &grid = *session.window().specGrid();
        grid.searchField()->setText(QStringLiteral("GB200"));
        REQUIRE(grid.proxy()->rowCount() >= 1);
        grid.view()->setCurrentIndex(grid.proxy()->index(0, 1));
        QApplication::processEvents();
        auto *details = grid.findChild<QTextBrowser *>(QStringLiteral("gpuDetails"));
        REQUIRE(details);
        const QTextDocument &document = *details->document();
        const int indent = grid.figureIndent();
        CHECK(indent > details->fontMetrics().horizontalAdvance(QStringLiteral("Bandwidth")));
        int figures = 0;
        bool wrapped = false;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            const qsizetype tab = block.text().indexOf(QLatin1Char('\t'));
            if (tab < 0)
                continue;
            ++figures;
            INFO(block.text().toStdString());
            const QTextLayout *layout = block.layout();
            REQUIRE(layout->lineCount() >= 1);
            // The value starts at the column, on the first line and on every line it wraps to.
            const QTextLine first = layout->lineAt(0);
            CHECK(std::abs(first.cursorToX(int(tab) + 1) - first.x() - indent) < 1.0);
            CHECK(first.cursorToX(int(tab)) < indent); // the label ends before it
            for (int line = 1; line < layout->lineCount(); ++line)
                CHECK(std::abs(layout->lineAt(line).x() - first.x() - indent) < 1.0);
            // A figure with its unit ("10,000 TFLOPS ≈") stays whole on its line, however narrow the pane.
            if (block.text().size() - tab - 1 <= 16)
                CHECK(layout->lineCount() == 1);
            else
                wrapped = wrapped || layout->lineCount() > 1;
        }
        CHECK(figures > 20);
        CHECK(wrapped); // the GB200's form factor is longer than the pane is wide
    }
}

TEST_CASE("Columns are fitted to the same widths as QTableView's measurement of every cell")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
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

TEST_CASE("The grid's default columns show bandwidth, dense BF16 and the prices in a 1280x800 window")
{
    const QStringList wanted{QStringLiteral("memory_bandwidth_gbps"),
                             QStringLiteral("fp16_bf16_dense_tflops"), QStringLiteral("launch_price_usd"),
                             QStringLiteral("cloud_usd_hr")};
    for (const QString &key : wanted) {
        INFO(key.toStdString());
        REQUIRE(Metrics::find(key));
        CHECK(Metrics::find(key)->defaultVisible);
    }
    TestSession session;
    session.shown(QSize(1280, 800));
    SpecGridPage &grid = *session.window().specGrid();
    QTableView *view = grid.view();
    QTest::qWait(50); // every shown column fitted to its cells
    for (const QString &key : wanted) {
        INFO(key.toStdString());
        const int column = session.model().columnOf(key);
        CHECK(!view->isColumnHidden(column));
        // Whole, without scrolling sideways.
        CHECK(view->columnViewportPosition(column) >= 0);
        CHECK(view->columnViewportPosition(column) + view->columnWidth(column) <= view->viewport()->width());
    }
}

TEST_CASE("Columns in view are fitted before the first frame, the others once it is painted")
{
    // A bandwidth wider than its column's label: the default columns' labels are wider than what the bundled
    // data writes in them, so without it no column would wait to be fitted.
    Dataset wide = bundled();
    wide.gpus.front().memoryBandwidthGbps = 1e12;
    QTemporaryDir dir;
    GuiSession session(wide, iniIn(dir));
    SpecGridPage &grid = *session.window().specGrid();
    QTableView *view = grid.view();
    const QHeaderView *header = view->horizontalHeader();
    const int name = session.model().columnOf(QStringLiteral("name"));
    const auto fitted = [&](int column) { return view->columnWidth(column) == grid.contentWidth(column); };
    // Not yet shown: the viewport is narrow, the shown columns are as wide as their labels.
    int waiting = 0;
    for (int column = 0; column < session.model().columnCount(); ++column)
        waiting += !view->isColumnHidden(column) && column != name && !fitted(column);
    CHECK(waiting > 0);
    // Laid out at its size, the window's grid has fitted what it shows before it paints.
    session.window().resize(1400, 860);
    session.window().show();
    QCoreApplication::sendPostedEvents();
    const int right = header->offset() + view->viewport()->width();
    int inView = 0;
    for (int column = 0; column < session.model().columnCount(); ++column) {
        if (view->isColumnHidden(column) || column == name || header->sectionPosition(column) >= right)
            continue;
        INFO("column " << column);
        CHECK(fitted(column));
        ++inView;
    }
    CHECK(inView >= 4);
    // After the first frame, every shown column.
    REQUIRE(QTest::qWaitForWindowExposed(&session.window()));
    QTest::qWait(50);
    for (int column = 0; column < session.model().columnCount(); ++column) {
        if (view->isColumnHidden(column) || column == name)
            continue;
        INFO("column " << column);
        CHECK(fitted(column));
    }
}

TEST_CASE("The grid's delegate measures a plain cell as the style measures it")
{
    // GpuItemDelegate::sizeHint() measures one-line cells from the line it paints instead of asking the
    // style; both must give the same size for every cell, in every font the grid uses (estimates italic,
    // best values bold) and for the headers' sort columns.
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    QTableView *view = window.specGrid()->view();
    auto *delegate = qobject_cast<GpuItemDelegate *>(view->itemDelegate());
    REQUIRE(delegate);
    QStyleOptionViewItem option;
    option.initFrom(view->viewport());
    option.widget = view;
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    const QAbstractItemModel *model = view->model();
    int measured = 0;
    int italic = 0;
    int bold = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            if (index.data(Qt::DisplayRole).toString().isEmpty())
                continue;
            INFO("row " << row << ", column " << column << ": " << index.data().toString().toStdString());
            const QAbstractItemDelegate &ours = *delegate; // GpuItemDelegate's override is protected
            CHECK(ours.sizeHint(option, index) == delegate->QStyledItemDelegate::sizeHint(option, index));
            ++measured;
            italic += index.data(GpuTableModel::EstimatedRole).toBool();
            bold += index.data(GpuFilterProxyModel::IsBestRole).toBool();
        }
    }
    CHECK(measured > 1000);
    CHECK(italic > 0);
    CHECK(bold > 0);
}

TEST_CASE("A column hidden at start is fitted to its contents when it is shown")
{
    TestSession session;
    SpecGridPage &grid = *session.shown(QSize(1400, 860)).specGrid();
    QTableView *view = grid.view();
    const int unfitted = view->horizontalHeader()->defaultSectionSize();
    int hidden = -1;
    for (int column = 0; column < session.model().columnCount() && hidden < 0; ++column) {
        if (view->isColumnHidden(column) && grid.contentWidth(column) != unfitted)
            hidden = column;
    }
    REQUIRE(hidden >= 0);
    view->setColumnHidden(hidden, false);
    CHECK(view->columnWidth(hidden) == grid.contentWidth(hidden));
    // A width the user gives it stays when the column is hidden and shown again.
    view->setColumnWidth(hidden, grid.contentWidth(hidden) + 40);
    view->setColumnHidden(hidden, true);
    view->setColumnHidden(hidden, false);
    CHECK(view->columnWidth(hidden) == grid.contentWidth(hidden) + 40);
}

TEST_CASE("Ctrl+1 to Ctrl+4 open the four tabs")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    const std::pair<Qt::Key, MainWindow::Tab> tabs[] = {{Qt::Key_4, MainWindow::FitMapTab},
                                                        {Qt::Key_2, MainWindow::CompareTab},
                                                        {Qt::Key_1, MainWindow::SpecsTab},
                                                        {Qt::Key_4, MainWindow::FitMapTab}};
    for (const auto &[key, page] : tabs) {
        QTest::keyClick(&window, key, Qt::ControlModifier);
        CHECK(window.pages()->currentIndex() == page);
    }
    // The pages built when their tabs were first shown are on screen.
    CHECK(window.fitMapPage()->isVisible());
    CHECK(window.pages()->widget(MainWindow::FitMapTab)->isAncestorOf(window.fitMapPage()));
    CHECK(window.pages()->widget(MainWindow::CompareTab)->isAncestorOf(window.comparePage()));
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    CHECK(window.pages()->tabText(window.pages()->currentIndex()).remove(QLatin1Char('&')) ==
          QStringLiteral("Recommend"));
}

TEST_CASE("Every mnemonic of the main window is unique on each tab, and within each menu")
{
    TestSession session(fixtureGpus());
    session.selection().setIds({QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4")});
    MainWindow &window = session.shown(QSize(1400, 860));
    // The Recommend tab has its own test case below.
    CHECK(WindowMnemonics::onTabs(window, {MainWindow::RecommendTab}) == QStringList());
    CHECK(WindowMnemonics::inMenus(window) == QStringList());
}

// The calculator gives its inputs the letters the window leaves free; the wizard is a dialog of its own.
TEST_CASE("Every mnemonic of the main window is unique on the Recommend tab, and in the wizard")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    window.showPage(MainWindow::RecommendTab);
    QApplication::processEvents();
    CHECK(Mnemonics::clashes(&window) == QStringList());
    CHECK(Mnemonics::withoutBuddy(&window) == QStringList());
    window.recommendPage()->openWizard();
    RecommendWizard *wizard = window.recommendPage()->wizard();
    REQUIRE(QTest::qWaitForWindowExposed(wizard));
    CHECK(WindowMnemonics::onWizardPages(*wizard) == QStringList());
}

TEST_CASE("The mnemonic finder reports a clash and ignores escaped ampersands and hidden controls")
{
    QWidget window;
    auto *first = new QPushButton(QStringLiteral("&Help me"), &window);
    auto *label = new QLabel(QStringLiteral("C&hart:"), &window);
    label->setBuddy(new QLineEdit(&window));
    new QPushButton(QStringLiteral("Fish && &Chips"), &window);
    auto *hidden = new QPushButton(QStringLiteral("&Chart"), &window);
    hidden->hide();
    CHECK(Mnemonics::letterOf(QStringLiteral("Fish && &Chips")) == QStringLiteral("c"));
    CHECK(Mnemonics::letterOf(QStringLiteral("Fish && Chips")).isEmpty());
    const QStringList found = Mnemonics::clashes(&window);
    REQUIRE(found.size() == 1);
    CHECK(found.first().startsWith(QStringLiteral("h: ")));
    first->setText(QStringLiteral("H&elp me"));
    CHECK(Mnemonics::clashes(&window).isEmpty());
    // A label that marks a letter but has no buddy shows its '&' and does nothing.
    CHECK(Mnemonics::withoutBuddy(&window).isEmpty());
    new QLabel(QStringLiteral("&Orphan:"), &window);
    CHECK(Mnemonics::withoutBuddy(&window) == QStringList{QStringLiteral("&Orphan:")});
}

TEST_CASE("At 1024x640 the main window keeps that size on every tab")
{
    TestSession session(fixtureGpus());
    session.selection().setIds(
        {QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_l4"), QStringLiteral("fx_rtx_4090")});
    MainWindow &window = session.window();
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    for (int page = 0; page < window.pages()->count(); ++page) {
        window.pages()->setCurrentIndex(page);
        window.resize(1024, 640);
        QApplication::processEvents();
        INFO("tab " << window.pages()->tabText(page).toStdString() << ", minimum width "
                    << window.minimumSizeHint().width() << ", page minimum "
                    << window.pages()->currentWidget()->minimumSizeHint().width());
        CHECK(window.size() == QSize(1024, 640));
        // The window could not be made narrower than its layout asks, which a 1024-pixel screen must hold.
        CHECK(window.minimumSizeHint().width() <= 1024);
    }
}

TEST_CASE("The GPU name stays in view when the grid scrolls right")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1024, 640));
    SpecGridPage *grid = window.specGrid();
    QTableView *table = grid->view();
    const int nameColumn = grid->proxy()->gpuModel()->columnOf(QStringLiteral("name"));
    // Every column shown, so there is far to scroll.
    for (int column = 0; column < grid->proxy()->columnCount(); ++column)
        table->setColumnHidden(column, false);
    QApplication::processEvents();
    REQUIRE(table->horizontalScrollBar()->maximum() > 0);
    table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
    QApplication::processEvents();
    // Scrolled right, the table itself no longer shows the name column...
    CHECK(table->columnViewportPosition(nameColumn) + table->columnWidth(nameColumn) <= 0);

    // ...but what the user sees at the left edge, beside the first row, is the name.
    const QModelIndex first = grid->proxy()->index(0, nameColumn);
    const QString name = first.data().toString();
    REQUIRE_FALSE(name.isEmpty());
    const QPoint inTable = table->viewport()->mapTo(
        table, QPoint(table->columnWidth(0) + 4, table->rowViewportPosition(0) + table->rowHeight(0) / 2));
    QWidget *under = table->childAt(inTable);
    REQUIRE(under);
    auto *shown = qobject_cast<QTableView *>(under->parentWidget());
    REQUIRE(shown);
    CHECK(shown != table);
    const QModelIndex at = shown->indexAt(under->mapFrom(table, inTable));
    CHECK(at.column() == nameColumn);
    CHECK(at.data().toString() == name);
    // It scrolls down with the table, row for row.
    table->verticalScrollBar()->setValue(5);
    QApplication::processEvents();
    CHECK(shown->verticalScrollBar()->value() == 5);
    CHECK(shown->rowAt(0) == table->rowAt(0));
}

TEST_CASE("Units are written once, in the column header, not in every cell")
{
    TestSession session;
    SpecGridPage *grid = session.window().specGrid();
    REQUIRE(qobject_cast<GpuItemDelegate *>(grid->view()->itemDelegate()));
    const int vram = grid->proxy()->gpuModel()->columnOf(QStringLiteral("vram_gb"));
    const QModelIndex cell = grid->proxy()->index(0, vram);
    REQUIRE(cell.data().toString().endsWith(QStringLiteral(" GB"))); // the model's text, for copies
    CHECK(grid->proxy()->headerData(vram, Qt::Horizontal).toString().endsWith(QStringLiteral("GB")));
    const QString shown = GpuItemDelegate::withoutUnit(cell.data().toString(), cell);
    CHECK_FALSE(shown.contains(QStringLiteral("GB")));
    CHECK_FALSE(shown.isEmpty());
    // Text columns keep their words.
    const QModelIndex name =
        grid->proxy()->index(0, grid->proxy()->gpuModel()->columnOf(QStringLiteral("name")));
    CHECK(GpuItemDelegate::withoutUnit(name.data().toString(), name) == name.data().toString());
}

namespace {

/// Checks that the page of type P is built once, when its tab is first shown, visible and wired to the status
/// bar; `get` is the window's accessor for it.
template <typename P>
void checkBuiltWhenShown(MainWindow &window, MainWindow::Tab tab, P *(MainWindow::*get)())
{
    CHECK(window.findChildren<P *>().isEmpty());
    window.pages()->setCurrentIndex(tab);
    const QList<P *> pages = window.findChildren<P *>();
    REQUIRE(pages.size() == 1);
    CHECK(pages.front()->isVisible());
    CHECK(window.pages()->widget(tab)->isAncestorOf(pages.front()));
    CHECK((window.*get)() == pages.front());
    // Built once, and wired: the page's messages reach the status bar.
    window.showPage(MainWindow::SpecsTab);
    window.showPage(tab);
    CHECK(window.findChildren<P *>().size() == 1);
    const QString message = QStringLiteral("hello from tab %1").arg(int(tab));
    Q_EMIT pages.front()->statusMessage(message);
    CHECK(window.statusBar()->currentMessage() == message);
}

} // namespace

TEST_CASE("The Compare, Recommend and Fit map tabs are built when first shown, not for the first frame")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1024, 640));
    CHECK(window.pages()->currentIndex() == MainWindow::SpecsTab);
    checkBuiltWhenShown<ComparePage>(window, MainWindow::CompareTab, &MainWindow::comparePage);
    checkBuiltWhenShown<RecommendPage>(window, MainWindow::RecommendTab, &MainWindow::recommendPage);
    checkBuiltWhenShown<FitMapPage>(window, MainWindow::FitMapTab, &MainWindow::fitMapPage);
}

TEST_CASE("The grid opens scrolled to its left edge, focused or not")
{
    TestSession session;
    MainWindow &window = session.window();
    // As at start-up: the user's corrections are applied (a new dataset) before the window is shown, and the
    // grid keeps its current GPU, whose cell is in the frozen name column.
    session.model().setDataset(bundled());
    window.resize(1280, 800);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QTableView *view = window.specGrid()->view();
    QApplication::processEvents();
    CHECK(view->horizontalScrollBar()->value() == 0);
    QApplication::setActiveWindow(&window);
    view->setFocus(Qt::ActiveWindowFocusReason);
    QApplication::processEvents();
    CHECK(view->horizontalScrollBar()->value() == 0);
    QTest::keyClicks(window.specGrid()->searchField(), QStringLiteral("4090"));
    QApplication::processEvents();
    CHECK(view->horizontalScrollBar()->value() == 0);
}

TEST_CASE("The grid frames its current cell while it has the keyboard focus")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1280, 800));
    QTableView *view = window.specGrid()->view();
    const QModelIndex index = view->model()->index(0, session.model().columnOf(QStringLiteral("vram_gb")));
    GpuItemDelegate delegate;
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.rect = QRect(0, 0, 80, 24);
    option.widget = view;
    const auto render = [&](QStyle::State state) {
        QImage image(option.rect.size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        option.state = state | QStyle::State_Enabled;
        static_cast<QAbstractItemDelegate &>(delegate).paint(&painter, option, index);
        return image;
    };
    // On a selected row the frame has the selection's text colour; elsewhere the selection colour.
    const QColor onSelection = option.palette.color(QPalette::HighlightedText);
    const QImage selected = render(QStyle::State_Selected | QStyle::State_HasFocus);
    CHECK(selected.pixelColor(1, 12) == onSelection);
    CHECK(selected.pixelColor(40, 1) == onSelection);
    const QColor highlight = option.palette.color(QPalette::Highlight);
    CHECK(render(QStyle::State_HasFocus).pixelColor(1, 12) == highlight);
    CHECK(render(QStyle::State_None).pixelColor(1, 12) != highlight); // without the focus, no frame
}

TEST_CASE(
    "File > Open Job reads a saved job into the calculator and lists it under Recent Jobs, a bad one is "
    "refused with its reason")
{
    TestSession session(fixtureGpus());
    MainWindow &window = session.shown();
    const QString path = fixturePath(QStringLiteral("jobs/frozen_good_lora_torchtune.json"));
    window.openJob(path);
    const Job &job = window.recommendPage()->job();
    CHECK(window.pages()->currentIndex() == int(MainWindow::RecommendTab));
    CHECK(job.workload.model.id == QStringLiteral("qwen3-8b"));
    CHECK(JobFields::find(QStringLiteral("stack"))->get(job) == QStringLiteral("torchtune"));
    CHECK(job.workload.seqLen == 4096);
    CHECK(job.workload.loraRank == 32);
    CHECK(job.constraints.onlyGpu == QStringLiteral("fx_rtx_4090"));
    // The same answer as the command line gives for the file: the job is the file's, field for field.
    std::optional<Job> read = JobFile::read(path, nullptr);
    REQUIRE(read);
    CHECK(JobFile::write(job) == JobFile::write(*read));

    QMenu *recent = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->menu() && menu->text() == QStringLiteral("&File")) {
            for (QAction *item : menu->menu()->actions()) {
                if (item->menu() && item->text() == QStringLiteral("Rece&nt Jobs"))
                    recent = item->menu();
            }
        }
    }
    REQUIRE(recent);
    REQUIRE(!recent->actions().isEmpty());
    CHECK(recent->actions().first()->text() == QStringLiteral("&1 frozen_good_lora_torchtune.json"));
    CHECK(recent->actions().first()->statusTip() ==
          QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));

    // A file that is not a job: a message naming the key, and the calculator keeps its job.
    const QByteArray before = JobFile::write(window.recommendPage()->job());
    const QString shown =
        messageShownBy([&] { window.openJob(fixturePath(QStringLiteral("jobs/bad_seq.json"))); });
    CHECK(
        shown.contains(QStringLiteral("job.seq: expected a whole number from 16 to 1048576, got \"lots\"")));
    CHECK(JobFile::write(window.recommendPage()->job()) == before);
}

TEST_CASE("File > Open Training Config sets the calculator's job and shows where each field came from, a "
          "config dropped on the calculator opens the same way, and a bad one is refused with its line")
{
    TestSession session;
    MainWindow &window = session.shown();
    QAction *action = nullptr;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->text() == QStringLiteral("&File"))
            for (QAction *item : menu->menu()->actions())
                if (item->text() == QStringLiteral("Open &Training Config…"))
                    action = item;
    REQUIRE(action);
    CHECK(action->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));

    const QString path = fixturePath(QStringLiteral("configs/axolotl_qwen3_32b_qlora.yaml"));
    window.openTrainingConfig(path);
    CHECK(window.pages()->currentIndex() == int(MainWindow::RecommendTab));
    QString error;
    const std::optional<TrainingConfig::Result> read = TrainingConfig::read(path, QString(), &error);
    REQUIRE(read);
    const Job &job = window.recommendPage()->job();
    for (const JobFields::Field &f : JobFields::all())
        CHECK(f.get(job) == f.get(read->job));
    CHECK(job.workload.model.id == QStringLiteral("qwen3-32b"));
    CHECK(job.workload.stack.id == QStringLiteral("axolotl"));

    TrainingConfigDialog *dialog = window.trainingConfigDialog();
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    QStringList rows;
    for (int row = 0; row < dialog->fields()->rowCount(); ++row)
        rows << dialog->fields()->item(row, 0)->text() + QStringLiteral(" | ") +
                    dialog->fields()->item(row, 2)->text();
    INFO(rows.join(QLatin1Char('\n')).toStdString());
    CHECK(rows.contains(QStringLiteral("Sequence length | read: sequence_len, line 23")));
    CHECK(rows.contains(QStringLiteral("Training stack | the kind of file")));
    CHECK(rows.contains(QStringLiteral("k-bit preparation | the training stack's default")));
    CHECK(rows.contains(
        QStringLiteral("Objective | axolotl default: github.com/axolotl-ai-cloud/axolotl "
                       "src/axolotl/utils/schemas/config.py, line 262-263 (v0.18.0+9, 067b021)")));
    QStringList keys;
    for (int row = 0; row < dialog->notExpressed()->rowCount(); ++row)
        keys << dialog->notExpressed()->item(row, 0)->text();
    CHECK(keys.contains(QStringLiteral("sample_packing")));
    dialog->close();

    // Dropped on the calculator: the torchtune recipe becomes the job.
    const QString recipe =
        fixturePath(QStringLiteral("configs/torchtune_llama3_1_8B_full_single_device.yaml"));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(recipe)});
    ::RecommendPage *page = window.recommendPage();
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &drop);
    CHECK(drop.isAccepted());
    CHECK(page->job().workload.stack.id == QStringLiteral("torchtune"));
    CHECK(page->job().workload.method == Estimate::Method::Full);
    CHECK(page->job().workload.optimizer == Estimate::Optimizer::AdamW8bit);
    REQUIRE(window.trainingConfigDialog());
    window.trainingConfigDialog()->close();
    // Something else dropped is not taken.
    QMimeData text;
    text.setUrls({QUrl::fromLocalFile(fixturePath(QStringLiteral("calibration_own.csv")))});
    QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &other);
    CHECK_FALSE(other.isAccepted());

    // A config that contradicts itself: a message naming the line, and the calculator keeps its job.
    const QByteArray before = JobFile::write(page->job());
    const QString shown = messageShownBy(
        [&] { window.openTrainingConfig(fixturePath(QStringLiteral("configs/bad_4bit_full.yaml"))); });
    CHECK(shown.contains(
        QStringLiteral("bad_4bit_full.yaml:3: load_in_4bit: a quantised base needs an adapter")));
    CHECK(JobFile::write(page->job()) == before);
}

TEST_CASE("View > Maximum Price Age marks the grid's old prices and is remembered")
{
    Dataset dataset;
    Gpu gpu;
    gpu.id = QStringLiteral("old");
    gpu.name = QStringLiteral("Old Card");
    gpu.segment = QStringLiteral("datacenter");
    gpu.vramGb = 80;
    gpu.memoryBandwidthGbps = 3350;
    gpu.fp16Bf16DenseTflops = 989;
    gpu.cloudUsdHrLow = 2.0;
    gpu.prices = {{QStringLiteral("on_demand"),
                   2.0,
                   std::nullopt,
                   QStringLiteral("2026-03"),
                   QStringLiteral("https://example.org/q"),
                   {},
                   false}};
    dataset.gpus = {gpu};
    QTemporaryDir dir;
    {
        GuiSession session(dataset, iniIn(dir));
        session.model().setToday(QDate(2026, 12, 5));
        CHECK(session.model().maxPriceAge() == 6);
        QAction *action = nullptr;
        for (QAction *menu : session.window().menuBar()->actions())
            for (QAction *item : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
                if (item->text() == QStringLiteral("Maximum Price A&ge…"))
                    action = item;
        REQUIRE(action);
        const QModelIndex low =
            session.model().index(0, session.model().columnOf(QStringLiteral("cloud_usd_hr_low")));
        CHECK(low.data(GpuTableModel::StalePriceRole).toBool());
        session.window().setMaxPriceAge(12);
        CHECK_FALSE(low.data(GpuTableModel::StalePriceRole).toBool());
        CHECK(session.settings().integer(Settings::MaxPriceAge) == 12);
    }
    GuiSession again(dataset, iniIn(dir));
    CHECK(again.model().maxPriceAge() == 12);
}
