#include "app/core/dataset.h"

#include "app/core/atomicfile.h"
#include "app/core/jsonscanner.h"
#include "app/core/texthash.h"

#include <QCborMap>
#include <QCborValue>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QResource>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

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

/// The keys of a price object, in the order of PriceKey.
enum PriceKey
{
    KindKey,
    UsdKey,
    UsdHighKey,
    AsOfKey,
    SourceKey,
    NoteKey,
    PriceKeyCount
};

const char *const priceKeyNames[PriceKeyCount] = {"kind", "usd", "usd_high", "as_of", "source", "note"};

int priceKeyOf(QByteArrayView key)
{
    for (int i = 0; i < PriceKeyCount; ++i) {
        if (key == QByteArrayView(priceKeyNames[i]))
            return i;
    }
    return -1;
}

int priceKeyOf(const QString &key)
{
    for (int i = 0; i < PriceKeyCount; ++i) {
        if (key == QLatin1String(priceKeyNames[i]))
            return i;
    }
    return -1;
}

/// One value of a price object as it was read: a string or a number as such, anything else as a QJsonValue.
/// Reading each price object into a QJsonObject and looking its keys up was more than half of loading
/// 10,000 GPUs that carry prices as the bundled ones do.
struct PriceValue
{
    QJsonValue::Type type = QJsonValue::Undefined;
    QString text;
    double number = 0;
    QJsonValue other; ///< Bool, Null, Array or Object

    void set(const QJsonValue &value)
    {
        type = value.type();
        if (type == QJsonValue::String)
            text = value.toString();
        else if (type == QJsonValue::Double)
            number = value.toDouble();
        else
            other = value;
    }
    QJsonValue toJson() const
    {
        switch (type) {
        case QJsonValue::String:
            return QJsonValue(text);
        case QJsonValue::Double:
            return QJsonValue(number);
        case QJsonValue::Undefined:
            return QJsonValue(QJsonValue::Undefined);
        default:
            return other;
        }
    }
};

/// One item of a GPU's "prices": an object's known keys by PriceKey and its other keys in Qt's order (sorted,
/// each once), or the item itself when it is not an object.
struct PriceItem
{
    bool isObject = true;
    QJsonValue notObject;
    PriceValue values[PriceKeyCount];
    QStringList unknown;

    static PriceItem of(const QJsonValue &value)
    {
        PriceItem item;
        if (!value.isObject()) {
            item.isObject = false;
            item.notObject = value;
            return item;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const int key = priceKeyOf(it.key());
            if (key < 0)
                item.unknown.append(it.key());
            else
                item.values[key].set(it.value());
        }
        return item;
    }
};

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

/// The slot of vram_gb, the one numeric field every complete record needs.
size_t vramSlot()
{
    static const size_t slot = size_t(recordSlots().value(QStringLiteral("vram_gb")));
    return slot;
}

/// The slots of the keys seen so far in one file, in the order they came, so that a record whose keys come in
/// the same order as the previous one's (as they do in a file) walks this list once: each key is found by
/// equality from where the previous one was found. Making a QString of each key and hashing it was nearly
/// half of reading a record. `Key` is a QCborValue for a parsed object (whose keys Qt keeps sorted), a
/// QByteArray for keys read from the text.
template <typename Key>
class KeySlots
{
public:
    /// The slot of `key`, -1 for a key without one. `cursor` is where the previous key of the record was
    /// found.
    template <typename Lookup>
    int find(const Lookup &key, size_t &cursor)
    {
        for (size_t i = cursor; i < m_keys.size(); ++i) {
            if (m_keys[i].key == key) {
                cursor = i + 1;
                return m_keys[i].slot;
            }
        }
        const QHash<QString, int> &slotOf = recordSlots();
        const auto found = slotOf.constFind(toString(key));
        const int slot = found == slotOf.constEnd() ? -1 : found.value();
        // Records whose keys come in ever new orders could grow the list with every record.
        if (m_keys.size() < kMaxKeys) {
            m_keys.insert(m_keys.begin() + qsizetype(cursor), {keyOf(key), slot});
            ++cursor;
        }
        return slot;
    }

private:
    static QString toString(const QCborValue &key) { return key.toString(); }
    static QString toString(QByteArrayView key) { return QString::fromLatin1(key); }
    static QCborValue keyOf(const QCborValue &key) { return key; }
    static QByteArray keyOf(QByteArrayView key) { return key.toByteArray(); }

    static constexpr size_t kMaxKeys = 256;
    struct Entry
    {
        Key key;
        int slot;
    };
    std::vector<Entry> m_keys;
};

/// One GPU record's values by slot, filled in one pass over its keys (looking up each of some 45 keys in the
/// object by name was a quarter of loading 10,000 GPUs), from a parsed QJsonObject or straight from the text.
/// Keys without a slot are kept, in Qt's order, for the "unknown field" warnings.
class RecordValues
{
public:
    RecordValues()
        : m_entries(qsizetype(recordSlots().size()))
    {}

    /// Forgets the previous record.
    void clear()
    {
        for (Entry &entry : m_entries) {
            entry.type = QJsonValue::Undefined;
            entry.stringsOnly = false;
            entry.pricesRead = false;
        }
        m_unknown.clear();
    }

    /// Reads the values of a parsed object.
    void read(const QJsonObject &object, KeySlots<QCborValue> &keySlots)
    {
        clear();
        // A QCborMap shares the object's data; its iterator gives each key without copying the text, and
        // values are read in place through QJsonValueConstRef: copying each into a QJsonValue cost more than
        // using it.
        const QCborMap map = QCborMap::fromJsonObject(object);
        const QJsonObject::const_iterator begin = object.constBegin();
        size_t cursor = 0;
        qsizetype position = 0;
        for (auto it = map.constBegin(); it != map.constEnd(); ++it, ++position) {
            const QCborValue key = it.key();
            const int slot = keySlots.find(key, cursor);
            if (slot < 0) {
                m_unknown.append(key.toString());
                continue;
            }
            const QJsonValueConstRef value = begin[position];
            Entry &entry = m_entries[slot];
            entry.type = value.type();
            switch (entry.type) {
            case QJsonValue::Double:
                entry.number = value.toDouble();
                break;
            case QJsonValue::String:
                entry.text = value.toString();
                break;
            case QJsonValue::Bool:
                entry.boolean = value.toBool();
                break;
            case QJsonValue::Array:
            case QJsonValue::Object:
                entry.nested = QJsonValue(value);
                break;
            case QJsonValue::Null:
            case QJsonValue::Undefined:
                break;
            }
        }
    }

    /// Reads a record from the text, at its opening brace. False when the scanner gave up.
    bool read(JsonScanner &scanner, KeySlots<QByteArray> &keySlots)
    {
        clear();
        if (!scanner.take('{'))
            return false;
        if (scanner.take('}'))
            return true;
        size_t cursor = 0;
        do {
            QByteArrayView key;
            if (!scanner.readKey(key) || !scanner.take(':'))
                return false;
            const int slot = keySlots.find(key, cursor);
            if (slot < 0) {
                m_unknown.append(QString::fromLatin1(key));
                scanner.readValue();
                continue;
            }
            // A key given twice: the last value counts, as in Qt.
            Entry &entry = m_entries[slot];
            entry.stringsOnly = false; // a key given twice may have been a list of strings first
            entry.pricesRead = false;
            const char next = scanner.peek();
            if (next == '[' && isStringListSlot(size_t(slot))) {
                readStringList(scanner, entry, m_pool);
                continue;
            }
            if (next == '[' && size_t(slot) == otherSlot(PricesSlot)) {
                readPriceList(scanner, entry, m_pool);
                continue;
            }
            switch (next) {
            case '"':
                entry.type = QJsonValue::String;
                if (isSharedSlot(size_t(slot)))
                    scanner.readString(entry.text, m_pool);
                else
                    scanner.readString(entry.text);
                break;
            case '[':
            case '{':
                entry.nested = scanner.readValue();
                entry.type = entry.nested.type();
                break;
            case 't':
            case 'f':
            case 'n': {
                const QJsonValue value = scanner.readValue();
                entry.type = value.type();
                entry.boolean = value.toBool();
                break;
            }
            default:
                entry.type = QJsonValue::Double;
                scanner.readNumber(entry.number);
                break;
            }
        } while (!scanner.failed() && scanner.take(','));
        if (scanner.failed() || !scanner.take('}'))
            return false;
        // Qt's order of an object's keys: sorted, each once.
        if (m_unknown.size() > 1) {
            std::sort(m_unknown.begin(), m_unknown.end());
            m_unknown.erase(std::unique(m_unknown.begin(), m_unknown.end()), m_unknown.end());
        }
        return true;
    }

    /// True for an array of strings read straight into strings(): the lists of sources and estimated fields,
    /// which as QJsonArrays cost a fifth of reading 10,000 GPUs.
    bool isStringsOnly(size_t slot) const
    {
        const Entry &entry = m_entries[qsizetype(slot)];
        return entry.type == QJsonValue::Array && entry.stringsOnly;
    }
    const QStringList &strings(size_t slot) const { return m_entries[qsizetype(slot)].strings; }

    /// Undefined where the record lacks the key.
    QJsonValue::Type type(size_t slot) const { return m_entries[qsizetype(slot)].type; }
    /// The items of a list of prices read straight from the text; null when the list is in value().
    const std::vector<PriceItem> *priceItems(size_t slot) const
    {
        const Entry &entry = m_entries[qsizetype(slot)];
        return entry.pricesRead ? &entry.prices : nullptr;
    }
    bool isAbsent(size_t slot) const
    {
        const QJsonValue::Type t = type(slot);
        return t == QJsonValue::Undefined || t == QJsonValue::Null;
    }
    /// The value of a String, Double or Bool slot.
    const QString &text(size_t slot) const { return m_entries[qsizetype(slot)].text; }
    double number(size_t slot) const { return m_entries[qsizetype(slot)].number; }
    bool boolean(size_t slot) const { return m_entries[qsizetype(slot)].boolean; }
    /// The value as a QJsonValue, for messages and nested values.
    QJsonValue value(size_t slot) const
    {
        const Entry &entry = m_entries[qsizetype(slot)];
        switch (entry.type) {
        case QJsonValue::Double:
            return QJsonValue(entry.number);
        case QJsonValue::String:
            return QJsonValue(entry.text);
        case QJsonValue::Bool:
            return QJsonValue(entry.boolean);
        case QJsonValue::Array:
            if (entry.pricesRead)
                return QJsonArray(); // its items are in priceItems()
            return entry.stringsOnly ? QJsonValue(QJsonArray::fromStringList(entry.strings)) : entry.nested;
        case QJsonValue::Object:
            return entry.nested;
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            break;
        }
        return QJsonValue(entry.type);
    }
    const QStringList &unknownKeys() const { return m_unknown; }

    static size_t textSlot(size_t index) { return index; }
    static size_t numericSlot(size_t index)
    {
        static const size_t first = textFields().size();
        return first + index;
    }
    static size_t otherSlot(OtherSlot slot)
    {
        static const size_t first = textFields().size() + numericFields().size();
        return first + size_t(slot);
    }

private:
    struct Entry
    {
        QJsonValue::Type type = QJsonValue::Undefined;
        double number = 0;
        bool boolean = false;
        bool stringsOnly = false; ///< an array held in `strings`, not in `nested`
        bool pricesRead = false;  ///< an array held in `prices`, not in `nested`
        QString text;
        QStringList strings;
        std::vector<QString> items; ///< where readStringList() gathers `strings`
        QJsonValue nested;
        std::vector<PriceItem> prices;
    };

    static bool isStringListSlot(size_t slot)
    {
        return slot == otherSlot(SourcesSlot) || slot == otherSlot(EstimatedSlot);
    }

    /// The text fields that many GPUs give alike (a segment, a die, a form factor), read through the pool;
    /// names and notes are each GPU's own. For 10,000 GPUs like the bundled ones, a QString per text was
    /// some 30 allocations a record, each made, filled, paged in and freed again.
    static bool isSharedSlot(size_t slot)
    {
        static const std::vector<bool> shared = [] {
            static const QString Gpu::*const members[] = {
                &Gpu::variant,    &Gpu::segment,    &Gpu::architecture, &Gpu::gpuDie,
                &Gpu::memoryType, &Gpu::ecc,        &Gpu::interconnect, &Gpu::pcie,
                &Gpu::formFactor, &Gpu::confidence, &Gpu::vramNote};
            std::vector<bool> flags;
            for (const TextField &field : textFields())
                flags.push_back(std::find(std::begin(members), std::end(members), field.member) !=
                                std::end(members));
            return flags;
        }();
        return slot < shared.size() && shared[slot];
    }

    /// An array at the scanner, into `strings` while its items are strings; from the first other item on, all
    /// of it into `nested`.
    /// The lists' items (field keys, sources) are read through `pool`: many GPUs cite the same pages.
    static void readStringList(JsonScanner &scanner, Entry &entry, JsonScanner::StringPool &pool)
    {
        scanner.take('[');
        entry.type = QJsonValue::Array;
        entry.stringsOnly = true;
        // The items gather in a list of the reader's own and go to `strings` in a list of their exact size:
        // the GPU keeps that list, and clear() on a list a GPU shares allocates one as large as before
        // (Qt 6.4), which for 10,000 GPUs like the bundled ones made their lists 7.4 MB where 2.5 MB hold
        // them.
        std::vector<QString> &items = entry.items;
        items.clear();
        QJsonArray mixed;
        if (!scanner.take(']')) {
            do {
                if (entry.stringsOnly && scanner.peek() == '"') {
                    scanner.readString(items.emplace_back(), pool);
                    continue;
                }
                if (entry.stringsOnly) {
                    for (const QString &item : items)
                        mixed.append(item);
                    entry.stringsOnly = false;
                }
                mixed.append(scanner.readValue());
            } while (!scanner.failed() && scanner.take(','));
            if (!scanner.failed() && !scanner.take(']'))
                scanner.fail();
        }
        if (entry.stringsOnly)
            entry.strings = QStringList(items.cbegin(), items.cend());
        else
            entry.nested = mixed;
    }

    /// The list of prices at the scanner, each object's values into a PriceItem.
    static void readPriceList(JsonScanner &scanner, Entry &entry, JsonScanner::StringPool &pool)
    {
        scanner.take('[');
        entry.type = QJsonValue::Array;
        entry.pricesRead = true;
        entry.prices.clear();
        if (scanner.take(']'))
            return;
        do {
            PriceItem &item = entry.prices.emplace_back();
            if (scanner.peek() == '{')
                readPriceObject(scanner, item, pool);
            else
                item = PriceItem::of(scanner.readValue());
        } while (!scanner.failed() && scanner.take(','));
        if (!scanner.failed() && !scanner.take(']'))
            scanner.fail();
    }

    /// A price's kind, date and source are read through `pool`; its note is its own.
    static void readPriceObject(JsonScanner &scanner, PriceItem &item, JsonScanner::StringPool &pool)
    {
        scanner.take('{');
        if (scanner.take('}'))
            return;
        do {
            QByteArrayView key;
            if (!scanner.readKey(key) || !scanner.take(':')) {
                scanner.fail();
                return;
            }
            const int known = priceKeyOf(key);
            if (known < 0) {
                item.unknown.append(QString::fromLatin1(key));
                scanner.readValue();
                continue;
            }
            // A key given twice: the last value counts, as in Qt.
            PriceValue &value = item.values[known];
            switch (scanner.peek()) {
            case '"':
                value.type = QJsonValue::String;
                if (known == NoteKey)
                    scanner.readString(value.text);
                else
                    scanner.readString(value.text, pool);
                break;
            case '[':
            case '{':
            case 't':
            case 'f':
            case 'n':
                value.other = scanner.readValue();
                value.type = value.other.type();
                break;
            default:
                value.type = QJsonValue::Double;
                scanner.readNumber(value.number);
                break;
            }
        } while (!scanner.failed() && scanner.take(','));
        if (scanner.failed() || !scanner.take('}')) {
            scanner.fail();
            return;
        }
        // Qt's order of an object's keys: sorted, each once.
        if (item.unknown.size() > 1) {
            std::sort(item.unknown.begin(), item.unknown.end());
            item.unknown.erase(std::unique(item.unknown.begin(), item.unknown.end()), item.unknown.end());
        }
    }
    QVarLengthArray<Entry, 64> m_entries;
    QStringList m_unknown;
    JsonScanner::StringPool m_pool; ///< views into the one text this reader reads records from
};

/// The same test as the pattern ^[a-z0-9][a-z0-9_]{0,63}$ (whose $ also matches before a final newline),
/// without running a regular expression for every GPU.
bool isValidId(QStringView id)
{
    if (id.endsWith(QLatin1Char('\n')))
        id.chop(1);
    if (id.isEmpty() || id.size() > 64)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const char16_t c = id[i].unicode();
        const bool ok = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || (i > 0 && c == u'_');
        if (!ok)
            return false;
    }
    return true;
}

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
        m_values.read(object, m_objectKeys);
        readGpu(m_values, path, gpu, partial, present);
    }

    /// Reads the GPU record at the scanner (at its opening brace); false when the scanner gave up.
    bool readGpu(JsonScanner &scanner, const QString &path, Gpu &gpu)
    {
        if (!m_values.read(scanner, m_textKeys))
            return false;
        readGpu(m_values, path, gpu, false, nullptr);
        return true;
    }

    void readGpu(const RecordValues &values, const QString &path, Gpu &gpu, bool partial,
                 QStringList *present)
    {
        const auto mark = [present](const char *key) {
            if (present)
                present->append(QLatin1String(key));
        };
        readTexts(values, path, gpu, partial, mark);
        readNumbers(values, path, gpu, mark);
        if (!partial) {
            if (values.isAbsent(vramSlot()))
                error(path, Text::tr("missing required field \"vram_gb\""));
            checkConsistency(gpu, path);
        }
        readFlagsAndLists(values, path, gpu, partial, mark);
        for (const QString &key : values.unknownKeys())
            warning(path + QLatin1Char('.') + key, Text::tr("unknown field, ignored"));
    }

    /// The text fields, each trimmed; the id and the segment checked.
    template <typename Mark>
    void readTexts(const RecordValues &values, const QString &path, Gpu &gpu, bool partial, const Mark &mark)
    {
        const std::vector<TextField> &texts = textFields();
        for (size_t i = 0; i < texts.size(); ++i) {
            const TextField &field = texts[i];
            const size_t slot = RecordValues::textSlot(i);
            const auto key = [&field] { return QLatin1String(field.key); }; // strlen only where it is used
            if (values.isAbsent(slot)) {
                if (field.required && !partial)
                    error(path, Text::tr("missing required field \"%1\"").arg(key()));
                continue;
            }
            if (values.type(slot) != QJsonValue::String) {
                error(path + QLatin1Char('.') + key(),
                      Text::tr("expected a string, got %1").arg(describe(values.value(slot))));
                continue;
            }
            QString text = values.text(slot).trimmed();
            if (field.required && text.isEmpty()) {
                error(path + QLatin1Char('.') + key(), Text::tr("must not be empty"));
                continue;
            }
            gpu.*(field.member) = std::move(text);
            mark(field.key);
        }
        if (!gpu.id.isEmpty() && !isValidId(gpu.id))
            error(path + QStringLiteral(".id"),
                  Text::tr("expected lower-case letters, digits and '_' (at most 64), got %1")
                      .arg(describe(gpu.id)));
        if (!gpu.segment.isEmpty() && !knownSegments().contains(gpu.segment))
            error(path + QStringLiteral(".segment"),
                  Text::tr("expected one of %1, got %2")
                      .arg(knownSegments().join(QStringLiteral(", ")), describe(gpu.segment)));
    }

    /// The numeric fields, each checked against its range.
    template <typename Mark>
    void readNumbers(const RecordValues &values, const QString &path, Gpu &gpu, const Mark &mark)
    {
        const std::vector<NumericField> &numbers = numericFields();
        for (size_t i = 0; i < numbers.size(); ++i) {
            const NumericField &field = numbers[i];
            const size_t slot = RecordValues::numericSlot(i);
            if (values.isAbsent(slot))
                continue;
            const auto fieldPath = [&] {
                return path + QLatin1Char('.') + QLatin1String(field.key);
            }; // only when there is a problem
            const auto got = [&] { return describe(values.value(slot)); };
            if (values.type(slot) != QJsonValue::Double) {
                error(fieldPath(), Text::tr("expected a number, got %1").arg(got()));
                continue;
            }
            const double number = values.number(slot);
            if (!std::isfinite(number)) {
                error(fieldPath(), Text::tr("expected a finite number, got %1").arg(got()));
                continue;
            }
            if (field.positive && number <= 0) {
                error(fieldPath(), Text::tr("expected a positive number, got %1").arg(got()));
                continue;
            }
            if (number < field.minimum || number > field.maximum) {
                error(fieldPath(), Text::tr("expected a number from %1 to %2, got %3")
                                       .arg(field.minimum, 0, 'g', 12)
                                       .arg(field.maximum, 0, 'g', 12)
                                       .arg(got()));
                continue;
            }
            if (field.integer && std::floor(number) != number) {
                error(fieldPath(), Text::tr("expected a whole number, got %1").arg(got()));
                continue;
            }
            gpu.*(field.member) = number;
            mark(field.key);
        }
    }

    /// bf16_supported, seed, estimated, sources and prices.
    template <typename Mark>
    void readFlagsAndLists(const RecordValues &values, const QString &path, Gpu &gpu, bool partial,
                           const Mark &mark)
    {
        const size_t bf16 = RecordValues::otherSlot(Bf16Slot);
        if (values.type(bf16) == QJsonValue::Bool) {
            gpu.bf16Supported = values.boolean(bf16);
            mark("bf16_supported");
        } else if (!values.isAbsent(bf16))
            error(path + QStringLiteral(".bf16_supported"),
                  Text::tr("expected true or false, got %1").arg(describe(values.value(bf16))));

        const size_t seed = RecordValues::otherSlot(SeedSlot);
        if (values.type(seed) == QJsonValue::Bool) {
            gpu.seed = values.boolean(seed);
            mark("seed");
        } else if (!values.isAbsent(seed))
            error(path + QStringLiteral(".seed"),
                  Text::tr("expected true or false, got %1").arg(describe(values.value(seed))));

        const size_t estimated = RecordValues::otherSlot(EstimatedSlot);
        if (values.type(estimated) != QJsonValue::Undefined)
            mark("estimated");
        gpu.estimated = readStringList(values, estimated, QLatin1String("estimated"), path);
        for (int i = 0; i < gpu.estimated.size(); ++i) {
            const QString &key = gpu.estimated.at(i);
            const auto itemPath = [&] { return path + QStringLiteral(".estimated[%1]").arg(i); };
            const NumericField *field = findNumericField(key);
            if (!field)
                warning(itemPath(), Text::tr("\"%1\" is not a numeric field").arg(key));
            else if (!partial && !(gpu.*(field->member)))
                warning(itemPath(), Text::tr("\"%1\" is marked as an estimate but has no value").arg(key));
        }

        const size_t sources = RecordValues::otherSlot(SourcesSlot);
        const bool hasSources = values.type(sources) != QJsonValue::Undefined;
        if (hasSources)
            mark("sources");
        gpu.sources = readStringList(values, sources, QLatin1String("sources"), path);
        if (gpu.sources.isEmpty() && !hasSources && !partial)
            warning(path, Text::tr("no \"sources\": its figures cannot be traced"));
        const size_t prices = RecordValues::otherSlot(PricesSlot);
        if (values.type(prices) != QJsonValue::Undefined) {
            mark("prices");
            if (const std::vector<PriceItem> *items = values.priceItems(prices))
                gpu.prices = readPrices(*items, path);
            else
                gpu.prices = readPrices(values.value(prices), path);
        }
    }

    /// Checks that hold across fields: every sparse figure at least its dense counterpart.
    void checkConsistency(const Gpu &gpu, const QString &path)
    {
        // Each sparse field with its dense counterpart, found by name once rather than for every GPU.
        struct Pair
        {
            const NumericField *sparse;
            std::optional<double> Gpu::*dense;
        };
        static const std::vector<Pair> pairs = [] {
            std::vector<Pair> list;
            for (const NumericField &field : numericFields()) {
                if (!field.sparseOf)
                    continue;
                const NumericField *dense = findNumericField(QLatin1String(field.sparseOf));
                list.push_back({&field, dense ? dense->member : nullptr});
            }
            return list;
        }();
        for (const Pair &pair : pairs) {
            const NumericField &field = *pair.sparse;
            const std::optional<double> sparse = gpu.*(field.member);
            const std::optional<double> dense = pair.dense ? gpu.*(pair.dense) : std::optional<double>();
            if (sparse && dense && *sparse < *dense)
                error(path + QLatin1Char('.') + QLatin1String(field.key),
                      Text::tr("sparse figure %1 is below the dense figure %2 (%3)")
                          .arg(*sparse, 0, 'g', 12)
                          .arg(*dense, 0, 'g', 12)
                          .arg(QLatin1String(field.sparseOf)));
        }
    }

private:
    /// The GPU's "prices" at `gpuPath` (the list's path is made only for a message).
    std::vector<GpuPrice> readPrices(const QJsonValue &value, const QString &gpuPath)
    {
        if (value.isNull())
            return {};
        if (!value.isArray()) {
            error(gpuPath + QStringLiteral(".prices"),
                  Text::tr("expected an array of price objects, got %1").arg(describe(value)));
            return {};
        }
        const QJsonArray array = value.toArray();
        std::vector<PriceItem> items;
        items.reserve(size_t(array.size()));
        for (const QJsonValue &item : array)
            items.push_back(PriceItem::of(item));
        return readPrices(items, gpuPath);
    }

    std::vector<GpuPrice> readPrices(const std::vector<PriceItem> &items, const QString &gpuPath)
    {
        std::vector<GpuPrice> prices;
        for (size_t i = 0; i < items.size(); ++i) {
            const PriceItem &item = items[i];
            const auto path = [&] { return gpuPath + QStringLiteral(".prices[%1]").arg(i); };
            if (!item.isObject) {
                error(path(), Text::tr("expected a price object, got %1").arg(describe(item.notObject)));
                continue;
            }
            GpuPrice price;
            bool ok = true;
            const auto missing = [&](PriceKey key, bool required, const char *name) {
                const QJsonValue::Type type = item.values[key].type;
                if (type != QJsonValue::Undefined && type != QJsonValue::Null)
                    return false;
                if (required) {
                    error(path(), Text::tr("missing required field \"%1\"").arg(QLatin1String(name)));
                    ok = false;
                }
                return true;
            };
            const auto text = [&](PriceKey key, const char *name, bool required, QString &out) {
                if (missing(key, required, name))
                    return;
                const PriceValue &v = item.values[key];
                if (v.type != QJsonValue::String || (required && v.text.trimmed().isEmpty())) {
                    error(path() + QLatin1Char('.') + QLatin1String(name),
                          Text::tr("expected a non-empty string, got %1").arg(describe(v.toJson())));
                    ok = false;
                    return;
                }
                out = v.text.trimmed();
            };
            const auto amount = [&](PriceKey key, const char *name, bool required) -> std::optional<double> {
                if (missing(key, required, name))
                    return std::nullopt;
                const PriceValue &v = item.values[key];
                if (v.type != QJsonValue::Double || !std::isfinite(v.number) || v.number <= 0 ||
                    v.number > 1e9) {
                    error(path() + QLatin1Char('.') + QLatin1String(name),
                          Text::tr("expected a positive amount in USD, got %1").arg(describe(v.toJson())));
                    ok = false;
                    return std::nullopt;
                }
                return v.number;
            };
            text(KindKey, "kind", true, price.kind);
            if (!price.kind.isEmpty() && !priceKinds().contains(price.kind)) {
                error(path() + QStringLiteral(".kind"),
                      Text::tr("expected one of %1, got %2")
                          .arg(priceKinds().join(QStringLiteral(", ")), describe(price.kind)));
                ok = false;
            }
            if (const std::optional<double> usd = amount(UsdKey, "usd", true))
                price.usd = *usd;
            price.usdHigh = amount(UsdHighKey, "usd_high", false);
            if (price.usdHigh && *price.usdHigh < price.usd) {
                error(path() + QStringLiteral(".usd_high"),
                      Text::tr("the upper end %1 is below usd %2").arg(*price.usdHigh).arg(price.usd));
                ok = false;
            }
            text(AsOfKey, "as_of", true, price.asOf);
            if (!price.asOf.isEmpty() && !parseAsOfDate(price.asOf).isValid()) {
                error(path() + QStringLiteral(".as_of"),
                      Text::tr("expected a date as YYYY-MM or YYYY-MM-DD, got %1").arg(describe(price.asOf)));
                ok = false;
            }
            text(SourceKey, "source", true, price.source);
            text(NoteKey, "note", false, price.note);
            for (const QString &key : item.unknown)
                warning(path() + QLatin1Char('.') + key, Text::tr("unknown field, ignored"));
            if (ok)
                prices.push_back(std::move(price));
        }
        return prices;
    }

    QStringList readStringList(const RecordValues &values, size_t slot, QLatin1String key,
                               const QString &path)
    {
        if (values.isAbsent(slot))
            return QStringList();
        if (values.isStringsOnly(slot))
            return values.strings(slot);
        return readStringList(values.value(slot), key, path);
    }

    QStringList readStringList(const QJsonValue &value, QLatin1String key, const QString &path)
    {
        QStringList list;
        if (value.isUndefined() || value.isNull())
            return list;
        const auto listPath = [&] { return path + QLatin1Char('.') + key; }; // only when there is a problem
        if (!value.isArray()) {
            error(listPath(), Text::tr("expected an array of strings, got %1").arg(describe(value)));
            return list;
        }
        const QJsonArray array = value.toArray();
        list.reserve(array.size());
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValueConstRef item = array.constBegin()[i];
            if (!item.isString()) {
                error(listPath() + QStringLiteral("[%1]").arg(i),
                      Text::tr("expected a string, got %1").arg(describe(item)));
                continue;
            }
            list.append(item.toString());
        }
        return list;
    }

    DatasetLoadResult &m_result;
    RecordValues m_values;
    KeySlots<QCborValue> m_objectKeys;
    KeySlots<QByteArray> m_textKeys;
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

namespace {

/// The root object's fields but "gpus", with their errors and warnings in the order of Qt's keys.
void readRoot(const QJsonObject &root, Validator &validator, Dataset &dataset)
{
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
}

/// The error for a "gpus" that is not an array (or is missing).
void reportGpusNotArray(const QJsonValue &gpus, Validator &validator)
{
    validator.error(QStringLiteral("gpus"),
                    gpus.isUndefined()
                        ? QStringLiteral("missing")
                        : Text::tr("expected an array of GPU objects, got %1").arg(describe(gpus)));
}

/// "gpus[i]" in one buffer whose digits are rewritten for each record: formatting it with arg() for every GPU
/// cost more than reading the record's numbers. Copies taken into messages stay as they were.
class RecordPath
{
public:
    const QString &at(int index)
    {
        m_path.truncate(kPrefix);
        m_path += QString::number(index);
        m_path += QLatin1Char(']');
        return m_path;
    }

private:
    static constexpr qsizetype kPrefix = 5; // "gpus["
    QString m_path = QStringLiteral("gpus[");
};

/// The duplicate-id check across records: which record first used each id, by a hash of the id in an
/// open-addressed table; ids are compared only where their hashes are equal. A node per id (in a QHash or
/// an std::unordered_map) cost 3% of loading 10,000 GPUs, most of it waiting on memory.
class IdIndex
{
public:
    /// Checks the last of `gpus`, record `index` of the file.
    void check(const std::vector<Gpu> &gpus, int index, const QString &path, Validator &validator)
    {
        const QString &id = gpus.back().id;
        if (id.isEmpty())
            return;
        if ((m_count + 1) * 2 > m_slots.size())
            grow(std::max<size_t>(m_slots.size() * 2, 64));
        const size_t hash = TextHash()(id) | 1; // 0 marks a free slot
        const size_t mask = m_slots.size() - 1;
        for (size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (slot.hash == 0) {
                slot = {hash, index, int(gpus.size() - 1)};
                ++m_count;
                return;
            }
            if (slot.hash == hash && gpus[size_t(slot.position)].id == id) {
                validator.error(
                    path + QStringLiteral(".id"),
                    Text::tr("duplicate id \"%1\" (first used by gpus[%2])").arg(id).arg(slot.index));
                return;
            }
        }
    }
    void reserve(qsizetype count)
    {
        size_t size = 64;
        while (size < size_t(count) * 2)
            size *= 2;
        if (size > m_slots.size())
            grow(size);
    }

private:
    struct Slot
    {
        size_t hash = 0;
        int index = 0;    ///< in the file's list
        int position = 0; ///< in the records read
    };
    void grow(size_t size)
    {
        std::vector<Slot> old(size);
        old.swap(m_slots);
        const size_t mask = size - 1;
        for (const Slot &slot : old) {
            if (slot.hash == 0)
                continue;
            size_t i = slot.hash & mask;
            while (m_slots[i].hash != 0)
                i = (i + 1) & mask;
            m_slots[i] = slot;
        }
    }

    std::vector<Slot> m_slots; ///< a power of two, at most half full
    size_t m_count = 0;
};

/// Makes room for as many records as the rest of the text holds if they are as long as the first one: a
/// vector of 10,000 GPUs grown by doubling moved them all and paged in twice their memory, and so did the
/// id index (6% and 3% of loading them).
void reserveLike(std::vector<Gpu> &gpus, IdIndex &ids, qsizetype firstRecordBytes, qsizetype bytesFromFirst)
{
    const qsizetype estimate = bytesFromFirst / std::max<qsizetype>(firstRecordBytes, 1) + 1;
    const qsizetype count = std::min<qsizetype>(estimate, DatasetLimits::kMaxGpus);
    gpus.reserve(size_t(count));
    ids.reserve(count);
}

} // namespace

namespace DatasetReaders {

DatasetLoadResult parseDocument(const QByteArray &json, const QString &origin)
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
    readRoot(root, validator, dataset);

    const QJsonValue gpusValue = root.value(QStringLiteral("gpus"));
    if (!gpusValue.isArray()) {
        reportGpusNotArray(gpusValue, validator);
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

    IdIndex ids;
    ids.reserve(gpus.size());
    dataset.gpus.reserve(static_cast<size_t>(gpus.size()));
    RecordPath recordPath;
    for (int i = 0; i < gpus.size(); ++i) {
        const QString &path = recordPath.at(i);
        const QJsonValueConstRef item = gpus.constBegin()[i];
        if (!item.isObject()) {
            validator.error(path, Text::tr("expected a GPU object, got %1").arg(describe(item)));
            continue;
        }
        Gpu &gpu = dataset.gpus.emplace_back();
        validator.readGpu(item.toObject(), path, gpu);
        ids.check(dataset.gpus, i, path, validator);
    }

    if (result.errors.isEmpty())
        result.dataset = std::move(dataset);
    return result;
}

std::optional<DatasetLoadResult> parseStreaming(const QByteArray &json, const QString &origin)
{
    // The records are read as they come, which may be before the root's other fields: their issues are
    // gathered apart and follow the root's, as in parseDocument.
    DatasetLoadResult records;
    Validator recordValidator(records);
    JsonScanner scanner(json);
    Dataset dataset;
    dataset.origin = origin;
    QJsonObject root; // every root field but a "gpus" array
    bool gpusRead = false;
    int gpuCount = 0;
    IdIndex ids;
    RecordPath recordPath;

    if (!scanner.take('{'))
        return std::nullopt;
    if (!scanner.take('}')) {
        do {
            QByteArrayView key;
            if (!scanner.readKey(key) || !scanner.take(':'))
                return std::nullopt;
            if (key != "gpus" || scanner.peek() != '[') {
                const QJsonValue value = scanner.readValue();
                if (scanner.failed() || (key == "gpus" && gpusRead))
                    return std::nullopt;
                root.insert(QString::fromLatin1(key), value); // a repeated key: the last counts, as in Qt
                continue;
            }
            if (gpusRead || root.contains(QStringLiteral("gpus"))) // Qt would keep the last one
                return std::nullopt;
            gpusRead = true;
            scanner.take('[');
            if (scanner.take(']'))
                continue;
            do {
                if (gpuCount == DatasetLimits::kMaxGpus) // parseDocument reports the count, reading none
                    return std::nullopt;
                const QString &path = recordPath.at(gpuCount);
                if (scanner.peek() == '{') {
                    const char *start = scanner.position();
                    Gpu &gpu = dataset.gpus.emplace_back();
                    if (!recordValidator.readGpu(scanner, path, gpu))
                        return std::nullopt;
                    ids.check(dataset.gpus, gpuCount, path, recordValidator);
                    if (gpuCount == 0)
                        reserveLike(dataset.gpus, ids, scanner.position() - start, json.constEnd() - start);
                } else {
                    const QJsonValue item = scanner.readValue();
                    if (scanner.failed())
                        return std::nullopt;
                    recordValidator.error(path,
                                          Text::tr("expected a GPU object, got %1").arg(describe(item)));
                }
                ++gpuCount;
            } while (scanner.take(','));
            if (!scanner.take(']'))
                return std::nullopt;
        } while (scanner.take(','));
        if (!scanner.take('}'))
            return std::nullopt;
    }
    if (!scanner.atEnd())
        return std::nullopt;

    DatasetLoadResult result;
    result.origin = origin;
    Validator validator(result);
    readRoot(root, validator, dataset);
    if (!gpusRead) {
        reportGpusNotArray(root.value(QStringLiteral("gpus")), validator);
        return result;
    }
    if (gpuCount == 0)
        validator.error(QStringLiteral("gpus"), Text::tr("the dataset has no GPUs"));
    for (const DatasetIssue &issue : std::as_const(records.errors))
        validator.error(issue.path, issue.message);
    result.suppressedErrors += records.suppressedErrors;
    for (const DatasetIssue &issue : std::as_const(records.warnings))
        validator.warning(issue.path, issue.message);

    if (dataset.gpus.capacity() > dataset.gpus.size() + dataset.gpus.size() / 2 + 16)
        dataset.gpus.shrink_to_fit(); // the first record was much shorter than the rest
    if (result.errors.isEmpty())
        result.dataset = std::move(dataset);
    return result;
}

} // namespace DatasetReaders

DatasetLoadResult parseDataset(const QByteArray &json, const QString &origin)
{
    if (std::optional<DatasetLoadResult> read = DatasetReaders::parseStreaming(json, origin))
        return std::move(*read);
    return DatasetReaders::parseDocument(json, origin);
}

DatasetLoadResult loadDatasetFile(const QString &path)
{
    DatasetLoadResult result;
    result.origin = path;
    auto fail = [&](const QString &message) {
        result.errors.append({QString(), message});
        return result;
    };
    const int limitMib = DatasetLimits::kMaxFileBytes / (1024 * 1024);
    auto tooLarge = [limitMib](qint64 size) {
        return size < 0 ? Text::tr("larger than the %1 MiB limit for a dataset").arg(limitMib)
                        : Text::tr("file is %1 MiB, larger than the %2 MiB limit for a dataset")
                              .arg(double(size) / (1024.0 * 1024.0), 0, 'f', 1)
                              .arg(limitMib);
    };
    AtomicFile::FileBytes bytes;
    QString error;
    if (!AtomicFile::readLimited(path, DatasetLimits::kMaxFileBytes, tooLarge, &bytes, &error))
        return fail(error);
    result = parseDataset(bytes.bytes(), path);
    return result;
}

QString bundledDatasetPath()
{
    return QStringLiteral(":/data/gpus.json");
}

DatasetLoadResult loadBundledDataset()
{
    // The bundled data are stored uncompressed in the executable: read where they lie, not copied into a
    // fresh buffer first (180 kB and some 45 page faults a start).
    const QResource resource(bundledDatasetPath());
    if (resource.isValid() && resource.compressionAlgorithm() == QResource::NoCompression)
        return parseDataset(QByteArray::fromRawData(reinterpret_cast<const char *>(resource.data()),
                                                    qsizetype(resource.size())),
                            bundledDatasetPath());
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
