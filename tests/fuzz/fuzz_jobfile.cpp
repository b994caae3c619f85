// libFuzzer target: the saved-job reader, and what it reads written back and read again.
#include "app/core/jobfile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    // A config.json path would be opened (a device such as /dev/stdin blocks): that reader has its own
    // target, fuzz_modelconfig.
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (document.isObject() &&
        document.object().value(QStringLiteral("job")).toObject().contains(QStringLiteral("model_config")))
        return 0;
    QString error;
    const std::optional<Job> job = JobFile::parse(bytes, QString(), &error);
    // Read or refused, and a refusal explains itself on one line.
    if (!job) {
        if (error.isEmpty() || error.contains(QLatin1Char('\n')))
            __builtin_trap();
        return 0;
    }
    // What was read is a job the file format can hold: written, it reads back to the same bytes.
    const QByteArray written = JobFile::write(*job);
    const std::optional<Job> again = JobFile::parse(written, QString(), &error);
    if (!again || JobFile::write(*again) != written)
        __builtin_trap();
    return 0;
}
