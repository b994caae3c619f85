#pragma once

#include "app/core/gpu.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

/// Describes one column of GPU information: stored text, a stored number or a number derived from others.
/// The grid, charts, CLI and exports all take their keys, labels, units and formats from here.
struct Metric
{
    enum class Kind
    {
        Text,
        Stored,
        Derived
    };

    QString key;                ///< dataset key, also the CLI / CSV / JSON key
    const char *labelText = ""; ///< untranslated; use label()
    const char *unitText = "";  ///< untranslated; use unit()
    int decimals = 0;           ///< most decimals shown; trailing zeros are dropped
    bool higherIsBetter = true;
    Kind kind = Kind::Stored;
    const char *descriptionText = ""; ///< untranslated; for derived metrics, the formula
    QString sparseKey;                ///< for a dense tensor figure, the key of its sparse counterpart
    QString denseKey;                 ///< for a sparse tensor figure, the key of its dense counterpart
    QStringList inputs;               ///< stored fields the value is read from
    bool defaultVisible = true;
    bool groupDigits = true; ///< "3,350" (false for years)
    std::function<std::optional<double>(const Gpu &)> number;
    std::function<QString(const Gpu &)> text;

    bool isNumeric() const { return kind != Kind::Text; }
    QString label() const;
    QString unit() const;
    QString description() const;
    /// "BF16 dense (TFLOPS)"
    QString labelWithUnit() const;
    std::optional<double> value(const Gpu &gpu) const;
    /// True when any input of the value is marked as an estimate in the dataset.
    bool isEstimated(const Gpu &gpu) const;
    /// Locale-formatted number without unit ("3,350"), trailing zeros dropped.
    QString formatNumber(double value) const;
    /// What a cell shows: "80 GB", "Hopper", or an empty string when the value is unknown.
    QString displayText(const Gpu &gpu) const;
    /// Raw, locale-independent text for CSV: "989.4", "Hopper", "" when unknown.
    QString plainText(const Gpu &gpu) const;
};

namespace Metrics {
const std::vector<Metric> &all();
const Metric *find(const QString &key);
QStringList keys();
/// The metric shown in place of `metric` in sparse mode (itself when it has no sparse counterpart).
const Metric &variant(const Metric &metric, bool sparse);
/// The columns of the spec grid, in order (dense figures; sparse ones come through variant()).
std::vector<const Metric *> gridColumns();
/// The columns of `gpuscout list` and the default table exports.
std::vector<const Metric *> listColumns();
/// Resolves a comma-separated key list; unknown keys land in `unknown`.
std::vector<const Metric *> resolve(const QStringList &keys, QStringList *unknown);
} // namespace Metrics
