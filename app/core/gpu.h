#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

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

    std::optional<double> releaseYear;
    std::optional<double> vramGb;
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
QString segmentLabel(const QString &segment);
