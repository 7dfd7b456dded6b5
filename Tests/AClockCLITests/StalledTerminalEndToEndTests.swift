import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A terminal that stops reading (a frozen emulator, an SSH link that died) holds the live
/// clock's frame `write` until it reads again. SIGINT, SIGTERM and SIGHUP still end aclock at
/// once, with their statuses, and the terminal's modes come back; before, the exit waited on
/// the frame's lock and aclock ran on until the terminal read again.
@Suite("A terminal that stopped reading, end to end", .tags(.integration))
struct StalledTerminalEndToEndTests {
  /// write(2)'s number, the first field of /proc/PID/syscall while a thread waits in it.
  #if arch(x86_64)
  static let writeCall = "1"
  #else
  static let writeCall = "64"  // arm64's generic table
  #endif

  /// Whether `pid`'s main thread waits in a `write` to its stdout.
  static func isBlockedWritingStandardOutput(_ pid: pid_t) -> Bool {
    let fields = ((try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? "").split(separator: " ")
    return fields.count > 1 && fields[0] == writeCall && fields[1] == "0x1"
  }

  @Test("a signal ends the clock while a frame waits for the terminal", arguments: [
    (SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129),
  ] as [(Int32, Int32)])
  func aSignalEndsTheClockWhileAFrameWaits(signal: Int32, status: Int32) throws {
    // A first frame far larger than the pseudo-terminal buffers, which nobody reads.
    let terminal = try PseudoTerminal(columns: 500, rows: 200)
    let before = try terminal.modes()
    let pid = try ChildProcess.start(
      ["/usr/bin/env", "LC_ALL=C.UTF-8", "TERM=xterm-256color", AClockProcess.binary.path, "--braille", "--color", "always"],
      standardOutput: terminal.follower, standardError: terminal.follower)
    // The kernel's account of where the main thread waits, not a guess at how long it takes.
    let blocked = ChildProcess.waitForKernelState(within: 20) { Self.isBlockedWritingStandardOutput(pid) }
    #expect(blocked, "aclock never waited to write a frame")
    // It took the terminal over: no echo, no line editing (stdin is not it, so no more).
    let during = try terminal.modes()
    #expect(during.c_lflag & tcflag_t(ECHO | ICANON) == 0)

    kill(pid, signal)
    // 0.5 s of patience for the frame, then the exit; 10 s is for a loaded machine.
    let ending = ChildProcess.ending(of: pid, within: 10)
    #expect(ending?.status == status && ending?.bySignal == false, "\(String(describing: ending))")
    let after = try terminal.modes()
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
  }
}

/// A pseudo-terminal pair of a given size, whose leader side the test never reads.
final class PseudoTerminal {
  let leader: Int32
  let follower: Int32

  init(columns: UInt16, rows: UInt16) throws {
    // glibc has these; Swift's Glibc module declares them only for _XOPEN_SOURCE.
    typealias OnDescriptor = @convention(c) (Int32) -> Int32
    typealias NameOf = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    guard let open = ChildProcess.libc("posix_openpt", as: OnDescriptor.self),
          let grant = ChildProcess.libc("grantpt", as: OnDescriptor.self),
          let unlock = ChildProcess.libc("unlockpt", as: OnDescriptor.self),
          let nameOf = ChildProcess.libc("ptsname_r", as: NameOf.self)
    else { throw POSIXError(.ENOSYS) }
    leader = open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    var name = [CChar](repeating: 0, count: 128)
    guard leader >= 0, grant(leader) == 0, unlock(leader) == 0, nameOf(leader, &name, name.count) == 0 else {
      if leader >= 0 { close(leader) }
      throw POSIXError(.ENODEV)
    }
    follower = Glibc.open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard follower >= 0 else {
      close(leader)
      throw POSIXError(.ENODEV)
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
  }

  deinit {
    close(follower)
    close(leader)
  }

  /// The terminal's modes now.
  func modes() throws -> termios {
    var modes = termios()
    guard tcgetattr(follower, &modes) == 0 else { throw POSIXError(.ENOTTY) }
    return modes
  }
}
