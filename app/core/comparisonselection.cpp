#include "app/core/comparisonselection.h"

ComparisonSelection::ComparisonSelection(QObject *parent)
    : QObject(parent)
{}

void ComparisonSelection::setIds(const QStringList &ids)
{
    QStringList unique;
    for (const QString &id : ids) {
        if (!id.isEmpty() && !unique.contains(id))
            unique.append(id);
    }
    if (unique == m_ids)
        return;
    m_ids = unique;
    Q_EMIT changed(m_ids);
}

void ComparisonSelection::add(const QString &id)
{
    setSelected(id, true);
}

void ComparisonSelection::remove(const QString &id)
{
    setSelected(id, false);
}

void ComparisonSelection::setSelected(const QString &id, bool selected)
{
    if (selected == m_ids.contains(id) || id.isEmpty())
        return;
    if (selected)
        m_ids.append(id);
    else
        m_ids.removeAll(id);
    Q_EMIT changed(m_ids);
}

void ComparisonSelection::clear()
{
    setIds({});
}
