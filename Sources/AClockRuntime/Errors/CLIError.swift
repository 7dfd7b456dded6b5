import AClockValues
import ClockRender
#if canImport(Glibc)
import Glibc
#endif

/// A failure while running a command, with the exit status it maps to (sysexits.h).
package enum CLIError: Error, CustomStringConvertible {
  /// An output file could not be created or replaced (EX_CANTCREAT, 73).
  case cannotCreateOutput(path: String, reason: String)
  /// Replacing `path` failed after the files of `replaced` had been replaced (EX_CANTCREAT, 73):
  /// only possible when something changed the directory while aclock wrote.
  case partlyReplaced(path: String, reason: String, replaced: [String])
  /// The signal handlers could not be installed (EX_OSERR, 71): no file descriptor left for
  /// their pipe. A live command would not restore the terminal or remove its temporary files.
  case cannotWatchSignals
  /// cairo could not render a picture (EX_SOFTWARE, 70): not the user's fault.
  case renderFailed(path: String, reason: String)
  /// Standard output could not be written (EX_IOERR, 74; a closed pipe ends quietly with 141,
  /// as SIGPIPE would).
  case standardOutputFailed(errno: Int32)
  /// A value was accepted by the parser but cannot be used in this combination (EX_USAGE, 64).
  case badUsage(String)
  /// A program or library the command needs is missing or cannot be run (EX_UNAVAILABLE, 69):
  /// `aclock serve` without `aclock-serve` beside it, a picture without cairo.
  case unavailable(String)

  /// `error`, raised while rendering `path`: `.unavailable` (69) when cairo itself could not be
  /// opened (an installation without libcairo2), else `.renderFailed` (70).
  package static func rendering(_ path: String, _ error: any Error) -> CLIError {
    if let cairo = error as? CairoError, cairo.isUnavailable {
      return .unavailable("cannot render \(UserText.quotedPath(path)): \(cairo)")
    }
    return .renderFailed(path: path, reason: "\(error)")
  }

  package var exitCode: Int32 {
    switch self {
    case .cannotCreateOutput, .partlyReplaced: return 73
    case .renderFailed: return 70
    case .cannotWatchSignals: return 71
    case .standardOutputFailed(let code): return code == EPIPE ? 141 : 74
    case .badUsage: return 64
    case .unavailable: return 69
    }
  }

  package var description: String {
    switch self {
    case .cannotCreateOutput(let path, let reason): return "cannot create \(UserText.quotedPath(path)): \(reason)"
    case .partlyReplaced(let path, let reason, let replaced):
      return "cannot replace \(UserText.quotedPath(path)): \(reason); already replaced: "
        + replaced.map(UserText.quotedPath).joined(separator: ", ")
    case .renderFailed(let path, let reason): return "cannot render \(UserText.quotedPath(path)): \(reason)"
    case .badUsage(let message), .unavailable(let message): return message
    case .standardOutputFailed(let code):
      return "cannot write to standard output: \(String(cString: strerror(code)))"
    case .cannotWatchSignals:
      return "cannot watch for SIGINT, SIGTERM and SIGHUP: no file descriptor left for their pipe (see ulimit -n)"
    }
  }
}
