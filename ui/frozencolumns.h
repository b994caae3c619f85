#pragma once

#include <QObject>
#include <QPointer>

class QTableView;

/// Keeps a table's leading columns in place when it scrolls sideways: a second view over the table's left
/// edge shows the columns up to the key column (the GPU's name), sharing the model, the selection, the
/// delegate, the row heights and the vertical scrolling.
class FrozenColumns : public QObject
{
    Q_OBJECT
public:
    /// Freezes the columns that sit, in visual order, up to and including `keyColumn` (a logical column).
    FrozenColumns(QTableView *table, int keyColumn);

    QTableView *frozenView() const { return m_frozen; }
    /// The logical columns kept in place, left to right.
    QList<int> frozenColumns() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void syncColumns();
    void updateGeometry();

    QTableView *m_table;
    QTableView *m_frozen;
    int m_keyColumn;
    bool m_syncing = false;
};
