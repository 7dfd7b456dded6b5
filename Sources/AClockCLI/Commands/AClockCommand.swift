import ArgumentParser
import ClockGeometry
import ClockRender
import ClockSchedule
import ClockText
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `aclock`: the root command. It has no options of its own: ArgumentParser offers a parent's
/// options to every subcommand, so the clock's `--label` (a face option) would have taken the
/// timer's `--label TEXT`. The clock is the default subcommand instead: `aclock --png now.png`
/// runs `aclock clock --png now.png`.
public struct AClockCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "aclock",
    abstract: "Analog clocks for the terminal, for pictures, and for scripts.",
    discussion: """
      Without a subcommand, aclock runs `clock`: the live clock on a terminal (--ascii, \
      --blocks, --braille), one frame of text (--once, or when stdout is not a terminal), or \
      pictures of now or of --at (--png, --svg, --pdf; --live keeps them current). See \
      `aclock help clock` for all its options.

      Every command reads --at, --timezone, durations, --size and --theme the same way. \
      Exit status: 0 done, 64 bad usage or value, 73 an output file cannot be created, \
      130/143/129 after SIGINT/SIGTERM/SIGHUP.
      """,
    version: "0.1.0",
    subcommands: [
      ClockCommand.self, StopwatchCommand.self, TimerCommand.self, TicksCommand.self, FramesCommand.self,
      AnglesCommand.self,
    ],
    defaultSubcommand: ClockCommand.self
  )

  public init() {}

  /// Parses `arguments` (the process's own when nil), runs the command, and exits.
  ///
  /// Differs from ArgumentParser's `main()` in one way: errors are a single line on stderr
  /// (`aclock: …`) with sysexits codes, so scripts can show them as they are.
  ///
  /// Every command runs on the calling thread, without Swift concurrency: live commands wait
  /// on a ``BlockingTicker``. Starting the concurrency runtime's thread pool would also start
  /// libdispatch's pool monitor, a timer that wakes the process every second for as long as it
  /// runs (see Docs/ARCHITECTURE.md, "Waking once a second").
  public static func main(_ arguments: [String]?) -> Never {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      Foundation.exit(0)
    } catch {
      exitReporting(error)
    }
  }

  private static func exitReporting(_ error: any Error) -> Never {
    if let failure = error as? CLIError {
      StandardError.writeLine("aclock: \(failure)")
      Foundation.exit(failure.exitCode)
    }
    let code = exitCode(for: error)
    if code == .success {
      // --help and --version arrive as "errors" whose message belongs on stdout.
      print(fullMessage(for: error))
      Foundation.exit(0)
    }
    let message = message(for: error)
      .replacingOccurrences(of: "Error: ", with: "")
      .split(whereSeparator: \.isNewline)
      .joined(separator: "; ")
    StandardError.writeLine("aclock: \(message)")
    Foundation.exit(code.rawValue)
  }
}
