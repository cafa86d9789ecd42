#!/usr/bin/env python3
"""Key and frame figures for scripts/bench: the real `shifts` binary in a pty,
driven from outside, as a user's terminal would.

  key press to frame: 1,000 presses of h and l in turn on Today (days seen
      before, served from memory), on 3,650 and on 300,000 events in the same
      run, both apps open and pressed in turn, timed from the key's write to
      the frame's last byte read; p50, p99
      and the ratio of the p99s. The frames of days seen before must never
      say "Loading…".
  walk to new days: h pressed again and again, each day loaded from the
      calendar (the range lookup), on both calendars.
  writes per frame: under strace, the write() calls and bytes that reach
      the terminal per key frame and per spinner frame (the load held open
      by scripts/bench-hold-open.c so the spinner turns).
  --log FILE writes every press (figure, calendar, half, press number, key,
      ms) one a line, to find which presses are slow.
Usage: bench-keys.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME] [--quick] [--log FILE]
"""
import json, os, pty, re, select, shutil, statistics, struct, subprocess, sys, tempfile, time, fcntl, termios

args = sys.argv[1:]
only = None
quick = False
log_path = None
positional = []
while args:
    arg = args.pop(0)
    if arg == "--only":
        only = args.pop(0)
    elif arg == "--quick":
        quick = True
    elif arg == "--log":
        log_path = args.pop(0)
    else:
        positional.append(arg)
if len(positional) != 3:
    raise SystemExit("usage: bench-keys.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT [--only NAME] [--quick] [--log FILE]")
binary, fixtures, json_out = positional
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", TERM="xterm-256color")
scripts = os.path.dirname(os.path.abspath(__file__))
work = os.path.join(os.path.dirname(os.path.abspath(json_out)), "bench-tools")
os.makedirs(work, exist_ok=True)
figures = []
# After a key, the frame is over once the terminal has been quiet this long
# (the time of the last byte is what is measured, not this wait).
QUIET = 0.03
# Per calendar, in two interleaved halves.
PRESSES = 200 if quick else 1_000
WALK = 60 if quick else 300


press_log = open(log_path, "w") if log_path else None


def log_press(figure, data_dir, half, number, key, ms):
    if press_log:
        print(f"{figure}\t{os.path.basename(data_dir)}\t{half}\t{number}\t{key.decode()}\t{ms:.3f}", file=press_log,
              flush=True)


def wanted(*names):
    return only is None or any(only.lower() in name.lower() for name in names)


def report(name, value, unit, target=None, note=None):
    if not wanted(name):
        return
    figures.append({"name": name, "value": value, "unit": unit, "target": target, "note": note})
    shown = f"{value:.0f}" if abs(value) >= 100 else f"{value:.3f}"
    line = f"{name:<44} {shown} {unit}"
    if target:
        line += f"  (target {target})"
    if note:
        line += f"  [{note}]"
    print(line, flush=True)


def spawn_tui(data_dir, prefix=(), extra_env=None, rows=24, cols=80, program=None):
    pid, fd = pty.fork()
    if pid == 0:
        command = list(prefix) + [program or binary, "--data-dir", data_dir]
        os.execve(command[0], command, dict(env, **(extra_env or {})))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd


def read_until(fd, marker, timeout=120.0):
    start = time.perf_counter()
    data = b""
    while marker not in data:
        left = timeout - (time.perf_counter() - start)
        if left <= 0:
            raise SystemExit(f"bench-keys: timed out waiting for {marker!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            data += os.read(fd, 65536)
    return data


def drain(fd, quiet):
    """Reads until nothing came for `quiet` seconds; returns (bytes, time of the last byte)."""
    data, last = b"", None
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data, last
        data += os.read(fd, 65536)
        last = time.perf_counter()


def press(fd, key, timeout=5.0):
    """Writes `key`; returns (seconds to the frame's last byte, the frame's bytes)."""
    start = time.perf_counter()
    os.write(fd, key)
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        raise SystemExit(f"bench-keys: no frame within {timeout} s of {key!r}")
    first = os.read(fd, 65536)
    first_at = time.perf_counter()
    rest, last = drain(fd, QUIET)
    return (last or first_at) - start, first + rest


def quit_tui(pid, fd, timeout=20.0):
    """Quits with Ctrl-C; a TUI still running after `timeout` seconds is killed, and the bench stops."""
    os.write(fd, b"\x03")
    deadline = time.perf_counter() + timeout
    try:
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready and not os.read(fd, 65536):
                break
    except OSError:
        pass  # the pty closed: the TUI exited
    if time.perf_counter() >= deadline:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        raise SystemExit(f"bench-keys: the TUI did not quit within {timeout} s of Ctrl-C; it was killed")
    os.waitpid(pid, 0)
    os.close(fd)


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def start_on_today(data_dir):
    pid, fd = spawn_tui(data_dir)
    read_until(fd, b"Ward 3")
    drain(fd, 0.5)
    return pid, fd


def alternate(data_dirs):
    """PRESSES presses of h and l in turn in each calendar's TUI, both open,
    one press in each in turn: whatever else the machine does then falls on
    both alike. Returns {data_dir: (ms samples, frames saying Loading after
    the first)}."""
    open_tuis = {data_dir: start_on_today(data_dir) for data_dir in data_dirs}
    results = {data_dir: ([], 0) for data_dir in data_dirs}
    for index in range(PRESSES):
        key = b"h" if index % 2 == 0 else b"l"
        for data_dir, (pid, fd) in open_tuis.items():
            seconds, frame = press(fd, key)
            samples, loading = results[data_dir]
            samples.append(seconds * 1000)
            log_press("alternate", data_dir, 0, index, key, seconds * 1000)
            # The first h goes to a day not seen yet; every later day was.
            if index > 0 and b"Loading" in frame:
                loading += 1
            results[data_dir] = (samples, loading)
    for pid, fd in open_tuis.values():
        quit_tui(pid, fd)
    return results


def walk(data_dir):
    """WALK presses of h: each a day not seen yet, loaded from the calendar."""
    pid, fd = start_on_today(data_dir)
    samples = []
    for index in range(WALK):
        seconds, _ = press(fd, b"h")
        samples.append(seconds * 1000)
        log_press("walk", data_dir, 0, index, b"h", seconds * 1000)
    quit_tui(pid, fd)
    return samples


small = os.path.join(fixtures, "daily-3650")
large = os.path.join(fixtures, "large-300000")
for needed in (small, large):
    if not os.path.exists(os.path.join(needed, "calendar.ics")):
        raise SystemExit(f"bench-keys: no fixture {needed} (shifts-bench --fixtures writes it)")

key_names = ["key press to frame p50 (pty, 3,650 events)", "key press to frame p99 (pty, 3,650 events)",
             "key press to frame p50 (pty, 300,000 events)", "key press to frame p99 (pty, 300,000 events)",
             "key press to frame p99 ratio (300,000 / 3,650)", "Loading… frames on days seen before"]
if wanted(*key_names):
    runs = alternate([small, large])
    p99 = {}
    for data_dir, label in ((small, "3,650"), (large, "300,000")):
        samples, _ = runs[data_dir]
        p99[data_dir] = percentile(samples, 0.99)
        report(f"key press to frame p50 (pty, {label} events)", statistics.median(samples), "ms",
               note=f"{len(samples)} presses, h and l in turn")
        report(f"key press to frame p99 (pty, {label} events)", p99[data_dir], "ms",
               target="<= 3" if data_dir == large else None, note=f"max {max(samples):.2f} ms")
    report("key press to frame p99 ratio (300,000 / 3,650)", p99[large] / p99[small], "x", target="<= 1.5")
    report("Loading… frames on days seen before", runs[small][1] + runs[large][1], "frames", target="0",
           note=f"of {len(runs[small][0]) + len(runs[large][0]) - 2} presses")

walk_names = ["walk to new days p50 (pty, 3,650 events)", "walk to new days p99 (pty, 3,650 events)",
              "walk to new days p50 (pty, 300,000 events)", "walk to new days p99 (pty, 300,000 events)"]
if wanted(*walk_names):
    for data_dir, label in ((small, "3,650"), (large, "300,000")):
        samples = walk(data_dir)
        report(f"walk to new days p50 (pty, {label} events)", statistics.median(samples), "ms",
               note=f"{len(samples)} presses of h, each day loaded")
        report(f"walk to new days p99 (pty, {label} events)", percentile(samples, 0.99), "ms")


def traced_writes(log, terminal):
    """From an `strace -f -y -e trace=read,write` log: per key read from the
    terminal, the writes to the terminal that followed it (until the next key)."""
    pattern = re.compile(r'^\d+\s+(read|write)\((\d+)<([^>]*)>, "(.*)"(?:\.\.\.)?, \d+\)\s+=\s+(\d+)$')
    per_key, current = [], None
    for line in open(log, errors="replace"):
        match = pattern.match(line.strip())
        if not match or match[3] != terminal:
            continue
        if match[1] == "read":
            # Any key ends the frames of the one before (Ctrl-C's are the quit's).
            current = [] if match[4] in ("h", "l") else None
            if current is not None:
                per_key.append(current)
        elif match[1] == "write" and current is not None:
            current.append(int(match[5]))
    return per_key


write_names = ["write() calls per key frame (strace)", "bytes per key frame (strace)",
               "write() calls per spinner frame (strace)", "bytes written per spinner frame (strace)"]
strace = shutil.which("strace")
if wanted(*write_names) and not strace:
    report("write() calls per key frame (strace)", -1, "writes", note="strace is not installed")
elif wanted(*write_names):
    trace_dir = tempfile.mkdtemp()
    log = os.path.join(trace_dir, "keys.log")
    pid, fd = spawn_tui(small, prefix=[strace, "-f", "-y", "-qq", "-e", "trace=read,write", "-e", "signal=none",
                                       "-o", log])
    read_until(fd, b"Ward 3")
    drain(fd, 1.0)
    for index in range(41):
        press(fd, b"h" if index % 2 == 0 else b"l", timeout=10.0)
    quit_tui(pid, fd)
    # The terminal is the pty's slave: the path the TUI's writes name most.
    paths = re.findall(r'write\(\d+<(/dev/pts/\d+)>', open(log, errors="replace").read())
    terminal = statistics.mode(paths) if paths else ""
    per_key = traced_writes(log, terminal)[1:]  # the first goes to a day not seen yet
    writes = [len(k) for k in per_key]
    report("write() calls per key frame (strace)", statistics.median(writes), "writes", target="1",
           note=f"{len(per_key)} keys, at most {max(writes)} writes after one, 3,650 events")
    report("bytes per key frame (strace)", statistics.median(sum(k) for k in per_key), "bytes")

    # The spinner: the calendar's open() held (as bench-process.py does), so
    # Today shows Loading… and the spinner turns; each write is one frame.
    # The shim is preloaded, which a static binary ignores: this runs the
    # debug build scripts/bench names, the same drawing code.
    shim = os.path.join(work, "hold-open.so")
    shim_source = os.path.join(scripts, "bench-hold-open.c")
    if not os.path.exists(shim) or os.path.getmtime(shim_source) > os.path.getmtime(shim):
        subprocess.run(["clang", "-shared", "-fPIC", "-O2", shim_source, "-o", shim,
                        "-ldl"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    release = os.path.join(trace_dir, "release")
    os.mkfifo(release)
    log = os.path.join(trace_dir, "spinner.log")
    pid, fd = spawn_tui(small, prefix=[strace, "-f", "-y", "-qq", "-tt", "-e", "trace=write", "-e", "signal=none",
                                       "-o", log],
                        program=os.environ.get("SHIFTS_BENCH_DYNAMIC_BINARY") or binary,
                        extra_env={"LD_PRELOAD": shim, "SHIFTS_BENCH_HOLD": "/calendar.ics",
                                   "SHIFTS_BENCH_RELEASE": release})
    read_until(fd, b"q quit")
    deadline = time.perf_counter() + 1.5  # the spinner turns meanwhile
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            os.read(fd, 65536)
    try:
        os.close(os.open(release, os.O_WRONLY | os.O_NONBLOCK))
        read_until(fd, b"Ward 3")
    except OSError:
        pass
    quit_tui(pid, fd)
    text = open(log, errors="replace").read()
    paths = re.findall(r'write\(\d+<(/dev/pts/\d+)>', text)
    terminal = statistics.mode(paths) if paths else ""
    # Spinner frames: writes to the terminal 50-150 ms apart (a tick), after
    # the first frame; the frame that shows the shifts ends them.
    times = []
    for match in re.finditer(r'^\d+\s+(\d+):(\d+):([\d.]+) write\(\d+<' + re.escape(terminal) + r'>, .*\)\s+=\s+(\d+)$',
                             text, re.M):
        times.append((int(match[1]) * 3600 + int(match[2]) * 60 + float(match[3]), int(match[4])))
    frames = []  # [writes, bytes] per frame: writes within 3 ms of each other
    last = None
    for at, count in times:
        if last is None or at - last > 0.003:
            frames.append([0, 0])
        frames[-1][0] += 1
        frames[-1][1] += count
        last = at
    ticks = frames[2:-1]  # after the first frame and the loading one, before the shifts
    if ticks:
        report("write() calls per spinner frame (strace)", statistics.median(f[0] for f in ticks), "writes",
               target="1", note=f"{len(ticks)} frames, at most {max(f[0] for f in ticks)} writes")
        report("bytes written per spinner frame (strace)", statistics.median(f[1] for f in ticks), "bytes",
               target="<= 32", note=f"largest {max(f[1] for f in ticks)}")
    else:
        report("write() calls per spinner frame (strace)", -1, "writes", note="no spinner frame seen")

with open(json_out, "w") as out:
    json.dump(figures, out, indent=2)
