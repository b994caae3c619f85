#pragma once

#include "app/core/job.h"

#include <QByteArray>
#include <QString>

#include <optional>

/// A saved job: one versioned JSON file holding every field of the job as the command line writes it, read
/// and written through the one field table (JobFields), so a job saved in the window gives the same answer as
/// `gpuscout recommend --job FILE`.
///
///     {"format": "gpuscout-job", "version": 1,
///      "job": {"model": "llama-3.1-8b", "method": "qlora", "seq": "2048", ...}}
///
/// A model given as a config.json is kept as its path; a relative path is read against the job file's folder.
namespace JobFile {

constexpr int kVersion = 1;
constexpr qsizetype kMaxBytes = 1 << 20; ///< a job is a few hundred bytes; anything past this is not one

/// The file's bytes for `job` (every field, so a later change of a default does not change a saved job).
QByteArray write(const Job &job);
/// Writes `job` to `path` whole or not at all; on failure `error` names the path and the reason.
bool save(const QString &path, const Job &job, QString *error);

/// Reads a job from `bytes` on top of Job::defaults(), fields in the table's order (the stack before what it
/// decides). `folder` resolves a relative config.json path. On any problem returns nothing and sets `error`
/// to one line naming the key and what was wrong ("job.seq: expected a whole number from 16 to 1048576, got
/// \"x\""); unknown keys are errors, not ignored.
std::optional<Job> parse(const QByteArray &bytes, const QString &folder, QString *error);
/// Reads the file at `path`; unreadable or oversized files are errors naming the path.
std::optional<Job> read(const QString &path, QString *error);

} // namespace JobFile
