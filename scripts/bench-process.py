#!/usr/bin/env python3
"""Process-level figures for scripts/bench: the real `shifts` binary, timed
from outside, its terminal output read through a pty, its peak RSS from
wait4().

  baseline: a Swift program that only prints with Foundation, linked the way
            `shifts` is (a static PIE): the floor a Swift start-up has here;
            and the same program with only the Swift runtime static
            (`-static-stdlib`), the floor round 2 was first measured against
  start-up: `shifts today` on an empty dir (and its ratio to the floor),
            3,650 and 100,000 events; beside it `calcurse -a` on the same
            3,650 events when calcurse is installed, run in turns with
            shifts, with TZ unset, TZ=UTC and the fixtures' zone, and the
            ratio shifts/calcurse of each pair
  first frame: the TUI's first full frame with today's shifts, 3,650 events
  spinner: bytes written to the terminal per spinner frame while the load
           is held open (scripts/bench-hold-open.c, preloaded)
  memory: peak RSS of `shifts today` on 10,000 and 100,000 events and of the
          TUI on 10,000 events (the bench's in-process probe adds all 10,000
          decoded into the state)

`shifts` keeps the scan of a calendar under $XDG_CACHE_HOME/shifts; the bench
points that at bench-results/bench-tools/cache, so after the first run of
each fixture the figures are those of an unchanged calendar, as a user's
usually is. "no scan cache" figures point it at a path that cannot be a
directory, so every start scans.

Usage: bench-process.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME]
  --only NAME   only the figures whose name contains NAME (case ignored)
"""
import json, os, pty, select, shutil, statistics, struct, subprocess, sys, tempfile, time, fcntl, termios

arguments = sys.argv[1:]
only = None
if "--only" in arguments:
    index = arguments.index("--only")
    if index + 1 >= len(arguments):
        raise SystemExit("bench-process: --only needs a NAME")
    only = arguments[index + 1].lower()
    del arguments[index:index + 2]
if len(arguments) != 3:
    raise SystemExit("usage: bench-process.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME]")
binary, fixtures, json_out = arguments
zone = "Europe/Berlin"  # the fixtures' zone
scripts = os.path.dirname(os.path.abspath(__file__))
work = os.path.join(os.path.dirname(os.path.abspath(json_out)), "bench-tools")
os.makedirs(work, exist_ok=True)
cache_home = os.path.join(work, "cache")
env = dict(os.environ, TZ=zone, LANG="C.UTF-8", TERM="xterm-256color", XDG_CACHE_HOME=cache_home)
# A file where the cache directory's parent should be: every start scans.
no_cache_home = os.path.join(work, "no-cache")
with open(no_cache_home, "w") as blocker:
    blocker.write("not a directory: shifts cannot keep its scan cache here\n")
figures = []


def wanted(*names):
    """True when --only is not given or one of `names` contains it."""
    return only is None or any(only in name.lower() for name in names)


def report(name, value, unit, target=None, note=None):
    figures.append({"name": name, "value": value, "unit": unit, "target": target, "note": note})
    shown = f"{value:.0f}" if value >= 100 else f"{value:.3f}"
    line = f"{name:<44} {shown} {unit}"
    if target:
        line += f"  (target {target})"
    if note:
        line += f"  [{note}]"
    print(line, flush=True)


def run_ms(args, run_env):
    start = time.perf_counter()
    subprocess.run(args, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def median_ms(args, runs=21, run_env=None):
    return statistics.median(run_ms(args, run_env or env) for _ in range(runs))


def paired_ms(commands, runs=21, run_env=None):
    """Medians of `commands` run in turns, so a change of the machine's load
    falls on all of them alike."""
    samples = [[] for _ in commands]
    for _ in range(runs):
        for index, args in enumerate(commands):
            samples[index].append(run_ms(args, run_env or env))
    return [statistics.median(each) for each in samples]


def peak_rss_mb(args, run_env=None):
    """Peak RSS of a whole run, taken by a tiny C parent (see bench-peak-rss.c)."""
    output = subprocess.run([peak_rss] + args, env=run_env or env, capture_output=True, text=True,
                            check=True).stdout
    return int(output.split()[-1]) / 1024


def cache_binary(whole):
    """Puts the binary's pages in the page cache as a user's system holds
    them. whole=False: none (then the runs that follow cache what a start
    reads), as after a reboot and one start. whole=True: every page, as
    right after the binary is linked, copied or installed. The kernel maps
    the cached pages around each page a process touches (64 kB at a time),
    so peak RSS reads 0.9-2.8 MB higher in the second state."""
    descriptor = os.open(binary, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # dirty pages cannot be dropped
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        while whole and os.read(descriptor, 1 << 20):
            pass
    finally:
        os.close(descriptor)


def resident_peak_mb(pid):
    """VmHWM of a running process: its peak RSS so far."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return -1


def compile_tool(name, command):
    """Builds a helper once per bench-results dir, and again when a source
    file it names is newer; returns its path."""
    output = os.path.join(work, name)
    sources = [part for part in command if part.endswith((".c", ".swift")) and os.path.exists(part)]
    if not os.path.exists(output) or any(os.path.getmtime(source) > os.path.getmtime(output) for source in sources):
        subprocess.run(command + ["-o", output], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return output


def spawn_tui(data_dir, rows=24, cols=80, extra_env=None, program=None):
    program = program or binary
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(program, [program, "--data-dir", data_dir], dict(env, **(extra_env or {})))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd


def read_until(fd, marker, timeout=10.0):
    """Reads the pty until `marker` has been written; returns (bytes, seconds)."""
    start = time.perf_counter()
    data = b""
    while marker not in data:
        left = timeout - (time.perf_counter() - start)
        if left <= 0:
            raise SystemExit(f"bench-process: timed out waiting for {marker!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            data += os.read(fd, 65536)
    return data, time.perf_counter() - start


def quit_tui(pid, fd):
    """Quits with Ctrl-C (it works on every screen)."""
    os.write(fd, b"\x03")
    try:
        while os.read(fd, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


small = os.path.join(fixtures, "daily-3650")
medium = os.path.join(fixtures, "daily-10000")
large = os.path.join(fixtures, "large-100000")
empty = tempfile.mkdtemp()
today_small = [binary, "today", "--data-dir", small]

# The floor: Foundation loaded, one line printed, linked like `shifts` (a
# static PIE, Package.swift); and the same linked as `shifts` was before,
# with only the Swift runtime and Foundation static. The source is written
# only when it differs, so the floors are not rebuilt (and all their pages
# cached) at every run.
source = os.path.join(work, "baseline.swift")
baseline_source = 'import Foundation\nprint(Date().timeIntervalSince1970 > 0 ? "ok" : "")\n'
if not os.path.exists(source) or open(source).read() != baseline_source:
    with open(source, "w") as out:
        out.write(baseline_source)
baseline_binary = compile_tool("baseline-static-pie", [
    "swiftc", "-O", "-static-executable", "-Xclang-linker", "-static-pie",
    "-Xclang-linker", "--ld-path=" + os.path.join(scripts, "link-static-pie"),
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", source])
runtime_static_baseline = compile_tool("baseline", ["swiftc", "-O", "-static-stdlib", source])
peak_rss = compile_tool("peak-rss", ["clang", "-O2", os.path.join(scripts, "bench-peak-rss.c")])
# One run of each fixture first: it leaves the scan cache the figures use,
# and (the binary's pages dropped before) the pages a start reads cached.
cache_binary(whole=False)
for directory in (small, medium, large):
    subprocess.run([binary, "today", "--data-dir", directory], env=env, stdout=subprocess.DEVNULL, check=True)

# Start-up of `shifts today`: the empty dir against the floor, in turns.
if wanted("baseline", "shifts today, empty data dir"):
    baseline, runtime_static, empty_ms = paired_ms([[baseline_binary], [runtime_static_baseline],
                                                    [binary, "today", "--data-dir", empty]])
    report("baseline: Swift + Foundation, print a line", baseline, "ms", note="a static PIE, as shifts")
    report("baseline, only the Swift runtime static", runtime_static, "ms",
           note="-static-stdlib, as shifts was linked before")
    report("shifts today, empty data dir", empty_ms, "ms", target="<= 2.5x the baseline",
           note=f"{empty_ms / baseline:.2f}x the baseline; {empty_ms / runtime_static:.2f}x the -static-stdlib one")
if wanted("shifts today, 3,650 events"):
    report("shifts today, 3,650 events", median_ms(today_small), "ms", target="<= 20")
if wanted("shifts today, 3,650 events, no scan cache"):
    report("shifts today, 3,650 events, no scan cache",
           median_ms(today_small, run_env=dict(env, XDG_CACHE_HOME=no_cache_home)), "ms",
           note="the first start after the file changed")
if wanted("shifts today, 100,000 events"):
    report("shifts today, 100,000 events", median_ms([binary, "today", "--data-dir", large], runs=7), "ms",
           target="<= 500")

# Against calcurse on the same 3,650 events, in turns, for each TZ setting
# (calcurse reads /etc/localtime again and again without TZ).
calcurse = shutil.which("calcurse")
zones = [("TZ unset", None), ("TZ=UTC", "UTC"), (f"TZ={zone}", zone)]
compared = [label for label, _ in zones
            if wanted(f"calcurse -a, 3,650 events, {label}", f"shifts today / calcurse -a, 3,650 events, {label}")]
if calcurse and compared:
    calcurse_dir = tempfile.mkdtemp()
    subprocess.run([calcurse, "-D", calcurse_dir, "-i", os.path.join(small, "calendar.ics")], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    for label, tz in zones:
        if label not in compared:
            continue
        run_env = dict(env)
        run_env.pop("TZ", None)
        if tz:
            run_env["TZ"] = tz
        shifts_ms, calcurse_ms = paired_ms([today_small, [calcurse, "-D", calcurse_dir, "-a"]], run_env=run_env)
        report(f"calcurse -a, 3,650 events, {label}", calcurse_ms, "ms")
        report(f"shifts today / calcurse -a, 3,650 events, {label}", shifts_ms / calcurse_ms, "x",
               target="< 1", note=f"shifts {shifts_ms:.2f} ms, calcurse {calcurse_ms:.2f} ms")
elif compared:
    print("calcurse is not installed (scripts/setup installs it): no comparison with it", flush=True)

# The TUI's first full frame: from exec to the status bar and today's first
# shift on screen (the frame is written in one refresh).
if wanted("TUI first full frame"):
    samples = []
    for _ in range(11):
        start = time.perf_counter()
        pid, fd = spawn_tui(small)
        read_until(fd, b"Ward 3")
        samples.append((time.perf_counter() - start) * 1000)
        quit_tui(pid, fd)
    report("TUI first full frame, 3,650 events", statistics.median(samples), "ms", target="<= 30")

# Peak memory of the real binary with the calendar loaded, its pages cached
# as after a start since boot; the note gives the figure with every page of
# the binary cached (just built or installed), measured after the others.
def tui_peak_rss_mb(runs=3):
    samples = []
    for _ in range(runs):
        pid, fd = spawn_tui(medium)
        read_until(fd, b"Ward 3")
        samples.append(resident_peak_mb(pid))
        quit_tui(pid, fd)
    return statistics.median(samples)


if wanted("peak RSS, baseline program"):
    report("peak RSS, baseline program", peak_rss_mb([baseline_binary]), "MB", note="a static PIE, as shifts")
rss_figures = []
for name, directory, runs, target in [("empty data dir", empty, 5, None),
                                      ("10,000 events", medium, 5, "<= 16 (stretch 13)"),
                                      ("100,000 events", large, 3, "<= 35")]:
    if wanted(f"peak RSS, shifts today, {name}"):
        command = [binary, "today", "--data-dir", directory]
        rss_figures.append((f"peak RSS, shifts today, {name}", target,
                            lambda command=command, runs=runs: statistics.median(
                                peak_rss_mb(command) for _ in range(runs))))
if wanted("peak RSS, TUI on 10,000 events"):
    rss_figures.append(("peak RSS, TUI on 10,000 events", "<= 18", tui_peak_rss_mb))
steady = [(name, target, measure()) for name, target, measure in rss_figures]
if rss_figures:
    cache_binary(whole=True)
fresh = [measure() for _, _, measure in rss_figures]
cache_binary(whole=False)
for (name, target, value), whole in zip(steady, fresh):
    note = f"{whole:.1f} MB with the whole binary cached"
    if name.startswith("peak RSS, TUI"):
        note = "at its first frame; " + note
    report(name, value, "MB", target=target, note=note)

# Bytes per spinner frame: the shim holds the calendar's open() until the
# release FIFO is opened; each chunk written meanwhile is one spinner tick.
# A preloaded shim cannot enter the static release binary, so this figure
# runs the debug build scripts/bench names: the same drawing code, so the
# same bytes.
held_load_binary = os.environ.get("SHIFTS_BENCH_DYNAMIC_BINARY") or binary
if wanted("bytes written per spinner frame"):
    shim = compile_tool("hold-open.so", ["clang", "-shared", "-fPIC", "-O2",
                                         os.path.join(scripts, "bench-hold-open.c"),
                                         "-ldl"])
    release = os.path.join(tempfile.mkdtemp(), "release")
    os.mkfifo(release)
    pid, fd = spawn_tui(small, program=held_load_binary,
                        extra_env={"LD_PRELOAD": shim, "SHIFTS_BENCH_HOLD": "/calendar.ics",
                                   "SHIFTS_BENCH_RELEASE": release})
    read_until(fd, b"q quit")
    chunks = []
    deadline = time.perf_counter() + 1.2
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            chunks.append(len(os.read(fd, 65536)))
    # Let the held load finish, see it on screen, then quit. Nobody reading the
    # FIFO means the shim never held the load: the figure would be meaningless.
    try:
        os.close(os.open(release, os.O_WRONLY | os.O_NONBLOCK))
        held = True
        read_until(fd, b"Ward 3")
    except OSError:
        held = False
    quit_tui(pid, fd)
    if not held:
        report("bytes written per spinner frame", -1, "bytes", target="<= 32", note="the load was not held")
    elif chunks:
        report("bytes written per spinner frame", statistics.median(chunks), "bytes", target="<= 32",
               note=f"{len(chunks)} frames in 1.2 s, largest {max(chunks)}")
    else:
        report("bytes written per spinner frame", -1, "bytes", target="<= 32", note="no spinner frame seen")

with open(json_out, "w") as out:
    json.dump(figures, out, indent=2)
