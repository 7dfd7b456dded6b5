#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Starts a program for a timer's action (`--exec`, `--notify`) with `posix_spawn`: stdin from
/// /dev/null, stdout and stderr where ``Output`` says, no descriptor of aclock's beyond those,
/// no signal blocked and every signal at its default disposition (aclock's own handlers and its
/// ignored SIGPIPE must not pass on to a shell script), in a process group of its own.
enum ChildSpawn {
  /// Where a child's stdout and stderr go.
  enum Output: Sendable, Equatable {
    /// /dev/null: a live screen must not be written over.
    case discarded
    /// aclock's own stderr (a log or a terminal not drawn on).
    case standardError
  }

  /// Starts `arguments` (the first is the program's path) with `environment` (`NAME=value`
  /// entries); returns its pid, or the `errno` of the failure.
  static func start(_ arguments: [String], environment: [String], output: Output) -> Result<pid_t, ChildSpawnError> {
    guard let path = arguments.first else { return .failure(ChildSpawnError(code: EINVAL)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    switch output {
    case .discarded:
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    case .standardError:
      posix_spawn_file_actions_adddup2(&actions, 2, 1)
    }
    // Nothing but the three standard descriptors: the terminal's other handles and the signal
    // relay's pipe stay aclock's. glibc has the call (2.34+); Swift's Glibc module hides it.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
      // Sound: glibc's symbol of that name has exactly this C signature.
      _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    startsWithDefaultSignals(&attributes)
    // A process group of its own (its pid), so that ending it reaches what the shell started
    // too: SIGTERM to `sh -c 'sleep 30; play bell.wav'` alone left `sleep` and never ran the rest,
    // but a `play` already running would have played on. Its stdin is /dev/null, so being
    // outside the terminal's foreground group changes nothing for it.
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    return status == 0 ? .success(pid) : .failure(ChildSpawnError(code: status))
  }

  /// Sets `attributes` so that the program starts with no signal blocked and every signal at
  /// its default disposition (glibc leaves out the two it uses itself; SIGKILL and SIGSTOP
  /// cannot change anyway): a thread's mask and an ignored SIGPIPE are otherwise inherited.
  static func startsWithDefaultSignals(_ attributes: inout posix_spawnattr_t) {
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigemptyset(&allSignals)
    for number in 1..<NSIG { sigaddset(&allSignals, number) }
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  }

  /// This process's environment as `NAME=value` entries, with `overrides` set (replacing any
  /// entry of the same name).
  static func environment(overriding overrides: [(name: String, value: String)]) -> [String] {
    let names = Set(overrides.map(\.name))
    let kept = ProcessInfo.processInfo.environment.filter { !names.contains($0.key) }.map { "\($0.key)=\($0.value)" }
    return kept.sorted() + overrides.map { "\($0.name)=\($0.value)" }
  }

  /// The first executable file called `name` in the directories of `PATH` (an empty entry is the
  /// current directory, as for the shell; `PATH` unset is `/usr/local/bin:/usr/bin:/bin`).
  static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
    for directory in directories {
      let candidate = directory.isEmpty ? name : "\(directory)/\(name)"
      var info = stat()
      if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// A `waitpid` status as a short phrase: `exit 0`, `signal 15`.
  static func describe(status: Int32) -> String {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift's Glibc module does not import (macros).
    let signal = status & 0x7F
    return signal == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(signal)"
  }
}

/// A child process that could not be started: `posix_spawn`'s error number.
struct ChildSpawnError: Error, CustomStringConvertible {
  let code: Int32
  var description: String { String(cString: strerror(code)) }
}
