import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension AClockProcess {
  /// Starts `aclock`, waits until a file is renamed into `directory` (the first complete frame),
  /// sends `signal`, and returns how it ended.
  ///
  /// Waiting is a blocking `poll` on an inotify descriptor watching `directory` for renames and
  /// on the child's stdout, which ends when it exits: the test neither sleeps nor hangs if
  /// `aclock` fails before writing a frame.
  static func runUntilFirstRename(
    _ arguments: [String], in directory: URL, thenSend signal: Int32
  ) throws -> (status: Int32, exited: Bool) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let watcher = inotify_init1(Int32(IN_CLOEXEC))
    guard watcher >= 0 else { throw CocoaError(.fileReadUnknown) }
    defer { close(watcher) }
    guard inotify_add_watch(watcher, directory.path, UInt32(IN_MOVED_TO)) >= 0 else { throw CocoaError(.fileReadUnknown) }
    let (process, out) = try start(arguments)
    var descriptors = [
      pollfd(fd: watcher, events: Int16(POLLIN), revents: 0),
      pollfd(fd: out.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&descriptors, 2, -1) < 0 && errno == EINTR {}
    if descriptors[0].revents & Int16(POLLIN) != 0 {
      kill(process.processIdentifier, signal)
    }
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .exit)
  }
}
