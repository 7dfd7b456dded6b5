#ifndef ACLOCK_CCHILDSPAWN_H
#define ACLOCK_CCHILDSPAWN_H
// The start of a child process (ChildSpawn in AClockRuntime), in C because the child must set
// itself up between fork and execve, where only async-signal-safe calls are allowed. No system
// header here: the types it would bring would belong to this module in Swift.

/// Starts `path` with `argv` and `envp` (both NULL-terminated), as a timer's action or ffmpeg
/// for `frames --video`: stdin, stdout and stderr copied from `input`, `output` and
/// `errorOutput` (-1: /dev/null; 2 for stdout: aclock's stderr); no descriptor above 2 (where close_range(2) is missing, those below `descriptorLimit`); no
/// signal blocked and every signal at its default disposition; a process group of its own; and
/// `deathSignal` (0: none) sent by the kernel when the thread that called this ends
/// (PR_SET_PDEATHSIG, which posix_spawn cannot ask for). Returns 0 with the child's pid in
/// `*pid`, or an errno: fork's, or the child's own (setting itself up, or execve's). Linux
/// only; elsewhere it returns ENOSYS.
int aclock_spawn(int *pid, const char *path, char *const argv[], char *const envp[], int input, int output, int errorOutput,
                 int deathSignal, int descriptorLimit);

#endif
