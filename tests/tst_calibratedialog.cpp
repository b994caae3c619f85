// Tools > Calibrate from a Run: the dialog compares typed figures or a log with the calculator's job, applies
// the calibration (the calculator's figures change and say so) and removes it.
#include "app/core/runcalibration.h"
#include "tests/mnemonics.h"
#include "tests/testsupport.h"
#include "ui/calibratedialog.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>

namespace {

// Clears the process's active calibration whatever the test does.
struct ClearedCalibration
{
    ~ClearedCalibration() { RunCalibration::setActive({}); }
};

} // namespace

TEST_CASE("The calibrate dialog applies a run to the calculator's job and removes it again")
{
    ClearedCalibration cleared;
    TestSession session;
    MainWindow &window = session.shown();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("calibration.json"));
    window.setCalibrationPath(path);
    RecommendPage *page = window.recommendPage();
    Job job = page->job();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("lora"), &error));
    page->setJob(job);
    const Gpu *h100 = bundled().find(QStringLiteral("h100_sxm"));
    REQUIRE(h100);
    const double before = Estimate::onGpu(page->job().workload, *h100).memory.total();

    CalibrateDialog *dialog = window.calibrateDialog();
    CHECK(Mnemonics::withoutBuddy(dialog) == QStringList()); // "&Peak memory" once showed its '&'
    dialog->setGpu(QStringLiteral("h100_sxm"));
    dialog->setTyped(QStringLiteral("3"), QStringLiteral("allocated"), QString(), QString());
    CHECK_FALSE(dialog->compare()); // below the weights alone
    CHECK(dialog->message().contains(QStringLiteral("below the weights alone")));
    CHECK_FALSE(dialog->applyRun());
    CHECK_FALSE(QFile::exists(path));

    dialog->setLogFile(QStringLiteral(TEST_DATA_DIR "/runlogs/nvidia-smi_h100_trace.csv"));
    REQUIRE(dialog->compare());
    CHECK(dialog->message().startsWith(QStringLiteral("your stack uses ")));
    REQUIRE(dialog->applyRun());
    CHECK(QFile::exists(path));
    const Estimate::Workload calibrated = page->job().workload;
    CHECK(calibrated.stack.calibrated());
    CHECK(Estimate::onGpu(calibrated, *h100).memory.total() == Approx(40.0).margin(0.01)); // the trace's peak
    CHECK(Estimate::onGpu(calibrated, *h100).memory.total() != Approx(before));
    page->recompute();
    CHECK(page->summary()->text().contains(QStringLiteral("Your own runs scale this stack's estimates")));

    REQUIRE(dialog->removeStack());
    CHECK_FALSE(page->job().workload.stack.calibrated());
    CHECK(Estimate::onGpu(page->job().workload, *h100).memory.total() == Approx(before));
    QString readError;
    const auto file = RunCalibration::read(path, &readError);
    REQUIRE(file);
    CHECK(file->isEmpty());
    dialog->close();
}
