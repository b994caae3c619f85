#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QString>

#include <string_view>
#include <unordered_map>

/// Reads JSON text straight from its UTF-8 bytes, for readers that fill their own records instead of building
/// a QJsonDocument first (for 10,000 GPUs, Qt's document cost more than everything else the start-up does).
///
/// It reads a value exactly as QJsonDocument::fromJson() would, or gives up: on every syntax error, and on
/// the inputs Qt reads by rules of its own (escapes JSON does not define, \u escapes of surrogates, raw
/// control characters in strings, numbers outside JSON's grammar or beyond a normal double, a byte-order
/// mark, nesting deeper than kMaxDepth, keys with escapes or non-ASCII letters), it sets failed() and stops.
/// The caller then parses the document with QJsonDocument, which reports Qt's own message for a real error.
/// So a result from this scanner always equals Qt's reading of the same bytes; tst_dataset and fuzz_dataset
/// check that.
class JsonScanner
{
public:
    static constexpr int kMaxDepth = 64;

    explicit JsonScanner(const QByteArray &json);

    bool failed() const { return m_failed; }
    /// Gives up: the caller falls back to QJsonDocument.
    void fail() { m_failed = true; }

    /// Skips whitespace and returns the next byte without taking it; 0 at the end or after a failure.
    char peek()
    {
        // Inline for the common case, a value or a delimiter right here: the reader peeks before every token.
        if (!m_failed && m_pos<m_end &&static_cast<unsigned char>(*m_pos)> ' ')
            return *m_pos;
        return peekPastSpace();
    }
    /// Skips whitespace and takes `c` when it comes next.
    bool take(char c)
    {
        if (peek() != c || c == 0)
            return false;
        ++m_pos;
        return true;
    }
    /// Where the scanner is in the text.
    const char *position() const { return m_pos; }
    /// True when only whitespace is left.
    bool atEnd();

    /// An object key (at its opening quote) of printable ASCII without escapes, as a view into the text.
    bool readKey(QByteArrayView &key);
    /// A string value, at its opening quote.
    bool readString(QString &text);
    /// Strings read before, by their bytes in the text (views into it: the pool must not outlive the text).
    using StringPool = std::unordered_map<std::string_view, QString>;
    /// A string value, at its opening quote, sharing the QString of an equal one read before: a word or a
    /// reference that many records repeat is one allocation, not one per record. A string with escapes is
    /// read as readString() reads it and not pooled.
    bool readString(QString &text, StringPool &pool);
    /// A number, at its first byte. -0 reads as 0, as Qt stores it (as an integer).
    bool readNumber(double &number);
    /// Any value, read into a QJsonValue (objects and arrays as QJsonObject and QJsonArray); Undefined after
    /// a failure.
    QJsonValue readValue();

private:
    char peekPastSpace();
    QJsonValue readValue(int depth);
    /// Moves past text up to a quote or a backslash; `ascii` is cleared when the run holds other characters.
    /// Fails on a control character, bytes that are not strict UTF-8, or the end of the text.
    bool skipRun(bool &ascii);
    bool readLiteral(const char *word);

    const char *m_pos;
    const char *m_end;
    bool m_failed = false;
};
