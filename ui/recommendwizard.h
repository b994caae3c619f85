#pragma once

#include "recommend.h"

#include <QVariantMap>
#include <QWizard>

class RecommendationView;
class Settings;
struct Dataset;

/// Asks for the fine-tuning job and the constraints, then shows the ranked GPUs (model -> method -> data ->
/// constraints -> results). Remembers the last answers.
class RecommendWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId
    {
        ModelPageId,
        MethodPageId,
        DataPageId,
        ConstraintsPageId,
        ResultsPageId
    };

    RecommendWizard(const Dataset *dataset, Settings *settings, QWidget *parent = nullptr);

    /// The answers as stored in Settings::WizardAnswers.
    QVariantMap answers() const;
    static QVariantMap defaultAnswers();
    /// Turns stored answers into a job and constraints; false with a reason when they do not make one.
    static bool toJob(const QVariantMap &answers, Estimate::Workload *workload,
                      Recommend::Constraints *constraints, QString *error);

    RecommendationView *resultsView() const;
    /// Computes the recommendation from the current answers (the results page does this on entry).
    bool computeRecommendation(QString *error);
    const std::optional<Recommend::Recommendation> &recommendation() const;

Q_SIGNALS:
    void showOnlyRequested(const QStringList &ids, const QString &reason);
    void recommendationReady(const Recommend::Recommendation &recommendation);

private:
    void restoreAnswers(const QVariantMap &answers);

    const Dataset *m_dataset;
    Settings *m_settings;
};
