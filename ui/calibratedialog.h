#pragma once

#include "app/core/dataset.h"
#include "app/core/job.h"
#include "app/core/runcalibration.h"

#include <QDialog>

#include <optional>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

/// "Calibrate from a Run": compares what a run of the current job measured (a log file, or typed figures)
/// with its estimate on the GPU it ran on, shows the factors, and on Apply adds the run to the calibration
/// file and makes it active. Remove drops the calibration of the job's stack.
class CalibrateDialog : public QDialog
{
    Q_OBJECT
public:
    CalibrateDialog(const Job &job, const Dataset &dataset, const QString &path, QWidget *parent = nullptr);

    // What the widgets hold, for tests and for callers that fill them in.
    void setGpu(const QString &id);
    void setLogFile(const QString &path);
    void setTyped(const QString &peakGib, const QString &metric, const QString &tokensPerSecond,
                  const QString &stepSeconds);

    /// Reads the figures and compares them; false (the reason shown) when they cannot be compared.
    bool compare();
    /// Adds the compared run to the file and makes the file's calibration active; false with the reason
    /// shown.
    bool applyRun();
    /// Removes the job's stack from the file and the active calibration.
    bool removeStack();
    QString message() const;

Q_SIGNALS:
    /// The active calibration changed (applied or removed): estimates are to be made again.
    void calibrationChanged();

private:
    QFormLayout *buildForm();
    std::optional<RunLog::Reading> reading(QString *origin, QString *error) const;
    bool save(RunCalibration::Calibration calibration, const QString &done);
    /// The calibration file as it is, or nothing (and the reason shown) when it cannot be read.
    std::optional<RunCalibration::Calibration> readFile();
    void browse();
    void showResult(const QString &text, bool ok);

    Job m_job;
    const Dataset &m_dataset;
    QString m_path;
    std::optional<RunCalibration::Run> m_run;
    QComboBox *m_gpu = nullptr;
    QButtonGroup *m_source = nullptr;
    QLineEdit *m_log = nullptr;
    QLineEdit *m_peak = nullptr;
    QComboBox *m_metric = nullptr;
    QLineEdit *m_tokens = nullptr;
    QLineEdit *m_step = nullptr;
    QLabel *m_result = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_remove = nullptr;
};
