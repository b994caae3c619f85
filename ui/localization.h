#pragma once

#include <QLocale>

class QObject;

/// Loads the application's translation and Qt's own for a locale (the system's by default).
namespace Localization {

/// True when GPU Scout has a translation for `locale` and it was installed; English needs none.
/// The translators are children of `owner` (the application by default) and leave with it.
bool install(const QLocale &locale = QLocale(), QObject *owner = nullptr);

} // namespace Localization
