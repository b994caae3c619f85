#include "app/core/parse.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace {

// Text::tr() translates in the "Parse" context, which lupdate reads from the macro. Without an installed
// translator (the command line) the English text comes back unchanged.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Parse)
};

} // namespace

namespace Parse {

std::optional<QSize> size(const QString &text, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})\\z"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch()) {
        *error = Text::tr("expected WIDTHxHEIGHT such as 1600x900, got \"%1\"").arg(text);
        return std::nullopt;
    }
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    if (width < 16 || height < 16 || width > 16384 || height > 16384) {
        *error = Text::tr("each side must be from 16 to 16384 pixels, got %1x%2").arg(width).arg(height);
        return std::nullopt;
    }
    return QSize(width, height);
}

std::optional<QStringList> idList(const QString &text, QString *error)
{
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_]{0,63}\\z"));
    const QStringList parts = text.split(QLatin1Char(','));
    QStringList ids;
    for (const QString &part : parts) {
        const QString id = part.trimmed();
        if (id.isEmpty()) {
            *error = Text::tr("empty GPU id in \"%1\"").arg(text);
            return std::nullopt;
        }
        if (!idPattern.match(id).hasMatch()) {
            *error = QStringLiteral("\"%1\" is not a GPU id (lower-case letters, digits, '_')").arg(id);
            return std::nullopt;
        }
        if (ids.contains(id)) {
            *error = QStringLiteral("GPU id \"%1\" given twice").arg(id);
            return std::nullopt;
        }
        ids.append(id);
    }
    return ids;
}

std::optional<double> paramCount(const QString &text, QString *error)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d+(?:\\.\\d+)?(?:[eE][+]?\\d{1,2})?)\\s*([kKmMbBtT]?)$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch()) {
        *error = Text::tr("expected a parameter count such as 8B, 350M or 7.24e9, got \"%1\"").arg(text);
        return std::nullopt;
    }
    bool ok = false;
    double value = match.captured(1).toDouble(&ok);
    const QChar suffix = match.captured(2).isEmpty() ? QChar() : match.captured(2).at(0).toLower();
    if (suffix == QLatin1Char('k'))
        value *= 1e3;
    else if (suffix == QLatin1Char('m'))
        value *= 1e6;
    else if (suffix == QLatin1Char('b'))
        value *= 1e9;
    else if (suffix == QLatin1Char('t'))
        value *= 1e12;
    if (!ok || !std::isfinite(value) || value < 1e3 || value > 1e14) {
        *error = Text::tr("parameter count must be from 1K to 100T, got \"%1\"").arg(text);
        return std::nullopt;
    }
    return value;
}

std::optional<long long> integer(const QString &text, long long minimum, long long maximum, QString *error)
{
    bool ok = false;
    const long long value = text.trimmed().toLongLong(&ok);
    if (!ok) {
        *error = Text::tr("expected a whole number, got \"%1\"").arg(text);
        return std::nullopt;
    }
    if (value < minimum || value > maximum) {
        *error = Text::tr("must be from %1 to %2, got %3").arg(minimum).arg(maximum).arg(value);
        return std::nullopt;
    }
    return value;
}

std::optional<double> number(const QString &text, double minimum, double maximum, QString *error)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        *error = Text::tr("expected a number, got \"%1\"").arg(text);
        return std::nullopt;
    }
    if (value < minimum || value > maximum) {
        *error = Text::tr("must be from %1 to %2, got %3").arg(minimum).arg(maximum).arg(text.trimmed());
        return std::nullopt;
    }
    return value;
}

QString printable(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text.left(limit)) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.category() == QChar::Separator_Line ||
            c.category() == QChar::Separator_Paragraph)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    if (text.size() > limit)
        out += QStringLiteral("...");
    return out;
}

} // namespace Parse
