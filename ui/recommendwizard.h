#pragma once

#include "app/core/job.h"

#include <QWizard>

class JobForm;

/// The guided path to a job: model -> method -> data and memory -> GPUs and constraints, one group of the
/// job's fields a page (the same inputs as the calculator, from the same field table). Finish fills the
/// calculator.
class RecommendWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId
    {
        ModelPageId,
        MethodPageId,
        DataPageId,
        ConstraintsPageId
    };

    explicit RecommendWizard(const Job &start, QWidget *parent = nullptr);

    const Job &job() const { return m_job; }
    /// The form of a page, for tests.
    JobForm *form(PageId page) const;

Q_SIGNALS:
    void jobChosen(const Job &job);

protected:
    void showEvent(QShowEvent *event) override;

private:
    static void focusFirstField(QWidget &form);
    Job m_job;
    QList<JobForm *> m_forms;
};
