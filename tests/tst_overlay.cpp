#include "app/core/comparisonselection.h"
#include "app/core/gputablemodel.h"
#include "app/core/overlay.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(fixturePath(QStringLiteral("overlay/") + name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

Overlay::ApplyResult applyFixture(const QString &name)
{
    return Overlay::apply(fixtureGpus(), fixture(name), name);
}

} // namespace

TEST_CASE("An overlay changes a price, a field and adds a GPU, and remembers the dataset's values")
{
    const Overlay::ApplyResult result = applyFixture(QStringLiteral("frozen_good_price_and_new_gpu.json"));
    INFO(result.errorText().toStdString());
    REQUIRE(result.ok());
    CHECK(result.changedGpus == 2);
    CHECK(result.addedGpus == 1);
    CHECK(result.dataset.gpus.size() == fixtureGpus().gpus.size() + 1);

    const Gpu *h100 = result.dataset.find(QStringLiteral("fx_h100_sxm"));
    const Gpu *original = fixtureGpus().find(QStringLiteral("fx_h100_sxm"));
    REQUIRE(h100);
    REQUIRE(original);
    // The user's on-demand price replaced the dataset's on-demand prices; the summary follows it.
    const GpuPrice *mine = h100->latestPrice(QStringLiteral("on_demand"));
    REQUIRE(mine);
    CHECK(mine->usd == 1.49);
    CHECK(mine->fromUser);
    int onDemand = 0;
    for (const GpuPrice &price : h100->prices)
        onDemand += price.kind == QLatin1String("on_demand");
    CHECK(onDemand == 1);
    CHECK(h100->cloudUsdHrLow == 1.49);
    CHECK(h100->isUserValue(QStringLiteral("prices")));
    CHECK(h100->isUserValue(QStringLiteral("cloud_usd_hr_low")));
    CHECK(h100->datasetValues.value(QStringLiteral("cloud_usd_hr_low")).toDouble() ==
          *original->cloudUsdHrLow);
    CHECK_FALSE(h100->isUserValue(QStringLiteral("vram_gb")));
    CHECK(h100->vramGb == original->vramGb);

    const Gpu *rtx = result.dataset.find(QStringLiteral("fx_rtx_4090"));
    REQUIRE(rtx);
    CHECK(rtx->vramGb == 48.0);
    CHECK(rtx->datasetValues.value(QStringLiteral("vram_gb")).toDouble() == 24.0);
    CHECK(rtx->notes == QStringLiteral("my modded card"));
    CHECK(rtx->name == QStringLiteral("GeForce RTX 4090")); // untouched fields stay the dataset's

    const Gpu *lab = result.dataset.find(QStringLiteral("lab_h100"));
    REQUIRE(lab);
    CHECK(lab->userAdded);
    CHECK(lab->name == QStringLiteral("Lab H100"));
    CHECK(lab->tdpW == 500.0);
    CHECK(lab->fp16Bf16DenseTflops == original->fp16Bf16DenseTflops); // copied from based_on
    CHECK_FALSE(lab->seed);
    CHECK(lab->isUserValue(QStringLiteral("tdp_w")));
    CHECK_FALSE(lab->datasetValues.value(QStringLiteral("tdp_w")).isValid());
}

TEST_CASE("A bad overlay is reported with its JSON path and the bundled data is kept")
{
    const struct
    {
        const char *file;
        const char *message;
    } cases[] = {
        {"bad_malformed.json", "not valid JSON"},
        {"bad_array_root.json", "expected a JSON object"},
        {"frozen_bad_wrong_type.json", "gpus[0].tdp_w: expected a number, got \"700 W\""},
        {"bad_new_without_fields.json", "gpus[0]: missing required field \"segment\""},
        {"bad_missing_id.json", "gpus[0].id: every overlay record needs the id of a GPU"},
        {"bad_based_on.json", "gpus[0].based_on: no GPU \"no_such_gpu\" in the dataset to copy"},
        {"frozen_bad_sparse_below_dense.json",
         "gpus[0].fp16_bf16_sparse_tflops: sparse figure 10 is below the dense"},
        {"frozen_bad_price.json", "gpus[0].prices[0].kind: expected one of on_demand"},
        {"frozen_bad_duplicate_id.json", "gpus[1].id: duplicate id \"fx_h100_sxm\" (first used by gpus[0])"},
    };
    for (const auto &c : cases) {
        INFO(c.file);
        const Overlay::ApplyResult result = applyFixture(QLatin1String(c.file));
        REQUIRE_FALSE(result.ok());
        INFO(result.errorText().toStdString());
        CHECK(result.errorText().contains(QLatin1String(c.message)));
        CHECK(result.errorText().startsWith(QLatin1String(c.file)));
        // The base dataset comes back unchanged.
        CHECK(result.dataset.gpus.size() == fixtureGpus().gpus.size());
        const Gpu *h100 = result.dataset.find(QStringLiteral("fx_h100_sxm"));
        REQUIRE(h100);
        CHECK(h100->userFields.isEmpty());
        CHECK(h100->tdpW == fixtureGpus().find(QStringLiteral("fx_h100_sxm"))->tdpW);
        CHECK(result.changedGpus == 0);
        CHECK(result.addedGpus == 0);
    }
    // Every problem of a price is named, not just the first.
    const QString price = applyFixture(QStringLiteral("frozen_bad_price.json")).errorText();
    CHECK(price.contains(QStringLiteral("gpus[0].prices[0].usd: expected a positive amount")));
    CHECK(
        price.contains(QStringLiteral("gpus[0].prices[0].as_of: expected a date as YYYY-MM or YYYY-MM-DD")));
    CHECK(price.contains(QStringLiteral("gpus[0].prices[0]: missing required field \"source\"")));
}

TEST_CASE("A missing or oversized overlay file is an error, not a crash")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    CHECK(Overlay::applyFile(bundled(), dir.filePath(QStringLiteral("none.json")))
              .errorText()
              .contains(QStringLiteral("no such file")));
    CHECK(Overlay::applyFile(bundled(), dir.path()).errorText().contains(QStringLiteral("is a directory")));
    QFile big(dir.filePath(QStringLiteral("big.json")));
    REQUIRE(big.open(QIODevice::WriteOnly));
    REQUIRE(big.write(QByteArray(Overlay::kMaxFileBytes + 10, ' ')) > 0);
    big.close();
    CHECK(Overlay::applyFile(bundled(), big.fileName()).errorText().contains(QStringLiteral("limit")));
}

TEST_CASE("An overlay document is edited, reset and saved atomically, and reads back the same")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sub/overlay.json"));
    Overlay::Document document;
    GpuPrice price;
    price.kind = QStringLiteral("street_new");
    price.usd = 1799;
    price.asOf = QStringLiteral("2026-12-01");
    price.source = QStringLiteral("https://example.com/shop");
    document.setPrice(QStringLiteral("fx_rtx_4090"), price);
    price.usd = 1749; // same kind replaces
    document.setPrice(QStringLiteral("fx_rtx_4090"), price);
    document.setValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w"), 400);
    document.setValue(QStringLiteral("fx_l4"), QStringLiteral("notes"), QStringLiteral("mine"));
    document.reset(QStringLiteral("fx_l4"), QStringLiteral("notes")); // leaves an id only: the record goes
    CHECK_FALSE(document.contains(QStringLiteral("fx_l4"), QStringLiteral("notes")));
    CHECK(document.root().value(QStringLiteral("gpus")).toArray().size() == 1);

    QString error;
    REQUIRE(document.save(path, &error));
    CHECK(error.isEmpty());
    const Overlay::ApplyResult result = Overlay::applyFile(fixtureGpus(), path);
    INFO(result.errorText().toStdString());
    REQUIRE(result.ok());
    const Gpu *rtx = result.dataset.find(QStringLiteral("fx_rtx_4090"));
    REQUIRE(rtx);
    CHECK(rtx->tdpW == 400.0);
    REQUIRE(rtx->latestPrice(QStringLiteral("street_new")));
    CHECK(rtx->latestPrice(QStringLiteral("street_new"))->usd == 1749);
    CHECK(rtx->isUserValue(QStringLiteral("tdp_w")));
    CHECK_FALSE(result.dataset.find(QStringLiteral("fx_l4"))->isUserValue(QStringLiteral("notes")));

    Overlay::Document reloaded;
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    REQUIRE(reloaded.load(file.readAll(), &error));
    CHECK(reloaded.toJson() == document.toJson());
    CHECK_FALSE(reloaded.load("[1, 2]", &error));
    CHECK(error.contains(QStringLiteral("gpus")));

    // A folder that cannot be created is a one-line error naming it.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    CHECK_FALSE(document.save(dir.filePath(QStringLiteral("file/overlay.json")), &error));
    CHECK_FALSE(error.isEmpty());
}

TEST_CASE("The price CSV importer reads id, field, value, as-of and source")
{
    QStringList ids;
    for (const Gpu &gpu : fixtureGpus().gpus)
        ids.append(gpu.id);
    const Overlay::PriceCsvResult good =
        Overlay::parsePriceCsv(fixture(QStringLiteral("frozen_prices_good.csv")), ids);
    REQUIRE(good.ok());
    REQUIRE(good.rows.size() == 3);
    CHECK(good.rows[0].id == QStringLiteral("fx_h100_sxm"));
    CHECK(good.rows[0].price.kind == QStringLiteral("on_demand"));
    CHECK(good.rows[0].price.usd == 1.79);
    CHECK(good.rows[0].price.asOf == QStringLiteral("2026-11-15"));
    CHECK(good.rows[0].price.note == QStringLiteral("quote, negotiated")); // quoted comma
    CHECK(good.rows[2].price.kind == QStringLiteral("launch_msrp"));       // launch_price_usd feeds it

    Overlay::Document document;
    Overlay::importPrices(document, good.rows);
    const Overlay::ApplyResult applied =
        Overlay::apply(fixtureGpus(), document.toJson(), QStringLiteral("csv"));
    INFO(applied.errorText().toStdString());
    REQUIRE(applied.ok());
    CHECK(applied.dataset.find(QStringLiteral("fx_h100_sxm"))->cloudUsdHrLow.has_value());
    CHECK(applied.dataset.find(QStringLiteral("fx_rtx_3090"))->latestPrice(QStringLiteral("used"))->usd ==
          650);

    const Overlay::PriceCsvResult bad =
        Overlay::parsePriceCsv(fixture(QStringLiteral("frozen_prices_bad.csv")), ids);
    CHECK(bad.rows.empty());
    QStringList errors;
    for (const DatasetIssue &issue : bad.errors)
        errors.append(issue.toString());
    const QString text = errors.join(QLatin1Char('\n'));
    INFO(text.toStdString());
    CHECK(text.contains(QStringLiteral("line 2: field: expected one of on_demand")));
    CHECK(text.contains(QStringLiteral("line 3: id: unknown GPU id \"no_such_gpu\"")));
    CHECK(text.contains(QStringLiteral("line 3: value: expected a positive amount in USD, got \"abc\"")));
    CHECK(text.contains(QStringLiteral("line 3: as-of: expected a date")));
    CHECK(text.contains(QStringLiteral("line 3: source: every price needs its source")));
    CHECK(text.contains(QStringLiteral("line 4: unterminated quote")));

    const Overlay::PriceCsvResult header =
        Overlay::parsePriceCsv(fixture(QStringLiteral("prices_bad_header.csv")), ids);
    REQUIRE(header.errors.size() == 1);
    CHECK(header.errors.first().toString().contains(QStringLiteral("\"id\" is missing")));
    CHECK_FALSE(Overlay::parsePriceCsv(QByteArray()).ok());
    CHECK_FALSE(Overlay::parsePriceCsv(QByteArray("id,field,value,as-of,source\n\xff\xfe,x\n")).ok());
}

TEST_CASE("The grid marks the user's values and tells the age of each price")
{
    const Overlay::ApplyResult result = applyFixture(QStringLiteral("frozen_good_price_and_new_gpu.json"));
    REQUIRE(result.ok());
    ComparisonSelection selection;
    GpuTableModel model(&selection);
    model.setDataset(result.dataset);
    model.setToday(QDate(2026, 12, 3));
    const int row = model.rowOf(QStringLiteral("fx_h100_sxm"));
    const QModelIndex low = model.index(row, model.columnOf(QStringLiteral("cloud_usd_hr_low")));
    CHECK(low.data(GpuTableModel::UserValueRole).toBool());
    const QString tip = low.data(Qt::ToolTipRole).toString();
    INFO(tip.toStdString());
    CHECK(tip.contains(QStringLiteral("Your value")));
    CHECK(tip.contains(QStringLiteral("on-demand, as of 2026-11 (1 month(s) old)")));
    CHECK(tip.contains(QStringLiteral("(yours)")));
    const QModelIndex vram = model.index(row, model.columnOf(QStringLiteral("vram_gb")));
    CHECK_FALSE(vram.data(GpuTableModel::UserValueRole).toBool());

    const int rtx = model.rowOf(QStringLiteral("fx_rtx_3090"));
    const QString launch =
        model.index(rtx, model.columnOf(QStringLiteral("launch_price_usd"))).data(Qt::ToolTipRole).toString();
    CHECK(launch.contains(QStringLiteral("launch MSRP, as of 2020-09 (75 month(s) old)")));
    // Every purchase price (launch, street, used) is listed under the launch price; cloud prices are not.
    CHECK(launch.contains(QStringLiteral("used, as of 2026-06")));
    CHECK_FALSE(launch.contains(QStringLiteral("spot")));
}

TEST_CASE("What the user types becomes an overlay value, what cannot be one is named with its field")
{
    QJsonValue value;
    QString error;
    REQUIRE(
        Overlay::valueFromText(QStringLiteral("launch_price_usd"), QStringLiteral(" 1799 "), &value, &error));
    CHECK(value == QJsonValue(1799));
    REQUIRE(Overlay::valueFromText(QStringLiteral("launch_price_usd"), QStringLiteral("$1799 USD"), &value,
                                   &error));
    CHECK(value == QJsonValue(1799));
    REQUIRE(
        Overlay::valueFromText(QStringLiteral("cloud_usd_hr_low"), QStringLiteral("2.49"), &value, &error));
    CHECK(value == QJsonValue(2.49));
    REQUIRE(Overlay::valueFromText(QStringLiteral("vram_gb"), QStringLiteral("24 GB"), &value, &error));
    CHECK(value == QJsonValue(24));
    REQUIRE(Overlay::valueFromText(QStringLiteral("architecture"), QStringLiteral(" Ada "), &value, &error));
    CHECK(value == QJsonValue(QStringLiteral("Ada")));

    CHECK_FALSE(Overlay::valueFromText(QStringLiteral("vram_gb"), QStringLiteral("lots"), &value, &error));
    CHECK(error == QStringLiteral("VRAM (GB): \"lots\" is not a number"));
    CHECK_FALSE(Overlay::valueFromText(QStringLiteral("tdp_w"), QString(), &value, &error));
    CHECK(error.startsWith(QStringLiteral("TDP (W): enter a number")));
    CHECK_FALSE(Overlay::valueFromText(QStringLiteral("name"), QStringLiteral("  "), &value, &error));
    CHECK_FALSE(Overlay::valueFromText(QStringLiteral("id"), QStringLiteral("x"), &value, &error));
    CHECK_FALSE(
        Overlay::valueFromText(QStringLiteral("usd_per_bf16_tflops"), QStringLiteral("3"), &value, &error));
    CHECK(Overlay::isEditableField(QStringLiteral("cloud_usd_hr_high")));
    CHECK_FALSE(Overlay::isEditableField(QStringLiteral("cloud_usd_hr"))); // derived

    // A GPU the user added goes with its record.
    Overlay::Document document;
    document.setValue(QStringLiteral("mine"), QStringLiteral("based_on"), QStringLiteral("fx_h100_sxm"));
    document.setValue(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w"), 400);
    document.remove(QStringLiteral("mine"));
    CHECK_FALSE(document.contains(QStringLiteral("mine"), QStringLiteral("based_on")));
    CHECK(document.contains(QStringLiteral("fx_rtx_4090"), QStringLiteral("tdp_w")));
}
