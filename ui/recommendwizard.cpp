#include "ui/recommendwizard.h"

#include "ui/jobform.h"

#include <QVBoxLayout>

namespace {

/// One step of the wizard: a form over some of the job's fields, complete while every input is accepted.
class JobPage : public QWizardPage
{
public:
    JobPage(const QString &title, const QString &subTitle, JobForm *form, QWidget *parent)
        : QWizardPage(parent)
        , m_form(form)
    {
        setTitle(title);
        setSubTitle(subTitle);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(form);
        connect(form, &JobForm::edited, this, &QWizardPage::completeChanged);
    }

    bool isComplete() const override { return !m_form->hasErrors(); }

private:
    JobForm *m_form;
};

} // namespace

RecommendWizard::RecommendWizard(const Job &start, QWidget *parent)
    : QWizard(parent)
    , m_job(start)
{
    setObjectName(QStringLiteral("recommendWizard"));
    setWindowTitle(tr("Size a Fine-Tuning Job"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Finish: Show the Ranking"));
    // The page labels keep off the letters of the buttons the wizard shows, as they read in the language
    // shown (Alt+B, Alt+N and Alt+F in English; Qt's German "< &Zurück" takes Alt+Z).
    QString reserved;
    for (const QWizard::WizardButton button :
         {QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton})
        reserved += JobForm::mnemonicOf(buttonText(button));
    struct Step
    {
        PageId id;
        QList<JobFields::Group> groups;
        QString title, subTitle;
    };
    const Step steps[] = {
        {ModelPageId, {JobFields::Group::Model}, tr("Model"), tr("Which model do you want to fine-tune?")},
        {MethodPageId,
         {JobFields::Group::Method},
         tr("Method and precision"),
         tr("How will the model be trained?")},
        {DataPageId,
         {JobFields::Group::Data},
         tr("Data and memory"),
         tr("How long are the sequences, how many tokens, and which memory savers?")},
        {ConstraintsPageId,
         {JobFields::Group::Cluster, JobFields::Group::Constraints},
         tr("GPUs and constraints"),
         tr("How many GPUs, what can you buy or rent, and what matters most?")},
    };
    for (const Step &step : steps) {
        auto *form = new JobForm(step.groups, reserved, this);
        form->setJob(m_job);
        connect(form, &JobForm::jobChanged, this, [this](const Job &changed) { m_job = changed; });
        m_forms << form;
        auto *page = new JobPage(step.title, step.subTitle, form, this);
        // Wide enough for the longest choice ("Rent per GPU-hour (middle of the range)") to show whole;
        // QWizard sizes itself from its pages.
        page->setMinimumWidth(fontMetrics().averageCharWidth() * 105);
        setPage(step.id, page);
    }
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id >= 0 && id < m_forms.size()) {
            m_forms[id]->setJob(m_job); // earlier pages may have changed the job
            focusFirstField(*m_forms[id]);
        }
    });
    connect(this, &QDialog::accepted, this, [this] { Q_EMIT jobChosen(m_job); });
}

void RecommendWizard::focusFirstField(QWidget &form)
{
    // Each page opens with its first field focused, so the keys work on it at once; QWizard leaves the focus
    // on its buttons, where nothing on the page shows it.
    for (QWidget *widget = form.nextInFocusChain(); widget && widget != &form;
         widget = widget->nextInFocusChain()) {
        if (form.isAncestorOf(widget) && widget->isEnabled() && widget->isVisibleTo(&form) &&
            (widget->focusPolicy() & Qt::TabFocus)) {
            widget->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

void RecommendWizard::showEvent(QShowEvent *event)
{
    QWizard::showEvent(event);
    if (JobForm *shown = m_forms.value(currentId()))
        focusFirstField(*shown);
}

JobForm *RecommendWizard::form(PageId page) const
{
    return m_forms.value(int(page));
}
