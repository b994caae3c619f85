#include "app/core/chartchoices.h"
#include "app/core/estimate.h"
#include "app/core/exportformat.h"
#include "app/core/fitmap.h"
#include "app/core/job.h"
#include "app/core/modelpresets.h"
#include "app/core/presentation.h"
#include "app/core/pricing.h"
#include "app/core/recommend.h"
#include "app/core/vocabulary.h"
#include "tests/testsupport.h"
#include "ui/comparepage.h"
#include "ui/fitmappage.h"
#include "ui/mainwindow.h"
#include "ui/recommendationreport.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QTranslator>

namespace {

// Marks every text of the "Vocabulary" context ("@@may fit@@"), so a place that words a fit state or a price
// choice itself, rather than through the word table, shows unmarked.
class FitWordsMarker : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QLatin1String(context) == QLatin1String("Vocabulary"))
            return QStringLiteral("@@%1@@").arg(QString::fromUtf8(source));
        return {};
    }
    bool isEmpty() const override { return false; }
};

struct MarkedVocabulary
{
    FitWordsMarker translator;
    MarkedVocabulary() { QCoreApplication::installTranslator(&translator); }
    ~MarkedVocabulary() { QCoreApplication::removeTranslator(&translator); }
};

QString marked(const char *source)
{
    return QStringLiteral("@@%1@@").arg(QString::fromUtf8(source));
}

/// One result's fit as the estimator may leave it, and how each place must word it.
struct FitCase
{
    const char *name;
    bool fits;
    Estimate::Fit fit;
    int gpusNeeded;
    int gpusUsed;
    bool withinLimit;
    Estimate::Standing column; ///< the results' Fits column
    Estimate::Fit report;      ///< the report's "Fits on 1"
    Estimate::Fit table;       ///< the command line's "fits"
};

const FitCase kFitCases[] = {
    {"fits on one", true, Estimate::Fit::Fits, 1, 1, true, Estimate::Standing::OnOne, Estimate::Fit::Fits,
     Estimate::Fit::Fits},
    {"may fit on one", true, Estimate::Fit::MayFit, 1, 1, true, Estimate::Standing::MayFitOnOne,
     Estimate::Fit::MayFit, Estimate::Fit::MayFit},
    {"sharded", false, Estimate::Fit::Fits, 4, 4, true, Estimate::Standing::Sharded,
     Estimate::Fit::DoesNotFit, Estimate::Fit::Fits},
    {"may fit sharded", false, Estimate::Fit::MayFit, 4, 4, true, Estimate::Standing::MayFitSharded,
     Estimate::Fit::MayFit, Estimate::Fit::MayFit},
    {"over the limit", false, Estimate::Fit::DoesNotFit, 16, 16, false, Estimate::Standing::DoesNotFit,
     Estimate::Fit::DoesNotFit, Estimate::Fit::DoesNotFit},
    {"no count holds it", false, Estimate::Fit::DoesNotFit, 0, 1, false, Estimate::Standing::NeverFits,
     Estimate::Fit::DoesNotFit, Estimate::Fit::DoesNotFit},
};

/// A ranking of the fixture GPUs cut to its first entry, with that entry's fit set as `c` says.
Recommend::Recommendation recommendationFor(const FitCase &c)
{
    const Job job = Job::defaults();
    Recommend::Recommendation rec = Recommend::rank(job.workload, fixtureGpus().gpus, job.constraints);
    REQUIRE_FALSE(rec.results.empty());
    rec.results.resize(1);
    Estimate::Result &r = rec.results.front().estimate;
    r.fits = c.fits;
    r.fit = c.fit;
    r.gpusNeeded = c.gpusNeeded;
    r.gpusUsed = c.gpusUsed;
    r.withinLimit = c.withinLimit;
    return rec;
}

} // namespace

TEST_CASE("Fit words: every state the results' Fits column, the report and the command line show comes from "
          "the word tables")
{
    const MarkedVocabulary marking;
    for (const FitCase &c : kFitCases) {
        INFO(c.name);
        const Recommend::Recommendation rec = recommendationFor(c);
        const Presentation::ResultRow row{rec, rec.results.front(), 1};
        CHECK(Presentation::resultText(Presentation::ResultColumn::Fits, row, QLocale::c()) ==
              marked(Words::sourceText(c.column)));

        const QString markdown = QString::fromUtf8(
            RecommendationReport::render(ExportFormat::Markdown, Job::defaults(), rec, QLocale::c()));
        CHECK(markdown.contains(
            QStringLiteral("| %1 |").arg(marked(Words::sourceText(c.report, Words::Form::Cell)))));

        const QString table = Recommend::toTable(rec);
        CHECK(table.contains(QLatin1Char(' ') + marked(Words::sourceText(c.table, Words::Form::Terse)) +
                             QLatin1Char(' ')));
    }
}

TEST_CASE("Fit words: a fit map cell's first line is its standing's counted form with the cell's figures")
{
    const MarkedVocabulary marking;
    FitMap::Map map;
    map.mode = FitMap::Mode::Full;
    map.job.constraints.maxGpus = 8;
    struct CellCase
    {
        Estimate::Standing standing;
        int gpusNeeded;
        int nodes;
        bool withinLimit;
        Estimate::Fit fit;
        double headroom;
        QStringList arguments;
    };
    const CellCase cases[] = {
        {Estimate::Standing::OnOne, 1, 1, true, Estimate::Fit::Fits, 0.23, {QStringLiteral("23")}},
        {Estimate::Standing::MayFitOnOne, 1, 1, true, Estimate::Fit::MayFit, 0.02, {}},
        {Estimate::Standing::Sharded, 4, 1, true, Estimate::Fit::Fits, 0.1, {QStringLiteral("4")}},
        {Estimate::Standing::MayFitSharded, 4, 1, true, Estimate::Fit::MayFit, 0.1, {QStringLiteral("4")}},
        {Estimate::Standing::DoesNotFit,
         16,
         2,
         false,
         Estimate::Fit::DoesNotFit,
         0,
         {QStringLiteral("16"), QStringLiteral("8")}},
        {Estimate::Standing::NeverFits, 0, 1, false, Estimate::Fit::DoesNotFit, 0, {}},
    };
    for (const CellCase &k : cases) {
        INFO(Words::of(k.standing).toStdString());
        FitMap::Cell cell;
        cell.fits = k.gpusNeeded == 1;
        cell.gpusNeeded = k.gpusNeeded;
        cell.nodes = k.nodes;
        cell.withinLimit = k.withinLimit;
        cell.fit = k.fit;
        cell.headroom = k.headroom;
        cell.totalGib = 10;
        REQUIRE(cell.standing() == k.standing);
        QString expected = marked(Words::sourceText(k.standing, Words::Form::Counted));
        for (const QString &argument : k.arguments)
            expected = expected.arg(argument);
        CHECK(FitMap::cellLines(map, cell).front() == expected);
    }
    // Nodes are a count beside the state, not a state of their own.
    FitMap::Cell twoNodes;
    twoNodes.gpusNeeded = 16;
    twoNodes.nodes = 2;
    twoNodes.withinLimit = true;
    twoNodes.fit = Estimate::Fit::Fits;
    map.job.constraints.maxGpus = 16;
    CHECK(
        FitMap::cellLines(map, twoNodes)
            .front()
            .startsWith(marked(Words::sourceText(Estimate::Standing::Sharded, Words::Form::Counted)).arg(16) +
                        QStringLiteral(" · ")));
}

TEST_CASE("Fit words: the English forms read as before")
{
    using Estimate::Fit;
    using Estimate::Standing;
    using Words::Form;
    CHECK(Words::label(Fit::Fits, Form::Cell) == QStringLiteral("yes"));
    CHECK(Words::label(Fit::MayFit, Form::Cell) == QStringLiteral("may fit"));
    CHECK(Words::label(Fit::DoesNotFit, Form::Cell) == QStringLiteral("no"));
    CHECK(Words::label(Fit::MayFit, Form::Terse) == QStringLiteral("may"));
    CHECK(Words::label(Standing::MayFitSharded) == QStringLiteral("may fit sharded"));
    CHECK(Words::label(Standing::DoesNotFit, Form::Counted).arg(16).arg(8) ==
          QStringLiteral("no: 16 > 8 GPUs"));
    // The legends keep their own forms.
    CHECK(Words::label(Fit::MayFit, Form::Short) ==
          QStringLiteral("may fit (measured runs reach past the memory)"));
    CHECK(Words::label(Pricing::Mode::Cloud, Form::Short) == QStringLiteral("Cloud $/hour"));
}

TEST_CASE("Fit words: the Compare tab's price choice shows the price mode's short label from its word table")
{
    const MarkedVocabulary marking;
    for (const ChartChoices::Choice &choice : ChartChoices::spec(ChartChoices::Option::Price).choices) {
        INFO(choice.word.toStdString());
        const std::optional<Pricing::Mode> mode = Words::parse<Pricing::Mode>(choice.word);
        REQUIRE(mode);
        CHECK(QLatin1String(choice.context) == QLatin1String("Vocabulary"));
        CHECK(QLatin1String(choice.label) == QLatin1String(Words::sourceText(*mode, Words::Form::Short)));
    }
    TestSession session(fixtureGpus());
    MainWindow &window = session.window();
    window.showPage(MainWindow::CompareTab);
    const auto *price = window.comparePage()->findChild<QComboBox *>(QStringLiteral("priceKind"));
    REQUIRE(price);
    REQUIRE(price->count() == 2);
    for (int i = 0; i < price->count(); ++i) {
        const std::optional<Pricing::Mode> mode = Words::parse<Pricing::Mode>(price->itemData(i).toString());
        REQUIRE(mode);
        CHECK(price->itemText(i) == marked(Words::sourceText(*mode, Words::Form::Short)));
    }
}

namespace {

/// A marked counted form as a pattern: its %1 is any count.
QRegularExpression countedPattern(const char *source)
{
    return QRegularExpression(
        QRegularExpression::escape(marked(source)).replace(QStringLiteral("\\%1"), QStringLiteral("\\d+")));
}

} // namespace

TEST_CASE("Fit words: the estimate's reason opens with its standing's phrase from the word table")
{
    const MarkedVocabulary marking;
    using Estimate::Fit;
    using Estimate::Standing;
    using Words::Form;
    struct ReasonCase
    {
        const char *name;
        Fit fit;
        int gpusNeeded;
        int gpusUsed;
        bool withinLimit;
        QString opening; ///< what the reason starts with
    };
    const QString sharded = marked(Words::sourceText(Standing::Sharded, Form::Phrase));
    const ReasonCase cases[] = {
        {"fits on one", Fit::Fits, 1, 1, true,
         marked(Words::sourceText(Standing::OnOne, Form::Phrase)) + QStringLiteral(" with 30% headroom")},
        {"may fit on one", Fit::MayFit, 1, 1, true,
         marked(Words::sourceText(Standing::MayFitOnOne, Form::Phrase)) + QStringLiteral(": measured runs")},
        {"may fit on one of the four it needs", Fit::MayFit, 4, 1, true,
         marked(Words::sourceText(Standing::MayFitOnOne, Form::Phrase)) + QStringLiteral(": ")},
        {"may fit on two of the four it needs", Fit::MayFit, 4, 2, true,
         marked(Words::sourceText(Standing::MayFitSharded, Form::Phrase)).arg(2) + QStringLiteral(": ")},
        {"sharded", Fit::Fits, 4, 4, true,
         sharded.arg(4).arg(QString()) + QStringLiteral(", 30% headroom each")},
        {"over the limit", Fit::DoesNotFit, 16, 16, false,
         marked(Words::sourceText(Standing::DoesNotFit, Form::Title)).arg(QStringLiteral("16 GPUs"))},
        {"too few GPUs fixed", Fit::DoesNotFit, 4, 2, false,
         marked(Words::sourceText(Standing::DoesNotFit, Form::Phrase)).arg(2) + QStringLiteral(" (")},
        {"no count holds it", Fit::DoesNotFit, 0, 1, false,
         marked(Words::sourceText(Standing::NeverFits, Form::Phrase)) + QStringLiteral(" (")},
    };
    const Estimate::Workload workload = Job::defaults().workload;
    for (const ReasonCase &c : cases) {
        INFO(c.name);
        Estimate::Result r;
        r.fits = c.gpusNeeded == 1 && c.fit != Fit::DoesNotFit;
        r.fit = c.fit;
        r.gpusNeeded = c.gpusNeeded;
        r.gpusUsed = c.gpusUsed;
        r.withinLimit = c.withinLimit;
        r.headroom = 0.3;
        r.capacityGib = 80;
        const QString reason = Recommend::fitPhrase(workload, r, QLocale::c());
        INFO(reason.toStdString());
        CHECK(reason.startsWith(c.opening));
    }
}

TEST_CASE("Fit words: the fit map's legends and the Fit map tab's summary word the states from the tables")
{
    const MarkedVocabulary marking;
    using Words::Form;
    const ModelShape *model = ModelPresets::find(QStringLiteral("tinyllama-1.1b"));
    REQUIRE(model);
    const std::vector<const Gpu *> gpus{&fixtureGpus().gpus.front()};
    for (const FitMap::Mode mode : {FitMap::Mode::Best, FitMap::Mode::Full}) {
        INFO(Words::of(mode).toStdString());
        const FitMap::Map map = FitMap::compute(Job::defaults(), {*model}, gpus, mode);
        const QString table = FitMap::toTable(map);
        CHECK(table.contains(QStringLiteral("?: ") + marked(Words::sourceText(Estimate::Fit::MayFit))));
        CHECK(table.contains(QStringLiteral("-: ") +
                             marked(Words::sourceText(FitMap::Status::DoesNotFit, Form::Terse))));
        const QString markdown = FitMap::toMarkdown(map);
        CHECK(markdown.contains(QStringLiteral("✔ ") +
                                marked(Words::sourceText(FitMap::Status::FitsOne, Form::Phrase))));
        CHECK(markdown.contains(QStringLiteral("◆ ") +
                                marked(Words::sourceText(FitMap::Status::NeedsSeveral, Form::Phrase))));
        CHECK(markdown.contains(QStringLiteral("✘ ") +
                                marked(Words::sourceText(FitMap::Status::DoesNotFit, Form::Phrase))));
    }

    TestSession session(fixtureGpus());
    MainWindow &window = session.window();
    window.showPage(MainWindow::FitMapTab);
    const auto *summary = window.fitMapPage()->findChild<QLabel *>(QStringLiteral("fitMapSummary"));
    REQUIRE(summary);
    const QString text = summary->text();
    INFO(text.toStdString());
    CHECK(text.contains(countedPattern(Words::sourceText(FitMap::Status::FitsOne, Form::Counted))));
    CHECK(text.contains(countedPattern(Words::sourceText(FitMap::Status::NeedsSeveral, Form::Counted))));
    CHECK(text.contains(countedPattern(Words::sourceText(Estimate::Fit::MayFit, Form::Counted))));
}

TEST_CASE("Fit words: the new forms read as the sentences did")
{
    using Estimate::Fit;
    using Estimate::Standing;
    using Words::Form;
    CHECK(Words::label(Standing::Sharded, Form::Phrase).arg(4).arg(QString()) ==
          QStringLiteral("needs 4 GPUs with sharded states"));
    CHECK(Words::label(Standing::MayFitOnOne, Form::Phrase) == QStringLiteral("may fit on one"));
    CHECK(Words::label(FitMap::Status::DoesNotFit, Form::Terse) == QStringLiteral("more GPUs than allowed"));
    CHECK(Words::label(Fit::MayFit, Form::Counted).arg(3) ==
          QStringLiteral("3 only may fit (measured runs of the kind reach past the memory)"));
}
