#include "app/core/metrics.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>

namespace {} // namespace

TEST_CASE("Every key has a distinct name and defaults come back when nothing is stored")
{
    QTemporaryDir dir;
    Settings settings(iniIn(dir));
    QStringList names;
    for (int key = 0; key < Settings::KeyCount; ++key) {
        const QString name = Settings::keyName(Settings::Key(key));
        CHECK_FALSE(names.contains(name));
        names.append(name);
        CHECK(settings.value(Settings::Key(key)) == Settings::defaultValue(Settings::Key(key)));
    }
    CHECK(settings.string(Settings::ExportSize) == QStringLiteral("1600x900"));
}

TEST_CASE("Values survive a round trip through the INI file with their types")
{
    QTemporaryDir dir;
    {
        Settings settings(iniIn(dir));
        settings.setValue(Settings::SparseFigures, true);
        settings.setValue(Settings::ComparedGpus,
                          QStringList{QStringLiteral("fx_l4"), QStringLiteral("fx_b200")});
        settings.setValue(Settings::ExportScale, 2.0);
        settings.setValue(Settings::WindowGeometry, QByteArray("\x01\x02\x03", 3));
        settings.sync();
    }
    Settings again(iniIn(dir));
    CHECK(again.flag(Settings::SparseFigures));
    CHECK(again.stringList(Settings::ComparedGpus) ==
          QStringList{QStringLiteral("fx_l4"), QStringLiteral("fx_b200")});
    CHECK(again.real(Settings::ExportScale) == 2.0);
    CHECK(again.bytes(Settings::WindowGeometry) == QByteArray("\x01\x02\x03", 3));
}

TEST_CASE("A header state from another column layout is ignored, and reset layout forgets it")
{
    QTemporaryDir dir;
    Settings settings(iniIn(dir));
    settings.setGridHeaderState(QByteArray("state"));
    CHECK(settings.gridHeaderState() == QByteArray("state"));
    settings.setValue(Settings::GridHeaderVersion, Settings::gridHeaderVersion() - 1);
    CHECK(settings.gridHeaderState().isEmpty());
    settings.setGridHeaderState(QByteArray("state"));
    settings.setValue(Settings::SparseFigures, true);
    settings.resetLayout();
    CHECK(settings.gridHeaderState().isEmpty());
    CHECK(settings.flag(Settings::SparseFigures)); // not layout: kept
}

TEST_CASE("changed(key) fires once for a real change, not for the same value again nor for the default")
{
    QTemporaryDir dir;
    Settings settings(iniIn(dir));
    QSignalSpy spy(&settings, &Settings::changed);
    // The default, stored or not, is no change.
    settings.setValue(Settings::ExportSize, Settings::defaultValue(Settings::ExportSize));
    settings.remove(Settings::ExportSize);
    CHECK(spy.isEmpty());

    settings.setValue(Settings::ExportSize, QStringLiteral("800x600"));
    REQUIRE(spy.size() == 1);
    CHECK(spy.takeFirst().at(0).value<Settings::Key>() == Settings::ExportSize);
    settings.setValue(Settings::ExportSize, QStringLiteral("800x600"));
    CHECK(spy.isEmpty());

    // The same value in another type (what an INI file gives back) is no change either.
    settings.setValue(Settings::ExportScale, 2.0);
    settings.setValue(Settings::ExportScale, QStringLiteral("2"));
    settings.setValue(Settings::ChartLogScale, false);
    REQUIRE(spy.size() == 1);
    CHECK(spy.takeFirst().at(0).value<Settings::Key>() == Settings::ExportScale);

    settings.remove(Settings::ExportSize); // back to the default: a change
    settings.resetLayout();                // nothing of the layout was stored: none
    REQUIRE(spy.size() == 1);
    CHECK(spy.takeFirst().at(0).value<Settings::Key>() == Settings::ExportSize);
}
