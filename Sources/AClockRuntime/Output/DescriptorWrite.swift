#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// `write(2)` until every byte is out: the kernel may take fewer bytes than asked (a pipe, a
/// signal), an interrupted call is simply repeated, and a descriptor another program left
/// non-blocking (a terminal shared with it, a FIFO) is waited on with `poll` when full.
package enum DescriptorWrite {
  /// Writes all of `bytes` to `descriptor`; returns nil, or the `errno` of the failure.
  package static func all(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
            continue
          }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// Writes as much of `bytes` to `descriptor` as it takes by `deadline`, never waiting past
  /// it; returns whether all of it went out.
  ///
  /// The bytes go through a second, non-blocking opening of the same file (`/proc/self/fd`),
  /// so the descriptor's own flags, which a terminal shares with the shell, stay as they are; a
  /// terminal another thread is blocked writing to refuses it at once. Without /proc, the
  /// descriptor itself is written once it polls writable.
  @discardableResult
  package static func all(_ bytes: [UInt8], to descriptor: Int32, until deadline: ContinuousClock.Instant) -> Bool {
    let twin = open("/proc/self/fd/\(descriptor)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard twin >= 0 else {
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      return poll(&ready, 1, milliseconds(until: deadline)) > 0 && all(bytes, to: descriptor) == nil
    }
    defer { close(twin) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(twin, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN, ContinuousClock.now < deadline {
        // Full, or another thread's write holds the terminal: then it refuses at once and polls
        // as not writable, and nothing says when that thread is done. Look again every 10 ms.
        var ready = pollfd(fd: twin, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, min(10, milliseconds(until: deadline)))
      } else {
        return false
      }
    }
    return true
  }

  /// Whole milliseconds from now to `deadline`, rounded up, from 0 to a minute (poll's timeout).
  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    Int32(min(max((deadline - .now) / .milliseconds(1), 0), 60_000).rounded(.up))
  }
}
