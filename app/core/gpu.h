#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>
#include <vector>

/// One dated, typed price of a GPU with its source. Cloud kinds are USD per GPU-hour, purchase kinds USD
/// per card.
struct GpuPrice
{
    QString kind; ///< one of priceKinds(): on_demand, spot, community_cloud, launch_msrp, street_new, used
    double usd = 0;
    std::optional<double> usdHigh; ///< upper end when the source gives a range
    QString asOf;                  ///< ISO date, "YYYY-MM" or "YYYY-MM-DD"
    QString source;
    QString note;
    bool fromUser = false; ///< added or changed by the user's overlay

    bool isCloud() const;
    /// The dataset's JSON form: {"kind", "usd", "usd_high"?, "as_of", "source", "note"?}.
    QJsonObject toJson() const;
    /// Whole months between asOf and `today` (negative when asOf is in the future); nullopt when unreadable.
    std::optional<int> ageInMonths(const QDate &today) const;
};

/// One GPU of the dataset: what the JSON file says, nothing computed.
struct Gpu
{
    QString id;
    QString name;
    QString variant;
    QString segment; ///< "datacenter", "workstation" or "consumer"
    QString architecture;
    QString gpuDie;
    QString memoryType;
    QString ecc;
    QString interconnect;
    QString pcie;
    QString formFactor;
    QString launchPriceNote;
    QString cloudPriceNote;
    QString confidence;
    QString estimateNote;
    QString notes;
    QString vramNote;           ///< what "VRAM" means for unified-memory and Grace systems
    QString usableMemorySource; ///< where usable_memory_mib was seen

    std::optional<double> releaseYear;
    std::optional<double> vramGb;
    std::optional<double> vramPhysicalGb;  ///< physical capacity where NVIDIA also publishes a usable one
    std::optional<double> usableMemoryMib; ///< total memory nvidia-smi reports on the card as shipped
    std::optional<double> memoryBandwidthGbps;
    std::optional<double> fp8DenseTflops;
    std::optional<double> fp8SparseTflops;
    std::optional<double> fp8Fp16AccDenseTflops;
    std::optional<double> fp8Fp16AccSparseTflops;
    std::optional<double> fp16Bf16DenseTflops;
    std::optional<double> fp16Bf16SparseTflops;
    std::optional<double> fp16Fp16AccDenseTflops;
    std::optional<double> fp16Fp16AccSparseTflops;
    std::optional<double> tf32DenseTflops;
    std::optional<double> tf32SparseTflops;
    std::optional<double> fp4DenseTflops;
    std::optional<double> fp4SparseTflops;
    std::optional<double> fp32Tflops;
    std::optional<double> cudaCores;
    std::optional<double> tensorCores;
    std::optional<double> tensorCoreGen;
    std::optional<double> nvlinkGbps;
    std::optional<double> tdpW;
    std::optional<double> launchPriceUsd;
    std::optional<double> cloudUsdHrLow;
    std::optional<double> cloudUsdHrHigh;

    bool bf16Supported = true;
    bool seed = false;     ///< one of the nine GPUs of the seed comparison
    QStringList estimated; ///< keys of the fields that are estimates, not stated by NVIDIA
    QStringList sources;
    std::vector<GpuPrice> prices;

    /// Keys of the fields whose value comes from the user's overlay ("prices" for the price list).
    QStringList userFields;
    /// For each user field, the bundled dataset's value (an invalid QVariant when the dataset had none or
    /// the GPU is the user's own).
    QVariantMap datasetValues;
    bool userAdded = false; ///< the whole GPU comes from the user's overlay

    bool isUserValue(const QString &fieldKey) const { return userFields.contains(fieldKey); }
    /// usable_memory_mib in GiB (MiB / 1024), or nullopt when unknown.
    std::optional<double> usableGib() const
    {
        if (!usableMemoryMib)
            return std::nullopt;
        return *usableMemoryMib / 1024.0;
    }
    /// The most recent price of this kind (by as-of date), or nullptr.
    const GpuPrice *latestPrice(const QString &kind) const;
    bool isEstimated(const QString &fieldKey) const { return estimated.contains(fieldKey); }
    bool hasNvlink() const { return nvlinkGbps.value_or(0) > 0; }
    /// The stored numeric field with this dataset key, or nullopt when the key is unknown or the value is
    /// absent.
    std::optional<double> number(const QString &fieldKey) const;
};

/// A numeric field of the dataset: its JSON key, where it lives in Gpu, and the range the loader accepts.
struct NumericField
{
    const char *key;
    std::optional<double> Gpu::*member;
    double minimum;       ///< inclusive, except when positive is set
    double maximum;       ///< inclusive
    bool positive;        ///< must be > 0 (VRAM, bandwidth, ...)
    bool integer;         ///< cores, years
    const char *sparseOf; ///< for a sparse figure, the key of its dense counterpart
};

const std::vector<NumericField> &numericFields();
const NumericField *findNumericField(const QString &key);

/// The text fields of the dataset, in JSON order, with their Gpu members.
struct TextField
{
    const char *key;
    QString Gpu::*member;
    bool required;
};
const std::vector<TextField> &textFields();

const QStringList &knownSegments();
/// The price kinds the dataset accepts: cloud ones first (per GPU-hour), then purchase ones (per card).
const QStringList &priceKinds();
bool isCloudPriceKind(const QString &kind);
QString priceKindLabel(const QString &kind);
/// Parses "YYYY-MM" (first of the month) or "YYYY-MM-DD"; an invalid QDate otherwise.
QDate parseAsOfDate(const QString &text);
QString segmentLabel(const QString &segment);
