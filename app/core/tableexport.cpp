#include "app/core/tableexport.h"

#include "app/core/gpu.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace TableExport {

namespace {

bool anyEstimated(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    for (const Gpu *gpu : gpus) {
        for (const Metric *metric : columns) {
            if (Presentation::isEstimatedValue(*metric, *gpu))
                return true;
        }
    }
    return false;
}

/// The keys of the columns whose value for `gpu` is, or is computed from, the user's own.
QStringList userColumns(const Gpu &gpu, const std::vector<const Metric *> &columns)
{
    QStringList keys;
    for (const Metric *metric : columns) {
        if (Presentation::isUserValue(*metric, gpu))
            keys.append(metric->key);
    }
    return keys;
}

bool anyUserValue(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    for (const Gpu *gpu : gpus) {
        if (!userColumns(*gpu, columns).isEmpty())
            return true;
    }
    return false;
}

QString renderCsv(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    // A last column names the user's own values, only when there are any: the file stays one table.
    const bool userValues = anyUserValue(gpus, columns);
    QStringList lines;
    QStringList header{QStringLiteral("id")};
    for (const Metric *metric : columns)
        header.append(Presentation::csvField(metric->key));
    if (userValues)
        header.append(QStringLiteral("user_values"));
    lines.append(header.join(QLatin1Char(',')));
    for (const Gpu *gpu : gpus) {
        QStringList cells{Presentation::csvField(gpu->id)};
        for (const Metric *metric : columns)
            cells.append(Presentation::csvField(metric->plainText(*gpu)));
        if (userValues)
            cells.append(Presentation::csvField(userColumns(*gpu, columns).join(QLatin1Char(' '))));
        lines.append(cells.join(QLatin1Char(',')));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QString renderMarkdown(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    QStringList lines;
    QStringList header;
    QStringList rule;
    for (const Metric *metric : columns) {
        header.append(Presentation::markdownCell(metric->labelWithUnit()));
        rule.append(metric->isNumeric() ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    lines.append(QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |"));
    lines.append(QStringLiteral("| ") + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |"));
    for (const Gpu *gpu : gpus) {
        QStringList cells;
        for (const Metric *metric : columns) {
            QString text = Presentation::cellText(*metric, *gpu, QStringLiteral("—"));
            if (Presentation::isEstimatedValue(*metric, *gpu))
                text += Presentation::plainEstimateMarker();
            cells.append(Presentation::markdownCell(text));
        }
        lines.append(QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |"));
    }
    if (anyEstimated(gpus, columns)) {
        lines.append(QString());
        lines.append(Presentation::estimateMarkdownNote());
    }
    const QString userNote = Presentation::userValuesNote(gpus, columns);
    if (!userNote.isEmpty()) {
        lines.append(QString());
        lines.append(Presentation::markdownCell(userNote));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString renderTable(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    QList<QStringList> rows;
    QStringList header{QStringLiteral("id")};
    for (const Metric *metric : columns)
        header.append(metric->unit().isEmpty()
                          ? metric->label()
                          : metric->label() + QStringLiteral(" [") + metric->unit() + QLatin1Char(']'));
    rows.append(header);
    for (const Gpu *gpu : gpus) {
        QStringList cells{gpu->id};
        for (const Metric *metric : columns) {
            QString text =
                Presentation::cellText(*metric, *gpu, metric->isNumeric() ? QStringLiteral("-") : QString());
            if (Presentation::isEstimatedValue(*metric, *gpu))
                text += Presentation::plainEstimateMarker();
            cells.append(text);
        }
        rows.append(cells);
    }
    QList<bool> numeric{false};
    for (const Metric *metric : columns)
        numeric.append(metric->isNumeric());
    QStringList lines = Presentation::alignedColumns(rows, numeric);
    if (anyEstimated(gpus, columns))
        lines.append(QCoreApplication::translate("TableExport",
                                                 "* estimate: derived or third-party, not stated by NVIDIA"));
    const QString userNote = Presentation::userValuesNote(gpus, columns);
    if (!userNote.isEmpty())
        lines.append(userNote);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString renderJson(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    QJsonArray array;
    for (const Gpu *gpu : gpus) {
        QJsonObject object;
        object.insert(QStringLiteral("id"), gpu->id);
        QJsonArray estimated;
        for (const Metric *metric : columns) {
            if (!metric->isNumeric()) {
                object.insert(metric->key, metric->displayText(*gpu));
                continue;
            }
            const std::optional<double> v = metric->value(*gpu);
            object.insert(metric->key, v ? QJsonValue(*v) : QJsonValue());
            if (Presentation::isEstimatedValue(*metric, *gpu))
                estimated.append(metric->key);
        }
        object.insert(QStringLiteral("estimated"), estimated);
        const QStringList user = userColumns(*gpu, columns);
        if (!user.isEmpty())
            object.insert(QStringLiteral("user_values"), QJsonArray::fromStringList(user));
        array.append(object);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

} // namespace

QList<ExportFormat> formats()
{
    return {ExportFormat::Table, ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Json};
}

QString render(ExportFormat format, const std::vector<const Gpu *> &gpus,
               const std::vector<const Metric *> &columns)
{
    switch (format) {
    case ExportFormat::Csv:
        return renderCsv(gpus, columns);
    case ExportFormat::Markdown:
        return renderMarkdown(gpus, columns);
    case ExportFormat::Json:
        return renderJson(gpus, columns);
    default:
        break;
    }
    return renderTable(gpus, columns);
}

QString tabSeparated(const std::vector<const Gpu *> &gpus, const std::vector<const Metric *> &columns)
{
    auto cell = [](QString text) {
        return text.replace(QLatin1Char('\t'), QLatin1Char(' '))
            .replace(QLatin1Char('\r'), QLatin1Char(' '))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines;
    QStringList header;
    for (const Metric *metric : columns)
        header.append(cell(metric->labelWithUnit()));
    lines.append(header.join(QLatin1Char('\t')));
    for (const Gpu *gpu : gpus) {
        QStringList cells;
        for (const Metric *metric : columns)
            cells.append(cell(metric->isNumeric() ? metric->plainText(*gpu) : metric->displayText(*gpu)));
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray fullJson(const std::vector<const Gpu *> &gpus)
{
    QJsonArray array;
    for (const Gpu *gpu : gpus) {
        QJsonObject object;
        for (const TextField &field : textFields()) {
            const QString &text = gpu->*(field.member);
            if (!text.isEmpty())
                object.insert(QLatin1String(field.key), text);
        }
        for (const NumericField &field : numericFields()) {
            const std::optional<double> v = gpu->*(field.member);
            object.insert(QLatin1String(field.key), v ? QJsonValue(*v) : QJsonValue());
        }
        object.insert(QStringLiteral("bf16_supported"), gpu->bf16Supported);
        object.insert(QStringLiteral("seed"), gpu->seed);
        object.insert(QStringLiteral("estimated"), QJsonArray::fromStringList(gpu->estimated));
        object.insert(QStringLiteral("sources"), QJsonArray::fromStringList(gpu->sources));
        QJsonArray prices;
        for (const GpuPrice &price : gpu->prices)
            prices.append(price.toJson());
        object.insert(QStringLiteral("prices"), prices);
        if (!gpu->userFields.isEmpty())
            object.insert(QStringLiteral("user_fields"), QJsonArray::fromStringList(gpu->userFields));
        array.append(object);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

} // namespace TableExport
