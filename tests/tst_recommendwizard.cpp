#include "charts/memorybreakdownchart.h"
#include "gpufilterproxymodel.h"
#include "guisession.h"
#include "mainwindow.h"
#include "recommendationview.h"
#include "recommendpage.h"
#include "recommendwizard.h"
#include "settings.h"
#include "specgridpage.h"
#include "testsupport.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

namespace {

QWidget *focused()
{
    QWidget *w = QApplication::focusWidget();
    REQUIRE(w);
    return w;
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(focused(), key, modifiers);
}

// Tabs forward until a widget with this object name or accessible name has the focus.
void tabTo(const QString &name)
{
    for (int i = 0; i < 30; ++i) {
        QWidget *w = focused();
        if (w->objectName() == name || w->accessibleName() == name)
            return;
        press(Qt::Key_Tab);
    }
    FAIL("no focusable widget named " << name.toStdString());
}

} // namespace

TEST_CASE("The wizard is walked from model to result by keyboard alone, and remembers the answers")
{
    QTemporaryDir dir;
    const Dataset dataset = bundled();
    Settings settings(iniIn(dir));
    {
        RecommendWizard wizard(&dataset, &settings);
        wizard.show();
        QApplication::setActiveWindow(&wizard);
        REQUIRE(QTest::qWaitForWindowActive(&wizard));
        REQUIRE(wizard.currentId() == RecommendWizard::ModelPageId);

        // Model: the last-but-one entry, "a parameter count", then type it.
        tabTo(QStringLiteral("Model"));
        press(Qt::Key_End);
        press(Qt::Key_Up);
        tabTo(QStringLiteral("paramsEdit"));
        QTest::keyClicks(focused(), QStringLiteral("13X"));
        CHECK(!wizard.button(QWizard::NextButton)->isEnabled()); // "13X" is not a parameter count
        press(Qt::Key_Backspace);
        QTest::keyClicks(focused(), QStringLiteral("B"));
        CHECK(wizard.button(QWizard::NextButton)->isEnabled());
        press(Qt::Key_Return);
        REQUIRE(wizard.currentId() == RecommendWizard::MethodPageId);

        // Method: LoRA is the second entry.
        tabTo(QStringLiteral("Method"));
        press(Qt::Key_Home);
        press(Qt::Key_Down);
        press(Qt::Key_Return);
        REQUIRE(wizard.currentId() == RecommendWizard::DataPageId);

        // Data: 4096 tokens per sequence, 200M tokens in all.
        tabTo(QStringLiteral("Sequence length (tokens)"));
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focused(), QStringLiteral("4096"));
        tabTo(QStringLiteral("tokensEdit"));
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focused(), QStringLiteral("200M"));
        press(Qt::Key_Return);
        REQUIRE(wizard.currentId() == RecommendWizard::ConstraintsPageId);

        // Constraints: only data-centre GPUs (untick the other two with Space).
        tabTo(QStringLiteral("Workstation GPUs"));
        press(Qt::Key_Space);
        tabTo(QStringLiteral("Consumer GPUs"));
        press(Qt::Key_Space);
        press(Qt::Key_Return);
        REQUIRE(wizard.currentId() == RecommendWizard::ResultsPageId);

        const auto &rec = wizard.recommendation();
        REQUIRE(rec);
        CHECK(rec->workload.method == Estimate::Method::Lora);
        CHECK(std::abs(rec->workload.model.totalParams() / 13e9 - 1) < 0.1);
        CHECK(rec->workload.seqLen == 4096);
        CHECK(rec->workload.tokens == 2e8);
        REQUIRE(!rec->results.empty());
        for (const Recommend::Entry &e : rec->results)
            CHECK(e.estimate.gpu->segment == QStringLiteral("datacenter"));
        QTableWidget *table = wizard.resultsView()->table();
        CHECK(table->rowCount() == int(rec->results.size()));
        CHECK(table->item(0, 1)->text() == rec->results.front().estimate.gpu->name);
        CHECK(!table->item(0, 8)->text().isEmpty());
        CHECK(wizard.resultsView()->formula()->toPlainText().contains(QStringLiteral("4N")));
        CHECK(wizard.resultsView()->chart()->barCount() == std::min<int>(10, int(rec->results.size())));

        press(Qt::Key_Return); // Finish
        CHECK(wizard.result() == QDialog::Accepted);
    }
    // A new wizard starts from the remembered answers.
    RecommendWizard again(&dataset, &settings);
    const QVariantMap answers = again.answers();
    CHECK(answers.value(QStringLiteral("model")).toString() == QStringLiteral("params"));
    CHECK(answers.value(QStringLiteral("params")).toString() == QStringLiteral("13B"));
    CHECK(answers.value(QStringLiteral("method")).toString() == QStringLiteral("lora"));
    CHECK(answers.value(QStringLiteral("seq")).toInt() == 4096);
    CHECK(answers.value(QStringLiteral("segments")).toStringList() ==
          QStringList{QStringLiteral("datacenter")});
}

TEST_CASE("Every wizard control has an accessible name and a label that points at it")
{
    QTemporaryDir dir;
    const Dataset dataset = bundled();
    Settings settings(iniIn(dir));
    RecommendWizard wizard(&dataset, &settings);
    for (int id : wizard.pageIds()) {
        QWizardPage *page = wizard.page(id);
        for (QWidget *w : page->findChildren<QWidget *>()) {
            const bool control = qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w) ||
                                 qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QAbstractButton *>(w);
            if (!control || w->focusPolicy() == Qt::NoFocus || qobject_cast<QComboBox *>(w->parentWidget()) ||
                qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
                continue;
            INFO(page->title().toStdString()
                 << ": " << w->metaObject()->className() << " " << w->objectName().toStdString());
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
            REQUIRE(iface);
            CHECK(!iface->text(QAccessible::Name).isEmpty());
        }
        int buddies = 0;
        for (QLabel *label : page->findChildren<QLabel *>())
            buddies += label->buddy() != nullptr;
        if (id != RecommendWizard::ResultsPageId)
            CHECK(buddies >= 3);
    }
}

TEST_CASE("Bad answers keep Next disabled: a broken config file, a bad budget, no environment")
{
    QTemporaryDir dir;
    const Dataset dataset = bundled();
    Settings settings(iniIn(dir));
    QVariantMap answers = RecommendWizard::defaultAnswers();
    answers[QStringLiteral("model")] = QStringLiteral("config");
    answers[QStringLiteral("config")] = fixturePath(QStringLiteral("model_configs/bad_missing_layers.json"));
    settings.setValue(Settings::WizardAnswers, answers);
    RecommendWizard wizard(&dataset, &settings);
    wizard.show();
    REQUIRE(QTest::qWaitForWindowExposed(&wizard));
    CHECK(!wizard.button(QWizard::NextButton)->isEnabled());
    auto *error = wizard.findChild<QLabel *>(QStringLiteral("modelError"));
    REQUIRE(error);
    CHECK(error->text().contains(QStringLiteral("missing num_hidden_layers")));
    auto *config = wizard.findChild<QLineEdit *>(QStringLiteral("configEdit"));
    config->setText(fixturePath(QStringLiteral("model_configs/qwen-7b.json")));
    CHECK(wizard.button(QWizard::NextButton)->isEnabled());
    wizard.next();
    wizard.next();
    wizard.next();
    REQUIRE(wizard.currentId() == RecommendWizard::ConstraintsPageId);
    auto *budget = wizard.findChild<QLineEdit *>(QStringLiteral("budgetEdit"));
    budget->setText(QStringLiteral("cheap"));
    CHECK(!wizard.button(QWizard::NextButton)->isEnabled());
    budget->setText(QStringLiteral("2.5"));
    CHECK(wizard.button(QWizard::NextButton)->isEnabled());
}

TEST_CASE(
    "The Recommend tab shows a default result, exports it, and narrows the spec grid to the GPUs that fit")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    MainWindow &window = session.window();
    window.resize(1400, 900);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showPage(QStringLiteral("recommend")));
    RecommendationView *view = window.recommendPage()->view();
    REQUIRE(view->recommendation());
    CHECK(view->table()->rowCount() == bundledGpuCount());
    // A job that does not fit everywhere: full fine-tuning of an 8B model on at most two GPUs.
    QVariantMap answers = RecommendWizard::defaultAnswers();
    answers[QStringLiteral("method")] = QStringLiteral("full");
    answers[QStringLiteral("maxGpus")] = 2;
    session.settings().setValue(Settings::WizardAnswers, answers);
    window.recommendPage()->refresh();
    REQUIRE(view->recommendation()->workload.method == Estimate::Method::Full);

    QString error;
    const QString png = dir.filePath(QStringLiteral("rec.png"));
    REQUIRE(view->exportTo(png, &error));
    const QImage image(png);
    CHECK(image.width() >= 2000);
    const QString pdf = dir.filePath(QStringLiteral("rec.pdf"));
    REQUIRE(view->exportTo(pdf, &error));
    QFile pdfFile(pdf);
    REQUIRE(pdfFile.open(QIODevice::ReadOnly));
    CHECK(pdfFile.read(5) == "%PDF-");
    const QString csv = dir.filePath(QStringLiteral("rec.csv"));
    REQUIRE(view->exportTo(csv, &error));
    QFile csvFile(csv);
    REQUIRE(csvFile.open(QIODevice::ReadOnly));
    CHECK(csvFile.readAll().count("\r\n") == bundledGpuCount() + 1);
    CHECK(!view->exportTo(dir.filePath(QStringLiteral("rec.txt")), &error));
    CHECK(error.contains(QStringLiteral(".png, .pdf or .csv")));

    const QImage chart = view->chart()->render(QSize(800, 500));
    CHECK(chart.size() == QSize(800, 500));
    int weightsBlue = 0; // the first component's colour: the bars were drawn
    for (int y = 0; y < chart.height(); y += 2) {
        for (int x = 0; x < chart.width(); x += 2)
            weightsBlue += chart.pixelColor(x, y) == QColor(0x1f77b4);
    }
    CHECK(weightsBlue > 100);

    // Through the export button with an injected chooser: no dialog opens.
    const QString viaButton = dir.filePath(QStringLiteral("button.csv"));
    view->setFileChooser([&](const QString &, const QString &) { return viaButton; });
    view->findChild<QPushButton *>()->setFocus();
    for (QPushButton *b : view->findChildren<QPushButton *>()) {
        if (b->accessibleName().contains(QStringLiteral("CSV")))
            b->click();
    }
    CHECK(QFile::exists(viaButton));

    const QStringList fitting = view->recommendation()->fittingIds();
    REQUIRE(!fitting.isEmpty());
    REQUIRE(fitting.size() < bundledGpuCount());
    view->showOnlyButton()->click();
    CHECK(window.pages()->currentWidget() == window.specGrid());
    CHECK(window.specGrid()->proxy()->rowCount() == fitting.size());
}

TEST_CASE("The New Recommendation button opens the wizard, and its show-only button closes it onto the grid")
{
    QTemporaryDir dir;
    GuiSession session(bundled(), iniIn(dir));
    MainWindow &window = session.window();
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.showPage(QStringLiteral("recommend"));
    RecommendPage *page = window.recommendPage();
    page->startButton()->click();
    RecommendWizard *wizard = page->wizard();
    REQUIRE(wizard);
    CHECK(wizard->isVisible());
    while (wizard->currentId() != RecommendWizard::ResultsPageId)
        wizard->next();
    REQUIRE(wizard->recommendation());
    CHECK(page->view()->recommendation()->results.size() == wizard->recommendation()->results.size());
    wizard->resultsView()->showOnlyButton()->click();
    CHECK(!wizard->isVisible());
    CHECK(window.pages()->currentWidget() == window.specGrid());
    CHECK(window.specGrid()->proxy()->rowCount() == wizard->recommendation()->fittingIds().size());
}
