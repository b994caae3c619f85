#pragma once

#include <QWidget>

class GpuTableModel;
class QLabel;
class QPushButton;
class RecommendWizard;
class RecommendationView;
class Settings;

/// The Recommend tab: the last recommendation (from the remembered answers) and a button that starts the
/// wizard.
class RecommendPage : public QWidget
{
    Q_OBJECT
public:
    RecommendPage(GpuTableModel *model, Settings *settings, QWidget *parent = nullptr);

    RecommendationView *view() const { return m_view; }
    QPushButton *startButton() const { return m_start; }
    /// The wizard, once started.
    RecommendWizard *wizard() const { return m_wizard; }

public Q_SLOTS:
    void startWizard();
    /// Recomputes the shown result from the remembered answers (after the dataset changed, or at start).
    void refresh();

Q_SIGNALS:
    void showOnlyRequested(const QStringList &ids, const QString &reason);

protected:
    void showEvent(QShowEvent *event) override;

private:
    bool m_stale = true; ///< the ranking waits for the page to be shown (keeps start-up fast)
    GpuTableModel *m_model;
    Settings *m_settings;
    QPushButton *m_start;
    QLabel *m_note;
    RecommendationView *m_view;
    RecommendWizard *m_wizard = nullptr;
};
