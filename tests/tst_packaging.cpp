#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <map>

namespace {

const QString kAppId = QStringLiteral(GPUSCOUT_APP_ID);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    INFO(path.toStdString());
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QString packagingFile(const QString &name)
{
    return QStringLiteral(PROJECT_DIR "/packaging/") + name;
}

/// The [Desktop Entry] group of a desktop file as key -> value (localised keys included).
std::map<QString, QString> desktopEntry(const QByteArray &text)
{
    std::map<QString, QString> entry;
    bool inGroup = false;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(QLatin1Char('[')))
            inGroup = line == QLatin1String("[Desktop Entry]");
        else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            entry[line.section(QLatin1Char('='), 0, 0)] = line.section(QLatin1Char('='), 1);
    }
    return entry;
}

/// Text of every element of the metainfo, keyed by element name (first occurrence wins), plus the
/// version of the first <release>.
std::map<QString, QString> metainfo(const QByteArray &xml, QString *firstRelease)
{
    std::map<QString, QString> values;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = reader.name().toString();
        if (name == QLatin1String("release") && firstRelease->isEmpty())
            *firstRelease = reader.attributes().value(QLatin1String("version")).toString();
        if (name == QLatin1String("launchable") || name == QLatin1String("id") ||
            name == QLatin1String("binary") || name == QLatin1String("project_license") ||
            name == QLatin1String("developer_name")) {
            const QString text = reader.readElementText();
            values.emplace(name, text);
        }
    }
    REQUIRE_FALSE(reader.hasError());
    return values;
}

} // namespace

TEST_CASE("The application id is the same in every packaging file")
{
    INFO("app id " << kAppId.toStdString());
    CHECK(kAppId == kAppId.toLower());
    CHECK(
        QRegularExpression(QStringLiteral("^[a-z][a-z0-9]*(\\.[a-z0-9_-]+){2,}$")).match(kAppId).hasMatch());
    // The files themselves carry the id as their names.
    for (const QString &file :
         {packagingFile(kAppId + QStringLiteral(".desktop")),
          packagingFile(kAppId + QStringLiteral(".metainfo.xml")),
          packagingFile(kAppId + QStringLiteral(".json")),
          QStringLiteral(PROJECT_DIR "/resources/icons/") + kAppId + QStringLiteral(".svg")}) {
        INFO(file.toStdString());
        CHECK(QFile::exists(file));
    }

    const auto desktop = desktopEntry(readFile(packagingFile(kAppId + QStringLiteral(".desktop"))));
    CHECK(desktop.at(QStringLiteral("Icon")) == kAppId);
    CHECK(desktop.at(QStringLiteral("Exec")).section(QLatin1Char(' '), 0, 0) == QStringLiteral("gpuscout"));
    // X11 WM_CLASS is the application name main() sets, which is the binary's name.
    CHECK(desktop.at(QStringLiteral("StartupWMClass")) == QStringLiteral("gpuscout"));

    QString release;
    const auto meta = metainfo(readFile(packagingFile(kAppId + QStringLiteral(".metainfo.xml"))), &release);
    CHECK(meta.at(QStringLiteral("id")) == kAppId);
    CHECK(meta.at(QStringLiteral("launchable")) == kAppId + QStringLiteral(".desktop"));
    CHECK(meta.at(QStringLiteral("binary")) == QStringLiteral("gpuscout"));
    CHECK(meta.at(QStringLiteral("project_license")) == QStringLiteral("MIT"));
    CHECK_FALSE(meta.at(QStringLiteral("developer_name")).isEmpty());
    CHECK(release == QStringLiteral(GPUSCOUT_VERSION)); // the newest release is the version being built
}

TEST_CASE("The Flatpak manifest parses and names the same app, command and a Qt 6 KDE runtime")
{
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(readFile(packagingFile(kAppId + QStringLiteral(".json"))), &error);
    INFO(error.errorString().toStdString());
    REQUIRE(error.error == QJsonParseError::NoError);
    const QJsonObject manifest = document.object();
    CHECK(manifest.value(QLatin1String("app-id")).toString() == kAppId);
    CHECK(manifest.value(QLatin1String("command")).toString() == QStringLiteral("gpuscout"));
    CHECK(manifest.value(QLatin1String("runtime")).toString() == QStringLiteral("org.kde.Platform"));
    CHECK(manifest.value(QLatin1String("sdk")).toString() == QStringLiteral("org.kde.Sdk"));
    const QStringList runtime =
        manifest.value(QLatin1String("runtime-version")).toString().split(QLatin1Char('.'));
    REQUIRE(runtime.size() == 2);
    CHECK(runtime.at(0).toInt() == 6);
    CHECK(runtime.at(1).toInt() >= 4); // the code is written against Qt 6.4
    const QJsonArray modules = manifest.value(QLatin1String("modules")).toArray();
    REQUIRE_FALSE(modules.isEmpty());
    const QJsonObject last = modules.last().toObject();
    CHECK(last.value(QLatin1String("name")).toString() == QStringLiteral("gpuscout"));
    CHECK(last.value(QLatin1String("buildsystem")).toString().startsWith(QLatin1String("cmake")));
    CHECK(last.value(QLatin1String("config-opts")).toArray().contains(QStringLiteral("-DBUILD_TESTING=OFF")));
    const QStringList finishArgs = manifest.value(QLatin1String("finish-args")).toVariant().toStringList();
    CHECK(finishArgs.contains(QStringLiteral("--socket=wayland")));
    CHECK(finishArgs.contains(QStringLiteral("--socket=fallback-x11")));
}

TEST_CASE("The man page documents this version, every command and the exit codes")
{
    const QString man = QString::fromUtf8(readFile(packagingFile(QStringLiteral("gpuscout.1"))));
    CHECK(man.contains(QStringLiteral("\"gpuscout " GPUSCOUT_VERSION "\"")));
    for (const char *word :
         {".B list", ".B export", ".B recommend", ".B screenshot", "\\-\\-data", ".SH EXIT STATUS"}) {
        INFO(word);
        CHECK(man.contains(QLatin1String(word)));
    }
}
