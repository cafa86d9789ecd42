#!/usr/bin/env python3
"""Instructions per key press on Today, under callgrind: collection off until
the TUI shows today, on for PRESSES presses (h and l in turn, or with `walk`
h only: each a day not seen yet), off again, then quit. SHIFTS should be a
copy without debug sections (`objcopy --strip-debug`): valgrind 3.19 refuses
the release binary's. Only this valgrind is switched (callgrind_control with
its pid).
Usage: callgrind-keys.py SHIFTS DATA_DIR PRESSES OUTFILE [walk]"""
import os, pty, select, struct, subprocess, sys, time, fcntl, termios
binary, data_dir, presses, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
walk = len(sys.argv) > 5
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", TERM="xterm-256color")
pid, fd = pty.fork()
if pid == 0:
    cmd = ["valgrind", "--tool=callgrind", "--sim-hints=no-nptl-pthread-stackcache", "--instr-atstart=no",
           f"--callgrind-out-file={out}", binary, "--data-dir", data_dir]
    os.execvpe(cmd[0], cmd, env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
def until(marker, timeout=900):
    data, start = b"", time.time()
    while marker not in data:
        r, _, _ = select.select([fd], [], [], 1)
        if r: data += os.read(fd, 65536)
        if time.time() - start > timeout: raise SystemExit("timeout")
def quiet(q):
    while select.select([fd], [], [], q)[0]: os.read(fd, 65536)
until(b"Ward 3"); quiet(3)
subprocess.run(["callgrind_control", "-i", "on", str(pid)], check=True, stdout=subprocess.DEVNULL)
for i in range(presses):
    os.write(fd, b"h" if walk or i % 2 == 0 else b"l")
    r, _, _ = select.select([fd], [], [], 60); os.read(fd, 65536); quiet(0.5)
subprocess.run(["callgrind_control", "-i", "off", str(pid)], check=True, stdout=subprocess.DEVNULL)
os.write(fd, b"\x03")
try:
    while os.read(fd, 65536): pass
except OSError: pass
os.waitpid(pid, 0)
total = 0
for line in open(out):
    if line.startswith("summary:") or line.startswith("totals:"):
        total = int(line.split()[1])
print(f"{data_dir}: {total} instructions over {presses} presses ({'walk' if walk else 'h/l'}): {total / presses:.0f} per press")
