#pragma once

#include <QLatin1String>

/// The metric keys that code names itself rather than reading from the registry: the dataset's own words,
/// as the JSON, the CSV and the command line spell them.
namespace MetricKeys {
inline constexpr QLatin1String Name("name");
inline constexpr QLatin1String Vram("vram_gb");
inline constexpr QLatin1String Bandwidth("memory_bandwidth_gbps");
inline constexpr QLatin1String Bf16Dense("fp16_bf16_dense_tflops");
inline constexpr QLatin1String Fp8Dense("fp8_dense_tflops");
inline constexpr QLatin1String LaunchPrice("launch_price_usd");
inline constexpr QLatin1String CloudPrice("cloud_usd_hr");
} // namespace MetricKeys
