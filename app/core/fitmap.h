#pragma once

#include "app/core/estimate.h"
#include "app/core/job.h"
#include "app/core/vocabulary.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

/// Which models fit on which GPUs for one job: rows are models (ordered by size), columns GPUs, every cell
/// the estimator's answer. The window's Fit map tab, `gpuscout fitmap` and the figure all read it.
namespace FitMap {

/// One method for every cell, or the cheapest that fits per cell.
enum class Mode
{
    Full,
    Lora,
    Qlora,
    Best ///< per cell: full if it fits, else LoRA, else QLoRA (see compute())
};

/// How a cell reads at a glance: the same three states in colour, shape and words.
enum class Status
{
    FitsOne,      ///< fits on one GPU
    NeedsSeveral, ///< needs N GPUs, N within the allowed count
    DoesNotFit    ///< needs more than the allowed count, or no count holds it
};

struct Cell
{
    int model = 0; ///< index into Map::models
    int gpu = 0;   ///< index into Map::gpus
    Estimate::Method method = Estimate::Method::Qlora;
    bool fits = false;  ///< on one GPU
    int gpusNeeded = 0; ///< never capped; 0 when no count holds the job
    int nodes = 1;      ///< for gpusNeeded (1 when none)
    bool withinLimit = false;
    double totalGib = 0;    ///< per GPU, at gpusNeeded (at one GPU when none)
    double totalLowGib = 0; ///< where measured runs of this kind land (Result::totalLowGib)
    double totalHighGib = 0;
    Estimate::Fit fit = Estimate::Fit::DoesNotFit; ///< against the band, on the GPUs the cell uses
    double capacityGib = 0;                        ///< what the job may use on this GPU
    double headroom = 0;                           ///< 1 - total / capacity
    double tokensPerSecond = 0; ///< the whole configuration at gpusNeeded, as Estimate::onGpu (also beyond
                                ///< the allowed count); 0 when no count holds it or speed is unknown
    Estimate::Memory memory;    ///< per GPU, as totalGib

    Status status() const;
    /// The state its first line words: the status, with "may fit" where only the measured range's low end
    /// fits, and "never" where no count holds the job.
    Estimate::Standing standing() const;
};

struct Map
{
    Job job; ///< the job the cells were computed for (its model is not used: each row has its own)
    Mode mode = Mode::Best;
    std::vector<ModelShape> models; ///< ordered by size, smallest first
    std::vector<const Gpu *> gpus;  ///< as given
    std::vector<Cell> cells;        ///< row-major: models.size() x gpus.size()

    const Cell &at(int model, int gpu) const { return cells[size_t(model) * gpus.size() + size_t(gpu)]; }
    bool isEmpty() const { return models.empty() || gpus.empty(); }
};

/// The cell of `model` on `gpu` for the job's workload with `method`, as Estimate::onGpu gives it with the
/// job's most GPUs (constraints.maxGpus).
Cell cell(const Job &job, const ModelShape &model, const Gpu &gpu, Estimate::Method method);
/// Best mode's choice for one model and GPU: the first of full, LoRA and QLoRA that fits on one GPU; when
/// none does, the first that runs within the allowed count; when none does, QLoRA (which needs the least
/// memory).
Cell bestCell(const Job &job, const ModelShape &model, const Gpu &gpu);

/// Every model on every GPU. Models are sorted by parameter count (then id, then name); GPUs keep their
/// order.
Map compute(const Job &job, const std::vector<ModelShape> &models, const std::vector<const Gpu *> &gpus,
            Mode mode);

/// The model's id, or its name when it has none (a config.json the user gave).
QString modelKey(const ModelShape &model);
/// "Full", "LoRA", "QLoRA": the method's short label from its word table.
QString methodName(Estimate::Method method);
/// "Full fine-tuning", ..., "Best method per cell": the mode's label from its word table.
QString modeTitle(Mode mode);
/// "850 tok/s", "3.1k tok/s", "1.2M tok/s"; empty when 0.
QString speedText(double tokensPerSecond, const QLocale &locale = QLocale::c());
/// A cell in words, two lines: the state ("1 GPU · 23% free", "4 GPUs · 2 nodes", "no: 16 > 8 GPUs") with the
/// method first in Best mode, and the figures ("18.2 GiB · 3.1k tok/s").
QStringList cellLines(const Map &map, const Cell &cell, const QLocale &locale = QLocale::c());
/// The memory breakdown for a tooltip, one component a line.
QString breakdownText(const Map &map, const Cell &cell, const QLocale &locale = QLocale::c());
/// One line about the job the map is for, without the mode, in the calculator's words ("LoRA rank 16 (All
/// linear layers) · 2048 tokens x 1 · bf16 mixed (fp32 master weights) · AdamW · at most 8 GPUs, 8 per
/// node").
QString subtitle(const Map &map);

/// One line per cell: model, gpu, method, status, figures and the memory breakdown; RFC 4180, CRLF.
QString toCsv(const Map &map);
/// A matrix: models down, GPUs across, each cell its two lines; a legend under it.
QString toMarkdown(const Map &map);
/// {"workload": {...}, "models": [...], "gpus": [...], "cells": [...]}, indented, figures rounded.
QByteArray toJson(const Map &map);
/// A compact matrix for terminals: "1", "4", "-" with the GiB per GPU.
QString toTable(const Map &map);

} // namespace FitMap

template <>
struct WordTable<FitMap::Mode>
{
    static constexpr WordEntry<FitMap::Mode> entries[] = {
        {FitMap::Mode::Full, "full", QT_TRANSLATE_NOOP("Vocabulary", "Full fine-tuning")},
        {FitMap::Mode::Lora, "lora", QT_TRANSLATE_NOOP("Vocabulary", "LoRA")},
        {FitMap::Mode::Qlora, "qlora", QT_TRANSLATE_NOOP("Vocabulary", "QLoRA")},
        {FitMap::Mode::Best, "best",
         QT_TRANSLATE_NOOP("Vocabulary", "Best method per cell (full, else LoRA, else QLoRA)")}};
};
template <>
struct WordTable<FitMap::Status>
{
    // The legends: the label in the saved figure (%1: the most GPUs allowed), the short label in the window,
    // the phrase in the Markdown matrix, the terse form in the terminal's. The counted form is the window's
    // summary (%1: how many cells).
    static constexpr WordEntry<FitMap::Status> entries[] = {
        {FitMap::Status::FitsOne, "fits",
         QT_TRANSLATE_NOOP("Vocabulary", "fits on one GPU (share of memory left free)"),
         QT_TRANSLATE_NOOP("Vocabulary", "fits on one GPU (memory left free)"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "fits on one GPU (with the share of memory left free)"), nullptr,
         nullptr, QT_TRANSLATE_NOOP("Vocabulary", "%1 fit on one GPU")},
        {FitMap::Status::NeedsSeveral, "needs-several",
         QT_TRANSLATE_NOOP("Vocabulary", "needs several GPUs (sharded, ZeRO-3/FSDP)"),
         QT_TRANSLATE_NOOP("Vocabulary", "needs several GPUs (sharded)"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "needs several GPUs (ZeRO-3/FSDP)"), nullptr, nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "%1 need several")},
        {FitMap::Status::DoesNotFit, "does-not-fit",
         QT_TRANSLATE_NOOP("Vocabulary", "does not fit within %1 GPUs"),
         QT_TRANSLATE_NOOP("Vocabulary", "does not fit within the most GPUs allowed"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "needs more than the allowed count"), nullptr,
         QT_TRANSLATE_NOOP("Vocabulary", "more GPUs than allowed")}};
};
