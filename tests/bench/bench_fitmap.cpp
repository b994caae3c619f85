// Prints how long the fit map takes to compute and paint; not a test (timings depend on the machine).
#include "app/core/comparisonselection.h"
#include "app/core/dataset.h"
#include "app/core/fitmap.h"
#include "app/core/fitmapmodel.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "tests/bench/benchtiming.h"
#include "tests/synthetic.h"
#include "ui/charts/chartbuilder.h"
#include "ui/charts/fitmapfigure.h"
#include "ui/fitmappage.h"
#include "ui/guisession.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

namespace {

/// This thread's CPU time in ms: on a machine shared with other jobs, wall time also counts the waiting.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double g_cpuMs = 0; ///< the median CPU time of the last measure()

/// Median wall time of `runs` calls (benchtiming.h), and their median CPU time in g_cpuMs.
double measure(int runs, const std::function<void()> &work)
{
    std::vector<double> cpu;
    const double wall = medianMs(runs, [&] {
        const double start = threadCpuMs();
        work();
        cpu.push_back(threadCpuMs() - start);
    });
    std::sort(cpu.begin(), cpu.end());
    g_cpuMs = cpu[cpu.size() / 2];
    return wall;
}

void report(const char *what, int runs, double ms)
{
    std::printf("%-62s %9.2f ms wall %9.2f ms CPU  (median of %d)\n", what, ms, g_cpuMs, runs);
}

std::vector<const Gpu *> pointers(const Dataset &dataset)
{
    std::vector<const Gpu *> gpus;
    for (const Gpu &g : dataset.gpus)
        gpus.push_back(&g);
    return gpus;
}

/// Paints every cell, as the view's delegate does, into one reused cell-sized image.
void paintAllCells(const FitMap::Map &map)
{
    const QFont font = FigureStyle::font(11);
    const FigureStyle style = FigureStyle::light();
    QImage tile(160, 40, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&tile);
    for (const FitMap::Cell &c : map.cells)
        FitMapFigure::paintCell(painter, QRectF(0, 0, 160, 40), c.status(), FitMap::cellLines(map, c), style,
                                font);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const Dataset bundled = *loadBundledDataset().dataset;
    const std::vector<const Gpu *> gpus = pointers(bundled);
    const std::vector<ModelShape> &presets = ModelPresets::all();
    Job job = Job::defaults();
    if (argc > 1 && qstrcmp(argv[1], "--paint-only") == 0) { // for a profiler: the cell painting alone
        const FitMap::Map map = FitMap::compute(job, presets, gpus, FitMap::Mode::Best);
        report("bundled: paint every cell x 20, best", 1, measure(1, [&] {
                   for (int i = 0; i < 20; ++i)
                       paintAllCells(map);
               }));
        return 0;
    }
    std::printf("Bundled map: %zu presets x %zu GPUs = %zu cells\n", presets.size(), gpus.size(),
                presets.size() * gpus.size());
    for (FitMap::Mode mode :
         {FitMap::Mode::Qlora, FitMap::Mode::Lora, FitMap::Mode::Full, FitMap::Mode::Best}) {
        char name[128];
        std::snprintf(name, sizeof name, "bundled: compute, %s", qPrintable(Words::of(mode)));
        report(name, 21, measure(21, [&] { FitMap::compute(job, presets, gpus, mode); }));
    }
    FitMapModel model;
    report("bundled: FitMapModel::setInput (the page's recompute), best", 21,
           measure(21, [&] { model.setInput(job, presets, gpus, FitMap::Mode::Best); }));
    {
        QTemporaryDir dir;
        GuiSession session(bundled, std::make_unique<QSettings>(dir.filePath(QStringLiteral("b.ini")),
                                                                QSettings::IniFormat));
        FitMapPage page(&session);
        page.resize(1400, 800);
        page.setGpuSet(FitMapPage::GpuSet::All);
        int seq = 1024;
        report("bundled: FitMapPage::setJob (recompute + column sizes), best", 21, measure(21, [&] {
                   job.workload.seqLen = (seq += 512);
                   page.setJob(job);
               }));
        page.show();
        QImage frame(page.size(), QImage::Format_ARGB32_Premultiplied);
        report("bundled: FitMapPage::setJob + render the page (one frame), best", 11, measure(11, [&] {
                   job.workload.seqLen = (seq += 512);
                   page.setJob(job);
                   page.render(&frame);
               }));
        report("bundled: render the page alone (one frame), best", 11,
               measure(11, [&] { page.render(&frame); }));
        job = Job::defaults();
    }
    const FitMap::Map map = FitMap::compute(job, presets, gpus, FitMap::Mode::Best);
    report("bundled: paint every cell (delegate path), best", 11, measure(11, [&] { paintAllCells(map); }));
    report("bundled: whole figure as PNG (layout + paint + encode), best", 5,
           measure(5, [&] { FitMapFigure::render(map, ExportFormat::Png, FigureStyle::light()); }));
    report("bundled: whole figure as SVG, best", 5,
           measure(5, [&] { FitMapFigure::render(map, ExportFormat::Svg, FigureStyle::light()); }));
    report("bundled: JSON, best", 11, measure(11, [&] { FitMap::toJson(map); }));

    // 40 models x 10,000 GPUs: the presets and parameter-count shapes between them, synthetic GPUs.
    DatasetLoadResult loaded = parseDataset(syntheticDataset(10000), QStringLiteral("synthetic"));
    if (!loaded.ok()) {
        std::printf("synthetic dataset invalid: %s\n", qPrintable(loaded.errorText()));
        return 1;
    }
    const Dataset large = std::move(*loaded.dataset);
    const std::vector<const Gpu *> many = pointers(large);
    std::vector<ModelShape> forty(presets.begin(), presets.end());
    for (int i = 0; forty.size() < 40; ++i) {
        ModelShape m = ModelPresets::forParameterCount(1e9 * (1.5 + 4.0 * i));
        m.id = QStringLiteral("synthetic-%1").arg(i);
        forty.push_back(m);
    }
    std::printf("Large map: %zu models x %zu GPUs = %zu cells\n", forty.size(), many.size(),
                forty.size() * many.size());
    for (FitMap::Mode mode : {FitMap::Mode::Qlora, FitMap::Mode::Best}) {
        char name[128];
        std::snprintf(name, sizeof name, "40 x 10,000: compute, %s", qPrintable(Words::of(mode)));
        report(name, 3, measure(3, [&] { FitMap::compute(job, forty, many, mode); }));
    }
    const FitMap::Map big = FitMap::compute(job, forty, many, FitMap::Mode::Best);
    // Painting 400,000 cells takes minutes; time the first 1,000 GPUs' columns (40,000 cells) and scale up.
    FitMap::Map part = big;
    part.cells.clear();
    for (const FitMap::Cell &c : big.cells) {
        if (c.gpu < 1000)
            part.cells.push_back(c);
    }
    const double partMs = measure(1, [&] { paintAllCells(part); });
    report("40 x 10,000: paint 40,000 cells (delegate path), best", 1, partMs);
    std::printf("%-62s %9.0f ms CPU  (extrapolated from 40,000 cells)\n",
                "40 x 10,000: paint all 400,000 cells, best",
                g_cpuMs * double(big.cells.size()) / double(part.cells.size()));
    return 0;
}
