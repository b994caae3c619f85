#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "app/core/tableexport.h"
#include "tests/mnemonics.h"
#include "tests/testsupport.h"
#include "ui/addgpudialog.h"
#include "ui/charts/chartbuilder.h"
#include "ui/frozencolumns.h"
#include "ui/mainwindow.h"
#include "ui/overlaycontroller.h"
#include "ui/specgridpage.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <optional>

namespace {

const QString kGpu = QStringLiteral("fx_rtx_4090");

bool waitFor(const std::function<bool()> &done, int ms = 3000)
{
    for (int waited = 0; !done() && waited < ms; waited += 10)
        QTest::qWait(10);
    return done();
}

/// The grid's index of GPU `id`, column `key`, scrolled into view and made current.
QModelIndex cell(SpecGridPage &page, GpuTableModel &model, const QString &id, const QString &key)
{
    const QModelIndex index = page.proxy()->mapFromSource(model.index(model.rowOf(id), model.columnOf(key)));
    REQUIRE(index.isValid());
    page.view()->setColumnHidden(index.column(), false);
    // From the left edge: scrolled there, a column would sit under the frozen name column.
    page.view()->horizontalScrollBar()->setValue(0);
    page.view()->scrollTo(index);
    page.view()->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    return index;
}

/// A double click as the window system delivers it: Qt 6's QTest::mouseDClick() alone sends no first press.
void doubleClick(QTableView *view, const QModelIndex &index)
{
    const QPoint centre = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
}

QLineEdit *openEditor(QTableView *view)
{
    QLineEdit *editor = nullptr;
    waitFor([&] {
        editor = view->viewport()->findChild<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly);
        return editor && editor->isVisible();
    });
    return editor;
}

/// Types `text` into the open editor and presses Enter, as a user does.
void typeAndEnter(QLineEdit *editor, const QString &text)
{
    REQUIRE(editor);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
}

QMessageBox *refusal(MainWindow &window)
{
    QMessageBox *box = nullptr;
    waitFor([&] { return (box = window.findChild<QMessageBox *>(QStringLiteral("overlayRefusal"))); });
    return box;
}

std::optional<double> launchPrice(GpuTableModel &model)
{
    return model.dataset().find(kGpu)->launchPriceUsd;
}

// The window's corrections kept in `path`, applied over the fixture GPUs.
OverlayController &overlayAt(MainWindow &window, const QString &path)
{
    OverlayController &overlay = *window.overlay();
    overlay.setPath(path);
    QString errors;
    REQUIRE(overlay.load(fixtureGpus(), &errors));
    return overlay;
}

} // namespace

TEST_CASE("Values corrected in the grid are the user's, marked, reset, copied, and kept after a restart")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("data/overlay.json"));
    const double datasetPrice = fixtureGpus().find(kGpu)->launchPriceUsd.value_or(0);
    REQUIRE(datasetPrice > 0);
    const double datasetTdp = fixtureGpus().find(kGpu)->tdpW.value_or(0);
    const double newPrice = datasetPrice + 200;
    {
        TestSession session(fixtureGpus());
        MainWindow &window = session.shown(QSize(1400, 800));
        overlayAt(window, path);
        SpecGridPage &page = *window.specGrid();
        GpuTableModel &model = session.model();
        QTableView *view = page.view();

        // F2 on the launch price, type, Enter: saved to the overlay, marked, the dataset's value remembered.
        QModelIndex index = cell(page, model, kGpu, QStringLiteral("launch_price_usd"));
        CHECK(index.flags().testFlag(Qt::ItemIsEditable));
        CHECK_FALSE(page.proxy()
                        ->index(index.row(), model.columnOf(QStringLiteral("usd_per_bf16_tflops")))
                        .flags()
                        .testFlag(Qt::ItemIsEditable)); // derived
        QTest::keyClick(view, Qt::Key_F2);
        typeAndEnter(openEditor(view), QString::number(newPrice));
        REQUIRE(waitFor([&] { return launchPrice(model) == newPrice; }));
        CHECK(QFile::exists(path));
        index = view->currentIndex(); // the user stays on the cell they changed
        CHECK(index.data(GpuTableModel::GpuIdRole).toString() == kGpu);
        CHECK(index.data(GpuTableModel::MetricKeyRole).toString() == QStringLiteral("launch_price_usd"));
        CHECK(index.data(GpuTableModel::UserValueRole).toBool());
        CHECK(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("the dataset says")));
        CHECK(index.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("your value")));
        // A figure computed from it is marked as well, but cannot be reset on its own.
        const QModelIndex derived =
            page.proxy()->index(index.row(), model.columnOf(QStringLiteral("usd_per_bf16_tflops")));
        CHECK(derived.data(GpuTableModel::UserValueRole).toBool());
        CHECK_FALSE(derived.data(GpuTableModel::ResettableRole).toBool());

        // Text in a number field: a message naming the GPU and the field, and nothing changes.
        QTest::keyClick(view, Qt::Key_F2);
        typeAndEnter(openEditor(view), QStringLiteral("cheap"));
        QMessageBox *box = refusal(window);
        REQUIRE(box);
        CHECK(box->text().contains(QStringLiteral("Launch price (USD): \"cheap\" is not a number")));
        CHECK(box->text().contains(model.dataset().find(kGpu)->name));
        box->close();
        QTest::qWait(100); // the window is active again before the next edit (focus leaving closes an editor)
        CHECK(launchPrice(model) == newPrice);

        // A negative VRAM, by double-click: refused by the dataset's own rule.
        const QModelIndex vram = cell(page, model, kGpu, QStringLiteral("vram_gb"));
        doubleClick(view, vram);
        typeAndEnter(openEditor(view), QStringLiteral("-4"));
        box = refusal(window);
        REQUIRE(box);
        CHECK(box->text().contains(QStringLiteral("VRAM (GB): expected a positive number, got -4")));
        box->close();
        QTest::qWait(100); // the window is active again before the next edit (focus leaving closes an editor)
        CHECK(model.dataset().find(kGpu)->vramGb == fixtureGpus().find(kGpu)->vramGb);

        // A cloud range turned upside down is refused, naming both ends.
        const Gpu &original = *fixtureGpus().find(kGpu);
        if (original.cloudUsdHrHigh) {
            QString why;
            CHECK_FALSE(window.overlay()->setValueFromText(kGpu, QStringLiteral("cloud_usd_hr_low"),
                                                           QString::number(*original.cloudUsdHrHigh + 1),
                                                           &why));
            CHECK(why.contains(QStringLiteral("Cloud low (USD/h)")));
            CHECK(why.contains(QStringLiteral("above the Cloud high")));
        }

        // TDP by double-click, then reset from the context menu opened with the keyboard.
        const QModelIndex tdp = cell(page, model, kGpu, QStringLiteral("tdp_w"));
        doubleClick(view, tdp);
        typeAndEnter(openEditor(view), QStringLiteral("400"));
        REQUIRE(waitFor([&] { return model.dataset().find(kGpu)->tdpW == 400.0; }));
        QContextMenuEvent menuKey(QContextMenuEvent::Keyboard, QPoint(5, 5), view->mapToGlobal(QPoint(5, 5)));
        QCoreApplication::sendEvent(view, &menuKey);
        QMenu *menu = nullptr;
        REQUIRE(waitFor([&] { return (menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())); }));
        CHECK(Mnemonics::menuClashes(menu).isEmpty());
        auto *reset = menu->findChild<QAction *>(QStringLiteral("resetValueAction"));
        REQUIRE(reset);
        CHECK(reset->isEnabled());
        CHECK(reset->text().contains(QStringLiteral("(%1)").arg(
            Presentation::valueWithUnit(*Metrics::find(QStringLiteral("tdp_w")), datasetTdp))));
        reset->trigger();
        menu->close();
        CHECK(model.dataset().find(kGpu)->tdpW == datasetTdp);
        CHECK_FALSE(view->currentIndex().data(GpuTableModel::UserValueRole).toBool());
        // Shift+F10 opens the same menu.
        QTest::keyClick(view, Qt::Key_F10, Qt::ShiftModifier);
        REQUIRE(waitFor([&] { return (menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())); }));
        CHECK(menu->findChild<QAction *>(QStringLiteral("editValueAction")));
        menu->close();
        // A dataset value has nothing to reset.
        std::unique_ptr<QMenu> plain(page.cellMenu(view->currentIndex(), nullptr));
        CHECK_FALSE(plain->findChild<QAction *>(QStringLiteral("resetValueAction"))->isEnabled());

        // Add GPU from Copy, from the Edit menu, by keyboard.
        cell(page, model, kGpu, QStringLiteral("name"));
        bool inEditMenu = false;
        for (QAction *menuAction : window.menuBar()->actions()) {
            if (menuAction->menu() && menuAction->menu()->actions().contains(page.addCopyAction())) {
                inEditMenu = true;
                CHECK(Mnemonics::menuClashes(menuAction->menu()).isEmpty());
            }
        }
        CHECK(inEditMenu);
        REQUIRE(page.addCopyAction()->isEnabled());
        page.addCopyAction()->trigger();
        AddGpuDialog *dialog = nullptr;
        REQUIRE(
            waitFor([&] { return (dialog = window.findChild<AddGpuDialog *>()) && dialog->isVisible(); }));
        CHECK(Mnemonics::clashes(dialog).isEmpty());
        CHECK(dialog->idField()->text() == kGpu + QStringLiteral("_copy"));
        CHECK(dialog->nameField()->text().startsWith(model.dataset().find(kGpu)->name));
        QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        dialog->idField()->setText(kGpu);
        CHECK_FALSE(ok->isEnabled());
        CHECK(dialog->problem().contains(QStringLiteral("already")));
        dialog->idField()->setText(QStringLiteral("_lab"));
        CHECK_FALSE(ok->isEnabled());
        dialog->idField()->clear();
        QTest::keyClicks(dialog->idField(),
                         QStringLiteral("Lab 4090!")); // the validator keeps out what cannot be
        CHECK(dialog->idField()->text() == QStringLiteral("ab4090"));
        dialog->idField()->setText(QStringLiteral("lab_4090"));
        dialog->nameField()->setText(QStringLiteral("Lab 4090"));
        REQUIRE(ok->isEnabled());
        QTest::keyClick(dialog->nameField(), Qt::Key_Return);
        REQUIRE(waitFor([&] { return model.rowOf(QStringLiteral("lab_4090")) >= 0; }));
        CHECK(model.rowCount() == int(fixtureGpus().gpus.size()) + 1);
        CHECK(view->currentIndex().data(GpuTableModel::GpuIdRole).toString() == QStringLiteral("lab_4090"));
        const Gpu *lab = model.dataset().find(QStringLiteral("lab_4090"));
        CHECK(lab->userAdded);
        CHECK(lab->vramGb == fixtureGpus().find(kGpu)->vramGb);
        CHECK(lab->launchPriceUsd == newPrice); // the copy keeps the user's corrections of the original
        CHECK_FALSE(page.addCopyAction()->isEnabled()); // copies start from the dataset's GPUs

        // Charts and exports say which values are the user's own.
        std::vector<const Metric *> bars{Metrics::find(QStringLiteral("launch_price_usd"))};
        ChartRequest request =
            ChartRequest::forIds(model.dataset(), {kGpu, QStringLiteral("lab_4090")}, nullptr);
        request.kind = ChartKind::Bar;
        request.metrics = bars;
        const QString notes = ChartBuilder::build(request).notes.join(QLatin1Char('\n'));
        CHECK(notes.contains(QStringLiteral("%1: Launch price").arg(model.dataset().find(kGpu)->name)));
        CHECK(notes.contains(QStringLiteral("Lab 4090 (your own GPU)")));
        const QString csv = TableExport::render(ExportFormat::Csv, page.visibleGpus(), page.visibleColumns());
        CHECK(csv.section(QStringLiteral("\r\n"), 0, 0).endsWith(QStringLiteral(",user_values")));
        for (const QString &line : csv.split(QStringLiteral("\r\n"))) {
            if (line.startsWith(kGpu + QLatin1Char(',')))
                CHECK(line.contains(QStringLiteral("launch_price_usd")));
        }
    }
    {
        // Restart on the same overlay file: the same figures, and the command line agrees.
        TestSession session(fixtureGpus());
        MainWindow &window = session.shown(QSize(1400, 800));
        overlayAt(window, path);
        GpuTableModel &model = session.model();
        CHECK(launchPrice(model) == newPrice);
        CHECK(model.dataset().find(kGpu)->tdpW == datasetTdp);
        REQUIRE(model.dataset().find(QStringLiteral("lab_4090")));

        QProcess cli;
        cli.start(QStringLiteral(GPUSCOUT_EXE),
                  {QStringLiteral("--data"), fixtureGpusPath(), QStringLiteral("--overlay"), path,
                   QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                   QStringLiteral("--columns"), QStringLiteral("launch_price_usd")});
        REQUIRE(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        CHECK(out.contains(QStringLiteral("%1,%2,launch_price_usd").arg(kGpu).arg(newPrice)));
        CHECK(out.contains(QStringLiteral("lab_4090,")));

        // A GPU of the user's own goes again from its context menu.
        SpecGridPage &page = *window.specGrid();
        const QModelIndex name = cell(page, model, QStringLiteral("lab_4090"), QStringLiteral("name"));
        std::unique_ptr<QMenu> menu(page.cellMenu(name, nullptr));
        auto *remove = menu->findChild<QAction *>(QStringLiteral("removeGpuAction"));
        REQUIRE(remove);
        remove->trigger();
        CHECK(model.rowOf(QStringLiteral("lab_4090")) < 0);
        CHECK(launchPrice(model) == newPrice);
    }
}
