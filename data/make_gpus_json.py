#!/usr/bin/env python3
"""Regenerates data/gpus.json from the team's sourced reference table.

Usage: python3 data/make_gpus_json.py ../shared/reference/gpu_specs.csv > data/gpus.json

The reference CSV carries every value with its sources; this script only
reshapes it: numbers become JSON numbers, empty cells are left out, the
free-text "derived_or_estimated_fields" becomes an explicit list of field keys
(ESTIMATED below, reviewed by hand against that text), and the nine GPUs of
the seed comparison get a note on what the seed quoted and why it differs.
"""
import csv
import json
import sys

NUMERIC = [
    "release_year", "vram_gb", "memory_bandwidth_gbps",
    "fp8_dense_tflops", "fp8_sparse_tflops",
    "fp8_fp16acc_dense_tflops", "fp8_fp16acc_sparse_tflops",
    "fp16_bf16_dense_tflops", "fp16_bf16_sparse_tflops",
    "fp16_fp16acc_dense_tflops", "fp16_fp16acc_sparse_tflops",
    "tf32_dense_tflops", "tf32_sparse_tflops",
    "fp4_dense_tflops", "fp4_sparse_tflops",
    "fp32_tflops", "cuda_cores", "tensor_cores", "tensor_core_gen",
    "nvlink_gbps", "tdp_w", "launch_price_usd",
    "cloud_usd_hr_low", "cloud_usd_hr_high",
]
TEXT = [
    "variant", "segment", "architecture", "gpu_die", "memory_type", "ecc",
    "interconnect", "pcie", "form_factor", "launch_price_note",
    "cloud_price_note", "confidence",
]

TENSOR = [k for k in NUMERIC if k.endswith("_tflops") and k != "fp32_tflops"]
DENSE = [k for k in TENSOR if "_dense_" in k]
SPARSE = [k for k in TENSOR if "_sparse_" in k]


def like(prefixes, keys):
    return [k for k in keys if any(k.startswith(p) for p in prefixes)]


# Fields that no NVIDIA document states directly (computed, assumed or
# third-party), per the reference's derived_or_estimated_fields column; launch
# prices only "reported" by third parties count as estimates too.
ESTIMATED = {
    "b100": DENSE + ["fp32_tflops", "cuda_cores", "tensor_cores"],
    "b200": ["tf32_dense_tflops", "cuda_cores", "tensor_cores"],
    "gb200": ["tf32_dense_tflops", "cuda_cores", "tensor_cores"],
    "b300": ["tf32_dense_tflops", "cuda_cores", "tensor_cores"],
    "gb300": like(["fp8_", "fp16_", "tf32_"], SPARSE) + ["fp4_sparse_tflops"],
    "h100_sxm": DENSE,
    "h100_pcie": DENSE,
    "h100_nvl": DENSE,
    "h200_sxm": DENSE,
    "h200_nvl": DENSE,
    "l4": DENSE,
    "rtx_pro_6000_bw": like(["fp8_", "tf32_", "fp4_"], TENSOR) + ["launch_price_usd"],
    "rtx_6000_ada": ["tf32_dense_tflops", "tf32_sparse_tflops",
                     "fp8_dense_tflops", "fp8_fp16acc_dense_tflops", "launch_price_usd"],
    "rtx_4000_ada": TENSOR + ["launch_price_usd"],
    "rtx_2000_ada": [k for k in TENSOR if k != "fp8_sparse_tflops"] + ["launch_price_usd"],
    "rtx_5090": ["tf32_dense_tflops", "tf32_sparse_tflops"],
    "rtx_5080": [k for k in TENSOR if k != "fp4_sparse_tflops"],
    "rtx_4080": TENSOR,
    "rtx_3090_ti": TENSOR + ["launch_price_usd"],
}

# What the seed comparison table printed for its nine GPUs, and why the
# dataset differs (reference/gpu_specs.md, section 1).
SEED_NOTES = {
    "b200": "The seed table quotes 192 GB, ~8 TB/s, FP8 ~18,000, FP16/BF16 ~9,000 and TF32 ~4,500: 192 GB / 8 TB/s are launch (physical) figures, 18,000 is the FP4 sparse figure, and the tensor figures are sparse; HGX B200 is 180 GB, 7.7 TB/s, BF16 2,250 dense.",
    "h200_sxm": "The seed table quotes FP16/BF16 1,979 and TF32 989 as dense and a 700-1,000 W TDP: those are sparse figures (dense is half) and the H200 SXM is configurable up to 700 W.",
    "h100_sxm": "The seed table quotes FP16/BF16 1,979 and TF32 989 as dense: those are NVIDIA's sparse figures; dense is half.",
    "l40s": "The seed table quotes FP8 1,451 / FP16 725 / TF32 363, which match no NVIDIA document; the datasheet gives FP8 733 / BF16 362 / TF32 183 dense (twice that sparse).",
    "rtx_6000_ada": "The seed table quotes FP8 1,453 / FP16 726 / TF32 363 as if dense: 1,457 is the datasheet's sparse FP8 'tensor performance'; dense BF16 is 364.",
    "rtx_4090": "The seed table quotes FP8 1,321 / FP16 660 / TF32 330: these are sparse, FP16-accumulate figures; for training (FP32 accumulate) BF16 is 165.2 dense and TF32 82.6 dense.",
    "l4": "The seed table quotes ~504 GB/s and FP8 484 / FP16 242 / TF32 121: the L4 has 300 GB/s (192-bit GDDR6) and those tensor figures are the datasheet's sparse ones.",
    "rtx_4000_ada": "The seed table quotes ~400 GB/s and FP8 380 / FP16 190 / TF32 95: the card has 360 GB/s, and no NVIDIA figure matches those tensor values; the dataset's tensor figures are derived from the Ada per-SM rate (the datasheet's printed 327.6 TFLOPS is unresolved).",
    "rtx_2000_ada": "The seed table quotes ~288 GB/s and FP8 226 / FP16 113 / TF32 56: the datasheet gives 224 GB/s and 191.9 TFLOPS sparse FP8, so BF16 is 48 dense.",
}


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def main(path):
    gpus = []
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            gpu = {"id": row["id"], "name": row["gpu"]}
            for key in TEXT:
                if row[key].strip():
                    gpu[key] = row[key].strip()
            for key in NUMERIC:
                if row[key].strip():
                    gpu[key] = number(row[key])
            gpu["bf16_supported"] = row["bf16_supported"].strip() == "yes"
            estimated = [k for k in ESTIMATED.get(row["id"], []) if k in gpu]
            gpu["estimated"] = sorted(set(estimated), key=estimated.index)
            if row["derived_or_estimated_fields"].strip():
                gpu["estimate_note"] = row["derived_or_estimated_fields"].strip()
            gpu["sources"] = row["sources"].split()
            notes = row["notes"].strip()
            if row["id"] in SEED_NOTES:
                notes += " " + SEED_NOTES[row["id"]]
            gpu["notes"] = notes
            gpu["seed"] = row["id"] in SEED_NOTES
            gpus.append(gpu)
    missing = set(SEED_NOTES) - {g["id"] for g in gpus}
    if missing:
        sys.exit("seed GPUs missing from the reference: " + ", ".join(sorted(missing)))
    document = {
        "schema_version": 1,
        "dataset_version": "2026.12",
        "title": "GPU Scout bundled dataset",
        "description": "Peak per-GPU figures; tensor TFLOPS kept dense and sparse apart "
                       "(FP16/BF16 and FP8 with FP32 accumulate). Cloud prices are indicative "
                       "2026 on-demand USD per GPU-hour from third-party trackers.",
        "gpus": gpus,
    }
    json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference/gpu_specs.csv")
