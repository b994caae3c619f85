#pragma once

#include <QFont>
#include <QFontMetrics>
#include <QHash>
#include <QStaticText>
#include <QString>

#include <algorithm>
#include <iterator>
#include <vector>

/// Laid-out lines of cell text, kept per font and per column width, for delegates that repaint many cells
/// whose text rarely changes: a style lays a cell's text out three times a paint (its size, its elision and
/// the drawing). Elides as the style does.
class TextLayoutCache
{
public:
    const QStaticText &line(const QString &text, const QFont &font, int width, Qt::TextElideMode elide)
    {
        // One cache per font: a grid uses a few (regular, italic estimates, bold best values).
        auto fontCache = std::find_if(m_fonts.begin(), m_fonts.end(),
                                      [&font](const FontCache &cache) { return cache.font == font; });
        if (fontCache == m_fonts.end()) {
            if (m_fonts.size() >= 8)
                m_fonts.clear();
            m_fonts.push_back({font, {}});
            fontCache = std::prev(m_fonts.end());
        }
        QHash<QString, QStaticText> &lines = fontCache->lines;
        if (lines.size() > 8192)
            lines.clear();
        auto whole = lines.find(text);
        if (whole == lines.end())
            whole = lines.insert(text, prepared(text, font));
        if (whole->size().width() <= width || elide == Qt::ElideNone)
            return *whole;
        // Too long for the column: elided as the style does, kept per width.
        const QString key = text + QChar(0) + QString::number(width);
        auto cut = lines.find(key);
        if (cut == lines.end())
            cut = lines.insert(key, prepared(QFontMetrics(font).elidedText(text, elide, width), font));
        return *cut;
    }

private:
    static QStaticText prepared(const QString &text, const QFont &font)
    {
        QStaticText line(text);
        line.setTextFormat(Qt::PlainText);
        line.setPerformanceHint(QStaticText::AggressiveCaching);
        line.prepare(QTransform(), font);
        return line;
    }

    struct FontCache
    {
        QFont font;
        QHash<QString, QStaticText> lines;
    };
    std::vector<FontCache> m_fonts;
};
