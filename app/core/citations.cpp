#include "app/core/citations.h"

#include "app/core/dataset.h"

#include <QSet>
#include <QUrl>

#include <algorithm>
#include <map>

Citations Citations::of(const Dataset &dataset)
{
    std::map<QString, int> perSite; // sorted by host, so ties keep a stable, alphabetical order
    QSet<QString> documents;
    for (const Gpu &gpu : dataset.gpus) {
        for (const QString &source : gpu.sources) {
            QString host = QUrl(source).host();
            if (host.startsWith(QLatin1String("www.")))
                host.remove(0, 4);
            if (host.isEmpty())
                continue;
            ++perSite[host];
            documents.insert(source);
        }
    }
    Citations citations;
    citations.documents = int(documents.size());
    citations.sites.assign(perSite.begin(), perSite.end());
    std::stable_sort(citations.sites.begin(), citations.sites.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    return citations;
}
