#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import CChildSpawn

#if canImport(Glibc)
import Glibc
#endif

/// Starts a program for a timer's action (`--exec`, `--notify`): stdin from /dev/null, stdout
/// and stderr where ``Output`` says, no descriptor of aclock's beyond those, no signal blocked
/// and every signal at its default disposition (aclock's own handlers and its ignored SIGPIPE
/// must not pass on to a shell script), in a process group of its own, with this process's
/// environment as bytes, and killed by the kernel if aclock dies (``parentDeathSignal``).
///
/// *Why not `posix_spawn`:* it cannot ask for the death signal (`PR_SET_PDEATHSIG` is set by the
/// child itself, between fork and exec), so `aclock_spawn` (CChildSpawn) forks and sets
/// the child up with system calls alone, as `posix_spawn` would, on ``SpawningThread``.
package enum ChildSpawn {
  /// Where a child's stdout and stderr go.
  package enum Output: Sendable, Equatable {
    /// /dev/null: a live screen must not be written over.
    case discarded
    /// aclock's own stderr (a log or a terminal not drawn on).
    case standardError
  }

  /// What the kernel sends the child when aclock ends however it ends (SIGKILL, a crash, an
  /// exit that skips ``TimerActions/terminateAll()``, such as 141 after a reader left):
  /// SIGKILL, as aclock is no longer there to follow a SIGTERM up. A normal end has already
  /// waited for the children, or ended them with SIGTERM and a grace period.
  package static let parentDeathSignal = SIGKILL

  /// Starts `arguments` (the first is the program's path) with `environment` (`NAME=value`
  /// entries, any bytes but NUL); returns its pid, or the `errno` of the failure.
  package static func start(_ arguments: [String], environment: [[UInt8]], output: Output) -> Result<pid_t, ChildSpawnError> {
    let descriptor: Int32 = output == .discarded ? -1 : STDERR_FILENO
    return start(arguments, environment: environment, streams: Streams(input: -1, output: descriptor, error: descriptor))
  }

  /// The descriptors a child gets as stdin, stdout and stderr (-1: /dev/null).
  package struct Streams: Sendable {
    /// The child's stdin.
    package var input: Int32
    /// The child's stdout.
    package var output: Int32
    /// The child's stderr.
    package var error: Int32

    /// A child reading `input`, writing `output` and `error`.
    package init(input: Int32, output: Int32, error: Int32) {
      self.input = input
      self.output = output
      self.error = error
    }
  }

  /// Starts `arguments` as above with `streams` as its stdin, stdout and stderr (ffmpeg for
  /// `frames --video` reads a pipe).
  package static func start(_ arguments: [String], environment: [[UInt8]], streams: Streams) -> Result<pid_t, ChildSpawnError> {
    guard !arguments.isEmpty else { return .failure(ChildSpawnError(code: EINVAL)) }
    let started = SpawningThread.run { spawn(arguments, environment: environment, streams: streams, deathSignal: parentDeathSignal) }
    // No thread to start it from (none could be made): from here, without the death signal,
    // which would come as soon as this thread ended.
    return started ?? spawn(arguments, environment: environment, streams: streams, deathSignal: 0)
  }

  private static func spawn(_ arguments: [String], environment: [[UInt8]], streams: Streams, deathSignal: Int32) -> Result<pid_t, ChildSpawnError> {
    let argv = arguments.map { strdup($0) } + [nil]
    // Each entry copied with a NUL after it into memory of its own, freed below.
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { entry in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: entry.count + 1)
      for (offset, byte) in entry.enumerated() { copy[offset] = CChar(bitPattern: byte) }
      copy[entry.count] = 0
      return copy
    } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { $0?.deallocate() }
    }
    var pid: pid_t = 0
    let status = aclock_spawn(
      &pid, arguments[0], argv, envp, streams.input, streams.output, streams.error, deathSignal, Int32(clamping: sysconf(Int32(_SC_OPEN_MAX))))
    return status == 0 ? .success(pid) : .failure(ChildSpawnError(code: status))
  }

  /// This process's environment as the kernel gave it, as bytes (a name or a value need not be
  /// UTF-8, and is passed on unchanged), without the entries named in `overrides`, then
  /// `overrides` as `NAME=value`.
  package static func environment(overriding overrides: [(name: String, value: String)]) -> [[UInt8]] {
    let replaced = overrides.map { Array($0.name.utf8) }
    var entries: [[UInt8]] = []
    // Sound: `environ` is a NULL-terminated array of NUL-terminated strings, and nothing in
    // aclock changes it (no setenv or putenv), so it stays as it is while read.
    var index = 0
    while let entry = environ[index] {
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry)).map { $0 }
      let name = bytes.prefix { $0 != UInt8(ascii: "=") }
      if !replaced.contains(where: { $0.elementsEqual(name) }) { entries.append(bytes) }
      index += 1
    }
    return entries + overrides.map { Array("\($0.name)=\($0.value)".utf8) }
  }

  /// The first executable file called `name` in the directories of `PATH` (an empty entry is the
  /// current directory, as for the shell; `PATH` unset is `/usr/local/bin:/usr/bin:/bin`).
  package static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
    for directory in directories {
      let candidate = directory.isEmpty ? name : "\(directory)/\(name)"
      var info = stat()
      if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// A `waitpid` status as a short phrase: `exit 0`, `signal 15`.
  package static func describe(status: Int32) -> String {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift's Glibc module does not import (macros).
    let signal = status & 0x7F
    return signal == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(signal)"
  }
}

/// A child process that could not be started: `posix_spawn`'s error number.
package struct ChildSpawnError: Error, CustomStringConvertible {
  package let code: Int32
  package var description: String { String(cString: strerror(code)) }
}
