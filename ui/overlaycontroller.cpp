#include "ui/overlaycontroller.h"

#include "app/core/gputablemodel.h"
#include "app/core/metrics.h"
#include "app/core/presentation.h"
#include "ui/addgpudialog.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>

OverlayController::OverlayController(GpuTableModel *model, QWidget *dialogParent, Settings *settings,
                                     QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_dialogParent(dialogParent)
    , m_path(Overlay::defaultPath())
    , m_exports(settings, QStandardPaths::DocumentsLocation)
{
    m_chooseFile = [this](const QString &caption, const QString &suggested, const QString &filters,
                          QString *selectedFilter) {
        // QFileDialog asks before replacing an existing file.
        return QFileDialog::getSaveFileName(m_dialogParent, caption, suggested, filters, selectedFilter);
    };
}

bool OverlayController::load(Dataset base, QString *errors)
{
    m_base = std::move(base);
    m_hasBase = true;
    m_document = Overlay::Document();
    m_applied = false;
    if (!QFileInfo::exists(m_path)) {
        m_model->setDataset(m_base);
        return true;
    }
    Overlay::ApplyResult result = Overlay::applyFile(m_base, m_path);
    if (!result.ok()) {
        if (errors)
            *errors = result.errorText();
        m_model->setDataset(m_base);
        return false;
    }
    QFile file(m_path);
    if (file.open(QIODevice::ReadOnly))
        m_document.load(file.readAll(), nullptr);
    m_model->setDataset(std::move(result.dataset));
    m_applied = true;
    return true;
}

bool OverlayController::commit(const Overlay::Document &document, QString *errors,
                               QList<DatasetIssue> *issues)
{
    if (!m_hasBase) {
        m_base = m_model->dataset();
        m_hasBase = true;
    }
    Overlay::ApplyResult result = Overlay::apply(m_base, document.toJson(), m_path);
    if (!result.ok()) {
        if (errors)
            *errors = result.errorText();
        if (issues)
            *issues = result.errors;
        return false;
    }
    QString error;
    if (!document.save(m_path, &error)) {
        if (errors)
            *errors = error;
        return false;
    }
    m_document = document;
    m_model->setDataset(std::move(result.dataset));
    m_applied = true;
    return true;
}

bool OverlayController::importPricesFrom(const QString &csvPath, QString *errors)
{
    QFile file(csvPath);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errors)
            *errors = tr("%1: cannot be read: %2").arg(csvPath, file.errorString());
        return false;
    }
    QStringList ids;
    for (const Gpu &gpu : m_model->dataset().gpus)
        ids.append(gpu.id);
    const Overlay::PriceCsvResult parsed = Overlay::parsePriceCsv(file.read(Overlay::kMaxFileBytes + 1), ids);
    if (!parsed.ok()) {
        QStringList lines;
        for (const DatasetIssue &issue : parsed.errors)
            lines.append(csvPath + QStringLiteral(": ") + issue.toString());
        if (errors)
            *errors = lines.join(QLatin1Char('\n'));
        return false;
    }
    Overlay::Document document = m_document;
    Overlay::importPrices(document, parsed.rows);
    if (!commit(document, errors))
        return false;
    Q_EMIT statusMessage(tr("Imported %n price(s) as your own", nullptr, int(parsed.rows.size())));
    return true;
}

bool OverlayController::importOverlayFrom(const QString &overlayPath, QString *errors)
{
    QFile file(overlayPath);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errors)
            *errors = tr("%1: cannot be read: %2").arg(overlayPath, file.errorString());
        return false;
    }
    Overlay::Document document;
    QString error;
    if (!document.load(file.read(Overlay::kMaxFileBytes + 1), &error)) {
        if (errors)
            *errors = overlayPath + QStringLiteral(": ") + error;
        return false;
    }
    return commit(document, errors);
}

bool OverlayController::exportOverlayTo(const QString &path, QString *error) const
{
    return m_document.save(path, error);
}

void OverlayController::exportInteractive()
{
    const QList<ExportChooser::FileType> types{{tr("Overlays (*.json)"), QStringLiteral("json")}};
    const ExportChooser::Saved saved =
        m_exports.save(m_chooseFile, tr("Export Corrections"), QStringLiteral("overlay"), types,
                       QStringLiteral("json"), [this](const ExportChooser::Choice &choice, QString *error) {
                           return exportOverlayTo(choice.path, error);
                       });
    if (saved.cancelled())
        return;
    if (saved.written())
        Q_EMIT statusMessage(saved.message());
    else
        report(tr("Corrections not exported"), saved.error);
}

bool OverlayController::setValue(const QString &id, const QString &key, const QJsonValue &value,
                                 QString *errors)
{
    Overlay::Document document = m_document;
    document.setValue(id, key, value);
    return commit(document, errors);
}

bool OverlayController::resetValue(const QString &id, const QString &key, QString *errors)
{
    Overlay::Document document = m_document;
    document.reset(id, key);
    return commit(document, errors);
}

bool OverlayController::resetAll(QString *error)
{
    return commit(Overlay::Document(), error);
}

bool OverlayController::setValueFromText(const QString &id, const QString &key, const QString &text,
                                         QString *errors)
{
    const Gpu *gpu = m_model->dataset().find(id);
    const QString who = gpu ? gpu->name : id;
    QJsonValue value;
    QString error;
    if (!Overlay::valueFromText(key, text, &value, &error)) {
        if (errors)
            *errors = QStringLiteral("%1 — %2").arg(who, error);
        return false;
    }
    // A cloud price range whose low end is above its high end would put the price every ranking uses
    // (their middle) anywhere.
    const bool low = key == QLatin1String("cloud_usd_hr_low");
    if (gpu && (low || key == QLatin1String("cloud_usd_hr_high"))) {
        const std::optional<double> other = low ? gpu->cloudUsdHrHigh : gpu->cloudUsdHrLow;
        if (other && (low ? value.toDouble() > *other : value.toDouble() < *other)) {
            const Metric *otherMetric =
                Metrics::find(low ? QStringLiteral("cloud_usd_hr_high") : QStringLiteral("cloud_usd_hr_low"));
            if (errors)
                *errors = (low ? tr("%1 — %2: %3 is above the %4 of %5; change that one first")
                               : tr("%1 — %2: %3 is below the %4 of %5; change that one first"))
                              .arg(who, Metrics::find(key)->labelWithUnit(), text.trimmed(),
                                   otherMetric->label(), Presentation::valueWithUnit(*otherMetric, *other));
            return false;
        }
    }
    Overlay::Document document = m_document;
    document.setValue(id, key, value);
    QList<DatasetIssue> issues;
    if (commit(document, errors, &issues))
        return true;
    // The overlay's paths ("gpus[3].vram_gb") mean nothing in the grid: name the GPU and the field instead.
    const Metric *metric = Metrics::find(key);
    QStringList lines;
    for (const DatasetIssue &issue : issues) {
        const QString field = issue.path.section(QLatin1Char('.'), -1);
        const Metric *about = field == key ? metric : Metrics::find(field);
        lines.append(QStringLiteral("%1 — %2: %3")
                         .arg(who, about ? about->labelWithUnit() : issue.path, issue.message));
    }
    if (errors && !lines.isEmpty())
        *errors = lines.join(QLatin1Char('\n'));
    return false;
}

bool OverlayController::addCopy(const QString &basedOn, const QString &newId, const QString &name,
                                QString *errors)
{
    if (m_model->dataset().find(newId)) {
        if (errors)
            *errors = tr("There is already a GPU with the id \"%1\".").arg(newId);
        return false;
    }
    Overlay::Document document = m_document;
    document.setValue(newId, QStringLiteral("based_on"), basedOn);
    // The copy starts from what the user sees: the dataset's GPU with the user's corrections of it.
    for (const QJsonValue &record : m_document.root().value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject object = record.toObject();
        if (object.value(QStringLiteral("id")).toString() != basedOn)
            continue;
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.key() != QLatin1String("id") && it.key() != QLatin1String("based_on"))
                document.setValue(newId, it.key(), it.value());
        }
    }
    if (!name.trimmed().isEmpty())
        document.setValue(newId, QStringLiteral("name"), name.trimmed());
    return commit(document, errors);
}

bool OverlayController::removeGpu(const QString &id, QString *errors)
{
    Overlay::Document document = m_document;
    document.remove(id);
    return commit(document, errors);
}

void OverlayController::editValue(const QString &id, const QString &key, const QString &text)
{
    QString errors;
    if (!setValueFromText(id, key, text, &errors)) {
        refuse(tr("Value not changed"), errors);
        return;
    }
    const Gpu *gpu = m_model->dataset().find(id);
    const Metric *metric = Metrics::find(key);
    if (gpu && metric)
        Q_EMIT statusMessage(
            tr("%1 — %2 is now your value: %3")
                .arg(gpu->name, metric->label(),
                     Presentation::cellText(*metric, *gpu) +
                         (metric->unit().isEmpty() ? QString() : QLatin1Char(' ') + metric->unit())));
}

void OverlayController::resetValueAsked(const QString &id, const QString &key)
{
    QString errors;
    if (!resetValue(id, key, &errors)) {
        refuse(tr("Value not reset"), errors);
        return;
    }
    const Metric *metric = Metrics::find(key);
    Q_EMIT statusMessage(tr("%1 shows the dataset's value again").arg(metric ? metric->label() : key));
}

void OverlayController::addCopyAsked(const QString &id)
{
    const Gpu *gpu = m_model->dataset().find(id);
    if (!gpu)
        return;
    if (gpu->userAdded) { // an overlay copies GPUs of the dataset only
        refuse(tr("GPU not added"),
               tr("%1 is your own GPU; copy a GPU of the dataset instead.").arg(gpu->name));
        return;
    }
    QStringList ids;
    for (const Gpu &each : m_model->dataset().gpus)
        ids.append(each.id);
    auto *dialog = new AddGpuDialog(*gpu, ids, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString basedOn = gpu->id;
    connect(dialog, &QDialog::accepted, this, [this, dialog, basedOn] {
        QString errors;
        if (!addCopy(basedOn, dialog->gpuId(), dialog->gpuName(), &errors)) {
            refuse(tr("GPU not added"), errors);
            return;
        }
        Q_EMIT statusMessage(tr("Added %1 as a copy; change its values in the grid").arg(dialog->gpuName()));
        Q_EMIT gpuAdded(dialog->gpuId());
    });
    dialog->open();
}

void OverlayController::removeGpuAsked(const QString &id)
{
    const Gpu *gpu = m_model->dataset().find(id);
    if (!gpu || !gpu->userAdded)
        return;
    const QString name = gpu->name;
    QString errors;
    if (!removeGpu(id, &errors)) {
        refuse(tr("GPU not removed"), errors);
        return;
    }
    Q_EMIT statusMessage(tr("Removed your GPU %1").arg(name));
}

void OverlayController::refuse(const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_dialogParent);
    box->setObjectName(QStringLiteral("overlayRefusal"));
    box->setInformativeText(tr("Nothing was changed."));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void OverlayController::report(const QString &title, const QString &errors)
{
    QMessageBox box(QMessageBox::Warning, title, tr("Nothing was changed."), QMessageBox::Ok, m_dialogParent);
    box.setInformativeText(tr("Fix the problems listed under Details and try again."));
    box.setDetailedText(errors);
    box.exec();
}

void OverlayController::addActions(QMenu *menu)
{
    QAction *prices = menu->addAction(tr("Import &Prices…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Import Prices"), QString(),
                                                          tr("Price lists (*.csv);;All files (*)"));
        QString errors;
        if (!path.isEmpty() && !importPricesFrom(path, &errors))
            report(tr("Prices not imported"), errors);
    });
    prices->setStatusTip(tr("Add your own dated prices from a CSV file (id, field, value, as-of, source)"));
    QAction *import = menu->addAction(tr("&Import Corrections…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Import Corrections"), QString(),
                                                          tr("Overlays (*.json);;All files (*)"));
        QString errors;
        if (!path.isEmpty() && !importOverlayFrom(path, &errors))
            report(tr("Corrections not imported"), errors);
    });
    import->setStatusTip(tr("Use an overlay file (partial GPU records merged by id) as your corrections"));
    QAction *exportAction =
        menu->addAction(tr("E&xport Corrections…"), this, &OverlayController::exportInteractive);
    exportAction->setStatusTip(tr("Save your corrections as an overlay file"));
    QAction *reset = menu->addAction(tr("Reset &All Corrections"), this, [this] {
        if (QMessageBox::question(m_dialogParent, tr("Reset All Corrections"),
                                  tr("Show the dataset's values again and empty your overlay file?")) !=
            QMessageBox::Yes)
            return;
        QString error;
        if (!resetAll(&error))
            report(tr("Corrections not reset"), error);
    });
    reset->setStatusTip(tr("Go back to the dataset's values everywhere"));
}
