#include "app/core/fitmap.h"

#include "app/core/job.h"
#include "app/core/presentation.h"
#include "app/core/tableexport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace FitMap {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FitMap)
};

constexpr Estimate::Method kMethods[] = {Estimate::Method::Full, Estimate::Method::Lora,
                                         Estimate::Method::Qlora};

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QString number(double value, int decimals)
{
    return QString::number(rounded(value, decimals), 'f', decimals);
}

} // namespace

Status Cell::status() const
{
    if (!withinLimit || gpusNeeded <= 0)
        return Status::DoesNotFit;
    return gpusNeeded == 1 ? Status::FitsOne : Status::NeedsSeveral;
}

Estimate::Standing Cell::standing() const
{
    using Estimate::Standing;
    const bool may = fit == Estimate::Fit::MayFit;
    switch (status()) {
    case Status::FitsOne:
        return may ? Standing::MayFitOnOne : Standing::OnOne;
    case Status::NeedsSeveral:
        return may ? Standing::MayFitSharded : Standing::Sharded;
    case Status::DoesNotFit:
        break;
    }
    return gpusNeeded > 0 ? Standing::DoesNotFit : Standing::NeverFits;
}

Cell cell(const Job &job, const ModelShape &model, const Gpu &gpu, Estimate::Method method)
{
    Estimate::Workload w = job.workload;
    w.model = model;
    w.method = method;
    const Estimate::Result r = Estimate::onGpu(w, gpu, job.constraints.maxGpus);
    Cell c;
    c.method = method;
    c.fits = r.fits;
    c.gpusNeeded = r.gpusNeeded;
    c.nodes = r.nodes;
    c.withinLimit = r.withinLimit;
    c.memory = r.memory;
    c.totalGib = r.memory.total();
    c.totalLowGib = r.totalLowGib;
    c.totalHighGib = r.totalHighGib;
    c.fit = r.fit;
    c.capacityGib = r.capacityGib;
    c.headroom = r.headroom;
    c.tokensPerSecond = r.tokensPerSecond;
    return c;
}

Cell bestCell(const Job &job, const ModelShape &model, const Gpu &gpu)
{
    Cell candidates[3];
    int count = 0;
    for (Estimate::Method method : kMethods) {
        candidates[count] = cell(job, model, gpu, method);
        if (candidates[count].status() == Status::FitsOne)
            return candidates[count];
        ++count;
    }
    for (const Cell &c : candidates) {
        if (c.status() == Status::NeedsSeveral)
            return c;
    }
    return candidates[2];
}

Map compute(const Job &job, const std::vector<ModelShape> &models, const std::vector<const Gpu *> &gpus,
            Mode mode)
{
    Map map;
    map.job = job;
    map.mode = mode;
    map.models = models;
    std::stable_sort(map.models.begin(), map.models.end(), [](const ModelShape &a, const ModelShape &b) {
        const double pa = a.totalParams(), pb = b.totalParams();
        if (pa != pb)
            return pa < pb;
        if (a.id != b.id)
            return a.id < b.id;
        return a.name < b.name;
    });
    map.gpus = gpus;
    map.cells.reserve(map.models.size() * map.gpus.size());
    for (size_t m = 0; m < map.models.size(); ++m) {
        for (size_t g = 0; g < map.gpus.size(); ++g) {
            Cell c = mode == Mode::Best ? bestCell(job, map.models[m], *map.gpus[g])
                                        : cell(job, map.models[m], *map.gpus[g],
                                               mode == Mode::Full   ? Estimate::Method::Full
                                               : mode == Mode::Lora ? Estimate::Method::Lora
                                                                    : Estimate::Method::Qlora);
            c.model = int(m);
            c.gpu = int(g);
            map.cells.push_back(c);
        }
    }
    return map;
}

QString modelKey(const ModelShape &model)
{
    return model.id.isEmpty() ? model.name : model.id;
}

QString methodName(Estimate::Method method)
{
    return Words::label(method, Words::Form::Short);
}

QString modeTitle(Mode mode)
{
    return Words::label(mode);
}

QString speedText(double tokensPerSecond, const QLocale &locale)
{
    if (tokensPerSecond <= 0)
        return QString();
    if (tokensPerSecond < 1000)
        return Text::tr("%1 tok/s").arg(locale.toString(tokensPerSecond, 'f', 0));
    if (tokensPerSecond < 1e6)
        return Text::tr("%1k tok/s")
            .arg(locale.toString(tokensPerSecond / 1e3, 'f', tokensPerSecond < 1e4 ? 1 : 0));
    return Text::tr("%1M tok/s").arg(locale.toString(tokensPerSecond / 1e6, 'f', 1));
}

QStringList cellLines(const Map &map, const Cell &c, const QLocale &locale)
{
    using Estimate::Standing;
    const Standing standing = c.standing();
    QString state = Words::label(standing, Words::Form::Counted);
    switch (standing) {
    case Standing::OnOne: {
        // A job that fits with less than half a per cent to spare is not "0% free".
        const double percent = std::max(0.0, c.headroom) * 100;
        state = state.arg(percent < 0.5 ? QStringLiteral("<") + locale.toString(1)
                                        : locale.toString(percent, 'f', 0));
        break;
    }
    case Standing::Sharded:
    case Standing::MayFitSharded:
        state = state.arg(c.gpusNeeded);
        if (c.nodes > 1)
            state += QStringLiteral(" · ") + Text::tr("%1 nodes").arg(c.nodes);
        break;
    case Standing::DoesNotFit:
        state = state.arg(c.gpusNeeded).arg(map.job.constraints.maxGpus);
        break;
    case Standing::MayFitOnOne:
    case Standing::NeverFits:
        break;
    }
    if (map.mode == Mode::Best)
        state = methodName(c.method) + QStringLiteral(" · ") + state;
    const auto gib = [&locale](double value) { return Presentation::gib(value, locale); };
    QString figures;
    if (c.status() == Status::DoesNotFit && c.gpusNeeded == 0)
        figures = Text::tr("%1 GiB on one GPU").arg(gib(c.totalGib));
    else if (c.totalHighGib > c.totalLowGib)
        figures = Text::tr("%1 GiB (%2-%3)").arg(gib(c.totalGib), gib(c.totalLowGib), gib(c.totalHighGib));
    else
        figures = Presentation::gibWithUnit(c.totalGib, locale);
    // A cell that does not fit within the allowed count shows no speed: it would be the speed on more GPUs
    // than allowed.
    const QString speed = c.status() == Status::DoesNotFit ? QString() : speedText(c.tokensPerSecond, locale);
    if (!speed.isEmpty())
        figures += QStringLiteral(" · ") + speed;
    return {state, figures};
}

QString breakdownText(const Map &map, const Cell &c, const QLocale &locale)
{
    const ModelShape &model = map.models[size_t(c.model)];
    const Gpu &gpu = *map.gpus[size_t(c.gpu)];
    const Estimate::Memory &m = c.memory;
    const int used = std::max(1, c.gpusNeeded);
    QStringList lines;
    lines << Text::tr("%1 on %2, %3").arg(model.name, gpu.name, methodName(c.method));
    lines << cellLines(map, c, locale).join(QStringLiteral(" · "));
    lines << Text::tr("Memory per GPU with %n GPU(s):", nullptr, used);
    for (const Presentation::MemoryPart part : Presentation::memoryParts()) {
        const double value = Presentation::memoryPartGib(m, part);
        // Gradients, optimizer states and adapters only where the job has them.
        const bool always = part == Presentation::MemoryPart::Weights ||
                            part == Presentation::MemoryPart::Activations ||
                            part == Presentation::MemoryPart::Overhead;
        if (always || value > 0)
            lines << QStringLiteral("  %1: %2")
                         .arg(Presentation::memoryPartLabel(part), Presentation::gibWithUnit(value, locale));
    }
    lines << Text::tr("  total: %1 of %2 GiB usable")
                 .arg(Presentation::gib(m.total(), locale), Presentation::gib(c.capacityGib, locale));
    return lines.join(QLatin1Char('\n'));
}

QString subtitle(const Map &map)
{
    // In the window's words (the calculator's choices), not the command line's.
    const auto label = [](const char *key, auto value) {
        return JobFields::choiceLabel(QString::fromLatin1(key), Words::of(value));
    };
    const Estimate::Workload &w = map.job.workload;
    QStringList parts;
    parts << Text::tr("on %1").arg(w.stack.name);
    if (map.mode != Mode::Full)
        parts << Text::tr("LoRA rank %1 (%2)").arg(w.loraRank).arg(label("lora-targets", w.loraTargets))
              << Text::tr("LoRA dropout %1").arg(QLocale().toString(w.loraDropout, 'g', 6));
    parts << Text::tr("%1 tokens x %2").arg(w.seqLen).arg(w.microBatch);
    parts << label("precision", w.precision) << label("optimizer", w.optimizer);
    if (w.checkpointing != Estimate::Checkpointing::None)
        parts << Text::tr("%1 checkpointing").arg(label("ckpt", w.checkpointing));
    if (!w.flashAttention)
        parts << Text::tr("%1 attention")
                     .arg(JobFields::choiceLabel(QStringLiteral("attention"), QStringLiteral("eager")));
    // A yes/no field reads as its own label ("torch.compile") where it is on.
    if (const JobFields::Field *compile = JobFields::find(QStringLiteral("compile")); compile && w.compiled)
        parts << QCoreApplication::translate("JobField", compile->label);
    if (w.loss != Estimate::Loss::Standard)
        parts << Text::tr("%1 loss").arg(label("loss", w.loss));
    if (w.offload != Estimate::Offload::None)
        parts << label("offload", w.offload);
    if (w.objective != Estimate::Objective::Sft)
        parts << label("objective", w.objective);
    if (w.sharding != Estimate::Sharding::Auto)
        parts << label("sharding", w.sharding);
    parts << Text::tr("at most %1 GPUs, %2 per node").arg(map.job.constraints.maxGpus).arg(w.gpusPerNode);
    if (w.stack.calibrated())
        parts << w.stack.calibratedFrom;
    return parts.join(QStringLiteral(" · "));
}

QString toCsv(const Map &map)
{
    QStringList lines;
    QStringList header{
        QStringLiteral("model"),        QStringLiteral("gpu"),          QStringLiteral("method"),
        QStringLiteral("status"),       QStringLiteral("fits"),         QStringLiteral("gpus_needed"),
        QStringLiteral("nodes"),        QStringLiteral("within_limit"), QStringLiteral("total_gib"),
        QStringLiteral("capacity_gib"), QStringLiteral("headroom"),     QStringLiteral("tokens_per_s")};
    for (const Presentation::MemoryPart part : Presentation::memoryParts())
        header << Presentation::memoryPartKey(part) + QStringLiteral("_gib");
    lines << header.join(QLatin1Char(','));
    for (const Cell &c : map.cells) {
        QStringList fields{Presentation::csvField(modelKey(map.models[size_t(c.model)])),
                           Presentation::csvField(map.gpus[size_t(c.gpu)]->id),
                           Words::of(c.method),
                           Words::of(c.status()),
                           c.fits ? QStringLiteral("true") : QStringLiteral("false"),
                           QString::number(c.gpusNeeded),
                           QString::number(c.nodes),
                           c.withinLimit ? QStringLiteral("true") : QStringLiteral("false"),
                           number(c.totalGib, 2),
                           number(c.capacityGib, 2),
                           number(c.headroom, 3),
                           number(c.tokensPerSecond, 0)};
        for (const Presentation::MemoryPart part : Presentation::memoryParts())
            fields << number(Presentation::memoryPartGib(c.memory, part), 2);
        lines << fields.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QString toMarkdown(const Map &map)
{
    QStringList lines;
    lines << QStringLiteral("**%1** · %2")
                 .arg(Presentation::markdownCell(modeTitle(map.mode)),
                      Presentation::markdownCell(subtitle(map)))
          << QString();
    QStringList header{Text::tr("Model")};
    QStringList rule{QStringLiteral("---")};
    for (const Gpu *gpu : map.gpus) {
        header << Presentation::markdownCell(gpu->name);
        rule << QStringLiteral("---");
    }
    lines << QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    lines << QStringLiteral("| ") + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    for (size_t m = 0; m < map.models.size(); ++m) {
        QStringList row{Presentation::markdownCell(map.models[m].name)};
        for (size_t g = 0; g < map.gpus.size(); ++g) {
            const Cell &c = map.at(int(m), int(g));
            const QString mark = c.status() == Status::FitsOne        ? QStringLiteral("✔")
                                 : c.status() == Status::NeedsSeveral ? QStringLiteral("◆")
                                                                      : QStringLiteral("✘");
            row << Presentation::markdownCell(mark + QLatin1Char(' ') +
                                              cellLines(map, c).join(QStringLiteral("<br>")));
        }
        lines << QStringLiteral("| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    }
    lines << QString()
          << Text::tr(
                 "✔ %1 · ◆ %2 · ✘ %3. GiB per GPU; tokens/s of the whole configuration. Estimates by GPU "
                 "Scout.")
                 .arg(Words::label(Status::FitsOne, Words::Form::Phrase),
                      Words::label(Status::NeedsSeveral, Words::Form::Phrase),
                      Words::label(Status::DoesNotFit, Words::Form::Phrase));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray toJson(const Map &map)
{
    // The fields that apply to some job of the map: a model of its rows at a method of its mode.
    const auto appliesToMap = [&map](const JobFields::Field &f) {
        Job job = map.job;
        for (const ModelShape &m : map.models) {
            job.workload.model = m;
            for (Estimate::Method method : kMethods) {
                job.workload.method = method;
                const bool drawn =
                    map.mode == Mode::Best || (map.mode == Mode::Full   ? method == Estimate::Method::Full
                                               : map.mode == Mode::Lora ? method == Estimate::Method::Lora
                                                                        : method == Estimate::Method::Qlora);
                if (drawn && f.appliesTo(job))
                    return true;
            }
        }
        return false;
    };
    QJsonObject workload = JobFields::toJson(map.job, appliesToMap);
    for (const char *key : {"model", "model_id", "model_source", "params", "trainable_params"})
        workload.remove(QLatin1String(key));
    workload.insert(QStringLiteral("method"), Words::of(map.mode));
    QJsonArray models;
    for (const ModelShape &m : map.models) {
        models.append(QJsonObject{{QStringLiteral("id"), modelKey(m)},
                                  {QStringLiteral("name"), m.name},
                                  {QStringLiteral("params"), rounded(m.totalParams(), 0)},
                                  {QStringLiteral("source"), m.source}});
    }
    QJsonArray gpus;
    for (const Gpu *g : map.gpus) {
        gpus.append(
            QJsonObject{{QStringLiteral("id"), g->id},
                        {QStringLiteral("name"), g->name},
                        {QStringLiteral("vram_gb"), g->vramGb ? QJsonValue(*g->vramGb) : QJsonValue()},
                        {QStringLiteral("capacity_gib"), rounded(Estimate::capacityGib(*g), 2)}});
    }
    QJsonArray cells;
    for (const Cell &c : map.cells) {
        cells.append(QJsonObject{{QStringLiteral("model"), modelKey(map.models[size_t(c.model)])},
                                 {QStringLiteral("gpu"), map.gpus[size_t(c.gpu)]->id},
                                 {QStringLiteral("method"), Words::of(c.method)},
                                 {QStringLiteral("status"), Words::of(c.status())},
                                 {QStringLiteral("fits"), c.fits},
                                 {QStringLiteral("gpus_needed"), c.gpusNeeded},
                                 {QStringLiteral("nodes"), c.nodes},
                                 {QStringLiteral("within_limit"), c.withinLimit},
                                 {QStringLiteral("total_gib"), rounded(c.totalGib, 2)},
                                 {QStringLiteral("total_low"), rounded(c.totalLowGib, 2)},
                                 {QStringLiteral("total_high"), rounded(c.totalHighGib, 2)},
                                 {QStringLiteral("fit"), Words::of(c.fit)},
                                 {QStringLiteral("headroom"), rounded(c.headroom, 3)},
                                 {QStringLiteral("tokens_per_s"), rounded(c.tokensPerSecond, 0)}});
    }
    const QJsonObject root{{QStringLiteral("workload"), workload},
                           {QStringLiteral("models"), models},
                           {QStringLiteral("gpus"), gpus},
                           {QStringLiteral("cells"), cells}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString toTable(const Map &map)
{
    QStringList lines;
    lines << modeTitle(map.mode) + QStringLiteral(" · ") + subtitle(map);
    int nameWidth = 5;
    for (const ModelShape &m : map.models)
        nameWidth = std::max(nameWidth, int(m.name.size()));
    // One column per GPU, as wide as its id or its cell text.
    std::vector<QStringList> texts(map.models.size());
    std::vector<int> widths(map.gpus.size());
    for (size_t g = 0; g < map.gpus.size(); ++g)
        widths[g] = int(map.gpus[g]->id.size());
    const QString methodLetters = QStringLiteral("FLQ");
    for (size_t m = 0; m < map.models.size(); ++m) {
        for (size_t g = 0; g < map.gpus.size(); ++g) {
            const Cell &c = map.at(int(m), int(g));
            QString text = c.status() == Status::DoesNotFit
                               ? QStringLiteral("-")
                               : QStringLiteral("%1x %2G").arg(c.gpusNeeded).arg(c.totalGib, 0, 'f', 0);
            if (map.mode == Mode::Best && c.status() != Status::DoesNotFit)
                text = methodLetters.at(int(c.method)) + QLatin1Char(' ') + text;
            if (c.status() == Status::FitsOne && c.fit == Estimate::Fit::MayFit)
                text += QLatin1Char('?');
            texts[m] << text;
            widths[g] = std::max(widths[g], int(text.size()));
        }
    }
    QString header = QString(Text::tr("Model")).leftJustified(nameWidth);
    for (size_t g = 0; g < map.gpus.size(); ++g)
        header += QStringLiteral("  ") + map.gpus[g]->id.rightJustified(widths[g]);
    lines << header;
    for (size_t m = 0; m < map.models.size(); ++m) {
        QString line = map.models[m].name.leftJustified(nameWidth);
        for (size_t g = 0; g < map.gpus.size(); ++g)
            line += QStringLiteral("  ") + texts[m].at(int(g)).rightJustified(widths[g]);
        lines << line;
    }
    lines << (map.mode == Mode::Best
                  ? Text::tr("Nx G: N GPUs, G GiB per GPU; F/L/Q: full, LoRA, QLoRA; ?: %1; -: %2.")
                  : Text::tr("Nx G: N GPUs, G GiB per GPU; ?: %1; -: %2."))
                 .arg(Words::label(Estimate::Fit::MayFit),
                      Words::label(Status::DoesNotFit, Words::Form::Terse));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace FitMap
