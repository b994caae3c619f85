// The rule a calibration band follows (Bands::fromSamples), on small synthetic sets whose answer is known.
#include "app/core/bands.h"
#include "tests/testsupport.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace {

Bands::Sample sample(std::initializer_list<const char *> keys, double ratio)
{
    Bands::Sample s;
    for (const char *k : keys)
        s.keys.push_back(QLatin1String(k));
    s.ratio = ratio;
    return s;
}

bool inside(const Bands::Band &b, double ratio)
{
    return ratio >= b.low && ratio <= b.high;
}

// The 5th to 95th percentile of a sample (linear between order statistics), the rule bands followed before.
Bands::Band percentiles(std::vector<double> ratios)
{
    std::sort(ratios.begin(), ratios.end());
    const auto at = [&ratios](double p) {
        const double pos = p * double(ratios.size() - 1);
        const size_t below = size_t(std::floor(pos));
        const size_t above = std::min(ratios.size() - 1, below + 1);
        return ratios[below] + (ratios[above] - ratios[below]) * (pos - double(below));
    };
    return {std::min(1.0, at(0.05)), std::max(1.0, at(0.95)), int(ratios.size()), QString()};
}

} // namespace

TEST_CASE("Band rule: Student t quantiles as tabled")
{
    // Two-sided 90%: t(0.95) for 1, 2, 5 and 10 degrees of freedom; and a 95% one.
    CHECK(Bands::studentT(1, 0.9) == Approx(6.3138).epsilon(1e-4));
    CHECK(Bands::studentT(2, 0.9) == Approx(2.9200).epsilon(1e-4));
    CHECK(Bands::studentT(5, 0.9) == Approx(2.0150).epsilon(1e-4));
    CHECK(Bands::studentT(10, 0.9) == Approx(1.8125).epsilon(1e-4));
    CHECK(Bands::studentT(4, 0.95) == Approx(2.7764).epsilon(1e-4));
}

TEST_CASE("Band rule: a new run of a small kind lands inside its band far more often than a percentile's")
{
    // Six rows and one more from the same spread (measured / estimated log-normal, 10% wide), many times
    // over. A 5th-95th percentile of six rows holds the seventh about six times in ten; the rule's t
    // interval about eight in ten (short of its 90%: a median absolute deviation of six rows is a noisier
    // spread than t allows for; a kind drawn toward its parent has more rows behind its spread).
    std::mt19937 random(19);
    std::normal_distribution<double> spread(0.0, 0.1);
    int rule = 0, percentile = 0;
    const int trials = 4000;
    for (int i = 0; i < trials; ++i) {
        std::vector<double> rows;
        for (int r = 0; r < 6; ++r)
            rows.push_back(std::exp(spread(random)));
        const double next = std::exp(spread(random));
        rule += inside(Bands::fromRatios(rows), next);
        percentile += inside(percentiles(rows), next);
    }
    INFO("rule " << rule << ", percentiles " << percentile << " of " << trials);
    CHECK(rule >= 0.78 * trials);
    CHECK(rule <= 0.95 * trials); // a prediction interval, not everything
    CHECK(percentile <= 0.72 * trials);
    CHECK(rule >= percentile + 0.1 * trials);
}

TEST_CASE("Band rule: a thin kind is drawn toward its parent, a full one keeps its own rows")
{
    std::vector<Bands::Sample> samples;
    // "lora/a": twenty rows from 0.8 to 1.2; "lora/b": one row at 1.5.
    for (int i = 0; i < 20; ++i)
        samples.push_back(sample({"lora/a", "lora", "all"}, 0.8 + 0.4 * i / 19));
    samples.push_back(sample({"lora/b", "lora", "all"}, 1.5));
    const std::map<QString, Bands::Band> bands = Bands::fromSamples(samples);
    REQUIRE(bands.size() == 4);
    const Bands::Band &full = bands.at(QStringLiteral("lora/a"));
    const Bands::Band &thin = bands.at(QStringLiteral("lora/b"));
    const Bands::Band &parent = bands.at(QStringLiteral("lora"));
    CHECK(full.rows == 20);
    CHECK(thin.rows == 1);
    CHECK(parent.rows == 21);
    CHECK(thin.kind == QStringLiteral("lora/b"));
    // The full kind's band holds its rows and not much more (its parent's one far row barely moves it).
    CHECK(full.low < 0.8);
    CHECK(full.low > 0.6);
    CHECK(full.high > 1.2);
    CHECK(full.high < 1.5);
    // The thin kind: the parent counts as two rows, so its centre lies a third of the way from the parent's
    // (the median of the 21 rows, the eleventh) to its one row; its spread is the parent's, widened by t at
    // two degrees of freedom and the 1 + 1/3 of three rows.
    REQUIRE(thin.low < 1.0);
    const double parentCentre = std::log(0.8 + 0.4 * 10 / 19);
    CHECK(std::log(std::sqrt(thin.low * thin.high)) ==
          Approx((std::log(1.5) + 2 * parentCentre) / 3).epsilon(1e-6));
    CHECK(thin.high / thin.low > full.high / full.low);
    CHECK(thin.high / thin.low > parent.high / parent.low);
    CHECK(inside(thin, 1.5));
}

TEST_CASE("Band rule: one far-off run does not stretch its kind's band")
{
    std::vector<double> rows{0.9, 0.93, 0.96, 0.98, 1.0, 1.01, 1.02, 1.04, 1.07, 1.1};
    const Bands::Band tight = Bands::fromRatios(rows);
    rows.push_back(5.0);
    const Bands::Band withFar = Bands::fromRatios(rows);
    CHECK(withFar.high < 1.3);
    CHECK(withFar.high < tight.high * 1.1);
    CHECK_FALSE(inside(withFar, 5.0));
    // The old percentile band stretched to three times the estimate for the same rows.
    CHECK(percentiles(rows).high > 2.5);
}

TEST_CASE("Band rule: every band holds the estimate, every kind with a row gets one")
{
    std::vector<Bands::Sample> samples{sample({"full/x", "full", "all"}, 1.6),
                                       sample({"full/x", "full", "all"}, 1.7),
                                       sample({"full/y", "full", "all"}, 0.5)};
    const std::map<QString, Bands::Band> bands = Bands::fromSamples(samples);
    for (const auto &[kind, b] : bands) {
        INFO(kind.toStdString());
        CHECK(b.low <= 1.0);
        CHECK(b.high >= 1.0);
        CHECK(b.kind == kind);
    }
    CHECK(bands.count(QStringLiteral("full/y")) == 1);
    CHECK(Bands::fromSamples({}).empty());
    CHECK(Bands::fromRatios({}).rows == 0);
    // One row alone, nothing behind it: the band runs from the estimate to that row.
    CHECK(Bands::fromRatios({1.4}).low == 1.0);
    CHECK(Bands::fromRatios({1.4}).high == Approx(1.4));
}
