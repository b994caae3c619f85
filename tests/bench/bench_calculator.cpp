// Prints how long the Recommend calculator takes to answer one edit: rank every GPU (estimate, fixes, max
// batch and sequence), refill the results model, and repaint the shown page. One frame at 60 Hz is 16.7 ms.
//
//   bench_calculator [--runs N] [--bundled-only]
//
// Each figure is the median of N runs (default 15) with the fastest and slowest run beside it.
#include "app/core/dataset.h"
#include "app/core/recommend.h"
#include "tests/synthetic.h"
#include "ui/charts/memorybreakdownchart.h"
#include "ui/guisession.h"
#include "ui/jobform.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <vector>

namespace {

int g_runs = 15;

// Counts the paint events a widget gets.
class PaintCounter : public QObject
{
public:
    PaintCounter(QWidget *widget, int *count)
        : m_count(count)
    {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++*m_count;
        return QObject::eventFilter(watched, event);
    }

private:
    int *m_count;
};

// CPU time of this thread (the GUI thread, which ranks and paints), in milliseconds: unlike wall time it does
// not grow when other programs share the cores.
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// "median [min, max]" of g_runs calls, in milliseconds: wall time, then the GUI thread's CPU time.
void report(const char *what, const std::function<void()> &work)
{
    std::vector<double> times;
    std::vector<double> cpu;
    for (int i = 0; i < g_runs; ++i) {
        QElapsedTimer timer;
        const double cpuStart = threadCpuMs();
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(threadCpuMs() - cpuStart);
    }
    std::sort(times.begin(), times.end());
    std::sort(cpu.begin(), cpu.end());
    std::printf("%-40s wall %7.2f ms [%6.2f, %6.2f]  cpu %7.2f ms [%6.2f, %6.2f]\n", what,
                times[times.size() / 2], times.front(), times.back(), cpu[cpu.size() / 2], cpu.front(),
                cpu.back());
    std::fflush(stdout);
}

void measure(const char *what, Dataset dataset)
{
    std::printf("\n== %s: %zu GPUs, %d runs each\n", what, dataset.gpus.size(), g_runs);
    for (const char *method : {"qlora", "full"}) {
        Job job = Job::defaults();
        QString error;
        JobFields::set(job, QStringLiteral("method"), QString::fromLatin1(method), &error);
        report(qPrintable(QStringLiteral("rank (%1, with fixes)").arg(QLatin1String(method))),
               [&] { Recommend::rank(job.workload, dataset.gpus, job.constraints); });
    }

    QTemporaryDir dir;
    GuiSession session(std::move(dataset), std::make_unique<QSettings>(dir.filePath(QStringLiteral("b.ini")),
                                                                       QSettings::IniFormat));
    MainWindow &window = session.window();
    window.resize(1400, 860);
    window.show();
    window.showPage(MainWindow::RecommendTab);
    RecommendPage *page = window.recommendPage();
    QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);
    auto *seqBox = qobject_cast<QSpinBox *>(page->form()->editor(QStringLiteral("seq")));
    int seq = 1024;
    auto nextSeq = [&] { return seq = seq >= 8192 ? 1024 : seq + 512; };
    // The figure that must fit a frame: the input commits, the page re-ranks, and the whole window (the
    // inputs, the summary, the table, the tab below it) is painted again.
    report("edit -> re-rank + paint window", [&] {
        seqBox->setValue(nextSeq()); // as typing does: the input commits, the page re-ranks
        page->recompute();
        window.render(&frame);
    });
    // The frame an edit makes in the running program: the event loop lays out and repaints what changed (the
    // input, the summary, the table, the chart) into the window's backing store; the unchanged inputs are not
    // painted again. Events are processed until both the table and the chart have been painted.
    int tablePaints = 0, chartPaints = 0, late = 0;
    PaintCounter countTable(page->table()->viewport(), &tablePaints);
    QWidget *chartViewport = page->chart()->findChild<QAbstractScrollArea *>()->viewport();
    PaintCounter countChart(chartViewport, &chartPaints);
    QCoreApplication::processEvents();
    report("edit -> re-rank + the event loop's frame", [&] {
        const int table = tablePaints, chart = chartPaints;
        seqBox->setValue(nextSeq());
        page->recompute();
        QElapsedTimer waited;
        waited.start();
        while ((tablePaints == table || chartPaints == chart) && waited.elapsed() < 1000)
            QCoreApplication::processEvents();
        late += tablePaints == table || chartPaints == chart ? 1 : 0;
    });
    if (late > 0)
        std::printf("  (%d of %d frames did not paint both the table and the chart within a second)\n", late,
                    g_runs);
    report("edit -> re-rank + refill (no paint)", [&] {
        seqBox->setValue(nextSeq());
        page->recompute();
    });
    QImage pageFrame(page->size(), QImage::Format_ARGB32_Premultiplied);
    report("paint the whole Recommend page", [&] { page->render(&pageFrame); });
    // What an edit repaints: the answer (summary, table, the tab below it), not the unchanged inputs.
    QWidget *answer = page->table()->parentWidget();
    QImage answerFrame(answer->size(), QImage::Format_ARGB32_Premultiplied);
    report("paint the answer side", [&] { answer->render(&answerFrame); });
    report("edit -> re-rank + paint the answer", [&] {
        seqBox->setValue(nextSeq());
        page->recompute();
        answer->render(&answerFrame);
    });
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    bool bundledOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--bundled-only")) {
            bundledOnly = true;
        } else if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) {
            g_runs = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: bench_calculator [--runs N] [--bundled-only]\n");
            return 2;
        }
    }
    DatasetLoadResult bundled = loadBundledDataset();
    if (!bundled.ok())
        qFatal("bundled dataset invalid");
    measure("bundled", std::move(*bundled.dataset));
    if (bundledOnly)
        return 0;
    DatasetLoadResult synthetic = parseDataset(syntheticDataset(10000), QStringLiteral("synthetic"));
    if (!synthetic.ok())
        qFatal("synthetic dataset invalid: %s", qPrintable(synthetic.errorText()));
    measure("synthetic", std::move(*synthetic.dataset));
    return 0;
}
