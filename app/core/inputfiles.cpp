#include "app/core/inputfiles.h"

#include "app/core/overlay.h"
#include "app/core/runcalibration.h"

#include <QFileInfo>
#include <QRegularExpression>

QString shellQuoted(const QString &text)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./=:,+@%-]+$"));
    if (safe.match(text).hasMatch())
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QJsonObject InputFiles::toJson() const
{
    const auto path = [](const QString &file) { return file.isEmpty() ? QJsonValue() : QJsonValue(file); };
    return {{QStringLiteral("data"), path(data)},
            {QStringLiteral("overlay"), path(overlay)},
            {QStringLiteral("calibration"), path(calibration)}};
}

QStringList InputFiles::arguments() const
{
    QStringList args;
    if (!data.isEmpty())
        args << QStringLiteral("--data") << shellQuoted(data);
    if (!overlay.isEmpty())
        args << QStringLiteral("--overlay") << shellQuoted(overlay);
    else if (QFileInfo::exists(Overlay::defaultPath()))
        args << QStringLiteral("--no-overlay");
    if (!calibration.isEmpty())
        args << QStringLiteral("--calibration") << shellQuoted(calibration);
    else if (QFileInfo::exists(RunCalibration::defaultPath()))
        args << QStringLiteral("--no-calibration");
    return args;
}
