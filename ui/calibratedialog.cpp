#include "ui/calibratedialog.h"

#include "app/core/presentation.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace {

enum Source
{
    FromLog,
    FromTyped
};

// A number as the user typed it: in their locale, or in C form; nothing for an empty field.
std::optional<double> typedNumber(const QString &text, bool *bad)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !(value > 0)) {
        *bad = true;
        return std::nullopt;
    }
    return value;
}

} // namespace

CalibrateDialog::CalibrateDialog(const Job &job, const Dataset &dataset, const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_job(job)
    , m_dataset(dataset)
    , m_path(path)
{
    setWindowTitle(tr("Calibrate from a Run"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Compare what a run of this job measured with its estimate. The difference "
                                "then scales every estimate of %1 on every GPU.")
                                 .arg(m_job.workload.stack.name.toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(buildForm());

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("calibrationResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *compareButton = buttons->addButton(tr("&Compare"), QDialogButtonBox::ActionRole);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::ApplyRole);
    m_remove = buttons->addButton(tr("&Remove Calibration of %1").arg(m_job.workload.stack.id),
                                  QDialogButtonBox::ResetRole);
    m_apply->setEnabled(false);
    m_remove->setEnabled(RunCalibration::active().factors(m_job.workload.stack.id).has_value());
    connect(compareButton, &QPushButton::clicked, this, &CalibrateDialog::compare);
    connect(m_apply, &QPushButton::clicked, this, &CalibrateDialog::applyRun);
    connect(m_remove, &QPushButton::clicked, this, &CalibrateDialog::removeStack);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // A changed input makes the shown comparison stale: compare again before applying.
    for (QLineEdit *edit : {m_log, m_peak, m_tokens, m_step})
        connect(edit, &QLineEdit::textEdited, this, [this] { m_apply->setEnabled(false); });
}

QFormLayout *CalibrateDialog::buildForm()
{
    auto *form = new QFormLayout;
    m_gpu = new QComboBox(this);
    for (const Gpu &gpu : m_dataset.gpus)
        m_gpu->addItem(gpu.name, gpu.id);
    setGpu(m_job.constraints.onlyGpu);
    form->addRow(tr("&GPU it ran on:"), m_gpu);

    m_source = new QButtonGroup(this);
    auto *fromLog = new QRadioButton(tr("From a &log file"), this);
    auto *fromTyped = new QRadioButton(tr("From &figures"), this);
    m_source->addButton(fromLog, FromLog);
    m_source->addButton(fromTyped, FromTyped);
    fromTyped->setChecked(true);
    m_log = new QLineEdit(this);
    m_log->setPlaceholderText(tr("nvidia-smi csv, trainer_state.json, axolotl, torchtune or torchtitan log"));
    auto *browseButton = new QPushButton(tr("&Browse…"), this);
    connect(browseButton, &QPushButton::clicked, this, &CalibrateDialog::browse);
    auto *logRow = new QHBoxLayout;
    logRow->addWidget(m_log, 1);
    logRow->addWidget(browseButton);
    form->addRow(fromLog, logRow);
    form->addRow(fromTyped, new QWidget(this));
    m_peak = new QLineEdit(this);
    m_metric = new QComboBox(this);
    for (const QString &word : Words::all<Stacks::MemoryMetric>())
        m_metric->addItem(Words::labelOfWord<Stacks::MemoryMetric>(word), word);
    auto *peakRow = new QHBoxLayout;
    peakRow->addWidget(m_peak, 1);
    peakRow->addWidget(m_metric);
    // A row whose field is a layout gets no buddy from addRow(): without one the label would show its '&'.
    auto *peakLabel = new QLabel(tr("&Peak memory per GPU (GiB):"), this);
    peakLabel->setBuddy(m_peak);
    form->addRow(peakLabel, peakRow);
    m_tokens = new QLineEdit(this);
    form->addRow(tr("&Tokens per second (all GPUs):"), m_tokens);
    m_step = new QLineEdit(this);
    form->addRow(tr("or &seconds per step:"), m_step);
    connect(m_log, &QLineEdit::textEdited, fromLog, [fromLog] { fromLog->setChecked(true); });
    return form;
}

void CalibrateDialog::setGpu(const QString &id)
{
    const int index = m_gpu->findData(id);
    if (index >= 0)
        m_gpu->setCurrentIndex(index);
}

void CalibrateDialog::setLogFile(const QString &path)
{
    m_log->setText(path);
    m_source->button(FromLog)->setChecked(true);
    m_apply->setEnabled(false);
}

void CalibrateDialog::setTyped(const QString &peakGib, const QString &metric, const QString &tokensPerSecond,
                               const QString &stepSeconds)
{
    m_peak->setText(peakGib);
    m_metric->setCurrentIndex(std::max(0, m_metric->findData(metric)));
    m_tokens->setText(tokensPerSecond);
    m_step->setText(stepSeconds);
    m_source->button(FromTyped)->setChecked(true);
    m_apply->setEnabled(false);
}

std::optional<RunLog::Reading> CalibrateDialog::reading(QString *origin, QString *error) const
{
    if (m_source->checkedId() == FromLog) {
        *origin = m_log->text().trimmed();
        if (origin->isEmpty()) {
            *error = tr("Choose the run's log file.");
            return std::nullopt;
        }
        return RunLog::read(*origin, error);
    }
    *origin = QStringLiteral("typed");
    RunLog::Reading r;
    bool bad = false;
    r.peakGib = typedNumber(m_peak->text(), &bad);
    r.metric = Words::parse<Stacks::MemoryMetric>(m_metric->currentData().toString())
                   .value_or(Stacks::MemoryMetric::Allocated);
    r.tokensPerSecond = typedNumber(m_tokens->text(), &bad);
    r.stepSeconds = typedNumber(m_step->text(), &bad);
    if (bad || (r.tokensPerSecond && r.stepSeconds) || (!r.hasMemory() && !r.hasSpeed())) {
        *error =
            tr("Type the peak memory, and the tokens per second or the seconds per step (one of the two), "
               "as positive numbers.");
        return std::nullopt;
    }
    return r;
}

bool CalibrateDialog::compare()
{
    m_run.reset();
    m_apply->setEnabled(false);
    QString origin, error;
    const std::optional<RunLog::Reading> r = reading(&origin, &error);
    const Gpu *gpu = m_dataset.find(m_gpu->currentData().toString());
    if (r && !gpu)
        error = tr("Choose the GPU the run used.");
    if (r && gpu)
        m_run = RunCalibration::derive(m_job, *gpu, *r, origin, QDate::currentDate(), &error);
    if (!m_run) {
        showResult(error, false);
        return false;
    }
    QString text = RunCalibration::sentence(*m_run) + QLatin1Char('.');
    // Two decimals, not Presentation::gib()'s one: the factor above is their ratio to two decimals, and a
    // small job's peak (1.23 against 1.18 GiB, 1.04x) would read as 1.2 against 1.2 with one.
    if (m_run->memoryFactor)
        text += QLatin1Char('\n') + tr("Memory: measured %1 GiB (%2), estimated %3 GiB.")
                                        .arg(QLocale().toString(m_run->measuredGib, 'f', 2),
                                             Words::of(m_run->metric),
                                             QLocale().toString(m_run->estimatedGib, 'f', 2));
    if (m_run->speedFactor)
        text += QLatin1Char('\n') +
                tr("Speed: measured %1 tokens/s, estimated %2 tokens/s.")
                    .arg(Presentation::tokensPerSecond(m_run->measuredTokensPerSecond, QLocale()),
                         Presentation::tokensPerSecond(m_run->estimatedTokensPerSecond, QLocale()));
    showResult(text + QLatin1Char('\n') + tr("Apply to scale every estimate of this stack by it."), true);
    m_apply->setEnabled(true);
    return true;
}

std::optional<RunCalibration::Calibration> CalibrateDialog::readFile()
{
    QString error;
    std::optional<RunCalibration::Calibration> calibration = RunCalibration::read(m_path, &error, true);
    if (!calibration)
        showResult(tr("The calibration file cannot be read; nothing changed.") + QLatin1Char('\n') + error,
                   false);
    return calibration;
}

bool CalibrateDialog::applyRun()
{
    if (!m_run)
        return false;
    std::optional<RunCalibration::Calibration> calibration = readFile();
    if (!calibration)
        return false;
    calibration->runs.push_back(*m_run);
    m_run.reset();
    m_apply->setEnabled(false);
    return save(
        *calibration,
        tr("Applied: %1.").arg(RunCalibration::sentence(*calibration->factors(m_job.workload.stack.id))));
}

bool CalibrateDialog::removeStack()
{
    std::optional<RunCalibration::Calibration> calibration = readFile();
    if (!calibration)
        return false;
    const int removed = calibration->remove(m_job.workload.stack.id);
    return save(*calibration,
                tr("Removed the calibration of this stack (runs: %1): its estimates are the model's again.")
                    .arg(removed));
}

bool CalibrateDialog::save(RunCalibration::Calibration calibration, const QString &done)
{
    QString error;
    if (!RunCalibration::save(m_path, calibration, &error)) {
        showResult(tr("The calibration was not saved; nothing changed.") + QLatin1Char('\n') + error, false);
        return false;
    }
    RunCalibration::setActive(calibration);
    m_remove->setEnabled(calibration.factors(m_job.workload.stack.id).has_value());
    showResult(done, true);
    Q_EMIT calibrationChanged();
    return true;
}

void CalibrateDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Run Log"), m_log->text(),
                                                      tr("Logs (*.log *.txt *.csv *.json);;All files (*)"));
    if (!path.isEmpty())
        setLogFile(path);
}

void CalibrateDialog::showResult(const QString &text, bool ok)
{
    m_result->setProperty("ok", ok);
    m_result->setText(text);
}

QString CalibrateDialog::message() const
{
    return m_result->text();
}
