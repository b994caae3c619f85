#include "ui/columnwidths.h"

#include "app/core/gpufilterproxymodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/presentation.h"
#include "ui/gpuitemdelegate.h"

#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <vector>

namespace ColumnWidths {

int contentWidth(const QTableView &view, int column)
{
    // QTableView::resizeColumnsToContents() lays out the text of every cell (up to 1,000 rows) through
    // the style, which was most of the time to open a 10,000-GPU dataset. The width comes from the
    // widest cells, so only the few that look widest are measured: the longest texts, counting bold
    // (best value), the estimate marker and the "in this machine" badge as extra characters.
    // tst_mainwindow checks the result equals resizeColumnsToContents() on the bundled data.
    // A large dataset is sampled: the first rows (what the first frame shows) and rows spread evenly over
    // the rest. Even scoring every cell of 1,000 rows (formatting each text) took a fifth of opening
    // 10,000 GPUs; a wider cell outside the sample is elided, and the user can widen its column.
    constexpr int kAllRows = 256;   // up to this many rows, every row
    constexpr int kFirstRows = 128; // above it, these first rows and as many spread over the rest
    constexpr std::size_t kMeasured = 4;
    struct Candidate
    {
        qsizetype score;
        int row;
    };
    const QAbstractItemModel *model = view.model();
    std::vector<Candidate> widest;
    const int rows = model->rowCount();
    std::vector<int> sample;
    if (rows <= kAllRows) {
        for (int row = 0; row < rows; ++row)
            sample.push_back(row);
    } else {
        for (int row = 0; row < kFirstRows; ++row)
            sample.push_back(row);
        const int spread = kAllRows - kFirstRows;
        for (int i = 0; i < spread; ++i)
            sample.push_back(kFirstRows + int(qint64(rows - kFirstRows) * i / spread));
    }
    for (const int row : sample) {
        const QModelIndex index = model->index(row, column);
        qsizetype score = index.data(Qt::DisplayRole).toString().size();
        if (index.data(GpuTableModel::EstimatedRole).toBool())
            score += Presentation::markedAfter(QString()).size();
        if (index.data(GpuFilterProxyModel::IsBestRole).toBool())
            score += 1 + score / 8;
        if (GpuItemDelegate::isLocalNameCell(index))
            score += GpuItemDelegate::localBadgeText().size() + 3;
        if (widest.size() < kMeasured || score > widest.back().score) {
            if (widest.size() == kMeasured)
                widest.pop_back();
            const auto at = std::find_if(widest.begin(), widest.end(),
                                         [score](const Candidate &c) { return score > c.score; });
            widest.insert(at, {score, row});
        }
    }
    const QHeaderView *header = view.horizontalHeader();
    int width = header->sectionSizeHint(column);
    const int grid = view.showGrid() ? 1 : 0; // as QTableView::sizeHintForColumn()
    for (const Candidate &candidate : widest)
        width = std::max(width, view.sizeHintForIndex(model->index(candidate.row, column)).width() + grid);
    return std::clamp(width, header->minimumSectionSize(), header->maximumSectionSize());
}

} // namespace ColumnWidths
