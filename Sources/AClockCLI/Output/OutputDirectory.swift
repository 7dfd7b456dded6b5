#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The directory a command writes many files into (`aclock frames --out`).
enum OutputDirectory {
  /// Creates `path` and its parents if missing (as `mkdir -p`); exit 73 with the system's reason
  /// when it cannot be, or is not a directory.
  static func make(_ path: String) throws(CLIError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotCreateOutput(path: path, reason: String(cString: strerror(ENOTDIR))) }
      return
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if errno == ENOENT, parent != path, stat(parent, &status) != 0 {
      try make(parent)
    }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Removes the temporary files (``TemporaryFile``, `.NAME.XXXXXX`) that `directory` holds for
  /// targets `isOurs` accepts: what a run killed by SIGKILL left behind. Only regular files, and
  /// only names of that form, so nothing else in the directory is touched.
  static func removeStaleTemporaries(in directory: String, isOurs: (String) -> Bool) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names {
      guard let target = TemporaryFile.targetName(ofTemporary: name), isOurs(target) else { continue }
      let path = directory + "/" + name
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(path) }
    }
  }
}
