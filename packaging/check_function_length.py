#!/usr/bin/env python3
"""Lists the functions in app/ and ui/ .cpp files longer than a limit (default 100 lines), by brace counting
with strings, character literals and comments blanked out; exits 1 when one is not a data table.

A data table is a function that only builds a table of entries (the job's fields, the metric registry, the
chart-choice options, the model presets): DATA_TABLES names them. Anything else over the limit is split at its
natural seams (one step, one chart kind, one reader per function).

    packaging/check_function_length.py [--max N] [--all]

--all lists the data tables over the limit too. Heuristic: a block is a function when its head (the text since
the previous ';', '{' or '}') ends in ')' with optional qualifiers or a constructor's initialiser list, and is
not a control statement or a lambda.
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA_TABLES = {
    ("app/core/job.cpp", "makeFields"),
    ("app/core/metrics.cpp", "buildRegistry"),
    ("app/core/chartchoices.cpp", "options"),
    ("app/core/modelpresets.cpp", "all"),
}


def blank(src):
    """`src` with comments, strings and character literals replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i) + 2
        elif src.startswith('R"', i) and not (i > 0 and (src[i - 1].isalnum() or src[i - 1] == "_")):
            m = re.match(r'R"([^(]*)\(', src[i:])
            end = ")" + m.group(1) + '"'
            j = src.find(end, i) + len(end)
        elif c == '"' or (c == "'" and not (src[i - 1:i].isdigit() and src[i + 1:i + 2].isdigit())):
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            j += 1
        else:
            out.append(c)
            i += 1
            continue
        out.append(re.sub(r"[^\n]", " ", src[i:j]))
        i = j
    return "".join(out)


def functions(text):
    """(name, first line, line count) of each outermost function body in `text` (already blanked)."""
    stack = []
    for i, c in enumerate(text):
        if c == "{":
            head = text[max(0, i - 600):i].rstrip()
            k = max(head.rfind(";"), head.rfind("}"), head.rfind("{"))
            sig = " ".join(head[k + 1:].split())
            is_function = (
                re.search(r"\)\s*(const|override|noexcept|final|mutable|\s)*$", sig) is not None
                or re.search(r"\)\s*:\s.*\)$", sig) is not None
            ) and not re.match(r"(if|for|while|switch|catch|else|do|return)\b", sig) \
                and "=" not in sig.split("(")[0] and not re.search(r"\]\s*\(", sig) \
                and not re.search(r"\b(if|for|while|switch|catch)\s*\(", sig)
            stack.append((is_function, i, sig))
        elif c == "}" and stack:
            is_function, start, sig = stack.pop()
            if is_function and not any(f for f, _, _ in stack):
                first = text.count("\n", 0, start) + 1
                last = text.count("\n", 0, i) + 1
                name = re.sub(r"^.*\b(\w+(::~?\w+)*)\s*$", r"\1", sig.split("(")[0])
                yield name.split("::")[-1], name, first, last - first + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=100)
    parser.add_argument("--all", action="store_true")
    args = parser.parse_args()
    too_long = []
    for folder in ("app", "ui"):
        for path in sorted((ROOT / folder).rglob("*.cpp")):
            rel = path.relative_to(ROOT).as_posix()
            for short, name, first, length in functions(blank(path.read_text(errors="replace"))):
                if length > args.max:
                    too_long.append(((rel, short) in DATA_TABLES, rel, first, name, length))
    failed = False
    for table, rel, first, name, length in sorted(too_long, key=lambda t: -t[4]):
        if table and not args.all:
            continue
        failed = failed or not table
        print(f"{rel}:{first}: {name}: {length} lines{' (data table)' if table else ''}")
    if failed:
        print(f"Functions over {args.max} lines that are not data tables: split them at their natural seams.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
