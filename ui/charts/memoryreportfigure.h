#pragma once

#include "app/core/recommend.h"

#include <QByteArray>
#include <QLocale>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;

/// The recommendation report's memory figure: a stacked horizontal bar per ranked GPU (GiB per GPU by part)
/// against the memory the job may use there, drawn with QPainter alone so the PDF and the SVG carry the same
/// vector drawing.
namespace MemoryReportFigure {

/// The parts in stacking order, as the legend names them.
QStringList partNames();
/// The height that shows `count` bars (the legend and the axis included).
qreal height(int count);
/// Paints the bars of results [first, first + count) into `rect` (as tall as height(count)). Every slice of
/// one recommendation shares one scale, so a figure continued on the next page reads the same.
void paint(QPainter &painter, const QRectF &rect, const Recommend::Recommendation &recommendation, int first,
           int count, const QLocale &locale = QLocale::c());
/// The whole figure with `title` above it as SVG, text kept as text in a named font; the same input gives the
/// same bytes.
QByteArray svg(const Recommend::Recommendation &recommendation, const QString &title,
               const QLocale &locale = QLocale::c());

} // namespace MemoryReportFigure
