// LD_PRELOAD shim for scripts/bench-process.py: holds a load open so the
// spinner turns for as long as the bench wants to count its frames.
//
// The first open() of a path ending in $SHIFTS_BENCH_HOLD (e.g.
// "/calendar.ics") first opens the FIFO $SHIFTS_BENCH_RELEASE for reading,
// which blocks until the bench opens it for writing; then the real open()
// runs. Only the thread doing the load waits; everything else in the process
// runs as usual. Later opens of the path (a load opens the file more than
// once) go straight through: the bench releases the FIFO once.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void wait_if_held(const char *path) {
    const char *held = getenv("SHIFTS_BENCH_HOLD");
    const char *release = getenv("SHIFTS_BENCH_RELEASE");
    if (!held || !release || !path) return;
    size_t path_length = strlen(path), held_length = strlen(held);
    if (path_length < held_length || strcmp(path + path_length - held_length, held) != 0) return;
    static atomic_flag held_once = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&held_once)) return;
    int (*real_open)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
    int fifo = real_open(release, O_RDONLY);
    if (fifo >= 0) close(fifo);
}

static mode_t mode_argument(int flags, va_list arguments) {
    return (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(arguments, int) : 0;
}

int open(const char *path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode = mode_argument(flags, arguments);
    va_end(arguments);
    wait_if_held(path);
    int (*real)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode = mode_argument(flags, arguments);
    va_end(arguments);
    wait_if_held(path);
    int (*real)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open64");
    return real(path, flags, mode);
}

int openat(int directory, const char *path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode = mode_argument(flags, arguments);
    va_end(arguments);
    wait_if_held(path);
    int (*real)(int, const char *, int, ...) = (int (*)(int, const char *, int, ...))dlsym(RTLD_NEXT, "openat");
    return real(directory, path, flags, mode);
}
