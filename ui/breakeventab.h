#pragma once

#include "app/core/recommend.h"

#include <QSize>
#include <QStringList>
#include <QWidget>

#include <functional>

class FigureView;
class QPushButton;

/// The calculator's "Buy or rent" tab: the break-even chart for the GPUs the user picked in the ranking (or
/// its first three that can be costed both ways), and a button that exports it as PNG, SVG or PDF.
class BreakEvenTab : public QWidget
{
    Q_OBJECT

public:
    /// What the chart is exported at: the same logical size as `recommend --breakeven`.
    static constexpr QSize kExportSize{1000, 640};

    explicit BreakEvenTab(QWidget *parent = nullptr);
    /// Shows `recommendation` for the `picked` ids (see BreakEvenChart::chosenIds).
    void setRecommendation(const Recommend::Recommendation &recommendation, const QStringList &picked);
    QStringList shownIds() const { return m_ids; }
    FigureView *view() const { return m_view; }
    QPushButton *exportButton() const { return m_export; }
    /// Writes the chart to `path` (.png, .svg or .pdf) in the window's theme.
    bool exportChart(const QString &path, QString *error) const;
    void setFileChooser(std::function<QString(const QString &title, const QString &filters)> chooser);

signals:
    void statusMessage(const QString &text);

protected:
    /// A theme change (the application palette) redraws the chart in the new theme's colours.
    void changeEvent(QEvent *event) override;

private:
    void exportInteractive();
    bool dark() const;

    FigureView *m_view;
    QPushButton *m_export;
    Recommend::Recommendation m_rec;
    QStringList m_ids;
    std::function<QString(const QString &, const QString &)> m_chooser;
};
