#include "ui/jobform.h"

#include "app/core/presentation.h"
#include "ui/charts/figurestyle.h"
#include "ui/wheelguard.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using JobFields::Field;
using JobFields::Group;
using JobFields::Type;

namespace {

QString label(const Field &f)
{
    return QCoreApplication::translate("JobField", f.label);
}

QString groupTitle(Group g)
{
    switch (g) {
    case Group::Model:
        return JobForm::tr("Model");
    case Group::Method:
        return JobForm::tr("Method");
    case Group::Data:
        return JobForm::tr("Data and memory");
    case Group::Cluster:
        return JobForm::tr("GPUs and cluster");
    case Group::Constraints:
        return JobForm::tr("Budget and constraints");
    case Group::Ownership:
        return JobForm::tr("Buy or rent");
    }
    return {};
}

constexpr int SearchRole = Qt::UserRole + 1; ///< a model item's name, id and Hugging Face ids, to search

// The model picker's matches: every word typed appears in an item's name, preset id or Hub ids, in any order
// and case ("qwen 8" finds "Qwen3 8B", "meta-llama/" the Llama presets). Items where more words start a word
// of theirs come first ("8" starts "8B", not "(14.8B)"); otherwise the presets keep their order.
class ModelMatchProxyModel : public QSortFilterProxyModel
{
public:
    explicit ModelMatchProxyModel(QObject *parent)
        : QSortFilterProxyModel(parent)
    {
        sort(0);
    }

    void setQuery(const QString &query)
    {
        const QStringList words = query.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words == m_words)
            return;
        m_words = words;
        invalidate(); // the filter and the order
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QString text = sourceModel()->index(row, 0, parent).data(SearchRole).toString();
        return std::all_of(m_words.begin(), m_words.end(),
                           [&](const QString &word) { return text.contains(word, Qt::CaseInsensitive); });
    }

    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const int l = wordStarts(left.data(SearchRole).toString());
        const int r = wordStarts(right.data(SearchRole).toString());
        return l != r ? l > r : left.row() < right.row();
    }

private:
    int wordStarts(const QString &text) const
    {
        int starts = 0;
        for (const QString &word : m_words) {
            for (qsizetype at = text.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
                 at = text.indexOf(word, at + 1, Qt::CaseInsensitive)) {
                if (at == 0 || QStringView(u" -_/").contains(text.at(at - 1))) {
                    ++starts;
                    break;
                }
            }
        }
        return starts;
    }

    QStringList m_words;
};

// The chosen item's text (an editable box's currentText() is what the field holds, typed or not).
QString chosenText(const QComboBox *box)
{
    return box->itemText(box->currentIndex());
}

// "org/name", as the Hugging Face Hub names a repository.
bool isHubId(const QString &text)
{
    static const QRegularExpression hub(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*$"));
    return hub.match(text).hasMatch();
}

} // namespace

QString JobForm::errorStyle()
{
    return QStringLiteral("color: %1").arg(FigureStyle::fromPalette(QPalette()).marks().errorText.name());
}

QString JobForm::withMnemonic(const QString &text, QString *used)
{
    // A letter with a descender hides its underline ("Ob&jective" shows no Alt+J): those come last.
    const QLatin1String descenders("gjpqy");
    for (const bool allowDescender : {false, true}) {
        for (int i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i).toLower();
            if (c.isLetter() && c.unicode() < 128 && !used->contains(c) &&
                (allowDescender || !descenders.contains(c))) {
                used->append(c);
                QString marked = text;
                marked.insert(i, QLatin1Char('&'));
                return marked;
            }
        }
    }
    return text;
}

QString JobForm::mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) != QLatin1Char('&'))
            return text.at(i + 1).toLower();
        ++i; // "&&" shows one '&'
    }
    return {};
}

JobForm::JobForm(const QList<Group> &groups, const QString &reservedMnemonics, QWidget *parent)
    : QWidget(parent)
    , m_job(Job::defaults())
{
    m_configChooser = [this](const QString &hubId) { return chooseModelConfig(this, hubId, QString()); };
    build(groups, reservedMnemonics);
    load();
}

void JobForm::build(const QList<Group> &groups, const QString &reserved)
{
    QString used = reserved.toLower();
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    for (Group group : groups) {
        auto *box = new QGroupBox(groupTitle(group), this);
        auto *form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        if (group == Group::Model)
            buildModelRow(form, &used);
        for (const Field &f : JobFields::all()) {
            if (f.group != group || !(f.surfaces & JobFields::Window) || f.group == Group::Model)
                continue;
            Input input;
            input.field = &f;
            input.editor = makeEditor(input);
            input.label = new QLabel(withMnemonic(label(f) + QLatin1Char(':'), &used), box);
            input.label->setBuddy(input.editor);
            input.editor->setAccessibleName(label(f));
            input.editor->setToolTip(QCoreApplication::translate("JobField", f.help));
            input.editor->setObjectName(QString::fromLatin1(f.key));
            input.error = new QLabel(box);
            input.error->setWordWrap(true);
            input.error->setObjectName(QString::fromLatin1(f.key) + QStringLiteral("Error"));
            input.error->hide();
            if (input.extra.isEmpty()) {
                form->addRow(input.label, input.editor);
            } else {
                auto *row = new QVBoxLayout;
                for (QWidget *w : input.extra)
                    row->addWidget(w);
                input.editor
                    ->hide(); // the list's first box is the buddy; the holder only keeps them together
                input.label->setBuddy(input.extra.first());
                form->addRow(input.label, row);
            }
            form->addRow(input.error);
            m_inputs.insert(QString::fromLatin1(f.key), input);
            m_order << QString::fromLatin1(f.key);
        }
        outer->addWidget(box);
    }
    outer->addStretch(1);
    m_usedMnemonics = used;
}

void JobForm::buildModelRow(QFormLayout *form, QString *used)
{
    QWidget *box = form->parentWidget();
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("model"));
    for (const ModelShape &m : ModelPresets::all()) {
        m_model->addItem(
            QStringLiteral("%1 (%2)").arg(m.name, Presentation::parameters(m.totalParams(), QLocale())),
            m.id);
        m_model->setItemData(m_model->count() - 1,
                             QStringList{m_model->itemText(m_model->count() - 1), m.id, m.hfId,
                                         m.hfTwins.join(QLatin1Char(' '))}
                                 .join(QLatin1Char(' ')),
                             SearchRole);
        if (!m.hfId.isEmpty())
            m_model->setItemData(m_model->count() - 1, m.hfId, Qt::ToolTipRole);
    }
    m_model->addItem(tr("Other: a parameter count"), QStringLiteral("params"));
    m_model->addItem(tr("Other: a config.json file"), QStringLiteral("config"));
    for (int i = m_model->count() - 2; i < m_model->count(); ++i)
        m_model->setItemData(i, m_model->itemText(i), SearchRole);
    m_model->setMaxVisibleItems(20);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    buildModelSearch();
    WheelGuard::protect(m_model); // after setEditable: the guard's focus policy stays
    m_model->setMinimumContentsLength(12);
    m_params = new QLineEdit(box);
    m_params->setObjectName(QStringLiteral("params"));
    m_params->setPlaceholderText(tr("e.g. 8B, 350M, 7.24e9"));
    m_config = new QLineEdit(box);
    m_config->setObjectName(QStringLiteral("model-config"));
    m_config->setPlaceholderText(tr("path to config.json"));
    m_browse = new QPushButton(withMnemonic(tr("Browse…"), used), box);
    m_browse->setAccessibleName(tr("Choose a config.json file"));
    m_modelError = new QLabel(box);
    m_modelError->setObjectName(QStringLiteral("modelError"));
    m_modelError->setWordWrap(true);
    m_modelError->hide();

    auto addRow = [&](const QString &text, QWidget *editor, QLayout *row) {
        auto *l = new QLabel(withMnemonic(text, used), box);
        l->setBuddy(editor);
        QString name = text;
        name.remove(QLatin1Char(':'));
        editor->setAccessibleName(name);
        if (row)
            form->addRow(l, row);
        else
            form->addRow(l, editor);
    };
    addRow(label(*JobFields::find(QStringLiteral("model"))) + QLatin1Char(':'), m_model, nullptr);
    addRow(label(*JobFields::find(QStringLiteral("params"))) + QLatin1Char(':'), m_params, nullptr);
    auto *configRow = new QHBoxLayout;
    configRow->addWidget(m_config, 1);
    configRow->addWidget(m_browse);
    addRow(label(*JobFields::find(QStringLiteral("model-config"))) + QLatin1Char(':'), m_config, configRow);
    form->addRow(m_modelError);

    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        refreshEnabled();
        commitModel();
    });
    connect(m_params, &QLineEdit::textEdited, this, &JobForm::commitModel);
    connect(m_config, &QLineEdit::textEdited, this, &JobForm::commitModel);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Model config"), QString(),
                                                          tr("Hugging Face config (config.json *.json)"));
        if (path.isEmpty())
            return;
        m_config->setText(path);
        commitModel();
    });
}

void JobForm::buildModelSearch()
{
    // Typed words narrow the presets in a pop-up (Down and Enter pick one); Enter on a Hub id picks its
    // preset or asks for the model's config.json.
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->lineEdit()->setPlaceholderText(tr("type a name or a Hugging Face id"));
    m_matches = new ModelMatchProxyModel(this);
    m_matches->setSourceModel(m_model->model());
    auto *completer = new QCompleter(m_matches, m_model);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion); // the proxy filters
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    // On the line edit, not the combo box: the combo box would map the pop-up's rows through its own model.
    m_model->lineEdit()->setCompleter(completer);
    connect(m_model->lineEdit(), &QLineEdit::textEdited, this, [this, completer](const QString &text) {
        static_cast<ModelMatchProxyModel *>(m_matches)->setQuery(text);
        if (m_matches->rowCount() > 0)
            completer->complete();
        else
            completer->popup()->hide();
    });
    connect(completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this, completer](const QModelIndex &index) {
                QModelIndex match = index; // a row of the pop-up's model, or of the one it shows
                if (match.model() != m_matches)
                    match = static_cast<const QAbstractProxyModel *>(completer->completionModel())
                                ->mapToSource(match);
                const int row = m_matches->mapToSource(match).row();
                if (row >= 0)
                    m_model->setCurrentIndex(row);
                m_model->lineEdit()->setText(chosenText(m_model));
            });
    connect(m_model->lineEdit(), &QLineEdit::returnPressed, this, [this] { resolveTypedModel(); });
    m_model->installEventFilter(this); // Enter on typed words picks; it does not press the dialog's default
    connect(m_model->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        // Left without picking: the field shows the model the job has again.
        if (!m_model->hasFocus() && m_model->lineEdit()->text() != chosenText(m_model))
            m_model->lineEdit()->setText(chosenText(m_model));
    });
}

bool JobForm::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_model && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) &&
            m_model->lineEdit()->text().trimmed() != chosenText(m_model)) {
            resolveTypedModel();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void JobForm::resolveTypedModel()
{
    const QString typed = m_model->lineEdit()->text().trimmed();
    if (typed.isEmpty() || typed == chosenText(m_model))
        return;
    int row = -1;
    QAbstractItemView *popup = m_model->completer()->popup();
    const QModelIndex picked = popup->currentIndex();
    if (popup->isVisible() && picked.isValid() && popup->selectionModel()->isSelected(picked)) {
        // A row picked in the pop-up (Down, then Enter).
        const auto *shown = static_cast<const QAbstractProxyModel *>(m_model->completer()->completionModel());
        row = m_matches->mapToSource(shown->mapToSource(picked)).row();
    } else if (const ModelShape *preset = ModelPresets::find(typed)) {
        row = m_model->findData(preset->id);
    } else if (isHubId(typed)) {
        // Not a preset: its config.json, never a guess (as a training config naming it).
        const QString path = m_configChooser(typed);
        if (path.isEmpty()) {
            m_model->lineEdit()->setText(chosenText(m_model));
            m_modelError->setStyleSheet(errorStyle());
            m_modelError->setText(tr("%1 is not a preset: give its config.json").arg(typed));
            m_modelError->show();
            Q_EMIT edited();
            return;
        }
        m_config->setText(path);
        row = m_model->findData(QStringLiteral("config"));
    } else {
        static_cast<ModelMatchProxyModel *>(m_matches)->setQuery(typed);
        if (m_matches->rowCount() > 0) // the first match, as the pop-up lists them
            row = m_matches->mapToSource(m_matches->index(0, 0)).row();
    }
    m_model->completer()->popup()->hide();
    if (row < 0) {
        m_model->lineEdit()->setText(chosenText(m_model));
        m_modelError->setStyleSheet(errorStyle());
        m_modelError->setText(tr("no model matches \"%1\"").arg(typed));
        m_modelError->show();
        Q_EMIT edited();
        return;
    }
    if (row == m_model->currentIndex())
        commitModel(); // the same choice, a new config.json
    else
        m_model->setCurrentIndex(row);
    m_model->lineEdit()->setText(chosenText(m_model));
}

QString JobForm::chooseModelConfig(QWidget *parent, const QString &hubId, const QString &folder)
{
    return QFileDialog::getOpenFileName(parent, tr("The config.json of %1").arg(hubId), folder,
                                        tr("Hugging Face model configs (config.json *.json);;All files (*)"));
}

void JobForm::setConfigChooser(std::function<QString(const QString &hubId)> chooser)
{
    m_configChooser = std::move(chooser);
}

QWidget *JobForm::makeEditor(Input &input)
{
    const Field &f = *input.field;
    const QString key = QString::fromLatin1(f.key);
    switch (f.type) {
    case Type::Choice: {
        auto *box = new QComboBox(this);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        for (const QString &word : f.choices) {
            box->addItem(JobFields::choiceLabel(key, word), word);
            const QString tip = JobFields::choiceToolTip(key, word);
            if (!tip.isEmpty())
                box->setItemData(box->count() - 1, tip, Qt::ToolTipRole);
        }
        connect(box, &QComboBox::currentIndexChanged, this, [this, key] { commit(key); });
        WheelGuard::protect(box);
        return box;
    }
    case Type::Integer: {
        auto *spin = new QSpinBox(this);
        // An optional count shows its empty state as the spin box's lowest value.
        spin->setRange(int(f.optional ? f.minimum - 1 : f.minimum), int(std::min(f.maximum, 2.0e9)));
        if (f.optional)
            spin->setSpecialValueText(tr("auto"));
        spin->setGroupSeparatorShown(true);
        spin->setAccelerated(true);
        if (key == QLatin1String("seq"))
            spin->setSingleStep(512);
        connect(spin, &QSpinBox::valueChanged, this, [this, key] { commit(key); });
        // Text the spin box cannot take (empty, out of range) leaves its value, and the job, as they were:
        // said inline as the line edits say it. Acceptable text again commits (the value may not change).
        // (QSpinBox says nothing of text it cannot take: its editor does. Leaving the field puts the last
        // value back without a word from either: editingFinished says it.)
        const auto check = [this, key, spin] {
            if (m_loading)
                return;
            Input &in = m_inputs[key];
            if (spin->hasAcceptableInput()) {
                if (!in.error->text().isEmpty())
                    commit(key);
                return;
            }
            Job scratch = m_job;
            QString error;
            if (JobFields::set(scratch, *in.field, spin->cleanText(), &error))
                error = in.field->expectation();
            showError(in, error);
            Q_EMIT edited();
        };
        connect(spin->findChild<QLineEdit *>(), &QLineEdit::textChanged, this, check);
        connect(spin, &QSpinBox::editingFinished, this, check);
        WheelGuard::protect(spin);
        return spin;
    }
    case Type::List: {
        auto *holder = new QWidget(this);
        for (const QString &word : f.choices) {
            auto *check = new QCheckBox(JobFields::choiceLabel(key, word), this);
            check->setProperty("word", word);
            check->setAccessibleName(JobFields::choiceLabel(key, word));
            connect(check, &QCheckBox::toggled, this, [this, key] { commit(key); });
            input.extra << check;
        }
        return holder;
    }
    case Type::Number:
    case Type::Count:
    case Type::Text: {
        auto *edit = new QLineEdit(this);
        if (f.optional)
            edit->setPlaceholderText(tr("no limit"));
        if (key == QLatin1String("tokens"))
            edit->setPlaceholderText(tr("e.g. 100M, 2B (all epochs); empty: no time or cost"));
        if (key == QLatin1String("host-usd"))
            edit->setPlaceholderText(tr("by segment (see tooltip)"));
        if (key == QLatin1String("resale-pct"))
            edit->setPlaceholderText(tr("from used prices, else 5 years"));
        connect(edit, &QLineEdit::textEdited, this, [this, key] { commit(key); });
        return edit;
    }
    }
    return new QWidget(this);
}

QString JobForm::textOf(const Input &input) const
{
    const Field &f = *input.field;
    if (auto *box = qobject_cast<QComboBox *>(input.editor))
        return box->currentData().toString();
    if (auto *spin = qobject_cast<QSpinBox *>(input.editor))
        return f.optional && spin->value() == spin->minimum() ? QString() : QString::number(spin->value());
    if (auto *edit = qobject_cast<QLineEdit *>(input.editor))
        return edit->text();
    QStringList words;
    for (QWidget *w : input.extra) {
        auto *check = static_cast<QCheckBox *>(w);
        if (check->isChecked())
            words << check->property("word").toString();
    }
    return words.join(QLatin1Char(','));
}

void JobForm::showError(Input &input, const QString &error)
{
    input.error->setStyleSheet(errorStyle());
    input.error->setText(error.isEmpty() ? QString() : label(*input.field) + QStringLiteral(": ") + error);
    input.error->setVisible(!error.isEmpty());
}

void JobForm::commit(const QString &key)
{
    if (m_loading)
        return;
    Input &input = m_inputs[key];
    QString error;
    if (JobFields::set(m_job, *input.field, textOf(input), &error)) {
        showError(input, QString());
        if (key == QLatin1String("stack"))
            load(); // the stack set the defaults of checkpointing, loss, attention and the MoE kernel
        refreshEnabled();
        Q_EMIT jobChanged(m_job);
    } else {
        showError(input, error);
    }
    Q_EMIT edited();
}

void JobForm::commitModel()
{
    if (m_loading || !m_model)
        return;
    const QString choice = m_model->currentData().toString();
    QString key = QStringLiteral("model"), text = choice;
    if (choice == QLatin1String("params")) {
        key = QStringLiteral("params");
        text = m_params->text();
    } else if (choice == QLatin1String("config")) {
        key = QStringLiteral("model-config");
        text = m_config->text();
    }
    QString error;
    if (text.trimmed().isEmpty()) {
        error = key == QLatin1String("params") ? tr("give a parameter count") : tr("give a config.json file");
    } else if (JobFields::set(m_job, key, text, &error)) {
        m_modelError->clear();
        m_modelError->hide();
        refreshEnabled();
        Q_EMIT jobChanged(m_job);
        Q_EMIT edited();
        return;
    }
    m_modelError->setStyleSheet(errorStyle());
    m_modelError->setText(error);
    m_modelError->show();
    Q_EMIT edited();
}

void JobForm::refreshEnabled()
{
    for (Input &input : m_inputs) {
        const bool applies = input.field->appliesTo(m_job);
        input.editor->setEnabled(applies);
        for (QWidget *check : std::as_const(input.extra))
            check->setEnabled(applies);
    }
    if (m_model) {
        const QString choice = m_model->currentData().toString();
        m_params->setEnabled(choice == QLatin1String("params"));
        m_config->setEnabled(choice == QLatin1String("config"));
        m_browse->setEnabled(choice == QLatin1String("config"));
    }
}

void JobForm::setJob(const Job &job)
{
    m_job = job;
    load();
}

void JobForm::load()
{
    m_loading = true;
    if (m_model) {
        QString choice = m_job.modelText;
        if (m_job.modelSource == Job::ModelSource::Params) {
            choice = QStringLiteral("params");
            m_params->setText(m_job.modelText);
        } else if (m_job.modelSource == Job::ModelSource::Config) {
            choice = QStringLiteral("config");
            m_config->setText(m_job.modelText);
        } else if (const ModelShape *preset = ModelPresets::find(m_job.modelText)) {
            choice = preset->id;
        }
        m_model->setCurrentIndex(std::max(0, m_model->findData(choice)));
        m_modelError->clear();
        m_modelError->hide();
    }
    for (auto it = m_inputs.begin(); it != m_inputs.end(); ++it) {
        Input &input = it.value();
        const QString text = input.field->get(m_job);
        if (auto *box = qobject_cast<QComboBox *>(input.editor)) {
            box->setCurrentIndex(std::max(0, box->findData(text)));
        } else if (auto *spin = qobject_cast<QSpinBox *>(input.editor)) {
            spin->setValue(text.isEmpty() ? spin->minimum() : text.toInt());
        } else if (auto *edit = qobject_cast<QLineEdit *>(input.editor)) {
            edit->setText(text);
        } else {
            const QStringList words = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
            for (QWidget *w : input.extra)
                static_cast<QCheckBox *>(w)->setChecked(words.contains(w->property("word").toString()));
        }
        showError(input, QString());
    }
    refreshEnabled();
    m_loading = false;
}

bool JobForm::hasErrors() const
{
    if (m_modelError && !m_modelError->text().isEmpty())
        return true;
    for (const Input &input : m_inputs) {
        if (!input.error->text().isEmpty())
            return true;
    }
    return false;
}

QStringList JobForm::errorKeys() const
{
    QStringList keys;
    if (m_modelError && !m_modelError->text().isEmpty())
        keys << QStringLiteral("model");
    for (const QString &key : m_order) {
        if (!m_inputs.value(key).error->text().isEmpty())
            keys << key;
    }
    return keys;
}

QString JobForm::errorText(const QString &key) const
{
    if (key == QLatin1String("model") || key == QLatin1String("params") ||
        key == QLatin1String("model-config"))
        return m_modelError && !m_modelError->isHidden() ? m_modelError->text() : QString();
    const auto it = m_inputs.find(key);
    return it == m_inputs.end() ? QString() : it->error->text();
}

QWidget *JobForm::editor(const QString &key) const
{
    if (key == QLatin1String("model"))
        return m_model;
    if (key == QLatin1String("params"))
        return m_params;
    if (key == QLatin1String("model-config"))
        return m_config;
    const auto it = m_inputs.find(key);
    if (it == m_inputs.end())
        return nullptr;
    return it->extra.isEmpty() ? it->editor : it->extra.first();
}
