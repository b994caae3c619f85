#include "app/core/comparisonselection.h"
#include "app/core/gputablemodel.h"
#include "app/core/job.h"
#include "app/core/pricing.h"
#include "app/core/recommend.h"
#include "tests/testsupport.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>

namespace {

const QDate kToday(2026, 12, 5);

GpuPrice quote(const char *kind, double usd, const char *asOf)
{
    return {QLatin1String(kind),
            usd,
            std::nullopt,
            QLatin1String(asOf),
            QStringLiteral("https://example.org/q"),
            {},
            false};
}

// A made-up 80 GB data-centre card rented at $2.00-3.00 an hour; `asOf` dates both quotes.
Gpu card(const char *id, const char *asOf)
{
    Gpu gpu;
    gpu.id = QLatin1String(id);
    gpu.name = QString::fromLatin1(id).toUpper();
    gpu.segment = QStringLiteral("datacenter");
    gpu.vramGb = 80;
    gpu.usableMemoryMib = 81559;
    gpu.memoryBandwidthGbps = 3350;
    gpu.fp16Bf16DenseTflops = 989;
    gpu.tf32DenseTflops = 494;
    gpu.fp32Tflops = 67;
    gpu.tdpW = 700;
    gpu.launchPriceUsd = 25000;
    gpu.cloudUsdHrLow = 2.0;
    gpu.cloudUsdHrHigh = 3.0;
    gpu.prices = {quote("on_demand", 2.0, asOf), quote("on_demand", 3.0, asOf),
                  quote("launch_msrp", 25000, "2023-03")};
    return gpu;
}

Recommend::Recommendation ranked(const std::vector<Gpu> &gpus, int maxMonths)
{
    Job job = Job::defaults();
    job.constraints.today = kToday;
    job.constraints.maxPriceAgeMonths = maxMonths;
    return Recommend::rank(job.workload, gpus, job.constraints);
}

} // namespace

TEST_CASE("A price exactly at the age limit is not stale, one month over is")
{
    CHECK_FALSE(Pricing::isStale(quote("spot", 1, "2026-06"), kToday, 6));
    CHECK(Pricing::isStale(quote("spot", 1, "2026-05"), kToday, 6));
    // Whole months: 2026-06-10 is six months old only from 2026-12-10 on.
    CHECK_FALSE(Pricing::isStale(quote("spot", 1, "2026-06-10"), kToday, 5));
    CHECK(Pricing::isStale(quote("spot", 1, "2026-06-10"), QDate(2026, 12, 10), 5));
    CHECK_FALSE(Pricing::isStale(quote("spot", 1, "2026-12"), kToday, 0));
    CHECK(Pricing::isStale(quote("spot", 1, "2026-11"), kToday, 0));

    const Pricing::Age age = Pricing::age(QStringLiteral("2026-03"), kToday, 6);
    REQUIRE(age.months);
    CHECK(*age.months == 9);
    CHECK(age.stale);
    CHECK(Pricing::ageText(age, 6) ==
          QStringLiteral("as of 2026-03, 9 months old, older than the 6-month limit (stale)"));
    CHECK(Pricing::ageText(Pricing::age(QStringLiteral("2026-11"), kToday, 6), 6) ==
          QStringLiteral("as of 2026-11, 1 month old"));
}

TEST_CASE("An unreadable price date is reported, not guessed")
{
    const Pricing::Age age = Pricing::age(QStringLiteral("spring 2026"), kToday, 6);
    CHECK_FALSE(age.months);
    CHECK_FALSE(age.stale);
    CHECK(Pricing::ageText(age, 6) == QStringLiteral("as of \"spring 2026\", a date that cannot be read"));
    CHECK(Pricing::ageText(Pricing::age(QString(), kToday, 6), 6) == QStringLiteral("with no dated quote"));

    Gpu gpu = card("x1", "2026-10");
    gpu.prices[0].asOf = QStringLiteral("2026-13"); // the low end's quote
    const std::vector<Gpu> gpus{gpu};
    const Recommend::Recommendation rec = ranked(gpus, 6);
    REQUIRE(rec.results.size() == 1);
    REQUIRE(rec.results[0].priceAge);
    CHECK(rec.results[0].priceAge->asOf == QStringLiteral("2026-13"));
    CHECK_FALSE(rec.results[0].priceAge->months);
    CHECK(rec.results[0].why.contains(QStringLiteral("a date that cannot be read")));
    CHECK(Recommend::pricesSentence(rec).contains(QStringLiteral("none with a readable date")));
}

TEST_CASE("The price a figure rests on is dated by its own quote")
{
    Gpu gpu = card("x1", "2026-10");
    gpu.prices[0].asOf = QStringLiteral("2026-04"); // the $2.00 low end is older
    CHECK(Pricing::fieldAsOf(gpu, QStringLiteral("cloud_usd_hr_low")) == QStringLiteral("2026-04"));
    CHECK(Pricing::fieldAsOf(gpu, QStringLiteral("cloud_usd_hr_high")) == QStringLiteral("2026-10"));
    CHECK(Pricing::fieldAsOf(gpu, QStringLiteral("launch_price_usd")) == QStringLiteral("2023-03"));
    // The middle of the range is as old as its older end.
    CHECK(Pricing::of(gpu, Pricing::Mode::Cloud)->asOf == QStringLiteral("2026-04"));
    gpu.cloudUsdHrLow = 1.5; // a value of the user's own, with no quote behind it
    CHECK(Pricing::fieldAsOf(gpu, QStringLiteral("cloud_usd_hr_low")).isEmpty());
}

TEST_CASE("The grid marks a stale price cell and its tooltip says the date and age")
{
    Dataset dataset;
    dataset.gpus = {card("fresh", "2026-10"), card("old", "2026-03")};
    ComparisonSelection selection;
    GpuTableModel model(&selection);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDataset(dataset);
    model.setToday(kToday);
    const int low = model.columnOf(QStringLiteral("cloud_usd_hr_low"));
    const QModelIndex old = model.index(model.rowOf(QStringLiteral("old")), low);
    const QModelIndex fresh = model.index(model.rowOf(QStringLiteral("fresh")), low);
    CHECK(old.data(GpuTableModel::StalePriceRole).toBool());
    CHECK_FALSE(fresh.data(GpuTableModel::StalePriceRole).toBool());
    const QString tip = old.data(Qt::ToolTipRole).toString();
    INFO(tip.toStdString());
    CHECK(tip.contains(QStringLiteral("<b>Stale price:</b> this figure is as of 2026-03, 9 months old, older "
                                      "than the 6-month limit (stale)")));
    CHECK(tip.contains(QStringLiteral("<b>(stale)</b>")));
    CHECK(fresh.data(Qt::ToolTipRole)
              .toString()
              .contains(QStringLiteral("This figure is as of 2026-10, 2 months old")));
    CHECK(old.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(", stale price")));
    // The ranked cloud price, the middle of the range, is marked with its quotes.
    const QModelIndex middle =
        model.index(model.rowOf(QStringLiteral("old")), model.columnOf(QStringLiteral("cloud_usd_hr")));
    CHECK(middle.data(GpuTableModel::StalePriceRole).toBool());
    CHECK(middle.data(Qt::ToolTipRole).toString().contains(QStringLiteral("as of 2026-03, 9 months old")));
    const QModelIndex vram = model.index(0, model.columnOf(QStringLiteral("vram_gb")));
    CHECK_FALSE(vram.data(GpuTableModel::StalePriceRole).toBool());

    // A longer limit clears the mark and tells the views.
    int changes = 0;
    QObject::connect(&model, &GpuTableModel::maxPriceAgeChanged, [&changes] { ++changes; });
    model.setMaxPriceAge(9);
    CHECK(changes == 1);
    CHECK_FALSE(old.data(GpuTableModel::StalePriceRole).toBool());
}

TEST_CASE("The grid counts price ages to the clock's date when no date is pinned")
{
    // Quotes dated from the current month: one a month old, one a year old. An unpinned model (the window's)
    // reads the date itself, once for the many cells a paint asks about.
    const QDate now = QDate::currentDate();
    const QByteArray recent = now.addMonths(-1).toString(QStringLiteral("yyyy-MM")).toLatin1();
    const QByteArray yearOld = now.addMonths(-12).toString(QStringLiteral("yyyy-MM")).toLatin1();
    Dataset dataset;
    dataset.gpus = {card("recent", recent.constData()), card("yearold", yearOld.constData())};
    ComparisonSelection selection;
    GpuTableModel model(&selection);
    model.setDataset(dataset);
    CHECK_FALSE(model.today().isValid());
    const int low = model.columnOf(QStringLiteral("cloud_usd_hr_low"));
    for (int pass = 0; pass < 2; ++pass) { // the second pass reads the date kept from the first
        CHECK_FALSE(model.index(model.rowOf(QStringLiteral("recent")), low)
                        .data(GpuTableModel::StalePriceRole)
                        .toBool());
        CHECK(model.index(model.rowOf(QStringLiteral("yearold")), low)
                  .data(GpuTableModel::StalePriceRole)
                  .toBool());
        CHECK(model.index(model.rowOf(QStringLiteral("yearold")), low)
                  .data(Qt::ToolTipRole)
                  .toString()
                  .contains(QStringLiteral("12 months old")));
    }
}

TEST_CASE("recommend's JSON dates each result's price and says whether it is stale")
{
    const std::vector<Gpu> gpus{card("fresh", "2026-10"), card("old", "2026-03")};
    const Recommend::Recommendation rec = ranked(gpus, 6);
    const QJsonObject json = Recommend::toJson(rec, QJsonObject());
    CHECK(json.value(QStringLiteral("max_price_age_months")).toInt() == 6);
    QJsonObject old;
    QJsonObject fresh;
    for (const QJsonValue &v : json.value(QStringLiteral("results")).toArray()) {
        const QJsonObject r = v.toObject();
        (r.value(QStringLiteral("gpu")).toString() == QStringLiteral("old") ? old : fresh) = r;
    }
    CHECK(old.value(QStringLiteral("price_as_of")).toString() == QStringLiteral("2026-03"));
    CHECK(old.value(QStringLiteral("price_age_months")).toInt() == 9);
    CHECK(old.value(QStringLiteral("price_stale")).toBool());
    CHECK(fresh.value(QStringLiteral("price_age_months")).toInt() == 2);
    CHECK(fresh.value(QStringLiteral("price_stale")) == QJsonValue(false));
    CHECK(
        old.value(QStringLiteral("why")).toString().contains(QStringLiteral("older than the 6-month limit")));
    CHECK_FALSE(fresh.value(QStringLiteral("why")).toString().contains(QStringLiteral("stale")));

    const QList<QByteArray> lines = Recommend::toCsv(rec).split('\n');
    const QList<QByteArray> header = lines.at(0).trimmed().split(',');
    const qsizetype asOf = header.indexOf("price_as_of");
    REQUIRE(asOf > 0);
    CHECK(header.at(asOf + 1) == "price_age_months");
    CHECK(header.at(asOf + 2) == "price_stale");
    const QByteArray oldRow = lines.at(1).contains(",old,") ? lines.at(1) : lines.at(2);
    CHECK(oldRow.split(',').mid(asOf, 3) == QList<QByteArray>{"2026-03", "9", "yes"});
}

TEST_CASE("The answer says which prices it used and how old they are")
{
    const std::vector<Gpu> gpus{card("fresh", "2026-10"), card("old", "2026-03"), card("older", "2026-02")};
    CHECK(Recommend::pricesSentence(ranked(gpus, 6)) ==
          QStringLiteral(
              "Prices used: cloud prices per GPU-hour (the middle of each GPU's range), as of 2026-02 to "
              "2026-10 (2-10 months old); 2 older than the 6-month limit and marked stale."));
    CHECK(Recommend::pricesSentence(ranked(gpus, 12))
              .endsWith(QStringLiteral("; none older than the 12-month limit.")));
    CHECK(Recommend::toTable(ranked(gpus, 6)).contains(QStringLiteral("Prices used: ")));
    // The buy-or-rent section's prices say so too.
    for (const Recommend::Entry &e : ranked(gpus, 6).results) {
        REQUIRE(e.ownership.rentPrice);
        CHECK(e.ownership.rentPrice->basis.endsWith(QStringLiteral("(stale: 9 months old)")) ==
              (e.estimate.gpu->id == QStringLiteral("old")));
    }
    const std::vector<Gpu> one{card("fresh", "2026-10")};
    CHECK(Recommend::pricesSentence(ranked(one, 6)).contains(QStringLiteral("as of 2026-10 (2 months old)")));
    std::vector<Gpu> unpriced{card("none", "2026-10")};
    unpriced[0].cloudUsdHrLow.reset();
    unpriced[0].cloudUsdHrHigh.reset();
    CHECK(Recommend::pricesSentence(ranked(unpriced, 6)).startsWith(QStringLiteral("Prices used: none")));
}

TEST_CASE("The maximum price age is a job option with a range, refused whole when bad")
{
    Job job = Job::defaults();
    CHECK(job.constraints.maxPriceAgeMonths == Pricing::kDefaultMaxAgeMonths);
    QString error;
    CHECK(JobFields::set(job, QStringLiteral("max-price-age"), QStringLiteral("12"), &error));
    CHECK(job.constraints.maxPriceAgeMonths == 12);
    for (const char *bad : {"-1", "x", "1.5", "121"}) {
        CHECK_FALSE(JobFields::set(job, QStringLiteral("max-price-age"), QLatin1String(bad), &error));
        CHECK(error.contains(QStringLiteral("expected a whole number from 0 to 120")));
        CHECK(job.constraints.maxPriceAgeMonths == 12);
    }
    // The window keeps the age as a setting of its own, not in the saved calculator job.
    CHECK_FALSE(JobFields::toSettings(job).contains(QStringLiteral("max_price_age")));
}
