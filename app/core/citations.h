#pragma once

#include <QString>

#include <utility>
#include <vector>

struct Dataset;

/// Where a dataset's figures come from, in numbers: the About box's summary of its sources.
struct Citations
{
    int documents = 0; ///< distinct web sources (several GPUs often cite one datasheet)
    std::vector<std::pair<QString, int>>
        sites; ///< host without "www.", and how often it is cited; most first

    static Citations of(const Dataset &dataset);
};
