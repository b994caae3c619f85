#include "app/core/jobfile.h"

#include "app/core/atomicfile.h"
#include "app/core/parse.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace JobFile {

namespace {

const QString kFormat = QStringLiteral("gpuscout-job");

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

QByteArray write(const Job &job)
{
    QJsonObject fields;
    for (const JobFields::Field &f : JobFields::all()) {
        QString text = f.get(job);
        if (f.group == JobFields::Group::Model && text.isEmpty())
            continue; // the model is given by exactly one of the model fields
        if (f.key == QLatin1String("model-config") && !text.isEmpty())
            text = QFileInfo(text).absoluteFilePath();
        fields.insert(f.jsonKey(), text);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("job"), fields}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool save(const QString &path, const Job &job, QString *error)
{
    return AtomicFile::write(path, write(job), error);
}

std::optional<Job> parse(const QByteArray &bytes, const QString &folder, QString *error)
{
    if (bytes.size() > kMaxBytes) {
        fail(error, QStringLiteral("larger than %1 bytes: not a job file").arg(kMaxBytes));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(error,
             QStringLiteral("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(error, QStringLiteral("expected a JSON object at the top"));
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("format") && it.key() != QLatin1String("version") &&
            it.key() != QLatin1String("job")) {
            fail(error, QStringLiteral("unknown key \"%1\" (expected format, version and job)")
                            .arg(Parse::printable(it.key())));
            return std::nullopt;
        }
    }
    if (root.value(QStringLiteral("format")).toString() != kFormat) {
        fail(error, QStringLiteral("format: expected \"%1\"").arg(kFormat));
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != kVersion) {
        fail(error,
             QStringLiteral("version: expected %1 (this build reads version %1 job files)").arg(kVersion));
        return std::nullopt;
    }
    const QJsonValue jobValue = root.value(QStringLiteral("job"));
    if (!jobValue.isObject()) {
        fail(error, QStringLiteral("job: expected an object of fields"));
        return std::nullopt;
    }
    const QJsonObject fields = jobValue.toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const JobFields::Field *f =
            JobFields::find(QString(it.key()).replace(QLatin1Char('_'), QLatin1Char('-')));
        if (!f || f->jsonKey() != it.key()) {
            fail(error, QStringLiteral("job: unknown field \"%1\"").arg(Parse::printable(it.key())));
            return std::nullopt;
        }
        if (!it.value().isString()) {
            fail(error,
                 QStringLiteral("job.%1: expected a string, as the command line writes it").arg(it.key()));
            return std::nullopt;
        }
    }
    int models = 0;
    for (const JobFields::Field &f : JobFields::all())
        models += f.group == JobFields::Group::Model && !fields.value(f.jsonKey()).toString().isEmpty();
    if (models > 1) {
        fail(error, QStringLiteral("job: give only one of model, params and model_config"));
        return std::nullopt;
    }
    Job job = Job::defaults();
    for (const JobFields::Field &f : JobFields::all()) {
        if (!fields.contains(f.jsonKey()))
            continue;
        QString text = fields.value(f.jsonKey()).toString();
        if (f.group == JobFields::Group::Model && text.isEmpty())
            continue;
        if (f.key == QLatin1String("model-config") && QFileInfo(text).isRelative() && !folder.isEmpty())
            text = QDir(folder).filePath(text);
        QString why;
        if (!JobFields::set(job, f, text, &why)) {
            // The value is quoted in the message: its control characters are shown as escapes.
            fail(error,
                 QStringLiteral("job.%1: %2").arg(f.jsonKey(), Parse::printable(why, int(why.size()))));
            return std::nullopt;
        }
    }
    return job;
}

std::optional<Job> read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, QStringLiteral("%1: cannot read it (%2)").arg(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kMaxBytes + 1);
    QString why;
    std::optional<Job> job = parse(bytes, QFileInfo(path).absolutePath(), &why);
    if (!job)
        fail(error, QStringLiteral("%1: %2").arg(path, why));
    return job;
}

} // namespace JobFile
