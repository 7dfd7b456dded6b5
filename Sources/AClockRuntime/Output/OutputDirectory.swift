import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The directory a command writes many files into (`aclock frames --out`), held open: every
/// file aclock names in it (frames, `timeline.json`, `.aclock-frames`, temporary files) is
/// created, read, renamed and removed relative to this descriptor with `*at` calls, so nothing
/// is looked up through the path again, and no check can be outrun by a change before the use.
///
/// Inside it aclock owns its names. Whatever is at one of them (a symbolic link, a FIFO, a
/// file of another program) is replaced by a regular file: a rename replaces the entry itself,
/// never what a link names, so nothing is written outside the directory. It is read only when it
/// is a regular file (`O_NOFOLLOW`, `O_NONBLOCK`: a link is not trusted and a FIFO never blocks).
/// A directory at one of the names cannot be renamed over: exit 73.
package final class OutputDirectory: Sendable {
  /// The path as given, for messages.
  package let path: String
  /// The directory, open for reading (enough for `flock`, `fdopendir` and the `*at` calls).
  package let descriptor: Int32

  /// Opens `path`, creating it and its parents if missing (as `mkdir -p`); exit 73 with the
  /// system's reason when it cannot be, or is not a directory.
  ///
  /// Each component is opened relative to the one before with `O_NOFOLLOW`. One that is a
  /// symbolic link is followed (`--out ~/frames` may be a link to another disk) when the
  /// ``StickyDirectoryRule`` allows it: not a link another user planted in /tmp.
  package init(opening path: String) throws(CLIError) {
    self.path = path
    guard !path.isEmpty else { throw Self.failure(path, ENOENT) }
    var current = open(path.hasPrefix("/") ? "/" : ".", Self.searchOnly | O_DIRECTORY | O_CLOEXEC)
    guard current >= 0 else { throw Self.failure(path, errno) }
    defer { close(current) }
    for component in path.split(separator: "/") where component != "." {
      let name = String(component)
      let next = try Self.openComponent(name, in: current, shownAs: path)
      close(current)
      current = next
    }
    descriptor = openat(current, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
  }

  deinit {
    close(descriptor)
  }

  /// Opens a directory only to look names up in it: `O_PATH`, which needs no read permission
  /// (Glibc's module does not export it: the value of Linux's fcntl.h); elsewhere `O_RDONLY`.
  #if os(Linux)
  private static let searchOnly: Int32 = 0o10000000
  #else
  private static let searchOnly: Int32 = O_RDONLY
  #endif

  /// The directory entry `name` of `parent` opened with ``searchOnly``: made if missing,
  /// followed if it is a link the ``StickyDirectoryRule`` allows, refused if not a directory.
  private static func openComponent(_ name: String, in parent: Int32, shownAs path: String) throws(CLIError) -> Int32 {
    let flags = searchOnly | O_DIRECTORY | O_CLOEXEC
    var next = openat(parent, name, flags | O_NOFOLLOW)
    if next < 0, errno == ENOENT {
      guard mkdirat(parent, name, 0o777) == 0 || errno == EEXIST else { throw failure(path, errno) }
      next = openat(parent, name, flags | O_NOFOLLOW)
    }
    if next >= 0 { return next }
    let reason = errno
    // O_NOFOLLOW with O_DIRECTORY on a link fails with ENOTDIR (O_PATH) or ELOOP.
    var entry = stat(), directory = stat()
    guard reason == ENOTDIR || reason == ELOOP, fstatat(parent, name, &entry, AT_SYMLINK_NOFOLLOW) == 0,
          entry.st_mode & S_IFMT == S_IFLNK, fstat(parent, &directory) == 0
    else { throw failure(path, reason) }
    try StickyDirectoryRule.check(.symbolicLink, owner: entry.st_uid, in: directory, shownAs: path)
    next = openat(parent, name, flags)
    guard next >= 0 else { throw failure(path, errno) }
    return next
  }

  /// How `name` appears in messages: the directory as given, then the name.
  package func shownPath(of name: String) -> String {
    path + "/" + name
  }

  /// Takes the directory's advisory lock (`flock` on its descriptor, released when the process
  /// ends), so one run at a time writes into it; a second fails at once with one line naming
  /// the directory (exit 73). Returns false, running without the lock, where the file system
  /// keeps no locks (some network file systems).
  ///
  /// The directory itself is locked, not a file in it: no lock file joins the frames, and a
  /// directory, unlike `.aclock-frames`, is never replaced by a rename while locked.
  package func lock() throws(CLIError) -> Bool {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        throw .cannotCreateOutput(path: path, reason: "another aclock frames run is writing into it (one run per directory at a time)")
      default: return false
      }
    }
    return true
  }

  /// The status of the entry `name` itself (a link is not followed), or nil when there is none.
  package func status(of name: String) -> stat? {
    var status = stat()
    return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
  }

  /// The bytes of `name` when it is a regular file, read whole or up to `limit` bytes; nil when
  /// it is missing, a link, a FIFO or anything else, or cannot be read.
  package func contents(of name: String, limit: Int = .max) -> [UInt8]? {
    guard status(of: name).map({ $0.st_mode & S_IFMT == S_IFREG }) == true else { return nil }
    // Checked again on the open file: the entry may have changed since.
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard case .bytes(let bytes) = DescriptorReader.read(file, limit: limit) else { return nil }
    return bytes
  }

  /// A temporary file that will replace the entry `name`. A regular file with one link keeps
  /// its mode (and, for root, its owner) across the replacement; anything else at the name is
  /// replaced by a new file.
  package func temporary(for name: String) throws(CLIError) -> TemporaryFile {
    let ownership = status(of: name).flatMap { status in
      status.st_mode & S_IFMT == S_IFREG && status.st_nlink == 1 ? FileOwnership(status) : nil
    }
    return try TemporaryFile(in: self, for: name, keeping: ownership)
  }

  /// Writes `bytes` as the entry `name`, atomically.
  package func write(_ bytes: [UInt8], as name: String) throws(CLIError) {
    let file = try temporary(for: name)
    try file.append(bytes)
    try file.commit()
  }

  /// Removes the temporary files (``TemporaryFile``, `.NAME.XXXXXX`) that the directory holds
  /// for targets `isOurs` accepts: what a run killed by SIGKILL left behind. Only regular files,
  /// and only names of that form, so nothing else in the directory is touched. Call it only
  /// under ``lock()``: another run's temporary files look the same.
  package func removeStaleTemporaries(isOurs: (String) -> Bool) {
    for name in names() {
      guard let target = TemporaryFile.targetName(ofTemporary: name), isOurs(target),
            status(of: name).map({ $0.st_mode & S_IFMT == S_IFREG }) == true
      else { continue }
      unlinkat(descriptor, name, 0)
    }
  }

  /// The names of the directory's entries (without `.` and `..`); empty if it cannot be listed.
  private func names() -> [String] {
    let listing = dup(descriptor)
    guard listing >= 0 else { return [] }
    guard let stream = fdopendir(listing) else {
      close(listing)
      return []
    }
    defer { closedir(stream) }
    // fdopendir shares the offset with `descriptor`'s open file; start at the top.
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      // d_name is a NUL-terminated array inside the entry; copying the array and reading its
      // bytes needs no pointer into readdir's buffer beyond this line.
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  private static func failure(_ path: String, _ code: Int32) -> CLIError {
    .cannotCreateOutput(path: path, reason: String(cString: strerror(code)))
  }
}
