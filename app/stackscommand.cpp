// `gpuscout stacks`: the training-stack table (data/stacks.json) with the source of every entry.
#include "app/cli.h"
#include "app/core/exportformat.h"
#include "app/core/presentation.h"
#include "app/core/stacks.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Cli {

namespace {

// The value as the table writes it: words, true/false, numbers.
QString valueText(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble());
    return v.toString();
}

// An optional entry the stack does not set reads "-".
QString cell(const Stacks::Stack &stack, const QString &key)
{
    const auto it = stack.citations.find(key);
    if (it == stack.citations.end())
        return QStringLiteral("-");
    return valueText(it->second.value) + (it->second.estimate ? QStringLiteral("*") : QString());
}

const QString &estimateNote()
{
    static const QString note = QStringLiteral(
        "* a judgement, not read off the stack's source: its note says why (gpuscout stacks ID)");
    return note;
}

const QString &unsetNote()
{
    static const QString note = QStringLiteral("- an optional entry the stack does not set: the estimator "
                                               "assumes the Transformers Trainer's behaviour");
    return note;
}

// Every entry every stack has, then each optional entry that one of `stacks` sets.
QStringList overviewKeys(const std::vector<const Stacks::Stack *> &stacks)
{
    QStringList keys = Stacks::entryKeys();
    for (const QString &key : Stacks::optionalEntryKeys()) {
        if (std::any_of(stacks.begin(), stacks.end(),
                        [&](const Stacks::Stack *stack) { return stack->citations.count(key) > 0; }))
            keys << key;
    }
    return keys;
}

QString overview(const std::vector<const Stacks::Stack *> &stacks, bool markdown)
{
    const QStringList keys = overviewKeys(stacks);
    QStringList header{QStringLiteral("id"), QStringLiteral("name")};
    QList<bool> numeric{false, false};
    for (const QString &key : keys) {
        header.append(Stacks::entryHeading(key));
        // A column of numbers (set by every stack that sets it) is right-aligned.
        numeric.append(std::all_of(stacks.begin(), stacks.end(), [&](const Stacks::Stack *stack) {
            const auto it = stack->citations.find(key);
            return it == stack->citations.end() || it->second.value.isDouble();
        }));
    }
    QList<QStringList> rows{header};
    bool anyEstimate = false;
    bool anyUnset = false;
    for (const Stacks::Stack *stack : stacks) {
        QStringList cells{stack->id, stack->name};
        for (const QString &key : keys) {
            cells.append(cell(*stack, key));
            const auto it = stack->citations.find(key);
            anyUnset = anyUnset || it == stack->citations.end();
            anyEstimate = anyEstimate || (it != stack->citations.end() && it->second.estimate);
        }
        rows.append(cells);
    }
    QStringList notes;
    if (anyEstimate)
        notes << estimateNote();
    if (anyUnset)
        notes << unsetNote();
    QStringList lines;
    if (markdown) {
        for (int r = 0; r < rows.size(); ++r) {
            QStringList cells;
            for (const QString &text : rows[r])
                cells.append(Presentation::markdownCell(text));
            lines.append(QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |"));
            if (r == 0)
                lines.append(QStringLiteral("|") + QStringLiteral("---|").repeated(int(header.size())));
        }
        if (!notes.isEmpty())
            lines << QString();
        for (const QString &note : notes)
            lines << Presentation::markdownCell(note);
    } else {
        lines = Presentation::alignedColumns(rows, numeric) + notes;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString details(const Stacks::Stack &stack, bool markdown)
{
    QStringList lines;
    if (markdown) {
        lines << QStringLiteral("### %1 (`%2`)").arg(Presentation::markdownCell(stack.name), stack.id)
              << QString() << QStringLiteral("Read at: ") + Presentation::markdownCell(stack.versions)
              << QString();
        for (const QString &key : stack.keys()) {
            const Stacks::Citation &c = stack.citations.at(key);
            lines << QStringLiteral("- **%1**: %2%3. %4: %5")
                         .arg(key, Presentation::markdownCode(valueText(c.value)),
                              c.estimate ? QStringLiteral(" (a judgement)") : QString(),
                              Presentation::markdownCell(c.source), Presentation::markdownCode(c.quote));
            if (!c.note.isEmpty())
                lines << QStringLiteral("  ") + Presentation::markdownCell(c.note);
        }
        return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    lines << QStringLiteral("%1 (%2)").arg(stack.name, stack.id)
          << QStringLiteral("Read at: ") + stack.versions;
    for (const QString &key : stack.keys()) {
        const Stacks::Citation &c = stack.citations.at(key);
        lines << QString()
              << QStringLiteral("%1: %2%3")
                     .arg(key, valueText(c.value), c.estimate ? QStringLiteral(" (a judgement)") : QString())
              << QStringLiteral("  source: ") + c.source;
        for (const QString &quoted : c.quote.split(QLatin1Char('\n')))
            lines << QStringLiteral("  > ") + quoted;
        if (!c.note.isEmpty())
            lines << QStringLiteral("  note: ") + c.note;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString csv(const std::vector<const Stacks::Stack *> &stacks)
{
    QStringList lines{
        Presentation::csvRow({QStringLiteral("stack"), QStringLiteral("name"), QStringLiteral("entry"),
                              QStringLiteral("value"), QStringLiteral("estimate"), QStringLiteral("source"),
                              QStringLiteral("quote"), QStringLiteral("note")})};
    for (const Stacks::Stack *stack : stacks) {
        for (const QString &key : stack->keys()) {
            const Stacks::Citation &c = stack->citations.at(key);
            lines.append(Presentation::csvRow({stack->id, stack->name, key, valueText(c.value),
                                               c.estimate ? QStringLiteral("true") : QStringLiteral("false"),
                                               c.source, c.quote, c.note}));
        }
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QString json(const std::vector<const Stacks::Stack *> &stacks)
{
    QJsonArray array;
    for (const Stacks::Stack *stack : stacks) {
        QJsonObject entries;
        for (const QString &key : stack->keys()) {
            const Stacks::Citation &c = stack->citations.at(key);
            QJsonObject e{{QStringLiteral("value"), c.value},
                          {QStringLiteral("source"), c.source},
                          {QStringLiteral("quote"), c.quote},
                          {QStringLiteral("estimate"), c.estimate}};
            if (!c.note.isEmpty())
                e.insert(QStringLiteral("note"), c.note);
            entries.insert(key, e);
        }
        array.append(QJsonObject{{QStringLiteral("id"), stack->id},
                                 {QStringLiteral("name"), stack->name},
                                 {QStringLiteral("versions"), stack->versions},
                                 {QStringLiteral("default"), stack->id == Stacks::defaultId()},
                                 {QStringLiteral("entries"), entries}});
    }
    return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("stacks"), array}}).toJson());
}

} // namespace

int stacksCommand(Context &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print the training stacks an estimate can assume (--stack of recommend and fitmap): what "
        "each does by default that decides memory and speed, and where its source says so. "
        "With ID, one stack's entries with their sources, quotes and notes."));
    parser.addHelpOption();
    const QList<ExportFormat> formats = ExportFormats::printed();
    const QString defaultFormat = Words::of(formats.first());
    const QCommandLineOption format(QStringLiteral("format"),
                                    ExportFormats::wordsWithDefault(formats) + QLatin1Char('.'),
                                    QStringLiteral("FORMAT"), defaultFormat);
    parser.addOption(format);
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("One stack (see the id column)."),
                                 QStringLiteral("[ID]"));
    if (!parser.parse(context.arguments)) {
        context.err << "gpuscout stacks: " << parser.errorText() << '\n';
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << helpText(parser, QStringLiteral("stacks"));
        return Success;
    }
    ExportFormat chosen;
    if (!ExportFormats::parse(parser.value(format), formats, &chosen)) {
        context.err << "gpuscout stacks: --format must be "
                    << Words::alternatives(ExportFormats::words(formats)) << ", got \""
                    << parser.value(format) << "\"\n";
        return UsageError;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        context.err << "gpuscout stacks: unexpected argument \"" << positional.at(1) << "\"\n";
        return UsageError;
    }
    const Stacks::LoadResult &table = Stacks::bundled();
    if (!table.ok()) {
        context.err << "gpuscout stacks: the bundled stack table is unusable: "
                    << table.errors.join(QStringLiteral("; ")) << '\n';
        return RuntimeFailure;
    }
    std::vector<const Stacks::Stack *> shown;
    if (positional.isEmpty()) {
        for (const Stacks::Stack &stack : table.stacks)
            shown.push_back(&stack);
    } else if (const Stacks::Stack *stack = Stacks::find(positional.first())) {
        shown.push_back(stack);
    } else {
        context.err << "gpuscout stacks: unknown stack \"" << positional.first()
                    << "\" (known: " << Stacks::ids().join(QStringLiteral(", ")) << ")\n";
        return UsageError;
    }

    switch (chosen) {
    case ExportFormat::Csv:
        context.out << csv(shown);
        break;
    case ExportFormat::Json:
        context.out << json(shown);
        break;
    case ExportFormat::Table:
    case ExportFormat::Markdown: {
        const bool markdown = chosen == ExportFormat::Markdown;
        if (positional.isEmpty()) {
            context.out << overview(shown, markdown);
            if (markdown) {
                for (const Stacks::Stack *stack : shown)
                    context.out << '\n' << details(*stack, true);
            }
        } else {
            context.out << details(*shown.front(), markdown);
        }
        break;
    }
    default:
        break;
    }
    return Success;
}

} // namespace Cli
