#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one read loop for files aclock reads whole (zone files, style files and fonts, the
/// files of a `frames` directory): chunks of 64 KiB until the end or a byte limit, a read
/// interrupted by a signal retried, and a descriptor opened non-blocking (standard input handed
/// over that way) waited for as a blocking read would.
package enum DescriptorReader {
  /// What a read to the end gave.
  package enum Outcome {
    /// The bytes, to the end of the file or to the limit, whichever came first.
    case bytes([UInt8])
    /// A read failed with this `errno`.
    case failed(errno: Int32)
  }

  /// Up to `limit` bytes of `descriptor`, from where it stands to its end.
  package static func read(_ descriptor: Int32, limit: Int) -> Outcome {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
        #else
        Darwin.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
        #endif
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&wanted, 1, -1)
        continue
      }
      guard count >= 0 else { return .failed(errno: errno) }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return .bytes(bytes)
  }
}
