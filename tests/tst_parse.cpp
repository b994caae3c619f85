#include "app/core/parse.h"
#include "tests/testsupport.h"

TEST_CASE("Sizes parse as WIDTHxHEIGHT within bounds")
{
    QString error;
    CHECK(Parse::size(QStringLiteral("1600x900"), &error) == QSize(1600, 900));
    CHECK(Parse::size(QStringLiteral("800X600"), &error) == QSize(800, 600));
    for (const char *bad :
         {"1600", "x900", "1600x", "-5x10", "10x10", "99999x100", "1600x900x2", "abc", ""}) {
        INFO(bad);
        error.clear();
        CHECK_FALSE(Parse::size(QLatin1String(bad), &error).has_value());
        CHECK_FALSE(error.isEmpty());
    }
}

TEST_CASE("GPU id lists refuse empty items, bad characters and duplicates")
{
    QString error;
    CHECK(Parse::idList(QStringLiteral("fx_h100_sxm, fx_rtx_4090"), &error) ==
          QStringList{QStringLiteral("fx_h100_sxm"), QStringLiteral("fx_rtx_4090")});
    CHECK_FALSE(Parse::idList(QStringLiteral("fx_h100_sxm,,fx_l4"), &error));
    CHECK(error.contains(QStringLiteral("empty")));
    CHECK_FALSE(Parse::idList(QStringLiteral("H100"), &error));
    CHECK_FALSE(Parse::idList(QStringLiteral("fx_l4,fx_l4"), &error));
    CHECK(error.contains(QStringLiteral("twice")));
}

TEST_CASE("Parameter counts accept suffixes and scientific notation")
{
    QString error;
    CHECK(*Parse::paramCount(QStringLiteral("8B"), &error) == Approx(8e9));
    CHECK(*Parse::paramCount(QStringLiteral("7.24b"), &error) == Approx(7.24e9));
    CHECK(*Parse::paramCount(QStringLiteral("350M"), &error) == Approx(3.5e8));
    CHECK(*Parse::paramCount(QStringLiteral("1.5T"), &error) == Approx(1.5e12));
    CHECK(*Parse::paramCount(QStringLiteral("8e9"), &error) == Approx(8e9));
    CHECK(*Parse::paramCount(QStringLiteral("70000000000"), &error) == Approx(7e10));
    for (const char *bad : {"8Q", "-8B", "B", "8 BB", "0", "1e300", "nan", "inf", ""}) {
        INFO(bad);
        CHECK_FALSE(Parse::paramCount(QLatin1String(bad), &error).has_value());
    }
}

TEST_CASE("Integers and numbers are range-checked")
{
    QString error;
    CHECK(Parse::integer(QStringLiteral("2048"), 1, 1 << 20, &error) == 2048);
    CHECK_FALSE(Parse::integer(QStringLiteral("-1"), 1, 100, &error));
    CHECK(error == QStringLiteral("must be from 1 to 100, got -1"));
    CHECK_FALSE(Parse::integer(QStringLiteral("2.5"), 1, 100, &error));
    CHECK(*Parse::number(QStringLiteral("2.5"), 0, 10, &error) == Approx(2.5));
    CHECK_FALSE(Parse::number(QStringLiteral("inf"), 0, 10, &error));
}
