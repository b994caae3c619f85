#include "app/core/overlay.h"

#include "app/core/atomicfile.h"
#include "app/core/metrics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace Overlay {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Overlay)
};

const QString kBasedOn = QStringLiteral("based_on");

QString describeText(const QString &text)
{
    return QLatin1Char('"') + (text.size() > 40 ? text.left(37) + QStringLiteral("...") : text) +
           QLatin1Char('"');
}

/// The value a field has in `gpu`, as the dataset would show it (invalid when the field is empty).
QVariant valueOf(const Gpu &gpu, const QString &key)
{
    if (const NumericField *field = findNumericField(key)) {
        const std::optional<double> v = gpu.*(field->member);
        return v ? QVariant(*v) : QVariant();
    }
    for (const TextField &field : textFields()) {
        if (key == QLatin1String(field.key)) {
            const QString &text = gpu.*(field.member);
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
    }
    if (key == QLatin1String("bf16_supported"))
        return gpu.bf16Supported;
    if (key == QLatin1String("seed"))
        return gpu.seed;
    if (key == QLatin1String("estimated"))
        return gpu.estimated.isEmpty() ? QVariant() : QVariant(gpu.estimated.join(QStringLiteral(", ")));
    if (key == QLatin1String("sources"))
        return gpu.sources.isEmpty() ? QVariant() : QVariant(gpu.sources.join(QLatin1Char(' ')));
    if (key == QLatin1String("prices")) {
        QStringList list;
        for (const GpuPrice &price : gpu.prices)
            list.append(QStringLiteral("%1 $%2 (%3)").arg(price.kind).arg(price.usd).arg(price.asOf));
        return list.isEmpty() ? QVariant() : QVariant(list.join(QStringLiteral("; ")));
    }
    return {};
}

/// Copies the field `key` of `from` into `to`.
void copyField(const Gpu &from, Gpu &to, const QString &key)
{
    if (const NumericField *field = findNumericField(key)) {
        to.*(field->member) = from.*(field->member);
        return;
    }
    for (const TextField &field : textFields()) {
        if (key == QLatin1String(field.key)) {
            to.*(field.member) = from.*(field.member);
            return;
        }
    }
    if (key == QLatin1String("bf16_supported"))
        to.bf16Supported = from.bf16Supported;
    else if (key == QLatin1String("seed"))
        to.seed = from.seed;
    else if (key == QLatin1String("estimated"))
        to.estimated = from.estimated;
    else if (key == QLatin1String("sources"))
        to.sources = from.sources;
    else if (key == QLatin1String("prices")) {
        // The user's prices replace the dataset's prices of the same kind.
        QSet<QString> kinds;
        for (const GpuPrice &price : from.prices)
            kinds.insert(price.kind);
        to.prices.erase(std::remove_if(to.prices.begin(), to.prices.end(),
                                       [&](const GpuPrice &p) { return kinds.contains(p.kind); }),
                        to.prices.end());
        for (GpuPrice price : from.prices) {
            price.fromUser = true;
            to.prices.push_back(std::move(price));
        }
    }
}

void markUser(Gpu &gpu, const QString &key, const QVariant &datasetValue)
{
    if (!gpu.userFields.contains(key)) {
        gpu.userFields.append(key);
        gpu.datasetValues.insert(key, datasetValue);
    }
}

/// The summary price fields older code reads, from the dated prices (as data/make_gpus_json.py does).
void updateSummaryPrices(Gpu &gpu, const QStringList &setByUser, const Gpu &before)
{
    const auto set = [&](const char *key, std::optional<double> Gpu::*member, std::optional<double> value) {
        const QString name = QLatin1String(key);
        if (setByUser.contains(name) || !value || gpu.*member == value)
            return;
        markUser(gpu, name, valueOf(before, name));
        gpu.*member = value;
    };
    std::optional<double> launch, low, high;
    QDate launchDate;
    for (const GpuPrice &price : gpu.prices) {
        if (price.kind == QLatin1String("launch_msrp")) {
            const QDate date = parseAsOfDate(price.asOf);
            if (!launch || date > launchDate) {
                launch = price.usd;
                launchDate = date;
            }
        } else if (price.isCloud()) {
            low = low ? std::min(*low, price.usd) : price.usd;
            const double top = price.usdHigh.value_or(price.usd);
            high = high ? std::max(*high, top) : top;
        }
    }
    set("launch_price_usd", &Gpu::launchPriceUsd, launch);
    set("cloud_usd_hr_low", &Gpu::cloudUsdHrLow, low);
    set("cloud_usd_hr_high", &Gpu::cloudUsdHrHigh, high);
}

} // namespace

QString ApplyResult::errorText() const
{
    QStringList lines;
    const QString prefix = origin.isEmpty() ? QString() : origin + QStringLiteral(": ");
    for (const DatasetIssue &issue : errors)
        lines.append(prefix + issue.toString());
    return lines.join(QLatin1Char('\n'));
}

namespace {

// The overlay's top level: valid JSON, an object, a schema_version this build reads, known fields (others are
// warned about) and an array of at most DatasetLimits::kMaxGpus records. The records, or nothing when they
// cannot be read; the errors and warnings go to `result`.
std::optional<QJsonArray> readRecords(const QByteArray &json, ApplyResult &result)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.append({QString(), Text::tr("not valid JSON at offset %1: %2")
                                             .arg(parseError.offset)
                                             .arg(parseError.errorString())});
        return std::nullopt;
    }
    if (!document.isObject()) {
        result.errors.append(
            {QString(), Text::tr("expected a JSON object with \"schema_version\" and \"gpus\"")});
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    const QJsonValue schema = root.value(QStringLiteral("schema_version"));
    if (!schema.isDouble() || schema.toDouble() != std::floor(schema.toDouble()) ||
        schema.toDouble() < DatasetLimits::kMinSchemaVersion ||
        schema.toDouble() > DatasetLimits::kSchemaVersion)
        result.errors.append({QStringLiteral("schema_version"), Text::tr("expected %1 to %2")
                                                                    .arg(DatasetLimits::kMinSchemaVersion)
                                                                    .arg(DatasetLimits::kSchemaVersion)});
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        static const QStringList rootKeys = {QStringLiteral("schema_version"),
                                             QStringLiteral("dataset_version"), QStringLiteral("title"),
                                             QStringLiteral("description"), QStringLiteral("gpus")};
        if (!rootKeys.contains(it.key()))
            result.warnings.append({it.key(), Text::tr("unknown field, ignored")});
    }
    const QJsonValue gpusValue = root.value(QStringLiteral("gpus"));
    if (!gpusValue.isArray()) {
        result.errors.append({QStringLiteral("gpus"), Text::tr("expected an array of GPU records")});
        return std::nullopt;
    }
    const QJsonArray records = gpusValue.toArray();
    if (records.size() > DatasetLimits::kMaxGpus) {
        result.errors.append({QStringLiteral("gpus"), Text::tr("too many records")});
        return std::nullopt;
    }
    return records;
}

// What names a record: its id and the GPU it is based on, taken out of the record's other fields.
struct RecordHead
{
    QJsonObject fields; ///< the record without based_on
    QString id;
    QString basedOn; ///< empty when the record names none
};

// Reads record `index` up to its fields: an object with a valid id not used before (`seen` maps each id to
// the record that first used it) and a based_on that is a string. False, with the error in `issues`, when
// it is not.
bool readHead(const QJsonValue &record, int index, QHash<QString, int> &seen, DatasetLoadResult &issues,
              RecordHead *head)
{
    const QString path = QStringLiteral("gpus[%1]").arg(index);
    if (!record.isObject()) {
        issues.errors.append({path, Text::tr("expected a GPU record (an object)")});
        return false;
    }
    head->fields = record.toObject();
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_]{0,63}\\z"));
    const QJsonValue idValue = head->fields.value(QStringLiteral("id"));
    if (!idValue.isString() || !idPattern.match(idValue.toString()).hasMatch()) {
        issues.errors.append(
            {path + QStringLiteral(".id"),
             Text::tr("every overlay record needs the id of a GPU (lower-case letters, digits, '_')")});
        return false;
    }
    head->id = idValue.toString();
    if (seen.contains(head->id)) {
        issues.errors.append(
            {path + QStringLiteral(".id"), Text::tr("duplicate id \"%1\" (first used by gpus[%2])")
                                               .arg(head->id)
                                               .arg(seen.value(head->id))});
        return false;
    }
    seen.insert(head->id, index);
    if (head->fields.contains(kBasedOn)) {
        const QJsonValue value = head->fields.take(kBasedOn);
        if (!value.isString()) {
            issues.errors.append({path + QLatin1Char('.') + kBasedOn, Text::tr("expected the id of a GPU")});
            return false;
        }
        head->basedOn = value.toString();
    }
    return true;
}

// Sets the `present` fields of `parsed` on a GPU of the dataset, each marked as the user's with the dataset's
// value kept. True when the GPU still passes the consistency checks.
bool changeGpu(Gpu &gpu, const Gpu &parsed, const QStringList &present, const QString &path,
               DatasetLoadResult &issues)
{
    const Gpu before = gpu;
    for (const QString &key : present) {
        markUser(gpu, key, valueOf(before, key));
        copyField(parsed, gpu, key);
    }
    if (present.contains(QStringLiteral("prices")))
        updateSummaryPrices(gpu, present, before);
    return checkGpuConsistency(gpu, path, issues);
}

// The GPU a record adds: the `present` fields of `parsed`, over a copy of the based_on GPU of `base` if it
// names one. Nothing, with the error in `issues`, when that GPU is missing or the result fails the checks.
std::optional<Gpu> newGpu(const Dataset &base, const RecordHead &head, const Gpu &parsed,
                          const QStringList &present, const QString &path, DatasetLoadResult &issues)
{
    Gpu gpu;
    if (!head.basedOn.isEmpty()) {
        const Gpu *copied = base.find(head.basedOn);
        if (!copied) {
            issues.errors.append({path + QLatin1Char('.') + kBasedOn,
                                  Text::tr("no GPU \"%1\" in the dataset to copy").arg(head.basedOn)});
            return std::nullopt;
        }
        gpu = *copied;
        gpu.userFields.clear();
        gpu.datasetValues.clear();
        gpu.seed = false;
    }
    const Gpu before = gpu;
    for (const QString &key : present)
        copyField(parsed, gpu, key);
    gpu.id = head.id;
    gpu.userAdded = true;
    for (const QString &key : present)
        markUser(gpu, key, QVariant());
    if (present.contains(QStringLiteral("prices")))
        updateSummaryPrices(gpu, present, before);
    if (!checkGpuConsistency(gpu, path, issues))
        return std::nullopt;
    return gpu;
}

} // namespace

ApplyResult apply(const Dataset &base, const QByteArray &json, const QString &origin)
{
    ApplyResult result;
    result.origin = origin;
    result.dataset = base;
    const std::optional<QJsonArray> records = readRecords(json, result);
    if (!records)
        return result;

    DatasetLoadResult issues;
    Dataset merged = base;
    QHash<QString, int> seen;
    for (int i = 0; i < records->size(); ++i) {
        RecordHead head;
        if (!readHead(records->at(i), i, seen, issues, &head))
            continue;
        const QString path = QStringLiteral("gpus[%1]").arg(i);
        const int existing = merged.indexOf(head.id);
        // A change to a GPU of the dataset, or a copy of one, may carry any subset of the fields.
        const bool partial = existing >= 0 || !head.basedOn.isEmpty();
        Gpu parsed;
        QStringList present;
        if (!readGpuRecord(head.fields, path, partial, parsed, issues, &present))
            continue;
        present.removeAll(QStringLiteral("id"));

        if (existing >= 0) {
            if (!head.basedOn.isEmpty())
                result.warnings.append({path + QLatin1Char('.') + kBasedOn,
                                        Text::tr("ignored: \"%1\" is already in the dataset").arg(head.id)});
            Gpu &gpu = merged.gpus[static_cast<size_t>(existing)];
            if (changeGpu(gpu, parsed, present, path, issues) && !present.isEmpty())
                ++result.changedGpus;
            continue;
        }
        std::optional<Gpu> gpu = newGpu(base, head, parsed, present, path, issues);
        if (!gpu)
            continue;
        merged.gpus.push_back(std::move(*gpu));
        ++result.addedGpus;
    }

    result.errors.append(issues.errors);
    if (issues.suppressedErrors > 0)
        result.errors.append({QString(), Text::tr("... and %1 more errors").arg(issues.suppressedErrors)});
    result.warnings.append(issues.warnings);
    if (result.ok())
        result.dataset = std::move(merged);
    else
        result.changedGpus = result.addedGpus = 0;
    return result;
}

ApplyResult applyFile(const Dataset &base, const QString &path)
{
    auto fail = [&](const QString &message) {
        ApplyResult result;
        result.origin = path;
        result.dataset = base;
        result.errors.append({QString(), message});
        return result;
    };
    auto tooLarge = [](qint64) {
        return Text::tr("larger than the %1 MiB limit for an overlay").arg(kMaxFileBytes / (1024 * 1024));
    };
    QByteArray bytes;
    QString error;
    if (!AtomicFile::readLimited(path, kMaxFileBytes, tooLarge, &bytes, &error))
        return fail(error);
    return apply(base, bytes, path);
}

bool isEditableField(const QString &key)
{
    if (findNumericField(key))
        return true;
    if (key == QLatin1String("id"))
        return false;
    for (const TextField &field : textFields()) {
        if (key == QLatin1String(field.key))
            return true;
    }
    return false;
}

bool valueFromText(const QString &key, const QString &text, QJsonValue *value, QString *error)
{
    const Metric *metric = Metrics::find(key);
    const QString label = metric ? metric->labelWithUnit() : key;
    const auto fail = [&](const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(label, message);
        return false;
    };
    if (!isEditableField(key))
        return fail(Text::tr("not a field you can set"));
    QString trimmed = text.trimmed();
    if (!findNumericField(key)) {
        if (trimmed.isEmpty())
            return fail(Text::tr("enter a text (Reset gives back the dataset's value)"));
        *value = trimmed;
        return true;
    }
    if (trimmed.isEmpty())
        return fail(Text::tr("enter a number (Reset gives back the dataset's value)"));
    QString number = trimmed;
    if (number.startsWith(QLatin1Char('$')))
        number = number.mid(1).trimmed();
    if (metric && !metric->unit().isEmpty() && number.endsWith(metric->unit(), Qt::CaseInsensitive))
        number = number.chopped(metric->unit().size()).trimmed();
    bool ok = false;
    double parsed = QLocale().toDouble(number, &ok);
    if (!ok)
        parsed = QLocale::c().toDouble(number, &ok);
    if (!ok || !std::isfinite(parsed))
        return fail(Text::tr("%1 is not a number").arg(describeText(trimmed)));
    *value = parsed;
    return true;
}

QVariant fieldValue(const Gpu &gpu, const QString &key)
{
    return valueOf(gpu, key);
}

QString defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("overlay.json"));
}

Document::Document()
{
    m_root.insert(QStringLiteral("schema_version"), DatasetLimits::kSchemaVersion);
    m_root.insert(QStringLiteral("gpus"), QJsonArray());
}

bool Document::load(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject() ||
        !document.object().value(QStringLiteral("gpus")).isArray()) {
        if (error)
            *error = parseError.error != QJsonParseError::NoError
                         ? Text::tr("not valid JSON: %1").arg(parseError.errorString())
                         : Text::tr("expected a JSON object with a \"gpus\" array");
        return false;
    }
    m_root = document.object();
    return true;
}

int Document::indexOf(const QString &id) const
{
    const QJsonArray gpus = m_root.value(QStringLiteral("gpus")).toArray();
    for (int i = 0; i < gpus.size(); ++i) {
        if (gpus.at(i).toObject().value(QStringLiteral("id")).toString() == id)
            return i;
    }
    return -1;
}

void Document::setValue(const QString &id, const QString &key, const QJsonValue &value)
{
    QJsonArray gpus = m_root.value(QStringLiteral("gpus")).toArray();
    const int index = indexOf(id);
    QJsonObject record = index >= 0 ? gpus.at(index).toObject() : QJsonObject{{QStringLiteral("id"), id}};
    record.insert(key, value);
    if (index >= 0)
        gpus.replace(index, record);
    else
        gpus.append(record);
    m_root.insert(QStringLiteral("gpus"), gpus);
}

void Document::setPrice(const QString &id, const GpuPrice &price)
{
    const int index = indexOf(id);
    QJsonArray prices;
    if (index >= 0)
        prices = m_root.value(QStringLiteral("gpus"))
                     .toArray()
                     .at(index)
                     .toObject()
                     .value(QStringLiteral("prices"))
                     .toArray();
    for (int i = int(prices.size()) - 1; i >= 0; --i) {
        if (prices.at(i).toObject().value(QStringLiteral("kind")).toString() == price.kind)
            prices.removeAt(i);
    }
    prices.append(price.toJson());
    setValue(id, QStringLiteral("prices"), prices);
}

void Document::reset(const QString &id, const QString &key)
{
    const int index = indexOf(id);
    if (index < 0)
        return;
    QJsonArray gpus = m_root.value(QStringLiteral("gpus")).toArray();
    QJsonObject record = gpus.at(index).toObject();
    record.remove(key);
    if (record.size() <= 1)
        gpus.removeAt(index);
    else
        gpus.replace(index, record);
    m_root.insert(QStringLiteral("gpus"), gpus);
}

bool Document::contains(const QString &id, const QString &key) const
{
    const int index = indexOf(id);
    return index >= 0 && m_root.value(QStringLiteral("gpus")).toArray().at(index).toObject().contains(key);
}

void Document::remove(const QString &id)
{
    const int index = indexOf(id);
    if (index < 0)
        return;
    QJsonArray gpus = m_root.value(QStringLiteral("gpus")).toArray();
    gpus.removeAt(index);
    m_root.insert(QStringLiteral("gpus"), gpus);
}

QByteArray Document::toJson() const
{
    return QJsonDocument(m_root).toJson(QJsonDocument::Indented);
}

bool Document::save(const QString &path, QString *error) const
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = Text::tr("%1: cannot create the folder").arg(folder);
        return false;
    }
    return AtomicFile::write(path, toJson(), error);
}

namespace {

/// Splits one CSV line (RFC 4180 quoting, no embedded line breaks). False on an unterminated quote.
bool splitCsvLine(const QString &line, QStringList *fields)
{
    fields->clear();
    QString field;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields->append(field.trimmed());
            field.clear();
        } else {
            field += c;
        }
    }
    fields->append(field.trimmed());
    return !quoted;
}

QString kindForField(const QString &field)
{
    if (priceKinds().contains(field))
        return field;
    if (field == QLatin1String("launch_price_usd"))
        return QStringLiteral("launch_msrp");
    if (field == QLatin1String("cloud_usd_hr_low") || field == QLatin1String("cloud_usd_hr_high"))
        return QStringLiteral("on_demand");
    return {};
}

} // namespace

PriceCsvResult parsePriceCsv(const QByteArray &csv, const QStringList &known)
{
    PriceCsvResult result;
    constexpr int kMaxErrors = 50;
    const auto error = [&](int line, const QString &column, const QString &message) {
        if (result.errors.size() < kMaxErrors)
            result.errors.append({column.isEmpty() ? Text::tr("line %1").arg(line)
                                                   : Text::tr("line %1: %2").arg(line).arg(column),
                                  message});
    };
    if (csv.size() > kMaxFileBytes) {
        error(1, QString(), Text::tr("larger than the %1 MiB limit").arg(kMaxFileBytes / (1024 * 1024)));
        return result;
    }
    const QString text = QString::fromUtf8(csv);
    if (text.contains(QChar::ReplacementCharacter)) {
        error(1, QString(), Text::tr("not UTF-8 text"));
        return result;
    }
    QStringList lines = text.split(QLatin1Char('\n'));
    QStringList fields;
    QHash<QString, int> column;
    int lineNumber = 0;
    for (QString line : lines) {
        ++lineNumber;
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (lineNumber == 1 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.trimmed().isEmpty())
            continue;
        if (!splitCsvLine(line, &fields)) {
            error(lineNumber, QString(), Text::tr("unterminated quote"));
            continue;
        }
        if (column.isEmpty()) {
            for (int i = 0; i < fields.size(); ++i)
                column.insert(fields.at(i).toLower().replace(QLatin1Char('-'), QLatin1Char('_')), i);
            for (const char *name : {"id", "field", "value", "as_of", "source"}) {
                if (!column.contains(QLatin1String(name))) {
                    error(lineNumber, QString(),
                          Text::tr("the header must name the columns id, field, value, as-of and source; "
                                   "\"%1\" is missing")
                              .arg(QLatin1String(name)));
                    return result;
                }
            }
            continue;
        }
        const auto cell = [&](const char *name) {
            const int index = column.value(QLatin1String(name), -1);
            return index >= 0 && index < fields.size() ? fields.at(index) : QString();
        };
        PriceRow row;
        row.line = lineNumber;
        row.id = cell("id");
        bool ok = true;
        if (row.id.isEmpty() || (!known.isEmpty() && !known.contains(row.id))) {
            error(lineNumber, QStringLiteral("id"),
                  row.id.isEmpty() ? Text::tr("missing")
                                   : Text::tr("unknown GPU id %1").arg(describeText(row.id)));
            ok = false;
        }
        const QString field = cell("field");
        row.price.kind = kindForField(field);
        if (row.price.kind.isEmpty()) {
            error(lineNumber, QStringLiteral("field"),
                  Text::tr("expected one of %1, got %2")
                      .arg(priceKinds().join(QStringLiteral(", ")), describeText(field)));
            ok = false;
        }
        bool number = false;
        const QString value = cell("value");
        row.price.usd = value.toDouble(&number);
        if (!number || !std::isfinite(row.price.usd) || row.price.usd <= 0 || row.price.usd > 1e9) {
            error(lineNumber, QStringLiteral("value"),
                  Text::tr("expected a positive amount in USD, got %1").arg(describeText(value)));
            ok = false;
        }
        row.price.asOf = cell("as_of");
        if (!parseAsOfDate(row.price.asOf).isValid()) {
            error(lineNumber, QStringLiteral("as-of"),
                  Text::tr("expected a date as YYYY-MM or YYYY-MM-DD, got %1")
                      .arg(describeText(row.price.asOf)));
            ok = false;
        }
        row.price.source = cell("source");
        if (row.price.source.isEmpty()) {
            error(lineNumber, QStringLiteral("source"), Text::tr("every price needs its source"));
            ok = false;
        }
        row.price.note = cell("note");
        row.price.fromUser = true;
        if (ok)
            result.rows.push_back(std::move(row));
    }
    if (column.isEmpty())
        error(1, QString(), Text::tr("empty: expected a header line and prices"));
    return result;
}

void importPrices(Document &document, const std::vector<PriceRow> &rows)
{
    for (const PriceRow &row : rows)
        document.setPrice(row.id, row.price);
}

} // namespace Overlay
