// The one Catch2 runner of the project: a QApplication (or QCoreApplication for core-only suites),
// offscreen unless the caller chose a platform, and settings kept away from the user's.
#define CATCH_CONFIG_RUNNER
#include <QLocale>
#include <QStandardPaths>

#ifdef GPUSCOUT_TEST_GUI
#include <QApplication>
using TestApplication = QApplication;
#else
#include <QCoreApplication>
using TestApplication = QCoreApplication;
#endif

#include <catch2/catch.hpp>

int main(int argc, char **argv)
{
    // Catch2 2.x runs the binary at build time to list tests: that must work with no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    // Fixed, grouped number formatting ("3,350") whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestApplication app(argc, argv);
    TestApplication::setOrganizationName(QStringLiteral("GPUScoutTests"));
    TestApplication::setApplicationName(QStringLiteral("gpuscout-tests"));
    return Catch::Session().run(argc, argv);
}
