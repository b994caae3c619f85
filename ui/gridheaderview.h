#pragma once

#include <QHash>
#include <QHeaderView>
#include <QSize>
#include <QString>

#include <memory>

/// A table header that measures each section's label once. QHeaderView forgets every section's size
/// whenever a section is shown, hidden, moved or reset, and measures again the first hundred sections
/// through the style (text size of two-line labels): a grid of some sixty columns being set up did that
/// some forty times, eight per cent of opening the window. The sizes here are kept per label text, so a
/// changed label (another language, sparse figures) is measured anew; a font or style change forgets them.
/// Two headers over the same columns (the grid and its frozen name column) can share what they measured.
class GridHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit GridHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    /// Uses (and from now on adds to) what `other` has measured; both must show the same font and style.
    void shareSizesWith(const GridHeaderView &other);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void changeEvent(QEvent *event) override;

private:
    struct Sizes
    {
        QHash<QString, QSize> withSortIndicator;
        QHash<QString, QSize> plain;
    };
    std::shared_ptr<Sizes> m_sizes = std::make_shared<Sizes>();
};
