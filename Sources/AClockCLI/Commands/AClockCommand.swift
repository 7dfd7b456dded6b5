import ArgumentParser
import ClockGeometry
import ClockRender
import Foundation

/// `aclock`: the root command.
public struct AClockCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "aclock",
    abstract: "Analog clocks for the terminal, for pictures, and for scripts.",
    discussion: """
      With --png, --svg or --pdf, draws the clock at one instant (now, or --at) into each file; \
      several files show the same instant. Without them, prints the time and where the hands \
      point. Every command takes the same --at and --timezone values.

      Files are written under a temporary name beside the target and renamed into place, so a \
      failed render never leaves a broken file. Exit status: 0 done, 64 bad usage or value, \
      73 an output file cannot be created.
      """,
    version: "0.1.0",
    subcommands: [AnglesCommand.self, TicksCommand.self]
  )

  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Time") var time: TimeOptions
  @OptionGroup(title: "Face") var face: FaceOptions

  public init() {}

  public func run() async throws {
    let instant = time.instant(now: Date())
    let outputs = pictures.outputs
    guard !outputs.isEmpty else {
      print(AnglesReport(instant: instant, timeZone: time.timeZone.timeZone).humanLine)
      return
    }
    let job = PictureJob(
      instant: instant, timeZone: time.timeZone.timeZone, face: face.faceOptions,
      renderer: CairoSceneRenderer(theme: .named(face.theme), background: face.background?.color),
      size: pictures.size.pixels)
    try job.run(outputs: outputs)
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
