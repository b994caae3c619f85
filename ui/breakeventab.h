#pragma once

#include "app/core/recommend.h"
#include "ui/charts/figurestyle.h"
#include "ui/exportchooser.h"

#include <QSize>
#include <QStringList>
#include <QWidget>

class FigureView;
class QPushButton;
class Settings;

/// The calculator's "Buy or rent" tab: the break-even chart for the GPUs the user picked in the ranking (or
/// its first three that can be costed both ways), and a button that exports it as PNG, SVG or PDF.
class BreakEvenTab : public QWidget
{
    Q_OBJECT

public:
    /// What the chart is exported at: the same logical size as `recommend --breakeven`.
    static constexpr QSize kExportSize{1000, 640};
    /// The least height the chart is laid out at in the window; a shorter pane scrolls to it. Below about
    /// this, the title, legend, axes and notes leave the plot too flat to read.
    static constexpr int kMinimumViewHeight = 280;

    /// With `settings`, the export suggests the folder the last export used and remembers its own.
    explicit BreakEvenTab(Settings *settings = nullptr, QWidget *parent = nullptr);
    /// Shows `recommendation` for the `picked` ids (see BreakEvenChart::chosenIds).
    void setRecommendation(const Recommend::Recommendation &recommendation, const QStringList &picked);
    QStringList shownIds() const { return m_ids; }
    FigureView *view() const { return m_view; }
    QPushButton *exportButton() const { return m_export; }
    /// Writes the chart to `path` (.png, .svg or .pdf) in the window's theme.
    bool exportChart(const QString &path, QString *error) const;
    /// Tests replace the file dialog with this.
    void setFileChooser(ExportChooser::FileDialog chooser) { m_chooseFile = std::move(chooser); }

signals:
    void statusMessage(const QString &text);

protected:
    /// A theme change (the application palette) redraws the chart in the new theme's colours.
    void changeEvent(QEvent *event) override;

private:
    void exportInteractive();
    FigureStyle style() const;

    FigureView *m_view;
    QPushButton *m_export;
    Recommend::Recommendation m_rec;
    QStringList m_ids;
    ExportChooser m_exports;
    ExportChooser::FileDialog m_chooseFile;
};
