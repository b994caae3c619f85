#include "app/core/costofownership.h"
#include "app/core/job.h"
#include "tests/testsupport.h"

#include <QJsonArray>

using namespace CostOfOwnership;

namespace {

// A made-up workstation card: $4,000 new, $2.00 an hour on demand, 500 W.
Gpu card()
{
    Gpu gpu;
    gpu.id = QStringLiteral("card");
    gpu.name = QStringLiteral("Card");
    gpu.segment = QStringLiteral("workstation");
    gpu.tdpW = 500;
    gpu.prices.push_back({QStringLiteral("street_new"),
                          4000,
                          std::nullopt,
                          QStringLiteral("2026-01"),
                          QStringLiteral("https://example.org/street"),
                          {},
                          false});
    gpu.prices.push_back({QStringLiteral("on_demand"),
                          2.00,
                          std::nullopt,
                          QStringLiteral("2026-01"),
                          QStringLiteral("https://example.org/cloud"),
                          {},
                          false});
    return gpu;
}

// One card that runs the job at 1,000 tokens a second.
Estimate::Result runsOn(const Gpu &gpu, int count = 1)
{
    Estimate::Result r;
    r.gpu = &gpu;
    r.gpusNeeded = count;
    r.gpusUsed = count;
    r.withinLimit = true;
    r.nodes = 1;
    r.tokensPerSecond = 1000;
    return r;
}

// $500 host, $0.10/kWh at PUE 1, busy half the month: 365 h.
Inputs inputs()
{
    Inputs in;
    in.hostUsd = 500;
    in.usdPerKwh = 0.10;
    in.pue = 1.0;
    in.utilisationPercent = 50;
    in.horizonMonths = 36;
    return in;
}

} // namespace

TEST_CASE("Buy or rent: a card that pays off in month 7 shows month 7")
{
    const Gpu gpu = card();
    const Result r = compute(runsOn(gpu), 0, inputs());
    REQUIRE(r.valid);
    // Busy 0.5 x 730 = 365 h a month: rent 365 x $2 = $730, power 365 h x 0.5 kW x $0.10 = $18.25.
    CHECK(r.busyHoursPerMonth == Approx(365));
    CHECK(r.rentUsdPerMonth == Approx(730));
    CHECK(r.energyUsdPerMonth == Approx(18.25));
    CHECK(r.upfrontUsd == Approx(4500)); // card and host
    // 4500 / (730 - 18.25) = 6.3: after month 6 buying has cost 4609.50 against 4380 rented; after 7,
    // 4627.75 against 5110.
    REQUIRE(r.breakEvenMonth);
    CHECK(*r.breakEvenMonth == 7);
    CHECK(r.buySeries.at(6) > r.rentSeries.at(6));
    CHECK(r.buySeries.at(7) <= r.rentSeries.at(7));
    CHECK(r.buySeries.size() == 37);
    CHECK(r.buySeries.front() == Approx(4500));
    CHECK(r.rentSeries.front() == 0);
    CHECK(r.rentUsd == Approx(730 * 36));
    // Tokens over the horizon: 1000/s x 3600 x 365 h x 36 months = 47,304 million.
    CHECK(r.usdPerMillionTokensRent == Approx(26280.0 / 47304));
}

TEST_CASE("Buy or rent: with utilisation halved the break-even moves out")
{
    const Gpu gpu = card();
    Inputs in = inputs();
    in.utilisationPercent = 25;
    const Result r = compute(runsOn(gpu), 0, in);
    REQUIRE(r.breakEvenMonth);
    // 4500 / (365 - 9.125) = 12.6 -> month 13.
    CHECK(*r.breakEvenMonth == 13);
}

TEST_CASE("Buy or rent: a month's work beyond one configuration's hours buys another")
{
    const Gpu gpu = card();
    Inputs in = inputs();
    in.runsPerMonth = 2;
    // 2 x 1e9 tokens at 1000/s = 555.6 h; at most 365 h a month per configuration: two are bought.
    const Result r = compute(runsOn(gpu), 1e9, in);
    CHECK(r.busyHoursPerMonth == Approx(555.5556).epsilon(1e-4));
    CHECK(r.sets == 2);
    CHECK(r.hosts == 2);
    CHECK(r.upfrontUsd == Approx(9000));
    CHECK(r.rentUsdPerMonth == Approx(555.5556 * 2).epsilon(1e-4));
    in.utilisationPercent = 100; // one configuration does the month's work
    CHECK(compute(runsOn(gpu), 1e9, in).sets == 1);
}

TEST_CASE("Buy or rent: resale lowers the cost to buy")
{
    const Gpu gpu = card();
    Inputs in = inputs();
    in.resalePercent = 0;
    const Result none = compute(runsOn(gpu), 0, in);
    CHECK(none.buyUsd == Approx(4500 + 36 * 18.25));
    in.resalePercent.reset(); // no used price: straight-line over 5 years, 40% left after 36 months
    const Result rule = compute(runsOn(gpu), 0, in);
    CHECK(rule.resaleUsd == Approx(1600));
    CHECK(rule.buyUsd == Approx(4500 + 36 * 18.25 - 1600));
    CHECK(rule.usdPerMillionTokensBuy < none.usdPerMillionTokensBuy);
    CHECK(rule.breakEvenMonth == none.breakEvenMonth); // the break-even is cash, before any sale

    Gpu used = gpu; // launched at $4,000 in January 2024, $2,000 used two years later: ~70.7% a year kept
    used.prices.push_back({QStringLiteral("launch_msrp"),
                           4000,
                           std::nullopt,
                           QStringLiteral("2024-01"),
                           QStringLiteral("https://example.org/launch"),
                           {},
                           false});
    used.prices.push_back({QStringLiteral("used"),
                           1800,
                           2200,
                           QStringLiteral("2026-01"),
                           QStringLiteral("https://example.org/used"),
                           {},
                           false});
    const Result seen = compute(runsOn(used), 0, in);
    CHECK(seen.resaleUsd == Approx(4000 * std::pow(0.5, 36 / 12.0 / (731 / 365.25))).epsilon(1e-6));
    CHECK(seen.resaleBasis.contains(QStringLiteral("used and launch prices")));
}

TEST_CASE("Buy or rent: no break-even when renting is always cheaper")
{
    Gpu gpu = card();
    gpu.prices[1].usd = 0.04; // less an hour than the card's power costs (0.5 kW x $0.10)
    const Result r = compute(runsOn(gpu), 0, inputs());
    REQUIRE(r.valid);
    CHECK_FALSE(r.breakEvenMonth);
    CHECK(breakEvenText(r, 36).startsWith(QStringLiteral("never")));
    CHECK(r.buySeries.back() > r.rentSeries.back());
}

TEST_CASE("Buy or rent: the prices' and the resale's bases are worded in the reader's locale")
{
    Gpu gpu = card();
    gpu.prices.push_back({QStringLiteral("street_new"),
                          8000,
                          9200.0,
                          QStringLiteral("2026-03"),
                          QStringLiteral("https://example.org/range"),
                          {},
                          false});
    Inputs in = inputs();
    in.resalePercent = 62.5;
    // C, as the command line's table and JSON keep it: no thousands separators.
    const Result plain = compute(runsOn(gpu), 0, in);
    REQUIRE(plain.buyKnown);
    CHECK(plain.buyPrice->basis.contains(QStringLiteral("$8000-9200")));
    CHECK(plain.resaleBasis.startsWith(QStringLiteral("62.5%")));
    // German: the same figures as the window's German tables write them.
    const QLocale german(QLocale::German, QLocale::Germany);
    const Result worded = compute(runsOn(gpu), 0, in, nullptr, german);
    CHECK(worded.buyPrice->basis.contains(QStringLiteral("$8.000-9.200")));
    CHECK(worded.resaleBasis.startsWith(QStringLiteral("62,5%")));
    CHECK(worded.rentPrice->basis.contains(QStringLiteral("$2,00")));
    CHECK(worded.buyUsd == Approx(plain.buyUsd)); // words only: the sums are the same
    CHECK(buyPrice(gpu, BuyKind::Street, german)->basis == worded.buyPrice->basis);
}

TEST_CASE("Buy or rent: prices by kind, and what is missing")
{
    Gpu gpu = card();
    CHECK(buyPrice(gpu, BuyKind::Street)->kind == QStringLiteral("street_new"));
    CHECK(buyPrice(gpu, BuyKind::Street)->asOf == QStringLiteral("2026-01"));
    CHECK_FALSE(buyPrice(gpu, BuyKind::Used));
    CHECK_FALSE(rentPrice(gpu, RentKind::Spot));
    gpu.prices.push_back(
        {QStringLiteral("spot"), 1.0, 1.5, QStringLiteral("2026-02"), QStringLiteral("x"), {}, false});
    CHECK(rentPrice(gpu, RentKind::Spot)->usd == Approx(1.25));
    Inputs in = inputs();
    in.rent = RentKind::Community;
    const Result r = compute(runsOn(gpu), 0, in);
    CHECK_FALSE(r.valid);
    CHECK(r.missing.contains(QStringLiteral("community")));
    Estimate::Result notRunning = runsOn(gpu);
    notRunning.withinLimit = false;
    CHECK_FALSE(compute(notRunning, 0, inputs()).valid);
}

TEST_CASE("Buy or rent: the JSON keys")
{
    const Gpu gpu = card();
    const QJsonObject o = toJson(compute(runsOn(gpu), 0, inputs()), inputs());
    for (const char *key : {"buy_usd", "rent_usd", "break_even_month", "break_even_within_horizon",
                            "usd_per_million_tokens_buy", "usd_per_million_tokens_rent", "buy_price",
                            "rent_price", "resale_usd", "upfront_usd", "hosts", "cards"})
        CHECK(o.contains(QLatin1String(key)));
    CHECK(o.value(QStringLiteral("break_even_month")).toInt() == 7);
    const QJsonObject buy = o.value(QStringLiteral("buy_price")).toObject();
    CHECK(buy.value(QStringLiteral("kind")).toString() == QStringLiteral("street_new"));
    CHECK(buy.value(QStringLiteral("as_of")).toString() == QStringLiteral("2026-01"));
    CHECK(o.value(QStringLiteral("rent_price")).toObject().value(QStringLiteral("kind")).toString() ==
          QStringLiteral("on_demand"));
    Estimate::Result notRunning = runsOn(gpu);
    notRunning.tokensPerSecond = 0;
    CHECK(toJson(compute(notRunning, 0, inputs()), inputs()).value(QStringLiteral("buy_usd")).isNull());
}

TEST_CASE("Buy or rent: the job's fields refuse bad input and change nothing")
{
    Job job = Job::defaults();
    const QVariantMap before = JobFields::toSettings(job);
    QString error;
    CHECK_FALSE(JobFields::set(job, QStringLiteral("horizon-months"), QStringLiteral("-3"), &error));
    CHECK(error.contains(QStringLiteral("whole number from 1 to 240")));
    CHECK_FALSE(JobFields::set(job, QStringLiteral("utilisation"), QStringLiteral("150"), &error));
    CHECK(error.contains(QStringLiteral("from 1 to 100")));
    CHECK_FALSE(JobFields::set(job, QStringLiteral("electricity-usd-kwh"), QStringLiteral("cheap"), &error));
    CHECK(error.contains(QStringLiteral("got \"cheap\"")));
    CHECK_FALSE(JobFields::set(job, QStringLiteral("rent-price"), QStringLiteral("reserved-3y"), &error));
    CHECK(JobFields::toSettings(job) == before);

    REQUIRE(JobFields::set(job, QStringLiteral("runs-per-month"), QStringLiteral("20"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("utilisation"), QStringLiteral("75"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("host-usd"), QStringLiteral("9000"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("rent-price"), QStringLiteral("spot"), &error));
    CHECK(job.constraints.ownership.runsPerMonth == 20);
    CHECK(job.constraints.ownership.utilisationPercent == 75);
    CHECK(job.constraints.ownership.hostUsd == 9000);
    CHECK(job.constraints.ownership.rent == RentKind::Spot);
    CHECK(JobFields::arguments(job).contains(QStringLiteral("--runs-per-month 20")));
    const Job back = JobFields::fromSettings(JobFields::toSettings(job));
    CHECK(back.constraints.ownership.hostUsd == 9000);
    CHECK(back.constraints.ownership.rent == RentKind::Spot);
    REQUIRE(JobFields::set(job, QStringLiteral("host-usd"), QString(), &error)); // empty: by segment again
    CHECK_FALSE(job.constraints.ownership.hostUsd);
    const QJsonObject json = JobFields::toJson(job);
    CHECK(json.value(QStringLiteral("horizon_months")).toInt() == 36);
    CHECK(json.value(QStringLiteral("pue")).toDouble() == Approx(1.58));
}

TEST_CASE("Buy or rent: buying one GPU against renting another for the same tokens")
{
    const Gpu gpu = card();
    Gpu other = card();
    other.id = QStringLiteral("other");
    other.name = QStringLiteral("Other");
    other.prices[1].usd = 3.0;
    Estimate::Result rented = runsOn(other);
    rented.tokensPerSecond = 2000; // twice as fast: half the hours for the same tokens
    const Result r = compute(runsOn(gpu), 0, inputs(), &rented);
    REQUIRE(r.valid);
    CHECK(r.rentedName == QStringLiteral("Other"));
    CHECK(r.rentUsdPerMonth == Approx(182.5 * 3.0));
    // 4500 / (547.5 - 18.25) = 8.5 -> month 9.
    CHECK(*r.breakEvenMonth == 9);
    Gpu unpriced = gpu;
    unpriced.prices.erase(unpriced.prices.begin()); // no price to buy: renting alone is costed
    const Result rentOnly = compute(runsOn(unpriced), 0, inputs());
    CHECK(rentOnly.rentKnown);
    CHECK_FALSE(rentOnly.buyKnown);
    CHECK_FALSE(rentOnly.valid);
    CHECK_FALSE(rentOnly.breakEvenMonth);
}
