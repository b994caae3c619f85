#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

/// The one way an enum is written, read and shown: every enum that a command line, a settings file, a JSON
/// document or a combo box spells out specialises WordTable<E> with its (value, word, label) entries, and
/// everything else goes through Words::of / Words::parse / Words::all / Words::label.
///
///     template <> struct WordTable<Estimate::Method>
///     { static constexpr WordEntry<Estimate::Method> entries[] = {
///           {Estimate::Method::Full, "full", QT_TRANSLATE_NOOP("Vocabulary", "Full fine-tuning")}, ...}; };
///
/// The labels are English and translated in the "Vocabulary" context. Where a word is shown in more than one
/// way, the other ways are named variants of the same entry; an empty variant falls back to the label.
template <typename E>
struct WordEntry
{
    E value;
    const char *word;
    const char *label = nullptr;      ///< what a form or a column shows: "LoRA (16-bit base)"
    const char *shortLabel = nullptr; ///< a map cell or a compact line: "LoRA"
    const char *title = nullptr;      ///< a heading or the start of a sentence: "QLoRA (4-bit NF4 base)"
    const char *phrase = nullptr;     ///< inside a sentence: "measured full fine-tuning runs"
    const char *cell = nullptr;       ///< a table cell, as short as its column: "may fit", "sharded"
    const char *terse = nullptr;      ///< a fixed-width column of plain text, one word: "may"
    const char *counted = nullptr;    ///< with its figures as %1, %2: "%1 GPUs", "no: %1 > %2 GPUs"
};

namespace Words {

enum class Form
{
    Label,
    Short,
    Title,
    Phrase,
    Cell,
    Terse,
    Counted
};

} // namespace Words

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

/// The English text of `value` in `form`, untranslated (for a table of its own that translates it later in
/// the "Vocabulary" context); the label when the entry has no such variant, nullptr when it has no label.
template <typename E>
const char *sourceText(E value, Form form = Form::Label)
{
    for (const WordEntry<E> &entry : WordTable<E>::entries) {
        if (entry.value != value)
            continue;
        const char *variant = form == Form::Short     ? entry.shortLabel
                              : form == Form::Title   ? entry.title
                              : form == Form::Phrase  ? entry.phrase
                              : form == Form::Cell    ? entry.cell
                              : form == Form::Terse   ? entry.terse
                              : form == Form::Counted ? entry.counted
                                                      : nullptr;
        return variant ? variant : entry.label;
    }
    return nullptr;
}

/// What the window and the reports show for `value` in `form`, translated; the word itself when the table
/// has no label for it.
template <typename E>
QString label(E value, Form form = Form::Label)
{
    if (const char *text = sourceText(value, form))
        return QCoreApplication::translate("Vocabulary", text);
    return of(value);
}

/// The label of `word`, or an empty text when `word` is not one of E's words.
template <typename E>
QString labelOfWord(const QString &word, Form form = Form::Label)
{
    const std::optional<E> value = parse<E>(word);
    return value ? label(*value, form) : QString();
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

/// "table (default), csv, json or markdown": alternatives() with the default marked.
inline QString alternativesWithDefault(QStringList words, const QString &chosen)
{
    for (QString &word : words) {
        if (word == chosen)
            word += QStringLiteral(" (default)");
    }
    return alternatives(words);
}

/// "light (default) or dark": every word of E, `chosen` marked as the default.
template <typename E>
QString alternativesWithDefault(E chosen)
{
    return alternativesWithDefault(all<E>(), of(chosen));
}

} // namespace Words
