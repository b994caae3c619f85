#pragma once

#include <QLocale>

class QObject;

/// Loads the application's translation and Qt's own for a locale (the system's by default).
namespace Localization {

/// True when GPU Scout has a translation for `locale` and it was installed. English (the source text) has
/// one for its plural forms only, which is also installed for a language GPU Scout has no translation for.
/// The translators are children of `owner` (the application by default) and leave with it.
bool install(const QLocale &locale = QLocale(), QObject *owner = nullptr);

} // namespace Localization
