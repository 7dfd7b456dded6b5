import AClockValues
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Writes a call's output files all or none: readers see each old file or its new one, never a
/// part of either, and a failure replaces no target.
///
/// In order, so that everything that can fail happens before the first target changes:
/// 1. every target is resolved (``OutputTarget``): a directory, a missing or unsearchable
///    directory, or two outputs naming one file fail here;
/// 2. every regular target's bytes go to a ``TemporaryFile`` beside it (a read-only directory
///    or a full disk fail here);
/// 3. special files (`-`, devices, FIFOs, hard-linked files) are written in place: they cannot be
///    replaced, only written, so a failure after this point leaves what was written to them;
/// 4. the temporary files are renamed over their targets, under one lock.
package enum AtomicFile {
  /// Writes several files, all or (if one cannot be written) none.
  package static func write(_ files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
    let targets = try files.map { file throws(CLIError) in try OutputTarget.resolve(file.path) }
    try checkDistinct(targets)
    var temporaries: [TemporaryFile] = []
    do throws(CLIError) {
      for (target, file) in zip(targets, files) {
        guard case .replaced(_, let resolvedPath, let ownership) = target else { continue }
        let temporary = try TemporaryFile(beside: resolvedPath, shownAs: target.path, keeping: ownership)
        temporaries.append(temporary)
        try temporary.append(file.bytes)
      }
      for (target, file) in zip(targets, files) {
        try writeInPlace(file.bytes, to: target)
      }
    } catch {
      temporaries.forEach { $0.discard() }
      throw error
    }
    try TemporaryFile.commit(temporaries)
  }

  /// Writes one file.
  package static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    try write([(bytes, path)])
  }

  /// Writes `bytes` to a target that is written in place (standard output, a device, a FIFO);
  /// does nothing for one that is replaced.
  private static func writeInPlace(_ bytes: [UInt8], to target: OutputTarget) throws(CLIError) {
    let descriptor: Int32
    switch target {
    case .replaced: return
    case .standardOutput:
      try StandardOutput.write(bytes: bytes)
      return
    case .inPlace(let path):
      // O_NOCTTY: a terminal named as the target must not become aclock's controlling terminal.
      // O_TRUNC shortens a hard-linked regular file; devices and FIFOs ignore it.
      descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_TRUNC)
      guard descriptor >= 0 else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno))) }
    }
    defer { close(descriptor) }
    if let code = DescriptorWrite.all(bytes, to: descriptor) {
      throw .cannotCreateOutput(path: target.path, reason: String(cString: strerror(code)))
    }
  }

  /// Refuses two outputs that end in one file: the second would silently replace the first.
  private static func checkDistinct(_ targets: [OutputTarget]) throws(CLIError) {
    var seen: [String: String] = [:]
    for target in targets {
      if let earlier = seen[target.identity] {
        throw .badUsage("\(UserText.quotedPath(earlier)) and \(UserText.quotedPath(target.path)) are the same file: give each picture its own")
      }
      seen[target.identity] = target.path
    }
  }
}
