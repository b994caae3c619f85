#pragma once

#include "app/core/gpu.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

/// What the spec grid shows: a plain value that decides whether one GPU matches.
struct GpuFilter
{
    QString text;                ///< every word must occur in the name, id, architecture or memory type
    QSet<QString> segments;      ///< empty: any
    QSet<QString> architectures; ///< empty: any
    std::optional<double> minVramGb;
    bool nvlinkOnly = false;
    QSet<QString> onlyIds; ///< non-empty: only these GPUs (e.g. "the GPUs that fit" from the wizard)

    bool matches(const Gpu &gpu) const;
    /// The same, with the search text already split into words (textWords()): what a proxy filtering
    /// thousands of rows calls, splitting the text once per filter change instead of once per row.
    bool matches(const Gpu &gpu, const QStringList &words) const;
    QStringList textWords() const;
    bool isEmpty() const;
    bool operator==(const GpuFilter &other) const;
    bool operator!=(const GpuFilter &other) const { return !(*this == other); }
};
