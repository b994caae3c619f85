#include "app/core/fitmap.h"
#include "app/core/fitmapmodel.h"
#include "app/core/job.h"
#include "app/core/presentation.h"
#include "app/core/vocabulary.h"
#include "tests/testsupport.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using Estimate::Method;
using FitMap::Mode;
using FitMap::Status;

namespace {

const ModelShape &preset(const char *id)
{
    const ModelShape *m = ModelPresets::find(QLatin1String(id));
    REQUIRE(m);
    return *m;
}

std::vector<const Gpu *> allGpus()
{
    std::vector<const Gpu *> gpus;
    for (const Gpu &g : fixtureGpus().gpus)
        gpus.push_back(&g);
    return gpus;
}

Job jobWith(int seq, Estimate::Checkpointing ckpt = Estimate::Checkpointing::None)
{
    Job job = Job::defaults();
    job.workload.seqLen = seq;
    job.workload.checkpointing = ckpt;
    return job;
}

} // namespace

TEST_CASE("Fit map cells agree with Estimate::onGpu for each method")
{
    const char *models[] = {"tinyllama-1.1b", "llama-3.1-8b", "qwen2.5-14b", "llama-3.1-70b"};
    const char *gpus[] = {"fx_h100_sxm", "fx_rtx_4090", "fx_t4", "fx_b200", "fx_l4", "fx_a100_80_sxm"};
    const Job job = jobWith(4096);
    int checked = 0;
    for (const char *modelId : models) {
        for (const char *gpuId : gpus) {
            for (Method method : {Method::Full, Method::Lora, Method::Qlora}) {
                INFO(modelId << " on " << gpuId << " with " << Words::of(method).toStdString());
                const FitMap::Cell cell = FitMap::cell(job, preset(modelId), fixtureGpu(gpuId), method);
                Estimate::Workload w = job.workload;
                w.model = preset(modelId);
                w.method = method;
                const Estimate::Result r = Estimate::onGpu(w, fixtureGpu(gpuId), job.constraints.maxGpus);
                CHECK(cell.fits == r.fits);
                CHECK(cell.gpusNeeded == r.gpusNeeded);
                CHECK(cell.withinLimit == r.withinLimit);
                CHECK(cell.nodes == r.nodes);
                CHECK(cell.totalGib == Approx(r.memory.total()));
                CHECK(cell.capacityGib == Approx(r.capacityGib));
                CHECK(cell.headroom == Approx(r.headroom));
                CHECK(cell.tokensPerSecond == Approx(r.tokensPerSecond));
                CHECK(cell.memory.weights == Approx(r.memory.weights));
                CHECK(cell.memory.activations == Approx(r.memory.activations));
                const Status expected = !r.withinLimit      ? Status::DoesNotFit
                                        : r.gpusNeeded == 1 ? Status::FitsOne
                                                            : Status::NeedsSeveral;
                CHECK(cell.status() == expected);
                ++checked;
            }
        }
    }
    CHECK(checked == 72);

    // A map's cells are those cells, in row-major order, models by size.
    std::vector<ModelShape> shapes;
    for (const char *id : {"llama-3.1-70b", "tinyllama-1.1b", "llama-3.1-8b"})
        shapes.push_back(preset(id));
    const std::vector<const Gpu *> columns{&fixtureGpu("fx_rtx_4090"), &fixtureGpu("fx_h100_sxm")};
    const FitMap::Map map = FitMap::compute(job, shapes, columns, Mode::Lora);
    REQUIRE(map.cells.size() == 6);
    CHECK(map.models[0].id == QStringLiteral("tinyllama-1.1b"));
    CHECK(map.models[1].id == QStringLiteral("llama-3.1-8b"));
    CHECK(map.models[2].id == QStringLiteral("llama-3.1-70b"));
    const FitMap::Cell &c = map.at(2, 1);
    CHECK(c.model == 2);
    CHECK(c.gpu == 1);
    CHECK(c.method == Method::Lora);
    CHECK(c.gpusNeeded ==
          FitMap::cell(job, preset("llama-3.1-70b"), fixtureGpu("fx_h100_sxm"), Method::Lora).gpusNeeded);
}

TEST_CASE("Best mode picks full where it fits on one GPU, else LoRA, else QLoRA")
{
    const Job job = jobWith(2048);
    // TinyLlama fits on a B200 with full fine-tuning.
    CHECK(FitMap::bestCell(job, preset("tinyllama-1.1b"), fixtureGpu("fx_b200")).method == Method::Full);
    // A 70B model fits on no 24 GB card in any method within 8: QLoRA's figures, marked as not fitting.
    const FitMap::Cell none = FitMap::bestCell(job, preset("llama-3.1-70b"), fixtureGpu("fx_rtx_4090"));
    CHECK(none.method == Method::Qlora);
    CHECK(none.status() == Status::DoesNotFit);

    // The rule, cell by cell, over every preset and GPU.
    std::vector<const Gpu *> gpus = allGpus();
    const FitMap::Map map = FitMap::compute(job, ModelPresets::all(), gpus, Mode::Best);
    int full = 0, lora = 0, qlora = 0;
    for (const FitMap::Cell &c : map.cells) {
        const ModelShape &m = map.models[size_t(c.model)];
        const Gpu &g = *map.gpus[size_t(c.gpu)];
        Status byMethod[3];
        for (Method method : {Method::Full, Method::Lora, Method::Qlora})
            byMethod[int(method)] = FitMap::cell(job, m, g, method).status();
        INFO(m.id.toStdString() << " on " << g.id.toStdString());
        const int chosen = int(c.method);
        const auto first = [&](Status s) {
            for (int i = 0; i < 3; ++i) {
                if (byMethod[i] == s)
                    return i;
            }
            return -1;
        };
        if (first(Status::FitsOne) >= 0)
            CHECK(chosen == first(Status::FitsOne));
        else if (first(Status::NeedsSeveral) >= 0)
            CHECK(chosen == first(Status::NeedsSeveral));
        else
            CHECK(c.method == Method::Qlora);
        CHECK(c.status() == byMethod[chosen]);
        full += c.method == Method::Full;
        lora += c.method == Method::Lora;
        qlora += c.method == Method::Qlora;
    }
    // The bundled presets and GPUs give all three answers somewhere.
    CHECK(full > 0);
    CHECK(lora > 0);
    CHECK(qlora > 0);
}

TEST_CASE("Fit map JSON, CSV and Markdown are byte-stable and have the documented shape")
{
    const Job job = jobWith(8192, Estimate::Checkpointing::Full);
    std::vector<ModelShape> shapes{preset("llama-3.1-70b"), preset("llama-3.1-8b")};
    const std::vector<const Gpu *> columns{&fixtureGpu("fx_h100_sxm"), &fixtureGpu("fx_rtx_4090"),
                                           &fixtureGpu("fx_t4")};
    const FitMap::Map a = FitMap::compute(job, shapes, columns, Mode::Best);
    const FitMap::Map b = FitMap::compute(job, shapes, columns, Mode::Best);
    CHECK(FitMap::toJson(a) == FitMap::toJson(b));
    CHECK(FitMap::toCsv(a) == FitMap::toCsv(b));
    CHECK(FitMap::toMarkdown(a) == FitMap::toMarkdown(b));
    CHECK(FitMap::toTable(a) == FitMap::toTable(b));

    const QJsonObject root = QJsonDocument::fromJson(FitMap::toJson(a)).object();
    const QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
    CHECK(workload.value(QStringLiteral("method")).toString() == QStringLiteral("best"));
    CHECK(workload.value(QStringLiteral("seq")).toInt() == 8192);
    CHECK(!workload.contains(QStringLiteral("model")));
    const QJsonArray models = root.value(QStringLiteral("models")).toArray();
    REQUIRE(models.size() == 2);
    CHECK(models.at(0).toObject().value(QStringLiteral("id")).toString() == QStringLiteral("llama-3.1-8b"));
    CHECK(root.value(QStringLiteral("gpus")).toArray().size() == 3);
    const QJsonArray cells = root.value(QStringLiteral("cells")).toArray();
    REQUIRE(cells.size() == 6);
    for (const QJsonValue &v : cells) {
        const QJsonObject cell = v.toObject();
        for (const char *key : {"model", "gpu", "method", "fits", "gpus_needed", "total_gib", "tokens_per_s"})
            CHECK(cell.contains(QLatin1String(key)));
    }
    const QJsonObject first = cells.at(0).toObject();
    CHECK(first.value(QStringLiteral("model")).toString() == QStringLiteral("llama-3.1-8b"));
    CHECK(first.value(QStringLiteral("gpu")).toString() == QStringLiteral("fx_h100_sxm"));
    CHECK(first.value(QStringLiteral("gpus_needed")).toInt() == a.at(0, 0).gpusNeeded);
    CHECK(first.value(QStringLiteral("total_gib")).toDouble() == Approx(a.at(0, 0).totalGib).margin(0.005));

    const QStringList csv = FitMap::toCsv(a).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(csv.size() == 7);
    CHECK(csv.at(0) == QStringLiteral("model,gpu,method,status,fits,gpus_needed,nodes,within_limit,total_gib,"
                                      "capacity_gib,headroom,tokens_per_s,weights_gib,gradients_gib,"
                                      "optimizer_gib,activations_gib,adapters_gib,overhead_gib"));
    CHECK(csv.at(1).startsWith(QStringLiteral("llama-3.1-8b,fx_h100_sxm,")));
    // The memory parts close each row, in the order and by the keys of the one table of parts.
    const QStringList header = csv.at(0).split(QLatin1Char(','));
    const QStringList row = csv.at(1).split(QLatin1Char(','));
    REQUIRE(row.size() == header.size());
    const std::vector<Presentation::MemoryPart> &parts = Presentation::memoryParts();
    const qsizetype firstPart = header.size() - qsizetype(parts.size());
    for (size_t i = 0; i < parts.size(); ++i) {
        CHECK(header.at(firstPart + qsizetype(i)) ==
              Presentation::memoryPartKey(parts[i]) + QStringLiteral("_gib"));
        CHECK(row.at(firstPart + qsizetype(i)).toDouble() ==
              Approx(Presentation::memoryPartGib(a.at(0, 0).memory, parts[i])).margin(0.005));
    }

    const QString md = FitMap::toMarkdown(a);
    CHECK(md.contains(QStringLiteral("| Model | H100 SXM5 80GB | GeForce RTX 4090 | T4 |")));
    CHECK(md.contains(QStringLiteral("| Llama 3.1 8B | ")));
}

TEST_CASE("An empty fit map has no cells and writes empty tables")
{
    const FitMap::Map map = FitMap::compute(Job::defaults(), {}, {&fixtureGpu("fx_h100_sxm")}, Mode::Qlora);
    CHECK(map.isEmpty());
    CHECK(map.cells.empty());
    const QJsonObject root = QJsonDocument::fromJson(FitMap::toJson(map)).object();
    CHECK(root.value(QStringLiteral("cells")).toArray().isEmpty());
    CHECK(FitMap::toCsv(map).count(QStringLiteral("\r\n")) == 1);
}

TEST_CASE("FitMapModel passes QAbstractItemModelTester and exposes the cells under its roles")
{
    FitMapModel model;
    new QAbstractItemModelTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal, &model);
    CHECK(model.rowCount() == 0);
    const std::vector<const Gpu *> gpus = allGpus();
    model.setInput(jobWith(2048), ModelPresets::all(), gpus, Mode::Best);
    CHECK(model.rowCount() == int(ModelPresets::all().size()));
    CHECK(model.columnCount() == int(gpus.size()));
    const QModelIndex index = model.index(0, 0);
    const FitMap::Cell &c = model.map().at(0, 0);
    CHECK(index.data(FitMapModel::StatusRole).toInt() == int(c.status()));
    CHECK(index.data(FitMapModel::GpusNeededRole).toInt() == c.gpusNeeded);
    CHECK(index.data(FitMapModel::GpuIdRole).toString() == gpus.front()->id);
    CHECK(index.data(FitMapModel::ModelIdRole).toString() == model.map().models.front().id);
    CHECK(index.data(Qt::ToolTipRole)
              .toString()
              .contains(Presentation::memoryPartLabel(Presentation::MemoryPart::Weights) +
                        QStringLiteral(": ")));
    CHECK(index.data().toString().contains(QLatin1Char('\n')));
    CHECK(model.headerData(0, Qt::Horizontal).toString().startsWith(gpus.front()->name));

    model.setMode(Mode::Full);
    CHECK(model.index(0, 0).data(FitMapModel::MethodRole).toString() == QStringLiteral("full"));
    model.setGpus({});
    CHECK(model.rowCount() == 0);
    CHECK(model.columnCount() == 0);
    model.setGpus({&fixtureGpu("fx_t4")});
    CHECK(model.columnCount() == 1);
    model.setModels({});
    CHECK(model.rowCount() == 0);
}

TEST_CASE("A cell that fits with almost nothing to spare says under 1% free, not 0%")
{
    FitMap::Map map;
    FitMap::Cell cell;
    cell.fits = true;
    cell.gpusNeeded = 1;
    cell.withinLimit = true;
    REQUIRE(cell.status() == FitMap::Status::FitsOne);
    cell.headroom = 0.003;
    CHECK(FitMap::cellLines(map, cell)
              .join(QLatin1Char('\n'))
              .contains(QStringLiteral("1 GPU \u00b7 <1% free")));
    cell.headroom = 0.006;
    CHECK(FitMap::cellLines(map, cell)
              .join(QLatin1Char('\n'))
              .contains(QStringLiteral("1 GPU \u00b7 1% free")));
    cell.headroom = 0.42;
    CHECK(FitMap::cellLines(map, cell)
              .join(QLatin1Char('\n'))
              .contains(QStringLiteral("1 GPU \u00b7 42% free")));
}

TEST_CASE("The fit map's subtitle names the job in the calculator's words")
{
    FitMap::Map map;
    map.job = Job::defaults();
    map.mode = FitMap::Mode::Lora;
    map.job.workload.offload = Estimate::Offload::Optimizer;
    const QString line = FitMap::subtitle(map);
    INFO(line.toStdString());
    CHECK(line.contains(
        JobFields::choiceLabel(QStringLiteral("precision"), Words::of(map.job.workload.precision))));
    CHECK(line.contains(
        JobFields::choiceLabel(QStringLiteral("lora-targets"), Words::of(map.job.workload.loraTargets))));
    CHECK(line.contains(QStringLiteral("Optimizer states to CPU")));
    // Not the command line's words.
    CHECK_FALSE(line.contains(QStringLiteral("bf16-mixed")));
    CHECK_FALSE(line.contains(QStringLiteral("adamw")));
    CHECK(JobFields::choiceLabel(QStringLiteral("precision"), QStringLiteral("bf16-mixed")) ==
          QStringLiteral("bf16 mixed (fp32 master weights)"));
    CHECK(JobFields::choiceLabel(QStringLiteral("precision"), QStringLiteral("no-such-word")) ==
          QStringLiteral("no-such-word"));
}

TEST_CASE("The fit map's subtitle names torch.compile and eager attention only where the job has them")
{
    FitMap::Map map;
    map.job = Job::defaults();
    map.mode = FitMap::Mode::Full;
    REQUIRE_FALSE(map.job.workload.compiled);
    REQUIRE(map.job.workload.flashAttention);
    const QString plain = FitMap::subtitle(map);
    INFO(plain.toStdString());
    CHECK_FALSE(plain.contains(QStringLiteral("torch.compile")));
    CHECK_FALSE(plain.contains(QStringLiteral("attention")));

    map.job.workload.compiled = true;
    map.job.workload.flashAttention = false;
    const QString line = FitMap::subtitle(map);
    INFO(line.toStdString());
    // The job table's own words: the compile field's label, the attention field's word.
    CHECK(line.contains(QStringLiteral(" · torch.compile · ")));
    CHECK(line.contains(QStringLiteral(" · Eager attention · ")));
    CHECK(JobFields::choiceLabel(QStringLiteral("attention"), QStringLiteral("eager")) ==
          QStringLiteral("Eager"));
}

TEST_CASE("A fit map cell's breakdown names the memory parts as every table does, its GiB by the one rule")
{
    ModelShape model;
    model.id = QStringLiteral("m");
    model.name = QStringLiteral("Model M");
    Gpu gpu;
    gpu.id = QStringLiteral("g");
    gpu.name = QStringLiteral("Card G");
    FitMap::Map map;
    map.job = Job::defaults();
    map.mode = FitMap::Mode::Lora;
    map.models = {model};
    map.gpus = {&gpu};
    FitMap::Cell c;
    c.method = Method::Lora;
    c.fits = true;
    c.gpusNeeded = 1;
    c.withinLimit = true;
    c.headroom = 0.5;
    c.capacityGib = 23.64;
    c.memory.weights = 3.14; // below 10 GiB: one decimal too, as everywhere else
    c.memory.gradients = 0;  // a LoRA job's: none worth a line
    c.memory.optimizer = 0.26;
    c.memory.activations = 1.96;
    c.memory.adapters = 0.12;
    c.memory.cudaContext = 0.5;
    c.memory.allocator = 0.3;
    c.totalGib = c.memory.total();
    map.cells = {c};

    const QStringList lines = FitMap::breakdownText(map, c).split(QLatin1Char('\n'));
    INFO(lines.join(QLatin1Char('\n')).toStdString());
    REQUIRE(lines.size() == 9);
    CHECK(lines.at(0) == QStringLiteral("Model M on Card G, LoRA"));
    CHECK(lines.at(1) == QStringLiteral("1 GPU \u00b7 50% free \u00b7 6.3 GiB"));
    CHECK(lines.at(2) == QStringLiteral("Memory per GPU with 1 GPU(s):"));
    CHECK(lines.at(3) == QStringLiteral("  Weights: 3.1 GiB"));
    CHECK(lines.at(4) == QStringLiteral("  Optimizer: 0.3 GiB"));
    CHECK(lines.at(5) == QStringLiteral("  Activations: 2.0 GiB"));
    CHECK(lines.at(6) == QStringLiteral("  Adapters: 0.1 GiB"));
    CHECK(lines.at(7) == QStringLiteral("  Overhead: 0.8 GiB"));
    CHECK(lines.at(8) == QStringLiteral("  total: 6.3 of 23.6 GiB usable"));
    // Each label is the table's.
    using Presentation::MemoryPart;
    for (const MemoryPart part : {MemoryPart::Weights, MemoryPart::Optimizer, MemoryPart::Activations,
                                  MemoryPart::Adapters, MemoryPart::Overhead})
        CHECK(
            lines.join(QLatin1Char('\n'))
                .contains(QStringLiteral("  ") + Presentation::memoryPartLabel(part) + QStringLiteral(": ")));
    CHECK_FALSE(lines.join(QLatin1Char('\n')).contains(Presentation::memoryPartLabel(MemoryPart::Gradients)));

    // In German the same rule with a comma.
    const QLocale german(QLocale::German, QLocale::Germany);
    const QString de = FitMap::breakdownText(map, c, german);
    CHECK(de.contains(QStringLiteral("  Weights: 3,1 GiB")));
    CHECK(FitMap::cellLines(map, c, german).at(1) == QStringLiteral("6,3 GiB"));
}

TEST_CASE("Fit map mode words go through the vocabulary")
{
    CHECK(Words::all<Mode>() == QStringList{QStringLiteral("full"), QStringLiteral("lora"),
                                            QStringLiteral("qlora"), QStringLiteral("best")});
    CHECK(Words::parse<Mode>(QStringLiteral("best")) == Mode::Best);
    CHECK(!Words::parse<Mode>(QStringLiteral("Best")));
}

TEST_CASE("A cell that may fit says so in every form: the role, the table's ?, the cell's words")
{
    // LoRA at 4096 tokens over the whole dataset: some cells fit by the estimate but not by the measured
    // range of LoRA runs, others fit outright.
    Job job = jobWith(4096);
    job.workload.method = Method::Lora;
    FitMapModel model;
    model.setInput(job, ModelPresets::all(), allGpus(), Mode::Lora);
    const FitMap::Map &map = model.map();
    int mayFit = 0, fits = 0;
    for (int m = 0; m < int(map.models.size()); ++m) {
        for (int g = 0; g < int(map.gpus.size()); ++g) {
            const FitMap::Cell &c = map.at(m, g);
            const bool may = c.status() == Status::FitsOne && c.fit == Estimate::Fit::MayFit;
            INFO(map.models[size_t(m)].id.toStdString() << " on " << map.gpus[size_t(g)]->id.toStdString());
            CHECK(model.index(m, g).data(FitMapModel::MayFitRole).toBool() == may);
            CHECK(FitMap::cellLines(map, c).first().endsWith(QStringLiteral("may fit")) == may);
            mayFit += may ? 1 : 0;
            fits += c.status() == Status::FitsOne && !may ? 1 : 0;
            if (may)
                CHECK(c.totalHighGib > c.totalGib);
        }
    }
    CHECK(mayFit > 0);
    CHECK(fits > 0);
    const QString table = FitMap::toTable(map);
    CHECK(table.count(QStringLiteral("G?")) == mayFit);
    CHECK(table.contains(QStringLiteral("?: may fit")));
}
