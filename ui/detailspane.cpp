#include "ui/detailspane.h"

#include "app/core/metrickeys.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLocale>
#include <QStyle>
#include <QTextDocument>
#include <QTextOption>

#include <algorithm>
#include <cmath>

DetailsPane::DetailsPane(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    measureFigures();
}

void DetailsPane::showGpu(const Gpu *gpu, bool installedHere)
{
    m_gpu = gpu ? std::optional<Gpu>(*gpu) : std::nullopt;
    m_installedHere = installedHere;
    refresh();
}

QString DetailsPane::html() const
{
    return m_gpu ? Presentation::detailsHtml(*m_gpu, m_installedHere, m_figureIndent) : m_noGpuText;
}

void DetailsPane::measureFigures()
{
    // The value column starts after the longest figure label and a gap; the document's tab stops are that
    // far apart (set with the text).
    const QFontMetricsF metrics(font());
    qreal widest = 0;
    for (const Metric &metric : Metrics::all()) {
        if (metric.key != MetricKeys::Name)
            widest = std::max(widest, metrics.horizontalAdvance(metric.label()));
    }
    m_figureIndent = int(std::ceil(widest + 2 * metrics.averageCharWidth()));
    // Narrower, a figure's value would break between its number and its unit: the pane holds the column and
    // a wide value ("10,000 TFLOPS ≈", in italics as estimates are) side by side.
    QFont italic = font();
    italic.setItalic(true);
    const qreal value = QFontMetricsF(italic).horizontalAdvance(
        Presentation::markedAfter(QLocale().toString(10000) + QStringLiteral(" TFLOPS")));
    const int chrome = 2 * (int(std::ceil(document()->documentMargin())) + frameWidth()) +
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    setMinimumWidth(m_figureIndent + int(std::ceil(value)) + chrome);
}

void DetailsPane::refresh()
{
    m_stale = true;
    if (isVisible())
        fill();
}

void DetailsPane::fill()
{
    if (!m_stale)
        return;
    m_stale = false;
    // Laid out once: with the scroll bar in place while the text is set, the text (taller than the pane for
    // nearly every GPU) does not make it appear and then lay itself out again at the narrower width.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    QTextOption option = document()->defaultTextOption();
    option.setTabStopDistance(m_figureIndent);
    document()->setDefaultTextOption(option);
    setHtml(html());
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void DetailsPane::showEvent(QShowEvent *event)
{
    QTextBrowser::showEvent(event);
    // Queued: the pane is shown at a provisional size, and the window's layout gives it its own after.
    if (m_stale)
        QMetaObject::invokeMethod(this, &DetailsPane::fill, Qt::QueuedConnection);
}

void DetailsPane::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    // Another font moves the value column: measured again, and the text set again with it.
    if (event->type() == QEvent::FontChange) {
        measureFigures();
        refresh();
    }
}
