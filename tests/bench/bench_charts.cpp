// Prints how long the chart builders and exporters take; not a test (timings depend on the machine).
#include "app/core/dataset.h"
#include "app/core/metrics.h"
#include "tests/bench/benchtiming.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/chartrenderer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

void report(const char *what, int runs, double ms)
{
    std::printf("%-52s %9.2f ms  (median of %d)\n", what, ms, runs);
}

ChartRequest request(const Dataset &dataset, ChartKind kind, const QStringList &ids)
{
    ChartRequest r = ChartRequest::forIds(dataset, ids, nullptr);
    r.kind = kind;
    r.metrics = Metrics::resolve(ChartBuilder::defaultMetricKeys(kind), nullptr);
    return r;
}

void benchExports(const char *label, const ChartRequest &r, int runs)
{
    const QSize size(1600, 900);
    char name[128];
    std::snprintf(name, sizeof name, "%s: export PNG 1600x900", label);
    report(name, runs, medianMs(runs, [&] {
               ChartFigure f = ChartBuilder::build(r);
               ChartRenderer::png(f, size, 1);
           }));
    std::snprintf(name, sizeof name, "%s: export PNG 1600x900 at 2x", label);
    report(name, runs, medianMs(runs, [&] {
               ChartFigure f = ChartBuilder::build(r);
               ChartRenderer::png(f, size, 2);
           }));
    std::snprintf(name, sizeof name, "%s: export SVG 1600x900", label);
    report(name, runs, medianMs(runs, [&] {
               ChartFigure f = ChartBuilder::build(r);
               ChartRenderer::svg(f, size, QStringLiteral("bench"));
           }));
    std::snprintf(name, sizeof name, "%s: export PDF 1600x900", label);
    report(name, runs, medianMs(runs, [&] {
               ChartFigure f = ChartBuilder::build(r);
               ChartRenderer::pdf(f, size, QStringLiteral("bench"));
           }));
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // Qt Charts needs a QApplication
    DatasetLoadResult loaded = loadBundledDataset();
    if (!loaded.ok())
        return 1;
    const Dataset &dataset = *loaded.dataset;
    const QStringList six = {QStringLiteral("b200"), QStringLiteral("h100_sxm"),
                             QStringLiteral("l40s"), QStringLiteral("rtx_4090"),
                             QStringLiteral("l4"),   QStringLiteral("rtx_3090")};

    std::printf("Chart timings, Qt %s, %s platform, times include building the chart\n", qVersion(),
                qPrintable(QGuiApplication::platformName()));
    for (ChartKind kind : {ChartKind::Radar, ChartKind::Bar, ChartKind::Scatter}) {
        const ChartRequest r = request(dataset, kind, six);
        const QByteArray label = ("6 GPUs, " + ChartBuilder::kindName(kind)).toUtf8();
        report((label + ": build").constData(), 21, medianMs(21, [&] { ChartBuilder::build(r); }));
        benchExports(label.constData(), r, 7);
    }

    // 1,000 synthetic GPUs: the bundled ones again and again, prices and throughput spread out.
    Dataset synthetic;
    synthetic.title = QStringLiteral("synthetic");
    QStringList all;
    for (int i = 0; i < 1000; ++i) {
        Gpu gpu = dataset.gpus[size_t(i) % dataset.gpus.size()];
        gpu.id = QStringLiteral("gpu_%1").arg(i);
        gpu.name = QStringLiteral("GPU %1").arg(i);
        const double f = 0.5 + double((i * 7919) % 1000) / 1000.0;
        gpu.cloudUsdHrLow = gpu.cloudUsdHrLow.value_or(1.0) * f;
        gpu.fp16Bf16DenseTflops = gpu.fp16Bf16DenseTflops.value_or(100.0) * (2.0 - f);
        synthetic.gpus.push_back(gpu);
        all.append(gpu.id);
    }
    const ChartRequest big = request(synthetic, ChartKind::Scatter, all);
    report("1,000 GPUs, scatter: build", 5, medianMs(5, [&] { ChartBuilder::build(big); }));
    benchExports("1,000 GPUs, scatter", big, 3);
    return 0;
}
