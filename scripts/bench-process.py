#!/usr/bin/env python3
"""Process-level figures for scripts/bench: the real `shifts` binary, timed
from outside, its terminal output read through a pty, its peak RSS from
wait4().

  baseline: a Swift program that only prints with Foundation, built the way
            `shifts` is (static runtime): the floor a Swift start-up has here
  start-up: `shifts today` on an empty dir, 3,650 and 100,000 events
  first frame: the TUI's first full frame with today's shifts, 3,650 events
  spinner: bytes written to the terminal per spinner frame while the load
           is held open (scripts/bench-hold-open.c, preloaded)
  memory: peak RSS of `shifts today` and of the TUI on 10,000 events (the
          bench's in-process probe adds all 10,000 decoded into the state)
Usage: bench-process.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT
"""
import json, os, pty, select, statistics, struct, subprocess, sys, tempfile, time, fcntl, termios

binary, fixtures, json_out = sys.argv[1], sys.argv[2], sys.argv[3]
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", TERM="xterm-256color")
scripts = os.path.dirname(os.path.abspath(__file__))
work = os.path.join(os.path.dirname(os.path.abspath(json_out)), "bench-tools")
os.makedirs(work, exist_ok=True)
figures = []


def report(name, value, unit, target=None, note=None):
    figures.append({"name": name, "value": value, "unit": unit, "target": target, "note": note})
    shown = f"{value:.0f}" if value >= 100 else f"{value:.3f}"
    line = f"{name:<44} {shown} {unit}"
    if target:
        line += f"  (target {target})"
    if note:
        line += f"  [{note}]"
    print(line, flush=True)


def median_ms(args, runs=21):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def peak_rss_mb(args):
    """Peak RSS of a whole run, taken by a tiny C parent (see bench-peak-rss.c)."""
    output = subprocess.run([peak_rss] + args, env=env, capture_output=True, text=True, check=True).stdout
    return int(output.split()[-1]) / 1024


def resident_peak_mb(pid):
    """VmHWM of a running process: its peak RSS so far."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return -1


def compile_tool(name, command):
    """Builds a helper once per bench-results dir; returns its path."""
    output = os.path.join(work, name)
    if not os.path.exists(output):
        subprocess.run(command + ["-o", output], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return output


def spawn_tui(data_dir, rows=24, cols=80, extra_env=None):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--data-dir", data_dir], dict(env, **(extra_env or {})))
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

# The floor: Foundation loaded, one line printed, linked like `shifts`.
source = os.path.join(work, "baseline.swift")
with open(source, "w") as out:
    out.write('import Foundation\nprint(Date().timeIntervalSince1970 > 0 ? "ok" : "")\n')
baseline_binary = compile_tool("baseline", ["swiftc", "-O", "-static-stdlib", source])
peak_rss = compile_tool("peak-rss", ["clang", "-O2", os.path.join(scripts, "bench-peak-rss.c")])
baseline = median_ms([baseline_binary])
report("baseline: Swift + Foundation, print a line", baseline, "ms", note="static runtime, as shifts")

# Start-up of `shifts today`.
empty_ms = median_ms([binary, "today", "--data-dir", empty])
report("shifts today, empty data dir", empty_ms, "ms", note=f"{empty_ms / baseline:.1f}x the baseline")
small_ms = median_ms([binary, "today", "--data-dir", small])
report("shifts today, 3,650 events", small_ms, "ms", target="<= 20",
       note=f"{small_ms / baseline:.1f}x the baseline, {small_ms - empty_ms:.1f} ms over an empty dir")
report("shifts today, 100,000 events", median_ms([binary, "today", "--data-dir", large], runs=7), "ms",
       target="<= 500")

# The TUI's first full frame: from exec to the status bar and today's first
# shift on screen (the frame is written in one refresh).
samples = []
for _ in range(11):
    start = time.perf_counter()
    pid, fd = spawn_tui(small)
    read_until(fd, b"Ward 3")
    samples.append((time.perf_counter() - start) * 1000)
    quit_tui(pid, fd)
report("TUI first full frame, 3,650 events", statistics.median(samples), "ms", target="<= 30")

# Peak memory of the real binary with the 10,000-event calendar loaded.
report("peak RSS, baseline program", peak_rss_mb([baseline_binary]), "MB")
today_rss = statistics.median(peak_rss_mb([binary, "today", "--data-dir", medium]) for _ in range(5))
report("peak RSS, shifts today, 10,000 events", today_rss, "MB", target="<= 30")
tui_rss = []
for _ in range(3):
    pid, fd = spawn_tui(medium)
    read_until(fd, b"Ward 3")
    tui_rss.append(resident_peak_mb(pid))
    quit_tui(pid, fd)
report("peak RSS, TUI on 10,000 events", statistics.median(tui_rss), "MB", target="<= 30",
       note="at its first frame")

# Bytes per spinner frame: the shim holds the calendar's open() until the
# release FIFO is opened; each chunk written meanwhile is one spinner tick.
shim = compile_tool("hold-open.so", ["clang", "-shared", "-fPIC", "-O2",
                                     os.path.join(scripts, "bench-hold-open.c"),
                                     "-ldl"])
release = os.path.join(tempfile.mkdtemp(), "release")
os.mkfifo(release)
pid, fd = spawn_tui(small, extra_env={"LD_PRELOAD": shim, "SHIFTS_BENCH_HOLD": "/calendar.ics",
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
