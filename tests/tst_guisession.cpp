#include "app/core/fitmapmodel.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/presentation.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/cachedtextdelegate.h"
#include "ui/detailspane.h"
#include "ui/fitmappage.h"
#include "ui/guisession.h"
#include "ui/jobform.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"
#include "ui/specgridpage.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTabWidget>
#include <QTest>

#include <algorithm>

namespace {

// Three GPUs of the tests' own (alpha 80 GB, beta 24 GB, gamma 48 GB): no test here depends on the bundled
// data.
Dataset smallDataset()
{
    DatasetLoadResult result = loadDatasetFile(fixturePath(QStringLiteral("good_small.json")));
    REQUIRE(result.ok());
    return std::move(*result.dataset);
}

QStringList columnIds(const FitMapPage &page)
{
    QStringList ids;
    for (const Gpu *gpu : page.model()->map().gpus)
        ids << gpu->id;
    return ids;
}

QStringList sorted(QStringList ids)
{
    ids.sort();
    return ids;
}

} // namespace

TEST_CASE("The current job is the session's: set there, the calculator and the fit map show it")
{
    QTemporaryDir dir;
    GuiSession session(smallDataset(), iniIn(dir));
    MainWindow &window = session.window();
    RecommendPage *calculator = window.recommendPage();
    FitMapPage *map = window.fitMapPage();
    REQUIRE(session.job().workload.seqLen != 3072);

    Job job = session.job();
    job.workload.seqLen = 3072;
    QSignalSpy changed(&session, &GuiSession::jobChanged);
    session.setJob(job);
    CHECK(changed.count() == 1);
    CHECK(calculator->job().workload.seqLen == 3072);
    CHECK(calculator->form()->job().workload.seqLen == 3072);
    CHECK(map->job().workload.seqLen == 3072);
    window.showPage(MainWindow::FitMapTab);
    CHECK(map->model()->map().job.workload.seqLen == 3072);

    // What a page sets goes to the session, and from there to the other page.
    job.workload.seqLen = 1536;
    calculator->setJob(job);
    CHECK(session.job().workload.seqLen == 1536);
    CHECK(map->model()->map().job.workload.seqLen == 1536);
}

TEST_CASE("An edit in the calculator's form becomes the session's job")
{
    QTemporaryDir dir;
    GuiSession session(smallDataset(), iniIn(dir));
    MainWindow &window = session.window();
    window.resize(1400, 860);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.showPage(MainWindow::RecommendTab);
    QWidget *seq = window.recommendPage()->form()->editor(QStringLiteral("seq"));
    REQUIRE(seq);
    seq->setFocus();
    QTest::keyClick(seq, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(seq, QStringLiteral("4096"));
    CHECK(QTest::qWaitFor([&] { return session.job().workload.seqLen == 4096; }, 2000));
    // The fit map, built after the edit, maps the session's job.
    window.showPage(MainWindow::FitMapTab);
    CHECK(window.fitMapPage()->model()->map().job.workload.seqLen == 4096);
}

TEST_CASE("The session remembers its job for the next one, though the calculator was never built")
{
    QTemporaryDir dir;
    {
        GuiSession session(smallDataset(), iniIn(dir));
        Job job = session.job();
        job.workload.seqLen = 3072;
        session.setJob(job);
        CHECK_FALSE(session.window().findChild<RecommendPage *>());
    }
    GuiSession again(smallDataset(), iniIn(dir));
    CHECK(again.job().workload.seqLen == 3072);
    CHECK(again.window().recommendPage()->job().workload.seqLen == 3072);
    CHECK(again.window().recommendPage()->form()->job().workload.seqLen == 3072);
}

TEST_CASE("The grid's filter is the session's: the spec grid shows it and the fit map follows it")
{
    QTemporaryDir dir;
    GuiSession session(smallDataset(), iniIn(dir));
    MainWindow &window = session.window();
    CHECK(window.specGrid()->proxy() == &session.grid());
    window.showPage(MainWindow::FitMapTab);
    FitMapPage *map = window.fitMapPage();
    map->setGpuSet(FitMapPage::GpuSet::Grid);
    CHECK(sorted(columnIds(*map)) ==
          (QStringList{QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")}));

    QSignalSpy gridChanged(&session, &GuiSession::gridChanged);
    GpuFilter filter;
    filter.minVramGb = 40;
    session.grid().setFilter(filter);
    CHECK(gridChanged.count() >= 1);
    CHECK(sorted(session.gridIds()) == (QStringList{QStringLiteral("alpha"), QStringLiteral("gamma")}));
    CHECK(columnIds(*map) == session.gridIds());

    // Typed into the grid's search field, the filter is the session's too.
    QTest::keyClicks(window.specGrid()->searchField(), QStringLiteral("beta"));
    CHECK(QTest::qWaitFor([&] { return session.gridIds() == QStringList{QStringLiteral("beta")}; }, 2000));
    CHECK(columnIds(*map) == QStringList{QStringLiteral("beta")});
}

TEST_CASE("The details pane shows one GPU's figures while it is shown, and measures its value column")
{
    const Dataset dataset = smallDataset();
    DetailsPane pane;
    pane.setNoGpuText(QStringLiteral("<p>no GPU</p>"));
    pane.showGpu(nullptr, false);
    CHECK(pane.html() == QStringLiteral("<p>no GPU</p>"));
    CHECK(pane.figureIndent() > 0);

    const Gpu &alpha = dataset.gpus.front();
    pane.showGpu(&alpha, true);
    CHECK(pane.html() == Presentation::detailsHtml(alpha, true, pane.figureIndent()));
    CHECK(pane.toPlainText().isEmpty()); // hidden: nothing laid out yet
    pane.resize(400, 600);
    pane.show();
    REQUIRE(QTest::qWaitForWindowExposed(&pane));
    CHECK(QTest::qWaitFor([&] { return pane.toPlainText().contains(alpha.name); }, 2000));

    // A larger font moves the value column out, and the pane may not be narrower than column and value.
    const int indent = pane.figureIndent();
    const int minimum = pane.minimumWidth();
    CHECK(minimum > indent);
    QFont font = pane.font();
    font.setPointSizeF(font.pointSizeF() * 2);
    pane.setFont(font);
    CHECK(pane.figureIndent() > indent);
    CHECK(pane.minimumWidth() > minimum);
    CHECK(pane.html() == Presentation::detailsHtml(alpha, true, pane.figureIndent()));
}

TEST_CASE("The cached-text delegate sizes a one-line cell as the style does, and leaves others to it")
{
    QStandardItemModel model(4, 1);
    model.setItem(0, 0, new QStandardItem(QStringLiteral("23,194 (20,898-30,662)")));
    model.setItem(1, 0, new QStandardItem(QStringLiteral("GB200 (per GPU)")));
    auto *checkable = new QStandardItem(QStringLiteral("with a check box"));
    checkable->setCheckable(true);
    model.setItem(2, 0, checkable);
    model.setItem(3, 0, new QStandardItem(QStringLiteral("two\nlines")));
    model.item(0, 0)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QTableView view;
    view.setModel(&model);
    CachedTextDelegate cached(&view);
    QStyledItemDelegate plain(&view);
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.font = view.font();
    for (int row = 0; row < model.rowCount(); ++row) {
        INFO(model.item(row, 0)->text().toStdString());
        const QModelIndex index = model.index(row, 0);
        CHECK(cached.sizeHint(option, index) == plain.sizeHint(option, index));
    }
    QFont bold = view.font();
    bold.setBold(true);
    option.font = bold;
    CHECK(cached.sizeHint(option, model.index(1, 0)) == plain.sizeHint(option, model.index(1, 0)));
}

TEST_CASE("The grid's price-age limit follows the setting, whoever changes it")
{
    QTemporaryDir dir;
    GuiSession session(smallDataset(), iniIn(dir));
    const int before = session.model().maxPriceAge();
    const int months = before == 3 ? 4 : 3;
    session.settings().setValue(Settings::MaxPriceAge, months);
    CHECK(session.model().maxPriceAge() == months);
    // The window's menu writes only the setting; the grid still follows.
    session.window().setMaxPriceAge(months + 1);
    CHECK(session.model().maxPriceAge() == months + 1);
    CHECK(session.settings().integer(Settings::MaxPriceAge) == months + 1);
}

TEST_CASE("The session reads the remembered job when first asked for, and says what no longer applies")
{
    QTemporaryDir dir;
    {
        QVariantMap stored = JobFields::toSettings(Job::defaults());
        stored.insert(QStringLiteral("seq"), QStringLiteral("3 thousand"));
        iniIn(dir)->setValue(Settings::keyName(Settings::CalculatorJob), stored);
    }
    {
        GuiSession session(smallDataset(), iniIn(dir));
        CHECK(session.job().workload.seqLen == Job::defaults().workload.seqLen);
        REQUIRE(session.jobProblems().size() == 1);
        CHECK(session.jobProblems().first().contains(QStringLiteral("3 thousand")));
    }
    // A job set before the remembered one was ever read: what it held that no longer applies is still said.
    GuiSession session(smallDataset(), iniIn(dir));
    Job job = Job::defaults();
    job.workload.seqLen = 1536;
    session.setJob(job);
    CHECK(session.job().workload.seqLen == 1536);
    CHECK(session.jobProblems().size() == 1);
}
