#include "recommendwizard.h"

#include "dataset.h"
#include "parse.h"
#include "recommendationview.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Estimate;
using namespace Recommend;

namespace {

// A label with a mnemonic whose buddy is `field`, so Alt+letter reaches every control.
QLabel *buddyLabel(const QString &text, QWidget *field, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    QString name = text;
    name.remove(QLatin1Char('&'));
    if (name.endsWith(QLatin1Char(':')))
        name.chop(1);
    field->setAccessibleName(name);
    return label;
}

QComboBox *combo(const QStringList &labels, const QStringList &values, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (int i = 0; i < labels.size(); ++i)
        box->addItem(labels.at(i), values.at(i));
    return box;
}

void selectData(QComboBox *box, const QVariant &value)
{
    const int index = box->findData(value);
    if (index >= 0)
        box->setCurrentIndex(index);
}

QString comboValue(const QComboBox *box)
{
    return box->currentData().toString();
}

QSpinBox *spin(int minimum, int maximum, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    return box;
}

/// Model: a preset, a parameter count, or a config.json file.
class ModelPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(RecommendWizard)

public:
    explicit ModelPage(QWidget *parent)
        : QWizardPage(parent)
    {
        setTitle(tr("Model"));
        setSubTitle(tr("Which model do you want to fine-tune?"));
        QStringList labels, values;
        for (const ModelShape &m : ModelPresets::all()) {
            labels << QStringLiteral("%1 (%2B)").arg(m.name).arg(m.totalParams() / 1e9, 0, 'f', 1);
            values << m.id;
        }
        labels << tr("Other: a parameter count") << tr("Other: a config.json file");
        values << QStringLiteral("params") << QStringLiteral("config");
        m_model = combo(labels, values, this);
        m_model->setObjectName(QStringLiteral("modelCombo"));
        m_params = new QLineEdit(this);
        m_params->setObjectName(QStringLiteral("paramsEdit"));
        m_params->setPlaceholderText(tr("e.g. 8B, 350M, 7.24e9"));
        m_config = new QLineEdit(this);
        m_config->setObjectName(QStringLiteral("configEdit"));
        m_config->setPlaceholderText(tr("path to config.json"));
        m_browse = new QPushButton(tr("&Browse…"), this);
        m_browse->setAccessibleName(tr("Choose a config.json file"));
        m_error = new QLabel(this);
        m_error->setObjectName(QStringLiteral("modelError"));
        m_error->setWordWrap(true);
        m_error->setStyleSheet(QStringLiteral("color: #b00020"));

        auto *form = new QFormLayout(this);
        form->addRow(buddyLabel(tr("&Model:"), m_model, this), m_model);
        form->addRow(buddyLabel(tr("&Parameters:"), m_params, this), m_params);
        auto *configRow = new QHBoxLayout;
        configRow->addWidget(m_config, 1);
        configRow->addWidget(m_browse);
        form->addRow(buddyLabel(tr("&Config file:"), m_config, this), configRow);
        form->addRow(m_error);

        registerField(QStringLiteral("model"), m_model, "currentIndex", SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("params"), m_params);
        registerField(QStringLiteral("config"), m_config);
        connect(m_model, &QComboBox::currentIndexChanged, this, &ModelPage::update);
        connect(m_params, &QLineEdit::textChanged, this, &ModelPage::update);
        connect(m_config, &QLineEdit::textChanged, this, &ModelPage::update);
        connect(m_browse, &QPushButton::clicked, this, [this] {
            const QString path = QFileDialog::getOpenFileName(this, tr("Model config"), QString(),
                                                              tr("Hugging Face config (config.json *.json)"));
            if (!path.isEmpty())
                m_config->setText(path);
        });
        update();
    }

    bool isComplete() const override { return problem().isEmpty(); }

    QComboBox *m_model;
    QLineEdit *m_params;
    QLineEdit *m_config;
    QPushButton *m_browse;
    QLabel *m_error;

private:
    QString problem() const
    {
        const QString choice = comboValue(m_model);
        QString error;
        if (choice == QLatin1String("params") && !Parse::paramCount(m_params->text().trimmed(), &error))
            return m_params->text().isEmpty() ? QStringLiteral(" ") : tr("Parameters: %1").arg(error);
        if (choice == QLatin1String("config") &&
            !ModelPresets::readConfig(m_config->text().trimmed(), &error))
            return m_config->text().isEmpty() ? QStringLiteral(" ") : error;
        return {};
    }

    void update()
    {
        const QString choice = comboValue(m_model);
        m_params->setEnabled(choice == QLatin1String("params"));
        m_config->setEnabled(choice == QLatin1String("config"));
        m_browse->setEnabled(choice == QLatin1String("config"));
        m_error->setText(problem().trimmed());
        Q_EMIT completeChanged();
    }
};

/// Method, LoRA settings, precision, optimizer and memory savers.
class MethodPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(RecommendWizard)

public:
    explicit MethodPage(QWidget *parent)
        : QWizardPage(parent)
    {
        setTitle(tr("Method and precision"));
        setSubTitle(tr("How will the model be trained?"));
        m_method = combo({tr("QLoRA (4-bit base)"), tr("LoRA (16-bit base)"), tr("Full fine-tuning")},
                         {QStringLiteral("qlora"), QStringLiteral("lora"), QStringLiteral("full")}, this);
        m_rank = spin(1, 1024, this);
        m_targets = combo({tr("All linear layers"), tr("Attention (q, k, v, o)"), tr("q and v only")},
                          {QStringLiteral("all"), QStringLiteral("attn"), QStringLiteral("qv")}, this);
        m_precision =
            combo({tr("bf16 mixed (fp32 master weights)"), tr("Pure bf16"), tr("fp16 mixed"), tr("fp32")},
                  {QStringLiteral("bf16-mixed"), QStringLiteral("bf16"), QStringLiteral("fp16-mixed"),
                   QStringLiteral("fp32")},
                  this);
        m_optimizer =
            combo({tr("AdamW"), tr("8-bit AdamW"), tr("SGD with momentum")},
                  {QStringLiteral("adamw"), QStringLiteral("adamw8bit"), QStringLiteral("sgd")}, this);
        m_checkpointing = new QCheckBox(tr("&Gradient checkpointing (recompute activations)"), this);
        m_checkpointing->setAccessibleName(tr("Gradient checkpointing"));
        m_flash = new QCheckBox(tr("F&lash / SDPA attention"), this);
        m_flash->setAccessibleName(tr("Flash attention"));

        auto *form = new QFormLayout(this);
        form->addRow(buddyLabel(tr("M&ethod:"), m_method, this), m_method);
        form->addRow(buddyLabel(tr("LoRA &rank:"), m_rank, this), m_rank);
        form->addRow(buddyLabel(tr("LoRA &targets:"), m_targets, this), m_targets);
        form->addRow(buddyLabel(tr("&Precision:"), m_precision, this), m_precision);
        form->addRow(buddyLabel(tr("&Optimizer:"), m_optimizer, this), m_optimizer);
        form->addRow(m_checkpointing);
        form->addRow(m_flash);

        registerField(QStringLiteral("method"), m_method, "currentIndex", SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("rank"), m_rank);
        registerField(QStringLiteral("targets"), m_targets, "currentIndex", SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("precision"), m_precision, "currentIndex",
                      SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("optimizer"), m_optimizer, "currentIndex",
                      SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("gc"), m_checkpointing);
        registerField(QStringLiteral("flash"), m_flash);
        connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
            const bool adapters = comboValue(m_method) != QLatin1String("full");
            m_rank->setEnabled(adapters);
            m_targets->setEnabled(adapters);
        });
    }

    QComboBox *m_method, *m_targets, *m_precision, *m_optimizer;
    QSpinBox *m_rank;
    QCheckBox *m_checkpointing, *m_flash;
};

/// Sequence length, micro-batch and the token budget.
class DataPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(RecommendWizard)

public:
    explicit DataPage(QWidget *parent)
        : QWizardPage(parent)
    {
        setTitle(tr("Data"));
        setSubTitle(tr("How long are the sequences, and how many tokens will you train on?"));
        m_seq = spin(16, 1'000'000, this);
        m_seq->setSingleStep(512);
        m_batch = spin(1, 4096, this);
        m_tokens = new QLineEdit(this);
        m_tokens->setObjectName(QStringLiteral("tokensEdit"));
        m_tokens->setPlaceholderText(tr("e.g. 100M, 2B (all epochs); empty: no time or cost"));
        m_error = new QLabel(this);
        m_error->setWordWrap(true);
        m_error->setStyleSheet(QStringLiteral("color: #b00020"));
        auto *form = new QFormLayout(this);
        form->addRow(buddyLabel(tr("&Sequence length (tokens):"), m_seq, this), m_seq);
        form->addRow(buddyLabel(tr("&Micro-batch per GPU:"), m_batch, this), m_batch);
        form->addRow(buddyLabel(tr("&Training tokens:"), m_tokens, this), m_tokens);
        form->addRow(m_error);
        registerField(QStringLiteral("seq"), m_seq);
        registerField(QStringLiteral("batch"), m_batch);
        registerField(QStringLiteral("tokens"), m_tokens);
        connect(m_tokens, &QLineEdit::textChanged, this, [this] {
            QString error;
            const QString text = m_tokens->text().trimmed();
            if (text.isEmpty() || Parse::paramCount(text, &error)) {
                m_error->clear();
            } else {
                // Parse's message speaks of a parameter count; the phrase is swapped in the user's language.
                //: Must match the phrase in the Parse message "expected a parameter count such as 8B, ..."
                const QString parameterCount = tr("a parameter count");
                m_error->setText(tr("Tokens: %1").arg(error.replace(parameterCount, tr("a token count"))));
            }
            Q_EMIT completeChanged();
        });
    }

    bool isComplete() const override
    {
        QString error;
        const QString text = m_tokens->text().trimmed();
        return text.isEmpty() || Parse::paramCount(text, &error).has_value();
    }

    QSpinBox *m_seq, *m_batch;
    QLineEdit *m_tokens;
    QLabel *m_error;
};

/// Budget, environment, power and GPU count, and what to optimise.
class ConstraintsPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(RecommendWizard)

public:
    explicit ConstraintsPage(QWidget *parent)
        : QWizardPage(parent)
    {
        setTitle(tr("Constraints"));
        setSubTitle(tr("What can you buy or rent, and what matters most?"));
        m_price = combo({tr("Buy the cards"), tr("Rent in the cloud (per hour)")},
                        {QStringLiteral("purchase"), QStringLiteral("cloud")}, this);
        m_budget = new QLineEdit(this);
        m_budget->setObjectName(QStringLiteral("budgetEdit"));
        m_budget->setPlaceholderText(tr("USD for all cards, or USD per hour; empty: no limit"));
        m_datacenter = new QCheckBox(tr("&Data centre"), this);
        m_workstation = new QCheckBox(tr("&Workstation"), this);
        m_consumer = new QCheckBox(tr("&Consumer (GeForce)"), this);
        m_watts = spin(0, 100000, this);
        m_watts->setSpecialValueText(tr("no limit"));
        m_watts->setSuffix(tr(" W"));
        m_watts->setSingleStep(50);
        m_maxGpus = spin(1, 1024, this);
        m_optimize = combo({tr("Speed (time to train)"), tr("Cost"), tr("Value (throughput per dollar)")},
                           {QStringLiteral("speed"), QStringLiteral("cost"), QStringLiteral("value")}, this);
        m_error = new QLabel(this);
        m_error->setWordWrap(true);
        m_error->setStyleSheet(QStringLiteral("color: #b00020"));

        auto *segments = new QHBoxLayout;
        segments->addWidget(m_datacenter);
        segments->addWidget(m_workstation);
        segments->addWidget(m_consumer);
        auto *form = new QFormLayout(this);
        form->addRow(buddyLabel(tr("&Price:"), m_price, this), m_price);
        form->addRow(buddyLabel(tr("&Budget (USD):"), m_budget, this), m_budget);
        auto *segmentLabel = buddyLabel(tr("Environment:"), m_datacenter, this);
        m_datacenter->setAccessibleName(tr("Data centre GPUs"));
        m_workstation->setAccessibleName(tr("Workstation GPUs"));
        m_consumer->setAccessibleName(tr("Consumer GPUs"));
        form->addRow(segmentLabel, segments);
        form->addRow(buddyLabel(tr("Power &limit:"), m_watts, this), m_watts);
        form->addRow(buddyLabel(tr("Most GP&Us:"), m_maxGpus, this), m_maxGpus);
        form->addRow(buddyLabel(tr("Optimi&ze for:"), m_optimize, this), m_optimize);
        form->addRow(m_error);

        registerField(QStringLiteral("price"), m_price, "currentIndex", SIGNAL(currentIndexChanged(int)));
        registerField(QStringLiteral("budget"), m_budget);
        registerField(QStringLiteral("datacenter"), m_datacenter);
        registerField(QStringLiteral("workstation"), m_workstation);
        registerField(QStringLiteral("consumer"), m_consumer);
        registerField(QStringLiteral("watts"), m_watts);
        registerField(QStringLiteral("maxGpus"), m_maxGpus);
        registerField(QStringLiteral("optimize"), m_optimize, "currentIndex",
                      SIGNAL(currentIndexChanged(int)));
        for (QCheckBox *box : {m_datacenter, m_workstation, m_consumer})
            connect(box, &QCheckBox::toggled, this, &ConstraintsPage::update);
        connect(m_budget, &QLineEdit::textChanged, this, &ConstraintsPage::update);
    }

    bool isComplete() const override { return problem().isEmpty(); }

    QComboBox *m_price, *m_optimize;
    QLineEdit *m_budget;
    QCheckBox *m_datacenter, *m_workstation, *m_consumer;
    QSpinBox *m_watts, *m_maxGpus;
    QLabel *m_error;

private:
    QString problem() const
    {
        if (!m_datacenter->isChecked() && !m_workstation->isChecked() && !m_consumer->isChecked())
            return tr("Choose at least one environment.");
        QString error;
        const QString budget = m_budget->text().trimmed();
        if (!budget.isEmpty() && !Parse::number(budget, 0.01, 1e9, &error))
            return tr("Budget: %1").arg(error);
        return {};
    }

    void update()
    {
        m_error->setText(problem());
        Q_EMIT completeChanged();
    }
};

/// The ranked GPUs for the answers given.
class ResultsPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(RecommendWizard)

public:
    ResultsPage(RecommendWizard *wizard)
        : QWizardPage(wizard)
        , m_wizard(wizard)
        , m_view(new RecommendationView(this))
        , m_error(new QLabel(this))
    {
        setTitle(tr("Recommendation"));
        setSubTitle(
            tr("GPUs ranked for this job. Memory is per GPU; speed and time for the whole configuration."));
        m_error->setWordWrap(true);
        m_error->setStyleSheet(QStringLiteral("color: #b00020"));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_error);
        layout->addWidget(m_view, 1);
        setFinalPage(true);
    }

    void initializePage() override
    {
        QString error;
        m_error->setText(m_wizard->computeRecommendation(&error) ? QString() : error);
        m_error->setVisible(!m_error->text().isEmpty());
    }

    RecommendWizard *m_wizard;
    RecommendationView *m_view;
    QLabel *m_error;
};

} // namespace

RecommendWizard::RecommendWizard(const Dataset *dataset, Settings *settings, QWidget *parent)
    : QWizard(parent)
    , m_dataset(dataset)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("recommendWizard"));
    setWindowTitle(tr("Recommend a GPU"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::IndependentPages, true); // Back keeps what was typed
    setOption(QWizard::NoCancelButtonOnLastPage, false);
    setPage(ModelPageId, new ModelPage(this));
    setPage(MethodPageId, new MethodPage(this));
    setPage(DataPageId, new DataPage(this));
    setPage(ConstraintsPageId, new ConstraintsPage(this));
    setPage(ResultsPageId, new ResultsPage(this));
    setStartId(ModelPageId);
    resize(1100, 760);

    QVariantMap answers = defaultAnswers();
    if (m_settings) {
        const QVariantMap stored = m_settings->value(Settings::WizardAnswers).toMap();
        for (auto it = stored.begin(); it != stored.end(); ++it)
            answers.insert(it.key(), it.value());
    }
    restoreAnswers(answers);
    connect(resultsView(), &RecommendationView::showOnlyRequested, this, &RecommendWizard::showOnlyRequested);
}

RecommendationView *RecommendWizard::resultsView() const
{
    return static_cast<ResultsPage *>(page(ResultsPageId))->m_view;
}

const std::optional<Recommendation> &RecommendWizard::recommendation() const
{
    return resultsView()->recommendation();
}

QVariantMap RecommendWizard::defaultAnswers()
{
    return {
        {QStringLiteral("model"), QStringLiteral("llama-3.1-8b")},
        {QStringLiteral("params"), QString()},
        {QStringLiteral("config"), QString()},
        {QStringLiteral("method"), QStringLiteral("qlora")},
        {QStringLiteral("rank"), 16},
        {QStringLiteral("targets"), QStringLiteral("all")},
        {QStringLiteral("precision"), QStringLiteral("bf16-mixed")},
        {QStringLiteral("optimizer"), QStringLiteral("adamw")},
        {QStringLiteral("gc"), true}, // what PEFT's prepare_model_for_kbit_training and most recipes turn on
        {QStringLiteral("flash"), true},
        {QStringLiteral("seq"), 2048},
        {QStringLiteral("batch"), 1},
        {QStringLiteral("tokens"), QStringLiteral("100M")},
        {QStringLiteral("price"), QStringLiteral("cloud")},
        {QStringLiteral("budget"), QString()},
        {QStringLiteral("segments"), QStringList{QStringLiteral("datacenter"), QStringLiteral("workstation"),
                                                 QStringLiteral("consumer")}},
        {QStringLiteral("watts"), 0},
        {QStringLiteral("maxGpus"), 8},
        {QStringLiteral("optimize"), QStringLiteral("value")}, // cheapest tokens first: a useful start
    };
}

void RecommendWizard::restoreAnswers(const QVariantMap &a)
{
    auto *model = static_cast<ModelPage *>(page(ModelPageId));
    selectData(model->m_model, a.value(QStringLiteral("model")));
    model->m_params->setText(a.value(QStringLiteral("params")).toString());
    model->m_config->setText(a.value(QStringLiteral("config")).toString());
    auto *method = static_cast<MethodPage *>(page(MethodPageId));
    selectData(method->m_method, a.value(QStringLiteral("method")));
    method->m_rank->setValue(a.value(QStringLiteral("rank")).toInt());
    selectData(method->m_targets, a.value(QStringLiteral("targets")));
    selectData(method->m_precision, a.value(QStringLiteral("precision")));
    selectData(method->m_optimizer, a.value(QStringLiteral("optimizer")));
    method->m_checkpointing->setChecked(a.value(QStringLiteral("gc")).toBool());
    method->m_flash->setChecked(a.value(QStringLiteral("flash")).toBool());
    auto *dataPage = static_cast<DataPage *>(page(DataPageId));
    dataPage->m_seq->setValue(a.value(QStringLiteral("seq")).toInt());
    dataPage->m_batch->setValue(a.value(QStringLiteral("batch")).toInt());
    dataPage->m_tokens->setText(a.value(QStringLiteral("tokens")).toString());
    auto *c = static_cast<ConstraintsPage *>(page(ConstraintsPageId));
    selectData(c->m_price, a.value(QStringLiteral("price")));
    c->m_budget->setText(a.value(QStringLiteral("budget")).toString());
    const QStringList segments = a.value(QStringLiteral("segments")).toStringList();
    c->m_datacenter->setChecked(segments.contains(QStringLiteral("datacenter")));
    c->m_workstation->setChecked(segments.contains(QStringLiteral("workstation")));
    c->m_consumer->setChecked(segments.contains(QStringLiteral("consumer")));
    c->m_watts->setValue(a.value(QStringLiteral("watts")).toInt());
    c->m_maxGpus->setValue(std::max(1, a.value(QStringLiteral("maxGpus")).toInt()));
    selectData(c->m_optimize, a.value(QStringLiteral("optimize")));
}

QVariantMap RecommendWizard::answers() const
{
    const auto *model = static_cast<const ModelPage *>(page(ModelPageId));
    const auto *method = static_cast<const MethodPage *>(page(MethodPageId));
    const auto *dataPage = static_cast<const DataPage *>(page(DataPageId));
    const auto *c = static_cast<const ConstraintsPage *>(page(ConstraintsPageId));
    QStringList segments;
    if (c->m_datacenter->isChecked())
        segments << QStringLiteral("datacenter");
    if (c->m_workstation->isChecked())
        segments << QStringLiteral("workstation");
    if (c->m_consumer->isChecked())
        segments << QStringLiteral("consumer");
    return {
        {QStringLiteral("model"), comboValue(model->m_model)},
        {QStringLiteral("params"), model->m_params->text().trimmed()},
        {QStringLiteral("config"), model->m_config->text().trimmed()},
        {QStringLiteral("method"), comboValue(method->m_method)},
        {QStringLiteral("rank"), method->m_rank->value()},
        {QStringLiteral("targets"), comboValue(method->m_targets)},
        {QStringLiteral("precision"), comboValue(method->m_precision)},
        {QStringLiteral("optimizer"), comboValue(method->m_optimizer)},
        {QStringLiteral("gc"), method->m_checkpointing->isChecked()},
        {QStringLiteral("flash"), method->m_flash->isChecked()},
        {QStringLiteral("seq"), dataPage->m_seq->value()},
        {QStringLiteral("batch"), dataPage->m_batch->value()},
        {QStringLiteral("tokens"), dataPage->m_tokens->text().trimmed()},
        {QStringLiteral("price"), comboValue(c->m_price)},
        {QStringLiteral("budget"), c->m_budget->text().trimmed()},
        {QStringLiteral("segments"), segments},
        {QStringLiteral("watts"), c->m_watts->value()},
        {QStringLiteral("maxGpus"), c->m_maxGpus->value()},
        {QStringLiteral("optimize"), comboValue(c->m_optimize)},
    };
}

bool RecommendWizard::toJob(const QVariantMap &a, Workload *w, Constraints *c, QString *error)
{
    const QString model = a.value(QStringLiteral("model")).toString();
    if (model == QLatin1String("params")) {
        const auto n = Parse::paramCount(a.value(QStringLiteral("params")).toString(), error);
        if (!n)
            return false;
        w->model = ModelPresets::forParameterCount(*n);
    } else if (model == QLatin1String("config")) {
        const auto shape = ModelPresets::readConfig(a.value(QStringLiteral("config")).toString(), error);
        if (!shape)
            return false;
        w->model = *shape;
    } else if (const ModelShape *preset = ModelPresets::find(model)) {
        w->model = *preset;
    } else {
        *error = tr("Unknown model preset \"%1\"").arg(model);
        return false;
    }
    w->method = Words::parse<Method>(a.value(QStringLiteral("method")).toString()).value_or(Method::Qlora);
    w->loraRank = std::clamp(a.value(QStringLiteral("rank")).toInt(), 1, 1024);
    w->loraTargets =
        Words::parse<LoraTargets>(a.value(QStringLiteral("targets")).toString()).value_or(LoraTargets::AllLinear);
    w->precision =
        Words::parse<Precision>(a.value(QStringLiteral("precision")).toString()).value_or(Precision::Bf16Mixed);
    w->optimizer = Words::parse<Optimizer>(a.value(QStringLiteral("optimizer")).toString()).value_or(Optimizer::AdamW);
    w->checkpointing = a.value(QStringLiteral("gc")).toBool() ? Checkpointing::Full : Checkpointing::None;
    w->flashAttention = a.value(QStringLiteral("flash")).toBool();
    w->seqLen = std::max(1, a.value(QStringLiteral("seq")).toInt());
    w->microBatch = std::max(1, a.value(QStringLiteral("batch")).toInt());
    const QString tokens = a.value(QStringLiteral("tokens")).toString();
    w->tokens = 0;
    if (!tokens.isEmpty()) {
        const auto t = Parse::paramCount(tokens, error);
        if (!t)
            return false;
        w->tokens = *t;
    }
    c->price = Words::parse<PriceMode>(a.value(QStringLiteral("price")).toString()).value_or(PriceMode::Cloud);
    const QString budget = a.value(QStringLiteral("budget")).toString();
    c->budgetUsd.reset();
    if (!budget.isEmpty()) {
        const auto b = Parse::number(budget, 0.01, 1e9, error);
        if (!b)
            return false;
        c->budgetUsd = b;
    }
    c->segments = a.value(QStringLiteral("segments")).toStringList();
    const int watts = a.value(QStringLiteral("watts")).toInt();
    c->maxWatts = watts > 0 ? std::optional<double>(watts) : std::nullopt;
    c->maxGpus = std::max(1, a.value(QStringLiteral("maxGpus")).toInt());
    c->optimize = Words::parse<Goal>(a.value(QStringLiteral("optimize")).toString()).value_or(Goal::Speed);
    return true;
}

bool RecommendWizard::computeRecommendation(QString *error)
{
    const QVariantMap a = answers();
    Workload w;
    Constraints c;
    if (!toJob(a, &w, &c, error))
        return false;
    if (m_settings)
        m_settings->setValue(Settings::WizardAnswers, a);
    const Recommendation rec = rank(w, m_dataset->gpus, c, QLocale());
    resultsView()->setRecommendation(rec);
    Q_EMIT recommendationReady(rec);
    return true;
}
