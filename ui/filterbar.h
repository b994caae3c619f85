#pragma once

#include "app/core/gpufilter.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

/// The spec grid's filter bar: search, segments, architectures, minimum VRAM, NVLink, sparse figures, a
/// clear button and the count of GPUs shown. It says what the user asks for; the page applies it.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    /// The criteria the controls describe (everything but a "show only" list, which the page owns).
    GpuFilter filter() const;
    /// Offers these architectures in the menu; ticked ones that no longer exist are dropped.
    void setArchitectures(QStringList architectures);
    /// "12 of 54 GPUs"; on a bar too narrow for it, the label shows `shortText` ("12/54"), and nothing when
    /// even that does not fit (the tooltip always has the whole text).
    void setCountText(const QString &text, const QString &shortText = QString());
    QString countText() const { return m_countText; }
    bool isSparse() const;
    QLineEdit *searchField() const { return m_search; }

public Q_SLOTS:
    /// Unticks everything and empties the search, then says so once.
    void clear();
    void setSparse(bool sparse);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void filterChanged();
    void sparseToggled(bool sparse);
    void clearRequested();

private:
    void criteriaChanged();

    QLineEdit *m_search;
    QToolButton *m_segmentButtons[3];
    QToolButton *m_architectureButton;
    QSpinBox *m_minVram;
    QCheckBox *m_nvlinkOnly;
    QCheckBox *m_sparse;
    void fitCount();

    QLabel *m_count;
    QString m_countText;
    QString m_countShort;
    QStringList m_architectures; ///< ticked architectures; empty means all
};
