#include "ui/overlaycontroller.h"

#include "app/core/gputablemodel.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

OverlayController::OverlayController(GpuTableModel *model, QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_dialogParent(dialogParent)
    , m_path(Overlay::defaultPath())
{}

bool OverlayController::load(Dataset base, QString *errors)
{
    m_base = std::move(base);
    m_hasBase = true;
    m_document = Overlay::Document();
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
    return true;
}

bool OverlayController::commit(const Overlay::Document &document, QString *errors)
{
    if (!m_hasBase) {
        m_base = m_model->dataset();
        m_hasBase = true;
    }
    Overlay::ApplyResult result = Overlay::apply(m_base, document.toJson(), m_path);
    if (!result.ok()) {
        if (errors)
            *errors = result.errorText();
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
    QAction *exportAction = menu->addAction(tr("E&xport Corrections…"), this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(m_dialogParent, tr("Export Corrections"),
                                         QStringLiteral("overlay.json"), tr("Overlays (*.json)"));
        QString error;
        if (!path.isEmpty() && !exportOverlayTo(path, &error))
            report(tr("Corrections not exported"), error);
    });
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
