#include "ui/fitmappage.h"

#include "app/core/comparisonselection.h"
#include "app/core/fitmapmodel.h"
#include "app/core/gputablemodel.h"
#include "app/core/job.h"
#include "app/core/pricing.h"
#include "app/core/settings.h"
#include "app/core/vocabulary.h"
#include "ui/charts/fitmapfigure.h"
#include "ui/fitmapdelegate.h"
#include "ui/flowlayout.h"
#include "ui/guisession.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace {

QPixmap glyphPixmap(FitMap::Status status, bool mayFit, const QPalette &palette, qreal dpr)
{
    const int size = 14;
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    FitMapFigure::paintGlyph(painter, QPointF(size / 2.0, size / 2.0), 12, status,
                             FigureStyle::fromPalette(palette), mayFit);
    return pixmap;
}

/// The three states with their glyphs, so the colours are explained where they are seen.
class Legend : public QWidget
{
public:
    explicit Legend(QWidget *parent)
        : QWidget(parent)
    {
        // On a narrow window the entries fold onto a second line rather than hold the window wide.
        auto *layout = new FlowLayout(this, 18, 2);
        layout->setContentsMargins(0, 0, 0, 0);
        const std::tuple<FitMap::Status, bool, QString> states[] = {
            {FitMap::Status::FitsOne, false, Words::label(FitMap::Status::FitsOne, Words::Form::Short)},
            {FitMap::Status::FitsOne, true, Words::label(Estimate::Fit::MayFit, Words::Form::Short)},
            {FitMap::Status::NeedsSeveral, false,
             Words::label(FitMap::Status::NeedsSeveral, Words::Form::Short)},
            {FitMap::Status::DoesNotFit, false, Words::label(FitMap::Status::DoesNotFit, Words::Form::Short)},
        };
        for (const auto &[status, mayFit, words] : states) {
            auto *entry = new QWidget(this); // a glyph stays on the line of its words
            auto *row = new QHBoxLayout(entry);
            row->setContentsMargins(0, 0, 0, 0);
            auto *icon = new QLabel(entry);
            icon->setProperty("status", int(status));
            icon->setProperty("mayFit", mayFit);
            m_icons.push_back(icon);
            row->addWidget(icon);
            row->addWidget(new QLabel(words, entry));
            layout->addWidget(entry);
        }
        updateIcons();
    }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange)
            updateIcons();
        QWidget::changeEvent(event);
    }

private:
    void updateIcons()
    {
        for (QLabel *icon : m_icons)
            icon->setPixmap(glyphPixmap(FitMap::Status(icon->property("status").toInt()),
                                        icon->property("mayFit").toBool(), palette(), devicePixelRatioF()));
    }
    std::vector<QLabel *> m_icons;
};

// How the settings write the GPU set and order.
constexpr std::pair<FitMapPage::GpuSet, const char *> kGpuSetWords[] = {
    {FitMapPage::GpuSet::Grid, "grid"},
    {FitMapPage::GpuSet::Compared, "compared"},
    {FitMapPage::GpuSet::All, "all"}};
constexpr std::pair<FitMapPage::GpuOrder, const char *> kOrderWords[] = {
    {FitMapPage::GpuOrder::AsListed, "listed"},
    {FitMapPage::GpuOrder::Vram, "vram"},
    {FitMapPage::GpuOrder::Price, "price"}};

template <typename E, size_t N>
const char *wordOf(const std::pair<E, const char *> (&table)[N], E value)
{
    for (const auto &[v, word] : table) {
        if (v == value)
            return word;
    }
    return table[0].second;
}

template <typename E, size_t N>
E valueOf(const std::pair<E, const char *> (&table)[N], const QString &word)
{
    for (const auto &[v, w] : table) {
        if (word == QLatin1String(w))
            return v;
    }
    return table[0].first;
}

} // namespace

FitMapPage::FitMapPage(GuiSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_gpus(&session->model())
    , m_selection(&session->selection())
    , m_settings(&session->settings())
    , m_model(new FitMapModel(this))
    , m_job(session->job())
    , m_exports(m_settings, QStandardPaths::DocumentsLocation)
{
    setObjectName(QStringLiteral("fitMapPage"));
    m_chooseFile = [this](const QString &caption, const QString &suggested, const QString &filters,
                          QString *selectedFilter) {
        // QFileDialog asks before replacing an existing file.
        return QFileDialog::getSaveFileName(this, caption, suggested, filters, selectedFilter);
    };
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(createBar());
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("fitMapSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(new Legend(this));
    layout->addWidget(createMap(), 1);
    connectParts();
    restoreChoices();
    // No map yet: computing one for a tab nobody looks at was the largest part of opening the window
    // (for 10,000 GPUs, almost all of it). The first change, show or setLive() computes it.
}

// The bar over the map: the method, the GPUs and their order, and Export.
QHBoxLayout *FitMapPage::createBar()
{
    auto *bar = new QHBoxLayout;
    auto *modeLabel = new QLabel(tr("&Method:"), this);
    m_modeBox = new QComboBox(this);
    m_modeBox->setObjectName(QStringLiteral("fitMapMethod"));
    for (FitMap::Mode mode :
         {FitMap::Mode::Best, FitMap::Mode::Full, FitMap::Mode::Lora, FitMap::Mode::Qlora})
        m_modeBox->addItem(mode == FitMap::Mode::Best ? tr("Best per cell") : FitMap::modeTitle(mode),
                           int(mode));
    m_modeBox->setToolTip(tr("Best per cell: full fine-tuning where it fits, else LoRA, else QLoRA"));
    modeLabel->setBuddy(m_modeBox);
    bar->addWidget(modeLabel);
    bar->addWidget(m_modeBox);
    bar->addSpacing(12);

    auto *setLabel = new QLabel(tr("&GPUs:"), this);
    m_setBox = new QComboBox(this);
    m_setBox->setObjectName(QStringLiteral("fitMapGpuSet"));
    m_setBox->addItem(tr("The grid's GPUs (its filter)"), int(GpuSet::Grid));
    m_setBox->addItem(tr("Compared GPUs"), int(GpuSet::Compared));
    m_setBox->addItem(tr("All GPUs"), int(GpuSet::All));
    setLabel->setBuddy(m_setBox);
    bar->addWidget(setLabel);
    bar->addWidget(m_setBox);
    bar->addSpacing(12);

    bar->addWidget(new QLabel(tr("Order:"), this));
    m_orderGroup = new QButtonGroup(this);
    const std::pair<GpuOrder, QString> orders[] = {{GpuOrder::AsListed, tr("As listed")},
                                                   {GpuOrder::Vram, tr("&By VRAM")},
                                                   {GpuOrder::Price, tr("By &price")}};
    for (const auto &[order, text] : orders) {
        auto *button = new QToolButton(this);
        button->setText(text);
        button->setCheckable(true);
        button->setChecked(order == m_gpuOrder);
        button->setObjectName(QStringLiteral("fitMapOrder%1").arg(int(order)));
        m_orderGroup->addButton(button, int(order));
        bar->addWidget(button);
    }
    m_orderGroup->button(int(GpuOrder::Vram))->setToolTip(tr("Most memory first"));
    m_orderGroup->button(int(GpuOrder::Price))->setToolTip(tr("Cheapest first, in the job's price mode"));
    bar->addStretch();
    auto *exportButton = new QPushButton(tr("E&xport…"), this);
    exportButton->setObjectName(QStringLiteral("fitMapExport"));
    exportButton->setToolTip(tr("Save the map as PNG, SVG, PDF, CSV or Markdown"));
    bar->addWidget(exportButton);
    connect(exportButton, &QPushButton::clicked, this, &FitMapPage::exportInteractive);
    return bar;
}

// The map, and in its place the empty state when it has no cells.
QStackedWidget *FitMapPage::createMap()
{
    m_stack = new QStackedWidget(this);
    m_view = new QTableView(m_stack);
    m_view->setObjectName(QStringLiteral("fitMapView"));
    // Tab leaves the map (arrows move between cells), as in the grid: 2,000 cells are no Tab stop each.
    m_view->setTabKeyNavigation(false);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new FitMapDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->setAccessibleName(tr("Fit map"));
    m_stack->addWidget(m_view);
    m_empty = new QLabel(m_stack);
    m_empty->setObjectName(QStringLiteral("fitMapEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_stack->addWidget(m_empty);
    return m_stack;
}

void FitMapPage::connectParts()
{
    connect(m_modeBox, &QComboBox::activated, this,
            [this](int index) { setMode(FitMap::Mode(m_modeBox->itemData(index).toInt())); });
    connect(m_setBox, &QComboBox::activated, this,
            [this](int index) { setGpuSet(GpuSet(m_setBox->itemData(index).toInt())); });
    connect(m_orderGroup, &QButtonGroup::idClicked, this, [this](int id) { setGpuOrder(GpuOrder(id)); });
    // Enter and double-click both activate.
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (m_model->cellAt(index))
            Q_EMIT openInCalculator(index.data(FitMapModel::ModelIdRole).toString(),
                                    index.data(FitMapModel::GpuIdRole).toString(),
                                    index.data(FitMapModel::MethodRole).toString());
    });

    // The columns follow the grid's filter and order, the comparison and the dataset.
    auto refreshFor = [this](GpuSet set) {
        return [this, set] {
            if (m_gpuSet == set)
                refresh();
        };
    };
    connect(m_session, &GuiSession::gridChanged, this, refreshFor(GpuSet::Grid));
    connect(m_selection, &ComparisonSelection::changed, this, refreshFor(GpuSet::Compared));
    connect(m_gpus, &QAbstractItemModel::modelReset, this, &FitMapPage::refresh);
    connect(m_session, &GuiSession::jobChanged, this, &FitMapPage::showJob);
}

// The choices of last time, before the first refresh.
void FitMapPage::restoreChoices()
{
    m_mode =
        Words::parse<FitMap::Mode>(m_settings->string(Settings::FitMapMethod)).value_or(FitMap::Mode::Best);
    m_gpuSet = valueOf(kGpuSetWords, m_settings->string(Settings::FitMapGpus));
    m_gpuOrder = valueOf(kOrderWords, m_settings->string(Settings::FitMapOrder));
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(m_mode)));
    m_setBox->setCurrentIndex(m_setBox->findData(int(m_gpuSet)));
    m_orderGroup->button(int(m_gpuOrder))->setChecked(true);
}

void FitMapPage::setLive(bool live)
{
    m_live = live;
    if (m_live && m_stale)
        recompute();
}

void FitMapPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void FitMapPage::setJob(const Job &job)
{
    m_session->setJob(job);
}

void FitMapPage::showJob(const Job &job)
{
    // The same job (every field as it is stored) keeps the map.
    if (m_computations > 0 && JobFields::toSettings(job) == JobFields::toSettings(m_job))
        return;
    m_job = job;
    refresh();
}

void FitMapPage::setMode(FitMap::Mode mode)
{
    m_mode = mode;
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
    m_settings->setValue(Settings::FitMapMethod, Words::of(mode));
    refresh();
}

void FitMapPage::setGpuSet(GpuSet set)
{
    m_gpuSet = set;
    m_setBox->setCurrentIndex(m_setBox->findData(int(set)));
    m_settings->setValue(Settings::FitMapGpus, QString::fromLatin1(wordOf(kGpuSetWords, set)));
    refresh();
}

void FitMapPage::setGpuOrder(GpuOrder order)
{
    m_gpuOrder = order;
    m_orderGroup->button(int(order))->setChecked(true);
    m_settings->setValue(Settings::FitMapOrder, QString::fromLatin1(wordOf(kOrderWords, order)));
    refresh();
}

std::vector<const Gpu *> FitMapPage::columnGpus() const
{
    const Dataset &dataset = m_gpus->dataset();
    std::vector<const Gpu *> gpus;
    auto addIds = [&](const QStringList &ids) {
        for (const QString &id : ids) {
            if (const Gpu *gpu = dataset.find(id))
                gpus.push_back(gpu);
        }
    };
    switch (m_gpuSet) {
    case GpuSet::Grid:
        addIds(m_session->gridIds());
        break;
    case GpuSet::Compared:
        addIds(m_selection->ids());
        break;
    case GpuSet::All:
        for (const Gpu &gpu : dataset.gpus)
            gpus.push_back(&gpu);
        break;
    }
    if (m_gpuOrder == GpuOrder::Vram) {
        std::stable_sort(gpus.begin(), gpus.end(), [](const Gpu *a, const Gpu *b) {
            return a->vramGb.value_or(-1) > b->vramGb.value_or(-1);
        });
    } else if (m_gpuOrder == GpuOrder::Price) {
        const Pricing::Mode mode = m_job.constraints.price;
        std::stable_sort(gpus.begin(), gpus.end(), [mode](const Gpu *a, const Gpu *b) {
            const std::optional<double> pa = Pricing::usd(*a, mode), pb = Pricing::usd(*b, mode);
            if (pa.has_value() != pb.has_value())
                return pa.has_value();
            return pa && *pa < *pb;
        });
    }
    return gpus;
}

std::vector<ModelShape> FitMapPage::rowModels() const
{
    std::vector<ModelShape> models = ModelPresets::all();
    // The calculator's own model gets a row when it is not a preset (a config.json or a parameter count).
    const ModelShape &own = m_job.workload.model;
    if (m_job.modelSource != Job::ModelSource::Preset && own.layers > 0)
        models.push_back(own);
    return models;
}

void FitMapPage::refresh()
{
    if (m_live)
        recompute();
    else
        m_stale = true;
}

void FitMapPage::recompute()
{
    m_stale = false;
    ++m_computations;
    m_model->setInput(m_job, rowModels(), columnGpus(), m_mode);
    const FitMap::Map &map = m_model->map();
    if (map.isEmpty()) {
        m_empty->setText(emptyStateText());
        m_stack->setCurrentWidget(m_empty);
        m_summary->setText(FitMap::modeTitle(map.mode) + QStringLiteral(" · ") + FitMap::subtitle(map));
        return;
    }
    m_stack->setCurrentWidget(m_view);
    int fits = 0, several = 0, mayFit = 0;
    for (const FitMap::Cell &c : map.cells) {
        fits += c.status() == FitMap::Status::FitsOne ? 1 : 0;
        several += c.status() == FitMap::Status::NeedsSeveral ? 1 : 0;
        mayFit += c.fit == Estimate::Fit::MayFit ? 1 : 0;
    }
    m_summary->setText(
        tr("%1 · %2. %3 models x %4 GPUs: %5, %6; %7. Hover a cell for its memory; double-click or Enter "
           "opens it in the calculator.")
            .arg(FitMap::modeTitle(map.mode), FitMap::subtitle(map))
            .arg(map.models.size())
            .arg(map.gpus.size())
            .arg(Words::label(FitMap::Status::FitsOne, Words::Form::Counted).arg(fits),
                 Words::label(FitMap::Status::NeedsSeveral, Words::Form::Counted).arg(several),
                 Words::label(Estimate::Fit::MayFit, Words::Form::Counted).arg(mayFit)));
    fitSections();
}

void FitMapPage::fitSections()
{
    // One width for every column from the widest cell text. Measuring every cell's text took longer than a
    // frame, so only the longest few texts (by characters) are measured: in one font they are the widest.
    const QFont font = m_view->font();
    const FitMap::Map &map = m_model->map();
    const QLocale locale;
    constexpr size_t kMeasured = 6;
    std::vector<QStringList> longest;
    auto length = [](const QStringList &lines) {
        qsizetype n = 0;
        for (const QString &line : lines)
            n = std::max(n, line.size());
        return n;
    };
    for (const FitMap::Cell &c : map.cells) {
        QStringList lines = FitMap::cellLines(map, c, locale);
        if (longest.size() < kMeasured) {
            longest.push_back(std::move(lines));
            continue;
        }
        auto shortest =
            std::min_element(longest.begin(), longest.end(), [&](const QStringList &a, const QStringList &b) {
                return length(a) < length(b);
            });
        if (length(lines) > length(*shortest))
            *shortest = std::move(lines);
    }
    qreal width = 0, height = 0;
    for (const QStringList &lines : longest) {
        const QSizeF size = FitMapFigure::cellSize(lines, font);
        width = std::max(width, size.width());
        height = std::max(height, size.height());
    }
    const QFontMetricsF header(m_view->horizontalHeader()->font());
    for (const Gpu *gpu : map.gpus)
        width = std::max(width, header.horizontalAdvance(gpu->name) + 16);
    m_view->horizontalHeader()->setDefaultSectionSize(int(std::ceil(width)) + 2);
    m_view->verticalHeader()->setDefaultSectionSize(int(std::ceil(height)) + 2);
    m_view->horizontalHeader()->setMinimumHeight(int(header.lineSpacing() * 2 + 12));
}

bool FitMapPage::isEmptyStateShown() const
{
    return m_stack->currentWidget() == m_empty;
}

QString FitMapPage::emptyStateText() const
{
    if (m_model->map().models.empty())
        return tr("No models to map.");
    switch (m_gpuSet) {
    case GpuSet::Grid:
        return tr("The Specs grid's filter shows no GPUs. Clear its filters, or choose \"All GPUs\" above.");
    case GpuSet::Compared:
        return tr("No GPUs are being compared. Tick GPUs in the Specs grid, or choose \"All GPUs\" above.");
    case GpuSet::All:
        return tr("The dataset has no GPUs.");
    }
    return QString();
}

bool FitMapPage::exportTo(const QString &path, QString *error) const
{
    return FitMapFigure::write(m_model->map(), path, FigureStyle::fromPalette(m_view->palette()), error);
}

void FitMapPage::exportInteractive()
{
    const ExportChooser::Saved saved = m_exports.save(
        m_chooseFile, tr("Export Fit Map"), QStringLiteral("fitmap"),
        ExportChooser::fileTypes(FitMapFigure::formats()), ExportFormats::suffix(ExportFormat::Png),
        [this](const ExportChooser::Choice &choice, QString *error) { return exportTo(choice.path, error); });
    if (!saved.cancelled())
        Q_EMIT statusMessage(saved.written() ? saved.message() : saved.error);
}
