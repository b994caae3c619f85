#include "tests/testsupport.h"
#include "ui/gridheaderview.h"

#include <QStandardItemModel>

namespace {

// sectionSizeFromContents() is protected: the tests read it through subclasses.
class PlainHeader : public QHeaderView
{
public:
    using QHeaderView::QHeaderView;
    using QHeaderView::sectionSizeFromContents;
};

class GridHeader : public GridHeaderView
{
public:
    using GridHeaderView::GridHeaderView;
    using GridHeaderView::sectionSizeFromContents;
};

QList<QSize> sizesOf(const GridHeader &header)
{
    QList<QSize> sizes;
    for (int section = 0; section < header.count(); ++section)
        sizes.append(header.sectionSizeFromContents(section));
    return sizes;
}

} // namespace

TEST_CASE("The grid header keeps the sizes QHeaderView measures, and measures a new label or font anew")
{
    QStandardItemModel model(3, 4);
    model.setHorizontalHeaderLabels({QStringLiteral("GPU"), QStringLiteral("VRAM\nGB"),
                                     QStringLiteral("Bandwidth\nGB/s"), QStringLiteral("VRAM\nGB")});
    GridHeader header(Qt::Horizontal);
    header.setModel(&model);
    const auto reference = [&](bool sortIndicator) {
        PlainHeader plain(Qt::Horizontal);
        plain.setFont(header.font());
        plain.setSortIndicatorShown(sortIndicator);
        plain.setModel(&model);
        QList<QSize> sizes;
        for (int section = 0; section < model.columnCount(); ++section)
            sizes.append(plain.sectionSizeFromContents(section));
        return sizes;
    };
    CHECK(sizesOf(header) == reference(false));
    // The sort arrow widens every section.
    header.setSortIndicatorShown(true);
    CHECK(sizesOf(header) == reference(true));
    CHECK(sizesOf(header)[1].width() > reference(false)[1].width());

    // A new label is measured anew, the others are kept.
    model.setHeaderData(2, Qt::Horizontal, QStringLiteral("Memory bandwidth, measured\nGB/s"));
    CHECK(sizesOf(header) == reference(true));

    // Another font forgets every size.
    QFont bigger = header.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 2);
    header.setFont(bigger);
    CHECK(sizesOf(header) == reference(true));
    CHECK(sizesOf(header)[0].height() > 0);

    // A font from the model is measured by QHeaderView itself, every time.
    QFont bold = header.font();
    bold.setBold(true);
    model.setHeaderData(0, Qt::Horizontal, bold, Qt::FontRole);
    CHECK(sizesOf(header) == reference(true));
}

TEST_CASE("Two grid headers sharing their sizes give each the sizes of its own font")
{
    QStandardItemModel model(1, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("GPU"), QStringLiteral("VRAM\nGB")});
    GridHeader first(Qt::Horizontal);
    first.setModel(&model);
    GridHeader second(Qt::Horizontal);
    second.shareSizesWith(first);
    second.setModel(&model);
    CHECK(sizesOf(second) == sizesOf(first));
    // The second changes font: it stops sharing, the first keeps its sizes.
    const QList<QSize> before = sizesOf(first);
    QFont bigger = second.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 2);
    second.setFont(bigger);
    CHECK(sizesOf(first) == before);
    CHECK(sizesOf(second)[1].height() > before[1].height());
}
