#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a user named as input (a style file, a font), open for reading: a regular file, or
/// standard input when the name is `/dev/stdin`.
///
/// Opening a FIFO waits for a writer, and reading a device may never end, so anything but a
/// regular file is refused before it is read: `stat` first (a device is never opened, so
/// opening cannot rewind a tape or take a terminal), then `open` with `O_NONBLOCK` (a FIFO put
/// there meanwhile opens at once) and `fstat` on the descriptor, which is what is read. Only
/// `/dev/stdin`, which a caller names on purpose (`… | aclock --style /dev/stdin`), is read
/// whatever it is, from descriptor 0 itself.
package struct InputFile: ~Copyable {
  /// The path that names standard input.
  package static let standardInputPath = "/dev/stdin"

  /// The open descriptor.
  package let descriptor: Int32
  /// The file's size from `fstat` (0 for standard input that is not a regular file).
  package let size: Int
  /// Whether the descriptor is ours to close (standard input is not).
  private let owned: Bool

  /// Opens `path` for reading; throws unless it is a regular file (or `/dev/stdin`).
  package init(path: String) throws(InputFileError) {
    if path == Self.standardInputPath {
      var status = stat()
      guard fstat(0, &status) == 0 else { throw .unreadable(Self.reason(errno)) }
      guard status.st_mode & S_IFMT != S_IFDIR else { throw .directory }
      descriptor = 0
      size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
      owned = false
      return
    }
    var status = stat()
    guard stat(path, &status) == 0 else { throw Self.failure(errno) }
    try Self.requireRegular(status)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(errno) }
    // The name may have been replaced between stat and open: what counts is what was opened.
    guard fstat(descriptor, &status) == 0 else {
      let error = errno
      close(descriptor)
      throw .unreadable(Self.reason(error))
    }
    do throws(InputFileError) {
      try Self.requireRegular(status)
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    size = Int(status.st_size)
    owned = true
  }

  deinit {
    if owned { close(descriptor) }
  }

  /// The whole file; throws ``InputFileError/tooLarge(limit:)`` if it holds more than `limit`
  /// bytes (one byte past the limit is read to tell), rather than cutting it.
  package func bytes(limit: Int) throws(InputFileError) -> [UInt8] {
    switch DescriptorReader.read(descriptor, limit: limit + 1) {
    case .failed(let error): throw .unreadable(Self.reason(error))
    case .bytes(let bytes) where bytes.count > limit: throw .tooLarge(limit: limit)
    case .bytes(let bytes): return bytes
    }
  }

  private static func requireRegular(_ status: stat) throws(InputFileError) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw .directory
    case S_IFIFO: throw .notRegular("a FIFO")
    case S_IFCHR: throw .notRegular("a character device")
    case S_IFBLK: throw .notRegular("a block device")
    case S_IFSOCK: throw .notRegular("a socket")
    default: throw .notRegular("a special file")
    }
  }

  private static func failure(_ error: Int32) -> InputFileError {
    error == ENOENT || error == ENOTDIR ? .missing : .unreadable(reason(error))
  }

  private static func reason(_ error: Int32) -> String {
    strerror(error).map { String(cString: $0) } ?? "error \(error)"
  }
}
