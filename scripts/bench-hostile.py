#!/usr/bin/env python3
"""The "hostile" section of scripts/bench: the worst input each reader of
untrusted calendars is given, timed from outside on the release binary.
Each must be read or refused within what a person waits for: 2 s, and 1 s
for `shifts today` (a status bar calls it). The bounds inside are counts
(rule steps, occurrences, bytes), so these figures say what those counts
cost on this machine.

  import, hourly rules: 200 events FREQ=HOURLY from 2020 (3.5 million
      occurrences in the import's two years), `import --dry-run`
  import, counted rules: 50 rules FREQ=SECONDLY;COUNT=2000000000 from 1970
      on one event (walked from DTSTART to be counted), `import --dry-run`
  import, never-matching rules: 20 events FREQ=MINUTELY or SECONDLY naming
      a 30 February or a 31 April (libical would search for them one minute
      or second at a time inside one call), `import --dry-run`
  import, never-matching daily rules: 200 events FREQ=DAILY, MONTHLY or
      YEARLY for a 30 February, a 31 April, a 40th Monday, week 53 in June,
      a Monday of week 53 in January, the 5th of three days, or a Monday 29
      February, some with COUNT, `import --dry-run`
  holidays, daily and hourly rules: 200 all-day events FREQ=DAILY from 1900
      and the 200 hourly ones, `holidays import`
  today, hourly rules: the same file as calendar.ics, `shifts today`
  team, a vdir of 100,000 files: a member whose vdir holds 100,000 events
      (a file each, over three years), `shifts team now` with no cache yet
      and again with the cache the first run wrote

Usage: bench-hostile.py SHIFTS_BINARY JSON_OUT [--only NAME]
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

arguments = sys.argv[1:]
only = None
if "--only" in arguments:
    index = arguments.index("--only")
    if index + 1 >= len(arguments):
        raise SystemExit("bench-hostile: --only needs a NAME")
    only = arguments[index + 1].lower()
    del arguments[index:index + 2]
if len(arguments) != 2:
    raise SystemExit("usage: bench-hostile.py SHIFTS_BINARY JSON_OUT [--only NAME]")
binary, json_out = arguments
work = tempfile.mkdtemp(prefix="shifts-hostile-")
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", XDG_CACHE_HOME=os.path.join(work, "cache"))
figures = []


def calendar(events):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//hostile//EN"]
    for event in events:
        lines += ["BEGIN:VEVENT"] + event + ["END:VEVENT"]
    return "\r\n".join(lines + ["END:VCALENDAR"]) + "\r\n"


hourly = calendar([[f"UID:hourly-{index}", "DTSTART:20200101T000000Z", "DTEND:20200101T003000Z",
                    "RRULE:FREQ=HOURLY", f"SUMMARY:Hourly {index}"] for index in range(200)])
daily = calendar([[f"UID:daily-{index}", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY",
                   f"SUMMARY:Daily {index}"] for index in range(200)]
                 + [[f"UID:hourly-{index}", "DTSTART:20200101T000000Z", "DTEND:20200101T003000Z",
                     "RRULE:FREQ=HOURLY", f"SUMMARY:Hourly {index}"] for index in range(200)])
counted = calendar([["UID:counted", "DTSTART:19700101T000000Z", "DTEND:19700101T000100Z", "SUMMARY:Counted"]
                    + ["RRULE:FREQ=SECONDLY;COUNT=2000000000"] * 50])


def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w") as file:
        file.write(text)
    return path


def data_dir(name, calendar_text=None):
    path = os.path.join(work, name)
    shutil.rmtree(path, ignore_errors=True)
    subprocess.run([binary, "init", "--data-dir", path, "--name", "Bench"], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    if calendar_text is not None:
        with open(os.path.join(path, "calendar.ics"), "w") as file:
            file.write(calendar_text)
    return path


def timed_ms(args, prepare=None, runs=3):
    """The median of `runs` runs; `prepare` runs before each, untimed."""
    times = []
    for _ in range(runs):
        if prepare:
            prepare()
        start = time.perf_counter()
        result = subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append((time.perf_counter() - start) * 1000)
        if result.returncode != 0:
            raise SystemExit(f"bench-hostile: {' '.join(args)} ended with {result.returncode}: "
                             f"{result.stderr.decode(errors='replace')}")
    return statistics.median(times)


def report(name, value, target):
    if only is not None and only not in name.lower():
        return
    figures.append({"name": name, "value": value, "unit": "ms", "target": target, "note": None})
    print(f"{name:<44} {value:.0f} ms  (target {target})", flush=True)


def measure(name, target, args, prepare=None):
    if only is not None and only not in name.lower():
        return
    report(name, timed_ms(args, prepare), target)


hourly_file = write("hourly.ics", hourly)
counted_file = write("counted.ics", counted)
daily_file = write("daily.ics", daily)
importing = data_dir("import")
measure("hostile: import, 200 hourly rules", "< 2000",
        [binary, "import", hourly_file, "--dry-run", "--data-dir", importing])
measure("hostile: import, 50 counted secondly rules", "< 2000",
        [binary, "import", counted_file, "--dry-run", "--data-dir", importing])
never = calendar([[f"UID:never-{index}", "DTSTART:20260101T000000Z", "DTEND:20260101T010000Z",
                   "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30" if index % 2 else
                   "RRULE:FREQ=SECONDLY;BYMONTH=4;BYMONTHDAY=31", f"SUMMARY:Never {index}"] for index in range(20)])
never_file = write("never.ics", never)
measure("hostile: import, 20 never-matching sub-daily rules", "< 2000",
        [binary, "import", never_file, "--dry-run", "--data-dir", importing])
# Daily, monthly and counted rules for days that never come, or come in
# 2044: libical searched up to the year 2582 for each (180-720 ms an event);
# now the impossible ones are left out unasked and the rest stop at an
# UNTIL a day after the range.
never_days = calendar([[f"UID:never-day-{index}", "DTSTART:20260101T000000Z", "DTEND:20260101T010000Z",
                        ["RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "RRULE:FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31",
                         "RRULE:FREQ=DAILY;BYMONTH=4,6,9,11;BYMONTHDAY=31;COUNT=5",
                         "RRULE:FREQ=MONTHLY;BYSETPOS=40;BYDAY=MO", "RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;BYMONTH=6",
                         "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO",
                         "RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;BYMONTH=1",
                         "RRULE:FREQ=MONTHLY;BYSETPOS=5;BYDAY=MO;BYMONTHDAY=1,2,3"][index % 8],
                        f"SUMMARY:Never {index}"] for index in range(200)])
never_days_file = write("never-days.ics", never_days)
measure("hostile: import, 200 daily to yearly rules for days that never come", "< 2000",
        [binary, "import", never_days_file, "--dry-run", "--data-dir", importing])
holidays = data_dir("holidays")
holidays_file = os.path.join(holidays, "holidays.ics")
measure("hostile: holidays import, 400 daily and hourly rules", "< 2000",
        [binary, "holidays", "import", daily_file, "--data-dir", holidays],
        prepare=lambda: os.path.exists(holidays_file) and os.remove(holidays_file))
today = data_dir("today", hourly)
measure("hostile: today, 200 hourly rules", "< 1000", [binary, "today", "--data-dir", today])


def big_vdir():
    folder = os.path.join(work, "vdir")
    os.makedirs(folder, exist_ok=True)
    for index in range(100_000):
        day = 1 + index % 1096
        start = time.gmtime(time.mktime((2025, 1, day, 6, 0, 0, 0, 0, 0)))
        stamp = time.strftime("%Y%m%dT%H%M%SZ", start)
        with open(os.path.join(folder, f"e{index}.ics"), "w") as file:
            file.write(calendar([[f"UID:e{index}", f"DTSTART:{stamp}", "DURATION:PT8H", "SUMMARY:E"]]))
    return folder


if only is None or "vdir" in only or "team" in only:
    team_dir = data_dir("team")
    subprocess.run([binary, "team", "add", "Ana Ruiz", big_vdir(), "--data-dir", team_dir], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    cache = os.path.join(work, "cache")
    measure("hostile: team now, a vdir of 100,000 files, cold", "< 2000",
            [binary, "team", "now", "--data-dir", team_dir],
            prepare=lambda: shutil.rmtree(cache, ignore_errors=True))
    measure("hostile: team now, the same vdir, warm cache", "< 2000", [binary, "team", "now", "--data-dir", team_dir])

shutil.rmtree(work, ignore_errors=True)
with open(json_out, "w") as out:
    json.dump(figures, out, indent=2)
