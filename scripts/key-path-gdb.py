# Run inside gdb (key-path-count.py starts it): a breakpoint on every
# function of ours, each deleted at its first hit, the hits written out.
import gdb, os

binary = os.environ["KEYPATH_BINARY"]
offsets = [int(line.split()[0], 16) for line in open(os.environ["KEYPATH_SYMBOLS"])]
out = open(os.environ["KEYPATH_HITS"], "w")

base = None
for line in gdb.execute("info proc mappings", to_string=True).splitlines():
    fields = line.split()
    if fields and fields[-1] == binary and fields[0].startswith("0x"):
        base = int(fields[0], 16) - int(fields[3], 16)
        break
assert base is not None, "the binary is not mapped"

gdb.execute("set breakpoint always-inserted on")
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("handle SIGINT stop nopass")
for other in ("SIGPIPE", "SIGWINCH", "SIGALRM", "SIGCHLD", "SIGUSR1", "SIGUSR2"):
    gdb.execute(f"handle {other} nostop noprint pass")
by_number = {}
for offset in offsets:
    point = gdb.Breakpoint(f"*{base + offset:#x}", internal=True)
    by_number[point.number] = (point, offset)

def stopped(event):
    if isinstance(event, gdb.BreakpointEvent):
        for point in event.breakpoints:
            entry = by_number.pop(point.number, None)
            if entry:
                out.write(f"{entry[1]:x}\n")
                out.flush()
                entry[0].delete()

gdb.events.stop.connect(stopped)
open(os.environ["KEYPATH_READY"], "w").close()
while not os.path.exists(os.environ["KEYPATH_DONE"]):
    try:
        gdb.execute("continue")
    except gdb.error:
        break
out.close()
gdb.execute("detach")
