#pragma once

class QTableView;

/// Column widths for the spec grid without laying out every cell.
namespace ColumnWidths {

/// What QTableView::resizeColumnsToContents() would give `column` of a view over the GPU table (through
/// the filter proxy), measured only on the few cells that look widest.
int contentWidth(const QTableView &view, int column);

} // namespace ColumnWidths
