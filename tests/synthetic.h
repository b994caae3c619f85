#pragma once

#include <QByteArray>

/// A valid dataset of `count` made-up GPUs with realistic spreads of every figure, for benchmarks.
QByteArray syntheticDataset(int count);

/// `count` GPUs made by repeating the bundled dataset's records (each copy with its own id and name), so that
/// every record carries prices, sources and notes as the bundled ones do; for benchmarks.
QByteArray repeatedBundledDataset(int count);
