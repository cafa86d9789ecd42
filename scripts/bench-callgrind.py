#!/usr/bin/env python3
"""Instructions per dispatch, counted by callgrind: repeatable where timings
on a shared machine are not.

Runs `shifts-bench --dispatch-loop CASE N` under callgrind for N and for 2N
dispatches; (I(2N) - I(N)) / N is one dispatch, without the process's start
and exit. The yield in a dispatch goes through the thread pool, so counts
move by a few percent between runs: each figure is the median of three such
pairs, and the note gives the spread.

Usage: bench-callgrind.py SHIFTS_BENCH OUT_JSON [--only NAME]
  --only NAME  only the figures whose name contains NAME (case-insensitive)
Prints one line per figure like shifts-bench and writes them as JSON.
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

# The ReSwift figure for the same case: ReSwift 6.1.1 (plus 5 commits),
# release, 3 no-op middlewares that pass the action on, one reducer.
RESWIFT_THREE_NOOPS = 12_638

FIGURES = [
    # name, loop case, target, what it is compared with
    ("dispatch, 3 no-op middlewares (instructions)", "three-noops", f"<= {RESWIFT_THREE_NOOPS}",
     f"ReSwift {RESWIFT_THREE_NOOPS:,}"),
    ("dispatch, 3 no-op middlewares, a store naming effects (instructions)", "three-noops-naming-effects",
     f"<= {RESWIFT_THREE_NOOPS}", f"as the app's store; ReSwift {RESWIFT_THREE_NOOPS:,}"),
    ("dispatch, no middleware (instructions)", "plain", None, None),
    ("round trip: action + one follow-up (instructions)", "round-trip", None, None),
]
N = 10_000
PAIRS = 3


def instructions(binary, case, count):
    """Instructions of one whole run of `count` dispatches."""
    with tempfile.TemporaryDirectory() as scratch:
        # No-nptl-pthread-stackcache: without it valgrind 3.19 crashes when a
        # Swift async main starts a dispatch worker thread.
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--sim-hints=no-nptl-pthread-stackcache",
             f"--callgrind-out-file={scratch}/callgrind.out",
             binary, "--dispatch-loop", case, str(count)],
            capture_output=True, text=True)
    collected = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not collected:
        sys.exit(f"bench-callgrind: {case} x {count} failed under valgrind:\n{run.stderr[-2000:]}")
    return int(collected.group(1))


def per_dispatch(binary, case):
    samples = []
    for _ in range(PAIRS):
        once = instructions(binary, case, N)
        twice = instructions(binary, case, 2 * N)
        samples.append((twice - once) / N)
    return statistics.median(samples), min(samples), max(samples)


def show(figure):
    line = f"{figure['name']:<44} {figure['value']:.0f} {figure['unit']}"
    if figure.get("target"):
        line += f"  (target {figure['target']})"
    if figure.get("note"):
        line += f"  [{figure['note']}]"
    print(line, flush=True)


def main(argv):
    only = None
    if "--only" in argv:
        at = argv.index("--only")
        if at + 1 >= len(argv):
            sys.exit("usage: bench-callgrind.py SHIFTS_BENCH OUT_JSON [--only NAME]")
        only = argv[at + 1].lower()
        argv = argv[:at] + argv[at + 2:]
    if len(argv) != 2:
        sys.exit("usage: bench-callgrind.py SHIFTS_BENCH OUT_JSON [--only NAME]")
    binary, out = argv
    chosen = [f for f in FIGURES if only is None or only in f[0].lower()]
    figures = []
    if chosen and shutil.which("valgrind") is None:
        print("instruction counts skipped: valgrind is not installed (apt-get install valgrind)")
        chosen = []
    with tempfile.TemporaryDirectory() as scratch:
        if chosen:
            # valgrind refuses the release binary's debug info ("Possibly
            # corrupted debuginfo"); the symbols callgrind_annotate needs stay.
            stripped = os.path.join(scratch, "shifts-bench")
            subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        for name, case, target, compared in chosen:
            value, low, high = per_dispatch(stripped, case)
            note = f"callgrind, median of {PAIRS} pairs of {N} and {2 * N} dispatches: {low:.0f}-{high:.0f}"
            if compared:
                note += f"; {compared}"
            figure = {"name": name, "value": value, "unit": "instructions/dispatch", "note": note}
            if target:
                figure["target"] = target
            show(figure)
            figures.append(figure)
    with open(out, "w") as f:
        json.dump(figures, f, indent=2)


if __name__ == "__main__":
    main(sys.argv[1:])
