#pragma once

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

class QProcess;
class QTimer;
struct Dataset;

/// One GPU as nvidia-smi reports it.
struct LocalGpu
{
    QString name;      ///< as the driver spells it: "NVIDIA H100 80GB HBM3"
    int memoryMiB = 0; ///< 0 when the driver reports none ("[N/A]" on unified-memory parts)
    QString pciBusId;  ///< "00000000:18:00.0"
    QString driverVersion;

    bool operator==(const LocalGpu &other) const
    {
        return name == other.name && memoryMiB == other.memoryMiB && pciBusId == other.pciBusId &&
               driverVersion == other.driverVersion;
    }
};

namespace LocalGpus {

/// The nvidia-smi arguments whose output parse() reads.
QStringList queryArguments();

/// Parses `nvidia-smi --query-gpu=name,memory.total,pci.bus_id,driver_version
/// --format=csv[,noheader][,nounits]`. A header line, memory units and anything that is not a GPU record
/// (error text) are skipped.
QList<LocalGpu> parse(const QByteArray &output);
/// One memory field of nvidia-smi's csv: "81559", "81559 MiB", or "[N/A]" / "[Not Supported]" as 0. False
/// when the field is none of these.
bool parseMemoryMiB(const QString &field, int *mib);

/// The dataset id of a GPU from its driver name, with the memory size telling variants apart
/// (A100 40 GB or 80 GB); empty when the GPU is not in the dataset or the name is ambiguous.
QString matchId(const LocalGpu &gpu, const Dataset &dataset);
QSet<QString> matchIds(const QList<LocalGpu> &gpus, const Dataset &dataset);

} // namespace LocalGpus

/// Asks nvidia-smi for this machine's GPUs without blocking; reports nothing, and no error, when it is
/// absent, fails or takes too long.
class LocalGpuDetector : public QObject
{
    Q_OBJECT
public:
    explicit LocalGpuDetector(QObject *parent = nullptr);
    ~LocalGpuDetector() override;

    /// The program to run; by default nvidia-smi from PATH. Tests point this at a script.
    void setProgram(const QString &program) { m_program = program; }
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

    /// Starts one query; `finished` follows exactly once, from the event loop.
    void start();
    bool isRunning() const { return m_process != nullptr; }

Q_SIGNALS:
    void finished(const QList<LocalGpu> &gpus);

private:
    void finish(const QList<LocalGpu> &gpus);

    QString m_program;
    int m_timeoutMs = 5000;
    QProcess *m_process = nullptr;
    QTimer *m_timer = nullptr;
};
