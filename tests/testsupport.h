#pragma once
// Shared by all test files: Catch2 printers for Qt types, fixture paths, small helpers.

#include "app/core/dataset.h"
#include "app/core/job.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>
#ifdef QT_GUI_LIB
#include <QColor>
#endif

#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

/// How many GPUs the bundled dataset has, so that no test depends on that number.
inline int bundledGpuCount()
{
    const DatasetLoadResult result = loadBundledDataset();
    return result.ok() ? int(result.dataset->gpus.size()) : -1;
}

namespace Catch {
template <>
struct StringMaker<QString>
{
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
template <>
struct StringMaker<QStringList>
{
    static std::string convert(const QStringList &l)
    {
        return "[" + l.join(QStringLiteral(", ")).toStdString() + "]";
    }
};
template <>
struct StringMaker<QByteArray>
{
    static std::string convert(const QByteArray &b) { return '"' + b.left(200).toStdString() + '"'; }
};
template <>
struct StringMaker<QVariant>
{
    static std::string convert(const QVariant &v)
    {
        return std::string(v.typeName() ? v.typeName() : "invalid") + "(" + v.toString().toStdString() + ")";
    }
};
template <>
struct StringMaker<QSize>
{
    static std::string convert(const QSize &s)
    {
        return std::to_string(s.width()) + "x" + std::to_string(s.height());
    }
};
#ifdef QT_GUI_LIB
template <>
struct StringMaker<QColor>
{
    static std::string convert(const QColor &c) { return c.name(QColor::HexArgb).toStdString(); }
};
#endif
} // namespace Catch

inline QString fixturePath(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/") + name;
}

/// The bundled dataset, loaded once per test process; a test that needs its own copies it.
inline const Dataset &bundled()
{
    static const Dataset dataset = [] {
        DatasetLoadResult result = loadBundledDataset();
        REQUIRE(result.ok());
        return std::move(*result.dataset);
    }();
    return dataset;
}

/// The tests' own GPUs (fixtures/frozen_gpus.json): copies of bundled records frozen on 2026-12-05, each id
/// prefixed fx_. A test of behaviour names its GPUs from here, so a correction to data/ breaks none of them.
inline QString fixtureGpusPath()
{
    return fixturePath(QStringLiteral("frozen_gpus.json"));
}

/// The fixture GPUs, loaded once per test process; a test that needs its own copies it.
inline const Dataset &fixtureGpus()
{
    static const Dataset dataset = [] {
        DatasetLoadResult result = loadDatasetFile(fixtureGpusPath());
        REQUIRE(result.ok());
        return std::move(*result.dataset);
    }();
    return dataset;
}

/// A fixture GPU by id (tests/fixtures/frozen_gpus.json), for a test that names its GPU.
inline const Gpu &fixtureGpu(const QString &id)
{
    const Gpu *gpu = fixtureGpus().find(id);
    INFO("fixture GPU " << id.toStdString());
    REQUIRE(gpu);
    return *gpu;
}

inline const Gpu &fixtureGpu(const char *id)
{
    return fixtureGpu(QLatin1String(id));
}

/// A stack table from tests/fixtures/stacks/NAME.json.
inline QByteArray stackFixture(const char *name)
{
    QFile file(fixturePath(QStringLiteral("stacks/%1.json").arg(QLatin1String(name))));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

/// The default job with `fields` set as the command line writes them ({"stack", "nemo-automodel"}, ...), in
/// order (the stack first: it sets the defaults of later fields).
inline Estimate::Workload workloadWith(const std::vector<std::pair<QString, QString>> &fields)
{
    Job job = Job::defaults();
    for (const auto &[key, value] : fields) {
        QString error;
        INFO(key.toStdString() << " " << value.toStdString());
        REQUIRE(JobFields::set(job, key, value, &error));
    }
    return job.workload;
}

/// A settings file of the test's own: parallel ctest processes must not share the user's or each other's.
inline std::unique_ptr<QSettings> iniIn(const QTemporaryDir &dir)
{
    return std::make_unique<QSettings>(dir.filePath(QStringLiteral("test.ini")), QSettings::IniFormat);
}

#ifdef GPUSCOUT_TEST_GUI
#include "ui/guisession.h"
#include "ui/mainwindow.h"

#include <QTest>

#include <functional>

namespace detail {
struct TemporaryDirHolder
{
    QTemporaryDir dir;
};
} // namespace detail

/// The set-up every window test starts from: a main window over the bundled data with a settings file of its
/// own in a temporary folder that lives as long as the session (the folder is made first, removed last).
class TestSession : private detail::TemporaryDirHolder, public GuiSession
{
public:
    TestSession()
        : GuiSession(bundled(), iniIn(dir))
    {}
    /// The same with settings written before the window reads them (a stored theme, chosen metrics...).
    explicit TestSession(const std::function<void(QSettings &)> &prepare)
        : GuiSession(bundled(), prepared(dir, prepare))
    {}
    /// The same over `dataset` (fixtureGpus() for a test that names its GPUs), with settings as `prepare`
    /// writes.
    explicit TestSession(const Dataset &dataset, const std::function<void(QSettings &)> &prepare = {})
        : GuiSession(dataset, prepare ? prepared(dir, prepare) : iniIn(dir))
    {}
    /// Shows the window, at `size` when one is given, and waits until it is on screen.
    MainWindow &shown(const QSize &size = QSize())
    {
        if (size.isValid())
            window().resize(size);
        window().show();
        REQUIRE(QTest::qWaitForWindowExposed(&window()));
        return window();
    }

private:
    static std::unique_ptr<QSettings> prepared(const QTemporaryDir &dir,
                                               const std::function<void(QSettings &)> &prepare)
    {
        std::unique_ptr<QSettings> ini = iniIn(dir);
        prepare(*ini);
        return ini;
    }
};
#endif

/// The bundled stack table (data/stacks.json) with stack `stackId`'s entries changed by `edit`: for tests of
/// one entry's reading and its effect.
inline QByteArray bundledStacksEdited(const QString &stackId, const std::function<void(QJsonObject &)> &edit)
{
    QFile file(QStringLiteral(":/data/stacks.json"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray stacks = root.value(QStringLiteral("stacks")).toArray();
    bool found = false;
    for (int i = 0; i < stacks.size(); ++i) {
        QJsonObject stack = stacks.at(i).toObject();
        if (stack.value(QStringLiteral("id")).toString() != stackId)
            continue;
        QJsonObject entries = stack.value(QStringLiteral("entries")).toObject();
        edit(entries);
        stack.insert(QStringLiteral("entries"), entries);
        stacks.replace(i, stack);
        found = true;
    }
    REQUIRE(found);
    root.insert(QStringLiteral("stacks"), stacks);
    return QJsonDocument(root).toJson();
}

/// A data-centre card of round figures (1000 dense TFLOPS, NVLink), so that hand computations are easy to
/// follow.
inline Gpu roundCard(double bandwidthGbps = 2000, const QString &architecture = QString())
{
    Gpu gpu;
    gpu.id = QStringLiteral("round");
    gpu.segment = QStringLiteral("datacenter");
    gpu.architecture = architecture;
    gpu.fp16Bf16DenseTflops = 1000;
    gpu.fp32Tflops = 60;
    gpu.memoryBandwidthGbps = bandwidthGbps;
    gpu.nvlinkGbps = 900;
    gpu.interconnect = QStringLiteral("NVLink (NVSwitch)");
    gpu.pcie = QStringLiteral("Gen5 x16");
    return gpu;
}
