#pragma once

#include "app/core/vocabulary.h"
#include "ui/charts/figurestyle.h"

#include <QObject>
#include <QPalette>
#include <QString>

/// Applies the appearance (System, Light, Dark) to the application and says when it turns dark or
/// light, whether the user chose another theme or the desktop switched. Charts connect to themeChanged and
/// draw in the style it sends.
class ThemeManager : public QObject
{
    Q_OBJECT
public:
    enum class Theme
    {
        System,
        Light,
        Dark
    };

    /// The application's one instance, created on first use (needs a QApplication).
    static ThemeManager *instance();

    Theme theme() const { return m_theme; }
    /// True when the application palette is dark, whatever made it so (FigureStyle::isDark decides).
    bool isDark() const { return m_style.dark; }
    /// The style charts draw in now: FigureStyle's light or dark set, as the application palette is.
    const FigureStyle &figureStyle() const { return m_style; }

    /// "system", "light", "dark" as stored in the settings and given on the command line.
    static QString themeKey(Theme theme);
    static bool parseTheme(const QString &key, Theme *theme);

public Q_SLOTS:
    void setTheme(ThemeManager::Theme theme);

Q_SIGNALS:
    void themeChanged(const FigureStyle &style);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ThemeManager(QObject *parent);
    void updateDark();

    Theme m_theme = Theme::System;
    FigureStyle m_style;
    bool m_applied = false; ///< setTheme() has set the style once (the contrast proxy even for System)
    QString m_systemStyle;  ///< the style the platform chose, restored by Theme::System
};

template <>
struct WordTable<ThemeManager::Theme>
{
    static constexpr WordEntry<ThemeManager::Theme> entries[] = {
        {ThemeManager::Theme::System, "system", QT_TRANSLATE_NOOP("Vocabulary", "Follow the &System")},
        {ThemeManager::Theme::Light, "light", QT_TRANSLATE_NOOP("Vocabulary", "&Light")},
        {ThemeManager::Theme::Dark, "dark", QT_TRANSLATE_NOOP("Vocabulary", "&Dark")}};
};
