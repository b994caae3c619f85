#include "ui/trainingconfigdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setWordWrap(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void addRow(QTableWidget *t, const QStringList &cells, const QString &toolTip = QString())
{
    const int row = t->rowCount();
    t->insertRow(row);
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        item->setToolTip(toolTip.isEmpty() ? cells.at(column) : toolTip);
        t->setItem(row, column, item);
    }
}

} // namespace

TrainingConfigDialog::TrainingConfigDialog(const QString &path, const TrainingConfig::Result &result,
                                           QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("trainingConfigDialog"));
    setWindowTitle(tr("Training Config"));
    auto *layout = new QVBoxLayout(this);
    auto *summary = new QLabel(tr("The calculator now holds the job of %1 (%2 config, stack %3). Each field "
                                  "says where its value came from.")
                                   .arg(QDir::toNativeSeparators(QFileInfo(path).fileName()),
                                        TrainingConfig::kindName(result.kind), result.job.workload.stack.id),
                               this);
    summary->setWordWrap(true);
    layout->addWidget(summary);

    m_fields = table({tr("Field"), tr("Value"), tr("From")}, this);
    m_fields->setObjectName(QStringLiteral("configFields"));
    const bool adapters = result.job.workload.method != Estimate::Method::Full;
    for (const TrainingConfig::FieldOrigin &o : result.fields) {
        if (!adapters && (o.field == QLatin1String("lora-rank") || o.field == QLatin1String("lora-targets") ||
                          o.field == QLatin1String("lora-dropout")))
            continue;
        const JobFields::Field *field = JobFields::find(o.field);
        const QString label = QCoreApplication::translate("JobField", field->label);
        const QString value = o.value.isEmpty() ? tr("(none)") : JobFields::choiceLabel(o.field, o.value);
        const QString from = originText(o, result.kind);
        addRow(m_fields, {label, value, from}, o.quote.isEmpty() ? from : from + QLatin1Char('\n') + o.quote);
    }
    m_fields->resizeColumnsToContents();
    auto *fieldsLabel = new QLabel(tr("&Job fields:"), this);
    fieldsLabel->setBuddy(m_fields);
    layout->addWidget(fieldsLabel);
    layout->addWidget(m_fields, 3);

    m_notExpressed = table({tr("Key"), tr("Line"), tr("Why")}, this);
    m_notExpressed->setObjectName(QStringLiteral("configNotExpressed"));
    // The keys with a reason of their own (what the estimate counts differently) before those a job has no
    // place for at all.
    for (const bool own : {true, false})
        for (const TrainingConfig::Unexpressed &u : result.notExpressed)
            if ((u.why != TrainingConfig::kNoPlace) == own)
                addRow(m_notExpressed, {u.key, QString::number(u.line), u.why});
    m_notExpressed->resizeColumnsToContents();
    auto *notExpressedLabel =
        new QLabel(tr("&Not expressed (keys of the file the job has no place for):"), this);
    notExpressedLabel->setBuddy(m_notExpressed);
    layout->addWidget(notExpressedLabel);
    layout->addWidget(m_notExpressed, 2);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 640);
}

QString TrainingConfigDialog::originText(const TrainingConfig::FieldOrigin &origin, TrainingConfig::Kind kind)
{
    switch (origin.origin) {
    case TrainingConfig::Origin::Read:
        return tr("read: %1, line %2").arg(origin.key).arg(origin.line);
    case TrainingConfig::Origin::Kind:
        return tr("the kind of file");
    case TrainingConfig::Origin::Default:
        return tr("%1 default: %2").arg(TrainingConfig::kindName(kind), origin.source);
    case TrainingConfig::Origin::Stack:
        return tr("the training stack's default");
    case TrainingConfig::Origin::GpuScout:
        return origin.source.isEmpty() ? tr("GPU Scout's default")
                                       : tr("GPU Scout's default: %1").arg(origin.source);
    }
    return {};
}
