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
/// Beside a path (`--png FILE`), names are paths; in an ``OutputDirectory`` (`frames --out`),
/// names are relative to the directory's descriptor and every call is an `*at` call on it, so
/// nothing is looked up through a link that replaced a directory meanwhile. The temporary name
/// is created with `O_CREAT | O_EXCL`, so a link or FIFO someone put there is never opened.
///
/// Creating, committing and discarding hold one process-wide lock, and every temporary file that
/// exists is on a list under that lock; ``afterCurrentWrite(_:)`` takes the lock and removes the
/// listed ones before running its body. The signal handlers exit through it, so an interrupted
/// command leaves every target either complete or untouched, and no temporary file. Bytes are
/// written outside the lock, so several threads can write frames at once. No fsync: losing the
/// last picture in a power cut is harmless.
///
/// Not `Sendable`: one thread writes a file from start to commit.
package final class TemporaryFile {
  /// The target as the user named it (a link to the target, say), for messages.
  package let shownPath: String
  /// Keeps the descriptor `base` refers to open while the file exists.
  private let directory: OutputDirectory?
  /// The target and the temporary file, relative to `base`.
  private let target: Name
  private let temporary: Name
  private var descriptor: Int32

  /// A name relative to a directory descriptor (`AT_FDCWD`: the working directory).
  private struct Name: Hashable {
    let base: Int32
    let name: String
  }

  private static let open = Mutex(Set<Name>())
  /// New files get the permissions `creat(0666)` would give them. Read once: `umask` can only be
  /// read by setting it, which would race with other threads.
  private static let permissions: mode_t = {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }()

  /// Creates a temporary file beside `path` (named `.NAME.XXXXXX`); messages name the target
  /// `shownPath` (default: `path`). It gets the mode (and owner) of the file it will replace
  /// when `ownership` is given, else what `creat(0666)` would give a new file.
  package convenience init(beside path: String, shownAs shownPath: String? = nil, keeping ownership: FileOwnership? = nil) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let prefix = url.deletingLastPathComponent().path + "/."
    try self.init(
      in: nil, target: Name(base: AT_FDCWD, name: path), temporaryPrefix: prefix + url.lastPathComponent,
      shownAs: shownPath ?? path, keeping: ownership)
  }

  /// Creates a temporary file for the entry `name` of `directory`, which it will replace
  /// whatever it is (the link itself, never what it names).
  package convenience init(in directory: OutputDirectory, for name: String, keeping ownership: FileOwnership?) throws(CLIError) {
    try self.init(
      in: directory, target: Name(base: directory.descriptor, name: name), temporaryPrefix: "." + name,
      shownAs: directory.shownPath(of: name), keeping: ownership)
  }

  private init(
    in directory: OutputDirectory?, target: Name, temporaryPrefix: String, shownAs shownPath: String, keeping ownership: FileOwnership?
  ) throws(CLIError) {
    self.directory = directory
    self.target = target
    self.shownPath = shownPath
    var failure: Int32 = 0
    let created: (descriptor: Int32, name: Name)? = Self.open.withLock { open in
      // mkstemp's way, relative to a directory descriptor (there is no mkstempat): a new name
      // until one is free.
      for _ in 0..<100 {
        let name = Name(base: target.base, name: temporaryPrefix + "." + Self.randomSuffix())
        let descriptor = openat(name.base, name.name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
          open.insert(name)
          return (descriptor, name)
        }
        failure = errno
        if failure != EEXIST { return nil }
      }
      return nil
    }
    guard let created else { throw .cannotCreateOutput(path: shownPath, reason: String(cString: strerror(failure))) }
    (descriptor, temporary) = created
    if let ownership {
      ownership.apply(to: descriptor)
    } else {
      fchmod(descriptor, Self.permissions)
    }
  }

  /// Six characters of `[A-Za-z0-9]`, as mkstemp's `XXXXXX`, from one random 64-bit draw: the
  /// system generator makes a getrandom(2) call per draw, and a character apiece cost `frames`
  /// six system calls a file.
  private static func randomSuffix() -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    var draw = UInt64.random(in: .min ... .max)
    return String(decoding: (0..<6).map { _ in
      defer { draw /= UInt64(alphabet.count) }
      return alphabet[Int(draw % UInt64(alphabet.count))]
    }, as: UTF8.self)
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// The temporary file's name: a path beside the target, or a name inside the output
  /// directory. For a program that writes the file by name (ffmpeg, for `frames --video`).
  package var temporaryName: String { temporary.name }

  /// Appends `bytes`; on failure the file is discarded.
  package func append(_ bytes: some ContiguousBytes) throws(CLIError) {
    if let code = DescriptorWrite.all(bytes, to: descriptor) {
      discard()
      throw .cannotCreateOutput(path: shownPath, reason: String(cString: strerror(code)))
    }
  }

  /// Closes the file and renames it over the target.
  package func commit() throws(CLIError) {
    try Self.commit([self])
  }

  /// Renames every file of `files` over its target under one hold of the lock, so an exit never
  /// falls between them. Every check that can fail ran before (the targets were resolved, the
  /// bytes written), so a rename fails only when something changed under aclock meanwhile;
  /// then the files not yet renamed are discarded, and the error names those already replaced.
  package static func commit(_ files: [TemporaryFile]) throws(CLIError) {
    try open.withLock { open throws(CLIError) in
      for (index, file) in files.enumerated() {
        close(file.descriptor)
        file.descriptor = -1
        if renameat(file.temporary.base, file.temporary.name, file.target.base, file.target.name) != 0 {
          let reason = String(cString: strerror(errno))
          for rest in files[index...] {
            if rest.descriptor >= 0 { close(rest.descriptor) }
            rest.descriptor = -1
            unlinkat(rest.temporary.base, rest.temporary.name, 0)
            open.remove(rest.temporary)
          }
          let replaced = files[..<index].map(\.shownPath)
          if replaced.isEmpty { throw .cannotCreateOutput(path: file.shownPath, reason: reason) }
          throw .partlyReplaced(path: file.shownPath, reason: reason, replaced: replaced)
        }
        open.remove(file.temporary)
      }
    }
  }

  /// Closes and removes the temporary file; the target is untouched.
  package func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    Self.open.withLock { open in
      unlinkat(temporary.base, temporary.name, 0)
      open.remove(temporary)
    }
  }

  /// Runs `body` once no file is being created or renamed (and none can be until it returns),
  /// after removing every temporary file still open: for exiting on a signal.
  package static func afterCurrentWrite<Result>(_ body: () -> Result) -> Result {
    open.withLock { open in
      open.forEach { unlinkat($0.base, $0.name, 0) }
      open.removeAll()
      return body()
    }
  }

  /// The target's file name if `name` has the form of a temporary file's (`.NAME.XXXXXX`, the
  /// six characters mkstemp fills in), else nil: for clearing the leftovers of a run that was
  /// killed (SIGKILL cannot be caught) before it could remove them.
  package static func targetName(ofTemporary name: String) -> String? {
    let characters = Array(name.utf8)
    guard characters.count > 9, characters[0] == UInt8(ascii: "."), characters[characters.count - 7] == UInt8(ascii: "."),
          characters.suffix(6).allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return String(decoding: characters[1..<(characters.count - 7)], as: UTF8.self)
  }
}
