#include "ui/charts/figurewriter.h"

#include "app/core/atomicfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace FigureWriter {

namespace {

constexpr qreal kCssDpi = 96;

// Qt 6.4's QPdfWriter stamps /CreationDate with the current time and has no setter. When SOURCE_DATE_EPOCH is
// set (reproducible-builds.org) the stamp is rewritten to that time in UTC, in as many bytes as Qt wrote, so
// the cross-reference offsets stay right. The fonts' order follows Qt's hash seed: QT_HASH_SEED=0 fixes it.
QByteArray withSourceDate(QByteArray pdf)
{
    const QByteArray epochText = qgetenv("SOURCE_DATE_EPOCH");
    if (epochText.isEmpty())
        return pdf;
    bool ok = false;
    const qint64 epoch = epochText.trimmed().toLongLong(&ok);
    if (!ok || epoch < 0) {
        qWarning("SOURCE_DATE_EPOCH: expected whole seconds since 1970, got \"%s\"; the PDF carries the "
                 "current date",
                 epochText.constData());
        return pdf;
    }
    const QByteArray key("/CreationDate (D:");
    const qsizetype start = pdf.indexOf(key);
    const qsizetype end = start < 0 ? -1 : pdf.indexOf(')', start);
    if (end < 0)
        return pdf;
    const qsizetype from = start + key.size();
    // Qt writes YYYYMMDDHHmmSS, then "Z" in UTC or an offset such as +01'00'.
    QByteArray stamp =
        QDateTime::fromSecsSinceEpoch(epoch, Qt::UTC).toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1();
    stamp += end - from == stamp.size() + 1 ? QByteArray("Z") : QByteArray("+00'00'");
    if (stamp.size() == end - from)
        pdf.replace(from, stamp.size(), stamp);
    return pdf;
}

} // namespace

QList<ExportFormat> formats()
{
    return {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf};
}

QImage image(const Page &page, const Paint &paint)
{
    QImage img(page.logical * page.scale, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(page.scale);
    img.fill(page.background); // a new QImage holds whatever the allocator left there
    {
        QPainter painter(&img);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(page.logical)));
    }
    // Set after painting: fonts are sized in pixels, and the PNG's pHYs says how large to print it.
    const int dotsPerMeter = qRound(kCssDpi * page.scale / 0.0254);
    img.setDotsPerMeterX(dotsPerMeter);
    img.setDotsPerMeterY(dotsPerMeter);
    return img;
}

QByteArray png(const Page &page, const Paint &paint)
{
    const QImage img = image(page, paint).convertToFormat(QImage::Format_RGB32);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(img))
        return QByteArray();
    return bytes;
}

QByteArray svg(const Page &page, const Paint &paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(page.logical);
    generator.setViewBox(QRect(QPoint(0, 0), page.logical));
    generator.setResolution(int(kCssDpi)); // the default 72 would make 1600 px "564 mm" wide
    generator.setTitle(page.title);
    generator.setDescription(QCoreApplication::translate("ChartRenderer", "Made with GPU Scout"));
    QPainter painter;
    if (!painter.begin(&generator))
        return QByteArray();
    paint(painter, QRectF(QPointF(0, 0), QSizeF(page.logical)));
    painter.end();
    return bytes;
}

QByteArray pdfPages(const QPageLayout &layout, const QString &title,
                    const std::function<bool(QPdfWriter &writer, QPainter &painter)> &paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(int(kCssDpi));
    writer.setPageLayout(layout);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GPU Scout"));
    QPainter painter;
    if (!painter.begin(&writer))
        return QByteArray();
    const bool painted = paint(writer, painter);
    painter.end();
    return painted ? withSourceDate(bytes) : QByteArray();
}

QByteArray pdf(const Page &page, const Paint &paint)
{
    const QPageLayout layout(QPageSize(QSizeF(page.logical) * (72.0 / kCssDpi), QPageSize::Point, QString(),
                                       QPageSize::ExactMatch),
                             QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
    return pdfPages(layout, page.title, [&](QPdfWriter &, QPainter &painter) {
        paint(painter, QRectF(QPointF(0, 0), QSizeF(page.logical)));
        return true;
    });
}

QByteArray render(ExportFormat format, const Page &page, const Paint &paint)
{
    switch (format) {
    case ExportFormat::Png:
        return png(page, paint);
    case ExportFormat::Svg:
        return svg(page, paint);
    case ExportFormat::Pdf:
        return pdf(page, paint);
    default:
        break;
    }
    return QByteArray();
}

bool write(const QString &path, ExportFormat format, const Page &page, const Paint &paint, QString *error)
{
    const QByteArray bytes = render(format, page, paint);
    if (bytes.isEmpty()) {
        *error =
            QCoreApplication::translate("ChartRenderer", "%1: the chart could not be rendered").arg(path);
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

} // namespace FigureWriter
