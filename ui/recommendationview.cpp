#include "recommendationview.h"

#include "atomicfile.h"
#include "charts/memorybreakdownchart.h"

#include <QBuffer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Recommend;

namespace {

enum Column
{
    RankColumn,
    GpuColumn,
    FitsColumn,
    GpusColumn,
    MemoryColumn,
    SpeedColumn,
    TimeColumn,
    CostColumn,
    WhyColumn
};

QTableWidgetItem *item(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *i = new QTableWidgetItem(text);
    i->setTextAlignment(alignment);
    i->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return i;
}

} // namespace

RecommendationView::RecommendationView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_chart(new MemoryBreakdownChart(this))
    , m_formula(new QTextBrowser(this))
    , m_exportPng(new QPushButton(tr("Export P&NG…"), this))
    , m_exportPdf(new QPushButton(tr("Export P&DF…"), this))
    , m_exportCsv(new QPushButton(tr("Export C&SV…"), this))
    , m_showOnly(new QPushButton(tr("Show &only GPUs that fit"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("recommendationView"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table->setObjectName(QStringLiteral("recommendationTable"));
    m_table->setAccessibleName(tr("Ranked GPUs"));
    m_table->setColumnCount(WhyColumn + 1);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("GPU"), tr("Fits on one"), tr("GPUs"), tr("Memory / GPU"),
                                        tr("Tokens/s"), tr("Time"), tr("Cost"), tr("Why")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table, arrows move inside it
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    m_chart->setMinimumHeight(260);
    m_formula->setObjectName(QStringLiteral("formula"));
    m_formula->setAccessibleName(tr("Formula used"));
    m_formula->setOpenExternalLinks(true);

    auto *formulaLabel = new QLabel(tr("&Formula used:"), this);
    formulaLabel->setBuddy(m_formula);

    m_exportPng->setAccessibleName(tr("Export the results as PNG"));
    m_exportPdf->setAccessibleName(tr("Export the results as PDF"));
    m_exportCsv->setAccessibleName(tr("Export the ranked table as CSV"));
    m_showOnly->setAccessibleName(tr("Show only the GPUs that fit in the spec grid"));
    for (QPushButton *b : {m_exportPng, m_exportPdf, m_exportCsv, m_showOnly}) {
        b->setAutoDefault(false); // Return in the wizard still means Finish, not Export
        b->setEnabled(false);
    }

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_showOnly);
    buttons->addStretch();
    buttons->addWidget(m_status);
    buttons->addWidget(m_exportPng);
    buttons->addWidget(m_exportPdf);
    buttons->addWidget(m_exportCsv);

    auto *lower = new QWidget(this);
    auto *lowerLayout = new QHBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    auto *formulaBox = new QVBoxLayout;
    formulaBox->addWidget(formulaLabel);
    formulaBox->addWidget(m_formula);
    lowerLayout->addWidget(m_chart, 3);
    lowerLayout->addLayout(formulaBox, 2);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    m_chooser = [this](const QString &title, const QString &filter) {
        return QFileDialog::getSaveFileName(this, title, QString(), filter);
    };
    connect(m_exportPng, &QPushButton::clicked, this,
            [this] { exportAs(tr("Export PNG"), tr("PNG image (*.png)")); });
    connect(m_exportPdf, &QPushButton::clicked, this,
            [this] { exportAs(tr("Export PDF"), tr("PDF document (*.pdf)")); });
    connect(m_exportCsv, &QPushButton::clicked, this,
            [this] { exportAs(tr("Export CSV"), tr("CSV table (*.csv)")); });
    connect(m_showOnly, &QPushButton::clicked, this, [this] {
        if (!m_recommendation)
            return;
        Q_EMIT showOnlyRequested(m_recommendation->fittingIds(),
                                 tr("GPUs that fit: %1").arg(Estimate::describe(m_recommendation->workload)));
    });
}

void RecommendationView::setRecommendation(const Recommendation &rec)
{
    m_recommendation = rec;
    m_summary->setText(Estimate::describe(rec.workload) +
                       (rec.excluded.empty() ? QString()
                                               : tr(" — %n GPU(s) excluded by the constraints", nullptr,
                                                    int(rec.excluded.size()))));
    m_table->setRowCount(int(rec.results.size()));
    const QLocale locale;
    int row = 0;
    for (const Entry &e : rec.results) {
        const Estimate::Result &r = e.estimate;
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        m_table->setItem(row, RankColumn, item(QString::number(row + 1), right));
        QTableWidgetItem *gpu = item(r.gpu->name);
        gpu->setData(Qt::UserRole, r.gpu->id);
        gpu->setToolTip(r.gpu->id);
        m_table->setItem(row, GpuColumn, gpu);
        m_table->setItem(row, FitsColumn, item(r.fits ? tr("yes") : tr("no")));
        m_table->setItem(row, GpusColumn,
                         item(r.gpusNeeded > 0 ? QString::number(r.gpusNeeded) : tr("—"), right));
        m_table->setItem(
            row, MemoryColumn,
            item(tr("%1 / %2 GiB").arg(locale.toString(r.memory.total(), 'f', 1)).arg(r.vramGib), right));
        m_table->setItem(
            row, SpeedColumn,
            item(r.tokensPerSecond > 0 ? locale.toString(r.tokensPerSecond, 'f', 0) : tr("—"), right));
        m_table->setItem(row, TimeColumn, item(r.hours ? formatHours(*r.hours, locale) : tr("—"), right));
        m_table->setItem(
            row, CostColumn,
            item(e.costUsd ? QStringLiteral("$") + locale.toString(*e.costUsd, 'f', 0) : tr("—"), right));
        QTableWidgetItem *why = item(e.why);
        why->setToolTip(e.why + (r.warnings.isEmpty()
                                     ? QString()
                                     : QLatin1Char('\n') + r.warnings.join(QLatin1Char('\n'))));
        m_table->setItem(row, WhyColumn, why);
        ++row;
    }
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(WhyColumn, std::min(m_table->columnWidth(WhyColumn), 900));
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    m_chart->setRecommendation(rec);
    m_formula->setPlainText(Estimate::formulaText(rec.workload));
    for (QPushButton *b : {m_exportPng, m_exportPdf, m_exportCsv})
        b->setEnabled(true);
    m_showOnly->setEnabled(!rec.fittingIds().isEmpty());
    m_status->clear();
}

void RecommendationView::setFileChooser(std::function<QString(const QString &, const QString &)> chooser)
{
    m_chooser = std::move(chooser);
}

void RecommendationView::exportAs(const QString &title, const QString &filter)
{
    const QString path = m_chooser(title, filter);
    if (path.isEmpty())
        return;
    QString error;
    m_status->setText(exportTo(path, &error) ? tr("Saved %1").arg(QFileInfo(path).fileName()) : error);
}

QImage RecommendationView::renderImage() const
{
    // Rendered from the widget tree at its current size, twice the pixels for a sharp print.
    const int margin = 16;
    const QSize size = this->size().expandedTo(QSize(1000, 700)) + QSize(2 * margin, 2 * margin);
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    QPainter painter(&image);
    const_cast<RecommendationView *>(this)->render(&painter, QPoint(margin, margin), QRegion(),
                                                   QWidget::DrawChildren);
    return image;
}

bool RecommendationView::exportTo(const QString &path, QString *error) const
{
    if (!m_recommendation) {
        *error = tr("Nothing to export yet");
        return false;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return AtomicFile::write(path, toCsv(*m_recommendation), error);
    if (suffix == QLatin1String("png")) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!renderImage().save(&buffer, "PNG")) {
            *error = tr("%1: could not encode the PNG").arg(path);
            return false;
        }
        return AtomicFile::write(path, bytes, error);
    }
    if (suffix == QLatin1String("pdf")) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setPageSize(QPageSize(QPageSize::A4));
            pdf.setPageOrientation(QPageLayout::Landscape);
            pdf.setResolution(150);
            pdf.setTitle(tr("GPU Scout recommendation"));
            pdf.setCreator(QStringLiteral("GPU Scout"));
            QPainter painter(&pdf);
            const QImage image = renderImage();
            const QRect page = painter.viewport();
            const QSize fitted = image.size().scaled(page.size(), Qt::KeepAspectRatio);
            painter.drawImage(QRect(page.topLeft(), fitted), image);
        }
        return AtomicFile::write(path, bytes, error);
    }
    *error = tr("%1: choose a .png, .pdf or .csv file name").arg(path);
    return false;
}
