// Runs a program and prints its peak RSS in kB, for scripts/bench-process.py.
// A tiny C parent, not Python: Linux counts the memory of the process that
// forked into the child's peak (until exec), which would hide the figure.
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: bench-peak-rss PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    pid_t child = fork();
    if (child == 0) {
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (child < 0 || wait4(child, &status, 0, &usage) < 0) return 1;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%ld\n", usage.ru_maxrss);
    return 0;
}
