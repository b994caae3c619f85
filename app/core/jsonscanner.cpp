#include "app/core/jsonscanner.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// Checks one UTF-8 sequence starting at `p` (a byte of 0x80 or more) and moves past it. Strict: no overlong
/// forms, no surrogates, nothing past U+10FFFF, and no noncharacters (U+FDD0 to U+FDEF, U+xFFFE, U+xFFFF),
/// which decoders treat differently; every sequence it accepts, Qt decodes the same way.
bool skipUtf8(const unsigned char *&p, const unsigned char *end)
{
    const unsigned char lead = *p;
    int length = 0;
    char32_t code = 0;
    char32_t minimum = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1F;
        minimum = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0F;
        minimum = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07;
        minimum = 0x10000;
    } else {
        return false;
    }
    if (end - p < length)
        return false;
    for (int i = 1; i < length; ++i) {
        if ((p[i] & 0xC0) != 0x80)
            return false;
        code = (code << 6) | (p[i] & 0x3F);
    }
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return false;
    if ((code >= 0xFDD0 && code <= 0xFDEF) || (code & 0xFFFE) == 0xFFFE)
        return false;
    p += length;
    return true;
}

/// The bytes a string runs on without a closer look: printable ASCII but the quote and the backslash.
struct PlainBytes
{
    bool plain[256] = {};
    constexpr PlainBytes()
    {
        for (int c = 0x20; c < 0x80; ++c)
            plain[c] = c != '"' && c != '\\';
    }
};
constexpr PlainBytes kPlain;

constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;

std::uint64_t load8(const char *p)
{
    std::uint64_t bytes;
    std::memcpy(&bytes, p, sizeof bytes);
    return bytes;
}

/// Whether some byte of `bytes` is below `n` (n at most 128; exact about whether, not about which).
constexpr bool hasByteBelow(std::uint64_t bytes, unsigned n)
{
    return ((bytes - kOnes * n) & ~bytes & kHighBits) != 0;
}

constexpr bool hasByte(std::uint64_t bytes, unsigned char c)
{
    return hasByteBelow(bytes ^ (kOnes * c), 1);
}

/// True when all eight bytes are plain.
constexpr bool allPlain(std::uint64_t bytes)
{
    return (bytes & kHighBits) == 0 && !hasByteBelow(bytes, 0x20) && !hasByte(bytes, '"') &&
           !hasByte(bytes, '\\');
}

/// Where the string that `p` is inside ends: at its closing quote, or at `end` (escapes skipped, not
/// checked).
const char *rawStringEnd(const char *p, const char *end)
{
    while (p < end && *p != '"')
        p += *p == '\\' && end - p >= 2 ? 2 : 1;
    return p;
}

/// Moves `p` past the plain bytes: eight at a time while all are (the dataset's notes and sources are long
/// runs of them), then one by one.
void skipPlain(const char *&p, const char *end)
{
#ifdef __SSE2__
    // Sixteen at a time, finding the first byte that is not plain: a signed comparison with 0x20 catches the
    // control bytes and every byte of 0x80 or more.
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i special = _mm_or_si128(_mm_cmplt_epi8(bytes, _mm_set1_epi8(0x20)),
                                             _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"')),
                                                          _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'))));
        const int mask = _mm_movemask_epi8(special);
        if (mask != 0) {
            p += __builtin_ctz(unsigned(mask));
            return;
        }
        p += 16;
    }
#endif
    while (end - p >= 8 && allPlain(load8(p)))
        p += 8;
    while (p < end && kPlain.plain[static_cast<unsigned char>(*p)])
        ++p;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

JsonScanner::JsonScanner(const QByteArray &json)
    : m_pos(json.constData())
    , m_end(json.constData() + json.size())
{}

char JsonScanner::peekPastSpace()
{
    if (m_failed)
        return 0;
    while (m_pos < m_end && isSpace(*m_pos)) {
        ++m_pos;
#ifdef __SSE2__
        // An indented file has a run of spaces after each line break: sixteen at a time.
        while (m_end - m_pos >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_pos));
            const unsigned spaces = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' '))));
            if (spaces != 0xFFFF) {
                m_pos += __builtin_ctz(~spaces);
                break;
            }
            m_pos += 16;
        }
#endif
    }
    return m_pos < m_end ? *m_pos : 0;
}

bool JsonScanner::atEnd()
{
    return peek() == 0 && m_pos == m_end && !m_failed;
}

bool JsonScanner::readKey(QByteArrayView &key)
{
    if (!take('"')) {
        fail();
        return false;
    }
    const char *start = m_pos;
    skipPlain(m_pos, m_end);
    // Escapes and non-ASCII keys are left to Qt, which orders such keys by rules of its own.
    if (m_pos < m_end && *m_pos == '"') {
        key = QByteArrayView(start, m_pos - start);
        ++m_pos;
        return true;
    }
    fail();
    return false;
}

bool JsonScanner::skipRun(bool &ascii)
{
    while (m_pos < m_end) {
        skipPlain(m_pos, m_end);
        if (m_pos >= m_end)
            break;
        const unsigned char c = static_cast<unsigned char>(*m_pos);
        if (c == '"' || c == '\\')
            return true;
        if (c < 0x20) // Qt takes raw control characters; JSON does not
            break;
        ascii = false;
        const unsigned char *p = reinterpret_cast<const unsigned char *>(m_pos);
        if (!skipUtf8(p, reinterpret_cast<const unsigned char *>(m_end)))
            break;
        m_pos = reinterpret_cast<const char *>(p);
    }
    fail();
    return false;
}

bool JsonScanner::readString(QString &text)
{
    if (!take('"')) {
        fail();
        return false;
    }
    // Runs of text between escapes: ASCII as Latin-1, anything else checked as UTF-8. The common string is
    // one run, made into the text in one step.
    for (bool first = true;; first = false) {
        const char *run = m_pos;
        bool ascii = true;
        if (!skipRun(ascii))
            return false;
        if (first && *m_pos == '"') {
            text = ascii ? QString::fromLatin1(run, m_pos - run) : QString::fromUtf8(run, m_pos - run);
            ++m_pos;
            return true;
        }
        if (first) {
            // Escapes: the text is made piece by piece, in room for all of it (no more UTF-16 units than
            // bytes), not grown again with each piece.
            text.clear();
            text.reserve(qsizetype(rawStringEnd(m_pos, m_end) - run));
        }
        if (ascii)
            text.append(QLatin1String(run, m_pos - run));
        else
            text.append(QString::fromUtf8(run, m_pos - run));
        if (*m_pos == '"') {
            ++m_pos;
            return true;
        }
        // A backslash.
        if (m_end - m_pos < 2)
            break;
        const char escaped = m_pos[1];
        m_pos += 2;
        if (escaped != 'u') {
            // The escapes JSON defines; Qt takes any other escaped byte as itself, JSON does not.
            static constexpr char kEscapes[][2] = {{'"', '"'},  {'\\', '\\'}, {'/', '/'},  {'b', '\b'},
                                                   {'f', '\f'}, {'n', '\n'},  {'r', '\r'}, {'t', '\t'}};
            const auto *found = std::find_if(std::begin(kEscapes), std::end(kEscapes),
                                             [escaped](const char(&pair)[2]) { return pair[0] == escaped; });
            if (found == std::end(kEscapes))
                break;
            text += QLatin1Char((*found)[1]);
            continue;
        }
        if (m_end - m_pos < 4)
            break;
        int code = 0;
        for (int i = 0; i < 4 && code >= 0; ++i) {
            const int digit = hexValue(m_pos[i]);
            code = digit < 0 ? -1 : code * 16 + digit;
        }
        m_pos += 4;
        if (code < 0 || (code >= 0xD800 && code <= 0xDFFF)) // Qt keeps each half of a surrogate pair as it is
            break;
        text += QChar(char16_t(code));
    }
    fail();
    return false;
}

bool JsonScanner::readString(QString &text, StringPool &pool)
{
    if (peek() != '"') {
        fail();
        return false;
    }
    const char *quote = m_pos;
    ++m_pos;
    bool ascii = true;
    if (!skipRun(ascii))
        return false;
    if (*m_pos != '"') { // an escape: read it all again the usual way
        m_pos = quote;
        return readString(text);
    }
    const std::string_view raw(quote + 1, size_t(m_pos - quote - 1));
    ++m_pos;
    const auto found = pool.find(raw);
    if (found != pool.end()) {
        text = found->second;
        return true;
    }
    const QByteArrayView bytes(raw.data(), qsizetype(raw.size()));
    text = ascii ? QString::fromLatin1(bytes) : QString::fromUtf8(bytes);
    pool.emplace(raw, text);
    return true;
}

bool JsonScanner::readNumber(double &number)
{
    if (peek() == 0) {
        fail();
        return false;
    }
    // JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    const char *start = m_pos;
    const char *p = m_pos;
    if (p < m_end && *p == '-')
        ++p;
    bool nonZeroDigit = false;
    if (p < m_end && *p == '0') {
        ++p;
    } else if (p < m_end && *p >= '1' && *p <= '9') {
        while (p < m_end && isDigit(*p))
            ++p;
        nonZeroDigit = true;
    } else {
        fail();
        return false;
    }
    if (p < m_end && *p == '.') {
        ++p;
        if (p >= m_end || !isDigit(*p)) {
            fail();
            return false;
        }
        for (; p < m_end && isDigit(*p); ++p)
            nonZeroDigit = nonZeroDigit || *p != '0';
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        if (p >= m_end || !isDigit(*p)) {
            fail();
            return false;
        }
        while (p < m_end && isDigit(*p))
            ++p;
    }
    // Very long numbers, overflow, underflow and subnormal results are left to Qt's own rules.
    if (p - start > 64) {
        fail();
        return false;
    }
    double value = 0;
    const std::from_chars_result read = std::from_chars(start, p, value);
    if (read.ec != std::errc() || read.ptr != p || !std::isfinite(value) ||
        std::fpclassify(value) == FP_SUBNORMAL || (value == 0 && nonZeroDigit)) {
        fail();
        return false;
    }
    m_pos = p;
    number = value == 0 ? 0.0 : value; // -0 and -0.0 read as 0: Qt stores integral numbers as integers
    return true;
}

bool JsonScanner::readLiteral(const char *word)
{
    const size_t length = std::strlen(word);
    if (size_t(m_end - m_pos) < length || std::memcmp(m_pos, word, length) != 0) {
        fail();
        return false;
    }
    m_pos += length;
    return true;
}

QJsonValue JsonScanner::readValue()
{
    return readValue(0);
}

QJsonValue JsonScanner::readValue(int depth)
{
    const char next = peek();
    switch (next) {
    case '"': {
        QString text;
        if (readString(text))
            return QJsonValue(text);
        break;
    }
    case 't':
        if (readLiteral("true"))
            return QJsonValue(true);
        break;
    case 'f':
        if (readLiteral("false"))
            return QJsonValue(false);
        break;
    case 'n':
        if (readLiteral("null"))
            return QJsonValue(QJsonValue::Null);
        break;
    case '[': {
        if (depth >= kMaxDepth)
            break;
        ++m_pos;
        QJsonArray array;
        if (take(']'))
            return array;
        do {
            QJsonValue item = readValue(depth + 1);
            if (m_failed)
                return QJsonValue(QJsonValue::Undefined);
            array.append(item);
        } while (take(','));
        if (take(']'))
            return array;
        break;
    }
    case '{': {
        if (depth >= kMaxDepth)
            break;
        ++m_pos;
        QJsonObject object;
        if (take('}'))
            return object;
        do {
            QByteArrayView key;
            if (!readKey(key) || !take(':')) {
                fail();
                break;
            }
            QJsonValue item = readValue(depth + 1);
            if (m_failed)
                break;
            object.insert(QString::fromLatin1(key), item); // a repeated key: the last one counts, as in Qt
        } while (take(','));
        if (!m_failed && take('}'))
            return object;
        break;
    }
    default:
        if (next == '-' || isDigit(next)) {
            double number = 0;
            if (readNumber(number))
                return QJsonValue(number);
        }
        break;
    }
    fail();
    return QJsonValue(QJsonValue::Undefined);
}
