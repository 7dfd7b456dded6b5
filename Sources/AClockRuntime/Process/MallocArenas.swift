#if os(Linux)
import CLinuxExtras
import Glibc

/// glibc's malloc under an address-space limit (`ulimit -v`).
///
/// Each thread that allocates gets an arena of its own, reserved as a 64 MiB heap. Under a
/// limit that reservation fails, and malloc tries it again on the thread's next allocation:
/// `frames` with two workers under `ulimit -v 100000` made 3.2 million failing `mmap` calls for
/// 20 frames, 12.7 s (9 s of it in the kernel) against 3.1 s without the limit, and timed out on
/// a loaded machine. With a limit set, every thread shares the main arena instead, as
/// `MALLOC_ARENA_MAX=1` would have it; without one nothing changes.
package enum MallocArenas {
  /// Limits malloc to one arena when the process's address space is limited.
  package static func shareOneUnderAnAddressSpaceLimit() {
    var limit = rlimit()
    // `rlim_t.max` is RLIM_INFINITY (all ones), a macro Swift does not import as unsigned.
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return }
    _ = mallopt(M_ARENA_MAX, 1)
  }
}
#endif
