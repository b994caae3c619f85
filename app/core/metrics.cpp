#include "app/core/metrics.h"

#include "app/core/pricing.h"

#include <QCoreApplication>
#include <QLocale>

namespace {

QString dropTrailingZeros(QString text, QChar decimalPoint)
{
    if (!text.contains(decimalPoint))
        return text;
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(decimalPoint))
        text.chop(1);
    return text;
}

Metric textMetric(const char *key, const char *label, QString Gpu::*member, bool visible = true)
{
    Metric m;
    m.key = QLatin1String(key);
    m.labelText = label;

    m.kind = Metric::Kind::Text;
    m.inputs = {m.key};
    m.defaultVisible = visible;
    m.text = [member](const Gpu &gpu) { return gpu.*member; };
    return m;
}

/// A numeric metric's words and how it reads, for the stored and the derived kind.
Metric numericMetric(Metric::Kind kind, const char *key, const char *label, const char *unit, int decimals,
                     bool higherIsBetter, const char *description)
{
    Metric m;
    m.key = QLatin1String(key);
    m.labelText = label;
    m.unitText = unit;
    m.decimals = decimals;
    m.higherIsBetter = higherIsBetter;
    m.kind = kind;
    m.descriptionText = description;
    return m;
}

Metric storedMetric(const char *key, const char *label, const char *unit, int decimals, bool higherIsBetter,
                    const char *description, bool visible = true)
{
    Metric m = numericMetric(Metric::Kind::Stored, key, label, unit, decimals, higherIsBetter, description);
    m.inputs = {m.key};
    m.defaultVisible = visible;
    const NumericField *field = findNumericField(m.key);
    Q_ASSERT(field);
    auto member = field->member;
    m.number = [member](const Gpu &gpu) { return gpu.*member; };
    return m;
}

/// Adds a dense tensor figure and its sparse counterpart.
void addTensorPair(std::vector<Metric> &list, const char *denseKey, const char *sparseKey,
                   const char *denseLabel, const char *sparseLabel, const char *description, bool visible)
{
    Metric dense = storedMetric(denseKey, denseLabel, QT_TRANSLATE_NOOP("Metric", "TFLOPS"), 1, true,
                                description, visible);
    Metric sparse = storedMetric(sparseKey, sparseLabel, QT_TRANSLATE_NOOP("Metric", "TFLOPS"), 1, true,
                                 description, false);
    dense.sparseKey = sparse.key;
    sparse.denseKey = dense.key;
    list.push_back(std::move(dense));
    list.push_back(std::move(sparse));
}

Metric derivedMetric(const char *key, const char *label, const char *unit, int decimals, bool higherIsBetter,
                     const char *description, QStringList inputs,
                     std::function<std::optional<double>(const Gpu &)> number, bool visible = false)
{
    Metric m = numericMetric(Metric::Kind::Derived, key, label, unit, decimals, higherIsBetter, description);
    m.inputs = std::move(inputs);
    m.number = std::move(number);
    m.defaultVisible = visible;
    return m;
}

std::optional<double> ratio(std::optional<double> numerator, std::optional<double> denominator,
                            double scale = 1.0)
{
    if (!numerator || !denominator || *denominator <= 0)
        return std::nullopt;
    return *numerator / *denominator * scale;
}

std::vector<Metric> buildRegistry()
{
    std::vector<Metric> list;
    list.push_back(textMetric("name", QT_TRANSLATE_NOOP("Metric", "GPU"), &Gpu::name));
    list.push_back(textMetric("segment", QT_TRANSLATE_NOOP("Metric", "Segment"), &Gpu::segment));
    list.back().text = [](const Gpu &gpu) { return segmentLabel(gpu.segment); };
    list.push_back(
        textMetric("architecture", QT_TRANSLATE_NOOP("Metric", "Architecture"), &Gpu::architecture, false));
    list.push_back(storedMetric(
        "vram_gb", QT_TRANSLATE_NOOP("Metric", "VRAM"), QT_TRANSLATE_NOOP("Metric", "GB"), 0, true,
        QT_TRANSLATE_NOOP("Metric", "Memory per GPU as NVIDIA's system specifications give it, decimal "
                                    "gigabytes (unified-memory systems: the shared pool).")));
    list.push_back(storedMetric(
        "usable_memory_mib", QT_TRANSLATE_NOOP("Metric", "Usable memory"), QT_TRANSLATE_NOOP("Metric", "MiB"),
        0, true,
        QT_TRANSLATE_NOOP("Metric",
                          "Total memory nvidia-smi reports on the card as shipped, in MiB (binary); "
                          "empty where no report was found."),
        false));
    list.push_back(
        storedMetric("vram_physical_gb", QT_TRANSLATE_NOOP("Metric", "VRAM (physical)"),
                     QT_TRANSLATE_NOOP("Metric", "GB"), 0, true,
                     QT_TRANSLATE_NOOP("Metric", "Physical memory where NVIDIA publishes it besides the "
                                                 "usable figure (B200, B300, GB200, GB300)."),
                     false));
    list.push_back(textMetric("memory_type", QT_TRANSLATE_NOOP("Metric", "Memory"), &Gpu::memoryType, false));
    list.push_back(storedMetric("memory_bandwidth_gbps", QT_TRANSLATE_NOOP("Metric", "Bandwidth"),
                                QT_TRANSLATE_NOOP("Metric", "GB/s"), 1, true,
                                QT_TRANSLATE_NOOP("Metric", "Peak memory bandwidth, decimal GB/s.")));
    addTensorPair(
        list, "fp16_bf16_dense_tflops", "fp16_bf16_sparse_tflops",
        QT_TRANSLATE_NOOP("Metric", "FP16/BF16 dense"), QT_TRANSLATE_NOOP("Metric", "FP16/BF16 sparse"),
        QT_TRANSLATE_NOOP("Metric", "FP16/BF16 tensor throughput with FP32 accumulate, the path mixed-"
                                    "precision training uses; sparse = 2:4 sparsity."),
        true);
    addTensorPair(
        list, "fp8_dense_tflops", "fp8_sparse_tflops", QT_TRANSLATE_NOOP("Metric", "FP8 dense"),
        QT_TRANSLATE_NOOP("Metric", "FP8 sparse"),
        QT_TRANSLATE_NOOP("Metric", "FP8 tensor throughput with FP32 accumulate; sparse = 2:4 sparsity."),
        false);
    addTensorPair(list, "tf32_dense_tflops", "tf32_sparse_tflops", QT_TRANSLATE_NOOP("Metric", "TF32 dense"),
                  QT_TRANSLATE_NOOP("Metric", "TF32 sparse"),
                  QT_TRANSLATE_NOOP("Metric", "TF32 tensor throughput; sparse = 2:4 sparsity."), false);
    addTensorPair(list, "fp4_dense_tflops", "fp4_sparse_tflops", QT_TRANSLATE_NOOP("Metric", "FP4 dense"),
                  QT_TRANSLATE_NOOP("Metric", "FP4 sparse"),
                  QT_TRANSLATE_NOOP("Metric", "FP4 tensor throughput (Blackwell); sparse = 2:4 sparsity."),
                  false);
    addTensorPair(list, "fp16_fp16acc_dense_tflops", "fp16_fp16acc_sparse_tflops",
                  QT_TRANSLATE_NOOP("Metric", "FP16 (FP16 acc.) dense"),
                  QT_TRANSLATE_NOOP("Metric", "FP16 (FP16 acc.) sparse"),
                  QT_TRANSLATE_NOOP("Metric", "FP16 tensor throughput with FP16 accumulate; twice the FP32-"
                                              "accumulate rate on GeForce cards, the same elsewhere."),
                  false);
    addTensorPair(list, "fp8_fp16acc_dense_tflops", "fp8_fp16acc_sparse_tflops",
                  QT_TRANSLATE_NOOP("Metric", "FP8 (FP16 acc.) dense"),
                  QT_TRANSLATE_NOOP("Metric", "FP8 (FP16 acc.) sparse"),
                  QT_TRANSLATE_NOOP("Metric", "FP8 tensor throughput with FP16 accumulate."), false);
    list.push_back(storedMetric(
        "fp32_tflops", QT_TRANSLATE_NOOP("Metric", "FP32"), QT_TRANSLATE_NOOP("Metric", "TFLOPS"), 1, true,
        QT_TRANSLATE_NOOP("Metric", "Non-tensor (CUDA core) FP32 throughput."), false));
    list.push_back(storedMetric("cuda_cores", QT_TRANSLATE_NOOP("Metric", "CUDA cores"), "", 0, true,
                                QT_TRANSLATE_NOOP("Metric", "Number of CUDA cores."), false));
    list.push_back(storedMetric("tensor_cores", QT_TRANSLATE_NOOP("Metric", "Tensor cores"), "", 0, true,
                                QT_TRANSLATE_NOOP("Metric", "Number of tensor cores."), false));
    list.push_back(storedMetric("tensor_core_gen", QT_TRANSLATE_NOOP("Metric", "Tensor core gen."), "", 0,
                                true, QT_TRANSLATE_NOOP("Metric", "Tensor core generation."), false));
    list.push_back(
        textMetric("interconnect", QT_TRANSLATE_NOOP("Metric", "Interconnect"), &Gpu::interconnect, false));
    list.push_back(storedMetric(
        "nvlink_gbps", QT_TRANSLATE_NOOP("Metric", "NVLink"), QT_TRANSLATE_NOOP("Metric", "GB/s"), 1, true,
        QT_TRANSLATE_NOOP("Metric", "NVLink bandwidth per GPU, bidirectional."), false));
    list.push_back(textMetric("pcie", QT_TRANSLATE_NOOP("Metric", "PCIe"), &Gpu::pcie, false));
    list.push_back(storedMetric("tdp_w", QT_TRANSLATE_NOOP("Metric", "TDP"), QT_TRANSLATE_NOOP("Metric", "W"),
                                0, false, QT_TRANSLATE_NOOP("Metric", "Board power (maximum configurable)."),
                                false));
    list.push_back(
        textMetric("form_factor", QT_TRANSLATE_NOOP("Metric", "Form factor"), &Gpu::formFactor, false));
    list.push_back(textMetric("ecc", QT_TRANSLATE_NOOP("Metric", "ECC"), &Gpu::ecc, false));
    list.push_back(storedMetric("release_year", QT_TRANSLATE_NOOP("Metric", "Year"), "", 0, true,
                                QT_TRANSLATE_NOOP("Metric", "Year of release."), false));
    list.back().groupDigits = false;
    list.push_back(
        storedMetric("launch_price_usd", QT_TRANSLATE_NOOP("Metric", "Launch price"),
                     QT_TRANSLATE_NOOP("Metric", "USD"), 0, false,
                     QT_TRANSLATE_NOOP("Metric", "Launch price in US dollars, where one was published or "
                                                 "reported; data-centre GPUs have none.")));
    list.push_back(storedMetric(
        "cloud_usd_hr_low", QT_TRANSLATE_NOOP("Metric", "Cloud low"), QT_TRANSLATE_NOOP("Metric", "USD/h"), 2,
        false,
        QT_TRANSLATE_NOOP("Metric", "Lowest cloud price per GPU-hour among the dated prices (on-demand, "
                                    "spot or community cloud; the tooltip says which and when)."),
        false));
    list.push_back(storedMetric(
        "cloud_usd_hr_high", QT_TRANSLATE_NOOP("Metric", "Cloud high"), QT_TRANSLATE_NOOP("Metric", "USD/h"),
        2, false,
        QT_TRANSLATE_NOOP("Metric", "Highest cloud price per GPU-hour among the dated prices (the tooltip "
                                    "says which and when)."),
        false));

    // The cloud price every ranking, budget and chart uses (Pricing::Mode::Cloud), beside the range it comes
    // from.
    list.push_back(derivedMetric(
        "cloud_usd_hr", QT_TRANSLATE_NOOP("Metric", "Cloud $/h"), QT_TRANSLATE_NOOP("Metric", "USD/h"), 2,
        false,
        QT_TRANSLATE_NOOP("Metric",
                          "The cloud price GPU Scout ranks and budgets with: the middle of the low-high "
                          "range per GPU-hour (the one figure where only one is known)."),
        {QStringLiteral("cloud_usd_hr_low"), QStringLiteral("cloud_usd_hr_high")},
        [](const Gpu &gpu) { return Pricing::usd(gpu, Pricing::Mode::Cloud); }, true));
    list.push_back(derivedMetric("bf16_tflops_per_watt", QT_TRANSLATE_NOOP("Metric", "BF16 per watt"),
                                 QT_TRANSLATE_NOOP("Metric", "TFLOPS/W"), 2, true,
                                 QT_TRANSLATE_NOOP("Metric", "BF16 dense TFLOPS / TDP in watts."),
                                 {QStringLiteral("fp16_bf16_dense_tflops"), QStringLiteral("tdp_w")},
                                 [](const Gpu &gpu) { return ratio(gpu.fp16Bf16DenseTflops, gpu.tdpW); }));
    list.push_back(derivedMetric(
        "bytes_per_bf16_flop", QT_TRANSLATE_NOOP("Metric", "Bytes per FLOP"),
        QT_TRANSLATE_NOOP("Metric", "B/FLOP"), 4, true,
        QT_TRANSLATE_NOOP("Metric",
                          "Memory bandwidth / BF16 dense throughput (GB/s / (TFLOPS x 1000)): how well "
                          "memory keeps the tensor cores fed."),
        {QStringLiteral("memory_bandwidth_gbps"), QStringLiteral("fp16_bf16_dense_tflops")},
        [](const Gpu &gpu) { return ratio(gpu.memoryBandwidthGbps, gpu.fp16Bf16DenseTflops, 1e-3); }));
    list.push_back(
        derivedMetric("usd_per_bf16_tflops", QT_TRANSLATE_NOOP("Metric", "$ per BF16 TFLOPS"),
                      QT_TRANSLATE_NOOP("Metric", "USD/TFLOPS"), 2, false,
                      QT_TRANSLATE_NOOP("Metric", "Launch price / BF16 dense TFLOPS."),
                      {QStringLiteral("launch_price_usd"), QStringLiteral("fp16_bf16_dense_tflops")},
                      [](const Gpu &gpu) { return ratio(gpu.launchPriceUsd, gpu.fp16Bf16DenseTflops); }));
    list.push_back(derivedMetric(
        "vram_gb_per_kusd", QT_TRANSLATE_NOOP("Metric", "VRAM per $1k"), QT_TRANSLATE_NOOP("Metric", "GB/k$"),
        2, true, QT_TRANSLATE_NOOP("Metric", "VRAM in GB / launch price in thousands of US dollars."),
        {QStringLiteral("vram_gb"), QStringLiteral("launch_price_usd")},
        [](const Gpu &gpu) { return ratio(gpu.vramGb, gpu.launchPriceUsd, 1000.0); }));
    list.push_back(derivedMetric(
        "bf16_tflops_per_cloud_usd_hr", QT_TRANSLATE_NOOP("Metric", "BF16 per cloud $/h"),
        QT_TRANSLATE_NOOP("Metric", "TFLOPS/(USD/h)"), 1, true,
        QT_TRANSLATE_NOOP("Metric",
                          "BF16 dense TFLOPS / cloud price per GPU-hour (the middle of the range)."),
        {QStringLiteral("fp16_bf16_dense_tflops"), QStringLiteral("cloud_usd_hr_low"),
         QStringLiteral("cloud_usd_hr_high")},
        [](const Gpu &gpu) {
            return ratio(gpu.fp16Bf16DenseTflops, Pricing::usd(gpu, Pricing::Mode::Cloud));
        }));
    return list;
}

} // namespace

QString Metric::label() const
{
    return QCoreApplication::translate("Metric", labelText);
}

QString Metric::unit() const
{
    return *unitText ? QCoreApplication::translate("Metric", unitText) : QString();
}

QString Metric::description() const
{
    return *descriptionText ? QCoreApplication::translate("Metric", descriptionText) : QString();
}

QString Metric::labelWithUnit() const
{
    const QString u = unit();
    return u.isEmpty() ? label() : QStringLiteral("%1 (%2)").arg(label(), u);
}

std::optional<double> Metric::value(const Gpu &gpu) const
{
    return number ? number(gpu) : std::nullopt;
}

bool Metric::isEstimated(const Gpu &gpu) const
{
    for (const QString &input : inputs) {
        if (gpu.isEstimated(input))
            return true;
    }
    return false;
}

QString Metric::formatNumber(double v) const
{
    QLocale locale;
    if (!groupDigits)
        locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return dropTrailingZeros(locale.toString(v, 'f', decimals), locale.decimalPoint().at(0));
}

QString Metric::displayText(const Gpu &gpu) const
{
    if (!isNumeric())
        return text ? text(gpu) : QString();
    const std::optional<double> v = value(gpu);
    if (!v)
        return QString();
    const QString u = unit();
    return u.isEmpty() ? formatNumber(*v) : formatNumber(*v) + QLatin1Char(' ') + u;
}

QString Metric::plainText(const Gpu &gpu) const
{
    if (!isNumeric())
        return text ? text(gpu) : QString();
    const std::optional<double> v = value(gpu);
    if (!v)
        return QString();
    // Round to the metric's precision plus two digits so derived ratios stay readable in CSV.
    return dropTrailingZeros(QString::number(*v, 'f', decimals + 2), QLatin1Char('.'));
}

namespace Metrics {

const std::vector<Metric> &all()
{
    static const std::vector<Metric> registry = buildRegistry();
    return registry;
}

const Metric *find(const QString &key)
{
    for (const Metric &metric : all()) {
        if (metric.key == key)
            return &metric;
    }
    return nullptr;
}

QStringList keys()
{
    QStringList list;
    for (const Metric &metric : all())
        list.append(metric.key);
    return list;
}

const Metric &variant(const Metric &metric, bool sparse)
{
    if (sparse && !metric.sparseKey.isEmpty()) {
        if (const Metric *other = find(metric.sparseKey))
            return *other;
    }
    if (!sparse && !metric.denseKey.isEmpty()) {
        if (const Metric *other = find(metric.denseKey))
            return *other;
    }
    return metric;
}

std::vector<const Metric *> gridColumns()
{
    std::vector<const Metric *> columns;
    for (const Metric &metric : all()) {
        if (metric.denseKey.isEmpty())
            columns.push_back(&metric);
    }
    return columns;
}

std::vector<const Metric *> listColumns()
{
    QStringList unknown;
    return resolve({QStringLiteral("name"), QStringLiteral("segment"), QStringLiteral("architecture"),
                    QStringLiteral("vram_gb"), QStringLiteral("memory_bandwidth_gbps"),
                    QStringLiteral("fp8_dense_tflops"), QStringLiteral("fp16_bf16_dense_tflops"),
                    QStringLiteral("tf32_dense_tflops"), QStringLiteral("tdp_w"),
                    QStringLiteral("launch_price_usd"), QStringLiteral("cloud_usd_hr_low")},
                   &unknown);
}

std::vector<const Metric *> resolve(const QStringList &keys, QStringList *unknown)
{
    std::vector<const Metric *> list;
    for (const QString &raw : keys) {
        const QString key = raw.trimmed();
        if (key.isEmpty())
            continue;
        if (const Metric *metric = find(key))
            list.push_back(metric);
        else if (unknown)
            unknown->append(key);
    }
    return list;
}

} // namespace Metrics
