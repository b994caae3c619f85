#pragma once

// How a quoted Transformers Trainer metrics row counts its tokens (tst_calibration's rows quote the
// benchmark's CSV line with its header).

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

// The tokens per sample a quoted Transformers Trainer metrics row counts, or 0 where it is not such a
// row. With max_steps set the Trainer counts tokens as its first batch's size times the steps
// (src/transformers/trainer.py, Trainer.num_tokens, transformers 4.45: "tokens = batch["input_ids"].numel()
// / if max_steps is not None: / return tokens * max_steps"), so where batches are padded to their longest
// sample every sample is counted at the first batch's padded length, not at the row's stated (peak)
// length, while the samples are counted as they are: train_tokens_per_second (per device) x num_gpus /
// train_samples_per_second. The quote holds the figures and their header ("values [header: names]").
inline int trainerCountedSeq(const QString &quote)
{
    const qsizetype at = quote.indexOf(QLatin1String(" [header: "));
    if (at < 0 || !quote.endsWith(QLatin1Char(']')))
        return 0;
    const QStringList values = quote.left(at).split(QLatin1Char(','));
    const QStringList names = quote.mid(at + 10).chopped(1).split(QLatin1Char(','));
    if (values.size() != names.size())
        return 0;
    auto value = [&](const char *name) {
        const qsizetype i = names.indexOf(QLatin1String(name));
        return i < 0 ? 0.0 : values.at(i).toDouble();
    };
    const double tokens = value("train_tokens_per_second"), samples = value("train_samples_per_second");
    const double gpus = std::max(1.0, value("num_gpus"));
    return tokens > 0 && samples > 0 ? int(std::lround(tokens * gpus / samples)) : 0;
}
