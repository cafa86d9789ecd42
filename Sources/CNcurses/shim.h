#ifndef SHIFTS_CNCURSES_SHIM_H
#define SHIFTS_CNCURSES_SHIM_H

// Wide-character ncurses: must be defined before curses.h is included,
// or cchar_t, setcchar and get_wch are not declared.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <langinfo.h>
#include <sys/ioctl.h>
#include <wchar.h>
#include <curses.h>

// Swift cannot see C macros with arguments or some globals; these accessors
// expose what the Terminal module needs and nothing more.
static inline WINDOW *shifts_stdscr(void) { return stdscr; }
static inline int shifts_lines(void) { return LINES; }
static inline int shifts_cols(void) { return COLS; }

static inline attr_t shifts_attr_bold(void) { return A_BOLD; }
static inline attr_t shifts_attr_dim(void) { return A_DIM; }
static inline attr_t shifts_attr_reverse(void) { return A_REVERSE; }
static inline attr_t shifts_attr_underline(void) { return A_UNDERLINE; }

static inline int shifts_key_resize(void) { return KEY_RESIZE; }
static inline int shifts_key_left(void) { return KEY_LEFT; }
static inline int shifts_key_right(void) { return KEY_RIGHT; }
static inline int shifts_key_up(void) { return KEY_UP; }
static inline int shifts_key_down(void) { return KEY_DOWN; }
static inline int shifts_key_home(void) { return KEY_HOME; }
static inline int shifts_key_end(void) { return KEY_END; }
static inline int shifts_key_npage(void) { return KEY_NPAGE; }
static inline int shifts_key_ppage(void) { return KEY_PPAGE; }
static inline int shifts_key_backspace(void) { return KEY_BACKSPACE; }
static inline int shifts_key_dc(void) { return KEY_DC; }
static inline int shifts_key_enter(void) { return KEY_ENTER; }
static inline int shifts_key_btab(void) { return KEY_BTAB; }
static inline int shifts_key_code_yes(void) { return KEY_CODE_YES; }

/// KEY_F(n) is shifts_key_f0() + n (n = 0...63).
static inline int shifts_key_f0(void) { return KEY_F0; }

/// The most code points one cell holds (a spacing character plus combining marks).
static inline int shifts_ccharw_max(void) { return CCHARW_MAX; }

/// newterm writing to `output` and reading keys from `input`. Returns NULL instead of
/// exiting when `type` is not a known terminal.
static inline SCREEN *shifts_newterm(const char *type, FILE *output, FILE *input) {
    return newterm(type, output, input);
}

/// 1 when the terminal newterm set up can be drawn on as a screen: it moves
/// the cursor to a given place (cup) and is neither hard copy nor generic
/// (TERM=dumb, TERM=unknown); else 0.
static inline int shifts_can_draw_screen(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1 && tigetflag("hc") <= 0 && tigetflag("gn") <= 0;
}

/// A stream reading `fd`, for shifts_newterm; NULL on failure.
static inline FILE *shifts_open_input(int fd) { return fdopen(fd, "r"); }

/// A stream writing `fd`, for shifts_newterm; NULL on failure.
static inline FILE *shifts_open_output(int fd) { return fdopen(fd, "w"); }

/// A new in-memory file (memfd_create, close-on-exec), or -1 where there is none.
static inline int shifts_memory_file(void) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, "shifts-frame", 1u /* MFD_CLOEXEC */);
#else
    return -1;
#endif
}

/// Writes what `memory` holds (from its start to its offset) to `terminal` in one
/// write (more only if the terminal takes a part), then empties `memory`. Returns the
/// bytes written, or -1 when they could not all be.
static inline long shifts_forward_memory(int memory, int terminal) {
    off_t size = lseek(memory, 0, SEEK_CUR);
    if (size <= 0) return (long)size;
    char *bytes = malloc((size_t)size);
    long written = -1;
    if (bytes != NULL && pread(memory, bytes, (size_t)size, 0) == size) {
        written = 0;
        while (written < size) {
            ssize_t done = write(terminal, bytes + written, (size_t)(size - written));
            if (done > 0) {
                written += done;
            } else if (done < 0 && errno == EAGAIN) {
                struct pollfd writable = { .fd = terminal, .events = POLLOUT, .revents = 0 };
                (void)poll(&writable, 1, 100);
            } else if (!(done < 0 && errno == EINTR)) {
                written = -1;
                break;
            }
        }
    }
    free(bytes);
    (void)ftruncate(memory, 0);
    (void)lseek(memory, 0, SEEK_SET);
    return written;
}

/// The window size of terminal `fd` (TIOCGWINSZ). Returns 0 on success, -1 on error.
static inline int shifts_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

/// The locale's character encoding name (e.g. "UTF-8").
static inline const char *shifts_codeset(void) { return nl_langinfo(CODESET); }

/// wcwidth from the C library: what ncurses believes a character's width is.
static inline int shifts_wcwidth(wchar_t c) { return wcwidth(c); }

/// Writes one cell: a grapheme cluster of up to CCHARW_MAX-1 code points
/// (nul-terminated) with attributes and a colour pair, at row y, column x.
static inline int shifts_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

/// Reads one key without blocking (nodelay must be set). Returns ERR when no
/// key is waiting, KEY_CODE_YES for function keys, OK for characters.
static inline int shifts_get_wch(wint_t *out) { return wget_wch(stdscr, out); }

#endif
