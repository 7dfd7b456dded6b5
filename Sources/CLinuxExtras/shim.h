#ifndef ACLOCK_CLINUXEXTRAS_SHIM_H
#define ACLOCK_CLINUXEXTRAS_SHIM_H
// Linux and glibc headers Swift's Glibc module does not bring: timerfd, eventfd and futex for
// ClockSchedule's waits on the wall clock (WallClockAlarm), mallopt for the command line's
// malloc arenas under an address-space limit (MallocArenas). Empty elsewhere; Swift code imports
// it under #if os(Linux).
#ifdef __linux__
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <malloc.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

// syscall(2) is variadic, which Swift cannot call, and Swift has no atomics on a raw address:
// WallClockAlarm's wake-up word goes through these.

/// Sleeps while `*word` is `expected`, at most `relative` on the monotonic clock, until
/// aclock_futex_wake: 0, or -1 with errno ETIMEDOUT, EAGAIN (`*word` was not `expected`), EINTR.
static inline int aclock_futex_wait(uint32_t *word, uint32_t expected, const struct timespec *relative) {
  return (int)syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, relative, NULL, 0);
}

/// Wakes the thread sleeping in aclock_futex_wait on `word`, if any.
static inline void aclock_futex_wake(uint32_t *word) {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

/// Sets `bits` in `*word` atomically; the value before.
static inline uint32_t aclock_atomic_fetch_or(uint32_t *word, uint32_t bits) {
  return __atomic_fetch_or(word, bits, __ATOMIC_SEQ_CST);
}

/// Clears `bits` in `*word` atomically; the value before.
static inline uint32_t aclock_atomic_fetch_clear(uint32_t *word, uint32_t bits) {
  return __atomic_fetch_and(word, ~bits, __ATOMIC_SEQ_CST);
}
#endif
#endif
