// The yardstick for start-up: a minimal Qt Widgets program with one table and one chart, saved as a PNG
// the same way `gpuscout screenshot` saves its window: posted events sent, then one paint by QWidget::grab().
#include "app/core/startupclock.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QPixmap>
#include <QStandardItemModel>
#include <QTableView>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *model = new QStandardItemModel(33, 8, &window);
    for (int row = 0; row < 33; ++row)
        for (int column = 0; column < 8; ++column)
            model->setItem(row, column, new QStandardItem(QString::number(row * column)));
    auto *table = new QTableView(&window);
    table->setModel(model);
    layout->addWidget(table);
    auto *set = new QBarSet(QStringLiteral("values"));
    *set << 1 << 3 << 2 << 5;
    auto *series = new QBarSeries;
    series->append(set);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    layout->addWidget(new QChartView(chart, &window));
    window.resize(1400, 860);
    window.show();
    QCoreApplication::sendPostedEvents(); // then one paint, by grab(), as in app/screenshotcommand.cpp
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/dev/null");
    const QPixmap pixmap = window.grab();
    StartupClock::reportFirstPaint();
    return pixmap.save(out, "PNG") ? 0 : 1;
}
