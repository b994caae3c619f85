#include "app/cli.h"
#include "app/core/dataset.h"
#include "app/core/runcalibration.h"
#include "ui/guisession.h"
#include "ui/localization.h"
#include "ui/mainwindow.h"
#include "ui/overlaycontroller.h"

#include <QApplication>
#include <QDir>
#include <QFile>

#include <unistd.h>

int main(int argc, char **argv)
{
    if (Cli::isHeadless(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt falls back to the same folder but warns on stderr, which scripts read.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray runtime =
                QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(getuid());
            if (QDir().mkpath(QString::fromLocal8Bit(runtime))) {
                QFile::setPermissions(QString::fromLocal8Bit(runtime),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
                qputenv("XDG_RUNTIME_DIR", runtime);
            }
        }
    }

    QApplication app(argc, argv); // Qt Charts needs a QApplication, even headless
    QApplication::setOrganizationName(QStringLiteral("GPUScout"));
    QApplication::setOrganizationDomain(QStringLiteral("gpuscout.github.io"));
    QApplication::setApplicationName(QStringLiteral("gpuscout"));
    QApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Scout"));
    QGuiApplication::setDesktopFileName(QStringLiteral(GPUSCOUT_APP_ID));

    QString dataPath;
    QString overlayPath;
    QString calibrationPath;
    const int code = Cli::run(QApplication::arguments(), &dataPath, &overlayPath, &calibrationPath);
    if (code >= 0)
        return code;
    Localization::install(); // the GUI only: command output stays English for scripts

    DatasetLoadResult bundled = loadBundledDataset();
    if (!bundled.ok()) {
        qCritical("gpuscout: the bundled dataset is invalid:\n%s", qPrintable(bundled.errorText()));
        return Cli::RuntimeFailure;
    }
    DatasetLoadResult chosen;
    if (!dataPath.isEmpty())
        chosen = loadDatasetFile(dataPath);
    const bool useChosen = chosen.ok();
    Dataset dataset = useChosen ? std::move(*chosen.dataset) : std::move(*bundled.dataset);
    // The user's own runs: --calibration FILE, else calibration.json in the data folder; active before the
    // calculator makes its job. A bad file is reported and not applied.
    if (calibrationPath.isEmpty())
        calibrationPath = RunCalibration::defaultPath();
    QString calibrationError;
    if (const auto calibration = RunCalibration::read(calibrationPath, &calibrationError, true))
        RunCalibration::setActive(*calibration);
    GuiSession session(dataset);
    session.window().setCalibrationPath(calibrationPath);
    if (useChosen)
        session.window().setDataPath(dataPath);
    // The user's corrections: --overlay FILE, else overlay.json in the user's data folder when there is one.
    if (!overlayPath.isEmpty())
        session.window().overlay()->setPath(overlayPath);
    QString overlayErrors;
    const bool overlayOk = session.window().overlay()->load(std::move(dataset), &overlayErrors);
    session.window().show();
    session.detectLocalGpus();
    if (!dataPath.isEmpty() && !useChosen)
        session.window().reportDatasetErrors(dataPath, chosen.errorText());
    if (!overlayOk) // the file is kept as it is; the data without it is used
        session.window().reportDatasetErrors(session.window().overlay()->path(), overlayErrors);
    if (!calibrationError.isEmpty())
        session.window().reportDatasetErrors(calibrationPath, calibrationError);
    return QApplication::exec();
}
