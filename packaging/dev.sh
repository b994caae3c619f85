#!/usr/bin/env bash
# Set up, build and run GPU Scout on Debian 12. Installs the Debian packages it needs when they are missing.
#   packaging/dev.sh run        build and open the app
#   packaging/dev.sh test       build and run the test suite (what CI runs first)
#   packaging/dev.sh sanitize   build in build-asan with AddressSanitizer + UBSan and run the suite
#   packaging/dev.sh fuzz [S]   build the libFuzzer targets with clang and run each for S seconds (default 60)
#   packaging/dev.sh bench      build and run the benchmarks (they print figures; they do not pass or fail)
#   packaging/dev.sh package    build the .deb with CPack
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
jobs=$(nproc 2>/dev/null || echo 2)

build_packages=(cmake ninja-build g++ pkg-config qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev
                qt6-l10n-tools qt6-tools-dev-tools libgl-dev catch2 libyaml-cpp-dev fonts-dejavu-core)
run_packages=(qt6-translations-l10n) # Qt's own dialog and wizard buttons in the user's language
# qt6-translations-l10n: the German walk checks the wizard against Qt's own German button texts.
test_packages=(xvfb xauth desktop-file-utils appstream dpkg-dev file qt6-translations-l10n)
fuzz_packages=(clang libclang-rt-14-dev)
package_packages=(dpkg-dev file)

ensure_packages() {
    local missing=()
    local package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

configure_and_build() { # build-dir, extra cmake args...
    local dir=$1
    shift
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    cmake --build "$dir" -j "$jobs"
}

run_tests() { # build-dir
    (cd "$1" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --no-tests=error -j "$jobs")
}

command=${1:-run}
case "$command" in
run)
    ensure_packages "${build_packages[@]}" "${run_packages[@]}"
    configure_and_build build -DBUILD_TESTING=OFF
    exec ./build/app/gpuscout "${@:2}"
    ;;
test)
    ensure_packages "${build_packages[@]}" "${test_packages[@]}"
    configure_and_build build -DBUILD_TESTING=ON
    run_tests build
    ;;
sanitize)
    ensure_packages "${build_packages[@]}" "${test_packages[@]}"
    configure_and_build build-asan -DBUILD_TESTING=ON -DGPUSCOUT_SANITIZE=ON
    # intercept_tls_get_addr=0: GCC 12's (and LLVM 14's) __tls_get_addr interceptor can mistake a
    # glibc >= 2.25 dynamic TLS block for a pre-2.25 one and hand LeakSanitizer a bogus range; its
    # tracer then dies at exit with "Tracer caught signal 11" after a passing test (seen in CI on
    # the Recommend export test; google/sanitizers#1322). Leak checking itself stays on.
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:intercept_tls_get_addr=0
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    export LSAN_OPTIONS=suppressions=$here/tests/lsan.supp:print_suppressions=0
    run_tests build-asan
    ;;
fuzz)
    seconds=${2:-60}
    ensure_packages "${build_packages[@]}" "${fuzz_packages[@]}"
    CC=clang CXX=clang++ configure_and_build build-fuzz -DGPUSCOUT_FUZZ=ON -DBUILD_TESTING=OFF
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:intercept_tls_get_addr=0 # see sanitize
    export LSAN_OPTIONS=suppressions=$here/tests/lsan.supp:print_suppressions=0
    for target in build-fuzz/tests/fuzz/fuzz_*; do
        [ -f "$target" ] && [ -x "$target" ] || continue
        name=$(basename "$target")
        corpus=$(mktemp -d)
        echo "== $name for ${seconds}s"
        "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -dict=tests/fuzz/json.dict "$corpus" "tests/fuzz/corpus/${name#fuzz_}"
        rm -rf "$corpus"
    done
    echo "fuzz: every target ran ${seconds}s without a crash, leak or UB report"
    ;;
bench)
    ensure_packages "${build_packages[@]}"
    configure_and_build build-release -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DGPUSCOUT_BENCHMARKS=ON
    for bench in build-release/tests/bench/bench_*; do
        if [ -f "$bench" ] && [ -x "$bench" ]; then
            QT_QPA_PLATFORM=offscreen "$bench"
        fi
    done
    ;;
package)
    ensure_packages "${build_packages[@]}" "${package_packages[@]}"
    configure_and_build build-release -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
    (cd build-release && cpack -G DEB)
    ;;
*)
    sed -n '2,9p' "$0"
    exit 2
    ;;
esac
