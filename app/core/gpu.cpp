#include "app/core/gpu.h"

#include "app/core/texthash.h"

#include <QCoreApplication>

#include <unordered_map>

namespace {
constexpr double kBig = 1e7;
} // namespace

const std::vector<NumericField> &numericFields()
{
    static const std::vector<NumericField> fields = {
        {"release_year", &Gpu::releaseYear, 1990, 2100, false, true, nullptr},
        {"vram_gb", &Gpu::vramGb, 0, 65536, true, false, nullptr},
        {"vram_physical_gb", &Gpu::vramPhysicalGb, 0, 65536, true, false, nullptr},
        {"usable_memory_mib", &Gpu::usableMemoryMib, 0, 67108864, true, false, nullptr},
        {"memory_bandwidth_gbps", &Gpu::memoryBandwidthGbps, 0, 1e6, true, false, nullptr},
        {"fp8_dense_tflops", &Gpu::fp8DenseTflops, 0, kBig, false, false, nullptr},
        {"fp8_sparse_tflops", &Gpu::fp8SparseTflops, 0, kBig, false, false, "fp8_dense_tflops"},
        {"fp8_fp16acc_dense_tflops", &Gpu::fp8Fp16AccDenseTflops, 0, kBig, false, false, nullptr},
        {"fp8_fp16acc_sparse_tflops", &Gpu::fp8Fp16AccSparseTflops, 0, kBig, false, false,
         "fp8_fp16acc_dense_tflops"},
        {"fp16_bf16_dense_tflops", &Gpu::fp16Bf16DenseTflops, 0, kBig, false, false, nullptr},
        {"fp16_bf16_sparse_tflops", &Gpu::fp16Bf16SparseTflops, 0, kBig, false, false,
         "fp16_bf16_dense_tflops"},
        {"fp16_fp16acc_dense_tflops", &Gpu::fp16Fp16AccDenseTflops, 0, kBig, false, false, nullptr},
        {"fp16_fp16acc_sparse_tflops", &Gpu::fp16Fp16AccSparseTflops, 0, kBig, false, false,
         "fp16_fp16acc_dense_tflops"},
        {"tf32_dense_tflops", &Gpu::tf32DenseTflops, 0, kBig, false, false, nullptr},
        {"tf32_sparse_tflops", &Gpu::tf32SparseTflops, 0, kBig, false, false, "tf32_dense_tflops"},
        {"fp4_dense_tflops", &Gpu::fp4DenseTflops, 0, kBig, false, false, nullptr},
        {"fp4_sparse_tflops", &Gpu::fp4SparseTflops, 0, kBig, false, false, "fp4_dense_tflops"},
        {"fp32_tflops", &Gpu::fp32Tflops, 0, kBig, false, false, nullptr},
        {"cuda_cores", &Gpu::cudaCores, 0, 1e7, false, true, nullptr},
        {"tensor_cores", &Gpu::tensorCores, 0, 1e6, false, true, nullptr},
        {"tensor_core_gen", &Gpu::tensorCoreGen, 0, 100, false, true, nullptr},
        {"nvlink_gbps", &Gpu::nvlinkGbps, 0, 1e6, false, false, nullptr},
        {"tdp_w", &Gpu::tdpW, 0, 1e5, true, false, nullptr},
        {"launch_price_usd", &Gpu::launchPriceUsd, 0, 1e9, true, false, nullptr},
        {"cloud_usd_hr_low", &Gpu::cloudUsdHrLow, 0, 1e5, true, false, nullptr},
        {"cloud_usd_hr_high", &Gpu::cloudUsdHrHigh, 0, 1e5, true, false, nullptr},
    };
    return fields;
}

const NumericField *findNumericField(const QString &key)
{
    // By hash: the reader looks up every GPU's estimated fields, and comparing the key with each of some 40
    // names was a tenth of reading 10,000 GPUs that mark estimates as the bundled ones do.
    static const std::unordered_map<QString, const NumericField *, TextHash> byKey = [] {
        std::unordered_map<QString, const NumericField *, TextHash> map;
        for (const NumericField &field : numericFields())
            map.emplace(QLatin1String(field.key), &field);
        return map;
    }();
    const auto found = byKey.find(key);
    return found == byKey.end() ? nullptr : found->second;
}

const std::vector<TextField> &textFields()
{
    static const std::vector<TextField> fields = {
        {"id", &Gpu::id, true},
        {"name", &Gpu::name, true},
        {"variant", &Gpu::variant, false},
        {"segment", &Gpu::segment, true},
        {"architecture", &Gpu::architecture, true},
        {"gpu_die", &Gpu::gpuDie, false},
        {"memory_type", &Gpu::memoryType, false},
        {"ecc", &Gpu::ecc, false},
        {"interconnect", &Gpu::interconnect, false},
        {"pcie", &Gpu::pcie, false},
        {"form_factor", &Gpu::formFactor, false},
        {"launch_price_note", &Gpu::launchPriceNote, false},
        {"cloud_price_note", &Gpu::cloudPriceNote, false},
        {"confidence", &Gpu::confidence, false},
        {"estimate_note", &Gpu::estimateNote, false},
        {"notes", &Gpu::notes, false},
        {"vram_note", &Gpu::vramNote, false},
        {"usable_memory_source", &Gpu::usableMemorySource, false},
    };
    return fields;
}

std::optional<double> Gpu::number(const QString &fieldKey) const
{
    if (const NumericField *field = findNumericField(fieldKey))
        return this->*(field->member);
    return std::nullopt;
}

const QStringList &knownSegments()
{
    static const QStringList segments = {QStringLiteral("datacenter"), QStringLiteral("workstation"),
                                         QStringLiteral("consumer")};
    return segments;
}

QString segmentLabel(const QString &segment)
{
    if (segment == QLatin1String("datacenter"))
        return QCoreApplication::translate("Gpu", "Data centre");
    if (segment == QLatin1String("workstation"))
        return QCoreApplication::translate("Gpu", "Workstation");
    if (segment == QLatin1String("consumer"))
        return QCoreApplication::translate("Gpu", "Consumer");
    return segment;
}

const QStringList &priceKinds()
{
    static const QStringList kinds = {QStringLiteral("on_demand"),       QStringLiteral("spot"),
                                      QStringLiteral("community_cloud"), QStringLiteral("launch_msrp"),
                                      QStringLiteral("street_new"),      QStringLiteral("used")};
    return kinds;
}

bool isCloudPriceKind(const QString &kind)
{
    return kind == QLatin1String("on_demand") || kind == QLatin1String("spot") ||
           kind == QLatin1String("community_cloud");
}

QString priceKindLabel(const QString &kind)
{
    if (kind == QLatin1String("on_demand"))
        return QCoreApplication::translate("Gpu", "on-demand");
    if (kind == QLatin1String("spot"))
        return QCoreApplication::translate("Gpu", "spot");
    if (kind == QLatin1String("community_cloud"))
        return QCoreApplication::translate("Gpu", "community cloud");
    if (kind == QLatin1String("launch_msrp"))
        return QCoreApplication::translate("Gpu", "launch MSRP");
    if (kind == QLatin1String("street_new"))
        return QCoreApplication::translate("Gpu", "street price, new");
    if (kind == QLatin1String("used"))
        return QCoreApplication::translate("Gpu", "used");
    return kind;
}

QDate parseAsOfDate(const QString &text)
{
    // Read by hand: QDate::fromString with a format costs 30,000 instructions a call, and the loader checks
    // every price's date.
    if (text.size() != 7 && text.size() != 10)
        return {};
    auto number = [&text](qsizetype from, qsizetype length) {
        int value = 0;
        for (qsizetype i = from; i < from + length; ++i) {
            const char16_t c = text.at(i).unicode();
            if (c < u'0' || c > u'9')
                return -1;
            value = value * 10 + (c - u'0');
        }
        return value;
    };
    if (text.at(4) != QLatin1Char('-') || (text.size() == 10 && text.at(7) != QLatin1Char('-')))
        return {};
    const int year = number(0, 4);
    const int month = number(5, 2);
    const int day = text.size() == 10 ? number(8, 2) : 1;
    if (year < 0 || month < 0 || day < 0)
        return {};
    return QDate(year, month, day); // invalid for a month or day out of range
}

QJsonObject GpuPrice::toJson() const
{
    QJsonObject object{{QStringLiteral("kind"), kind}, {QStringLiteral("usd"), usd}};
    if (usdHigh)
        object.insert(QStringLiteral("usd_high"), *usdHigh);
    object.insert(QStringLiteral("as_of"), asOf);
    object.insert(QStringLiteral("source"), source);
    if (!note.isEmpty())
        object.insert(QStringLiteral("note"), note);
    return object;
}

bool GpuPrice::isCloud() const
{
    return isCloudPriceKind(kind);
}

std::optional<int> GpuPrice::ageInMonths(const QDate &today) const
{
    const QDate date = parseAsOfDate(asOf);
    if (!date.isValid() || !today.isValid())
        return std::nullopt;
    int months = (today.year() - date.year()) * 12 + (today.month() - date.month());
    if (today.day() < date.day())
        --months;
    return months;
}

const GpuPrice *Gpu::latestPrice(const QString &kind) const
{
    const GpuPrice *best = nullptr;
    for (const GpuPrice &price : prices) {
        if (price.kind == kind && (!best || parseAsOfDate(price.asOf) > parseAsOfDate(best->asOf)))
            best = &price;
    }
    return best;
}
