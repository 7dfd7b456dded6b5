import ArgumentParser
import ClockGeometry
import Foundation

/// `aclock`: the root command.
public struct AClockCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "aclock",
    abstract: "Analog clocks for the terminal, for pictures, and for scripts.",
    discussion: """
      Without a subcommand, prints the time and where the hands point. Every command takes the \
      same --at and --timezone values.
      """,
    version: "0.1.0",
    subcommands: [AnglesCommand.self, TicksCommand.self]
  )

  @OptionGroup var time: TimeOptions

  public init() {}

  public func run() async throws {
    let instant = time.instant(now: Date())
    print(AnglesReport(instant: instant, timeZone: time.timeZone.timeZone).humanLine)
  }

  /// Parses `arguments` (the process's own when nil), runs the command, and exits.
  ///
  /// Differs from ArgumentParser's `main()` in one way: errors are a single line on stderr
  /// (`aclock: …`) with sysexits codes, so scripts can show them as they are.
  public static func main(_ arguments: [String]?) async -> Never {
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
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
