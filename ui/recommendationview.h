#pragma once

#include "recommend.h"

#include <QWidget>

#include <functional>
#include <optional>

class MemoryBreakdownChart;
class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

/// The result of a recommendation: ranked table, memory chart, formula, exports and "show only GPUs that
/// fit".
class RecommendationView : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendationView(QWidget *parent = nullptr);

    void setRecommendation(const Recommend::Recommendation &recommendation);
    const std::optional<Recommend::Recommendation> &recommendation() const { return m_recommendation; }

    QTableWidget *table() const { return m_table; }
    MemoryBreakdownChart *chart() const { return m_chart; }
    QTextBrowser *formula() const { return m_formula; }
    QPushButton *showOnlyButton() const { return m_showOnly; }

    /// Writes the results: .png (this widget rendered), .pdf (the same on an A4 page) or .csv (the table).
    bool exportTo(const QString &path, QString *error) const;
    /// Asks for a file name; tests replace it so no dialog opens.
    void setFileChooser(std::function<QString(const QString &title, const QString &filter)> chooser);

Q_SIGNALS:
    void showOnlyRequested(const QStringList &ids, const QString &reason);

private:
    void exportAs(const QString &title, const QString &filter);
    QImage renderImage() const;

    std::optional<Recommend::Recommendation> m_recommendation;
    QLabel *m_summary;
    QTableWidget *m_table;
    MemoryBreakdownChart *m_chart;
    QTextBrowser *m_formula;
    QPushButton *m_exportPng;
    QPushButton *m_exportPdf;
    QPushButton *m_exportCsv;
    QPushButton *m_showOnly;
    QLabel *m_status;
    std::function<QString(const QString &, const QString &)> m_chooser;
};
