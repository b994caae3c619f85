#pragma once

#include <QDialog>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
struct Gpu;

/// Asks for the id and name of a new GPU that starts as a copy of another: the id must be new and made of
/// lower-case letters, digits and '_'.
class AddGpuDialog : public QDialog
{
    Q_OBJECT
public:
    AddGpuDialog(const Gpu &original, const QStringList &takenIds, QWidget *parent = nullptr);

    QString gpuId() const;
    QString gpuName() const;
    QLineEdit *idField() const { return m_id; }
    QLineEdit *nameField() const { return m_name; }
    /// Why the input cannot be accepted yet, or an empty string.
    QString problem() const;

    /// A free id for a copy of `id`: "id_copy", then "id_copy_2" ...
    static QString suggestedId(const QString &id, const QStringList &takenIds);

private:
    void validate();

    QStringList m_taken;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
