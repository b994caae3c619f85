#include "app/core/job.h"
#include "app/core/stacks.h"
#include "tests/testsupport.h"

#include <QRegularExpression>

#include <string_view>

// The job's field table, field by field: each option round-trips through the command line it writes, each
// field's "applies" rule is what the echo and the JSON follow, and a fix's options are the table's spelling.

namespace {

using JobFields::Field;
using JobFields::Type;

QString numberText(double value)
{
    return QString::number(value, 'g', 12);
}

// Values the field accepts that are worth writing out: every word of a choice, the ends of a range, and
// nothing for an optional field.
QStringList samples(const Field &f)
{
    QStringList values;
    switch (f.type) {
    case Type::Choice:
        values = f.choices;
        break;
    case Type::List:
        values = f.choices;
        values << f.choices.join(QLatin1Char(','));
        break;
    case Type::Integer:
    case Type::Number:
        values << numberText(f.minimum) << numberText(f.maximum)
               << numberText(f.type == Type::Integer ? std::round((f.minimum + f.maximum) / 3)
                                                     : (f.minimum + f.maximum) / 3);
        break;
    case Type::Count:
        values << numberText(f.minimum) << numberText(f.maximum) << QStringLiteral("7.5e9");
        break;
    case Type::Text:
        values << (f.key == QLatin1String("model-config")
                       ? fixturePath(QStringLiteral("model_configs/bloomz-7b1.json"))
                       : QStringLiteral("made up"));
        break;
    }
    if (f.optional && f.group != JobFields::Group::Model)
        values << QString();
    return values;
}

// A job where every field applies: LoRA on the experts of a mixture-of-experts model, 4-bit, full
// checkpointing, the GPU count left to the estimate.
Job everythingApplies()
{
    Job job = Job::defaults();
    QString error;
    const auto moe = std::find_if(ModelPresets::all().begin(), ModelPresets::all().end(),
                                  [](const ModelShape &m) { return m.isMoe(); });
    REQUIRE(moe != ModelPresets::all().end());
    REQUIRE(JobFields::set(job, QStringLiteral("model"), moe->id, &error));
    REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("qlora"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("ckpt"), QStringLiteral("full"), &error));
    for (const Field &f : JobFields::all()) {
        INFO(f.key);
        REQUIRE(f.appliesTo(job));
    }
    return job;
}

// The words of a command line, with "quoted words" kept whole.
QStringList words(const QString &line)
{
    static const QRegularExpression word(QStringLiteral(R"re("([^"]*)"|(\S+))re"));
    QStringList out;
    for (auto it = word.globalMatch(line); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out << (m.capturedStart(1) >= 0 ? m.captured(1) : m.captured(2));
    }
    return out;
}

// The job `arguments` give, read as `gpuscout recommend` reads them: each option in turn on the defaults.
Job parsed(const QString &arguments)
{
    Job job = Job::defaults();
    const QStringList list = words(arguments);
    REQUIRE(list.size() % 2 == 0);
    for (int i = 0; i < list.size(); i += 2) {
        INFO(list.at(i).toStdString() << ' ' << list.at(i + 1).toStdString());
        REQUIRE(list.at(i).startsWith(QLatin1String("--")));
        QString error;
        REQUIRE(JobFields::set(job, list.at(i).mid(2), list.at(i + 1), &error));
    }
    return job;
}

// Every field as the command line writes it: two jobs with the same are the same job.
QStringList texts(const Job &job)
{
    QStringList out;
    for (const Field &f : JobFields::all())
        out << QStringLiteral("%1=%2").arg(f.option(), f.get(job));
    return out;
}

} // namespace

TEST_CASE("Every value of every job field survives the command line the job writes")
{
    const Job base = everythingApplies();
    int checked = 0;
    for (const Field &f : JobFields::all()) {
        for (const QString &value : samples(f)) {
            INFO("--" << f.key << " \"" << value.toStdString() << '"');
            Job job = base;
            QString error;
            REQUIRE(JobFields::set(job, f, value, &error));
            const QString args = JobFields::arguments(job);
            INFO(args.toStdString());
            CHECK(texts(parsed(args)) == texts(job));
            ++checked;
        }
    }
    CHECK(checked > 2 * int(JobFields::all().size()));
}

TEST_CASE("A job on another stack echoes the fields it sets back to the first stack's defaults")
{
    // Unsloth checkpoints and offloads by default; a job that turns both off must say so, or the command line
    // it echoes runs another job.
    Job job = Job::defaults();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("stack"), QStringLiteral("unsloth"), &error));
    REQUIRE(JobFields::set(job, QStringLiteral("ckpt"), QStringLiteral("none"), &error));
    REQUIRE(job.workload.checkpointing == Job::defaults().workload.checkpointing);
    const QString args = JobFields::arguments(job);
    CHECK(args.contains(QLatin1String("--stack unsloth")));
    CHECK(args.contains(QLatin1String("--ckpt none")));
    CHECK(texts(parsed(args)) == texts(job));
    // What the stack itself sets is not repeated.
    CHECK(!args.contains(QLatin1String("--loss")));
}

TEST_CASE(
    "A field that does not apply to the job is left out of its JSON, and its command line still gives it")
{
    struct Case
    {
        const char *key;
        const char *change; ///< "field=value" that makes `key` not apply
    };
    const Case cases[] = {
        {"lora-rank", "method=full"},           {"lora-targets", "method=full"},
        {"lora-dropout", "method=full"},        {"lora-experts", "method=full"},
        {"lora-experts", "model=llama-3.1-8b"}, {"kbit-prep", "method=lora"},
        {"ckpt-offload", "ckpt=selective"},     {"expert-parallel", "model=llama-3.1-8b"},
        {"moe-kernel", "model=llama-3.1-8b"},   {"whole-nodes", "gpus=4"},
    };
    const Job base = everythingApplies();
    for (const Case &c : cases) {
        INFO(c.key << " after " << c.change);
        const Field *f = JobFields::find(QString::fromLatin1(c.key));
        REQUIRE(f);
        const QStringList change = QString::fromLatin1(c.change).split(QLatin1Char('='));
        Job job = base;
        QString error;
        // A value other than the default, so that only the rule can leave it out.
        const QString other = f->type == Type::Integer           ? QStringLiteral("64")
                              : f->type == Type::Number          ? QStringLiteral("0.3")
                              : f->choices.last() == f->get(job) ? f->choices.first()
                                                                 : f->choices.last();
        REQUIRE(JobFields::set(job, *f, other, &error));
        REQUIRE(other != JobFields::defaultText(*f));
        CHECK(JobFields::arguments(job).contains(f->optionText(other)));
        CHECK(JobFields::toJson(job).contains(f->jsonKey()));

        REQUIRE(JobFields::set(job, change.first(), change.last(), &error));
        CHECK_FALSE(f->appliesTo(job));
        CHECK_FALSE(JobFields::toJson(job).contains(f->jsonKey()));
        // A fix may make it apply again (the LoRA fix trains at this rank): the command line keeps it.
        const QString args = JobFields::arguments(job);
        CHECK(args.contains(f->optionText(other)));
        CHECK(texts(parsed(args)) == texts(job));
    }
    // Every field with a rule is in the list above.
    QStringList ruled;
    for (const Field &f : JobFields::all())
        if (f.applies)
            ruled << f.option();
    QStringList listed;
    for (const Case &c : cases)
        if (!listed.contains(QLatin1String(c.key)))
            listed << QString::fromLatin1(c.key);
    CHECK(ruled == listed);
}

TEST_CASE("A fix's options are the job table's option names and value spellings")
{
    // Full fine-tunes of an 8B model on a made-up 48 GiB card, between them every kind of fix.
    Gpu card;
    card.id = QStringLiteral("made-up");
    card.name = QStringLiteral("Made-up");
    card.vramGb = 48;
    card.usableMemoryMib = 48 * 1024.0;
    card.fp16Bf16DenseTflops = 150;
    const std::vector<std::vector<std::pair<const char *, const char *>>> jobs{
        {},
        {{"sharding", "zero1"}},
        {{"sharding", "zero2"}, {"seq", "8192"}, {"batch", "2"}},
    };
    QStringList keys;
    for (const auto &fields : jobs) {
        Job job = Job::defaults();
        QString error;
        REQUIRE(JobFields::set(job, QStringLiteral("method"), QStringLiteral("full"), &error));
        for (const auto &[key, value] : fields)
            REQUIRE(JobFields::set(job, QString::fromLatin1(key), QString::fromLatin1(value), &error));
        Estimate::Result r = Estimate::onGpu(job.workload, card, 8);
        Estimate::fixesFor(job.workload, card, 8, &r);
        REQUIRE(!r.fixes.empty());
        for (const Estimate::Fix &fix : r.fixes) {
            INFO(fix.label.toStdString() << ": " << fix.args.toStdString());
            Job applied = job;
            REQUIRE(JobFields::apply(applied, fix.changes, &error));
            QStringList expected;
            for (const Estimate::Change &change : fix.changes) {
                const Field *f = JobFields::find(change.key);
                REQUIRE(f);
                CHECK(change.value == f->get(applied)); // the table's spelling of the new value
                expected << QStringLiteral("--%1 %2").arg(f->option(), f->get(applied));
                keys << change.key;
            }
            CHECK(fix.args == expected.join(QLatin1Char(' ')));
            // Exactly the fields the fix changes, nothing else.
            CHECK(JobFields::changes(job, applied).size() == fix.changes.size());
        }
    }
    for (const char *key :
         {"ckpt", "loss", "optimizer", "offload", "sharding", "method", "batch", "grad-accum", "seq"}) {
        INFO(key);
        CHECK(keys.contains(QLatin1String(key)));
    }
}

TEST_CASE("Messages name an option, its words and a yes or no word from the job table")
{
    CHECK(JobFields::optionName(QStringLiteral("seq")) == QStringLiteral("--seq"));
    CHECK(JobFields::optionName(QStringLiteral("model_config")) == QStringLiteral("--model-config"));
    CHECK(JobFields::optionWithChoices(QStringLiteral("compile")) == QStringLiteral("--compile yes or no"));
    CHECK(JobFields::optionWithChoices(QStringLiteral("attention")) ==
          QStringLiteral("--attention fused or eager"));
    // The word that means true is the one that sets the field, in every two-word field.
    for (const char *key : {"compile", "ckpt-offload", "attention", "expert-parallel", "whole-nodes",
                            "kbit-prep", "lora-experts"}) {
        INFO(key);
        const Field *f = JobFields::find(QLatin1String(key));
        REQUIRE(f);
        REQUIRE(f->choices.size() == 2);
        Job job = Job::defaults();
        QString error;
        for (const bool on : {true, false}) {
            const QString word = JobFields::toggleWord(QLatin1String(key), on);
            CHECK(word == f->choices.at(on ? 0 : 1));
            REQUIRE(JobFields::set(job, *f, word, &error));
            CHECK(f->get(job) == word);
        }
    }
    Job job = Job::defaults();
    QString error;
    REQUIRE(JobFields::set(job, QStringLiteral("compile"),
                           JobFields::toggleWord(QStringLiteral("compile"), true), &error));
    CHECK(job.workload.compiled);
    REQUIRE(JobFields::set(job, QStringLiteral("attention"),
                           JobFields::toggleWord(QStringLiteral("attention"), false), &error));
    CHECK_FALSE(job.workload.flashAttention);
}

TEST_CASE("A field is found by its option or its JSON key, and by nothing near either")
{
    for (const Field &f : JobFields::all()) {
        INFO(f.key);
        CHECK(JobFields::find(f.option()) == &f);
        CHECK(JobFields::find(f.jsonKey()) == &f);
        CHECK(JobFields::find(f.option() + QLatin1Char('x')) != &f);
        CHECK(JobFields::find(f.option().chopped(1)) != &f);
        CHECK(JobFields::find(f.option().toUpper()) == nullptr);
    }
    // One spelling or the other, not a mix of the two.
    CHECK(JobFields::find(QStringLiteral("lora-rank"))->key == std::string_view("lora-rank"));
    CHECK(JobFields::find(QStringLiteral("lora_rank"))->key == std::string_view("lora-rank"));
    CHECK(JobFields::find(QStringLiteral("kbit-prep"))->key == std::string_view("kbit-prep"));
    CHECK(JobFields::find(QStringLiteral("lora_targets-x")) == nullptr);
    CHECK(JobFields::find(QStringLiteral("--lora-rank")) == nullptr);
    CHECK(JobFields::find(QString()) == nullptr);
}

TEST_CASE(
    "An edit of the workload gives the same changes whether the job before is given whole or by its values")
{
    const Job before = Job::defaults();
    Job after = before;
    QString error;
    REQUIRE(JobFields::set(after, QStringLiteral("seq"), QStringLiteral("8192"), &error));
    REQUIRE(JobFields::set(after, QStringLiteral("ckpt"), QStringLiteral("full"), &error));
    const std::vector<QString> values = JobFields::values(before);
    REQUIRE(values.size() == JobFields::all().size());
    const std::vector<Estimate::Change> whole = JobFields::changes(before, after);
    const std::vector<Estimate::Change> byValues = JobFields::workloadChanges(values, after);
    REQUIRE(whole.size() == 2);
    REQUIRE(byValues.size() == 2);
    for (size_t i = 0; i < whole.size(); ++i) {
        CHECK(whole[i].key == byValues[i].key);
        CHECK(whole[i].value == byValues[i].value);
    }
    CHECK(JobFields::options(whole) == QStringLiteral("--seq 8192 --ckpt full"));
    CHECK(JobFields::workloadChanges(values, before).empty());
}

TEST_CASE("The constraints' and buy-or-rent fields read and write the job's constraints alone")
{
    // What lets the fix search, which edits the workload only, leave them out (JobFields::workloadChanges).
    const Job base = Job::defaults();
    Job edited = base;
    QString error;
    const std::pair<const char *, const char *> edits[] = {
        {"model", "qwen3-30b-a3b"},
        {"method", "full"},
        {"stack", "deepspeed"},
        {"seq", "8192"},
        {"batch", "4"},
        {"ckpt", "full"},
        {"gpus", "16"},
        {"tokens", "2B"},
    };
    for (const auto &[key, value] : edits)
        REQUIRE(JobFields::set(edited, QString::fromLatin1(key), QString::fromLatin1(value), &error));
    int seen = 0;
    for (const Field &f : JobFields::all()) {
        if (!JobFields::readsConstraintsOnly(f))
            continue;
        ++seen;
        INFO(f.key);
        CHECK(f.get(edited) == f.get(base));
        // Another value of the field changes it and no field outside the two groups.
        const QString current = f.get(base);
        const QString other = f.type == Type::Choice || f.type == Type::List
                                  ? (f.choices.first() == current ? f.choices.last() : f.choices.first())
                              : f.type == Type::Text ? QStringLiteral("h100-sxm")
                              : QString::number(f.minimum, 'g', 12) == current
                                  ? QString::number(f.maximum, 'g', 12)
                                  : QString::number(f.minimum, 'g', 12);
        Job job = base;
        REQUIRE(JobFields::set(job, f, other, &error));
        CHECK(f.get(job) != current);
        for (const Field &g : JobFields::all()) {
            if (!JobFields::readsConstraintsOnly(g))
                CHECK(g.get(job) == g.get(base));
        }
    }
    CHECK(seen >= 10);
    // So an edit of the workload gives the same changes with them or without them.
    const std::vector<Estimate::Change> all = JobFields::changes(base, edited);
    const std::vector<Estimate::Change> workload =
        JobFields::workloadChanges(JobFields::values(base), edited);
    REQUIRE(all.size() == workload.size());
    for (size_t i = 0; i < all.size(); ++i)
        CHECK(all[i].key == workload[i].key);
}
