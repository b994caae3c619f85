#include "recommendpage.h"

#include "gputablemodel.h"
#include "recommendationview.h"
#include "recommendwizard.h"
#include "settings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

RecommendPage::RecommendPage(GpuTableModel *model, Settings *settings, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_settings(settings)
    , m_start(new QPushButton(tr("&New Recommendation…"), this))
    , m_note(new QLabel(this))
    , m_view(new RecommendationView(this))
{
    setObjectName(QStringLiteral("recommendPage"));
    m_start->setObjectName(QStringLiteral("startWizard"));
    m_start->setAccessibleName(tr("Start the recommendation wizard"));
    m_note->setWordWrap(true);
    auto *top = new QHBoxLayout;
    top->addWidget(m_note, 1);
    top->addWidget(m_start);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_start, &QPushButton::clicked, this, &RecommendPage::startWizard);
    connect(m_view, &RecommendationView::showOnlyRequested, this, &RecommendPage::showOnlyRequested);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RecommendPage::refresh);
    refresh();
}

void RecommendPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void RecommendPage::refresh()
{
    // Ranking every GPU is work for the page the user looks at; a hidden page catches up when shown.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    QVariantMap answers = RecommendWizard::defaultAnswers();
    const QVariantMap stored = m_settings->value(Settings::WizardAnswers).toMap();
    for (auto it = stored.begin(); it != stored.end(); ++it)
        answers.insert(it.key(), it.value());
    Estimate::Workload workload;
    Recommend::Constraints constraints;
    QString error;
    if (!RecommendWizard::toJob(answers, &workload, &constraints, &error)) {
        m_note->setText(
            tr("The remembered answers no longer work (%1). Start a new recommendation.").arg(error));
        return;
    }
    m_view->setRecommendation(Recommend::rank(workload, m_model->dataset().gpus, constraints, QLocale()));
    m_note->setText(stored.isEmpty() ? tr("A starting point for a common job. Answer the wizard for yours.")
                                     : tr("Your last recommendation. Answer the wizard again to change it."));
}

void RecommendPage::startWizard()
{
    delete m_wizard;
    m_wizard = new RecommendWizard(&m_model->dataset(), m_settings, this);
    m_wizard->setAttribute(Qt::WA_DeleteOnClose, false);
    connect(m_wizard, &RecommendWizard::showOnlyRequested, this,
            [this](const QStringList &ids, const QString &reason) {
                m_wizard->accept(); // the grid it narrows is behind the wizard
                Q_EMIT showOnlyRequested(ids, reason);
            });
    connect(m_wizard, &RecommendWizard::recommendationReady, m_view, &RecommendationView::setRecommendation);
    connect(m_wizard, &RecommendWizard::recommendationReady, this, [this] {
        m_note->setText(tr("Your last recommendation. Answer the wizard again to change it."));
    });
    m_wizard->open();
}
