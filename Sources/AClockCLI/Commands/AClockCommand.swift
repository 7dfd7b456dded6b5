import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

      Every command reads instants (--at, --from, --start), --timezone, durations, --size, \
      --style and --theme the same way; `aclock styles` lists the styles. Exit status: 0 done, 64 bad usage or value, 73 an output \
      file cannot be created, 74 standard output cannot be written (141 quietly when its \
      reader has gone), 71 signal handling cannot be set up (no file descriptor left), 70 an \
      internal error, 69 aclock-serve (aclock serve) or cairo (pictures) is not installed, 130/143/129 after SIGINT/SIGTERM/SIGHUP.
      """,
    version: BuildVersion.text,
    subcommands: [
      ClockCommand.self, StopwatchCommand.self, TimerCommand.self, TicksCommand.self, FramesCommand.self,
      AnglesCommand.self, StylesCommand.self, WorksheetCommand.self, DatasetCommand.self, ServeCommand.self,
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
  /// in the one `LiveRunner`, whose thread waits on a `LiveTicker` (ClockSchedule). Starting the
  /// concurrency runtime's thread pool would also start libdispatch's pool monitor, a timer
  /// that wakes the process every second for as long as it runs (see
  /// Docs/decisions/0009-no-swift-concurrency-in-the-tool.md).
  public static func main(_ arguments: [String]?) -> Never {
    StandardStreams.secure()
    TerminationSignals.holdIgnoredSignals()
    #if os(Linux)
    MallocArenas.shareOneUnderAnAddressSpaceLimit()
    #endif
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    if let refusal = RawArguments.refusal(of: given, readingArgv: arguments == nil, commandNames: commandNames) {
      StandardError.writeLine("aclock: " + refusal)
      Glibc.exit(64)
    }
    do {
      // A bare --animate means --animate=css, a bare --status --status=text (OmittableValue).
      let filledIn = OmittableValue.filledIn(given)
      var command = try quickParse(filledIn) ?? parseAsRoot(filledIn == given ? arguments : filledIn)
      try command.run()
      Glibc.exit(0)
    } catch {
      exitReporting(error, arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
    }
  }

  /// The command `arguments` name, parsed by that command alone, or nil to parse from the root.
  ///
  /// From the root, ArgumentParser reflects over the default subcommand's options (the clock's,
  /// the most of any) even for `aclock angles`, and twice over the command it runs: about half
  /// of `angles`' start-up (Docs/decisions/0043). The subcommand parsed as a root accepts the
  /// same arguments (the root has no options of its own). Anything it refuses (errors, --help,
  /// --version, completion scripts) returns nil, so the root parses again and says what it
  /// always said.
  private static func quickParse(_ arguments: [String]) -> (any ParsableCommand)? {
    // Requests only the root answers: trying the subcommand first would be wasted work.
    let rootRequests: Set<String> = ["--version", "-h", "--help", "--generate-completion-script", "--experimental-dump-help"]
    guard !arguments.contains(where: { rootRequests.contains($0) || $0.hasPrefix("--generate-completion-script=") }) else { return nil }
    let parsed: (any ParsableCommand)?
    if let first = arguments.first, let named = configuration.subcommands.first(where: { $0.configuration.commandName == first }) {
      parsed = try? named.parseAsRoot(Array(arguments.dropFirst()))
    } else {
      parsed = try? configuration.defaultSubcommand?.parseAsRoot(arguments)
    }
    // --help comes back as ArgumentParser's own `help` command, whose usage line would lack
    // the "aclock" before the subcommand's name.
    guard let parsed, type(of: parsed).configuration.commandName != "help" else { return nil }
    return parsed
  }

  /// The names `aclock help NAME` accepts.
  private static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName }
  }

  private static func exitReporting(_ error: any Error, arguments: [String]) -> Never {
    if let failure = error as? CLIError {
      // A reader that went away (`| head -1`) needs no message.
      if case .standardOutputFailed(EPIPE) = failure { Glibc.exit(failure.exitCode) }
      StandardError.writeLine("aclock: " + ErrorLine.oneLine(failure.description))
      Glibc.exit(failure.exitCode)
    }
    let code = exitCode(for: error)
    if code == .success {
      // --help and --version arrive as "errors" whose message belongs on stdout.
      var text = fullMessage(for: error)
      if let shell = CompletionScriptPatch.requestedShell(arguments) {
        text = CompletionScriptPatch.patched(text, shell: shell)
      } else if let command = HelpLayout.commandName(of: text) {
        text = HelpLayout.rearranged(text, examples: HelpExample.examples(for: command))
      }
      do throws(CLIError) {
        try StandardOutput.write(text + "\n")
      } catch {
        exitReporting(error, arguments: arguments)
      }
      Glibc.exit(0)
    }
    var text = message(for: error).replacing("Error: ", with: "")
    var hint = OmittableValue.hint(for: text, in: arguments)
    if let dashed = DashedValue(in: arguments, message: text) {
      // What the value would have given, written as the hint says: its own refusal, which
      // names what is accepted (or, if it would have been read, the missing value stands).
      do {
        _ = try parseAsRoot(OmittableValue.filledIn(dashed.joined(in: arguments)))
      } catch {
        let verdict = (error as? CLIError)?.description ?? message(for: error).replacing("Error: ", with: "")
        if verdict.contains("'\(dashed.value)'") { text = verdict }
      }
      hint = dashed.hint
    }
    StandardError.writeLine("aclock: " + ErrorLine.oneLine(ErrorLine.showingArguments(arguments, in: text)) + hint)
    Glibc.exit(code.rawValue)
  }
}
