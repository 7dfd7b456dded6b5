import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server (its own socket) running one command in a window of a given size: the
/// end-to-end tests drive the live clock through it as a person at a terminal would.
///
/// Waiting is polling the screen until a condition holds, with a deadline; no test sleeps.
struct TmuxSession {
  let socket = "aclock-test-\(UUID().uuidString.prefix(8))"

  /// Only ``run(_:)`` makes sessions, so every server a test starts is ended.
  private init() {}

  /// Runs `body` with a new session, then ends its server on every way out of `body` (a failed
  /// `#require` or any other error included) and fails the test if the server or anything in
  /// its panes is still running afterwards.
  ///
  /// This is the check that tests leave no tmux behind. Swift Testing has no hook at the end of
  /// a run, and no test is guaranteed to run last, so a final sweep could not be relied on;
  /// instead no session can outlive the scope that made it, and a leak fails the test that
  /// made it, naming the processes left.
  static func run<Result>(_ body: (TmuxSession) throws -> Result) rethrows -> Result {
    let session = TmuxSession()
    defer { session.end() }
    return try body(session)
  }

  /// Runs tmux on this session's server and returns what it printed (nothing unless
  /// `capturingOutput`).
  @discardableResult
  func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
    try ChildProcess.run(["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments, capturingOutput: capturingOutput)
  }

  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

  /// Starts `shellCommand` in a detached `columns` × `rows` window.
  func start(_ shellCommand: String, columns: Int, rows: Int) throws {
    // This first command forks the server, which keeps whatever it inherited open, so no pipe
    // of ours may be involved: all its output goes to /dev/null.
    try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shellCommand], capturingOutput: false)
    try tmux(["set-option", "-g", "window-size", "manual"])
  }

  /// The visible screen, one string per row (trailing blanks removed).
  func screen() throws -> [String] {
    try tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
  }

  /// A tmux format value for the pane (`#{alternate_on}`, `#{cursor_flag}`…).
  func value(_ format: String) throws -> String {
    try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls until `condition` holds on the screen or `seconds` pass; returns the last screen.
  @discardableResult
  func waitFor(seconds: Double = 10, _ condition: ([String]) -> Bool) throws -> (screen: [String], met: Bool) {
    let deadline = ContinuousClock.now + .seconds(seconds)
    var last: [String] = []
    while ContinuousClock.now < deadline {
      last = try screen()
      if condition(last) { return (last, true) }
    }
    return (last, false)
  }

  /// Ends the server and waits until it and every process in its panes has gone: `kill-server`
  /// hangs up the panes' terminals, which ends the shells and what runs in them. Anything still
  /// running after 10 s fails the test and is then killed outright, so a failure leaves nothing
  /// behind either. Then the socket goes too: tmux leaves it when it exits.
  private func end() {
    // No answer: no server is running on this socket (it never started, or already ended).
    guard let server = pid_t((try? value("#{pid}")) ?? "") else { return }
    let socketPath = (try? value("#{socket_path}")) ?? ""
    let family = ChildProcess.family(of: server)
    _ = try? tmux(["kill-server"])
    let survivors = ChildProcess.waitForExit(family, seconds: 10)
    #expect(survivors.isEmpty, "tmux server \(socket) (pid \(server)): still running 10 s after kill-server: \(survivors)")
    for pid in survivors { kill(pid, SIGKILL) }
    if socketPath.hasSuffix("/\(socket)") { unlink(socketPath) }
  }
}
