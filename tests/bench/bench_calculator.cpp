// Prints how long the Recommend calculator takes to answer one edit: rank every GPU (estimate, fixes, max
// batch and sequence), refill the results model, and repaint the shown page. One frame at 60 Hz is 16.7 ms.
#include "app/core/dataset.h"
#include "app/core/recommend.h"
#include "tests/bench/benchtiming.h"
#include "tests/synthetic.h"
#include "ui/guisession.h"
#include "ui/jobform.h"
#include "ui/mainwindow.h"
#include "ui/recommendpage.h"

#include <QApplication>
#include <QImage>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>

#include <cstdio>

namespace {

void measure(const char *what, Dataset dataset)
{
    std::printf("\n== %s: %zu GPUs\n", what, dataset.gpus.size());
    for (const char *method : {"qlora", "full"}) {
        Job job = Job::defaults();
        QString error;
        JobFields::set(job, QStringLiteral("method"), QString::fromLatin1(method), &error);
        const double rank =
            medianMs(7, [&] { Recommend::rank(job.workload, dataset.gpus, job.constraints); });
        std::printf("rank (%-5s, with fixes)          %9.2f ms\n", method, rank);
    }

    QTemporaryDir dir;
    GuiSession session(std::move(dataset), std::make_unique<QSettings>(dir.filePath(QStringLiteral("b.ini")),
                                                                       QSettings::IniFormat));
    MainWindow &window = session.window();
    window.resize(1400, 860);
    window.show();
    window.showPage(MainWindow::RecommendPage);
    RecommendPage *page = window.recommendPage();
    QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);
    auto *seqBox = qobject_cast<QSpinBox *>(page->form()->editor(QStringLiteral("seq")));
    int seq = 1024;
    const double edit = medianMs(7, [&] {
        seqBox->setValue(seq += 512); // as typing does: the input commits, the page re-ranks
        page->recompute();
        window.render(&frame);
    });
    std::printf("edit -> re-rank + paint window     %9.2f ms\n", edit);
    QImage pageFrame(page->size(), QImage::Format_ARGB32_Premultiplied);
    const double recompute = medianMs(7, [&] {
        seqBox->setValue(seq += 512); // as typing does: the input commits, the page re-ranks
        page->recompute();
    });
    std::printf("edit -> re-rank + refill (no paint) %8.2f ms\n", recompute);
    const double paint = medianMs(7, [&] { page->render(&pageFrame); });
    std::printf("paint the whole Recommend page     %9.2f ms\n", paint);
    // What an edit repaints: the answer (summary, table, the tab below it), not the unchanged inputs.
    QWidget *answer = page->table()->parentWidget();
    QImage answerFrame(answer->size(), QImage::Format_ARGB32_Premultiplied);
    const double answerPaint = medianMs(7, [&] { answer->render(&answerFrame); });
    std::printf("paint the answer side              %9.2f ms\n", answerPaint);
    const double both = medianMs(7, [&] {
        seqBox->setValue(seq += 512); // as typing does: the input commits, the page re-ranks
        page->recompute();
        answer->render(&answerFrame);
    });
    std::printf("edit -> re-rank + paint the answer %9.2f ms\n", both);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    DatasetLoadResult bundled = loadBundledDataset();
    if (!bundled.ok())
        qFatal("bundled dataset invalid");
    measure("bundled", std::move(*bundled.dataset));
    DatasetLoadResult synthetic = parseDataset(syntheticDataset(10000), QStringLiteral("synthetic"));
    if (!synthetic.ok())
        qFatal("synthetic dataset invalid: %s", qPrintable(synthetic.errorText()));
    measure("synthetic", std::move(*synthetic.dataset));
    return 0;
}
