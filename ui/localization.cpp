#include "ui/localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace Localization {

bool install(const QLocale &locale, QObject *owner)
{
    if (!owner)
        owner = QCoreApplication::instance();
    // Qt's own strings (dialog buttons, the wizard's Next/Back) come from qt6-translations-l10n when present.
    auto *qt = new QTranslator(owner);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    auto *app = new QTranslator(owner);
    if (app->load(locale, QStringLiteral("gpuscout"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(app);
        return true;
    }
    // No translation: the English source text, with its plural forms ("1 GPU", not "1 GPU(s)").
    if (app->load(QStringLiteral(":/i18n/gpuscout_en.qm")))
        QCoreApplication::installTranslator(app);
    else
        delete app;
    return false;
}

} // namespace Localization
