#!/usr/bin/env python3
"""same-answer.py: the same file gets the same answer alone and in a run.

    same-answer.py [--only PREFIX]... TOGETHER.json TOGETHER.diff \
        ALONE.json ALONE.diff [ALONE.json ALONE.diff]...

Each file's sites (with their states and reasons), its entry in the
report's file list and its part of the unified diff, from the run of
all files together, must equal those from the runs that ported it
alone.  --only compares just the files whose path starts with PREFIX
(the together run may hold others, ported only to be in the run).
Prints "N files compared, M sites", then "differs: FILE" for each file
that differs; exit 0 when none does.
"""
import json
import re
import sys


def per_file(report, diff):
    r = json.load(open(report))
    files = {}
    for s in r["sites"]:
        files.setdefault(s["file"], {"sites": [], "entry": None})["sites"].append(s)
    for f in r["files"]:
        files.setdefault(f["file"], {"sites": [], "entry": None})["entry"] = f
    cur = None
    for line in open(diff):
        m = re.match(r"--- a/(.*)$", line)
        if m:
            cur = m.group(1)
        if cur:
            files.setdefault(cur, {"sites": [], "entry": None}).setdefault("diff", []).append(line)
    return files


def main(argv):
    only = []
    while argv[:1] == ["--only"]:
        only.append(argv[1])
        argv = argv[2:]
    if len(argv) < 4 or len(argv) % 2:
        sys.exit(__doc__)
    together = per_file(argv[0], argv[1])
    alone = {}
    for k in range(2, len(argv), 2):
        alone.update(per_file(argv[k], argv[k + 1]))
    names = set(alone) | set(together)
    if only:
        names = {f for f in names if any(f.startswith(p) for p in only)}
    differ = sorted(f for f in names if alone.get(f) != together.get(f))
    print("%d files compared, %d sites" % (
        len(names), sum(len(together[f]["sites"]) for f in names if f in together)))
    for f in differ:
        print("differs: %s" % f)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
