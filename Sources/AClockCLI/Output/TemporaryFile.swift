#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
  /// The target as the user named it (a link to `path`, say), for messages.
  let shownPath: String
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

  /// Creates a temporary file beside `path` (named `.NAME.XXXXXX`); messages name the target
  /// `shownPath` (default: `path`). It gets the mode (and owner) of the file it will replace
  /// when `ownership` is given, else what `creat(0666)` would give a new file.
  init(beside path: String, shownAs shownPath: String? = nil, keeping ownership: FileOwnership? = nil) throws(CLIError) {
    self.path = path
    self.shownPath = shownPath ?? path
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
    guard let created else { throw Self.failure(self.shownPath) }
    (descriptor, temporaryPath) = created
    if let ownership {
      ownership.apply(to: descriptor)
    } else {
      fchmod(descriptor, permissions)
    }
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// Appends `bytes`; on failure the file is discarded.
  func append(_ bytes: some ContiguousBytes) throws(CLIError) {
    if let code = DescriptorWrite.all(bytes, to: descriptor) {
      discard()
      throw .cannotCreateOutput(path: shownPath, reason: String(cString: strerror(code)))
    }
  }

  /// Closes the file and renames it over the target.
  func commit() throws(CLIError) {
    try Self.commit([self])
  }

  /// Renames every file of `files` over its target under one hold of the lock, so an exit never
  /// falls between them. Every check that can fail ran before (the targets were resolved, the
  /// bytes written), so a rename fails only when something changed under aclock meanwhile;
  /// then the files not yet renamed are discarded, and the error names those already replaced.
  static func commit(_ files: [TemporaryFile]) throws(CLIError) {
    try open.withLock { open throws(CLIError) in
      for (index, file) in files.enumerated() {
        close(file.descriptor)
        file.descriptor = -1
        if rename(file.temporaryPath, file.path) != 0 {
          let reason = String(cString: strerror(errno))
          for rest in files[index...] {
            if rest.descriptor >= 0 { close(rest.descriptor) }
            rest.descriptor = -1
            unlink(rest.temporaryPath)
            open.remove(rest.temporaryPath)
          }
          let replaced = files[..<index].map(\.shownPath)
          if replaced.isEmpty { throw .cannotCreateOutput(path: file.shownPath, reason: reason) }
          throw .partlyReplaced(path: file.shownPath, reason: reason, replaced: replaced)
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

  /// The target's file name if `name` has the form of a temporary file's (`.NAME.XXXXXX`, the
  /// six characters mkstemp fills in), else nil: for clearing the leftovers of a run that was
  /// killed (SIGKILL cannot be caught) before it could remove them.
  static func targetName(ofTemporary name: String) -> String? {
    let characters = Array(name.utf8)
    guard characters.count > 9, characters[0] == UInt8(ascii: "."), characters[characters.count - 7] == UInt8(ascii: "."),
          characters.suffix(6).allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return String(decoding: characters[1..<(characters.count - 7)], as: UTF8.self)
  }

  private static func failure(_ path: String) -> CLIError {
    .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
  }
}
