#include "app/core/gpufilter.h"

#include <QStringList>

bool GpuFilter::matches(const Gpu &gpu) const
{
    return matches(gpu, textWords());
}

QStringList GpuFilter::textWords() const
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool GpuFilter::matches(const Gpu &gpu, const QStringList &words) const
{
    if (!onlyIds.isEmpty() && !onlyIds.contains(gpu.id))
        return false;
    if (!segments.isEmpty() && !segments.contains(gpu.segment))
        return false;
    if (!architectures.isEmpty() && !architectures.contains(gpu.architecture))
        return false;
    if (minVramGb && gpu.vramGb.value_or(0) < *minVramGb)
        return false;
    if (nvlinkOnly && !gpu.hasNvlink())
        return false;
    for (const QString &word : words) {
        if (!gpu.name.contains(word, Qt::CaseInsensitive) && !gpu.id.contains(word, Qt::CaseInsensitive) &&
            !gpu.architecture.contains(word, Qt::CaseInsensitive) &&
            !gpu.memoryType.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool GpuFilter::isEmpty() const
{
    return *this == GpuFilter();
}

bool GpuFilter::operator==(const GpuFilter &other) const
{
    return text == other.text && segments == other.segments && architectures == other.architectures &&
           minVramGb == other.minVramGb && nvlinkOnly == other.nvlinkOnly && onlyIds == other.onlyIds;
}
