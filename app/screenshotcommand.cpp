#include "app/cli.h"
#include "app/core/atomicfile.h"
#include "app/core/parse.h"
#include "app/core/settings.h"
#include "app/core/startupclock.h"
#include "ui/guisession.h"
#include "ui/localization.h"
#include "ui/mainwindow.h"
#include "ui/thememanager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileDevice>
#include <QPixmap>
#include <QProcess>

#include <cstdio>

namespace {

QtMessageHandler previousHandler = nullptr;

/// The offscreen platform warns about every window-manager call it cannot carry out ("This plugin does not
/// support propagateSizeHints()"), which says nothing about the screenshot: those lines are dropped, every
/// other message passes on.
void quietOffscreenHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("This plugin does not support ")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
    else
        fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

/// Installs quietOffscreenHandler while the offscreen platform is in use, for the lifetime of this object.
class QuietOffscreen
{
public:
    QuietOffscreen()
        : m_active(QGuiApplication::platformName() == QLatin1String("offscreen"))
    {
        if (m_active)
            previousHandler = qInstallMessageHandler(quietOffscreenHandler);
    }
    ~QuietOffscreen()
    {
        if (m_active)
            qInstallMessageHandler(previousHandler);
    }
    QuietOffscreen(const QuietOffscreen &) = delete;
    QuietOffscreen &operator=(const QuietOffscreen &) = delete;

private:
    bool m_active;
};

} // namespace

namespace Cli {

int screenshotCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Save a PNG of the main window as it opens."));
    parser.addHelpOption();
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("PNG file to write."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  Words::alternativesWithDefault(MainWindow::SpecsTab) + QLatin1Char('.'),
                                  QStringLiteral("VIEW"), Words::of(MainWindow::SpecsTab));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size, default 1400x860."),
                                  QStringLiteral("WxH"), QStringLiteral("1400x860"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   Words::alternativesWithDefault(ThemeManager::Theme::System) +
                                       QLatin1Char('.'),
                                   QStringLiteral("THEME"), Words::of(ThemeManager::Theme::System));
    parser.addOptions({out, view, size, theme});
    if (!parser.parse(context.arguments)) {
        context.err << "gpuscout screenshot: " << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("screenshot"));
        return Success;
    }
    if (!parser.isSet(out) || parser.value(out).isEmpty()) {
        context.err << "gpuscout screenshot: --out FILE.png is required\n";
        return UsageError;
    }
    QString error;
    const std::optional<QSize> windowSize = Parse::size(parser.value(size), &error);
    if (!windowSize) {
        context.err << "gpuscout screenshot: --size: " << error << '\n';
        return UsageError;
    }

    ThemeManager::Theme chosenTheme;
    if (!ThemeManager::parseTheme(parser.value(theme), &chosenTheme)) {
        context.err << "gpuscout screenshot: --theme must be " << Words::alternatives<ThemeManager::Theme>()
                    << ", got \"" << parser.value(theme) << "\"\n";
        return UsageError;
    }

    const QuietOffscreen quiet;
    // A screenshot shows the window as a new user sees it: default settings, not this user's, in the
    // user's language (LANG=de_DE.UTF-8 gives the German window).
    Localization::install();
    // Settings under the null device, which QSettings can neither read nor create: the window starts from the
    // defaults and nothing is written at exit (a throwaway file in a temporary folder, with its lock file and
    // two fdatasync calls, was about 5% of the bundled screenshot's CPU time).
    auto settings = std::make_unique<QSettings>(QProcess::nullDevice() + QStringLiteral("/screenshot.ini"),
                                                QSettings::IniFormat);
    settings->setValue(Settings::keyName(Settings::Theme), ThemeManager::themeKey(chosenTheme));
    GuiSession session(std::move(context.dataset), std::move(settings));
    MainWindow &window = session.window();
    if (!window.showPage(parser.value(view))) {
        context.err << "gpuscout screenshot: --view must be " << Words::alternatives<MainWindow::Tab>()
                    << ", got \"" << parser.value(view) << "\"\n";
        return UsageError;
    }
    window.resize(*windowSize);
    window.show();
    // The picture is the window's first paint: the posted events of its start (layouts, queued set-up)
    // run first, then QWidget::grab() paints every widget of the window into the pixmap. Waiting for the
    // platform to expose the window would paint it once more, into a backing store nobody looks at.
    QCoreApplication::sendPostedEvents();
    const QPixmap pixmap = window.grab();
    StartupClock::reportFirstPaint();
    if (pixmap.isNull()) {
        context.err << "gpuscout screenshot: the window could not be rendered\n";
        return RuntimeFailure;
    }
    // Encoded straight into the file (all of it or nothing, as every export), not into memory first: a
    // buffer grown to the PNG's size and copied out again cost some 90 page faults a start.
    bool encoded = true;
    const bool written = AtomicFile::write(
        parser.value(out),
        [&pixmap, &encoded](QIODevice *device, QString *) {
            if (pixmap.save(device, "PNG"))
                return true;
            const auto *file = qobject_cast<QFileDevice *>(device);
            encoded = file && file->error() != QFileDevice::NoError; // a write error is the file's to name
            return false;
        },
        &error);
    if (!written) {
        context.err << "gpuscout screenshot: "
                    << (encoded ? error : QStringLiteral("the window could not be rendered")) << '\n';
        return RuntimeFailure;
    }
    return Success;
}

} // namespace Cli
