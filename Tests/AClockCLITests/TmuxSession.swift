import Foundation

/// A private tmux server (its own socket) running one command in a window of a given size: the
/// end-to-end tests drive the live clock through it as a person at a terminal would.
///
/// Waiting is polling the screen until a condition holds, with a deadline; no test sleeps.
struct TmuxSession {
  let socket = "aclock-test-\(UUID().uuidString.prefix(8))"

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Starts tmux with every standard stream on /dev/null and waits for the client only: the
  /// first command forks the server, which keeps whatever it inherited open (a captured pipe,
  /// Foundation's own bookkeeping for `Process`), so neither may be involved.
  func tmuxDetached(_ arguments: [String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    // Tests run in parallel: a pipe another test has just opened for its own process (not
    // close-on-exec in Foundation) would otherwise be inherited by this server, and that test
    // would wait forever for its end of file. glibc has the call; Swift's Glibc module hides it.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }
    let argv = (["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

  /// Starts `shellCommand` in a detached `columns` × `rows` window.
  func start(_ shellCommand: String, columns: Int, rows: Int) throws {
    try tmuxDetached(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shellCommand])
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

  func kill() {
    _ = try? tmux(["kill-server"])
  }
}
