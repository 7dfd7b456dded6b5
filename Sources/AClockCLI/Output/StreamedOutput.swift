#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// One output file written in pieces (`timeline.json`, streamed so memory stays flat), by the
/// rules of ``OutputTarget``: a regular file through a ``TemporaryFile`` renamed into place by
/// ``commit()``, a special file (a device, a FIFO) written in place as the pieces come.
final class StreamedOutput {
  private let target: OutputTarget
  private let temporary: TemporaryFile?
  private var descriptor: Int32 = -1

  /// Opens the output for `path`; throws ``CLIError/cannotCreateOutput(path:reason:)``.
  init(path: String) throws(CLIError) {
    target = try OutputTarget.resolve(path)
    switch target {
    case .replaced(_, let resolvedPath, let ownership):
      temporary = try TemporaryFile(beside: resolvedPath, shownAs: path, keeping: ownership)
    case .standardOutput:
      temporary = nil
      descriptor = STDOUT_FILENO
    case .inPlace:
      temporary = nil
      descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_TRUNC)
      guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
    }
  }

  deinit {
    if descriptor > STDOUT_FILENO { close(descriptor) }
  }

  /// Appends `bytes`.
  func append(_ bytes: [UInt8]) throws(CLIError) {
    if let temporary { return try temporary.append(bytes) }
    if let code = DescriptorWrite.all(bytes, to: descriptor) {
      throw .cannotCreateOutput(path: target.path, reason: String(cString: strerror(code)))
    }
  }

  /// Puts the file in place (renames the temporary file over the target), or closes the special file.
  func commit() throws(CLIError) {
    try temporary?.commit()
    if descriptor > STDOUT_FILENO { close(descriptor) }
    descriptor = -1
  }
}
