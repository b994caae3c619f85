#include "app/core/dataset.h"
#include "app/core/job.h"
#include "app/core/presentation.h"
#include "app/core/recommend.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Estimate;
using namespace Recommend;

namespace {

const std::vector<Gpu> &gpus()
{
    const Dataset &dataset = fixtureGpus();
    return dataset.gpus;
}

Workload job(const char *preset, Method method, Checkpointing checkpointing = Checkpointing::Full)
{
    Workload w;
    w.model = *ModelPresets::find(QLatin1String(preset));
    w.method = method;
    w.checkpointing = checkpointing;
    return w;
}

QString excludedText(const Recommendation &r)
{
    QStringList lines;
    for (const Recommendation::Exclusion &x : r.excluded)
        lines << x.gpu + QStringLiteral(": ") + x.why;
    return lines.join(QLatin1Char('\n'));
}

QString top(const Recommendation &r)
{
    return r.results.empty() ? QString() : r.results.front().estimate.gpu->id;
}

} // namespace

// The seed comparison's "Which to choose?" guidance, as workloads and constraints.
TEST_CASE("Seed guidance: budget no object, largest models -> B200 or H200")
{
    Constraints c;
    c.seedOnly = true;
    const Recommendation r = rank(job("llama-3.1-70b", Method::Lora), gpus(), c);
    INFO(toTable(r).toStdString());
    CHECK((top(r) == QStringLiteral("fx_b200") || top(r) == QStringLiteral("fx_h200_sxm")));
}

TEST_CASE("Seed guidance: high-end data centre under $3 an hour -> H100")
{
    Constraints c;
    c.seedOnly = true;
    c.segments = {QStringLiteral("datacenter")};
    c.price = PriceMode::Cloud;
    c.budgetUsd = 3.0;
    c.maxGpus = 1;
    const Recommendation r = rank(job("llama-3.1-8b", Method::Lora), gpus(), c);
    CHECK(top(r) == QStringLiteral("fx_h100_sxm"));
}

TEST_CASE("Seed guidance: more than 24 GB without H100 -> L40S or RTX 6000 Ada")
{
    const Workload w = job("qwen2.5-14b", Method::Lora);
    REQUIRE(memory(w).total() > 24);
    Constraints cloud;
    cloud.seedOnly = true;
    cloud.price = PriceMode::Cloud;
    cloud.budgetUsd = 1.5;
    cloud.maxGpus = 1;
    const Recommendation r = rank(w, gpus(), cloud);
    QStringList fitting = r.fittingIds();
    fitting.sort();
    CHECK(fitting == QStringList{QStringLiteral("fx_l40s"), QStringLiteral("fx_rtx_6000_ada")});
    CHECK((top(r) == QStringLiteral("fx_l40s") || top(r) == QStringLiteral("fx_rtx_6000_ada")));

    Constraints workstation;
    workstation.seedOnly = true;
    workstation.segments = {QStringLiteral("workstation")};
    workstation.budgetUsd = 8000;
    workstation.maxGpus = 1;
    CHECK(top(rank(w, gpus(), workstation)) == QStringLiteral("fx_rtx_6000_ada"));
}

TEST_CASE("Seed guidance: best under about $2k when 24 GB is enough -> RTX 4090")
{
    const Workload w = job("llama-3.1-8b", Method::Qlora);
    Constraints c;
    c.price = PriceMode::Purchase;
    c.ownership.buy = CostOfOwnership::BuyKind::Launch; // the seed's guidance weighs launch prices
    c.budgetUsd = 1800;
    c.maxGpus = 1;
    const Recommendation r = rank(w, gpus(), c);
    CHECK(top(r) == QStringLiteral("fx_rtx_4090"));
    CHECK(excludedText(r).contains(
        QStringLiteral("fx_rtx_5090: $1999 (launch MSRP $1999 (2025-01)), over the $1800 budget")));
    CHECK(excludedText(r).contains(QStringLiteral("fx_h100_sxm: no purchase price")));

    Constraints seed = c;
    seed.seedOnly = true;
    seed.budgetUsd = 2000;
    CHECK(top(rank(w, gpus(), seed)) == QStringLiteral("fx_rtx_4090"));
}

TEST_CASE(
    "Bought, a GPU is priced as the buy-or-rent inputs say: street by default, launch or used when asked")
{
    const Workload w = job("llama-3.1-8b", Method::Qlora);
    Constraints c;
    c.price = PriceMode::Purchase;
    c.maxGpus = 1;
    c.onlyGpu = QStringLiteral("fx_rtx_5090");
    const Gpu &card = *std::find_if(gpus().begin(), gpus().end(),
                                    [](const Gpu &g) { return g.id == QLatin1String("fx_rtx_5090"); });
    const auto street = CostOfOwnership::buyPrice(card, CostOfOwnership::BuyKind::Street);
    const auto launch = CostOfOwnership::buyPrice(card, CostOfOwnership::BuyKind::Launch);
    REQUIRE(street);
    REQUIRE(launch);
    REQUIRE(street->kind == QStringLiteral("street_new"));
    REQUIRE(street->usd != launch->usd);

    const Recommendation byStreet = rank(w, gpus(), c);
    REQUIRE(byStreet.results.size() == 1);
    REQUIRE(byStreet.results.front().unitPrice);
    CHECK(byStreet.results.front().unitPrice->usd == Approx(street->usd));
    CHECK(byStreet.results.front().unitPrice->asOf == street->asOf);
    CHECK(pricesSentence(byStreet).contains(
        QStringLiteral("street prices (launch prices where a card has none)")));

    c.ownership.buy = CostOfOwnership::BuyKind::Launch;
    const Recommendation byLaunch = rank(w, gpus(), c);
    REQUIRE(byLaunch.results.front().unitPrice);
    CHECK(byLaunch.results.front().unitPrice->usd == Approx(launch->usd));
    CHECK(pricesSentence(byLaunch).contains(QStringLiteral("launch prices")));

    // A card with no street price is bought at its launch price; asked for used prices, one with none has no
    // price rather than another kind's.
    c.onlyGpu.clear();
    c.ownership.buy = CostOfOwnership::BuyKind::Street;
    const Recommendation all = rank(w, gpus(), c);
    c.ownership.buy = CostOfOwnership::BuyKind::Used;
    const Recommendation used = rank(w, gpus(), c);
    int launchOnly = 0, unpricedUsed = 0;
    for (const Entry &e : all.results) {
        if (!CostOfOwnership::buyPrice(*e.estimate.gpu, CostOfOwnership::BuyKind::Street) || !e.unitPrice)
            continue;
        if (CostOfOwnership::buyPrice(*e.estimate.gpu, CostOfOwnership::BuyKind::Street)->kind ==
            QLatin1String("launch_msrp")) {
            ++launchOnly;
            CHECK(e.unitPrice->usd == Approx(*e.estimate.gpu->launchPriceUsd));
        }
    }
    for (const Entry &e : used.results) {
        if (!CostOfOwnership::buyPrice(*e.estimate.gpu, CostOfOwnership::BuyKind::Used)) {
            ++unpricedUsed;
            CHECK(!e.unitPrice);
        }
    }
    CHECK(launchOnly > 0);
    CHECK(unpricedUsed > 0);
}

TEST_CASE("A job that may fit names the change that makes it certain in the form's words and as options")
{
    // The default job at a few lengths: where a GPU may fit on one depends on where the job's band lands.
    int named = 0;
    for (const int seq : {1024, 2048, 4096, 8192}) {
        Workload w = Job::defaults().workload;
        w.seqLen = seq;
        const Recommendation r = rank(w, gpus(), Job::defaults().constraints);
        for (const Entry &e : r.results) {
            if (e.estimate.fit != Fit::MayFit || e.estimate.gpusUsed != 1 || e.estimate.certainBy.isEmpty())
                continue;
            INFO(e.why.toStdString());
            REQUIRE(!e.estimate.certainByChanges.empty());
            const QString words = JobFields::changesText(e.estimate.certainByChanges, QLocale::c());
            CHECK(words.contains(QStringLiteral(": "))); // "Checkpointing: Selective (per-op)"
            CHECK(e.why.contains(words + QStringLiteral(" (") + e.estimate.certainBy +
                                 QStringLiteral(") makes it certain")));
            ++named;
        }
    }
    CHECK(named > 0);
}

TEST_CASE("Seed guidance: 24 GB in a power-efficient data-centre card -> L4")
{
    Constraints c;
    c.seedOnly = true; // the seed comparison's GPUs: cards added to the catalogue later do not change it
    c.segments = {QStringLiteral("datacenter")};
    c.maxWatts = 100;
    c.maxGpus = 1;
    const Recommendation r = rank(job("llama-3.1-8b", Method::Qlora), gpus(), c);
    CHECK(top(r) == QStringLiteral("fx_l4"));
    CHECK(r.results.front().estimate.fits);
}

TEST_CASE("Seed guidance: mid-range workstation -> RTX 4000 Ada, power-constrained -> RTX 2000 Ada")
{
    Constraints mid;
    mid.seedOnly = true;
    mid.price = PriceMode::Purchase;
    mid.segments = {QStringLiteral("workstation")};
    mid.budgetUsd = 1500;
    mid.maxGpus = 1;
    CHECK(top(rank(job("llama-3.1-8b", Method::Qlora), gpus(), mid)) == QStringLiteral("fx_rtx_4000_ada"));

    Constraints entry;
    entry.seedOnly = true;
    entry.segments = {QStringLiteral("workstation")};
    entry.maxWatts = 75;
    entry.maxGpus = 1;
    const Recommendation r = rank(job("llama-3.2-3b", Method::Qlora), gpus(), entry);
    CHECK(top(r) == QStringLiteral("fx_rtx_2000_ada"));
    CHECK(r.results.size() == 1);
}

TEST_CASE("Objectives order by speed, cost per token and throughput per dollar")
{
    Workload w = job("llama-3.1-8b", Method::Lora);
    w.tokens = 1e8;
    Constraints c;
    c.price = PriceMode::Cloud;
    c.maxGpus = 1;
    for (Goal o : {Goal::Speed, Goal::Cost, Goal::Value}) {
        c.optimize = o;
        const Recommendation r = rank(w, gpus(), c);
        INFO(Words::of(o).toStdString());
        std::vector<const Entry *> priced; // the GPUs with a cloud price, in rank order
        for (const Entry &e : r.results) {
            if (e.costUsd)
                priced.push_back(&e);
        }
        REQUIRE(priced.size() >= 2);
        const Entry &a = r.results[0], &b = r.results[1];
        if (o == Goal::Speed) {
            CHECK(a.estimate.tokensPerSecond / a.estimate.gpusUsed >=
                  b.estimate.tokensPerSecond / b.estimate.gpusUsed);
        } else {
            // Priced GPUs rank before unpriced ones when the goal is about money.
            CHECK(priced.front() == &r.results.front());
            if (o == Goal::Cost)
                CHECK(*priced[0]->costUsd <= *priced[1]->costUsd);
            else
                CHECK(priced[0]->estimate.tokensPerSecond / priced[0]->unitPrice->usd >=
                      priced[1]->estimate.tokensPerSecond / priced[1]->unitPrice->usd);
        }
        // Cloud cost is hours x GPUs x the hourly rate.
        for (const Entry *e : priced)
            CHECK(*e->costUsd == Approx(*e->estimate.hours * e->estimate.gpusUsed * e->unitPrice->usd));
    }
}

TEST_CASE("Every result explains itself, and GPUs the job does not fit on come last")
{
    Workload w = job("llama-3.1-70b", Method::Full);
    Constraints c;
    c.maxGpus = 8;
    const Recommendation r = rank(w, gpus(), c);
    REQUIRE(!r.results.empty());
    bool seenMisfit = false;
    bool seenUnknownSpeed = false;
    // How many it takes: the GPUs it needs, or the whole nodes of 8 they occupy (the default).
    const auto needs = [](const Result &e) {
        if (e.gpusUsed == e.gpusNeeded)
            return QStringLiteral("needs %1 GPUs").arg(e.gpusNeeded);
        CHECK(e.gpusUsed == e.nodes * 8);
        return QStringLiteral("needs %1 nodes of 8 (%2 GPUs; the job needs %3)")
            .arg(e.nodes)
            .arg(e.gpusUsed)
            .arg(e.gpusNeeded);
    };
    for (const Entry &e : r.results) {
        CHECK(!e.why.isEmpty());
        if (!e.estimate.runs()) {
            seenMisfit = true;
            if (e.estimate.gpusNeeded == 0) {
                // A card too small for what every GPU keeps (activations, overhead) says so.
                CHECK(e.why.startsWith(QStringLiteral("does not fit on any number of GPUs")));
                continue;
            }
            // Otherwise how many it would take, which the limit of 8 does not allow.
            CHECK(e.why.startsWith(needs(e.estimate)));
            CHECK(e.why.contains(QStringLiteral("more than allowed")));
            CHECK(e.estimate.gpusNeeded > 8);
        } else if (e.estimate.tokensPerSecond <= 0) {
            // A card the job fits on but with no tensor figures (the DGX Station has none published) says so,
            // after the cards with a speed and before the ones it does not fit on.
            CHECK(!seenMisfit);
            CHECK(e.why.contains(QStringLiteral("speed unknown")));
            seenUnknownSpeed = true;
        } else {
            CHECK(!seenMisfit);
            CHECK(!seenUnknownSpeed);
            CHECK(e.why.contains(QStringLiteral("the throughput")));
        }
    }
    CHECK(seenMisfit);
    const Entry &first = r.results.front();
    CHECK(first.why.startsWith(needs(first.estimate)));
}

TEST_CASE("The JSON has the workload and the documented result keys")
{
    Job j = Job::defaults();
    j.workload = job("llama-3.1-8b", Method::Qlora);
    j.workload.tokens = 5e7;
    j.constraints.price = PriceMode::Purchase;
    j.constraints.onlyGpu = QStringLiteral("fx_rtx_4090");
    const QJsonObject json = toJson(rank(j.workload, gpus(), j.constraints), JobFields::toJson(j));
    CHECK(json.value(QStringLiteral("workload")).toObject().value(QStringLiteral("method")).toString() ==
          QStringLiteral("qlora"));
    const QJsonArray results = json.value(QStringLiteral("results")).toArray();
    REQUIRE(results.size() == 1);
    const QJsonObject r = results.first().toObject();
    for (const char *key : {"gpu", "fits", "gpus_needed", "nodes", "fixes", "max_batch", "max_seq",
                            "memory_gib", "tokens_per_s", "hours", "cost_usd", "why"})
        CHECK(r.contains(QLatin1String(key)));
    const QJsonObject m = r.value(QStringLiteral("memory_gib")).toObject();
    double sum = 0;
    for (const char *key : {"weights", "gradients", "optimizer", "activations", "adapters", "overhead"})
        sum += m.value(QLatin1String(key)).toDouble(-100);
    CHECK(sum == Approx(m.value(QStringLiteral("total")).toDouble()).margin(0.05));
    CHECK(r.value(QStringLiteral("gpu")).toString() == QStringLiteral("fx_rtx_4090"));
    CHECK(r.value(QStringLiteral("hours")).toDouble() > 0);
    CHECK(r.value(QStringLiteral("cost_usd")).toDouble() > 1599); // the card plus its electricity
}

TEST_CASE("CSV export has a header and one row per result")
{
    Constraints c;
    c.seedOnly = true;
    const QByteArray csv = toCsv(rank(job("llama-3.1-8b", Method::Qlora), gpus(), c));
    const QList<QByteArray> lines = csv.split('\n');
    CHECK(lines.first().startsWith("rank,gpu,name,fits,gpus_needed"));
    CHECK(csv.count("\r\n") == 1 + 9);
}

TEST_CASE("The reasons' numbers follow the locale the caller asks for, C by default, for the command line")
{
    Constraints c;
    c.maxGpus = 1;
    const Workload w = job("llama-3.1-8b", Method::Qlora);
    const QRegularExpression pointRatio(QStringLiteral("\\d\\.\\dx"));
    const QRegularExpression commaRatio(QStringLiteral("\\d,\\dx"));
    int pointRatios = 0;
    for (const Entry &e : rank(w, gpus(), c).results) {
        pointRatios += e.why.contains(pointRatio);
        CHECK_FALSE(e.why.contains(commaRatio));
    }
    CHECK(pointRatios > 5);

    int commaRatios = 0;
    const Recommendation german = rank(w, gpus(), c, QLocale(QLocale::German, QLocale::Germany));
    for (const Entry &e : german.results) {
        commaRatios += e.why.contains(commaRatio);
        CHECK_FALSE(e.why.contains(pointRatio));
    }
    CHECK(commaRatios == pointRatios);
}

TEST_CASE("The recommendation CSV quotes names and reasons with commas, quotes and line breaks (RFC 4180)")
{
    std::vector<Gpu> tricky;
    for (const Gpu &gpu : gpus()) {
        if (gpu.id == QLatin1String("fx_rtx_4090") || gpu.id == QLatin1String("fx_l40s"))
            tricky.push_back(gpu);
    }
    REQUIRE(tricky.size() == 2);
    tricky[0].name = QStringLiteral("Card, \"special\"\redition");
    tricky[1].name = QStringLiteral("Carriage\rreturn"); // nothing but a CR: quoted all the same
    const QByteArray csv = toCsv(rank(job("llama-3.1-8b", Method::Qlora), tricky, Constraints()));
    INFO(csv.toStdString());
    CHECK(csv.contains("\"Card, \"\"special\"\"\redition\""));
    CHECK(csv.contains(",\"Carriage\rreturn\","));
    // Every record ends in CRLF and no bare CR or LF escapes a quoted field: header plus two rows.
    int records = 0;
    bool quoted = false;
    for (int i = 0; i < csv.size(); ++i) {
        if (csv[i] == '"')
            quoted = !quoted;
        else if (!quoted && csv[i] == '\r') {
            REQUIRE(i + 1 < csv.size());
            CHECK(csv[i + 1] == '\n');
            ++records;
        } else if (!quoted && csv[i] == '\n') {
            CHECK(csv[i - 1] == '\r');
        }
    }
    CHECK_FALSE(quoted);
    CHECK(records == 3);
}

TEST_CASE("Speed with a token budget ranks by time to train, whatever the GPU count")
{
    // A job that needs several of the smaller cards: per-GPU speed and time to train order them differently.
    Workload w = job("llama-3.1-70b", Method::Full);
    w.tokens = 2e8;
    Constraints c;
    c.maxGpus = 64;
    const Recommendation r = rank(w, gpus(), c);
    std::vector<const Entry *> running;
    for (const Entry &e : r.results) {
        if (e.estimate.runs() && e.estimate.hours)
            running.push_back(&e);
    }
    REQUIRE(running.size() >= 3);
    bool countsDiffer = false;
    bool perGpuOrderDiffers = false;
    for (size_t i = 1; i < running.size(); ++i) {
        const Result &a = running[i - 1]->estimate, &b = running[i]->estimate;
        INFO(a.gpu->id.toStdString() << " before " << b.gpu->id.toStdString());
        CHECK(*a.hours <= *b.hours);
        countsDiffer = countsDiffer || a.gpusUsed != b.gpusUsed;
        perGpuOrderDiffers =
            perGpuOrderDiffers || a.tokensPerSecond / a.gpusUsed < b.tokensPerSecond / b.gpusUsed;
    }
    CHECK(countsDiffer);
    CHECK(perGpuOrderDiffers); // the case the issue found: more, slower cards that finish sooner rank first
    CHECK(running.front()->why.contains(QStringLiteral("trains in ")));
    CHECK(running.front()->why.contains(QStringLiteral("sooner than the ")));

    // Without tokens there is no time: tokens/s per GPU, as before.
    w.tokens = 0;
    const Recommendation perGpu = rank(w, gpus(), c);
    double last = HUGE_VAL;
    for (const Entry &e : perGpu.results) {
        if (!e.estimate.runs() || e.estimate.tokensPerSecond <= 0)
            continue;
        const double speed = e.estimate.tokensPerSecond / e.estimate.gpusUsed;
        CHECK(speed <= last);
        last = speed;
        CHECK(!e.why.contains(QStringLiteral("trains in ")));
    }
}

TEST_CASE("Headline: the best and the cheapest that run, each with what it costs")
{
    Workload w = job("llama-3.1-8b", Method::Lora);
    w.tokens = 1e9;
    int cheaperThanBest = 0;
    for (const PriceMode mode : {PriceMode::Cloud, PriceMode::Purchase}) {
        Constraints c;
        c.price = mode;
        const Recommendation r = rank(w, gpus(), c);
        REQUIRE(r.results.front().estimate.runs());
        CHECK(r.headline.best.startsWith(QStringLiteral("Best: ") + r.results.front().estimate.gpu->name));
        CHECK(r.headline.best.contains(QStringLiteral("trains in ")));
        CHECK(r.headline.nearest.isEmpty());
        // The cheapest among the GPUs that run, by the figure the CSV gives per million tokens (renting) or
        // the cost of the run (buying).
        const auto cost = [&](const Entry &e) {
            return mode == PriceMode::Cloud ? usdPerMillionTokens(e, r) : e.costUsd;
        };
        const Entry *cheapest = nullptr;
        for (const Entry &e : r.results) {
            if (e.estimate.runs() && e.estimate.tokensPerSecond > 0 && cost(e) &&
                (!cheapest || *cost(e) < *cost(*cheapest)))
                cheapest = &e;
        }
        REQUIRE(cheapest);
        if (cheapest == &r.results.front()) {
            CHECK(r.headline.cheapest == QStringLiteral("It is also the cheapest that runs."));
        } else {
            ++cheaperThanBest;
            CHECK(r.headline.cheapest.startsWith(QStringLiteral("Cheapest: ")));
            CHECK(r.headline.cheapest.contains(cheapest->estimate.gpu->name));
            CHECK(r.headline.cheapest.contains(
                (mode == PriceMode::Cloud ? QStringLiteral("$%1 rented for the run")
                                          : QStringLiteral("$%1 to buy and run"))
                    .arg(*cheapest->costUsd, 0, 'f', *cheapest->costUsd < 100 ? 2 : 0)));
        }
        CHECK(toTable(r).contains(r.headline.best + QLatin1Char('\n')));
        const QJsonObject json = toJson(r, {}).value(QStringLiteral("headline")).toObject();
        CHECK(json.value(QStringLiteral("best")).toString() == r.headline.best);
        CHECK(json.value(QStringLiteral("cheapest")).toString() == r.headline.cheapest);
        CHECK(json.value(QStringLiteral("nearest")).isNull());
    }
    CHECK(cheaperThanBest > 0); // the "Cheapest:" sentence itself was checked
}

TEST_CASE("Headline: when nothing runs, the nearest configuration and the budget or count that would run it")
{
    // Full fine-tuning of an 8B model on bought cards under $2,000: nothing runs.
    const Workload w = job("llama-3.1-8b", Method::Full, Checkpointing::None);
    Constraints c;
    c.price = PriceMode::Purchase;
    c.budgetUsd = 2000;
    const Recommendation r = rank(w, gpus(), c);
    for (const Entry &e : r.results)
        REQUIRE(!e.estimate.runs());
    CHECK(r.headline.best.isEmpty());
    INFO(r.headline.nearest.toStdString());
    const QRegularExpression shape(QStringLiteral(
        R"(^Nothing runs under these constraints\. Nearest: (?:(\d+) x )?(.+) \(\$(\d+) to buy, \d+ tokens/s\), )"
        R"(which needs a budget of \$(\d+)\.$)"));
    const QRegularExpressionMatch m = shape.match(r.headline.nearest);
    REQUIRE(m.hasMatch());
    const double needed = m.captured(4).toDouble();
    CHECK(needed > 2000);
    CHECK(m.captured(3).toDouble() == needed);
    // With that budget, the named configuration runs.
    c.budgetUsd = needed;
    const Recommendation within = rank(w, gpus(), c);
    const auto named = std::find_if(within.results.begin(), within.results.end(),
                                    [&](const Entry &e) { return e.estimate.gpu->name == m.captured(2); });
    REQUIRE(named != within.results.end());
    CHECK(named->estimate.runs());
    CHECK(named->estimate.gpusUsed == (m.captured(1).isEmpty() ? 1 : m.captured(1).toInt()));
    CHECK(within.headline.nearest.isEmpty());

    // A GPU-count limit: the nearest names the count it needs, and allowing that count runs it.
    Constraints one;
    one.maxGpus = 1;
    one.segments = {QStringLiteral("consumer")};
    const Recommendation single = rank(w, gpus(), one);
    const QRegularExpressionMatch count =
        QRegularExpression(QStringLiteral(R"(which needs (\d+) GPUs \(at most 1 allowed\)\.$)"))
            .match(single.headline.nearest);
    INFO(single.headline.nearest.toStdString());
    REQUIRE(count.hasMatch());
    one.maxGpus = count.captured(1).toInt();
    const Recommendation enough = rank(w, gpus(), one);
    CHECK(!enough.headline.best.isEmpty());
    CHECK(enough.headline.nearest.isEmpty());
}

namespace {

// A made-up data-centre card whose usable memory holds `w` on exactly `needed` GPUs (halfway between what
// needed - 1 and needed GPUs each hold): $2.50 an hour (the middle of $2-3), $25,000 to buy, 700 W.
Gpu cardNeeding(const Workload &w, int needed)
{
    Gpu gpu;
    gpu.id = QStringLiteral("card");
    gpu.name = QStringLiteral("Card");
    gpu.segment = QStringLiteral("datacenter");
    gpu.vramGb = 80;
    gpu.usableMemoryMib =
        (Estimate::memory(w, needed - 1).total() + Estimate::memory(w, needed).total()) / 2 * 1024;
    gpu.fp16Bf16DenseTflops = 989;
    gpu.memoryBandwidthGbps = 3350;
    gpu.nvlinkGbps = 900;
    gpu.tdpW = 700;
    gpu.launchPriceUsd = 25000;
    gpu.cloudUsdHrLow = 2;
    gpu.cloudUsdHrHigh = 3;
    return gpu;
}

} // namespace

TEST_CASE("Whole nodes: a job that needs 11 GPUs in nodes of 8 runs and is priced on 16, or on 11 when off")
{
    Workload w = job("llama-3.1-70b", Method::Full);
    w.sharding = Sharding::Fsdp; // what a 70B full fine-tune over nodes runs; the cards are sized for it
    w.tokens = 1e9;
    REQUIRE(w.gpusPerNode == 8);
    REQUIRE(w.wholeNodes); // the default
    const std::vector<Gpu> cards{cardNeeding(w, 11)};
    REQUIRE(Estimate::gpusNeeded(w, cards.front()) == 11);
    Constraints c;
    c.maxGpus = 16;

    const Recommendation whole = rank(w, cards, c);
    REQUIRE(whole.results.size() == 1);
    const Entry &on = whole.results.front();
    CHECK(on.estimate.gpusNeeded == 11);
    CHECK(on.estimate.gpusUsed == 16);
    CHECK(on.estimate.nodes == 2);
    CHECK(on.estimate.runs());
    // The five extra GPUs train too: the estimator's memory and speed for 16.
    CHECK(on.estimate.memory.total() == Approx(Estimate::memory(w, 16).total()));
    const double speed16 = Estimate::tokensPerSecond(w, cards.front(), 16);
    CHECK(on.estimate.tokensPerSecond == Approx(speed16));
    REQUIRE(on.estimate.hours);
    CHECK(*on.estimate.hours == Approx(1e9 / speed16 / 3600));
    // Rented: 16 GPU-hours an hour at $2.50, $40 an hour.
    REQUIRE(on.costUsd);
    CHECK(*on.costUsd == Approx(*on.estimate.hours * 16 * 2.5));
    CHECK(*usdPerMillionTokens(on, whole) == Approx(40.0 / (speed16 * 3600) * 1e6));
    CHECK(on.why.startsWith(QStringLiteral("runs on 2 nodes of 8 (16 GPUs; the job needs 11), ")));
    CHECK(toCsv(whole).contains(",11,16,2,")); // gpus_needed, gpus, nodes
    CHECK(on.ownership.hosts == 2);

    CHECK(!describe(w).contains(QStringLiteral("whole nodes")));
    w.wholeNodes = false;
    CHECK(describe(w).endsWith(
        QStringLiteral(", only the GPUs it needs (not whole nodes), FSDP on several GPUs, on ") +
        w.stack.name));
    const Recommendation loose = rank(w, cards, c);
    const Entry &off = loose.results.front();
    CHECK(off.estimate.gpusNeeded == 11);
    CHECK(off.estimate.gpusUsed == 11);
    CHECK(off.estimate.nodes == 2);
    const double speed11 = Estimate::tokensPerSecond(w, cards.front(), 11);
    CHECK(off.estimate.tokensPerSecond == Approx(speed11));
    CHECK(speed16 > speed11); // whole nodes train sooner
    REQUIRE(off.costUsd);
    CHECK(*off.costUsd == Approx(1e9 / speed11 / 3600 * 11 * 2.5));
    CHECK(off.why.startsWith(QStringLiteral("needs 11 GPUs in 2 nodes with sharded states")));

    // Bought: 16 cards at $25,000 ($400,000, twice one node's 8) plus 16 x 700 W at the PUE and electricity
    // price the buy-or-rent comparison uses (1.58 and $0.15/kWh by default) while training; off, 11 cards.
    c.price = PriceMode::Purchase;
    w.wholeNodes = true;
    const Entry bought = rank(w, cards, c).results.front();
    REQUIRE(bought.costUsd);
    const double kwhPrice = 0.15 * 1.58;
    CHECK(*bought.costUsd == Approx(400000 + *bought.estimate.hours * 16 * 0.7 * kwhPrice));
    CHECK(*bought.costUsd - *bought.estimate.hours * 16 * 0.7 * kwhPrice == Approx(2 * 8 * 25000));
    w.wholeNodes = false;
    const Entry boughtLoose = rank(w, cards, c).results.front();
    CHECK(*boughtLoose.costUsd == Approx(275000 + *boughtLoose.estimate.hours * 11 * 0.7 * kwhPrice));
    // The user's electricity price and PUE are the ones the job's cost uses, not a constant of its own.
    c.ownership.usdPerKwh = 0.40;
    c.ownership.pue = 1.1;
    const Entry dearPower = rank(w, cards, c).results.front();
    CHECK(*dearPower.costUsd == Approx(275000 + *dearPower.estimate.hours * 11 * 0.7 * 0.40 * 1.1));
}

TEST_CASE("Whole nodes leave one-node jobs and fixed counts alone, and count against the GPU limit")
{
    Workload w = job("llama-3.1-70b", Method::Full);
    w.sharding = Sharding::Fsdp; // the cards are sized for FSDP
    Constraints c;
    c.maxGpus = 16;
    // 3 GPUs on an 8-GPU box stay 3.
    const std::vector<Gpu> three{cardNeeding(w, 3)};
    const Entry small = rank(w, three, c).results.front();
    CHECK(small.estimate.gpusNeeded == 3);
    CHECK(small.estimate.gpusUsed == 3);
    CHECK(small.estimate.nodes == 1);
    // Exactly two nodes need no rounding.
    const std::vector<Gpu> sixteen{cardNeeding(w, 16)};
    CHECK(rank(w, sixteen, c).results.front().estimate.gpusUsed == 16);
    // Nodes of 4 (a workstation): 11 become 12.
    const std::vector<Gpu> eleven{cardNeeding(w, 11)};
    w.gpusPerNode = 4;
    const Entry fours = rank(w, eleven, c).results.front();
    CHECK(fours.estimate.gpusUsed == 12);
    CHECK(fours.estimate.nodes == 3);
    CHECK(fours.why.startsWith(QStringLiteral("runs on 3 nodes of 4 (12 GPUs; the job needs 11), ")));
    w.gpusPerNode = 8;
    // A fixed count is used as given.
    w.gpus = 11;
    CHECK(rank(w, eleven, c).results.front().estimate.gpusUsed == 11);
    w.gpus = 0;
    // The rounded count is what the limit allows: 16 is more than 12, though 11 is not.
    c.maxGpus = 12;
    const Entry capped = rank(w, eleven, c).results.front();
    CHECK(!capped.estimate.runs());
    CHECK(capped.why.startsWith(
        QStringLiteral("needs 2 nodes of 8 (16 GPUs; the job needs 11), more than allowed")));
    CHECK(Presentation::warningTexts(capped.estimate.warnings)
              .contains(QStringLiteral("needs 16 GPUs in whole nodes of 8, more than the 12 allowed")));
    // The table's fits and GPUs columns say the same as the window's: it does not run, and it needs 11.
    const QRegularExpression row(QStringLiteral("^\\s*1 \\S+\\s+(\\S+)\\s+(\\S+) "),
                                 QRegularExpression::MultilineOption);
    QRegularExpressionMatch m = row.match(toTable(rank(w, eleven, c)));
    REQUIRE(m.hasMatch());
    CHECK(m.captured(1) == QStringLiteral("no"));
    CHECK(m.captured(2) == QStringLiteral("11"));
    c.maxGpus = 16; // runs, on the 16 GPUs of two nodes
    m = row.match(toTable(rank(w, eleven, c)));
    REQUIRE(m.hasMatch());
    CHECK(m.captured(1) == QStringLiteral("yes"));
    CHECK(m.captured(2) == QStringLiteral("16"));
    c.maxGpus = 12;
    w.wholeNodes = false;
    CHECK(rank(w, eleven, c).results.front().estimate.runs());
}
