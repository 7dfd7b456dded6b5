import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension AClockProcess {
  /// Starts `aclock`, waits until a file that is not hidden is renamed into `directory` (the
  /// first complete frame), sends `signal`, and returns how it ended.
  ///
  /// Waiting is a blocking `poll` on an inotify descriptor watching `directory` for renames and
  /// on the child's stdout, which ends when it exits: the test neither sleeps nor hangs if
  /// `aclock` fails before writing a frame.
  static func runUntilFirstRename(
    _ arguments: [String], in directory: URL, thenSend signal: Int32
  ) throws -> (status: Int32, exited: Bool) {
    try runUntilFirstRename(arguments, in: directory) { process in kill(process.processIdentifier, signal) }
  }

  /// Starts `aclock`, waits as above until its first frame is renamed into `directory`, runs
  /// `body` with the running process (which must end it, say with a signal), and returns how
  /// it ended.
  static func runUntilFirstRename(
    _ arguments: [String], in directory: URL, then body: (Process) throws -> Void
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
    // Waits for a file that is not hidden to be renamed into place: `frames` first renames its
    // run record (`.aclock-frames`), then the frames.
    waiting: while true {
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      while poll(&descriptors, 2, -1) < 0 && errno == EINTR {}
      guard descriptors[0].revents & Int16(POLLIN) != 0 else { break }  // the process ended first
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(watcher, &buffer, buffer.count)
      var offset = 0
      // Each event: wd, mask, cookie, len (four 32-bit words), then len bytes of name.
      while count > 0, offset + 16 <= count {
        let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
        let name = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        if name.first != UInt8(ascii: "."), name.first != 0 {
          do {
            try body(process)
          } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
          }
          break waiting
        }
        offset += 16 + length
      }
    }
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .exit)
  }
}
