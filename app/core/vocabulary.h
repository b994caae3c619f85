#pragma once

#include <QString>
#include <QStringList>

#include <optional>

/// The one way an enum is written and read as a word: every enum that a command line, a settings file, a JSON
/// document or a combo box spells out specialises WordTable<E> with its (value, word) pairs, and everything
/// else goes through Words::of / Words::parse / Words::all.
///
///     template <> struct WordTable<Estimate::Method>
///     { static constexpr WordEntry<Estimate::Method> entries[] = {{Estimate::Method::Full, "full"}, ...}; };
template <typename E>
struct WordEntry
{
    E value;
    const char *word;
};

template <typename E>
struct WordTable; // specialised next to each enum

namespace Words {

template <typename E>
QString of(E value)
{
    for (const WordEntry<E> &entry : WordTable<E>::entries) {
        if (entry.value == value)
            return QString::fromLatin1(entry.word);
    }
    return {};
}

template <typename E>
std::optional<E> parse(const QString &text)
{
    for (const WordEntry<E> &entry : WordTable<E>::entries) {
        if (text == QLatin1String(entry.word))
            return entry.value;
    }
    return std::nullopt;
}

/// Every word, in table order.
template <typename E>
QStringList all()
{
    QStringList words;
    for (const WordEntry<E> &entry : WordTable<E>::entries)
        words << QString::fromLatin1(entry.word);
    return words;
}

/// "full, lora or qlora": the words for an error message or a help text.
inline QString alternatives(const QStringList &words)
{
    if (words.size() < 2)
        return words.join(QString());
    return QStringList(words.mid(0, words.size() - 1)).join(QStringLiteral(", ")) + QStringLiteral(" or ") +
           words.last();
}

template <typename E>
QString alternatives()
{
    return alternatives(all<E>());
}

} // namespace Words
