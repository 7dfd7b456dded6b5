import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A file being written under a temporary name beside its target (same directory, so the
/// rename is atomic): ``commit()`` renames it over the target, ``discard()`` removes it.
///
/// Creating, committing and discarding hold one process-wide lock, and every temporary file that
/// exists is on a list under that lock; ``afterCurrentWrite(_:)`` takes the lock and removes the
/// listed ones before running its body. The signal handlers exit through it, so an interrupted
/// command leaves every target either complete or untouched, and no temporary file. Bytes are
/// written outside the lock, so several threads can write frames at once. No fsync: losing the
/// last picture in a power cut is harmless.
///
/// Not `Sendable`: one thread writes a file from start to commit.
final class TemporaryFile {
  /// The file the bytes are for.
  let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  private var size = 0

  private static let open = Mutex(Set<String>())
  /// New files get the permissions `creat(0666)` would give them (mkstemp makes 0600). Read once:
  /// `umask` can only be read by setting it, which would race with other threads.
  private static let permissions: mode_t = {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }()

  /// Creates a temporary file beside `path` (named `.NAME.XXXXXX`).
  init(beside path: String) throws(CLIError) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    var template = Array("\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).XXXXXX".utf8CString)
    let permissions = Self.permissions
    let created: (descriptor: Int32, path: String)? = Self.open.withLock { open in
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else { return nil }
      let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      open.insert(temporaryPath)
      return (descriptor, temporaryPath)
    }
    guard let created else { throw Self.failure(path) }
    (descriptor, temporaryPath) = created
    fchmod(descriptor, permissions)
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// Appends `bytes`; on failure the file is discarded.
  func append(_ bytes: some ContiguousBytes) throws(CLIError) {
    let failed = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return true
        }
        offset += written
      }
      return false
    }
    if failed {
      let error = Self.failure(path)
      discard()
      throw error
    }
  }

  /// Closes the file and renames it over the target.
  func commit() throws(CLIError) {
    try Self.commit([self])
  }

  /// Renames every file of `files` over its target under one hold of the lock, so an exit never
  /// falls between them; the first failure discards the ones not yet renamed.
  static func commit(_ files: [TemporaryFile]) throws(CLIError) {
    try open.withLock { open throws(CLIError) in
      for (index, file) in files.enumerated() {
        close(file.descriptor)
        file.descriptor = -1
        if rename(file.temporaryPath, file.path) != 0 {
          let error = failure(file.path)
          for rest in files[index...] {
            if rest.descriptor >= 0 { close(rest.descriptor) }
            rest.descriptor = -1
            unlink(rest.temporaryPath)
            open.remove(rest.temporaryPath)
          }
          throw error
        }
        open.remove(file.temporaryPath)
      }
    }
  }

  /// Closes and removes the temporary file; the target is untouched.
  func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    Self.open.withLock { open in
      unlink(temporaryPath)
      open.remove(temporaryPath)
    }
  }

  /// Runs `body` once no file is being created or renamed (and none can be until it returns),
  /// after removing every temporary file still open: for exiting on a signal.
  static func afterCurrentWrite<Result>(_ body: () -> Result) -> Result {
    open.withLock { open in
      open.forEach { unlink($0) }
      open.removeAll()
      return body()
    }
  }

  private static func failure(_ path: String) -> CLIError {
    .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
  }
}
