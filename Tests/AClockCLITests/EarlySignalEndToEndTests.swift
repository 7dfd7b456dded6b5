import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A signal that arrives before aclock has its handlers, when aclock was started with it
/// ignored (`cmd &` in a script ignores SIGINT): aclock installs its handlers anyway and honours
/// SIGINT, SIGTERM and SIGHUP (130, 143, 129), and one that came early is honoured too, not lost.
@Suite("Early signals, end to end")
struct EarlySignalEndToEndTests {
  /// `descriptor` full: writes until the pipe takes no more, then makes it blocking again, so
  /// the next write to it waits for a reader.
  static func fill(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    let page = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
    while write(descriptor, page, page.count) > 0 {}
    // A pipe takes a write of up to 4,096 bytes whole or not at all: fill the last page byte by byte.
    while write(descriptor, page, 1) > 0 {}
    _ = fcntl(descriptor, F_SETFL, flags)
  }

  /// The hexadecimal signal mask of `field` (`SigIgn`, `SigBlk`) in /proc/PID/status.
  static func mask(_ field: String, of pid: pid_t) -> UInt64? {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line.flatMap { UInt64($0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
  }

  @Test func aSIGINTThatCameBeforeTheHandlersEndsTheCommandWith130() throws {
    // Before its handlers, aclock says on stderr that notify-send is missing; stderr is a full
    // pipe, so it waits there, at a known point, until the test reads. SIGINT is sent then.
    let err = try ChildProcess.pipe()
    defer { close(err.read) }
    Self.fill(err.write)
    let pid = try ChildProcess.start(
      ["/bin/sh", "-c", #"trap "" INT; export PATH=/nonexistent; exec "$0" timer 1h --status text --notify"#, AClockProcess.binary.path],
      standardError: err.write)
    close(err.write)
    // Blocked in the write: the kernel's wait channel, not a guess at how long start-up takes.
    let writing = ChildProcess.waitForKernelState(within: 20) {
      // `pipe_write`, `anon_pipe_write` on newer kernels.
      (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8))?.hasSuffix("pipe_write") == true
    }
    #expect(writing, "aclock never waited to write its note")
    // The shell's trap reached aclock: SIGINT ignored (bit 2 of the mask).
    #expect(Self.mask("SigIgn", of: pid).map { $0 & 0x2 != 0 } == true)
    kill(pid, SIGINT)
    // Let it write on; it then installs its handlers and gets the SIGINT. Before, the signal
    // was discarded (ignored, not blocked) and the hour-long timer ran on: killed after 10 s.
    let drain = FileHandle(fileDescriptor: err.read)
    var received = Data()
    while !String(decoding: received, as: UTF8.self).contains("notifications\n") {
      let chunk = drain.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    #expect(String(decoding: received, as: UTF8.self).contains("aclock: --notify: notify-send is not on PATH"))
    let ending = ChildProcess.ending(of: pid, within: 10)
    #expect(ending?.status == 130 && ending?.bySignal == false, "\(String(describing: ending))")
  }
}
