#include "app/core/job.h"
#include "app/core/overlay.h"
#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "app/core/recommendationmodel.h"
#include "tests/testsupport.h"
#include "ui/overlaycontroller.h"
#include "ui/recommendationreport.h"
#include "ui/recommendpage.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <iterator>
#include <unistd.h>

namespace {

/// A full fine-tune that most GPUs need several of, so fixes, limits and unfitting GPUs all appear; one GPU
/// outside the segments gives an exclusion.
struct Fixture
{
    Job job = Job::defaults();
    Recommend::Recommendation rec;
    Fixture()
    {
        QString error;
        REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
        REQUIRE(JobFields::set(job, QStringLiteral("tokens"), QStringLiteral("1e9"), &error));
        REQUIRE(
            JobFields::set(job, QStringLiteral("segment"), QStringLiteral("datacenter,workstation"), &error));
        rec = Recommend::rank(job.workload, bundled().gpus, job.constraints);
        REQUIRE(rec.results.size() > 1);
        REQUIRE_FALSE(rec.excluded.empty());
    }
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QString normalised(QString text)
{
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

QString markdownEscaped(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString pdftotext(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    REQUIRE(process.waitForFinished(60000));
    REQUIRE(process.exitCode() == 0);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

TEST_CASE("The report's format follows the suffix, anything else is refused with the suffix named")
{
    ExportFormat format;
    CHECK(ExportFormats::fromPath(QStringLiteral("a/b.PDF"), RecommendationReport::formats(), &format));
    CHECK(format == ExportFormat::Pdf);
    CHECK(ExportFormats::fromPath(QStringLiteral("b.md"), RecommendationReport::formats(), &format));
    CHECK(format == ExportFormat::Markdown);
    CHECK(ExportFormats::fromPath(QStringLiteral("b.svg"), RecommendationReport::formats(), &format));
    CHECK(format == ExportFormat::Svg);
    CHECK_FALSE(ExportFormats::fromPath(QStringLiteral("b.png"), RecommendationReport::formats(), &format));

    Fixture f;
    QTemporaryDir dir;
    QString error;
    const QString txt = dir.filePath(QStringLiteral("report.txt"));
    CHECK_FALSE(RecommendationReport::write(f.job, f.rec, txt, &error));
    CHECK(error.contains(QStringLiteral("\".txt\"")));
    CHECK(error.contains(QStringLiteral(".pdf")));
    CHECK_FALSE(error.contains(QLatin1Char('\n')));
    CHECK_FALSE(QFile::exists(txt));
    CHECK_FALSE(RecommendationReport::write(f.job, f.rec, dir.filePath(QStringLiteral("report")), &error));
    CHECK(error.contains(QStringLiteral("no suffix")));
    CHECK(QDir(dir.path()).isEmpty());
}

TEST_CASE("Markdown, CSV, JSON and SVG reports are byte-identical for the same input")
{
    Fixture f;
    QTemporaryDir dir;
    for (const char *suffix : {"md", "csv", "json", "svg"}) {
        INFO(suffix);
        const QString first = dir.filePath(QStringLiteral("first.") + QLatin1String(suffix));
        const QString second = dir.filePath(QStringLiteral("second.") + QLatin1String(suffix));
        QString error;
        REQUIRE(RecommendationReport::write(f.job, f.rec, first, &error));
        // A second ranking, not the same object: nothing may depend on addresses or the clock.
        const Recommend::Recommendation again =
            Recommend::rank(f.job.workload, bundled().gpus, f.job.constraints);
        REQUIRE(RecommendationReport::write(f.job, again, second, &error));
        const QByteArray bytes = readAll(first);
        CHECK(bytes.size() > 200);
        CHECK(bytes == readAll(second));
    }
    // The JSON is recommend's, with the files it was computed from (here none: the bundled dataset alone).
    QJsonObject json = Recommend::toJson(f.rec, JobFields::toJson(f.job));
    json.insert(QStringLiteral("inputs"), InputFiles().toJson());
    CHECK(readAll(dir.filePath(QStringLiteral("first.json"))) ==
          QJsonDocument(json).toJson(QJsonDocument::Indented));
    CHECK(readAll(dir.filePath(QStringLiteral("first.csv"))) == Recommend::toCsv(f.rec));
    const QString svg = QString::fromUtf8(readAll(dir.filePath(QStringLiteral("first.svg"))));
    CHECK(svg.contains(QStringLiteral("<svg")));
    CHECK(svg.contains(QStringLiteral("DejaVu Sans")));
    for (const Recommend::Entry &e : f.rec.results)
        CHECK(svg.contains(e.estimate.gpu->name.toHtmlEscaped()));
}

TEST_CASE("The Markdown report has the job, its command line, every GPU, fixes, limits and exclusions")
{
    Fixture f;
    const QString md = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, f.rec));
    CHECK(md.startsWith(QStringLiteral("# GPU recommendation\n")));
    CHECK(md.contains(Estimate::describe(f.job.workload)));
    CHECK(
        md.contains(QStringLiteral("`gpuscout recommend ") + JobFields::arguments(f.job) + QLatin1Char('`')));
    CHECK(md.contains(QStringLiteral("--method full")));
    for (QString line : Estimate::formulaText(f.job.workload).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        CHECK(md.contains(line.replace(QLatin1Char('|'), QStringLiteral("\\|"))));
    int fixes = 0;
    for (const Recommend::Entry &e : f.rec.results) {
        CHECK(md.contains(QStringLiteral("| ") + e.estimate.gpu->name + QStringLiteral(" |")));
        fixes += int(e.estimate.fixes.size());
    }
    CHECK(fixes > 0);
    CHECK(md.contains(QStringLiteral("tokens/s")));
    CHECK(md.contains(QStringLiteral("largest micro-batch on one GPU")));
    for (const Recommend::Recommendation::Exclusion &x : f.rec.excluded)
        CHECK(md.contains(QStringLiteral("| ") + x.gpu + QStringLiteral(" | ")));
    // The ranking's headers are the result-column registry's, the report's own where a page needs them.
    using Presentation::ResultColumn;
    for (const ResultColumn column :
         {ResultColumn::Fits, ResultColumn::Total, ResultColumn::PerMillion, ResultColumn::Why})
        CHECK(md.contains(QStringLiteral(" ") + Presentation::resultColumnReportLabel(column) +
                          QStringLiteral(" |")));
    CHECK(md.contains(QStringLiteral("| Fits on 1 |")));
    // And its cells: each result's row is the registry's report cells, in order (numbers grouped, as a
    // report writes them).
    const QLocale grouped = Presentation::grouped(QLocale::c());
    int rank = 0;
    for (const Recommend::Entry &e : f.rec.results) {
        const Presentation::ResultRow row{f.rec, e, ++rank};
        QStringList cells;
        for (const ResultColumn column :
             {ResultColumn::Rank, ResultColumn::Gpu, ResultColumn::Fits, ResultColumn::GpusNeeded,
              ResultColumn::Nodes, ResultColumn::Total, ResultColumn::Speed, ResultColumn::Time})
            cells << Presentation::resultReportText(column, row, grouped);
        INFO(cells.join(QStringLiteral(" | ")).toStdString());
        CHECK(md.contains(QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |")));
    }
    // The memory table is the window's memory columns, each part on its own: the same headers and cells.
    const ResultColumn memory[] = {
        ResultColumn::Rank,      ResultColumn::Gpu,       ResultColumn::Gpus,        ResultColumn::Weights,
        ResultColumn::Gradients, ResultColumn::Optimizer, ResultColumn::Activations, ResultColumn::Adapters,
        ResultColumn::Overhead,  ResultColumn::Total,     ResultColumn::Capacity};
    QStringList headers;
    for (const ResultColumn column : memory)
        headers << Presentation::resultColumnLabel(column);
    CHECK(md.contains(QStringLiteral("| ") + headers.join(QStringLiteral(" | ")) + QStringLiteral(" |\n")));
    rank = 0;
    for (const Recommend::Entry &e : f.rec.results) {
        const Presentation::ResultRow row{f.rec, e, ++rank};
        QStringList cells;
        for (const ResultColumn column : memory)
            cells << Presentation::resultText(column, row, grouped);
        INFO(cells.join(QStringLiteral(" | ")).toStdString());
        CHECK(md.contains(QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n")));
    }
}

TEST_CASE("A fix reads the same in the report as in the window: what it gives has one writer")
{
    Fixture f;
    const QLocale german(QLocale::German, QLocale::Germany);
    const QString md =
        QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, f.rec, german));
    int checked = 0;
    bool onOne = false, several = false;
    for (const Recommend::Entry &e : f.rec.results) {
        for (const Estimate::Fix &fix : e.estimate.fixes) {
            const QString outcome = RecommendationModel::fixOutcome(fix, german);
            INFO(outcome.toStdString());
            // The report: "`--ckpt full` → needs 2 GPUs, 41,2 GiB each, 3.100 tokens/s (what it does)".
            CHECK(md.contains(QStringLiteral("` \u2192 ") + markdownEscaped(outcome) + QStringLiteral(" (")));
            // The window: its changes, then the same words.
            CHECK(RecommendationModel::fixText(fix, german).endsWith(QStringLiteral(" \u2014 ") + outcome));
            // Its numbers by the one rule per unit, in the report's locale.
            CHECK(outcome.contains(Presentation::gibWithUnit(fix.totalGib, german)));
            if (fix.tokensPerSecond > 0)
                CHECK(outcome.contains(Presentation::tokensPerSecond(fix.tokensPerSecond, german)));
            onOne = onOne || fix.gpusNeeded == 1;
            several = several || fix.gpusNeeded > 1;
            ++checked;
        }
    }
    CHECK(checked > 0);
    CHECK((onOne && several)); // both wordings were seen
}

TEST_CASE("Markdown cells escape pipes and keep a row on one line")
{
    Fixture f;
    f.rec.results.front().why = QStringLiteral("a | b\nc");
    const QString md = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, f.rec));
    CHECK(md.contains(QStringLiteral("a \\| b c |")));
    CHECK_FALSE(md.contains(QStringLiteral("a | b")));
    // Every row of the ranking table has as many unescaped pipes as its header.
    const QStringList lines = md.split(QLatin1Char('\n'));
    const int header = lines.indexOf(QRegularExpression(QStringLiteral("^\\| # \\| GPU \\| Fits.*")));
    REQUIRE(header >= 0);
    const QRegularExpression pipe(QStringLiteral("(?<!\\\\)\\|"));
    const int pipes = int(lines.at(header).count(pipe));
    for (int i = header + 2; i < header + 2 + int(f.rec.results.size()); ++i)
        CHECK(lines.at(i).count(pipe) == pipes);
}

TEST_CASE("The PDF report has pages of selectable text naming every ranked and excluded GPU")
{
    Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    REQUIRE(RecommendationReport::write(f.job, f.rec, path, &error));
    const QByteArray bytes = readAll(path);
    CHECK(bytes.startsWith("%PDF-"));
    CHECK(bytes.count("/Type /Page\n") + bytes.count("/Type /Page ") + bytes.count("/Type /Page>") >= 1);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        WARN("pdftotext is not installed (poppler-utils): the PDF's text was not checked");
        return;
    }
    const QString text = normalised(pdftotext(path));
    CHECK(text.contains(QStringLiteral("GPU recommendation")));
    CHECK(text.contains(normalised(QStringLiteral("gpuscout recommend ") + JobFields::arguments(f.job))));
    for (const Recommend::Entry &e : f.rec.results)
        CHECK(text.contains(e.estimate.gpu->name));
    for (const Recommend::Recommendation::Exclusion &x : f.rec.excluded)
        CHECK(text.contains(x.gpu));
    CHECK(text.contains(QStringLiteral("Page 1 of ")));
    // The figure is vectors and text, not a picture.
    CHECK_FALSE(bytes.contains("/Subtype /Image"));
}

TEST_CASE("A report that cannot be written leaves no file and says why in one line")
{
    Fixture f;
    for (const char *name :
         {"/proc/gpuscout-report.pdf", "/proc/gpuscout-report.md", "/proc/gpuscout-report.svg"}) {
        QString error;
        CHECK_FALSE(RecommendationReport::write(f.job, f.rec, QString::fromLatin1(name), &error));
        CHECK(error.startsWith(QString::fromLatin1(name)));
        CHECK_FALSE(error.contains(QLatin1Char('\n')));
        CHECK_FALSE(QFile::exists(QString::fromLatin1(name)));
    }

    QTemporaryDir dir;
    QString error;
    CHECK_FALSE(
        RecommendationReport::write(f.job, f.rec, dir.filePath(QStringLiteral("missing/report.md")), &error));
    CHECK(error.contains(QStringLiteral("missing/report.md")));

    // A read-only directory holding an older report: the old report stays whole.
    const QString locked = dir.filePath(QStringLiteral("locked"));
    REQUIRE(QDir().mkpath(locked));
    const QString old = locked + QStringLiteral("/report.md");
    {
        QFile file(old);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("old report\n");
    }
    REQUIRE(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    if (geteuid() == 0) {
        WARN("running as root, which writes into read-only directories: the read-only case was not checked");
    } else {
        CHECK_FALSE(RecommendationReport::write(f.job, f.rec, old, &error));
        CHECK(readAll(old) == "old report\n");
        CHECK(QDir(locked).entryList(QDir::Files | QDir::Hidden).size() == 1);
    }
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

TEST_CASE("The report writes numbers in the locale it is given, JSON and CSV stay locale-independent")
{
    Fixture f;
    const QLocale german(QLocale::German, QLocale::Germany);
    const QString md =
        QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, f.rec, german));
    const Estimate::Result &first = f.rec.results.front().estimate;
    // The memory cell with its range: "29,6 (21,1-36,0) / 180,4".
    CHECK(md.contains(
        QStringLiteral("%1 (%2-%3) / %4")
            .arg(german.toString(first.memory.total(), 'f', 1), german.toString(first.totalLowGib, 'f', 1),
                 german.toString(first.totalHighGib, 'f', 1), german.toString(first.capacityGib, 'f', 1))));
    CHECK(md.contains(QLatin1Char(',')));
    CHECK(RecommendationReport::render(ExportFormat::Csv, f.job, f.rec, german) == Recommend::toCsv(f.rec));
}

TEST_CASE("A recommendation without any GPU still gives every format, saying why each GPU was excluded")
{
    Fixture f;
    f.job.constraints.maxWatts = 1;
    std::vector<Gpu> rated; // a GPU without a TDP is not held to a power limit: leave those out
    std::copy_if(bundled().gpus.begin(), bundled().gpus.end(), std::back_inserter(rated),
                 [](const Gpu &gpu) { return gpu.tdpW.has_value(); });
    const Recommend::Recommendation none = Recommend::rank(f.job.workload, rated, f.job.constraints);
    REQUIRE(none.results.empty());
    REQUIRE_FALSE(none.excluded.empty());
    for (const auto format : {ExportFormat::Pdf, ExportFormat::Markdown, ExportFormat::Csv,
                              ExportFormat::Json, ExportFormat::Svg})
        CHECK_FALSE(RecommendationReport::render(format, f.job, none).isEmpty());
    const QString md = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, none));
    CHECK(md.contains(QStringLiteral("No GPU meets the constraints.")));
    CHECK(md.contains(QStringLiteral("--max-watts 1")));
    for (const Recommend::Recommendation::Exclusion &x : none.excluded)
        CHECK(md.contains(QStringLiteral("| ") + x.gpu + QStringLiteral(" | ") + markdownEscaped(x.why)));
}

TEST_CASE(
    "Cost per million tokens is the job's cost over its tokens, in the CSV too, and empty without a cost")
{
    Fixture f;
    const QList<QByteArray> lines = Recommend::toCsv(f.rec).split('\n');
    const QList<QByteArray> header = lines.first().trimmed().split(',');
    const int column = int(header.indexOf("usd_per_mtok"));
    REQUIRE(column > 0);
    REQUIRE(header.at(column - 1) == "cost_usd");
    int known = 0;
    for (size_t i = 0; i < f.rec.results.size(); ++i) {
        const Recommend::Entry &e = f.rec.results[i];
        const std::optional<double> perMillion = Recommend::usdPerMillionTokens(e, f.rec);
        CHECK(perMillion.has_value() == e.costUsd.has_value());
        if (perMillion) {
            ++known;
            CHECK(*perMillion == Approx(*e.costUsd / 1000)); // 1e9 tokens
            // Names without commas keep the cells in place; the ones with commas are quoted before this
            // column.
            if (!e.estimate.gpu->name.contains(QLatin1Char(',')))
                CHECK(lines.at(int(i) + 1).split(',').at(column).toDouble() ==
                      Approx(*perMillion).margin(1e-4));
        }
    }
    CHECK(known > 0);
    // Renting needs no token count: the hourly rate over the tokens trained in an hour gives the same figure.
    Job noTokens = f.job;
    noTokens.workload.tokens = 0;
    REQUIRE(noTokens.constraints.price == Recommend::PriceMode::Cloud);
    const Recommend::Recommendation without =
        Recommend::rank(noTokens.workload, bundled().gpus, f.job.constraints);
    // (With tokens, speed ranks by time to train, so the orders differ: match the GPUs by id.)
    REQUIRE(without.results.size() == f.rec.results.size());
    for (const Recommend::Entry &entry : without.results) {
        const auto same = std::find_if(f.rec.results.begin(), f.rec.results.end(), [&](const auto &other) {
            return other.estimate.gpu->id == entry.estimate.gpu->id;
        });
        REQUIRE(same != f.rec.results.end());
        const auto rate = Recommend::usdPerMillionTokens(entry, without);
        const auto withTokens = Recommend::usdPerMillionTokens(*same, f.rec);
        CHECK(rate.has_value() == withTokens.has_value());
        if (rate && withTokens)
            CHECK(*rate == Approx(*withTokens));
    }
    // Buying does: the cards' price is spread over the job's tokens.
    noTokens.constraints.price = Recommend::PriceMode::Purchase;
    const Recommend::Recommendation bought =
        Recommend::rank(noTokens.workload, bundled().gpus, noTokens.constraints);
    for (const Recommend::Entry &e : bought.results)
        CHECK_FALSE(Recommend::usdPerMillionTokens(e, bought).has_value());
}

TEST_CASE("The report has a Buy or rent table with the prices it used and their dates")
{
    Fixture f;
    const QString md = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, f.job, f.rec));
    REQUIRE(md.contains(QStringLiteral("\n## Buy or rent\n")));
    CHECK(md.contains(QStringLiteral("| GPU | Cards | Buy (net of resale) | Rent | Break-even |")));
    CHECK(md.contains(QStringLiteral("Buy or rent over 36 months")));
    // Every GPU that can be costed either way has a row naming its prices with their kind and date.
    for (const Recommend::Entry &e : f.rec.results) {
        if (!e.ownership.buyKnown && !e.ownership.rentKnown)
            continue;
        INFO(e.estimate.gpu->id.toStdString());
        CHECK(md.contains(QStringLiteral("| ") + e.estimate.gpu->name + QStringLiteral(" | ")));
        if (e.ownership.rentKnown && !e.ownership.rentPrice->asOf.isEmpty())
            CHECK(md.contains(e.ownership.rentPrice->basis));
    }
    const QByteArray pdf = RecommendationReport::render(ExportFormat::Pdf, f.job, f.rec);
    CHECK_FALSE(pdf.contains("/Subtype /Image")); // the break-even chart is vectors too
}

TEST_CASE("The report says which prices it used and how old they are, and marks the stale ones")
{
    const auto card = [](const char *id, const char *asOf) {
        Gpu gpu;
        gpu.id = QLatin1String(id);
        gpu.name = QStringLiteral("Card ") + QLatin1String(id);
        gpu.segment = QStringLiteral("datacenter");
        gpu.vramGb = 80;
        gpu.memoryBandwidthGbps = 3350;
        gpu.fp16Bf16DenseTflops = 989;
        gpu.tdpW = 700;
        gpu.cloudUsdHrLow = 2.0;
        gpu.prices = {{QStringLiteral("on_demand"),
                       2.0,
                       std::nullopt,
                       QLatin1String(asOf),
                       QStringLiteral("https://example.org/q"),
                       {},
                       false}};
        return gpu;
    };
    const std::vector<Gpu> gpus{card("fresh", "2026-10"), card("old", "2026-03")};
    Job job = Job::defaults();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("tokens"), QStringLiteral("1e8"), &error));
    job.constraints.today = QDate(2026, 12, 5);
    const Recommend::Recommendation rec = Recommend::rank(job.workload, gpus, job.constraints);
    const QString sentence = QStringLiteral(
        "Prices used: cloud prices per GPU-hour (the middle of each GPU's range), as of 2026-03 to 2026-10 "
        "(2-9 months old); 1 older than the 6-month limit and marked stale.");
    CHECK(Recommend::pricesSentence(rec) == sentence);
    const QString md = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, job, rec));
    INFO(md.toStdString());
    CHECK(md.contains(QStringLiteral("**Prices:** ") + sentence));
    CHECK(md.contains(QStringLiteral("as of 2026-03, 9 months old, older than the 6-month limit (stale)")));
    CHECK(md.count(QStringLiteral(" (stale) | $")) ==
          1); // the old card's cost cell, before its $ per M tokens

    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    REQUIRE(RecommendationReport::write(job, rec, pdf, &error));
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        WARN("pdftotext is not installed (poppler-utils): the PDF's text was not checked");
        return;
    }
    CHECK(normalised(pdftotext(pdf))
              .contains(QStringLiteral("1 older than the 6-month limit and marked stale")));
}

TEST_CASE("The PDF and Markdown reports name the user's corrected and added GPUs and the overlay on the "
          "command line")
{
    const QString path = QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json");
    const Overlay::ApplyResult applied = Overlay::applyFile(fixtureGpus(), path);
    REQUIRE(applied.ok());
    Job job = Job::defaults();
    QString error;
    // The RTX 4090 (corrected to 48 GB) goes out by its segment: its correction is listed all the same.
    REQUIRE(JobFields::set(job, QStringLiteral("segment"), QStringLiteral("datacenter,workstation"), &error));
    const Recommend::Recommendation rec =
        Recommend::rank(job.workload, applied.dataset.gpus, job.constraints);
    RecommendationReport::Sources sources;
    sources.files.overlay = path;
    sources.gpus = &applied.dataset.gpus;

    const QString md = QString::fromUtf8(
        RecommendationReport::render(ExportFormat::Markdown, job, rec, QLocale::c(), sources));
    CHECK(md.contains(QStringLiteral("`gpuscout --overlay %1 recommend ").arg(path)));
    CHECK(md.contains(QStringLiteral("| GeForce RTX 4090 | VRAM | 48 GB | 24 GB |")));
    CHECK(md.contains(QStringLiteral("| Lab H100 (added by you) | TDP | 500 W | not in the dataset |")));
    CHECK(md.contains(QStringLiteral("| H100 SXM5 80GB | Cloud low | 1.49 USD/h | ")));
    // The values are the GPUs' own marks: listed even where the caller names no file (the excluded GPU's only
    // with the dataset).
    const QString plain = QString::fromUtf8(RecommendationReport::render(ExportFormat::Markdown, job, rec));
    CHECK(plain.contains(QStringLiteral("| Lab H100 (added by you) | TDP | 500 W | not in the dataset |")));
    CHECK_FALSE(plain.contains(QStringLiteral("GeForce RTX 4090 | VRAM")));
    CHECK_FALSE(plain.contains(QStringLiteral("--overlay")));

    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        WARN("pdftotext is not installed (poppler-utils): the PDF's text was not checked");
        return;
    }
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    REQUIRE(RecommendationReport::write(job, rec, pdf, &error, QLocale::c(), sources));
    const QString text = normalised(pdftotext(pdf));
    CHECK(text.contains(QStringLiteral("Your own values")));
    CHECK(text.contains(QStringLiteral("--overlay ")));
    CHECK(text.contains(QStringLiteral("Lab H100 (added by you)")));
    CHECK(text.contains(QStringLiteral("48 GB")));
    CHECK(text.contains(QStringLiteral("1.49 USD/h")));
}

TEST_CASE("The window's report names the overlay it shows and the user's values")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.json"));
    REQUIRE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/overlay/frozen_good_price_and_new_gpu.json"), path));
    TestSession session(fixtureGpus());
    MainWindow &window = session.shown(QSize(1200, 800));
    window.overlay()->setPath(path);
    QString errors;
    REQUIRE(window.overlay()->load(fixtureGpus(), &errors));
    RecommendPage *page = window.recommendPage();
    page->recompute();
    const QString report = dir.filePath(QStringLiteral("report.md"));
    REQUIRE(page->exportReport(report, &errors));
    const QString md = QString::fromUtf8(readAll(report));
    CHECK(md.contains(QStringLiteral("**Command line:** `gpuscout --overlay %1 recommend ").arg(path)));
    CHECK(md.contains(QStringLiteral("| GeForce RTX 4090 | VRAM | 48 GB | 24 GB |")));
    CHECK(md.contains(QStringLiteral("| Lab H100 (added by you) | TDP | 500 W | not in the dataset |")));
}
