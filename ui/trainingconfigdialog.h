#pragma once

#include "app/core/trainingconfig.h"

#include <QDialog>

class QTableWidget;

/// What opening a training config did to the calculator's job: each field with its value and where it came
/// from (the file's key and line, the tool's documented default with its source, the training stack), and the
/// keys of the file the job cannot express.
class TrainingConfigDialog : public QDialog
{
    Q_OBJECT

public:
    TrainingConfigDialog(const QString &path, const TrainingConfig::Result &result,
                         QWidget *parent = nullptr);

    QTableWidget *fields() const { return m_fields; }
    QTableWidget *notExpressed() const { return m_notExpressed; }

    /// "read: sequence_len, line 22", "axolotl default: src/axolotl/...", translated.
    static QString originText(const TrainingConfig::FieldOrigin &origin, TrainingConfig::Kind kind);

private:
    QTableWidget *m_fields = nullptr;
    QTableWidget *m_notExpressed = nullptr;
};
