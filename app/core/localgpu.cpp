#include "app/core/localgpu.h"

#include "app/core/dataset.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>

namespace {

/// "NVIDIA A100-SXM4-80GB" -> "a100 sxm4 80gb": vendor and brand words dropped, separators unified.
QString normalisedName(const QString &name)
{
    QString text = name.toLower();
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.removeAll(QStringLiteral("nvidia"));
    words.removeAll(QStringLiteral("tesla"));
    words.removeAll(QStringLiteral("geforce"));
    return words.join(QLatin1Char(' '));
}

/// Memory in whole GiB: from the driver's figure, else from a "40GB" in the name, else -1.
int memoryGiB(const LocalGpu &gpu, const QString &normalised)
{
    if (gpu.memoryMiB > 0)
        return (gpu.memoryMiB + 512) / 1024;
    static const QRegularExpression sizeInName(QStringLiteral("\\b(\\d+)gb\\b"));
    const QRegularExpressionMatch match = sizeInName.match(normalised);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

struct Rule
{
    const char *pattern; ///< anchored, on the normalised name
    const char *id;
    int minGiB = 0; ///< with maxGiB: the memory range of this variant; 0, 0 when the name says it all
    int maxGiB = 0;
};

// Driver names that differ from the dataset's. Anchored patterns keep "RTX 4090 Laptop GPU",
// "RTX 4080 SUPER" or "Max-Q" parts from passing for the desktop card.
const Rule kRules[] = {
    {"^h100 (80gb hbm3|sxm5( 80gb)?)$", "h100_sxm"},
    {"^h100 pcie$", "h100_pcie"},
    {"^h100 nvl$", "h100_nvl"},
    {"^h200( sxm5?)?( 141gb)?$", "h200_sxm"},
    {"^h200 nvl$", "h200_nvl"},
    {"^a100 sxm4?( \\d+gb)?$", "a100_40_sxm", 1, 60},
    {"^a100 sxm4?( \\d+gb)?$", "a100_80_sxm", 61, 128},
    {"^a100( \\d+gb)? pcie( \\d+gb)?$", "a100_40_pcie", 1, 60},
    {"^a100( \\d+gb)? pcie( \\d+gb)?$", "a100_80_pcie", 61, 128},
    {"^v100 sxm2( \\d+gb)?$", "v100_sxm2_16", 1, 24},
    {"^v100 sxm2( \\d+gb)?$", "v100_sxm2"},
    {"^v100 pcie( \\d+gb)?$", "v100_pcie"},
    {"^v100s pcie( \\d+gb)?$", "v100s_pcie"},
    {"^rtx pro 6000 blackwell( workstation edition)?$", "rtx_pro_6000_bw"},
    {"^rtx 6000 ada( generation)?$", "rtx_6000_ada"},
    {"^rtx pro 5000 blackwell$", "rtx_pro_5000_bw", 1, 60},
    {"^rtx pro 5000 blackwell$", "rtx_pro_5000_bw_72", 61, 128},
    {"^rtx 4000 ada( generation)?$", "rtx_4000_ada"},
    {"^rtx 4000 sff ada( generation)?$", "rtx_4000_sff_ada"},
    {"^rtx 4500 ada( generation)?$", "rtx_4500_ada"},
    {"^rtx 3080$", "rtx_3080", 1, 11}, // the 10 GB card; the 12 GB one is not in the dataset
    {"^rtx 2000 ada( generation)?$", "rtx_2000_ada"},
    {"^b300( sxm6)?( ac)?$", "b300"},
    {"^gb200$", "gb200"},
    {"^gb300$", "gb300"},
};

bool parseMemory(const QString &field, int *mib)
{
    QString text = field;
    if (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']'))) { // [N/A], [Not Supported]
        *mib = 0;
        return true;
    }
    if (text.endsWith(QLatin1String("MiB")))
        text.chop(3);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < 0)
        return false;
    *mib = value;
    return true;
}

} // namespace

namespace LocalGpus {

QStringList queryArguments()
{
    return {QStringLiteral("--query-gpu=name,memory.total,pci.bus_id,driver_version"),
            QStringLiteral("--format=csv,noheader,nounits")};
}

QList<LocalGpu> parse(const QByteArray &output)
{
    QList<LocalGpu> gpus;
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() < 4)
            continue; // blank lines and one-line messages such as "No devices were found"
        for (QString &field : fields)
            field = field.trimmed();
        // A name with a comma in it would split: the last three fields are always the fixed ones.
        const QString name = fields.mid(0, fields.size() - 3).join(QStringLiteral(", "));
        LocalGpu gpu;
        gpu.name = name;
        if (name.isEmpty() || name == QLatin1String("name") ||
            !parseMemory(fields.at(fields.size() - 3), &gpu.memoryMiB))
            continue; // the csv header, or prose that happened to contain commas
        gpu.pciBusId = fields.at(fields.size() - 2);
        gpu.driverVersion = fields.at(fields.size() - 1);
        gpus.append(gpu);
    }
    return gpus;
}

QString matchId(const LocalGpu &gpu, const Dataset &dataset)
{
    const QString normalised = normalisedName(gpu.name);
    if (normalised.isEmpty())
        return {};
    const int gib = memoryGiB(gpu, normalised);
    for (const Rule &rule : kRules) {
        const QRegularExpression pattern(QLatin1String(rule.pattern));
        if (!pattern.match(normalised).hasMatch())
            continue;
        if (rule.maxGiB > 0 && (gib < rule.minGiB || gib > rule.maxGiB))
            continue;
        const QString id = QLatin1String(rule.id);
        return dataset.find(id) ? id : QString();
    }
    // Most driver names are the dataset's name with "NVIDIA" in front ("NVIDIA L40S", "NVIDIA GeForce RTX
    // 4090").
    for (const Gpu &candidate : dataset.gpus) {
        if (normalisedName(candidate.name) == normalised)
            return candidate.id;
    }
    return {};
}

QSet<QString> matchIds(const QList<LocalGpu> &gpus, const Dataset &dataset)
{
    QSet<QString> ids;
    for (const LocalGpu &gpu : gpus) {
        const QString id = matchId(gpu, dataset);
        if (!id.isEmpty())
            ids.insert(id);
    }
    return ids;
}

} // namespace LocalGpus

LocalGpuDetector::LocalGpuDetector(QObject *parent)
    : QObject(parent)
{}

LocalGpuDetector::~LocalGpuDetector()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

void LocalGpuDetector::start()
{
    if (m_process)
        return;
    const QString program =
        m_program.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")) : m_program;
    if (program.isEmpty()) {
        QTimer::singleShot(0, this, [this] { Q_EMIT finished({}); });
        return;
    }
    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(LocalGpus::queryArguments());
    m_process->setStandardInputFile(QProcess::nullDevice());
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] { finish({}); });
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        const bool ok = status == QProcess::NormalExit && exitCode == 0;
        finish(ok ? LocalGpus::parse(m_process->readAllStandardOutput()) : QList<LocalGpu>());
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish({});
    });
    m_timer->start(m_timeoutMs);
    m_process->start();
}

void LocalGpuDetector::finish(const QList<LocalGpu> &gpus)
{
    QProcess *process = m_process;
    m_process = nullptr;
    m_timer->deleteLater();
    m_timer = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        // A hung driver call: kill it and reap it later rather than wait here on the GUI thread.
        connect(process, &QProcess::finished, process, &QObject::deleteLater);
        process->kill();
    } else {
        process->deleteLater();
    }
    Q_EMIT finished(gpus);
}
