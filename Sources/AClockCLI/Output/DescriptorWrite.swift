import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `write(2)` until every byte is out: the kernel may take fewer bytes than asked (a pipe, a
/// signal), and an interrupted call is simply repeated.
enum DescriptorWrite {
  /// Writes all of `bytes` to `descriptor`; returns nil, or the `errno` of the failure.
  static func all(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
