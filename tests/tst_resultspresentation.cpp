#include "app/core/estimate.h"
#include "app/core/modelpresets.h"
#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "app/core/recommendationmodel.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <set>

using Presentation::MemoryPart;
using Presentation::ResultColumn;

namespace {

// A card of the test's own: 80 GiB usable, with NVLink and a known throughput.
Gpu card()
{
    Gpu gpu;
    gpu.id = QStringLiteral("test-card");
    gpu.name = QStringLiteral("Test Card");
    gpu.vramGb = 80;
    gpu.usableMemoryMib = 80 * 1024.0;
    gpu.fp16Bf16DenseTflops = 400;
    gpu.nvlinkGbps = 900;
    return gpu;
}

// Full fine-tuning of Llama 3.1 8B with the optimizer offloaded: it warns of 119.7 GiB of host memory.
Estimate::Workload offloaded()
{
    Estimate::Workload w;
    w.model = *ModelPresets::find(QStringLiteral("llama-3.1-8b"));
    w.method = Estimate::Method::Full;
    w.offload = Estimate::Offload::Optimizer;
    w.gpus = 1;
    w.tokens = 1e9;
    return w;
}

QStringList csvHeader(const Recommend::Recommendation &rec)
{
    const QString csv = QString::fromUtf8(Recommend::toCsv(rec));
    return csv.left(csv.indexOf(QStringLiteral("\r\n"))).split(QLatin1Char(','));
}

} // namespace

TEST_CASE("The six memory parts are named once and add up to the total")
{
    const std::vector<MemoryPart> &parts = Presentation::memoryParts();
    REQUIRE(parts.size() == 6);
    QSet<QString> keys, labels;
    for (size_t i = 0; i < parts.size(); ++i) {
        CHECK(parts[i] == MemoryPart(i)); // the table is in enum order
        keys.insert(Presentation::memoryPartKey(parts[i]));
        labels.insert(Presentation::memoryPartLabel(parts[i]));
    }
    CHECK(keys.size() == 6);
    CHECK(labels.size() == 6);
    CHECK_FALSE(keys.contains(QString()));
    CHECK_FALSE(labels.contains(QString()));

    const std::vector<Gpu> gpus{card()}; // the results point into it
    const Recommend::Recommendation rec = Recommend::rank(offloaded(), gpus, Recommend::Constraints());
    REQUIRE(rec.results.size() == 1);
    const Estimate::Memory &m = rec.results.front().estimate.memory;
    double sum = 0;
    for (const MemoryPart part : parts)
        sum += Presentation::memoryPartGib(m, part);
    CHECK(sum == Approx(m.total()));

    // The JSON and the CSV name each part by its key.
    const QJsonObject memory = Recommend::toJson(rec, QJsonObject())
                                   .value(QStringLiteral("results"))
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value(QStringLiteral("memory_gib"))
                                   .toObject();
    const QStringList header = csvHeader(rec);
    for (const MemoryPart part : parts) {
        const QString key = Presentation::memoryPartKey(part);
        INFO(key.toStdString());
        CHECK(memory.value(key).toDouble() == Approx(Presentation::memoryPartGib(m, part)).margin(0.005));
        CHECK(header.contains(key + QStringLiteral("_gib")));
    }
}

TEST_CASE("Every result column has a label, and the CSV and the window take theirs from the registry")
{
    const std::vector<ResultColumn> &columns = Presentation::resultColumns();
    QSet<QString> keys;
    int keyed = 0;
    for (size_t i = 0; i < columns.size(); ++i) {
        CHECK(columns[i] == ResultColumn(i));
        INFO(int(i));
        CHECK_FALSE(Presentation::resultColumnLabel(columns[i]).isEmpty());
        const QString key = Presentation::resultColumnKey(columns[i]);
        if (!key.isEmpty()) {
            ++keyed;
            keys.insert(key);
        }
    }
    CHECK(keys.size() == keyed); // no key twice

    const std::vector<Gpu> gpus{card()}; // the results point into it
    const Recommend::Recommendation rec = Recommend::rank(offloaded(), gpus, Recommend::Constraints());
    REQUIRE(rec.results.size() == 1);

    // The CSV: every keyed column, each header a key.
    const QStringList header = csvHeader(rec);
    CHECK(int(header.size()) == keyed);
    for (const QString &key : header)
        CHECK(keys.contains(key));

    // The JSON: each result names its figures by the columns' keys; the memory parts sit in "memory_gib" by
    // their own keys, the rank is the order, and $/M tokens is left to the reader.
    const QJsonObject json =
        Recommend::toJson(rec, QJsonObject()).value(QStringLiteral("results")).toArray().first().toObject();
    for (const ResultColumn column : columns) {
        const QString key = Presentation::resultColumnKey(column);
        const bool memoryPart = key.endsWith(QStringLiteral("_gib")) && key != QStringLiteral("vram_gib") &&
                                key != QStringLiteral("capacity_gib");
        if (key.isEmpty() || memoryPart)
            continue;
        INFO(key.toStdString());
        CHECK((json.contains(key) || column == ResultColumn::Rank || column == ResultColumn::PerMillion));
    }

    // The window: every column that has no key is shown there, with the registry's header and cells.
    RecommendationModel model;
    const QLocale german(QLocale::German, QLocale::Germany);
    model.setRecommendation(rec, german);
    std::set<ResultColumn> shown;
    const Presentation::ResultRow row{rec, rec.results.front(), 1};
    for (int c = 0; c < model.columnCount(); ++c) {
        const ResultColumn column = RecommendationModel::resultColumn(c);
        INFO(c);
        shown.insert(column);
        CHECK(model.headerData(c, Qt::Horizontal).toString() == Presentation::resultColumnLabel(column));
        CHECK(model.index(0, c).data().toString() == Presentation::resultText(column, row, german));
        CHECK(model.index(0, c).data(RecommendationModel::SortRole) ==
              Presentation::resultValue(column, row));
    }
    for (const ResultColumn column : columns) {
        if (Presentation::resultColumnKey(column).isEmpty())
            CHECK(shown.count(column) == 1);
    }
    // The memory parts' headers are the memory parts' labels.
    CHECK(model.headerData(RecommendationModel::GradientsColumn, Qt::Horizontal).toString() ==
          Presentation::memoryPartLabel(MemoryPart::Gradients));
}

TEST_CASE("A warning shown in German formats its numbers with a comma, on the command line with a point")
{
    const Estimate::Warning offload{Estimate::Warning::Kind::OffloadMaster, {119.66, 4}};
    const QLocale german(QLocale::German, QLocale::Germany);
    const QString c = Presentation::warningText(offload);
    CHECK(c.contains(QStringLiteral("478.6 GiB")));
    CHECK(c.contains(QStringLiteral("119.7 GiB")));
    const QString de = Presentation::warningText(offload, german);
    CHECK(de.contains(QStringLiteral("478,6")));
    CHECK(de.contains(QStringLiteral("119,7")));
    CHECK_FALSE(de.contains(QStringLiteral("119.7")));

    // The window's reason and its tooltip, which lists the warnings, read in one number format.
    const std::vector<Gpu> gpus{card()}; // the results point into it
    const Recommend::Recommendation rec =
        Recommend::rank(offloaded(), gpus, Recommend::Constraints(), german);
    REQUIRE(rec.results.size() == 1);
    REQUIRE_FALSE(rec.results.front().estimate.warnings.empty());
    RecommendationModel model;
    model.setRecommendation(rec, german);
    const QString tip = model.index(0, RecommendationModel::WhyColumn).data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(QStringLiteral("119,7 GiB")));
    CHECK_FALSE(tip.contains(QStringLiteral("119.7")));
    // The JSON keeps C's numbers whatever the window's locale.
    const QJsonArray warnings = Recommend::toJson(rec, QJsonObject())
                                    .value(QStringLiteral("results"))
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("warnings"))
                                    .toArray();
    REQUIRE_FALSE(warnings.isEmpty());
    CHECK(warnings.first().toString().contains(QStringLiteral("119.7 GiB")));
}

TEST_CASE("Each unit reads by one rule, in the locale it is given")
{
    const QLocale german(QLocale::German, QLocale::Germany);
    CHECK(Presentation::gib(31.54) == QStringLiteral("31.5"));
    CHECK(Presentation::gib(31.54, german) == QStringLiteral("31,5"));
    CHECK(Presentation::gibWithUnit(1051.3) == QStringLiteral("1051.3 GiB"));
    CHECK(Presentation::tokensPerSecond(23194.4, german) == QStringLiteral("23.194"));
    CHECK(Presentation::usd(0.054, 2) == QStringLiteral("$0.05"));
    CHECK(Presentation::dollars(4.544) == QStringLiteral("$4.54")); // cents below $100
    CHECK(Presentation::dollars(1599.4) == QStringLiteral("$1599"));
    CHECK(Presentation::duration(0.5) == QStringLiteral("30 min"));
    CHECK(Presentation::duration(3.21, german) == QStringLiteral("3,2 h"));
    CHECK(Presentation::duration(72) == QStringLiteral("3.0 days"));
    CHECK(Recommend::formatHours(72) == Presentation::duration(72));
    CHECK(Presentation::parameters(8.03e9) == QStringLiteral("8.03B"));
    CHECK(Presentation::parameters(14.77e9, german) == QStringLiteral("14,77B"));
    CHECK(Presentation::parameters(596.04e6) == QStringLiteral("596.0M"));
    CHECK(Presentation::parameterCount(0.63e9) == QStringLiteral("630.0M parameters"));
    CHECK(Presentation::parameterCount(1.24e9, german) == QStringLiteral("1,24B parameters"));
}

TEST_CASE("The window's GPUs cell gives the count used beside the count needed only for a job that runs")
{
    Recommend::Recommendation rec;
    Recommend::Entry entry;
    // Whole nodes of 8 for a job that needs 11 and may use 16: the cell names both.
    entry.estimate.gpusNeeded = 11;
    entry.estimate.gpusUsed = 16;
    entry.estimate.withinLimit = true;
    rec.results.push_back(entry);
    // 1,212 needed, 1,216 in whole nodes, more than allowed: it runs nowhere, so the nodes' rounding (which
    // its reason words) would only widen the column.
    entry.estimate.gpusNeeded = 1212;
    entry.estimate.gpusUsed = 1216;
    entry.estimate.withinLimit = false;
    rec.results.push_back(entry);
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const Presentation::ResultRow runs{rec, rec.results[0], 1};
    const Presentation::ResultRow beyond{rec, rec.results[1], 2};
    REQUIRE(rec.results[0].estimate.runs());
    REQUIRE_FALSE(rec.results[1].estimate.runs());
    CHECK(Presentation::resultText(ResultColumn::Gpus, runs, english) == QStringLiteral("16 (needs 11)"));
    CHECK(Presentation::resultText(ResultColumn::Gpus, beyond, english) == QStringLiteral("1,212"));
}

TEST_CASE("The command line's plain-text table takes its headers and cells from the result-column registry")
{
    const std::vector<Gpu> gpus{card()};
    const Recommend::Recommendation rec = Recommend::rank(offloaded(), gpus, Recommend::Constraints());
    REQUIRE(rec.results.size() == 1);
    const Presentation::ResultRow row{rec, rec.results.front(), 1};
    const QStringList lines = Recommend::toTable(rec).split(QLatin1Char('\n'));
    const auto header = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
        return line.contains(QStringLiteral("GiB/GPU (band)"));
    });
    REQUIRE(header != lines.end());
    const QString first = *(header + 1);
    int inTable = 0;
    for (const ResultColumn column : Presentation::resultColumns()) {
        const QString title = Presentation::resultColumnTerminalHeader(column);
        const QString cell = Presentation::resultTerminalText(column, row);
        INFO(Presentation::resultColumnLabel(column).toStdString());
        // A column has a header there exactly when it has a cell there.
        CHECK(title.isEmpty() == cell.isEmpty());
        if (title.isEmpty())
            continue;
        ++inTable;
        CHECK(header->contains(title));
        CHECK(first.contains(cell));
    }
    CHECK(inTable == 9);
    // The cells read as the terminal's: the C locale, "-" where unknown, the GPU's id.
    CHECK(Presentation::resultTerminalText(ResultColumn::GpuId, row) == rec.results.front().estimate.gpu->id);
    const Recommend::Entry &entry = rec.results.front();
    REQUIRE(entry.estimate.hours);
    CHECK(Presentation::resultTerminalText(ResultColumn::Time, row) ==
          Presentation::duration(*entry.estimate.hours));
    CHECK(Presentation::resultTerminalText(ResultColumn::Cost, row) ==
          (entry.costUsd ? Presentation::usd(*entry.costUsd, 0) : QStringLiteral("-")));
    CHECK(Presentation::resultTerminalText(ResultColumn::Total, row)
              .endsWith(QStringLiteral(" / ") + Presentation::gib(rec.results.front().estimate.capacityGib)));
    CHECK(first.endsWith(QStringLiteral("  ") + rec.results.front().why));
}

TEST_CASE("Both buy-or-rent tables take their headers and cells from one column registry")
{
    std::vector<Gpu> gpus{card(), card()};
    gpus[0].tdpW = 700;
    gpus[0].prices.push_back({QStringLiteral("street_new"),
                              25000,
                              27000.0,
                              QStringLiteral("2026-05"),
                              QStringLiteral("https://example.org/street"),
                              {},
                              false});
    gpus[0].prices.push_back({QStringLiteral("on_demand"),
                              2.5,
                              std::nullopt,
                              QStringLiteral("2026-05"),
                              QStringLiteral("https://example.org/cloud"),
                              {},
                              false});
    gpus[1].id = QStringLiteral("unpriced-card"); // no price either way: a row of neither table
    Estimate::Workload job = offloaded();
    job.tokens = 5e8;
    const Recommend::Recommendation rec = Recommend::rank(job, gpus, Recommend::Constraints());
    REQUIRE(rec.results.size() == 2);
    const auto priced = std::find_if(rec.results.begin(), rec.results.end(), [](const Recommend::Entry &e) {
        return e.estimate.gpu->id == "test-card";
    });
    const auto unpriced = std::find_if(rec.results.begin(), rec.results.end(), [](const Recommend::Entry &e) {
        return e.estimate.gpu->id == "unpriced-card";
    });
    REQUIRE(priced != rec.results.end());
    REQUIRE(unpriced != rec.results.end());
    REQUIRE(priced->ownership.valid);
    CHECK(Presentation::ownershipCosted(*priced));
    CHECK_FALSE(Presentation::ownershipCosted(*unpriced));

    const QString text = Recommend::ownershipTable(rec);
    const QStringList lines = text.split(QLatin1Char('\n'));
    const auto header = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
        return line.startsWith(QStringLiteral("GPU "));
    });
    REQUIRE(header != lines.end());
    const QString first = *(header + 1);
    CHECK(first.startsWith(QStringLiteral("test-card ")));
    CHECK_FALSE(text.contains(QStringLiteral("unpriced-card")));
    const Presentation::ResultRow row{rec, *priced, 1};
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    using Presentation::OwnershipColumn;
    for (const OwnershipColumn column :
         {OwnershipColumn::Gpu, OwnershipColumn::Cards, OwnershipColumn::Buy, OwnershipColumn::Rent,
          OwnershipColumn::BreakEven, OwnershipColumn::PerMillionBuy, OwnershipColumn::PerMillionRent,
          OwnershipColumn::Prices}) {
        INFO(Presentation::ownershipColumnLabel(column).toStdString());
        CHECK_FALSE(Presentation::ownershipColumnLabel(column).isEmpty());
        CHECK(header->contains(Presentation::ownershipColumnTerminalHeader(column)));
        CHECK(first.contains(Presentation::ownershipTerminalText(column, row)));
        CHECK_FALSE(Presentation::ownershipReportText(column, row, english).isEmpty());
    }
    // The terminal keeps C's whole dollars, the report the reader's grouped figures.
    const double buy = priced->ownership.buyUsd;
    REQUIRE(buy >= 1000);
    CHECK(Presentation::ownershipTerminalText(OwnershipColumn::Buy, row) == Presentation::usd(buy, 0));
    CHECK(Presentation::ownershipReportText(OwnershipColumn::Buy, row, english) ==
          Presentation::dollars(buy, english));
    // The prices' words are the ranking's, in the locale it was ranked in: C here, the reader's in the
    // window.
    CHECK(Presentation::ownershipTerminalText(OwnershipColumn::Prices, row)
              .contains(QStringLiteral("$25000-27000")));
    const Recommend::Recommendation worded = Recommend::rank(job, gpus, Recommend::Constraints(), english);
    const auto same =
        std::find_if(worded.results.begin(), worded.results.end(),
                     [](const Recommend::Entry &e) { return e.estimate.gpu->id == "test-card"; });
    REQUIRE(same != worded.results.end());
    CHECK(Presentation::ownershipReportText(OwnershipColumn::Prices,
                                            Presentation::ResultRow{worded, *same, 1}, english)
              .contains(QStringLiteral("$25,000-27,000")));
}

TEST_CASE(
    "The command line's plain-text table widens a column to its longest cell, so the columns stay in line")
{
    std::vector<Gpu> gpus{card(), card()};
    gpus[1].id = QStringLiteral("a-gpu-id-longer-than-sixteen-characters");
    gpus[1].fp16Bf16DenseTflops = 200; // ranked second
    const Recommend::Recommendation rec = Recommend::rank(offloaded(), gpus, Recommend::Constraints());
    REQUIRE(rec.results.size() == 2);
    QStringList lines = Recommend::toTable(rec).split(QLatin1Char('\n'));
    const auto header = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
        return line.contains(QStringLiteral("GiB/GPU (band)"));
    });
    REQUIRE(header != lines.end());
    // The fits column starts after the longest id in the header and in both rows.
    const int fits = int(header->indexOf(QStringLiteral("fits")));
    CHECK(fits > int(gpus[1].id.size()));
    for (int r = 1; r <= 2; ++r) {
        const QString &row = *(header + r);
        INFO(row.toStdString());
        const QString fitsCell = Presentation::resultTerminalText(
            ResultColumn::Fits, Presentation::ResultRow{rec, rec.results[size_t(r - 1)], r});
        CHECK(row.mid(fits, fitsCell.size()) == fitsCell);
    }
}
