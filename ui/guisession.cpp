#include "ui/guisession.h"

#include "app/core/comparisonselection.h"
#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/settings.h"
#include "ui/mainwindow.h"
#include "ui/specgridpage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <utility>

GuiSession::GuiSession(Dataset dataset, std::unique_ptr<QSettings> settings)
    : m_settings(std::make_unique<Settings>(std::move(settings)))
    , m_selection(std::make_unique<ComparisonSelection>())
    , m_model(std::make_unique<GpuTableModel>(m_selection.get()))
    , m_grid(std::make_unique<GpuFilterProxyModel>())
{
    m_model->setDataset(std::move(dataset));
    // The grid marks prices older than the setting stale: it follows the setting, whoever changes it.
    auto applyMaxPriceAge = [this] {
        m_model->setMaxPriceAge(
            std::clamp(m_settings->integer(Settings::MaxPriceAge), 0, Pricing::kMaxAgeLimitMonths));
    };
    applyMaxPriceAge();
    connect(m_settings.get(), &Settings::changed, this, [applyMaxPriceAge](Settings::Key key) {
        if (key == Settings::MaxPriceAge)
            applyMaxPriceAge();
    });
    m_grid->setSourceModel(m_model.get());
    connect(m_grid.get(), &QAbstractItemModel::layoutChanged, this, &GuiSession::gridChanged);
    connect(m_grid.get(), &QAbstractItemModel::rowsInserted, this, &GuiSession::gridChanged);
    connect(m_grid.get(), &QAbstractItemModel::rowsRemoved, this, &GuiSession::gridChanged);
    connect(m_grid.get(), &QAbstractItemModel::modelReset, this, &GuiSession::gridChanged);
    m_window = std::make_unique<MainWindow>(this);
    QObject::connect(m_model.get(), &QAbstractItemModel::modelReset, m_model.get(), [this] {
        m_model->setLocalGpuIds(LocalGpus::matchIds(m_localGpus, m_model->dataset()));
    });
}

GuiSession::~GuiSession()
{
    m_detector.reset();
    // The window refers to the model, the selection and the grid: it goes first.
    m_window.reset();
    saveJob();
}

const Job &GuiSession::job() const
{
    readJob();
    return m_job;
}

const QStringList &GuiSession::jobProblems() const
{
    readJob();
    return m_jobProblems;
}

void GuiSession::readJob() const
{
    if (m_jobRead)
        return;
    m_jobRead = true;
    m_job = JobFields::fromSettings(m_settings->value(Settings::CalculatorJob).toMap(), &m_jobProblems);
}

void GuiSession::setJob(const Job &job)
{
    readJob(); // the remembered job's problems stay what they were
    m_job = job;
    m_jobUnsaved = true;
    Q_EMIT jobChanged(m_job);
}

void GuiSession::saveJob()
{
    if (!m_jobUnsaved)
        return;
    m_settings->setValue(Settings::CalculatorJob, JobFields::toSettings(m_job));
    m_jobUnsaved = false;
}

QStringList GuiSession::gridIds() const
{
    return m_grid->visibleIds();
}

namespace {

/// Calls `then` once, after the watched widget has handled its first paint event (or after a second, should
/// none come), then deletes itself.
class AfterFirstPaint : public QObject
{
public:
    AfterFirstPaint(QWidget *widget, std::function<void()> then)
        : QObject(widget)
        , m_then(std::move(then))
    {
        widget->installEventFilter(this);
        QTimer::singleShot(1000, this, &AfterFirstPaint::fire);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            // Queued: the paint event is still being handled, and the frame flushed after it.
            QTimer::singleShot(0, this, &AfterFirstPaint::fire);
        }
        return false;
    }

private:
    void fire()
    {
        if (!m_then)
            return;
        const std::function<void()> then = std::move(m_then);
        m_then = nullptr;
        deleteLater();
        then();
    }

    std::function<void()> m_then;
};

} // namespace

void GuiSession::detectLocalGpus()
{
    // Finding nvidia-smi on the PATH and starting it (a fork of this process) is work the first frame does
    // not need: it waits until the window has painted once.
    if (m_window->isVisible() && !m_windowPainted) {
        new AfterFirstPaint(m_window.get(), [this] {
            m_windowPainted = true;
            detectLocalGpus();
        });
        return;
    }
    if (!m_detector) {
        m_detector = std::make_unique<LocalGpuDetector>();
        QObject::connect(m_detector.get(), &LocalGpuDetector::finished, m_model.get(),
                         [this](const QList<LocalGpu> &gpus) { setLocalGpus(gpus); });
    }
    m_detector->start();
}

void GuiSession::setLocalGpus(const QList<LocalGpu> &gpus)
{
    m_localGpus = gpus;
    const QSet<QString> ids = LocalGpus::matchIds(gpus, m_model->dataset());
    m_model->setLocalGpuIds(ids);
    if (!ids.isEmpty())
        m_window->specGrid()->fitNameColumn(); // room for the badge
    if (gpus.isEmpty())
        return;
    QStringList names;
    for (const LocalGpu &gpu : gpus)
        names.append(gpu.name);
    names.removeDuplicates();
    const QString message =
        ids.isEmpty() ? QCoreApplication::translate("GuiSession", "In this machine: %1 (not in the dataset)")
                      : QCoreApplication::translate("GuiSession", "In this machine: %1 (marked in the grid)");
    m_window->statusBar()->showMessage(message.arg(names.join(QStringLiteral(", "))), 15000);
}
