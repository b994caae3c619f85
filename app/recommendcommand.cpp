#include "cli.h"
#include "parse.h"
#include "recommend.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace Cli {

namespace {

struct Option
{
    const char *name;
    const char *description;
    const char *valueName; ///< nullptr for a flag
};

const Option kOptions[] = {
    {"model", "A preset: see --list-models.", "PRESET"},
    {"params", "A parameter count such as 8B or 7.24e9 (shape scaled from the nearest preset).", "COUNT"},
    {"model-config", "A Hugging Face config.json file.", "FILE"},
    {"method", "full, lora or qlora.", "METHOD"},
    {"lora-rank", "LoRA rank, 1 to 1024 (default 16).", "N"},
    {"lora-targets", "qv, attn or all (default all).", "TARGETS"},
    {"precision", "bf16-mixed (default), bf16, fp16-mixed or fp32.", "PRECISION"},
    {"optimizer", "adamw (default), adamw8bit or sgd.", "OPTIMIZER"},
    {"seq", "Sequence length in tokens (default 2048).", "N"},
    {"batch", "Micro-batch per GPU (default 1).", "N"},
    {"grad-ckpt", "Gradient checkpointing.", nullptr},
    {"no-flash-attn", "Eager attention instead of a fused kernel.", nullptr},
    {"tokens", "Training tokens (all epochs), for time and cost: 100M, 2B, 5e8.", "N"},
    {"gpu", "Only this GPU's result.", "ID"},
    {"max-gpus", "Most GPUs of one type to shard across, 1 to 1024 (default 8).", "N"},
    {"budget-usd", "Budget for the configuration: USD to buy, or USD per hour with --price cloud.", "N"},
    {"price", "purchase (default) or cloud.", "MODE"},
    {"segment", "Comma-separated: datacenter, workstation, consumer.", "LIST"},
    {"max-watts", "Board power limit for the whole configuration.", "N"},
    {"optimize", "speed (default), cost or value.", "GOAL"},
    {"format", "table (default) or json.", "FORMAT"},
    {"list-models", "Print the model presets and exit.", nullptr},
};

} // namespace

int recommendCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Size a fine-tuning job and rank the GPUs for it (the JSON shape is in man gpuscout)."));
    parser.addHelpOption();
    for (const Option &o : kOptions) {
        QCommandLineOption option(QString::fromLatin1(o.name), QString::fromLatin1(o.description));
        if (o.valueName)
            option.setValueName(QString::fromLatin1(o.valueName));
        parser.addOption(option);
    }
    QTextStream &err = context.err;
    const QString prefix = QStringLiteral("gpuscout recommend: ");
    if (!parser.parse(context.arguments)) {
        err << prefix << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("recommend"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << prefix << "unexpected argument \"" << parser.positionalArguments().first() << "\"\n";
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("list-models"))) {
        for (const ModelShape &m : ModelPresets::all())
            context.out << QStringLiteral("%1 %2B  %3\n")
                               .arg(m.id, -16)
                               .arg(m.totalParams() / 1e9, 6, 'f', 2)
                               .arg(m.source);
        return Success;
    }
    auto bad = [&](const QString &option, const QString &why) {
        err << prefix << "--" << option << ": " << why << '\n';
        return UsageError;
    };
    auto value = [&](const char *name) { return parser.value(QString::fromLatin1(name)); };
    auto isSet = [&](const char *name) { return parser.isSet(QString::fromLatin1(name)); };

    Estimate::Workload w;
    const int modelSources = int(isSet("model")) + int(isSet("params")) + int(isSet("model-config"));
    if (modelSources != 1) {
        err << prefix
            << (modelSources == 0 ? "give the model with --model, --params or --model-config\n"
                                  : "give only one of --model, --params and --model-config\n");
        return UsageError;
    }
    QString error;
    if (isSet("model")) {
        const ModelShape *preset = ModelPresets::find(value("model"));
        if (!preset)
            return bad(QStringLiteral("model"),
                       QStringLiteral("unknown preset \"%1\" (known: %2)")
                           .arg(value("model"), ModelPresets::ids().join(QStringLiteral(", "))));
        w.model = *preset;
    } else if (isSet("params")) {
        const auto n = Parse::paramCount(value("params"), &error);
        if (!n)
            return bad(QStringLiteral("params"), error);
        if (*n < 1e7)
            return bad(QStringLiteral("params"),
                       QStringLiteral("\"%1\": at least 10M parameters").arg(value("params")));
        w.model = ModelPresets::forParameterCount(*n);
    } else {
        const auto shape = ModelPresets::readConfig(value("model-config"), &error);
        if (!shape) {
            err << prefix << "--model-config: " << error << '\n';
            return RuntimeFailure; // like --data: the file is unreadable or not a model config
        }
        w.model = *shape;
    }
    if (!isSet("method"))
        return bad(QStringLiteral("method"), QStringLiteral("required: full, lora or qlora"));
    const auto method = Estimate::parseMethod(value("method"));
    if (!method)
        return bad(QStringLiteral("method"),
                   QStringLiteral("expected full, lora or qlora, got \"%1\"").arg(value("method")));
    w.method = *method;

    auto integer = [&](const char *name, long long minimum, long long maximum, int *target) {
        if (!isSet(name))
            return true;
        const auto n = Parse::integer(value(name), minimum, maximum, &error);
        if (!n) {
            bad(QString::fromLatin1(name), error);
            return false;
        }
        *target = int(*n);
        return true;
    };
    if (!integer("lora-rank", 1, 1024, &w.loraRank) || !integer("seq", 1, 10'000'000, &w.seqLen) ||
        !integer("batch", 1, 65536, &w.microBatch))
        return UsageError;
    if (isSet("lora-targets")) {
        const auto t = Estimate::parseLoraTargets(value("lora-targets"));
        if (!t)
            return bad(QStringLiteral("lora-targets"),
                       QStringLiteral("expected qv, attn or all, got \"%1\"").arg(value("lora-targets")));
        w.loraTargets = *t;
    }
    if (isSet("precision")) {
        const auto p = Estimate::parsePrecision(value("precision"));
        if (!p)
            return bad(QStringLiteral("precision"),
                       QStringLiteral("expected bf16-mixed, bf16, fp16-mixed or fp32, got \"%1\"")
                           .arg(value("precision")));
        w.precision = *p;
    }
    if (isSet("optimizer")) {
        const auto o = Estimate::parseOptimizer(value("optimizer"));
        if (!o)
            return bad(
                QStringLiteral("optimizer"),
                QStringLiteral("expected adamw, adamw8bit or sgd, got \"%1\"").arg(value("optimizer")));
        w.optimizer = *o;
    }
    w.gradCheckpointing = isSet("grad-ckpt");
    w.flashAttention = !isSet("no-flash-attn");
    if (isSet("tokens")) {
        const auto t = Parse::paramCount(value("tokens"), &error);
        if (!t)
            return bad(QStringLiteral("tokens"),
                       error.replace(QStringLiteral("a parameter count"), QStringLiteral("a token count")));
        w.tokens = *t;
    }

    Recommend::Constraints c;
    if (!integer("max-gpus", 1, 1024, &c.maxGpus))
        return UsageError;
    if (isSet("gpu")) {
        if (!context.dataset.find(value("gpu")))
            return bad(QStringLiteral("gpu"),
                       QStringLiteral("unknown GPU id \"%1\" (see gpuscout list)").arg(value("gpu")));
        c.onlyGpu = value("gpu");
    }
    if (isSet("price")) {
        const auto p = Recommend::parsePriceMode(value("price"));
        if (!p)
            return bad(QStringLiteral("price"),
                       QStringLiteral("expected purchase or cloud, got \"%1\"").arg(value("price")));
        c.price = *p;
    }
    if (isSet("budget-usd")) {
        const auto b = Parse::number(value("budget-usd"), 0.01, 1e9, &error);
        if (!b)
            return bad(QStringLiteral("budget-usd"), error);
        c.budgetUsd = b;
    }
    if (isSet("max-watts")) {
        const auto m = Parse::number(value("max-watts"), 1, 1e7, &error);
        if (!m)
            return bad(QStringLiteral("max-watts"), error);
        c.maxWatts = m;
    }
    if (isSet("segment")) {
        for (const QString &segment : value("segment").split(QLatin1Char(','))) {
            if (!knownSegments().contains(segment))
                return bad(QStringLiteral("segment"),
                           QStringLiteral("unknown segment \"%1\" (known: %2)")
                               .arg(segment, knownSegments().join(QStringLiteral(", "))));
            c.segments << segment;
        }
    }
    if (isSet("optimize")) {
        const auto o = Recommend::parseObjective(value("optimize"));
        if (!o)
            return bad(QStringLiteral("optimize"),
                       QStringLiteral("expected speed, cost or value, got \"%1\"").arg(value("optimize")));
        c.optimize = *o;
    }
    const QString format = isSet("format") ? value("format") : QStringLiteral("table");
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return bad(QStringLiteral("format"),
                   QStringLiteral("expected table or json, got \"%1\"").arg(format));

    const Recommend::Recommendation rec = Recommend::rank(w, context.dataset.gpus, c);
    if (format == QLatin1String("json"))
        context.out << QString::fromUtf8(
            QJsonDocument(Recommend::toJson(rec)).toJson(QJsonDocument::Indented));
    else
        context.out << Recommend::toTable(rec);
    return Success;
}

} // namespace Cli
