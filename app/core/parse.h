#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

/// Strict parsers for command-line values; each returns nullopt and sets `error` to a short reason.
namespace Parse {

/// "1600x900" (also "1600X900"); each side 16..16384.
std::optional<QSize> size(const QString &text, QString *error);
/// "h100_sxm,rtx_4090": non-empty, no empty items, no duplicates, each a valid id.
std::optional<QStringList> idList(const QString &text, QString *error);
/// "8B", "7.24b", "350M", "1.5T", "8e9", "8000000000": a parameter count from 1e3 to 1e14.
std::optional<double> paramCount(const QString &text, QString *error);
/// A whole number from `minimum` to `maximum`.
std::optional<long long> integer(const QString &text, long long minimum, long long maximum, QString *error);
/// A finite decimal number from `minimum` to `maximum`.
std::optional<double> number(const QString &text, double minimum, double maximum, QString *error);

/// A name from a file as a message may show it on one line: control characters as \uXXXX, at most `limit`
/// characters (then "...").
QString printable(const QString &text, int limit = 40);

} // namespace Parse
