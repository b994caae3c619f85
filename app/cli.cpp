#include "app/cli.h"

#include "app/core/overlay.h"
#include "app/core/runcalibration.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstring>

namespace Cli {

namespace {

struct Command
{
    const char *name;
    const char *summary;
    int (*run)(Context &);
};

const Command kCommands[] = {
    {"list", "print the GPU table (table, csv, json, markdown)", &listCommand},
    {"export", "save a radar, bar or scatter chart as PNG, SVG or PDF", &exportCommand},
    {"recommend", "size a fine-tuning job and rank the GPUs for it", &recommendCommand},
    {"fitmap", "which models fit on which GPUs, as a table or a picture", &fitmapCommand},
    {"stacks", "the training stacks an estimate can assume, each entry with its source", &stacksCommand},
    {"calibrate", "compare a run you made with its estimate and scale the stack's estimates by it",
     &calibrateCommand},
    {"screenshot", "save a PNG of the main window", &screenshotCommand},
};

const Command *findCommand(const QString &name)
{
    for (const Command &command : kCommands) {
        if (name == QLatin1String(command.name))
            return &command;
    }
    return nullptr;
}

QString usage()
{
    QString text = QStringLiteral(
        "Usage: gpuscout [--data FILE] [--overlay FILE] [--calibration FILE] [COMMAND [OPTIONS]]\n\n"
        "Choose an NVIDIA GPU for fine-tuning. Without a command, opens the window.\n\n"
        "Commands:\n");
    for (const Command &command : kCommands)
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(command.name).leftJustified(12), QLatin1String(command.summary));
    text += QStringLiteral(
        "\nOptions:\n"
        "  --data FILE   use FILE instead of the bundled dataset\n"
        "  --overlay FILE\n"
        "                apply the user overlay FILE (partial GPU records merged by id)\n"
        "  --calibration FILE\n"
        "                scale the estimates of the stacks calibrated in FILE by your own runs\n"
        "                (gpuscout calibrate writes it)\n"
        "  -h, --help    show this help (COMMAND --help for a command's options)\n"
        "  -v, --version show the version\n\n"
        "Exit codes: 0 success, 1 runtime failure, 2 bad usage.\n");
    return text;
}

} // namespace

QString helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const int end = int(text.indexOf(QLatin1Char('\n')));
    const int options = int(text.indexOf(QStringLiteral(" [options]")));
    if (text.startsWith(QStringLiteral("Usage: ")) && options > 0 && options < end)
        text.replace(7, options - 7, QStringLiteral("gpuscout ") + command);
    return text;
}

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--data") == 0 || std::strcmp(arg, "--overlay") == 0 ||
            std::strcmp(arg, "--calibration") == 0) {
            if (i + 1 >= argc)
                return true; // the missing file name is reported on the command line
            ++i;
            continue;
        }
        if (std::strcmp(arg, "-h") == 0 || std::strcmp(arg, "--help") == 0 ||
            std::strcmp(arg, "--help-all") == 0 || std::strcmp(arg, "-v") == 0 ||
            std::strcmp(arg, "--version") == 0)
            return true;
        if (arg[0] != '-')
            return true; // a command, or a stray word that will be reported as unknown
    }
    return false;
}

namespace {

// A global option with a file name ("--data FILE" or "--data=FILE") at arguments[*i]: false when it is not
// `name`; otherwise takes the value (advancing *i) and sets *missing when there is none.
bool globalOption(const QStringList &arguments, int *i, const QString &name, QString *value, bool *missing)
{
    const QString &arg = arguments.at(*i);
    const QString option = QStringLiteral("--") + name;
    if (arg == option) {
        *missing = *i + 1 >= arguments.size();
        if (!*missing)
            *value = arguments.at(++*i);
        return true;
    }
    if (!arg.startsWith(option + QLatin1Char('=')))
        return false;
    *value = arg.mid(option.size() + 1);
    *missing = value->isEmpty();
    return true;
}

// Applies the --overlay and --calibration files a script asked for: running on other figures would be a
// silent wrong answer, so a bad file is an error.
int applyGlobalFiles(Dataset &dataset, const QString &overlayFile, const QString &calibrationFile,
                     QTextStream &err)
{
    if (!overlayFile.isEmpty()) {
        Overlay::ApplyResult applied = Overlay::applyFile(dataset, overlayFile);
        if (!applied.ok()) {
            err << "gpuscout: the overlay is invalid:\n" << applied.errorText() << '\n';
            return RuntimeFailure;
        }
        for (const DatasetIssue &warning : applied.warnings)
            err << "gpuscout: warning: " << applied.origin << ": " << warning.toString() << '\n';
        dataset = std::move(applied.dataset);
    }
    if (!calibrationFile.isEmpty()) {
        QString error;
        const std::optional<RunCalibration::Calibration> calibration =
            RunCalibration::read(calibrationFile, &error);
        if (!calibration) {
            err << "gpuscout: the calibration is invalid: " << error << '\n';
            return RuntimeFailure;
        }
        RunCalibration::setActive(*calibration);
    }
    return Success;
}

// Runs `command` on the dataset (--data or the bundled one) with the global files applied.
int runCommand(const QString &command, const QStringList &rest, const QString &dataPath,
               const QString &overlayFile, const QString &calibrationFile, QTextStream &out, QTextStream &err)
{
    const Command *found = findCommand(command);
    if (!found) {
        err << "gpuscout: unknown command \"" << command << "\" (see gpuscout --help)\n";
        return UsageError;
    }
    DatasetLoadResult loaded = !dataPath.isEmpty() ? loadDatasetFile(dataPath) : loadBundledDataset();
    if (!loaded.ok()) {
        err << "gpuscout: the dataset is invalid:\n" << loaded.errorText() << '\n';
        return RuntimeFailure;
    }
    for (const DatasetIssue &warning : loaded.warnings)
        err << "gpuscout: warning: " << loaded.origin << ": " << warning.toString() << '\n';
    Dataset dataset = std::move(*loaded.dataset);
    if (const int code = applyGlobalFiles(dataset, overlayFile, calibrationFile, err); code != Success)
        return code;
    Context context{QStringList{QStringLiteral("gpuscout ") + command} + rest, std::move(dataset), out, err};
    const int code = found->run(context);
    out.flush();
    err.flush();
    return code;
}

} // namespace

int run(const QStringList &arguments, QString *dataPath, QString *overlayPath, QString *calibrationPath)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList rest;
    QString command, overlayFile, calibrationFile;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (!command.isEmpty()) {
            rest.append(arg);
            continue;
        }
        bool matched = false, missing = false;
        for (const auto &[name, target] : {std::pair<const char *, QString *>{"data", dataPath},
                                           {"overlay", &overlayFile},
                                           {"calibration", &calibrationFile}}) {
            matched = globalOption(arguments, &i, QLatin1String(name), target, &missing);
            if (matched && missing) {
                err << "gpuscout: --" << name << " needs a file name\n";
                return UsageError;
            }
            if (matched)
                break;
        }
        if (matched)
            continue;
        if (arg == QLatin1String("-h") || arg == QLatin1String("--help") ||
            arg == QLatin1String("--help-all")) {
            out << usage();
            return Success;
        }
        if (arg == QLatin1String("-v") || arg == QLatin1String("--version")) {
            out << "gpuscout " << QCoreApplication::applicationVersion() << '\n';
            return Success;
        }
        if (arg.startsWith(QLatin1Char('-'))) {
            err << "gpuscout: unknown option " << arg << " (see gpuscout --help)\n";
            return UsageError;
        }
        command = arg;
    }
    if (overlayPath)
        *overlayPath = overlayFile;
    if (calibrationPath)
        *calibrationPath = calibrationFile;
    if (command.isEmpty())
        return -1;
    return runCommand(command, rest, *dataPath, overlayFile, calibrationFile, out, err);
}

} // namespace Cli
