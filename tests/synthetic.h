#pragma once

#include <QByteArray>

/// A valid dataset of `count` made-up GPUs with realistic spreads of every figure, for benchmarks.
QByteArray syntheticDataset(int count);
