#pragma once

#include "app/core/dataset.h"
#include "app/core/overlay.h"

#include <QObject>
#include <QString>

class GpuTableModel;
class QMenu;
class QWidget;

/// Keeps the user's overlay file and the grid in step: applies the overlay over the base dataset, and
/// imports prices (CSV) or a whole overlay, exports it, or resets it. Every change is saved atomically and
/// re-applied; the base dataset is never changed.
class OverlayController : public QObject
{
    Q_OBJECT
public:
    explicit OverlayController(GpuTableModel *model, QWidget *dialogParent, QObject *parent = nullptr);

    /// The file the user's corrections live in (Overlay::defaultPath() unless set).
    void setPath(const QString &path) { m_path = path; }
    QString path() const { return m_path; }

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

    /// Adds Import Prices…, Import / Export Corrections… and Reset to the menu.
    void addActions(QMenu *menu);

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    /// Applies `document` over the base; when valid, saves it and shows the result.
    bool commit(const Overlay::Document &document, QString *errors);
    void report(const QString &title, const QString &errors);

    GpuTableModel *m_model;
    QWidget *m_dialogParent;
    QString m_path;
    Dataset m_base;
    bool m_hasBase = false;
    Overlay::Document m_document;
};
