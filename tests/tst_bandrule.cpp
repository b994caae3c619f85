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
    const std::map<QString, Bands::Band> bands = Bands::fromSamples(samples, 0.9);
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
    const std::map<QString, Bands::Band> bands = Bands::fromSamples(samples, 0.9);
    for (const auto &[kind, b] : bands) {
        INFO(kind.toStdString());
        CHECK(b.low <= 1.0);
        CHECK(b.high >= 1.0);
        CHECK(b.kind == kind);
    }
    CHECK(bands.count(QStringLiteral("full/y")) == 1);
    CHECK(Bands::fromSamples({}, 0.9).empty());
    CHECK(Bands::fromRatios({}).rows == 0);
    // One row alone, nothing behind it: the band runs from the estimate to that row.
    CHECK(Bands::fromRatios({1.4}).low == 1.0);
    CHECK(Bands::fromRatios({1.4}).high == Approx(1.4));
}

namespace {

// `n` rows spread over three kinds of one parent: most log-normal with `sigma`, every `farEvery`-th row
// (0: none) `farFactor` off the estimate.
std::vector<Bands::Sample> threeKinds(int n, double sigma, int farEvery, double farFactor, unsigned seed)
{
    std::mt19937 random(seed);
    std::normal_distribution<double> spread(0.0, sigma);
    const char *kinds[] = {"dense/a", "dense/b", "dense/c"};
    std::vector<Bands::Sample> samples;
    for (int i = 0; i < n; ++i) {
        const bool far = farEvery > 0 && i % farEvery == farEvery - 1;
        samples.push_back(
            sample({kinds[i % 3], "dense", "all"}, std::exp(spread(random)) * (far ? farFactor : 1)));
    }
    return samples;
}

double widthOf(const Bands::Band &b)
{
    return (b.high - b.low) / 2;
}

} // namespace

TEST_CASE("Band rule: speed kinds are the stack and dense or MoE, memory kinds keep the method")
{
    Estimate::Workload w;
    w.method = Estimate::Method::Lora;
    w.stack.id = QStringLiteral("hf");
    const auto joined = [&w](Bands::Quantity q) {
        QStringList keys;
        for (const QString &k : Bands::keysFor(w, q))
            keys << k;
        return keys.join(QLatin1Char(' '));
    };
    CHECK(joined(Bands::Quantity::Memory) == QStringLiteral("lora/hf/sft/dense lora/hf lora all"));
    CHECK(joined(Bands::Quantity::Speed) == QStringLiteral("dense/hf dense all"));
    // The method does not move a speed estimate's kind; experts do.
    w.method = Estimate::Method::Full;
    CHECK(joined(Bands::Quantity::Speed) == QStringLiteral("dense/hf dense all"));
    w.model.experts = 8;
    w.model.expertsPerToken = 2;
    w.model.moeLayers = 4;
    CHECK(joined(Bands::Quantity::Speed) == QStringLiteral("moe/hf moe all"));
    CHECK(joined(Bands::Quantity::Memory) == QStringLiteral("full/hf/sft/moe full/hf full all"));
    // The table looks a speed band up under those keys.
    Bands::Table table;
    table.speed[QStringLiteral("moe")] = {0.4, 1.2, 6, QStringLiteral("moe")};
    table.speed[QStringLiteral("full")] = {0.9, 1.1, 30, QStringLiteral("full")};
    CHECK(Bands::lookup(table, w, Bands::Quantity::Speed).kind == QStringLiteral("moe"));
}

TEST_CASE("Band rule: the coverage is the smallest that holds 80% of the rows each left out")
{
    const double largest = std::end(Bands::kCoverages)[-1];
    for (unsigned seed : {1u, 2u, 3u}) {
        for (int farEvery : {0, 4}) {
            const std::vector<Bands::Sample> samples = threeKinds(45, 0.1, farEvery, 2.0, seed);
            const double chosen = Bands::calibratedCoverage(samples);
            INFO("seed " << seed << ", far every " << farEvery << ": coverage " << chosen);
            CHECK((Bands::leaveOneOutShare(samples, chosen) >= Bands::kTarget || chosen == largest));
            for (double smaller : Bands::kCoverages) {
                if (smaller < chosen)
                    CHECK(Bands::leaveOneOutShare(samples, smaller) < Bands::kTarget);
            }
        }
    }
    // Rows spread evenly over 0.86-1.16 with no tail: an 80% t interval already holds far more than 80% of
    // them left out, so the bands are the 80% ones, narrower than the 90% that was assumed before.
    const char *kinds[] = {"dense/a", "dense/b", "dense/c"};
    std::vector<Bands::Sample> even;
    for (int i = 0; i < 60; ++i)
        even.push_back(sample({kinds[i % 3], "dense", "all"}, std::exp(-0.15 + 0.3 * ((i * 7) % 60) / 59.0)));
    CHECK(Bands::leaveOneOutShare(even, 0.8) >= Bands::kTarget);
    REQUIRE(Bands::calibratedCoverage(even) == Bands::kCoverages[0]);
    CHECK(widthOf(Bands::fromSamples(even, 0.8).at(QStringLiteral("dense/a"))) <
          0.85 * widthOf(Bands::fromSamples(even, 0.9).at(QStringLiteral("dense/a"))));
    // Log-normal rows with every fourth one twice the estimate: the median absolute deviation looks past
    // the far ones, so the nominal 80% holds fewer than 80% left out, and the coverage rises until it does.
    const std::vector<Bands::Sample> tailed = threeKinds(60, 0.1, 4, 2.0, 5);
    CHECK(Bands::leaveOneOutShare(tailed, 0.8) < Bands::kTarget);
    CHECK(Bands::calibratedCoverage(tailed) > Bands::kCoverages[0]);
    CHECK(Bands::leaveOneOutShare({}, 0.8) == 0);
}

TEST_CASE("Band rule: when a kind's far rows come within 1.5x, its band narrows with them")
{
    // A dense kind near the estimate and a mixture-of-experts kind whose runs all sit at 0.35-0.5 of it (a
    // kernel the estimate does not model): that band must reach from its runs to the estimate. The same
    // runs within 1.5x (the physics fixed) narrow it and its parent's; the dense kind keeps its band.
    std::mt19937 random(11);
    std::normal_distribution<double> spread(0.0, 0.08);
    std::vector<Bands::Sample> far, closer;
    for (int i = 0; i < 24; ++i) {
        const double r = std::exp(spread(random));
        far.push_back(sample({"dense/a", "dense", "all"}, r));
        closer.push_back(far.back());
    }
    for (int i = 0; i < 6; ++i) {
        const double r = 0.35 + 0.03 * i;
        far.push_back(sample({"moe/b", "moe", "all"}, r));
        closer.push_back(sample({"moe/b", "moe", "all"}, r * 2));
    }
    const auto before = Bands::fromSamples(far, Bands::calibratedCoverage(far));
    const auto after = Bands::fromSamples(closer, Bands::calibratedCoverage(closer));
    CHECK(Bands::calibratedCoverage(closer) <= Bands::calibratedCoverage(far));
    for (const char *kind : {"moe/b", "moe", "all"}) {
        const Bands::Band &b = before.at(QLatin1String(kind)), &a = after.at(QLatin1String(kind));
        INFO(kind << ": " << b.low << "-" << b.high << " -> " << a.low << "-" << a.high);
        CHECK(widthOf(a) < widthOf(b));
    }
    // The band follows its runs: from 0.33-1 to about 0.63-1.17.
    CHECK(after.at(QStringLiteral("moe/b")).low > 0.6);
    CHECK(widthOf(after.at(QStringLiteral("moe/b"))) < 0.85 * widthOf(before.at(QStringLiteral("moe/b"))));
    CHECK(widthOf(after.at(QStringLiteral("dense/a"))) <=
          widthOf(before.at(QStringLiteral("dense/a"))) + 1e-9);
}
