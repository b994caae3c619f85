#pragma once

#include "app/cli.h"
#include "app/core/job.h"

#include <QCommandLineParser>

/// The job's command-line options, made from the one field table (JobFields) for `recommend` and `fitmap`.
namespace Cli::JobOptions {

/// Adds an option per field that the command line offers (`skip`: keys a command handles itself), with its
/// default in the help text, and the flag aliases (--grad-ckpt, --no-flash-attn).
void add(QCommandLineParser &parser, const QStringList &skip = {});
/// Reads the options that were given into `job` (starting from Job::defaults()). On a bad value prints one
/// line naming the option to `context.err` (after `prefix`) and returns the exit code; returns Success
/// otherwise.
int read(const QCommandLineParser &parser, Context &context, const QString &prefix, Job *job,
         const QStringList &skip = {});

} // namespace Cli::JobOptions
