#pragma once
// The whole of what a dataset reader gives, as one text, so that two readers' results compare with == and a
// difference shows in the test's output: errors, warnings, suppressed errors, the dataset's own fields and
// every field of every GPU (TableExport::fullJson, whose numbers round-trip exactly).
#include "app/core/dataset.h"
#include "app/core/tableexport.h"

#include <QString>

inline QString readingOf(const DatasetLoadResult &result)
{
    QString text;
    for (const DatasetIssue &issue : result.errors)
        text += QStringLiteral("error: ") + issue.toString() + QLatin1Char('\n');
    text += QStringLiteral("suppressed: %1\n").arg(result.suppressedErrors);
    for (const DatasetIssue &issue : result.warnings)
        text += QStringLiteral("warning: ") + issue.toString() + QLatin1Char('\n');
    if (!result.dataset)
        return text + QStringLiteral("no dataset\n");
    const Dataset &dataset = *result.dataset;
    text += QStringLiteral("schema %1, version \"%2\", title \"%3\", description \"%4\", origin \"%5\"\n")
                .arg(dataset.schemaVersion)
                .arg(dataset.version, dataset.title, dataset.description, dataset.origin);
    std::vector<const Gpu *> gpus;
    for (const Gpu &gpu : dataset.gpus)
        gpus.push_back(&gpu);
    return text + QString::fromUtf8(TableExport::fullJson(gpus));
}
