#include "ui/thememanager.h"

#include "ui/charts/figurestyle.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QPointer>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace {

/// The chosen style with check boxes framed on dark palettes: Fusion derives the frame from the window
/// colour, which leaves an empty box nearly invisible on a dark background (the grid's compare column).
class ContrastStyle : public QProxyStyle
{
public:
    explicit ContrastStyle(const QString &base)
        : QProxyStyle(QStyleFactory::create(base))
    {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (!FigureStyle::isDark(option->palette))
            return;
        if (element == PE_PanelButtonTool && (option->state & State_On)) {
            // A checked tool button (the fit map's order, the filter bar's toggles) is sunken only a few grey
            // levels below the others in a dark palette: a tint and a rim of the highlight colour tell it.
            painter->save();
            QColor tint = option->palette.color(QPalette::Highlight);
            tint.setAlpha(70);
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(QPen(option->palette.color(QPalette::Highlight), 1));
            painter->setBrush(tint);
            painter->drawRoundedRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
            painter->restore();
            return;
        }
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(option->palette.color(QPalette::Disabled, QPalette::WindowText), 1));
        painter->drawRoundedRect(QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5), 2, 2);
        painter->restore();
    }
};

} // namespace

ThemeManager *ThemeManager::instance()
{
    static QPointer<ThemeManager> manager;
    if (!manager) {
        Q_ASSERT(qobject_cast<QApplication *>(QCoreApplication::instance()));
        manager = new ThemeManager(QCoreApplication::instance());
    }
    return manager;
}

ThemeManager::ThemeManager(QObject *parent)
    : QObject(parent)
    , m_style(FigureStyle::forDark(FigureStyle::isDark(QApplication::palette())))
    , m_systemStyle(QApplication::style()->name())
{
    qApp->installEventFilter(this);
}

QString ThemeManager::themeKey(Theme theme)
{
    return Words::of(theme);
}

bool ThemeManager::parseTheme(const QString &key, Theme *theme)
{
    // Unlike Words::parse, any case: "Dark" in a hand-edited settings file still counts.
    for (const WordEntry<Theme> &entry : WordTable<Theme>::entries) {
        if (key.compare(QLatin1String(entry.word), Qt::CaseInsensitive) == 0) {
            *theme = entry.value;
            return true;
        }
    }
    return false;
}

void ThemeManager::setTheme(Theme theme)
{
    if (m_applied && theme == m_theme)
        return;
    m_applied = true;
    m_theme = theme;
    if (theme == Theme::System) {
        QApplication::setStyle(new ContrastStyle(m_systemStyle));
        QApplication::setPalette(QPalette()); // an unresolved palette gives the platform's back
    } else {
        QApplication::setStyle(new ContrastStyle(QStringLiteral("Fusion")));
        QApplication::setPalette(theme == Theme::Dark ? FigureStyle::darkPalette()
                                                      : QApplication::style()->standardPalette());
    }
    updateDark(); // also reached through ApplicationPaletteChange; the second call finds nothing new
}

bool ThemeManager::eventFilter(QObject *watched, QEvent *event)
{
    // The desktop switched light/dark (System theme), or setTheme() above changed the palette.
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange)
        updateDark();
    return QObject::eventFilter(watched, event);
}

void ThemeManager::updateDark()
{
    const bool dark = FigureStyle::isDark(QApplication::palette());
    if (dark == m_style.dark)
        return;
    m_style = FigureStyle::forDark(dark);
    Q_EMIT themeChanged(m_style);
}
