#!/usr/bin/env python3
"""Process-level figures for scripts/bench: the real `shifts` binary, timed
from outside, and its terminal output read through a pty.

  start-up: `shifts today` on 3,650 and 100,000 events (median of runs)
  first frame: the TUI's first full frame with today's shifts, 3,650 events
  spinner: bytes written to the terminal per spinner frame, with the load
           held open (calendar.ics is a FIFO nobody writes yet)
Usage: bench-process.py SHIFTS_BINARY FIXTURES_DIR JSON_OUT
"""
import json, os, pty, select, signal, statistics, struct, subprocess, sys, tempfile, time, fcntl, termios

binary, fixtures, json_out = sys.argv[1], sys.argv[2], sys.argv[3]
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", TERM="xterm-256color")
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


def spawn_tui(data_dir, rows=24, cols=80):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--data-dir", data_dir], env)
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
    os.write(fd, b"q")
    try:
        while os.read(fd, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


# Start-up of `shifts today`.
small = os.path.join(fixtures, "daily-3650")
large = os.path.join(fixtures, "large-100000")
empty = tempfile.mkdtemp()
report("shifts today, empty data dir", median_ms([binary, "today", "--data-dir", empty]), "ms",
       note="process + Foundation + arguments")
report("shifts today, 3,650 events", median_ms([binary, "today", "--data-dir", small]), "ms", target="<= 20")
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

# Bytes per spinner frame: the load is held by a FIFO; each chunk written
# after the first frame is one spinner tick.
held = tempfile.mkdtemp()
os.mkfifo(os.path.join(held, "calendar.ics"))
pid, fd = spawn_tui(held)
read_until(fd, b"q quit")
chunks = []
deadline = time.perf_counter() + 1.2
while time.perf_counter() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.2)
    if ready:
        chunks.append(len(os.read(fd, 65536)))
# Let the held load finish (it fails: not a regular file), then quit.
writer = os.open(os.path.join(held, "calendar.ics"), os.O_WRONLY | os.O_NONBLOCK)
os.close(writer)
quit_tui(pid, fd)
if chunks:
    report("bytes written per spinner frame", statistics.median(chunks), "bytes", target="<= 32",
           note=f"{len(chunks)} frames in 1.2 s")
else:
    report("bytes written per spinner frame", -1, "bytes", target="<= 32", note="no spinner frame seen")

with open(json_out, "w") as out:
    json.dump(figures, out, indent=2)
