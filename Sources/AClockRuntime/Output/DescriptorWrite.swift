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
}
