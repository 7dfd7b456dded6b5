#if canImport(Glibc)
import Glibc
#endif

/// Standard input, output and error as the process found them.
///
/// A stream the parent closed (`aclock >&-`) leaves its descriptor number free, and the next file
/// aclock opens (a temporary picture, the signal relay's pipe) would take it: results would go
/// into that file. ``secure()`` puts /dev/null on each closed one, and remembers that stdout was
/// closed, so writing to it still fails as it should (``StandardOutput``), and writing to a
/// closed stderr is quietly lost.
package enum StandardStreams {
  /// Whether stdout was closed at start-up (set once by ``secure()``, before any thread starts).
  nonisolated(unsafe) private(set) static var outputWasClosed = false

  /// Opens /dev/null on descriptors 0, 1 and 2 where they are closed. Call first thing in `main`.
  package static func secure() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      if descriptor == STDOUT_FILENO { outputWasClosed = true }
    }
  }
}
