#ifndef SHIFTS_TERMINAL_RESTORE_H
#define SHIFTS_TERMINAL_RESTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <termios.h>

/// The most bytes `shifts_terminal_restore_arm` keeps to write at a crash.
#define SHIFTS_TERMINAL_RESTORE_BYTES_MAX 256

/// Until `shifts_terminal_restore_disarm`, a signal that would end the
/// process (SIGSEGV, SIGILL, SIGABRT, SIGQUIT, SIGUSR1, SIGPIPE, ...) first
/// writes `bytes` to `fd` and sets its terminal back to `shell_mode`, from an
/// async-signal-safe handler; then a crash handler installed before (Swift's
/// backtracer) runs, with standard input answering its prompt so it never
/// waits; then the signal is raised again with its default action, so the
/// exit status and core dump are what they would have been.
///
/// Both are copied. Returns false (and arms nothing) when `length` exceeds
/// SHIFTS_TERMINAL_RESTORE_BYTES_MAX. Not thread-safe: call from one thread.
bool shifts_terminal_restore_arm(int fd, const struct termios *shell_mode, const char *bytes, size_t length);

/// Puts back the signal actions `shifts_terminal_restore_arm` replaced.
void shifts_terminal_restore_disarm(void);

/// True while armed and `signal_number`'s action is the restoring handler.
bool shifts_terminal_restore_handles(int signal_number);

#endif
