#pragma once

#include "app/core/dataset.h"
#include "app/core/overlay.h"
#include "ui/exportchooser.h"

#include <QObject>
#include <QString>

class GpuTableModel;
class QMenu;
class Settings;
class QWidget;

/// Keeps the user's overlay file and the grid in step: applies the overlay over the base dataset, and
/// imports prices (CSV) or a whole overlay, exports it, or resets it. Every change is saved atomically and
/// re-applied; the base dataset is never changed.
class OverlayController : public QObject
{
    Q_OBJECT
public:
    /// Exports go through the export chooser, which remembers their folder in `settings` (none: nothing
    /// remembered).
    explicit OverlayController(GpuTableModel *model, QWidget *dialogParent, Settings *settings = nullptr,
                               QObject *parent = nullptr);

    /// The file the user's corrections live in (Overlay::defaultPath() unless set).
    void setPath(const QString &path) { m_path = path; }
    QString path() const { return m_path; }
    /// True when the data shown has the file at path() applied (it existed and was valid, or was saved).
    bool applied() const { return m_applied; }

    /// Takes `base` as the data without corrections and shows it with the overlay at `path` applied. A bad
    /// overlay leaves the base data shown and the file as it is; the problems land in `errors`.
    bool load(Dataset base, QString *errors);

    // The actions, without dialogs (the menu entries ask for the file, then call these).
    bool importPricesFrom(const QString &csvPath, QString *errors);
    bool importOverlayFrom(const QString &overlayPath, QString *errors);
    bool exportOverlayTo(const QString &path, QString *error) const;
    /// Sets one field of one GPU as the user's value ("tdp_w" = 400) and saves.
    bool setValue(const QString &id, const QString &key, const QJsonValue &value, QString *errors);
    /// "Reset to the dataset's value".
    bool resetValue(const QString &id, const QString &key, QString *errors);
    bool resetAll(QString *error);
    /// Sets `key` of GPU `id` from what the user typed (Overlay::valueFromText); errors name the GPU and the
    /// field ("RTX 4090 — VRAM (GB): expected a positive number, got -4") and nothing changes.
    bool setValueFromText(const QString &id, const QString &key, const QString &text, QString *errors);
    /// Adds GPU `newId` called `name` as a copy of `basedOn` (a "based_on" record) with the user's
    /// corrections of `basedOn`.
    bool addCopy(const QString &basedOn, const QString &newId, const QString &name, QString *errors);
    /// Removes a GPU the user added (its whole record).
    bool removeGpu(const QString &id, QString *errors);

    /// Adds Import Prices…, Import / Export Corrections… and Reset to the menu.
    void addActions(QMenu *menu);
    /// Export Corrections…: asks where (in the folder of the last export), writes the overlay there and says
    /// so in the status bar.
    void exportInteractive();
    /// The save dialog Export Corrections… asks; tests put a function of their own in its place.
    void setFileDialog(ExportChooser::FileDialog dialog) { m_chooseFile = std::move(dialog); }

public Q_SLOTS:
    // What the grid asks for; a refusal is shown in a message box, a change in the status bar.
    void editValue(const QString &id, const QString &key, const QString &text);
    void resetValueAsked(const QString &id, const QString &key);
    /// Opens the "Add GPU from Copy" dialog for GPU `id`; the GPU added is announced by gpuAdded().
    void addCopyAsked(const QString &id);
    void removeGpuAsked(const QString &id);

Q_SIGNALS:
    void statusMessage(const QString &text);
    void gpuAdded(const QString &id);

private:
    /// Applies `document` over the base; when valid, saves it and shows the result. `issues` receives the
    /// problems by JSON path.
    bool commit(const Overlay::Document &document, QString *errors, QList<DatasetIssue> *issues = nullptr);
    /// A refusal that names what was wrong, shown without blocking (window-modal).
    void refuse(const QString &title, const QString &text);
    void report(const QString &title, const QString &errors);

    GpuTableModel *m_model;
    QWidget *m_dialogParent;
    QString m_path;
    Dataset m_base;
    bool m_hasBase = false;
    bool m_applied = false;
    Overlay::Document m_document;
    ExportChooser m_exports;
    ExportChooser::FileDialog m_chooseFile;
};
