#pragma once

#include "app/core/gpu.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

/// A problem found in a dataset file, with the JSON path it concerns (`gpus[3].vram_gb`).
struct DatasetIssue
{
    QString path;
    QString message;
    QString toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }
};

/// A validated GPU catalogue and where it came from.
struct Dataset
{
    int schemaVersion = 0;
    QString version;
    QString title;
    QString description;
    QString origin; ///< file path, or ":/data/gpus.json" for the bundled one
    std::vector<Gpu> gpus;

    const Gpu *find(const QString &id) const;
    int indexOf(const QString &id) const;
};

struct DatasetLoadResult
{
    std::optional<Dataset> dataset; ///< set when there were no errors
    QList<DatasetIssue> errors;
    QList<DatasetIssue> warnings;
    int suppressedErrors = 0; ///< errors beyond the reported ones
    QString origin;

    bool ok() const { return dataset.has_value(); }
    /// All errors, one per line, each prefixed with the origin (`file.json: gpus[3].vram_gb: ...`).
    QString errorText() const;
};

namespace DatasetLimits {
constexpr int kSchemaVersion = 2;    ///< 2 added usable memory, physical VRAM and dated prices
constexpr int kMinSchemaVersion = 1; ///< version-1 files still load (they lack the new fields)
constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;
constexpr int kMaxGpus = 100000;
constexpr int kMaxReportedErrors = 50;
} // namespace DatasetLimits

/// Parses and validates a dataset document. Never throws; every problem becomes an issue.
DatasetLoadResult parseDataset(const QByteArray &json, const QString &origin);

/// The two readers behind parseDataset, which tries the first and falls back to the second. Both give the
/// same result for any document the first reads (tst_dataset and fuzz_dataset compare them).
namespace DatasetReaders {
/// Reads the records straight from the text (JsonScanner), without building a QJsonDocument: for 10,000 GPUs,
/// 194 million instructions where building the document and reading the records from it took 504 million.
/// Nothing where it leaves the document to parseDocument: a syntax error (so that the message is Qt's), or
/// one of the inputs JsonScanner leaves to Qt.
std::optional<DatasetLoadResult> parseStreaming(const QByteArray &json, const QString &origin);
/// Parses the document with QJsonDocument, then reads it.
DatasetLoadResult parseDocument(const QByteArray &json, const QString &origin);
} // namespace DatasetReaders
/// Reads and validates a dataset file; unreadable, oversized or non-regular files are errors.
DatasetLoadResult loadDatasetFile(const QString &path);
/// The dataset compiled into the binary.
DatasetLoadResult loadBundledDataset();
QString bundledDatasetPath();

/// Validates one GPU record (`gpus[3]`) into `gpu`, appending problems to `issues`. A partial record (an
/// overlay's) needs no required field and skips the cross-field checks; `present` receives the keys read.
/// Returns false when the record had errors.
bool readGpuRecord(const QJsonObject &object, const QString &path, bool partial, Gpu &gpu,
                   DatasetLoadResult &issues, QStringList *present = nullptr);
/// The cross-field checks of a complete record (sparse figures at least dense ones).
bool checkGpuConsistency(const Gpu &gpu, const QString &path, DatasetLoadResult &issues);
