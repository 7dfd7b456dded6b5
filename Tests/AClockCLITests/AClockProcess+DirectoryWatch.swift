import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension AClockProcess {
  /// Starts `aclock`, waits until a file is renamed into `directory` (the first complete frame),
  /// sends `signal`, and returns how it ended.
  ///
  /// Waiting is a blocking `read` on an inotify descriptor watching `directory` for renames, so
  /// the test neither sleeps nor polls.
  static func runUntilFirstRename(
    _ arguments: [String], in directory: URL, thenSend signal: Int32
  ) throws -> (status: Int32, exited: Bool) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let watcher = inotify_init1(Int32(IN_CLOEXEC))
    guard watcher >= 0 else { throw CocoaError(.fileReadUnknown) }
    defer { close(watcher) }
    guard inotify_add_watch(watcher, directory.path, UInt32(IN_MOVED_TO)) >= 0 else { throw CocoaError(.fileReadUnknown) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var events = [UInt8](repeating: 0, count: 4096)
    _ = events.withUnsafeMutableBytes { read(watcher, $0.baseAddress, $0.count) }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .exit)
  }
}
