#!/usr/bin/env python3
"""The files and functions of ours that a few keys on the Schedule pass:
gdb attached once the Schedule is on screen, a breakpoint on every function
of our modules, each deleted at its first hit (scripts/key-path-gdb.py);
the keys pressed; detached once the screen has been still for QUIET seconds.
So a function counts once however often it runs, and everything the keys
set off counts: the spinner, the save, the watcher seeing it, the reloads.

Files are where the debug info puts each function (`nm -l`); the ones the
compiler makes for our types (equality, hashing, witnesses, copies) have
none and are counted apart. (Valgrind would be quicker, but 3.19 cannot
read the debug build.)

Usage: key-path-count.py DEBUG_SHIFTS KEYS [--list]
KEYS is `add` (a, L, Tab, "cover", Enter: a shift saved) or `month` (]).
Needs a debug build (`swift build --product shifts`), gdb, binutils."""
import collections, fcntl, os, pty, re, select, shutil, signal, struct, subprocess, sys, tempfile, termios, time

binary, which = os.path.realpath(sys.argv[1]), sys.argv[2]
listing = "--list" in sys.argv
KEYS = {"add": [b"a", b"L", b"\t", b"cover", b"\r"], "month": [b"]"]}[which]
QUIET = 4.0
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here) + "/Sources/"
modules = ("ShiftFeatures", "ShiftTUI", "ShiftModel", "ShiftStorage", "ShiftPresentation", "Terminal", "Redux")

data = tempfile.mkdtemp(prefix="shifts-keypath.")
env = dict(os.environ, TZ="Europe/Berlin", LANG="C.UTF-8", TERM="xterm-256color")
run = lambda *args: subprocess.run([binary, *args, "--data-dir", data], env=env, check=True,
                                   stdout=subprocess.DEVNULL)
run("init")
# Today is free, so `a` on it adds a shift rather than meeting a clash.
for day, kind in (("yesterday", "E"), ("tomorrow", "N")):
    run("add", day, kind)

# Every function of ours: its offset, and the file the debug info puts it in
# (None for the ones the compiler made).
where = {}
for line in subprocess.run(["nm", "-l", "--defined-only", binary], capture_output=True, text=True,
                           check=True).stdout.splitlines():
    fields = line.split("\t")
    parts = fields[0].split(" ", 2)
    if len(parts) != 3 or parts[1] not in "tT" or int(parts[0], 16) == 0:
        continue
    path = fields[1].rsplit(":", 1)[0] if len(fields) > 1 else None
    if path and path.startswith(root):
        where[int(parts[0], 16)] = path[len(root):]
    elif not path and any(parts[2].startswith(f"$s{len(m)}{m}") for m in modules):
        where[int(parts[0], 16)] = None
symbols = os.path.join(data, "symbols")
with open(symbols, "w") as file:
    file.writelines(f"{offset:x}\n" for offset in where)

pid, fd = pty.fork()
if pid == 0:
    os.execvpe(binary, [binary, "--data-dir", data], env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))

def quiet(seconds, limit=900):
    """Reads the screen until it has been still for `seconds`."""
    start = time.time()
    while time.time() - start < limit:
        if not select.select([fd], [], [], seconds)[0]:
            return
        os.read(fd, 65536)
    raise SystemExit("the screen never stood still")

def until(marker, limit=120):
    seen, start = b"", time.time()
    while marker not in seen:
        if select.select([fd], [], [], 1)[0]:
            seen += os.read(fd, 65536)
        if time.time() - start > limit:
            raise SystemExit(f"no {marker!r} on screen")

until(b"Night")
os.write(fd, b"2")
quiet(QUIET)
files = {name: os.path.join(data, name) for name in ("hits", "ready", "done")}
gdb = subprocess.Popen(["gdb", "-q", "-nx", "-batch", "-p", str(pid), "-x", os.path.join(here, "key-path-gdb.py")],
                       env=dict(env, KEYPATH_BINARY=binary, KEYPATH_SYMBOLS=symbols, KEYPATH_HITS=files["hits"],
                                KEYPATH_READY=files["ready"], KEYPATH_DONE=files["done"]),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
while not os.path.exists(files["ready"]):
    if gdb.poll() is not None:
        raise SystemExit("gdb ended before the breakpoints were in")
    time.sleep(1)

def settled():
    """Until no new function has been hit for QUIET seconds and the screen
    is still: each first hit stops the program for a moment, so a still
    screen alone may be a program held at a breakpoint."""
    size, since = -1, time.time()
    while time.time() - since < QUIET * 3:
        quiet(0.5)
        now = os.path.getsize(files["hits"])
        if now != size:
            size, since = now, time.time()

settled()
for key in KEYS:
    os.write(fd, key)
    quiet(0.5)
settled()
open(files["done"], "w").close()
gdb.send_signal(signal.SIGINT)
gdb.wait(timeout=300)
os.write(fd, b"q")
try:
    while os.read(fd, 65536):
        pass
except OSError:
    pass
os.waitpid(pid, 0)

ours = collections.defaultdict(lambda: collections.defaultdict(int))
generated = 0
for line in open(files["hits"]):
    path = where[int(line, 16)]
    if path is None:
        generated += 1
    else:
        module, _, rest = path.partition("/")
        ours[module][rest] += 1
file_count = sum(len(v) for v in ours.values())
function_count = sum(sum(v.values()) for v in ours.values())
print(f"{which}: {function_count} functions in {file_count} files of ours, "
      f"plus {generated} the compiler made for our types ({len(where)} functions watched)")
for module in sorted(ours):
    entries = ours[module]
    print(f"  {module}: {len(entries)} files, {sum(entries.values())} functions")
    if listing:
        for rest, count in sorted(entries.items()):
            print(f"    {rest} {count}")
shutil.rmtree(data)
