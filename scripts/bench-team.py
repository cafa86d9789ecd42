#!/usr/bin/env python3
"""A team at scale, for scripts/bench: 60 members with a year each (one
event a day, 21,900 in all, centred on today), written twice: as 60 single
.ics files and as 60 vdirs of one file per event, as vdirsyncer writes them
(each item a VCALENDAR with its VTIMEZONE). Then, with the real binary,
the process figures of `shifts team` on both: time and peak RSS.

Then the same for 600 members (FIXTURES_DIR/team600: 600 files of 81 kB,
and 219,000 vdir files), `shifts team now` only: the ward-sized team's
memory and time (Docs/Performance.md, "600 members").

  bench-team.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME]
  bench-team.py --write-fixtures FIXTURES_DIR [--members N]

The 60 members' fixtures are rewritten when today moved (their year is
centred on it) or the member count differs; the 600 members' (a few
minutes to write) only when today is more than 60 days from their centre.
Otherwise the files of the last run are kept. --write-fixtures writes the
60 (or N) and the 600 and nothing else.
"""
import datetime, json, os, shutil, statistics, subprocess, sys, tempfile, time

ZONE = "Europe/Berlin"
# Europe/Berlin as shifts writes it: the rules since 1996.
VTIMEZONE = "\r\n".join([
    "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
    "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
    "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE"])
# A week of a rota: (symbol, title, start hour, hours), one event a day.
ROTA = [("E", "Early", 6, 8), ("E", "Early", 6, 8), ("L", "Late", 14, 8), ("L", "Late", 14, 8),
        ("N", "Night", 22, 8), ("C", "Course", 9, 7), ("R", "On call", 8, 4)]
DAYS = 365


def member_name(index):
    return f"Member {index + 1:03d}"


def events(member, first_day):
    """(uid, VEVENT text) of one member's year."""
    for offset in range(DAYS):
        day = first_day + datetime.timedelta(days=offset)
        symbol, title, hour, hours = ROTA[(offset + member) % len(ROTA)]
        start = datetime.datetime.combine(day, datetime.time(hour))
        end = start + datetime.timedelta(hours=hours)
        uid = f"m{member:03d}-{day:%Y%m%d}@bench.shifts"
        lines = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20260101T000000Z",
                 f"DTSTART;TZID={ZONE}:{start:%Y%m%dT%H%M%S}", f"DTEND;TZID={ZONE}:{end:%Y%m%dT%H%M%S}",
                 f"SUMMARY:{title}", "LOCATION:Ward 7", f"X-SHIFTS-SYMBOL:{symbol}", "END:VEVENT"]
        yield uid, "\r\n".join(lines)


def calendar(body):
    return "\r\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts bench//team//EN",
                        VTIMEZONE, body, "END:VCALENDAR", ""])


def write_fixtures(root, members, tolerance_days=0):
    """Writes root/team-files (N .ics files) and root/team-vdirs (N folders)
    unless the ones there are for N members and centred within
    tolerance_days of today; returns the two."""
    first_day = datetime.date.today() - datetime.timedelta(days=DAYS // 2)
    stamp = f"{first_day} {members}\n"
    files, vdirs = os.path.join(root, "team-files"), os.path.join(root, "team-vdirs")
    marker = os.path.join(root, "team-fixtures.stamp")
    if os.path.exists(marker):
        written = open(marker).read().split()
        if len(written) == 2 and int(written[1]) == members and abs(
                (datetime.date.fromisoformat(written[0]) - first_day).days) <= tolerance_days:
            return files, vdirs
    for folder in (files, vdirs):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    for member in range(members):
        year = list(events(member, first_day))
        with open(os.path.join(files, f"member-{member + 1:03d}.ics"), "w", newline="") as out:
            out.write(calendar("\r\n".join(text for _, text in year)))
        folder = os.path.join(vdirs, f"member-{member + 1:03d}")
        os.makedirs(folder)
        for uid, text in year:
            with open(os.path.join(folder, uid.split("@")[0] + ".ics"), "w", newline="") as out:
                out.write(calendar(text))
    with open(marker, "w") as out:
        out.write(stamp)
    return files, vdirs


def folder_size(path):
    count = size = 0
    for directory, _, names in os.walk(path):
        for name in names:
            count += 1
            size += os.path.getsize(os.path.join(directory, name))
    return count, size


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--write-fixtures"]:
        members = int(arguments[3]) if arguments[2:3] == ["--members"] else 60
        written = list(write_fixtures(arguments[1], members))
        if members == 60:
            written += write_fixtures(os.path.join(arguments[1], "team600"), 600, tolerance_days=60)
        for folder in written:
            count, size = folder_size(folder)
            print(f"{folder}: {count} files, {size / 1e6:.1f} MB")
        return
    only = None
    if "--only" in arguments:
        index = arguments.index("--only")
        only = arguments[index + 1].lower()
        del arguments[index:index + 2]
    if len(arguments) != 3:
        raise SystemExit("usage: bench-team.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME]")
    binary, fixtures, json_out = arguments
    figures = []

    def wanted(name):
        return only is None or only in name.lower()

    def report(name, value, unit, target=None, note=None):
        figures.append({"name": name, "value": value, "unit": unit, "target": target, "note": note})
        shown = f"{value:.0f}" if value >= 100 else f"{value:.3f}"
        line = f"{name:<44} {shown} {unit}" + (f"  (target {target})" if target else "")
        print(line + (f"  [{note}]" if note else ""), flush=True)

    names = ["team fixture", "shifts team list", "shifts team now", "peak RSS, shifts team", "600 members"]
    if not any(wanted(name) for name in names):
        json.dump(figures, open(json_out, "w"), indent=2)
        return
    files, vdirs = write_fixtures(fixtures, 60)
    for label, folder in (("single files", files), ("vdirs", vdirs)):
        count, size = folder_size(folder)
        if wanted(f"team fixture, {label}"):
            report(f"team fixture, {label}", size / 1e6, "MB", note=f"{count} files, 60 members")

    scripts = os.path.dirname(os.path.abspath(__file__))
    work = os.path.join(os.path.dirname(os.path.abspath(json_out)), "bench-tools")
    os.makedirs(work, exist_ok=True)
    env = dict(os.environ, TZ=ZONE, LANG="C.UTF-8", XDG_CACHE_HOME=os.path.join(work, "cache"))
    subcommands = subprocess.run([binary, "--help"], env=env, capture_output=True, text=True).stdout
    if not any(line.split()[:1] == ["team"] for line in subcommands.splitlines()):
        print("bench-team: this shifts has no `team` command: only the fixtures were written", flush=True)
        json.dump(figures, open(json_out, "w"), indent=2)
        return
    peak_rss = os.path.join(work, "peak-rss")
    if not os.path.exists(peak_rss):
        subprocess.run(["clang", "-O2", os.path.join(scripts, "bench-peak-rss.c"), "-o", peak_rss], check=True)

    cache = env["XDG_CACHE_HOME"]

    def run(args, timeout=120):
        subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                       timeout=timeout)

    def forget_cache(cold):
        """Cold: no team cache on disk (the members' files are read);
        warm: the cache the run before left (the next start)."""
        if cold:
            shutil.rmtree(cache, ignore_errors=True)

    def median_ms(args, cold, runs=7):
        samples = []
        for _ in range(runs):
            forget_cache(cold)
            start = time.perf_counter()
            run(args)
            samples.append((time.perf_counter() - start) * 1000)
        return statistics.median(samples)

    def rss_mb(args, cold):
        forget_cache(cold)
        output = subprocess.run([peak_rss] + args, env=env, capture_output=True, text=True, check=True,
                                timeout=120).stdout
        return int(output.split()[-1]) / 1024

    for label, folder in (("single files", files), ("vdirs", vdirs)):
        data = tempfile.mkdtemp(prefix="shifts-bench-team-")
        try:
            run([binary, "init", "--data-dir", data, "--name", "Bench"])
            for member in range(60):
                path = os.path.join(folder, sorted(os.listdir(folder))[member])
                run([binary, "team", "add", member_name(member), path, "--data-dir", data])
            for command in ("list", "now"):
                args = [binary, "team", command, "--data-dir", data]
                for cold, state in ((True, "cold (no cache)"), (False, "warm (cache)")):
                    # Warm: the cache a run of the same command left.
                    run(args)
                    name = f"shifts team {command}, 60 members, {state}, {label}"
                    if wanted(name):
                        report(name, median_ms(args, cold), "ms")
                    name = f"peak RSS, shifts team {command}, 60 members, {state}, {label}"
                    if wanted(name):
                        report(name, statistics.median(rss_mb(args, cold) for _ in range(3)), "MB", target="<= 40")
        finally:
            shutil.rmtree(data, ignore_errors=True)

    # 600 members: team.json written whole (600 `team add` runs would take
    # longer than what is measured), `team now` cold and warm.
    names600 = [f"{kind}shifts team now, 600 members, {state}, {label}"
                for kind in ("", "peak RSS, ") for state in ("cold (no cache)", "warm (cache)")
                for label in ("single files", "vdirs")]
    if any(wanted(name) for name in names600):
        files600, vdirs600 = write_fixtures(os.path.join(fixtures, "team600"), 600, tolerance_days=60)
        for label, folder in (("single files", files600), ("vdirs", vdirs600)):
            data = tempfile.mkdtemp(prefix="shifts-bench-team600-")
            try:
                run([binary, "init", "--data-dir", data, "--name", "Bench"])
                calendars = sorted(os.listdir(folder))
                team = {"schemaVersion": 1, "members": [
                    {"id": f"m{index:03d}", "name": member_name(index), "initials": f"M{index:03d}",
                     "calendar": os.path.join(folder, name)} for index, name in enumerate(calendars)]}
                with open(os.path.join(data, "team.json"), "w") as out:
                    json.dump(team, out, indent=2, sort_keys=True)
                    out.write("\n")
                args = [binary, "team", "now", "--data-dir", data]
                for cold, state in ((True, "cold (no cache)"), (False, "warm (cache)")):
                    run(args)
                    name = f"shifts team now, 600 members, {state}, {label}"
                    if wanted(name):
                        report(name, median_ms(args, cold, runs=3), "ms")
                    name = f"peak RSS, shifts team now, 600 members, {state}, {label}"
                    if wanted(name):
                        report(name, statistics.median(rss_mb(args, cold) for _ in range(3)), "MB", target="< 60")
            finally:
                shutil.rmtree(data, ignore_errors=True)
    json.dump(figures, open(json_out, "w"), indent=2)


main()
