#include "app/core/gputablemodel.h"

#include "app/core/comparisonselection.h"
#include "app/core/metrics.h"
#include "app/core/overlay.h"
#include "app/core/presentation.h"

#include <QDate>
#include <QDeadlineTimer>
#include <QLocale>
#include <QUrl>

GpuTableModel::GpuTableModel(ComparisonSelection *selection, QObject *parent)
    : QAbstractTableModel(parent)
    , m_selection(selection)
    , m_columns(Metrics::gridColumns())
{
    Q_ASSERT(m_selection);
    m_lastSelection = m_selection->ids();
    connect(m_selection, &ComparisonSelection::changed, this, [this](const QStringList &ids) {
        const QStringList before = m_lastSelection;
        m_lastSelection = ids;
        selectionChanged(before, ids);
    });
}

void GpuTableModel::setDataset(Dataset dataset)
{
    beginResetModel();
    m_dataset = std::move(dataset);
    m_sortKeys.clear();
    m_numbers.clear();
    endResetModel();
    // Drop compared GPUs that the new dataset does not have.
    QStringList kept;
    for (const QString &id : m_selection->ids()) {
        if (m_dataset.find(id))
            kept.append(id);
    }
    m_selection->setIds(kept);
}

void GpuTableModel::setSparse(bool sparse)
{
    if (sparse == m_sparse)
        return;
    m_sparse = sparse;
    m_sortKeys.clear();
    m_numbers.clear();
    const int columns = columnCount();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columns - 1));
}

void GpuTableModel::setLocalGpuIds(const QSet<QString> &ids)
{
    if (ids == m_localIds)
        return;
    m_localIds = ids;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void GpuTableModel::setMaxPriceAge(int months)
{
    if (months == m_maxPriceAge)
        return;
    m_maxPriceAge = months;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, FirstMetricColumn), index(rowCount() - 1, columnCount() - 1),
                           {StalePriceRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
    Q_EMIT maxPriceAgeChanged(months);
}

QDate GpuTableModel::effectiveToday() const
{
    if (m_today.isValid())
        return m_today;
    constexpr qint64 kRereadMs = 60 * 1000; // a price's age is counted in months: a minute late is nothing
    const qint64 now = QDeadlineTimer::current().deadline();
    if (!m_clockToday.isValid() || now - m_clockTodayReadAt >= kRereadMs) {
        m_clockToday = QDate::currentDate();
        m_clockTodayReadAt = now;
    }
    return m_clockToday;
}

std::optional<Pricing::Age> GpuTableModel::priceAge(const Gpu &gpu, const QString &metricKey) const
{
    const QDate today = effectiveToday();
    // The ranked cloud price (the middle of the range) is as old as the older end of its range.
    if (metricKey == QLatin1String("cloud_usd_hr")) {
        const std::optional<Pricing::Price> price = Pricing::of(gpu, Pricing::Mode::Cloud);
        return price ? std::optional(Pricing::age(price->asOf, today, m_maxPriceAge)) : std::nullopt;
    }
    if (metricKey != QLatin1String("launch_price_usd") && metricKey != QLatin1String("cloud_usd_hr_low") &&
        metricKey != QLatin1String("cloud_usd_hr_high"))
        return std::nullopt;
    if (!gpu.number(metricKey))
        return std::nullopt;
    return Pricing::age(Pricing::fieldAsOf(gpu, metricKey), today, m_maxPriceAge);
}

const Metric *GpuTableModel::metricAt(int column) const
{
    if (column < FirstMetricColumn || column >= columnCount())
        return nullptr;
    return &Metrics::variant(*m_columns[static_cast<size_t>(column - FirstMetricColumn)], m_sparse);
}

int GpuTableModel::columnOf(const QString &metricKey) const
{
    for (size_t i = 0; i < m_columns.size(); ++i) {
        const Metric *metric = m_columns[i];
        if (metric->key == metricKey || metric->sparseKey == metricKey)
            return FirstMetricColumn + int(i);
    }
    return -1;
}

int GpuTableModel::rowOf(const QString &gpuId) const
{
    return m_dataset.indexOf(gpuId);
}

QModelIndex GpuTableModel::index(int row, int column, const QModelIndex &parent) const
{
    // QAbstractTableModel::index() asks rowCount() and columnCount() through virtual calls; a proxy sorting
    // 10,000 rows asks for two indexes per comparison.
    if (parent.isValid() || row < 0 || column < 0 || size_t(row) >= m_dataset.gpus.size() ||
        size_t(column) >= FirstMetricColumn + m_columns.size())
        return {};
    return createIndex(row, column);
}

int GpuTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_dataset.gpus.size());
}

int GpuTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstMetricColumn + int(m_columns.size());
}

QVariant GpuTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Gpu &gpu = gpuAt(index.row());
    switch (role) {
    case GpuIdRole:
        return gpu.id;
    case LocalGpuRole:
        return m_localIds.contains(gpu.id);
    case SeedRole:
        return gpu.seed;
    default:
        break;
    }

    if (index.column() == CompareColumn) {
        switch (role) {
        case Qt::CheckStateRole:
            return m_selection->contains(gpu.id) ? Qt::Checked : Qt::Unchecked;
        case SortRole:
            return m_selection->contains(gpu.id) ? 1 : 0;
        case Qt::ToolTipRole:
            return tr("Compare %1 in the charts").arg(gpu.name);
        case Qt::AccessibleTextRole:
            return m_selection->contains(gpu.id) ? tr("%1 compared").arg(gpu.name)
                                                 : tr("%1 not compared").arg(gpu.name);
        default:
            return {};
        }
    }

    const Metric *metric = metricAt(index.column());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        QString text = metric->displayText(gpu);
        if (role == Qt::AccessibleTextRole && metric->isEstimated(gpu) && !text.isEmpty())
            text += tr(" (estimate)");
        if (role == Qt::AccessibleTextRole && data(index, StalePriceRole).toBool())
            text += tr(", stale price");
        if (role == Qt::AccessibleTextRole && Presentation::isUserValue(*metric, gpu))
            text += tr(", your value");
        if (role == Qt::AccessibleTextRole && m_localIds.contains(gpu.id) &&
            metric->key == QLatin1String("name"))
            text += tr(", in this machine");
        return text;
    }
    case Qt::EditRole: {
        if (!metric->isNumeric())
            return metric->plainText(gpu);
        const std::optional<double> value = metric->value(gpu);
        if (!value)
            return QString();
        // The number as stored, in the user's locale, without group separators that would get in the way.
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(*value, 'f', QLocale::FloatingPointShortest);
    }
    case SortRole:
        return sortKey(index.row(), index.column());
    case EstimatedRole:
        return metric->isEstimated(gpu);
    case UserValueRole:
        return Presentation::isUserValue(*metric, gpu);
    case StalePriceRole: {
        const std::optional<Pricing::Age> age = priceAge(gpu, metric->key);
        return age && age->stale;
    }
    case ResettableRole:
        return gpu.isUserValue(metric->key) && !gpu.userAdded;
    case DatasetValueRole:
        return gpu.isUserValue(metric->key)
                   ? Presentation::datasetValueText(*metric, gpu.datasetValues.value(metric->key))
                   : QVariant();
    case MetricKeyRole:
        return metric->key;
    case Qt::ToolTipRole:
        return toolTip(gpu, *metric);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(metric->isNumeric() ? (Qt::AlignRight | Qt::AlignVCenter)
                                                       : (Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

const QVariant &GpuTableModel::sortKey(int row, int column) const
{
    if (m_sortKeys.empty())
        m_sortKeys.resize(static_cast<size_t>(columnCount()));
    std::vector<QVariant> &keys = m_sortKeys[static_cast<size_t>(column)];
    if (keys.empty()) {
        const Metric *metric = metricAt(column);
        keys.reserve(m_dataset.gpus.size());
        const std::vector<std::optional<double>> *values = numbers(column);
        for (size_t i = 0; i < m_dataset.gpus.size(); ++i) {
            const Gpu &gpu = m_dataset.gpus[i];
            if (values) {
                const std::optional<double> &value = (*values)[i];
                keys.push_back(value ? QVariant(*value) : QVariant());
            } else {
                const QString text = metric->displayText(gpu);
                keys.push_back(text.isEmpty() ? QVariant() : QVariant(text.toLower()));
            }
        }
    }
    return keys[static_cast<size_t>(row)];
}

const std::vector<std::optional<double>> *GpuTableModel::numbers(int column) const
{
    // A sort asks once per comparison: a built column answers before the metric is looked up.
    if (column >= 0 && size_t(column) < m_numbers.size()) {
        const NumberColumn &cached = m_numbers[size_t(column)];
        if (cached.built)
            return cached.numeric ? &cached.values : nullptr;
    }
    const Metric *metric = metricAt(column);
    if (!metric)
        return nullptr;
    if (m_numbers.empty())
        m_numbers.resize(static_cast<size_t>(columnCount()));
    NumberColumn &cached = m_numbers[static_cast<size_t>(column)];
    cached.built = true;
    cached.numeric = metric->isNumeric();
    if (cached.numeric) {
        cached.values.reserve(m_dataset.gpus.size());
        for (const Gpu &gpu : m_dataset.gpus)
            cached.values.push_back(metric->value(gpu));
    }
    return cached.numeric ? &cached.values : nullptr;
}

QString GpuTableModel::toolTip(const Gpu &gpu, const Metric &metric) const
{
    QStringList lines;
    QString value = metric.displayText(gpu);
    if (value.isEmpty())
        value = tr("not published");
    lines.append(QStringLiteral("<b>%1 — %2</b>: %3")
                     .arg(gpu.name.toHtmlEscaped(), metric.label().toHtmlEscaped(), value.toHtmlEscaped()));
    lines.append(QStringLiteral("<i>%1</i>").arg(metric.key));
    if (!metric.description().isEmpty())
        lines.append(metric.description().toHtmlEscaped());
    if (!gpu.bf16Supported && metric.key.contains(QLatin1String("bf16")))
        lines.append(tr("<b>No BF16 on this GPU:</b> the figure is its FP16 tensor rate (FP32 accumulate); "
                        "training uses fp16 mixed precision with loss scaling."));
    if (metric.isEstimated(gpu)) {
        QString note = gpu.estimateNote.isEmpty() ? tr("no NVIDIA document states this value directly")
                                                  : gpu.estimateNote;
        lines.append(tr("<b>Estimate:</b> %1").arg(note.toHtmlEscaped()));
    }
    if (metric.key == QLatin1String("vram_gb") && !gpu.vramNote.isEmpty())
        lines.append(gpu.vramNote.toHtmlEscaped());
    if (metric.key == QLatin1String("usable_memory_mib") && !gpu.usableMemorySource.isEmpty())
        lines.append(tr("Seen in: %1").arg(gpu.usableMemorySource.toHtmlEscaped()));
    if (const std::optional<Pricing::Age> age = priceAge(gpu, metric.key)) {
        const QString text = Pricing::ageText(*age, m_maxPriceAge).toHtmlEscaped();
        lines.append(age->stale ? tr("<b>Stale price:</b> this figure is %1").arg(text)
                                : tr("This figure is %1").arg(text));
    }
    const QStringList priceLines = priceToolTipLines(gpu, metric.key);
    lines.append(priceLines);
    if (gpu.userAdded) {
        lines.append(tr("<b>Your own GPU</b> (from your corrections)"));
    } else if (gpu.isUserValue(metric.key)) {
        const QVariant original = gpu.datasetValues.value(metric.key);
        lines.append(original.isValid() && !original.toString().isEmpty()
                         ? tr("<b>Your value</b>; the dataset says %1")
                               .arg(Presentation::datasetValueText(metric, original).toHtmlEscaped())
                         : tr("<b>Your value</b>; the dataset has none"));
    } else if (Presentation::isUserValue(metric, gpu)) {
        QStringList labels;
        for (const QString &key : Presentation::userInputs(metric, gpu)) {
            const Metric *input = Metrics::find(key);
            labels.append(input ? input->label() : key);
        }
        lines.append(tr("<b>Computed from your value</b> of %1")
                         .arg(labels.join(QStringLiteral(", ")).toHtmlEscaped()));
    }
    if (gpu.sources.isEmpty()) {
        lines.append(tr("Source: none given in the dataset"));
    } else {
        const QString host = QUrl(gpu.sources.first()).host();
        QString line = tr("Source: %1").arg((host.isEmpty() ? gpu.sources.first() : host).toHtmlEscaped());
        if (gpu.sources.size() > 1)
            line += tr(" and %n more (see the details pane)", nullptr, int(gpu.sources.size() - 1));
        lines.append(line);
    }
    if (m_localIds.contains(gpu.id))
        lines.append(tr("Installed in this machine"));
    return lines.join(QStringLiteral("<br>"));
}

QStringList GpuTableModel::priceToolTipLines(const Gpu &gpu, const QString &metricKey) const
{
    const bool launch = metricKey == QLatin1String("launch_price_usd");
    const bool cloud = metricKey == QLatin1String("cloud_usd_hr_low") ||
                       metricKey == QLatin1String("cloud_usd_hr_high") ||
                       metricKey == QLatin1String("cloud_usd_hr");
    QStringList lines;
    if (!launch && !cloud)
        return lines;
    const QDate today = effectiveToday();
    const QLocale locale;
    for (const GpuPrice &price : gpu.prices) {
        if (cloud != price.isCloud())
            continue;
        QString amount = QStringLiteral("$") + locale.toString(price.usd, 'f', price.isCloud() ? 2 : 0);
        if (price.usdHigh)
            amount += QStringLiteral("–$") + locale.toString(*price.usdHigh, 'f', price.isCloud() ? 2 : 0);
        const std::optional<int> months = price.ageInMonths(today);
        const QString age = !months        ? QString()
                            : *months <= 0 ? tr("this month")
                                           : tr("%n month(s) old", nullptr, *months);
        QString line = tr("%1 %2, as of %3 (%4)")
                           .arg(amount, priceKindLabel(price.kind), price.asOf, age)
                           .toHtmlEscaped();
        const QString host = QUrl(price.source).host();
        line += QStringLiteral(" — ") + (host.isEmpty() ? price.source : host).toHtmlEscaped();
        if (Pricing::isStale(price, today, m_maxPriceAge))
            line += tr(" <b>(stale)</b>");
        if (price.fromUser)
            line += tr(" <b>(yours)</b>");
        lines.append(line);
    }
    return lines;
}

bool GpuTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid())
        return false;
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    if (role == Qt::EditRole && isEditableColumn(index.column())) {
        const QString text = value.toString();
        if (text == data(index, Qt::EditRole).toString())
            return false; // unchanged: no correction to record
        Q_EMIT valueEdited(gpuAt(index.row()).id, metricAt(index.column())->key, text);
        return true;
    }
    if (index.column() != CompareColumn || role != Qt::CheckStateRole)
        return false;
    const bool checked = value.toInt() == Qt::Checked;
    m_selection->setSelected(gpuAt(index.row()).id, checked); // the selection signal emits dataChanged
    return true;
}

Qt::ItemFlags GpuTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == CompareColumn)
        f |= Qt::ItemIsUserCheckable;
    else if (isEditableColumn(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool GpuTableModel::isEditableColumn(int column) const
{
    const Metric *metric = metricAt(column);
    return metric && metric->kind != Metric::Kind::Derived && Overlay::isEditableField(metric->key);
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == CompareColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return tr("Compare");
        case Qt::ToolTipRole:
            return tr("Tick a GPU to add it to the comparison charts");
        case MetricKeyRole:
            return QStringLiteral("compare");
        default:
            return {};
        }
    }
    const Metric *metric = metricAt(section);
    switch (role) {
    case Qt::DisplayRole:
        return metric->unit().isEmpty() ? metric->label()
                                        : metric->label() + QLatin1Char('\n') + metric->unit();
    case Qt::ToolTipRole: {
        QString tip =
            QStringLiteral("<b>%1</b> <i>(%2)</i>").arg(metric->labelWithUnit().toHtmlEscaped(), metric->key);
        if (!metric->description().isEmpty())
            tip += QStringLiteral("<br>") + metric->description().toHtmlEscaped();
        if (metric->isNumeric())
            tip += QStringLiteral("<br>") +
                   (metric->higherIsBetter ? tr("Higher is better.") : tr("Lower is better."));
        return tip;
    }
    case MetricKeyRole:
        return metric->key;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(metric->isNumeric() ? (Qt::AlignRight | Qt::AlignVCenter)
                                                       : (Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

void GpuTableModel::selectionChanged(const QStringList &before, const QStringList &after)
{
    for (const QString &id : before + after) {
        if (before.contains(id) == after.contains(id))
            continue;
        const int row = rowOf(id);
        if (row >= 0)
            Q_EMIT dataChanged(index(row, CompareColumn), index(row, CompareColumn),
                               {Qt::CheckStateRole, SortRole, Qt::AccessibleTextRole});
    }
}
