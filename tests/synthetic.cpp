#include "tests/synthetic.h"

#include "app/core/dataset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStringList>

QByteArray syntheticDataset(int count)
{
    QRandomGenerator random(42); // fixed seed: the same file every run
    const QStringList segments = {QStringLiteral("datacenter"), QStringLiteral("workstation"),
                                  QStringLiteral("consumer")};
    const QStringList architectures = {QStringLiteral("Blackwell"), QStringLiteral("Hopper"),
                                       QStringLiteral("Ada Lovelace"), QStringLiteral("Ampere")};
    QJsonArray gpus;
    for (int i = 0; i < count; ++i) {
        const double bf16 = 20 + random.bounded(2500.0);
        const double fp8 = 2 * bf16;
        QJsonObject gpu{
            {QStringLiteral("id"), QStringLiteral("synthetic_%1").arg(i)},
            {QStringLiteral("name"), QStringLiteral("Synthetic GPU %1 %2GB").arg(i).arg(8 * (1 + i % 36))},
            {QStringLiteral("segment"), segments.at(i % 3)},
            {QStringLiteral("architecture"), architectures.at(i % 4)},
            {QStringLiteral("vram_gb"), 8 * (1 + i % 36)},
            {QStringLiteral("memory_type"), QStringLiteral("HBM3e")},
            {QStringLiteral("memory_bandwidth_gbps"), 200 + random.bounded(8000.0)},
            {QStringLiteral("fp16_bf16_dense_tflops"), bf16},
            {QStringLiteral("fp16_bf16_sparse_tflops"), 2 * bf16},
            {QStringLiteral("fp8_dense_tflops"), fp8},
            {QStringLiteral("fp8_sparse_tflops"), 2 * fp8},
            {QStringLiteral("tf32_dense_tflops"), bf16 / 2},
            {QStringLiteral("tf32_sparse_tflops"), bf16},
            {QStringLiteral("tdp_w"), 70 + random.bounded(1000)},
            {QStringLiteral("release_year"), 2017 + i % 9},
            {QStringLiteral("sources"), QJsonArray{QStringLiteral("https://example.org/synthetic")}},
        };
        if (i % 4 == 0)
            gpu.insert(QStringLiteral("launch_price_usd"), 500 + random.bounded(40000));
        if (i % 3 == 0)
            gpu.insert(QStringLiteral("cloud_usd_hr_low"), 0.2 + random.bounded(6.0));
        if (i % 5 == 0)
            gpu.insert(QStringLiteral("estimated"), QJsonArray{QStringLiteral("fp16_bf16_dense_tflops")});
        gpus.append(gpu);
    }
    QJsonObject root{{QStringLiteral("schema_version"), 1},
                     {QStringLiteral("dataset_version"), QStringLiteral("synthetic")},
                     {QStringLiteral("gpus"), gpus}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QByteArray repeatedBundledDataset(int count)
{
    QFile file(bundledDatasetPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray bundled = root.value(QStringLiteral("gpus")).toArray();
    QJsonArray gpus;
    for (int i = 0; i < count && !bundled.isEmpty(); ++i) {
        QJsonObject gpu = bundled.at(i % bundled.size()).toObject();
        const int copy = i / int(bundled.size());
        gpu.insert(QStringLiteral("id"),
                   QStringLiteral("%1_r%2").arg(gpu.value(QStringLiteral("id")).toString()).arg(copy));
        gpu.insert(QStringLiteral("name"),
                   QStringLiteral("%1 r%2").arg(gpu.value(QStringLiteral("name")).toString()).arg(copy));
        gpus.append(gpu);
    }
    root.insert(QStringLiteral("gpus"), gpus);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}
