import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that readers see the old file or the new one, never a part of either.
///
/// Each file's bytes go to a temporary file in its target's directory (same file system, so
/// the rename is atomic). Only when every temporary file is complete are they renamed over their
/// targets; on any failure before that, every temporary file is removed and no target is
/// touched. No fsync: live modes rewrite a picture every second, and losing the last one in a
/// power cut is harmless.
///
/// Writes hold a process-wide lock, and ``afterCurrentWrite(_:)`` waits for it: the signal
/// handlers exit through it, so Ctrl-C during a live render never leaves a temporary file.
enum AtomicFile {
  private static let writing = Mutex(())

  /// Runs `body` once no write is in progress (and none can start until it returns).
  static func afterCurrentWrite<Result>(_ body: () -> Result) -> Result {
    writing.withLock { _ in body() }
  }

  /// Writes several files, all or (if one cannot be created) none.
  static func write(_ files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
    try writing.withLock { _ throws(CLIError) in try writeLocked(files) }
  }

  private static func writeLocked(_ files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
    var temporaries: [String] = []
    do throws(CLIError) {
      for (bytes, path) in files {
        temporaries.append(try writeTemporary(bytes, beside: path))
      }
    } catch {
      temporaries.forEach { unlink($0) }
      throw error
    }
    for (index, (_, path)) in files.enumerated() where rename(temporaries[index], path) != 0 {
      let error = failure(path)
      temporaries[index...].forEach { unlink($0) }
      throw error
    }
  }

  /// Writes `bytes` to a new temporary file in `path`'s directory and returns its path.
  private static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(CLIError) -> String {
    let url = URL(fileURLWithPath: path)
    var template = Array("\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(path) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { close(descriptor) }
    do throws(CLIError) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
          if errno == EINTR { continue }
          throw failure(path)
        }
        offset += written
      }
      // mkstemp makes 0600; a picture should get the permissions any new file would.
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    } catch {
      unlink(temporary)
      throw error
    }
    return temporary
  }

  private static func failure(_ path: String) -> CLIError {
    .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
  }
}
