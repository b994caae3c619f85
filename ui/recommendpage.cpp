#include "ui/recommendpage.h"

#include "app/core/gputablemodel.h"
#include "app/core/recommendationmodel.h"
#include "app/core/settings.h"
#include "ui/breakeventab.h"
#include "ui/cachedtextdelegate.h"
#include "ui/charts/memorybreakdownchart.h"
#include "ui/guisession.h"
#include "ui/jobform.h"
#include "ui/recommendationreport.h"
#include "ui/recommendwizard.h"
#include "ui/wheelguard.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

// Letters the main window's menus (File, Edit, View, Help) and tabs (Specs, Compare, Recommend, Fit map) use,
// in the language shown ("fevhscra" in English; German has others).
QString windowMnemonics()
{
    static const char *const texts[] = {
        QT_TRANSLATE_NOOP("MainWindow", "&File"),      QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
        QT_TRANSLATE_NOOP("MainWindow", "&View"),      QT_TRANSLATE_NOOP("MainWindow", "&Help"),
        QT_TRANSLATE_NOOP("MainWindow", "&Specs"),     QT_TRANSLATE_NOOP("MainWindow", "&Compare"),
        QT_TRANSLATE_NOOP("MainWindow", "&Recommend"), QT_TRANSLATE_NOOP("MainWindow", "Fit M&ap")};
    QString letters;
    for (const char *text : texts)
        letters += JobForm::mnemonicOf(QCoreApplication::translate("MainWindow", text));
    return letters;
}

// The results' column headers. A re-rank moves the rows (layoutChanged), after which the table asks the
// header for its size hint again, and the header measures every section's text: the texts do not change, so
// their sizes are kept (per text, font and sort arrow).
class ResultsHeader : public QHeaderView
{
public:
    using QHeaderView::QHeaderView;

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        const QString text =
            model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
        const bool arrow = isSortIndicatorShown() && sortIndicatorSection() == logicalIndex;
        if (font() != m_font || style() != m_style) {
            m_sizes.clear();
            m_font = font();
            m_style = style();
        }
        const QString key = text + QChar(arrow ? u'1' : u'0') + QString::number(logicalIndex);
        auto size = m_sizes.find(key);
        if (size == m_sizes.end())
            size = m_sizes.insert(key, QHeaderView::sectionSizeFromContents(logicalIndex));
        return *size;
    }

private:
    mutable QHash<QString, QSize> m_sizes;
    mutable QFont m_font;
    mutable const QStyle *m_style = nullptr;
};

} // namespace

RecommendPage::RecommendPage(GuiSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(&session->model())
    , m_settings(&session->settings())
{
    setObjectName(QStringLiteral("recommendPage"));
    setAcceptDrops(true); // a training config dropped here opens as the calculator's job
    QString used = windowMnemonics();
    createButtons(&used);
    // The fixes' label takes its letter before the form's labels do, which then avoid it.
    m_fixesWord = JobForm::withMnemonic(tr("Fixes"), &used);
    QWidget *inputs = createForm(used);
    createSummary();
    createTable();
    createDetails();
    createFixRow();
    layOut(inputs);
    connectParts();
    updateSelectionButtons();
}

QPushButton *RecommendPage::createButton(const QString &text, const char *name, const QString &toolTip,
                                         QString *used)
{
    auto *button = new QPushButton(JobForm::withMnemonic(text, used), this);
    button->setObjectName(QLatin1String(name));
    button->setToolTip(toolTip);
    return button;
}

// The buttons under the ranking (the wizard's on their left), made first: they take their letters first.
void RecommendPage::createButtons(QString *used)
{
    m_wizardButton = createButton(tr("Guided Wizard…"), "startWizard",
                                  tr("Answer the job's questions step by step (Ctrl+Shift+N)"), used);
    m_compare = createButton(tr("Compare Selected"), "compareSelected",
                             tr("Show the selected GPUs side by side in the Compare tab"), used);
    m_showOnly = createButton(tr("Show in Grid"), "showOnly",
                              tr("Show only the GPUs the job runs on in the spec grid"), used);
    m_export = createButton(tr("Export Report…"), "exportReport",
                            tr("Save the recommendation as PDF, Markdown, CSV, JSON or SVG"), used);
}

// The job's inputs, in a scroll area as wide as their fields need.
QWidget *RecommendPage::createForm(const QString &used)
{
    m_form =
        new JobForm({JobFields::Group::Model, JobFields::Group::Method, JobFields::Group::Data,
                     JobFields::Group::Cluster, JobFields::Group::Constraints, JobFields::Group::Ownership},
                    used, this);
    m_form->setObjectName(QStringLiteral("jobForm"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab goes from the form's last field to the ranking: the area around the fields takes no focus of its
    // own (it showed none, so a keyboard user lost one Tab in it). It still scrolls to the focused field.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setMinimumWidth(m_form->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());

    return scroll;
}

// The lines above the ranking: the stale note, the headline and the summary with its "More" button.
void RecommendPage::createSummary()
{
    m_staleNote = new QLabel(this);
    m_staleNote->setObjectName(QStringLiteral("staleNote"));
    m_staleNote->setWordWrap(true);
    m_staleNote->hide();
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_more = new QToolButton(this);
    m_more->setObjectName(QStringLiteral("summaryMore"));
    m_more->setCheckable(true);
    m_more->setText(tr("More"));
    m_more->setToolTip(tr("Show the whole summary"));
    m_more->setAutoRaise(true);
    m_more->hide();
    m_summary->installEventFilter(this);
    connect(m_more, &QToolButton::toggled, this, [this](bool on) {
        m_more->setText(on ? tr("Less") : tr("More"));
        m_more->setToolTip(on ? tr("Show the summary on one line") : tr("Show the whole summary"));
        keepingDetailsHeight([this] { showSummary(); });
    });
}

void RecommendPage::createTable()
{
    m_results = new RecommendationModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_results);
    m_sorted->setSortRole(RecommendationModel::SortRole);
    m_table = new QTableView(this);
    auto *header = new ResultsHeader(Qt::Horizontal, m_table);
    header->setSectionsClickable(true); // as QTableView's own header: a click sorts
    header->setHighlightSections(true);
    m_table->setHorizontalHeader(header);
    m_table->setObjectName(QStringLiteral("results"));
    m_table->setTabKeyNavigation(false); // Tab goes on to the buttons; arrows move between cells
    m_table->setAccessibleName(tr("Ranked GPUs"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RecommendationModel::RankColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setItemDelegate(new CachedTextDelegate(m_table));
    // One line a row: the rows' heights come from the font, not from measuring every cell.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
}

// The tabs under the ranking: the memory chart, the excluded GPUs, the formula and buy-or-rent.
void RecommendPage::createDetails()
{
    m_chart = new MemoryBreakdownChart(this);
    m_excluded = new QTextBrowser(this);
    m_excluded->setObjectName(QStringLiteral("excluded"));
    m_excluded->setAccessibleName(tr("GPUs the constraints removed"));
    m_formula = new QTextBrowser(this);
    m_formula->setObjectName(QStringLiteral("formula"));
    m_formula->setAccessibleName(tr("How the estimate is made"));
    m_details = new QTabWidget(this);
    m_details->setObjectName(QStringLiteral("details"));
    // No Alt+keys here: the job's inputs need the letters, and Ctrl+Tab moves between these tabs.
    m_details->addTab(m_chart, tr("Memory"));
    m_details->addTab(m_excluded, tr("Excluded"));
    m_details->addTab(m_formula, tr("Formula"));
    m_breakEven = new BreakEvenTab(m_settings, this);
    m_details->addTab(m_breakEven, tr("Buy or rent"));
    connect(m_breakEven, &BreakEvenTab::statusMessage, this, &RecommendPage::statusMessage);
}

// The fixes of the selected GPU, with Apply and Undo.
void RecommendPage::createFixRow()
{
    // Made after the ranking and its details, so that Tab reaches them in the order they are shown.
    m_fixes = new QComboBox(this);
    m_fixes->setObjectName(QStringLiteral("fixes"));
    m_fixes->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_fixes->setMinimumContentsLength(24);
    m_fixes->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_fixes->setAccessibleName(tr("Fixes"));
    WheelGuard::protect(m_fixes);
    m_fixesLabel = new QLabel(this);
    m_fixesLabel->setObjectName(QStringLiteral("fixesLabel"));
    m_fixesLabel->setBuddy(m_fixes);
    // The buttons take letters the form left free, if any: Tab reaches them from the fixes, and Ctrl+Z
    // undoes.
    QString used = m_form->usedMnemonics();
    m_applyFix = new QPushButton(JobForm::withMnemonic(tr("Apply Fix"), &used), this);
    m_applyFix->setObjectName(QStringLiteral("applyFix"));
    m_applyFix->setToolTip(tr("Set the fields this fix changes in the form"));
    m_undoFix = new QPushButton(JobForm::withMnemonic(tr("Undo Fix"), &used), this);
    m_undoFix->setObjectName(QStringLiteral("undoFix"));
    m_undoFix->setToolTip(tr("Put back the values the last applied fix replaced (Ctrl+Z)"));
    m_undoFix->setEnabled(false);
    auto *undo = new QShortcut(QKeySequence::Undo, this);
    undo->setContext(Qt::WidgetWithChildrenShortcut);
    connect(undo, &QShortcut::activated, this, &RecommendPage::undoFix);
    connect(m_applyFix, &QPushButton::clicked, this, &RecommendPage::applyFix);
    connect(m_undoFix, &QPushButton::clicked, this, &RecommendPage::undoFix);
    connect(m_fixes, &QComboBox::currentIndexChanged, this,
            [this] { m_fixes->setToolTip(m_fixes->currentData(Qt::ToolTipRole).toString()); });
}

void RecommendPage::layOut(QWidget *inputs)
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_wizardButton);
    buttons->addStretch(1);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_showOnly);
    buttons->addWidget(m_export);
    m_vertical = new QSplitter(Qt::Vertical, this);
    m_vertical->addWidget(m_table);
    m_vertical->addWidget(m_details);
    m_vertical->setStretchFactor(0, 3);
    m_vertical->setStretchFactor(1, 2);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_staleNote);
    rightLayout->addWidget(m_headline);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_more, 0, Qt::AlignTop);
    rightLayout->addLayout(summaryRow);
    rightLayout->addWidget(m_vertical, 1);
    auto *fixRow = new QHBoxLayout;
    fixRow->addWidget(m_fixesLabel);
    fixRow->addWidget(m_fixes, 1);
    fixRow->addWidget(m_applyFix);
    fixRow->addWidget(m_undoFix);
    rightLayout->addLayout(fixRow);
    rightLayout->addLayout(buttons);
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(inputs);
    m_split->addWidget(right);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);
    m_split->setSizes({400, 1000}); // the inputs take what they need, the answer the rest
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_split);
    // Tab goes from the form to the ranking; "More" comes after the details' tabs.
    setTabOrder(m_details, m_more);
}

void RecommendPage::connectParts()
{
    m_form->setJob(m_session->job());
    if (!m_session->jobProblems().isEmpty())
        Q_EMIT statusMessage(tr("Some remembered inputs no longer apply: %1")
                                 .arg(m_session->jobProblems().join(QStringLiteral("; "))));

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(120);
    connect(m_debounce, &QTimer::timeout, this, &RecommendPage::recompute);
    // The form's edits make the session's job; the session's job, from wherever it comes, fills the form.
    connect(m_form, &JobForm::jobChanged, this, [this](const Job &edited) {
        const QScopedValueRollback<bool> fromForm(m_editing, true);
        m_session->setJob(edited);
    });
    connect(m_session, &GuiSession::jobChanged, this, &RecommendPage::showJob);
    connect(m_form, &JobForm::edited, this, &RecommendPage::updateStale);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RecommendPage::scheduleRecompute);
    connect(m_model, &GpuTableModel::maxPriceAgeChanged, this, &RecommendPage::scheduleRecompute);
    connect(m_wizardButton, &QPushButton::clicked, this, &RecommendPage::openWizard);
    connect(m_compare, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(selectedIds()); });
    connect(m_showOnly, &QPushButton::clicked, this, [this] {
        Q_EMIT showOnlyRequested(
            m_results->recommendation().fittingIds(),
            tr("GPUs the job runs on: %1").arg(Estimate::describe(job().workload, QLocale())));
    });
    connect(m_export, &QPushButton::clicked, this, &RecommendPage::exportReportInteractive);
    connect(m_details, &QTabWidget::currentChanged, this, [this] {
        if (m_details->currentWidget() == m_chart)
            updateChart();
        if (m_details->currentWidget() == m_formula)
            updateFormula();
        if (m_details->currentWidget() == m_excluded)
            updateExcluded();
        if (m_details->currentWidget() == m_breakEven)
            updateBreakEven();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendPage::updateSelectionButtons);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendPage::updateFixes);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_breakEvenStale = true; // the chart shows the picked rows
        if (m_details->currentWidget() == m_breakEven)
            updateBreakEven();
    });
    m_chooseFile = [this](const QString &caption, const QString &suggested, const QString &filters,
                          QString *selectedFilter) {
        // QFileDialog asks before replacing an existing file.
        return QFileDialog::getSaveFileName(this, caption, suggested, filters, selectedFilter);
    };
}

const Job &RecommendPage::job() const
{
    return m_session->job();
}

void RecommendPage::setJob(const Job &job)
{
    m_session->setJob(job);
}

void RecommendPage::showJob(const Job &job)
{
    if (!m_editing) // the form has it already (and may show an input it refused)
        m_form->setJob(job);
    scheduleRecompute();
}

void RecommendPage::showModelOn(const QString &model, const QString &gpuId, const QString &method)
{
    Job j = job();
    QString error;
    bool changed = ModelPresets::find(model) && JobFields::set(j, QStringLiteral("model"), model, &error);
    // The method the fit map's cell showed ("best per cell" may have picked another than the calculator's).
    if (!method.isEmpty())
        changed = JobFields::set(j, QStringLiteral("method"), method, &error) || changed;
    if (changed)
        setJob(j);
    recompute();
    m_table->clearSelection();
    for (int row = 0; row < m_sorted->rowCount(); ++row) {
        const QModelIndex index = m_sorted->index(row, 0);
        if (index.data(RecommendationModel::GpuIdRole).toString() == gpuId) {
            m_table->selectRow(row);
            m_table->scrollTo(index);
            m_table->setFocus();
            break;
        }
    }
}

RecommendPage::~RecommendPage() = default;

void RecommendPage::hideEvent(QHideEvent *event)
{
    m_session->saveJob(); // written when the user leaves the tab or the window closes, not on every keystroke
    QWidget::hideEvent(event);
}

void RecommendPage::updateFormula()
{
    if (!m_formulaStale)
        return;
    m_formula->setPlainText(Estimate::formulaText(job().workload, QLocale()));
    m_formulaStale = false;
}

void RecommendPage::updateExcluded()
{
    if (!m_excludedStale)
        return;
    const Recommend::Recommendation &rec = m_results->recommendation();
    QString excluded;
    for (const Recommend::Recommendation::Exclusion &x : rec.excluded) {
        const Gpu *gpu = m_model->dataset().find(x.gpu);
        excluded += QStringLiteral("<p><b>%1</b>: %2</p>")
                        .arg((gpu ? gpu->name : x.gpu).toHtmlEscaped(), x.why.toHtmlEscaped());
    }
    m_excluded->setHtml(excluded.isEmpty()
                            ? tr("<p>No GPU was excluded: no budget, cost cap, segment or power "
                                 "limit removed any.</p>")
                            : excluded);
    m_excludedStale = false;
}

void RecommendPage::updateBreakEven()
{
    if (!m_breakEvenStale)
        return;
    m_breakEven->setRecommendation(m_results->recommendation(), selectedIds());
    m_breakEvenStale = false;
}

void RecommendPage::updateChart()
{
    if (!m_chartStale)
        return;
    m_chart->setRecommendation(m_results->recommendation(),
                               6); // six bars keep their GPU names readable in the tab
    m_chartStale = false;
}

QList<int> RecommendPage::compactHiddenColumns(bool narrow)
{
    QList<int> columns{RecommendationModel::NodesColumn, RecommendationModel::WeightsColumn,
                       RecommendationModel::GradientsColumn, RecommendationModel::OptimizerColumn,
                       RecommendationModel::ActivationsColumn, RecommendationModel::OverheadColumn,
                       // the fixes row below the ranking lists them, with Apply
                       RecommendationModel::FixColumn};
    // The GPU count says whether it runs on one; the chart shows the usable memory; the headline and the Cost
    // cell's tooltip give the price.
    if (narrow)
        columns << RecommendationModel::FitsColumn << RecommendationModel::CapacityColumn
                << RecommendationModel::PriceColumn << RecommendationModel::PerMillionColumn;
    return columns;
}

void RecommendPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setCompact(width() < kCompactWidth, width() < kNarrowWidth);
}

bool RecommendPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_summary && event->type() == QEvent::Resize && m_compact && !m_more->isChecked())
        showSummary(); // elided to the new width
    return QWidget::eventFilter(watched, event);
}

void RecommendPage::setCompact(bool compact, bool narrow)
{
    if (compact == m_compact && narrow == m_narrow)
        return;
    m_compact = compact;
    m_narrow = narrow;
    const QList<int> hidden = compactHiddenColumns(narrow);
    for (int column : compactHiddenColumns(true))
        m_table->setColumnHidden(column, compact && hidden.contains(column));
    if (m_results->rowCount() > 0)
        m_table->resizeColumnToContents(RecommendationModel::GpuColumn);
    fitNarrowColumns();
    m_more->setVisible(compact);
    showSummary();
    // The inputs keep what they need to show their fields; the ranking gets the rest.
    const int total = m_split->width();
    const int form = m_split->widget(0)->minimumWidth();
    if (narrow && total > form)
        m_split->setSizes({form, total - form});
}

void RecommendPage::fitNarrowColumns()
{
    if (!m_narrow)
        return;
    m_table->setColumnWidth(RecommendationModel::GpuColumn,
                            std::min(m_table->columnWidth(RecommendationModel::GpuColumn),
                                     18 * m_table->fontMetrics().averageCharWidth()));
}

void RecommendPage::showSummary()
{
    // Compact and not expanded: one line of the first sentence (what the job is, how many GPUs run it); the
    // whole summary is in the tooltip and behind "More".
    const bool collapsed = m_compact && !m_more->isChecked();
    m_summary->setWordWrap(!collapsed);
    // Ignored: the elided line follows the label's width instead of holding the page wide.
    m_summary->setSizePolicy(collapsed ? QSizePolicy::Ignored : QSizePolicy::Preferred,
                             QSizePolicy::Preferred);
    const QString text =
        collapsed ? m_summary->fontMetrics().elidedText(m_summaryFirst, Qt::ElideRight,
                                                        std::max(0, m_summary->contentsRect().width()))
                  : m_summaryText;
    if (text != m_summary->text())
        m_summary->setText(text);
    m_summary->setToolTip(collapsed ? m_summaryText : QString());
}

void RecommendPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void RecommendPage::scheduleRecompute()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_debounce->start();
}

void RecommendPage::recompute()
{
    m_debounce->stop();
    m_stale = false;
    Job j = job();
    j.constraints.maxPriceAgeMonths = m_model->maxPriceAge();
    j.constraints.today = m_model->today();
    const QLocale locale;
    const Recommend::Recommendation rec =
        Recommend::rank(j.workload, m_model->dataset().gpus, j.constraints, locale);
    const QStringList selected = selectedIds();
    m_results->setRecommendation(rec, locale);
    // The chart is rebuilt when its tab is seen. The columns fit what this answer holds (a range, a mark, a
    // GPU count "4 (needs 1)" is wider than the last answer's), once per recompute, which the debounce
    // spaces.
    m_chartStale = true;
    if (m_details->currentWidget() == m_chart)
        updateChart();
    if (m_results->rowCount() > 0) {
        m_table->resizeColumnsToContents();
        m_table->setColumnWidth(RecommendationModel::WhyColumn,
                                std::min(m_table->columnWidth(RecommendationModel::WhyColumn), 900));
        fitNarrowColumns();
    }
    // Keep the rows the user picked selected across a re-rank.
    for (int row = 0; !selected.isEmpty() && row < m_sorted->rowCount(); ++row) {
        const QModelIndex index = m_sorted->index(row, 0);
        if (selected.contains(index.data(RecommendationModel::GpuIdRole).toString()))
            m_table->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }

    int running = 0;
    for (const Recommend::Entry &e : rec.results)
        running += e.estimate.runs() ? 1 : 0;
    const QString first = tr("%1. Runs on %2 of %3 GPU types; %4 excluded by the constraints.")
                              .arg(Estimate::describe(j.workload, QLocale()))
                              .arg(running)
                              .arg(rec.results.size())
                              .arg(rec.excluded.size());
    const QString summary = first + QLatin1Char(' ') + Recommend::bandSentence(j.workload, QLocale()) +
                            QLatin1Char(' ') + Recommend::pricesSentence(rec);
    if (summary != m_summaryText || first != m_summaryFirst) {
        m_summaryText = summary;
        m_summaryFirst = first;
        showSummary();
    }
    const QString headline = rec.headline.lines().join(QLatin1Char('\n'));
    if (headline != m_headline->text())
        m_headline->setText(headline);
    // The excluded GPUs' list is rich text to lay out: made when its tab is seen; the count is on the tab.
    m_excludedStale = true;
    if (m_details->currentWidget() == m_excluded)
        updateExcluded();
    const QString tabText = m_details->tabText(1).section(QLatin1Char(' '), 0, 0) +
                            QStringLiteral(" (%1)").arg(rec.excluded.size());
    if (tabText != m_details->tabText(1))
        m_details->setTabText(1, tabText);
    m_formulaStale = true; // a page of text to lay out: done when its tab is seen
    if (m_details->currentWidget() == m_formula)
        updateFormula();
    m_breakEvenStale = true;
    if (m_details->currentWidget() == m_breakEven)
        updateBreakEven();
    m_showOnly->setEnabled(!rec.fittingIds().isEmpty());
    m_export->setEnabled(!rec.results.empty());
    updateFixes();
    updateStale();
}

void RecommendPage::updateFixes()
{
    // The fixes of the first selected GPU, else of the first-ranked.
    const Recommend::Recommendation &rec = m_results->recommendation();
    const QString id = selectedIds().value(0);
    const Recommend::Entry *entry = nullptr;
    for (const Recommend::Entry &e : rec.results) {
        if (!entry || e.estimate.gpu->id == id)
            entry = &e;
        if (e.estimate.gpu->id == id)
            break;
    }
    const QLocale locale;
    const bool hadFocus = m_applyFix->hasFocus();
    m_fixes->clear();
    m_shownFixes.clear();
    if (!entry) {
        m_fixesLabel->setText(m_fixesWord + QLatin1Char(':'));
        m_fixes->addItem(tr("none: no GPU is ranked"));
    } else {
        const Estimate::Result &r = entry->estimate;
        QString name = r.gpu->name;
        m_fixesLabel->setText(
            tr("%1 for the %2:").arg(m_fixesWord, name.replace(QLatin1Char('&'), QStringLiteral("&&"))));
        m_shownFixes = r.fixes;
        for (const Estimate::Fix &fix : r.fixes) {
            const QString text = RecommendationModel::fixText(fix, locale);
            m_fixes->addItem(text);
            m_fixes->setItemData(m_fixes->count() - 1,
                                 text + QLatin1Char('\n') +
                                     tr("%1.\nOn the command line: %2").arg(fix.label, fix.args),
                                 Qt::ToolTipRole);
        }
        if (r.fixes.empty())
            m_fixes->addItem(r.runs() && r.gpusUsed == 1
                                 ? tr("none needed: it fits on one GPU with %1% headroom")
                                       .arg(locale.toString(int(std::floor(r.headroom * 100))))
                                 : tr("none: no single change of the form brings it to fewer GPUs"));
    }
    m_fixes->setEnabled(!m_shownFixes.empty());
    m_applyFix->setEnabled(!m_shownFixes.empty());
    m_fixes->setToolTip(m_fixes->currentData(Qt::ToolTipRole).toString());
    if (hadFocus && !m_applyFix->isEnabled())
        (m_undoFix->isEnabled() ? m_undoFix : static_cast<QWidget *>(m_table))
            ->setFocus(Qt::OtherFocusReason);
}

void RecommendPage::keepingDetailsHeight(const std::function<void()> &change)
{
    // The lines a change above the ranking takes or gives back come from the ranking, not the details below
    // it: a shorter Memory tab elides the labels of its chart to "...".
    const int details = m_vertical->sizes().value(1);
    change();
    m_vertical->parentWidget()->layout()->activate(); // the new heights above the ranking, now
    m_vertical->setSizes({std::max(0, m_vertical->height() - m_vertical->handleWidth() - details), details});
}

void RecommendPage::updateStale()
{
    // While an input holds an error the job keeps its last valid value: the ranking is of that job.
    QStringList fields;
    for (const QString &key : m_form->errorKeys()) {
        if (const JobFields::Field *field = JobFields::find(key))
            fields << QCoreApplication::translate("JobField", field->label);
    }
    const bool stale = !fields.isEmpty();
    if (stale)
        m_staleNote->setText(
            tr("Showing results for the last valid job: fix %1.").arg(fields.join(QStringLiteral(", "))));
    m_staleNote->setStyleSheet(JobForm::errorStyle());
    if (m_staleNote->isVisibleTo(this) != stale)
        keepingDetailsHeight([this, stale] { m_staleNote->setVisible(stale); });
    if (stale == m_table->property("stale").toBool())
        return;
    m_table->setProperty("stale", stale);
    // Greyed: the text of the ranking, its headline and summary in the palette's disabled colour.
    for (QWidget *w : std::initializer_list<QWidget *>{m_table, m_headline, m_summary}) {
        if (!stale) {
            w->setPalette(QPalette());
            continue;
        }
        QPalette greyed = w->palette();
        for (const QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText}) {
            const QColor grey = greyed.color(QPalette::Disabled, role);
            greyed.setColor(QPalette::Active, role, grey);
            greyed.setColor(QPalette::Inactive, role, grey);
        }
        w->setPalette(greyed);
    }
}

void RecommendPage::changeFields(const std::vector<Estimate::Change> &changes)
{
    Job j = job();
    QString error;
    if (!JobFields::apply(j, changes, &error)) {
        Q_EMIT statusMessage(tr("Could not change the form: %1").arg(error));
        return;
    }
    setJob(j);
    recompute();
}

void RecommendPage::applyFix()
{
    const int index = m_fixes->currentIndex();
    if (index < 0 || size_t(index) >= m_shownFixes.size())
        return;
    const Estimate::Fix fix = m_shownFixes[size_t(index)];
    std::vector<Estimate::Change> previous;
    for (const Estimate::Change &change : fix.changes) {
        const JobFields::Field *field = JobFields::find(change.key);
        if (field)
            previous.push_back({change.key, field->get(job())});
    }
    m_undo.push_back(previous);
    if (m_undo.size() > 20) // a few steps back are enough
        m_undo.erase(m_undo.begin());
    m_undoFix->setEnabled(true);
    changeFields(fix.changes);
    Q_EMIT statusMessage(
        tr("Applied: %1 (Ctrl+Z undoes it)").arg(JobFields::changesText(fix.changes, QLocale())));
}

void RecommendPage::undoFix()
{
    if (m_undo.empty())
        return;
    const std::vector<Estimate::Change> previous = m_undo.back();
    m_undo.pop_back();
    m_undoFix->setEnabled(!m_undo.empty());
    changeFields(previous);
    Q_EMIT statusMessage(tr("Undone: %1").arg(JobFields::changesText(previous, QLocale())));
}

QStringList RecommendPage::selectedIds() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows << m_sorted->mapToSource(index).row();
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    for (int row : rows)
        ids << m_results->index(row, 0).data(RecommendationModel::GpuIdRole).toString();
    return ids;
}

void RecommendPage::updateSelectionButtons()
{
    m_compare->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty());
}

void RecommendPage::openWizard()
{
    delete m_wizard;
    m_wizard = new RecommendWizard(job(), this);
    connect(m_wizard, &RecommendWizard::jobChosen, this, [this](const Job &chosen) {
        setJob(chosen);
        recompute();
    });
    m_wizard->open();
}

bool RecommendPage::exportReport(const QString &path, QString *error) const
{
    const RecommendationReport::Sources sources{m_inputFiles ? m_inputFiles() : InputFiles(),
                                                &m_model->dataset().gpus};
    return RecommendationReport::write(job(), m_results->recommendation(), path, error, QLocale(), sources);
}

void RecommendPage::exportReportInteractive()
{
    ExportChooser exports(m_settings, QStandardPaths::DocumentsLocation);
    const ExportChooser::Saved saved = exports.save(
        m_chooseFile, tr("Export Recommendation Report"), QStringLiteral("recommendation"),
        ExportChooser::fileTypes(RecommendationReport::formats()), ExportFormats::suffix(ExportFormat::Pdf),
        [this](const ExportChooser::Choice &choice, QString *error) {
            return exportReport(choice.path, error);
        });
    if (!saved.cancelled())
        Q_EMIT statusMessage(saved.written() ? saved.message()
                                             : tr("Could not save the report: %1").arg(saved.error));
}

namespace {

// The first local file with a training config's suffix among dropped URLs.
QString droppedConfig(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        const QString suffix = QFileInfo(url.toLocalFile()).suffix().toLower();
        if (url.isLocalFile() && (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml") ||
                                  suffix == QLatin1String("json")))
            return url.toLocalFile();
    }
    return {};
}

} // namespace

void RecommendPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedConfig(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void RecommendPage::dropEvent(QDropEvent *event)
{
    const QString path = droppedConfig(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    Q_EMIT configDropped(path);
}
