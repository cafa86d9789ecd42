#!/usr/bin/env python3
"""Instructions of a `shifts today` start, counted by callgrind, against a
budget: the check that fails when start-up code regresses.

The start avoids a few things that cost far more on a first call than they
seem to: the runtime's first check of each protocol conformance (a
`Set<String>`, `joined`, a `Result` of a new pair of types) scans every
conformance record of the binary, about 300,000 to 400,000 instructions
each. Timings on a shared machine cannot see one of those; an instruction
count can. A figure over its budget makes this script (and scripts/bench)
exit 1: find what the start now does (callgrind_annotate on a profile of
the same run) before raising a budget.

The same runs check scripts/startup-order.txt, the functions the release
link places together: the share of the functions a warm start runs that
the list names. Under its floor the list has gone stale (a toolchain
update, a changed start-up path): run scripts/startup-order again.

Usage: bench-startup-instructions.py SHIFTS OUT_JSON [--only NAME]
Prints one line per figure and writes them as JSON.
"""
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

# Measured on the release build (Debian 12, Swift 6.3), with room for the
# spread between runs (threads start in a different order each time) and
# less than one conformance scan more.
FIGURES = [
    # name, events in the calendar, budget
    ("start-up instructions, shifts today, empty data dir", 0, 1_650_000),
    ("start-up instructions, shifts today, 3,650 events", 3650, 11_100_000),
]
RUNS = 3
ORDER_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "startup-order.txt")
ORDER_FIGURE = "start-up order file: functions a warm start runs that it names"
ORDER_FLOOR = 95


def calendar_text(events):
    """Daily shifts ending 20 days after today: today has one."""
    today = datetime.date.today()
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//bench//EN"]
    for offset in range(20 - events, 20):
        day = (today + datetime.timedelta(days=offset)).strftime("%Y%m%d")
        lines += ["BEGIN:VEVENT", f"UID:bench-{offset}", "DTSTAMP:20260101T000000Z",
                  f"DTSTART:{day}T050000Z", f"DTEND:{day}T130000Z", "SUMMARY:Early",
                  "LOCATION:Ward 3", "END:VEVENT"]
    return "\r\n".join(lines + ["END:VCALENDAR", ""])


def instructions(binary, data_dir, env, functions_run=None):
    """Instructions of one whole `shifts today` run; the names of the
    functions it ran go into the set `functions_run` when one is given."""
    with tempfile.TemporaryDirectory() as scratch:
        profile = os.path.join(scratch, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--sim-hints=no-nptl-pthread-stackcache", "--demangle=no",
             f"--callgrind-out-file={profile}", binary, "today", "--data-dir", data_dir],
            capture_output=True, text=True, env=env)
        if functions_run is not None and os.path.exists(profile):
            with open(profile, errors="replace") as lines:
                for line in lines:
                    named = re.match(r"^c?fn=\(\d+\) (\S+)$", line)
                    if named:
                        functions_run.add(named.group(1))
    collected = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not collected:
        sys.exit(f"bench-startup-instructions: shifts today failed under valgrind:\n{run.stderr[-2000:]}")
    return int(collected.group(1))


def order_file_coverage(binary, functions_run):
    """Per cent of the binary's own functions in `functions_run` that the
    start-up order file names."""
    symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
    defined = {parts[2] for parts in map(str.split, symbols.stdout.splitlines())
               if len(parts) == 3 and parts[1] in "tTwW"}
    with open(ORDER_FILE) as listed:
        named = set(listed.read().split())
    ran = functions_run & defined
    return 100.0 * len(ran & named) / max(len(ran), 1), len(ran - named)


def main():
    arguments = sys.argv[1:]
    only = None
    if "--only" in arguments:
        at = arguments.index("--only")
        if at + 1 >= len(arguments):
            sys.exit("usage: bench-startup-instructions.py SHIFTS OUT_JSON [--only NAME]")
        only = arguments[at + 1].lower()
        del arguments[at:at + 2]
    if len(arguments) != 2:
        sys.exit("usage: bench-startup-instructions.py SHIFTS OUT_JSON [--only NAME]")
    binary, out = arguments
    # The order file's share is counted on the runs of the 3,650-event figure.
    chosen = [figure for figure in FIGURES if only is None or only in figure[0].lower()
              or (figure[1] and only in ORDER_FIGURE.lower())]
    figures, over = [], []
    with tempfile.TemporaryDirectory() as work:
        # valgrind rejects the binary's debug info.
        stripped = os.path.join(work, "shifts")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", XDG_CACHE_HOME=os.path.join(work, "cache"))
        for name, events, budget in chosen:
            data_dir = os.path.join(work, f"data-{events}")
            if events:
                # Imported, so the file is as the app writes it.
                source = os.path.join(work, f"import-{events}.ics")
                with open(source, "w", newline="") as calendar:
                    calendar.write(calendar_text(events))
                for command in (["init", "--data-dir", data_dir], ["import", source, "--data-dir", data_dir]):
                    subprocess.run([binary] + command, env=env, check=True, stdout=subprocess.DEVNULL)
            else:
                os.makedirs(data_dir)
            # The first run writes the scan cache every later start reads.
            subprocess.run([binary, "today", "--data-dir", data_dir], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            functions_run = set()
            samples = sorted(instructions(stripped, data_dir, env, functions_run) for _ in range(RUNS))
            # The least: a run that scans the file again (the scan cache
            # rewritten behind it) is not the start being measured.
            value = samples[0]
            figure = {"name": name, "value": value, "unit": "instructions", "target": f"<= {budget:,}",
                      "note": f"runs {', '.join(f'{s:,}' for s in samples)}"}
            figures.append(figure)
            print(f"{name:<44} {value} instructions  (target <= {budget:,})", flush=True)
            if value > budget:
                over.append(f"{name}: {value:,} > {budget:,}")
            if events and (only is None or only in ORDER_FIGURE.lower()):
                covered, missing = order_file_coverage(binary, functions_run)
                figures.append({"name": ORDER_FIGURE, "value": round(covered, 1), "unit": "%",
                                "target": f">= {ORDER_FLOOR}", "note": f"{missing} functions run it does not name"})
                print(f"{ORDER_FIGURE:<44} {covered:.1f} %  (target >= {ORDER_FLOOR})", flush=True)
                if covered < ORDER_FLOOR:
                    over.append(f"{ORDER_FIGURE}: {covered:.1f} % < {ORDER_FLOOR} %: run scripts/startup-order")
    with open(out, "w") as handle:
        json.dump(figures, handle, indent=2)
    if over:
        sys.exit("bench-startup-instructions: out of bounds (see the docstring):\n  " + "\n  ".join(over))


if __name__ == "__main__":
    main()
