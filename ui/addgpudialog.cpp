#include "ui/addgpudialog.h"

#include "app/core/gpu.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace {
// The overlay's id rule: what Overlay::apply() accepts for a record's id.
const QRegularExpression &idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9_]{0,63}\\z"));
    return pattern;
}
} // namespace

AddGpuDialog::AddGpuDialog(const Gpu &original, const QStringList &takenIds, QWidget *parent)
    : QDialog(parent)
    , m_taken(takenIds)
    , m_id(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("addGpuDialog"));
    setWindowTitle(tr("Add GPU from Copy"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The new GPU starts with every figure of %1, your corrections included. Change its values in the "
           "grid afterwards; they are kept in your corrections, the dataset stays as it is.")
            .arg(original.name.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_id->setObjectName(QStringLiteral("newGpuId"));
    m_id->setText(suggestedId(original.id, takenIds));
    m_id->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[a-z0-9_]{0,64}")), m_id));
    m_id->setToolTip(tr("Lower-case letters, digits and '_'; used by the command line and in files"));
    m_id->setAccessibleName(tr("Id of the new GPU"));
    m_name->setObjectName(QStringLiteral("newGpuName"));
    m_name->setText(tr("%1 (my copy)").arg(original.name));
    m_name->setAccessibleName(tr("Name of the new GPU"));
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Name:"), m_name);
    layout->addLayout(form);

    m_problem->setObjectName(QStringLiteral("addGpuProblem"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add GPU"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_id, &QLineEdit::textChanged, this, &AddGpuDialog::validate);
    connect(m_name, &QLineEdit::textChanged, this, &AddGpuDialog::validate);
    validate();
    m_name->setFocus();
    m_name->selectAll();
}

QString AddGpuDialog::gpuId() const
{
    return m_id->text().trimmed();
}

QString AddGpuDialog::gpuName() const
{
    return m_name->text().trimmed();
}

QString AddGpuDialog::problem() const
{
    const QString id = gpuId();
    if (id.isEmpty())
        return tr("Enter an id for the new GPU.");
    if (!idPattern().match(id).hasMatch())
        return tr(
            "The id must start with a letter or digit and hold only lower-case letters, digits and '_'.");
    if (m_taken.contains(id))
        return tr("There is already a GPU with the id \"%1\".").arg(id);
    if (gpuName().isEmpty())
        return tr("Enter a name for the new GPU.");
    return {};
}

QString AddGpuDialog::suggestedId(const QString &id, const QStringList &takenIds)
{
    const QString stem = id.left(58) + QStringLiteral("_copy");
    QString candidate = stem;
    for (int n = 2; takenIds.contains(candidate); ++n)
        candidate = stem + QLatin1Char('_') + QString::number(n);
    return candidate;
}

void AddGpuDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}
