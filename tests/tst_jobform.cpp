#include "tests/testsupport.h"
#include "ui/jobform.h"

#include <QComboBox>
#include <QSpinBox>

// The form enables the input of a field exactly where the job table says the field applies.

namespace {

const QList<JobFields::Group> kAllGroups{JobFields::Group::Model,       JobFields::Group::Method,
                                         JobFields::Group::Data,        JobFields::Group::Cluster,
                                         JobFields::Group::Constraints, JobFields::Group::Ownership};

// Each field of the window whose input is enabled, and the job table's rule, side by side.
void checkEnabledIsApplies(const JobForm &form)
{
    for (const JobFields::Field &f : JobFields::all()) {
        if (!(f.surfaces & JobFields::Window) || f.group == JobFields::Group::Model)
            continue;
        INFO(f.key);
        const QWidget *editor = form.editor(f.option());
        REQUIRE(editor);
        CHECK(editor->isEnabled() == f.appliesTo(form.job()));
    }
}

} // namespace

TEST_CASE("The form's inputs are enabled where the job table says their field applies, for every method and "
          "model kind")
{
    JobForm form(kAllGroups, QString());
    const auto moe = std::find_if(ModelPresets::all().begin(), ModelPresets::all().end(),
                                  [](const ModelShape &m) { return m.isMoe(); });
    REQUIRE(moe != ModelPresets::all().end());
    int disabled = 0;
    for (const QString &model : {QStringLiteral("llama-3.1-8b"), moe->id}) {
        for (const QString &method :
             {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")}) {
            for (const QString &ckpt : {QStringLiteral("none"), QStringLiteral("full")}) {
                for (const QString &gpus : {QString(), QStringLiteral("4")}) {
                    const QStringList what{model, method, ckpt, gpus};
                    INFO(what.join(QLatin1Char(' ')).toStdString());
                    Job job = Job::defaults();
                    QString error;
                    REQUIRE(JobFields::set(job, QStringLiteral("model"), model, &error));
                    REQUIRE(JobFields::set(job, QStringLiteral("method"), method, &error));
                    REQUIRE(JobFields::set(job, QStringLiteral("ckpt"), ckpt, &error));
                    REQUIRE(JobFields::set(job, QStringLiteral("gpus"), gpus, &error));
                    form.setJob(job);
                    checkEnabledIsApplies(form);
                    for (const JobFields::Field &f : JobFields::all())
                        disabled += f.appliesTo(job) ? 0 : 1;
                }
            }
        }
    }
    CHECK(disabled > 0);
}

TEST_CASE("Choosing the method in the form enables and disables the fields that depend on it")
{
    JobForm form(kAllGroups, QString());
    auto *method = qobject_cast<QComboBox *>(form.editor(QStringLiteral("method")));
    REQUIRE(method);
    for (const QString &word : {QStringLiteral("full"), QStringLiteral("qlora"), QStringLiteral("lora")}) {
        INFO(word.toStdString());
        method->setCurrentIndex(method->findData(word));
        REQUIRE(Words::of(form.job().workload.method) == word);
        CHECK(form.editor(QStringLiteral("lora-rank"))->isEnabled() == (word != QLatin1String("full")));
        CHECK(form.editor(QStringLiteral("kbit-prep"))->isEnabled() == (word == QLatin1String("qlora")));
        checkEnabledIsApplies(form);
    }
    auto *gpus = qobject_cast<QSpinBox *>(form.editor(QStringLiteral("gpus")));
    REQUIRE(gpus);
    gpus->setValue(4);
    CHECK_FALSE(form.editor(QStringLiteral("whole-nodes"))->isEnabled());
    checkEnabledIsApplies(form);
}
