#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/exportchooser.h"

#include <QDir>

namespace {

const QList<ExportChooser::FileType> kTypes = {{QStringLiteral("PNG (*.png)"), QStringLiteral("png")},
                                               {QStringLiteral("SVG (*.svg)"), QStringLiteral("svg")}};

} // namespace

TEST_CASE("A chosen name gets the selected type's suffix when it has none, a known suffix wins")
{
    using Choice = ExportChooser::Choice;
    auto complete = [](const QString &path, const QString &filter) {
        const Choice c = ExportChooser::complete(path, kTypes, filter);
        return c.path + QLatin1Char('|') + c.suffix;
    };
    CHECK(complete(QStringLiteral("/tmp/chart"), QStringLiteral("SVG (*.svg)")) ==
          QStringLiteral("/tmp/chart.svg|svg"));
    CHECK(complete(QStringLiteral("/tmp/chart.PNG"), QStringLiteral("SVG (*.svg)")) ==
          QStringLiteral("/tmp/chart.PNG|png"));
    // An unknown suffix stays (the writer names the problem); the type is the selected one.
    CHECK(complete(QStringLiteral("/tmp/chart.txt"), QStringLiteral("SVG (*.svg)")) ==
          QStringLiteral("/tmp/chart.txt|svg"));
    CHECK(complete(QStringLiteral("/tmp/chart"), QStringLiteral("no such filter")) ==
          QStringLiteral("/tmp/chart.png|png"));
    CHECK(ExportChooser::complete(QString(), kTypes, QString()).cancelled());
}

TEST_CASE("The export folder is the last one used while it exists, the dialog is offered the preferred type")
{
    QTemporaryDir dir;
    Settings settings(iniIn(dir));
    ExportChooser chooser(&settings, QStandardPaths::TempLocation);
    CHECK(chooser.folder() == QStandardPaths::writableLocation(QStandardPaths::TempLocation));

    QString offered, filters, selected;
    auto dialog = [&](const QString &, const QString &suggested, const QString &f, QString *s) {
        offered = suggested;
        filters = f;
        selected = *s;
        return QDir(dir.path()).filePath(QStringLiteral("out"));
    };
    const ExportChooser::Choice choice = chooser.choose(
        dialog, QStringLiteral("Export"), QStringLiteral("gpu-radar"), kTypes, QStringLiteral("svg"));
    CHECK(filters == QStringLiteral("PNG (*.png);;SVG (*.svg)"));
    CHECK(selected == QStringLiteral("SVG (*.svg)"));
    CHECK(offered.endsWith(QStringLiteral("/gpu-radar.svg")));
    CHECK(choice.path == QDir(dir.path()).filePath(QStringLiteral("out.svg")));

    chooser.remember(choice.path);
    CHECK(QDir(chooser.folder()) == QDir(dir.path()));
    settings.setValue(Settings::ExportDirectory, QDir(dir.path()).filePath(QStringLiteral("gone")));
    CHECK(chooser.folder() == QStandardPaths::writableLocation(QStandardPaths::TempLocation));
}
