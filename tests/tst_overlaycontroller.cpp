#include "app/core/gputablemodel.h"
#include "tests/testsupport.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"
#include "ui/overlaycontroller.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonValue>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>

TEST_CASE("Corrections made in the window are saved to the overlay file and kept after a restart")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("data/overlay.json"));
    {
        GuiSession session(fixtureGpus(), iniIn(dir));
        OverlayController &overlay = *session.window().overlay();
        overlay.setPath(path);
        QString errors;
        REQUIRE(overlay.load(fixtureGpus(), &errors));
        CHECK_FALSE(QFile::exists(path)); // nothing written until the user corrects something

        REQUIRE(
            overlay.importPricesFrom(fixturePath(QStringLiteral("overlay/frozen_prices_good.csv")), &errors));
        INFO(errors.toStdString());
        REQUIRE(overlay.setValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w"), 400, &errors));
        // A new GPU, starting from a copy of one.
        REQUIRE(overlay.setValue(QStringLiteral("lab_h100"), QStringLiteral("based_on"),
                                 QStringLiteral("fx_h100_sxm"), &errors));
        REQUIRE(overlay.setValue(QStringLiteral("lab_h100"), QStringLiteral("name"),
                                 QStringLiteral("Lab H100"), &errors));
        CHECK(session.model().rowCount() == int(fixtureGpus().gpus.size()) + 1);
        // A bad value is refused with its JSON path, and nothing changes.
        CHECK_FALSE(overlay.setValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("vram_gb"), -4, &errors));
        CHECK(errors.contains(QStringLiteral("vram_gb: expected a positive number, got -4")));
        CHECK(session.model().dataset().find(QStringLiteral("fx_rtx_4090"))->vramGb == 24.0);
        REQUIRE(QFile::exists(path));
    }
    {
        // Restart: the same file gives the same figures.
        GuiSession session(fixtureGpus(), iniIn(dir));
        OverlayController &overlay = *session.window().overlay();
        overlay.setPath(path);
        QString errors;
        REQUIRE(overlay.load(fixtureGpus(), &errors));
        const Dataset &shown = session.model().dataset();
        CHECK(shown.find(QStringLiteral("fx_rtx_4090"))->tdpW == 400.0);
        CHECK(shown.find(QStringLiteral("fx_rtx_4090"))->isUserValue(QStringLiteral("tdp_w")));
        CHECK(shown.find(QStringLiteral("fx_h100_sxm"))->latestPrice(QStringLiteral("on_demand"))->usd ==
              1.79);
        CHECK(shown.find(QStringLiteral("lab_h100"))->name == QStringLiteral("Lab H100"));
        const int row = session.model().rowOf(QStringLiteral("fx_rtx_4090"));
        CHECK(session.model()
                  .index(row, session.model().columnOf(QStringLiteral("tdp_w")))
                  .data(GpuTableModel::UserValueRole)
                  .toBool());

        // Reset to the dataset's value, then export and reset everything.
        REQUIRE(overlay.resetValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w"), &errors));
        CHECK(session.model().dataset().find(QStringLiteral("fx_rtx_4090"))->tdpW == 450.0);
        const QString exported = dir.filePath(QStringLiteral("mine.json"));
        REQUIRE(overlay.exportOverlayTo(exported, &errors));
        REQUIRE(overlay.resetAll(&errors));
        CHECK(session.model().rowCount() == int(fixtureGpus().gpus.size()));
        REQUIRE(overlay.importOverlayFrom(exported, &errors));
        CHECK(session.model().rowCount() == int(fixtureGpus().gpus.size()) + 1);

        QMenu menu;
        overlay.addActions(&menu);
        CHECK(menu.actions().size() == 4);
    }
}

TEST_CASE("A bad overlay file is reported, the bundled data is shown, and the file is left as it is")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("overlay.json"));
    QFile bad(fixturePath(QStringLiteral("overlay/frozen_bad_wrong_type.json")));
    REQUIRE(bad.copy(path));
    QFile before(path);
    REQUIRE(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();

    GuiSession session(fixtureGpus(), iniIn(dir));
    OverlayController &overlay = *session.window().overlay();
    overlay.setPath(path);
    QString errors;
    CHECK_FALSE(overlay.load(fixtureGpus(), &errors));
    CHECK(errors.contains(QStringLiteral("gpus[0].tdp_w: expected a number")));
    CHECK(session.model().rowCount() == int(fixtureGpus().gpus.size()));
    CHECK(session.model().dataset().find(QStringLiteral("fx_h100_sxm"))->userFields.isEmpty());
    QFile after(path);
    REQUIRE(after.open(QIODevice::ReadOnly));
    CHECK(after.readAll() == bytes);

    // A price CSV with errors changes nothing and names its lines.
    CHECK_FALSE(
        overlay.importPricesFrom(fixturePath(QStringLiteral("overlay/frozen_prices_bad.csv")), &errors));
    CHECK(errors.contains(QStringLiteral("prices_bad.csv: line 2: field")));
}

TEST_CASE(
    "Export Corrections saves through the export chooser: the suffix is completed, the folder remembered "
    "for the next export, and the status bar names the file")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("reports")));
    GuiSession session(fixtureGpus(), iniIn(dir));
    OverlayController &overlay = *session.window().overlay();
    overlay.setPath(dir.filePath(QStringLiteral("data/overlay.json")));
    QString errors;
    REQUIRE(overlay.load(fixtureGpus(), &errors));
    REQUIRE(overlay.setValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w"), 400, &errors));

    QStringList suggested;
    QString answer = dir.filePath(QStringLiteral("reports/mine")); // typed without a suffix
    overlay.setFileDialog(
        [&](const QString &, const QString &name, const QString &filters, QString *selected) {
            suggested << name;
            CHECK(filters == QStringLiteral("Overlays (*.json)"));
            *selected = filters;
            return answer;
        });
    QSignalSpy status(&overlay, &OverlayController::statusMessage);
    overlay.exportInteractive();
    const QString written = dir.filePath(QStringLiteral("reports/mine.json"));
    REQUIRE(QFile::exists(written));
    REQUIRE(status.size() == 1);
    CHECK(status.first().first().toString().contains(QStringLiteral("mine.json")));
    // What was written is the overlay: importing it after a reset brings the correction back.
    REQUIRE(overlay.resetAll(&errors));
    REQUIRE(overlay.importOverlayFrom(written, &errors));
    CHECK(session.model().dataset().find(QStringLiteral("fx_rtx_4090"))->tdpW == 400.0);

    // The next export suggests the folder the last one used; cancelling writes nothing and says nothing.
    answer.clear();
    overlay.exportInteractive();
    REQUIRE(suggested.size() == 2);
    CHECK(QFileInfo(suggested[1]).absolutePath() == QFileInfo(written).absolutePath());
    CHECK(QFileInfo(suggested[1]).fileName() == QStringLiteral("overlay.json"));
    CHECK(status.size() == 1);
}
