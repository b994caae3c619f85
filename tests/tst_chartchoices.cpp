#include "app/core/chartchoices.h"
#include "app/core/settings.h"
#include "tests/testsupport.h"
#include "ui/comparepage.h"
#include "ui/guisession.h"
#include "ui/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QProcess>
#include <QRegularExpression>

using ChartChoices::Option;

namespace {

struct CommandRun
{
    int code = -1;
    QString out;
    QString err;
};

CommandRun runExport(const QStringList &arguments)
{
    static QTemporaryDir emptyHome;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), emptyHome.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GPUSCOUT_EXE), QStringList{QStringLiteral("export")} + arguments);
    REQUIRE(process.waitForFinished(60000));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// The words a box of the Compare tab offers, in its order (the settings' and the command line's spelling).
QStringList boxWords(const QComboBox *box)
{
    QStringList words;
    for (int i = 0; i < box->count(); ++i) {
        const QVariant word = box->itemData(i, Qt::UserRole + 1);
        words.append(word.isValid() ? word.toString() : box->itemText(i));
    }
    return words;
}

QString currentWord(const QComboBox *box)
{
    const QVariant word = box->currentData(Qt::UserRole + 1);
    return word.isValid() ? word.toString() : box->currentText();
}

// What the table says the window offers: the choices without the command line's own.
QStringList windowWords(const ChartChoices::OptionSpec &spec)
{
    QStringList words;
    for (const ChartChoices::Choice &choice : spec.choices) {
        if (!choice.commandLineOnly)
            words.append(choice.word);
    }
    return words;
}

} // namespace

TEST_CASE("Each option of the export command is the table's: name, value, help and the choices it accepts")
{
    const CommandRun help = runExport({QStringLiteral("--help")});
    REQUIRE(help.code == 0);
    const QString text = help.out.simplified();
    for (const ChartChoices::OptionSpec &spec : ChartChoices::options()) {
        CAPTURE(spec.name);
        const QString option = QStringLiteral("--%1").arg(QLatin1String(spec.name));
        const QString head =
            spec.valueName ? option + QStringLiteral(" <%1>").arg(QLatin1String(spec.valueName)) : option;
        CHECK(text.contains(head + QLatin1Char(' ') + spec.help.simplified()));
        const QCommandLineOption cli = ChartChoices::commandLineOption(spec.option);
        CHECK(cli.names() == QStringList{QLatin1String(spec.name)});
        // The required options have none: their default is the window's alone.
        const bool hasDefault = !spec.required && spec.valueName && spec.defaultValue.isValid();
        const QStringList defaults = hasDefault ? QStringList{spec.defaultValue.toString()} : QStringList();
        CHECK(cli.defaultValues() == defaults);
    }
    // A word outside the choices is refused with the table's words, in its order.
    for (const Option option : {Option::Chart, Option::Theme}) {
        const ChartChoices::OptionSpec &spec = ChartChoices::spec(option);
        QStringList arguments{QStringLiteral("--data"), fixtureGpusPath(),        QStringLiteral("--chart"),
                              QStringLiteral("radar"),  QStringLiteral("--gpus"), QStringLiteral("fx_l4"),
                              QStringLiteral("--out"),  QStringLiteral("x.png")};
        arguments << QStringLiteral("--%1").arg(QLatin1String(spec.name)) << QStringLiteral("pie");
        const CommandRun run = runExport(arguments);
        CHECK(run.code == 2);
        CHECK(run.err.contains(QStringLiteral("--%1 must be %2, got \"pie\"")
                                   .arg(QLatin1String(spec.name), Words::alternatives(spec.words()))));
    }
}

TEST_CASE(
    "The Compare tab's boxes offer the table's choices and start at its defaults, which the settings give")
{
    struct Row
    {
        Option option;
        const char *box;
    };
    const Row row = GENERATE(Row{Option::Chart, "chartKind"}, Row{Option::Price, "priceKind"},
                             Row{Option::Normalise, "normalisation"}, Row{Option::Size, "exportSize"},
                             Row{Option::Scale, "exportScale"});
    const ChartChoices::OptionSpec &spec = ChartChoices::spec(row.option);
    CAPTURE(spec.name);
    REQUIRE(spec.key != Settings::KeyCount);
    CHECK(ChartChoices::forKey(spec.key) == &spec);
    CHECK(Settings::defaultValue(spec.key) == spec.defaultValue);

    TestSession session;
    ComparePage *page = session.window().comparePage();
    auto *box = page->findChild<QComboBox *>(QLatin1String(row.box));
    REQUIRE(box);
    CHECK(boxWords(box) == windowWords(spec));
    CHECK(currentWord(box) == spec.defaultValue.toString());
}

TEST_CASE("The log scale box, the chart metrics and the export format start at the table's defaults")
{
    const ChartChoices::OptionSpec &log = ChartChoices::spec(Option::Log);
    CHECK(Settings::defaultValue(log.key) == log.defaultValue);
    const ChartChoices::OptionSpec &out = ChartChoices::spec(Option::Out);
    CHECK(Settings::defaultValue(out.key) == out.defaultValue);
    CHECK(out.words().contains(out.defaultValue.toString()));
    for (const ChartKind kind : {ChartKind::Radar, ChartKind::Bar}) {
        CHECK(Settings::defaultValue(ChartChoices::metricsKey(kind)).toStringList() ==
              ChartChoices::defaultMetricKeys(kind));
    }
    CHECK(QStringList{Settings::defaultValue(ChartChoices::metricsKey(ChartKind::Scatter)).toString()} ==
          ChartChoices::defaultMetricKeys(ChartKind::Scatter));

    TestSession session;
    ComparePage *page = session.window().comparePage();
    auto *box = page->findChild<QCheckBox *>(QStringLiteral("logScale"));
    REQUIRE(box);
    CHECK(box->isChecked() == log.defaultValue.toBool());
    CHECK(page->request().metrics.size() == size_t(ChartChoices::defaultMetricKeys(ChartKind::Radar).size()));
}

TEST_CASE("A remembered choice comes back in the Compare tab's box, spelled as the command line spells it")
{
    // The last choice of each option: not the default, so the box must have read the settings.
    TestSession session([](QSettings &ini) {
        for (const Option option : {Option::Chart, Option::Price, Option::Normalise, Option::Scale}) {
            const ChartChoices::OptionSpec &spec = ChartChoices::spec(option);
            ini.setValue(Settings::keyName(spec.key), windowWords(spec).last());
        }
    });
    ComparePage *page = session.window().comparePage();
    const std::pair<Option, const char *> boxes[] = {{Option::Chart, "chartKind"},
                                                     {Option::Price, "priceKind"},
                                                     {Option::Normalise, "normalisation"},
                                                     {Option::Scale, "exportScale"}};
    for (const auto &[option, name] : boxes) {
        const ChartChoices::OptionSpec &spec = ChartChoices::spec(option);
        CAPTURE(spec.name);
        auto *box = page->findChild<QComboBox *>(QLatin1String(name));
        REQUIRE(box);
        CHECK(currentWord(box) == windowWords(spec).last());
    }
    CHECK(page->chartKind() == ChartKind::Scatter);
    CHECK(page->exportScale() == 3.0);
    // A box the user changes stores the table's word.
    auto *price = page->findChild<QComboBox *>(QStringLiteral("priceKind"));
    price->setCurrentIndex(0);
    CHECK(session.settings().string(Settings::ScatterPrice) ==
          windowWords(ChartChoices::spec(Option::Price)).first());
}
