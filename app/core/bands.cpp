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

// Linear interpolation between order statistics (the "type 7" quantile of R and numpy).
double quantile(const std::vector<double> &sorted, double p)
{
    const double at = p * double(sorted.size() - 1);
    const size_t below = size_t(std::floor(at));
    const size_t above = std::min(sorted.size() - 1, below + 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (at - double(below));
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

std::vector<QString> keysFor(const Estimate::Workload &w)
{
    const QString method = Words::of(w.method);
    const QString stack = method + QLatin1Char('/') + w.stack.id;
    return {stack + QLatin1Char('/') + Words::of(w.objective) +
                (w.model.isMoe() ? QStringLiteral("/moe") : QStringLiteral("/dense")),
            stack, method, QStringLiteral("all")};
}

Band lookup(const Table &table, const Estimate::Workload &w, Quantity q)
{
    const std::map<QString, Band> &group = q == Quantity::Memory ? table.memory : table.speed;
    for (const QString &key : keysFor(w)) {
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

Band fromRatios(std::vector<double> ratios)
{
    Band b;
    if (ratios.empty())
        return b;
    std::sort(ratios.begin(), ratios.end());
    b.rows = int(ratios.size());
    b.low = std::min(1.0, quantile(ratios, 0.05));
    b.high = std::max(1.0, quantile(ratios, 0.95));
    return b;
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
                       "(finetune_measurements.csv, calibration_runs.csv, calibration_own.csv), 5th "
                       "and 95th percentiles per kind, widened to include 1; written by tst_calibration "
                       "with GPUSCOUT_WRITE_BANDS set"));
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
