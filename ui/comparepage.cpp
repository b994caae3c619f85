#include "ui/comparepage.h"

#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "app/core/parse.h"
#include "app/core/settings.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/comparisonreport.h"
#include "ui/charts/figureview.h"
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

const char *const kSizes[] = {"1600x900", "1920x1080", "1280x720", "1200x800", "800x600"};
const qreal kScales[] = {1, 2, 3};

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

void ComparePage::buildControls()
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    layout->addLayout(bar);

    auto *kindLabel = new QLabel(tr("Char&t:"), this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_kind->addItem(tr("Radar"), int(ChartKind::Radar));
    m_kind->addItem(tr("Bars"), int(ChartKind::Bar));
    m_kind->addItem(tr("Price vs performance"), int(ChartKind::Scatter));
    kindLabel->setBuddy(m_kind);
    ChartKind kind = ChartKind::Radar;
    ChartBuilder::parseKind(m_settings->string(Settings::CompareChartKind), &kind);
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
    bar->addWidget(kindLabel);
    bar->addWidget(m_kind);

    m_metricsButton = new QToolButton(this);
    m_metricsButton->setObjectName(QStringLiteral("metricsButton"));
    m_metricsButton->setPopupMode(QToolButton::InstantPopup);
    m_metricsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_metricsMenu = new ChecklistMenu(m_metricsButton);
    m_metricsButton->setMenu(m_metricsMenu);
    bar->addWidget(m_metricsButton);

    m_performanceLabel = new QLabel(tr("&Performance:"), this);
    m_performance = new QComboBox(this);
    m_performance->setObjectName(QStringLiteral("performanceMetric"));
    m_price = new QComboBox(this);
    m_price->setObjectName(QStringLiteral("priceKind"));
    m_priceLabel = new QLabel(tr("Pr&ice:"), this);
    for (const Metric &metric : Metrics::all()) {
        if (metric.isNumeric() && metric.higherIsBetter && metric.key.contains(QLatin1String("tflops")))
            m_performance->addItem(metric.labelWithUnit(), metric.key);
    }
    m_performance->setCurrentIndex(
        std::max(0, m_performance->findData(m_settings->string(Settings::ScatterMetric))));
    m_performanceLabel->setBuddy(m_performance);
    m_price->addItem(tr("Cloud $/hour"), ChartData::priceKindName(ChartData::PriceKind::Cloud));
    m_price->addItem(tr("Purchase price"), ChartData::priceKindName(ChartData::PriceKind::Purchase));
    m_price->setCurrentIndex(std::max(0, m_price->findData(m_settings->string(Settings::ScatterPrice))));
    m_priceLabel->setBuddy(m_price);
    bar->addWidget(m_performanceLabel);
    bar->addWidget(m_performance);
    bar->addWidget(m_priceLabel);
    bar->addWidget(m_price);

    m_normalisationLabel = new QLabel(tr("100% &is:"), this);
    m_normalisation = new QComboBox(this);
    m_normalisation->setObjectName(QStringLiteral("normalisation"));
    m_normalisation->addItem(tr("best selected GPU"),
                             ChartData::normalisationName(ChartData::Normalisation::Selection));
    m_normalisation->addItem(tr("best in dataset"),
                             ChartData::normalisationName(ChartData::Normalisation::Dataset));
    m_normalisation->setToolTip(tr("What a full radar axis means: the best of the compared GPUs, or the best "
                                   "GPU in the whole dataset"));
    m_normalisation->setCurrentIndex(
        std::max(0, m_normalisation->findData(m_settings->string(Settings::ChartNormalisation))));
    m_normalisationLabel->setBuddy(m_normalisation);
    m_log = new QCheckBox(tr("&Log scale"), this);
    m_log->setObjectName(QStringLiteral("logScale"));
    m_log->setToolTip(tr("For metrics that span orders of magnitude: each ring is a constant factor"));
    m_log->setChecked(m_settings->flag(Settings::ChartLogScale));
    bar->addWidget(m_normalisationLabel);
    bar->addWidget(m_normalisation);
    bar->addWidget(m_log);
    bar->addStretch(1);

    m_view = new FigureView(this);
    m_view->setObjectName(QStringLiteral("figureView"));
    layout->addWidget(m_view, 1);

    auto *exportBar = new QHBoxLayout;
    layout->addLayout(exportBar);
    auto *sizeLabel = new QLabel(tr("Export si&ze:"), this);
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("exportSize"));
    m_size->setEditable(true);
    for (const char *size : kSizes)
        m_size->addItem(QLatin1String(size));
    m_size->setCurrentText(m_settings->string(Settings::ExportSize));
    m_size->setToolTip(tr("Logical size of exported charts (width x height)"));
    sizeLabel->setBuddy(m_size);
    m_scale = new QComboBox(this);
    m_scale->setObjectName(QStringLiteral("exportScale"));
    for (const qreal scale : kScales)
        m_scale->addItem(tr("%1x").arg(scale), scale);
    m_scale->setCurrentIndex(std::max(0, m_scale->findData(m_settings->real(Settings::ExportScale))));
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
    exportBar->addStretch(1);
    exportBar->addWidget(sizeLabel);
    exportBar->addWidget(m_size);
    exportBar->addWidget(m_scale);
    exportBar->addWidget(m_exportButton);
    exportBar->addWidget(m_copyButton);
    exportBar->addWidget(m_reportButton);

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
    request.dark = ThemeManager::instance()->isDark();
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
    m_settings->setValue(Settings::CompareChartKind, ChartBuilder::kindName(chartKind()));
    m_settings->setValue(Settings::RadarMetrics, m_radarMetrics);
    m_settings->setValue(Settings::BarMetrics, m_barMetrics);
    m_settings->setValue(Settings::ScatterMetric, m_performance->currentData());
    m_settings->setValue(Settings::ScatterPrice, m_price->currentData());
    m_settings->setValue(Settings::ChartNormalisation, m_normalisation->currentData());
    m_settings->setValue(Settings::ChartLogScale, m_log->isChecked());
}

QSize ComparePage::exportSize() const
{
    QString error;
    return Parse::size(m_size->currentText().trimmed(), &error).value_or(QSize(1600, 900));
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
    ChartRenderer::Format format;
    if (!ChartRenderer::formatForPath(path, &format)) {
        *error = tr("%1: use a .png, .svg or .pdf file name").arg(QDir::toNativeSeparators(path));
        return false;
    }
    // A chart of its own for the file: the one on screen belongs to its view and may be mid-resize.
    ChartFigure figure = ChartBuilder::build(request());
    const QString title = tr("GPU comparison: %1").arg(m_kind->currentText());
    if (!ChartRenderer::write(figure, path, format, exportSize(), exportScale(), title, error))
        return false;
    rememberExport(path, ChartRenderer::formatName(format));
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
    const QList<ExportChooser::FileType> types = {{tr("PNG image (*.png)"), QStringLiteral("png")},
                                                  {tr("SVG vector image (*.svg)"), QStringLiteral("svg")},
                                                  {tr("PDF document (*.pdf)"), QStringLiteral("pdf")}};
    const QString path = m_exports
                             .choose(m_chooseFile, tr("Export Chart"),
                                     QStringLiteral("gpu-") + ChartBuilder::kindName(chartKind()), types,
                                     m_settings->string(Settings::ExportImageFormat))
                             .path;
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), tr("The chart was not saved.\n%1").arg(error));
        return;
    }
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void ComparePage::exportReportInteractive()
{
    const QString path =
        m_exports
            .choose(m_chooseFile, tr("Export Comparison Report"), QStringLiteral("gpu-comparison"),
                    {{tr("PDF document (*.pdf)"), QStringLiteral("pdf")}}, QStringLiteral("pdf"))
            .path;
    if (path.isEmpty())
        return;
    QString error;
    if (!exportReport(path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), tr("The report was not saved.\n%1").arg(error));
        return;
    }
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void ComparePage::copyImage()
{
    ChartFigure figure = ChartBuilder::build(request());
    auto *mime = new QMimeData;
    mime->setImageData(ChartRenderer::image(figure, exportSize(), exportScale()));
    QApplication::clipboard()->setMimeData(mime);
    Q_EMIT statusMessage(tr("Chart copied to the clipboard"));
}
