#include "app/core/exportformat.h"
#include "app/core/settings.h"
#include "app/core/tableexport.h"
#include "tests/testsupport.h"
#include "ui/charts/figurewriter.h"
#include "ui/charts/fitmapfigure.h"
#include "ui/exportchooser.h"
#include "ui/fitmappage.h"
#include "ui/guisession.h"
#include "ui/recommendationreport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>

TEST_CASE("Export formats are read from a word or a path's suffix among the formats a writer takes")
{
    ExportFormat format = ExportFormat::Table;
    CHECK(ExportFormats::parse(QStringLiteral(" Markdown "), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Markdown);
    CHECK(ExportFormats::parse(QStringLiteral("md"), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Markdown);
    CHECK(ExportFormats::parse(QStringLiteral("CSV"), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Csv);
    CHECK_FALSE(ExportFormats::parse(QStringLiteral("png"), TableExport::formats(), &format));
    CHECK_FALSE(ExportFormats::parse(QStringLiteral("xlsx"), TableExport::formats(), &format));
    CHECK(format == ExportFormat::Csv); // a refusal leaves the format alone

    CHECK(ExportFormats::fromPath(QStringLiteral("a.b/c.PNG"), FigureWriter::formats(), &format));
    CHECK(format == ExportFormat::Png);
    CHECK(ExportFormats::fromPath(QStringLiteral("map.markdown"), FitMapFigure::formats(), &format));
    CHECK(format == ExportFormat::Markdown);
    CHECK(ExportFormats::fromPath(QStringLiteral("report.json"), RecommendationReport::formats(), &format));
    CHECK(format == ExportFormat::Json);
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("chart.csv"), FigureWriter::formats(), &format));
    CHECK_FALSE(
        ExportFormats::fromPath(QStringLiteral("report.png"), RecommendationReport::formats(), &format));
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("png"), FigureWriter::formats(), &format));
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("chart."), FigureWriter::formats(), &format));
}

TEST_CASE("Each writer lists its formats once, and suffixes and labels come from the one table")
{
    CHECK(ExportFormats::suffixList(FigureWriter::formats()) == QStringLiteral(".png, .svg or .pdf"));
    CHECK(ExportFormats::suffixList(FitMapFigure::formats()) ==
          QStringLiteral(".png, .svg, .pdf, .csv or .md"));
    CHECK(RecommendationReport::suffixList() == QStringLiteral(".pdf, .md, .csv, .json or .svg"));
    CHECK(ExportFormats::suffix(ExportFormat::Markdown) == QStringLiteral("md"));
    CHECK(ExportFormats::suffix(ExportFormat::Table) == QStringLiteral("txt"));
    CHECK(Words::of(ExportFormat::Markdown) == QStringLiteral("markdown"));
    const QList<ExportChooser::FileType> types = ExportChooser::fileTypes(FigureWriter::formats());
    REQUIRE(types.size() == 3);
    CHECK(types.at(0).filter == QStringLiteral("PNG image (*.png)"));
    CHECK(types.at(1).suffix == QStringLiteral("svg"));
    for (const ExportFormat format :
         {ExportFormat::Table, ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv,
          ExportFormat::Markdown, ExportFormat::Json})
        CHECK(ExportFormats::label(format).endsWith(
            QStringLiteral("(*.%1)").arg(ExportFormats::suffix(format))));
}

TEST_CASE("The export chooser's save flow stops when cancelled, remembers only what was written")
{
    QTemporaryDir dir;
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("out")));
    const QString folder = QDir(dir.filePath(QStringLiteral("out"))).absolutePath();
    Settings settings(iniIn(dir));
    ExportChooser exports(&settings, QStandardPaths::DocumentsLocation);
    const QList<ExportChooser::FileType> types = ExportChooser::fileTypes(FigureWriter::formats());
    QString answer;
    const ExportChooser::FileDialog dialog = [&](const QString &, const QString &, const QString &,
                                                 QString *) { return answer; };
    int writes = 0;
    auto writer = [&](bool ok) {
        return [&writes, ok](const ExportChooser::Choice &choice, QString *error) {
            ++writes;
            if (!ok)
                *error = QStringLiteral("disk full");
            return ok && choice.suffix == QLatin1String("png");
        };
    };

    ExportChooser::Saved saved =
        exports.save(dialog, QString(), QStringLiteral("x"), types, {}, writer(true));
    CHECK(saved.cancelled());
    CHECK(writes == 0);

    answer = folder + QStringLiteral("/failed.png");
    saved = exports.save(dialog, QString(), QStringLiteral("x"), types, {}, writer(false));
    CHECK_FALSE(saved.written());
    CHECK(saved.error == QStringLiteral("disk full"));
    CHECK(exports.folder() != folder);

    answer = folder + QStringLiteral("/chart");
    saved = exports.save(dialog, QString(), QStringLiteral("x"), types, {}, writer(true));
    CHECK(saved.written());
    CHECK(saved.path == folder + QStringLiteral("/chart.png"));
    CHECK(saved.message() == QStringLiteral("Saved chart.png"));
    CHECK(exports.folder() == folder);
}

TEST_CASE("The Fit map page saves through the export chooser, names the file and remembers the folder")
{
    QTemporaryDir dir;
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("maps")));
    const QString folder = QDir(dir.filePath(QStringLiteral("maps"))).absolutePath();
    GuiSession session(fixtureGpus(), iniIn(dir));
    FitMapPage page(&session);
    page.setGpuSet(FitMapPage::GpuSet::All);
    QString offered;
    page.setFileChooser([&](const QString &, const QString &, const QString &filters, QString *selected) {
        offered = filters;
        *selected = filters.split(QStringLiteral(";;")).at(3); // CSV
        return folder + QStringLiteral("/cells");
    });
    QSignalSpy status(&page, &FitMapPage::statusMessage);
    page.exportInteractive();
    CHECK(QFile::exists(folder + QStringLiteral("/cells.csv")));
    REQUIRE(status.count() == 1);
    CHECK(status.at(0).at(0).toString() == QStringLiteral("Saved cells.csv"));
    CHECK(offered.split(QStringLiteral(";;")).size() == 5);
    CHECK(ExportChooser(&session.settings(), QStandardPaths::DocumentsLocation).folder() == folder);
}

TEST_CASE("What list, stacks and fitmap print is one list, named in their help with its default first")
{
    const QList<ExportFormat> printed = ExportFormats::printed();
    REQUIRE_FALSE(printed.isEmpty());
    CHECK(printed.first() == ExportFormat::Table);
    CHECK(ExportFormats::wordsWithDefault(printed) ==
          QStringLiteral("table (default), csv, json or markdown"));
    CHECK(ExportFormats::wordsWithDefault({ExportFormat::Png}) == QStringLiteral("png (default)"));
    CHECK(ExportFormats::wordsWithDefault({}).isEmpty());
}
