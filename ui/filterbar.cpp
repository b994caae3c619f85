#include "ui/filterbar.h"

#include "app/core/gpu.h"
#include "ui/checklistmenu.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace {

/// The GPU count: asks the layout for the room of its whole text while it may show a shorter one.
class CountLabel : public QLabel
{
public:
    using QLabel::QLabel;
    void setWholeText(const QString &text)
    {
        if (text == m_whole)
            return;
        m_whole = text;
        updateGeometry();
    }
    QSize sizeHint() const override
    {
        const QMargins m = contentsMargins();
        return {fontMetrics().horizontalAdvance(m_whole) + m.left() + m.right() + 2 * margin(),
                QLabel::sizeHint().height()};
    }

private:
    QString m_whole;
};

} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setPlaceholderText(tr("Search name, architecture, memory… (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search GPUs"));
    m_search->setMinimumWidth(120); // the whole bar fits a 1024-pixel window
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::criteriaChanged);
    row->addWidget(m_search, 2);

    const QStringList segments = knownSegments();
    for (int i = 0; i < 3; ++i) {
        auto *button = new QToolButton(this);
        button->setText(segmentLabel(segments.at(i)));
        button->setCheckable(true);
        button->setProperty("segment", segments.at(i));
        button->setToolTip(
            tr("Show only %1 GPUs (several may be ticked)").arg(segmentLabel(segments.at(i)).toLower()));
        button->setAccessibleName(tr("%1 segment").arg(segmentLabel(segments.at(i))));
        button->setFocusPolicy(Qt::StrongFocus);
        connect(button, &QToolButton::toggled, this, &FilterBar::criteriaChanged);
        m_segmentButtons[i] = button;
        row->addWidget(button);
    }

    m_architectureButton = new QToolButton(this);
    m_architectureButton->setText(tr("Architecture"));
    m_architectureButton->setPopupMode(QToolButton::InstantPopup);
    m_architectureButton->setAccessibleName(tr("Filter by architecture"));
    m_architectureButton->setFocusPolicy(Qt::StrongFocus);
    m_architectureButton->setMenu(new ChecklistMenu(m_architectureButton));
    row->addWidget(m_architectureButton);

    auto *vramLabel = new QLabel(tr("&Min VRAM:"), this);
    m_minVram = new QSpinBox(this);
    m_minVram->setObjectName(QStringLiteral("minVram"));
    m_minVram->setRange(0, 512);
    m_minVram->setSingleStep(8);
    m_minVram->setSuffix(tr(" GB"));
    m_minVram->setSpecialValueText(tr("any"));
    m_minVram->setAccessibleName(tr("Minimum VRAM in GB"));
    vramLabel->setBuddy(m_minVram);
    connect(m_minVram, &QSpinBox::valueChanged, this, &FilterBar::criteriaChanged);
    row->addWidget(vramLabel);
    row->addWidget(m_minVram);

    m_nvlinkOnly = new QCheckBox(tr("&NVLink only"), this);
    m_nvlinkOnly->setObjectName(QStringLiteral("nvlinkOnly"));
    connect(m_nvlinkOnly, &QCheckBox::toggled, this, &FilterBar::criteriaChanged);
    row->addWidget(m_nvlinkOnly);

    m_sparse = new QCheckBox(tr("S&parse figures"), this);
    m_sparse->setObjectName(QStringLiteral("sparseFigures"));
    m_sparse->setToolTip(tr("Show tensor throughput with 2:4 structured sparsity (NVIDIA's headline figures) "
                            "instead of dense figures. Training uses dense throughput."));
    connect(m_sparse, &QCheckBox::toggled, this, &FilterBar::sparseToggled);
    row->addWidget(m_sparse);

    auto *clearButton = new QToolButton(this);
    clearButton->setText(tr("Clear filters"));
    clearButton->setFocusPolicy(Qt::StrongFocus);
    clearButton->setAccessibleName(tr("Clear all filters"));
    connect(clearButton, &QToolButton::clicked, this, &FilterBar::clearRequested);
    row->addWidget(clearButton);

    m_count = new CountLabel(this);
    m_count->setObjectName(QStringLiteral("gpuCount"));
    m_count->setAccessibleName(tr("Number of GPUs shown"));
    m_count->setMinimumWidth(1);       // gives way first on a narrow window; the status bar has the total too
    m_count->installEventFilter(this); // the layout resizes it after a new text: choose the form again
    row->addStretch(1);
    row->addWidget(m_count);
}

GpuFilter FilterBar::filter() const
{
    GpuFilter filter;
    filter.text = m_search->text();
    for (QToolButton *button : m_segmentButtons) {
        if (button->isChecked())
            filter.segments.insert(button->property("segment").toString());
    }
    filter.architectures = QSet<QString>(m_architectures.cbegin(), m_architectures.cend());
    if (m_minVram->value() > 0)
        filter.minVramGb = m_minVram->value();
    filter.nvlinkOnly = m_nvlinkOnly->isChecked();
    return filter;
}

void FilterBar::setArchitectures(QStringList architectures)
{
    std::sort(architectures.begin(), architectures.end());
    architectures.removeDuplicates();
    m_architectures.erase(std::remove_if(m_architectures.begin(), m_architectures.end(),
                                         [&](const QString &a) { return !architectures.contains(a); }),
                          m_architectures.end());
    QMenu *menu = m_architectureButton->menu();
    menu->clear();
    for (const QString &architecture : architectures) {
        QAction *action = menu->addAction(architecture);
        action->setCheckable(true);
        action->setChecked(m_architectures.contains(architecture));
        connect(action, &QAction::toggled, this, [this, architecture](bool checked) {
            if (checked && !m_architectures.contains(architecture))
                m_architectures.append(architecture);
            else if (!checked)
                m_architectures.removeAll(architecture);
            criteriaChanged();
        });
    }
    criteriaChanged();
}

void FilterBar::setCountText(const QString &text, const QString &shortText)
{
    m_countText = text;
    m_countShort = shortText;
    m_count->setToolTip(text);
    fitCount();
}

void FilterBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitCount();
}

bool FilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_count && event->type() == QEvent::Resize)
        fitCount();
    return QWidget::eventFilter(watched, event);
}

void FilterBar::fitCount()
{
    // The layout gives the label the whole text's width when it can, whatever it shows (its size hint is
    // the whole text's): a cut "54 of 54 G" reads as a fault, so it shows the longest form that fits whole.
    static_cast<CountLabel *>(m_count)->setWholeText(m_countText);
    const int available = m_count->contentsRect().width();
    const QFontMetrics metrics = m_count->fontMetrics();
    QString text;
    if (metrics.horizontalAdvance(m_countText) <= available)
        text = m_countText;
    else if (!m_countShort.isEmpty() && metrics.horizontalAdvance(m_countShort) <= available)
        text = m_countShort;
    if (m_count->text() != text)
        m_count->setText(text);
}

bool FilterBar::isSparse() const
{
    return m_sparse->isChecked();
}

void FilterBar::setSparse(bool sparse)
{
    m_sparse->setChecked(sparse);
}

void FilterBar::clear()
{
    {
        const QSignalBlocker blockSearch(m_search);
        m_search->clear();
        for (QToolButton *button : m_segmentButtons) {
            const QSignalBlocker block(button);
            button->setChecked(false);
        }
        m_architectures.clear();
        for (QAction *action : m_architectureButton->menu()->actions()) {
            const QSignalBlocker block(action);
            action->setChecked(false);
        }
        const QSignalBlocker blockVram(m_minVram);
        m_minVram->setValue(0);
        const QSignalBlocker blockNvlink(m_nvlinkOnly);
        m_nvlinkOnly->setChecked(false);
    }
    criteriaChanged();
}

void FilterBar::criteriaChanged()
{
    m_architectureButton->setText(
        m_architectures.isEmpty() ? tr("Architecture") : tr("Architecture (%1)").arg(m_architectures.size()));
    Q_EMIT filterChanged();
}
