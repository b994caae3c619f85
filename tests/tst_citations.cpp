#include "app/core/citations.h"
#include "app/core/dataset.h"
#include "tests/testsupport.h"

TEST_CASE("Citations count distinct documents and rank sites by how often the GPUs cite them")
{
    Dataset dataset;
    Gpu a;
    a.id = QStringLiteral("a");
    a.sources = {QStringLiteral("https://www.nvidia.com/a.pdf"), QStringLiteral("https://example.org/a"),
                 QStringLiteral("local note")};
    Gpu b;
    b.id = QStringLiteral("b");
    b.sources = {QStringLiteral("https://nvidia.com/a.pdf"), QStringLiteral("https://www.nvidia.com/b.pdf"),
                 QStringLiteral("https://beta.example/x")};
    dataset.gpus = {a, b};
    const Citations citations = Citations::of(dataset);
    // nvidia.com three times (two spellings of one host), then the others once each in host order.
    CHECK(citations.documents == 5);
    REQUIRE(citations.sites.size() == 3);
    CHECK(citations.sites[0] == std::pair<QString, int>(QStringLiteral("nvidia.com"), 3));
    CHECK(citations.sites[1] == std::pair<QString, int>(QStringLiteral("beta.example"), 1));
    CHECK(citations.sites[2] == std::pair<QString, int>(QStringLiteral("example.org"), 1));

    CHECK(Citations::of(Dataset()).sites.empty());
    CHECK(Citations::of(Dataset()).documents == 0);
}
