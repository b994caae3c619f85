#!/usr/bin/env python3
"""Checks (or, with --fix, rewrites) that every project header is included by its path from the
repository root, so an include says which layer it comes from: "app/core/dataset.h", "ui/mainwindow.h",
"ui/charts/chartbuilder.h", "tests/testsupport.h". Exits 1 and lists the offending lines otherwise."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LAYERS = ("app", "ui", "tests")
INCLUDE = re.compile(r'^(\s*#\s*include\s+)"([^"]+)"', re.M)


def sources():
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*")):
            if path.suffix in (".cpp", ".h") and path.is_file():
                yield path


def main():
    fix = "--fix" in sys.argv[1:]
    headers = {}
    for path in sources():
        if path.suffix == ".h":
            headers.setdefault(path.name, []).append(path.relative_to(ROOT).as_posix())
    bad = []
    for path in sources():
        text = path.read_text(encoding="utf-8")

        def rewrite(match):
            name = match.group(2)
            if (ROOT / name).is_file():
                return match.group(0)  # already from the root
            local = (path.parent / name).resolve()
            if local.is_file():
                target = local.relative_to(ROOT).as_posix()
            elif len(headers.get(pathlib.PurePosixPath(name).name, [])) == 1:
                target = headers[pathlib.PurePosixPath(name).name][0]
            else:
                return match.group(0)  # not a project header (generated, or ambiguous)
            bad.append(f"{path.relative_to(ROOT)}: \"{name}\" -> \"{target}\"")
            return f'{match.group(1)}"{target}"'

        new = INCLUDE.sub(rewrite, text)
        if fix and new != text:
            path.write_text(new, encoding="utf-8")
    if bad and not fix:
        print("\n".join(bad))
        print(f"{len(bad)} include(s) not written from the repository root (run {sys.argv[0]} --fix)")
        return 1
    if fix:
        print(f"rewrote {len(bad)} include(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
