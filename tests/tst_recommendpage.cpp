#include "app/core/comparisonselection.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/recommendationmodel.h"
#include "app/core/settings.h"
#include "tests/mnemonics.h"
#include "tests/testsupport.h"
#include "ui/breakeventab.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/figureview.h"
#include "ui/charts/memorybreakdownchart.h"
#include "ui/comparepage.h"
#include "ui/guisession.h"
#include "ui/jobform.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"
#include "ui/recommendwizard.h"
#include "ui/thememanager.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>

namespace {

QWidget *focused()
{
    QWidget *w = QApplication::focusWidget();
    REQUIRE(w);
    return w;
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(focused(), key, modifiers);
}

// The Recommend tab of a shown main window, with the ranking computed.
struct Calculator
{
    TestSession session;
    RecommendPage *page = nullptr;

    Calculator()
    {
        MainWindow &window = session.shown(QSize(1400, 900));
        QApplication::setActiveWindow(&window);
        REQUIRE(QTest::qWaitForWindowActive(&window));
        window.showPage(MainWindow::RecommendTab);
        page = window.recommendPage();
        page->recompute();
    }

    // Waits for the debounced re-rank.
    void settle() { QTest::qWait(250); }
};

int exitCodeOf(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_EXE), arguments);
    REQUIRE(process.waitForFinished(60000));
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

TEST_CASE("The results model passes the item model tester and sorts every column by its raw value")
{
    RecommendationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    Job job = Job::defaults();
    model.setRecommendation(Recommend::rank(job.workload, bundled().gpus, job.constraints), QLocale::c());
    REQUIRE(model.rowCount() == int(bundled().gpus.size()));
    for (int column = 0; column < model.columnCount(); ++column)
        CHECK(!model.headerData(column, Qt::Horizontal).toString().isEmpty());
    // GiB per GPU: text in the locale, the sort role the number itself.
    const QModelIndex total = model.index(0, RecommendationModel::TotalColumn);
    CHECK(total.data(RecommendationModel::SortRole).toDouble() ==
          Approx(model.entryAt(0).estimate.memory.total()));
    // The estimate, then the band measured runs of its kind fall in.
    const Estimate::Result &first = model.entryAt(0).estimate;
    REQUIRE(first.totalHighGib > first.totalLowGib);
    CHECK(total.data().toString() == QStringLiteral("%1 (%2-%3)")
                                         .arg(first.memory.total(), 0, 'f', 1)
                                         .arg(first.totalLowGib, 0, 'f', 1)
                                         .arg(first.totalHighGib, 0, 'f', 1));
    // $ per million tokens from the hourly rate, in cloud mode.
    const auto perMillion = Recommend::usdPerMillionTokens(model.entryAt(1), model.recommendation());
    if (model.entryAt(1).unitPrice)
        CHECK(*perMillion == Approx(model.entryAt(1).unitPrice->usd * model.entryAt(1).estimate.gpusUsed *
                                    1e6 / (model.entryAt(1).estimate.tokensPerSecond * 3600)));
}

TEST_CASE("The results model's Price column is what the configuration costs: every GPU it uses")
{
    RecommendationModel model;
    Job job = Job::defaults();
    job.workload.model = *ModelPresets::find(QStringLiteral("llama-3.1-70b"));
    job.workload.method = Estimate::Method::Full; // several GPUs on every card
    for (const Pricing::Mode mode : {Pricing::Mode::Cloud, Pricing::Mode::Purchase}) {
        job.constraints.price = mode;
        model.setRecommendation(Recommend::rank(job.workload, bundled().gpus, job.constraints), QLocale::c());
        int checked = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const Recommend::Entry &e = model.entryAt(row);
            const QModelIndex price = model.index(row, RecommendationModel::PriceColumn);
            if (!e.unitPrice || e.estimate.gpusUsed < 2)
                continue;
            INFO(e.estimate.gpu->id.toStdString());
            const double whole = e.unitPrice->usd * e.estimate.gpusUsed;
            CHECK(price.data(RecommendationModel::SortRole).toDouble() == Approx(whole));
            CHECK(price.data().toString().startsWith(Pricing::format(whole, mode, QLocale::c())));
            CHECK(price.data(Qt::ToolTipRole)
                      .toString()
                      .startsWith(QStringLiteral("%1 x %2 per GPU (%3)")
                                      .arg(e.estimate.gpusUsed)
                                      .arg(Pricing::format(e.unitPrice->usd, mode, QLocale::c()),
                                           e.unitPrice->basis)));
            ++checked;
        }
        CHECK(checked > 3);
    }
}

TEST_CASE("Where the optimizer step is the peak, the activations cell says why it reads 0")
{
    RecommendationModel model;
    Job job = Job::defaults();
    job.workload.method = Estimate::Method::Full; // 8B full fine-tuning: AdamW's states outweigh activations
    // torch's multi-tensor AdamW (a stack whose optimizer_kernel is foreach) holds sqrt(v) at the step.
    job.workload.stack.foreachOptimizer = true;
    model.setRecommendation(Recommend::rank(job.workload, bundled().gpus, job.constraints), QLocale::c());
    int explained = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Estimate::Memory &m = model.entryAt(row).estimate.memory;
        const QString tip =
            model.index(row, RecommendationModel::ActivationsColumn).data(Qt::ToolTipRole).toString();
        INFO(model.entryAt(row).estimate.gpu->name.toStdString());
        CHECK(tip.isEmpty() == !m.optimizerStepPeak);
        if (m.optimizerStepPeak) {
            CHECK(m.activations == 0.0);
            CHECK(tip.contains(QString::number(m.forwardBackwardGib, 'f', 1)));
            ++explained;
        }
    }
    CHECK(explained > 0);
}

TEST_CASE(
    "A GPU count below what the estimate needs, where measured runs of the kind still fit, reads may fit")
{
    // NeMo AutoModel's published LoRA of Llama 3.1 8B at 2 x 4096 tokens ran on one H100 80GB; the estimate
    // needs two, the low end of the measured range fits on one.
    RecommendationModel model;
    Job job = Job::defaults();
    QString error;
    for (const auto &[key, value] :
         std::vector<std::pair<QString, QString>>{{QStringLiteral("stack"), QStringLiteral("nemo-automodel")},
                                                  {QStringLiteral("method"), QStringLiteral("lora")},
                                                  {QStringLiteral("seq"), QStringLiteral("4096")},
                                                  {QStringLiteral("batch"), QStringLiteral("2")},
                                                  {QStringLiteral("ckpt"), QStringLiteral("none")},
                                                  {QStringLiteral("gpus"), QStringLiteral("1")}})
        REQUIRE(JobFields::set(job, key, value, &error));
    model.setRecommendation(Recommend::rank(job.workload, bundled().gpus, job.constraints), QLocale::c());
    int checked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Estimate::Result &r = model.entryAt(row).estimate;
        if (r.fit != Estimate::Fit::MayFit || r.gpusNeeded <= 1)
            continue;
        INFO(r.gpu->name.toStdString());
        CHECK(model.index(row, RecommendationModel::FitsColumn).data().toString() ==
              QStringLiteral("may fit on one"));
        CHECK(r.tokensPerSecond > 0);
        CHECK(model.entryAt(row).why.startsWith(QStringLiteral("may fit on one: ")));
        ++checked;
    }
    CHECK(checked > 0);
}

TEST_CASE("The results model moves its rows when the same GPUs are ranked again, and starts anew when not")
{
    RecommendationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    Job job = Job::defaults();
    job.constraints.optimize = Recommend::Goal::Speed;
    model.setRecommendation(Recommend::rank(job.workload, bundled().gpus, job.constraints), QLocale::c());
    REQUIRE(model.rowCount() >= 3);
    const QString first = model.entryAt(0).estimate.gpu->id;
    const QString last = model.entryAt(model.rowCount() - 1).estimate.gpu->id;
    const QPersistentModelIndex firstCell = model.index(0, RecommendationModel::TotalColumn);
    const QPersistentModelIndex lastCell = model.index(model.rowCount() - 1, RecommendationModel::GpuColumn);
    int resets = 0, layouts = 0;
    QObject::connect(&model, &QAbstractItemModel::modelReset, [&] { ++resets; });
    QObject::connect(&model, &QAbstractItemModel::layoutChanged, [&] { ++layouts; });

    // The same GPUs in another order: each kept index follows its GPU, and every row reads its new entry.
    job.constraints.optimize = Recommend::Goal::Cost;
    job.workload.seqLen *= 2;
    const Recommend::Recommendation again = Recommend::rank(job.workload, bundled().gpus, job.constraints);
    model.setRecommendation(again, QLocale::c());
    CHECK(resets == 0);
    CHECK(layouts == 1);
    REQUIRE(firstCell.isValid());
    REQUIRE(lastCell.isValid());
    CHECK(model.entryAt(firstCell.row()).estimate.gpu->id == first);
    CHECK(firstCell.column() == RecommendationModel::TotalColumn);
    CHECK(model.entryAt(lastCell.row()).estimate.gpu->id == last);
    for (int row = 0; row < model.rowCount(); ++row) {
        CHECK(model.index(row, 0).data(RecommendationModel::GpuIdRole).toString() ==
              again.results[size_t(row)].estimate.gpu->id);
        CHECK(model.index(row, RecommendationModel::TotalColumn)
                  .data(RecommendationModel::SortRole)
                  .toDouble() == Approx(again.results[size_t(row)].estimate.memory.total()));
    }

    // Fewer GPUs: a new table.
    job.constraints.segments = QStringList{model.entryAt(0).estimate.gpu->segment};
    const Recommend::Recommendation fewer = Recommend::rank(job.workload, bundled().gpus, job.constraints);
    REQUIRE(int(fewer.results.size()) < model.rowCount());
    model.setRecommendation(fewer, QLocale::c());
    CHECK(resets == 1);
    CHECK(model.rowCount() == int(fewer.results.size()));
}

TEST_CASE("The memory chart after an edit looks as a new chart of the new ranking does")
{
    Job job = Job::defaults();
    job.constraints.segments = QStringList{QStringLiteral("consumer")};
    const Recommend::Recommendation before = Recommend::rank(job.workload, bundled().gpus, job.constraints);
    REQUIRE(before.results.size() >= 6);
    // Every segment, another model and method: other bars, values, labels and scale.
    job.constraints.segments.clear();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("model"), QStringLiteral("llama-3.1-70b"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
    const Recommend::Recommendation after = Recommend::rank(job.workload, bundled().gpus, job.constraints);
    MemoryBreakdownChart edited, fresh;
    for (MemoryBreakdownChart *chart : {&edited, &fresh}) {
        chart->setStyle(FigureStyle::light());
        chart->resize(800, 320);
    }
    edited.setRecommendation(before, 6);
    const QImage old = edited.grab().toImage();
    QChart *shown = edited.chart();
    edited.setRecommendation(after, 6);
    CHECK(edited.chart() == shown); // updated, not replaced
    fresh.setRecommendation(after, 6);
    const QImage updated = edited.grab().toImage();
    CHECK(updated != old);
    CHECK(updated == fresh.grab().toImage());
}

TEST_CASE("The calculator's Whole nodes box re-ranks a job that spans nodes, by keyboard, and is off for a "
          "fixed count")
{
    Calculator c;
    Job job = c.page->job();
    QString error;
    for (const auto &[key, value] : {std::pair{"model", "llama-3.1-70b"},
                                     {"method", "full"},
                                     {"ckpt", "full"},
                                     {"max-gpus", "256"},
                                     {"tokens", "1B"}})
        REQUIRE(JobFields::set(job, QLatin1String(key), QLatin1String(value), &error));
    c.page->setJob(job);
    c.page->recompute();
    // Some GPU needs a count that is not whole nodes of 8: it runs on the whole nodes.
    const auto rounded = [&]() -> const Recommend::Entry * {
        for (int row = 0; row < c.page->results()->rowCount(); ++row) {
            const Recommend::Entry &e = c.page->results()->entryAt(row);
            if (e.estimate.runs() && e.estimate.gpusNeeded > 8 && e.estimate.gpusNeeded % 8 != 0)
                return &e;
        }
        return nullptr;
    };
    const Recommend::Entry *whole = rounded();
    REQUIRE(whole);
    const QString id = whole->estimate.gpu->id;
    const int needed = whole->estimate.gpusNeeded;
    CHECK(whole->estimate.gpusUsed == (needed + 7) / 8 * 8);

    auto *box = qobject_cast<QComboBox *>(c.page->form()->editor(QStringLiteral("whole-nodes")));
    REQUIRE(box);
    REQUIRE(box->isEnabled());
    box->setFocus();
    press(Qt::Key_End); // "No: only the GPUs needed"
    c.settle();
    CHECK(!c.page->job().workload.wholeNodes);
    CHECK(c.page->summaryText().contains(QStringLiteral("not whole nodes")));
    bool found = false;
    for (int row = 0; row < c.page->results()->rowCount(); ++row) {
        const Recommend::Entry &e = c.page->results()->entryAt(row);
        if (e.estimate.gpu->id == id) {
            found = true;
            CHECK(e.estimate.gpusUsed == needed);
        }
    }
    CHECK(found);
    press(Qt::Key_Home);
    c.settle();
    CHECK(c.page->job().workload.wholeNodes);

    // A fixed GPU count is used as given: the box has nothing to decide.
    auto *gpus = c.page->form()->editor(QStringLiteral("gpus"));
    gpus->setFocus();
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("12"));
    c.settle();
    CHECK(c.page->job().workload.gpus == 12);
    CHECK(!box->isEnabled());
}

TEST_CASE("A re-rank keeps the table's selected GPUs, its scroll position, and shows the new order")
{
    Calculator c;
    QTableView *table = c.page->table();
    QAbstractItemModel *shown = table->model();
    REQUIRE(shown->rowCount() >= 6);
    table->selectRow(1);
    table->selectionModel()->select(shown->index(4, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QStringList picked = c.page->selectedIds();
    REQUIRE(picked.size() == 2);
    table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
    const int scrolled = table->verticalScrollBar()->value();

    Job job = c.page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("optimize"), QStringLiteral("cost"), &error));
    c.page->setJob(job);
    c.page->recompute();
    QStringList still = c.page->selectedIds();
    std::sort(picked.begin(), picked.end());
    std::sort(still.begin(), still.end());
    CHECK(still == picked);
    CHECK(table->verticalScrollBar()->value() == scrolled);
    // Row r of the table is rank r + 1, with the numbers of the GPU ranked there.
    for (int row = 0; row < shown->rowCount(); ++row) {
        CHECK(shown->index(row, 0).data(RecommendationModel::SortRole).toInt() == row + 1);
        CHECK(shown->index(row, 0).data(RecommendationModel::GpuIdRole).toString() ==
              c.page->results()->entryAt(row).estimate.gpu->id);
        CHECK(shown->index(row, RecommendationModel::GpuColumn).data().toString() ==
              c.page->results()->entryAt(row).estimate.gpu->name);
    }
}

TEST_CASE("The calculator re-ranks as the job is typed, by keyboard alone")
{
    Calculator c;
    JobForm *form = c.page->form();
    const double before = c.page->results()->entryAt(0).estimate.memory.total();

    // Alt+key reaches the sequence length; type a longer one and the answer follows.
    QWidget *seq = form->editor(QStringLiteral("seq"));
    REQUIRE(seq);
    seq->setFocus();
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("8192"));
    c.settle();
    CHECK(c.page->job().workload.seqLen == 8192);
    CHECK(c.page->results()->entryAt(0).estimate.memory.total() > before);
    CHECK(c.page->summaryText().contains(QStringLiteral("8192")));

    // Method by keyboard: Home selects the first word, full fine-tuning.
    form->editor(QStringLiteral("method"))->setFocus();
    press(Qt::Key_Home);
    c.settle();
    CHECK(c.page->job().workload.method == Estimate::Method::Full);
    CHECK(!form->editor(QStringLiteral("lora-rank"))->isEnabled());

    // A bad value shows an inline message and keeps the last good job.
    auto *budget = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("budget-usd")));
    REQUIRE(budget);
    budget->setFocus();
    QTest::keyClicks(budget, QStringLiteral("lots"));
    CHECK(form->errorText(QStringLiteral("budget-usd")).contains(QStringLiteral("expected a number")));
    CHECK(!c.page->job().constraints.budgetUsd);
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(budget, QStringLiteral("5"));
    CHECK(form->errorText(QStringLiteral("budget-usd")).isEmpty());
    c.settle();
    CHECK(*c.page->job().constraints.budgetUsd == 5);
    // $5 an hour for the configuration removes GPUs, each with the figure that did it (the list is written
    // when its tab is opened).
    auto *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    CHECK(details->tabText(details->indexOf(c.page->excludedView())).contains(QStringLiteral("(")));
    details->setCurrentWidget(c.page->excludedView());
    const QString excluded = c.page->excludedView()->toPlainText();
    CHECK(excluded.contains(QStringLiteral("over the $5.00/h budget")));
}

TEST_CASE("Every label of the calculator has its own Alt+key, and each points at its input")
{
    Calculator c;
    QString letters;
    for (QLabel *label : c.page->findChildren<QLabel *>()) {
        const QString text = label->text();
        const int amp = int(text.indexOf(QLatin1Char('&')));
        if (amp < 0 || amp + 1 >= text.size())
            continue;
        INFO(text.toStdString());
        CHECK(label->buddy());
        const QChar key = text.at(amp + 1).toLower();
        CHECK(!letters.contains(key));
        CHECK(!QStringLiteral("fevhscra").contains(key)); // the menus' and tabs' letters
        letters += key;
    }
    CHECK(letters.size() >= 12);
}

TEST_CASE("A label's Alt+key avoids letters whose descender hides the underline while another is free")
{
    QString used = QStringLiteral("ob");
    CHECK(JobForm::withMnemonic(QStringLiteral("Objective:"), &used) == QStringLiteral("Obj&ective:"));
    CHECK(used == QStringLiteral("obe"));
    used = QStringLiteral("abcdefhiklmnorstuvwxz");
    CHECK(JobForm::withMnemonic(QStringLiteral("Jog"), &used) ==
          QStringLiteral("&Jog")); // only descenders left
    used = QStringLiteral("abcdefghijklmnopqrstuvwxyz");
    CHECK(JobForm::withMnemonic(QStringLiteral("Jog"), &used) == QStringLiteral("Jog"));
    CHECK(JobForm::mnemonicOf(QStringLiteral("Fish && &Chips")) == QStringLiteral("c"));
    CHECK(JobForm::mnemonicOf(QStringLiteral("A && B")).isEmpty());
}

TEST_CASE("The results table sorts by any column, and Compare Selected sends the GPUs to the Compare tab")
{
    Calculator c;
    QTableView *table = c.page->table();
    table->horizontalHeader()->setSortIndicator(RecommendationModel::CapacityColumn, Qt::DescendingOrder);
    double previous = 1e9;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const double v = table->model()
                             ->index(row, RecommendationModel::CapacityColumn)
                             .data(RecommendationModel::SortRole)
                             .toDouble();
        CHECK(v <= previous);
        previous = v;
    }
    table->selectRow(0);
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QStringList ids = c.page->selectedIds();
    REQUIRE(ids.size() == 2);
    REQUIRE(c.page->compareButton()->isEnabled());
    QTest::mouseClick(c.page->compareButton(), Qt::LeftButton);
    CHECK(c.session.selection().ids() == ids);
    CHECK(c.session.window().pages()->currentIndex() == MainWindow::CompareTab);
    CHECK(c.session.window().comparePage()->isVisible());
}

TEST_CASE("A click on a column header of the results sorts by that column")
{
    Calculator c;
    QHeaderView *header = c.page->table()->horizontalHeader();
    REQUIRE(header->sortIndicatorSection() == RecommendationModel::RankColumn);
    const int column = RecommendationModel::CapacityColumn;
    const QPoint middle(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, middle);
    CHECK(header->sortIndicatorSection() == column);
    QAbstractItemModel *shown = c.page->table()->model();
    REQUIRE(shown->rowCount() >= 2);
    const double first = shown->index(0, column).data(RecommendationModel::SortRole).toDouble();
    const double last =
        shown->index(shown->rowCount() - 1, column).data(RecommendationModel::SortRole).toDouble();
    CHECK(first != last);
    CHECK((header->sortIndicatorOrder() == Qt::AscendingOrder ? first <= last : first >= last));
}

TEST_CASE("The wizard opens from the menu shortcut, is walked by keyboard, and fills the calculator")
{
    Calculator c;
    QTest::keyClick(&c.session.window(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    RecommendWizard *wizard = c.page->wizard();
    REQUIRE(wizard);
    REQUIRE(QTest::qWaitForWindowExposed(wizard));
    QApplication::setActiveWindow(wizard);
    REQUIRE(wizard->currentId() == RecommendWizard::ModelPageId);
    auto *model = qobject_cast<QComboBox *>(
        wizard->form(RecommendWizard::ModelPageId)->editor(QStringLiteral("model")));
    model->setFocus();
    model->lineEdit()->selectAll();
    QTest::keyClicks(focused(), QStringLiteral("parameter count"));
    press(Qt::Key_Return); // the one match, "Other: a parameter count"
    REQUIRE(model->currentData().toString() == QStringLiteral("params"));
    QLineEdit *params = qobject_cast<QLineEdit *>(
        wizard->form(RecommendWizard::ModelPageId)->editor(QStringLiteral("params")));
    params->setFocus();
    QTest::keyClicks(params, QStringLiteral("13X"));
    CHECK(!wizard->button(QWizard::NextButton)->isEnabled());
    press(Qt::Key_Backspace);
    QTest::keyClicks(params, QStringLiteral("B"));
    CHECK(wizard->button(QWizard::NextButton)->isEnabled());
    press(Qt::Key_Return);
    REQUIRE(wizard->currentId() == RecommendWizard::MethodPageId);
    wizard->form(RecommendWizard::MethodPageId)->editor(QStringLiteral("method"))->setFocus();
    press(Qt::Key_Home);
    press(Qt::Key_Down); // lora
    press(Qt::Key_Return);
    REQUIRE(wizard->currentId() == RecommendWizard::DataPageId);
    press(Qt::Key_Return);
    REQUIRE(wizard->currentId() == RecommendWizard::ConstraintsPageId);
    press(Qt::Key_Return); // Finish
    c.settle();
    CHECK(c.page->job().workload.method == Estimate::Method::Lora);
    CHECK(c.page->job().modelSource == Job::ModelSource::Params);
    CHECK(std::abs(c.page->job().workload.model.totalParams() / 13e9 - 1) < 0.1);
    CHECK(c.page->summaryText().contains(QStringLiteral("LoRA")));
}

TEST_CASE("The calculator's job is remembered across a restart")
{
    QTemporaryDir dir;
    {
        GuiSession session(bundled(), iniIn(dir));
        Job job = Job::defaults();
        QString error;
        REQUIRE(JobFields::set(job, QStringLiteral("seq"), QStringLiteral("4096"), &error));
        REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
        session.window().recommendPage()->setJob(job);
        session.window().recommendPage()->recompute();
    }
    GuiSession again(bundled(), iniIn(dir));
    CHECK(again.window().recommendPage()->job().workload.seqLen == 4096);
    CHECK(again.window().recommendPage()->job().workload.method == Estimate::Method::Full);
}

TEST_CASE("The window and the command line accept and refuse the same values, field by field")
{
    Calculator c;
    JobForm *form = c.page->form();
    int checked = 0;
    for (const JobFields::Field &f : JobFields::all()) {
        if (!(f.surfaces & JobFields::Window) || f.group == JobFields::Group::Model)
            continue;
        const QString option = QStringLiteral("--") + f.option();
        QWidget *editor = form->editor(f.option());
        INFO(f.key);
        REQUIRE(editor);
        QStringList good, bad;
        switch (f.type) {
        case JobFields::Type::Choice: {
            // The combo box offers exactly the words the command line takes.
            auto *box = qobject_cast<QComboBox *>(editor);
            REQUIRE(box);
            QStringList offered;
            for (int i = 0; i < box->count(); ++i)
                offered << box->itemData(i).toString();
            CHECK(offered == f.choices);
            good = f.choices;
            bad = {QStringLiteral("bogus")};
            break;
        }
        case JobFields::Type::Integer: {
            auto *spin = qobject_cast<QSpinBox *>(editor);
            REQUIRE(spin);
            CHECK(spin->maximum() == int(f.maximum));
            CHECK(spin->minimum() == int(f.optional ? f.minimum - 1 : f.minimum)); // the lowest is "auto"
            good = {QString::number(qint64(f.minimum)), QString::number(qint64(f.maximum))};
            bad = {QString::number(qint64(f.maximum) + 1), QStringLiteral("x")};
            if (!f.optional)
                bad << QString::number(qint64(f.minimum) - 1);
            break;
        }
        case JobFields::Type::List: {
            QStringList offered;
            for (QCheckBox *box : editor->parentWidget()->findChildren<QCheckBox *>()) {
                if (box->property("word").isValid())
                    offered << box->property("word").toString();
            }
            CHECK(offered == f.choices);
            good = {f.choices.first(), f.choices.join(QLatin1Char(','))};
            bad = {QStringLiteral("home")};
            break;
        }
        case JobFields::Type::Number:
        case JobFields::Type::Count:
        case JobFields::Type::Text: {
            auto *edit = qobject_cast<QLineEdit *>(editor);
            REQUIRE(edit);
            const QString low = QString::number(f.minimum, 'g', 12),
                          high = QString::number(f.maximum, 'g', 12);
            good = {low, high};
            bad = {QStringLiteral("-1"), QStringLiteral("lots"), QString::number(f.maximum * 10, 'g', 12)};
            if (f.key == QLatin1String("tokens"))
                good << QStringLiteral("2B");
            // Typed in the window: an inline message exactly when the value is refused.
            for (const QString &text : good + bad) {
                edit->setFocus();
                edit->selectAll();
                QTest::keyClicks(edit, text);
                INFO(text.toStdString());
                CHECK(form->errorText(f.option()).isEmpty() == good.contains(text));
            }
            edit->selectAll();
            QTest::keyClick(edit, Qt::Key_Backspace);
            break;
        }
        }
        // And the command line says the same: exit 0 for each good value, 2 for each bad one.
        for (const QString &text : good + bad) {
            QStringList args{QStringLiteral("--data"),
                             fixtureGpusPath(),
                             QStringLiteral("recommend"),
                             QStringLiteral("--gpu"),
                             QStringLiteral("fx_h100_sxm"),
                             option,
                             text};
            if (f.key == QLatin1String("max-cost-usd"))
                args << QStringLiteral("--tokens") << QStringLiteral("1B");
            INFO(text.toStdString());
            CHECK(exitCodeOf(args) == (good.contains(text) ? 0 : 2));
            ++checked;
        }
    }
    CHECK(checked > 40);
}

TEST_CASE("Export Report in the window writes the document, not a picture of the widget")
{
    Calculator c;
    QTemporaryDir dir;
    const QString md = dir.filePath(QStringLiteral("job.md"));
    QString suggested;
    c.page->setFileChooser(
        [&](const QString &, const QString &suggestedPath, const QString &filters, QString *selected) {
            CHECK(filters.contains(QStringLiteral("*.pdf")));
            suggested = suggestedPath;
            *selected = filters.split(QStringLiteral(";;")).at(1); // Markdown: the name gets ".md"
            return dir.filePath(QStringLiteral("job"));
        });
    REQUIRE(c.page->exportButton()->isEnabled());
    QTest::mouseClick(c.page->exportButton(), Qt::LeftButton);
    CHECK_FALSE(suggested.startsWith(QDir(dir.path()).absolutePath()));
    QFile file(md);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    // Every ranked GPU and the command line that reproduces the job.
    for (const Recommend::Entry &e : c.page->results()->recommendation().results)
        CHECK(text.contains(e.estimate.gpu->name));
    CHECK(text.contains(QStringLiteral("gpuscout recommend")));
    // The next export opens in the folder this one used.
    c.page->setFileChooser([&](const QString &, const QString &suggestedPath, const QString &, QString *) {
        suggested = suggestedPath;
        return QString();
    });
    QTest::mouseClick(c.page->exportButton(), Qt::LeftButton);
    CHECK(suggested == QDir(dir.path()).absoluteFilePath(QStringLiteral("recommendation.pdf")));
}

TEST_CASE("The Formula tab shows the formula of the job on screen when it is opened")
{
    Calculator c;
    auto *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    Job job = c.page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
    c.page->setJob(job);
    c.page->recompute();
    details->setCurrentWidget(c.page->formulaView());
    CHECK(c.page->formulaView()->toPlainText() == Estimate::formulaText(c.page->job().workload));
    CHECK(c.page->formulaView()->toPlainText().contains(QStringLiteral("6N")));
}

namespace {

// One notch of the wheel over the middle of `target`, delivered the way a mouse delivers it.
bool wheelOver(QWidget *target, int notches)
{
    const QPointF local = QPointF(target->rect().center());
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
    return event.isAccepted();
}

} // namespace

TEST_CASE("Calculator: the wheel edits a field only once it has focus, and is handed on otherwise",
          "[recommendpage]")
{
    Calculator c;
    auto *batch = qobject_cast<QSpinBox *>(c.page->form()->editor(QStringLiteral("batch")));
    auto *method = qobject_cast<QComboBox *>(c.page->form()->editor(QStringLiteral("method")));
    auto *model = c.page->form()->findChild<QComboBox *>(); // the model picker is the form's first combo
    REQUIRE(batch);
    REQUIRE(method);
    REQUIRE(model);
    const int batchBefore = batch->value();
    const int methodBefore = method->currentIndex();
    const int modelBefore = model->currentIndex();
    const QString jobBefore = JobFields::arguments(c.page->job());

    c.page->window()->setFocus(); // none of the fields has focus
    REQUIRE(!batch->hasFocus());
    // Not accepted: QApplication hands a mouse's (spontaneous) wheel event on to the scroll area around the
    // form, which scrolls; the Xvfb walk in the README checks that with a real wheel.
    CHECK(!wheelOver(batch, -1));
    CHECK(!wheelOver(method, -1));
    CHECK(!wheelOver(model, -1));
    CHECK(!wheelOver(model->lineEdit(), -1)); // the picker's text field hands the wheel on as well
    CHECK(batch->value() == batchBefore);
    CHECK(method->currentIndex() == methodBefore);
    CHECK(model->currentIndex() == modelBefore);
    CHECK(JobFields::arguments(c.page->job()) == jobBefore);
    for (QWidget *editor : {static_cast<QWidget *>(batch), static_cast<QWidget *>(method)})
        CHECK(editor->focusPolicy() == Qt::StrongFocus); // the wheel does not give the field focus either

    batch->setFocus(Qt::TabFocusReason);
    REQUIRE(batch->hasFocus());
    CHECK(wheelOver(batch, 1));
    CHECK(batch->value() == batchBefore + 1);
    CHECK(JobFields::arguments(c.page->job()) != jobBefore);
}

TEST_CASE("Calculator: the headline above the ranking names the best and the cheapest, or the nearest",
          "[recommendpage]")
{
    Calculator c;
    auto *headline = c.page->findChild<QLabel *>(QStringLiteral("headline"));
    REQUIRE(headline);
    CHECK(headline->isVisible());
    Job job = c.page->job();
    c.page->setJob(job);
    c.page->recompute();
    const Recommend::Recommendation rec =
        Recommend::rank(job.workload, bundled().gpus, job.constraints, QLocale());
    CHECK(headline->text().startsWith(QStringLiteral("Best: ")));
    CHECK(headline->text() == rec.headline.lines().join(QLatin1Char('\n')));

    // Full fine-tuning on bought cards under $2,000: nothing runs, and the headline says what would.
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("price"), QStringLiteral("purchase"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("budget-usd"), QStringLiteral("2000"), &error));
    c.page->setJob(job);
    c.page->recompute();
    CHECK(headline->text().startsWith(QStringLiteral("Nothing runs under these constraints. Nearest: ")));
    CHECK(headline->text().contains(QStringLiteral("which needs a budget of $")));
}

TEST_CASE("The Buy or rent tab charts the ranking's first GPUs, or the selected ones, and exports the chart")
{
    Calculator c;
    QTabWidget *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    BreakEvenTab *tab = c.page->breakEvenTab();
    REQUIRE(details->indexOf(tab) == details->count() - 1);
    CHECK(details->tabText(details->indexOf(tab)) == QStringLiteral("Buy or rent"));
    details->setCurrentWidget(tab);
    const Recommend::Recommendation &rec = c.page->results()->recommendation();
    const QStringList first = BreakEvenChart::chosenIds(rec);
    REQUIRE(!first.isEmpty());
    CHECK(tab->shownIds() == first);
    CHECK(tab->view()->chartCount() == 1);

    // Selecting a row that can be costed both ways charts that GPU alone.
    QTableView *table = c.page->table();
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QString id = table->model()->index(row, 0).data(RecommendationModel::GpuIdRole).toString();
        if (id == first.last()) {
            table->selectRow(row);
            break;
        }
    }
    CHECK(tab->shownIds() == QStringList{first.last()});

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("breakeven"));
    tab->setFileChooser(
        [&path](const QString &, const QString &, const QString &, QString *) { return path; });
    QTest::mouseClick(tab->exportButton(), Qt::LeftButton);
    CHECK(QImage(path + QStringLiteral(".png")).width() == 2 * BreakEvenTab::kExportSize.width());

    // The inputs sit in their own group of the form, and an edit re-ranks the chart.
    QGroupBox *group = nullptr;
    for (QGroupBox *box : c.page->form()->findChildren<QGroupBox *>())
        if (box->title() == QStringLiteral("Buy or rent"))
            group = box;
    REQUIRE(group);
    CHECK(group->findChild<QWidget *>(QStringLiteral("horizon-months")));
    Job job = c.page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("horizon-months"), QStringLiteral("12"), &error));
    c.page->setJob(job);
    c.page->recompute();
    CHECK(c.page->results()->recommendation().constraints.ownership.horizonMonths == 12);
    auto *axis = c.page->breakEvenTab()->view()->chart(0)->axes(Qt::Horizontal).value(0);
    REQUIRE(axis);
    CHECK(qobject_cast<QValueAxis *>(axis)->max() == 12);
}

TEST_CASE("Calculator: the ranking's columns fit each answer, not only the first", "[recommendpage]")
{
    Calculator c;
    QTableView *table = c.page->table();
    const int column = RecommendationModel::GpusColumn;
    // A small job runs on one of each card that holds it: "1". A fixed count above what the job needs writes
    // "4 (needs 1)" in the GPUs column: wider than "1".
    Job job = c.page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("model"), QStringLiteral("llama-3.2-1b"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("seq"), QStringLiteral("512"), &error));
    c.page->setJob(job);
    c.page->recompute();
    const int before = table->columnWidth(column);
    REQUIRE(JobFields::set(job, QStringLiteral("gpus"), QStringLiteral("4"), &error));
    c.page->setJob(job);
    c.page->recompute();
    const QString widest = table->model()->index(0, column).data().toString();
    REQUIRE(widest.contains(QStringLiteral("needs")));
    CHECK(table->columnWidth(column) > before);
    CHECK(table->columnWidth(column) >= table->fontMetrics().horizontalAdvance(widest));
}

TEST_CASE("Calculator: Tab from the form's last field reaches the ranking, then the details' tabs",
          "[recommendpage]")
{
    Calculator c;
    QWidget *last = nullptr;
    for (const JobFields::Field &f : JobFields::all()) {
        QWidget *editor = c.page->form()->editor(QString::fromLatin1(f.key));
        if (editor && editor->isEnabled() && editor->isVisibleTo(c.page) &&
            editor->focusPolicy() != Qt::NoFocus)
            last = editor;
    }
    REQUIRE(last);
    last->setFocus(Qt::TabFocusReason);
    REQUIRE(last->hasFocus());
    QTest::keyClick(last, Qt::Key_Tab);
    INFO(QApplication::focusWidget()->metaObject()->className());
    CHECK(QApplication::focusWidget() == c.page->table());
    auto *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    CHECK(QApplication::focusWidget() == details->tabBar());
    const int before = details->currentIndex();
    QTest::keyClick(details->tabBar(), Qt::Key_Right);
    CHECK(details->currentIndex() == before + 1);
}

TEST_CASE("The Buy or rent tab redraws its chart when the theme changes", "[recommendpage]")
{
    Calculator c;
    BreakEvenTab *tab = c.page->breakEvenTab();
    ThemeManager *themes = ThemeManager::instance();
    themes->setTheme(ThemeManager::Theme::Light);
    QCoreApplication::processEvents();
    auto *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    details->setCurrentWidget(tab); // the tab draws when it is seen
    REQUIRE(tab->view()->chartCount() == 1);
    CHECK(tab->view()->chart(0)->backgroundBrush().color().lightness() > 200);
    themes->setTheme(ThemeManager::Theme::Dark);
    QCoreApplication::processEvents();
    REQUIRE(tab->view()->chartCount() == 1);
    CHECK(tab->view()->chart(0)->backgroundBrush().color().lightness() < 60);
    themes->setTheme(ThemeManager::Theme::System);
}

namespace {

// The keys of the job's saved fields whose values differ between `a` and `b`.
QStringList differingFields(const Job &a, const Job &b)
{
    const QVariantMap before = JobFields::toSettings(a), after = JobFields::toSettings(b);
    QStringList keys;
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (before.value(it.key()) != it.value())
            keys << it.key();
    }
    keys.sort();
    return keys;
}

const Recommend::Entry *entryOf(RecommendPage *page, const QString &id)
{
    for (const Recommend::Entry &e : page->results()->recommendation().results) {
        if (e.estimate.gpu->id == id)
            return &e;
    }
    return nullptr;
}

// The model picker of the calculator, focused as Tab would focus it, with `text` typed into it.
QComboBox *typeIntoModelPicker(Calculator &c, const QString &text)
{
    auto *model = qobject_cast<QComboBox *>(c.page->form()->editor(QStringLiteral("model")));
    REQUIRE(model);
    REQUIRE(model->isEditable());
    model->setFocus(Qt::TabFocusReason);
    REQUIRE(model->hasFocus());
    model->lineEdit()->selectAll();
    QTest::keyClicks(focused(), text);
    return model;
}

} // namespace

TEST_CASE("Calculator: a fix in the form's words is applied by keyboard and undone with Ctrl+Z",
          "[recommendpage]")
{
    Calculator c;
    // Full fine-tuning of a 70B model needs several of any GPU: the first-ranked has fixes.
    Job j = c.page->job();
    QString error;
    REQUIRE(JobFields::set(j, QStringLiteral("model"), QStringLiteral("llama-3.1-70b"), &error));
    REQUIRE(JobFields::set(j, QStringLiteral("method"), QStringLiteral("full"), &error));
    REQUIRE(JobFields::set(j, QStringLiteral("ckpt"), QStringLiteral("none"), &error));
    REQUIRE(JobFields::set(j, QStringLiteral("loss"), QStringLiteral("standard"), &error));
    c.page->setJob(j);
    c.page->recompute();
    const Estimate::Result top = c.page->results()->entryAt(0).estimate;
    REQUIRE(!top.fixes.empty());
    QComboBox *fixes = c.page->fixesBox();
    CHECK(fixes->isEnabled());
    CHECK(fixes->count() == int(top.fixes.size()));
    // In the window's words: the form's labels and choices, with what the fix gives; no command-line flags.
    CHECK(fixes->itemText(0).startsWith(JobFields::changesText(top.fixes.front().changes, QLocale())));
    CHECK(fixes->itemText(0).contains(QStringLiteral(" GiB")));
    CHECK(!fixes->itemText(0).contains(QStringLiteral("--")));
    auto *label = c.page->findChild<QLabel *>(QStringLiteral("fixesLabel"));
    REQUIRE(label);
    CHECK(label->text().contains(top.gpu->name));
    CHECK(label->buddy() == fixes);

    // Alt+key of the label reaches the fixes, Tab the Apply button, Space applies the first.
    const QString letter = JobForm::mnemonicOf(label->text());
    REQUIRE(letter.size() == 1);
    QTest::keyClick(&c.session.window(), Qt::Key(Qt::Key_A + (letter.at(0).unicode() - u'a')),
                    Qt::AltModifier);
    CHECK(focused() == fixes);
    press(Qt::Key_Tab);
    CHECK(focused() == c.page->applyFixButton());
    const Job before = c.page->job();
    const Estimate::Fix fix = top.fixes.front();
    press(Qt::Key_Space);
    // Exactly the fields the fix names changed in the form, and the ranking follows.
    QStringList named;
    for (const Estimate::Change &change : fix.changes)
        named << JobFields::find(change.key)->jsonKey();
    named.sort();
    CHECK(differingFields(before, c.page->job()) == named);
    CHECK(differingFields(before, c.page->form()->job()) == named);
    const Recommend::Entry *now = entryOf(c.page, top.gpu->id);
    REQUIRE(now);
    CHECK(now->estimate.gpusNeeded == fix.gpusNeeded);
    CHECK(now->estimate.memory.total() == Approx(fix.totalGib));
    CHECK(c.page->undoFixButton()->isEnabled());
    // Undo Fix is next in the Tab order (focus moves there itself when no fix is left to apply).
    if (focused() == c.page->applyFixButton())
        press(Qt::Key_Tab);
    CHECK(focused() == c.page->undoFixButton());

    // Ctrl+Z puts the values back and ranks again.
    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
    CHECK(differingFields(before, c.page->job()).isEmpty());
    now = entryOf(c.page, top.gpu->id);
    REQUIRE(now);
    CHECK(now->estimate.gpusNeeded == top.gpusNeeded);
    CHECK(!c.page->undoFixButton()->isEnabled());

    CHECK(Mnemonics::clashes(&c.session.window()) == QStringList());

    // Two fixes, two undos (the Undo button, then Ctrl+Z), newest first.
    c.page->applyFix();
    const Job afterOne = c.page->job();
    REQUIRE(c.page->fixesBox()->isEnabled());
    c.page->applyFix();
    CHECK(!differingFields(afterOne, c.page->job()).isEmpty());
    c.page->undoFixButton()->setFocus(Qt::TabFocusReason);
    press(Qt::Key_Space);
    CHECK(differingFields(afterOne, c.page->job()).isEmpty());
    QTest::keyClick(c.page->table(), Qt::Key_Z, Qt::ControlModifier);
    CHECK(differingFields(before, c.page->job()).isEmpty());
}

TEST_CASE("Calculator: a GPU that holds the job with room to spare is offered no fix", "[recommendpage]")
{
    Calculator c;
    Job j = c.page->job();
    QString error;
    REQUIRE(JobFields::set(j, QStringLiteral("model"), QStringLiteral("qwen3-0.6b"), &error));
    REQUIRE(JobFields::set(j, QStringLiteral("method"), QStringLiteral("qlora"), &error));
    c.page->setJob(j);
    c.page->recompute();
    const Estimate::Result &top = c.page->results()->entryAt(0).estimate;
    REQUIRE(top.gpusNeeded == 1);
    REQUIRE(top.headroom >= Estimate::kTightHeadroom);
    CHECK(top.fixes.empty());
    CHECK(!c.page->fixesBox()->isEnabled());
    CHECK(!c.page->applyFixButton()->isEnabled());
    CHECK(c.page->fixesBox()->currentText().contains(QStringLiteral("headroom")));
}

TEST_CASE("Calculator: while an input holds an error the ranking says it is of the last valid job",
          "[recommendpage]")
{
    Calculator c;
    JobForm *form = c.page->form();
    QLabel *note = c.page->staleNote();
    CHECK(!note->isVisibleTo(c.page));
    const QPalette normal = c.page->table()->palette();
    CHECK(normal.color(QPalette::Active, QPalette::Text) != normal.color(QPalette::Disabled, QPalette::Text));

    auto *budget = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("budget-usd")));
    REQUIRE(budget);
    const auto *details = c.page->findChild<QTabWidget *>(QStringLiteral("details"));
    REQUIRE(details);
    const int detailsHeight = details->height();
    budget->setFocus();
    QTest::keyClicks(budget, QStringLiteral("lots"));
    CHECK(note->isVisibleTo(c.page));
    CHECK(note->text() == QStringLiteral("Showing results for the last valid job: fix Budget (USD)."));
    // The line takes its height from the ranking: a shorter Memory tab would elide its chart's labels.
    QCoreApplication::processEvents();
    CHECK(std::abs(details->height() - detailsHeight) <= 1);
    const QPalette greyed = c.page->table()->palette();
    CHECK(greyed.color(QPalette::Active, QPalette::Text) == normal.color(QPalette::Disabled, QPalette::Text));
    CHECK(c.page->summary()->palette().color(QPalette::Active, QPalette::WindowText) ==
          c.page->summary()->palette().color(QPalette::Disabled, QPalette::WindowText));

    // A spin box holding text it cannot take (a length under 16) counts too, and says so inline.
    auto *seq = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("seq")));
    REQUIRE(seq);
    const int seqBefore = c.page->job().workload.seqLen;
    seq->setFocus();
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(seq, QStringLiteral("8"));
    CHECK(form->errorText(QStringLiteral("seq")).contains(QStringLiteral("from 16")));
    CHECK(c.page->job().workload.seqLen == seqBefore);
    CHECK(note->text() ==
          QStringLiteral("Showing results for the last valid job: fix Sequence length, Budget (USD)."));
    QTest::keyClicks(seq, QStringLiteral("192"));
    CHECK(form->errorText(QStringLiteral("seq")).isEmpty());
    CHECK(c.page->job().workload.seqLen == 8192);
    // Leaving the field with text it cannot take puts the last value back, and the message goes.
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(seq, QStringLiteral("9"));
    CHECK(!form->errorText(QStringLiteral("seq")).isEmpty());
    budget->setFocus();
    CHECK(form->errorText(QStringLiteral("seq")).isEmpty());
    CHECK(seq->value() == 8192);

    // Valid again: the line goes and the ranking reads as before.
    budget->setFocus();
    press(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(budget, QStringLiteral("5"));
    CHECK(!note->isVisibleTo(c.page));
    QCoreApplication::processEvents();
    CHECK(std::abs(details->height() - detailsHeight) <= 1);
    CHECK(c.page->table()->palette().color(QPalette::Active, QPalette::Text) ==
          normal.color(QPalette::Active, QPalette::Text));
}

TEST_CASE("Calculator: typed words narrow the model picker, Down and Enter pick a preset", "[recommendpage]")
{
    Calculator c;
    Job job = c.page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("model"), QStringLiteral("llama-3.1-8b"), &error));
    c.page->setJob(job);
    QComboBox *model = typeIntoModelPicker(c, QStringLiteral("qwen 8"));
    QCompleter *completer = model->completer();
    REQUIRE(completer);
    QAbstractItemView *popup = completer->popup();
    REQUIRE(popup->isVisible());
    // Every match holds both words, in any case; the preset is among them.
    int row = -1;
    for (int i = 0; i < popup->model()->rowCount(); ++i) {
        const QString text = popup->model()->index(i, 0).data().toString();
        INFO(text.toStdString());
        CHECK(text.contains(QStringLiteral("qwen"), Qt::CaseInsensitive));
        if (popup->model()->index(i, 0).data(Qt::UserRole).toString() == QLatin1String("qwen3-8b"))
            row = i;
    }
    REQUIRE(row >= 0);
    CHECK(row == 0); // "8" starts a word of its name only ("8B", not "(14.8B)")
    CHECK(popup->model()->rowCount() < model->count());
    for (int i = 0; i <= row; ++i)
        QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    CHECK(!popup->isVisible());
    CHECK(c.page->job().workload.model.id == QStringLiteral("qwen3-8b"));
    CHECK(model->currentData().toString() == QStringLiteral("qwen3-8b"));
    CHECK(model->lineEdit()->text() == model->itemText(model->currentIndex()));
    CHECK(c.page->form()->errorText(QStringLiteral("model")).isEmpty());
}

TEST_CASE("Calculator: a Hub id typed in the model picker picks its preset, or asks for its config.json",
          "[recommendpage]")
{
    Calculator c;
    QStringList asked;
    QString answer;
    c.page->form()->setConfigChooser([&](const QString &hubId) {
        asked << hubId;
        return answer;
    });
    // A preset's Hub id, in any case: the preset, no question.
    typeIntoModelPicker(c, QStringLiteral("qwen/qwen3-8b"));
    QTest::keyClick(focused(), Qt::Key_Return);
    CHECK(asked.isEmpty());
    CHECK(c.page->job().workload.model.id == QStringLiteral("qwen3-8b"));

    // Another Hub id: its config.json is asked for; cancelled, the job keeps its model and says why.
    QComboBox *model = typeIntoModelPicker(c, QStringLiteral("acme/tiny-lm"));
    QTest::keyClick(focused(), Qt::Key_Return);
    CHECK(asked == QStringList{QStringLiteral("acme/tiny-lm")});
    CHECK(c.page->job().workload.model.id == QStringLiteral("qwen3-8b"));
    CHECK(c.page->form()->errorText(QStringLiteral("model")).contains(QStringLiteral("acme/tiny-lm")));
    CHECK(model->lineEdit()->text() == model->itemText(model->currentIndex()));

    // Given one, the job sizes the model from it.
    answer = fixturePath(QStringLiteral("model_configs/bloomz-7b1.json"));
    typeIntoModelPicker(c, QStringLiteral("acme/tiny-lm"));
    QTest::keyClick(focused(), Qt::Key_Return);
    CHECK(asked.size() == 2);
    CHECK(c.page->job().modelSource == Job::ModelSource::Config);
    CHECK(c.page->job().modelText == answer);
    CHECK(model->currentData().toString() == QStringLiteral("config"));
    CHECK(c.page->form()->errorText(QStringLiteral("model")).isEmpty());

    // Words that match nothing: said so, and the model stays.
    typeIntoModelPicker(c, QStringLiteral("zzz no such model"));
    QTest::keyClick(focused(), Qt::Key_Return);
    CHECK(c.page->job().modelSource == Job::ModelSource::Config);
    CHECK(!c.page->form()->errorText(QStringLiteral("model")).isEmpty());
}

namespace {

void resizeWindow(Calculator &c, int width, int height)
{
    c.page->window()->resize(width, height);
    QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("Recommend tab: the memory chart names every bar it draws in full, at every window size",
          "[recommendpage]")
{
    Calculator c;
    auto *chart = c.page->findChild<MemoryBreakdownChart *>();
    REQUIRE(chart);
    for (const QSize size : {QSize(1800, 1000), QSize(1600, 1000), QSize(1280, 800), QSize(1024, 640)}) {
        INFO(size.width() << "x" << size.height());
        resizeWindow(c, size.width(), size.height());
        QCoreApplication::processEvents(); // the chart lays itself out after the resize
        auto *view = chart->findChild<QChartView *>();
        REQUIRE(view);
        REQUIRE(view->chart());
        QStringList categories;
        for (QAbstractAxis *axis : view->chart()->axes(Qt::Vertical)) {
            if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
                categories = names->categories();
        }
        REQUIRE(categories.size() == chart->barCount());
        REQUIRE(!categories.isEmpty());
        // Qt Charts draws a label that does not fit its row as "...": every category must be drawn as itself.
        QStringList drawn;
        for (QGraphicsItem *item : view->scene()->items()) {
            if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                drawn << text->toPlainText();
        }
        for (const QString &name : categories) {
            INFO(name.toStdString());
            CHECK(drawn.contains(name));
        }
    }
}

TEST_CASE("Recommend tab: a smaller window shows one line of the summary and leaves out the memory parts",
          "[recommendpage]")
{
    Calculator c;
    QTableView *table = c.page->table();
    auto *more = c.page->findChild<QToolButton *>(QStringLiteral("summaryMore"));
    REQUIRE(more);
    resizeWindow(c, 1800, 1000);
    REQUIRE(c.page->width() >= RecommendPage::kCompactWidth);
    CHECK(!c.page->isCompact());
    CHECK(c.page->summary()->text() == c.page->summaryText());
    CHECK(!more->isVisible());
    for (int column : RecommendPage::compactHiddenColumns(true))
        CHECK(!table->isColumnHidden(column));

    for (const QSize size : {QSize(1600, 1000), QSize(1280, 800), QSize(1024, 640)}) {
        INFO(size.width());
        resizeWindow(c, size.width(), size.height());
        const bool narrow = c.page->width() < RecommendPage::kNarrowWidth;
        CHECK(narrow == (size.width() <= 1280));
        CHECK(c.page->isNarrow() == narrow);
        CHECK(c.page->isCompact());
        CHECK(more->isVisible());
        const QString shown = c.page->summary()->text();
        CHECK(c.page->summary()->fontMetrics().horizontalAdvance(shown) <=
              c.page->summary()->contentsRect().width());
        QString start = shown;
        if (start.endsWith(QChar(0x2026)))
            start.chop(1);
        CHECK(!start.isEmpty());
        CHECK(c.page->summaryText().startsWith(start));
        CHECK(shown.size() < c.page->summaryText().size());
        CHECK(c.page->summary()->toolTip() == c.page->summaryText());
        for (int column : RecommendPage::compactHiddenColumns(true))
            CHECK(table->isColumnHidden(column) ==
                  RecommendPage::compactHiddenColumns(narrow).contains(column));
        // What the ranking is for stays, and starts on screen: the speed, the cost and the reason.
        for (int column : {int(RecommendationModel::SpeedColumn), int(RecommendationModel::CostColumn),
                           int(RecommendationModel::WhyColumn)}) {
            INFO(column);
            CHECK(!table->isColumnHidden(column));
            CHECK(table->columnViewportPosition(column) < table->viewport()->width());
        }
        // The whole summary takes its lines from the ranking; the details keep their height.
        const int details = c.page->findChild<QTabWidget *>(QStringLiteral("details"))->height();
        QTest::mouseClick(more, Qt::LeftButton);
        CHECK(c.page->summary()->text() == c.page->summaryText());
        CHECK(std::abs(c.page->findChild<QTabWidget *>(QStringLiteral("details"))->height() - details) <= 1);
        QTest::mouseClick(more, Qt::LeftButton);
        CHECK(c.page->summary()->text() == shown);
    }

    resizeWindow(c, 1800, 1000);
    CHECK(!c.page->isCompact());
    CHECK(c.page->summary()->text() == c.page->summaryText());
    for (int column : RecommendPage::compactHiddenColumns(true))
        CHECK(!table->isColumnHidden(column));
}

TEST_CASE("Recommend tab: the memory chart draws no name or number elided, in a 900x600 window too",
          "[recommendpage]")
{
    Calculator c;
    auto *chart = c.page->findChild<MemoryBreakdownChart *>();
    REQUIRE(chart);
    for (const QSize size : {QSize(900, 600), QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
        INFO(size.width() << "x" << size.height());
        resizeWindow(c, size.width(), size.height());
        QCoreApplication::processEvents(); // the chart lays itself out after the resize
        QChart *shown = chart->chart();
        REQUIRE(shown);
        REQUIRE(chart->barCount() >= 1);
        // Qt Charts draws a text that does not fit as "..." (a bar's name, a tick, the axis title).
        QStringList drawn;
        for (QGraphicsItem *item : shown->scene()->items()) {
            if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                drawn << text->toPlainText();
        }
        for (const QString &text : drawn) {
            INFO(text.toStdString());
            CHECK(!text.endsWith(QStringLiteral("...")));
        }
        QStringList categories;
        for (QAbstractAxis *axis : shown->axes(Qt::Vertical)) {
            if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
                categories = names->categories();
        }
        REQUIRE(categories.size() == chart->barCount());
        for (const QString &name : categories) {
            INFO(name.toStdString());
            CHECK(drawn.contains(name));
        }
        // Every legend entry (the parts, the free memory and the measured range) is drawn in full.
        const QStringList legend = chart->legendLabels();
        const QList<QLegendMarker *> markers = shown->legend()->markers();
        REQUIRE(markers.size() == int(MemoryBreakdownChart::kParts) + 1);
        for (QLegendMarker *marker : markers) {
            INFO(marker->label().toStdString());
            CHECK(legend.contains(marker->label()));
        }
    }
}
