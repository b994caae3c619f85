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

// The options every command takes, before or after its name.
QString globalOptionsHelp()
{
    return QStringLiteral(
               "  --data FILE   use FILE instead of the bundled dataset\n"
               "  --overlay FILE\n"
               "                apply the user overlay FILE (partial GPU records merged by id) instead of\n"
               "                yours; without it, your corrections in\n"
               "                %1\n"
               "                are applied when the file is there, as the window does (said on stderr)\n"
               "  --no-overlay  leave your corrections out: the bundled (or --data) figures alone\n"
               "  --calibration FILE\n"
               "                scale the estimates of the stacks calibrated in FILE by your own runs;\n"
               "                without it, your calibration in\n"
               "                %2\n"
               "                (gpuscout calibrate writes it) is applied when the file is there\n"
               "  --no-calibration\n"
               "                leave your calibration out\n")
        .arg(Overlay::defaultPath(), RunCalibration::defaultPath());
}

QString usage()
{
    QString text =
        QStringLiteral("Usage: gpuscout [GLOBAL OPTIONS] [COMMAND [OPTIONS]]\n\n"
                       "Choose an NVIDIA GPU for fine-tuning. Without a command, opens the window.\n\n"
                       "Commands:\n");
    for (const Command &command : kCommands)
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(command.name).leftJustified(12), QLatin1String(command.summary));
    text += QStringLiteral("\nGlobal options (before or after the command):\n") + globalOptionsHelp() +
            QStringLiteral("\nOptions:\n"
                           "  -h, --help    show this help (COMMAND --help for a command's options)\n"
                           "  -v, --version show the version\n\n"
                           "Exit codes: 0 success, 1 runtime failure, 2 bad usage.\n");
    return text;
}

} // namespace

std::optional<int> parseCommand(Context &context, QCommandLineParser &parser, const QString &command)
{
    const auto usage = [&](const QString &message) {
        context.err << "gpuscout " << command << ": " << message << '\n';
        return std::optional<int>(UsageError);
    };
    if (!parser.parse(context.arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, command);
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usage(QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    return std::nullopt;
}

QString helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const int end = int(text.indexOf(QLatin1Char('\n')));
    const int options = int(text.indexOf(QStringLiteral(" [options]")));
    if (text.startsWith(QStringLiteral("Usage: ")) && options > 0 && options < end)
        text.replace(7, options - 7, QStringLiteral("gpuscout ") + command);
    return text + QStringLiteral("\nGlobal options (before or after the command):\n") + globalOptionsHelp();
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
        if (std::strcmp(arg, "--no-overlay") == 0 || std::strcmp(arg, "--no-calibration") == 0)
            return true; // a command's option: reported when no command follows
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

/// The global options as given, before or after the command.
struct Globals
{
    QString data, overlay, calibration;
    bool noOverlay = false, noCalibration = false;
};

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

// Takes the global option at arguments[*i] into `globals` (advancing *i past its value). Returns -1 when it
// is none, Success when taken, UsageError (the line said) when it lacks its file or repeats.
int takeGlobal(const QStringList &arguments, int *i, Globals &globals, QTextStream &err)
{
    const QString &arg = arguments.at(*i);
    for (const auto &[name, flag] : {std::pair<const char *, bool *>{"no-overlay", &globals.noOverlay},
                                     {"no-calibration", &globals.noCalibration}}) {
        if (arg != QLatin1String("--") + QLatin1String(name))
            continue;
        if (*flag) {
            err << "gpuscout: --" << name << " is given twice\n";
            return UsageError;
        }
        *flag = true;
        return Success;
    }
    for (const auto &[name, target] : {std::pair<const char *, QString *>{"data", &globals.data},
                                       {"overlay", &globals.overlay},
                                       {"calibration", &globals.calibration}}) {
        QString value;
        bool missing = false;
        if (!globalOption(arguments, i, QLatin1String(name), &value, &missing))
            continue;
        if (missing) {
            err << "gpuscout: --" << name << " needs a file name\n";
            return UsageError;
        }
        if (!target->isEmpty()) {
            err << "gpuscout: --" << name << " is given twice (\"" << *target << "\" and \"" << value
                << "\")\n";
            return UsageError;
        }
        *target = value;
        return Success;
    }
    return -1;
}

int checkGlobals(const Globals &globals, QTextStream &err)
{
    if (globals.noOverlay && !globals.overlay.isEmpty()) {
        err << "gpuscout: give only one of --overlay and --no-overlay\n";
        return UsageError;
    }
    if (globals.noCalibration && !globals.calibration.isEmpty()) {
        err << "gpuscout: give only one of --calibration and --no-calibration\n";
        return UsageError;
    }
    return Success;
}

// Applies the overlay a script named, or else the user's own (Overlay::defaultPath(), as the window does).
// Running on other figures than asked would be a silent wrong answer, so a bad file is an error.
int applyOverlay(Dataset &dataset, const Globals &globals, QString *applied, QTextStream &err)
{
    const bool own = globals.overlay.isEmpty();
    const QString path = own ? Overlay::defaultPath() : globals.overlay;
    if (globals.noOverlay || (own && !QFileInfo::exists(path)))
        return Success;
    Overlay::ApplyResult result = Overlay::applyFile(dataset, path);
    if (!result.ok()) {
        if (own)
            err << "gpuscout: your overlay (applied by default, as the window does) is invalid:\n"
                << result.errorText() << "\ngpuscout: correct it, or leave it out with --no-overlay\n";
        else
            err << "gpuscout: the overlay is invalid:\n" << result.errorText() << '\n';
        return RuntimeFailure;
    }
    for (const DatasetIssue &warning : result.warnings)
        err << "gpuscout: warning: " << result.origin << ": " << warning.toString() << '\n';
    if (own && result.changedGpus + result.addedGpus > 0)
        err << "gpuscout: using your corrections in " << path << " (" << result.changedGpus
            << " GPU(s) changed, " << result.addedGpus << " added; --no-overlay leaves them out)\n";
    dataset = std::move(result.dataset);
    *applied = path;
    return Success;
}

// Applies the calibration a script named, or else the user's own (RunCalibration::defaultPath()).
int applyCalibration(const Globals &globals, QString *applied, QTextStream &err)
{
    const bool own = globals.calibration.isEmpty();
    const QString path = own ? RunCalibration::defaultPath() : globals.calibration;
    if (globals.noCalibration || (own && !QFileInfo::exists(path)))
        return Success;
    QString error;
    const std::optional<RunCalibration::Calibration> calibration = RunCalibration::read(path, &error);
    if (!calibration) {
        if (own)
            err << "gpuscout: your calibration (applied by default, as the window does) is invalid: " << error
                << "\ngpuscout: correct it, or leave it out with --no-calibration\n";
        else
            err << "gpuscout: the calibration is invalid: " << error << '\n';
        return RuntimeFailure;
    }
    if (own && !calibration->runs.empty())
        err << "gpuscout: using your calibration in " << path << " (--no-calibration leaves it out)\n";
    RunCalibration::setActive(*calibration);
    *applied = path;
    return Success;
}

// Runs `command` on the dataset (--data or the bundled one) with the overlay and calibration applied.
int runCommand(const QString &command, const QStringList &rest, const Globals &globals, QTextStream &out,
               QTextStream &err)
{
    const Command *found = findCommand(command);
    if (!found) {
        err << "gpuscout: unknown command \"" << command << "\" (see gpuscout --help)\n";
        return UsageError;
    }
    DatasetLoadResult loaded = !globals.data.isEmpty() ? loadDatasetFile(globals.data) : loadBundledDataset();
    if (!loaded.ok()) {
        err << "gpuscout: the dataset is invalid:\n" << loaded.errorText() << '\n';
        return RuntimeFailure;
    }
    for (const DatasetIssue &warning : loaded.warnings)
        err << "gpuscout: warning: " << loaded.origin << ": " << warning.toString() << '\n';
    Dataset dataset = std::move(*loaded.dataset);
    InputFiles files;
    files.data = globals.data;
    if (const int code = applyOverlay(dataset, globals, &files.overlay, err); code != Success)
        return code;
    if (const int code = applyCalibration(globals, &files.calibration, err); code != Success)
        return code;
    Context context{QStringList{QStringLiteral("gpuscout ") + command} + rest, std::move(dataset), out, err,
                    files};
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
    QString command;
    Globals globals;
    bool optionsEnded = false; // after "--" every word is the command's
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (!command.isEmpty() && (optionsEnded || !arg.startsWith(QStringLiteral("--")))) {
            rest.append(arg);
            continue;
        }
        if (!command.isEmpty() && arg == QLatin1String("--")) {
            optionsEnded = true;
            rest.append(arg);
            continue;
        }
        // The global options mean the same before and after the command.
        const int taken = takeGlobal(arguments, &i, globals, err);
        if (taken == UsageError)
            return UsageError;
        if (taken == Success)
            continue;
        if (!command.isEmpty()) {
            rest.append(arg);
            continue;
        }
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
    if (const int code = checkGlobals(globals, err); code != Success)
        return code;
    *dataPath = globals.data;
    if (overlayPath)
        *overlayPath = globals.overlay;
    if (calibrationPath)
        *calibrationPath = globals.calibration;
    if (command.isEmpty()) {
        if (globals.noOverlay || globals.noCalibration) {
            err << "gpuscout: --no-overlay and --no-calibration go with a command; the window always uses "
                   "your corrections and calibration (see gpuscout --help)\n";
            return UsageError;
        }
        return -1;
    }
    return runCommand(command, rest, globals, out, err);
}

} // namespace Cli
