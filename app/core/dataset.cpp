#include "app/core/dataset.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace {

// Text::tr() translates in the "Dataset" context, so the GUI's error dialog shows the problems in the user's
// language; the command line installs no translator and prints them in English.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Dataset)
};

QString describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 12);
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    case QJsonValue::Array:
        return Text::tr("an array");
    case QJsonValue::Object:
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Text::tr("nothing");
}

/// The keys a GPU record may have, each with its slot in RecordValues: the text fields, then the numeric
/// fields, then the others.
enum OtherSlot
{
    Bf16Slot,
    SeedSlot,
    EstimatedSlot,
    SourcesSlot,
    PricesSlot,
    OtherSlotCount
};

const QHash<QString, int> &recordSlots()
{
    static const QHash<QString, int> keySlots = [] {
        QHash<QString, int> map;
        int slot = 0;
        for (const TextField &field : textFields())
            map.insert(QLatin1String(field.key), slot++);
        for (const NumericField &field : numericFields())
            map.insert(QLatin1String(field.key), slot++);
        for (const char *key : {"bf16_supported", "seed", "estimated", "sources", "prices"})
            map.insert(QLatin1String(key), slot++);
        return map;
    }();
    return keySlots;
}

/// One GPU record's values by slot, read in one pass over its keys: looking up each of some 45 keys in the
/// object by name was a quarter of loading 10,000 GPUs. Keys without a slot are kept, in the record's
/// order, for the "unknown field" warnings.
class RecordValues
{
public:
    explicit RecordValues(const QJsonObject &object)
        : m_values(size_t(recordSlots().size()), QJsonValue(QJsonValue::Undefined))
    {
        const QHash<QString, int> &keySlots = recordSlots();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            QString key = it.key();
            const auto slot = keySlots.constFind(key);
            if (slot == keySlots.constEnd())
                m_unknown.append(std::move(key));
            else
                m_values[size_t(slot.value())] = it.value();
        }
    }
    const QJsonValue &text(size_t index) const { return m_values[index]; }
    const QJsonValue &numeric(size_t index) const { return m_values[textFields().size() + index]; }
    const QJsonValue &other(OtherSlot slot) const
    {
        return m_values[textFields().size() + numericFields().size() + size_t(slot)];
    }
    const QJsonValue &byKey(const QString &key) const { return m_values[size_t(recordSlots().value(key))]; }
    const QStringList &unknownKeys() const { return m_unknown; }

private:
    std::vector<QJsonValue> m_values; // Undefined where the record lacks the key
    QStringList m_unknown;
};

class Validator
{
public:
    explicit Validator(DatasetLoadResult &result)
        : m_result(result)
    {}

    void error(const QString &path, const QString &message)
    {
        if (m_result.errors.size() < DatasetLimits::kMaxReportedErrors)
            m_result.errors.append({path, message});
        else
            ++m_result.suppressedErrors;
    }
    void warning(const QString &path, const QString &message)
    {
        if (m_result.warnings.size() < DatasetLimits::kMaxReportedErrors)
            m_result.warnings.append({path, message});
    }

    /// Reads the GPU record at `path`. A partial record (an overlay's) needs no required field; `present`
    /// receives the keys that were read.
    void readGpu(const QJsonObject &object, const QString &path, Gpu &gpu, bool partial = false,
                 QStringList *present = nullptr)
    {
        const auto mark = [present](const QString &key) {
            if (present)
                present->append(key);
        };
        const RecordValues values(object);
        for (size_t i = 0; i < textFields().size(); ++i) {
            const TextField &field = textFields()[i];
            const QLatin1String key(field.key);
            const QJsonValue &value = values.text(i);
            if (value.isUndefined() || value.isNull()) {
                if (field.required && !partial)
                    error(path, Text::tr("missing required field \"%1\"").arg(key));
                continue;
            }
            if (!value.isString()) {
                error(path + QLatin1Char('.') + key,
                      Text::tr("expected a string, got %1").arg(describe(value)));
                continue;
            }
            QString text = value.toString().trimmed();
            if (field.required && text.isEmpty()) {
                error(path + QLatin1Char('.') + key, Text::tr("must not be empty"));
                continue;
            }
            gpu.*(field.member) = text;
            mark(key);
        }
        static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_]{0,63}$"));
        if (!gpu.id.isEmpty() && !idPattern.match(gpu.id).hasMatch())
            error(path + QStringLiteral(".id"),
                  Text::tr("expected lower-case letters, digits and '_' (at most 64), got %1")
                      .arg(describe(gpu.id)));
        if (!gpu.segment.isEmpty() && !knownSegments().contains(gpu.segment))
            error(path + QStringLiteral(".segment"),
                  Text::tr("expected one of %1, got %2")
                      .arg(knownSegments().join(QStringLiteral(", ")), describe(gpu.segment)));

        for (size_t i = 0; i < numericFields().size(); ++i) {
            const NumericField &field = numericFields()[i];
            const QLatin1String key(field.key);
            const QJsonValue &value = values.numeric(i);
            if (value.isUndefined() || value.isNull())
                continue;
            const auto fieldPath = [&] {
                return path + QLatin1Char('.') + key;
            }; // only when there is a problem
            if (!value.isDouble()) {
                error(fieldPath(), Text::tr("expected a number, got %1").arg(describe(value)));
                continue;
            }
            const double number = value.toDouble();
            if (!std::isfinite(number)) {
                error(fieldPath(), Text::tr("expected a finite number, got %1").arg(describe(value)));
                continue;
            }
            if (field.positive && number <= 0) {
                error(fieldPath(), Text::tr("expected a positive number, got %1").arg(describe(value)));
                continue;
            }
            if (number < field.minimum || number > field.maximum) {
                error(fieldPath(), Text::tr("expected a number from %1 to %2, got %3")
                                       .arg(field.minimum, 0, 'g', 12)
                                       .arg(field.maximum, 0, 'g', 12)
                                       .arg(describe(value)));
                continue;
            }
            if (field.integer && std::floor(number) != number) {
                error(fieldPath(), Text::tr("expected a whole number, got %1").arg(describe(value)));
                continue;
            }
            gpu.*(field.member) = number;
            mark(key);
        }
        if (!partial) {
            const QJsonValue &vram = values.byKey(QStringLiteral("vram_gb"));
            if (vram.isUndefined() || vram.isNull())
                error(path, Text::tr("missing required field \"vram_gb\""));
            checkConsistency(gpu, path);
        }

        const QJsonValue &bf16 = values.other(Bf16Slot);
        if (bf16.isBool()) {
            gpu.bf16Supported = bf16.toBool();
            mark(QStringLiteral("bf16_supported"));
        } else if (!bf16.isUndefined() && !bf16.isNull())
            error(path + QStringLiteral(".bf16_supported"),
                  Text::tr("expected true or false, got %1").arg(describe(bf16)));

        const QJsonValue &seed = values.other(SeedSlot);
        if (seed.isBool()) {
            gpu.seed = seed.toBool();
            mark(QStringLiteral("seed"));
        } else if (!seed.isUndefined() && !seed.isNull())
            error(path + QStringLiteral(".seed"),
                  Text::tr("expected true or false, got %1").arg(describe(seed)));

        if (!values.other(EstimatedSlot).isUndefined())
            mark(QStringLiteral("estimated"));
        gpu.estimated = readStringList(values.other(EstimatedSlot), QStringLiteral("estimated"), path);
        for (int i = 0; i < gpu.estimated.size(); ++i) {
            const QString &key = gpu.estimated.at(i);
            const QString itemPath = path + QStringLiteral(".estimated[%1]").arg(i);
            if (!findNumericField(key))
                warning(itemPath, Text::tr("\"%1\" is not a numeric field").arg(key));
            else if (!gpu.number(key) && !partial)
                warning(itemPath, Text::tr("\"%1\" is marked as an estimate but has no value").arg(key));
        }

        const bool hasSources = !values.other(SourcesSlot).isUndefined();
        if (hasSources)
            mark(QStringLiteral("sources"));
        gpu.sources = readStringList(values.other(SourcesSlot), QStringLiteral("sources"), path);
        if (gpu.sources.isEmpty() && !hasSources && !partial)
            warning(path, Text::tr("no \"sources\": its figures cannot be traced"));
        if (!values.other(PricesSlot).isUndefined()) {
            mark(QStringLiteral("prices"));
            gpu.prices = readPrices(values.other(PricesSlot), path + QStringLiteral(".prices"));
        }

        for (const QString &key : values.unknownKeys())
            warning(path + QLatin1Char('.') + key, Text::tr("unknown field, ignored"));
    }

    /// Checks that hold across fields: every sparse figure at least its dense counterpart.
    void checkConsistency(const Gpu &gpu, const QString &path)
    {
        // Each sparse field's dense counterpart, found by name once rather than for every GPU.
        static const std::vector<std::optional<double> Gpu::*> denseMembers = [] {
            std::vector<std::optional<double> Gpu::*> members;
            for (const NumericField &field : numericFields()) {
                const NumericField *dense =
                    field.sparseOf ? findNumericField(QLatin1String(field.sparseOf)) : nullptr;
                members.push_back(dense ? dense->member : nullptr);
            }
            return members;
        }();
        for (size_t i = 0; i < numericFields().size(); ++i) {
            const NumericField &field = numericFields()[i];
            if (!field.sparseOf)
                continue;
            const std::optional<double> sparse = gpu.*(field.member);
            const std::optional<double> dense =
                denseMembers[i] ? gpu.*(denseMembers[i]) : std::optional<double>();
            if (sparse && dense && *sparse < *dense)
                error(path + QLatin1Char('.') + QLatin1String(field.key),
                      Text::tr("sparse figure %1 is below the dense figure %2 (%3)")
                          .arg(*sparse, 0, 'g', 12)
                          .arg(*dense, 0, 'g', 12)
                          .arg(QLatin1String(field.sparseOf)));
        }
    }

private:
    std::vector<GpuPrice> readPrices(const QJsonValue &value, const QString &listPath)
    {
        std::vector<GpuPrice> prices;
        if (value.isNull())
            return prices;
        if (!value.isArray()) {
            error(listPath, Text::tr("expected an array of price objects, got %1").arg(describe(value)));
            return prices;
        }
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i) {
            const QString path = listPath + QStringLiteral("[%1]").arg(i);
            if (!array.at(i).isObject()) {
                error(path, Text::tr("expected a price object, got %1").arg(describe(array.at(i))));
                continue;
            }
            const QJsonObject object = array.at(i).toObject();
            GpuPrice price;
            bool ok = true;
            const auto text = [&](const char *key, bool required, QString &out) {
                const QJsonValue v = object.value(QLatin1String(key));
                if (v.isUndefined() || v.isNull()) {
                    if (required) {
                        error(path, Text::tr("missing required field \"%1\"").arg(QLatin1String(key)));
                        ok = false;
                    }
                    return;
                }
                if (!v.isString() || (required && v.toString().trimmed().isEmpty())) {
                    error(path + QLatin1Char('.') + QLatin1String(key),
                          Text::tr("expected a non-empty string, got %1").arg(describe(v)));
                    ok = false;
                    return;
                }
                out = v.toString().trimmed();
            };
            const auto amount = [&](const char *key, bool required) -> std::optional<double> {
                const QJsonValue v = object.value(QLatin1String(key));
                if (v.isUndefined() || v.isNull()) {
                    if (required) {
                        error(path, Text::tr("missing required field \"%1\"").arg(QLatin1String(key)));
                        ok = false;
                    }
                    return std::nullopt;
                }
                if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() <= 0 ||
                    v.toDouble() > 1e9) {
                    error(path + QLatin1Char('.') + QLatin1String(key),
                          Text::tr("expected a positive amount in USD, got %1").arg(describe(v)));
                    ok = false;
                    return std::nullopt;
                }
                return v.toDouble();
            };
            text("kind", true, price.kind);
            if (!price.kind.isEmpty() && !priceKinds().contains(price.kind)) {
                error(path + QStringLiteral(".kind"),
                      Text::tr("expected one of %1, got %2")
                          .arg(priceKinds().join(QStringLiteral(", ")), describe(price.kind)));
                ok = false;
            }
            if (const std::optional<double> usd = amount("usd", true))
                price.usd = *usd;
            price.usdHigh = amount("usd_high", false);
            if (price.usdHigh && *price.usdHigh < price.usd) {
                error(path + QStringLiteral(".usd_high"),
                      Text::tr("the upper end %1 is below usd %2").arg(*price.usdHigh).arg(price.usd));
                ok = false;
            }
            text("as_of", true, price.asOf);
            if (!price.asOf.isEmpty() && !parseAsOfDate(price.asOf).isValid()) {
                error(path + QStringLiteral(".as_of"),
                      Text::tr("expected a date as YYYY-MM or YYYY-MM-DD, got %1").arg(describe(price.asOf)));
                ok = false;
            }
            text("source", true, price.source);
            text("note", false, price.note);
            static const QStringList known = {QStringLiteral("kind"),     QStringLiteral("usd"),
                                              QStringLiteral("usd_high"), QStringLiteral("as_of"),
                                              QStringLiteral("source"),   QStringLiteral("note")};
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                if (!known.contains(it.key()))
                    warning(path + QLatin1Char('.') + it.key(), Text::tr("unknown field, ignored"));
            }
            if (ok)
                prices.push_back(std::move(price));
        }
        return prices;
    }

    QStringList readStringList(const QJsonValue &value, const QString &key, const QString &path)
    {
        QStringList list;
        if (value.isUndefined() || value.isNull())
            return list;
        const QString listPath = path + QLatin1Char('.') + key;
        if (!value.isArray()) {
            error(listPath, Text::tr("expected an array of strings, got %1").arg(describe(value)));
            return list;
        }
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString()) {
                error(listPath + QStringLiteral("[%1]").arg(i),
                      Text::tr("expected a string, got %1").arg(describe(array.at(i))));
                continue;
            }
            list.append(array.at(i).toString());
        }
        return list;
    }

    DatasetLoadResult &m_result;
};

QString lineAndColumn(const QByteArray &json, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < json.size(); ++i) {
        if (json.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Text::tr("line %1, column %2").arg(line).arg(column);
}

} // namespace

const Gpu *Dataset::find(const QString &id) const
{
    const int index = indexOf(id);
    return index < 0 ? nullptr : &gpus[static_cast<size_t>(index)];
}

int Dataset::indexOf(const QString &id) const
{
    for (size_t i = 0; i < gpus.size(); ++i) {
        if (gpus[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

QString DatasetLoadResult::errorText() const
{
    QStringList lines;
    const QString prefix = origin.isEmpty() ? QString() : origin + QStringLiteral(": ");
    for (const DatasetIssue &issue : errors)
        lines.append(prefix + issue.toString());
    if (suppressedErrors > 0)
        lines.append(Text::tr("... and %1 more errors").arg(suppressedErrors));
    return lines.join(QLatin1Char('\n'));
}

DatasetLoadResult parseDataset(const QByteArray &json, const QString &origin)
{
    DatasetLoadResult result;
    result.origin = origin;
    Validator validator(result);

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        validator.error(QString(),
                        Text::tr("not valid JSON at %1: %2")
                            .arg(lineAndColumn(json, parseError.offset), parseError.errorString()));
        return result;
    }
    if (!document.isObject()) {
        validator.error(QString(), Text::tr("expected a JSON object with \"schema_version\" and \"gpus\""));
        return result;
    }
    const QJsonObject root = document.object();

    Dataset dataset;
    dataset.origin = origin;
    const QJsonValue schema = root.value(QStringLiteral("schema_version"));
    if (schema.isUndefined()) {
        validator.error(QStringLiteral("schema_version"), QStringLiteral("missing"));
    } else if (!schema.isDouble() || schema.toDouble() != std::floor(schema.toDouble())) {
        validator.error(QStringLiteral("schema_version"),
                        Text::tr("expected a whole number, got %1").arg(describe(schema)));
    } else if (schema.toDouble() < DatasetLimits::kMinSchemaVersion ||
               schema.toDouble() > DatasetLimits::kSchemaVersion) {
        validator.error(QStringLiteral("schema_version"),
                        Text::tr("version %1 is not supported (this build reads versions %2 to %3)")
                            .arg(describe(schema))
                            .arg(DatasetLimits::kMinSchemaVersion)
                            .arg(DatasetLimits::kSchemaVersion));
    } else {
        dataset.schemaVersion = schema.toInt();
    }

    static const QStringList rootKeys = {QStringLiteral("schema_version"), QStringLiteral("dataset_version"),
                                         QStringLiteral("title"), QStringLiteral("description"),
                                         QStringLiteral("gpus")};
    for (const QString &key :
         {QStringLiteral("dataset_version"), QStringLiteral("title"), QStringLiteral("description")}) {
        const QJsonValue value = root.value(key);
        if (!value.isUndefined() && !value.isString())
            validator.error(key, Text::tr("expected a string, got %1").arg(describe(value)));
    }
    dataset.version = root.value(QStringLiteral("dataset_version")).toString();
    dataset.title = root.value(QStringLiteral("title")).toString();
    dataset.description = root.value(QStringLiteral("description")).toString();
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        if (!rootKeys.contains(it.key()))
            validator.warning(it.key(), Text::tr("unknown field, ignored"));
    }

    const QJsonValue gpusValue = root.value(QStringLiteral("gpus"));
    if (!gpusValue.isArray()) {
        validator.error(QStringLiteral("gpus"),
                        gpusValue.isUndefined()
                            ? QStringLiteral("missing")
                            : Text::tr("expected an array of GPU objects, got %1").arg(describe(gpusValue)));
        return result;
    }
    const QJsonArray gpus = gpusValue.toArray();
    if (gpus.isEmpty())
        validator.error(QStringLiteral("gpus"), Text::tr("the dataset has no GPUs"));
    if (gpus.size() > DatasetLimits::kMaxGpus) {
        validator.error(QStringLiteral("gpus"), Text::tr("%1 GPUs is more than the %2 this build accepts")
                                                    .arg(gpus.size())
                                                    .arg(DatasetLimits::kMaxGpus));
        return result;
    }

    QHash<QString, int> firstIndex;
    dataset.gpus.reserve(static_cast<size_t>(gpus.size()));
    for (int i = 0; i < gpus.size(); ++i) {
        const QString path = QStringLiteral("gpus[%1]").arg(i);
        if (!gpus.at(i).isObject()) {
            validator.error(path, Text::tr("expected a GPU object, got %1").arg(describe(gpus.at(i))));
            continue;
        }
        Gpu gpu;
        validator.readGpu(gpus.at(i).toObject(), path, gpu);
        if (!gpu.id.isEmpty()) {
            const auto previous = firstIndex.constFind(gpu.id);
            if (previous != firstIndex.constEnd())
                validator.error(path + QStringLiteral(".id"),
                                Text::tr("duplicate id \"%1\" (first used by gpus[%2])")
                                    .arg(gpu.id)
                                    .arg(previous.value()));
            else
                firstIndex.insert(gpu.id, i);
        }
        dataset.gpus.push_back(std::move(gpu));
    }

    if (result.errors.isEmpty())
        result.dataset = std::move(dataset);
    return result;
}

DatasetLoadResult loadDatasetFile(const QString &path)
{
    DatasetLoadResult result;
    result.origin = path;
    const QFileInfo info(path);
    auto fail = [&](const QString &message) {
        result.errors.append({QString(), message});
        return result;
    };
    if (!info.exists())
        return fail(Text::tr("no such file"));
    if (info.isDir())
        return fail(Text::tr("is a directory, expected a JSON file"));
    if (info.size() > DatasetLimits::kMaxFileBytes)
        return fail(Text::tr("file is %1 MiB, larger than the %2 MiB limit for a dataset")
                        .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                        .arg(DatasetLimits::kMaxFileBytes / (1024 * 1024)));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Text::tr("cannot be read: %1").arg(file.errorString()));
    // Read at most one byte past the limit: a special file may report size 0.
    const QByteArray bytes = file.read(DatasetLimits::kMaxFileBytes + 1);
    if (bytes.size() > DatasetLimits::kMaxFileBytes)
        return fail(Text::tr("larger than the %1 MiB limit for a dataset")
                        .arg(DatasetLimits::kMaxFileBytes / (1024 * 1024)));
    result = parseDataset(bytes, path);
    return result;
}

QString bundledDatasetPath()
{
    return QStringLiteral(":/data/gpus.json");
}

DatasetLoadResult loadBundledDataset()
{
    return loadDatasetFile(bundledDatasetPath());
}

bool readGpuRecord(const QJsonObject &object, const QString &path, bool partial, Gpu &gpu,
                   DatasetLoadResult &issues, QStringList *present)
{
    const qsizetype before = issues.errors.size() + issues.suppressedErrors;
    Validator validator(issues);
    validator.readGpu(object, path, gpu, partial, present);
    return issues.errors.size() + issues.suppressedErrors == before;
}

bool checkGpuConsistency(const Gpu &gpu, const QString &path, DatasetLoadResult &issues)
{
    const qsizetype before = issues.errors.size() + issues.suppressedErrors;
    Validator validator(issues);
    validator.checkConsistency(gpu, path);
    return issues.errors.size() + issues.suppressedErrors == before;
}
