import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Programs the tests start")
struct ChildProcessTests {
  /// Each `Sig…:` line of `/proc/self/status` as a program started now sees it, a bit per signal.
  static func signalMasks() throws -> [String: UInt64] {
    // grep itself, not through sh: dash clears the mask it starts with.
    let status = try ChildProcess.run(["/bin/grep", "^Sig", "/proc/self/status"], capturingOutput: true)
    var masks: [String: UInt64] = [:]
    for line in status.split(separator: "\n") {
      let fields = line.split(separator: ":")
      if fields.count == 2, let mask = UInt64(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) {
        masks[String(fields[0])] = mask
      }
    }
    return masks
  }

  /// A program started from a thread that blocks signals (Dispatch's threads, on which most
  /// tests run, block all but the synchronous ones) would inherit that mask: a tmux server
  /// started so never sees the SIGTERM `kill-server` sends it, and outlives the run.
  @Test func startsWithNoSignalBlockedOrIgnored() throws {
    // Blocked here for certain: a test may also run on the main thread, which blocks nothing.
    var all = sigset_t()
    sigfillset(&all)
    var maskBefore = sigset_t()
    pthread_sigmask(SIG_BLOCK, &all, &maskBefore)
    defer { pthread_sigmask(SIG_SETMASK, &maskBefore, nil) }
    // And one signal ignored outright, for the while: SIGURG, whose default is to be ignored
    // anyway, so nothing else in the process notices.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var dispositionBefore = sigaction()
    sigaction(SIGURG, &ignore, &dispositionBefore)
    defer { sigaction(SIGURG, &dispositionBefore, nil) }
    let masks = try Self.signalMasks()
    // glibc keeps its own two signals (32 and 33, bits 31 and 32) ignored in every process.
    let glibcOwn = UInt64(0b11) << 31
    #expect(masks["SigBlk"] == 0, "\(masks)")
    #expect(masks["SigIgn"].map { $0 & ~glibcOwn } == 0, "\(masks)")
  }
}
