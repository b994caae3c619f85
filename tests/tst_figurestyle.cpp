#include "app/core/chartchoices.h"
#include "app/core/chartdata.h"
#include "tests/testsupport.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"
#include "ui/charts/figurestyle.h"
#include "ui/charts/figurewriter.h"
#include "ui/charts/fitmapfigure.h"
#include "ui/jobform.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <utility>

// The one figure style and the one writer: every figure takes its colours from FigureStyle and is written by
// FigureWriter. No GPU is needed: an empty chart request and an empty fit map still draw a figure.

TEST_CASE("A theme name gives the light or dark figure style, anything else is refused")
{
    FigureStyle style = FigureStyle::light();
    REQUIRE(FigureStyle::fromThemeName(QStringLiteral("dark"), &style));
    CHECK(style.dark);
    CHECK(style.background == FigureStyle::darkStyle().background);
    REQUIRE(FigureStyle::fromThemeName(QStringLiteral("light"), &style));
    CHECK_FALSE(style.dark);
    CHECK(style.text == FigureStyle::light().text);
    CHECK_FALSE(FigureStyle::fromThemeName(QStringLiteral("system"), &style));
    CHECK_FALSE(FigureStyle::fromThemeName(QStringLiteral("Dark"), &style));
    CHECK_FALSE(style.dark); // left as it was
}

TEST_CASE("Is it dark has one rule, and the window's figure style follows its palette")
{
    const QPalette dark = FigureStyle::darkPalette();
    CHECK(FigureStyle::isDark(dark));
    const FigureStyle fromDark = FigureStyle::fromPalette(dark);
    CHECK(fromDark.dark);
    CHECK(fromDark.background == dark.color(QPalette::Base));
    CHECK(fromDark.text == dark.color(QPalette::Text));

    QPalette light(QColor(0xf0, 0xf0, 0xf0));
    light.setColor(QPalette::WindowText, Qt::black);
    CHECK_FALSE(FigureStyle::isDark(light));
    CHECK_FALSE(FigureStyle::fromPalette(light).dark);
    // The series palette is lighter in dark: the same hue must stand out on a dark background.
    CHECK(FigureStyle::darkStyle().series(0).lightness() > FigureStyle::light().series(0).lightness());
}

TEST_CASE("A chart and the fit map take their background from the figure style")
{
    ChartRequest request; // no GPUs: the figure is a message
    request.style = FigureStyle::darkStyle();
    ChartFigure chart = ChartBuilder::build(request);
    CHECK(chart.style.dark);
    const QImage chartImage = ChartRenderer::image(chart, QSize(320, 200), 1);
    CHECK(chartImage.pixelColor(2, 2) == FigureStyle::darkStyle().background);

    const FitMap::Map empty;
    for (const FigureStyle &style : {FigureStyle::light(), FigureStyle::darkStyle()}) {
        QImage map;
        REQUIRE(map.loadFromData(FitMapFigure::render(empty, ExportFormat::Png, style), "png"));
        CHECK(map.size() == FitMapFigure::naturalSize(empty));
        CHECK(map.pixelColor(2, 2) == style.background);
    }
}

TEST_CASE("The fit map's cells take their fill and hatch from the figure style")
{
    for (const FigureStyle &style : {FigureStyle::light(), FigureStyle::darkStyle()}) {
        INFO((style.dark ? "dark" : "light"));
        CHECK(FitMapFigure::fill(style, FitMap::Status::FitsOne) == style.fitsFill());
        CHECK(FitMapFigure::fill(style, FitMap::Status::NeedsSeveral) == style.severalFill());
        CHECK(FitMapFigure::fill(style, FitMap::Status::DoesNotFit) == style.noFitFill());
        // A tint of the state's colour: between the background and the colour, nearer the background.
        for (const auto &[fill, colour] : {std::pair{style.fitsFill(), style.fitsColour()},
                                           std::pair{style.severalFill(), style.severalColour()},
                                           std::pair{style.noFitFill(), style.noFitColour()}}) {
            CHECK(fill != style.background);
            CHECK(std::abs(fill.lightness() - style.background.lightness()) <
                  std::abs(colour.lightness() - style.background.lightness()));
        }
        // "Does not fit" is fainter than the states that run, under a hatch of its colour.
        CHECK(std::abs(style.noFitFill().lightness() - style.background.lightness()) <
              std::abs(style.fitsFill().lightness() - style.background.lightness()));
        CHECK(style.noFitHatch().rgb() == style.noFitColour().rgb());
        CHECK(style.noFitHatch().alphaF() < 0.5f);

        // The cell painted: its fill right of the edge bar and away from the glyph and text.
        QImage image(200, 40, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        FitMapFigure::paintCell(painter, QRectF(0, 0, 200, 40), FitMap::Status::FitsOne, {}, style,
                                FigureStyle::font(11));
        painter.end();
        CHECK(image.pixel(150, 5) == style.fitsFill().rgb());
    }
}

TEST_CASE("The fit map refuses a path whose suffix it does not write, naming the suffixes it does")
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("map.gif"));
    CHECK_FALSE(FitMapFigure::write(FitMap::Map(), path, FigureStyle::light(), &error));
    CHECK(error == path + QStringLiteral(": expected a file ending in .png, .svg, .pdf, .csv or .md"));
    CHECK_FALSE(QFile::exists(path));
}

TEST_CASE("The figure writer names the format by the suffix and writes PNG, SVG and PDF atomically")
{
    ExportFormat format;
    REQUIRE(ExportFormats::fromPath(QStringLiteral("a/b.PNG"), FigureWriter::formats(), &format));
    CHECK(format == ExportFormat::Png);
    REQUIRE(ExportFormats::fromPath(QStringLiteral("b.svg"), FigureWriter::formats(), &format));
    CHECK(format == ExportFormat::Svg);
    REQUIRE(ExportFormats::fromPath(QStringLiteral("b.pdf"), FigureWriter::formats(), &format));
    CHECK(format == ExportFormat::Pdf);
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("b.jpg"), FigureWriter::formats(), &format));
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("png"), FigureWriter::formats(), &format));

    const FigureWriter::Page page{QSize(200, 100), 2, QStringLiteral("Title"), Qt::white};
    const FigureWriter::Paint paint = [](QPainter &painter, const QRectF &target) {
        painter.fillRect(target.adjusted(10, 10, -10, -10), Qt::red);
    };
    const QImage image = FigureWriter::image(page, paint);
    CHECK(image.size() == QSize(400, 200));
    CHECK(image.dotsPerMeterX() == qRound(96 * 2 / 0.0254));
    CHECK(image.pixelColor(2, 2) == QColor(Qt::white));
    CHECK(image.pixelColor(200, 100) == QColor(Qt::red));
    CHECK(FigureWriter::svg(page, paint).contains("<title>Title</title>"));
    CHECK(FigureWriter::pdf(page, paint).startsWith("%PDF"));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QString error;
    CHECK(FigureWriter::write(dir.filePath(QStringLiteral("f.svg")), ExportFormat::Svg, page, paint, &error));
    CHECK(QFile::exists(dir.filePath(QStringLiteral("f.svg"))));
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/f.png"));
    CHECK_FALSE(FigureWriter::write(missing, ExportFormat::Png, page, paint, &error));
    CHECK_FALSE(error.isEmpty());
    CHECK_FALSE(QFile::exists(missing));
}

TEST_CASE("The series palette has a distinct colour per slot, lighter in dark")
{
    for (const FigureStyle &style : {FigureStyle::light(), FigureStyle::darkStyle()}) {
        QSet<QRgb> colours;
        for (int i = 0; i < ChartData::paletteSize(); ++i) {
            CHECK(style.series(i).isValid());
            colours.insert(style.series(i).rgb());
        }
        CHECK(colours.size() == ChartData::paletteSize());
        CHECK(style.series(ChartData::paletteSize()) == style.series(0)); // wraps around
        CHECK(style.series(-1) == style.series(ChartData::paletteSize() - 1));
    }
    for (int i = 0; i < ChartData::paletteSize(); ++i)
        CHECK(FigureStyle::light().series(i) != FigureStyle::darkStyle().series(i));
}

TEST_CASE("The marks views paint take their colours from the style by the palette's darkness")
{
    const FigureStyle light = FigureStyle::fromPalette(QPalette(QColor(0xf0, 0xf0, 0xf0)));
    const FigureStyle dark = FigureStyle::fromPalette(FigureStyle::darkPalette());
    REQUIRE_FALSE(light.dark);
    REQUIRE(dark.dark);
    CHECK(light.marks().errorText != dark.marks().errorText);
    CHECK(light.marks().userMark != dark.marks().userMark);
    CHECK(light.marks().localBadge != dark.marks().localBadge);
    // The badge's text stands out from its fill in both.
    for (const FigureStyle &style : {light, dark})
        CHECK(std::abs(style.marks().localBadge.lightness() - style.marks().localBadgeText.lightness()) > 80);

    // The job form's error text follows the application palette.
    const QPalette before = QApplication::palette();
    QApplication::setPalette(FigureStyle::darkPalette());
    CHECK(JobForm::errorStyle() == QStringLiteral("color: ") + dark.marks().errorText.name());
    QApplication::setPalette(QPalette(QColor(0xf0, 0xf0, 0xf0)));
    CHECK(JobForm::errorStyle() == QStringLiteral("color: ") + light.marks().errorText.name());
    QApplication::setPalette(before);

    // A printed report is light whatever the window shows.
    CHECK_FALSE(FigureStyle::print().dark);
    CHECK(FigureStyle::print().background == FigureStyle::light().background);
}

TEST_CASE("Under SOURCE_DATE_EPOCH a PDF carries that date and the same bytes on every run")
{
    const FigureWriter::Page page{QSize(200, 100), 1, QStringLiteral("Title"), Qt::white};
    const FigureWriter::Paint paint = [](QPainter &painter, const QRectF &target) {
        painter.setFont(FigureStyle::font(12));
        painter.drawText(target, Qt::AlignCenter, QStringLiteral("GPU Scout"));
    };
    const QByteArray now = FigureWriter::pdf(page, paint);
    REQUIRE(now.contains("/CreationDate (D:"));
    qputenv("SOURCE_DATE_EPOCH", "1700000000"); // 2023-11-14 22:13:20 UTC
    const QByteArray first = FigureWriter::pdf(page, paint);
    QTest::qWait(1100); // Qt's own stamp has a resolution of a second
    const QByteArray second = FigureWriter::pdf(page, paint);
    qunsetenv("SOURCE_DATE_EPOCH");
    CHECK(first.contains("/CreationDate (D:20231114221320"));
    CHECK(first == second);
    // The same length as Qt wrote, and the cross-reference table is still where startxref says.
    CHECK(first.size() == now.size());
    const qsizetype startxref = first.lastIndexOf("startxref");
    REQUIRE(startxref > 0);
    const qsizetype offset = first.mid(startxref + 9).trimmed().split('\n').first().toLongLong();
    CHECK(first.mid(offset, 4) == "xref");
}

TEST_CASE("Every theme word the command line offers gives FigureStyle's style of that theme")
{
    const QStringList words = ChartChoices::spec(ChartChoices::Option::Theme).words();
    REQUIRE(words == Words::all<FigureTheme>());
    for (const QString &word : words) {
        INFO(word.toStdString());
        FigureStyle style;
        REQUIRE(FigureStyle::fromThemeName(word, &style));
        const FigureStyle expected = FigureStyle::forTheme(*Words::parse<FigureTheme>(word));
        CHECK(style.dark == expected.dark);
        CHECK(style.background == expected.background);
        CHECK(style.dark == (word == Words::of(FigureTheme::Dark)));
    }
}
