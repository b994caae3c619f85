#include "ui/mainwindow.h"

#include "app/core/atomicfile.h"
#include "app/core/citations.h"
#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/gputablemodel.h"
#include "app/core/job.h"
#include "app/core/jobfile.h"
#include "app/core/runcalibration.h"
#include "app/core/settings.h"
#include "app/core/tableexport.h"
#include "app/core/trainingconfig.h"
#include "ui/calibratedialog.h"
#include "ui/comparepage.h"
#include "ui/exportchooser.h"
#include "ui/fitmappage.h"
#include "ui/guisession.h"
#include "ui/helpdialog.h"
#include "ui/jobform.h"
#include "ui/overlaycontroller.h"
#include "ui/recommendpage.h"
#include "ui/specgridpage.h"
#include "ui/thememanager.h"
#include "ui/trainingconfigdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

// The user guide as bundled under :/help/ (its path in the source tree).
constexpr char kUserGuide[] = "resources/help/userguide.md";

QKeySequence standardOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    // Some platform themes (offscreen, some X11 setups) bind nothing to a standard key.
    return QKeySequence::keyBindings(key).isEmpty() ? fallback : QKeySequence(key);
}

ThemeManager::Theme storedTheme(const Settings &settings)
{
    ThemeManager::Theme theme = ThemeManager::Theme::System;
    ThemeManager::parseTheme(settings.string(Settings::Theme), &theme);
    return theme;
}

} // namespace

MainWindow::MainWindow(GuiSession *session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_model(&session->model())
    , m_selection(&session->selection())
    , m_settings(&session->settings())
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Scout"));
    setWindowIcon(QIcon::fromTheme(QStringLiteral(GPUSCOUT_APP_ID),
                                   QIcon(QStringLiteral(":/icons/" GPUSCOUT_APP_ID ".svg"))));

    // The stored theme before any widget exists: a style set later re-polishes every widget (a tenth of the
    // work before the first frame).
    ThemeManager::instance()->setTheme(storedTheme(*m_settings));

    createTabs();
    m_datasetLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_datasetLabel);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_selection, &ComparisonSelection::changed, this, &MainWindow::updateStatus);

    createActions();
    restoreSettings();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createTabs()
{
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->setAccessibleName(tr("Pages"));
    m_specGrid = new SpecGridPage(m_session, m_pages);
    m_pages->addTab(m_specGrid, tr("&Specs"));
    // The other tabs hold their page once it is first needed: the first frame shows one tab, and building the
    // Compare page's controls and the fit map's table took a tenth of the start.
    auto addHolder = [this](const QString &name, const QString &title) {
        auto *holder = new QWidget(m_pages);
        holder->setObjectName(name);
        auto *layout = new QVBoxLayout(holder);
        layout->setContentsMargins(0, 0, 0, 0);
        m_pages->addTab(holder, title);
        return holder;
    };
    m_compareTab = addHolder(QStringLiteral("compareTab"), tr("&Compare"));
    m_recommendTab = addHolder(QStringLiteral("recommendTab"), tr("&Recommend"));
    m_fitMapTab = addHolder(QStringLiteral("fitMapTab"), tr("Fit M&ap"));
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int index) {
        QWidget *tab = m_pages->widget(index);
        if (tab == m_compareTab)
            comparePage();
        else if (tab == m_recommendTab)
            recommendPage();
        else if (tab == m_fitMapTab)
            fitMapPage();
        // The map follows the grid, the comparison and the data only while its tab is current; hidden, it is
        // computed again once, when shown.
        if (m_fitMapPage)
            m_fitMapPage->setLive(tab == m_fitMapTab);
    });
    setCentralWidget(m_pages);
}

void MainWindow::showStatus(const QString &text)
{
    statusBar()->showMessage(text, 5000);
}

void MainWindow::adopt(QWidget *holder, QWidget *page)
{
    holder->layout()->addWidget(page);
    if (m_pages->currentWidget() == holder)
        page->show(); // now, not queued: the tab is being shown
}

ComparePage *MainWindow::comparePage()
{
    if (m_comparePage)
        return m_comparePage;
    m_comparePage = new ComparePage(m_model, m_selection, m_settings, m_compareTab);
    connect(m_comparePage, &ComparePage::statusMessage, this, &MainWindow::showStatus);
    adopt(m_compareTab, m_comparePage);
    return m_comparePage;
}

RecommendPage *MainWindow::recommendPage()
{
    if (m_recommendPage)
        return m_recommendPage;
    m_recommendPage = new RecommendPage(m_session, m_recommendTab);
    connect(m_recommendPage, &RecommendPage::showOnlyRequested, this,
            [this](const QStringList &ids, const QString &reason) {
                m_specGrid->showOnly(ids, reason);
                showPage(SpecsTab);
            });
    connect(m_recommendPage, &RecommendPage::configDropped, this,
            [this](const QString &path) { openTrainingConfig(path); });
    connect(m_recommendPage, &RecommendPage::compareRequested, this, [this](const QStringList &ids) {
        m_selection->setIds(ids);
        showPage(CompareTab);
    });
    connect(m_recommendPage, &RecommendPage::statusMessage, this, &MainWindow::showStatus);
    m_recommendPage->setInputFiles([this] { return inputFiles(); });
    adopt(m_recommendTab, m_recommendPage);
    return m_recommendPage;
}

FitMapPage *MainWindow::fitMapPage()
{
    if (m_fitMapPage)
        return m_fitMapPage;
    m_fitMapPage = new FitMapPage(m_session, m_fitMapTab);
    m_fitMapPage->setLive(m_pages->currentWidget() == m_fitMapTab);
    connect(m_fitMapPage, &FitMapPage::statusMessage, this, &MainWindow::showStatus);
    connect(m_fitMapPage, &FitMapPage::openInCalculator, this,
            [this](const QString &modelId, const QString &gpu, const QString &method) {
                showPage(RecommendTab);
                recommendPage()->showModelOn(modelId, gpu, method);
            });
    adopt(m_fitMapTab, m_fitMapPage);
    return m_fitMapPage;
}

InputFiles MainWindow::inputFiles() const
{
    InputFiles files;
    files.data = m_dataPath;
    if (m_overlay->applied())
        files.overlay = m_overlay->path();
    if (!RunCalibration::active().runs.empty())
        files.calibration = calibrationPath();
    return files;
}

QString MainWindow::calibrationPath() const
{
    return m_calibrationPath.isEmpty() ? RunCalibration::defaultPath() : m_calibrationPath;
}

CalibrateDialog *MainWindow::calibrateDialog()
{
    auto *dialog = new CalibrateDialog(m_session->job(), m_model->dataset(), calibrationPath(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CalibrateDialog::calibrationChanged, this, &MainWindow::recalibrate);
    return dialog;
}

void MainWindow::recalibrate()
{
    Job job = m_session->job();
    RunCalibration::applyTo(job.workload.stack);
    m_session->setJob(job);
    statusBar()->showMessage(job.workload.stack.calibrated()
                                 ? job.workload.stack.calibratedFrom
                                 : tr("%1 is no longer calibrated").arg(job.workload.stack.name),
                             5000);
}

void MainWindow::createActions()
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Dataset…"), this, &MainWindow::openDataset);
    open->setShortcut(standardOr(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    open->setStatusTip(tr("Use another GPU dataset file (JSON, same schema as the bundled one)"));
    QAction *exportTable = file->addAction(tr("&Export Table…"), this, &MainWindow::exportTable);
    exportTable->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportTable->setStatusTip(tr("Save the visible rows and columns as CSV, Markdown or JSON"));
    QAction *exportChart = file->addAction(tr("Export &Chart…"), this, [this] {
        showPage(CompareTab);
        comparePage()->exportChartInteractive();
    });
    exportChart->setStatusTip(tr("Save the Compare tab's chart as PNG, SVG or PDF"));
    QAction *exportReport = file->addAction(tr("Export Comparison &Report…"), this, [this] {
        showPage(CompareTab);
        comparePage()->exportReportInteractive();
    });
    exportReport->setStatusTip(tr("Save a one-page PDF with the table, charts, sources and notes"));
    file->addSeparator();
    QAction *openJobAction = file->addAction(tr("Open &Job…"), this, [this] { openJob(); });
    openJobAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openJobAction->setStatusTip(
        tr("Read a saved job (model, workload, stack, constraints) into the calculator"));
    QAction *openConfigAction =
        file->addAction(tr("Open &Training Config…"), this, [this] { openTrainingConfig(); });
    openConfigAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    openConfigAction->setStatusTip(tr("Read the job out of an axolotl, LLaMA-Factory, TRL, Transformers or "
                                      "torchtune config into the calculator"));
    m_recentJobs = file->addMenu(tr("Rece&nt Jobs"));
    connect(m_recentJobs, &QMenu::aboutToShow, this, &MainWindow::fillRecentJobs);
    fillRecentJobs();
    QAction *saveJobAction = file->addAction(tr("Save Jo&b…"), this, &MainWindow::saveJob);
    saveJobAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveJobAction->setStatusTip(
        tr("Save the calculator's job to a file; gpuscout recommend --job FILE gives the same answer"));
    QAction *calibrate =
        file->addAction(tr("Ca&librate from a Run…"), this, [this] { calibrateDialog()->exec(); });
    calibrate->setStatusTip(
        tr("Compare a run you made with the estimate of the calculator's job and scale the "
           "stack's estimates by the difference"));
    file->addSeparator();
    m_overlay = new OverlayController(m_model, this, m_settings, this);
    m_overlay->addActions(file);
    connect(m_overlay, &OverlayController::statusMessage, this, &MainWindow::showStatus);
    // The grid's corrections go to the overlay; queued, so the view ends its edit before the model resets.
    connect(m_model, &GpuTableModel::valueEdited, m_overlay, &OverlayController::editValue,
            Qt::QueuedConnection);
    connect(m_specGrid, &SpecGridPage::resetValueRequested, m_overlay, &OverlayController::resetValueAsked);
    connect(m_specGrid, &SpecGridPage::addCopyRequested, m_overlay, &OverlayController::addCopyAsked);
    connect(m_specGrid, &SpecGridPage::removeGpuRequested, m_overlay, &OverlayController::removeGpuAsked);
    connect(m_overlay, &OverlayController::gpuAdded, m_specGrid, &SpecGridPage::selectGpu);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *copy = edit->addAction(tr("&Copy Rows"), m_specGrid, &SpecGridPage::copySelection);
    copy->setShortcut(standardOr(QKeySequence::Copy, QKeySequence(Qt::CTRL | Qt::Key_C)));
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_specGrid->view()->addAction(copy);
    QAction *find = edit->addAction(tr("&Find"), this, [this] {
        showPage(SpecsTab);
        m_specGrid->focusSearch();
    });
    find->setShortcut(standardOr(QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_F)));
    edit->addAction(tr("C&lear Filters"), m_specGrid, &SpecGridPage::clearFilters);
    edit->addAction(tr("Clear Co&mparison"), m_selection, &ComparisonSelection::clear);
    edit->addSeparator();
    edit->addAction(m_specGrid->addCopyAction());
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *specs = view->addAction(tr("&Specs"), this, [this] { showPage(SpecsTab); });
    specs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *compare = view->addAction(tr("&Compare"), this, [this] { showPage(CompareTab); });
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *recommend = view->addAction(tr("&Recommend"), this, [this] { showPage(RecommendTab); });
    recommend->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    QAction *fitMap = view->addAction(tr("Fit M&ap"), this, [this] { showPage(FitMapTab); });
    fitMap->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    QAction *wizard = view->addAction(tr("Job &Wizard…"), this, [this] {
        showPage(RecommendTab);
        recommendPage()->openWizard();
    });
    wizard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    wizard->setStatusTip(tr("Size a fine-tuning job step by step; it fills the Recommend calculator"));
    view->addSeparator();
    m_sparseAction = view->addAction(tr("S&parse Tensor Figures"));
    m_sparseAction->setCheckable(true);
    connect(m_sparseAction, &QAction::toggled, m_specGrid, &SpecGridPage::setSparse);
    connect(m_specGrid, &SpecGridPage::sparseChanged, m_sparseAction, &QAction::setChecked);
    QAction *priceAge = view->addAction(tr("Maximum Price A&ge…"), this, &MainWindow::askMaxPriceAge);
    priceAge->setStatusTip(tr("Set how many months old a price may be before it is marked stale"));
    view->addSeparator();
    createThemeMenu(view);
    view->addAction(tr("Reset La&yout"), this, &MainWindow::resetLayout);
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    struct Link
    {
        const char *title;
        const char *document;
        const char *anchor;
    };
    // Sections of the user guide (and the packaging notes) as GitHub names their anchors.
    const Link links[] = {
        {QT_TR_NOOP("&Getting Started"), kUserGuide, "getting-started"},
        {QT_TR_NOOP("&Reading the Figures"), kUserGuide, "reading-the-spec-grid"},
        {QT_TR_NOOP("How the &Estimate Works"), kUserGuide, "how-the-estimate-works"},
        {QT_TR_NOOP("&Command Line"), kUserGuide, "the-command-line"},
        {QT_TR_NOOP("&Installing and Packaging"), "packaging/README-packaging.md", ""},
    };
    for (const Link &link : links) {
        const QString document = QLatin1String(link.document);
        const QString anchor = QLatin1String(link.anchor);
        QAction *action =
            help->addAction(tr(link.title), this, [this, document, anchor] { showHelp(document, anchor); });
        if (&link == &links[0])
            action->setShortcut(standardOr(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)));
    }
    help->addSeparator();
    QAction *about = help->addAction(tr("&About GPU Scout"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createThemeMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Theme"));
    m_themeActions = new QActionGroup(this);
    for (const WordEntry<ThemeManager::Theme> &entry : WordTable<ThemeManager::Theme>::entries) {
        QAction *action = menu->addAction(Words::label(entry.value));
        action->setCheckable(true);
        action->setData(QString::fromLatin1(entry.word));
        m_themeActions->addAction(action);
    }
    connect(m_themeActions, &QActionGroup::triggered, this,
            [this](QAction *action) { m_settings->setValue(Settings::Theme, action->data().toString()); });
    // The theme was applied before the first widget: from here on it follows the setting.
    connect(m_settings, &Settings::changed, this, [this](Settings::Key key) {
        if (key == Settings::Theme)
            ThemeManager::instance()->setTheme(storedTheme(*m_settings));
    });
}

void MainWindow::checkThemeAction()
{
    for (QAction *action : m_themeActions->actions())
        action->setChecked(action->data().toString() == ThemeManager::themeKey(storedTheme(*m_settings)));
}

void MainWindow::showHelp(const QString &document, const QString &anchor)
{
    if (!m_help)
        m_help = new HelpDialog(this);
    m_help->showSection(QStringLiteral(":/help/") + document, anchor);
}

void MainWindow::showPage(Tab tab)
{
    if (tab >= 0 && tab < m_pages->count())
        m_pages->setCurrentIndex(tab);
}

bool MainWindow::showPage(const QString &name)
{
    const std::optional<Tab> tab = Words::parse<Tab>(name);
    if (tab)
        showPage(*tab);
    return tab.has_value();
}

void MainWindow::updateStatus()
{
    const Dataset &dataset = m_model->dataset();
    const QString origin = dataset.origin == bundledDatasetPath() ? tr("bundled dataset")
                                                                  : QDir::toNativeSeparators(dataset.origin);
    m_datasetLabel->setText(tr("%1 GPUs · %2 %3 · %4 compared")
                                .arg(dataset.gpus.size())
                                .arg(origin, dataset.version)
                                .arg(m_selection->count()));
}

void MainWindow::reportDatasetErrors(const QString &path, const QString &errors)
{
    QMessageBox box(
        QMessageBox::Warning, tr("Dataset not loaded"),
        tr("%1 could not be used, so GPU Scout keeps the data it has.").arg(QDir::toNativeSeparators(path)),
        QMessageBox::Ok, this);
    box.setInformativeText(tr("Fix the problems listed under Details and open the file again."));
    box.setDetailedText(errors);
    box.exec();
}

void MainWindow::openDataset()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open GPU Dataset"), QString(),
                                                      tr("GPU datasets (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    DatasetLoadResult result = loadDatasetFile(path);
    if (!result.ok()) {
        reportDatasetErrors(path, result.errorText());
        return;
    }
    m_model->setDataset(std::move(*result.dataset));
    if (!result.warnings.isEmpty())
        statusBar()->showMessage(
            tr("Loaded with %n warning(s), e.g. %1", nullptr, int(result.warnings.size()))
                .arg(result.warnings.first().toString()),
            10000);
}

void MainWindow::openJob(const QString &given)
{
    QString path = given;
    if (path.isEmpty()) {
        const QStringList recent = m_settings->stringList(Settings::RecentJobs);
        const QString folder = recent.isEmpty()
                                   ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                   : QFileInfo(recent.first()).absolutePath();
        path = QFileDialog::getOpenFileName(this, tr("Open Job"), folder,
                                            tr("GPU Scout jobs (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    const std::optional<Job> job = JobFile::read(path, &error);
    if (!job) {
        QMessageBox::warning(this, tr("Open Job"),
                             tr("This file is not a job GPU Scout can read; the calculator "
                                "keeps its job.\n\n%1")
                                 .arg(error));
        return;
    }
    showPage(RecommendTab);
    m_session->setJob(*job);
    rememberJob(path);
    statusBar()->showMessage(tr("Opened the job %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::openTrainingConfig(const QString &given)
{
    QString path = given;
    if (path.isEmpty()) {
        path =
            QFileDialog::getOpenFileName(this, tr("Open Training Config"),
                                         QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                         tr("Training configs (*.yaml *.yml *.json);;All files (*)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    std::optional<TrainingConfig::Result> result =
        TrainingConfig::read(path, QString(), &error, TrainingConfig::ModelUse::NotNeeded);
    // A model named by a Hub id that is not a preset: its config.json, never a guess.
    if (result && !result->unresolvedModel.isEmpty()) {
        const QString model =
            JobForm::chooseModelConfig(this, result->unresolvedModel, QFileInfo(path).absolutePath());
        result = TrainingConfig::read(path, model, &error);
    }
    if (!result) {
        QMessageBox::warning(this, tr("Open Training Config"),
                             tr("GPU Scout cannot read the job out of this file; the calculator keeps its "
                                "job.\n\n%1")
                                 .arg(error));
        return;
    }
    showPage(RecommendTab);
    m_session->setJob(result->job);
    statusBar()->showMessage(tr("Opened the training config %1").arg(QDir::toNativeSeparators(path)), 5000);
    delete m_configDialog;
    m_configDialog = new TrainingConfigDialog(path, *result, this);
    m_configDialog->open();
}

void MainWindow::saveJob()
{
    const QStringList recent = m_settings->stringList(Settings::RecentJobs);
    const QString folder = recent.isEmpty()
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : QFileInfo(recent.first()).absolutePath();
    const Job job = m_session->job();
    const QString suggested = QDir(folder).filePath(
        (job.workload.model.id.isEmpty() ? QStringLiteral("job") : job.workload.model.id) +
        QStringLiteral(".json"));
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save Job"), suggested, tr("GPU Scout jobs (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!JobFile::save(path, job, &error)) {
        QMessageBox::warning(this, tr("Save Job"), tr("The job was not saved.\n\n%1").arg(error));
        return;
    }
    rememberJob(path);
    statusBar()->showMessage(tr("Saved the job to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::rememberJob(const QString &path)
{
    QStringList recent = m_settings->stringList(Settings::RecentJobs);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    m_settings->setValue(Settings::RecentJobs, recent.mid(0, 8));
    fillRecentJobs();
}

void MainWindow::fillRecentJobs()
{
    m_recentJobs->clear();
    const QStringList recent = m_settings->stringList(Settings::RecentJobs);
    int number = 0;
    for (const QString &path : recent) {
        // "&1 qwen3-8b.json", the folder in the status tip.
        QAction *action = m_recentJobs->addAction(
            QStringLiteral("&%1 %2").arg(++number).arg(
                QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"))),
            this, [this, path] { openJob(path); });
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty())
        m_recentJobs->addAction(tr("No saved or opened jobs yet"))->setEnabled(false);
}

void MainWindow::exportTable()
{
    const QList<ExportFormat> formats = {ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Json};
    ExportFormat format = ExportFormat::Csv;
    ExportChooser exports(m_settings, QStandardPaths::DocumentsLocation);
    const ExportChooser::Saved saved = exports.save(
        [this](const QString &caption, const QString &suggested, const QString &filters, QString *selected) {
            return QFileDialog::getSaveFileName(this, caption, suggested, filters, selected);
        },
        tr("Export Table"), QStringLiteral("gpus"), ExportChooser::fileTypes(formats),
        m_settings->string(Settings::ExportTableFormat),
        [&](const ExportChooser::Choice &choice, QString *error) {
            ExportFormats::parse(choice.suffix, formats, &format);
            const QString text =
                TableExport::render(format, m_specGrid->visibleGpus(), m_specGrid->visibleColumns());
            return AtomicFile::write(choice.path, text.toUtf8(), error);
        });
    if (saved.cancelled())
        return;
    if (!saved.written()) {
        QMessageBox::warning(this, tr("Export failed"), tr("The table was not saved.\n%1").arg(saved.error));
        return;
    }
    m_settings->setValue(Settings::ExportTableFormat, ExportFormats::suffix(format));
    statusBar()->showMessage(saved.message(), 5000);
}

void MainWindow::resetLayout()
{
    m_settings->resetLayout();
    m_specGrid->resetLayout();
    if (!isMaximized() && !isFullScreen())
        resize(1280, 800);
    statusBar()->showMessage(tr("Window size and columns are back to their defaults."), 5000);
}

QString MainWindow::aboutText() const
{
    const Dataset &dataset = m_model->dataset();
    const Citations citations = Citations::of(dataset);
    const auto &sites = citations.sites;
    QStringList top;
    for (size_t i = 0; i < sites.size() && i < 6; ++i)
        top.append(sites[i].first.toHtmlEscaped());
    const QString sources = sites.empty() ? tr("The dataset cites no web sources.")
                                          : tr("Its figures cite %1 documents on %2 sites, most often %3.")
                                                .arg(citations.documents)
                                                .arg(sites.size())
                                                .arg(top.join(QStringLiteral(", ")));

    return tr("<h3>GPU Scout %1</h3>"
              "<p>Choose an NVIDIA GPU for fine-tuning: sourced specifications, side-by-side charts and a "
              "recommendation that shows its formula.</p>"
              "<p><b>Dataset:</b> %2, version %3 (schema %4), %5 GPUs.<br>%6<br>Every figure carries its "
              "sources (see the details pane); estimates are marked ≈ in italics.</p>"
              "<p>Licensed under the MIT licence. Built with Qt %7.</p>")
        .arg(QStringLiteral(GPUSCOUT_VERSION), dataset.title.toHtmlEscaped(), dataset.version.toHtmlEscaped())
        .arg(dataset.schemaVersion)
        .arg(dataset.gpus.size())
        .arg(sources, QLatin1String(qVersion()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Scout"), aboutText());
}

void MainWindow::setMaxPriceAge(int months)
{
    m_settings->setValue(Settings::MaxPriceAge, months); // the session's grid follows the setting
}

void MainWindow::askMaxPriceAge()
{
    bool ok = false;
    const int months = QInputDialog::getInt(
        this, tr("Maximum Price Age"),
        tr("Prices older than this many months are marked stale in the grid, the calculator and the report:"),
        m_model->maxPriceAge(), 0, Pricing::kMaxAgeLimitMonths, 1, &ok);
    if (ok)
        setMaxPriceAge(months);
}

void MainWindow::restoreSettings()
{
    const QByteArray geometry = m_settings->bytes(Settings::WindowGeometry);
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1280, 800);
    restoreState(m_settings->bytes(Settings::WindowState));
    m_specGrid->restoreState(*m_settings);
    QStringList compared;
    for (const QString &id : m_settings->stringList(Settings::ComparedGpus)) {
        if (m_model->dataset().find(id))
            compared.append(id);
    }
    m_selection->setIds(compared);
    showPage(Tab(m_settings->integer(Settings::CurrentPage)));
    checkThemeAction();
}

void MainWindow::saveSettings()
{
    m_settings->setValue(Settings::WindowGeometry, saveGeometry());
    m_settings->setValue(Settings::WindowState, saveState());
    m_specGrid->saveState(*m_settings);
    m_settings->setValue(Settings::ComparedGpus, m_selection->ids());
    m_settings->setValue(Settings::CurrentPage, m_pages->currentIndex());
    m_session->saveJob();
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    event->accept();
}
