#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A running ffmpeg (or any filter program) that reads what aclock writes into a pipe on its
/// stdin, with its stderr kept in an unlinked temporary file (read once it has ended, so a
/// chatty ffmpeg can never block on a full pipe), in a process group of its own (a Ctrl-C on
/// the terminal reaches aclock only, which then stops it), killed by the kernel if aclock dies.
///
/// ```swift
/// let ffmpeg = try FFmpegProcess.start(["/usr/bin/ffmpeg", "-i", "-", …])
/// try ffmpeg.write(png)   // nil, or the errno (EPIPE: ffmpeg has gone)
/// let outcome = ffmpeg.finish()   // closes stdin and waits
/// ```
package final class FFmpegProcess: Sendable {
  /// The child's pid while it may run; nil once waited for.
  private let child: Mutex<pid_t?>
  private let input: Int32
  private let inputOpen = Mutex(true)
  private let log: Int32

  /// How the program ended: `exit 0` is success; else its last line on stderr, if it wrote one.
  package struct Outcome: Sendable, Equatable {
    /// The `waitpid` status.
    package let status: Int32
    /// The last non-empty line it wrote to stderr, or nil.
    package let lastLine: String?
    /// Whether it exited with 0.
    package var succeeded: Bool { status == 0 }
  }

  /// Starts `arguments` (the first is the program's path) with aclock's environment; throws the
  /// errno of a failure to start (no pipe, no file descriptor, exec failed).
  package static func start(_ arguments: [String]) throws(ChildSpawnError) -> FFmpegProcess {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw ChildSpawnError(code: errno) }
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    // An unlinked file in the temporary directory (O_TMPFILE where it can).
    guard let logFile = tmpfile() else {
      let code = errno
      close(ends[0])
      close(ends[1])
      throw ChildSpawnError(code: code)
    }
    let log = dup(fileno(logFile))
    fclose(logFile)
    // A write to a program that has gone must fail with EPIPE, not kill aclock.
    signal(SIGPIPE, SIG_IGN)
    let started = ChildSpawn.start(
      arguments, environment: ChildSpawn.environment(overriding: []),
      streams: ChildSpawn.Streams(input: ends[0], output: -1, error: log))
    close(ends[0])
    switch started {
    case .success(let pid):
      return FFmpegProcess(pid: pid, input: ends[1], log: log)
    case .failure(let error):
      close(ends[1])
      close(log)
      throw error
    }
  }

  private init(pid: pid_t, input: Int32, log: Int32) {
    child = Mutex(pid)
    self.input = input
    self.log = log
  }

  /// Writes `bytes` to the program's stdin; nil, or the errno (EPIPE: it has ended).
  package func write(_ bytes: [UInt8]) -> Int32? {
    DescriptorWrite.all(bytes, to: input)
  }

  /// Closes its stdin (the end of the input) and waits for it to end.
  package func finish() -> Outcome {
    closeInput()
    return wait()
  }

  /// Kills it (SIGKILL to its group) and waits: after a failure of aclock's own, or a signal.
  /// Returns whether it was still running (not yet waited for).
  @discardableResult
  package func kill() -> Bool {
    let running = child.withLock { pid in
      if let pid { _ = Glibc.kill(-pid, SIGKILL) }
      return pid != nil
    }
    closeInput()
    _ = wait()
    return running
  }

  private func closeInput() {
    inputOpen.withLock { open in
      if open { close(input) }
      open = false
    }
  }

  /// Waits for the child once; later calls (a signal's clean-up after a finish) return at once.
  private func wait() -> Outcome {
    child.withLock { pid in
      guard let running = pid else { return Outcome(status: -1, lastLine: nil) }
      var status: Int32 = 0
      while waitpid(running, &status, 0) < 0 && errno == EINTR {}
      pid = nil
      defer { close(log) }
      return Outcome(status: status, lastLine: Self.lastLine(of: log))
    }
  }

  /// The last non-empty line of the file `descriptor`, from its last 4 KiB.
  private static func lastLine(of descriptor: Int32) -> String? {
    let size = lseek(descriptor, 0, SEEK_END)
    guard size > 0 else { return nil }
    let count = Int(min(size, 4096))
    var buffer = [UInt8](repeating: 0, count: count)
    let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, size - off_t(count)) }
    guard read > 0 else { return nil }
    // ffmpeg ends progress lines with \r: both end a line here.
    let lines = buffer[..<read].split { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    guard let last = lines.last(where: { !$0.allSatisfy { $0 == UInt8(ascii: " ") } }) else { return nil }
    return String(decoding: last, as: UTF8.self)
  }
}
