#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Where the bytes named by an output path go, and how: decided for every target before any
/// is written.
///
/// - `-`: standard output.
/// - An existing file that is not a regular file (a character device such as /dev/null, a FIFO,
///   a socket, a terminal): opened and written in place. Renaming over it would swap a device
///   node or a pipe for a regular file. So is a regular file with several hard links: a new file
///   renamed over one name would split it from the others (not atomic then).
/// - Anything else, a regular file or a name not yet taken: replaced atomically by a
///   ``TemporaryFile`` renamed over it, which takes the replaced file's mode (and, for root,
///   its owner), so a 0600 file stays 0600. A symbolic link is followed to the file it names, which
///   is replaced; the link stays a link (dotfile managers keep such links). In a sticky
///   world-writable directory such as /tmp, a link, or a file written in place, that belongs to
///   neither this user nor the directory's owner is refused (``StickyDirectoryRule``).
/// - A directory, or a path that cannot be looked up (a missing or unsearchable directory, a
///   loop of links): refused (exit 73).
package enum OutputTarget: Equatable {
  /// Standard output (`-`).
  case standardOutput
  /// An existing special file, written in place through `path`.
  case inPlace(path: String)
  /// A regular file or a new one at `resolvedPath` (the target, with links followed), replaced
  /// atomically; `path` is the name the user gave.
  case replaced(path: String, resolvedPath: String, keeping: FileOwnership? = nil)

  /// The name the user gave, for messages.
  package var path: String {
    switch self {
    case .standardOutput: return "-"
    case .inPlace(let path), .replaced(let path, _, _): return path
    }
  }

  /// The file the bytes end up in, for telling two targets that are one file apart
  /// (`a.png` and `./a.png`): the canonical path of its directory and its name.
  package var identity: String {
    switch self {
    case .standardOutput: return "-"
    case .inPlace(let path), .replaced(_, let path, _):
      let url = URL(fileURLWithPath: path)
      guard let directory = realpath(url.deletingLastPathComponent().path, nil) else { return url.path }
      defer { free(directory) }
      return String(cString: directory) + "/" + url.lastPathComponent
    }
  }

  /// The path as the conventional name for standard output.
  package static let standardOutputName = "-"

  /// Resolves `path` as described above; throws ``CLIError/cannotCreateOutput(path:reason:)``
  /// with the system's reason when it cannot be written.
  package static func resolve(_ path: String) throws(CLIError) -> OutputTarget {
    if path == standardOutputName { return .standardOutput }
    // Every link on the way is checked before anything is written through it.
    let resolvedPath = try followingLinks(path)
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw failure(path, EISDIR)
      case S_IFREG where status.st_nlink == 1:
        return .replaced(path: path, resolvedPath: resolvedPath, keeping: FileOwnership(status))
      default:
        // Hard-linked files, devices, FIFOs: written through, so checked as the kernel checks
        // an `open` with O_CREAT there (protected_regular, protected_fifos).
        try StickyDirectoryRule.check(.file, at: resolvedPath, shownAs: path)
        return .inPlace(path: path)
      }
    }
    let reason = errno
    // A link to a name not yet taken (a dangling link) is followed to where the file will be.
    guard reason == ENOENT else { throw failure(path, reason) }
    // `new/` or `x/.` can only name a directory: refused here, not at the rename after others.
    let lastComponent = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if ["", ".", ".."].contains(lastComponent) { throw failure(path, EISDIR) }
    return .replaced(path: path, resolvedPath: resolvedPath)
  }

  /// `path` with symbolic links in its last component followed, as many as the kernel would
  /// (40), to a name that is not a link. The directories on the way stay as given: renaming
  /// through them reaches the same file. A link the ``StickyDirectoryRule`` forbids is refused.
  private static func followingLinks(_ path: String) throws(CLIError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      try StickyDirectoryRule.check(.symbolicLink, at: current, shownAs: path)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw failure(path, errno) }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
    }
    throw failure(path, ELOOP)
  }

  private static func failure(_ path: String, _ code: Int32) -> CLIError {
    .cannotCreateOutput(path: path, reason: String(cString: strerror(code)))
  }
}

/// The mode and owner of a file being replaced, for its replacement to take over.
package struct FileOwnership: Equatable {
  package let mode: mode_t
  package let owner: uid_t
  package let group: gid_t

  package init(_ status: stat) {
    mode = status.st_mode & 0o7777
    owner = status.st_uid
    group = status.st_gid
  }

  /// Gives the open file `descriptor` this mode and, when the process may (root), this owner;
  /// the owner first, as a change of owner clears set-id bits.
  package func apply(to descriptor: Int32) {
    if geteuid() == 0 { _ = fchown(descriptor, owner, group) }
    _ = fchmod(descriptor, mode)
  }
}
