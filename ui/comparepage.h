#pragma once

#include "app/core/chartchoices.h"
#include "ui/charts/chartbuilder.h"
#include "ui/exportchooser.h"

#include <QWidget>

#include <functional>

class ComparisonSelection;
class FigureView;
class GpuTableModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;
class Settings;

/// The Compare tab: radar, bar and price/performance charts of the compared GPUs, with export and the PDF
/// report.
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    /// Asks for a file to save: caption, suggested path, filters; sets the chosen filter. Empty means
    /// cancelled.
    using FileChooser = ExportChooser::FileDialog;

    ComparePage(GpuTableModel *model, ComparisonSelection *selection, Settings *settings,
                QWidget *parent = nullptr);

    FigureView *figureView() const { return m_view; }
    ChartKind chartKind() const;
    void setChartKind(ChartKind kind);
    /// What is on screen, as a request: the exports build their own charts from it.
    ChartRequest request() const;
    QSize exportSize() const;
    qreal exportScale() const;
    /// Tests replace the file dialog with this.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    /// Writes the current chart (format from the suffix); remembers the folder and format on success.
    bool exportChart(const QString &path, QString *error);
    /// Writes the one-page comparison report (PDF).
    bool exportReport(const QString &path, QString *error);

public Q_SLOTS:
    void exportChartInteractive();
    void exportReportInteractive();
    void copyImage();
    void refresh();

Q_SIGNALS:
    void statusMessage(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    bool m_stale = true; ///< the chart waits for the page to be shown (keeps start-up fast)
    void buildControls();
    /// A combo box of the option's choices (their words under `dataOf`, or the words themselves), at the
    /// remembered one.
    QComboBox *addChoiceBox(ChartChoices::Option option, const char *name,
                            const std::function<QVariant(const QString &)> &dataOf = {});
    /// Asks for a file, writes it with `write` and says where, or why not (`failure` with the error).
    void saveInteractive(const QString &caption, const QString &name,
                         const QList<ExportChooser::FileType> &types, const QString &format,
                         bool (ComparePage::*write)(const QString &, QString *), const QString &failure);
    void rebuildMetricMenu();
    void updateControls();
    /// The user changed what the chart shows: remember it and redraw. A new selection or theme only redraws.
    void choicesChanged();
    void saveChoices();
    void rememberExport(const QString &path, const QString &format);

    GpuTableModel *m_model;
    ComparisonSelection *m_selection;
    Settings *m_settings;
    FigureView *m_view;
    QComboBox *m_kind;
    QToolButton *m_metricsButton;
    QMenu *m_metricsMenu;
    QLabel *m_performanceLabel;
    QComboBox *m_performance;
    QLabel *m_priceLabel;
    QComboBox *m_price;
    QLabel *m_normalisationLabel;
    QComboBox *m_normalisation;
    QCheckBox *m_log;
    QComboBox *m_size;
    QComboBox *m_scale;
    QPushButton *m_exportButton;
    QPushButton *m_copyButton;
    QPushButton *m_reportButton;
    QStringList m_radarMetrics;
    QStringList m_barMetrics;
    FileChooser m_chooseFile;
    ExportChooser m_exports;
};
