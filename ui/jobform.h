#pragma once

#include "app/core/job.h"

#include <QHash>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;

/// The job's inputs, made from the one field table (JobFields): a combo box per choice, a spin box per whole
/// number, a line edit per count or amount, check boxes per list. Each input checks its value with
/// JobFields::set(), the same check as the command line, and shows the message inline. Used by the calculator
/// (every group) and by the wizard (one group a page).
class JobForm : public QWidget
{
    Q_OBJECT
public:
    /// `reservedMnemonics`: letters the surrounding window already uses for Alt+key.
    JobForm(const QList<JobFields::Group> &groups, const QString &reservedMnemonics,
            QWidget *parent = nullptr);

    const Job &job() const { return m_job; }
    void setJob(const Job &job);
    /// True while some input holds a value the job does not accept (it keeps its last good value).
    bool hasErrors() const;
    /// The keys of the fields whose input holds a value the job does not accept, in the form's order ("model"
    /// for the model's row).
    QStringList errorKeys() const;
    /// The inline message of a field ("" when its value is accepted).
    QString errorText(const QString &key) const;
    /// The input of a field (the model's combo box for "model"), for tests and focus.
    QWidget *editor(const QString &key) const;
    /// `text` with an '&' before its first letter not yet in `used` (which it then joins), so every label of
    /// a window gets its own Alt+key; a letter whose descender would hide the underline (g, j, p, q, y) only
    /// when no other is free. Text with no free letter comes back unchanged.
    static QString withMnemonic(const QString &text, QString *used);
    /// The style sheet of an inline error: a red that reads on the current palette.
    static QString errorStyle();
    /// The Alt+key letters the form's labels took, and those reserved for the window around it.
    QString usedMnemonics() const { return m_usedMnemonics; }
    /// The lower-case Alt+key letter `text` marks with '&' ("&&" is a literal ampersand); empty when none.
    static QString mnemonicOf(const QString &text);
    /// Asks for the config.json of the model `hubId` names (a Hub id that is not a preset), starting in
    /// `folder`; empty when the user cancels.
    static QString chooseModelConfig(QWidget *parent, const QString &hubId, const QString &folder);
    /// Tests replace the file dialog that asks for a typed Hub id's config.json with this.
    void setConfigChooser(std::function<QString(const QString &hubId)> chooser);

Q_SIGNALS:
    void jobChanged(const Job &job);
    /// An input was edited, accepted or not (hasErrors() may have changed).
    void edited();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Input
    {
        const JobFields::Field *field = nullptr;
        QWidget *editor = nullptr;
        QLabel *label = nullptr;
        QLabel *error = nullptr;
        QList<QWidget *> extra; ///< check boxes of a list
    };

    void build(const QList<JobFields::Group> &groups, const QString &reserved);
    QWidget *makeEditor(Input &input);
    void buildModelRow(class QFormLayout *form, QString *used);
    void buildModelSearch();
    /// Enter in the model picker: a preset by its id or Hub id, a Hub id's config.json, or the first match.
    void resolveTypedModel();
    QString textOf(const Input &input) const;
    void commit(const QString &key);
    void commitModel();
    void showError(Input &input, const QString &error);
    void refreshEnabled();
    void load();

    Job m_job;
    bool m_loading = false;
    QHash<QString, Input> m_inputs;
    QStringList m_order;
    QComboBox *m_model = nullptr;
    QLineEdit *m_params = nullptr;
    QLineEdit *m_config = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_modelError = nullptr;
    QString m_usedMnemonics;
    QSortFilterProxyModel *m_matches = nullptr; ///< the presets the typed words match
    std::function<QString(const QString &)> m_configChooser;
};
