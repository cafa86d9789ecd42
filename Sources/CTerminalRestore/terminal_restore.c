#include "terminal_restore.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

// Every signal whose default action ends the process, except the three the
// app turns into a clean quit itself (SIGTERM, SIGINT, SIGHUP) and SIGKILL
// and SIGSTOP, which cannot be caught. Real-time signals are left alone: the
// C library uses some of them.
static const int fatal_signals[] = {
    SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS,
    SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGIO
    SIGIO,
#endif
};

#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

// Written only while disarmed, before `armed` is set; the handler only reads.
static int terminal_fd = -1;
static struct termios saved_shell_mode;
static char restore_bytes[SHIFTS_TERMINAL_RESTORE_BYTES_MAX];
static size_t restore_length;
static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];
static bool replaced[FATAL_SIGNAL_COUNT];

static atomic_bool armed;
/// Set by the first handler to run: two threads crashing at once restore once.
static atomic_bool restored;

static int signal_index(int signal_number) {
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (fatal_signals[index] == signal_number) return (int)index;
    }
    return -1;
}

/// Signals a program sends on purpose: a handler already installed for one of
/// them is someone's, and stays. A handler for any other fatal signal is a
/// crash reporter, which runs after the terminal is restored.
static bool is_crash_signal(int signal_number) {
    switch (signal_number) {
    case SIGQUIT: case SIGILL: case SIGTRAP: case SIGABRT:
    case SIGBUS: case SIGFPE: case SIGSEGV: case SIGSYS:
        return true;
    default:
        return false;
    }
}

static bool has_handler(const struct sigaction *action) {
    if (action->sa_flags & SA_SIGINFO) return action->sa_sigaction != NULL;
    return action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN;
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

static void restore_terminal(void) {
    if (!atomic_load(&armed) || atomic_exchange(&restored, true)) return;
    write_all(terminal_fd, restore_bytes, restore_length);
    tcsetattr(terminal_fd, TCSANOW, &saved_shell_mode);
}

/// Swift's backtracer, in a terminal, asks "Press space to interact, D to
/// debug, or any other key to quit" and waits 30 s for a key on standard
/// input. It inherits ours: make that a pipe holding one such key, so the
/// prompt ends at once (an empty pipe would read as end of file, on which
/// the backtracer traps).
static void answer_backtracer_prompt(void) {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) return;
    ssize_t written = write(pipe_fds[1], "q", 1);
    close(pipe_fds[1]);
    if (written == 1) dup2(pipe_fds[0], STDIN_FILENO);
    close(pipe_fds[0]);
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    restore_terminal();

    int index = signal_index(signal_number);
    if (index >= 0 && has_handler(&previous_actions[index])) {
        struct sigaction previous = previous_actions[index];
        answer_backtracer_prompt();
        if (previous.sa_flags & SA_SIGINFO) {
            previous.sa_sigaction(signal_number, info, context);
        } else {
            previous.sa_handler(signal_number);
        }
    }

    // End as the signal's default action would: raised again, it stays
    // pending while this handler blocks it and is delivered on return. A
    // fault that would repeat on return is preempted the same way.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    raise(signal_number);
    errno = saved_errno;
}

bool shifts_terminal_restore_arm(int fd, const struct termios *shell_mode, const char *bytes, size_t length) {
    shifts_terminal_restore_disarm();
    if (length > sizeof restore_bytes) return false;
    terminal_fd = fd;
    saved_shell_mode = *shell_mode;
    memcpy(restore_bytes, bytes, length);
    restore_length = length;
    atomic_store(&restored, false);
    atomic_store(&armed, true);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    // On the alternate stack where there is one (Swift's runtime sets one up
    // for the main thread), so a stack overflow there is handled too; every
    // other signal waits until the terminal is back.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigfillset(&action.sa_mask);

    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        int signal_number = fatal_signals[index];
        struct sigaction current;
        if (sigaction(signal_number, NULL, &current) != 0) continue;
        // An ignored signal stays ignored (nohup, a parent ignoring SIGPIPE).
        if (current.sa_handler == SIG_IGN && !(current.sa_flags & SA_SIGINFO)) continue;
        if (has_handler(&current) && !is_crash_signal(signal_number)) continue;
        previous_actions[index] = current;
        replaced[index] = sigaction(signal_number, &action, NULL) == 0;
    }
    return true;
}

void shifts_terminal_restore_disarm(void) {
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (!replaced[index]) continue;
        sigaction(fatal_signals[index], &previous_actions[index], NULL);
        replaced[index] = false;
    }
    atomic_store(&armed, false);
}

bool shifts_terminal_restore_handles(int signal_number) {
    if (!atomic_load(&armed)) return false;
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return false;
    return (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == on_fatal_signal;
}
