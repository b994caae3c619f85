#pragma once

#include "app/core/settings.h"
#include "app/core/vocabulary.h"

#include <QCommandLineOption>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

enum class ChartKind
{
    Radar,
    Bar,
    Scatter
};

template <>
struct WordTable<ChartKind>
{
    static constexpr WordEntry<ChartKind> entries[] = {
        {ChartKind::Radar, "radar", QT_TRANSLATE_NOOP("Vocabulary", "Radar")},
        {ChartKind::Bar, "bar", QT_TRANSLATE_NOOP("Vocabulary", "Bars")},
        {ChartKind::Scatter, "scatter", QT_TRANSLATE_NOOP("Vocabulary", "Price vs performance")}};
};

/// The colour set a file from the command line is drawn in (the window follows the application's theme);
/// FigureStyle::forTheme holds each one's colours.
enum class FigureTheme
{
    Light,
    Dark
};

template <>
struct WordTable<FigureTheme>
{
    static constexpr WordEntry<FigureTheme> entries[] = {{FigureTheme::Light, "light"},
                                                         {FigureTheme::Dark, "dark"}};
};

/// The choices of a comparison chart (its kind, metrics, scale, price, export file and size) in one option
/// table: the `export` command's options, the Compare tab's controls and the settings' defaults all read it.
namespace ChartChoices {

/// In the order `gpuscout export --help` lists them.
enum class Option
{
    Chart,
    Gpus,
    Metrics,
    Out,
    Size,
    Scale,
    Theme,
    Normalise,
    Log,
    Price
};

/// One value a control offers: the word the command line and the settings store, and the control's label
/// (translated in `context`; none: the word itself is shown).
struct Choice
{
    QString word;
    const char *label = nullptr;
    bool commandLineOnly = false; ///< offered by `export` alone (the PDF report is a button in the window)
    const char *context = "ComparePage";

    /// The choice of an enum value: its word and its label in `form` from the word table.
    template <typename E>
    static Choice of(E value, Words::Form form = Words::Form::Label)
    {
        return {Words::of(value), Words::sourceText(value, form), false, "Vocabulary"};
    }
};

struct OptionSpec
{
    Option option;
    const char *name;      ///< the command-line option, without "--"
    const char *valueName; ///< nullptr: a flag
    QString help;
    bool required = false;                  ///< the command needs it; its default is the window's alone
    Settings::Key key = Settings::KeyCount; ///< where the window remembers it; KeyCount: not remembered
    QVariant defaultValue;                  ///< what the window starts with, and the command's when not given
    std::vector<Choice> choices;            ///< the values a control lists, in its order; empty: free input

    /// The choice words ("radar, bar, scatter or report"), or those that `export` takes as file suffixes.
    QStringList words() const;
};

/// The range of --scale (PNG pixels per logical pixel); the window's choices lie inside it.
constexpr double kScaleMin = 0.5;
constexpr double kScaleMax = 4;

/// Every option, in Option order.
const std::vector<OptionSpec> &options();
const OptionSpec &spec(Option option);
/// The option of `gpuscout export`, with its default unless it is required.
QCommandLineOption commandLineOption(Option option);
/// The option that remembers `key`, or nullptr.
const OptionSpec *forKey(Settings::Key key);

/// Where the window remembers the metrics of a chart kind, and what they are until the user chooses.
Settings::Key metricsKey(ChartKind kind);
QStringList defaultMetricKeys(ChartKind kind);
/// The settings default of a chart choice (Settings' own table reads it); invalid for any other key.
QVariant defaultValue(Settings::Key key);

} // namespace ChartChoices
