#pragma once

#include "app/core/dataset.h"
#include "app/core/inputfiles.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <optional>

/// The headless commands: `gpuscout [global options] <command> [options]`, where the global options (--data,
/// --overlay, --no-overlay, --calibration, --no-calibration) may also come after the command.
/// The contract (options, output formats, exit codes) is README.md's "Command line" and packaging/gpuscout.1.
namespace Cli {

enum ExitCode
{
    Success = 0,
    RuntimeFailure = 1,
    UsageError = 2
};

/// What every command gets: its own arguments (after the command name), the dataset, and the output streams.
struct Context
{
    QStringList arguments; ///< argv[0] replaced by "gpuscout <command>", global options removed
    Dataset dataset;
    QTextStream &out;
    QTextStream &err;
    /// The dataset, overlay and calibration files applied, for a report's command line.
    InputFiles files = {};
};

/// True when argv names a headless command or --help/--version: main() then picks the offscreen platform
/// before QApplication exists, unless the user chose one.
bool isHeadless(int argc, char **argv);

/// Runs the command line. Returns -1 when no command was given and the GUI should open; otherwise the exit
/// code. `dataPath` receives the --data file (if any) for the GUI to load, `overlayPath` the --overlay file,
/// `calibrationPath` the --calibration file.
int run(const QStringList &arguments, QString *dataPath, QString *overlayPath = nullptr,
        QString *calibrationPath = nullptr);

/// A command's --help text, with "gpuscout COMMAND" in the usage line instead of the path of argv[0], and the
/// global options it also takes.
QString helpText(const QCommandLineParser &parser, const QString &command);

/// Parses `context`'s arguments for a command that takes no positional ones. Returns the exit code when the
/// command is done already (--help printed: Success; a bad option or a stray argument, said on stderr as
/// "gpuscout COMMAND: ...": UsageError), nullopt when it goes on.
std::optional<int> parseCommand(Context &context, QCommandLineParser &parser, const QString &command);

int listCommand(Context &context);
int exportCommand(Context &context);
int screenshotCommand(Context &context);
int recommendCommand(Context &context);
int fitmapCommand(Context &context);
int stacksCommand(Context &context);
int calibrateCommand(Context &context);

} // namespace Cli
