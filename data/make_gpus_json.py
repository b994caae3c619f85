#!/usr/bin/env python3
"""Regenerates data/gpus.json from the sourced tables in data/.

Usage: python3 data/make_gpus_json.py > data/gpus.json
       python3 data/make_gpus_json.py --check     (exit 1 when data/gpus.json is out of step)
       python3 data/make_gpus_json.py --check-prices FILE
                                                  (exit 1 naming the first price in FILE, a table in
                                                   prices.csv's columns, without a kind, date or source)

data/gpu_specs.csv carries every GPU with its sources, its estimate marks
(`estimated`: the field keys that no NVIDIA document states directly) and, for
the nine GPUs of the seed comparison, what the seed quoted (`seed_note`).
data/prices.csv carries every price with its kind, its as-of date and its
source. This script only reshapes them: numbers become JSON numbers, empty
cells are left out, and the summary price fields that the app reads
(launch_price_usd, cloud_usd_hr_low, cloud_usd_hr_high) are taken from the
dated prices.
"""
import csv
import io
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

NUMERIC = [
    "release_year", "vram_gb", "vram_physical_gb", "usable_memory_mib", "memory_bandwidth_gbps",
    "fp8_dense_tflops", "fp8_sparse_tflops",
    "fp8_fp16acc_dense_tflops", "fp8_fp16acc_sparse_tflops",
    "fp16_bf16_dense_tflops", "fp16_bf16_sparse_tflops",
    "fp16_fp16acc_dense_tflops", "fp16_fp16acc_sparse_tflops",
    "tf32_dense_tflops", "tf32_sparse_tflops",
    "fp4_dense_tflops", "fp4_sparse_tflops",
    "fp32_tflops", "cuda_cores", "tensor_cores", "tensor_core_gen",
    "nvlink_gbps", "tdp_w",
]
TEXT = [
    "variant", "segment", "architecture", "gpu_die", "memory_type", "vram_note", "usable_memory_source",
    "ecc", "interconnect", "pcie", "form_factor", "launch_price_note",
    "cloud_price_note", "confidence",
]
CLOUD_KINDS = ("on_demand", "spot", "community_cloud")
PURCHASE_KINDS = ("launch_msrp", "street_new", "used")
AS_OF = re.compile(r"[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?")


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def read_prices(path, ids):
    prices = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for line, row in enumerate(csv.DictReader(handle), start=2):
            row = {key: (value or "") for key, value in row.items()}
            if row["id"] not in ids:
                sys.exit(f"{path}:{line}: unknown GPU id {row['id']!r}")
            if not row["kind"].strip():
                sys.exit(f"{path}:{line}: every price needs a kind ({', '.join(CLOUD_KINDS + PURCHASE_KINDS)})")
            if row["kind"] not in CLOUD_KINDS + PURCHASE_KINDS:
                sys.exit(f"{path}:{line}: unknown price kind {row['kind']!r}")
            if not row["as_of"].strip():
                sys.exit(f"{path}:{line}: every price needs an as-of date (YYYY-MM or YYYY-MM-DD)")
            if not AS_OF.fullmatch(row["as_of"].strip()):
                sys.exit(f"{path}:{line}: as-of date {row['as_of']!r} is not YYYY-MM or YYYY-MM-DD")
            if not row["source"].strip():
                sys.exit(f"{path}:{line}: every price needs a source")
            try:
                price = {"kind": row["kind"], "usd": number(row["usd"])}
                if row["usd_high"].strip():
                    price["usd_high"] = number(row["usd_high"])
            except ValueError:
                sys.exit(f"{path}:{line}: usd and usd_high must be numbers, got {row['usd']!r}, {row['usd_high']!r}")
            if price["usd"] <= 0 or price.get("usd_high", price["usd"]) < price["usd"]:
                sys.exit(f"{path}:{line}: usd must be positive and usd_high not below it")
            price["as_of"] = row["as_of"].strip()
            price["source"] = row["source"].strip()
            if row["note"].strip():
                price["note"] = row["note"].strip()
            prices.setdefault(row["id"], []).append(price)
    return prices


def summary_prices(gpu, prices):
    """The fields older code reads: launch price, and the cloud range per GPU-hour."""
    launch = [p for p in prices if p["kind"] == "launch_msrp"]
    if launch:
        gpu["launch_price_usd"] = max(launch, key=lambda p: p["as_of"])["usd"]
    cloud = [p for p in prices if p["kind"] in CLOUD_KINDS]
    if cloud:
        gpu["cloud_usd_hr_low"] = min(p["usd"] for p in cloud)
        gpu["cloud_usd_hr_high"] = max(p.get("usd_high", p["usd"]) for p in cloud)


def build(data_dir):
    with open(os.path.join(data_dir, "gpu_specs.csv"), newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        sys.exit("duplicate ids in gpu_specs.csv")
    prices = read_prices(os.path.join(data_dir, "prices.csv"), set(ids))
    gpus = []
    for row in rows:
        gpu = {"id": row["id"], "name": row["gpu"]}
        for key in TEXT:
            if row[key].strip():
                gpu[key] = row[key].strip()
        for key in NUMERIC:
            if row[key].strip():
                gpu[key] = number(row[key])
        gpu["bf16_supported"] = row["bf16_supported"].strip() == "yes"
        gpu_prices = prices.get(row["id"], [])
        summary_prices(gpu, gpu_prices)
        estimated = [k for k in row["estimated"].split() if k in gpu]
        gpu["estimated"] = sorted(set(estimated), key=estimated.index)
        if row["derived_or_estimated_fields"].strip():
            gpu["estimate_note"] = row["derived_or_estimated_fields"].strip()
        gpu["sources"] = row["sources"].split()
        if gpu.get("usable_memory_source") and gpu["usable_memory_source"] not in gpu["sources"]:
            gpu["sources"].append(gpu["usable_memory_source"])
        for price in gpu_prices:
            if price["source"] not in gpu["sources"]:
                gpu["sources"].append(price["source"])
        notes = row["notes"].strip()
        if row["seed_note"].strip():
            notes += " " + row["seed_note"].strip()
        gpu["notes"] = notes
        gpu["seed"] = bool(row["seed_note"].strip())
        if gpu_prices:
            gpu["prices"] = gpu_prices
        gpus.append(gpu)
    document = {
        "schema_version": 2,
        "dataset_version": "2026.12",
        "title": "GPU Scout bundled dataset",
        "description": "Peak per-GPU figures; tensor TFLOPS kept dense and sparse apart "
                       "(FP16/BF16 and FP8 with FP32 accumulate). vram_gb is the capacity NVIDIA's "
                       "system specifications give per GPU (vram_physical_gb keeps the physical figure "
                       "where both are published); usable_memory_mib is what nvidia-smi reports. Every "
                       "price carries its kind, as-of date and source; cloud prices are USD per GPU-hour.",
        "gpus": gpus,
    }
    out = io.StringIO()
    json.dump(document, out, indent=2, ensure_ascii=False)
    out.write("\n")
    return out.getvalue()


def gpu_ids(data_dir):
    with open(os.path.join(data_dir, "gpu_specs.csv"), newline="", encoding="utf-8") as handle:
        return {row["id"] for row in csv.DictReader(handle)}


def main(argv):
    if "--check-prices" in argv:
        path = argv[argv.index("--check-prices") + 1]
        read_prices(path, gpu_ids(HERE))
        return
    text = build(HERE)
    if "--check" in argv:
        with open(os.path.join(HERE, "gpus.json"), encoding="utf-8") as handle:
            if handle.read() != text:
                sys.exit("data/gpus.json is out of step with data/gpu_specs.csv and data/prices.csv: "
                         "run python3 data/make_gpus_json.py > data/gpus.json")
        return
    sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
