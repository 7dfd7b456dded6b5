// See CChildSpawn.h. The child calls only async-signal-safe functions (system calls)
// between fork and execve: aclock has other threads, whose locks (malloc's) the child may have
// copied held. It reports a failure before execve through a close-on-exec pipe, which an
// execve that succeeds closes unwritten.
#include "CChildSpawn.h"
#include <errno.h>

#ifdef __linux__
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int aclock_spawn(int *pid, const char *path, char *const argv[], char *const envp[], int input, int output, int errorOutput,
                 int deathSignal, int descriptorLimit) {
  int report[2];
  if (syscall(SYS_pipe2, report, O_CLOEXEC) != 0) return errno;
  pid_t parent = getpid();
  sigset_t all, previous;
  sigfillset(&all);
  // Blocked across the fork, so no handler of aclock's runs in the child before it resets them.
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t child = fork();
  if (child == 0) {
    int error = 0;
    struct sigaction standard = {.sa_handler = SIG_DFL};
    // Fails, harmlessly, for SIGKILL, SIGSTOP and the two glibc keeps.
    for (int number = 1; number < NSIG; number++) sigaction(number, &standard, NULL);
    if (deathSignal != 0 && prctl(PR_SET_PDEATHSIG, deathSignal) != 0) error = errno;
    // Had the parent gone before the prctl, no signal would ever come: stop here instead.
    if (error == 0 && deathSignal != 0 && getppid() != parent) error = ESRCH;
    if (error == 0 && setpgid(0, 0) != 0) error = errno;
    int null = error == 0 ? open("/dev/null", O_RDWR) : -1;
    if (error == 0 && null < 0) error = errno;
    // In this order: an output of 2 (aclock's stderr) is still aclock's when copied to 1.
    if (error == 0 && dup2(input < 0 ? null : input, 0) < 0) error = errno;
    if (error == 0 && dup2(output < 0 ? null : output, 1) < 0) error = errno;
    if (error == 0 && dup2(errorOutput < 0 ? null : errorOutput, 2) < 0) error = errno;
    if (error == 0) {
      // Everything above 2 but the report pipe's write end, which execve closes.
      int first = 3, last = report[1] - 1;
      for (int pass = 0; pass < 2; pass++) {
        if (first <= last) {
#ifdef SYS_close_range
          if (syscall(SYS_close_range, first, last, 0) != 0)
#endif
            for (int descriptor = first; descriptor <= last && descriptor < descriptorLimit; descriptor++) close(descriptor);
        }
        first = report[1] + 1;
        last = 0x7fffffff;
      }
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, NULL);
      execve(path, argv, envp);
      error = errno;
    }
    while (write(report[1], &error, sizeof error) < 0 && errno == EINTR) {}
    _exit(127);
  }
  int forkError = errno;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(report[1]);
  if (child < 0) {
    close(report[0]);
    return forkError;
  }
  int childError = 0;
  ssize_t count;
  while ((count = read(report[0], &childError, sizeof childError)) < 0 && errno == EINTR) {}
  close(report[0]);
  if (count == sizeof childError) {
    // It never ran the program: reap it here, so no one else sees a pid that means nothing.
    while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {}
    return childError;
  }
  *pid = child;
  return 0;
}
#else
int aclock_spawn(int *pid, const char *path, char *const argv[], char *const envp[], int input, int output, int errorOutput,
                 int deathSignal, int descriptorLimit) {
  return ENOSYS;
}
#endif

