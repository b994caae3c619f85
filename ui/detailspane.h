#pragma once

#include "app/core/gpu.h"

#include <QTextBrowser>

#include <optional>

/// The details pane beside the spec grid: every figure of one GPU with its notes and sources, its values in
/// a column that starts after the longest figure label.
class DetailsPane : public QTextBrowser
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);

    /// Shows `gpu` (a copy; nullptr: no GPU is current), with its "in this machine" line when
    /// `installedHere`. The text is set while the pane is shown: a hidden pane would lay out its HTML table
    /// at every size the window passes through while it opens, and once more at the final one.
    void showGpu(const Gpu *gpu, bool installedHere);
    /// What the pane says while no GPU is current (HTML).
    void setNoGpuText(const QString &html) { m_noGpuText = html; }
    /// The pane's HTML for the GPU it shows.
    QString html() const;
    /// Where the values start, in pixels: after the longest figure label and a gap.
    int figureIndent() const { return m_figureIndent; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Measures figureIndent() and the narrowest width that keeps values whole.
    void measureFigures();
    void refresh();
    void fill();

    std::optional<Gpu> m_gpu;
    bool m_installedHere = false;
    QString m_noGpuText;
    bool m_stale = true; ///< the pane does not show html() yet
    int m_figureIndent = 0;
};
