#include "app/core/bands.h"

#include "app/core/parse.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Bands {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bands)
};

constexpr int kSchemaVersion = 1;
constexpr double kPi = 3.14159265358979323846;

// How a band is drawn, the same for every kind, memory and speed alike (fromSamples):
// - Kinds are what decides how far the estimate lands (keysFor): for memory the method, the stack, the
//   objective and dense or MoE; for speed the stack and dense or MoE only. A speed estimate misses by the
//   stack's kernels (its attention, loss and expert loop) and by the expert routing, while full, LoRA and
//   QLoRA runs of one stack land alike (Transformers dense: full 0.98-1.21, LoRA 0.95-1.37, QLoRA
//   0.90-1.32 of the estimate); split by method, a stack's speed rows made thin kinds that took the wide
//   spread of all the method's stacks (90% speed bands: median +-35%, against +-32% keyed by stack).
// - On the log scale, since the rows' errors are factors (0.5x and 2x are as far from the estimate).
// - Centre and spread are the median and 1.4826 x the median absolute deviation: a few runs far off (a
//   stack's one odd setting) would otherwise widen the band of every run of the kind.
// - A kind with few rows says little about its spread or its centre, so it is drawn toward the next coarser
//   kind (method/stack/objective/dense|moe -> method/stack -> method -> all) as if that kind were
//   kParentRows more rows: centre = (n m + 2 m_parent) / (n + 2), variance = ((n - 1) s^2 + 2 v_parent) /
//   (n + 1). A kind with many rows keeps its own; a kind with one row gets its parent's spread around a
//   centre between the two. This replaces a hard "five rows or fall back" threshold, which gave a kind of
//   five rows a band from its own five and a kind of four the method's.
// - The band is a prediction interval for one more run, not the spread of the rows seen: centre +- t x
//   sqrt(variance x (1 + 1/(n + 2))), t the two-sided `coverage` quantile of Student's t with n + 1 degrees
//   of freedom. Percentiles of a small sample under-cover a new run (the 5th-95th percentile of five rows
//   holds the sixth far less than 90% of the time); t and the 1 + 1/n factor widen thin kinds by what their
//   row count leaves unknown.
// - The coverage is not assumed but checked (calibratedCoverage): the smallest whole percentage from 80 to 99
// at
//   which each row lies inside the band drawn from all the other rows for at least kTarget (80%) of the
//   rows, per quantity. The median absolute deviation of a few rows and heavy tails make the nominal
//   coverage and the share held differ (a 90% band held 85% of memory rows left out and 82% of speed rows;
//   80% holds 79% and 84%); the leave-one-out share is what a run outside the set meets. It never goes
//   below kTarget, so the band does not lean on a few rows' luck; as the rows tighten, the spread shrinks
//   and the band with it.
// - Widened to hold 1: the estimate itself always lies inside its band.
// tst_calibration checks each row against the band drawn from every other row (leave-one-out).

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t half = v.size() / 2;
    return v.size() % 2 == 1 ? v[half] : (v[half - 1] + v[half]) / 2;
}

// P(|T| < t) for Student's t with a whole number of degrees of freedom, in closed form (Abramowitz and
// Stegun 26.7.3 and 26.7.4).
double studentTWithin(double t, int df)
{
    const double theta = std::atan(t / std::sqrt(double(df)));
    const double c2 = std::cos(theta) * std::cos(theta);
    double term = df % 2 == 1 ? std::cos(theta) : 1.0;
    double sum = df == 1 ? 0.0 : term;
    for (int k = df % 2 == 1 ? 3 : 2; k <= df - 2; k += 2) {
        term *= double(k - 1) / k * c2;
        sum += term;
    }
    const double within = std::sin(theta) * sum;
    return df % 2 == 1 ? 2 / kPi * (theta + within) : within;
}

// The centre and spread (log scale) a kind's band is drawn from; its children are drawn toward them.
struct Spread
{
    double centre = 0;
    double variance = 0;
};

// The rule of bands.h for one kind with `logs` (log measured / estimated), drawn toward `parent` when it has
// one: the median and the squared scaled median absolute deviation, each averaged with the parent's as if
// the parent were kParentRows more rows; then a Student-t prediction interval with the degrees of freedom
// and the row count that averaging gives.
Band drawBand(const std::vector<double> &logs, const Spread *parent, double coverage, Spread *spread)
{
    const double n = double(logs.size());
    const double centre = median(logs);
    std::vector<double> deviations;
    for (double x : logs)
        deviations.push_back(std::abs(x - centre));
    const double scale = logs.size() > 1 ? 1.4826 * median(deviations) : 0.0;
    double df = n - 1, rows = n;
    spread->centre = centre;
    spread->variance = scale * scale;
    if (parent) {
        spread->centre = (n * centre + kParentRows * parent->centre) / (n + kParentRows);
        spread->variance = ((n - 1) * scale * scale + kParentRows * parent->variance) / (n - 1 + kParentRows);
        df = n - 1 + kParentRows;
        rows = n + kParentRows;
    }
    const double half =
        studentT(std::max(1, int(std::lround(df))), coverage) * std::sqrt(spread->variance * (1 + 1 / rows));
    Band b;
    b.rows = int(logs.size());
    b.low = std::min(1.0, std::exp(spread->centre - half));
    b.high = std::max(1.0, std::exp(spread->centre + half));
    return b;
}

bool readGroup(const QJsonObject &root, const char *name, std::map<QString, Band> *out, QString *error)
{
    const QJsonValue group = root.value(QLatin1String(name));
    if (!group.isObject()) {
        *error = Text::tr("\"%1\" must be an object of kinds").arg(QLatin1String(name));
        return false;
    }
    const QJsonObject kinds = group.toObject();
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        const QString where =
            QStringLiteral("%1 \"%2\"").arg(QLatin1String(name), Parse::printable(it.key()));
        // Kinds are the words keysFor() joins: "all", "lora", "lora/hf/sft/dense".
        static const QRegularExpression kindPattern(QStringLiteral("^[a-z0-9][a-z0-9/_-]{0,99}\\z"));
        if (!kindPattern.match(it.key()).hasMatch()) {
            *error = Text::tr("%1: a kind is lowercase words joined by \"/\" (such as \"lora/hf/sft/dense\")")
                         .arg(where);
            return false;
        }
        if (!it.value().isObject()) {
            *error = Text::tr("%1: expected an object with low, high and rows").arg(where);
            return false;
        }
        const QJsonObject o = it.value().toObject();
        const QJsonValue low = o.value(QLatin1String("low")), high = o.value(QLatin1String("high")),
                         rows = o.value(QLatin1String("rows"));
        if (!low.isDouble() || !high.isDouble() || !rows.isDouble()) {
            *error = Text::tr("%1: low, high and rows must be numbers").arg(where);
            return false;
        }
        Band b;
        b.low = low.toDouble();
        b.high = high.toDouble();
        b.kind = it.key();
        const double r = rows.toDouble();
        if (!(b.low > 0 && b.low <= 1 && b.high >= 1 && b.high <= 100) || !std::isfinite(b.low) ||
            !std::isfinite(b.high)) {
            *error = Text::tr("%1: expected 0 < low <= 1 <= high <= 100, got %2 and %3")
                         .arg(where)
                         .arg(b.low)
                         .arg(b.high);
            return false;
        }
        if (!(r >= 1 && r <= 1e6) || r != std::floor(r)) {
            *error = Text::tr("%1: rows must be a whole number from 1, got %2").arg(where).arg(r);
            return false;
        }
        b.rows = int(r);
        (*out)[it.key()] = b;
    }
    return true;
}

} // namespace

std::vector<QString> keysFor(const Estimate::Workload &w, Quantity q)
{
    const QString models = w.model.isMoe() ? QStringLiteral("moe") : QStringLiteral("dense");
    if (q == Quantity::Speed)
        return {models + QLatin1Char('/') + w.stack.id, models, QStringLiteral("all")};
    const QString method = Words::of(w.method);
    const QString stack = method + QLatin1Char('/') + w.stack.id;
    return {stack + QLatin1Char('/') + Words::of(w.objective) + QLatin1Char('/') + models, stack, method,
            QStringLiteral("all")};
}

Band lookup(const Table &table, const Estimate::Workload &w, Quantity q)
{
    const std::map<QString, Band> &group = q == Quantity::Memory ? table.memory : table.speed;
    for (const QString &key : keysFor(w, q)) {
        const auto it = group.find(key);
        if (it != group.end())
            return it->second;
    }
    return {};
}

Band lookup(const Estimate::Workload &w, Quantity q)
{
    return lookup(bundled(), w, q);
}

double studentT(int df, double coverage)
{
    double below = 0, above = 1e4;
    for (int i = 0; i < 200; ++i) {
        const double mid = (below + above) / 2;
        (studentTWithin(mid, df) < coverage ? below : above) = mid;
    }
    return (below + above) / 2;
}

std::map<QString, Band> fromSamples(const std::vector<Sample> &samples, double coverage)
{
    // Each kind's rows (log scale), the next coarser kind, and how far from the coarsest it sits.
    std::map<QString, std::vector<double>> logs;
    std::map<QString, QString> parentOf;
    std::map<QString, size_t> depth;
    for (const Sample &s : samples) {
        for (size_t i = 0; i < s.keys.size(); ++i) {
            logs[s.keys[i]].push_back(std::log(s.ratio));
            depth.emplace(s.keys[i], s.keys.size() - 1 - i);
            if (i + 1 < s.keys.size())
                parentOf.emplace(s.keys[i], s.keys[i + 1]);
        }
    }
    std::vector<QString> coarseFirst;
    for (const auto &entry : logs)
        coarseFirst.push_back(entry.first);
    std::stable_sort(coarseFirst.begin(), coarseFirst.end(),
                     [&depth](const QString &a, const QString &b) { return depth[a] < depth[b]; });
    std::map<QString, Band> bands;
    std::map<QString, Spread> spreads;
    for (const QString &kind : coarseFirst) {
        const auto parent = parentOf.find(kind);
        const Spread *parentSpread = parent == parentOf.end() ? nullptr : &spreads.at(parent->second);
        Band b = drawBand(logs[kind], parentSpread, coverage, &spreads[kind]);
        b.kind = kind;
        bands[kind] = b;
    }
    return bands;
}

Band fromRatios(const std::vector<double> &ratios, double coverage)
{
    if (ratios.empty())
        return {};
    std::vector<double> logs;
    for (double r : ratios)
        logs.push_back(std::log(r));
    Spread spread;
    return drawBand(logs, nullptr, coverage, &spread);
}

double leaveOneOutShare(const std::vector<Sample> &samples, double coverage)
{
    if (samples.empty())
        return 0;
    int inside = 0;
    std::vector<Sample> others(samples.begin() + 1, samples.end());
    for (size_t i = 0; i < samples.size(); ++i) {
        // `others` is every sample but the i-th: swap the i-th in for the next round.
        if (i > 0)
            others[i - 1] = samples[i - 1];
        const std::map<QString, Band> bands = fromSamples(others, coverage);
        for (const QString &key : samples[i].keys) {
            const auto it = bands.find(key);
            if (it == bands.end())
                continue;
            const double r = samples[i].ratio;
            inside += r >= it->second.low - 1e-9 && r <= it->second.high + 1e-9;
            break;
        }
    }
    return double(inside) / double(samples.size());
}

double calibratedCoverage(const std::vector<Sample> &samples)
{
    for (double coverage : kCoverages) {
        if (leaveOneOutShare(samples, coverage) >= kTarget)
            return coverage;
    }
    return std::end(kCoverages)[-1];
}

std::optional<Table> parse(const QByteArray &json, QString *error)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error =
            Text::tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String("schema_version")).isDouble() ||
        doc.object().value(QLatin1String("schema_version")).toInt() != kSchemaVersion) {
        *error = Text::tr("expected an object with \"schema_version\": %1").arg(kSchemaVersion);
        return std::nullopt;
    }
    Table table;
    if (!readGroup(doc.object(), "memory", &table.memory, error) ||
        !readGroup(doc.object(), "speed", &table.speed, error))
        return std::nullopt;
    return table;
}

QByteArray write(const Table &table)
{
    QJsonObject root;
    root.insert(QStringLiteral("schema_version"), kSchemaVersion);
    root.insert(
        QStringLiteral("source"),
        QStringLiteral("measured / estimated over the calibration rows in tests/fixtures "
                       "(finetune_measurements.csv, calibration_runs.csv, calibration_own.csv): per kind "
                       "(memory: method/stack/objective/dense|moe; speed: dense|moe/stack) a Student-t "
                       "prediction interval on the log scale around the median, spread 1.4826 x median "
                       "absolute deviation, the next coarser kind counting as two more rows, widened to "
                       "include 1; its coverage per quantity the smallest whole percentage from 80 to 99 "
                       "that holds 80% of "
                       "the rows each left out; written by tst_calibration with GPUSCOUT_WRITE_BANDS set"));
    auto group = [](const std::map<QString, Band> &bands) {
        QJsonObject o;
        for (const auto &[key, b] : bands) {
            QJsonObject band;
            // Three decimals, rounded outwards so a written band never narrows; a low end below
            // 0.001 is written as 0.001, the smallest the reader takes back (it needs low > 0).
            band.insert(QStringLiteral("low"), std::max(0.001, std::floor(b.low * 1000) / 1000));
            band.insert(QStringLiteral("high"), std::ceil(b.high * 1000) / 1000);
            band.insert(QStringLiteral("rows"), b.rows);
            o.insert(key, band);
        }
        return o;
    };
    root.insert(QStringLiteral("memory"), group(table.memory));
    root.insert(QStringLiteral("speed"), group(table.speed));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

const Table &bundled()
{
    static const Table table = [] {
        QFile file(QStringLiteral(":/data/calibration_bands.json"));
        QString error;
        if (!file.open(QIODevice::ReadOnly))
            return Table{};
        return parse(file.readAll(), &error).value_or(Table{});
    }();
    return table;
}

} // namespace Bands
