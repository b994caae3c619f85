#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/estimate.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/job.h"
#include "app/core/localgpu.h"
#include "app/core/modelpresets.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "tests/windowmnemonics.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/figurestyle.h"
#include "ui/fitmappage.h"
#include "ui/frozencolumns.h"
#include "ui/guisession.h"
#include "ui/helpdialog.h"
#include "ui/jobform.h"
#include "ui/localization.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"
#include "ui/recommendwizard.h"
#include "ui/specgridpage.h"
#include "ui/thememanager.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QXmlStreamReader>

namespace {

QAction *menuAction(MainWindow &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    FAIL("no action " << text.toStdString());
    return nullptr;
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name) : QString();
}

} // namespace

TEST_CASE("View > Theme switches light and dark live, stores the choice and signals charts")
{
    TestSession session;
    MainWindow &window = session.shown();
    ThemeManager *themes = ThemeManager::instance();
    REQUIRE_FALSE(themes->isDark()); // offscreen's own palette is light
    QSignalSpy spy(themes, &ThemeManager::themeChanged);

    menuAction(window, QStringLiteral("&Dark"))->trigger();
    QCoreApplication::processEvents();
    CHECK(themes->isDark());
    CHECK(FigureStyle::isDark(window.specGrid()->view()->palette()));
    CHECK(session.settings().string(Settings::Theme) == QStringLiteral("dark"));
    REQUIRE(spy.count() == 1);
    CHECK(spy.at(0).at(0).value<FigureStyle>().dark);
    CHECK(spy.at(0).at(0).value<FigureStyle>().background == FigureStyle::darkStyle().background);

    menuAction(window, QStringLiteral("&Light"))->trigger();
    CHECK_FALSE(themes->isDark());
    CHECK(session.settings().string(Settings::Theme) == QStringLiteral("light"));
    menuAction(window, QStringLiteral("Follow the &System"))->trigger();
    CHECK_FALSE(themes->isDark());
    REQUIRE(spy.count() == 2);
    CHECK_FALSE(spy.at(1).at(0).value<FigureStyle>().dark);
    CHECK(spy.at(1).at(0).value<FigureStyle>().background == FigureStyle::light().background);

    // Following the system: the desktop turning dark (a new application palette) is noticed too.
    QApplication::setPalette(FigureStyle::darkPalette());
    CHECK(themes->isDark());
    CHECK(spy.count() == 3);
    QApplication::setPalette(QPalette());
    CHECK_FALSE(themes->isDark());
}

TEST_CASE("The stored theme is applied when the window opens")
{
    TestSession session(
        [](QSettings &ini) { ini.setValue(Settings::keyName(Settings::Theme), QStringLiteral("dark")); });
    CHECK(ThemeManager::instance()->theme() == ThemeManager::Theme::Dark);
    CHECK(FigureStyle::isDark(QApplication::palette()));
    CHECK(menuAction(session.window(), QStringLiteral("&Dark"))->isChecked());
    ThemeManager::instance()->setTheme(ThemeManager::Theme::System);
}

TEST_CASE("Help shows the bundled packaging notes at the asked section")
{
    CHECK(HelpDialog::anchorFor(QStringLiteral("How the estimate works")) ==
          QStringLiteral("how-the-estimate-works"));
    CHECK(HelpDialog::anchorFor(QStringLiteral("Build, test & run (Debian 12)")) ==
          QStringLiteral("build-test--run-debian-12"));

    HelpDialog help;
    CHECK(help.showSection(QStringLiteral(":/help/packaging/README-packaging.md"),
                           QStringLiteral("install-the-package")));
    CHECK(help.currentHeading() == QStringLiteral("Install the package"));
    CHECK(help.browser()->toPlainText().contains(QStringLiteral("cpack -G DEB")));
    CHECK_FALSE(help.showSection(QStringLiteral(":/help/packaging/README-packaging.md"),
                                 QStringLiteral("no-such-section")));
    CHECK_FALSE(help.showSection(QStringLiteral(":/help/no-such-file.md"), QString()));
}

TEST_CASE("F1 opens the user guide, not the developers' README, and every Help entry finds its section")
{
    TestSession session;
    MainWindow &window = session.window();
    QAction *start = menuAction(window, QStringLiteral("&Getting Started"));
    REQUIRE(start);
    CHECK(start->shortcut() == QKeySequence(Qt::Key_F1));
    start->trigger();
    auto *help = window.findChild<HelpDialog *>();
    REQUIRE(help);
    CHECK(help->isVisible());
    CHECK(help->currentHeading() == QStringLiteral("Getting started"));
    const QString guide = help->browser()->toPlainText();
    CHECK(guide.startsWith(QStringLiteral("GPU Scout user guide")));
    // Developer material stays in the README.
    for (const char *developerWord : {"dev.sh", "sanitize", "fuzz", "ctest", "app/core"})
        CHECK_FALSE(guide.contains(QLatin1String(developerWord)));
    const std::pair<const char *, const char *> entries[] = {
        {"&Reading the Figures", "Reading the spec grid"},
        {"How the &Estimate Works", "How the estimate works"},
        {"&Command Line", "The command line"},
    };
    for (const auto &[title, heading] : entries) {
        CAPTURE(title);
        QAction *action = menuAction(window, QLatin1String(title));
        REQUIRE(action);
        action->trigger();
        CHECK(help->currentHeading() == QLatin1String(heading));
    }
    // The guide's own links to its sections lead somewhere.
    CHECK(help->showSection(QStringLiteral(":/help/resources/help/userguide.md"),
                            HelpDialog::anchorFor(QStringLiteral("The Fit Map"))));
    help->close();
}

TEST_CASE("The Help menu opens the help window, F1 and Quit have shortcuts on every platform theme")
{
    TestSession session;
    MainWindow &window = session.window();
    QAction *packaging = menuAction(window, QStringLiteral("&Installing and Packaging"));
    packaging->trigger();
    auto *help = window.findChild<HelpDialog *>();
    REQUIRE(help);
    CHECK(help->isVisible());
    CHECK(help->browser()->toPlainText().startsWith(QStringLiteral("Installing and packaging GPU Scout")));
    CHECK_FALSE(menuAction(window, QStringLiteral("&Getting Started"))->shortcut().isEmpty());
    CHECK_FALSE(menuAction(window, QStringLiteral("&Quit"))->shortcut().isEmpty());
    help->close();
}

TEST_CASE("Reset Layout restores the default columns at once and forgets the stored layout")
{
    TestSession session;
    MainWindow &window = session.shown();
    QTableView *view = window.specGrid()->view();
    QHeaderView *header = view->horizontalHeader();
    const int name = session.model().columnOf(QStringLiteral("name"));
    const int vram = session.model().columnOf(QStringLiteral("vram_gb"));
    header->moveSection(header->visualIndex(vram), 0);
    view->setColumnHidden(name, true);
    window.close(); // saves the layout
    REQUIRE_FALSE(session.settings().gridHeaderState().isEmpty());

    menuAction(window, QStringLiteral("Reset La&yout"))->trigger();
    CHECK(header->visualIndex(vram) == vram);
    CHECK_FALSE(view->isColumnHidden(name));
    CHECK(session.settings().gridHeaderState().isEmpty());
    CHECK(session.settings().bytes(Settings::WindowGeometry).isEmpty());
}

TEST_CASE("About names the version, the dataset version and where its figures come from")
{
    TestSession session;
    const QString about = session.window().aboutText();
    CHECK(about.contains(QStringLiteral("GPU Scout " GPUSCOUT_VERSION)));
    CHECK(about.contains(QStringLiteral("version ") + session.model().dataset().version));
    CHECK(about.contains(QStringLiteral("nvidia.com"))); // the most cited site, www. dropped
    CHECK(about.contains(QStringLiteral("%1 GPUs").arg(bundledGpuCount())));
}

TEST_CASE("Every control the keyboard reaches has an accessible name")
{
    TestSession session;
    MainWindow &window = session.shown();
    QStringList unnamed;
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window) || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        // A spin box's inner line edit is not an accessible object of its own: the spin box speaks for it.
        if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        if (accessibleName(widget).trimmed().isEmpty())
            unnamed.append(QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(':') +
                           widget->objectName());
    }
    CHECK(unnamed == QStringList());
}

TEST_CASE("Space in the grid ticks and unticks the current GPU for comparison, from any column")
{
    TestSession session;
    MainWindow &window = session.shown();
    session.selection().clear();
    QTableView *view = window.specGrid()->view();
    view->setFocus();
    const QModelIndex name = view->model()->index(2, session.model().columnOf(QStringLiteral("name")));
    view->setCurrentIndex(name);
    const QString id = name.data(GpuTableModel::GpuIdRole).toString();

    QTest::keyClick(view, Qt::Key_Space);
    CHECK(session.selection().ids() == QStringList{id});
    // The check column is what a screen reader reads back.
    const QModelIndex check = view->model()->index(2, GpuTableModel::CompareColumn);
    CHECK(check.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(" compared")));
    view->setCurrentIndex(check);
    QTest::keyClick(view, Qt::Key_Space);
    CHECK(session.selection().ids().isEmpty());
    // Down then Space: the keyboard alone picks several.
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Space);
    CHECK(session.selection().count() == 1);
    CHECK(session.selection().ids().first() ==
          view->model()->index(3, 1).data(GpuTableModel::GpuIdRole).toString());
}

TEST_CASE("Tab walks from the search field through the filters into the grid and on to the details")
{
    TestSession session;
    MainWindow &window = session.shown();
    QApplication::setActiveWindow(&window);
    SpecGridPage &grid = *window.specGrid();
    grid.searchField()->setFocus();
    QStringList visited;
    for (int i = 0; i < 20 && QApplication::focusWidget() != grid.view(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        visited.append(accessibleName(QApplication::focusWidget()));
    }
    INFO(visited.join(QStringLiteral(" > ")).toStdString());
    REQUIRE(QApplication::focusWidget() == grid.view());
    CHECK(visited.contains(QStringLiteral("Minimum VRAM in GB")));
    CHECK(visited.contains(QStringLiteral("Clear all filters")));
    QTest::keyClick(grid.view(), Qt::Key_Tab);
    CHECK(accessibleName(QApplication::focusWidget()) == QStringLiteral("GPU details"));
}

TEST_CASE("Down or Enter in the search field goes to the GPUs it found, with the current one framed")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    QApplication::setActiveWindow(&window);
    SpecGridPage &grid = *window.specGrid();
    QTableView *view = grid.view();
    auto *frozen = view->findChild<QTableView *>(QStringLiteral("frozenColumns"));
    REQUIRE(frozen);
    for (const Qt::Key key : {Qt::Key_Down, Qt::Key_Return}) {
        INFO("key " << int(key));
        grid.searchField()->setFocus();
        grid.searchField()->clear();
        if (key == Qt::Key_Down)
            view->setCurrentIndex(QModelIndex()); // none current: the first row becomes current
        else
            view->selectionModel()->clearSelection(); // current but not selected: it is selected
        QTest::keyClicks(grid.searchField(), QStringLiteral("Blackwell Server"));
        REQUIRE(grid.proxy()->rowCount() == 1);
        QTest::keyClick(grid.searchField(), key);
        CHECK(QApplication::focusWidget() == view);
        const QModelIndex current = view->currentIndex();
        REQUIRE(current.isValid());
        CHECK(current.row() == 0);
        CHECK(view->selectionModel()->isRowSelected(0, QModelIndex()));
        // The current cell is the name, drawn by the frozen column: framed there while the grid has the
        // focus, as the table frames its own cells.
        REQUIRE(grid.frozenColumns()->frozenColumns().contains(grid.proxy()->mapToSource(current).column()));
        QApplication::processEvents();
        const QRect cell = frozen->visualRect(current);
        const QImage focused = frozen->viewport()->grab().toImage().copy(cell);
        grid.searchField()->setFocus();
        QApplication::processEvents();
        const QImage unfocused = frozen->viewport()->grab().toImage().copy(cell);
        CHECK(focused != unfocused);
    }
    // Nothing found: the keys stay in the search field.
    grid.searchField()->clear();
    QTest::keyClicks(grid.searchField(), QStringLiteral("no such gpu"));
    REQUIRE(grid.proxy()->rowCount() == 0);
    QTest::keyClick(grid.searchField(), Qt::Key_Down);
    CHECK(QApplication::focusWidget() == grid.searchField());
}

TEST_CASE("Each wizard page opens with its first field focused")
{
    TestSession session;
    MainWindow &window = session.shown();
    QApplication::setActiveWindow(&window);
    window.recommendPage()->openWizard();
    RecommendWizard *wizard = window.recommendPage()->wizard();
    REQUIRE(QTest::qWaitForWindowExposed(wizard));
    QApplication::setActiveWindow(wizard);
    for (int page = RecommendWizard::ModelPageId; page <= RecommendWizard::ConstraintsPageId; ++page) {
        QApplication::processEvents();
        INFO("wizard page " << page);
        const JobForm *form = wizard->form(RecommendWizard::PageId(page));
        REQUIRE(form);
        QWidget *focused = QApplication::focusWidget();
        REQUIRE(focused);
        CHECK(form->isAncestorOf(focused));
        wizard->next();
    }
    wizard->reject();
}

TEST_CASE("Tab leaves the fit map and the ranked GPUs rather than walking their cells")
{
    TestSession session;
    MainWindow &window = session.shown();
    QApplication::setActiveWindow(&window);
    window.showPage(MainWindow::RecommendTab);
    QApplication::processEvents();
    auto *results = window.recommendPage()->findChild<QTableView *>(QStringLiteral("results"));
    window.showPage(MainWindow::FitMapTab);
    QApplication::processEvents();
    auto *map = window.fitMapPage()->findChild<QTableView *>(QStringLiteral("fitMapView"));
    REQUIRE(map);
    REQUIRE(results);
    map->setFocus();
    map->setCurrentIndex(map->model()->index(0, 0));
    QTest::keyClick(map, Qt::Key_Tab);
    CHECK(QApplication::focusWidget() != map);
    CHECK(map->currentIndex() == map->model()->index(0, 0));

    window.showPage(MainWindow::RecommendTab);
    QApplication::processEvents();
    results->setFocus();
    results->setCurrentIndex(results->model()->index(0, 0));
    QTest::keyClick(results, Qt::Key_Tab);
    CHECK(QApplication::focusWidget() != results);
}

TEST_CASE("GPUs nvidia-smi reports are marked in the grid and read out as in this machine")
{
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    QFile fixture(QStringLiteral(TEST_DATA_DIR "/nvidia-smi/h100_sxm_x8_noheader_nounits.csv"));
    REQUIRE(fixture.open(QIODevice::ReadOnly));
    session.setLocalGpus(LocalGpus::parse(fixture.readAll()));

    GpuTableModel &model = session.model();
    const int row = model.rowOf(QStringLiteral("h100_sxm"));
    const QModelIndex name = model.index(row, model.columnOf(QStringLiteral("name")));
    CHECK(name.data(GpuTableModel::LocalGpuRole).toBool());
    CHECK(name.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(", in this machine")));
    CHECK_FALSE(model.index(model.rowOf(QStringLiteral("l4")), 1).data(GpuTableModel::LocalGpuRole).toBool());

    // The badge is drawn: the name cell holds pixels of the badge's green.
    QTableView *view = window.specGrid()->view();
    auto *proxy = view->model();
    QModelIndex shown;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        if (proxy->index(r, 0).data(GpuTableModel::GpuIdRole).toString() == QLatin1String("h100_sxm"))
            shown = proxy->index(r, model.columnOf(QStringLiteral("name")));
    }
    REQUIRE(shown.isValid());
    view->scrollTo(shown);
    view->clearSelection();
    view->setCurrentIndex(proxy->index(shown.row() == 0 ? 1 : 0, 0));
    const QImage cell = view->viewport()->grab(view->visualRect(shown)).toImage();
    int green = 0;
    for (int y = 0; y < cell.height(); ++y) {
        for (int x = 0; x < cell.width(); ++x)
            green += cell.pixelColor(x, y) == QColor(0x2e, 0x7d, 0x32) ? 1 : 0;
    }
    CHECK(green > 50);

    // Another dataset without that GPU loses the mark; the list is matched again.
    Dataset other = bundled();
    other.gpus.erase(other.gpus.begin() + row);
    model.setDataset(std::move(other));
    CHECK(model.localGpuIds().isEmpty());
}

TEST_CASE("The application icon is scalable: crisp at 1x and 2x")
{
    TestSession session;
    const QIcon icon = session.window().windowIcon();
    REQUIRE_FALSE(icon.isNull());
    const QIcon svg(QStringLiteral(":/icons/" GPUSCOUT_APP_ID ".svg"));
    for (qreal dpr : {1.0, 2.0}) {
        const QPixmap pixmap = svg.pixmap(QSize(48, 48), dpr);
        CHECK(pixmap.size() == QSize(48, 48) * dpr);
        CHECK(pixmap.devicePixelRatio() == dpr);
    }
    // Rendered from vectors, the 2x pixmap has detail the 1x one scaled up would not: more distinct colours.
    auto colours = [](const QImage &image) {
        QSet<QRgb> set;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                set.insert(image.pixel(x, y));
        return set.size();
    };
    const QImage big = svg.pixmap(QSize(48, 48), 2.0).toImage();
    CHECK(colours(big) > colours(svg.pixmap(QSize(48, 48), 1.0).toImage()));
}

TEST_CASE("The German translation loads and covers the menus")
{
    QObject translators; // removes them again when the test ends
    REQUIRE(Localization::install(QLocale(QLocale::German, QLocale::Germany), &translators));
    TestSession session;
    QStringList menus;
    for (QAction *action : session.window().menuBar()->actions())
        menus.append(action->text());
    CHECK(menus == QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                               QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")});
    CHECK_FALSE(Localization::install(QLocale(QLocale::Japanese, QLocale::Japan), &translators));
}

TEST_CASE("The German translation reaches the chart builder, the estimate texts and the dataset errors")
{
    Estimate::Workload workload;
    workload.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    const QString english = Estimate::describe(workload);
    const QByteArray broken = R"({"schema_version": 1, "gpus": [{"id": "x", "vram_gb": -1}]})";
    const QString englishErrors = parseDataset(broken, QString()).errorText();
    {
        QObject translators;
        REQUIRE(Localization::install(QLocale(QLocale::German, QLocale::Germany), &translators));
        // Both use a tr() context of their own, outside any QObject.
        CHECK(ChartBuilder::build(ChartRequest()).message.startsWith(QStringLiteral("Noch keine GPUs")));
        const QString german = Estimate::describe(workload);
        CHECK(german.contains(QStringLiteral("Sequenzen mit 2048 Token")));
        CHECK(german != english);
        // The parameter count in the window's number format; files and the command line keep C's.
        CHECK(Estimate::describe(workload, QLocale(QLocale::German, QLocale::Germany))
                  .contains(QStringLiteral("8,03B")));
        CHECK(german.contains(QStringLiteral("8.03B")));
        // The formula's figures in the user's number format (%L in the translation); the tests' default
        // locale is en_US, so the window's German locale is set for this one call.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString formula = Estimate::formulaText(workload);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        CHECK(formula.contains(QStringLiteral("0,75 GiB CUDA-Kontext")));
        CHECK(formula.contains(QStringLiteral("MFU: 0,6 (voll)")));
        // A non-FSDP split names itself in German too.
        Estimate::Workload ddp = workload;
        ddp.sharding = Estimate::Sharding::Ddp;
        CHECK(Estimate::describe(ddp).contains(QStringLiteral("DDP-Kopien auf mehreren GPUs")));
        CHECK(Estimate::formulaText(ddp).contains(QStringLiteral("All-Reduce-Buckets")));
        CHECK(JobFields::choiceLabel(QStringLiteral("sharding"), QStringLiteral("zero2")) ==
              QStringLiteral("ZeRO-2 (Gewichte vollständig)"));
        // The dataset's errors, as the GUI's dialog shows them.
        const QString germanErrors = parseDataset(broken, QString()).errorText();
        CHECK(germanErrors.contains(QStringLiteral("Pflichtfeld \"name\" fehlt")));
        CHECK(germanErrors.contains(QStringLiteral("positive Zahl erwartet, gefunden: -1")));
    }
    CHECK(parseDataset(broken, QString()).errorText() == englishErrors);
    CHECK(englishErrors.contains(QStringLiteral("expected a positive number, got -1")));
    // Without the translator (the command line) the text is English again.
    CHECK(Estimate::describe(workload) == english);
    CHECK(english.contains(QStringLiteral("sequences of 2048 tokens")));
    CHECK(Estimate::formulaText(workload).contains(QStringLiteral("0.75 GiB CUDA context")));
}

TEST_CASE("English shows plural forms, also as the fallback for a language with no translation")
{
    const auto countText = [] {
        TestSession session(fixtureGpus());
        session.window().specGrid()->showOnly({QStringLiteral("fx_h100_sxm")}, QString());
        auto *count = session.window().findChild<QLabel *>(QStringLiteral("gpuCount"));
        return count ? count->toolTip() : QString(); // the whole text (a narrow bar shows "1/54")
    };
    CHECK(countText() == QStringLiteral("1 of %1 GPU(s)")
                             .arg(int(fixtureGpus().gpus.size()))); // no translator: the source text
    {
        QObject translators;
        CHECK(Localization::install(QLocale(QLocale::English, QLocale::UnitedStates), &translators));
        CHECK(countText() == QStringLiteral("1 of %1 GPUs").arg(int(fixtureGpus().gpus.size())));
        CHECK(QCoreApplication::translate("SpecGridPage", "Showing %n chosen GPU(s).", nullptr, 1) ==
              QStringLiteral("Showing 1 chosen GPU."));
    }
    {
        QObject translators;
        CHECK_FALSE(Localization::install(QLocale(QLocale::Japanese, QLocale::Japan), &translators));
        CHECK(countText() == QStringLiteral("1 of %1 GPUs").arg(int(fixtureGpus().gpus.size())));
    }
}

TEST_CASE("The English plural forms cover every plural message, and only those")
{
    // Numerus messages (context: source) of a .ts file, and those of them left unfinished.
    const auto plurals = [](const QString &path, QStringList *unfinished) {
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        QXmlStreamReader reader(&file);
        QString context;
        QString source;
        bool numerus = false;
        QStringList found;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (reader.name() == QLatin1String("name")) {
                context = reader.readElementText();
            } else if (reader.name() == QLatin1String("message")) {
                numerus = reader.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (reader.name() == QLatin1String("source")) {
                source = reader.readElementText();
            } else if (reader.name() == QLatin1String("translation") && numerus) {
                found.append(context + QStringLiteral(": ") + source);
                const bool open =
                    reader.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString forms = reader.readElementText(QXmlStreamReader::IncludeChildElements);
                if (unfinished && (open || forms.trimmed().isEmpty()))
                    unfinished->append(found.last());
            }
        }
        REQUIRE_FALSE(reader.hasError());
        found.sort();
        return found;
    };
    QStringList unfinished;
    const QStringList english =
        plurals(QStringLiteral(PROJECT_DIR "/resources/translations/gpuscout_en.ts"), &unfinished);
    const QStringList german =
        plurals(QStringLiteral(PROJECT_DIR "/resources/translations/gpuscout_de.ts"), nullptr);
    CHECK(english.size() >= 5);
    CHECK(english == german);
    CHECK(unfinished == QStringList());
}

TEST_CASE("The committed German translation has no unfinished or stale entry")
{
    QFile file(QStringLiteral(PROJECT_DIR "/resources/translations/gpuscout_de.ts"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader reader(&file);
    QString context;
    QString source;
    QStringList unfinished;
    QStringList stale; // kept by lupdate without -no-obsolete
    int messages = 0;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (reader.name() == QLatin1String("name"))
            context = reader.readElementText();
        else if (reader.name() == QLatin1String("source"))
            source = reader.readElementText();
        else if (reader.name() == QLatin1String("translation")) {
            const QString type = reader.attributes().value(QLatin1String("type")).toString();
            const bool gone = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            const QString text = reader.readElementText(QXmlStreamReader::IncludeChildElements);
            if (gone) {
                stale.append(context + QStringLiteral(": ") + source);
            } else {
                ++messages;
                if (type == QLatin1String("unfinished") || text.isEmpty())
                    unfinished.append(context + QStringLiteral(": ") + source);
            }
        }
    }
    REQUIRE_FALSE(reader.hasError());
    CHECK(messages > 400);
    CHECK(unfinished == QStringList());
    CHECK(stale == QStringList());
}

TEST_CASE("In German, every tab, menu and wizard page keeps unique Alt+keys, and job errors are German")
{
    QObject translators;
    REQUIRE(Localization::install(QLocale(QLocale::German, QLocale::Germany), &translators));
    TestSession session;
    MainWindow &window = session.shown(QSize(1400, 860));
    CHECK(WindowMnemonics::onTabs(window) == QStringList());
    CHECK(WindowMnemonics::inMenus(window) == QStringList());
    window.recommendPage()->openWizard();
    RecommendWizard *wizard = window.recommendPage()->wizard();
    REQUIRE(QTest::qWaitForWindowExposed(wizard));
    // Qt's own German (qt6-translations-l10n, which the test set-up installs) names the wizard's buttons,
    // with other Alt+keys than English: "< &Zurück" takes Alt+Z, which a page label must leave alone.
    CHECK(wizard->buttonText(QWizard::BackButton) == QStringLiteral("< &Zurück"));
    CHECK(WindowMnemonics::onWizardPages(*wizard) == QStringList());
    wizard->reject();
    // The job's range and error texts come from the field table's own context.
    const JobFields::Field *seq = JobFields::find(QStringLiteral("seq"));
    REQUIRE(seq);
    CHECK(seq->range().startsWith(QStringLiteral("Von ")));
    CHECK(seq->expectation().endsWith(QStringLiteral("erwartet")));
}
