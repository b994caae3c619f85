#include "app/core/job.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

// The user's data folder of a command (where the overlay and calibration it applies by default live): an
// empty one unless a test gives its own, so the user's real files never change what a test sees.
Run gpuscout(const QStringList &arguments, const QString &dataHome = QString())
{
    static QTemporaryDir emptyHome;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.isEmpty() ? emptyHome.path() : dataHome);
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the CLI must pick offscreen by itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GPUSCOUT_EXE), arguments);
    REQUIRE(process.waitForFinished(60000));
    Run run;
    run.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The same over the tests' own GPUs (--data fixtures/frozen_gpus.json), for a test that names GPUs.
Run gpuscoutOnFixture(const QStringList &arguments, const QString &dataHome = QString())
{
    return gpuscout(QStringList{QStringLiteral("--data"), fixtureGpusPath()} + arguments, dataHome);
}

int fixtureGpuCount()
{
    return int(fixtureGpus().gpus.size());
}

// Where a command run with XDG_DATA_HOME=`home` finds the user's overlay (Overlay::defaultPath()).
QString userOverlayIn(const QString &home)
{
    return home + QStringLiteral("/GPUScout/gpuscout/overlay.json");
}

// The ids of a `recommend --format json` ranking, in rank order.
QStringList rankedIds(const QString &json)
{
    QStringList ids;
    const QJsonArray results =
        QJsonDocument::fromJson(json.toUtf8()).object().value(QStringLiteral("results")).toArray();
    for (const QJsonValue &result : results)
        ids << result.toObject().value(QStringLiteral("gpu")).toString();
    return ids;
}

} // namespace

TEST_CASE("The help and version options exit 0")
{
    Run help = gpuscout({QStringLiteral("--help")});
    CHECK(help.code == 0);
    CHECK(help.out.contains(QStringLiteral("Usage: gpuscout")));
    Run version = gpuscout({QStringLiteral("--version")});
    CHECK(version.code == 0);
    CHECK(version.out.startsWith(QStringLiteral("gpuscout ")));
}

TEST_CASE("list prints every GPU as a table, CSV, Markdown and JSON")
{
    Run table = gpuscoutOnFixture({QStringLiteral("list")});
    REQUIRE(table.code == 0);
    CHECK(table.out.count(QLatin1Char('\n')) == fixtureGpuCount() + 3); // header, rule, rows, estimate legend

    Run csv = gpuscoutOnFixture({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    REQUIRE(csv.code == 0);
    const QStringList lines = csv.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    CHECK(lines.size() == fixtureGpuCount() + 1);
    CHECK(lines.first().startsWith(QStringLiteral("id,name,segment,architecture,vram_gb")));
    CHECK(csv.out.contains(
        QStringLiteral("fx_h100_sxm,H100 SXM5 80GB,Data centre,Hopper,80,3350,1979,989.4,494.7,700")));

    Run sparse = gpuscoutOnFixture(
        {QStringLiteral("list"), QStringLiteral("--format=csv"), QStringLiteral("--sparse")});
    CHECK(sparse.out.contains(QStringLiteral("fp16_bf16_sparse_tflops")));
    CHECK(sparse.out.contains(
        QStringLiteral("fx_h100_sxm,H100 SXM5 80GB,Data centre,Hopper,80,3350,3958,1979,989,700")));

    Run md =
        gpuscoutOnFixture({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("markdown")});
    CHECK(md.code == 0);
    CHECK(md.out.startsWith(QStringLiteral("| GPU | Segment |")));

    Run json =
        gpuscoutOnFixture({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(json.code == 0);
    const QJsonArray array = QJsonDocument::fromJson(json.out.toUtf8()).array();
    REQUIRE(array.size() == fixtureGpuCount());
    for (const QJsonValue &value : array) {
        const QJsonObject gpu = value.toObject();
        CHECK(gpu.contains(QStringLiteral("fp16_bf16_dense_tflops")));
        CHECK(gpu.contains(QStringLiteral("fp16_bf16_sparse_tflops")));
        CHECK(gpu.value(QStringLiteral("estimated")).isArray());
        CHECK_FALSE(gpu.value(QStringLiteral("sources")).toArray().isEmpty());
    }
}

TEST_CASE("Bad usage exits 2 with one line naming the problem")
{
    Run format = gpuscout({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xlsx")});
    CHECK(format.code == 2);
    CHECK(format.err.contains(QStringLiteral("--format must be table, csv, json or markdown, got \"xlsx\"")));
    CHECK(format.err.count(QLatin1Char('\n')) == 1);
    Run unknown = gpuscout({QStringLiteral("frobnicate")});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.contains(QStringLiteral("unknown command \"frobnicate\"")));
    Run option = gpuscout({QStringLiteral("list"), QStringLiteral("--bogus")});
    CHECK(option.code == 2);
    CHECK(option.err.contains(QStringLiteral("bogus")));
    Run column =
        gpuscout({QStringLiteral("list"), QStringLiteral("--columns"), QStringLiteral("vram_gb,warp")});
    CHECK(column.code == 2);
    CHECK(column.err.contains(QStringLiteral("unknown metric key \"warp\"")));
}

TEST_CASE("The --data option replaces the bundled dataset, and an invalid file exits 1 with its errors")
{
    Run good = gpuscout({QStringLiteral("--data"), fixturePath(QStringLiteral("good_small.json")),
                         QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    CHECK(good.code == 0);
    CHECK(good.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts).size() == 4);

    Run bad = gpuscout({QStringLiteral("--data"), fixturePath(QStringLiteral("bad_negative_vram.json")),
                        QStringLiteral("list")});
    CHECK(bad.code == 1);
    CHECK(bad.err.contains(QStringLiteral("gpus[1].vram_gb: expected a positive number, got -4")));
    CHECK(bad.out.isEmpty());

    Run missing = gpuscout(
        {QStringLiteral("--data"), QStringLiteral("/nonexistent/gpus.json"), QStringLiteral("list")});
    CHECK(missing.code == 1);
    CHECK(missing.err.contains(QStringLiteral("/nonexistent/gpus.json: no such file")));

    Run warned = gpuscout({QStringLiteral("--data"), fixturePath(QStringLiteral("warn_unknown_field.json")),
                           QStringLiteral("list")});
    CHECK(warned.code == 0);
    CHECK(warned.err.contains(QStringLiteral("warning")));
}

TEST_CASE("screenshot writes a PNG of the requested size, with no display")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("specs.png"));
    Run run = gpuscout({QStringLiteral("screenshot"), QStringLiteral("--out"), path, QStringLiteral("--size"),
                        QStringLiteral("1200x700")});
    INFO(run.err.toStdString());
    REQUIRE(run.code == 0);
    CHECK(run.err.isEmpty()); // a command that succeeds says nothing on stderr
    QImage image(path);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(1200, 700));
    // The smallest window size the app supports, on the chart tab, dark: the window keeps the size asked.
    Run small = gpuscout({QStringLiteral("screenshot"), QStringLiteral("--out"), path,
                          QStringLiteral("--size"), QStringLiteral("1024x640"), QStringLiteral("--view"),
                          QStringLiteral("compare"), QStringLiteral("--theme"), QStringLiteral("dark")});
    CHECK(small.code == 0);
    CHECK(small.err == QString());
    CHECK(QImage(path).size() == QSize(1024, 640));
    // Not blank: a rendered window has many distinct colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    CHECK(colours.size() > 10);

    Run badSize = gpuscout({QStringLiteral("screenshot"), QStringLiteral("--out"), path,
                            QStringLiteral("--size"), QStringLiteral("big")});
    CHECK(badSize.code == 2);
    Run unwritable = gpuscout(
        {QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("/nonexistent/dir/x.png")});
    CHECK(unwritable.code == 1);
    CHECK_FALSE(QFile::exists(QStringLiteral("/nonexistent/dir/x.png")));
}

TEST_CASE("recommend ranks the GPUs as a table and as the documented JSON")
{
    Run table = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--model"),
                                   QStringLiteral("llama-3.1-8b"), QStringLiteral("--method"),
                                   QStringLiteral("qlora"), QStringLiteral("--grad-ckpt")});
    REQUIRE(table.code == 0);
    CHECK(table.err.isEmpty());
    CHECK(table.out.startsWith(QStringLiteral("QLoRA (4-bit NF4 base) of Llama 3.1 8B")));
    CHECK(table.out.contains(QStringLiteral("fits on one with")));

    Run json =
        gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--params"), QStringLiteral("13B"),
                           QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--tokens"),
                           QStringLiteral("200M"), QStringLiteral("--price"), QStringLiteral("cloud"),
                           QStringLiteral("--segment"), QStringLiteral("datacenter"),
                           QStringLiteral("--max-gpus"), QStringLiteral("2"), QStringLiteral("--optimize"),
                           QStringLiteral("cost"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(json.code == 0);
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8());
    REQUIRE(doc.isObject());
    const QJsonObject workload = doc.object().value(QStringLiteral("workload")).toObject();
    CHECK(workload.value(QStringLiteral("method")).toString() == QStringLiteral("lora"));
    CHECK(std::abs(workload.value(QStringLiteral("params")).toDouble() / 13e9 - 1) < 0.1);
    const QJsonArray results = doc.object().value(QStringLiteral("results")).toArray();
    REQUIRE(results.size() >= 5);
    double previousCost = 0;
    for (const QJsonValue &value : results) {
        const QJsonObject r = value.toObject();
        const QJsonObject memory = r.value(QStringLiteral("memory_gib")).toObject();
        for (const char *key :
             {"weights", "gradients", "optimizer", "activations", "adapters", "overhead", "total"})
            CHECK(memory.value(QLatin1String(key)).isDouble());
        CHECK(r.value(QStringLiteral("why")).toString().size() > 10);
        CHECK(r.value(QStringLiteral("fits")).isBool());
        // Each range names the kind of published runs it is drawn from: memory by method (LoRA of a dense
        // model here), speed by dense or mixture of experts and stack.
        const QJsonObject band = r.value(QStringLiteral("band")).toObject();
        const QJsonObject speedBand = r.value(QStringLiteral("speed_band")).toObject();
        CHECK(band.value(QStringLiteral("kind")).toString().startsWith(QStringLiteral("lora")));
        CHECK(band.value(QStringLiteral("rows")).toInt() > 0);
        CHECK(speedBand.value(QStringLiteral("kind")).toString().startsWith(QStringLiteral("dense")));
        CHECK(speedBand.value(QStringLiteral("rows")).toInt() > 0);
        // The real count, beyond --max-gpus 2; a job needing more is not within the limit.
        CHECK(r.value(QStringLiteral("within_limit")).toBool() ==
              (r.value(QStringLiteral("gpus_needed")).toInt() <= 2 &&
               r.value(QStringLiteral("gpus_needed")).toInt() > 0));
        // Cost ranking: known costs ascend; GPUs without a cloud price come after them.
        if (r.value(QStringLiteral("cost_usd")).isDouble()) {
            CHECK(r.value(QStringLiteral("cost_usd")).toDouble() >= previousCost);
            previousCost = r.value(QStringLiteral("cost_usd")).toDouble();
            CHECK(r.value(QStringLiteral("hours")).toDouble() > 0);
        }
        CHECK(r.value(QStringLiteral("gpu")).toString() !=
              QStringLiteral("fx_rtx_4090")); // --segment datacenter
    }
    CHECK(previousCost > 0);
}

TEST_CASE("recommend --gpu gives that GPU alone, and --model-config reads a config.json")
{
    Run one = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--model-config"),
                                 fixturePath(QStringLiteral("model_configs/llama-3.1-8b.json")),
                                 QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
                                 QStringLiteral("fx_h100_sxm"), QStringLiteral("--format"),
                                 QStringLiteral("json")});
    REQUIRE(one.code == 0);
    const QJsonArray results =
        QJsonDocument::fromJson(one.out.toUtf8()).object().value(QStringLiteral("results")).toArray();
    REQUIRE(results.size() == 1);
    const QJsonObject r = results.first().toObject();
    CHECK(r.value(QStringLiteral("gpu")).toString() == QStringLiteral("fx_h100_sxm"));
    CHECK(!r.value(QStringLiteral("fits")).toBool()); // 18 bytes x 8B parameters is more than 80 GB
    CHECK(r.value(QStringLiteral("gpus_needed")).toInt() > 1);
}

TEST_CASE("recommend --out writes the report by its suffix and prints nothing unless --format is given")
{
    QTemporaryDir dir;
    const QStringList job = {QStringLiteral("recommend"),    QStringLiteral("--model"),
                             QStringLiteral("llama-3.1-8b"), QStringLiteral("--method"),
                             QStringLiteral("full"),         QStringLiteral("--tokens"),
                             QStringLiteral("1e9")};
    QByteArray json;
    for (const char *suffix : {"pdf", "md", "csv", "json", "svg"}) {
        INFO(suffix);
        const QString path = dir.filePath(QStringLiteral("report.") + QLatin1String(suffix));
        Run run = gpuscout(job + QStringList{QStringLiteral("--out"), path});
        CHECK(run.code == 0);
        CHECK(run.out.isEmpty());
        CHECK(run.err.isEmpty());
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        CHECK(bytes.size() > 200);
        if (QLatin1String(suffix) == QLatin1String("pdf"))
            CHECK(bytes.startsWith("%PDF-"));
        if (QLatin1String(suffix) == QLatin1String("md"))
            CHECK(bytes.startsWith("# GPU recommendation\n"));
        if (QLatin1String(suffix) == QLatin1String("md"))
            CHECK(bytes.contains("`gpuscout recommend --model llama-3.1-8b --method full --tokens"));
        if (QLatin1String(suffix) == QLatin1String("csv"))
            CHECK(bytes.startsWith("rank,gpu,name,"));
        if (QLatin1String(suffix) == QLatin1String("json"))
            json = bytes;
    }
    // With --format the ranking is printed as well, the same JSON as the file.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    Run both = gpuscout(job + QStringList{QStringLiteral("--out"), again, QStringLiteral("--format"),
                                          QStringLiteral("json")});
    CHECK(both.code == 0);
    CHECK(both.out.toUtf8() == json);
    QFile file(again);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.readAll() == json);

    // --format markdown prints the report's Markdown, byte for byte what --out FILE.md wrote.
    QFile md(dir.filePath(QStringLiteral("report.md")));
    REQUIRE(md.open(QIODevice::ReadOnly));
    Run markdown = gpuscout(job + QStringList{QStringLiteral("--format"), QStringLiteral("markdown")});
    CHECK(markdown.code == 0);
    CHECK(markdown.err.isEmpty());
    CHECK(markdown.out.toUtf8() == md.readAll());

    // A report is for people: its headline groups thousands as its tables do; the JSON keeps C's numbers
    // for scripts. Cheapest here: 3 x GeForce RTX 3090 at $1,499 each, 1,304 tokens/s.
    const QStringList bought{QStringLiteral("recommend"),    QStringLiteral("--model"),
                             QStringLiteral("llama-3.1-8b"), QStringLiteral("--method"),
                             QStringLiteral("lora"),         QStringLiteral("--price"),
                             QStringLiteral("purchase"),     QStringLiteral("--format")};
    const Run page = gpuscoutOnFixture(bought + QStringList{QStringLiteral("markdown")});
    REQUIRE(page.code == 0);
    CHECK(
        page.out.contains(QStringLiteral("Cheapest: 3 x GeForce RTX 3090, $4,497 to buy, 1,304 tokens/s.")));
    const Run script = gpuscoutOnFixture(bought + QStringList{QStringLiteral("json")});
    REQUIRE(script.code == 0);
    CHECK(QJsonDocument::fromJson(script.out.toUtf8())
              .object()
              .value(QStringLiteral("headline"))
              .toObject()
              .value(QStringLiteral("cheapest"))
              .toString() == QStringLiteral("Cheapest: 3 x GeForce RTX 3090, $4497 to buy, 1304 tokens/s."));
    Run badFormat = gpuscout(job + QStringList{QStringLiteral("--format"), QStringLiteral("html")});
    CHECK(badFormat.code == 2);
    CHECK(badFormat.err ==
          QStringLiteral("gpuscout recommend: --format: expected table, json or markdown, got \"html\"\n"));

    Run unknown = gpuscout(job + QStringList{QStringLiteral("--out"), dir.filePath(QStringLiteral("r.txt"))});
    CHECK(unknown.code == 2);
    CHECK(unknown.out.isEmpty());
    CHECK(unknown.err.count(QLatin1Char('\n')) == 1);
    CHECK(unknown.err.startsWith(QStringLiteral("gpuscout recommend: --out: ")));
    CHECK(unknown.err.contains(QStringLiteral("r.txt")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("r.txt"))));

    Run unwritable =
        gpuscout(job + QStringList{QStringLiteral("--out"), QStringLiteral("/nonexistent/dir/r.pdf")});
    CHECK(unwritable.code == 1);
    CHECK(unwritable.out.isEmpty());
    CHECK(unwritable.err.count(QLatin1Char('\n')) == 1);
    CHECK(unwritable.err.contains(QStringLiteral("/nonexistent/dir/r.pdf")));
    CHECK_FALSE(QFile::exists(QStringLiteral("/nonexistent/dir/r.pdf")));
}

TEST_CASE("recommend refuses bad values with exit 2 and one line naming the option")
{
    const QStringList base = {QStringLiteral("recommend"), QStringLiteral("--method"),
                              QStringLiteral("qlora")};
    const std::vector<std::pair<QStringList, QString>> cases = {
        {{QStringLiteral("--params"), QStringLiteral("8Q")}, QStringLiteral("--params")},
        {{QStringLiteral("--model"), QStringLiteral("llama-9")},
         QStringLiteral("--model: unknown model \"llama-9\"")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--seq"),
          QStringLiteral("-1")},
         QStringLiteral("--seq")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--gpu"),
          QStringLiteral("h999")},
         QStringLiteral("--gpu: unknown GPU id")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--segment"),
          QStringLiteral("datacenter,home")},
         QStringLiteral("--segment")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--budget-usd"),
          QStringLiteral("lots")},
         QStringLiteral("--budget-usd")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--optimize"),
          QStringLiteral("fun")},
         QStringLiteral("--optimize")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--price"),
          QStringLiteral("free")},
         QStringLiteral("--price")},
        {{QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--params"),
          QStringLiteral("8B")},
         QStringLiteral("only one of --model")},
    };
    for (const auto &[extra, expected] : cases) {
        Run run = gpuscout(base + extra);
        INFO(extra.join(QLatin1Char(' ')).toStdString());
        CHECK(run.code == 2);
        CHECK(run.out.isEmpty());
        CHECK(run.err.count(QLatin1Char('\n')) == 1);
        CHECK(run.err.startsWith(QStringLiteral("gpuscout recommend: ")));
        CHECK(run.err.contains(expected));
    }
    Run badConfig =
        gpuscout(base + QStringList{QStringLiteral("--model-config"),
                                    fixturePath(QStringLiteral("model_configs/bad_missing_layers.json"))});
    CHECK(badConfig.code == 2); // a readable file that is not a model config: bad usage, naming the key
    CHECK(badConfig.err.contains(QStringLiteral("--model-config: ")));
    CHECK(badConfig.err.contains(QStringLiteral("missing num_hidden_layers")));
    Run noFile = gpuscout(
        base + QStringList{QStringLiteral("--model-config"), QStringLiteral("/nonexistent/config.json")});
    CHECK(noFile.code == 1); // an unreadable input file, as with --data
    CHECK(noFile.err.contains(QStringLiteral("--model-config: ")));
}

TEST_CASE("export writes each chart as PNG, SVG and PDF, the same bytes every time")
{
    QTemporaryDir dir;
    const QString gpus = QStringLiteral("fx_h100_sxm,fx_l40s,fx_rtx_4090,fx_l4");
    for (const QString &kind : {QStringLiteral("radar"), QStringLiteral("bar"), QStringLiteral("scatter")}) {
        for (const QString &format : {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}) {
            INFO((kind + QLatin1Char('.') + format).toStdString());
            const QString path = dir.filePath(kind + QLatin1Char('.') + format);
            Run run = gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), kind,
                                         QStringLiteral("--gpus"), gpus, QStringLiteral("--out"), path,
                                         QStringLiteral("--size"), QStringLiteral("800x450"),
                                         QStringLiteral("--scale"), QStringLiteral("2")});
            CHECK(run.code == 0);
            CHECK(run.err.isEmpty());
            QFile file(path);
            REQUIRE(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            if (format == QLatin1String("png")) {
                QImage image;
                REQUIRE(image.loadFromData(bytes, "PNG"));
                CHECK(image.size() == QSize(1600, 900));
            } else if (format == QLatin1String("svg")) {
                CHECK(bytes.contains("<svg"));
                CHECK(bytes.contains("GeForce RTX 4090"));
            } else {
                CHECK(bytes.startsWith("%PDF-"));
            }
            if (format != QLatin1String("pdf")) {
                const QString again = dir.filePath(QStringLiteral("again.") + format);
                REQUIRE(gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), kind,
                                           QStringLiteral("--gpus"), gpus, QStringLiteral("--out"), again,
                                           QStringLiteral("--size"), QStringLiteral("800x450"),
                                           QStringLiteral("--scale"), QStringLiteral("2")})
                            .code == 0);
                QFile second(again);
                REQUIRE(second.open(QIODevice::ReadOnly));
                CHECK(second.readAll() == bytes);
            }
        }
    }
}

TEST_CASE("export takes metrics, theme and the scatter's price axis")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dark.png"));
    Run run =
        gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("bar"),
                           QStringLiteral("--gpus"), QStringLiteral("fx_rtx_4090,fx_rtx_3090"),
                           QStringLiteral("--metrics"), QStringLiteral("vram_gb,launch_price_usd"),
                           QStringLiteral("--theme"), QStringLiteral("dark"), QStringLiteral("--out"), path});
    CHECK(run.code == 0);
    QImage image(path);
    REQUIRE(!image.isNull());
    CHECK(image.size() == QSize(1600, 900));
    CHECK(image.pixelColor(1, 1).lightness() < 60);

    // No GPU with a launch price: the file says so, and so does stderr.
    const QString empty = dir.filePath(QStringLiteral("empty.svg"));
    run =
        gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("scatter"),
                           QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm"), QStringLiteral("--price"),
                           QStringLiteral("purchase"), QStringLiteral("--out"), empty});
    CHECK(run.code == 0);
    CHECK(run.err.contains(QStringLiteral("warning: None of the selected GPUs has both a launch price")));
    QFile svg(empty);
    REQUIRE(svg.open(QIODevice::ReadOnly));
    CHECK(svg.readAll().contains("cloud price instead"));
}

TEST_CASE("export refuses unknown GPU ids, metric keys and bad sizes with exit 2 and one line")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    auto exportWith = [&](const QStringList &extra) {
        return gpuscoutOnFixture(QStringList{QStringLiteral("export"), QStringLiteral("--out"), out} + extra);
    };
    const QStringList radar = {QStringLiteral("--chart"), QStringLiteral("radar")};
    const QStringList gpus = {QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,fx_l4")};

    Run unknownId =
        exportWith(radar + QStringList{QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,h900")});
    CHECK(unknownId.code == 2);
    CHECK(unknownId.err.startsWith(QStringLiteral("gpuscout export: unknown GPU id \"h900\"")));
    CHECK(unknownId.err.count(QLatin1Char('\n')) == 1);

    Run unknownMetric = exportWith(
        radar + gpus + QStringList{QStringLiteral("--metrics"), QStringLiteral("vram_gb,speed,tdp_w")});
    CHECK(unknownMetric.code == 2);
    CHECK(unknownMetric.err.startsWith(QStringLiteral("gpuscout export: unknown metric key \"speed\"")));

    Run textMetric = exportWith(QStringList{QStringLiteral("--chart"), QStringLiteral("bar")} + gpus +
                                QStringList{QStringLiteral("--metrics"), QStringLiteral("architecture")});
    CHECK(textMetric.code == 2);
    CHECK(textMetric.err.contains(QStringLiteral("not a number")));

    CHECK(exportWith(radar + gpus + QStringList{QStringLiteral("--size"), QStringLiteral("wide")}).code == 2);
    CHECK(exportWith(radar + gpus + QStringList{QStringLiteral("--scale"), QStringLiteral("0")}).code == 2);
    CHECK(exportWith(radar + gpus + QStringList{QStringLiteral("--scale"), QStringLiteral("x2")}).code == 2);
    CHECK(exportWith(radar + gpus +
                     QStringList{QStringLiteral("--size"), QStringLiteral("16000x900"),
                                 QStringLiteral("--scale"), QStringLiteral("4")})
              .code == 2);
    CHECK(exportWith(radar + gpus + QStringList{QStringLiteral("--theme"), QStringLiteral("blue")}).code ==
          2);
    CHECK(exportWith(QStringList{QStringLiteral("--chart"), QStringLiteral("pie")} + gpus).code == 2);
    CHECK(exportWith(gpus).code == 2); // no --chart
    CHECK_FALSE(QFile::exists(out));

    Run badSuffix = gpuscoutOnFixture(QStringList{QStringLiteral("export"), QStringLiteral("--out"),
                                                  dir.filePath(QStringLiteral("x.jpg"))} +
                                      radar + gpus);
    CHECK(badSuffix.code == 2);
    CHECK(badSuffix.err.contains(QStringLiteral(".png, .svg or .pdf")));
}

TEST_CASE("export to an unwritable place exits 1 and leaves no file")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/chart.pdf"));
    Run run = gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("radar"),
                                 QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,fx_l4"),
                                 QStringLiteral("--out"), path});
    CHECK(run.code == 1);
    CHECK(run.err.startsWith(QStringLiteral("gpuscout export: ")));
    CHECK(run.err.contains(QStringLiteral("does not exist")));
    CHECK_FALSE(QFile::exists(path));

    // A directory in the way of the file name.
    run = gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("bar"),
                             QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm"), QStringLiteral("--out"),
                             dir.path() + QStringLiteral("/")});
    CHECK(run.code != 0);
    CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

TEST_CASE("export --chart report writes the one-page PDF report and refuses other formats")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    Run run =
        gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("report"),
                           QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,fx_l40s,fx_rtx_4090,fx_l4"),
                           QStringLiteral("--out"), path});
    CHECK(run.code == 0);
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    CHECK(pdf.startsWith("%PDF-"));
    CHECK(pdf.contains("/Count 1"));

    Run png =
        gpuscoutOnFixture({QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("report"),
                           QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm"), QStringLiteral("--out"),
                           dir.filePath(QStringLiteral("report.png"))});
    CHECK(png.code == 2);
    CHECK(png.err.contains(QStringLiteral(".pdf")));
}

TEST_CASE("Each command's help names the command, not the path it was started from")
{
    for (const char *command : {"list", "export", "recommend", "fitmap", "stacks", "screenshot"}) {
        INFO(command);
        Run help = gpuscout({QLatin1String(command), QStringLiteral("--help")});
        CHECK(help.code == 0);
        CHECK(
            help.out.startsWith(QStringLiteral("Usage: gpuscout %1 [options]").arg(QLatin1String(command))));
    }
}

TEST_CASE("recommend --help shows every job option with its default, from the one field table")
{
    Run help = gpuscout({QStringLiteral("recommend"), QStringLiteral("--help")});
    REQUIRE(help.code == 0);
    help.out = help.out.simplified(); // the help wraps its columns
    for (const JobFields::Field &f : JobFields::all()) {
        INFO(f.key);
        CHECK(help.out.contains(QStringLiteral("--") + f.option()));
        const QString fallback = JobFields::defaultText(f);
        if (!fallback.isEmpty())
            CHECK(help.out.contains(QStringLiteral("Default: %1.").arg(fallback)));
    }
    CHECK(help.out.contains(QStringLiteral("--grad-ckpt")));
    CHECK(help.out.contains(QStringLiteral("--no-flash-attn")));
}

TEST_CASE("recommend gives the real GPU count with nodes, and says how to make a job fit")
{
    // 70B full fine-tuning: more H100s than the default limit of 8, in nodes of 8, not "does not fit".
    const Run full = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
         QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
         QStringLiteral("fx_h100_sxm"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(full.code == 0);
    const QJsonObject h100 = QJsonDocument::fromJson(full.out.toUtf8())
                                 .object()
                                 .value(QStringLiteral("results"))
                                 .toArray()
                                 .first()
                                 .toObject();
    const int needed = h100.value(QStringLiteral("gpus_needed")).toInt();
    CHECK(needed > 8);
    const int nodes = (needed + 7) / 8;
    CHECK(h100.value(QStringLiteral("nodes")).toInt() == nodes);
    CHECK(h100.value(QStringLiteral("gpus")).toInt() == nodes * 8); // whole nodes, the default
    CHECK(!h100.value(QStringLiteral("within_limit")).toBool());
    CHECK(h100.value(QStringLiteral("why"))
              .toString()
              .startsWith(needed == nodes * 8
                              ? QStringLiteral("needs %1 GPUs").arg(needed)
                              : QStringLiteral("needs %1 nodes of 8 (%2 GPUs; the job needs %3)")
                                    .arg(nodes)
                                    .arg(nodes * 8)
                                    .arg(needed)));
    // Each fix lowers the count and carries its own figures.
    const QJsonArray fixes = h100.value(QStringLiteral("fixes")).toArray();
    REQUIRE(!fixes.isEmpty());
    for (const QJsonValue &value : fixes) {
        const QJsonObject fix = value.toObject();
        CHECK(fix.value(QStringLiteral("args")).toString().startsWith(QStringLiteral("--")));
        CHECK(fix.value(QStringLiteral("gpus_needed")).toInt() < needed);
        CHECK(fix.value(QStringLiteral("total_gib")).toDouble() > 0);
    }

    // --gpus fixes the count: memory and speed for exactly that many.
    const Run fixed = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
         QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
         QStringLiteral("fx_h100_sxm"), QStringLiteral("--gpus"), QString::number(needed * 2),
         QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(fixed.code == 0);
    const QJsonObject doubled = QJsonDocument::fromJson(fixed.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("results"))
                                    .toArray()
                                    .first()
                                    .toObject();
    CHECK(doubled.value(QStringLiteral("gpus")).toInt() == needed * 2);
    CHECK(doubled.value(QStringLiteral("gpus_needed")).toInt() == needed);
    CHECK(doubled.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble() <
          h100.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble());

    // The excluded GPUs are in the JSON too, each with the number that excluded it.
    const Run budget =
        gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--price"), QStringLiteral("purchase"),
                           QStringLiteral("--budget-usd"), QStringLiteral("1800"), QStringLiteral("--format"),
                           QStringLiteral("json")});
    REQUIRE(budget.code == 0);
    const QJsonArray excluded =
        QJsonDocument::fromJson(budget.out.toUtf8()).object().value(QStringLiteral("excluded")).toArray();
    bool sawPrice = false;
    for (const QJsonValue &value : excluded) {
        const QJsonObject x = value.toObject();
        CHECK(!x.value(QStringLiteral("gpu")).toString().isEmpty());
        if (x.value(QStringLiteral("gpu")).toString() == QLatin1String("fx_rtx_5090")) {
            sawPrice = true;
            CHECK(
                x.value(QStringLiteral("why")).toString() ==
                QStringLiteral("$3775 (the middle of street price, new $3650-3900 (2026-06)), over the $1800 "
                               "budget"));
        }
    }
    CHECK(sawPrice);
}

TEST_CASE("recommend --whole-nodes rounds a job that spans nodes up to whole nodes, yes by default")
{
    const QStringList base{
        QStringLiteral("recommend"),   QStringLiteral("--model"),    QStringLiteral("llama-3.1-70b"),
        QStringLiteral("--method"),    QStringLiteral("full"),       QStringLiteral("--gpu"),
        QStringLiteral("fx_h100_sxm"), QStringLiteral("--max-gpus"), QStringLiteral("256"),
        QStringLiteral("--tokens"),    QStringLiteral("1B"),         QStringLiteral("--format"),
        QStringLiteral("json")};
    const auto answer = [&](const QStringList &extra) {
        const Run run = gpuscoutOnFixture(base + extra);
        REQUIRE(run.code == 0);
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    };
    const auto first = [](const QJsonObject &doc) {
        return doc.value(QStringLiteral("results")).toArray().first().toObject();
    };
    const QJsonObject off = answer({QStringLiteral("--whole-nodes"), QStringLiteral("no")});
    CHECK(off.value(QStringLiteral("workload")).toObject().value(QStringLiteral("whole_nodes")).toString() ==
          QStringLiteral("no"));
    const int needed = first(off).value(QStringLiteral("gpus_needed")).toInt();
    REQUIRE(needed >= 3);
    CHECK(first(off).value(QStringLiteral("gpus")).toInt() == needed);
    // Nodes of one GPU fewer than the job needs: two nodes, 2 x (needed - 1) GPUs.
    const QStringList perNode{QStringLiteral("--gpus-per-node"), QString::number(needed - 1)};
    const QJsonObject offSplit =
        answer(perNode + QStringList{QStringLiteral("--whole-nodes"), QStringLiteral("no")});
    CHECK(first(offSplit).value(QStringLiteral("gpus")).toInt() == needed);
    const QJsonObject whole = answer(perNode); // the default
    CHECK(
        whole.value(QStringLiteral("workload")).toObject().value(QStringLiteral("whole_nodes")).toString() ==
        QStringLiteral("yes"));
    const QJsonObject r = first(whole);
    CHECK(r.value(QStringLiteral("gpus_needed")).toInt() == needed);
    CHECK(r.value(QStringLiteral("gpus")).toInt() == 2 * (needed - 1));
    CHECK(r.value(QStringLiteral("nodes")).toInt() == 2);
    CHECK(r.value(QStringLiteral("why"))
              .toString()
              .startsWith(QStringLiteral("runs on 2 nodes of %1 (%2 GPUs; the job needs %3)")
                              .arg(needed - 1)
                              .arg(2 * (needed - 1))
                              .arg(needed)));
    // More GPUs train sooner, and cost more an hour.
    CHECK(r.value(QStringLiteral("hours")).toDouble() <
          first(offSplit).value(QStringLiteral("hours")).toDouble());
    // The table says it too, and a bad word is refused naming the option.
    const Run table = gpuscoutOnFixture(base.mid(0, base.size() - 2) + perNode);
    CHECK(table.out.contains(QStringLiteral("runs on 2 nodes of %1").arg(needed - 1)));
    const Run bad =
        gpuscoutOnFixture(base + QStringList{QStringLiteral("--whole-nodes"), QStringLiteral("maybe")});
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QStringLiteral("--whole-nodes: expected yes or no")));
}

TEST_CASE("recommend --sharding says what each GPU holds: FSDP least, then ZeRO-2, ZeRO-1, DDP most")
{
    // Full fine-tuning of 8B on 4 H100s: every split holds the activations; only FSDP shards the weights.
    auto totalFor = [](const QString &sharding, QJsonObject *result = nullptr) {
        const Run run = gpuscoutOnFixture(
            {QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
             QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
             QStringLiteral("fx_h100_sxm"), QStringLiteral("--gpus"), QStringLiteral("4"),
             QStringLiteral("--sharding"), sharding, QStringLiteral("--format"), QStringLiteral("json")});
        REQUIRE(run.code == 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        CHECK(doc.value(QStringLiteral("workload")).toObject().value(QStringLiteral("sharding")).toString() ==
              sharding);
        const QJsonObject first = doc.value(QStringLiteral("results")).toArray().first().toObject();
        if (result)
            *result = first;
        return first.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble();
    };
    QJsonObject ddp;
    const double fsdp = totalFor(QStringLiteral("fsdp")), zero2 = totalFor(QStringLiteral("zero2")),
                 zero1 = totalFor(QStringLiteral("zero1")), replicas = totalFor(QStringLiteral("ddp"), &ddp);
    CHECK(fsdp < zero2);
    CHECK(zero2 < zero1);
    CHECK(zero1 < replicas);
    // DDP: no count holds it (every GPU keeps everything), and sharding is offered as the fix.
    CHECK(ddp.value(QStringLiteral("gpus_needed")).toInt() == 0);
    bool offered = false;
    for (const QJsonValue &fix : ddp.value(QStringLiteral("fixes")).toArray())
        offered = offered ||
                  fix.toObject().value(QStringLiteral("args")).toString() == QLatin1String("--sharding fsdp");
    CHECK(offered);
    // Each result says which sharding it assumed.
    CHECK(ddp.value(QStringLiteral("sharding")).toString() == QLatin1String("ddp"));

    // Unset, the sharding is auto: the Trainer's DDP for a LoRA job a card holds, said in the reason.
    const Run lora = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
         QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
         QStringLiteral("fx_rtx_pro_6000_bw"), QStringLiteral("--gpus"), QStringLiteral("4"),
         QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(lora.code == 0);
    const QJsonObject loraDoc = QJsonDocument::fromJson(lora.out.toUtf8()).object();
    CHECK(loraDoc.value(QStringLiteral("workload")).toObject().value(QStringLiteral("sharding")).toString() ==
          QLatin1String("auto"));
    const QJsonObject loraResult = loraDoc.value(QStringLiteral("results")).toArray().first().toObject();
    CHECK(loraResult.value(QStringLiteral("sharding")).toString() == QLatin1String("ddp"));
    CHECK(loraResult.value(QStringLiteral("why"))
              .toString()
              .contains(QLatin1String("(DDP, the default of Transformers Trainer + PEFT)")));

    // --ckpt-offload: checkpointed layer inputs wait in CPU memory; the stack's default otherwise.
    auto activations = [](const char *offload) {
        const Run run = gpuscoutOnFixture(
            {QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
             QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--ckpt"),
             QStringLiteral("full"), QStringLiteral("--seq"), QStringLiteral("16384"),
             QStringLiteral("--ckpt-offload"), QLatin1String(offload), QStringLiteral("--gpu"),
             QStringLiteral("fx_h100_sxm"), QStringLiteral("--format"), QStringLiteral("json")});
        REQUIRE(run.code == 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        CHECK(doc.value(QStringLiteral("workload"))
                  .toObject()
                  .value(QStringLiteral("ckpt_offload"))
                  .toString() == QLatin1String(offload));
        return doc.value(QStringLiteral("results"))
            .toArray()
            .first()
            .toObject()
            .value(QStringLiteral("memory_gib"))
            .toObject()
            .value(QStringLiteral("activations"))
            .toDouble();
    };
    CHECK(activations("yes") < activations("no"));

    const Run bad = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--sharding"), QStringLiteral("zero4")});
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QLatin1String("--sharding")));
}

TEST_CASE(
    "The overlay option applies the user's corrections, a bad overlay is a runtime failure naming its path")
{
    const QString overlay = QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json");
    Run run = gpuscoutOnFixture({QStringLiteral("--overlay"), overlay, QStringLiteral("list"),
                                 QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(run.code == 0);
    const QJsonArray array = QJsonDocument::fromJson(run.out.toUtf8()).array();
    CHECK(array.size() == fixtureGpuCount() + 1);
    bool sawH100 = false;
    for (const QJsonValue &value : array) {
        const QJsonObject gpu = value.toObject();
        if (gpu.value(QStringLiteral("id")).toString() == QLatin1String("fx_h100_sxm")) {
            sawH100 = true;
            CHECK(gpu.value(QStringLiteral("cloud_usd_hr_low")).toDouble() == 1.49);
            CHECK(gpu.value(QStringLiteral("user_fields")).toArray().contains(QStringLiteral("prices")));
        }
    }
    CHECK(sawH100);

    Run same = gpuscoutOnFixture({QStringLiteral("--overlay=") + overlay, QStringLiteral("list"),
                                  QStringLiteral("--format"), QStringLiteral("csv"),
                                  QStringLiteral("--columns"), QStringLiteral("cloud_usd_hr_low")});
    CHECK(same.code == 0);
    CHECK(same.out.contains(QStringLiteral("fx_h100_sxm,1.49")));

    Run bad = gpuscoutOnFixture({QStringLiteral("--overlay"),
                                 QStringLiteral(TEST_DATA_DIR "/overlay/frozen_bad_wrong_type.json"),
                                 QStringLiteral("list")});
    CHECK(bad.code == 1);
    CHECK(bad.err.contains(QStringLiteral("bad_wrong_type.json: gpus[0].tdp_w: expected a number")));
    Run missing = gpuscoutOnFixture({QStringLiteral("--overlay")});
    CHECK(missing.code == 2);
    CHECK(missing.err.contains(QStringLiteral("--overlay needs a file name")));
}

TEST_CASE("fitmap prints the map as a table, CSV, JSON and Markdown, the same bytes every time")
{
    const QStringList base{QStringLiteral("fitmap"),
                           QStringLiteral("--models"),
                           QStringLiteral("llama-3.1-8b,tinyllama-1.1b"),
                           QStringLiteral("--gpus"),
                           QStringLiteral("fx_h100_sxm,fx_t4"),
                           QStringLiteral("--seq"),
                           QStringLiteral("4096")};
    const Run table = gpuscoutOnFixture(base);
    REQUIRE(table.code == 0);
    CHECK(table.out.contains(QStringLiteral("fx_h100_sxm")));
    CHECK(table.out.indexOf(QStringLiteral("TinyLlama")) < table.out.indexOf(QStringLiteral("Llama 3.1 8B")));

    const Run json =
        gpuscoutOnFixture(base + QStringList{QStringLiteral("--format"), QStringLiteral("json"),
                                             QStringLiteral("--method"), QStringLiteral("qlora")});
    REQUIRE(json.code == 0);
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(root.value(QStringLiteral("workload")).toObject().value(QStringLiteral("seq")).toInt() == 4096);
    CHECK(root.value(QStringLiteral("workload")).toObject().value(QStringLiteral("method")).toString() ==
          QStringLiteral("qlora"));
    const QJsonArray cells = root.value(QStringLiteral("cells")).toArray();
    REQUIRE(cells.size() == 4);
    CHECK(cells.at(0).toObject().value(QStringLiteral("model")).toString() ==
          QStringLiteral("tinyllama-1.1b"));
    CHECK(cells.at(0).toObject().value(QStringLiteral("method")).toString() == QStringLiteral("qlora"));
    CHECK(gpuscoutOnFixture(base + QStringList{QStringLiteral("--format"), QStringLiteral("json"),
                                               QStringLiteral("--method"), QStringLiteral("qlora")})
              .out == json.out);

    const Run csv = gpuscoutOnFixture(base + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
    REQUIRE(csv.code == 0);
    CHECK(csv.out.startsWith(QStringLiteral("model,gpu,method,status,fits,gpus_needed")));
    CHECK(csv.out.count(QStringLiteral("\r\n")) == 5);
    const Run md =
        gpuscoutOnFixture(base + QStringList{QStringLiteral("--format"), QStringLiteral("markdown")});
    REQUIRE(md.code == 0);
    CHECK(md.out.contains(QStringLiteral("| Model | H100 SXM5 80GB | T4 |")));

    // --model-config adds the user's model as a row.
    const Run config =
        gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--models"),
                           QStringLiteral("tinyllama-1.1b"), QStringLiteral("--model-config"),
                           fixturePath(QStringLiteral("model_configs/phi-2.json")), QStringLiteral("--gpus"),
                           QStringLiteral("fx_t4"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(config.code == 0);
    CHECK(QJsonDocument::fromJson(config.out.toUtf8())
              .object()
              .value(QStringLiteral("models"))
              .toArray()
              .size() == 2);
}

TEST_CASE("fitmap writes PNG, SVG, PDF, CSV and Markdown files, the same bytes every time")
{
    QTemporaryDir dir;
    for (const char *suffix : {"png", "svg", "pdf", "csv", "md"}) {
        INFO(suffix);
        const QString path = dir.filePath(QStringLiteral("map.%1").arg(QLatin1String(suffix)));
        const QStringList args{
            QStringLiteral("fitmap"),   QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,fx_rtx_4090"),
            QStringLiteral("--method"), QStringLiteral("best"),   QStringLiteral("--theme"),
            QStringLiteral("dark"),     QStringLiteral("--out"),  path};
        const Run first = gpuscoutOnFixture(args);
        REQUIRE(first.code == 0);
        CHECK(first.out.isEmpty());
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        file.close();
        CHECK(bytes.size() > 100);
        if (QLatin1String(suffix) == QLatin1String("pdf"))
            continue; // the PDF embeds its creation date
        REQUIRE(gpuscoutOnFixture(args).code == 0);
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.readAll() == bytes);
    }
    const QImage image(dir.filePath(QStringLiteral("map.png")));
    CHECK(image.width() > 300);
}

TEST_CASE("fitmap refuses unknown model and GPU ids, naming them, with exit 2")
{
    const Run models = gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--models"),
                                          QStringLiteral("llama-3.1-8b,no-such-model,other")});
    CHECK(models.code == 2);
    CHECK(models.err.contains(QStringLiteral("no-such-model")));
    CHECK(models.err.contains(QStringLiteral("other")));
    CHECK(models.err.count(QLatin1Char('\n')) == 1);
    const Run gpus = gpuscoutOnFixture(
        {QStringLiteral("fitmap"), QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,h999")});
    CHECK(gpus.code == 2);
    CHECK(gpus.err.contains(QStringLiteral("\"h999\"")));
    CHECK(gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--method"), QStringLiteral("half")})
              .code == 2);
    CHECK(gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--format"), QStringLiteral("xml")})
              .code == 2);
    CHECK(gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--out"), QStringLiteral("map.gif")})
              .code == 2);
    CHECK(
        gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--seq"), QStringLiteral("abc")}).code ==
        2);
    const Run config =
        gpuscoutOnFixture({QStringLiteral("fitmap"), QStringLiteral("--model-config"),
                           fixturePath(QStringLiteral("model_configs/bad_missing_layers.json"))});
    CHECK(config.code == 2);
    CHECK(config.err.startsWith(QStringLiteral("gpuscout fitmap: --model-config")));
}

TEST_CASE("stacks prints the stack table, one stack's sources, and the same as CSV, JSON and Markdown")
{
    const Stacks::LoadResult &table = Stacks::bundled();
    REQUIRE(table.ok());
    const int stacks = int(table.stacks.size());
    const int entries = int(Stacks::entryKeys().size());

    Run overview = gpuscout({QStringLiteral("stacks")});
    REQUIRE(overview.code == 0);
    const QStringList lines = overview.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(lines.size() == stacks + 4); // header, rule, a row each, the judgement and the unset legends
    CHECK(lines.at(2).startsWith(QStringLiteral("hf ")));
    CHECK(lines.at(2).contains(Stacks::find(QStringLiteral("hf"))->name));
    CHECK(lines.at(lines.size() - 2).startsWith(QStringLiteral("* a judgement")));
    CHECK(lines.last().startsWith(QStringLiteral("- an optional entry the stack does not set")));

    // One stack: every entry with its value, source and quote.
    const Stacks::Stack *titan = Stacks::find(QStringLiteral("torchtitan"));
    REQUIRE(titan);
    Run one = gpuscout({QStringLiteral("stacks"), QStringLiteral("torchtitan")});
    REQUIRE(one.code == 0);
    CHECK(one.out.startsWith(titan->name + QStringLiteral(" (torchtitan)\n")));
    for (const QString &key : Stacks::entryKeys()) {
        INFO(key.toStdString());
        CHECK(one.out.contains(QStringLiteral("\n") + key + QStringLiteral(": ")));
        CHECK(one.out.contains(QStringLiteral("  source: ") + titan->citations.at(key).source +
                               QLatin1Char('\n')));
    }
    CHECK(one.out.contains(QStringLiteral("\ncheckpointing: selective\n")));

    Run csv = gpuscout({QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("csv")});
    REQUIRE(csv.code == 0);
    CHECK(csv.out.startsWith(QStringLiteral("stack,name,entry,value,estimate,source,quote,note\r\n")));
    CHECK(csv.out.count(QStringLiteral("\r\nhf,")) == entries);

    Run json = gpuscout({QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(json.code == 0);
    const QJsonArray array =
        QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("stacks")).toArray();
    REQUIRE(array.size() == stacks);
    const QJsonObject hf = array.at(0).toObject();
    CHECK(hf.value(QStringLiteral("default")).toBool());
    CHECK(hf.value(QStringLiteral("entries")).toObject().size() == entries);
    CHECK(hf.value(QStringLiteral("entries"))
              .toObject()
              .value(QStringLiteral("kbit_upcast"))
              .toObject()
              .value(QStringLiteral("value")) == QJsonValue(Stacks::find(QStringLiteral("hf"))->kbitUpcast));

    Run md = gpuscout({QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("markdown")});
    REQUIRE(md.code == 0);
    CHECK(md.out.startsWith(QStringLiteral("| id | name | ckpt |")));
    CHECK(md.out.count(QStringLiteral("\n### ")) == stacks);

    Run unknown = gpuscout({QStringLiteral("stacks"), QStringLiteral("no-such-trainer")});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.startsWith(
        QStringLiteral("gpuscout stacks: unknown stack \"no-such-trainer\" (known: hf, ")));
    Run badFormat = gpuscout({QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("pdf")});
    CHECK(badFormat.code == 2);
    CHECK(badFormat.err.count(QLatin1Char('\n')) == 1);
}

TEST_CASE("recommend and fitmap read a saved job, the options given override it, and --save-job writes one")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString job = dir.filePath(QStringLiteral("titan.json"));
    const QStringList options{QStringLiteral("--stack"),  QStringLiteral("torchtitan"),
                              QStringLiteral("--method"), QStringLiteral("full"),
                              QStringLiteral("--seq"),    QStringLiteral("8192"),
                              QStringLiteral("--batch"),  QStringLiteral("2"),
                              QStringLiteral("--gpus"),   QStringLiteral("8")};
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const Run direct = gpuscoutOnFixture(QStringList{QStringLiteral("recommend")} + options + json +
                                         QStringList{QStringLiteral("--save-job"), job});
    REQUIRE(direct.code == 0);
    REQUIRE(QFile::exists(job));
    // The same answer from the file, byte for byte.
    const Run fromFile =
        gpuscoutOnFixture(QStringList{QStringLiteral("recommend"), QStringLiteral("--job"), job} + json);
    CHECK(fromFile.code == 0);
    CHECK(fromFile.out == direct.out);
    // An option given beside the file wins.
    const Run shorter = gpuscoutOnFixture(QStringList{QStringLiteral("recommend"), QStringLiteral("--job"),
                                                      job, QStringLiteral("--seq"), QStringLiteral("4096")} +
                                          json);
    const Run shorterDirect = gpuscoutOnFixture(QStringList{QStringLiteral("recommend")} + options + json +
                                                QStringList{QStringLiteral("--seq"), QStringLiteral("4096")});
    CHECK(shorter.code == 0);
    CHECK(shorter.out == shorterDirect.out);
    CHECK(shorter.out != direct.out);
    // The fit map reads the same file, its method included; its own --gpus names GPUs, not the job's count.
    const QStringList cells{QStringLiteral("--models"), QStringLiteral("tinyllama-1.1b,llama-3.1-8b"),
                            QStringLiteral("--gpus"), QStringLiteral("fx_h100_sxm,fx_t4")};
    const Run map =
        gpuscoutOnFixture(QStringList{QStringLiteral("fitmap"), QStringLiteral("--job"), job} + cells);
    const Run mapDirect =
        gpuscoutOnFixture(QStringList{QStringLiteral("fitmap")} + options.mid(0, 8) + cells);
    CHECK(map.code == 0);
    CHECK(map.out == mapDirect.out);
    CHECK(map.out.contains(QStringLiteral("on torchtitan")));

    // A bad job file: exit 2 and one line naming the file and the key; a missing one: exit 1.
    const Run bad = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--job"),
                                       fixturePath(QStringLiteral("jobs/bad_seq.json"))});
    CHECK(bad.code == 2);
    CHECK(
        bad.err.trimmed().endsWith(QStringLiteral("bad_seq.json: job.seq: expected a whole number from 16 to "
                                                  "1048576, got \"lots\"")));
    CHECK(bad.err.count(QLatin1Char('\n')) == 1);
    const Run missing = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--job"), dir.filePath(QStringLiteral("none.json"))});
    CHECK(missing.code == 1);
    // --save-job where it cannot write: exit 1, nothing written.
    const QString nowhere = dir.filePath(QStringLiteral("missing/job.json"));
    const Run unwritable =
        gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--save-job"), nowhere});
    CHECK(unwritable.code == 1);
    CHECK(unwritable.err.contains(QStringLiteral("--save-job: ")));
    CHECK_FALSE(QFile::exists(nowhere));
}

TEST_CASE(
    "recommend and fitmap read a training config, the options given override it, and bad configs exit 2")
{
    const QString qlora = fixturePath(QStringLiteral("configs/axolotl_qwen3_32b_qlora.yaml"));
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    // What axolotl's Qwen3 32B QLoRA example says, as options.
    const QStringList options{QStringLiteral("--model"),        QStringLiteral("qwen3-32b"),
                              QStringLiteral("--stack"),        QStringLiteral("axolotl"),
                              QStringLiteral("--method"),       QStringLiteral("qlora"),
                              QStringLiteral("--lora-rank"),    QStringLiteral("16"),
                              QStringLiteral("--lora-targets"), QStringLiteral("all"),
                              QStringLiteral("--seq"),          QStringLiteral("2048"),
                              QStringLiteral("--batch"),        QStringLiteral("1"),
                              QStringLiteral("--optimizer"),    QStringLiteral("adamw8bit"),
                              QStringLiteral("--ckpt"),         QStringLiteral("full"),
                              QStringLiteral("--loss"),         QStringLiteral("fused"),
                              QStringLiteral("--precision"),    QStringLiteral("bf16-mixed"),
                              QStringLiteral("--grad-accum"),   QStringLiteral("2")};
    const Run fromConfig = gpuscoutOnFixture(
        QStringList{QStringLiteral("recommend"), QStringLiteral("--from-config"), qlora} + json);
    const Run direct = gpuscoutOnFixture(QStringList{QStringLiteral("recommend")} + options + json);
    REQUIRE(fromConfig.code == 0);
    REQUIRE(direct.code == 0);
    CHECK(fromConfig.out == direct.out);
    // What was read and what the job cannot hold go to stderr, never into the JSON.
    CHECK(fromConfig.err.contains(
        QStringLiteral("gpuscout recommend: --from-config: axolotl config, stack axolotl\n")));
    CHECK(
        fromConfig.err.contains(QStringLiteral("read: model qwen3-32b (base_model, line 2); stack axolotl")));
    CHECK(fromConfig.err.contains(QStringLiteral("sample_packing (line 24): packing fills each sequence")));
    CHECK_FALSE(direct.err.contains(QStringLiteral("--from-config")));

    const QStringList longer{QStringLiteral("--seq"), QStringLiteral("8192"), QStringLiteral("--batch"),
                             QStringLiteral("2")};
    const Run overridden = gpuscoutOnFixture(
        QStringList{QStringLiteral("recommend"), QStringLiteral("--from-config"), qlora} + longer + json);
    const Run overriddenDirect =
        gpuscoutOnFixture(QStringList{QStringLiteral("recommend")} + options + longer + json);
    CHECK(overridden.code == 0);
    CHECK(overridden.out == overriddenDirect.out);
    CHECK(overridden.out != direct.out);

    // A Hub id that is not a preset takes its config.json from --model-config.
    const QString factory = fixturePath(QStringLiteral("configs/llamafactory_qwen3_lora_sft.yaml"));
    const Run noConfig =
        gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--from-config"), factory});
    CHECK(noConfig.code == 2);
    CHECK(noConfig.err ==
          QStringLiteral("gpuscout recommend: --from-config: ") + factory +
              QStringLiteral(":3: model_name_or_path: \"Qwen/Qwen3-4B-Instruct-2507\" is not a preset "
                             "(see --list-models): give its config.json with --model-config\n"));
    const Run withConfig =
        gpuscoutOnFixture(QStringList{QStringLiteral("recommend"), QStringLiteral("--from-config"), factory,
                                      QStringLiteral("--model-config"),
                                      fixturePath(QStringLiteral("model_configs/qwen3-4b.json"))} +
                          json);
    CHECK(withConfig.code == 0);
    CHECK(withConfig.out.contains(QStringLiteral("\"stack\": \"llama-factory\"")));

    // The fit map reads the config's job, its method included.
    const QStringList cells{QStringLiteral("--models"), QStringLiteral("qwen3-8b"), QStringLiteral("--gpus"),
                            QStringLiteral("fx_h100_sxm,fx_t4")};
    const Run map = gpuscoutOnFixture(
        QStringList{QStringLiteral("fitmap"), QStringLiteral("--from-config"), qlora} + cells);
    const Run mapDirect = gpuscoutOnFixture(QStringList{QStringLiteral("fitmap")} + options.mid(2) + cells);
    CHECK(map.code == 0);
    CHECK(map.out == mapDirect.out);

    // The fit map names its own models: a config whose model is not a preset still gives its job.
    const Run factoryMap = gpuscoutOnFixture(
        QStringList{QStringLiteral("fitmap"), QStringLiteral("--from-config"), factory} + cells);
    CHECK(factoryMap.code == 0);
    CHECK(factoryMap.out.contains(QStringLiteral("on LLaMA-Factory")));

    const Run bad = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--from-config"),
                                       fixturePath(QStringLiteral("configs/bad_4bit_full.yaml"))});
    CHECK(bad.code == 2);
    CHECK(bad.err.count(QLatin1Char('\n')) == 1);
    CHECK(bad.err.contains(QStringLiteral("bad_4bit_full.yaml:3: load_in_4bit: ")));
    const Run both = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--from-config"), qlora,
                                        QStringLiteral("--job"), qlora});
    CHECK(both.code == 2);
    CHECK(both.err == QStringLiteral("gpuscout recommend: give only one of --job and --from-config\n"));
    const Run missing = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--from-config"),
                                           fixturePath(QStringLiteral("configs/none.yaml"))});
    CHECK(missing.code == 1);
}

TEST_CASE("calibrate compares a run with its estimate, prints the factors and updates the calibration file")
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("calibration.json"));
    const QString logs = QStringLiteral(TEST_DATA_DIR "/runlogs/");
    Run memory = gpuscout({QStringLiteral("calibrate"), QStringLiteral("--method"), QStringLiteral("lora"),
                           QStringLiteral("--log"), logs + QStringLiteral("nvidia-smi_h100_trace.csv"),
                           QStringLiteral("--out"), file});
    INFO(memory.err.toStdString());
    REQUIRE(memory.code == 0);
    // The trace names its GPU (an H100): no --gpu needed.
    CHECK(memory.out.contains(QStringLiteral("your stack uses ")));
    CHECK(memory.out.contains(QStringLiteral("x the estimated memory\n")));
    CHECK(memory.out.contains(
        QStringLiteral("  memory: measured 40.00 GiB (device, nvidia-smi_h100_trace.csv line 6)")));
    Run speed =
        gpuscout({QStringLiteral("calibrate"), QStringLiteral("--method"), QStringLiteral("lora"),
                  QStringLiteral("--gpu"), QStringLiteral("h100_sxm"), QStringLiteral("--tokens-per-s"),
                  QStringLiteral("9000"), QStringLiteral("--out"), file});
    REQUIRE(speed.code == 0);
    CHECK(speed.out.contains(QStringLiteral("  speed: measured 9000 tokens/s")));
    CHECK(speed.out.contains(QStringLiteral("(calibrated from your 2 runs, the latest on ")));

    // --calibration applies the file: the H100's estimate is now the measured 40 GiB, 9000 tokens/s.
    Run json = gpuscout({QStringLiteral("--calibration"), file, QStringLiteral("recommend"),
                         QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
                         QStringLiteral("h100_sxm"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(json.code == 0);
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject calibration =
        root.value(QStringLiteral("workload")).toObject().value(QStringLiteral("calibration")).toObject();
    CHECK(calibration.value(QStringLiteral("stack")).toString() == QStringLiteral("hf"));
    CHECK(calibration.value(QStringLiteral("from"))
              .toString()
              .startsWith(QStringLiteral("calibrated from your 2 runs")));
    const QJsonObject result = root.value(QStringLiteral("results")).toArray().first().toObject();
    CHECK(result.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble() ==
          Approx(40.0).margin(0.01));
    CHECK(result.value(QStringLiteral("tokens_per_s")).toDouble() == Approx(9000).margin(1));
    Run table = gpuscout({QStringLiteral("--calibration=") + file, QStringLiteral("recommend"),
                          QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
                          QStringLiteral("h100_sxm")});
    CHECK(table.out.contains(QStringLiteral("Your own runs scale this stack's estimates: ")));
    // Without it, nothing is scaled.
    Run plain = gpuscout({QStringLiteral("recommend"), QStringLiteral("--method"), QStringLiteral("lora"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject plainJson = QJsonDocument::fromJson(plain.out.toUtf8()).object();
    CHECK_FALSE(
        plainJson.value(QStringLiteral("workload")).toObject().contains(QStringLiteral("calibration")));
    CHECK(plainJson.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("calibration")).isNull());

    Run removed =
        gpuscout({QStringLiteral("calibrate"), QStringLiteral("--remove"), QStringLiteral("--out"), file});
    REQUIRE(removed.code == 0);
    CHECK(removed.out == QStringLiteral("gpuscout calibrate: removed 2 run(s) of hf from %1\n").arg(file));
}

TEST_CASE("calibrate refuses a run it cannot compare, and changes no file")
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("calibration.json"));
    const QString logs = QStringLiteral(TEST_DATA_DIR "/runlogs/");
    const QStringList base{QStringLiteral("calibrate"), QStringLiteral("--method"), QStringLiteral("lora"),
                           QStringLiteral("--out"), file};
    Run noGpu = gpuscoutOnFixture(
        base + QStringList{QStringLiteral("--log"), logs + QStringLiteral("trainer_state.json")});
    CHECK(noGpu.code == 2);
    CHECK(noGpu.err == QStringLiteral("gpuscout calibrate: name the GPU the run used with --gpu ID\n"));
    Run other = gpuscoutOnFixture(base + QStringList{QStringLiteral("--gpu"), QStringLiteral("fx_h100_sxm"),
                                                     QStringLiteral("--log"),
                                                     logs + QStringLiteral("nvidia-smi_a100_trace.csv")});
    CHECK(other.code == 1);
    CHECK(other.err.contains(
        QStringLiteral("nvidia-smi_a100_trace.csv: line 4: the log is of NVIDIA A100-SXM4-80GB")));
    Run below =
        gpuscoutOnFixture(base + QStringList{QStringLiteral("--gpu"), QStringLiteral("fx_h100_sxm"),
                                             QStringLiteral("--peak-gib"), QStringLiteral("3"),
                                             QStringLiteral("--metric"), QStringLiteral("allocated")});
    CHECK(below.code == 1);
    CHECK(below.err.contains(
        QStringLiteral("typed: the measured 3.00 GiB (allocated) is below the weights alone")));
    Run binary = gpuscoutOnFixture(base + QStringList{QStringLiteral("--gpu"), QStringLiteral("fx_h100_sxm"),
                                                      QStringLiteral("--log"),
                                                      logs + QStringLiteral("bad_binary.log")});
    CHECK(binary.code == 1);
    CHECK(binary.err ==
          QStringLiteral("gpuscout calibrate: %1: line 2: binary data (a NUL byte), not a text log\n")
              .arg(logs + QStringLiteral("bad_binary.log")));
    Run noMetric = gpuscoutOnFixture(base + QStringList{QStringLiteral("--peak-gib"), QStringLiteral("30")});
    CHECK(noMetric.code == 2);
    Run nothing = gpuscoutOnFixture(base);
    CHECK(nothing.code == 2);
    CHECK_FALSE(QFile::exists(file));

    Run badFile =
        gpuscoutOnFixture({QStringLiteral("--calibration"), logs + QStringLiteral("trainer_state.json"),
                           QStringLiteral("recommend")});
    CHECK(badFile.code == 1);
    CHECK(badFile.err ==
          QStringLiteral("gpuscout: the calibration is invalid: %1: unknown key \"best_metric\" "
                         "(expected format, version and runs)\n")
              .arg(logs + QStringLiteral("trainer_state.json")));
}

TEST_CASE("recommend prices buying against renting: a table section, JSON per result, and the chart")
{
    const QStringList job = {QStringLiteral("recommend"),
                             QStringLiteral("--model"),
                             QStringLiteral("llama-3.1-8b"),
                             QStringLiteral("--method"),
                             QStringLiteral("lora"),
                             QStringLiteral("--tokens"),
                             QStringLiteral("100M"),
                             QStringLiteral("--runs-per-month"),
                             QStringLiteral("20"),
                             QStringLiteral("--gpu"),
                             QStringLiteral("fx_rtx_pro_6000_bw"),
                             QStringLiteral("--rent-price"),
                             QStringLiteral("on-demand")};
    const Run table = gpuscoutOnFixture(job);
    REQUIRE(table.code == 0);
    CHECK(table.out.contains(QStringLiteral("\nBuy or rent\n")));
    CHECK(table.out.contains(QStringLiteral("20 runs a month")));

    const Run json = gpuscoutOnFixture(job + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(json.code == 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(
        doc.value(QStringLiteral("workload")).toObject().value(QStringLiteral("runs_per_month")).toDouble() ==
        20);
    const QJsonObject ownership = doc.value(QStringLiteral("results"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("ownership"))
                                      .toObject();
    for (const char *key : {"buy_usd", "rent_usd", "break_even_month", "usd_per_million_tokens_buy",
                            "usd_per_million_tokens_rent", "buy_price", "rent_price"}) {
        INFO(key);
        CHECK(ownership.contains(QLatin1String(key)));
    }
    const QJsonObject rent = ownership.value(QStringLiteral("rent_price")).toObject();
    CHECK(rent.value(QStringLiteral("kind")).toString() == QStringLiteral("on_demand"));
    CHECK(!rent.value(QStringLiteral("as_of")).toString().isEmpty());

    // Buying four RTX PRO 6000s against renting four H100s for the same tokens.
    const Run versus = gpuscoutOnFixture(
        job + QStringList{QStringLiteral("--gpus"), QStringLiteral("4"), QStringLiteral("--rent-gpu"),
                          QStringLiteral("fx_h100_sxm"), QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(versus.code == 0);
    const QJsonObject vs = QJsonDocument::fromJson(versus.out.toUtf8())
                               .object()
                               .value(QStringLiteral("results"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("ownership"))
                               .toObject();
    CHECK(vs.value(QStringLiteral("rented")).toString().startsWith(QStringLiteral("4 x H100")));
    CHECK(vs.value(QStringLiteral("cards")).toInt() == 4);

    QTemporaryDir dir;
    for (const QString &name :
         {QStringLiteral("be.png"), QStringLiteral("be.svg"), QStringLiteral("be.pdf")}) {
        const QString path = dir.filePath(name);
        const Run chart =
            gpuscoutOnFixture(job + QStringList{QStringLiteral("--breakeven"), path,
                                                QStringLiteral("--theme"), QStringLiteral("dark")});
        INFO(name.toStdString());
        CHECK(chart.code == 0);
        CHECK(chart.out.isEmpty());
        CHECK(QFileInfo(path).size() > 1000);
    }
    const QImage image(dir.filePath(QStringLiteral("be.png")));
    CHECK(image.pixelColor(2, 2).lightness() < 80); // dark
}

TEST_CASE("recommend refuses bad buy-or-rent input with exit 2 and one line naming the option")
{
    const QStringList base = {QStringLiteral("recommend"), QStringLiteral("--model"),
                              QStringLiteral("llama-3.1-8b")};
    const std::vector<std::pair<QStringList, QString>> cases = {
        {{QStringLiteral("--horizon-months"), QStringLiteral("-3")}, QStringLiteral("--horizon-months")},
        {{QStringLiteral("--utilisation"), QStringLiteral("150")}, QStringLiteral("--utilisation")},
        {{QStringLiteral("--electricity-usd-kwh"), QStringLiteral("cheap")},
         QStringLiteral("--electricity-usd-kwh")},
        {{QStringLiteral("--pue"), QStringLiteral("0.5")}, QStringLiteral("--pue")},
        {{QStringLiteral("--rent-price"), QStringLiteral("free")}, QStringLiteral("--rent-price")},
        {{QStringLiteral("--rent-gpu"), QStringLiteral("h999")},
         QStringLiteral("--rent-gpu: unknown GPU id")},
        {{QStringLiteral("--breakeven"), QStringLiteral("x.gif")}, QStringLiteral("--breakeven")},
        {{QStringLiteral("--breakeven"), QStringLiteral("x.png"), QStringLiteral("--breakeven-gpus"),
          QStringLiteral("h999")},
         QStringLiteral("--breakeven-gpus: unknown GPU id")},
    };
    for (const auto &[extra, expected] : cases) {
        const Run run = gpuscout(base + extra);
        INFO(extra.join(QLatin1Char(' ')).toStdString());
        CHECK(run.code == 2);
        CHECK(run.out.isEmpty());
        CHECK(run.err.count(QLatin1Char('\n')) == 1);
        CHECK(run.err.contains(expected));
    }
    CHECK_FALSE(QFileInfo::exists(QStringLiteral("x.png")));
}

TEST_CASE(
    "recommend --max-price-age marks prices older than the limit, and refuses a bad age naming the option")
{
    // The fixture's one price is dated 2026-01: stale under a limit of 0 months from February 2026 on, fresh
    // under 120 months until 2036, whatever the clock says in between.
    const QStringList base = {QStringLiteral("--data"), fixturePath(QStringLiteral("stale_prices.json")),
                              QStringLiteral("recommend"), QStringLiteral("--format"),
                              QStringLiteral("json")};
    const auto alpha = [](const Run &run) {
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const QJsonValue &v : doc.value(QStringLiteral("results")).toArray())
            if (v.toObject().value(QStringLiteral("gpu")).toString() == QStringLiteral("alpha"))
                return v.toObject();
        return QJsonObject();
    };
    const Run strict = gpuscout(base + QStringList{QStringLiteral("--max-price-age"), QStringLiteral("0")});
    REQUIRE(strict.code == 0);
    CHECK(alpha(strict).value(QStringLiteral("price_as_of")).toString() == QStringLiteral("2026-01"));
    CHECK(alpha(strict).value(QStringLiteral("price_stale")).toBool());
    CHECK(alpha(strict).value(QStringLiteral("price_age_months")).toInt() > 0);
    CHECK(QJsonDocument::fromJson(strict.out.toUtf8())
              .object()
              .value(QStringLiteral("prices_used"))
              .toString()
              .contains(QStringLiteral("1 older than the 0-month limit and marked stale")));
    const Run lenient =
        gpuscout(base + QStringList{QStringLiteral("--max-price-age"), QStringLiteral("120")});
    REQUIRE(lenient.code == 0);
    CHECK(alpha(lenient).value(QStringLiteral("price_stale")) == QJsonValue(false));
    const Run table =
        gpuscout({QStringLiteral("--data"), fixturePath(QStringLiteral("stale_prices.json")),
                  QStringLiteral("recommend"), QStringLiteral("--max-price-age"), QStringLiteral("0")});
    CHECK(table.out.contains(QStringLiteral("Prices used: ")));
    CHECK(table.out.contains(QStringLiteral("older than the 0-month limit (stale)")));

    for (const char *bad : {"-1", "six", "2.5", "121"}) {
        const Run run = gpuscout(base + QStringList{QStringLiteral("--max-price-age"), QLatin1String(bad)});
        INFO(bad);
        CHECK(run.code == 2);
        CHECK(run.out.isEmpty());
        CHECK(run.err.count(QLatin1Char('\n')) == 1);
        CHECK(run.err.contains(QStringLiteral("--max-price-age: expected a whole number from 0 to 120")));
    }
}

TEST_CASE("The global options work after the command as before it, with the same checks")
{
    const QString overlay = QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json");
    const QStringList list{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                           QStringLiteral("--columns"), QStringLiteral("cloud_usd_hr_low")};
    const Run before = gpuscoutOnFixture(QStringList{QStringLiteral("--overlay"), overlay} + list);
    REQUIRE(before.code == 0);
    CHECK(before.out.contains(QStringLiteral("fx_h100_sxm,1.49")));
    CHECK(before.out.contains(QStringLiteral("lab_h100,")));
    for (const QStringList &after :
         {list + QStringList{QStringLiteral("--overlay"), overlay},
          QStringList{QStringLiteral("list"), QStringLiteral("--overlay=") + overlay} + list.mid(1)}) {
        INFO(after.join(QLatin1Char(' ')).toStdString());
        const Run run = gpuscoutOnFixture(after);
        INFO(run.err.toStdString());
        CHECK(run.code == 0);
        CHECK(run.out == before.out);
        CHECK(run.err.isEmpty());
    }
    const Run data = gpuscout({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("--data"), fixturePath(QStringLiteral("good_small.json"))});
    CHECK(data.code == 0);
    CHECK(data.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts).size() == 4);
    const Run recommend = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--format"),
                                             QStringLiteral("json"), QStringLiteral("--overlay"), overlay});
    CHECK(recommend.code == 0);
    CHECK(rankedIds(recommend.out).contains(QStringLiteral("lab_h100")));

    // The same errors in both places.
    const Run missing = gpuscoutOnFixture({QStringLiteral("list"), QStringLiteral("--overlay")});
    CHECK(missing.code == 2);
    CHECK(missing.err == QStringLiteral("gpuscout: --overlay needs a file name\n"));
    const Run bad = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--overlay"),
                                       QStringLiteral(TEST_DATA_DIR "/overlay/frozen_bad_wrong_type.json")});
    CHECK(bad.code == 1);
    CHECK(bad.err.contains(QStringLiteral("bad_wrong_type.json: gpus[0].tdp_w: expected a number")));
    const Run twice = gpuscoutOnFixture({QStringLiteral("--overlay"), overlay, QStringLiteral("list"),
                                         QStringLiteral("--overlay"), QStringLiteral("/elsewhere.json")});
    CHECK(twice.code == 2);
    CHECK(twice.err.contains(QStringLiteral("--overlay is given twice")));
    const Run both = gpuscoutOnFixture(
        {QStringLiteral("list"), QStringLiteral("--overlay"), overlay, QStringLiteral("--no-overlay")});
    CHECK(both.code == 2);
    CHECK(both.err.contains(QStringLiteral("give only one of --overlay and --no-overlay")));
    const Run calibration = gpuscoutOnFixture({QStringLiteral("stacks"), QStringLiteral("--calibration"),
                                               QStringLiteral("/nonexistent/calibration.json")});
    CHECK(calibration.code == 1);
    CHECK(calibration.err.contains(QStringLiteral("the calibration is invalid")));
    // A command's own option of the same spelling as nothing global stays the command's.
    const Run unknown = gpuscoutOnFixture({QStringLiteral("list"), QStringLiteral("--overlays"), overlay});
    CHECK(unknown.code == 2);

    // Each command's help names them.
    for (const char *command :
         {"list", "export", "recommend", "fitmap", "stacks", "calibrate", "screenshot"}) {
        INFO(command);
        const Run help = gpuscoutOnFixture({QLatin1String(command), QStringLiteral("--help")});
        CHECK(help.code == 0);
        CHECK(help.out.contains(QStringLiteral("Global options (before or after the command):")));
        for (const char *option :
             {"--data FILE", "--overlay FILE", "--no-overlay", "--calibration FILE", "--no-calibration"})
            CHECK(help.out.contains(QLatin1String(option)));
    }
}

TEST_CASE("Commands apply the user's own overlay as the window does, say so, and --no-overlay leaves it out")
{
    QTemporaryDir home;
    const QString own = userOverlayIn(home.path());
    REQUIRE(QDir().mkpath(QFileInfo(own).absolutePath()));
    REQUIRE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json"), own));
    const QStringList list{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                           QStringLiteral("--columns"), QStringLiteral("cloud_usd_hr_low")};
    const Run used = gpuscoutOnFixture(list, home.path());
    REQUIRE(used.code == 0);
    CHECK(used.out.contains(QStringLiteral("fx_h100_sxm,1.49")));
    CHECK(used.out.contains(QStringLiteral("lab_h100,")));
    CHECK(used.err == QStringLiteral("gpuscout: using your corrections in %1 (2 GPU(s) changed, 1 added; "
                                     "--no-overlay leaves them out)\n")
                          .arg(own));

    for (const QStringList &off : {QStringList{QStringLiteral("--no-overlay")} + list,
                                   list + QStringList{QStringLiteral("--no-overlay")}}) {
        const Run plain = gpuscoutOnFixture(off, home.path());
        CHECK(plain.code == 0);
        CHECK_FALSE(plain.out.contains(QStringLiteral("lab_h100")));
        CHECK_FALSE(plain.out.contains(QStringLiteral("fx_h100_sxm,1.49")));
        CHECK(plain.err.isEmpty());
    }
    // An overlay named on the command line is applied instead of the user's, without a note.
    const Run other = gpuscoutOnFixture(
        {QStringLiteral("--overlay"),
         fixturePath(QStringLiteral("overlay/frozen_good_price_and_new_gpu.json")), QStringLiteral("stacks")},
        home.path());
    CHECK(other.code == 0);
    CHECK(other.err.isEmpty());

    // A broken overlay of the user's is an error that says how to go on without it.
    QFile broken(own);
    REQUIRE(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write(R"({"schema_version": 2, "gpus": [{"id": "fx_rtx_4090", "tdp_w": "lots"}]})");
    broken.close();
    const Run bad = gpuscoutOnFixture(list, home.path());
    CHECK(bad.code == 1);
    CHECK(bad.out.isEmpty());
    CHECK(
        bad.err.contains(QStringLiteral("your overlay (applied by default, as the window does) is invalid")));
    CHECK(bad.err.contains(QStringLiteral("gpus[0].tdp_w")));
    CHECK(bad.err.contains(QStringLiteral("--no-overlay")));
    CHECK(gpuscoutOnFixture(QStringList{QStringLiteral("--no-overlay")} + list, home.path()).code == 0);
    // The window takes no --no-overlay: it always shows the user's corrections.
    const Run window = gpuscoutOnFixture({QStringLiteral("--no-overlay")}, home.path());
    CHECK(window.code == 2);
    CHECK(window.err.contains(QStringLiteral("go with a command")));
}

namespace {

// The command line a Markdown report says reproduces it, split into words (the test's paths need no quotes).
QStringList reportCommandLine(const QString &markdown)
{
    const QString marker = QStringLiteral("**Command line:** `");
    const int start = int(markdown.indexOf(marker));
    if (start < 0)
        return {};
    const int from = start + int(marker.size());
    const QString line = markdown.mid(from, markdown.indexOf(QLatin1Char('`'), from) - from);
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

TEST_CASE("A report made with an overlay lists the user's values and its command line reproduces the ranking")
{
    QTemporaryDir dir;
    const QString overlay = QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json");
    const QString report = dir.filePath(QStringLiteral("report.md"));
    const QStringList job{QStringLiteral("--method"),   QStringLiteral("lora"),
                          QStringLiteral("--tokens"),   QStringLiteral("100M"),
                          QStringLiteral("--optimize"), QStringLiteral("cost")};
    const Run made = gpuscoutOnFixture(
        QStringList{QStringLiteral("recommend"), QStringLiteral("--overlay"), overlay} + job +
        QStringList{QStringLiteral("--out"), report, QStringLiteral("--format"), QStringLiteral("json")});
    INFO(made.err.toStdString());
    REQUIRE(made.code == 0);
    const QStringList ranking = rankedIds(made.out);
    REQUIRE(ranking.contains(QStringLiteral("lab_h100")));
    // The JSON names the files it was computed from: the overlay, no calibration, the dataset.
    const QJsonObject inputs =
        QJsonDocument::fromJson(made.out.toUtf8()).object().value(QStringLiteral("inputs")).toObject();
    CHECK(inputs.value(QStringLiteral("overlay")).toString() == overlay);
    CHECK(inputs.value(QStringLiteral("calibration")).isNull());
    CHECK(inputs.value(QStringLiteral("data")).toString() == fixtureGpusPath());
    QFile file(report);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());

    // The user's values, each with the dataset's value it replaced, and the GPU the user added.
    CHECK(md.contains(QStringLiteral("## Your own values")));
    CHECK(md.contains(QStringLiteral("These values come from your corrections (%1)").arg(overlay)));
    CHECK(md.contains(QStringLiteral("| GeForce RTX 4090 | VRAM | 48 GB | 24 GB |")));
    CHECK(md.contains(QStringLiteral("| H100 SXM5 80GB | Cloud low | 1.49 USD/h |")));
    CHECK(md.contains(QStringLiteral("on_demand $1.49 (2026-11, https://example.com/quote)")));
    CHECK(md.contains(QStringLiteral("| Lab H100 (added by you) | TDP | 500 W | not in the dataset |")));

    // Its command line names the overlay, and running it again gives the same ranking.
    const QStringList words = reportCommandLine(md);
    INFO(words.join(QLatin1Char(' ')).toStdString());
    REQUIRE(words.size() > 3);
    CHECK(words.first() == QStringLiteral("gpuscout"));
    CHECK(words.mid(1, 4) ==
          QStringList({QStringLiteral("--data"), fixtureGpusPath(), QStringLiteral("--overlay"), overlay}));
    const Run again =
        gpuscout(words.mid(1) + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    INFO(again.err.toStdString());
    REQUIRE(again.code == 0);
    CHECK(rankedIds(again.out) == ranking);
    // Without the overlay the ranking is another one: the round trip depends on it.
    const Run without = gpuscoutOnFixture(QStringList{QStringLiteral("recommend")} + job +
                                          QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(rankedIds(without.out) != ranking);
    CHECK(QJsonDocument::fromJson(without.out.toUtf8())
              .object()
              .value(QStringLiteral("inputs"))
              .toObject()
              .value(QStringLiteral("overlay"))
              .isNull());

    // The user's own overlay, applied by default, is named in full too.
    QTemporaryDir home;
    const QString own = userOverlayIn(home.path());
    REQUIRE(QDir().mkpath(QFileInfo(own).absolutePath()));
    REQUIRE(QFile::copy(overlay, own));
    const Run markdown = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--format"), QStringLiteral("markdown")}, home.path());
    REQUIRE(markdown.code == 0);
    CHECK(reportCommandLine(markdown.out).mid(0, 6) ==
          QStringList({QStringLiteral("gpuscout"), QStringLiteral("--data"), fixtureGpusPath(),
                       QStringLiteral("--overlay"), own, QStringLiteral("recommend")}));
    // ... and turned off, the command line keeps it off.
    const Run off = gpuscoutOnFixture({QStringLiteral("recommend"), QStringLiteral("--no-overlay"),
                                       QStringLiteral("--format"), QStringLiteral("markdown")},
                                      home.path());
    REQUIRE(off.code == 0);
    CHECK(reportCommandLine(off.out).mid(0, 5) ==
          QStringList({QStringLiteral("gpuscout"), QStringLiteral("--data"), fixtureGpusPath(),
                       QStringLiteral("--no-overlay"), QStringLiteral("recommend")}));
    CHECK_FALSE(off.out.contains(QStringLiteral("Your own values")));
}

TEST_CASE("A report made with a calibration names it on its command line")
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("calibration.json"));
    const Run calibrated = gpuscoutOnFixture({QStringLiteral("calibrate"), QStringLiteral("--method"),
                                              QStringLiteral("lora"), QStringLiteral("--gpu"),
                                              QStringLiteral("fx_h100_sxm"), QStringLiteral("--tokens-per-s"),
                                              QStringLiteral("9000"), QStringLiteral("--out"), file});
    REQUIRE(calibrated.code == 0);
    const Run markdown = gpuscoutOnFixture(
        {QStringLiteral("recommend"), QStringLiteral("--method"), QStringLiteral("lora"),
         QStringLiteral("--format"), QStringLiteral("markdown"), QStringLiteral("--calibration"), file});
    REQUIRE(markdown.code == 0);
    CHECK(reportCommandLine(markdown.out).mid(0, 6) ==
          QStringList({QStringLiteral("gpuscout"), QStringLiteral("--data"), fixtureGpusPath(),
                       QStringLiteral("--calibration"), file, QStringLiteral("recommend")}));
    CHECK_FALSE(markdown.out.contains(QStringLiteral("Your own values")));
}

TEST_CASE("stacks shows each optional entry a stack sets as a column, - where a stack does not set it")
{
    const Stacks::LoadResult &table = Stacks::bundled();
    REQUIRE(table.ok());
    Run md = gpuscout({QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("markdown")});
    REQUIRE(md.code == 0);
    const QStringList lines = md.out.split(QLatin1Char('\n'));
    auto cellsOf = [](const QString &line) {
        QStringList cells = line.split(QStringLiteral(" | "));
        cells.first().remove(0, 2); // "| "
        cells.last().chop(2);       // " |"
        return cells;
    };
    const QStringList header = cellsOf(lines.at(0));
    const int firstOptional = 2 + int(Stacks::entryKeys().size());
    QStringList optionalSet;
    for (const QString &key : Stacks::optionalEntryKeys()) {
        for (const Stacks::Stack &stack : table.stacks) {
            if (stack.citations.count(key)) {
                optionalSet << key;
                break;
            }
        }
    }
    REQUIRE_FALSE(optionalSet.isEmpty()); // the bundled table sets some, or this test tests nothing
    REQUIRE(header.size() == firstOptional + optionalSet.size());
    for (int s = 0; s < int(table.stacks.size()); ++s) {
        const Stacks::Stack &stack = table.stacks[size_t(s)];
        const QStringList cells = cellsOf(lines.at(2 + s));
        INFO(stack.id.toStdString());
        REQUIRE(cells.size() == header.size());
        CHECK(cells.at(0) == stack.id);
        for (int k = 0; k < optionalSet.size(); ++k) {
            const auto it = stack.citations.find(optionalSet.at(k));
            const QString value =
                it == stack.citations.end() ? QStringLiteral("-")
                : it->second.value.isBool()
                    ? (it->second.value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                    : it->second.value.toVariant().toString();
            CHECK(cells.at(firstOptional + k) ==
                  value +
                      (it != stack.citations.end() && it->second.estimate ? QStringLiteral("*") : QString()));
        }
    }
    CHECK(md.out.contains(QStringLiteral("\n- an optional entry the stack does not set")));
}

TEST_CASE("The commands' formats, themes, methods and file suffixes read from the word and format tables")
{
    // Each help, its lines joined: the choices as every message lists them ("a, b or c").
    const std::pair<const char *, QStringList> helps[] = {
        {"list", {QStringLiteral("--format <FORMAT> table (default), csv, json or markdown.")}},
        {"stacks", {QStringLiteral("--format <FORMAT> table (default), csv, json or markdown.")}},
        {"fitmap",
         {QStringLiteral("--method <full|lora|qlora|best> full, lora, qlora or best (each cell: full if it "
                         "fits, else LoRA, else QLoRA). Default: best."),
          QStringLiteral("--format <FORMAT> table (default), csv, json or markdown, printed."),
          QStringLiteral("--out <FILE> Write the map to FILE: .png, .svg, .pdf (the picture), .csv or .md."),
          QStringLiteral("--theme <THEME> Colours of the picture: light (default) or dark.")}},
        {"recommend",
         {QStringLiteral(
              "--format <FORMAT> table (default), json or markdown (the report's Markdown, as --out "
              "FILE.md writes it)."),
          QStringLiteral("Write the report to FILE (.pdf, .md, .csv, .json or .svg, by its suffix)"),
          QStringLiteral("break-even chart to FILE (.png, .svg or .pdf)."),
          QStringLiteral("The break-even chart's theme: light (default) or dark."),
          QStringLiteral("it sets the defaults of checkpointing and its offload, LoRA dropout, loss, "
                         "attention, torch.compile, k-bit preparation and the MoE kernel")}},
        {"export", {QStringLiteral("--out <FILE> Output file: .png, .svg or .pdf.")}},
    };
    for (const auto &[command, expected] : helps) {
        INFO(command);
        const Run help = gpuscout({QLatin1String(command), QStringLiteral("--help")});
        REQUIRE(help.code == 0);
        const QString text = help.out.simplified();
        for (const QString &line : expected) {
            INFO(line.toStdString());
            CHECK(text.contains(line));
        }
    }

    // And every refusal says what it takes, in the same words.
    const std::pair<QStringList, const char *> refusals[] = {
        {{QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("xml")},
         "gpuscout stacks: --format must be table, csv, json or markdown, got \"xml\"\n"},
        {{QStringLiteral("fitmap"), QStringLiteral("--format"), QStringLiteral("xml")},
         "gpuscout fitmap: --format: expected table, csv, json or markdown, got \"xml\"\n"},
        {{QStringLiteral("fitmap"), QStringLiteral("--theme"), QStringLiteral("blue")},
         "gpuscout fitmap: --theme: expected light or dark, got \"blue\"\n"},
        {{QStringLiteral("fitmap"), QStringLiteral("--out"), QStringLiteral("map.gif")},
         "gpuscout fitmap: --out: expected a file ending in .png, .svg, .pdf, .csv or .md, got "
         "\"map.gif\"\n"},
        {{QStringLiteral("fitmap"), QStringLiteral("--method"), QStringLiteral("x")},
         "gpuscout fitmap: --method: expected full, lora, qlora or best, got \"x\"\n"},
        {{QStringLiteral("recommend"), QStringLiteral("--theme"), QStringLiteral("blue")},
         "gpuscout recommend: --theme: expected light or dark, got \"blue\"\n"},
        {{QStringLiteral("recommend"), QStringLiteral("--out"), QStringLiteral("r.gif")},
         "gpuscout recommend: --out: expected a file ending in .pdf, .md, .csv, .json or .svg, got "
         "\"r.gif\"\n"},
    };
    for (const auto &[arguments, expected] : refusals) {
        INFO(arguments.join(QLatin1Char(' ')).toStdString());
        const Run refused = gpuscout(arguments);
        CHECK(refused.code == 2);
        CHECK(refused.err == QString::fromUtf8(expected));
    }
}
