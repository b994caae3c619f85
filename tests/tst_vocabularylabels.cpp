#include "app/core/chartchoices.h"
#include "app/core/chartdata.h"
#include "app/core/costofownership.h"
#include "app/core/estimate.h"
#include "app/core/fitmap.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/pricing.h"
#include "app/core/recommend.h"
#include "app/core/stacks.h"
#include "app/core/trainingconfig.h"
#include "app/core/vocabulary.h"
#include "tests/testsupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

// Marks every text of the "Vocabulary" context, so a label that does not come from the word table shows.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QLatin1String(context) == QLatin1String("Vocabulary"))
            return QStringLiteral("<%1>").arg(QString::fromUtf8(source));
        return {};
    }
    bool isEmpty() const override { return false; }
};

struct Marking
{
    MarkingTranslator translator;
    Marking() { QCoreApplication::installTranslator(&translator); }
    ~Marking() { QCoreApplication::removeTranslator(&translator); }
};

// The German translation of every finished message of the "Vocabulary" context, by source text.
QHash<QString, QString> germanVocabulary()
{
    QHash<QString, QString> german;
    QFile file(QStringLiteral(PROJECT_DIR "/resources/translations/gpuscout_de.ts"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader reader(&file);
    QString context;
    QString source;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (reader.name() == QLatin1String("name")) {
            context = reader.readElementText();
        } else if (reader.name() == QLatin1String("source")) {
            source = reader.readElementText();
        } else if (reader.name() == QLatin1String("translation") && context == QLatin1String("Vocabulary")) {
            const bool finished = reader.attributes().value(QLatin1String("type")).isEmpty();
            const QString text = reader.readElementText();
            if (finished && !text.isEmpty())
                german.insert(source, text);
        }
    }
    return german;
}

// Every label text (all variants) of E's words that lacks a label or a German translation.
template <typename E>
QStringList missing(const QHash<QString, QString> &german)
{
    QStringList problems;
    for (const WordEntry<E> &entry : WordTable<E>::entries) {
        if (!entry.label) {
            problems << QString::fromLatin1(entry.word) + QStringLiteral(": no label");
            continue;
        }
        for (const char *text : {entry.label, entry.shortLabel, entry.title, entry.phrase, entry.cell,
                                 entry.terse, entry.counted}) {
            if (text && !german.contains(QString::fromUtf8(text)))
                problems << QString::fromLatin1(entry.word) + QStringLiteral(": no German for ") +
                                QString::fromUtf8(text);
        }
    }
    return problems;
}

} // namespace

TEST_CASE("Every word of the labelled vocabulary enums has a label translated in German")
{
    const QHash<QString, QString> german = germanVocabulary();
    CHECK(missing<Estimate::Method>(german) == QStringList());
    CHECK(missing<Estimate::LoraTargets>(german) == QStringList());
    CHECK(missing<Estimate::Precision>(german) == QStringList());
    CHECK(missing<Estimate::Optimizer>(german) == QStringList());
    CHECK(missing<Estimate::Checkpointing>(german) == QStringList());
    CHECK(missing<Estimate::Loss>(german) == QStringList());
    CHECK(missing<Estimate::Offload>(german) == QStringList());
    CHECK(missing<Estimate::MoeKernel>(german) == QStringList());
    CHECK(missing<Estimate::Sharding>(german) == QStringList());
    CHECK(missing<Estimate::Objective>(german) == QStringList());
    CHECK(missing<Pricing::Mode>(german) == QStringList());
    CHECK(missing<Recommend::Goal>(german) == QStringList());
    CHECK(missing<CostOfOwnership::BuyKind>(german) == QStringList());
    CHECK(missing<CostOfOwnership::RentKind>(german) == QStringList());
    CHECK(missing<FitMap::Mode>(german) == QStringList());
    CHECK(missing<TrainingConfig::Kind>(german) == QStringList());
}

TEST_CASE("Every enum choice of the job form has its label from the word table")
{
    const Marking marking;
    int enumFields = 0;
    for (const JobFields::Field &field : JobFields::all()) {
        if (!field.wordLabel)
            continue;
        ++enumFields;
        for (const QString &word : field.choices) {
            const QString label = JobFields::choiceLabel(field.option(), word);
            INFO(field.option().toStdString() << " " << word.toStdString());
            CHECK(label.startsWith(QLatin1Char('<')));
            CHECK(label.endsWith(QLatin1Char('>')));
        }
    }
    CHECK(enumFields >= 14);
    CHECK(JobFields::choiceLabel(QStringLiteral("method"), QStringLiteral("qlora")) ==
          QStringLiteral("<QLoRA (4-bit base)>"));
    CHECK(JobFields::choiceLabel(QStringLiteral("price"), QStringLiteral("cloud")) ==
          QStringLiteral("<Rent per GPU-hour (middle of the range)>"));
}

TEST_CASE("The report, fit map and price labels are variants of the word table's entry")
{
    const Marking marking;
    CHECK(FitMap::methodName(Estimate::Method::Full) == QStringLiteral("<Full>"));
    CHECK(FitMap::modeTitle(FitMap::Mode::Full) == QStringLiteral("<Full fine-tuning>"));
    CHECK(FitMap::modeTitle(FitMap::Mode::Best) ==
          QStringLiteral("<Best method per cell (full, else LoRA, else QLoRA)>"));
    CHECK(Pricing::title(Pricing::Mode::Purchase) == QStringLiteral("<Purchase price (launch, USD)>"));
    CHECK(Pricing::title(Pricing::Mode::Cloud) ==
          QStringLiteral("<Cloud price (USD per GPU-hour, middle of the range)>"));

    const ModelShape *model = ModelPresets::find(QStringLiteral("llama-3.2-1b"));
    REQUIRE(model);
    Estimate::Workload workload;
    workload.model = *model;
    workload.method = Estimate::Method::Qlora;
    CHECK(Estimate::describe(workload).startsWith(QStringLiteral("<QLoRA (4-bit NF4 base)>")));
    workload.method = Estimate::Method::Lora;
    CHECK(Estimate::describe(workload).startsWith(QStringLiteral("<LoRA>")));
}

TEST_CASE("A label variant the table leaves out falls back to the label, an unknown word to nothing")
{
    CHECK(Words::label(Estimate::Method::Full, Words::Form::Title) == Words::label(Estimate::Method::Full));
    CHECK(Words::label(Recommend::Goal::Cost, Words::Form::Phrase) == QStringLiteral("Cost"));
    CHECK(Words::labelOfWord<Estimate::Method>(QStringLiteral("qlora"), Words::Form::Phrase) ==
          QStringLiteral("QLoRA"));
    CHECK(Words::labelOfWord<Estimate::Method>(QStringLiteral("no-such-word")).isEmpty());
    CHECK(JobFields::choiceLabel(QStringLiteral("method"), QStringLiteral("no-such-word")) ==
          QStringLiteral("no-such-word"));
}

TEST_CASE("A training config's kind is written as its stack's id and shown by its tool's name")
{
    CHECK(Words::of(TrainingConfig::Kind::LlamaFactory) == QStringLiteral("llama-factory"));
    CHECK(Words::of(TrainingConfig::Kind::Transformers) == QStringLiteral("hf"));
    CHECK(TrainingConfig::kindName(TrainingConfig::Kind::LlamaFactory) == QStringLiteral("LLaMA-Factory"));
    const Marking marking;
    CHECK(TrainingConfig::kindName(TrainingConfig::Kind::Trl) == QStringLiteral("<TRL>"));
}

TEST_CASE(
    "The chart kinds, radar scales, memory metrics and fit states take their labels from the word table")
{
    const QHash<QString, QString> german = germanVocabulary();
    CHECK(missing<ChartKind>(german) == QStringList());
    CHECK(missing<ChartData::Normalisation>(german) == QStringList());
    CHECK(missing<Stacks::MemoryMetric>(german) == QStringList());
    CHECK(missing<Estimate::Fit>(german) == QStringList());
    CHECK(missing<FitMap::Status>(german) == QStringList());
    CHECK(missing<Estimate::Standing>(german) == QStringList());
    CHECK(missing<Estimate::MasterWeights>(german) == QStringList());

    const Marking marking;
    for (const ChartChoices::Option option : {ChartChoices::Option::Chart, ChartChoices::Option::Normalise}) {
        int labelled = 0;
        for (const ChartChoices::Choice &choice : ChartChoices::options().at(int(option)).choices) {
            if (choice.commandLineOnly)
                continue;
            ++labelled;
            INFO(choice.word.toStdString());
            REQUIRE(choice.label);
            CHECK(QCoreApplication::translate(choice.context, choice.label) ==
                  QStringLiteral("<%1>").arg(QString::fromUtf8(choice.label)));
        }
        CHECK(labelled >= 2);
    }
    CHECK(Words::label(ChartKind::Scatter) == QStringLiteral("<Price vs performance>"));
    CHECK(Words::label(ChartData::Normalisation::Selection) == QStringLiteral("<best selected GPU>"));
    CHECK(Words::label(Stacks::MemoryMetric::Reserved) == QStringLiteral("<reserved (max_memory_reserved)>"));
    CHECK(Words::label(FitMap::Status::NeedsSeveral, Words::Form::Short) ==
          QStringLiteral("<needs several GPUs (sharded)>"));
    CHECK(Words::label(FitMap::Status::DoesNotFit) == QStringLiteral("<does not fit within %1 GPUs>"));
    CHECK(Words::label(Estimate::Fit::MayFit, Words::Form::Short) ==
          QStringLiteral("<may fit (measured runs reach past the memory)>"));
}

TEST_CASE("The estimate's formula names a stack's sharded master weights by the word table's label")
{
    const ModelShape *model = ModelPresets::find(QStringLiteral("llama-3.2-1b"));
    REQUIRE(model);
    Estimate::Workload workload;
    workload.model = *model;
    workload.method = Estimate::Method::Full;
    workload.stack.masterWeights = Estimate::MasterWeights::ShardedFp32;
    const Marking marking;
    CHECK(Estimate::formulaText(workload).contains(
        QStringLiteral(", <fp32 master weights sharded with half copies of the gathered unit only>")));
    workload.stack.masterWeights = Estimate::MasterWeights::Autocast;
    CHECK_FALSE(Estimate::formulaText(workload).contains(QStringLiteral("<fp32 master weights")));
}
