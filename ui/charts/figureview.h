#pragma once

#include "chartbuilder.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

/// Shows a ChartFigure on screen: one chart view per chart, the notes below, hover tooltips with real values.
class FigureView : public QWidget
{
    Q_OBJECT
public:
    explicit FigureView(QWidget *parent = nullptr);

    /// Takes the figure's charts; the previous ones are deleted.
    void setFigure(ChartFigure figure);

    int chartCount() const { return int(m_views.size()); }
    QChart *chart(int index) const;
    QString message() const;
    QString notes() const;

private:
    void showTip(const QAbstractSeries *series, const QPointF &point, bool entered);

    QVBoxLayout *m_chartsLayout;
    QLabel *m_message;
    QLabel *m_notes;
    std::vector<QWidget *> m_views;
    QHash<const QAbstractSeries *, QStringList> m_tips;
};
