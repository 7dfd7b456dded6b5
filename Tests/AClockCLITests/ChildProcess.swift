@testable import AClockCLI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starts programs from the tests with none of the test process's signal state, and waits for
/// processes that are not the test's children to end.
///
/// A child started with `posix_spawn` inherits the signal mask of the thread that starts it and
/// every signal the process ignores. Dispatch's threads, on which tests run, block every signal
/// but the synchronous ones (SIGSEGV, SIGPIPE…): a tmux server started from one never sees the
/// SIGTERM that `kill-server` sends it (tmux signals itself), so it and the programs in its
/// panes (which it starts with the same mask) ran on after every test run. Foundation's
/// `Process` passes on the mask and the ignored signals alike, so the tmux tests start every
/// program here instead.
enum ChildProcess {
  /// Runs `arguments` (the first is the program's path) and waits for it to exit. Standard input
  /// and error are /dev/null; standard output is returned if `capturingOutput`, else /dev/null
  /// too. The program starts with no signal blocked, every signal at its default disposition,
  /// and no descriptor beyond the three standard ones.
  @discardableResult
  static func run(_ arguments: [String], capturingOutput: Bool) throws -> String {
    // The pipe closes on exec at once, so a program another test starts meanwhile (tests run in
    // parallel) cannot hold its write end open and keep this read from ending.
    let (readEnd, writeEnd) = capturingOutput ? try pipe() : (-1, -1)
    defer { if readEnd >= 0 { close(readEnd) } }
    let spawned = Result { try start(arguments, standardOutput: capturingOutput ? writeEnd : nil) }
    // The child has its own copy; ours must go, or the read below never sees the end.
    if writeEnd >= 0 { close(writeEnd) }
    let pid = try spawned.get()

    var output: [UInt8] = []
    if capturingOutput {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        if count > 0 {
          output += buffer[..<count]
        } else if count == 0 || errno != EINTR {
          break
        }
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  /// A pipe whose ends close on exec, so no program another test starts (tests run in parallel)
  /// holds one open.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard let pipe2 = libc("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self),
          pipe2(&ends, O_CLOEXEC) == 0
    else { throw POSIXError(.EMFILE) }
    return (ends[0], ends[1])
  }

  /// How a child of this process that ``start(_:standardOutput:standardError:)`` started ended
  /// within `seconds`: its exit status, or 128 + the signal that killed it (`bySignal`); nil if
  /// it still ran then, in which case it is killed (and reaped), so no test leaves it behind.
  static func ending(of pid: pid_t, within seconds: Double) -> (status: Int32, bySignal: Bool)? {
    let late = !waitForExit([pid], seconds: seconds).isEmpty
    if late { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard !late else { return nil }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift's Glibc module does not import (macros).
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, false) : (128 + signal, true)
  }

  /// Starts `arguments` (the first is the program's path) and returns its pid: stdin /dev/null,
  /// stdout and stderr the given descriptors (nil: /dev/null), no other descriptor, no signal
  /// blocked and every signal at its default disposition.
  static func start(_ arguments: [String], standardOutput: Int32? = nil, standardError: Int32? = nil) throws -> pid_t {
    guard let path = arguments.first else { throw POSIXError(.EINVAL) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (descriptor, given) in [(Int32(1), standardOutput), (2, standardError)] {
      if let given {
        posix_spawn_file_actions_adddup2(&actions, given, descriptor)
      } else {
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
      }
    }
    // Descriptors other tests opened without close-on-exec (Foundation's pipes for their own
    // processes) would otherwise pass to this program; a tmux server keeps what it inherits, and
    // the test reading such a pipe would wait for ever for its end. glibc has the call; Swift's
    // Glibc module hides it.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let addCloseFrom = libc("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self) {
      _ = addCloseFrom(&actions, 3)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // No signal blocked, every signal at its default disposition (glibc leaves out the two it
    // uses itself; SIGKILL and SIGSTOP cannot change anyway).
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigemptyset(&allSignals)
    for number in 1..<NSIG { sigaddset(&allSignals, number) }
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    return pid
  }

  /// `pid` and every process descended from it or in a session one of them leads, as running
  /// now (a tmux server, the shells in its panes, which lead sessions of their own, and what
  /// those started).
  static func family(of pid: pid_t) -> [pid_t] {
    let table = processTable()
    var members: Set<pid_t> = [pid]
    while true {
      let more = table.filter { !members.contains($0.pid) && (members.contains($0.parent) || members.contains($0.session)) }
      if more.isEmpty { return members.sorted() }
      members.formUnion(more.map(\.pid))
    }
  }

  /// Waits until each of `pids` has ended, or `seconds` have passed; returns those still
  /// running then. The processes need not be children of this one: each is watched through a
  /// pidfd, which becomes readable when the process ends, so the wait ends as soon as the last
  /// one does.
  static func waitForExit(_ pids: [pid_t], seconds: Double) -> [pid_t] {
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    let deadline = ContinuousClock.now + .seconds(seconds)
    let pidfdOpen = libc("pidfd_open", as: PidfdOpen.self)
    var watched: [(pid: pid_t, descriptor: Int32)] = pids.map { pid in (pid, pidfdOpen?(pid, 0) ?? -1) }
    defer { for entry in watched where entry.descriptor >= 0 { close(entry.descriptor) } }
    while true {
      watched.removeAll { entry in
        guard !isRunning(entry.pid) else { return false }
        if entry.descriptor >= 0 { close(entry.descriptor) }
        return true
      }
      let left = deadline - ContinuousClock.now
      guard !watched.isEmpty, left > .zero else { return watched.map(\.pid) }
      // Without a pidfd for every process (a kernel before 5.3, or a pid already gone when the
      // pidfd was asked for: the check above drops it), look again every 10 ms.
      let everyOneWatched = watched.allSatisfy { $0.descriptor >= 0 }
      let leftMilliseconds = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
      var descriptors = watched.filter { $0.descriptor >= 0 }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
      _ = poll(&descriptors, nfds_t(descriptors.count), everyOneWatched ? leftMilliseconds : min(leftMilliseconds, 10))
    }
  }

  /// Whether `holds` (a look at /proc: where a process waits) became true within `seconds`.
  ///
  /// The kernel tells nobody when a process starts waiting in a system call (a `write` to a
  /// full pipe or terminal), so /proc is looked at every millisecond: the state itself, not a
  /// guess at how long the process takes to get there.
  static func waitForKernelState(within seconds: Double, _ holds: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !holds() {
      guard ContinuousClock.now < deadline else { return false }
      usleep(1_000)
    }
    return true
  }

  /// Whether `pid` is a process that has not ended (a zombie has).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let entry = statEntry(of: "\(pid)") else { return false }
    return entry.state != "Z" && entry.state != "X"
  }

  private struct Entry {
    let pid: pid_t
    let parent: pid_t
    let session: pid_t
    let state: Character
  }

  /// Every process now running.
  private static func processTable() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name in
      guard name.allSatisfy(\.isNumber), let entry = statEntry(of: name), entry.state != "Z" else { return nil }
      return entry
    }
  }

  /// A process's `/proc/PID/stat`: `pid (name) state parent group session …`, where the name
  /// may hold spaces and parentheses, so the fields are counted from the last ')'.
  private static func statEntry(of pid: String) -> Entry? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let nameEnd = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let session = pid_t(fields[3]),
          let number = pid_t(pid)
    else { return nil }
    return Entry(pid: number, parent: parent, session: session, state: state)
  }

  /// A glibc function that Swift's Glibc module does not declare, or nil where glibc lacks it.
  static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}
