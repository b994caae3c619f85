#pragma once

#include <QObject>
#include <QStringList>

/// The GPUs picked for side-by-side comparison, in the order they were picked; shared by grid and charts.
class ComparisonSelection : public QObject
{
    Q_OBJECT
public:
    explicit ComparisonSelection(QObject *parent = nullptr);

    QStringList ids() const { return m_ids; }
    bool contains(const QString &id) const { return m_ids.contains(id); }
    int count() const { return int(m_ids.size()); }

    void setIds(const QStringList &ids);
    void add(const QString &id);
    void remove(const QString &id);
    void setSelected(const QString &id, bool selected);
    void clear();

Q_SIGNALS:
    void changed(const QStringList &ids);

private:
    QStringList m_ids;
};
