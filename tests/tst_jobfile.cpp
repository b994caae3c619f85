#include "app/core/jobfile.h"
#include "tests/testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

Job jobWith(const std::vector<std::pair<QString, QString>> &fields)
{
    Job job = Job::defaults();
    QString error;
    for (const auto &[key, value] : fields) {
        INFO(key.toStdString() << " = " << value.toStdString());
        REQUIRE(JobFields::set(job, key, value, &error));
    }
    return job;
}

// Every field as the command line writes it: two jobs are the same job when these are equal.
QVariantMap texts(const Job &job)
{
    QVariantMap map;
    for (const JobFields::Field &f : JobFields::all())
        map.insert(f.jsonKey(), f.get(job));
    return map;
}

} // namespace

TEST_CASE("A saved job reads back as the same job, every field, with the model it names")
{
    const std::vector<Job> jobs{
        Job::defaults(),
        jobWith({{QStringLiteral("stack"), QStringLiteral("torchtitan")},
                 {QStringLiteral("method"), QStringLiteral("full")},
                 {QStringLiteral("seq"), QStringLiteral("8192")},
                 {QStringLiteral("ckpt"), QStringLiteral("none")}, // what the user chose wins over the stack
                 {QStringLiteral("gpus"), QStringLiteral("8")},
                 {QStringLiteral("sharding"), QStringLiteral("zero2")},
                 {QStringLiteral("ckpt-offload"), QStringLiteral("yes")},
                 {QStringLiteral("tokens"), QStringLiteral("2B")},
                 {QStringLiteral("budget-usd"), QStringLiteral("25000")}}),
        jobWith({{QStringLiteral("params"), QStringLiteral("13B")},
                 {QStringLiteral("method"), QStringLiteral("qlora")},
                 {QStringLiteral("whole-nodes"), QStringLiteral("no")}}),
        jobWith({{QStringLiteral("model-config"),
                  fixturePath(QStringLiteral("model_configs/qwen3-30b-a3b.json"))},
                 {QStringLiteral("moe-kernel"), QStringLiteral("loop")},
                 {QStringLiteral("expert-parallel"), QStringLiteral("yes")}}),
    };
    for (const Job &job : jobs) {
        const QByteArray bytes = JobFile::write(job);
        INFO(bytes.toStdString());
        QString error;
        const std::optional<Job> back = JobFile::parse(bytes, QString(), &error);
        REQUIRE(back);
        CHECK(error.isEmpty());
        CHECK(texts(*back) == texts(job));
        CHECK(back->workload.model.totalParams() == job.workload.model.totalParams());
        CHECK(JobFile::write(*back) == bytes);
    }
    // The stack is applied before what it decides: ckpt none survives torchtitan's selective default.
    const std::optional<Job> titan = JobFile::parse(JobFile::write(jobs[1]), QString(), nullptr);
    REQUIRE(titan);
    CHECK(titan->workload.checkpointing == Estimate::Checkpointing::None);
}

TEST_CASE("A job file keeps whole nodes on or off, and a file from before the setting reads it as on")
{
    Job job = Job::defaults();
    REQUIRE(job.workload.wholeNodes);
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("whole-nodes"), QStringLiteral("no"), &error));
    const QByteArray bytes = JobFile::write(job);
    CHECK(bytes.contains("\"whole_nodes\": \"no\""));
    const std::optional<Job> back = JobFile::parse(bytes, QString(), &error);
    REQUIRE(back);
    CHECK(!back->workload.wholeNodes);
    CHECK(JobFields::arguments(*back).contains(QStringLiteral("--whole-nodes no")));
    // Without the key (a file saved before it existed): the default, whole nodes.
    QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QJsonObject fields = root.value(QStringLiteral("job")).toObject();
    REQUIRE(fields.contains(QStringLiteral("whole_nodes")));
    fields.remove(QStringLiteral("whole_nodes"));
    root.insert(QStringLiteral("job"), fields);
    const QByteArray older = QJsonDocument(root).toJson();
    REQUIRE(!older.contains("whole_nodes"));
    const std::optional<Job> old = JobFile::parse(older, QString(), &error);
    INFO(error.toStdString());
    REQUIRE(old);
    CHECK(old->workload.wholeNodes);
    // A word it does not know is refused, naming the key.
    QByteArray bad = bytes;
    bad.replace("\"whole_nodes\": \"no\"", "\"whole_nodes\": \"half\"");
    CHECK(!JobFile::parse(bad, QString(), &error));
    CHECK(error.startsWith(QStringLiteral("job.whole_nodes: expected yes or no")));
}

TEST_CASE("A job file's relative config.json path is read against the job file's folder")
{
    QString error;
    const std::optional<Job> job =
        JobFile::read(fixturePath(QStringLiteral("jobs/good_model_config.json")), &error);
    INFO(error.toStdString());
    REQUIRE(job);
    CHECK(job->modelSource == Job::ModelSource::Config);
    CHECK(job->workload.model.layers == 36); // Qwen3-4B's config.json
    CHECK(job->workload.method == Estimate::Method::Qlora);
    // Saved again, the path is absolute, so the file can move.
    CHECK(JobFile::write(*job).contains(QDir(fixturePath(QStringLiteral("model_configs")))
                                            .absoluteFilePath(QStringLiteral("qwen3-4b.json"))
                                            .toUtf8()));
}

TEST_CASE("Bad job files are refused with one line naming the key and what was wrong")
{
    const std::vector<std::pair<QString, QString>> cases{
        {QStringLiteral("bad_array_root.json"), QStringLiteral("expected a JSON object at the top")},
        {QStringLiteral("bad_extra_key.json"),
         QStringLiteral("unknown key \"extra\" (expected format, version and job)")},
        {QStringLiteral("bad_format.json"), QStringLiteral("format: expected \"gpuscout-job\"")},
        {QStringLiteral("bad_version.json"),
         QStringLiteral("version: expected 1 (this build reads version 1 job files)")},
        {QStringLiteral("bad_truncated.json"), QStringLiteral("not JSON: unterminated object at byte 64")},
        {QStringLiteral("bad_number_not_string.json"),
         QStringLiteral("job.seq: expected a string, as the command line writes it")},
        {QStringLiteral("bad_seq.json"),
         QStringLiteral("job.seq: expected a whole number from 16 to 1048576, got \"lots\"")},
        {QStringLiteral("bad_unknown_field.json"), QStringLiteral("job: unknown field \"sequence\"")},
        {QStringLiteral("bad_two_models.json"),
         QStringLiteral("job: give only one of model, params and model_config")},
        {QStringLiteral("bad_unknown_stack.json"),
         QStringLiteral("job.stack: expected hf, trl, axolotl, unsloth, ")},
        {QStringLiteral("bad_missing_config.json"), QStringLiteral("job.model_config: ")},
        {QStringLiteral("bad_line_feed_in_value.json"),
         QStringLiteral("job.lora_targets: expected qv, attn, all or mlp, got \"a\\u000al\"")},
    };
    for (const auto &[name, expected] : cases) {
        const QString path = fixturePath(QStringLiteral("jobs/") + name);
        INFO(name.toStdString());
        QString error;
        CHECK_FALSE(JobFile::read(path, &error));
        CHECK(error.startsWith(path + QStringLiteral(": ") + expected));
        CHECK_FALSE(error.contains(QLatin1Char('\n')));
    }
    // Every bad fixture of the folder is in the list above.
    const QStringList bad =
        QDir(fixturePath(QStringLiteral("jobs"))).entryList({QStringLiteral("bad_*.json")});
    CHECK(bad.size() == int(cases.size()));

    QString error;
    CHECK_FALSE(JobFile::parse(QByteArray(JobFile::kMaxBytes + 1, ' '), QString(), &error));
    CHECK(error == QStringLiteral("larger than 1048576 bytes: not a job file"));
    CHECK_FALSE(JobFile::read(fixturePath(QStringLiteral("jobs/no_such_job.json")), &error));
    CHECK(error.contains(QStringLiteral("no_such_job.json: cannot read it")));
    // A control character in an unknown name is shown escaped, on one line.
    CHECK_FALSE(JobFile::parse("{\"format\": \"gpuscout-job\", \"version\": 1, \"job\": {\"se\\nq\": \"1\"}}",
                               QString(), &error));
    CHECK(error == QStringLiteral("job: unknown field \"se\\u000aq\""));
}

TEST_CASE("Saving a job is all or nothing")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("job.json"));
    QString error;
    REQUIRE(JobFile::save(path, Job::defaults(), &error));
    REQUIRE(JobFile::read(path, &error));
    // Into a folder that does not exist: an error naming the path, and no file.
    const QString nowhere = dir.filePath(QStringLiteral("missing/job.json"));
    CHECK_FALSE(JobFile::save(nowhere, Job::defaults(), &error));
    CHECK(error.contains(nowhere));
    CHECK_FALSE(QFile::exists(nowhere));
}
