#include "guisession.h"

#include "comparisonselection.h"
#include "gputablemodel.h"
#include "mainwindow.h"
#include "settings.h"

GuiSession::GuiSession(Dataset dataset, std::unique_ptr<QSettings> settings)
    : m_settings(std::make_unique<Settings>(std::move(settings)))
    , m_selection(std::make_unique<ComparisonSelection>())
    , m_model(std::make_unique<GpuTableModel>(m_selection.get()))
{
    m_model->setDataset(std::move(dataset));
    m_window = std::make_unique<MainWindow>(m_model.get(), m_selection.get(), m_settings.get());
}

GuiSession::~GuiSession()
{
    // The window refers to the model and the selection: it goes first.
    m_window.reset();
}
