#include "ui/comparepage.h"

#include "app/core/chartchoices.h"
#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "app/core/parse.h"
#include "app/core/settings.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/comparisonreport.h"
#include "ui/charts/figureview.h"
#include "ui/charts/figurewriter.h"
#include "ui/checklistmenu.h"
#include "ui/thememanager.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

/// The item role that holds a choice's word (the settings' and the command line's spelling).
constexpr int kWordRole = Qt::UserRole + 1;
/// The property that names a box's ChartChoices::Option.
constexpr char kOptionProperty[] = "chartChoice";

QString choiceText(const ChartChoices::Choice &choice)
{
    if (!choice.label)
        return choice.word;
    const QString text = QCoreApplication::translate(choice.context, choice.label);
    return text.contains(QLatin1String("%1")) ? text.arg(choice.word) : text;
}

QString metricsSummary(const QStringList &keys)
{
    QStringList labels;
    for (const QString &key : keys) {
        if (const Metric *metric = Metrics::find(key))
            labels.append(metric->label());
    }
    return labels.join(QStringLiteral(", "));
}

} // namespace

ComparePage::ComparePage(GpuTableModel *model, ComparisonSelection *selection, Settings *settings,
                         QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_selection(selection)
    , m_settings(settings)
    , m_exports(settings, QStandardPaths::PicturesLocation)
{
    setObjectName(QStringLiteral("comparePage"));
    m_radarMetrics = m_settings->stringList(Settings::RadarMetrics);
    m_barMetrics = m_settings->stringList(Settings::BarMetrics);
    m_chooseFile = [this](const QString &caption, const QString &suggested, const QString &filters,
                          QString *selectedFilter) {
        // QFileDialog asks before replacing an existing file.
        return QFileDialog::getSaveFileName(this, caption, suggested, filters, selectedFilter);
    };
    buildControls();
    connect(m_selection, &ComparisonSelection::changed, this, &ComparePage::refresh);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ComparePage::refresh);
    connect(ThemeManager::instance(), &ThemeManager::themeChanged, this, &ComparePage::refresh);
    updateControls();
    refresh();
}

QComboBox *ComparePage::addChoiceBox(ChartChoices::Option option, const char *name,
                                     const std::function<QVariant(const QString &)> &dataOf)
{
    const ChartChoices::OptionSpec &spec = ChartChoices::spec(option);
    auto *combo = new QComboBox(this);
    combo->setObjectName(QLatin1String(name));
    combo->setProperty(kOptionProperty, int(option));
    for (const ChartChoices::Choice &choice : spec.choices) {
        if (choice.commandLineOnly)
            continue;
        combo->addItem(choiceText(choice), dataOf ? dataOf(choice.word) : QVariant(choice.word));
        combo->setItemData(combo->count() - 1, choice.word, kWordRole);
    }
    combo->setCurrentIndex(std::max(0, combo->findData(m_settings->string(spec.key), kWordRole)));
    return combo;
}

void ComparePage::buildControls()
{
    using ChartChoices::Option;
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    layout->addLayout(bar);

    auto *kindLabel = new QLabel(tr("Char&t:"), this);
    m_kind = addChoiceBox(Option::Chart, "chartKind",
                          [](const QString &word) { return int(*Words::parse<ChartKind>(word)); });
    kindLabel->setBuddy(m_kind);
    m_metricsButton = new QToolButton(this);
    m_metricsButton->setObjectName(QStringLiteral("metricsButton"));
    m_metricsButton->setPopupMode(QToolButton::InstantPopup);
    m_metricsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_metricsMenu = new ChecklistMenu(m_metricsButton);
    m_metricsButton->setMenu(m_metricsMenu);

    m_performanceLabel = new QLabel(tr("&Performance:"), this);
    m_performance = new QComboBox(this);
    m_performance->setObjectName(QStringLiteral("performanceMetric"));
    for (const Metric &metric : Metrics::all()) {
        if (metric.isNumeric() && metric.higherIsBetter && metric.key.contains(QLatin1String("tflops")))
            m_performance->addItem(metric.labelWithUnit(), metric.key);
    }
    m_performance->setCurrentIndex(
        std::max(0, m_performance->findData(m_settings->string(Settings::ScatterMetric))));
    m_performanceLabel->setBuddy(m_performance);
    m_priceLabel = new QLabel(tr("Pr&ice:"), this);
    m_price = addChoiceBox(Option::Price, "priceKind");
    m_priceLabel->setBuddy(m_price);

    m_normalisationLabel = new QLabel(tr("100% &is:"), this);
    m_normalisation = addChoiceBox(Option::Normalise, "normalisation");
    m_normalisation->setToolTip(tr("What a full radar axis means: the best of the compared GPUs, or the best "
                                   "GPU in the whole dataset"));
    m_normalisationLabel->setBuddy(m_normalisation);
    m_log = new QCheckBox(tr("&Log scale"), this);
    m_log->setObjectName(QStringLiteral("logScale"));
    m_log->setToolTip(tr("For metrics that span orders of magnitude: each ring is a constant factor"));
    m_log->setChecked(m_settings->flag(Settings::ChartLogScale));
    for (QWidget *widget : std::initializer_list<QWidget *>{
             kindLabel, m_kind, m_metricsButton, m_performanceLabel, m_performance, m_priceLabel, m_price,
             m_normalisationLabel, m_normalisation, m_log})
        bar->addWidget(widget);
    bar->addStretch(1);

    m_view = new FigureView(this);
    m_view->setObjectName(QStringLiteral("figureView"));
    layout->addWidget(m_view, 1);

    auto *sizeLabel = new QLabel(tr("Export si&ze:"), this);
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("exportSize"));
    m_size->setEditable(true);
    for (const ChartChoices::Choice &size : ChartChoices::spec(Option::Size).choices)
        m_size->addItem(size.word);
    m_size->setCurrentText(m_settings->string(Settings::ExportSize));
    m_size->setToolTip(tr("Logical size of exported charts (width x height)"));
    sizeLabel->setBuddy(m_size);
    m_scale = addChoiceBox(Option::Scale, "exportScale", [](const QString &word) { return word.toDouble(); });
    m_scale->setToolTip(
        tr("PNG pixels per logical pixel: 2x gives a sharp image on high-density screens and in print"));
    m_exportButton = new QPushButton(tr("E&xport Chart…"), this);
    m_exportButton->setObjectName(QStringLiteral("exportChart"));
    m_exportButton->setToolTip(tr("Save the chart as PNG, SVG or PDF"));
    m_copyButton = new QPushButton(tr("C&opy Image"), this);
    m_copyButton->setObjectName(QStringLiteral("copyImage"));
    m_reportButton = new QPushButton(tr("Report (P&DF)…"), this);
    m_reportButton->setObjectName(QStringLiteral("exportReport"));
    m_reportButton->setToolTip(
        tr("One page: the table, radar and bar charts, sources and notes on estimates"));
    auto *exportBar = new QHBoxLayout;
    layout->addLayout(exportBar);
    exportBar->addStretch(1);
    for (QWidget *widget : std::initializer_list<QWidget *>{sizeLabel, m_size, m_scale, m_exportButton,
                                                            m_copyButton, m_reportButton})
        exportBar->addWidget(widget);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        updateControls();
        choicesChanged();
    });
    for (QComboBox *combo : {m_performance, m_price, m_normalisation})
        connect(combo, &QComboBox::currentIndexChanged, this, &ComparePage::choicesChanged);
    connect(m_log, &QCheckBox::toggled, this, &ComparePage::choicesChanged);
    connect(m_exportButton, &QPushButton::clicked, this, &ComparePage::exportChartInteractive);
    connect(m_copyButton, &QPushButton::clicked, this, &ComparePage::copyImage);
    connect(m_reportButton, &QPushButton::clicked, this, &ComparePage::exportReportInteractive);
}

ChartKind ComparePage::chartKind() const
{
    return ChartKind(m_kind->currentData().toInt());
}

void ComparePage::setChartKind(ChartKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

void ComparePage::rebuildMetricMenu()
{
    m_metricsMenu->clear();
    const bool radar = chartKind() == ChartKind::Radar;
    QStringList &chosen = radar ? m_radarMetrics : m_barMetrics;
    for (const Metric &metric : Metrics::all()) {
        if (!metric.isNumeric())
            continue;
        QAction *action = m_metricsMenu->addAction(metric.labelWithUnit());
        action->setCheckable(true);
        action->setChecked(chosen.contains(metric.key));
        action->setData(metric.key);
        connect(action, &QAction::toggled, this, [this, key = metric.key](bool on) {
            QStringList &list = chartKind() == ChartKind::Radar ? m_radarMetrics : m_barMetrics;
            if (on && !list.contains(key))
                list.append(key);
            else if (!on)
                list.removeAll(key);
            updateControls();
            choicesChanged();
        });
    }
    m_metricsMenu->addSeparator();
    m_metricsMenu->addAction(tr("Reset to Defaults"), this, [this] {
        (chartKind() == ChartKind::Radar ? m_radarMetrics : m_barMetrics) =
            ChartBuilder::defaultMetricKeys(chartKind());
        rebuildMetricMenu();
        updateControls();
        choicesChanged();
    });
}

void ComparePage::updateControls()
{
    const ChartKind kind = chartKind();
    const bool scatter = kind == ChartKind::Scatter;
    m_metricsButton->setVisible(!scatter);
    m_performanceLabel->setVisible(scatter);
    m_performance->setVisible(scatter);
    m_priceLabel->setVisible(scatter);
    m_price->setVisible(scatter);
    m_normalisationLabel->setVisible(kind == ChartKind::Radar);
    m_normalisation->setVisible(kind == ChartKind::Radar);
    m_log->setVisible(kind == ChartKind::Radar);
    if (!scatter) {
        const QStringList &chosen = kind == ChartKind::Radar ? m_radarMetrics : m_barMetrics;
        m_metricsButton->setText(tr("&Metrics (%1)").arg(chosen.size()));
        m_metricsButton->setToolTip(metricsSummary(chosen));
        if (m_metricsMenu->isEmpty() || m_metricsMenu->property("kind").toInt() != int(kind)) {
            rebuildMetricMenu();
            m_metricsMenu->setProperty("kind", int(kind));
        }
    }
}

ChartRequest ComparePage::request() const
{
    ChartRequest request = ChartRequest::forIds(m_model->dataset(), m_selection->ids(), nullptr);
    request.kind = chartKind();
    request.style = ThemeManager::instance()->figureStyle();
    QStringList keys;
    switch (request.kind) {
    case ChartKind::Radar:
        keys = m_radarMetrics;
        break;
    case ChartKind::Bar:
        keys = m_barMetrics;
        break;
    case ChartKind::Scatter:
        keys = {m_performance->currentData().toString()};
        break;
    }
    request.metrics = Metrics::resolve(keys, nullptr);
    ChartData::parseNormalisation(m_normalisation->currentData().toString(), &request.scale.normalisation);
    request.scale.logScale = m_log->isChecked();
    ChartData::parsePriceKind(m_price->currentData().toString(), &request.price);
    return request;
}

void ComparePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void ComparePage::refresh()
{
    // Charts are built for the page the user looks at; a hidden page catches up when shown.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const ChartRequest current = request();
    m_view->setFigure(ChartBuilder::build(current));
    const bool drawable = !current.gpus.empty() && ChartBuilder::problem(current).isEmpty();
    m_exportButton->setEnabled(drawable);
    m_copyButton->setEnabled(drawable);
    m_reportButton->setEnabled(!current.gpus.empty());
}

void ComparePage::choicesChanged()
{
    saveChoices();
    refresh();
}

void ComparePage::saveChoices()
{
    for (const QComboBox *combo : {m_kind, m_price, m_normalisation}) {
        const auto option = ChartChoices::Option(combo->property(kOptionProperty).toInt());
        m_settings->setValue(ChartChoices::spec(option).key, combo->currentData(kWordRole));
    }
    m_settings->setValue(Settings::RadarMetrics, m_radarMetrics);
    m_settings->setValue(Settings::BarMetrics, m_barMetrics);
    m_settings->setValue(Settings::ScatterMetric, m_performance->currentData());
    m_settings->setValue(Settings::ChartLogScale, m_log->isChecked());
}

QSize ComparePage::exportSize() const
{
    QString error;
    if (const std::optional<QSize> size = Parse::size(m_size->currentText().trimmed(), &error))
        return *size;
    return *Parse::size(ChartChoices::spec(ChartChoices::Option::Size).defaultValue.toString(), &error);
}

qreal ComparePage::exportScale() const
{
    return m_scale->currentData().toReal();
}

void ComparePage::rememberExport(const QString &path, const QString &format)
{
    m_exports.remember(path);
    if (!format.isEmpty())
        m_settings->setValue(Settings::ExportImageFormat, format);
    m_settings->setValue(Settings::ExportSize,
                         QStringLiteral("%1x%2").arg(exportSize().width()).arg(exportSize().height()));
    m_settings->setValue(Settings::ExportScale, exportScale());
}

bool ComparePage::exportChart(const QString &path, QString *error)
{
    ExportFormat format;
    if (!ExportFormats::fromPath(path, FigureWriter::formats(), &format)) {
        *error = tr("%1: use a .png, .svg or .pdf file name").arg(QDir::toNativeSeparators(path));
        return false;
    }
    // A chart of its own for the file: the one on screen belongs to its view and may be mid-resize.
    ChartFigure figure = ChartBuilder::build(request());
    const QString title = tr("GPU comparison: %1").arg(m_kind->currentText());
    if (!ChartRenderer::write(figure, path, format, exportSize(), exportScale(), title, error))
        return false;
    rememberExport(path, ExportFormats::suffix(format));
    return true;
}

bool ComparePage::exportReport(const QString &path, QString *error)
{
    const ChartRequest current = request();
    ComparisonReport::Content content;
    content.dataset = &m_model->dataset();
    content.gpus = current.gpus;
    content.radarMetrics = Metrics::resolve(m_radarMetrics, nullptr);
    content.barMetrics = Metrics::resolve(m_barMetrics, nullptr);
    content.scale = current.scale;
    content.date = QDate::currentDate();
    if (!ComparisonReport::write(content, path, error))
        return false;
    rememberExport(path, QString());
    return true;
}

void ComparePage::exportChartInteractive()
{
    saveInteractive(tr("Export Chart"), QStringLiteral("gpu-") + ChartBuilder::kindName(chartKind()),
                    ExportChooser::fileTypes(FigureWriter::formats()),
                    m_settings->string(Settings::ExportImageFormat), &ComparePage::exportChart,
                    tr("The chart was not saved.\n%1"));
}

void ComparePage::exportReportInteractive()
{
    saveInteractive(tr("Export Comparison Report"), QStringLiteral("gpu-comparison"),
                    ExportChooser::fileTypes({ExportFormat::Pdf}), ExportFormats::suffix(ExportFormat::Pdf),
                    &ComparePage::exportReport, tr("The report was not saved.\n%1"));
}

void ComparePage::saveInteractive(const QString &caption, const QString &name,
                                  const QList<ExportChooser::FileType> &types, const QString &format,
                                  bool (ComparePage::*write)(const QString &, QString *),
                                  const QString &failure)
{
    const ExportChooser::Saved saved =
        m_exports.save(m_chooseFile, caption, name, types, format,
                       [this, write](const ExportChooser::Choice &choice, QString *error) {
                           return (this->*write)(choice.path, error);
                       });
    if (saved.cancelled())
        return;
    if (!saved.written()) {
        QMessageBox::warning(this, tr("Export failed"), failure.arg(saved.error));
        return;
    }
    Q_EMIT statusMessage(saved.message());
}

void ComparePage::copyImage()
{
    ChartFigure figure = ChartBuilder::build(request());
    auto *mime = new QMimeData;
    mime->setImageData(ChartRenderer::image(figure, exportSize(), exportScale()));
    QApplication::clipboard()->setMimeData(mime);
    Q_EMIT statusMessage(tr("Chart copied to the clipboard"));
}
