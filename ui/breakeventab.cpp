#include "ui/breakeventab.h"

#include "ui/charts/breakevenchart.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figureview.h"
#include "ui/charts/figurewriter.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

BreakEvenTab::BreakEvenTab(Settings *settings, QWidget *parent)
    : QWidget(parent)
    , m_view(new FigureView(this))
    , m_export(new QPushButton(tr("Export Chart…"), this))
    , m_exports(settings, QStandardPaths::PicturesLocation)
{
    setObjectName(QStringLiteral("breakEven"));
    m_view->setObjectName(QStringLiteral("breakEvenView"));
    m_view->setAccessibleName(tr("Cumulative cost of buying against renting"));
    m_view->setMinimumFigureHeight(kMinimumViewHeight);
    m_export->setObjectName(QStringLiteral("exportBreakEven"));
    m_export->setToolTip(tr("Save the break-even chart as PNG, SVG or PDF; select rows in the ranking to "
                            "chart those GPUs"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    m_chooseFile = [this](const QString &caption, const QString &suggested, const QString &filters,
                          QString *selectedFilter) {
        // QFileDialog asks before replacing an existing file.
        return QFileDialog::getSaveFileName(this, caption, suggested, filters, selectedFilter);
    };
    connect(m_export, &QPushButton::clicked, this, &BreakEvenTab::exportInteractive);
}

FigureStyle BreakEvenTab::style() const
{
    return FigureStyle::forDark(FigureStyle::isDark(palette()));
}

void BreakEvenTab::setRecommendation(const Recommend::Recommendation &rec, const QStringList &picked)
{
    m_rec = rec;
    m_ids = BreakEvenChart::chosenIds(rec, picked);
    m_view->setFigure(BreakEvenChart::build(rec, m_ids, style(), QLocale(), true));
    // The window paints no notes, for the plot's height: the key and the notes are the tooltip.
    QStringList tip = BreakEvenChart::notes(rec, m_ids, QLocale());
    tip.prepend(BreakEvenChart::key());
    m_view->setToolTip(tip.join(QLatin1Char('\n')));
    m_export->setEnabled(!m_ids.isEmpty());
}

void BreakEvenTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_ids.isEmpty())
        m_view->setFigure(BreakEvenChart::build(m_rec, m_ids, style(), QLocale(), true));
    QWidget::changeEvent(event);
}

bool BreakEvenTab::exportChart(const QString &path, QString *error) const
{
    ExportFormat format;
    if (!ExportFormats::fromPath(path, FigureWriter::formats(), &format)) {
        *error = tr("expected a file ending in %1").arg(ExportFormats::suffixList(FigureWriter::formats()));
        return false;
    }
    ChartFigure figure = BreakEvenChart::build(m_rec, m_ids, style(), QLocale());
    return ChartRenderer::write(figure, path, format, kExportSize, 2, tr("Buy or rent"), error);
}

void BreakEvenTab::exportInteractive()
{
    const ExportChooser::Saved saved = m_exports.save(
        m_chooseFile, tr("Export Break-even Chart"), QStringLiteral("breakeven"),
        ExportChooser::fileTypes(FigureWriter::formats()), ExportFormats::suffix(ExportFormat::Png),
        [this](const ExportChooser::Choice &choice, QString *error) {
            return exportChart(choice.path, error);
        });
    if (!saved.cancelled())
        Q_EMIT statusMessage(saved.written() ? saved.message()
                                             : tr("Could not save the chart: %1").arg(saved.error));
}
